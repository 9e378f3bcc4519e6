"""Builds one case folder: the original, case.toml and results made by exact string edits."""
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _q(s):
    return json.dumps(s, ensure_ascii=False)


def apply(original, edits):
    text = original
    for old, new, n in edits:
        got = text.count(old)
        assert got == n, f"edit {old!r}: expected {n} hits, got {got}"
        text = text.replace(old, new)
    return text


def case(name, file, kind, language, original, instructions, results, out_ext=None):
    d = ROOT / name
    d.mkdir(exist_ok=True)
    for p in d.iterdir():
        p.unlink()
    original = original.lstrip("\n")
    lines = original.count("\n")
    (d / file).write_text(original)
    ext = out_ext if out_ext is not None else (Path(file).suffix if "." in file else "")
    toml = [f"file = {_q(file)}", f"kind = {_q(kind)}", f"language = {_q(language)}", ""]
    for style, text in instructions:
        toml += ["[[instructions]]", f"style = {_q(style)}", f"text = {_q(text)}", ""]
    counters = {"right": 0, "wrong": 0}
    for label, why, edits in results:
        counters[label] += 1
        fname = f"{label}-{counters[label]}{ext}"
        if isinstance(edits, str):
            text = edits.lstrip("\n")
        else:
            text = apply(original, edits)
        (d / fname).write_text(text)
        toml += ["[[results]]", f"file = {_q(fname)}", f"label = {_q(label)}", f"why = {_q(why)}", 'source = "hand"', ""]
    (d / "case.toml").write_text("\n".join(toml))
    print(f"{name}: {lines} lines, {len(instructions)} phrasings, {counters}")
