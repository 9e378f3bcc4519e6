"""The places an instruction's action says (`to the User struct`, `in run()`, "at the end of the
enum") and the lines a result changed elsewhere (`placed`), with what is no change elsewhere:

    kind_place   "at the end of the enum", "in the struct": the file's one definition of that kind
    introduced   a top-level declaration of the name the instruction introduces (`const TTL = 1800;`
                 for "extract 1800 into TTL"), wherever it goes
    consequences a call site of the placed function, an import, an export dropped"""

from __future__ import annotations

import re

from .findings import Finding, plural, line_list
from .asyncs import awaited
from .alsoplaced import TELLING, documents, option_lines, reads_member
from .namedtables import declared_ranges, rewritten
from .phrasing import asks, said_and_kept
from .switches import member_entries
from .scope import IMPORT, LINES, STOP, Range, _block_end, _short, as_place, changed_lines, def_range, named_ranges, outside, with_comments_above

def placed(original: str, result: str, filename: str, action: str, instruction: str = "") -> list[Finding]:
    """The action says where it applies (`to the User struct`, `in run()`, `Ticket: add ...`)
    and the result changed lines elsewhere: suspect, when no rule judged the edit. Only a place
    the action says as a place counts (a name it only mentions, "so it stops looking like
    parseHeaders", is no place), with every definition of that name (a Rust struct and its
    `impl` blocks). A changed line elsewhere that reads a placed name (a call site) or imports
    something is the edit's consequence. Only the action counts: "Leave Default() as it is"
    names what stays."""
    from .syntax_trees import definition_ranges, definitions, has_grammar

    if TESTS.search(action):  # "a test for parse_duration": tests live in their own place, not in what they test
        return []

    defs = definitions(original, filename)
    # a place holds what the edit changes: a definition, a section, lines (a constant is a value, not a place)
    said = named_ranges(original, filename, action)
    named = [(n, r) for n, r in said if as_place(n.strip("`"), action) and (_short(n) in defs or LINES.fullmatch(n) or not has_grammar(filename))]
    if named and ADDS_SOMETHING.search(action) and not TELLING.match(action.strip()) \
            and not any(_at(n, action) < len(" ".join(action.split()[:3])) for n, _ in named) \
            and all(documents(_short(n), instruction or action) for n, _ in named):
        return []  # "add -t, and mention it in usage": where the option is told of, not where it works
    asked = said_and_kept(action)[0]
    # definitions (not sections or keys) that the action asks about, not those it says stay
    said = [(n, r) for n, r in said if re.search(rf"(?<![\w$]){re.escape(_short(n))}(?![\w$])", asked)
            and (_short(n) in defs or def_range(original, filename, _short(n)) is not None)]
    # a definition another sentence or clause asks about ("...; chart skips the bad codes") is the edit's too
    # (not where the instruction confines the edit: "Only renew, please; redeem is being reworked")
    # a definition another clause asks something of ("...; chart skips the bad codes"), not one it only tells of
    # ("save_data already retries", "we will apply it in invoice later"), nor where the instruction confines the edit
    clauses = re.split(r"(?<=[.!?;])\s+|;\s*", said_and_kept(instruction)[0]) if instruction and instruction != action \
        and not ONLY.search(instruction) else []
    said += [(n, r) for n, r in named_ranges(original, filename, " ".join(clauses)) if (n, r) not in said
             and any(_asked_of(_short(n), c) for c in clauses)
             and (_short(n) in defs or def_range(original, filename, _short(n)) is not None)]
    kinds = kind_place(original, action, [n for n, _ in said])  # "at the end of the enum": the file's one enum
    named, said = named + kinds, said + kinds
    text = original.splitlines()
    # a doc comment or decorator above goes with what it documents; a definition the action names
    # but not as a place ("label it Refunded" of `fun label()`) is the edit's too, once it has a place
    ranges = [(with_comments_above(text, first, blank=True), last) for _, (first, last) in (named + said if named else [])]
    ranges += [(with_comments_above(text, a, blank=True), b) for n, _ in named for a, b in definition_ranges(original, filename, _short(n))]
    # "... and set it on every entry of FLEET": a table the action names beside its place (not the place itself)
    declared = declared_ranges(original, action, {_short(n) for n, _ in named}) if named else []
    if TRY.search(action):  # "wrap import_batch in try/except": the handler goes where it is called
        ranges += _callers(original, filename, [_short(n) for n, _ in named if _short(n) in defs], defs)
    lines = outside(original, result, ranges + declared) + rewritten(original, result, declared) if named else []
    names = [_short(n) for n, _ in named if _short(n) in defs]  # a function's or type's uses follow it
    lines = sorted(set(lines) - consequences(original, result, names) - beside(original, result, names) - introduced(original, result, action, instruction or action)
                   - awaited(original, result, action) - member_entries(original, result, filename) - option_lines(original, result, instruction or action))
    if not lines:
        return []
    where = ", ".join(dict.fromkeys(n for n, _ in named))
    return [Finding("scope", False, f"changed {plural(len(lines), 'line')} outside {where}: {line_list(lines)}", tuple(lines))]


