"""Print each result's diff: against the original (-U0) and, for wrong results, against right-1."""
import difflib, sys, tomllib
from lib import SPLIT

def d(a, b, na, nb, limit):
    out = list(difflib.unified_diff(a.splitlines(), b.splitlines(), na, nb, n=0, lineterm=""))
    return out[2:limit] + (["  ... (%d more)" % (len(out) - limit)] if len(out) > limit else [])

for name in sys.argv[1:]:
    case = tomllib.loads((SPLIT / name / "case.toml").read_text())
    orig = (SPLIT / name / case["file"]).read_text()
    rights = [r for r in case["results"] if r["label"] == "right"]
    r1 = (SPLIT / name / rights[0]["file"]).read_text()
    for r in case["results"]:
        t = (SPLIT / name / r["file"]).read_text()
        print(f"##### {name}/{r['file']} [{r['label']}] {r['why']}")
        if r["label"] == "right" or name.startswith("convert"):
            if not name.startswith("convert"):
                print("\n".join(d(orig, t, "orig", r["file"], 60)))
        if r["label"] == "wrong":
            print("  -- vs right-1:")
            print("\n".join(d(r1, t, "right-1", r["file"], 40)))
