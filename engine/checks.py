"""The verdict on an edit's result before anyone accepts it, in four levels:

    verified   an intent rule held (the rename renamed every use and nothing else, the
               minified JSON is the same data on one line...)
    parses     the syntax and names check passed; no intent rule applies ("intent not checked")
    suspect    an intent rule failed: what and where (uses left, other tokens changed, the
               data changed, the layout asked for does not hold, no changes at all, lines
               lost outside what the instruction names)
    breaks     the result does not parse, or (Python) lost a module-level name the
               instruction did not name, or reads a name it no longer binds

    check(original, result, filename, instruction) -> Verdict

Pure: no model, no files, no UI. The syntax and names check per file type:

    .py .pyi          compile() (syntax, plus what ast.parse lets through: `return` outside
                      a function, misplaced nonlocal...), then the module-level names, then
                      names the result still reads but no longer binds anywhere
    .json .ipynb ...  json.loads
    .toml             tomllib
    .yaml .yml        PyYAML's safe loader, every document
    anything else     not checked (the intent rules still run, on pygments' tokens)

The intent rules live in engine/verify/ (intent.py reads the instruction; rename.py,
reformat.py judge; scope.py says what changed outside what the instruction names)."""

from __future__ import annotations

import ast
import re
from dataclasses import dataclass, field, replace
from enum import Enum
from typing import Any
from pathlib import PurePath

from .verify.words import spaced
from .verify.addfield import AddField, check_add_field
from .verify.annotations import Annotate, check_annotate
from .verify.fstrings import FStrings, check_fstrings
from .verify.findings import Finding, line_list, plural
from .verify.intent import Reformat, Rename, read
from .verify.names import module_names, removed_names, undefined_names  # noqa: F401 (re-exported)
from .verify.parsers import PARSERS, ParseFailure, parse_python, parser_for, shared_tree  # noqa: F401 (re-exported)
from .verify.reformat import check_reformat, sort_scope
from .verify.move import Move, check_move
from .verify.data import converted_to, is_data_file, parsed_pair, unreadable  # noqa: F401 (re-exported)
from .verify.datanet import data_findings
from .verify.codedata import code_data_findings
from .verify.removal import read_data_removal, Remove, check_remove
from .verify.rename import check_rename
from .verify.setting import Setting, check_setting, locate, setting_lines
from .verify.sortnamed import SortNamed, check_sort_named
from .verify.places import placed
from .verify.new_errors import new_errors
from .verify.scope import lost, markdown, named_ranges, outside, prose
from .verify.grounded import infer_rename
from .verify.explain import concept_intent
from .verify.net import net_findings
from .verify.mdnet import md_findings
from .verify.looking import may_leave_unchanged
from .verify.reference import reference
from .verify.phrasing import read_phrasing, said_and_kept
from .verify.syntax_trees import has_grammar, parse_errors
from .verify.diffing import opcodes
from .verify.added import added_findings
from .verify.inline import inline_fix, inlining
from .verify.replaced import explained
from .verify.templates import same_strings
from .verify.textcache import paused_gc



class Level(str, Enum):
    """A verdict's level, best first. Str-valued: --stats-json, the reports and the status
    line show the value."""

    VERIFIED = "verified"
    PARSES = "parses"
    SUSPECT = "suspect"
    BREAKS = "breaks"

    def __str__(self) -> str:
        return self.value

    @property
    def refused(self) -> bool:
        """Suspect or breaks: the safe write refuses it unless forced."""
        return self in (Level.SUSPECT, Level.BREAKS)


VERIFIED, PARSES, SUSPECT, BREAKS = Level
LEVELS = tuple(Level)
BREAKING = ("syntax", "removes", "undefined")


