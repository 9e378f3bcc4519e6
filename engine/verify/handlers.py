"""A handler the result adds (or moves) below one that already catches everything it would:
`except ValueError` after `except Exception` in Python, `catch (IOException e)` after
`catch (Exception e)` in Java, is never reached. Whatever the instruction.

    handler_findings(original, result, filename) -> [Finding]

Only the broad classes count as catching everything below them: Python's bare `except`,
`Exception` and `BaseException` (not for KeyboardInterrupt, SystemExit, GeneratorExit,
CancelledError, trio's Cancelled: no Exception); Java's `Exception` and `Throwable` (an `Error`
is no Exception, and a try nested in a catch block starts afresh)."""

from __future__ import annotations

import ast
import re
from pathlib import PurePath

from .findings import Finding
from .parsers import plain_tree
from .tokens import closing

NOT_EXCEPTIONS = {"KeyboardInterrupt", "SystemExit", "GeneratorExit", "CancelledError", "BaseExceptionGroup", "BaseException"}
JAVA_CATCH = re.compile(r"\bcatch\s*\(\s*(?:final\s+)?([\w.|\s]+?)\s+\w+\s*\)")


def handler_findings(original: str, result: str, filename: str, instruction: str = "") -> list[Finding]:
    suffix = PurePath(filename).suffix.lower()
    if result == original:
        return []
    if _heads(original) == _heads(result):
        return []  # no handler added or moved (a cheap look before any parse)
    if suffix in (".py", ".pyi"):
        before, after = _python(original), _python(result)
    elif suffix == ".java":
        before, after = _java(original), _java(result)
    else:
        return []
    if after is None or before is None:
        return []
    return [Finding("handler", False, f"the handler for `{name}` at line {line} comes after one for `{broad}`, which already "
                    "catches it: it is never reached", (line,)) for name, broad, line in after if (name, broad) not in {(n, b) for n, b, _ in before}]


def _heads(text: str) -> list[str]:
    return re.findall(r"\bexcept\b[^:\n]*:|\bcatch\s*\([^)]*\)", text)


def _python(text: str) -> list[tuple[str, str, int]] | None:
    tree = plain_tree(text)
    if tree is None:
        return None
    out = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Try):
            continue
        broad = None
        for h in node.handlers:
            names = _names(h.type)
            if broad is not None and names and not set(names) & NOT_EXCEPTIONS and not any(
                    re.search(r"Cancel|Exit|Interrupt", n) for n in names):
                out.append((names[0], broad, h.lineno))
            if h.type is None:
                broad = broad or "except:"
            elif broad is None and set(names) & {"Exception", "BaseException"}:
                broad = "BaseException" if "BaseException" in names else "Exception"
    return out


def _names(node: ast.expr | None) -> list[str]:
    if node is None:
        return []
    items = node.elts if isinstance(node, ast.Tuple) else [node]
    return [i.attr if isinstance(i, ast.Attribute) else i.id if isinstance(i, ast.Name) else "" for i in items]


def _java(text: str) -> list[tuple[str, str, int]]:
    out = []
    broad: str | None = None
    last_end = -1
    for m in JAVA_CATCH.finditer(text):
        if last_end < 0 or m.start() < last_end or text[last_end:m.start()].strip():
            broad = None  # not the next catch of the same try (a try nested in a catch block starts afresh)
        types = [t.strip() for t in m.group(1).split("|")]
        if broad is not None and not any(t in ("Throwable", "Error") or t.endswith("Error") for t in types):
            out.append((types[0], broad, text[:m.start()].count("\n") + 1))  # (an Error is no Exception)
        elif set(types) & {"Exception", "Throwable"}:
            broad = "Throwable" if "Throwable" in types else "Exception"
        block = text.find("{", m.end())
        last_end = closing(text, block, "{}") if block >= 0 else len(text)  # the catch block's end
    return out
