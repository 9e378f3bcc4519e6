"""Print the README's count tables for heldout20 from the case.toml files."""
import tomllib
from collections import Counter, defaultdict
from pathlib import Path

SPLIT = Path(__file__).resolve().parent.parent
cases = []
for d in sorted(p for p in SPLIT.iterdir() if (p / "case.toml").is_file()):
    cases.append((d.name, tomllib.loads((d / "case.toml").read_text())))

def jr(c):
    n = len(c["instructions"])
    r = sum(x["label"] == "right" for x in c["results"])
    w = sum(x["label"] == "wrong" for x in c["results"])
    return n, r, w

tot = Counter()
for _, c in cases:
    n, r, w = jr(c)
    tot["cases"] += 1; tot["phr"] += n; tot["right"] += r; tot["wrong"] += w; tot["jr"] += n * r; tot["jw"] += n * w
print(f"{tot['cases']} cases, {tot['phr']} phrasings, {tot['right'] + tot['wrong']} results ({tot['right']} right, {tot['wrong']} wrong), "
      f"{tot['jr'] + tot['jw']} judgements ({tot['jr']} right, {tot['jw']} wrong)\n")

for key, title in (("kind", "kind"), ("language", "language")):
    g = defaultdict(Counter)
    for _, c in cases:
        n, r, w = jr(c)
        k = c[key]
        g[k]["cases"] += 1; g[k]["right"] += r; g[k]["wrong"] += w; g[k]["jr"] += n * r; g[k]["jw"] += n * w
    print(f"| {title} | cases | right results | wrong results | judgements (right / wrong) |")
    print("|---|---|---|---|---|")
    for k in sorted(g):
        x = g[k]
        print(f"| {k} | {x['cases']} | {x['right']} | {x['wrong']} | {x['jr']} / {x['jw']} |")
    print()

g = defaultdict(Counter)
for _, c in cases:
    n, r, w = jr(c)
    for ins in c["instructions"]:
        s = ins["style"]
        g[s]["phr"] += 1; g[s]["jr"] += r; g[s]["jw"] += w
print("| style | phrasings | judgements (right / wrong) |")
print("|---|---|---|")
for s in sorted(g):
    print(f"| {s} | {g[s]['phr']} | {g[s]['jr']} / {g[s]['jw']} |")
