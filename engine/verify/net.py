"""The net: what is wrong with a result whatever the instruction asked, for every language
Textual highlights (tree-sitter grammars) and every language pygments lexes.

    lost_definitions   a function, method, class or type the original defines is gone, or
                       lost a modifier (`async`, `pub`, `export`), and the instruction names
                       neither it nor the modifier
    small_changes      the result altered a few words inside a line that the instruction does
                       not name: a constant 30 -> 60, `<` -> `<=`, True -> False, a message
                       reworded ("changed beyond the instruction")
    dropped_lines      whole lines of code gone (the file cut short, a block missing)

`net_findings` applies them by what the instruction is: a removal may remove, a rewrite of
no named kind may change words (its small changes are then told, not refused), but an
instruction that only adds, or says "change nothing else", may not alter what was there."""

from __future__ import annotations

import re

from .asyncs import async_only
from .changes import Change, describe
from .findings import Finding, line_list, plural
from .valuewords import COMPARES, NUMERIC, format_arguments, numbers_in
from .tidy import extracted, inlined, named_value, inlined_use, left_unused, separator_moved, unused_name
from .explain import by_concepts, concept_findings, concepts
from .words import FUNCTION_WORDS, MOVABLE, instruction_words, mentioned, name_said, parts_said as _parts_said  # noqa: F401 (re-exported)
from .objective import broken_code, dead_code
from .syntax_trees import definitions
from .textcache import per_text
from .forms import grouping, permuted
from .turned import out_of_kind
from .indents import asked_width, off_level
from .option_letters import flag_letters
from .dockerports import moved_port_lines
from .operators import operator_asked, operator_slipped
from .optionals import optional_only
from .templated import template_added
from .durations import duration_said
from .junctions import junction_asked, junction_turned, operand_dropped
from .gone import REMOVE_VERB, RESHAPES, TAKES_OUT
from .phrasing import said_and_kept
from .rewrites import rearranged_lines
from .namedspans import names_code, removed_spans
from .decisions import decision_findings
from .reshaped import reshape_findings, reshaped
from .statements import removed_statements
from .tokens import Word, by_line, in_prose, lex, wordy
from .diffing import adds_lines, line_opcodes, opcodes, similar
from .dropped import cut_off, dropped_lines, shrunk_lines, strict_drops
from .shaped import Addition

# An instruction that only adds: nothing that was there may change.
ADDITIVE = re.compile(r"^(?:add|insert|append|prepend|include|introduce|document|annotate|write|create|put|attach|wrap|log|"
                      r"implement|define|declare|give|provide|expose|register|support)\b", re.I)
# Additions that take the place of what was there: a parameter of what the code had fixed
# (`defaultTimeout` -> `timeout`), a logger of a print, translations of text, an implementation of a stub.
STANDS_IN = re.compile(r"\b(?:param\w*|arguments?|args?|options?|flags?|switch|configurable|log(?:s|ged|ging|ger|gers)?|i18n|"
                       r"translat\w*|locali[sz]\w*|implement\w*|support)\b", re.I)
# An instruction that takes something away, whatever its verb ("no more X", "without the cache").
TAKES_AWAY = re.compile(rf"\b(?:{REMOVE_VERB})\b|\b(?:no|stop|without|don'?t|dead|unused)\b", re.I)
# Words of a change too small to be a rewrite: at most this many on each side.
SMALL = 4


