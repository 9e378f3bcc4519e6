import json
import yaml
from lib import write_case, edit, ROOT

SRC = (ROOT / "convert-yaml-line-recipes" / "line2.yaml").read_text()
DATA = yaml.safe_load(SRC)
RIGHT1 = json.dumps(DATA, indent=2, ensure_ascii=False) + "\n"


def source_order(d):
    """recipes with code and name first, then the merged defaults, then own keys"""
    out = dict(d)
    recs = []
    for r in d["recipes"]:
        n = {"code": r["code"], "name": r["name"]}
        for k in d["defaults"]:
            n[k] = r[k]
        for k, v in r.items():
            n.setdefault(k, v)
        recs.append(n)
    out["recipes"] = recs
    return out


def unmerged():
    class NoMerge(yaml.SafeLoader):
        pass
    # keep only the keys written in each recipe: drop the merge before constructing
    text = SRC.replace("    <<: *bread_defaults\n", "")
    return yaml.load(text, Loader=NoMerge)


J = lambda d, i=2: json.dumps(d, indent=i, ensure_ascii=False) + "\n"

write_case(
    "convert-yaml-line-recipes", "line2.yaml", "convert", "yaml",
    [
        ("terse", "line2.yaml -> JSON"),
        ("polite", "Could you convert line2.yaml to JSON for the new PLC gateway? The merge keys need to be expanded, the quoted codes must stay strings, and the notes keep their line breaks."),
        ("declarative", "This recipe file should be expressed as equivalent JSON carrying the same data once the YAML anchors and merge keys are resolved."),
        ("other", "Converte este YAML para JSON com exatamente os mesmos dados (âncoras e merges resolvidos, strings continuam strings)."),
    ],
    [
        ("right-1.json", "right", "same data as the YAML: merges expanded (overrides win), \"0417\" and \"2\" kept as strings, notes with newlines", RIGHT1),
        ("right-2.json", "right", "same data, 4-space indent and code/name first in each recipe", J(source_order(DATA), 4)),
        ("wrong-1.json", "wrong", "plc_program became the number 417, losing its leading zero",
         edit(RIGHT1, ('"plc_program": "0417"', '"plc_program": 417'))),
        ("wrong-2.json", "wrong", "merge keys not expanded: the recipes lack divider speed, proof settings, steam and (except DK-0500) oven",
         J(unmerged())),
        ("wrong-3.json", "wrong", "notes folded into one line: the newline between the two sentences and the final newline are gone",
         edit(RIGHT1, ('by the PLC.\\nDo not run', 'by the PLC. Do not run'), ('belt clean.\\n"', 'belt clean."'))),
        ("wrong-4.json", "wrong", "RM-0750's own proof_humidity_pct 82 was overwritten by the default 78 during the merge",
         edit(RIGHT1, ('"proof_humidity_pct": 82', '"proof_humidity_pct": 78'))),
        ("wrong-5.json", "wrong", "the YAML header comments were carried over as // lines: not valid JSON",
         "// Production line 2 (bread), Kornfeld bakery - recipe parameters for the line PLC.\n"
         "// Owner: production engineering. Changes need sign-off by the shift lead.\n" + RIGHT1),
    ],
)
