"""Rust: a line the edit writes compares or computes a float with an integer literal (`if area <= 0`
where `area: f64`), whatever the instruction. Rust has no implicit conversion: E0308, the file
does not compile (`0.0` is the float).

    float_findings(original, result, filename) -> [Finding]

A name counts as a float where its function declares it so: a parameter or `let` typed `f32`
or `f64`, a `let` given a float literal or an `as f64`, or one given a float field of `self`
(`let area = self.area_sqm?;` where the struct has `area_sqm: Option<f64>`)."""

from __future__ import annotations

import re

from .findings import Finding
from .queries import both_parsed, captures
from .scope import added_lines, wrote

OPS = r"(?:==|!=|<=|>=|<|>|\+|-|\*|/)"
INT = r"-?\d[\d_]*(?![\d_.eE]|\s*\.\s*\d|[a-z])"  # `0`, not `0.0`, `1e3` or `0u8`


def _floats(fn, fields: set[str]) -> set[str]:
    """The names the function declares as floats, outside its closures (a closure's `|x: f64|` is
    the closure's), less those it declares again otherwise (`let h = h.round() as i64`)."""
    text = fn.text.decode("utf-8", "replace")
    for closure in captures_in(fn, "closure_expression"):
        text = text.replace(closure.text.decode("utf-8", "replace"), " ")
    floats = set(re.findall(r"\b([a-z_]\w*)\s*:\s*f(?:32|64)\b", text)) \
        | set(re.findall(r"\blet\s+(?:mut\s+)?([a-z_]\w*)\s*=\s*(?:-?\d[\d_]*\.\d|[^;\n]*\bas\s+f(?:32|64)\s*;)", text)) \
        | {m.group(1) for m in re.finditer(r"\blet\s+(?:mut\s+)?([a-z_]\w*)\s*=\s*self\.(\w+)\s*(?:\?|\.unwrap\(\))?\s*;", text)
           if m.group(2) in fields}
    others = {m.group(1) for m in re.finditer(r"\blet\s+(?:mut\s+)?([a-z_]\w*)\s*(?::\s*([\w<>]+)\s*)?=\s*([^;\n]*)", text)
              if not (m.group(2) or "").startswith("f") and not re.match(r"-?\d[\d_]*\.\d|self\.", m.group(3))
              and not re.search(r"\bas\s+f(?:32|64)\s*$", m.group(3))}
    return floats - others


def captures_in(node, kind: str) -> list:
    """The nodes of one type under `node` (outermost first)."""
    out, stack = [], [node]
    while stack:
        n = stack.pop()
        if n.type == kind:
            out.append(n)
            continue
        stack.extend(n.named_children)
    return out


def float_findings(original: str, result: str, filename: str, instruction: str = "") -> list[Finding]:
    if not filename.endswith(".rs") or result == original:
        return []
    if not wrote(original, result, rf"{OPS}\s*{INT}"):
        return []
    added, lines = added_lines(original, result), result.splitlines()
    if (trees := both_parsed(original, result, filename)) is None:
        return []
    fields = set(re.findall(r"\b([a-z_]\w*)\s*:\s*(?:Option\s*<\s*)?f(?:32|64)\b", result))  # a struct's float fields
    out: list[Finding] = []
    for fn in captures(trees[1], ".rs", f=("function_item",)).get("f", []):
        first, last = fn.start_point[0] + 1, fn.end_point[0] + 1
        mine = sorted(n for n in added if first <= n <= last)
        if not mine:
            continue
        floats = _floats(fn, fields)
        if not floats:
            continue
        names = "|".join(re.escape(n) for n in sorted(floats))
        pattern = re.compile(rf"(?<![\w.])(?P<v>{names})\s*{OPS}\s*{INT}|(?<![\w.]){INT}\s*{OPS}\s*(?P<w>{names})(?![\w.(])")
        for n in mine:
            m = pattern.search(re.sub(r"//.*", "", lines[n - 1]))
            if m and all(f.lines != (n,) for f in out):
                name = m.group("v") or m.group("w")
                out.append(Finding("types", False, f"line {n} writes `{m.group().strip()}`: `{name}` is a float and "
                                   "the literal an integer, which Rust does not compare or mix (mismatched types)", (n,)))
    return out
