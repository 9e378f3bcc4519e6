"""An HTML table stays a table: where every row of one of the original's tables had as many
cells (and no cell spans rows or columns), so does every row of the result's, and no `<tr>` the
edit writes stands outside a table (a row pasted after `</tbody></table>`, a column left out of
a row); a template's fragments (`{% macro %}`) may hold rows of a table elsewhere.

    table_shape_findings(original, result, filename, instruction) -> [Finding]

Tables are read from tree-sitter's tree of the file (the one every rule shares); the tables of
the original and the result are paired in order, and only where both have as many."""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any
from pathlib import PurePath

from .findings import Finding, line_list
from .syntax_trees import _parsed, _parser
from .textcache import per_text

SUFFIXES = (".html", ".htm", ".xhtml")
TEMPLATE = re.compile(r"\{%|\{\{|<%")  # Jinja, Django, Handlebars, ERB


@dataclass
class _Table:
    rows: list[tuple[int, int]] = field(default_factory=list)  # (line, width)
    spans: bool = False  # a cell spans rows or columns: widths alone do not say the grid


@dataclass
class _Read:
    tables: list[_Table]
    stray: list[int]  # lines of rows outside any table


@per_text(maxsize=4)
def _read(text: str) -> _Read | None:
    """The text's tables and stray rows, from the tree tree-sitter parsed for the file already:
    a query finds the table, row and cell tags in C, and one pass in text order nests them by
    their byte ranges. None without the grammar."""
    tree = _parsed(text, ".html")
    if tree is None:
        return None
    import tree_sitter

    names: list[Any] = tree_sitter.QueryCursor(_tag_query()).captures(tree.root_node).get("n", [])  # (nodes with parents)
    tables: list[_Table] = []
    open_tables: list[tuple[int, _Table | None]] = []  # (end byte, table) of the tables around (None: a <template>)
    open_rows: list[list] = []  # [end byte, line, cells, spans, its table] of the rows around (a table in a cell has its own)
    stray: list[int] = []

    def close_rows(at: int) -> None:
        while open_rows and open_rows[-1][0] <= at:
            end, line, cells, spans, table = open_rows.pop()
            if table is not None:
                table.rows.append((line, cells))
                table.spans |= spans

    for name in sorted(names, key=lambda n: n.start_byte):
        start_tag = name.parent
        element = start_tag.parent
        at, tag = element.start_byte, name.text.lower()
        close_rows(at)
        while open_tables and open_tables[-1][0] <= at:
            open_tables.pop()
        table = open_tables[-1][1] if open_tables else None
        if tag == b"table":
            tables.append(_Table())
            open_tables.append((element.end_byte, tables[-1]))
        elif tag == b"template":  # rows a script clones into a table
            open_tables.append((element.end_byte, None))
        elif tag == b"tr":
            open_rows.append([element.end_byte, element.start_point[0] + 1, 0, False, table])
            if not open_tables:
                stray.append(open_rows[-1][1])
        elif open_rows and open_rows[-1][4] is table:  # a cell of the innermost table's row
            open_rows[-1][2] += 1
            open_rows[-1][3] = open_rows[-1][3] or b"span" in start_tag.text.lower()
    close_rows(len(text.encode("utf-8", "surrogatepass")) + 1)
    return _Read(tables, stray)


@lru_cache(maxsize=1)
def _tag_query():
    import tree_sitter

    return tree_sitter.Query(_parser(".html").language,
                             '(start_tag (tag_name) @n (#any-of? @n "table" "tr" "td" "th" "template" "TABLE" "TR" "TD" "TH"))')


def table_shape_findings(original: str, result: str, filename: str, instruction: str) -> list[Finding]:
    if PurePath(filename).suffix.lower() not in SUFFIXES or original == result:
        return []
    before, after = _read(original), _read(result)
    if before is None or after is None:
        return []
    out: list[Finding] = []
    template = TEMPLATE.search(result) is not None  # a macro's rows are a table's elsewhere
    stray = after.stray if after.stray and not before.stray and not template else []  # (a file of rows is a fragment)
    if stray:
        out.append(Finding("table", False, f"the row at line {stray[0]} stands outside any table"
                           " (after its `</table>`, not one of its rows)", tuple(stray)))
    if len(before.tables) == len(after.tables):
        for old, new in zip(before.tables, after.tables):
            widths = {w for _, w in old.rows if w}
            if len(old.rows) < 2 or len(widths) != 1 or new.spans:
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
