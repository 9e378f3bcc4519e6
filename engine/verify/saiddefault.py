"""The default an addition says is the one it writes: "add a -l N option (default 9)", "a
`lead_days` parameter defaulting to 14", "Standardwert 30" put that number on a line the edit
adds or changes (`LEVEL=9`, `lead_days: int = 14`), not another one. A default the file
already holds unchanged (read through a name) counts as written.

    said_default_findings(original, result, filename, instruction) -> [Finding]"""

from __future__ import annotations

import re

from .findings import Finding
from .net import ADDITIVE
from .phrasing import read_phrasing, said_and_kept
from .scope import changed_lines

DEFAULT = re.compile(r"(?:\bdefault(?:s|ing)?(?:\s+(?:value|of|to|is|=|:))*|\bstandard(?:wert)?(?:\s+(?:ist|is|=|:))?|\bstandaard|"
                     r"\bpor\s+defecto|\bpar\s+d[ée]faut|\bdi\s+default|\bdomy[sś]lnie|\bpadr[ãa]o|\bvalor\s+predeterminado|"
                     r"デフォルト(?:は|値は)?|默认(?:值)?(?:为|是)?|기본값?(?:은|는)?)\s*[:=]?\s*[`'\"]?(-?\d+(?:\.\d+)?)(?![\w.])", re.I)


# After the number: a unit, a percent or a thousands group ("30 seconds", "5%", "1,000", "0,5"): written in other terms.
OTHERWISE = re.compile(r"\s*(?:%|[,.]\d|[a-zA-Z]|µ|秒|分|時)")


def said_default_findings(original: str, result: str, filename: str, instruction: str) -> list[Finding]:
    asked = said_and_kept(instruction)[0]
    said = [m.group(1) for m in DEFAULT.finditer(asked) if not OTHERWISE.match(asked[m.end():])
            and not re.search(r"\d[,.]$", asked[:m.start(1)])]
    if len(set(said)) != 1 or result == original or not (ADDITIVE.match(read_phrasing(instruction).action or "")
                                                         or re.search(r"\b(?:add|new|option|flag|param\w*|argument)\b", asked, re.I)):
        return []
    value = said[0]
    lines = result.splitlines()
    changed = [lines[k - 1] for _, _, (r1, r2) in changed_lines(original, result) for k in range(r1, r2 + 1) if 0 < k <= len(lines)]
    if not changed or any(_holds(x, value) for x in changed):
        return []
    if any(_holds(x, value) for x in original.splitlines() if x in lines):
        return []  # the default is a value the file holds already (`MAX_RENEWALS = 3`), read through its name
    return [Finding("default", False, f"the instruction gives the default {value}, but no line the edit writes holds it")]


def _holds(line: str, value: str) -> bool:
    """The line writes the number (`10.0` for 10; `30s`, `14d` with a unit on it)."""
    return any(float(n) == float(value) for n in re.findall(r"(?<![\w.])-?\d+(?:\.\d+)?(?![\d.])", line))
