"""A rename read from the file and the result when no sentence pattern reads the instruction:
the instruction says a name the original has (A) and one it has not (B), and the result
swaps names. Then the rename rule judges it as if the instruction had said "rename A to B"
(any phrasing: "the field name qty is too cryptic, use quantity instead", "Cart: items ->
lines"). A definition the instruction names besides A scopes it: a function always ("the
argument of parse_headers"), a class when said as a place ("in class Cart", "Cart's items").

    infer_rename(original, result, filename, instruction) -> Rename | None
"""

from __future__ import annotations

import re
from collections import Counter

from .intent import Rename, Scope, Thing
from .net import FUNCTION_WORDS, small_changes
from .scope import as_place
from .syntax_trees import definitions, keyword_only
from .tokens import lex

IDENT = re.compile(r"[A-Za-z_$][\w$]*")
CLASSY = ("class", "struct", "interface", "impl", "type", "enum", "trait", "record")


# An instruction that asks for something new and says no renaming word: a result that swapped names
# did not rename, it wrote the new thing over an old one ("add a seats route like the passengers one").
ADDS = re.compile(r"^\W*(?:please\s+|pls\s+|can\s+you\s+|could\s+you\s+)?(?:add|insert|append|create|introduce)\b|"
                  r"^\W*there\s+(?:should|must|needs?\s+to)\s+be\b", re.I)
ADDS_ANYWHERE = re.compile(r"追加|新增|添加|추가|\bajout\w*|\ba[ñn]ad\w*|\bagreg\w*|\bhinzu\w*|\baggiung\w*|\badicion\w*|\bdodaj\w*|"
                           r"\bvoeg\w*\s+\S+\s+toe", re.I)
RENAMES = re.compile(r"renam\w*|\bcall(?:ed)?\b|\bnam(?:e|ed|es)\b|\bdevien\w*|\bwird\s+zu\b|\bse\s+llam\w*|改成|改为|变成|になる|に変更|umbenenn\w*|renombr\w*|renomm\w*|rinomin\w*|renome\w*|hernoem\w*|"
                     r"nazw\w*|リネーム|名前|改名|이름|(?:->|→|=>)(?!\s*(?:add|new|make|create|put)\b)|\binstead\b|\bstatt\b", re.I)


def _adds(instruction: str) -> bool:
    """The instruction asks for something new (its first words, or a word that adds in another
    language) and says no word of renaming."""
    parts = re.split(r"(?<=[.!?;:])\s+|\s+(?:->|→)\s+", instruction)
    return (any(ADDS.match(p) for p in parts) or bool(ADDS_ANYWHERE.search(instruction))) and not RENAMES.search(instruction)


def infer_rename(original: str, result: str, filename: str, instruction: str) -> Rename | None:
    adds = _adds(instruction)
    said = [w for w in IDENT.findall(instruction) if len(w) > 1 and w.lower() not in FUNCTION_WORDS]
    code = {w.text for w in lex(original, filename) if w.kind == "code"}
    present = [w for w in dict.fromkeys(said) if w in code]
    absent = [w for w in dict.fromkeys(said) if w not in code and _name_like(w, instruction)]
    swaps = Counter((c.old, c.new) for c in small_changes(original, result, filename)
                    if IDENT.fullmatch(c.old) and IDENT.fullmatch(c.new))
    after = Counter(w.text for w in lex(result, filename) if w.kind == "code") if swaps else Counter()
    before = Counter(w.text for w in lex(original, filename) if w.kind == "code") if swaps else Counter()
    for (old, new), _ in swaps.most_common():
        if old not in present or (new, old) in swaps:  # both ways: a swap of two names (arguments reordered)
            continue
        if after[old] >= before[old]:  # as many `old` as before: moved (a default `size = DEFAULT_SIZE`), not renamed
            continue
        if keyword_only(original, filename, old) or keyword_only(result, filename, new):  # `return` -> `await`: no names
            continue
        if adds and old not in new:  # ("add a seats route like the passengers one" wrote over it; "add an underscore to helper" renames)
            continue
        if not re.search(rf"(?<![\w$-]){re.escape(old)}(?![\w$-])", instruction):
            continue  # said only inside a longer hyphenated name (`.card-title`): not this word
        if _new_parameter(original, result, filename, old, new):
            continue  # a parameter added and used where a constant was: a part of another edit, not a rename
        target = new if new in said else (absent[0] if len(absent) == 1 else None)
        if target is None or target == old:
            continue
        return Rename(((Thing(old, "name"), Thing(target, "name")),), _scope(original, filename, instruction, old))
    return None if adds else _described(original, filename, instruction, swaps, before, after, absent)