def lost_definitions(original: str, result: str, filename: str, instruction: str, renamed: dict[str, str]) -> Finding | None:
    """Definitions of the original that the result lost (or whose modifiers it dropped) and the
    instruction does not name."""
    before = definitions(original, filename)
    if not before:
        return None
    after = definitions(result, filename)
    said = instruction_words(instruction)
    gone, stripped = [], []
    dead = dead_code(original, result, filename, instruction)
    for name, d in before.items():
        if any(a <= d.line <= b for a, b in dead):
            continue
        now = after.get(renamed.get(name, name))
        if now is None:  # a name that spells a renamed one, renamed with it (`open_by_respects_step`)
            now = next((after.get(name.replace(old, new, 1)) for old, new in renamed.items() if old in name and old != name), None)
        if now is None and not name_said(name, said):
            gone.append(d)
        # naming the definition is no leave to drop its `export` ("make loadProfile async")
        elif now is not None and (lost := d.modifiers - now.modifiers) and not any(mentioned(m.lstrip("@"), said) for m in lost) \
                and not UNMODIFY.search(instruction):
            stripped.append((d, sorted(lost)))
    if not gone and not stripped:
        return None
    parts = []
    if gone:
        names = ", ".join(f"`{d.name}`" for d in gone[:4]) + (f" and {len(gone) - 4} more" if len(gone) > 4 else "")
        parts.append(f"removed {names} (original line{'s' if len(gone) > 1 else ''} {line_list([d.line for d in gone])})")
    for d, words in stripped[:3]:
        parts.append(f"dropped {' '.join(words)} from `{d.name}` (original line {d.line})")
    return Finding("definitions", False, "; ".join(parts), tuple(d.line for d in gone))


# Words that ask for a modifier to go without naming it.
UNMODIFY = re.compile(r"\b(?:sync|synchronous|blocking|private|internal|unexport\w*|non-?public|hide|module-private|drop\s+the\s+modifiers?)\b",
                      re.I)


def _significant(words: list[Word]) -> list[Word]:
    return [w for w in words if w.kind != "comment"]


def small_changes(original: str, result: str, filename: str) -> list[Change]:
    """The few-word changes inside lines the result kept (comments aside): line hunks first,
    then words within each changed hunk, so a 2,000-line file costs milliseconds. Kept for
    the last few pairs of texts (the rename inference and the net both ask)."""
    return list(_small_changes(original, result, filename))


@per_text(maxsize=4)
def _small_changes(original: str, result: str, filename: str) -> tuple[Change, ...]:
    a_lines, b_lines = original.splitlines(), result.splitlines()
    a_words, b_words = by_line(lex(original, filename)), by_line(lex(result, filename))
    out: list[Change] = []
    for tag, i1, i2, j1, j2 in line_opcodes(original, result):
        if tag != "replace":
            continue
        for (p1, p2), (q1, q2) in _paired(a_lines, i1, i2, b_lines, j1, j2):
            out += _word_changes(original, result, a_words, b_words, p1, p2, q1, q2)
    return tuple(out)


def _paired(a: list[str], i1: int, i2: int, b: list[str], j1: int, j2: int) -> list[tuple[tuple[int, int], tuple[int, int]]]:
    """A changed hunk as the line ranges to compare word by word: the whole hunk when both
    sides have as many lines; else each original line with the result line most like it (in
    order), so a line added beside a changed one is an addition, not words of that change."""
    if i2 - i1 == j2 - j1:
        return [((i1, i2), (j1, j2))]
    out, at = [], j1
    for i in range(i1, i2):
        scores = [(similar(a[i].strip(), b[j].strip()), j) for j in range(at, j2)]
        best = max(scores, default=(0.0, -1))
        if best[0] >= 0.6:
            out.append(((i, i + 1), (best[1], best[1] + 1)))
            at = best[1] + 1
    return out


