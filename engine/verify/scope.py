"""Where an instruction points inside a file, as line ranges of the original: a function,
method or class ("in function f", "add a docstring to parse_args"), a TOML/INI table or a
top-level YAML key ("only in the server section"), or "line 12" / "lines 10-20"; and which
lines of a result changed outside those ranges: information for the reviewer, never a
refusal on its own, except lines whose text the result lost altogether (`lost`: "remove the
workers line" that also drops the [logging] table after it)."""

from __future__ import annotations

import ast
import difflib
from bisect import bisect_right
import re
from collections import Counter
from pathlib import PurePath
from typing import Callable

from .diffing import opcodes
from .parsers import ast_nodes, plain_tree
from .textcache import per_text
from .words import FUNCTION_WORDS

Range = tuple[int, int]  # first and last line, 1-based, inclusive


def def_range(text: str, filename: str, name: str) -> Range | None:
    """The lines of the function, method or class `name` (the first one defined): Python's
    ast; other languages, a `def|function|func|fn|class NAME` line to the end of its braces
    or of its indented block."""
    if prose(filename):  # "the function foo" in a sentence is not a definition
        return None
    if PurePath(filename).suffix.lower() in (".py", ".pyi"):
        defs = _python_defs(text)
        return None if defs is None else defs.get(name.rsplit(".", 1)[-1])
    if (found := _tree_range(text, filename, name)) is not None:
        return found
    lines = text.splitlines()
    head = re.compile(rf"\b(?:def|function|func|fun|fn|class|sub|proc)\s+(?:\([^)]*\)\s*)?(?:[\w<>]+\.)?{re.escape(name)}\b")
    for i, line in enumerate(lines):
        if head.search(line):
            return i + 1, _block_end(lines, i)
    return None


@per_text(maxsize=8)
def _python_defs(text: str) -> dict[str, Range] | None:
    """The lines of every function, method and class of a Python text by name, the first in
    ast.walk's order for each (one walk per text, not one per name asked); None where it
    does not parse."""
    tree = plain_tree(text)
    if tree is None:
        return None
    out: dict[str, Range] = {}
    for n in ast_nodes(tree):
        if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) and n.name not in out:
            first = min([n.lineno] + [d.lineno for d in n.decorator_list])
            out[n.name] = (first, n.end_lineno or n.lineno)
    return out


def _tree_range(text: str, filename: str, name: str) -> Range | None:
    """The lines of `name` as tree-sitter reads the file (a Go `type Config struct`, a TS
    method or interface, a Rust `impl`), or None where no grammar reads it or it is not defined."""
    from .syntax_trees import definitions

    defs, short = definitions(text, filename), name.rsplit(".", 1)[-1]
    d = defs.get(short) or defs.get(short + "!") or defs.get(short + "?")  # Ruby's `assign!`, `rested?` said as "assign!"
    if d is None:  # Lua's `function M.calibrate(...)`, `function Queue:push(...)`: named by its table
        d = next((v for k, v in defs.items() if re.split(r"[.:]", k)[-1] == short and re.fullmatch(r"[\w.:]+", k)), None)
    return (d.line, d.end or d.line) if d is not None else None


def _block_end(lines: list[str], start: int) -> int:
    depth, opened = 0, False
    for k in range(start, len(lines)):
        depth += lines[k].count("{") - lines[k].count("}")
        opened = opened or "{" in lines[k]
        if opened and depth <= 0:
            return k + 1
        if not opened and k > start and lines[k].strip() and _indent(lines[k]) <= _indent(lines[start]):
            return k
    return len(lines)


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip())


MARKDOWN = (".md", ".markdown", ".mdown")
PROSE = (*MARKDOWN, ".rst", ".txt", ".adoc")
HEADING = re.compile(r"^(#{1,6})\s+(.*?)\s*#*\s*$")


# JavaScript and TypeScript, by the suffixes their files carry.
SCRIPTS = frozenset({".js", ".mjs", ".cjs", ".jsx", ".ts", ".tsx", ".mts", ".cts"})