@dataclass(frozen=True)
class Verdict:
    """What `check` found. `level`: one of LEVELS. `kind`: what the syntax and names check
    found: "parses", "syntax" (the result does not parse), "removes" (module-level names
    disappeared), "undefined" (a name the result reads is bound nowhere any more), "unparsed"
    (neither the original nor the result parses) or "unchecked" (a file type with no check).
    `text` is the one line for a stats line ("verified (renamed 11 of 11)"); `detail` the
    same without the level, for "the result ..." and the retry note."""

    kind: str
    text: str
    line: int | None = None
    removed: tuple[str, ...] = ()
    level: Level | str = ""  # "" in a constructor call: derived from kind; a value: its member
    findings: tuple[Finding, ...] = ()
    outside: tuple[int, ...] = ()  # result lines changed outside what the instruction names
    detail: str = field(default="", compare=False)
    fix: str | None = field(default=None, compare=False)  # the computed result (reference.py), offered when refused
    fix_how: str = field(default="", compare=False)  # "renamed with libcst"
    departs: tuple[int, ...] = field(default=(), compare=False)  # result lines where it departs from the fix

    def __post_init__(self) -> None:
        level = Level(self.level) if self.level else BREAKS if self.kind in BREAKING else PARSES
        object.__setattr__(self, "level", level)
        if not self.detail:
            object.__setattr__(self, "detail", self.text)

    @property
    def breaks(self) -> bool:
        """The result breaks a file that was fine before."""
        return self.level == BREAKS

    @property
    def refused(self) -> bool:
        """Suspect or breaks: the safe write refuses it unless forced."""
        return Level(self.level).refused

    @property
    def ok(self) -> bool:
        return not self.refused

    def as_dict(self) -> dict:
        return {
            "level": Level(self.level).value, "kind": self.kind, "text": self.text, "line": self.line,
            "removed": list(self.removed), "intent": [f.as_dict() for f in self.findings],
            "outside": list(self.outside),
            "fix": None if self.fix is None else {"how": self.fix_how, "departs": list(self.departs)},
        }


# -- syntax and names -----------------------------------------------------------------------


def syntax_check(original: str, result: str, filename: str, instruction: str = "", result_name: str | None = None) -> Verdict:
    """Does the result parse, and (Python) keep its names? `result_name`: the result's file
    type when it differs (a conversion to JSON)."""
    parse, parse_after = (shared_tree if p is parse_python else p for p in (parser_for(filename), parser_for(result_name or filename)))
    if parse_after is None and has_grammar(result_name or filename):
        return tree_check(original, result, result_name or filename)
    if parse_after is None:
        suffix = PurePath(result_name or filename).suffix or PurePath(filename).name or "no file type"
        return Verdict("unchecked", f"not checked ({suffix})")
    try:
        before = parse(original) if parse else None
    except ParseFailure:
        before = None
    try:
        after = parse_after(result)
    except ParseFailure as e:
        where = f" at line {e.line}" if e.line else ""
        if before is None:
            return Verdict("unparsed", f"does not parse{where} (nor did the original): {e.message}", e.line)
        return Verdict("syntax", f"breaks syntax{where}: {e.message}", e.line, detail=f"breaks syntax{where}: {e.message}")
    if isinstance(before, ast.Module) and isinstance(after, ast.Module):
        lost = removed_names(before, after, instruction)
        if lost:
            names = tuple(n for n, _ in lost)
            shown = ", ".join(f"`{n}`" for n in names[:3]) + (f" and {len(names) - 3} more" if len(names) > 3 else "")
            used = next(((n, ln) for n, ln in lost if ln is not None), None)
            tail = f" (still used at line {used[1]})" if used else ""
            detail = f"removes {shown}{tail}"
            return Verdict("removes", f"breaks: {detail}", used[1] if used else None, names, detail=detail)
        gone = undefined_names(before, after)
        if gone:
            name, line = gone[0]
            more = f" (and {len(gone) - 1} more)" if len(gone) > 1 else ""
            detail = f"leaves `{name}` undefined at line {line}{more}"
            return Verdict("undefined", f"breaks: {detail}", line, tuple(n for n, _ in gone), detail=detail)
    return Verdict("parses", "parses")