# An action that brings something new (an option, a target, a field), which its place may only tell of.
ADDS_SOMETHING = re.compile(r"^\W*(?:please\s+)?(?:add|insert|introduce|support|accept|give|create|new)\b|(?<![\w-])--?[A-Za-z]|"
                            r"\b(?:option|flag|switch|target)\b", re.I)


def _asked_of(name: str, clause: str) -> bool:
    """The clause names `name` and asks something of it: an action, or `name` as the subject of a
    verb ("chart skips the bad codes", "plan() should skip them"), and no "later" or "already"."""
    if not re.search(rf"(?<![\w$]){re.escape(name)}(?![\w$])", clause) or LATER.search(clause):
        return False
    return asks(clause) or bool(re.match(rf"\W*(?:the\s+)?`?{re.escape(name)}(?:\(\))?`?\s+(?:\w+s|should|must|needs?|has\s+to|will)\b",
                                         clause, re.I))


def _at(name: str, text: str) -> int:
    m = re.search(rf"(?<![\w$]){re.escape(_short(name))}(?![\w$])", text)
    return m.start() if m else len(text)


LATER = re.compile(r"\b(?:later|afterwards|follow-?up|another\s+(?:pr|commit|change|ticket)|separately|already|next\s+(?:sprint|week|release)|"
                   r"todo|not\s+yet|works?\s+fine|is\s+fine)\b", re.I)
ONLY = re.compile(r"\b(?:only|just|solely|nur|ausschließlich|solo|solamente|seulement|uniquement|somente|apenas|tylko|alleen|enkel)\b|だけ|のみ|只|仅", re.I)
TESTS = re.compile(r"\b(?:unit\s+)?tests?\b|\bspecs?\b|\btest\s+cases?\b", re.I)
TRY = re.compile(r"\b(?:try|except|catch|wrap\w*|rescue|handl\w*|guard)\b", re.I)


def _callers(original: str, filename: str, names: list[str], defs: dict) -> list[Range]:
    """The innermost definitions that call each of `names`, as line ranges."""
    from .tokens import lex

    out: list[Range] = []
    for w in lex(original, filename):
        if w.kind == "code" and w.text in names and not (defs[w.text].line <= w.line <= (defs[w.text].end or 0)):
            around = [d for d in defs.values() if d.line <= w.line <= (d.end or d.line)]
            if around:
                inner = max(around, key=lambda d: d.line)
                out.append((inner.line, inner.end or inner.line))
    return out


