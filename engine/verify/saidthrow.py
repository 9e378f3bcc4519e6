"""The exception an instruction says a new check raises ("raise ValueError if ...", "throw an
InvalidArgumentException", "ValueError werfen"), held against the lines the edit writes:

    returns instead   the edit writes a `return` (or `continue`) and no throw, raise or other
                      way to fail, so the bad case goes on quietly
    another class     the edit throws, but only classes the instruction does not name
                      (`TypeError` for "raise ValueError"); a bare `Error`/`Exception` in the
                      instruction names no class

Only languages that throw (not Go, Rust or C), and only where the instruction does not also
say what to return.

    said_throw_findings(original, result, filename, instruction) -> [Finding]"""

from __future__ import annotations

import re
from pathlib import PurePath

from .findings import Finding
from .saidreturn import said_returns
from .scope import added_lines

SUFFIXES = {".py", ".js", ".mjs", ".cjs", ".ts", ".tsx", ".java", ".kt", ".kts", ".cs", ".cpp", ".cc", ".hpp", ".rb", ".php",
            ".swift", ".scala", ".dart"}
CLASS = r"(?:[A-Z]\w*(?:Error|Exception)|std::[a-z_]+)"
# "raise ValueError", "throw an InvalidArgumentException", "ValueError werfen", "with a ValueError".
SAID = re.compile(rf"\b(?:rais\w*|throw\w*|werf\w*|wirf\w*|lanza\w*|lanzar|lancer|lance|lever|lève|gooi\w*|rzuć|rzuci\w*|rzuca\w*|lança\w*|solleva\w*|"
                  rf"(?:reject\w*|fail\w*|refus\w*|abort\w*)(?:\s+[^\s.;]+){{0,10}}?\s+with)\s+(?:(?:an?|the|a\s+proper|eine?n?|un[ae]?|uma?)\s+)?"
                  rf"(?:new\s+)?`?({CLASS}|Error|Exception)\b"
                  rf"|`?({CLASS})`?\s*(?:werfen|auslösen|lanzar|lever|gooien|を投げ|を送出|抛出|던지)", re.I)
NEGATED = re.compile(r"(?:\b(?:not|never|instead\s+of|rather\s+than|nicht|statt|no|pas|non|niet|nie)|n't)\s+(?:\S+\s+){0,2}$", re.I)
# A way the added lines fail: a throw, a raise, a helper that throws, an assertion, an exit.
FAILS = re.compile(r"\b(?:throw|raise|fail|abort|panic|die|exit|require\w*|check\w*|assert\w*|precondition\w*|fatalError|reject|"
                   r"error|Error|Exception|std::[a-z_]+|\w*Throw\w*|_?ensure\w*|_?validate\w*|Validate|_?verify\w*|"
                   r"Preconditions|Guard|guard\w*)\b|\w(?:Error|Exception)\b")
LEAVES = re.compile(r"\b(?:return|continue|next|break)\b")


# What a runtime throws on a bug ("it throws a NullPointerException when ..."): the crash described, not asked for.
CRASHES = re.compile(r"Null\w*Exception|NullReference\w*|TypeError|ReferenceError|KeyError|IndexError|AttributeError|NameError|"
                     r"\w*IndexOutOfBounds\w*|ClassCast\w*|ZeroDivision\w*|Arithmetic\w*|UnboundLocal\w*|StackOverflow\w*|"
                     r"ConcurrentModification\w*|NoSuchElement\w*|UnsupportedOperation\w*")


# "int() raises ValueError", "parseInt throws ...": what a callee does, described, not asked of the edit.
DESCRIBED = re.compile(r"^(?:raises|throws|raised|thrown|fails|failed|rejects|rejected)\b", re.I)
ASKED_OF = re.compile(r"\b(?:should|must|shall|will|to|then|always|instead|and)\s+$", re.I)
# What the edit does with the bad case that is no raise: skip it, fall back, catch what is raised.
HANDLES = re.compile(r"\b(?:catch\w*|except|rescue|skip\w*|ignor\w*|fall\s*back|fallback|default\w*|continue|carry\s+on|"
                     r"swallow\w*)\b", re.I)


def said_classes(instruction: str) -> set[str]:
    """The exception classes the instruction says the new check throws (bare Error/Exception included)."""
    out = set()
    for m in SAID.finditer(instruction):
        name = m.group(1) or m.group(2)
        if not re.fullmatch(CLASS + "|Error|Exception", name) or CRASHES.fullmatch(name) \
                or NEGATED.search(instruction[max(0, m.start() - 30):m.start()]):
            continue
        if DESCRIBED.match(m.group(0)) and not ASKED_OF.search(instruction[max(0, m.start() - 20):m.start()]):
            continue  # "parse_row raises ValueError on ...": the callee's
        out.add(name)
    return out


def said_throw_findings(original: str, result: str, filename: str, instruction: str) -> list[Finding]:
    if PurePath(filename).suffix.lower() not in SUFFIXES:
        return []
    said = said_classes(instruction)
    if not said or said_returns(instruction) or HANDLES.search(instruction):
        return []
    lines = result.splitlines()
    wrote = [(n, lines[n - 1]) for n in sorted(added_lines(original, result)) if n <= len(lines)]
    code = [(n, text) for n, text in wrote if not re.match(r"\s*(?://|#|--|/?\*)", text)]
    if not code:
        return []
    if not any(FAILS.search(text) for _, text in code):
        tests = [n for n, text in code if re.search(r"\b(?:if|unless|guard|when)\b|\?\s*:|\?\?|\?:", text)]
        left = [n for n, text in code if LEAVES.search(text) and tests and tests[0] <= n <= tests[0] + 3]  # the new check's own exit
        if left:
            return [Finding("throws", False, f"returns at line {left[0]} where the instruction says to raise "
                            f"{' or '.join(sorted(said))}", (left[0],))]
        return []
    named = {c for c in said if c not in ("Error", "Exception")}
    thrown = [(n, c) for n, text in code if re.search(r"\b(?:throw|raise|fail)\b", text)
              for c in re.findall(CLASS, text)]
    if named and thrown and not any(c.lower() in {s.lower() for s in named} for _, c in thrown):
        n, c = thrown[0]
        return [Finding("throws", False, f"raises `{c}` (line {n}) where the instruction says {' or '.join(sorted(named))}", (n,))]
    return []
