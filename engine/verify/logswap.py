"""A log line written in place of code, whatever the instruction: logging adds a line and
takes none away, so a stretch the edit rewrote into log or print calls alone, where it held a
statement (`++failures_;` turned into `std::cerr << ...`, `return None` into `log.warning(...)`),
lost that statement. Where the instruction asks to replace something, or the old lines were
log lines themselves (a `print` turned into `logger.info`), it is left alone.

    log_swap_findings(original, result, filename, instruction) -> [Finding]"""

from __future__ import annotations

import re
from collections import Counter

from .findings import Finding
from .scope import changed_lines

# A line that only logs or prints, across languages.
LOGS = re.compile(
    r"^\s*(?:(?:std::)?c(?:err|out|log)\s*<<|(?:console|logger|logging|log|LOG|Log|_log|_logger|self\.\w*log\w*|this\.\w*log\w*|"
    r"slog|klog|zap\.\w+|Logger|Trace|Debug)\s*(?:\.|::|->)\s*\w+\s*[(!]|"
    r"(?:print|println|printf|eprint|eprintln|eprintf|puts|warn|echo|error_log|fprintf|NSLog|fmt\.\w*Print\w*|"
    r"System\.(?:out|err)\.print\w*|Console\.(?:Error\.)?Write\w*|print_r|var_dump|Log\.\w)\b!?\s*\(?)")
# An instruction that asks for something in place of something else.
SWAPS = re.compile(r"\b(?:replac\w*|instead|rather\s+than|swap\w*|turn\w*\s+\w+\s+into|ersetz\w*|statt|anstelle|reemplaz\w*|"
                   r"en\s+lugar|remplac\w*|au\s+lieu|sostitu\w*|invece|zamie\w*|zamiast|vervang\w*|in\s+plaats)\b|代わり|替换|대신", re.I)
# Lines that hold no statement: braces, blank, comments, `pass`.
HOLLOW = re.compile(r"^\s*(?:[{}()\[\];,]*|pass|\.\.\.|(?://|#|--|/\*|\*).*)\s*$")


def log_swap_findings(original: str, result: str, filename: str, instruction: str = "") -> list[Finding]:
    if result == original or SWAPS.search(instruction):
        return []
    old, new = original.splitlines(), result.splitlines()
    kept: Counter[str] | None = None  # the result's lines, counted once a hunk of log lines alone is found
    for tag, (o1, o2), (r1, r2) in changed_lines(original, result):
        wrote = [x for x in new[r1 - 1 : r2] if not HOLLOW.match(x)] if tag == "replace" else []
        if not wrote or not all(LOGS.match(x) for x in wrote):
            continue
        if kept is None:  # a line the result has fewer of than the original (another branch's `return false` stays)
            kept = Counter(line.strip() for line in new)
            kept.subtract(line.strip() for line in old)
        took = [x for x in old[o1 - 1 : o2] if not HOLLOW.match(x)]
        lost = [(o1 + k, x.strip()) for k, x in enumerate(old[o1 - 1 : o2]) if not HOLLOW.match(x) and not LOGS.match(x) and kept[x.strip()] < 0]
        if lost and len(lost) == len(took):
            line, text = lost[0]
            return [Finding("logswap", False, f"a log line took the place of `{text}` (original line {line}), which the edit lost",
                            (r1,))]
    return []