def tree_check(original: str, result: str, filename: str) -> Verdict:
    """The syntax check for the languages tree-sitter reads (JavaScript, TypeScript, Go, Rust,
    Java, shell, CSS, HTML, SQL, XML): the result breaks when it has errors the original had not."""
    before, after = parse_errors(original, filename) or [], parse_errors(result, filename) or []
    if not after:
        return Verdict("parses", "parses")
    if before:
        if new := new_errors(original, result, before, after):  # errors where the edit wrote, beside the original's own
            detail = f"breaks syntax at line {new[0]}" + (f" (and {plural(len(new) - 1, 'more place')})" if len(new) > 1 else "")
            return Verdict("syntax", detail + " (the original's own errors aside)", new[0], detail=detail)
        return Verdict("unparsed", f"does not parse at line {after[0]} (nor did the original)", after[0])
    detail = f"breaks syntax at line {after[0]}" + (f" (and {plural(len(after) - 1, 'more place')})" if len(after) > 1 else "")
    return Verdict("syntax", detail, after[0], detail=detail)


# -- intent ---------------------------------------------------------------------------------

# The rules whose finding covers the whole result (no named range to count changes outside).
WHOLE: dict[type, Any] = {
    Annotate: check_annotate, FStrings: lambda o, r, f, i: check_fstrings(o, r, f, i.partial), Reformat: check_reformat,
    AddField: check_add_field, SortNamed: check_sort_named, Move: check_move,
}


def intent_findings(original: str, result: str, filename: str, instruction: str, intent=False) -> tuple[list[Finding], list[int], str]:
    """The intent rules' findings, the result lines changed outside what the instruction
    names, and how to say them ("outside the renamed uses"). `intent`: as read already."""
    if intent is False:
        intent = read(instruction) if instruction.strip() else None
    findings: list[Finding] = []
    if isinstance(intent, Rename):
        findings.append(check_rename(original, result, filename, intent, instruction))
        renamed_at = re.compile("|".join(rf"(?<!\w){re.escape(a.text)}(?!\w)" for a, _ in intent.pairs))
        uses = [n for n, line in enumerate(original.splitlines(), 1) if renamed_at.search(line)]
        lines, where = outside(original, result, [(n, n) for n in uses]), "outside the renamed uses"
    elif isinstance(intent, Setting):
        spot, same = locate(original, intent), setting_lines(original, filename, intent)
        findings.append(check_setting(original, result, intent, filename))
        lines = outside(original, result, [(k, k) for k in [spot[0] + 1, *same]]) if spot else []
        where = f"outside the {intent.label or ' '.join(intent.words)}"
    elif type(intent) in WHOLE:  # rules that judge the whole result: no lines "outside"
        findings.append(WHOLE[type(intent)](original, result, filename, intent))
        lines, where = [], ""
    else:
        if isinstance(intent, Remove):
            findings.append(check_remove(original, result, filename, intent, instruction))
        named = named_ranges(original, filename, instruction)
        lines = outside(original, result, [r for _, r in named]) if named else []
        where = "outside " + ", ".join(dict.fromkeys(n for n, _ in named)) if named else ""
        # a removal names all it takes out: any other line lost counts (a data file's removal is
        # judged on its data instead)
        removal = intent if isinstance(intent, Remove) and not is_data_file(filename) else None
        ranges = [r for _, r in named]
        names = (removal.name,) if removal else ()
        dropped = lost(original, result, ranges, instruction, filename, bool(removal), names) if named or removal else []
        where = where or (f"besides `{names[0]}`" if names else "")
        if dropped:  # the instruction names what to change; the result also lost other lines
            findings.append(Finding("scope", False, f"also removed {plural(len(dropped), 'line')} {where} "
                                    f"(original line{'s' if len(dropped) > 1 else ''} {line_list(dropped)})"))
    action = read_phrasing(instruction).action if instruction.strip() else ""
    if result == original and instruction.strip() and not may_leave_unchanged(action, instruction):
        if not any(f.ok for f in findings):  # "already minified" holds; anything else: nothing was done
            findings = [Finding("unchanged", False, "no changes")]
    return findings, lines, where