def _word_changes(original: str, result: str, a_words: dict[int, list[Word]], b_words: dict[int, list[Word]],
                  i1: int, i2: int, j1: int, j2: int) -> list[Change]:
    out: list[Change] = []
    aw = [w for n in range(i1 + 1, i2 + 1) for w in a_words.get(n, [])]
    bw = [w for n in range(j1 + 1, j2 + 1) for w in b_words.get(n, [])]
    words = opcodes([(w.text, w.kind) for w in aw], [(w.text, w.kind) for w in bw])
    for wtag, a1, a2, b1, b2 in words:
        removal = b1 == b2 and wordy(aw[a1:a2]) <= SMALL  # ` aria-current="page"` taken out: three words, seven marks
        if wtag == "equal" or (a2 - a1 > SMALL or b2 - b1 > SMALL) and not removal and not operand_dropped(aw[a1:a2], bw[b1:b2]):
            continue
        old, new = aw[a1:a2], bw[b1:b2]
        if all(w.kind == "comment" for w in old + new):
            continue
        line = new[0].line if new else (bw[b1 - 1].line if b1 else j1 + 1)
        old_line = old[0].line if old else (aw[a1 - 1].line if a1 else i1 + 1)
        in_string = any(w.kind == "string" for w in new)
        prose = in_string and bool(new) and _prose(result, new[0].start, new[-1].end)
        # the names on the line; a value inside a string (not a message) also has the line's string words (`node` of `"node:20.11"`)
        context = tuple(w.text for w in a_words.get(old_line, []) if w.kind == "code" or in_string and not prose and w.kind == "string")
        out.append(Change(_join(original, old), _join(result, new), line, old_line, tuple(w.text for w in old + new),
                          in_string, context, tuple(old), tuple(new), in_prose=prose))
    return out


def _prose(text: str, start: int, end: int) -> bool:
    first = text.rfind("\n", 0, start) + 1
    last = text.find("\n", end)
    line = text[first : last if last >= 0 else len(text)]
    return in_prose(line, start - first, end - first)


def _join(text: str, words: list[Word]) -> str:
    return text[words[0].start:words[-1].end] if words else ""


def unexplained(changes: list[Change], instruction: str) -> list[Change]:
    """Changes the instruction does not account for: it names none of their words, nor any
    name on the line they stand on ("raise the limit" accounts for `LIMIT = 10` -> `20`)."""
    said = instruction_words(instruction)
    return [c for c in changes if not any(re.match(r"[\w$]", w) and len(w) > 1 and mentioned(w, said) for w in c.words + c.context)]


def _own_said(change: Change, instruction: str, line: str | None = None) -> bool:
    """The instruction names one of the words the change itself replaces or writes. Given the
    result's `line`, only a name the change took off it counts (an addition that wrote the new
    route over `show`), and one still on it was not replaced (`Linux and macOS` -> `Linux, macOS and Windows`)."""
    said, olds = instruction_words(instruction), [w.text for w in change.olds if re.match(r"[\w$]", w.text)]
    if line is not None and olds and not all(w.isdigit() for w in olds):
        gone = [w for w in olds if not re.search(rf"(?<![\w$]){re.escape(w)}(?![\w$])", line, re.I)]
        return not gone or any(len(w) > 1 and mentioned(w, said) for w in gone)
    return any(re.match(r"[\w$]", w) and len(w) > 1 and mentioned(w, said) for w in change.words)


# Instructions that ask for judgement rather than a named change: their small changes are told, not refused.
OPEN = re.compile(r"^(?:refactor|rewrite|simplify|fix|improve|optimi[sz]e|clean|tidy|modernize|modernise|restructure|"
                  r"handle|implement|make|speed|harden|debug|port|translate|migrate|update|upgrade|review|polish)\b", re.I)
# "make the 'already signed' message say ...", "make parse return None": a named change, not an open one.
POINTED = re.compile(r"^make\b.{0,80}?\b(?:say|says|read|reads|show|shows|print|prints|return|returns|throw|throws|raise|raises|"
                     r"log|logs|include|includes|mention|accept|accepts|reject|rejects|skip|skips|ignore|ignores|use|uses|"
                     r"default|defaults|point|points|match|matches|wait|retry|call|calls)\b", re.I)
DOCS = re.compile(r"\b(?:document\w*|docstrings?|doc\s+comments?|comments?|describe|explain|annotate)\b", re.I)
INDENT_WORDS = re.compile(r"\b(?:re-?indent\w*|indent\w*|tabs?|(?:\d+|two|three|four|eight)[- ]?spaces?)\b", re.I)


def said_words(change: Change, said: set[str], numbers: bool = True) -> bool:
    """Every name and number the change writes is one the instruction says (or was there);
    numbers only when the instruction says any ("raise the limit" leaves the number open)."""
    new = [w for w in re.findall(r"[A-Za-z_$][\w$]*|\d[\w.]*", change.new) if numbers or not w[0].isdigit()]
    old = set(re.findall(r"[A-Za-z_$][\w$]*|\d[\w.]*", change.old))
    return all(w in old or mentioned(w, said) or _parts_said(w, said) for w in new)