def _described(original: str, filename: str, instruction: str, swaps: Counter, before: Counter, after: Counter,
               absent: list[str]) -> Rename | None:
    """The old name unsaid, described ("the label printer class should be called
    AllergenLabelPrinter"): a definition of the original swapped for the one new name the
    instruction says, every use of it gone, and the words it is made of in the instruction."""
    if len(absent) != 1:
        return None
    target = absent[0]
    rest = re.sub(rf"\b{re.escape(target)}\b|[`'\"]?[A-Za-z_$][\w$]*(?:[A-Z_]|\d)[\w$]*", " ", instruction).lower()
    defs = definitions(original, filename)
    found = []
    for (old, new), _ in swaps.most_common():
        if new != target or old not in defs or after[old] or (new, old) in swaps:
            continue
        parts = [p.lower() for p in re.findall(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])", old) if len(p) >= 3]
        if parts and all(re.search(rf"\b{p}", rest) for p in parts):
            found.append(old)
    if len(found) != 1 or before[found[0]] == 0:
        return None
    return Rename(((Thing(found[0], "name"), Thing(target, "name")),), _scope(original, filename, instruction, found[0]))


def _new_parameter(original: str, result: str, filename: str, old: str, new: str) -> bool:
    """`new` is a parameter the result adds, and `old` (a constant, a default) no parameter of the
    original: "add a threshold parameter and use it instead of defaultThreshold"."""
    from .syntax_trees import _tree
    from .undeclared import _parameters

    suffix = "." + filename.rsplit(".", 1)[-1].lower() if "." in filename else ""
    before, after = _tree(original, filename), _tree(result, filename)
    if before is None or after is None:
        return False
    had, has = _parameters(before, suffix), _parameters(after, suffix)
    return new in has and new not in had and old not in had


def _name_like(word: str, instruction: str) -> bool:
    """A word that reads as a name: quoted, or with an underscore, a capital inside or a digit,
    or after "to/into/as/called/named/->"."""
    if re.search(rf"`{re.escape(word)}`|'{re.escape(word)}'|\"{re.escape(word)}\"", instruction):
        return True
    if re.search(r"_|\d|[a-z][A-Z]", word):
        return True
    return bool(re.search(rf"(?:\bto|\binto|\bas|\bcalled|\bnamed|->|=>|→|\buse)\s+`?{re.escape(word)}\b", instruction))


def _scope(original: str, filename: str, instruction: str, name: str) -> Scope | None:
    defs = definitions(original, filename)
    for word in dict.fromkeys(IDENT.findall(instruction)):
        d = defs.get(word)
        if d is None or word == name:
            continue
        classy = any(k in d.kind for k in CLASSY)
        placed = re.search(rf"\b(?:in|inside|within)\s+(?:the\s+)?(?:class\s+|struct\s+|type\s+)?`?{re.escape(word)}\b|"
                           rf"\b{re.escape(word)}'s\b|^\s*`?{re.escape(word)}`?\s*:", instruction, re.I)
        if placed or (not classy and as_place(word, instruction)):  # a function said as a place, not in passing
            return Scope("def", word)
    return None
