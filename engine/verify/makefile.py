"""What a Makefile's edit keeps, whatever the instruction:

    recipes       a recipe line stays with its target (a target inserted between `test:` and
                  its tab-indented lines takes them over)
    default goal  the first target (what a bare `make` runs) stays first, unless the result
                  names `.DEFAULT_GOAL` or the instruction's target is gone from it
    .PHONY        every name the result adds to `.PHONY` has a rule
    a new target  what the instruction says of the one target it adds: phony ("mark it .PHONY"),
                  and the targets it depends on ("needs venv", "after the venv is set up")
    a shell's `$(date +%F)` written with one `$` in a new line: make reads it as a variable of
                  that name, empty, where the shell's command substitution needs `$$(`"""

from __future__ import annotations

import re
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import PurePath

from .findings import Finding

ASKS_DEFAULT = re.compile(r"\bdefault\b|\bfirst\b|bare\s+`?make|no\s+arguments|without\s+arguments|plain\s+`?make`?\b|"
                          r"just\s+(?:running\s+)?`?make`?\b|Standardziel|por\s+defecto|par\s+défaut", re.I)
TARGET = re.compile(r"^([^\s:=#][^:=]*?)\s*:(?!=)")


@dataclass
class _Make:
    recipes: list[tuple[str, str | None, int]] = field(default_factory=list)  # (line, its target, line number)
    targets: list[str] = field(default_factory=list)  # in order
    phony: set[str] = field(default_factory=set)
    needs: dict[str, list[str]] = field(default_factory=dict)  # target -> its prerequisites


def is_makefile(filename: str) -> bool:
    name = PurePath(filename).name.lower()
    return name in ("makefile", "gnumakefile") or name.endswith((".mk", ".make"))


def makefile_findings(original: str, result: str, filename: str, instruction: str = "") -> list[Finding]:
    if not is_makefile(filename) or result == original:
        return []
    before, after = _read(original), _read(result)
    found: list[Finding] = []
    owners: dict[str, set[str | None]] = defaultdict(set)
    for line, target, _ in before.recipes:
        owners[line].add(target)
    moved = [(n, line, old, target) for line, target, n in after.recipes
             if len(owners.get(line, ())) == 1 and target not in owners[line]
             and (old := next(iter(owners[line]))) in after.targets]  # (a target renamed takes its recipe along)
    if moved:
        n, line, old, new = moved[0]
        whose = f"now belongs to `{new}`" if new else "belongs to no target any more"
        found.append(Finding("make", False, f"the recipe of `{old}` (line {n}: `{line[:40]}`) {whose}", tuple(m[0] for m in moved)))
    if before.targets and after.targets and before.targets[0] != after.targets[0] and before.targets[0] in after.targets \
            and ".DEFAULT_GOAL" not in result and not ASKS_DEFAULT.search(instruction):
        found.append(Finding("make", False, f"`{after.targets[0]}` now comes first, so a bare `make` runs it instead of "
                             f"`{before.targets[0]}`"))
    ruleless = sorted(after.phony - before.phony - set(after.targets))
    if ruleless:
        found.append(Finding("make", False, f"{', '.join(f'`{n}`' for n in ruleless)} added to .PHONY without a rule"))
    return found + _new_target(before, after, instruction) + _undefined_variables(original, result) + _substitutions(original, result)


# "phony", ".PHONY" asked of the new target (not "not phony").
PHONY = re.compile(r"(?<!not\s)(?<!no\s)(?<!non-)(?<!non)\.?\bphony\b", re.I)
UNPHONY = re.compile(r"\b(?:non-?\s?phony|not\s+(?:a\s+|as\s+)?\.?phony|do\s*n[o']t\s+(?:mark|make|list|declare)\s+it\s+(?:as\s+)?\.?phony|"
                     r"real\s+file\s+target)\b", re.I)
# Make's own variables, defined without the file saying so.
BUILTIN = {"CC", "CXX", "CPP", "FC", "AR", "AS", "LD", "RM", "CFLAGS", "CXXFLAGS", "CPPFLAGS", "LDFLAGS", "LDLIBS", "ARFLAGS",
           "ASFLAGS", "FFLAGS", "MAKE", "MAKEFLAGS", "MAKECMDGOALS", "CURDIR", "SHELL", "MAKEFILE_LIST", "PWD", "HOME", "PATH",
           "USER", "TARGET_ARCH", "OUTPUT_OPTION", "LEX", "YACC", "LINT", "TEX", "INSTALL", "DESTDIR", "PREFIX"}
# The targets a new one depends on: "needs venv", "depending on venv", "after the venv is set up".
NEEDS = re.compile(r"\b(?:depend(?:s|ing|ent)?\s+on|needs?|requires?|prerequisites?:?|abhängig\s+von|hängt\s+von|"
                   r"d[ée]pend\w*\s+de|depende\w*\s+de|dipende\s+da)\s+(?:the\s+|a\s+|dem\s+|la\s+|le\s+|el\s+)?[`'\"]?([\w.-]+)|"
                   r"\bafter\s+(?:the\s+)?[`'\"]?([\w.-]+)[`'\"]?\s+(?:is|has\s+been|was)\s+(?:set\s+up|built|installed|created|ready|done|made)|"
                   r"(?:依赖|依存)\s*[`'\"]?([\w.-]+)", re.I)


