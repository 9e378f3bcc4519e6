"""The level an instruction gives a new log line ("log ... at info level", "a warning",
"LOG.warning", "als Warnung"), held against the log calls the edit writes: where it writes
log calls and none is at that level (`LogDebug` for "information"), the line is logged at
another level than asked, whatever else the instruction says.

    level_of(text) -> "info" | "warning" | ... | None
    log_level_findings(original, result, filename, instruction) -> [Finding]"""

from __future__ import annotations

import re

from .findings import Finding
from .scope import added_lines

# Each level and the words that say it, in code and in the languages instructions come in.
LEVELS = {
    "trace": r"trace",
    "debug": r"debug|dbg",
    "info": r"info|information|informational|notice|informaci[oó]n|informazione|informação",
    "warning": r"warn|warning|warnung|advertencia|aviso|avertissement|avviso|ostrzeżenie|waarschuwing|uyarı",
    "error": r"error|err|fehler|erreur|errore|erro|błąd|fout|hata",
    "critical": r"critical|crit|fatal|severe|kritisch",
}
# A log call: a logger's method, a level constant, a console method.
CALL = re.compile(r"(?i)\b(?:log(?:ger|ging)?|slog|logrus|zap|tracing|console|LOG|_log|self\.log(?:ger)?|this\.log(?:ger)?|Log)"
                  r"(?:\.\w+)*?(?:\.|::|->)(?:Log)?([A-Za-z]+)\s*[!(]|\b(?:Level|LogLevel|logging|Severity)\.([A-Za-z]+)|"
                  r"\blog\.(?:Print|Fatal|Panic)\w*\s*\(")
_SAID = [re.compile(p, re.I) for p in (
    r"\b(?:at|as|with|on|auf|als|con|en|au|a|in|na|como|come)\s+(?:an?\s+|the\s+|der\s+|dem\s+|el\s+|le\s+|il\s+)?"
    r"([A-Za-zÀ-ÿıłęż]+)\s*(?:level|niveau|nivel|livello|poziomie|seviye\w*|-?level|log)?\b",
    r"\b([A-Za-z]+)[- ]level\b", r"\blog\s+(?:an?\s+)?([A-Za-z]+)\b", r"\b([A-Za-z]+)\s+log(?:ged|ging|s)?\b",
    r"\b(?:log(?:ger)?|LOG|console|Log)\.([A-Za-z]+)\b", r"\.(?:Log)?([A-Za-z]+)\s*\(", r"\b(?:Level|LogLevel|logging|Severity)\.([A-Za-z]+)")]
# Before a level that is not the one asked: a negation, or a call the file has ("like the existing logger.info").
_NOT = re.compile(r"\b(?:not|no|instead\s+of|rather\s+than|nicht|statt|existing|like|same\s+as|other|current)\s+(?:\S+\s+){0,2}$", re.I)


def level_of(word: str) -> str | None:
    w = word.lower()
    return next((name for name, words in LEVELS.items() if re.fullmatch(words, w)), None)


def said_levels(instruction: str) -> set[str]:
    """The log levels the instruction asks for ("at info level", "log a warning", "logger.error")."""
    out = set()
    for pattern in _SAID:
        for m in pattern.finditer(instruction):
            if m.group(1).lower().startswith("information") and not re.match(r"[\s-]*level", instruction[m.end(1):], re.I):
                continue  # "log information about each item" says what, not at which level
            if (level := level_of(m.group(1))) and not _NOT.search(instruction[max(0, m.start() - 25):m.start()]):
                out.add(level)
    return out


def log_level_findings(original: str, result: str, filename: str, instruction: str) -> list[Finding]:
    said = said_levels(instruction)
    if len(said) != 1:
        return []  # none said, or several (one per branch): not one level to hold the lines to
    lines = result.splitlines()
    levels = []
    for n in sorted(added_lines(original, result)):
        if n <= len(lines) and (m := CALL.search(lines[n - 1])):
            word = next((g for g in m.groups() if g), "")
            levels.append((n, level_of(word) if word else "info"))
    judged = [(n, lv) for n, lv in levels if lv]
    if not judged or any(lv in said for _, lv in judged):
        return []
    n, lv = judged[0]
    return [Finding("loglevel", False, f"logs at {lv} level (line {n}), where the instruction says {next(iter(said))}", (n,))]
