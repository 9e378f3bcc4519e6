"""Helper that writes one case of heldout34: results are produced from the hand-written
original by exact string edits, each asserted to hit the expected number of occurrences."""
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def apply(text, edits):
    for e in edits:
        if callable(e):
            text = e(text)
            continue
        old, new, n = e
        got = text.count(old)
        assert got == n, f"edit {old[:60]!r}: expected {n} hits, found {got}"
        text = text.replace(old, new)
    return text


def q(s):
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'


def case(name, file, kind, language, instructions, results, ext=None):
    d = ROOT / name
    original = (d / file).read_text()
    ext = ext if ext is not None else (Path(file).suffix)
    lines = [f"file = {q(file)}", f"kind = {q(kind)}", f"language = {q(language)}", ""]
    for style, text in instructions:
        lines += ["[[instructions]]", f"style = {q(style)}", f"text = {q(text)}", ""]
    counters = {"right": 0, "wrong": 0}
    for label, why, edits in results:
        counters[label] += 1
        out = f"{label}-{counters[label]}{ext}"
        res = apply(original, edits)
        assert res != original or "identical" in why, f"{name}/{out} is identical to the original"
        (d / out).write_text(res)
        lines += ["[[results]]", f"file = {q(out)}", f"label = {q(label)}", f"why = {q(why)}", 'source = "hand"', ""]
    (d / "case.toml").write_text("\n".join(lines))
    return d