def consequences(original: str, result: str, names: list[str]) -> set[int]:
    """Result lines of the changed stretches whose every line imports something or reads one of
    `names` (a call site of the function changed, the export of the one removed)."""
    old, new = original.splitlines(), result.splitlines()
    # a call, a construction or a struct literal of one of them: `f(`, `obj.f(`, `new T`, `T {`, `T::new(`, `f!(`, or its
    # entry in an export list (a member read, `Tier.GOLD`, is a use elsewhere, not a consequence)
    uses = [re.compile(rf"(?:\bnew\s+{re.escape(w)}\b|(?<![\w$.]){re.escape(w)}\s*(?:[({{!]|::)|(?<=\.){re.escape(w)}\s*\(|[\"'`]{re.escape(w)}[\"'`]|"
                       rf"\bexport\b.*(?<![\w$]){re.escape(w)}(?![\w$]))") for w in names]  # ...an export list's entry
    out: set[int] = set()
    for _, (o1, o2), (r1, r2) in changed_lines(original, result):
        was, now = [x for x in old[o1 - 1 : o2] if x.strip()], [x for x in new[r1 - 1 : r2] if x.strip()]
        words = set(re.findall(r"[\w$]+", " ".join(was)))
        # every line imports or reads one of them, or is such a line with words taken out (an export dropped)
        reads = [IMPORT.match(x) or any(u.search(x) for u in uses) for x in was]
        if (was or now) and all(reads) and all(IMPORT.match(x) or any(u.search(x) for u in uses) or set(re.findall(r"[\w$]+", x)) <= words
                                               or _import_item(new, k) for k, x in enumerate(new[r1 - 1 : r2], r1) if x.strip()):
            out |= set(range(r1, r2 + 1)) if r2 >= r1 else {r1}
    return out


def beside(original: str, result: str, names: list[str]) -> set[int]:
    """Result lines of added stretches that declare something of a named type where the language
    puts it beside the type: a case or subtype (`case object Slack extends Tide`, `class Late :
    Tide()`, `impl Display for Tide`) or an extension (`extension (t: Tide)`, `fun Tide.isHigh()`)."""
    if not names:
        return set()
    n = "|".join(re.escape(w) for w in names)
    head = re.compile(rf"\b(?:extends|with|implements)\s+(?:[\w.]+\s*,\s*)*(?:{n})\b|\b(?:class|object|enum)\s+\w+.*:\s*(?:{n})\b"
                      rf"|\bimpl\b.*\bfor\s+(?:{n})\b|\bextension\s*(?:<[^>]*>\s*)?\(\s*\w+\s*:\s*(?:{n})\b|\bfun\s+(?:<[^>]*>\s*)?(?:{n})\.")
    new = result.splitlines()
    out: set[int] = set()
    for _, (o1, o2), (r1, r2) in changed_lines(original, result):
        stretch = [k for k in range(r1, r2 + 1) if 0 < k <= len(new) and new[k - 1].strip()]
        if o2 < o1 and stretch and head.search(new[stretch[0] - 1]):  # lines added, led by such a declaration
            out |= set(range(r1, r2 + 1))
    return out


def _import_item(lines: list[str], k: int) -> bool:
    """Line `k` (1-based) is an entry of an import group (Go's `import (` ... `)`) that the code
    reads (`strconv.Itoa`: an unused import does not compile)."""
    entry = re.fullmatch(r"\s*(?:([\w.]+)\s+)?\"([^\"]+)\"\s*", lines[k - 1])
    if not entry:
        return False
    name = entry.group(1) or entry.group(2).rsplit("/", 1)[-1]
    if name != "_" and not any(re.search(rf"(?<![\w.]){re.escape(name)}\.", x) for x in lines):
        return False
    for line in reversed(lines[: k - 1]):
        if re.fullmatch(r"\s*import\s*\(\s*", line):
            return True
        if not re.fullmatch(r"\s*(?:(?:[\w.]+\s+)?\"[^\"]+\")?\s*(?://.*)?", line):
            return False
    return False


KINDS = r"enum|struct|class|interface|trait|record|object|protocol|table|type"


def kind_place(original: str, action: str, said: list[str]) -> list[tuple[str, Range]]:
    """The definition "the enum" (the struct, the interface...) names when the file has exactly one
    of that kind and the action names no definition of it already."""
    out: list[tuple[str, Range]] = []
    for kind in dict.fromkeys(k.lower() for k in re.findall(rf"\b(?:the|this|that)\s+({KINDS})\b", action, re.I)):
        found = re.findall(rf"(?m)^\s*(?:[\w@]+\s+)*?{kind}\b(?:\s+class)?\s+([A-Za-z_]\w*)", original)
        if len(set(found)) == 1 and f"`{found[0]}`" not in said and (r := _block(original, found[0])):
            out.append((f"`{found[0]}`", r))
    return out


