"""A call wrapped in try/catch as the instruction says: "wrap the parseRow call in a try/catch
for NumberFormatException that records the line with result.skip(lineNo) and continues",
"catch ValueError from parse and keep going". What the result adds is held to it:

    the exception     an exception type the instruction names is the one an added `catch` /
                      `except` / `rescue` clause catches (not another type)
    the handler       a call the instruction spells after its catch (`-> result.skip(lineNo)`),
                      other than the wrapped one, is added (there are more of it than before)
    going on          "continue", "keep going", "skip": the added handler does not `break`

Only added lines are read, in any language with such clauses."""

from __future__ import annotations

import re

from .diffing import line_opcodes
from .findings import Finding
from .phrasing import said_and_kept

ASKED = re.compile(r"\b(?:try|catch\w*|except|rescue|wrap\w*)\b|try/catch|try-catch", re.I)
EXCEPTION = re.compile(r"\b([A-Z]\w*(?:Exception|Error|Failure))\b")
CLAUSE = re.compile(r"\b(?:catch\s*\(([^)]*)\)|except\s+\(?([\w., ]+)\)?(?:\s+as\s+\w+)?\s*:|rescue\s+([\w:, ]+?)(?:\s*=>|$))")
# A call the handler makes: with arguments, not a function named as a place ("in run()") or as
# what is wrapped ("around read(p)").
CALL = re.compile(r"(?<!\bin\s)(?<!\bfrom\s)(?<!\baround\s)(?<!\binside\s)(?<!\bwithin\s)(?<!\bem\s)(?<!\bdans\s)"
                  r"\b([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*)\((?!\s*\))")  # "Abbruch (...)": words, no call
# What is wrapped: "wrap result.add(parseRow(cols)) in try", "wrap the parseRow call in ...".
WRAPPED = re.compile(r"\bwrap\w*\s+(?:the\s+)?(?:call\s+(?:to|of)\s+)?(.+?)(?:\s+(?:in|with|inside|into|within)\s|$)", re.I)
HANDLER = re.compile(r"\b(?:catch\w*|except\w*|rescue\w*)\b|->|→", re.I)
GOING_ON = re.compile(r"\b(?:continu\w*|keep\s+going|carry\s+on|move\s+on|skip\w*|next\s+(?:line|row|item|one))\b", re.I)


# Words next to an exception that let it through: before it ("don't catch X", "let X through"),
# after it ("X must still propagate", "(X) nicht abfangen").
LET_BEFORE = re.compile(r"\b(?:not|never|don'?t|dont|no\s+catch\w*|let|except|nicht|kein\w*|nunca|jamais|nie)\b|не\b|不", re.I)
LET_AFTER = re.compile(r"^[^\w.;!?]*(?:\w+[^\w.;!?]+){0,2}?(?:propagat\w*|bubbl\w*|through|rethrow\w*|re-?rais\w*|nicht|must\s+still|"
                       r"should\s+still|still\s+propagat\w*|durch\w*|pass\w*\s+through)\b", re.I)


# A type the instruction surely lets through: "don't catch X", "do not swallow X", "let X through/propagate".
THROUGH_BEFORE = re.compile(r"(?:\b(?:don'?t|do\s+not|never|not)\s+(?:catch|swallow|handle|trap)\w*(?:\s+(?:the|any|an?))?|\blet)\s*[`'\"(]?$", re.I)
THROUGH_AFTER = re.compile(r"[`'\")]?\s*(?:(?:through|propagat\w*|bubbl\w*\s+up|escape)\b|(?:\w+\s+){0,6}?(?:must|should|has\s+to|needs\s+to)\s+"
                           r"(?:still\s+)?(?:propagat\w*|bubble\s+up|escape|be\s+re-?thrown|be\s+re-?raised|go\s+up)\b|\)?\s*nicht\s+abfang)", re.I)
SUBJECT_THROUGH = re.compile(r"[^.;!?]*?\b(?:propagat\w*|bubbl\w*\s+up|be\s+re-?thrown|be\s+re-?raised|still\s+(?:be\s+)?(?:thrown|raised))", re.I)
# Words that catch: the types after them in a clause are what a handler must catch.
CATCHING = re.compile(r"\b(?:catch\w*|except|rescue\w*|handl\w*|fang\w*|abfang\w*|captur\w*|attrap\w*|intercett\w*|vang\w*|złap\w*|łap\w*)\b|try/", re.I)


def _caught_named(said: str) -> list[str]:
    """The exception types the instruction names to catch: not one it lets through."""
    out = []
    for m in EXCEPTION.finditer(said):
        before = " ".join(re.findall(r"\S+", said[:m.start()])[-3:])
        if not LET_BEFORE.search(before) and not LET_AFTER.search(said[m.end():]) and not _subject_through(said, m):
            out.append(m.group(1))
    return out