def _score(change: Change, said: set[str]) -> int:
    """How many names on the change's line the instruction says (in whole or by their parts)."""
    names = {w for w in change.context if w.lower() not in FUNCTION_WORDS} | set(change.words)  # `FROM`, `AS` name nothing
    return sum(1 for w in names if re.match(r"[A-Za-z_$]", w) and (len(w) > 1 or f"-{w}" in said)  # a flag's letter: `-k`
               and (mentioned(w, said) or _parts_said(w, said) or f"-{w}" in said))


def judged_changes(changes: list[Change], instruction: str, whole: bool, exact_values: bool = True,
                   open_value: bool = False, file_numbers: frozenset[str] = frozenset()) -> list[Change]:
    """Of a named change's small changes, those the instruction does not account for: no name
    on their line is said, or they write a name or number it does not say, or an equal change
    stands under names it says better (the server's port, not the upstream one)."""
    said = instruction_words(instruction) | {f"-{m}" for m in re.findall(r"(?<![\w-])-([A-Za-z])\b", instruction)}  # `-k`
    whole = whole or bool(EVERY.search(said_and_kept(instruction)[0]))  # "all stages", "both services": every place meant
    numbers = bool(re.search(r"\d", instruction))
    held = said  # what the words a change writes are held to
    if not numbers and COMPARES.search(instruction) and not NUMERIC.search(instruction):  # a comparison asked, no number: none may change
        numbers, held = True, said | set(file_numbers)  # (one the file has may be moved or copied)
    best: dict[tuple[str, str], int] = {}
    writes: dict[str, int] = {}
    for c in changes:
        best[(c.old, c.new)] = max(best.get((c.old, c.new), 0), _score(c, said))
        writes[c.new] = writes.get(c.new, 0) + (not c.in_prose)  # a value in a message is a mention, not a second place
    out = []
    for c in changes:
        score, literal = _score(c, said), bool(LITERAL.fullmatch(c.old.strip()))
        if junction_turned(c, instruction):
            out.append(c)  # `or` -> `and` decides otherwise, whatever the line's names
        elif exact_values and not said_words(c, held, numbers):
            out.append(c)
        elif score == 0 and not (literal and c.new and (whole or writes[c.new] <= 1) and (open_value or not exact_values or said_words(c, said))):
            out.append(c)  # a value the instruction says, written in one place only, needs no name on its line
        elif literal and not whole and score < best[(c.old, c.new)]:
            out.append(c)  # the same value changed under names the instruction says better elsewhere
    return out


# A universal quantifier: the instruction means each place it names ("all stages", "alle FROM-Zeilen").
EVERY = re.compile(r"\b(?:every|each|all|both|alle[ns]?|beide[ns]?|tod[oa]s|ambos|ambas|toutes?|tous|tutt[ie]|wszystki\w*|"
                   r"вс[еи]|всех|все[мх]|оба|обе)\b|所有|全部|すべて|全て|両方|모든", re.I)


# An action that sets a value: "raise the limit" may write a number it does not say.
VALUE_VERB = re.compile(r"^(?:set|change|raise|lower|increase|decrease|bump|reduce|double|halve|adjust|make|update|tune|extend|"
                        r"shorten|lengthen)\b", re.I)
LITERAL = re.compile(r"""-?\d[\w.]*|"[^"]*"|'[^']*'|`[^`]*`|true|false|True|False|nil|null|None""")