def _block(text: str, name: str) -> Range | None:
    """The lines from the one that declares `name` to the end of its braces."""
    lines = text.splitlines()
    for i, line in enumerate(lines):
        if re.search(rf"\b(?:{KINDS})\b(?:\s+class)?\s+{re.escape(name)}\b", line):
            return i + 1, _block_end(lines, i)
    return None


# A top-level line that declares a name: `const X = 1;`, `export let x`, `X = 5`, `#define X 5`.
DECLARES = re.compile(r"(?:export\s+)?(?:(?:const|let|var|val|static|final|pub|public|private|protected|internal|readonly|#define)\s+)*"
                      r"(?:[A-Za-z_$][\w$.]*(?:<[^=;]*>)?(?:\[\])?\??\s+(?=[A-Za-z_$][\w$]*\s*[=;]))?"  # a type first: `double MAX_WIND = 12.0;`
                      r"([A-Za-z_$][\w$]*)\s*(?:[:=]|\s\S)")
# A class's own constant, one level in: `    private static final double MAX_WIND = 12.0;`.
CLASS_MEMBER = re.compile(r"^(?: {1,4}|\t)(?:public|private|protected|internal|static|const|final|readonly)\b")
CLASS_HEAD = re.compile(r"(?m)^\s*(?:(?:public|private|protected|internal|abstract|final|sealed|static|open|data)\s+)*(?:class|struct|object|record)\s+\w+")
# A line that is only a comment: it goes with the declaration it documents.
COMMENT_LINE = re.compile(r"\s*(?://|/\*|\*|#(?!define)|--)")


