"""Rows added to a Markdown table (a pipe table: a header, a `|---|` line, rows), held to
what the table already is:

    table_findings(original, result, filename, instruction) -> [Finding]

- a new row has as many cells as the header;
- a column whose cells are all numbers, or all yes/no, gets a number, or a yes/no;
- a yes/no column gets what the instruction says of it ("no floodlights": `no`);
- a table in order (by its first column: names, numbers, weekdays, months) stays in order,
  unless the instruction puts the row at the end;
- the rows that were there stay as they were;
- a row goes into the table, not below a blank line after it or elsewhere as a list item,
  where the instruction asks for a row."""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
from pathlib import PurePath

from .findings import Finding
from .gone import REMOVE_VERB

WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november",
          "december"]
YES_NO = {"yes", "no", "y", "n", "true", "false", "✓", "✗", "✔", "✘", "x", "-", "—", "ja", "nein", "sí", "si", "oui", "non"}
WORDS_YES_NO = {"yes", "no", "y", "n", "true", "false", "ja", "nein", "sí", "si", "oui", "non"}
UNKNOWN = {"", "-", "—", "–", "n/a", "na", "tbd", "tba", "?", "…", "..."}
YES = {"yes", "y", "true", "✓", "✔", "x", "ja", "sí", "si", "oui"}
NUMBER = re.compile(r"^[-+]?\d[\d,]*(?:\.\d+)?$")
# A row asked for in so many words: "add a row for Sunday", "insert a new row", "append two rows".
ADD_ROW = re.compile(r"\b(?:add|insert|append)\w*\s+(?:(?:a|an|one|two|three|another|new|extra|the|its|own)\s+)*(?:\w+\s+)?rows?\b", re.I)
# An instruction that adds, and one that may also alter what was there (a row replaced is then asked).
ADDS = re.compile(r"\b(?:add(?:s|ed|ing)?|insert\w*|append\w*|include\w*|f[üu]g\w*|a[ñn]ad\w*|ajout\w*|aggiung\w*|adicion\w*|"
                  r"voeg\w*|dodaj\w*)\b", re.I)
ALTERS = re.compile(r"\b(?:replac|swap|chang|updat|edit|correct|fix|renam|move|instead|ersetz|[äa]nder|reemplaz|remplac|sostitu|substitu|"
                    rf"vervang|zamie|{REMOVE_VERB})\w*", re.I)
# The instruction says where the row goes: at the end, first, on top.
PLACED = re.compile(r"\b(?:end|bottom|last|append\w*|first|top|beginning|start|before|after|below|above|ende|final|fin|fim|unten|oben)\b", re.I)
SUFFIXES = (".md", ".markdown", ".mdx")

Table = tuple[int, list[str], list[tuple[int, list[str]]]]  # (header line, header cells, [(line, cells)])


def table_findings(original: str, result: str, filename: str, instruction: str) -> list[Finding]:
    if PurePath(filename).suffix.lower() not in SUFFIXES or original == result:
        return []
    before, after = _tables(original), _tables(result)
    if len(before) != len(after) or [_key(t[1]) for t in before] != [_key(t[1]) for t in after]:
        return []  # a table added, removed, or its header changed (a column): another edit than a row
    changed = [(t, u) for t, u in zip(before, after) if [c for _, c in t[2]] != [c for _, c in u[2]]]
    out: list[Finding] = []
    if len(changed) == 1:  # rows added to one table, the others as they were
        (_, header, rows), (_, _, now) = changed[0]
        had = Counter(tuple(c) for _, c in rows)
        left = Counter(tuple(c) for _, c in now)
        new_rows = [(n, cells) for n, cells in now if tuple(cells) not in had]
        gone = list((had - left).elements())
        firsts = {_plain(cells[0]) for _, cells in new_rows if cells}
        replaced = len(now) == len(rows) and gone and ADDS.search(instruction) and not ALTERS.search(instruction) \
            and all(g and _plain(g[0]) not in firsts for g in gone)  # a row written over another, not one edited
        if new_rows and (len(now) > len(rows) or replaced):
            if gone and not _names_any(gone, instruction):
                out.append(Finding("table", False, f"also changed the row `{' | '.join(gone[0])}`"))
            for n, cells in new_rows:
                if len(cells) != len(header):
                    out.append(Finding("table", False, f"the row at line {n} has {len(cells)} cells, the header {len(header)}", (n,)))
                else:
                    out += _cells(n, cells, header, [c for _, c in rows], instruction if len(new_rows) == 1 else "")
            for j in ([] if PLACED.search(instruction) else _order_columns(header, instruction)):
                if (key := _order(rows, j, bool(ORDER.search(instruction)))) is not None and \
                        all(key(cells[j]) is not None for _, cells in new_rows if j < len(cells)) and \
                        not _in_order([key(cells[j]) for _, cells in now if j < len(cells)]):
                    out.append(Finding("table", False, f"the table was in order of `{header[j]}`; the row at line {new_rows[0][0]} breaks it",
                                       (new_rows[0][0],)))
                    break
            if len(new_rows) == 1 and (placed := _misplaced(now, new_rows[0][0], instruction)):
                out.append(Finding("table", False, placed, (new_rows[0][0],)))
    if (where := _other_table(original, before, result, after, instruction)):
        out.append(Finding("table", False, where))
    stray = _stray_rows(original, result, after, before) if before else []
    if stray:  # a row written below the blank line after a table renders as a paragraph, whatever was asked
        out.append(Finding("table", False, f"the row at line {stray[0]} stands apart from the table (not one of its rows)", tuple(stray)))
    elif before and not changed and ADD_ROW.search(instruction):  # a row asked for, and no table has one more
        out.append(Finding("table", False, "no row was added to a table"))
    return out


