"""The rename rule's verdict in words: how many uses were renamed, which were left, renamed to
another name, and what else changed (by kind: not the name, a foreign attribute, data in
strings, outside the scope asked), with the lines to look at."""

from __future__ import annotations

from .findings import Finding, line_list, plural
from .intent import Rename


def rename_finding(intent: Rename, label: str, counts: tuple[int, int, int], left_lines: list[int],
             wrong: list[tuple[int, str]], chunks: list[tuple[int, str, str, int, str]]) -> Finding:
    """The rename's verdict in words: how many uses were renamed, which were left, renamed to
    another name, and what else changed (by kind: not the name, a foreign attribute, data in
    strings, outside the scope asked), with the lines to look at."""
    renamed, total, left = counts
    if left == 0 and not chunks and not wrong:
        return Finding("rename", True, f"renamed {renamed} of {total}")
    parts = [f"renamed {renamed} of {total}"]
    if wrong:
        names = ", ".join(f"`{n}`" for n in dict.fromkeys(n for _, n in wrong))
        target = ", ".join(f"`{b.text}`" for _, b in intent.pairs)
        parts.append(f"{plural(len(wrong), 'use')} of {label} became {names}, not {target} ({_lines([ln for ln, _ in wrong])})")
    if left:
        parts.append(f"{plural(left, 'use')} of {label} left ({_lines(left_lines)})")
    whats = {"scope": f"outside `{intent.scope.name}`" if intent.scope else "outside the scope asked",
             "foreign": f"that {{is}} `.{label}` of something the file does not define", "other": f"that {{is}} not {label}",
             "string": "in strings (data, not the name)"}
    for why in ("other", "foreign", "string", "scope"):
        group = [c for c in chunks if c[4] == why]
        if not group:
            continue
        n = sum(c[3] for c in group)
        shown = ", ".join(f"line {ln} `{a}` -> `{b}`" if a and b else (f"line {ln} removed `{a}`" if a else f"line {ln} added `{b}`")
                          for ln, a, b, _, _ in group[:2])
        more = f" and {len(group) - 2} more" if len(group) > 2 else ""
        parts.append(f"also changed {plural(n, 'token')} {whats[why].format(is_='is', **{'is': 'is' if n == 1 else 'are'})}: {shown}{more}")
    pointed = left_lines + [c[0] for c in chunks] + [ln for ln, _ in wrong]
    return Finding("rename", False, "; ".join(parts), tuple(sorted(set(pointed))))


def _lines(lines: list[int]) -> str:
    return f"{'line' if len(set(lines)) == 1 else 'lines'} {line_list(lines)}"