def _new_target(before: _Make, after: _Make, instruction: str) -> list[Finding]:
    new = [t for t in after.targets if t not in before.targets]
    if len(new) != 1 or not instruction:
        return []
    target, found = new[0], []
    if PHONY.search(instruction) and not UNPHONY.search(instruction) and target not in after.phony:
        found.append(Finding("make", False, f"`{target}` is not listed in .PHONY, which the instruction asks for"))
    needed = [n for m in NEEDS.finditer(instruction) if (n := next(g for g in m.groups() if g)) in before.targets and n != target]
    missing = [n for n in dict.fromkeys(needed) if n not in after.needs.get(target, [])]
    if missing:
        found.append(Finding("make", False, f"`{target}` does not depend on {', '.join(f'`{n}`' for n in missing)}, which the instruction asks for"))
    default = before.targets[0] if before.targets and ASKS_DEFAULT.search(instruction) else None  # "make the default build run it"
    hooked = [t for t in before.targets if target in after.needs.get(t, []) and t != default and not _hook_asked(instruction, t)]
    if hooked:
        found.append(Finding("make", False, f"`{target}` was also added to what `{hooked[0]}` runs, which the instruction does not ask for"))
    return found


def _hook_asked(instruction: str, target: str) -> bool:
    """The instruction names `target` ("ci depends on it", "add it to all"), and not only to
    keep it out ("don't put it in all")."""
    for m in re.finditer(rf"(?<![\w.-]){re.escape(target)}(?![\w-])", instruction):
        if not re.search(r"\b(?:don'?t|do\s+not|not|never|nicht|nie|no|sin|sans|ne|nunca|jamais)\b[^.;]{0,20}$",
                         instruction[max(0, m.start() - 30):m.start()], re.I):
            return True
    return False


def _undefined_variables(original: str, result: str) -> list[Finding]:
    """A variable the result reads (`$(SENSOR)`) that nothing defines, one letter or two from one
    that the file defines (`SENSORS`): a typo, which make expands to nothing."""
    defined = set(re.findall(r"^\s*(?:export\s+|override\s+)?([A-Za-z_][\w.-]*)\s*(?:[:?+!]?=|::=)", result, re.M))
    read = re.compile(r"(?<!\$)\$[({]([A-Za-z_][\w.-]*)[)}]")  # (`$${SENSOR}` is the shell's)
    read_before = set(read.findall(original))
    out = []
    for name in dict.fromkeys(read.findall(result)):
        if name in defined or name in read_before or name in BUILTIN:
            continue
        near = [d for d in defined if _near(name, d)]
        if near:
            out.append(Finding("make", False, f"`$({name})` is defined nowhere (did it mean `$({near[0]})`?): make expands it to nothing"))
    return out


# Make's own functions: `$(name args)` of any other name is a variable that no one can define.
FUNCTIONS = {"subst", "patsubst", "strip", "findstring", "filter", "filter-out", "sort", "word", "wordlist", "words", "firstword",
             "lastword", "dir", "notdir", "suffix", "basename", "addsuffix", "addprefix", "join", "wildcard", "realpath", "abspath",
             "error", "warning", "info", "shell", "origin", "flavor", "foreach", "if", "or", "and", "call", "eval", "file", "value",
             "let", "intcmp", "guile"}
SUBSTITUTION = re.compile(r"(?<!\$)\$\(([A-Za-z_][\w.-]*)\s+[^)]*\)")


def _substitutions(original: str, result: str) -> list[Finding]:
    """A new line reads `$(date +%F)`: not one of make's functions, so make expands a variable
    named `date +%F`, which is empty, before the shell sees it."""
    was = set(original.splitlines())
    for n, line in enumerate(result.splitlines(), 1):
        if line in was or line.lstrip().startswith("#"):
            continue
        for m in SUBSTITUTION.finditer(line):
            if m.group(1) not in FUNCTIONS and m.group(0) not in original:
                return [Finding("make", False, f"`{m.group(0)}` (line {n}) is no make function: make expands it as an empty "
                                f"variable; the shell's command substitution is written `$${m.group(0)[1:]}`", (n,))]
    return []


def _near(a: str, b: str) -> bool:
    """One or two letters apart, added, dropped or changed (`SENSOR`, `SENSORS`)."""
    if a == b or abs(len(a) - len(b)) > 2 or min(len(a), len(b)) < 3:
        return False
    import difflib

    m = difflib.SequenceMatcher(None, a, b)
    return sum(max(i2 - i1, j2 - j1) for tag, i1, i2, j1, j2 in m.get_opcodes() if tag != "equal") <= 2


def _read(text: str) -> _Make:
    out, owner = _Make(), None
    for n, line in _logical_lines(text):
        if line.startswith("\t"):
            out.recipes.append((line.strip(), owner, n))
            continue
        m = TARGET.match(line)
        if m:
            names = m.group(1).split()
            if names[0] == ".PHONY":
                out.phony.update(line.split(":", 1)[1].split())
            if names[0].startswith(".") or "%" in names[0] or "$" in names[0]:
                owner = None if names[0].startswith(".") else names[0]
                continue
            owner = names[0]
            out.targets.extend(names)
            for name in names:
                out.needs.setdefault(name, []).extend(line.split(":", 1)[1].split(";")[0].split())
        elif line.strip() and not line.lstrip().startswith("#") and "=" in line:
            owner = None  # a variable: the recipe above it has ended
    return out


def _logical_lines(text: str) -> list[tuple[int, str]]:
    """(number, line), a continued line outside a recipe (`.PHONY: a \\` then `b`) read as one."""
    out: list[tuple[int, str]] = []
    pending: tuple[int, str] | None = None
    for n, line in enumerate(text.splitlines(), 1):
        if pending is not None:
            pending = (pending[0], pending[1][:-1] + " " + line.strip())
        elif not line.startswith("\t") and line.rstrip().endswith("\\"):
            pending = (n, line.rstrip())
        else:
            out.append((n, line))
            continue
        if not pending[1].endswith("\\"):
            out.append(pending)
            pending = None
    return out + ([pending] if pending is not None else [])
