from lib import SPLIT, apply, write_case

NAME = "sort_keys-json-dental"
FILE = "treatment_codes.json"
src = (SPLIT / NAME / FILE).read_text()

# split the top-level object into its entry blocks (exact text, nothing re-serialised)
body = src[len("{\n"):-len("\n}\n")]
blocks = body.split("\n  },\n")
assert len(blocks) == 8
blocks = [b if b.endswith("\n  }") else b + "\n  }" for b in blocks]
key = lambda b: b.split('"')[1]
assert [key(b) for b in blocks] == ["V21", "C11", "M03", "X10", "A10", "H11", "E13", "C13"]
def assemble(bs):
    return "{\n" + ",\n".join(bs) + "\n}\n"
assert assemble(blocks) == src
srt = sorted(blocks, key=key)
right1 = assemble(srt)

inner_sorted = []
for b in srt:
    lines = b.split("\n")
    head, fields, tail = lines[0], lines[1:-1], lines[-1]
    fields = [f.rstrip(",") for f in fields]
    fields.sort(key=lambda f: f.split('"')[1])
    fields = [f + ("," if i < len(fields) - 1 else "") for i, f in enumerate(fields)]
    inner_sorted.append("\n".join([head] + fields + [tail]))
wrong1 = assemble(inner_sorted)
wrong2 = assemble([srt[0], srt[2], srt[1]] + srt[3:])
wrong3 = assemble([b for b in srt if key(b) != "E13"])
wrong4 = apply(right1, [('"description": "Probleemgericht consult",\n    "fee_eur": 24.51,', '"description": "Probleemgericht consult",\n    "fee_eur": 24.15,')])

write_case(NAME, FILE, "sort_keys", "json", [
    ("terse", "sort top-level keys A-Z"),
    ("polite", "Could you sort the treatment codes (the top-level keys) alphabetically? Please leave the fields inside each code in their current order and don't change any values."),
    ("declarative", "The codes in treatment_codes.json are in alphabetical order; the inside of each entry is untouched."),
    ("other", "can't find anything in this file. put the codes in alphabetical order (only the codes, not the fields inside)"),
    ("other", "Sorteer de behandelcodes op alfabet, alleen de bovenste laag; de velden per code blijven in dezelfde volgorde."),
], [
    ("right-1.json", "right", "eight entries reordered A10, C11, C13, E13, H11, M03, V21, X10; each entry's text unchanged", right1, False),
    ("wrong-1.json", "wrong", "the fields inside every entry were sorted too (description, fee_eur, materials, needs_tooth)", wrong1, False),
    ("wrong-2.json", "wrong", "C13 comes before C11: not fully sorted", wrong2, False),
    ("wrong-3.json", "wrong", "E13 (root canal treatment) is missing from the sorted output", wrong3, False),
    ("wrong-4.json", "wrong", "sorted, but C13's fee became 24.15 instead of 24.51", wrong4, False),
])