def prose(filename: str) -> bool:
    """A text file with no syntax to break (Markdown, reStructuredText, plain text)."""
    return PurePath(filename).suffix.lower() in PROSE


def markdown(filename: str) -> bool:
    return PurePath(filename).suffix.lower() in MARKDOWN


def heading_range(text: str, name: str) -> Range | None:
    """A Markdown `## heading` whose words include `name` (any case), to the line before the
    next heading of its level or above; headings inside ``` fences do not count."""
    lines, fenced = text.splitlines(), False
    word = re.compile(rf"(?<![\w-]){re.escape(name)}(?![\w-])", re.I)
    start, level = None, 0
    for i, line in enumerate(lines):
        if line.lstrip().startswith(("```", "~~~")):
            fenced = not fenced
        m = None if fenced else HEADING.match(line)
        if m and start is not None and len(m.group(1)) <= level:
            return start + 1, i
        if m and start is None and word.search(m.group(2)):
            start, level = i, len(m.group(1))
    return (start + 1, len(lines)) if start is not None else None


def section_range(text: str, filename: str, name: str) -> Range | None:
    """A TOML/INI table `[name]` (with its `[name.sub]` tables) or a top-level YAML/other
    `name:` key, to the line before the next one at its level; in Markdown a heading's section."""
    if markdown(filename):
        return heading_range(text, name)
    lines = text.splitlines()
    table = re.compile(rf"^\s*\[+\s*[\"']?{re.escape(name)}[\"']?\s*(?:\.[^\]]*)?\]+")
    key = re.compile(rf"^[\"']?{re.escape(name)}[\"']?\s*[:=]")
    for i, line in enumerate(lines):
        if table.match(line):
            for k in range(i + 1, len(lines)):
                if re.match(r"^\s*\[", lines[k]) and not table.match(lines[k]):
                    return i + 1, k
            return i + 1, len(lines)
        if key.match(line):
            for k in range(i + 1, len(lines)):
                if lines[k].strip() and not lines[k][0].isspace() and not lines[k].lstrip().startswith(("#", "-", "}", "]")):
                    return i + 1, k
            return i + 1, len(lines)
    return None


def resolve(text: str, filename: str, kind: str, name: str) -> Range | None:
    first = def_range if kind == "def" else section_range
    second = section_range if kind == "def" else def_range
    found = first(text, filename, name) or second(text, filename, name)
    if found is not None and kind == "def":  # a Rust struct with its `impl` blocks: the type's lines, all of them
        from .syntax_trees import definitions
        from .typespans import TYPE_LIKE, type_range

        d = definitions(text, filename).get(name)
        found = type_range(text, filename, name, found) if d is not None and d.line == found[0] and TYPE_LIKE.search(d.kind) else found
    return found


LINES = re.compile(r"\blines?\s+(\d+)(?:\s*(?:-|–|to|through)\s*(\d+))?", re.I)


def named_ranges(text: str, filename: str, instruction: str) -> list[tuple[str, Range]]:
    """What the instruction names that the file defines: `line 12`, functions and classes
    (Python: any the file defines; others: `def|function|... NAME`), sections."""
    from .phrasing import said_and_kept

    out: list[tuple[str, Range]] = []
    for m in LINES.finditer(instruction):
        if PurePath(filename).suffix.lower() in DATA_SUFFIXES and section_range(text, filename, m.group(0).split()[0].lower()):
            continue  # "from lines 1 and 2" where the data has a `lines:` section: its items, not the file's lines
        a = int(m.group(1))
        out.append((m.group(0), (a, int(m.group(2) or a))))
    asked, kept = said_and_kept(instruction)
    if kept:  # a name said only where the instruction keeps it ("integrations keeps its entry") is no place to change
        instruction = asked
    lead = re.match(r"\s*(?:please\s+)?([A-Za-z]+)\b", instruction, re.I)
    skip = lead.start(1) if lead and lead.group(1).lower() in VERBS else -1  # "update the timeout": a verb, not def update
    # a part of a hyphenated word ("clean-vcf", "read-only") is no name: the whole may be one (a Make target)
    found = re.finditer(r"(?<![\w-])[A-Za-z_][\w.-]*[\w]|(?<![\w-])[A-Za-z_](?![\w-])", instruction)
    quoted = set(re.findall(r"[`'\"]([\w.]+)[`'\"]", instruction))
    for word in dict.fromkeys(m.group() for m in found if m.start() != skip):
        if len(word) < 2 or word.lower() in STOP or word in FUNCTION_WORDS and word not in quoted:
            continue  # "nothing should depend on it" names no `on:` section (`New` is a name)
        r = def_range(text, filename, word) or section_range(text, filename, word)
        if r:
            out.append((f"`{word}`", r))
    return out