def _let_through(said: str) -> list[str]:
    """The exception types the instruction surely lets through: "don't catch X", "let X
    through", "X should still propagate", "(X) nicht abfangen"."""
    out = []
    for m in EXCEPTION.finditer(said):
        before, after = said[:m.start()], said[m.end():]
        if THROUGH_BEFORE.search(before) or THROUGH_AFTER.match(after) or _subject_through(said, m):
            out.append(m.group(1))
    return out


def _subject_through(said: str, m: re.Match) -> bool:
    """"The IOException from reading the file should still propagate.": the sentence's subject, let through."""
    lead = re.split(r"[.;!?]\s", said[:m.start()])[-1]
    return len(re.findall(r"\w+", lead)) <= 1 and bool(SUBJECT_THROUGH.match(said[m.end():]))


def _named_to_catch(said: str) -> list[str]:
    """The types the instruction names as what a handler catches: after a catching word in the
    same clause, with no raise/throw/subclass between ("catch ValueError and raise ConfigError":
    ValueError only)."""
    out = []
    for m in EXCEPTION.finditer(said):
        clause = re.split(r"[.;!?()]\s*", said[:m.start()])[-1]
        lead = re.split(r"\b(?:raise\w*|throw\w*|rethrow\w*|wrap\w*\s+it|instead|subclass\w*|includ\w*|as\s+an?|into\s+an?)\b", clause, flags=re.I)[-1]
        if CATCHING.search(lead):
            out.append(m.group(1))
    return out


def _rethrown(added: list[str], name: str) -> bool:
    """The handler for `name` throws it on (`catch (OperationCanceledException) { throw; }`): it lets it through."""
    for k, line in enumerate(added):
        if CLAUSE.search(line) and re.search(rf"\b{name}\b", line):
            for after in added[k + 1 : k + 12]:
                if RETHROW.match(after):
                    return True
                if CLAUSE.search(after):
                    break
    return False


RETHROW = re.compile(r"\s*(?:throw\s*;|throw\s*$|raise\s*$|throw\s+\w+\s*;|raise\s+\w+\s*$)")


def _added(original: str, result: str) -> list[str]:
    b = result.splitlines()
    return [line for tag, i1, i2, j1, j2 in line_opcodes(original, result) if tag != "equal" for line in b[j1:j2]]


def try_findings(original: str, result: str, filename: str, instruction: str) -> list[Finding]:
    said = said_and_kept(instruction)[0]
    if not ASKED.search(said) or result == original:
        return []
    added = _added(original, result)
    caught = [" ".join(g for g in m.groups() if g) for line in added for m in CLAUSE.finditer(line)]
    if not caught:
        return []  # no handler added: what the result did instead is the net's
    out: list[Finding] = []
    named = [t for t in dict.fromkeys(_caught_named(said)) if (t in original or t not in ("Exception", "Error"))
             and not re.search(rf"\.{t}\s*\(|\b(?:def|function|fun|func|void|Task|async)\s+{t}\s*\(", original + result)]
    # `_log.LogError(` and `def LogError(`: a function, not an exception (`raise ValueError(` is one)
    if named and not any(t in c for t in named for c in caught):
        out.append(Finding("try", False, f"catches {', '.join(f'`{c.strip()}`' for c in caught)}, not the "
                                         f"{', '.join(f'`{t}`' for t in named)} the instruction names"))
    elif missing := [t for t in named if t in _named_to_catch(said) and not any(re.search(rf"\b{t}\b", c) for c in caught)]:
        out.append(Finding("try", False, f"catches {', '.join(f'`{c.strip()}`' for c in caught)}, but not "
                                         f"{', '.join(f'`{t}`' for t in missing)}, which the instruction also names"))
    # "IOException must still propagate": a handler added for it swallows what should go up
    through = [t for t in dict.fromkeys(_let_through(instruction)) if t not in named]
    if let := [t for t in through if any(re.search(rf"\b{t}\b", c) for c in caught) and not _rethrown(added, t)]:
        out.append(Finding("try", False, f"catches `{let[0]}`, which the instruction lets through"))
    wrapped = {n.rsplit(".", 1)[-1] for m in WRAPPED.finditer(said) for n in re.findall(r"[A-Za-z_$][\w$.]*", m.group(1))}
    handler = HANDLER.search(said)  # the calls said after the catch: what the handler does
    for call in dict.fromkeys(CALL.findall(said[handler.end():] if handler else "")):
        last = call.rsplit(".", 1)[-1]
        if last in wrapped or call in wrapped or last.lower() in ("try", "catch", "except"):
            continue
        pattern = re.compile(rf"(?<![\w$]){re.escape(call)}\s*\(")
        if len(pattern.findall(result)) <= len(pattern.findall(original)):
            out.append(Finding("try", False, f"adds no `{call}(` call, which the instruction asks the handler to make"))
    if GOING_ON.search(said) and any(re.search(r"\bbreak\b", line) for line in added) \
            and not re.search(r"\bbreak\b", said, re.I):
        out.append(Finding("try", False, "the handler breaks off where the instruction says to go on"))
    return out
