"""Where a new log line goes: a file that logs through a logger (`log.warn`, `_logger.LogWarning`,
`LOGGER.info`, `std::clog <<`) is asked to log something, and the edit writes it with `print`,
`puts`, `Console.WriteLine` or `std::cout` instead, none through the logger. That output goes
where the program's users read (stdout), not into the log; an instruction that says print,
echo, stdout or console asks for just that.

    log_sink_findings(original, result, filename, instruction) -> [Finding]"""

from __future__ import annotations

import re

from .findings import Finding
from .scope import added_lines

# A call through a logger object or a log stream, across languages (Go's `log.Printf` is a logger).
LOGGER = re.compile(
    r"(?:\b|@|\$)(?:\w*log(?:ger)?|\w*LOG(?:GER)?|\w*Log(?:ger)?|slog|logrus|zap|tracing)\s*(?:\.|::|->)\s*"
    r"(?:(?i:trace|debug|info|warn\w*|error|exception|fatal|critical|notice|severe|fine|log\w*|print\w*|with\w*)|Log\w+)\b"
    r"|\blogging\.(?:debug|info|warning|warn|error|exception|critical|log)\b|\bLog(?:Trace|Debug|Information|Warning|Error|Critical)\b|\b(?:std::)?c(?:log|err)\b|\b(?:error_log|NSLog|os_log|syslog)\s*\(")
# A logger the file sets up (`log = logging.getLogger(...)`, `ILogger<T>`, `local log = require("app.log")`).
DECLARES = re.compile(r"\bgetLogger\s*\(|\bI?Logger(?:Factory)?\b|\bLogger\.new\b|\brequire\s*\(?\s*[\"'][\w./-]*\blog\w*[\"']|"
                      r"\bimport\s+logging\b|\buse\s+log\b|\"log/slog\"|\bstd::c(?:log|err)\b")
# A call that writes to standard output (or a bare print) rather than to a log.
PRINT = re.compile(
    r"^\s*(?:(?:print|println|printf|puts|pp?|echo|fmt\.Print\w*|System\.out\.print\w*|Console\.Write\w*|"
    r"console\.log|io\.write|var_dump|print_r)\b|(?:std::)?cout\s*<<)")
# An instruction that asks to log (in the languages instructions come in).
ASKS_LOG = re.compile(r"\blog(?:s|ged|ging)?\b(?!\s+(?:\w+\s+){0,3}?out\b)(?!\s+loss)|\b(?:warn\w*|logger|journalis\w*|protokollier\w*)\b|"
                      r"ログ|日志|日誌|로그", re.I)
# An instruction that asks for output where a print goes.
ASKS_PRINT = re.compile(r"\b(?:print\w*|puts|echo\w*|stdout|stderr|standard\s+(?:out|err)\w*|console|cout|display\w*|show\w*|"
                        r"writes?\s+(?:a\s+line\s+)?to|tell\w*|users?|customers?|operators?|Nutzer\w*|Benutzer\w*|"
                        r"utilisateur\w*|usuario\w*|utente)\b", re.I)


def log_sink_findings(original: str, result: str, filename: str, instruction: str) -> list[Finding]:
    named = LOGGER.search(instruction)  # "log.warn", "_logger", "std::clog": the instruction says where the line goes
    if not named and (not ASKS_LOG.search(instruction) or ASKS_PRINT.search(instruction)
                      or not (LOGGER.search(original) or DECLARES.search(original))):
        return []
    lines = result.splitlines()
    had = {line.strip() for line in original.splitlines()}  # a print only moved (re-indented into a `try`) is not new
    wrote = [(n, lines[n - 1]) for n in sorted(added_lines(original, result)) if n <= len(lines) and lines[n - 1].strip() not in had]
    if any(LOGGER.search(text) for _, text in wrote):
        return []
    printed = [(n, text.strip()) for n, text in wrote if PRINT.match(text)]
    if not printed:
        return []
    n, text = printed[0]
    call = re.match(r"[\w.:]+", text)
    where = f"the instruction logs through `{named.group(0).strip()}`" if named else "the file logs through its logger"
    return [Finding("logsink", False, f"writes `{call.group(0) if call else text}` (line {n}) where {where}", (n,))]
