"""Render rows of values as a plain-text table with aligned columns."""

from __future__ import annotations

from typing import Iterable, Sequence


def cell_text(value: object) -> str:
    if value is None:
        return ""
    if isinstance(value, float):
        return f"{value:.2f}"
    return str(value)


def column_widths(header: Sequence[str], rows: Sequence[Sequence[object]]) -> list[int]:
    widths = [len(h) for h in header]
    for row in rows:
        for i, value in enumerate(row):
            width = len(cell_text(value))
            if width > widths[i]:
                widths[i] = width
    return widths


def pad(text: str, width: int, align: str) -> str:
    gap = width - len(text)
    if gap <= 0:
        return text
    if align == "right":
        return " " * gap + text
    if align == "center":
        left = gap // 2
        return " " * left + text + " " * (gap - left)
    return text + " " * gap


def render_row(values: Iterable[object], widths: Sequence[int], aligns: Sequence[str]) -> str:
    cells = []
    for value, width, align in zip(values, widths, aligns):
        cells.append(pad(cell_text(value), width, align))
    return "| " + " | ".join(cells) + " |"


def rule(widths: Sequence[int]) -> str:
    return "|" + "|".join("-" * (width + 2) for width in widths) + "|"


def render(header: Sequence[str], rows: Sequence[Sequence[object]], aligns: Sequence[str] | None = None) -> str:
    if aligns is None:
        aligns = ["right" if rows and isinstance(rows[0][i], (int, float)) else "left" for i in range(len(header))]
    widths = column_widths(header, rows)
    lines = [render_row(header, widths, ["center"] * len(header)), rule(widths)]
    for row in rows:
        if len(row) != len(header):
            raise ValueError(f"row has {len(row)} cells, the header {len(header)}")
        lines.append(render_row(row, widths, aligns))
    return "\n".join(lines)
