"""The rename / replace rule, at token level for any language pygments lexes: every
occurrence of A (a whole token: `count` is not in `counter`, 8080 is not in 18080) in the
scope asked for became B, and no other token changed (B invented elsewhere, a flipped
`is not None`, a second port rewritten...).

Comments, and strings for a rename of a name or a number, may change or not: a correct
rename that leaves a comment alone is not suspect. An attribute `.A` of something the file
does not define (`d.values()`) may stay. A quoted A ('debug') is a literal: it must change
wherever it stands, comments aside. When A stands only in strings or comments, those are
the occurrences."""

from __future__ import annotations

import re
from bisect import bisect_right
from dataclasses import dataclass

from .findings import Finding
from .intent import Rename, Thing
from .keywords import annotation_spans, keyword_hows, mentions
from .owners import index_follows, member_lines, owned_hows, test_follows
from .scope import Range, resolve
from .declared import declared_method
from .tokens import Word, lex, split_words
from .diffing import opcodes
from .renamereadings import (callable_reading, fields_named, first_on_line, member_reading, only_callable, representations,
                              says_callable, says_member)
from .textcache import per_text
from .rename_text import rename_finding

REQUIRED, OPTIONAL, KEEP, FOREIGN = "required", "optional", "keep", "foreign"  # FOREIGN: `.A` the file does not define


@dataclass(frozen=True)
class Slot:
    """One word of the expected result: its key, the original words it stands for, and
    whether it is a renamed use (the first word of one counts it)."""

    key: str
    origin: tuple[int, int]  # original word indexes [a, b)
    how: str = ""  # REQUIRED / OPTIONAL / KEEP for words of an occurrence, "" otherwise
    first: bool = False


def _find(words: list[Word], pairs: list[tuple[list[str], list[str], Thing]]) -> list[tuple[int, int]]:
    """(word index, pair index) of each occurrence, left to right, no overlaps."""
    out, i = [], 0
    firsts = {old[0] for old, _, _ in pairs if old}
    while i < len(words):
        first = words[i].text
        if first not in firsts:  # (most words: one set lookup)
            i += 1
            continue
        for k, (old, _, _) in enumerate(pairs):
            if not old or old[0] != first:
                continue
            if [w.text for w in words[i : i + len(old)]] == old and len({w.kind for w in words[i : i + len(old)]}) == 1:
                out.append((i, k))
                i += len(old)
                break
        else:
            i += 1
    return out


def _attribute_defined(words: list[Word], name: str, members: frozenset[int] = frozenset()) -> bool:
    """The file defines `name` as an attribute or method: `.name = `, `def name`, `name:`
    first on its line (a class field, an object key), or `name` itself on a line of a class,
    struct or other type's block (`members`: those lines)."""
    for i, w in enumerate(words):
        if w.text != name or w.kind != "code":
            continue
        before = words[i - 1].text if i else ""
        after = [x.text for x in words[i + 1 : i + 3]]
        if w.line in members and before not in (".", "->", "::") and first_on_line(words, i) and after[:1] != ["="]:
            return True  # `UserName string` in a struct; not a method's local `values = ...`
        if before == "." and after[:1] == ["="] and after[1:2] != ["="]:
            return True
        if before in ("def", "function", "func", "fn", "fun", "sub"):
            return True
        if before == ")" and after[:1] == ["("] and _go_method(words, i):
            return True  # Go: `func (l *Line) ejectorFor(`
        if after[:1] == [":"] and first_on_line(words, i):
            return True
        if after[:1] == ["("] and declared_method(words, i):
            return True
    return False




def _go_method(words: list[Word], i: int) -> bool:
    """Words[i] is the name of a Go method: its line reads `func (receiver) name(`."""
    j = i - 1
    depth = 0
    while j >= 0 and words[j].line == words[i].line:
        depth += words[j].text == ")"
        depth -= words[j].text == "("
        if depth == 0:
            return j > 0 and words[j - 1].text == "func"
        j -= 1
    return False


# A name only code spells (`buf_len`, `maxRetries`, `v2`): a message that says it speaks of the code.
CODE_NAME = re.compile(r"_|[a-z][A-Z]|\d")