def introduced(original: str, result: str, action: str, instruction: str = "") -> set[int]:
    """Result lines of the inserted stretches, at the top level, whose every line names what the
    action introduces (a name it says that the original lacks: `const SESSION_TTL = 1800;` for
    "extract 1800 into SESSION_TTL"). Inside a definition, such a line is placed like any other."""
    new_names = ({w for w in re.findall(r"[A-Za-z_$][\w$]*(?:-[\w$]+)*", action) if len(w) > 2}
                 | {w for w in re.findall(r"[A-Za-z_$][\w$]*", instruction) if len(w) > 2 and re.search(r"[A-Z]{2}|_|[a-z][A-Z]", w)}) \
        - set(re.findall(r"[A-Za-z_$][\w$]*(?:-[\w$]+)*", original)) - STOP  # (a Make target may be `validate-catalogue`)
    # an option's name as the code spells it: --compress-level is COMPRESS_LEVEL, compress_level, compressLevel
    spelled = {v for w in new_names for v in (w.replace("-", "_").upper(), w.replace("-", "_"),
                                              re.sub(r"-(\w)", lambda m: m.group(1).upper(), w))} \
        - set(re.findall(r"[A-Za-z_$][\w$]*", original)) - new_names  # (not a name the action writes as such)
    new_names |= spelled
    # an option the action adds (`-k/--keep`) that the original does not take: its letter and its name
    flags = {m.group(1) for m in re.finditer(r"(?<![\w-])--?([A-Za-z][\w-]*)", action)
             if not re.search(rf"(?<![\w-])-{{1,2}}{re.escape(m.group(1))}\b", original)}
    new_names |= flags
    shown = re.compile(rf"(?<![\w-])-{{1,2}}(?:{'|'.join(map(re.escape, sorted(flags)))})\b") if flags else None
    new = result.splitlines()
    out: set[int] = set()
    members = {n for n in new_names if n[:1].isupper() and n.lower() not in STOP and n.lower() not in VERB_WORDS}
    one_class = len(CLASS_HEAD.findall(original)) == 1  # a class member: the file's one class (not another class's)
    for tag, _, (r1, r2) in changed_lines(original, result):
        a1, a2 = _slid(new, r1, r2) if tag == "insert" else (r1, r2)  # (`shift 2`, `;;` that close the arm above: slid down)
        added = [(k, new[k - 1]) for k in range(a1, a2 + 1) if new[k - 1].strip()]
        code = [(k, x) for k, x in added if not COMMENT_LINE.match(x)]
        if tag == "insert" and code and all((m := DECLARES.match(x.lstrip())) and m.group(1) in new_names for _, x in code) \
                and any(x == x.lstrip() or CLASS_MEMBER.match(x) and one_class for _, x in code):
            out |= set(range(r1, r2 + 1))
        elif tag == "insert" and added and all((m := DECLARES.match(x.lstrip())) and m.group(1) in new_names
                                               and _read_elsewhere(m.group(1), new, r1, r2) for _, x in added):
            out |= set(range(r1, r2 + 1))  # in a declaration group (Go's `var (`), read where the edit placed it
        elif tag == "insert" and added and shown and all(shown.search(x) for _, x in added):
            out |= set(range(r1, r2 + 1))  # the new option's line in the help text (`-k, --keep DAYS  ...`)
        elif tag == "insert" and added and all(any(_branch(n, x) or _member(n, x, new, k) for n in new_names) for k, x in _heads(added)):
            out |= set(range(r1, r2 + 1))  # the new member (`BOOTING(40, "Booting"),`) or a switch's branch for it (`case BOOTING:`)
        elif tag == "insert" and (rule := [(k, x) for k, x in added if not _phony_of(x, new_names)]) \
                and (m := TARGET.match(rule[0][1])) and m.group(1) in new_names and all(x.startswith(("\t", " ")) for _, x in rule[1:]):
            out |= set(range(r1, r2 + 1))  # a new Make target (`calibrate: venv`) with its recipe (and its own `.PHONY:`)
        elif tag == "insert" and 2 <= len(code) <= 6 and any(reads_member(x, members) for _, x in code) \
                and _handles_type(original, result, r1, members):
            out |= set(range(r1, r2 + 1))  # a few lines that use the new member (`if (...) { return SeatZone.Box; }`; a list's entry is placed)
    old = original.splitlines()
    for tag, (o1, o2), (r1, r2) in changed_lines(original, result):  # a list that gained the new name: `.PHONY: ... calibrate`
        if tag == "replace" and o1 == o2 and r1 == r2:
            was, now = re.findall(r"[\w$.-]+", old[o1 - 1]), re.findall(r"[\w$.-]+", new[r1 - 1])
            gained = [w for w in now if w not in was]
            if gained and set(gained) <= new_names and [w for w in now if w in was] == was \
                    and all(_defined(g, new, r1) for g in gained):  # a list naming what the edit defines, not `#[derive(.., Hash)]`
                out.add(r1)
        if tag == "replace" and o1 == o2 and r1 == r2 and _named_value(old[o1 - 1], new[r1 - 1], spelled, new):
            out.add(r1)  # `gzip -9` -> `gzip -"$COMPRESS_LEVEL"` beside `COMPRESS_LEVEL=9` (an extraction's own name is placed)
        elif tag == "replace" and _extended(old[o1 - 1: o2], new[r1 - 1: r2], new_names, set(re.findall(r"[\w$]+", action))) and \
                (_asked_in(new, r1, instruction or action) or all(COMMENT_LINE.match(x) for x in old[o1 - 1: o2] + new[r1 - 1: r2])):
            out |= set(range(r1, r2 + 1))  # `a || b` -> `a || b || Kind.New`, in a function the instruction speaks of
        # the last member given its separator and the new one after it (`Masterclass = 4,` + `Ensemble = 5`)
        elif tag == "replace" and o1 == o2 and r2 > r1 and new[r1 - 1].rstrip() in (old[o1 - 1].rstrip() + ",", old[o1 - 1].rstrip() + ";") \
                and all(any(_member(n, new[k - 1], new, k) for n in new_names) for k in range(r1 + 1, r2 + 1) if new[k - 1].strip()):
            out |= set(range(r1, r2 + 1))
    return out


