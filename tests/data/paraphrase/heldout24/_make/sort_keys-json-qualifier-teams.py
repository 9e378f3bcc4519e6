import json
import re
from lib import write_case

ORDER = ["IRB", "KST", "LOR", "PHB", "SLT", "VNT"]


def blocks(t):
    """top-level '  "TAG": {...}' blocks of the file, by tag, without separators"""
    parts = re.split(r'(?m)^(?=  "[A-Z]{3}": \{$)', t.strip()[1:-1].strip("\n"))
    out = {}
    for p in parts:
        if not p.strip():
            continue
        p = p.rstrip().rstrip(",")
        out[p.split('"')[1]] = p
    assert len(out) == 6, list(out)
    return out


def reorder(order, trailing_comma=False):
    def f(t):
        b = blocks(t)
        body = ",\n".join(b[k] for k in order)
        return "{\n" + body + (",\n" if trailing_comma else "\n") + "}\n"
    return f


def dumps(**kw):
    def f(t):
        d = json.loads(t)
        if not kw.get("sort_keys"):
            d = {k: d[k] for k in ORDER}
        return json.dumps(d, ensure_ascii=False, **kw) + "\n"
    return f


write_case(
    "sort_keys-json-qualifier-teams", "teams.json", "sort_keys", "json",
    [
        ("terse", "teams.json: sort top-level keys A-Z"),
        ("polite", "Could you sort the teams in teams.json alphabetically by their tag? Only the top-level keys, please: the fields inside each team keep their current order, and keep the 2-space indentation."),
        ("declarative", "The team tags at the top level of teams.json should appear in alphabetical order; each team's own fields stay in the order they are in now."),
        ("other", "teams.json の最上位キー（チームタグ）をアルファベット順に並べ替えてください。各チームの中のフィールド順とインデント（2スペース）は変えないでください。"),
    ],
    [
        ("right-1.json", "right", "the six team blocks reordered IRB, KST, LOR, PHB, SLT, VNT; contents and indentation unchanged", [reorder(ORDER)]),
        ("wrong-1.json", "wrong", "keys sorted recursively: inside every team the fields are now alphabetical too (coach, name, players, region, seed)",
         [dumps(indent=2, sort_keys=True)]),
        ("wrong-2.json", "wrong", "sorted, but the VNT team is missing", [reorder(ORDER[:-1])]),
        ("wrong-3.json", "wrong", "not fully sorted: PHB comes before LOR", [reorder(["IRB", "KST", "PHB", "LOR", "SLT", "VNT"])]),
        ("wrong-4.json", "wrong", "sorted, but re-indented with 4 spaces", [dumps(indent=4)]),
        ("wrong-5.json", "wrong", "sorted, but a trailing comma was left after the last team: invalid JSON", [reorder(ORDER, trailing_comma=True)]),
    ],
)