def layout_findings(original: str, result: str, filename: str, instruction: str) -> list[Finding]:
    """A re-indent: the code's words stay exactly, and the indent is the one asked for."""
    from .reference import _reindent

    out: list[Finding] = []
    before = [w.text for w in lex(original, filename)]
    after = [w.text for w in lex(result, filename)]
    if before != after:
        changes = small_changes(original, result, filename)
        gone = dropped_lines(original, result, filename)
        text = describe(changes) if changes else "changed the code"
        if gone:
            text += f"; removed {plural(len(gone), 'line')} (original line{'s' if len(gone) > 1 else ''} {line_list(gone)})"
        out.append(Finding("layout", False, text, tuple(c.line for c in changes)))
        return out
    width = asked_width(instruction)
    ref = _reindent(original, filename, width) if width is not None else None
    if width is not None:  # no reference: the file is at that width already
        want, got = (ref.text if ref is not None else original).splitlines(), result.splitlines()
        tab = " " * width if isinstance(width, int) else "\t"  # a docstring's tab indent turned into spaces too
        bad = off_level(want, got, tab)
        if bad:
            how = "tabs" if width == "tab" else f"{width} spaces per level"
            out.append(Finding("layout", False, f"not indented with {how} (line{'s' if len(bad) > 1 else ''} {line_list(bad)})",
                               tuple(bad)))
    return out


