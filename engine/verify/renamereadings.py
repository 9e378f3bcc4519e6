"""How a rename's instruction reads the name, where the file uses it for two things: a member
(`self.buf_len` beside a parameter `buf_len`) or a function (`erosion_score()` beside a
dataclass field `erosion_score`). Each reading says, for each code occurrence of the old name
in the original, whether the rename takes it (rename.py checks the result against it).

    member_reading(before, after, name, new) -> ({word index: renamed}, after's words)
    callable_reading(before, name) -> {word index: renamed}
    says_member / says_callable / only_callable(instruction, intent), fields_named(words, name)
    representations(text, filename) -> [(first, last), ...]   `toString`, `__repr__`: where a
                                                              string may spell the class's name"""

from __future__ import annotations

import re

from .declared import FIELD_MODIFIERS
from .intent import Rename
from .phrasing import said_and_kept
from .scope import Range
from .syntax_trees import definitions
from .tokens import Word


def first_on_line(words: list[Word], i: int) -> bool:
    """Words[i] starts its line, visibility modifiers aside (a Rust `pub buf_len: usize`)."""
    j = i - 1
    while j >= 0 and words[j].line == words[i].line and words[j].text in FIELD_MODIFIERS:
        j -= 1
    return j < 0 or words[j].line < words[i].line


# A rename the instruction says is of a member: "the buf_len field", "the attribute", `RingBuffer.buf_len`.
MEMBER = re.compile(r"\b(?:fields?|attributes?|attrs?|members?|propert(?:y|ies))\b", re.I)


def says_member(instruction: str, intent: Rename) -> bool:
    if len(intent.pairs) != 1 or intent.pairs[0][0].kind != "name":
        return False
    name = re.escape(intent.pairs[0][0].text)
    return bool(MEMBER.search(instruction) or re.search(rf"\b\w+\.{name}\b", instruction))


# A rename the instruction says is of a function or method: "the erosion_score function", `hydration()`.
CALLABLE = re.compile(r"\b(?:functions?|fn|func|methods?|def|routines?|helpers?|Funktion|Methode|funci[oó]n|m[ée]todo|fonction|m[ée]thode|"
                      r"funzione|metodo|functie|methode|funkcj\w*|metod\w*|fonksiyon\w*|função)\b|関数|メソッド|函数|方法|함수|메서드|메소드", re.I)


def says_callable(instruction: str, intent: Rename) -> bool:
    if len(intent.pairs) != 1 or intent.pairs[0][0].kind != "name":
        return False
    name = re.escape(intent.pairs[0][0].text)
    return bool(CALLABLE.search(instruction) or re.search(rf"\b{name}\(\)|\w::{name}\b", instruction))


def only_callable(instruction: str, intent: Rename) -> bool:
    """The part of the instruction that asks calls the thing a function and never a field."""
    asked = said_and_kept(instruction)[0]
    name = re.escape(intent.pairs[0][0].text)
    return bool(CALLABLE.search(asked) or re.search(rf"\b{name}\(\)", asked)) and not says_member(asked, intent) \
        and not FIELD_WORDS.search(asked)


# A field in other languages: "o campo berth", "das Feld", "le champ" (the instruction's words, not a function's).
FIELD_WORDS = re.compile(r"\b(?:campos?|champs?|Feld(?:er)?|attribut\w*|veld(?:en)?|pol[ae]|propriet\w*|propri[ée]t[ée]s?|eigenschaft\w*)\b|"
                         r"フィールド|属性|字段|필드|속성", re.I)


def fields_named(words: list[Word], name: str) -> bool:
    """The file has a field or attribute `name`: `name:` first on its line or in a literal, or `.name =`."""
    for i, w in enumerate(words):
        if w.text != name or w.kind != "code":
            continue
        prev = words[i - 1].text if i else ""
        nxt = [x.text for x in words[i + 1 : i + 3]]
        if nxt[:1] == [":"] and (first_on_line(words, i) or prev in ("{", ",")) or prev == "." and nxt[:1] == ["="]:
            value = [x.text for x in words[i + 2 : i + 10]]
            if not ({"function", "async", "=>", "lambda", "bind", "fn", "func", name} & set(value)):
                return True  # (`onSave: function (doc)`, `this.f = this.f.bind(this)`: the function itself)
    return False


def callable_reading(before: list[Word], name: str) -> dict[int, bool]:
    """The function reading's {word index: renamed or kept} for each code `name` of the
    original: a call (`name(`), a definition (`def name`) or a bare reference renamed; a field
    (`obj.name` not called, `name:` first on its line, a keyword `name=` in a call) kept."""
    hows: dict[int, bool] = {}
    for i, w in enumerate(before):
        if w.text != name or w.kind != "code":
            continue
        prev = before[i - 1].text if i and before[i - 1].kind == "code" else ""
        nxt = before[i + 1].text if i + 1 < len(before) else ""
        if nxt == "(" or prev in ("def", "fn", "func", "function", "fun", "sub"):
            hows[i] = True
        elif prev in (".", "->") or nxt == ":" and (first_on_line(before, i) or prev in ("{", ",")) or nxt == "=" and prev in ("(", ","):
            hows[i] = False
        else:
            hows[i] = True
    return hows


def member_reading(before: list[Word], after: list[Word], name: str, new: str) -> tuple[dict[int, bool], list[Word]]:
    """The member reading's {word index: renamed or kept} for each code `name` of the original,
    and the result with each shorthand written out (`new: name` read as `name`)."""
    hows: dict[int, bool] = {}
    for i, w in enumerate(before):
        if w.text == name and w.kind == "code":
            dotted = i > 0 and before[i - 1].text == "." and before[i - 1].kind == "code"
            declared = first_on_line(before, i) and i + 1 < len(before) and before[i + 1].text == ":"
            hows[i] = dotted or declared
    drop: set[int] = set()
    for j in range(len(after) - 2):
        if [after[j].text, after[j + 1].text, after[j + 2].text] == [new, ":", name] and \
                after[j + 1].line == after[j].line and not (j and after[j - 1].text == "."):
            drop.update((j, j + 1))
    return hows, [w for j, w in enumerate(after) if j not in drop]


# The methods that print an object as its type's name and fields: `"CarePlan[" + id + "]"` there
# spells the class, which a rename of the class may carry along (or not).
REPRESENTS = {"toString", "ToString", "__repr__", "__str__", "to_s", "inspect", "description", "debugDescription", "fmt",
              "__toString", "String", "repr"}


def representations(text: str, filename: str) -> list[Range]:
    return [(d.line, d.end or d.line) for name, d in definitions(text, filename).items() if name in REPRESENTS]