# Data files, where a section may be called `lines`.
DATA_SUFFIXES = {".yaml", ".yml", ".json", ".toml", ".ini", ".cfg", ".conf", ".xml", ".properties", ".env"}
# Imperative verbs an instruction starts with: its first word is one of these, not a name.
VERBS = {"add", "remove", "delete", "rename", "change", "update", "replace", "set", "sort", "move", "fix", "convert",
         "insert", "append", "drop", "make", "use", "write", "create", "format", "refactor", "extract", "split", "merge",
         "wrap", "rewrite", "translate", "bump", "increase", "decrease", "reorder", "swap", "keep", "clean", "simplify",
         "improve", "document", "comment", "implement", "return", "log", "print", "parse", "load", "save", "run", "build"}
STOP = {"the", "a", "an", "to", "in", "of", "and", "or", "for", "with", "it", "this", "that", "add", "use", "make",
        "function", "method", "class", "file", "line", "lines", "all", "each", "every", "return", "def", "if", "else"}


def changed_lines(original: str, result: str) -> list[tuple[str, Range, Range]]:
    """The changed stretches as (tag, original lines, result lines); an insert's original
    range is (n, n - 1) after line n, a delete's result range likewise."""
    a, b = original.splitlines(), result.splitlines()
    ops = opcodes(a, b)  # autojunk would call repeated lines junk
    return [(tag, (i1 + 1, i2), (j1 + 1, j2)) for tag, i1, i2, j1, j2 in ops if tag != "equal"]


def added_lines(original: str, result: str) -> frozenset[int]:
    """The result's lines the edit wrote (inserted or replaced), 1-based."""
    return _added(original, result)


def wrote(original: str, result: str, pattern: str) -> bool:
    """Some line the edit wrote matches `pattern` (`\\breturn\\b`): a look at the text before a parse."""
    lines = result.splitlines()
    return any(re.search(pattern, lines[n - 1]) for n in added_lines(original, result) if n <= len(lines))


@per_text(maxsize=4)
def _added(original: str, result: str) -> frozenset[int]:
    return frozenset(n for tag, _, (r1, r2) in changed_lines(original, result) if tag != "delete" for n in range(r1, r2 + 1))


def outside(original: str, result: str, ranges: list[Range]) -> list[int]:
    """Lines of the result changed outside `ranges` (lines of the original); a deletion
    counts as the result line where it happened; blank lines alone do not count."""
    lines: list[int] = []
    old, new = original.splitlines(), result.splitlines()
    covered = _covering(ranges)  # a rename's ranges are every line that uses the name: bisect, not a scan
    for tag, (o1, o2), (r1, r2) in changed_lines(original, result):
        if not any(x.strip() for x in old[o1 - 1 : o2] + new[r1 - 1 : r2]):
            continue  # blank lines added or dropped: spacing, not a change to review
        first, last = (o1 - 1, o1) if tag == "insert" else (o1, o2)  # an insert: between two lines
        if tag == "insert":
            inside = covered(first) or covered(last)
        else:
            inside = all(covered(k) for k in range(first, last + 1) if old[k - 1].strip())
        if inside:
            continue
        lines.extend(range(r1, r2 + 1) if r2 >= r1 else [r1])
    return lines


