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
from .scope import added_lines

OPS = r"(?:==|!=|<=|>=|<|>|\+|-|\*|/)"
INT = r"-?\d[\d_]*(?![\d_.eE]|\s*\.\s*\d|[a-z])"  # `0`, not `0.0`, `1e3` or `0u8`


def float_findings(original: str, result: str, filename: str, instruction: str = "") -> list[Finding]:
    if not filename.endswith(".rs") or result == original:
        return []
    added = added_lines(original, result)
    lines = result.splitlines()
    if not any(re.search(rf"{OPS}\s*{INT}", lines[n - 1]) for n in added if n <= len(lines)):
        return []
    if (trees := both_parsed(original, result, filename)) is None:
        return []
    fields = set(re.findall(r"\b([a-z_]\w*)\s*:\s*(?:Option\s*<\s*)?f(?:32|64)\b", result))  # a struct's float fields
    out = []
    for fn in captures(trees[1], ".rs", f=("function_item",)).get("f", []):
        first, last = fn.start_point[0] + 1, fn.end_point[0] + 1
        mine = [n for n in added if first <= n <= last]
        if not mine:
            continue
        text = fn.text.decode("utf-8", "replace")
        floats = set(re.findall(r"\b([a-z_]\w*)\s*:\s*f(?:32|64)\b", text)) \
            | set(re.findall(r"\blet\s+(?:mut\s+)?([a-z_]\w*)\s*=\s*(?:-?\d[\d_]*\.\d|[^;\n]*\bas\s+f(?:32|64)\s*;)", text)) \
            | {m.group(1) for m in re.finditer(r"\blet\s+(?:mut\s+)?([a-z_]\w*)\s*=\s*self\.(\w+)\s*(?:\?|\.unwrap\(\))?\s*;", text)
               if m.group(2) in fields}
        for n in mine:
            line = re.sub(r"//.*", "", lines[n - 1])
            for name in floats:
                v = re.escape(name)
                m = re.search(rf"(?<![\w.]){v}\s*{OPS}\s*{INT}|(?<![\w.]){INT}\s*{OPS}\s*{v}(?![\w.(])", line)
                if m and not re.search(rf"(?<![\w.]){v}\s*(?:as\b|\.|\[)", m.group()):
                    out.append(Finding("types", False, f"line {n} writes `{m.group().strip()}`: `{name}` is a float and "
                                       "the literal an integer, which Rust does not compare or mix (mismatched types)", (n,)))
                    break
    return out
