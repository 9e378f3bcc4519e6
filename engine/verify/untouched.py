"""The function the instruction names is left as it was, and the result changed another
function's code instead: the edit went to the wrong place (a guard added to `variance` for
"mean divides by zero", a condition changed in `shouldDischarge` for `shouldChargeFromGrid`).

Whatever the phrasing: a function or method of the file that the instruction names (outside
the clauses that say what stays) counts, however it is named there. A changed line that
itself reads the named function (a call updated) is the edit's consequence. Only an edit
that changed nothing but other functions' code counts: a change outside every function (a
member, a field, a new helper) or in a function that calls the one named (where a call is
wrapped or guarded) may be where the instruction meant."""

from __future__ import annotations

import re

from .findings import Finding, line_list
from .phrasing import said_and_kept
from .scope import changed_lines, with_comments_above
from .passing import PASSING, call_grew
from .syntax_trees import definition_ranges, definitions

# Definitions that hold code to run (not a type, a field or a constant).
RUNNABLE = ("function", "method", "constructor", "variable_declarator", "singleton_method")


def untouched_findings(original: str, result: str, filename: str, instruction: str) -> list[Finding]:
    defs = definitions(original, filename)
    asked = said_and_kept(instruction)[0]
    runnable = {n: d for n, d in defs.items() if any(k in d.kind for k in RUNNABLE)}
    named = [n for n in runnable if len(n) > 2 and _names_target(n, asked)
             and not re.search(rf"(?<![\w$]){re.escape(n)}\s*(?:::|\.|#)\s*[A-Za-z_]", asked)]  # `Chamber::decide` names decide
    if not named or result == original:
        return []
    text, new = original.splitlines(), result.splitlines()
    ranges = [(with_comments_above(text, a, blank=True), b) for n in named for a, b in definition_ranges(original, filename, n)]
    others = sorted(((a, b, n) for n in runnable if n not in named for a, b in definition_ranges(original, filename, n)),
                    key=lambda r: r[1] - r[0])  # the innermost first
    mentions = re.compile("|".join(rf"(?<![\w$]){re.escape(n)}(?![\w$])" for n in named))
    elsewhere: dict[str, list[int]] = {}
    for tag, (o1, o2), (r1, r2) in changed_lines(original, result):
        if not any(line.strip() for line in text[o1 - 1:o2] + new[r1 - 1:r2]):
            continue  # spacing
        lo, hi = (o1 - 1, o1) if tag == "insert" else (o1, o2)
        if any(a <= hi and lo <= b for a, b in ranges):
            return []  # the named function changed: where else the edit went is the net's to judge
        if any(mentions.search(line) for line in text[o1 - 1:o2] + new[r1 - 1:r2]):
            continue
        # the innermost function around the change (an insert: between two of its lines)
        inner = next(((a, b, n) for a, b, n in others if (a <= o2 < b if tag == "insert" else a <= o1 and o2 <= b)), None)
        if inner is None or mentions.search("\n".join(text[inner[0] - 1:inner[1]])):
            return []  # code outside every function (a member, a field, a new helper), or a caller of the one named
        elsewhere.setdefault(inner[2], []).extend(range(r1, r2 + 1) if r2 >= r1 else [r1])
    if not elsewhere:
        return []
    if PASSING.search(asked) and call_grew(text, new, original, result, named):
        return []  # "pass it through to fetch_alarms": the named function gets the value at its call
    lines = sorted({n for found in elsewhere.values() for n in found})
    if _feeds(new, lines, [r for n in named for r in definition_ranges(result, filename, n)]):
        return []  # the edit sets what the named function reads (an option that sets RETENTION_DAYS for prune_old)
    where = ", ".join(f"`{n}`" for n in elsewhere)
    what = ", ".join(f"`{n}`" for n in named[:2])
    is_ = "is" if len(named) == 1 else "are"
    return [Finding("place", False, f"{what} {is_} unchanged; the edit changed {where} instead (line{'s' if len(lines) > 1 else ''} "
                    f"{line_list(lines)})", tuple(lines))]


# Words before a name that make it a model or a source, not the place: "like formatPrice",
# "copy the rounding from formatPrice", "the way parse_date does", "follow formatPrice".
MODEL = re.compile(r"(?:\blike|\bas|\bfrom|\bthan|\bunlike|\bfollow\w*|\bcop(?:y|ies|ying)\b.*|\bmirror\w*|\bsame\s+as|"
                   r"\bthe\s+way|\bsimilar\s+to|\bbased\s+on|\bmatch\w*|\bwie|\bcomme|\bcomo)\s+(?:in\s+|the\s+)?`?$", re.I)


def _names_target(name: str, asked: str) -> bool:
    """`asked` names the function `name` as a place to change: as code (`mean()`, in backticks,
    `mean: ...`) when the name is a plain lowercase word (`load`, `stop`, `mean` are also
    words of prose), and not only as a model ("like formatPrice")."""
    plain = re.fullmatch(r"[a-z]+", name) is not None
    for m in re.finditer(rf"(?<![\w$]){re.escape(name)}(?![\w$])", asked):
        code = asked[m.start() - 1:m.start()] == "`" or re.match(r"\s*(?:\(|`|:\s)", asked[m.end():]) is not None
        if (code or not plain) and not MODEL.search(asked[max(0, m.start() - 40):m.start()]):
            return True
    return False


def _feeds(lines: list[str], changed: list[int], ranges: list[tuple[int, int]]) -> bool:
    """A changed line assigns a name (`RETENTION_DAYS=$2`, `self.limit = n`) that a line of
    `ranges` (1-based, inclusive) reads."""
    set_here = {m.group(1) for k in changed if 0 < k <= len(lines)
                for m in re.finditer(r"^\s*(?:export\s+|local\s+|readonly\s+)?(?:self\.|this\.)?([A-Za-z_]\w*)\s*(?::=|=(?!=))", lines[k - 1])}
    return any(re.search(rf"(?<![\w]){re.escape(name)}(?!\w)", lines[k - 1]) for name in set_here
               for a, b in ranges for k in range(a, min(b, len(lines)) + 1) if k not in changed)