@paused_gc  # a check makes some 300,000 objects on a long file, no cyclic garbage: 10-15% of its time
def check(original: str, result: str, filename: str, instruction: str = "") -> Verdict:
    """The verdict on `result`, an edit of `original` (a file named `filename`), against
    what `instruction` asked for. A refused verdict carries the exact result where a library
    computes one (`fix`, reference.py), with the lines where the result departs from it."""
    instruction = spaced(instruction)
    verdict = judge(original, result, filename, instruction)
    if not verdict.refused or not instruction.strip():
        return verdict
    intent = intent_of(original, result, filename, instruction)
    ref = reference(original, filename, intent) if intent is not None else None
    if ref is None and (inlined := inline_fix(original, result, filename, instruction)) not in (None, result, original):
        return replace(verdict, fix=inlined, fix_how="inlined by substitution", departs=tuple(departures(inlined, result)))
    if ref is None or ref.text in (result, original) or not confirms(original, ref.text, filename, instruction, intent):
        return verdict
    return replace(verdict, fix=ref.text, fix_how=ref.how, departs=tuple(departures(ref.text, result)))


def confirms(original: str, fix: str, filename: str, instruction: str, intent) -> bool:
    """The rule that read the instruction holds on the computed result. (Only that rule: the
    result is computed by a library from the parsed original, and a whole second check would
    double the time of every refused check.)"""
    findings, _, _ = intent_findings(original, fix, filename, instruction, intent)
    return any(f.ok for f in findings) and not any(f.ok is False for f in findings)


def departures(expected: str, result: str) -> list[int]:
    """Lines of `result` that differ from `expected`, white space at either end aside."""
    a, b = [s.strip() for s in expected.splitlines()], [s.strip() for s in result.splitlines()]
    out: list[int] = []
    for tag, _, _, j1, j2 in opcodes(a, b):
        if tag != "equal":
            out += list(range(j1 + 1, j2 + 1)) or [min(j1 + 1, max(len(b), 1))]
    return sorted(set(out))


def intent_of(original: str, result: str, filename: str, instruction: str):
    """The intent the rules judge by: read from the instruction, else the conversion the
    result shows, else a rename read from the file and the result."""
    intent = read(instruction) if instruction.strip() else None
    if not (isinstance(intent, Reformat) and intent.target) and (fmt := converted_to(result, filename, instruction)):
        intent = Reformat(frozenset({"convert"}), None, fmt)  # the result is in the other format the instruction names
    if (intent is None or isinstance(intent, Setting) and locate(original, intent) is None) and instruction.strip() \
            and not is_data_file(filename) and not prose(filename):
        intent = infer_rename(original, result, filename, instruction) or intent  # read from the file and the result
    if intent is None and instruction.strip():  # a mechanical rule the instruction's concept names, or a key said taken out
        intent = concept_intent(original, filename, instruction) or (read_data_removal(instruction, original, filename)
                                                                       if is_data_file(filename) else None)
    if isinstance(intent, Reformat) and "sort" in intent.actions and not intent.target and is_data_file(filename):
        intent = replace(intent, within=sort_scope(original, filename, instruction), instruction=instruction)  # "sort [dependencies]": that table
    return intent