VERB_WORDS = {"add", "make", "change", "remove", "update", "set", "use", "put", "give", "create", "insert", "new", "could", "please"}


def _handles_type(original: str, result: str, at: int, members: set[str]) -> bool:
    """The function around result line `at` already read members of the new member's type in
    the original (`zoneForRow` returned `SeatZone.Balcony`): the new member belongs there."""
    new = result.splitlines()
    types = {m.group(1) for x in new for m in re.finditer(r"([A-Z][\w$]*)\s*(?:\.|::)\s*([A-Z][\w$]*)", x) if m.group(2) in members}
    if not types:
        return False
    start = at
    while start > 1 and not HEADER.search(new[start - 1]) and new[start - 1][:1] in (" ", "\t", "}", ""):
        start -= 1
    head = new[start - 1] if start >= 1 else ""
    found = HEADER.search(head)
    name = next((g for g in found.groups() if g), None) if found else None
    if name is None:
        return False
    lines = original.splitlines()
    heads = [k for k, x in enumerate(lines) if (m := HEADER.search(x)) and name in m.groups()]
    if not heads:
        return False
    following = [k for k, x in enumerate(lines) if k > heads[0] and HEADER.search(x)]
    body = "\n".join(lines[heads[0]:following[0] if following else len(lines)])
    return any(re.search(rf"\b{re.escape(t)}\s*(?:\.|::)\s*[A-Z]", body) for t in types)


def _defined(name: str, lines: list[str], besides: int) -> bool:
    """A line of `lines` other than `besides` (1-based) defines `name` (`name:`, `def name(`, `const name =`)."""
    head = re.compile(rf"^\s*(?:[\w.]+\s+)*?{re.escape(name)}\s*(?::(?!:)|=|\()")
    return any(head.match(x) for k, x in enumerate(lines, 1) if k != besides)


def _phony_of(line: str, names: set[str]) -> bool:
    return bool(re.match(r"\.PHONY\s*:", line)) and set(line.split(":", 1)[1].split()) <= names


# A Makefile target's first line: `name: prerequisites`.
TARGET = re.compile(r"([A-Za-z_][\w.-]*)\s*::?(?!=)")


def _named_value(was: str, now: str, new_names: set[str], lines: list[str]) -> bool:
    """`now` is `was` with a value replaced by a new name that the result sets to that value."""
    for name in new_names:
        for ref in (f'"${{{name}}}"', f'"${name}"', f"${{{name}}}", f"${name}", name):
            if ref in now:
                for line in lines:
                    m = re.match(rf"\s*(?:(?:export|readonly|local|const|let|var|val|final|static)\s+)*{re.escape(name)}\s*(?::=|=)\s*(.+?)\s*;?\s*$", line)
                    if m and now.replace(ref, m.group(1).strip("\"'")) == was:
                        return True
                break
    return False


HEADER = re.compile(r"\b(?:fun|function|def|func|fn|sub|proc)\s+(?:\([^)]*\)\s*)?([A-Za-z_$][\w$]*)|"
                    r"^\s*(?:(?:public|private|protected|internal|static|override|virtual|async|final)\s+)*[\w<>\[\],?]+\s+([A-Za-z_]\w*)\s*\(")


def _asked_in(lines: list[str], at: int, instruction: str) -> bool:
    """The function around line `at` (1-based) is one the instruction asks about by a word of its
    name ("active like Paused" for `isActive`), not one it says stays."""
    from .tokens import split_words

    said, kept = said_and_kept(instruction)
    for line in reversed(lines[:at]):  # (from the line itself: `bool IsHot() => ...`)
        m = HEADER.search(line)
        if m:
            name = m.group(1) or m.group(2)
            parts = {w.lower()[:5] for w in split_words(re.sub(r"([a-z])([A-Z])", r"\1 \2", name).replace("_", " ")) if len(w) > 3}
            # a sentence that asks for it, not one that says it must not ("a suspended ticket must not board")
            asking = [x for x in re.split(r"(?<=[.;!?])\s+", said) if not NEGATION.search(x)]
            asked = {w.lower()[:5] for x in asking for w in re.findall(r"\w+", x) if len(w) > 3}
            return name not in kept and bool(parts & asked)
    return False


