"""What an edit tidies along the way, which the net does not count as a change beyond the
instruction: an import the edit left unused, taken out whole (`left_unused`) or from its
line (`unused_name`); a line's closing separator changed because lines now follow it
(`separator_moved`); the declaration of a variable the instruction names, inlined away
(`inlined`)."""

from __future__ import annotations

import re

from .changes import Change
from .goimports import tidied_away
from .scope import IMPORT
from .textcache import per_text
from .tokens import lex, split_words


def separator_moved(change: Change, original: str, result: str) -> bool:
    """A line's closing separator changed because lines were added after it (`CANCELLED(..);`
    -> `CANCELLED(..),` before a new last entry; a comma after the old last item)."""
    if not (SEPARATOR.fullmatch(change.old) and SEPARATOR.fullmatch(change.new)) or change.old == change.new:
        return False
    old, new = original.splitlines(), result.splitlines()
    if not (old[change.old_line - 1].rstrip().endswith(change.old) and new[change.line - 1].rstrip().endswith(change.new)):
        return False
    kept = {line.strip() for line in old}
    return change.line < len(new) and new[change.line].strip() not in kept


SEPARATOR = re.compile(r"[,;]?")


def left_unused(line: str, original: str, result: str, filename: str) -> bool:
    """`line` imports a name the original read elsewhere and the result reads nowhere: the edit
    took out its last use and tidied the import away."""
    if filename.endswith(".go") and tidied_away(line, original, result):
        return True
    if not IMPORT.match(line):
        return False
    text = original.splitlines()
    names = set(re.findall(r"[A-Za-z_$][\w$]*", line)) - IMPORT_WORDS
    before = {w.text for w in lex(original, filename) if w.kind == "code" and line.strip() != text[w.line - 1].strip()}
    after = {w.text for w in lex(result, filename) if w.kind == "code"}
    return any(n in before and n not in after for n in names)


IMPORT_WORDS = {"import", "from", "as", "use", "require", "require_relative", "include", "using", "const", "let", "var", "self", "super", "crate"}


def unused_name(change: Change, original: str, result: str, filename: str) -> bool:
    """Names taken out of an import line (`import { mkdirSync, writeFileSync }` -> `import
    { mkdir }`), each read elsewhere in the original and nowhere in the result."""
    lines = original.splitlines()
    if change.new.strip(" ,;{}()") or not 0 < change.old_line <= len(lines) or not IMPORT.match(lines[change.old_line - 1]):
        return False
    names = set(re.findall(r"[A-Za-z_$][\w$]*", change.old)) - IMPORT_WORDS
    before = {w.text for w in lex(original, filename) if w.kind == "code" and w.line != change.old_line}
    after = {w.text for w in lex(result, filename) if w.kind == "code" and w.line != change.line}
    return bool(names) and all(n in before and n not in after for n in names)


def inlined_use(change: Change, original: str, result: str, filename: str, instruction: str) -> bool:
    """The change stands on a line that read a variable the instruction names, whose declaration
    the result took out: the line is the original's with the declared value, word for word, in
    the variable's place (`send($subject)` -> `send(sprintf(..))`). A read left elsewhere is the
    undeclared-name rules'."""
    b = result.splitlines()
    if not 0 < change.line <= len(b):
        return False
    taken, places = _taken_out(original, result, filename, instruction)
    if not taken or places and not any(x <= change.old_line <= y for x, y in places):
        return False  # "in sendScheduleChange": there only
    line = split_words(b[change.line - 1])
    return any(_put(use, name, put) == line for name, value, uses in taken for use in uses
               for put in (value, ["("] + value + [")"]))


@per_text()
def _taken_out(original: str, result: str, filename: str, instruction: str) -> tuple[list[tuple[str, list[str], list[list[str]]]], list]:
    """The declarations of variables the instruction names that the result took out, as (name,
    value's words, the words of each other line that read it); and the places the instruction names."""
    from .scope import named_ranges

    said, kept = set(split_words(instruction)), {x.strip() for x in result.splitlines()}
    a = original.splitlines()
    taken = []
    for k, text in enumerate(a, 1):
        m = DECLARED.match(text)
        if not m or m.group(1) not in said or text.strip() in kept:
            continue
        name = m.group(1)
        uses = [split_words(x) for n, x in enumerate(a, 1) if n != k and name in x and name in split_words(x)]
        taken.append((name, split_words(text.split("=", 1)[1].strip().rstrip(";,")), uses))
    places = [r for _, r in named_ranges(original, filename, instruction)] if taken else []
    return taken, places


