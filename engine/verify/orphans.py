"""A definition the result removed leaves no comment of its own behind: the `///` lines above a
deleted Rust function now document the next one, a JSDoc block describes nothing. Whatever
the instruction. The same for a key of a data file: `# the old surcharge` above a deleted
`weekend_surcharge = 8.0` now sits above nothing.

    orphan_findings(original, result, filename) -> [Finding]
    orphan_key_findings(original, result, filename, instruction) -> [Finding]

A definition's own comment is the run of comment lines right above it (no blank line between).
A section heading (`# --- helpers ---`, set off by a blank line or drawn with a rule of
dashes) and a linter's directive (`// eslint-disable-next-line`) are no definition's own. A
definition renamed (its head line still there under another name) was not removed."""

from __future__ import annotations

import re

from .data import is_data_file
from .diffing import line_opcodes
from .findings import Finding, line_list
from .syntax_trees import definitions

COMMENT = re.compile(r"\s*(?:#(?!\s*(?:define|if|ifdef|ifndef|endif|else|elif|include|pragma|undef)\b)|//|/\*|\*|--)")
DOC = re.compile(r"\s*(?:///|/\*\*|\*|---\s|##)")  # (`//!` documents the module)
DECORATION = re.compile(r"\s*(?:@|#\[)")
NOTE = re.compile(r"\b(?:TODO|FIXME|XXX|HACK|NOTE|copyright|licen[cs]e|SPDX)\b", re.I)
GROUP = re.compile(r"\b(?:helpers|utilities|utils|functions|methods|getters|setters|accessors|handlers|routes|constants|section|"
                   r"misc\w*|private|public|internal)\b", re.I)
MODULE_DOC = re.compile(r"\s*(?://!|/\*!|#!)")  # the module's own doc, a shebang: no definition's
# A heading (a rule of dashes, equals or stars) or a tool's directive: no definition's own words.
HEADING = re.compile(r"[-=*#~_]{3,}|^\W*[A-Z][A-Z0-9 ]+\W*$")
DIRECTIVE = re.compile(r"^\W*(?:eslint|prettier|noqa|pylint|type:|mypy|@ts-|tslint|nolint|rubocop|istanbul|c8|jshint|clippy|"
                       r"swiftlint|ktlint|phpcs|codecov|pragma|region|endregion|fmt:|isort:|nosec|NOSONAR)", re.I)


def orphan_findings(original: str, result: str, filename: str, instruction: str = "") -> list[Finding]:
    if result == original:
        return []
    before = definitions(original, filename)
    if not before:
        return []
    after = definitions(result, filename)
    lines, kept = original.splitlines(), result.splitlines()
    found = []
    for name, d in before.items():
        if name in after or _renamed(lines[d.line - 1], name, kept, lines):
            continue
        block = _own_comment(lines, d.line, name)
        text = [lines[n - 1] for n in block]
        if block and _count(text, kept) and _count(text, kept) == _count(text, lines):  # (a shared `{@inheritDoc}` went with one)
            found.append((name, block))
    return [Finding("orphan", False, f"removed `{name}` but left its comment (original line{'s' if len(block) > 1 else ''} "
                    f"{line_list(block)}), which now describes what follows", tuple(block)) for name, block in found]


def _own_comment(lines: list[str], line: int, name: str) -> list[int]:
    at = line - 1
    while at >= 1 and DECORATION.match(lines[at - 1]):
        at -= 1
    block = []
    while at >= 1 and COMMENT.match(lines[at - 1]) and not MODULE_DOC.match(lines[at - 1]):
        block.append(at)
        at -= 1
    block.reverse()
    text = [lines[n - 1] for n in block]
    if not block:
        return []
    if any(re.search(rf"\b{re.escape(name)}\b", t) for t in text) or all(DOC.match(t) for t in text):
        return block
    # a plain comment is the definition's own when it says something of it (a sentence), not a
    # heading ("Validation helpers", "// ---- printing ----"), a note kept for later or a tool's directive
    words = " ".join(_words(t) for t in text)
    if HEADING.search(words) or DIRECTIVE.search(words) or NOTE.search(words) or GROUP.search(words) \
            or len(words.split()) < 5 and not words.rstrip().endswith("."):
        return []
    return block


def _words(comment: str) -> str:
    return re.sub(r"^\s*(?:///?|/\*\*?|\*/?|#+|--+|;+)\s?", "", comment).strip()


def _renamed(head: str, name: str, lines: list[str], was: list[str]) -> bool:
    """The definition's head line stands in `lines` under another name, on a line the original
    lacks (a rename, not a removal beside a function of the same shape)."""
    if name not in head:
        return False
    pattern = re.compile(re.escape(head.strip()).replace(re.escape(name), r"[\w$]+"))
    old = {line.strip() for line in was}
    return any(pattern.fullmatch(line.strip()) and line.strip() not in old for line in lines)


DATA_COMMENT = re.compile(r"\s*[#;]")
# The instruction keeps a comment ("but keep its comment", "lass den Kommentar stehen"): it stays.
KEEPS_COMMENT = re.compile(r"(?:keep|leave|lass|behalt|deja|mant[eé]n|laisse|garde|lascia|mantieni|mant[eé]m|zostaw|laat|houd)\w*\b[^.;]{0,40}"
                           r"(?:comment|note|Kommentar|comentario|coment[aá]rio|commentaire|commento|komentarz|commentaar)|"
                           r"(?:comment|Kommentar|comentario|coment[aá]rio|commentaire|commento|komentarz|commentaar)\w*\s+"
                           r"(?:stays|remains|bleibt|se\s+queda|reste|resta|fica|zostaje|blijft)|コメント(?:は)?(?:残|そのまま)|注释(?:保留|不变)", re.I)
KEY = re.compile(r"\s*(?:-\s+)?[\w.\-\"']+\s*[:=]")


def orphan_key_findings(original: str, result: str, filename: str, instruction: str = "") -> list[Finding]:
    """A data file's key deleted with the lines under it while the comment right above it stays,
    now above a blank line, a section or nothing: everything that comment spoke of is gone but
    it. (Before another key it may be a heading: not judged.) Not where the instruction keeps comments."""
    if result == original or not is_data_file(filename) or KEEPS_COMMENT.search(instruction):
        return []
    a, b = original.splitlines(), result.splitlines()
    out = []
    for tag, i1, _i2, j1, _ in line_opcodes(original, result):
        if tag != "delete" or i1 == 0 or not DATA_COMMENT.match(a[i1 - 1]) or not KEY.match(a[i1]) \
                or KEY.match(re.sub(r"^\s*[#;]+\s?", "", a[i1 - 1])):
            continue  # (`# port = 9090` above: a key commented out, not a comment of this one)
        after = b[j1] if j1 < len(b) else ""
        if after.strip() and not after.lstrip().startswith("[") and _indent(after) >= _indent(a[i1]):
            continue  # another key follows: the comment may head it too
        top = i1
        while top > 1 and DATA_COMMENT.match(a[top - 2]):
            top -= 1
        out.append(Finding("orphan", False, f"removed `{a[i1].strip()[:40]}` but left the comment above it (original line "
                           f"{line_list(list(range(top, i1 + 1)))}), which now describes nothing", (j1,)))
    return out


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip())


def _count(block: list[str], lines: list[str]) -> int:
    """How many times the block's lines stand together in `lines`."""
    n = len(block)
    want = [t.strip() for t in block]
    return sum([t.strip() for t in lines[i:i + n]] == want for i in range(len(lines) - n + 1))
