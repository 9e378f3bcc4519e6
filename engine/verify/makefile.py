"""What a Makefile's edit keeps, whatever the instruction:

    recipes       a recipe line stays with its target (a target inserted between `test:` and
                  its tab-indented lines takes them over)
    default goal  the first target (what a bare `make` runs) stays first, unless the result
                  names `.DEFAULT_GOAL` or the instruction's target is gone from it
    .PHONY        every name the result adds to `.PHONY` has a rule"""

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
    return found


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
