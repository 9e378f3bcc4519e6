"""(Python) An f-string conversion reaches every formatting the instruction asks for, and none
it keeps: "switch overdue_notice and hold_ready_notice to f-strings" leaves no `"..." % x` or
`"...".format(...)` in either; "f-strings for the notice texts" (plural, no function named)
leaves none anywhere once the edit converted some; a function the instruction says stays
is as it was. Logging calls that take their arguments apart (`log.info("%s", x)`) are no
formatting.

    fstring_scope_findings(original, result, filename, instruction) -> [Finding]"""

from __future__ import annotations

import ast
import re
from pathlib import PurePath

from .findings import Finding
from .parsers import plain_tree
from .phrasing import said_and_kept

ASKS = re.compile(r"\bf-?\s?strings?\b|f字符串|f文字列", re.I)
# "all", "every", "everywhere", "the whole file" (and in other languages): every formatting is asked, not one kind of text.
WIDE = re.compile(r"\b(?:all|every|each|everywhere|throughout|remaining|whole\s+file|alle[ns]?|überall|todas?|todos?|partout|toutes?|"
                  r"tutt[ei]|ovunque|wszystk\w*|overal)\b|すべて|全部|所有", re.I)


def fstring_scope_findings(original: str, result: str, filename: str, instruction: str) -> list[Finding]:
    if PurePath(filename).suffix.lower() not in (".py", ".pyi") or result == original or not ASKS.search(instruction):
        return []
    before, after = plain_tree(original), plain_tree(result)
    if before is None or after is None:
        return []
    asked = said_and_kept(instruction)[0]
    old, new = _functions(before), _functions(after)
    named = [n for n in new if _said(n, asked) and not _spared(n, instruction)]
    for name in (n for n in old if _spared(n, instruction)):
        if name in new and ast.dump(old[name]) != ast.dump(new[name]):
            return [Finding("fstrings", False, f"changed `{name}`, which the instruction says stays", (new[name].lineno,))]
    if len(_formattings(after)) >= len(_formattings(before)):
        return []  # nothing converted: the f-string rule's business
    if named:
        left = [line for n in named for line in _formattings(new[n])]
    elif WIDE.search(asked) or re.search(r"f-?\s?strings?\s*(?:$|[.;!)(]|,\s*(?:leave|keep|don'?t|not|same))", asked, re.I):
        keeps = [new[n] for n in new if _spared(n, instruction)]
        left = [line for line in _formattings(after) if not any(k.lineno <= line <= (k.end_lineno or k.lineno) for k in keeps)]
    else:
        return []
    if not left:
        return []
    return [Finding("fstrings", False, f"formatting left as it was at line {left[0]}, where the instruction asks for f-strings",
                    (left[0],))]


def _functions(tree: ast.AST) -> dict[str, ast.FunctionDef | ast.AsyncFunctionDef]:
    return {n.name: n for n in ast.walk(tree) if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))}


# A name set apart from the ask: "(not refund_note ...)", "leave log_line alone", "render_row nicht anfassen".
NOT_BEFORE = re.compile(r"\b(?:(?:leave|keep|don'?t\s+touch|dont\s+touch|do\s+not\s+touch)\b[^.;:]{0,12}|not|except|but\s+not|nicht|außer|no|pas|sauf|non|tranne|nie|niet|sin|excepto|sem|exceto|without)\s+"
                        r"(?:the\s+|in\s+|im\s+|en\s+|dans\s+)?[`'\"]?$", re.I)
NOT_AFTER = re.compile(r"^[`'\"()]*\s*(?:\(\))?\s*(?:nicht|bleibt|stays\s+(?:as\s+it\s+is|untouched|unchanged|alone)|"
                       r"(?:is|are|must\s+be|should\s+be)?\s*(?:unchanged|untouched|left\s+alone)|"
                       r"alone|as\s+is|non\s+toccare|no\s+se\s+toca|sin\s+cambios|zostaw\w*|ne\s+pas|そのまま)", re.I)


def _spared(name: str, instruction: str) -> bool:
    """The instruction names `name` only to set it apart: "(not refund_note)", "render_row nicht anfassen"."""
    spots = [m for m in re.finditer(rf"(?<![\w.]){re.escape(name)}(?!\w)", instruction)]
    if any(re.search(r"\b(?:text|output|result|message|wording|string)s?\s+of\s+(?:the\s+)?(?:[`'\"]?\w+[`'\"]?(?:\s*,\s*|\s+and\s+))*[`'\"]?$",
                     instruction[:m.start()], re.I)
           for m in spots):
        return False  # "the text of greeting stays identical": what it prints stays, not its code
    return bool(spots) and all(NOT_BEFORE.search(instruction[max(0, m.start() - 20):m.start()])
                               or NOT_AFTER.match(instruction[m.end():m.end() + 30]) for m in spots)


def _said(name: str, text: str) -> bool:
    return bool(re.search(rf"(?<![\w.]){re.escape(name)}(?!\w)", text))


def _formattings(tree: ast.AST) -> list[int]:
    """The lines of `"..." % x` and `"...".format(...)` (not a call's own format string)."""
    return sorted(n.lineno for n in ast.walk(tree)
                  if isinstance(n, ast.BinOp) and isinstance(n.op, ast.Mod) and isinstance(n.left, ast.Constant)
                  and isinstance(n.left.value, str)
                  or isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute) and n.func.attr == "format"
                  and isinstance(n.func.value, ast.Constant) and isinstance(n.func.value.value, str))
