import json

import yaml

from edits import build


def to_json(indent, ascii_only):
    def conv(src):
        return json.dumps(yaml.safe_load(src), indent=indent, ensure_ascii=ascii_only, default=str) + "\n"
    return conv


build("convert-yaml-choir-rehearsals", "rehearsals.yaml", {
    "right-1.json": to_json(2, False),
    "right-2.json": to_json(4, True),
    "wrong-1.json": ("right-1.json", [('"member_code": "0042"', '"member_code": 42', 1)]),
    "wrong-2.json": ("right-1.json", [('"Parry I was glad",\n        "Fauré Cantique de Jean Racine"\n', '"Parry I was glad"\n', 1)]),
    "wrong-3.json": ("right-1.json", [('"substitute_director": null', '"substitute_director": "~"', 1)]),
    "wrong-4.json": ("right-1.json", [('{\n  "choir"', "// Rehearsal plan for St Bride's Community Choir, spring term.\n"
                                      "// Times are local; a rehearsal without its own start uses default_start.\n"
                                      '{\n  "choir"', 1)]),
}, show=False)
