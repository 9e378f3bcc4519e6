"""Prints the count tables of the README from the case.toml files."""
import tomllib, pathlib, collections
ROOT = pathlib.Path(__file__).resolve().parent.parent
cases = [(c.parent.name, tomllib.loads(c.read_text())) for c in sorted(ROOT.glob('*/case.toml'))]
def agg(key):
    g = collections.defaultdict(collections.Counter)
    for name, d in cases:
        n = len(d['instructions']); k = d[key]
        g[k]['cases'] += 1; g[k]['phr'] += n
        for r in d['results']:
            g[k][r['label']] += 1; g[k]['j_' + r['label']] += n
    return g
for key in ('kind', 'language'):
    g = agg(key)
    print(f"| {key} | cases | phrasings | right results | wrong results | judgements (right / wrong) |")
    print("|---|---|---|---|---|---|")
    for k in sorted(g):
        v = g[k]
        print(f"| {k} | {v['cases']} | {v['phr']} | {v['right']} | {v['wrong']} | {v['j_right']} / {v['j_wrong']} |")
    print()
s = collections.defaultdict(collections.Counter)
for name, d in cases:
    nr = sum(r['label'] == 'right' for r in d['results']); nw = len(d['results']) - nr
    for ins in d['instructions']:
        s[ins['style']]['phr'] += 1; s[ins['style']]['r'] += nr; s[ins['style']]['w'] += nw
print("| style | phrasings | judgements (right / wrong) |"); print("|---|---|---|")
for k in sorted(s):
    print(f"| {k} | {s[k]['phr']} | {s[k]['r']} / {s[k]['w']} |")
print()
ph = sum(len(d['instructions']) for _, d in cases); res = sum(len(d['results']) for _, d in cases)
rr = sum(r['label'] == 'right' for _, d in cases for r in d['results'])
jr = sum(len(d['instructions']) * sum(r['label'] == 'right' for r in d['results']) for _, d in cases)
jw = sum(len(d['instructions']) * sum(r['label'] == 'wrong' for r in d['results']) for _, d in cases)
print(f"TOTAL cases={len(cases)} phrasings={ph} results={res} right={rr} wrong={res - rr} judgements={jr + jw} right={jr} wrong={jw}")
lines = [sum(1 for _ in open(ROOT / n / d['file'])) for n, d in cases]
print("original lines:", min(lines), "-", max(lines), "; 150-220:", sum(150 <= x <= 220 for x in lines))
