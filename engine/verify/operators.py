"""A comparison the instruction asks to change: "> -> >=", "3 or more, not only above 3",
"treat AT 3". The net sees `>` become `>=` as a word added; where the instruction writes the
new operator or says it in words, and the line is in what it names (or is the one comparison
the edit changed), that change is the edit itself.

    operator_asked(change, original, result, filename, instruction) -> bool"""

from __future__ import annotations

import re

from .changes import Change
from .scope import named_ranges

OPERATOR = re.compile(r"[<>]=?|[=!~]=")
# The operator a phrase asks for, in the languages instructions come in.
SAID = {
    ">=": re.compile(r"≥|\bor\s+(?:more|above|higher|greater|over)\b|\bat\s+least\b|\bgreater\s+than\s+or\s+equal|"
                     r"\boder\s+mehr\b|\bmindestens\b|\bo\s+m[aá]s\b|\bal\s+menos\b|\bou\s+plus\b|\bau\s+moins\b|\bou\s+mais\b|"
                     r"\bo\s+pi[uù]\b|\bof\s+meer\b|\blub\s+wi[eę]cej\b|以上", re.I),
    "<=": re.compile(r"≤|\bor\s+(?:less|fewer|below|lower|under)\b|\bat\s+most\b|\bless\s+than\s+or\s+equal|"
                     r"\boder\s+weniger\b|\bh[öo]chstens\b|\bo\s+menos\b|\bou\s+moins\b|\bou\s+menos\b|\bo\s+meno\b|"
                     r"\bof\s+minder\b|\blub\s+mniej\b|以下", re.I),
    "!=": re.compile(r"≠|\bnot\s+equal\b", re.I),
}


def _ops(line: str) -> list[str]:
    line = re.sub(r"""(["'])(?:\\.|(?!\1).)*\1""", '""', line)
    return OPERATOR.findall(re.sub(r"<-|->|=>|<<|>>|<(?=[A-Z])[\w,.?\[\] ]*>", " ", line))  # not arrows, shifts, `List<T>`


def _turns(change: Change, original: str, result: str) -> list[tuple[str, str]] | None:
    """The comparison operators the change's line turned into others, as (old, new) pairs;
    None when the line's comparisons are not the same in number."""
    a = original.splitlines()[change.old_line - 1] if 0 < change.old_line <= len(original.splitlines()) else ""
    b = result.splitlines()[change.line - 1] if 0 < change.line <= len(result.splitlines()) else ""
    before, after = _ops(a), _ops(b)
    if len(before) != len(after):
        return None
    if len(before) == 1 and _swapped(a, b, before[0], after[0]):  # `today > use_by` -> `use_by <= today`: `>=`
        after = [MIRROR.get(after[0], after[0])]
    return [(x, y) for x, y in zip(before, after) if x != y]


MIRROR = {"<": ">", ">": "<", "<=": ">=", ">=": "<="}
SIDE = r"[\w$.()\[\]'\"]+"


def _swapped(a: str, b: str, old: str, new: str) -> bool:
    """The one comparison's two sides traded places (`x > y` -> `y <= x`)."""
    m = re.search(rf"({SIDE})\s*{re.escape(old)}\s*({SIDE})", a)
    n = re.search(rf"({SIDE})\s*{re.escape(new)}\s*({SIDE})", b)
    return m is not None and n is not None and m.group(1) != m.group(2) and (m.group(1), m.group(2)) == (n.group(2), n.group(1))


def _turned(change: Change, original: str, result: str) -> tuple[str, str] | None:
    """The one comparison operator the change's line turned into another, as (old, new)."""
    turned = _turns(change, original, result)
    return turned[0] if turned and len(turned) == 1 else None


WRITTEN = re.compile(r"(?<![<>=!~-])(?:[<>]=?|[=!]=|≥|≤|≠)(?![<>=])")
INSTEAD = re.compile(r"^\s*\)?\s*(?:instead\s+of|rather\s+than|statt|anstatt|en\s+lugar\s+de|en\s+vez\s+de|au\s+lieu\s+de|"
                     r"invece\s+di|in\s+plaats\s+van|zamiast|вместо|em\s+vez\s+de)\b", re.I)
UNICODE = {"≥": ">=", "≤": "<=", "≠": "!="}


def _target(instruction: str) -> str | None:
    """The operator the instruction asks for: the one it writes, or of two the one it puts
    first before "instead of", else the last ("> -> >=", "replace > with >="); None when it
    writes none, or writes two it does not order."""
    found = [(m.start(), m.end(), UNICODE.get(m.group(), m.group())) for m in WRITTEN.finditer(instruction)
             if not re.search(r"\b(?:not|nicht|no|pas|non|niet|nie|не)\s*$", instruction[:m.start()], re.I)]  # "(not >)"
    if not found:
        return None
    if len({op for _, _, op in found}) == 1:
        return found[0][2]
    if INSTEAD.match(instruction[found[0][1]:]):
        return found[0][2]
    return found[-1][2]


