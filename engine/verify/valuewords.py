"""What an instruction says about values, and what a value change brings along: words that move
a number though none is written ("raise the limit", "a minute", "the next version"), a request
about a comparison (`>=`, "at least"), the numbers a file writes, and the arguments a new format
string needs.

    NUMERIC, COMPARES                       regexes over an instruction
    numbers_in(text) -> {"2.0", "30", ...}
    format_arguments(change, original, result) -> bool"""

from __future__ import annotations

import re

from .changes import Change

# Words that say a number changes though the instruction writes none ("raise the limit", "a minute",
# "the next version", "one more retry", "in seconds"): where a comparison is asked and none of these
# is said, a number the edit writes is its own.
NUMERIC = re.compile(
    r"\b(?:rais|lower|increas|decreas|bump|reduc|doubl|halv|tripl|quadrupl|more|less|fewer|high|low|long|short|fast|slow|"
    r"big|small|larg|great|tight|loos|relax|extend|length|next|previous|version|patch|minor|major|release|zero|one|two|three|"
    r"four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|ninety|hundred|thousand|"
    r"million|billion|half|quarter|twice|dozen|single|first|second|third|last|sec|secs|seconds?|minutes?|mins?|hours?|"
    r"days?|weeks?|months?|years?|ms|millis\w*|micro\w*|nano\w*|percent\w*|kb|mb|gb|bytes?|index\w*|indices|offset|"
    r"off-by-one|based|scale|convert|units?|round\w*|precision|decimals?|digits?|limit|max\w*|min\w*|threshold|timeout|"
    r"port|retr\w*|size|capacity|default|value|number|amount|rate|level|interval|delay|ttl|duration|period|count|"
    r"weight|width|height|price|cost|fee|tax|age|degrees?|celsius|fahrenheit|metres?|meters?|km|kg|grams?|litres?|liters?|"
    r"up\s+to)\w*"
    r"|höher|niedrig|erhöh|verring|mehr|weniger|läng|kürz|augment|diminu|plus|moins|aument|más|menos|mayor|menor|"
    r"zwiększ|zmniejsz|verhoog|verlaag|[上下]げ|増や|減ら|增加|减少|提高|降低|artır|azalt|[%°]|\b(?:eins?|zwei|drei|vier|fünf|"
    r"zehn|un|deux|trois|cinq|dix|uno|dos|tres|cinco|diez)\b", re.I)


# An instruction about a comparison ("`>=` instead of `>`", "at least", "inclusive"): it changes an operator, not a value.
COMPARES = re.compile(r"(?<![=!<>-])(?:[<>]=?|[!=]=)(?![=>])|\b(?:inclusive|exclusive|strict(?:ly)?|at\s+(?:least|most)|"
                      r"or\s+(?:more|less|equal|above|below|over|under)|greater|smaller|less\s+than|more\s+than|"
                      r"comparison|condition|operator|boundary)\b", re.I)


def numbers_in(text: str) -> frozenset[str]:
    """The numbers a file writes (`2.0`, `30`, `0x1F`)."""
    return frozenset(re.findall(r"(?<![\w.])\d[\w.]*", text))


# A placeholder a format string fills from its arguments: `%d`, `%-8s`, `%.2f`, `{}`, `{0}`, `{:>4}`.
PLACEHOLDER = re.compile(r"%[-+ #0]*\d*(?:\.\d+)?[sdifuxXeEgGcr]|\{\d*(?::[^{}]*)?\}")


# A call that fills a format string: `string.format(`, `sprintf(`, `String.format(`, `fmt.Sprintf(`, `format!(`.
FORMAT_CALL = re.compile(r"\s*(?:[A-Za-z_$][\w$]*\s*(?:\.|::|->)\s*)*(?:format|sprintf|Sprintf|Errorf|Format|printf|vsprintf)!?\s*\(?\s*")


def format_arguments(change: Change, original: str, result: str) -> bool:
    """The change only adds arguments (names, commas) to a call whose format string on the
    same line gained as many placeholders ("line %d: expected 5 fields, got %d" needs `lineno, n`),
    or only wraps a message that gained placeholders in the call that fills them."""
    a, b = original.splitlines(), result.splitlines()
    if not change.old.strip() and FORMAT_CALL.fullmatch(change.new) and 0 < change.old_line <= len(a) and 0 < change.line <= len(b):
        # one message given its values; a second one wrapped too is another message changed
        calls = re.compile(r"(?:format|sprintf|Sprintf|Errorf|Format|printf)!?\s*\(")
        once = sum(len(calls.findall(x)) for x in b) - sum(len(calls.findall(x)) for x in a) == 1
        return once and len(PLACEHOLDER.findall(b[change.line - 1])) > len(PLACEHOLDER.findall(a[change.old_line - 1]))
    if change.old.strip(" ,") or not re.fullmatch(r"[\s,]*[A-Za-z_$][\w$.\[\]]*(?:\s*,\s*[A-Za-z_$][\w$.\[\]]*)*[\s,]*", change.new):
        return False
    a, b = original.splitlines(), result.splitlines()
    if not (0 < change.old_line <= len(a) and 0 < change.line <= len(b)):
        return False
    added = len(re.findall(r"[A-Za-z_$][\w$.\[\]]*", change.new))
    return len(PLACEHOLDER.findall(b[change.line - 1])) - len(PLACEHOLDER.findall(a[change.old_line - 1])) >= added
