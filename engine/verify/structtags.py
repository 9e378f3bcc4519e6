"""Go struct tags the edit adds, held to Go's syntax and to the words of the instruction:

    syntax   each tag is `key:"value"` pairs (`json:hive_id` is ignored by encoding/json and
             flagged by go vet), whatever the instruction
    every    "json tags on every field of Reading" (or "Reading: json tags"): each field of the
             struct named carries the key
    case     "snake_case", "camelCase", "kebab-case": each name in the key's tags is in it

    tag_findings(original, result, filename, instruction) -> [Finding]"""

from __future__ import annotations

import re
from pathlib import PurePath

from .findings import Finding
from .phrasing import said_and_kept

STRUCT = re.compile(r"^\s*type\s+([A-Za-z_]\w*)\s+struct\s*\{")
FIELD = re.compile(r"^\s*([A-Z]\w*)\s+[^\s`/]+[^`/]*?(?:`([^`]*)`)?\s*(?://.*)?$")
PAIR = re.compile(r'^(?:\w+:"[^"]*"(?:\s+|$))+$')
CASES = {"snake": (re.compile(r"\bsnake[_\s-]?case\b", re.I), re.compile(r"^[a-z0-9]+(?:_[a-z0-9]+)*$")),
         "camel": (re.compile(r"\bcamel[_\s-]?case\b", re.I), re.compile(r"^[a-z][A-Za-z0-9]*$")),
         "kebab": (re.compile(r"\bkebab[_\s-]?case\b", re.I), re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$"))}


def _structs(text: str) -> dict[str, list[tuple[str, str, int]]]:
    """{struct: [(field, its tag text, line)]}."""
    out: dict[str, list[tuple[str, str, int]]] = {}
    current = None
    for k, line in enumerate(text.splitlines(), 1):
        if (m := STRUCT.match(line)):
            current = out.setdefault(m.group(1), [])
        elif current is not None and line.strip().startswith("}"):
            current = None
        elif current is not None and (f := FIELD.match(line)):
            current.append((f.group(1), f.group(2) or "", k))
    return out


def tag_findings(original: str, result: str, filename: str, instruction: str) -> list[Finding]:
    if PurePath(filename).suffix.lower() != ".go" or result == original:
        return []
    before, after = _structs(original), _structs(result)
    old_tags = {(s, f, t) for s, fields in before.items() for f, t, _ in fields}
    out: list[Finding] = []
    bad = [(s, f, tag, line) for s, fields in after.items() for f, tag, line in fields
           if tag and (s, f, tag) not in old_tags and not PAIR.match(tag.strip())]
    if bad:
        s, f, tag, line = bad[0]
        more = f" and {len(bad) - 1} more" if len(bad) > 1 else ""
        out.append(Finding("tags", False, f"the tag of `{s}.{f}` (line {line}) is not `key:\"value\"`: `{tag}`{more}",
                           tuple(b[3] for b in bad)))
    said = said_and_kept(instruction)[0]
    # the key the edit adds tags of (yaml beside the json ones already there)
    added = [k for s, fields in after.items() for f, t, _ in fields if (s, f, t) not in old_tags for k in re.findall(r'(\w+):"', t)
             if not any(k in re.findall(r'(\w+):"', t0) for s0, fields0 in before.items() if s0 == s for f0, t0, _ in fields0 if f0 == f)]
    key = next((k for k in dict.fromkeys(added) if re.search(rf"\b{k}\b", said, re.I)), None)
    if key is None or out:
        return out
    for s in (s for s in after if re.search(rf"(?<!\w){re.escape(s)}(?!\w)", said) and s in before):
        named = [(f, dict(re.findall(r'(\w+):"([^"]*)"', t)).get(key), line) for f, t, line in after[s]]
        picked = [f for f, _, _ in named if re.search(rf"(?<!\w){re.escape(f)}(?!\w)", said)]  # "the ID and Email fields"
        if (bare := [(f, line) for f, v, line in named if v is None]) and any(v is not None for _, v, _ in named) and not picked:
            f, line = bare[0]
            out.append(Finding("tags", False, f"`{s}.{f}` has no `{key}` tag (line {line}), where the other fields of `{s}` have one", (line,)))
        for case, (asks, shape) in CASES.items():
            if asks.search(said):
                odd = [(f, v, line) for f, v, line in named if v and v != "-" and not shape.match(v.split(",")[0])]
                if odd:
                    f, v, line = odd[0]
                    out.append(Finding("tags", False, f"`{s}.{f}` is tagged `{v}`, not {case}_case (line {line})", (line,)))
    return out
