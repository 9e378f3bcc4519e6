"""A number the edit writes as a string where the code had a number: `timeout = 20` ->
`timeout = "30"` compares as text (Lua raises on `"30" > 5`, JavaScript adds by
concatenating), whatever value the instruction asked for. Not where the instruction speaks of
strings or quotes, nor in data files (datanet.py judges their types).

    number_string_findings(original, result, filename, instruction) -> [Finding]"""

from __future__ import annotations

import re

from .data import is_data_file
from .findings import Finding
from .net import small_changes

NUMBER = re.compile(r"-?\d+(?:\.\d+)?")
QUOTED = re.compile(r"""(["'])(-?\d+(?:\.\d+)?)\1""")
ASKS_TEXT = re.compile(r"\bstrings?\b|\bquot\w*|\btext\b|\bstr\b|\bString\b|Zeichenkette|\bcadena|cha[iî]ne|\bstringa|\btexto|"
                       r"napis|tekst|文字列|字符串|문자열", re.I)
# Where a number is written as text anyway: markup attributes, templates, environment defaults.
MARKUP = (".html", ".htm", ".xml", ".vue", ".svelte", ".jsx", ".tsx", ".erb", ".jinja", ".j2", ".hbs", ".svg")
ENV = re.compile(r"\b(?:getenv|environ|env|ENV|process\.env|os\.Getenv)\b")


def number_string_findings(original: str, result: str, filename: str, instruction: str) -> list[Finding]:
    if result == original or is_data_file(filename) or ASKS_TEXT.search(instruction) or filename.lower().endswith(MARKUP):
        return []
    lines = result.splitlines()
    for c in small_changes(original, result, filename):
        line = lines[c.line - 1] if 0 < c.line <= len(lines) else ""
        if NUMBER.fullmatch(c.old.strip()) and (m := QUOTED.fullmatch(c.new.strip())) and not re.match(r"-?0\d", m.group(2)) \
                and not ENV.search(line):
            return [Finding("type", False, f"writes {m.group(2)} as a string ({c.new.strip()}, line {c.line}) where the code had "
                            f"the number {c.old.strip()}", (c.line,))]
    return []