def _covering(ranges: list[Range]) -> Callable[[int], bool]:
    """Whether a line lies in any of `ranges` (inclusive), by bisecting their union. An empty
    range (lo > hi) holds no line and widens none: the only range that joins it starts at its lo."""
    starts: list[int] = []
    ends: list[int] = []
    for lo, hi in sorted(ranges):
        if ends and lo <= ends[-1] + 1:
            ends[-1] = max(ends[-1], hi)
        else:
            starts.append(lo)
            ends.append(hi)

    def covered(k: int) -> bool:
        i = bisect_right(starts, k) - 1
        return i >= 0 and k <= ends[i]

    return covered


# "delete everything but the server section", "keep only main": removing what is not named is
# the point. ("... and don't touch anything else", "keep everything else" are not.)
KEEP_ONLY = re.compile(
    r"\b(?:keep\s+only|only\s+keep|(?:everything|all|anything)\s+(?:\w+\s+){0,3}?(?:except|but|other\s+than|apart\s+from))\b",
    re.I,
)
# Lines whose loss is not the data loss `lost` is about: comments, imports (a Python import
# still used is a lost name the syntax check reports), decorators.
MINOR = re.compile(r"^\s*(?:#|//|/\*|\*|--|;|<!--|@|import\b|from\s+\S+\s+import\b|require\b|using\b|#include\b)")
MINOR_PROSE = re.compile(r"^\s*<!--")
# Lines that hold structure: a table header, a definition, a top-level key.
STRUCTURE = re.compile(r"^\s*\[|^\s*(?:async\s+)?(?:def|class|function|func|fn|sub|proc)\b|^[\"']?[A-Za-z_][\w.-]*[\"']?\s*[:=]")


def lost(
    original: str, result: str, ranges: list[Range], instruction: str = "", filename: str = "", strict: bool = False,
    names: tuple[str, ...] = (),
) -> list[int]:
    """Lines of the original the result dropped that nothing in the instruction accounts for:
    outside `ranges` (each widened over the comments and decorators right above it), not blank,
    not a comment, import or decorator, naming none of the instruction's words (`"slugify",` in
    __all__ for "delete slugify", `verbose=True,` for "remove the verbose parameter"), deleted or
    replaced by nothing like them, and whose text appears nowhere in the result (a moved line is
    not lost). Only a loss that holds structure (a table header, a definition, a top-level
    key) or runs to three lines counts: a line or two is a change a reviewer can see in the
    diff. Empty where the instruction asks to keep only what it names. In Markdown a `#` line
    is a heading: structure, not a comment. `strict` (a removal: the instruction names all it
    takes out): one such line counts, and a line indented under a dropped line that names the
    thing (the body of `if verbose:`) is that line's. `names`: what the instruction names,
    whatever its length (the `f` of "remove the method f")."""
    if KEEP_ONLY.search(instruction):
        return []
    old, new = original.splitlines(), result.splitlines()
    md = markdown(filename)  # (a `#` line of requirements.txt is a comment)
    minor, structure = (MINOR_PROSE, HEADING) if md else (MINOR, STRUCTURE)
    ranges = [(lo if md else _above(old, lo), hi) for lo, hi in ranges]
    words = ({w.lower() for w in re.findall(r"[A-Za-z_]\w{2,}", instruction)} - STOP) | {n.lower() for n in names}
    present = Counter(line.strip() for line in new)
    gone: list[int] = []
    for tag, (o1, o2), (r1, r2) in changed_lines(original, result):
        if tag == "insert":
            continue
        after = [b.strip() for b in new[r1 - 1 : r2]] if tag == "replace" else []
        owner: int | None = None  # the indent of the last dropped line that names the thing
        for k in range(o1, o2 + 1):
            text = old[k - 1].strip()
            indent = len(old[k - 1]) - len(old[k - 1].lstrip())
            if owner is not None and text and indent <= owner:
                owner = None
            naming = bool(words & {w.lower() for w in re.findall(r"[A-Za-z_]\w*", text)})
            if naming and owner is None:
                owner = indent
            if not text or present[text] or minor.match(text) or any(lo <= k <= hi for lo, hi in ranges):
                continue
            if naming or (strict and owner is not None) or _tidied(old[k - 1], original, result, filename):
                continue
            near = after[max(0, k - o1 - 3) : k - o1 + 4]  # the lines where an edit in place would be
            if any(_alike(text, b) for b in near):
                continue
            gone.append(k)
    if len(gone) >= (1 if strict else 3) or any(structure.match(old[k - 1]) for k in gone):
        return gone
    return []