def judge(original: str, result: str, filename: str, instruction: str = "") -> Verdict:
    """The verdict without the computed fix."""
    instruction = spaced(instruction)
    intent = intent_of(original, result, filename, instruction)
    target = f"result.{intent.target}" if isinstance(intent, Reformat) and intent.target else None
    base = syntax_check(original, result, filename, instruction, target)
    if base.breaks:
        return base
    if exact := inlining(original, result, filename, instruction)[0]:  # the computed inlining, to the tree
        done = Finding("inline", True, f"inlined {', '.join(f'`{n}`' for n in exact)} exactly")
        return Verdict(text=f"verified ({done.text})", level=VERIFIED, detail=done.text, kind=base.kind, findings=(done,))
    findings, lines, where = intent_findings(original, result, filename, instruction, intent)
    net, note = net_check(original, result, filename, instruction, intent, findings)
    rewritten = same_strings(original, result, filename, instruction)  # concatenation <-> template literals
    findings = findings + [f for f in net if not explained(f, instruction, original, result) and not (rewritten and f.rule == "beyond")]
    findings += added_findings(original, result, filename, instruction, intent, findings)
    failed = [f for f in findings if f.ok is False]
    held = [f for f in findings if f.ok is True]
    skipped = [f for f in findings if f.ok is None]
    shown = [n for n in lines if not any(n in f.lines for f in failed)]
    also = f"also changed {len(shown)} line{'s' if len(shown) != 1 else ''} {where}: {line_list(shown)}" if shown else ""
    extra: dict[str, Any] = dict(kind=base.kind, line=base.line, removed=base.removed, findings=tuple(findings), outside=tuple(lines))
    if failed:
        detail = "; ".join(f.text for f in failed)
        return Verdict(text=f"suspect: {detail}", level=SUSPECT, detail=detail, **extra)
    syntax = "" if base.kind == "parses" or prose(filename) else f"; syntax {base.text}" if base.kind == "unchecked" else f"; {base.text}"
    if held:
        detail = "; ".join([f.text for f in held] + ([also] if also else []))
        return Verdict(text=f"verified ({detail}){syntax}", level=VERIFIED, detail=detail, **extra)
    why = f" ({skipped[0].text})" if skipped else ""
    text = ", ".join([base.text] + ([also] if also else []) + ([note] if note else []) + [f"intent not checked{why}"])
    return Verdict(text=text, level=PARSES, **extra)


# The rules that judge every token of the result themselves: the small-change net stays out.
JUDGING = (Rename, Setting, Reformat, AddField, SortNamed, FStrings, Annotate, Move)


def net_check(original: str, result: str, filename: str, instruction: str, intent, findings: list[Finding]) -> tuple[list[Finding], str]:
    """The net's findings (engine/verify/net.py) for this instruction, and its note."""
    table = PurePath(filename).suffix.lower() in (".csv", ".tsv")
    if not instruction.strip() or prose(filename) and not markdown(filename) or table or (isinstance(intent, Reformat) and intent.target):
        return [], ""
    reading = read_phrasing(instruction)
    whole_text, instruction = instruction, said_and_kept(instruction)[0]  # what it says stays names no target of the edit
    if is_data_file(filename):
        pair = parsed_pair(original, result, filename)
        ruled = any(f.ok is not None for f in findings) and isinstance(intent, (*JUDGING, Remove))
        if isinstance(pair, str) or result == original or ruled or any(f.ok is False for f in findings):
            return [], ""  # a rule judged the data already
        strict = bool(reading.constraints & {"nothing else", "keep order", "keep keys"})
        return data_findings(original, result, pair[0], pair[1], instruction, reading.whole, strict, whole_text), ""
    renamed = {a.text: b.text for a, b in intent.pairs if a.kind == "name"} if isinstance(intent, Rename) else {}
    # a rule that read the intent judges the tokens; one that could not locate a rename's or a
    # setting's target leaves them to the net (a rename of a name the file lacks changed what?)
    judged = isinstance(intent, JUDGING) and (any(f.ok is not None for f in findings) or not isinstance(intent, (Rename, Setting, AddField)))
    strict = "nothing else" in reading.constraints or isinstance(intent, Move)
    if isinstance(intent, Remove) and any(f.ok is not None for f in findings):
        judged = True  # the removal rule counts every other line lost itself
    if markdown(filename):  # prose the user may reword: only its facts are held (mdnet.py)
        return ([] if judged else md_findings(original, result, filename, instruction)), ""
    # a setting the rule could not locate: its value may be said in other units ("60 seconds" for 60000 ms)
    found, note = net_findings(original, result, filename, instruction, reading.action, strict, renamed, judged, reading.whole,
                               exact_values=not isinstance(intent, Setting))
    every = bool(re.search(r"\b(?:every|each|all)\b", instruction, re.I))
    found += code_data_findings(original, result, filename, instruction, every)  # literal data in code: as a data file's
    removal = re.match(r"(?:remove|delete|drop|strip|get\s+rid\s+of|take\s+out|rm|purge|ditch|kill|eliminate)\b", reading.action, re.I)
    if not judged and not found and result != original and not reading.whole and not removal:  # a removal takes uses along
        found += placed(original, result, filename, reading.action, instruction)
    return found, note