def net_findings(original: str, result: str, filename: str, instruction: str, action: str, strict: bool,
                 renamed: dict[str, str], judged: bool, whole: bool = False, exact_values: bool = True) -> tuple[list[Finding], str]:
    """The net's findings on a result, and a note for the verdict's text ("" when none).
    `action`: the instruction's action clause; `strict`: it says nothing else may change;
    `renamed`: old -> new names a rename intent asks for; `judged`: an intent rule already
    judged every token (rename, setting, reformat), so the small-change net stays out."""
    defs = lost_definitions(original, result, filename, instruction, renamed)
    findings = ([defs] if defs else []) + broken_code(original, result, filename)
    if judged or result == original or not _says_anything(instruction):
        return findings, ""
    said = instruction_words(instruction)
    lines = original.splitlines()
    removing = TAKES_AWAY.search(instruction)  # "remove the print"
    cut = [] if removing else cut_off(original, result, filename)  # (a rule that judged every token says what is gone itself)
    if cut and not any(a <= cut[0] <= b for a, b in removed_spans(original, result, filename, said)):  # ("remove the print": asked)
        what = f"last {len(cut)} lines of code are" if len(cut) > 1 else "last line of code is"
        findings.append(Finding("cut", False, f"the result stops early: the original's {what} gone (original line"
                                f"{'s' if len(cut) > 1 else ''} {line_list(cut)})", (len(result.splitlines()),)))
    if INDENT_WORDS.search(instruction) and not names_code(instruction, original, filename):
        return findings + layout_findings(original, result, filename, instruction), ""
    additive = bool(ADDITIVE.match(action))
    shaped = not additive and adds_lines(original, result)  # an addition by its shape
    rework = bool(OPEN.match(action)) and not strict and not POINTED.match(action)  # "harden", "improve", "make": words may be added anywhere
    open_ended = rework and not shaped
    changes = small_changes(original, result, filename)
    if shaped:  # as a named change is judged, and an addition's: what it replaces or removes is said, or new
        odd = [] if rework else judged_changes(changes, instruction, whole, exact_values,
                                               bool(VALUE_VERB.match(action)) and not re.search(r"\d", instruction), numbers_in(original))
        counted = {id(c) for c in odd}
        odd += [c for c in changes if id(c) not in counted and c.old and not MOVABLE.fullmatch(c.old) and not _own_said(c, instruction)]
    elif additive:  # words added to a line of code are an addition; anything else alters what was there
        docs = bool(DOCS.search(action))  # documenting writes into docstrings and comments
        # an addition keeps what was there: a word it replaces is accounted for by the instruction naming that word
        loose = unexplained(changes, instruction)
        after = None if STANDS_IN.search(action) else result.splitlines()  # (what a new parameter or logger takes the place of)
        odd = [c for c in changes if c.old and not MOVABLE.fullmatch(c.old) and (c in loose or not _own_said(c, instruction, after[c.line - 1] if after and c.line <= len(after) else None))
               or not c.old and c in loose and c.in_string and not docs]
    elif open_ended:
        odd = unexplained(changes, instruction)
    else:
        odd = judged_changes(changes, instruction, whole, exact_values, bool(VALUE_VERB.match(action)) and not re.search(r"\d", instruction),
                             numbers_in(original))
    if (shaped or additive) and odd:  # what the lines an addition writes account for
        within = Addition(original, result, instruction)
        odd = [c for c in odd if not within.explains(c)]
    flags = set(re.findall(r"(?<![\w-])-([A-Za-z])\b", instruction))
    ports = moved_port_lines(original, result, filename, instruction)  # a Dockerfile's own port, moved where it is written
    odd = [c for c in odd if not separator_moved(c, original, result) and not format_arguments(c, original, result)
           and not unused_name(c, original, result, filename)
           and not flag_letters(c, flags) and c.line not in ports and not operator_asked(c, original, result, filename, instruction)
           and not junction_asked(c, original, result, instruction) and not optional_only(c, instruction)
           and not template_added(c, instruction, original, result) and not duration_said(c, result, instruction)
           and not extracted(c, original, result, filename, instruction) and not named_value(c, original, result, filename, instruction)
           and not async_only(c, instruction) and not inlined(c, original, result, filename, instruction)
           and not inlined_use(c, original, result, filename, instruction) and not reshaped(c, original, result, filename, instruction)]
    found = concepts(instruction)
    odd = by_concepts(odd, changes, found, original, result, filename, instruction_words(instruction)) if odd else odd
    moved = rearranged_lines(original, result, filename, instruction)  # a loop as a comprehension: its words, moved
    odd += [c for c in out_of_kind(changes, original, result, instruction, action, additive, open_ended) if c not in odd]
    odd = [c for c in odd if not grouping(c, result) and not permuted(c, original, result, instruction) and c.line not in moved]
    odd += [c for c in changes if c not in odd and not open_ended and operator_slipped(c, original, result, instruction)]
    decided, same = decision_findings(original, result, filename, instruction)  # a restructuring that decides otherwise
    odd = [c for c in odd if not any(a <= c.line <= b for a, b in same)]  # a function that decides as before
    findings += decided + reshape_findings(original, result, filename, instruction) + concept_findings(changes, found, original, result, filename, instruction)  # inconsistency, whatever the verb
    if odd and not open_ended:
        findings.append(Finding("beyond", False, describe(odd), tuple(c.line for c in odd)))
    if not open_ended and not defs:
        # a name said excuses a line gone where the instruction may take lines out (not `USER node` for "a node healthcheck")
        takes_out, reshapes = bool(TAKES_OUT.search(instruction)), bool(RESHAPES.search(instruction))
        strict = strict_drops(original, result)  # a line deleted outright, where the edit adds or tweaks, only by what takes lines out
        deleted = shrunk_lines(original, result) if strict else frozenset()
        spans = removed_spans(original, result, filename, said, bodies=takes_out or additive or reshapes or not strict) + dead_code(original, result, filename, instruction) \
            + removed_statements(original, result, filename, said, instruction)
        folded = {line.strip().lower() for line in result.splitlines()} if "case" in found else set()
        gone = [n for n in dropped_lines(original, result, filename, counted=additive and not takes_out)
                if n not in cut and not any(a <= n <= b for a, b in spans) and not ((takes_out or not additive and (n not in deleted or reshapes)) and any(mentioned(w, said) or _parts_said(w, said) for w in re.findall(r"[A-Za-z_$][\w$]*", lines[n - 1]) if len(w) > 2))
                and lines[n - 1].strip().lower() not in folded and not left_unused(lines[n - 1], original, result, filename)]
        if gone:
            findings.append(Finding("beyond", False, f"also removed {plural(len(gone), 'line')} of code "
                                    f"(original line{'s' if len(gone) > 1 else ''} {line_list(gone)})"))
    note = describe(odd, lead="also changed") if odd and not findings else ""
    return findings, note


def _says_anything(instruction: str) -> bool:
    """At least one word that can name something ("x" or "do it" names nothing to judge by)."""
    return any(len(w) > 2 and w.lower() not in FUNCTION_WORDS for w in re.findall(r"[\w$]+", instruction))