def _tidied(line: str, original: str, result: str, filename: str) -> bool:
    """An import the edit left unused, taken out with it (Go's `"strings"` inside `import (`)."""
    from .goimports import tidied_away

    return filename.endswith(".go") and tidied_away(line, original, result)


def _above(lines: list[str], first: int) -> int:
    """`first` (1-based) moved up over the comment and decorator lines right above it."""
    while first > 1 and re.match(r"^\s*(?:#|//|/\*|\*|--|;|@)", lines[first - 2]):
        first -= 1
    return first


def _alike(a: str, b: str) -> bool:
    m = difflib.SequenceMatcher(None, a, b)
    return m.real_quick_ratio() >= 0.6 and m.quick_ratio() >= 0.6 and m.ratio() >= 0.6


def with_comments_above(lines: list[str], first: int, blank: bool = False) -> int:
    """The first line of what starts at line `first` with the comment, decorator (and, with
    `blank`, blank) lines right above it."""
    above = r"\s*(?:#|//|/\*|\*|@|$)" if blank else r"\s*(?:#|//|/\*|\*|@)"
    while first > 1 and re.match(above, lines[first - 2]):
        first -= 1
    return first


def _short(name: str) -> str:
    return name.strip("`").rsplit(".", 1)[-1]


IMPORT = re.compile(r"^\s*(?:import\b|from\s+\S+\s+import\b|require\b|require_relative\b|use\s+[\w:]+|#\s*include\b|using\s+[\w.]+\s*;|"
                    r"(?:const|let|var)\s+[\w{}\s,]+=\s*require\()")
PLACE = r"(?:to|in|into|on|onto|inside|within|for|of|under|at)"


def as_place(name: str, action: str) -> bool:
    """`name` is said as where the action applies: after a place word ("to the User struct", "in
    run()", "for stock_by_warehouse and reorder_plan"), as the action's object ("document
    Allow"), first and followed by a colon ("Ticket: add ..."), or possessive ("ApiClient's")."""
    if LINES.fullmatch(name):
        return True
    n = rf"`?{re.escape(name)}`?(?:\(\))?"
    return bool(re.search(rf"\b{PLACE}\s+(?:(?!{CLAUSE_WORDS}\b)[\w`'\"-]+(?:\(\))?,?\s+){{0,3}}?{n}(?![\w$])|^\s*{n}\s*(?::|\+=)|{n}'s\b|{n}\s+only\b|"
                          rf"^\s*\w+\s+(?:the\s+|a\s+|an\s+)?(?:[\w-]+\s+)?{n}(?![\w$])|"
                          rf"^\s*(?:[\w:]+\s+){{0,3}}?(?:the\s+)?(?:[\w.]+\.)?{n}\s+(?:\w+\s+)?{HAVE}", action, re.I))


# Words that end a place phrase: a verb's helpers ("in maintenance must never raise an alarm" names
# no `raise` as a place).
CLAUSE_WORDS = (r"(?:must|should|shall|will|would|can|could|may|might|never|not|always|is|are|was|were|be|been|gets?|got|"
                r"does|do|did|has|have|had|so|that|which|who|when|whenever|if|then|to)")


# "Target should also have a Region field": the subject of what it should hold is the place.
HAVE = (r"(?:should|must|needs?\s+to|has\s+to|ought\s+to|shall|will)\s+(?:also\s+|now\s+)?"
        r"(?:have|carry|include|contain|get|hold|take|accept|support|expose|record|store|gain|keep\s+track)\b")
