"""A column added to the table the instruction names, where it says: "add `emergency_contact
TEXT` to `members`, after `phone`" is a new line inside `CREATE TABLE members (...)` (or an
`ALTER TABLE members ADD ...`), right after `phone`'s line; not a line in `venues`.

    column_findings(original, result, filename, instruction) -> [Finding]"""

from __future__ import annotations

import re
from pathlib import PurePath

from .findings import Finding
from .net import ADDITIVE
from .phrasing import read_phrasing, said_and_kept
from .scope import changed_lines

TABLE = re.compile(r"^\s*create\s+(?:temp(?:orary)?\s+)?table\s+(?:if\s+not\s+exists\s+)?[`\"\[]?(?:\w+\.)?(\w+)", re.I | re.M)
COLUMN_WORDS = re.compile(r"\b(?:columns?|fields?|Spalten?|colum?nas?|colonnes?|colonna|kolom|kolumn[aey]?)\b|列|열|컬럼", re.I)
AFTER = re.compile(r"\b(?:after|nach|después\s+de|despues\s+de|après|dopo|depois\s+de|na|po)\s+(?:the\s+)?[`\"']?(\w+)[`\"']?"
                   r"(?=\s*(?:$|[,;.)]|column|field|Spalte|columna|colonne|colonna|coluna|kolumn\w*))", re.I)
KEYWORDS = {"constraint", "primary", "foreign", "unique", "check", "index", "key", "create", "alter", "insert", "select", "references"}


def column_findings(original: str, result: str, filename: str, instruction: str) -> list[Finding]:
    if PurePath(filename).suffix.lower() != ".sql" or result == original:
        return []
    action = read_phrasing(instruction).action or ""
    asked = said_and_kept(instruction)[0]
    if not (ADDITIVE.match(action) or re.search(r"\b(?:add|gets?|have|has)\b", asked, re.I)) or not COLUMN_WORDS.search(asked) \
            or re.search(r"\brenam\w*|\b(?:called|named)\b", asked, re.I):
        return []
    tables = _tables(original)
    named = [t for t in tables if re.search(rf"(?<![\w.]){re.escape(t)}(?![\w])", asked)]
    if len(named) != 1:
        return []
    target = named[0]
    new_tables = _tables(result)
    lines = result.splitlines()
    had = {(_column(x) or "").lower() for x in original.splitlines()}
    added = [k for tag, _, (r1, r2) in changed_lines(original, result) if tag != "delete"
             for k in range(r1, r2 + 1) if 0 < k <= len(lines) and (c := _column(lines[k - 1])) and c.lower() not in had]
    if not added:
        return []
    out = []
    for k in added:
        home = next((t for t, (a, b) in new_tables.items() if a < k <= b), None)
        if home is not None and home != target and home in tables:  # (a table the edit creates holds its own columns)
            out.append(Finding("column", False, f"added `{lines[k - 1].strip().rstrip(',')}` to `{home}` (line {k}), "
                               f"not to `{target}` as the instruction asks", (k,)))
    if out or target not in new_tables:
        return out
    m = AFTER.search(asked)
    mine = [k for k in added if new_tables[target][0] < k <= new_tables[target][1]]
    if m and len(mine) == 1 and m.group(1).lower() not in KEYWORDS:
        before = next((lines[j - 1] for j in range(mine[0] - 1, new_tables[target][0], -1) if lines[j - 1].strip()
                       and not lines[j - 1].strip().startswith("--")), "")
        column = _column(before)
        if column and column.lower() != m.group(1).lower() and _has_column(lines, new_tables[target], m.group(1)):
            out.append(Finding("column", False, f"the new column (line {mine[0]}) comes after `{column}`, not after "
                               f"`{m.group(1)}` as the instruction asks", (mine[0],)))
    return out


def _tables(text: str) -> dict[str, tuple[int, int]]:
    """Each `CREATE TABLE name (` with the lines of its body: (its head line, its closing line)."""
    lines = text.splitlines()
    out: dict[str, tuple[int, int]] = {}
    for m in TABLE.finditer(text):
        head = text.count("\n", 0, m.start()) + 1
        depth, end = 0, head
        for k in range(head, len(lines) + 1):
            depth += lines[k - 1].count("(") - lines[k - 1].count(")")
            end = k
            if depth <= 0 and "(" in "".join(lines[head - 1:k]):
                break
        out.setdefault(m.group(1), (head, end))
    return out


def _column(line: str) -> str | None:
    """The column a line of a table's body defines (`phone TEXT,` -> `phone`), None for a constraint."""
    m = re.match(r"\s*[`\"\[]?(\w+)[`\"\]]?\s+[A-Za-z]", line)
    return m.group(1) if m and m.group(1).lower() not in KEYWORDS else None


def _has_column(lines: list[str], span: tuple[int, int], name: str) -> bool:
    return any((_column(lines[k - 1]) or "").lower() == name.lower() for k in range(span[0] + 1, span[1] + 1))
