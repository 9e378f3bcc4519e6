"""An HTML table stays a table: where every row of one of the original's tables had as many
cells (colspans counted), so does every row of the result's, and no `<tr>` the edit writes
stands outside a table (a row pasted after `</tbody></table>`, a column left out of a row).

    table_shape_findings(original, result, filename, instruction) -> [Finding]

Tables are read with the standard library's HTMLParser; the tables of the original and the
result are paired in order, and only where both have as many."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from html.parser import HTMLParser
from pathlib import PurePath

from .findings import Finding, line_list

SUFFIXES = (".html", ".htm", ".xhtml")


@dataclass
class _Table:
    rows: list[tuple[int, int]] = field(default_factory=list)  # (line, width)


class _Reader(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.tables: list[_Table] = []
        self.open: list[_Table] = []
        self.row: list[int] | None = None  # [line, width] of the row being read
        self.stray: list[int] = []  # lines of rows outside any table

    def handle_starttag(self, tag: str, attrs) -> None:
        line = self.getpos()[0]
        if tag == "table":
            self.open.append(_Table())
            self.tables.append(self.open[-1])
        elif tag == "tr":
            self._end_row()
            if not self.open:
                self.stray.append(line)
            self.row = [line, 0]
        elif tag in ("td", "th") and self.row is not None:
            span = dict(attrs).get("colspan") or "1"
            self.row[1] += int(span) if span.isdigit() else 1

    def handle_endtag(self, tag: str) -> None:
        if tag in ("tr", "tbody", "thead", "tfoot"):
            self._end_row()
        elif tag == "table" and self.open:
            self._end_row()
            self.open.pop()

    def _end_row(self) -> None:
        if self.row is not None and self.open:
            self.open[-1].rows.append((self.row[0], self.row[1]))
        self.row = None


def _read(text: str) -> _Reader | None:
    reader = _Reader()
    try:
        reader.feed(text)
        reader.close()
    except (ValueError, AssertionError):
        return None
    reader._end_row()
    return reader


def table_shape_findings(original: str, result: str, filename: str, instruction: str) -> list[Finding]:
    if PurePath(filename).suffix.lower() not in SUFFIXES or original == result:
        return []
    before, after = _read(original), _read(result)
    if before is None or after is None:
        return []
    out: list[Finding] = []
    stray = [n for n in after.stray if n not in set(before.stray)] if len(after.stray) > len(before.stray) else []
    if stray:
        out.append(Finding("table", False, f"the row at line {stray[0]} stands outside any table"
                           " (after its `</table>`, not one of its rows)", tuple(stray)))
    if len(before.tables) == len(after.tables):
        for old, new in zip(before.tables, after.tables):
            widths = {w for _, w in old.rows if w}
            if len(old.rows) < 2 or len(widths) != 1:
                continue  # not a plain grid to begin with
            common = Counter(w for _, w in new.rows if w).most_common(1)
            if not common:
                continue
            odd = [n for n, w in new.rows if w and w != common[0][0]]
            if odd:
                out.append(Finding("table", False, f"the table's rows no longer have as many cells: line"
                                   f"{'s' if len(odd) > 1 else ''} {line_list(odd)} "
                                   f"{'have' if len(odd) > 1 else 'has'} not {common[0][0]}", tuple(odd)))
    return out