def _prose(words: list[Word], i: int) -> bool:
    """A string word among other words of its string on its line: a message (`"buf_len must be
    positive"`) that mentions the name, not a key or value that is the name."""
    near = [words[j] for j in (i - 2, i - 1, i + 1, i + 2) if 0 <= j < len(words)]
    return any(w.kind == "string" and w.line == words[i].line and w.text[:1].isalpha() for w in near)


def _how(words: list[Word], i: int, thing: Thing, in_scope: bool, attr_free: bool) -> str:
    kind = words[i].kind
    if kind == "comment" or kind == "string" and thing.kind != "string":
        return OPTIONAL  # in scope or not: a mention may follow the rename or not
    if not in_scope:
        return KEEP
    if attr_free and i and words[i - 1].text == "." and words[i - 1].kind == "code":
        return FOREIGN  # `d.values()` when the file renames its own `values`: not the same thing
    return REQUIRED


def _expected(words: list[Word], pairs, scope: Range | None, keywords: dict[int, bool] | None = None,
              data: set[int] | None = None, members: frozenset[int] = frozenset()) -> list[Slot]:
    """The original words with every occurrence in scope renamed; `keywords`: keyword
    arguments in calls, {word index: renamed or kept}, whatever the scope; `members`: the
    lines of the original's type blocks."""
    attr_free = {k: not _attribute_defined(words, p[2].text, members) for k, p in enumerate(pairs)}
    found = _find(words, pairs)
    keywords = keywords or {}
    hows = [(REQUIRED if keywords[i] else KEEP) if i in keywords else
            _how(words, i, pairs[k][2], scope is None or scope[0] <= words[i].line <= scope[1], attr_free[k]) for i, k in found]
    if REQUIRED not in hows:  # only in strings, comments or attributes: those are the ones meant
        hows = [REQUIRED if h in (OPTIONAL, FOREIGN) else h for h in hows]
    elif data is not None:  # a name renamed in code: strings that hold data (messages, keys) stay
        hows = [KEEP if h == OPTIONAL and i in data else h for (i, _), h in zip(found, hows)]
    slots: list[Slot] = []
    at = 0
    for (i, k), how in zip(found, hows):
        slots.extend(Slot(w.text, (j, j + 1)) for j, w in enumerate(words[at:i], at))
        old, new, _ = pairs[k]
        span = (i, i + len(old))
        text = old if how in (KEEP, FOREIGN) else new
        slots.extend(Slot(t, span, how, n == 0) for n, t in enumerate(text))
        at = i + len(old)
    slots.extend(Slot(w.text, (j, j + 1)) for j, w in enumerate(words[at:], at))
    return slots


def _canonical(words: list[Word], pairs, data: set[int] | None = None) -> list[str]:
    """The result's keys, its optional mentions (comments, strings, `.attr`) renamed, so that
    renaming them or not compares equal; `data`: string words that are no mention."""
    keys = [w.text for w in words]
    attr_free = {k: not _attribute_defined(words, p[2].text) for k, p in enumerate(pairs)}
    for i, k in reversed(_find(words, pairs)):
        old, new, thing = pairs[k]
        if _how(words, i, thing, True, attr_free[k]) == OPTIONAL and not (data and i in data):
            keys[i : i + len(old)] = new
    return keys


def _rename_all(keys: list[str], pairs) -> list[str]:
    out, i = [], 0
    while i < len(keys):
        for old, new, _ in pairs:
            if keys[i : i + len(old)] == old:
                out.extend(new)
                i += len(old)
                break
        else:
            out.append(keys[i])
            i += 1
    return out


def _spans(lines: list[int]) -> list[tuple[int, int]]:
    """[start, end) of each run of words on one line."""
    out, start = [], 0
    for i in range(1, len(lines) + 1):
        if i == len(lines) or lines[i] != lines[start]:
            out.append((start, i))
            start = i
    return out


