import json

from edits import build


def dump(obj):
    return json.dumps(obj, indent=2, ensure_ascii=False) + "\n"


def with_voices(order):
    def make(src):
        data = json.loads(src)
        assert dump(data) == src, "the original is not in json.dumps(indent=2) form"
        data["voices"] = {k: data["voices"][k] for k in order}
        return dump(data)
    return make


SORTED = ["alto", "baritone", "bass", "mezzo", "soprano", "tenor"]
build("sort_keys-json-choir-voices", "voices.json", {
    "right-1.json": with_voices(SORTED),
    "wrong-1.json": lambda src: json.dumps(json.loads(src), indent=2, sort_keys=True) + "\n",
    "wrong-2.json": with_voices(["alto", "bass", "baritone", "mezzo", "soprano", "tenor"]),
    "wrong-3.json": with_voices(["alto", "baritone", "bass", "soprano", "tenor"]),
    "wrong-4.json": ("right-1.json", [('"rehearsal_room": "B2"\n    },\n    "bass"', '"rehearsal_room": "B2"\n    }\n    "bass"', 1)]),
}, show=False)
