"""Rust's derives, held to "derive PartialEq, Eq, Hash for GelCode": the type named derives
each trait asked (a hand-written `impl PartialEq` is not the derive asked for), keeps the
derives it had, and no other type's derives change.

    derive_findings(original, result, filename, instruction) -> [Finding]"""

from __future__ import annotations

import re
from pathlib import PurePath

from .findings import Finding
from .phrasing import said_and_kept

DERIVE = re.compile(r"#\[derive\(([^)]*)\)\]", re.S)  # (rustfmt writes a long list one trait a line)
ITEM = re.compile(r"^\s*(?:pub(?:\([^)]*\))?\s+)?(?:struct|enum|union)\s+([A-Za-z_]\w*)")
ASKS = re.compile(r"\bderiv\w*\b", re.I)
STD = {"Debug", "Clone", "Copy", "PartialEq", "Eq", "Hash", "PartialOrd", "Ord", "Default", "Serialize", "Deserialize"}


def derived(text: str) -> dict[str, tuple[set[str], int]]:
    """{type: (the traits its `#[derive(...)]` attributes list, the type's line)}."""
    out: dict[str, tuple[set[str], int]] = {}
    flat = DERIVE.sub(lambda m: "#[derive(" + " ".join(m.group(1).split()) + ")]" + "\n" * m.group(0).count("\n"), text)
    pending: set[str] = set()
    for k, line in enumerate(flat.splitlines(), 1):
        for m in DERIVE.finditer(line):
            pending |= {t.strip().split("::")[-1] for t in m.group(1).split(",") if t.strip()}
        item = ITEM.match(line)
        if item:
            out[item.group(1)] = (pending, k)
            pending = set()
        elif line.strip() and not line.strip().startswith(("#", "//", "///")):
            pending = set()
    return out


# An instruction that takes derives away or writes them by hand: not one that adds them.
TAKING = re.compile(r"\b(?:no\s+longer|remove|drop|stop|without|don'?t|not|manual\w*|by\s+hand|hand-?written|implement|impl)\b", re.I)


def derive_findings(original: str, result: str, filename: str, instruction: str) -> list[Finding]:
    if PurePath(filename).suffix.lower() != ".rs" or result == original or not ASKS.search(instruction) or TAKING.search(instruction):
        return []
    said = said_and_kept(instruction)[0]
    before, after = derived(original), derived(result)
    named = [t for t in before if re.search(rf"(?<![\w:]){re.escape(t)}(?!\w)", said)]
    known = STD | {t for traits, _ in [*before.values(), *after.values()] for t in traits}
    asked = {w for w in re.findall(r"\b[A-Z]\w+\b", said) if w in known}  # (not "HashMap" of "as a HashMap key")
    out: list[Finding] = []
    for t in named:
        if t not in after:
            continue
        has, line = after[t]
        if missing := sorted(asked - has):
            out.append(Finding("derive", False, f"`{t}` does not derive {', '.join(f'`{x}`' for x in missing)} (line {line})", (line,)))
        if lost := sorted(before[t][0] - has):
            out.append(Finding("derive", False, f"`{t}` no longer derives {', '.join(f'`{x}`' for x in lost)} (line {line})", (line,)))
    others = [t for t in before if t not in named and t in after and after[t][0] != before[t][0]]
    if named and others:
        t = others[0]
        out.append(Finding("derive", False, f"changed the derives of `{t}`, which the instruction does not name (line {after[t][1]})",
                           (after[t][1],)))
    return out