NEGATION = re.compile(r"\b(?:not|never|cannot|no|none|false|nicht|kein\w*|pas|nunca|jamais|nie)\b|n't\b|不|없", re.I)


def _extended(was: list[str], now: list[str], new_names: set[str], said: frozenset[str] | set[str] = frozenset()) -> bool:
    """`now` is `was` with tokens added, among them a new name, and no word added that is
    neither new, nor already there, nor `said` (the same condition with one more alternative)."""
    a = re.findall(r"[\w$]+|[^\s\w$]", " ".join(was))
    b = re.findall(r"[\w$]+|[^\s\w$]", " ".join(now))
    it = iter(b)
    if not a or not all(t in it for t in a):  # the old tokens, in order, inside the new
        return False
    added = [t for t in b if re.match(r"[\w$]", t)]
    return any(t in new_names for t in added) and all(t in new_names or t in a or t in said for t in added)


COMMENT_LINE = re.compile(r"\s*(?:#(?![\[!])|//|--|/?\*|;)")  # (not Rust's `#[derive(...)]`)


def _slid(lines: list[str], r1: int, r2: int) -> tuple[int, int]:
    """An inserted stretch r1..r2 (1-based) moved down while its first line repeats the line
    after it: the diff put a new `case` arm's closing lines first, the block is the same."""
    while r2 < len(lines) and lines[r1 - 1] == lines[r2]:
        r1, r2 = r1 + 1, r2 + 1
    return r1, r2


def _heads(added: list[tuple[int, str]]) -> list[tuple[int, str]]:
    """The lines of an inserted stretch that are not the body of the line above them (a
    `case Kind.New:` with its `return 7.50m;`)."""
    out: list[tuple[int, str]] = []
    for k, x in added:
        if out and _indent(x) > _indent(out[-1][1]) and not x.lstrip().startswith(("case ", "default")):
            continue
        if not out and re.fullmatch(r"\s*(?:;;|[})\]]+;?|break;?|esac|fi|done|end)\s*", x):
            continue  # the arm above closed where the new one now starts (`;;`, then `-k|--keep)`)
        out.append((k, x))
    return out


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip())


def _branch(name: str, line: str) -> bool:
    n = re.escape(name)
    return bool(re.search(rf"^\s*(?:case\s+)?(?:[\w$]+\.)*{n}\s*(?:->|=>|:)|^\s*case\s+(?:[\w$]+\.)*{n}\b|"
                          rf"^\s*[\w|*-]*(?<![\w-])-*{n}\)", line))  # a shell `case` arm: `-c|--compress-level)`


def _member(name: str, line: str, lines: list[str], k: int) -> bool:
    """Line `k` (1-based) of `lines` is the entry `name` (`BOOTING(40, "Booting"),`) of the enum
    whose braces hold it (a call of a new function elsewhere is no member)."""
    if not re.match(rf"\s*{re.escape(name)}\s*(?:\(|,|;|=|$)", line):
        return False
    depth = 0
    for j in range(k - 2, -1, -1):
        above = lines[j]
        depth += above.count("}") - above.count("{")
        if depth < 0:
            head = above if above.strip() != "{" else next((x for x in reversed(lines[:j]) if x.strip()), "")  # C#'s brace on its own line
            return bool(re.search(r"\benum\b", head))
    return False


def _read_elsewhere(name: str, lines: list[str], r1: int, r2: int) -> bool:
    """`name` is read on a line outside result lines [r1, r2]: a new error or constant the placed
    code returns, not a field declared in the wrong struct and never used."""
    pattern = re.compile(rf"(?<![\w$]){re.escape(name)}(?![\w$])")
    return any(pattern.search(line) for k, line in enumerate(lines, 1) if not r1 <= k <= r2)
