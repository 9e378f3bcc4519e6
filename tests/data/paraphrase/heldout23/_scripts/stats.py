"""Counts for the README: cases, phrasings, results and judgements per kind, language and style."""
import tomllib
from collections import Counter, defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
cases = []
for d in sorted(p for p in ROOT.iterdir() if (p / "case.toml").is_file()):
    c = tomllib.loads((d / "case.toml").read_text())
    listed = {c["file"], "case.toml"} | {r["file"] for r in c["results"]}
    present = {p.name for p in d.iterdir()}
    assert listed == present, (d.name, listed ^ present)
    assert all(r["label"] in ("right", "wrong") and r["source"] == "hand" and r["why"] for r in c["results"])
    assert all(i["style"] in ("terse", "polite", "declarative", "other") for i in c["instructions"])
    assert 4 <= len(c["instructions"]) <= 5, d.name
    lines = len((d / c["file"]).read_text().splitlines())
    cases.append((d.name, c, lines))

n_right = sum(r["label"] == "right" for _, c, _ in cases for r in c["results"])
n_wrong = sum(r["label"] == "wrong" for _, c, _ in cases for r in c["results"])
jr = sum(len(c["instructions"]) * sum(r["label"] == "right" for r in c["results"]) for _, c, _ in cases)
jw = sum(len(c["instructions"]) * sum(r["label"] == "wrong" for r in c["results"]) for _, c, _ in cases)
print(f"{len(cases)} cases, {sum(len(c['instructions']) for _, c, _ in cases)} phrasings, "
      f"{n_right + n_wrong} results ({n_right} right, {n_wrong} wrong), {jr + jw} judgements ({jr} right, {jw} wrong)")
print("originals:", sorted(l for *_, l in cases), "| 150+ lines:", sum(l >= 150 for *_, l in cases))


def table(key, label):
    rows = defaultdict(lambda: Counter())
    for _, c, _ in cases:
        k = c[key]
        rows[k]["cases"] += 1
        rows[k]["phrasings"] += len(c["instructions"])
        for r in c["results"]:
            rows[k][r["label"]] += 1
            rows[k]["j" + r["label"]] += len(c["instructions"])
    print(f"\n| {label} | cases | phrasings | right | wrong | judgements (right / wrong) |")
    print("|---|---|---|---|---|---|")
    for k in sorted(rows):
        r = rows[k]
        print(f"| {k} | {r['cases']} | {r['phrasings']} | {r['right']} | {r['wrong']} | {r['jright']} / {r['jwrong']} |")


table("kind", "kind")
table("language", "language")
styles = defaultdict(Counter)
for _, c, _ in cases:
    nr = sum(r["label"] == "right" for r in c["results"])
    nw = sum(r["label"] == "wrong" for r in c["results"])
    for i in c["instructions"]:
        styles[i["style"]]["phrasings"] += 1
        styles[i["style"]]["jright"] += nr
        styles[i["style"]]["jwrong"] += nw
print("\n| style | phrasings | judgements (right / wrong) |")
print("|---|---|---|")
for s in ("terse", "polite", "declarative", "other"):
    print(f"| {s} | {styles[s]['phrasings']} | {styles[s]['jright']} / {styles[s]['jwrong']} |")