def _opcodes(a: list[str], a_lines: list[int], b: list[str], b_lines: list[int]) -> list[tuple[str, int, int, int, int]]:
    """difflib's opcodes from `a` to `b`, found line by line first and word by word only
    inside the lines that differ: the same answer where lines are kept, and fast on long
    files (a word-level match over a whole file is quadratic in its commonest words)."""
    sa, sb = _spans(a_lines), _spans(b_lines)
    la, lb = [tuple(a[i:j]) for i, j in sa], [tuple(b[i:j]) for i, j in sb]
    ops = []
    for tag, i1, i2, j1, j2 in opcodes(la, lb):
        a1 = sa[i1][0] if i1 < len(sa) else len(a)
        a2 = sa[i2 - 1][1] if i2 > i1 else a1
        b1 = sb[j1][0] if j1 < len(sb) else len(b)
        b2 = sb[j2 - 1][1] if j2 > j1 else b1
        if tag == "equal":
            ops.append(("equal", a1, a2, b1, b2))
        elif i2 - i1 == j2 - j1 or (a2 - a1) * (b2 - b1) > WORD_DIFF_LIMIT:  # line for line
            for (p1, p2), (q1, q2) in zip(sa[i1:i2], sb[j1:j2]):
                ops += _word_ops(a, p1, p2, b, q1, q2)
            rest_a, rest_b = sa[i1 + min(i2 - i1, j2 - j1) : i2], sb[j1 + min(i2 - i1, j2 - j1) : j2]
            if rest_a or rest_b:  # the lines one side has more of
                ra = (rest_a[0][0], rest_a[-1][1]) if rest_a else (a2, a2)
                rb = (rest_b[0][0], rest_b[-1][1]) if rest_b else (b2, b2)
                ops.append(("replace" if rest_a and rest_b else "delete" if rest_a else "insert", *ra, *rb))
        else:
            ops += _word_ops(a, a1, a2, b, b1, b2)
    return ops


WORD_DIFF_LIMIT = 2_000_000  # words x words in one changed block: above it, lines are paired in order


def _word_ops(a: list[str], a1: int, a2: int, b: list[str], b1: int, b2: int) -> list[tuple[str, int, int, int, int]]:
    return [(t, a1 + x1, a1 + x2, b1 + y1, b1 + y2) for t, x1, x2, y1, y2 in opcodes(a[a1:a2], b[b1:b2])]


def _snippet(text: str, words: list[Word]) -> str:
    if not words:
        return ""
    s = " ".join(text[words[0].start : words[-1].end].split())
    return s if len(s) <= 40 else s[:37] + "..."


def check_rename(original: str, result: str, filename: str, intent: Rename, instruction: str = "") -> Finding:
    """The rename's finding. Where it fails only because a local of the member's name was
    kept (a parameter `buf_len` beside the field `self.buf_len`) and the instruction says a
    member is renamed, the member reading decides: each `.A` and each declaration of A first on
    its line renamed, each bare A kept, a shorthand `A` in a literal written out as `B: A`."""
    found = _check_rename(original, result, filename, intent, instruction=instruction)
    if found.ok is True and only_callable(instruction, intent) and fields_named(_words(original, filename, intent, instruction),
                                                                                intent.pairs[0][0].text):
        called = _check_rename(original, result, filename, intent, callable_only=True)
        if called.ok is False:  # the field of the same name renamed with the function
            return Finding("rename", False, f"{called.text} (the function only: the field of that name is another thing)", called.lines)
    if found.ok is not False:
        return found
    if says_member(instruction, intent):
        member = _check_rename(original, result, filename, intent, member=True)
        if member.ok:
            return Finding("rename", True, f"{member.text}, the member only (a local of that name kept)")
    if says_callable(instruction, intent) and fields_named(_words(original, filename, intent, instruction), intent.pairs[0][0].text):
        called = _check_rename(original, result, filename, intent, callable_only=True)
        if called.ok:
            return Finding("rename", True, f"{called.text}, the function only (a field of that name kept)")
    return found


def _words(original: str, filename: str, intent: Rename, instruction: str) -> list[Word]:
    """The original's words as the rename read them already (lexed once per text)."""
    return expect.before if (expect := _expect(original, filename, intent, instruction)) is not None else lex(original, filename)