def _put(words: list[str], name: str, value: list[str]) -> list[str]:
    """`words` with `value` in place of each `name` (a PHP or shell variable's `$` with it)."""
    out: list[str] = []
    for w in words:
        if w == name:
            if out and out[-1] == "$":
                out.pop()
            out.extend(value)
        else:
            out.append(w)
    return out


# A line that declares a local variable with its value: `$subject = ...;`, `const total = ...`, `let x: T = ...`, `x := ...`.
DECLARED = re.compile(r"^\s*(?:(?:const|let|var|val|local|my|auto|final|mut)\s+)*\$?([A-Za-z_]\w*)\s*(?::[^=]*)?(?::=|(?<![=!<>])=(?!=))")


def inlined(change: Change, original: str, result: str, filename: str, instruction: str) -> bool:
    """The change takes out the declaration of a variable the instruction names (`local topic =`
    paired with the line its value moved into), the result reads that name nowhere, and the
    line is a line that read it with the declared value, word for word, in its place."""
    m = re.search(r"([A-Za-z_$][\w$]*)\s*(?::[^=]*)?(?<![=!<>])=(?!=)", change.old)
    if not m or not re.search(rf"(?<![\w$]){re.escape(m.group(1))}(?![\w$])", instruction):
        return False
    if m.group(1) in {w.text for w in lex(result, filename) if w.kind == "code"}:
        return False
    a, b = original.splitlines(), result.splitlines()
    if not (0 < change.old_line <= len(a) and 0 < change.line <= len(b)):
        return False
    name, value = m.group(1), split_words(a[change.old_line - 1].split("=", 1)[-1].strip().rstrip(";,"))
    line = split_words(b[change.line - 1])
    for use in (split_words(x) for n, x in enumerate(a, 1) if n != change.old_line and name in split_words(x)):
        for put in (value, ["("] + value + [")"]):
            if [w for u in use for w in (put if u == name else [u])] == line:
                return True
    return False


def extracted(change: Change, original: str, result: str, filename: str, instruction: str) -> bool:
    """The change reads a variable the edit declares where the line read what that variable is
    made of (`earliest := now.Add(buffer)`, then `Before(now)` -> `Before(earliest)`): the name
    is new to the code, and its value is the old word with names the instruction says."""
    from .words import instruction_words, mentioned

    old, new = change.old.strip(), change.new.strip()
    if not re.fullmatch(r"[A-Za-z_$][\w$]*", new) or not re.fullmatch(r"[A-Za-z_$][\w$]*", old):
        return False
    if new in {w.text for w in lex(original, filename) if w.kind == "code"}:
        return False
    decl = re.search(rf"^\s*(?:(?:let|const|var|val|auto|final|local|my)\s+)?{re.escape(new)}\s*(?::=|=(?![=>]))\s*(.+?);?\s*$",
                     result, re.M)
    if not decl or re.search(r"\d", decl.group(1)):
        return False
    said = instruction_words(instruction)
    names = re.findall(r"(?<![\w$.])[A-Za-z_$][\w$]*", decl.group(1))
    return old in names and all(w == old or mentioned(w, said) for w in names)


def named_value(change: Change, original: str, result: str, filename: str, instruction: str) -> bool:
    """A literal replaced by a name the edit introduces that holds that very value
    (`gzip -9` -> `gzip -"$COMPRESS_LEVEL"` beside `COMPRESS_LEVEL=9`; `30` -> `TIMEOUT` beside
    `const TIMEOUT = 30`): the same value, now named."""
    old = change.old.strip()
    names = re.findall(r"[A-Za-z_][\w]*", change.new)
    literal = re.fullmatch(r"-?\d+(?:\.\d+)?", old) or re.fullmatch(r"([\"'])[^\"']*\1", old)
    if not literal or len(set(names)) != 1 or re.search(r"\d", change.new.replace(names[0], "")):
        return False
    name, old = names[0], old.strip("\"'")
    # (a name the instruction gives is an extraction's, judged by where it is asked)
    if name in {w.text for w in lex(original, filename) if w.kind == "code"} or re.search(rf"\b{re.escape(name)}\b", instruction):
        return False
    value = rf"[\"']?{re.escape(old)}[\"']?"
    return bool(re.search(rf"(?<![\w$]){re.escape(name)}\s*(?::=|=(?![=>])|:-|:=)\s*{value}\s*(?:[;,)}}]|$)", result, re.M)
                 or re.search(rf"\$\{{{re.escape(name)}:[-=]{value}\}}", result))