def _said(op: str, instruction: str, old: str = "") -> bool:
    target = _target(instruction)
    if target is not None:
        return target == op
    if old and op == old + "=" and (m := INCLUSIVE.search(instruction)) \
            and not OUTSIDE.search(re.split(r"(?<=[.!?;])\s", instruction[m.start():], maxsplit=1)[0]):
        return True  # "exactly 1.10 should already start it": `>` -> `>=` (not "exactly 90 should not count")
    return bool(SAID.get(op) and SAID[op].search(instruction))


# What keeps a boundary said outside: "should not count", "is still ok".
OUTSIDE = re.compile(r"\b(?:not|n't|never|no\s+longer|(?:still|return|returns|be|is|stays?|remains?)\s+(?:ok|okay|fine|allowed|valid|safe|normal)|"
                     r"nicht|kein|pas|nie|niet|nunca|jamais|noch\s+in\s+Ordnung)\b", re.I)


# Words that put the boundary itself inside: the comparison gains its `=` (whichever way it points).
INCLUSIVE = re.compile(r"\b(?:exactly|precisely|inclusive\w*|onwards|or\s+equal|equal\s+to|at\s+the\s+(?:threshold|limit|boundary)|"
                       r"genau|exakt|exactamente|exactement|esattamente|exatamente|precies|dokładnie|inklusive|einschlie\w+|"
                       r"incluido|inclus\w*|inclu[ií]d\w*|compreso)\b|ちょうど|丁度|以上|以下|正好|恰好", re.I)


def operator_asked(change: Change, original: str, result: str, filename: str, instruction: str) -> bool:
    if not re.fullmatch(r"[<>=!~]*", change.old + change.new) or not (change.old + change.new):
        return False
    turned = _turned(change, original, result)
    if turned is None or not _said(turned[1], instruction, turned[0]):
        return False
    if not _said(turned[1], instruction) and not _bound_said(change, original, instruction):
        return False  # "exactly 2.5 V": the comparison whose bound is 2.5, not another one
    ranges = [r for _, r in named_ranges(original, filename, instruction)]
    if ranges:
        return any(a <= change.old_line <= b for a, b in ranges)
    lines = zip(original.splitlines(), result.splitlines())
    return sum(_ops(x) != _ops(y) for x, y in lines) == 1  # named nowhere: the one comparison changed


def _bound_said(change: Change, original: str, instruction: str) -> bool:
    """The instruction says no number, or the changed comparison's line holds one it says,
    itself or through a constant the file sets to it (`v > LIMIT` beside `LIMIT = 2.5f`)."""
    said = set(re.findall(r"\d+(?:\.\d+)?", instruction))
    names = {w for w in re.findall(r"[A-Za-z_][\w.]*", instruction) if re.search(r"_|[a-z][A-Z]|^[A-Z]{2,}", w)}  # `VIB_LIMIT`
    lines = original.splitlines()
    line = lines[change.old_line - 1] if 0 < change.old_line <= len(lines) else ""
    if names and any(re.search(rf"(?<![\w.]){re.escape(n)}(?![\w])", line) for n in names):
        return True
    if not said:
        return not names
    if said & set(re.findall(r"\d+(?:\.\d+)?", line)):
        return True
    for name in re.findall(r"[A-Za-z_][\w.]*", line):
        for m in re.finditer(rf"(?<![\w.]){re.escape(name)}\s*(?::[^=\n]*)?=\s*([-\d.]+)|#define\s+{re.escape(name)}\s+([-\d.]+)", original):
            value = (m.group(1) or m.group(2)).rstrip(".")
            if value in said or value.rstrip("0").rstrip(".") in said:
                return True
    return False


# Words that say a bound, whichever operator writes it.
COMPARATIVE = re.compile(r"\b(?:more|fewer|less|greater|smaller|larger|higher|lower|above|below|over|under|after|before|from|since|"
                         r"until|till|up\s+to|at\s+(?:least|most)|than|equal\w*|inclusive|exclusive|including|excluding|exactly|"
                         r"threshold|limit|boundary|off[- ]by[- ]one|mehr|weniger|über|unter|ab|bis|mindestens|höchstens|más|menos|"
                         r"desde|hasta|plus|moins|partir|dès|jusqu\w*|più|meno|oltre|sotto|dal|fino|mais|acima|abaixo|meer|minder|"
                         r"vanaf|powyżej|poniżej|więcej|mniej|od|do)\b|以上|以下|未満|超|より|大于|小于|至少|最多|이상|이하|초과|미만|[<>≤≥]", re.I)


def operator_slipped(change: Change, original: str, result: str, instruction: str) -> bool:
    """The line's comparisons turned into others along with a word the change writes
    (`<= 1800` -> `< LIMIT`, `> 24` -> `>= 12`) where the instruction asks for no such operator:
    the word may be the edit, the operator is not."""
    if not re.search(r"[<>=!]", change.old + change.new) or not re.search(r"[\w$]", change.old + change.new):
        return False
    turns = _turns(change, original, result)
    # a bound said in words may be written with either operator, or either side ("more than 3", "from 100 on")
    if not turns or COMPARATIVE.search(instruction):
        return False
    return not any(_said(new, instruction) for _, new in turns)