@dataclass(frozen=True)
class _Expected:
    """What a rename expects of the original, whatever the result: its words, the scope, the
    keyword and owner readings, its strings that hold data, and the expected words (slots)."""

    before: list[Word]
    scope: Range | None
    keywords: dict[int, bool]
    data: set[int] | None
    slots: list[Slot]
    members: frozenset[int]  # the lines of its type blocks (member_lines)


@per_text(maxsize=4)
def _expect(original: str, filename: str, intent: Rename, instruction: str) -> _Expected | None:
    """The original's side of the rename, None where the scope it names is not in the file.
    Kept: a refused rename's computed fix is checked against the same original."""
    scope = None
    if intent.scope is not None:
        scope = resolve(original, filename, intent.scope.kind, intent.scope.name)
        if scope is None:
            return None
    before = lex(original, filename)
    keywords = keyword_hows(before, filename, intent.pairs[0][0].text, intent.scope.name if intent.scope else None) \
        if len(intent.pairs) == 1 and intent.pairs[0][0].kind == "name" else {}
    keywords = {**owned_hows(original, filename, intent, instruction, before, scope), **keywords}
    data = _data_strings(before, filename, intent, original)
    members = member_lines(original, filename)
    slots = _expected(before, _pairs(intent), scope, keywords, data, members)
    return _Expected(before, scope, keywords, data, slots, members)


def _pairs(intent: Rename) -> list[tuple[list[str], list[str], Thing]]:
    return [(split_words(a.text), split_words(b.text), a) for a, b in intent.pairs]


def _check_rename(original: str, result: str, filename: str, intent: Rename, member: bool = False, instruction: str = "",
                  callable_only: bool = False) -> Finding:
    label = ", ".join(a.text for a, _ in intent.pairs)
    expect = _expect(original, filename, intent, instruction)
    if expect is None:
        return Finding("rename", None, f"no `{intent.scope.name if intent.scope else ''}` to limit the rename to")
    pairs, before, slots = _pairs(intent), expect.before, expect.slots
    after = lex(result, filename)
    data_after = _data_strings(after, filename, intent, result)
    if member:
        members, after = member_reading(before, after, intent.pairs[0][0].text, intent.pairs[0][1].text)
        slots = _expected(before, pairs, expect.scope, {**members, **expect.keywords}, expect.data, expect.members)
    elif callable_only:
        called = callable_reading(before, intent.pairs[0][0].text)
        if expect.scope is not None:  # the scope's own reading holds outside it (a same-named method of another class)
            called = {i: v for i, v in called.items() if expect.scope[0] <= before[i].line <= expect.scope[1]}
        slots = _expected(before, pairs, expect.scope, {**called, **expect.keywords}, expect.data, expect.members)
    total = sum(1 for s in slots if s.first and s.how == REQUIRED)
    if total == 0:
        where = f" in `{intent.scope.name}`" if intent.scope else ""
        return Finding("rename", None, f"no {label} in the file{where}")
    got = _canonical(after, pairs, data_after)
    renamed, left = 0, 0
    chunks: list[tuple[int, str, str, int, str]] = []  # (line, before, after, tokens, why)
    left_lines: list[int] = []
    wrong: list[tuple[int, str]] = []  # (line, the name used instead of B)
    keys = [s.key for s in slots]
    ops = _opcodes(keys, [before[s.origin[0]].line for s in slots], got, [w.line for w in after])
    for tag, i1, i2, j1, j2 in ops:
        wanted = sum(1 for s in slots[i1:i2] if s.first and s.how == REQUIRED)
        if tag == "equal":
            renamed += wanted
            continue
        if wanted and _rename_all(got[j1:j2], pairs) == keys[i1:i2]:
            left += wanted
            left_lines.extend(w.line for w in after[j1:j2])
            continue
        if tag == "replace" and i2 - i1 == j2 - j1 == 1 and slots[i1].how == REQUIRED and len(pairs[0][1]) == 1:
            wrong.append((after[j1].line, got[j1]))  # renamed, but to another name
            continue
        a1 = min((s.origin[0] for s in slots[i1:i2]), default=slots[i1].origin[0] if i1 < len(slots) else len(before))
        a2 = max((s.origin[1] for s in slots[i1:i2]), default=a1)
        if tag == "replace" and a2 - a1 == j2 - j1 == 1 and \
                index_follows(before, a1, after, j1, intent.pairs[0][0].text, intent.pairs[0][1].text, filename):
            continue  # `idx_orders_total` -> `idx_orders_total_cents`
        if tag == "replace" and a2 - a1 == j2 - j1 == 1 and test_follows(before, a1, after, j1, intent.pairs[0][0].text, intent.pairs[0][1].text):
            continue  # `fn open_by_respects_step` -> `fn nudge_open_respects_step`
        if _grammar(before[a1:a2], after[j1:j2], got[j2:], pairs):
            continue  # "a UserRecord" -> "an Account": a comment's article follows the new name
        b1, b2 = j1, j2
        if _bare(before[a1:a2]) or _bare(after[b1:b2]):  # nothing, or one sign: show the words either side on its line
            a1, a2 = _widen(before, a1, a2)
            b1, b2 = _widen(after, b1, b2)
        line = after[j1].line if j1 < len(after) else (after[-1].line if after else 1)
        hows = {s.how for s in slots[i1:i2]}
        kept = [s for s in slots[i1:i2] if s.how == KEEP]
        why = "string" if kept and all(before[s.origin[0]].kind == "string" for s in kept) else \
            "scope" if KEEP in hows else "foreign" if FOREIGN in hows else "other"
        chunks.append((line, _snippet(original, before[a1:a2]), _snippet(result, after[b1:b2]), max(i2 - i1, j2 - j1), why))
    return rename_finding(intent, label, (renamed, total, left), left_lines, wrong, chunks)