def _names_any(rows: list[tuple[str, ...]], instruction: str) -> bool:
    """The instruction names one of these rows by its first cell ("and fix Bob's age"), its
    formatting aside (`**Basic**`, `` `timeout` ``, `[Team](url)`)."""
    said = instruction.lower()
    return any(r and (first := _plain(r[0])) and re.search(rf"(?<!\w){re.escape(first)}(?!\w)", said) for r in rows)


def _plain(cell: str) -> str:
    """A cell's text without Markdown's marks: `[Team](url)` is `team`, `**Basic**` `basic`."""
    return re.sub(r"[*_`~]", "", re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", cell)).strip().lower()


def _key(header: list[str]) -> list[str]:
    return [c.lower() for c in header]


def _cells(n: int, cells: list[str], header: list[str], rows: list[list[str]], instruction: str) -> list[Finding]:
    out = []
    for j, cell in enumerate(cells):
        column = [r[j].lower() for r in rows if j < len(r) and r[j].strip().lower() not in UNKNOWN]
        if len(column) < 2 or cell.strip().lower() in UNKNOWN:
            continue
        name = header[j]
        if all(NUMBER.match(c) for c in column) and not NUMBER.match(cell):
            out.append(Finding("table", False, f"`{cell}` in the `{name}` column, whose cells are numbers (line {n})", (n,)))
        elif all(c in YES_NO for c in column) and any(c in WORDS_YES_NO for c in column):
            if cell.lower() not in YES_NO:
                out.append(Finding("table", False, f"`{cell}` in the `{name}` column, whose cells are yes or no (line {n})", (n,)))
            elif (said := _said_yes(name, instruction)) is not None and (cell.lower() in YES) != said:
                out.append(Finding("table", False, f"`{cell}` in the `{name}` column, where the instruction says "
                                                   f"{'yes' if said else 'no'} (line {n})", (n,)))
    return out


def _said_yes(header: str, instruction: str) -> bool | None:
    """What the instruction says of a yes/no column: "no floodlights" no, "with floodlights" yes."""
    h = re.escape(header.lower().rstrip("s?"))
    text = instruction.lower()
    if len(h) < 3:
        return None
    if re.search(rf"\b(?:no|without|not|kein\w*|sin|sans|sem)\s+(?:\w+\s+)?{h}", text):
        return False
    if re.search(rf"\b(?:with|has|have|mit|con|avec|com)\s+(?:\w+\s+)?{h}|\b{h}\w*\s*[:=]?\s*(?:yes|true|ja|sí|oui)\b", text):
        return True
    return None


def _order_columns(header: list[str], instruction: str) -> list[int]:
    """The column whose order a new row keeps: one the instruction names with an order ("keep
    sorted by origin", "in date order"), else the first."""
    said = instruction.lower()
    if ORDER.search(said):
        named = [j for j, h in enumerate(header) if len(h.strip()) > 2 and re.search(rf"(?<!\w){re.escape(_plain(h))}(?!\w)", said)]
        if len(named) == 1:
            return named
    return [0]


# Words that ask to keep an order.
ORDER = re.compile(r"\b(?:sort\w*|order\w*|chronolog\w*|alphabet\w*|ordin\w*|orden\w*|ordre|reihenfolge|volgorde|kolejno\w*)\b|順|顺序|순서", re.I)
# A place at an end: no neighbour to check.
AT_END = re.compile(r"\b(?:at\s+the\s+(?:end|bottom|top|start|beginning)|last|first|on\s+top|append\w*)\b", re.I)


# A row's place the instruction says by its neighbours: "after Junior", "between Junior and Senior", "before Sunday".
# A neighbour's first cell said after a word that places the new row by it ("after Water levy").
NEIGHBOUR = r"""\s+(?:the\s+)?[`'"]?([\w][\w .:-]*?)[`'"]?(?:\s+(?:row|line|one))?(?=[,.;)]|\s+(?:and|in|on|with|please)\b|$)"""


def _beside(words: str) -> re.Pattern[str]:
    return re.compile(rf"\b(?:{words}){NEIGHBOUR}", re.I)


AFTER = _beside(r"after|nach|después\s+de|après|dopo|após")
BEFORE = _beside(r"before|vor|antes\s+de|avant|prima\s+di|voor")
BETWEEN = re.compile(r"\b(?:between|zwischen|entre|tra|tussen)\s+(?:the\s+)?[`'\"]?([\w][\w .:-]*?)[`'\"]?\s+(?:and|und|y|et|e|en)\s+(?:the\s+)?[`'\"]?([\w][\w .:-]*?)[`'\"]?(?=[,.;)?]|\s|$)", re.I)


def _misplaced(now: list[tuple[int, list[str]]], line: int, instruction: str) -> str:
    """Where the instruction places the new row by a neighbour's first cell and the row stands
    elsewhere: what is wrong, or ""."""
    firsts = [_plain(cells[0]) if cells else "" for _, cells in now]
    at = next((k for k, (n, _) in enumerate(now) if n == line), None)
    if at is None or AT_END.search(instruction):
        return ""
    above, below = (firsts[at - 1] if at else None), (firsts[at + 1] if at + 1 < len(firsts) else None)

    def row(name: str) -> str | None:
        name = _plain(name)
        hits = [f for k, f in enumerate(firsts) if k != at and f == name]
        return hits[0] if len(hits) == 1 else None

    if (m := BETWEEN.search(instruction)) and (a := row(m.group(1))) and (b := row(m.group(2))):
        return "" if {above, below} == {a, b} else f"the new row is not between `{a}` and `{b}`"
    if (m := AFTER.search(instruction)) and (a := row(m.group(1))):
        return "" if above == a else f"the new row does not follow `{a}`"
    if (m := BEFORE.search(instruction)) and (b := row(m.group(1))):
        return "" if below == b else f"the new row is not right before `{b}`"
    return ""


# A date in a cell: `2027-06-18`, `Mon 1 March`, `March 5`, `5. März` is not read (its month is not English).
ISO = re.compile(r"(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](\d{1,2}):(\d{2}))?")
DAY_MONTH = re.compile(r"\b(\d{1,2})(?:st|nd|rd|th)?\.?\s+([A-Za-z]{3,9})\.?(?:\s+(\d{4}))?")
MONTH_DAY = re.compile(r"\b([A-Za-z]{3,9})\.?\s+(\d{1,2})(?:st|nd|rd|th)?\b(?:,?\s+(\d{4}))?")


def _date(v: str) -> tuple[int, ...] | None:
    if m := ISO.search(v):
        return tuple(int(g or 0) for g in m.groups())
    for pattern, month_at, day_at in ((DAY_MONTH, 2, 1), (MONTH_DAY, 1, 2)):
        for m in pattern.finditer(v):
            month = next((k + 1 for k, name in enumerate(MONTHS) if m.group(month_at).lower() in (name, name[:3], name[:4])), 0)
            if month:
                return (int(m.group(3) or 0), month, int(m.group(day_at)), 0, 0)
    return None


def _order(rows: list[tuple[int, list[str]]], column: int = 0, asked: bool = False):
    """The key the table's column is in order by (dates, weekdays, months, or names and numbers
    in their natural order: `Step 9` before `Step 10`, `1.9` before `1.10`, `Ámsterdam` among
    the A's), or None where it is in no order; four rows at least (three of dates), fewer may
    be by chance."""
    firsts = [cells[column].strip() for _, cells in rows if len(cells) > column]
    if len(firsts) < (3 if asked else 4):
        return None
    if all(_date(v) for v in firsts):  # (a new cell that is no date has no key: not judged)
        return _date if _in_order([_date(v) for v in firsts]) and len(set(map(_date, firsts))) == len(firsts) else None
    if len(firsts) < 4:
        return None
    for names in (WEEKDAYS, MONTHS):
        def key(v: str, names: list[str] = names) -> int | None:
            v = v.strip().lower().rstrip(".")
            return next((k for k, d in enumerate(names) if v in (d, d[:3])), None)
        if all(key(v) is not None for v in firsts):
            return key if _in_order([key(v) for v in firsts]) else None
    keys = [_natural(v) for v in firsts]
    return _natural if _in_order(keys) and len({str(k) for k in keys}) == len(keys) else None


def _natural(v: str) -> list[tuple[int, int, str]]:
    v = unicodedata.normalize("NFKD", v).encode("ascii", "ignore").decode().lower().strip()
    return [(0, int(p), "") if p.isdigit() else (1, 0, p) for p in re.findall(r"\d+|\D+", v)]


def _in_order(keys: list) -> bool:
    return all(a <= b for a, b in zip(keys, keys[1:]))


def _tables(text: str) -> list[Table]:
    lines = _unfenced(text.splitlines())
    out: list[Table] = []
    i = 0
    while i + 1 < len(lines):
        if _is_row(lines[i]) and re.fullmatch(r"\s*\|?\s*:?-+:?\s*(?:\|\s*:?-+:?\s*)*\|?\s*", lines[i + 1]):
            header, rows, k = _cells_of(lines[i]), [], i + 2
            while k < len(lines) and _is_row(lines[k]):
                rows.append((k + 1, _cells_of(lines[k])))
                k += 1
            out.append((i + 1, header, rows))
            i = k
        else:
            i += 1
    return out


def _unfenced(lines: list[str]) -> list[str]:
    """The lines with those inside code fences blanked: a table or heading there is an example."""
    out, fence = [], ""
    for line in lines:
        m = re.match(r"\s*(`{3,}|~{3,})", line)
        if m and (not fence or m.group(1)[0] == fence[0]):
            fence = "" if fence else m.group(1)
            out.append("")
        else:
            out.append("" if fence else line)
    return out


def _is_row(line: str) -> bool:
    return line.strip().startswith("|") and line.count("|") >= 2


def _cells_of(line: str) -> list[str]:
    s = line.strip()
    s = s[1:] if s.startswith("|") else s
    s = s[:-1] if s.endswith("|") and not s.endswith("\\|") else s
    return [c.strip() for c in re.split(r"(?<!\\)\|", s)]


def _stray_rows(original: str, result: str, after: list[Table], before: list[Table] | None = None) -> list[int]:
    """Lines of the result that look like a row but belong to no table, and did not stand apart
    in the original: a row added below a table's blank line, or rows a blank line cut off."""
    inside = {n for h, _, rows in after for n in [h, h + 1] + [m for m, _ in rows]}
    old = _unfenced(original.splitlines())
    was_inside = {n for h, _, rows in (before if before is not None else _tables(original)) for n in [h, h + 1] + [m for m, _ in rows]}
    apart = {line for n, line in enumerate(old, 1) if _is_row(line) and n not in was_inside}
    return [n for n, line in enumerate(_unfenced(result.splitlines()), 1) if _is_row(line) and line not in apart and n not in inside]


def _heading(lines: list[str], at: int) -> str:
    """The heading above line `at` (1-based): the section a table stands in."""
    return next((lines[k].lstrip("#").strip() for k in range(at - 2, -1, -1) if re.match(r"#{1,6}\s", lines[k])), "")


def _other_table(original: str, before: list[Table], result: str, after: list[Table], instruction: str) -> str:
    """Rows added to one table where the instruction names another's section ("the Spring 2027
    table", "dogs table"): the words only one section's heading has."""
    if len(before) < 2 or len(before) != len(after):
        return ""
    a, b = _unfenced(original.splitlines()), _unfenced(result.splitlines())
    heads = [_heading(a, t[0]) for t in before]
    words = [{w.rstrip("s") for w in re.findall(r"\w+", h.lower())} for h in heads]  # "dog" names "Dogs"
    said = {w.rstrip("s") for w in re.findall(r"\w+", instruction.lower())}
    named = [k for k, w in enumerate(words) if w - set().union(*(x for j, x in enumerate(words) if j != k)) & said]
    grown = [k for k, (t, u) in enumerate(zip(before, after)) if len(u[2]) > len(t[2])]
    if len(named) == 1 and grown and named[0] not in grown and _heading(b, after[grown[0]][0]) == heads[grown[0]]:
        return f"added the row to the table under `{heads[grown[0]]}`; the instruction names `{heads[named[0]]}`"
    return ""

