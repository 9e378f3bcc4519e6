"""Names the result refers to that nothing defines any more, whatever the instruction:

    removed    a function or method the original defined and the result no longer does, still
               used (`s.legacyExport` left in the routes after its handler went): Go, Java, C#,
               Rust, Kotlin, Swift and C-family files do not compile, JavaScript throws
    undefined  a new CONSTANT_CASE name the result's new lines read that the file neither
               declares nor imports (`SESSION_TTL_SECONDS` used, its `const` never written):
               JavaScript and TypeScript modules throw a ReferenceError, Rust does not compile

    dangling_findings(original, result, filename) -> [Finding]

A call of a name that some other definition of the result still has (an overload, another
type's method) is left alone, and so is a name of one word (`close`, `run`): another type's
method of that name may be what the call means."""

from __future__ import annotations

import re
from pathlib import PurePath

from .findings import Finding, line_list
from .scope import SCRIPTS, added_lines
from .syntax_trees import definitions, has_grammar
from .tokens import lex

CONSTANT = re.compile(r"[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+")
MODULES = SCRIPTS | {".rs"}
CALLABLE = ("function", "method", "func", "fn", "constructor")


def dangling_findings(original: str, result: str, filename: str, instruction: str = "") -> list[Finding]:
    if result == original or not has_grammar(filename) or PurePath(filename).suffix.lower() in (".py", ".pyi"):
        return []  # Python: the syntax check follows its own names
    return _removed(original, result, filename) + _undefined(original, result, filename, added_lines(original, result))


def _removed(original: str, result: str, filename: str) -> list[Finding]:
    """Methods the result no longer defines, still used through their object (`s.legacyExport`):
    a bare use is objective.dangling's; a function that was no method is someone else's
    behind a dot (`dates.formatDate`)."""
    before, after = definitions(original, filename), definitions(result, filename)
    gone = {name for name, d in before.items() if name not in after and "method" in d.kind and _specific(name)}
    if not gone:
        return []
    used: dict[str, list[int]] = {}
    lines = result.splitlines()
    for w in lex(result, filename):
        if w.kind == "code" and w.text in gone and result[w.start - 1:w.start] == "." \
                and not re.match(r"\s*(?:import|use|using|from|#include)\b", lines[w.line - 1]):
            used.setdefault(w.text, []).append(w.line)
    return [Finding("undeclared", False, f"`{name}` is no longer defined, but line{'s' if len(lines_) > 1 else ''} "
                    f"{line_list(lines_)} still use{'' if len(lines_) > 1 else 's'} it", tuple(lines_))
            for name, lines_ in used.items()]


def _specific(name: str) -> bool:
    """A name of two words or more (`legacyExport`, `parse_row`): not one a library's types share."""
    return "_" in name.strip("_") or bool(re.search(r"[a-z][A-Z]", name))


def _undefined(original: str, result: str, filename: str, added: frozenset[int]) -> list[Finding]:
    if not added or PurePath(filename).suffix.lower() not in MODULES:
        return []
    if re.search(r"^\s*(?:pub\s+)?use\s+[\w:]+::\*\s*;|^\s*use\s+super::|^\s*import\s+\*\s+as", result, re.M):
        return []  # a glob import brings names this cannot list
    free_before = _free_constants(original, filename)
    out = []
    for name, lines in _free_constants(result, filename).items():
        if name not in free_before and set(lines) & added:
            out.append(Finding("undeclared", False, f"`{name}` is read at line{'s' if len(lines) > 1 else ''} {line_list(lines)}, "
                               "but the file neither declares nor imports it", tuple(lines)))
    return out


def _free_constants(text: str, filename: str) -> dict[str, list[int]]:
    """CONSTANT_CASE names read in code that no declaration, parameter or import of `text` binds
    (a key, `NAME: value`, names nothing to read)."""
    reads: dict[str, list[int]] = {}
    for w in lex(text, filename):
        if w.kind == "code" and CONSTANT.fullmatch(w.text) and text[w.start - 1:w.start] not in (".", ":") \
                and not re.match(r"\s*\??:(?!:)", text[w.end:w.end + 3]):
            reads.setdefault(w.text, []).append(w.line)
    if not reads:
        return {}
    bound = _bound(text)
    return {name: lines for name, lines in reads.items() if name not in bound}


# What binds a name, in one pass over the file: declarations, imports, enum members, destructuring.
DECLARES = re.compile(r"\b(?:const|let|var|static|type|function|class|struct|fn|mod|macro_rules!)\s+(?:mut\s+)?([A-Za-z_$][\w$]*)"
                      r"|(?<![\w$.=!<>])([A-Za-z_$][\w$]*)\s*=(?![=>])")
LISTS = re.compile(r"\b(?:import|export)\s+(?:type\s+)?(?:[\w$]+\s*,\s*)?\{([^{}]*)\}|\b(?:const|let|var)\s*\{([^{}]*)\}\s*="
                   r"|\buse\s+[\w:]*::\{([^{}]*)\}|\benum\s+\w+\s*\{([^{}]*)\}")
IMPORTED = re.compile(r"\bimport\s+(?:type\s+)?([A-Za-z_$][\w$]*)|\bimport\s+\*\s+as\s+(\w+)|\buse\s+[\w:]*::(\w+)\s*;"
                      r"|\bas\s+([A-Za-z_$][\w$]*)")


def _bound(text: str) -> set[str]:
    out = {g for m in DECLARES.finditer(text) for g in m.groups() if g}
    out |= {g for m in IMPORTED.finditer(text) for g in m.groups() if g}
    out |= {w for m in LISTS.finditer(text) for g in m.groups() if g for w in re.findall(r"[A-Za-z_$][\w$]*", g)}
    return out