def _grammar(old: list[Word], new: list[Word], rest: list[str], pairs) -> bool:
    """A comment's article changed right before a renamed mention ("a UserRecord" -> "an Account")."""
    words = old + new
    return bool(words) and all(w.kind == "comment" and w.text.lower() in ARTICLES for w in words) \
        and any(rest[: len(b)] == b for _, b, _ in pairs)


ARTICLES = {"a", "an", "the"}


def _data_strings(words: list[Word], filename: str, intent: Rename, text: str) -> set[int] | None:
    """Indexes of string words that hold data, not a mention (a rename of names only)."""
    if any(a.kind != "name" for a, _ in intent.pairs):
        return None
    hints = sorted(annotation_spans(text, filename))
    starts, ends = [a for a, _ in hints], [b for _, b in hints]
    named = mentions(words, filename)

    def hinted(at: int) -> bool:  # inside an annotation (they never overlap: the one starting last before `at`)
        k = bisect_right(starts, at) - 1
        return k >= 0 and at < ends[k]

    olds = {a.text for a, _ in intent.pairs}
    shows = representations(text, filename) if any(w.kind == "string" and w.text in olds and w.text[:1].isupper() for w in words) else []
    return {i for i, w in enumerate(words) if w.kind == "string" and i not in named
            and not hinted(w.start) and not (_prose(words, i) and CODE_NAME.search(w.text))
            and not (w.text in olds and w.text[:1].isupper() and text[w.end:w.end + 1] in ("[", "{", "(", "<", "@")
                     and any(a <= w.line <= b for a, b in shows))}  # `"CarePlan[" + id`: the class's name, printed


def _bare(words: list[Word]) -> bool:
    return not words or len(words) == 1 and not words[0].text[0].isalnum() and words[0].text[0] != "_"


def _widen(words: list[Word], a: int, b: int) -> tuple[int, int]:
    """[a, b) and the word either side, each where it shares a line with the span."""
    if a == b:  # empty: the neighbours on one line with each other
        left, right = (words[a - 1] if a else None), (words[b] if b < len(words) else None)
        same = left is not None and right is not None and left.line == right.line
        return (a - 1 if left is not None and (same or right is None) else a), (b + 1 if right is not None and (same or left is None) else b)
    lo = a - 1 if a and words[a - 1].line == words[a].line else a
    hi = b + 1 if b < len(words) and words[b].line == words[b - 1].line else b
    return lo, hi
