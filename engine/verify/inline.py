"""An inlined variable, computed: "inline rocof in Evaluate" has one right answer, the original
with the declaration `rocof := (s.lastHz - f) / dt` taken out and each later read of `rocof` in
its block replaced by `(s.lastHz - f) / dt`. The result is held to that, read by tree-sitter
with every pair of grouping parentheses dropped on both sides: parentheses the result leaves
out where precedence keeps the meaning (`x > a / b`) are no difference; parentheses it leaves
out where they mattered (`s.lastHz-f/dt`) change the tree, as do swapped operands, another
operand, the declaration left in place, another variable inlined too, or anything else changed
on the way. Comments and layout are not compared.

    inlining(original, result, filename, instruction) -> ((names inlined exactly), tried)
    inline_findings(original, result, filename, instruction) -> [Finding]
    inline_fix(original, result, filename, instruction) -> the computed inlining, or None

Only a one-line declaration of a name the instruction says, read after it in its block and not
assigned again; where the instruction names a function, only the declaration inside it. Each
named variable alone and all of them together are tried: one of them must match."""

from __future__ import annotations

import re
from pathlib import PurePath

from .findings import Finding
from .phrasing import said_and_kept
from .scope import named_ranges
from .syntax_trees import _tree
from .textcache import per_text

ASKED = re.compile(r"\b(?:inlin\w*|in-lin\w*)\b|インライン|인라인|内联", re.I)
# Other ways to ask for it ("drop the temp variable", "shouldn't need its netWeight local", "use the
# expression directly"): held only as a match (verified), never as a refusal.
HINTED = re.compile(r"\b(?:temp|temporary|intermediate|directly|local|variable|var)\b", re.I)
# A one-line declaration of a local, typed or not: `const double headroom = ...`, `local span = ...`, `x := ...`.
DECLARED = re.compile(r"^\s*(?:(?:const|let|var|val|local|my|auto|final|mut|static|constexpr|readonly)\s+)*"
                      r"(?:(?!return\b|else\b|yield\b|await\b)[A-Za-z_][\w:<>,\[\]*&?]*\s+(?:[*&]\s*)?)?"
                      r"\$?([A-Za-z_]\w*)\s*(?::[^=]*)?(?::=|(?<![=!<>+\-*/%|&^])=(?!=))")
GROUPING = {"parenthesized_expression", "parenthesized_statements"}
COMMENTS = {"comment", "line_comment", "block_comment", "multiline_comment"}


def _balanced(value: str) -> bool:
    return all(value.count(a) == value.count(b) for a, b in ("()", "[]", "{}"))


def _declarations(original: str, filename: str, instruction: str) -> list[tuple[str, int, int, str]]:
    """(name, first line, last line, value) of each declaration of a name the instruction says."""
    said = {w.lstrip("$") for w in re.findall(r"[A-Za-z_$][\w$]*", said_and_kept(instruction)[0])}  # not what is to stay
    lines = original.splitlines()
    places = [r for _, r in named_ranges(original, filename, instruction)]
    out = []
    for n, text in enumerate(lines, 1):
        m = DECLARED.match(text)
        if not m or m.group(1) not in said:
            continue
        if places and not any(a <= n <= b for a, b in places):
            continue  # "in Evaluate": that function's
        value, end = text[m.end():].strip(), n
        while not _balanced(value) and end < len(lines) and end < n + 40:  # a value written over several lines
            end += 1
            value += "\n" + lines[end - 1]
        if not re.search(r"[\"'`]", value):
            value = re.sub(r"\s*(?://|#|--)[^\n]*$", "", value)
        value = value.strip().rstrip(";,").strip()
        if not value or not _balanced(value) or re.search(r"(?:[-+*/%&|^,.(=<>]|\band|\bor|\bnot)\s*$", value):
            continue  # a declaration that goes on below
        out.append((m.group(1), n, end, value))
    return out


def _inline(original: str, name: str, first: int, last: int, value: str) -> str | None:
    """The original with the declaration on lines `first`..`last` taken out and each later read
    of `name` in its block given `(value)`; None where the name is assigned again or never read."""
    lines = original.splitlines()
    depth = len(lines[first - 1]) - len(lines[first - 1].lstrip())
    use = re.compile(rf"(?<![\w$.])\$?{re.escape(name)}(?![\w$])")
    out, reads = lines[: first - 1], 0
    k = last
    while k < len(lines):
        text = lines[k]
        if text.strip() and len(text) - len(text.lstrip()) < depth:
            break
        if re.search(rf"(?<![\w$.])\$?{re.escape(name)}\s*(?:[-+*/%|&]?=(?!=)|\+\+|--)", text):
            return None  # assigned again: not a value to inline
        new, n = use.subn(lambda m: f"({value})", text)
        reads += n
        out.append(new)
        k += 1
    if not reads:
        return None
    out.extend(lines[k:])
    return "\n".join(out) + ("\n" if original.endswith("\n") else "")


def _shape(text: str, filename: str) -> tuple | None:
    """The tree's leaves and nesting with grouping parentheses and comments left out; None
    where the text does not parse."""
    tree = _tree(text, filename)
    if tree is None or tree.root_node.has_error:
        return None
    data = text.encode("utf-8", "surrogatepass")

    def walk(node):
        if node.type in COMMENTS:
            return None
        if node.type in GROUPING or node.type == "tuple_expression":  # (Swift's `(x)` is a tuple of one)
            inner = [walk(c) for c in node.children if c.type not in ("(", ")")]
            inner = [x for x in inner if x is not None]
            if len(inner) == 1:
                return inner[0]
        if node.child_count == 0:
            return data[node.start_byte:node.end_byte].decode("utf-8", "replace")
        kids = [x for x in (walk(c) for c in node.children) if x is not None]
        kids = [x for k, x in enumerate(kids) if not (x == "," and (k + 1 == len(kids) or kids[k + 1] in (")", "]", "}")))]
        return (node.type, tuple(kids))  # (a trailing comma is layout)

    return walk(tree.root_node)


def _first_difference(a, tree_text: str, filename: str) -> int | None:
    """The result's line where its leaves first differ from the expected ones."""
    tree = _tree(tree_text, filename)
    leaves = []

    def walk(node):
        if node.type in COMMENTS:
            return
        if node.child_count == 0:
            leaves.append((node.start_point[0] + 1, node.text.decode("utf-8", "replace")))
        for c in node.children:
            walk(c)

    walk(tree.root_node)
    want = _leaves(a)
    for k, (line, text) in enumerate(x for x in leaves if x[1] not in ("(", ")")):
        if k >= len(want) or want[k] != text:
            return line
    return None


def _leaves(shape) -> list[str]:
    if isinstance(shape, str):
        return [shape] if shape not in ("(", ")") else []
    return [x for kid in shape[1] for x in _leaves(kid)]


@per_text(maxsize=4)
def inlining(original: str, result: str, filename: str, instruction: str) -> tuple[tuple[str, ...], tuple]:
    """The names whose inlining the result is exactly (none where it is not, or no inlining is
    asked), and what each inlining tried would have made: ((names...), name, first line, value)."""
    if result == original or not (ASKED.search(instruction) or HINTED.search(instruction)) \
            or PurePath(filename).suffix.lower() in (".md", ".json", ".yaml", ".yml"):
        return (), ()
    found = _declarations(original, filename, instruction)
    if not found or len(found) > 4:
        return (), ()
    got = _shape(result, filename)
    if got is None:
        return (), ()  # a result that does not parse is the syntax rule's
    names = [d[0] for d in found]
    # each declaration alone, and all of them where they are of different names (two `taxable`s are two functions')
    tries = [[d] for d in found] + ([found] if len(found) > 1 and len(set(names)) == len(names) else [])
    expected = []
    for group in tries:
        text: str | None = original
        for name, first, last, value in sorted(group, key=lambda d: -d[1]):  # from the bottom: line numbers above stay
            text = _inline(text, name, first, last, value) if text is not None else None
        if text is None:
            continue
        want = _shape(text, filename)
        if want is None:
            continue
        if want == got:
            # trusted where the variable is the one meant: its name declared once, and asked for by name where only hinted
            if all(names.count(d[0]) == 1 for d in group) and (ASKED.search(instruction) or len(set(names)) == 1):
                return tuple(d[0] for d in group), ()
            return (), ()
        expected.append((want, group[0][0], group[0][1], group[0][3], text if len(group) == 1 else ""))
    return (), tuple(expected)


def _touched(original: str, result: str, expected: tuple) -> bool:
    """The result reads some variable to inline fewer times than the original: an inlining was tried
    (an extracted constant's `base` left as it was asks nothing of this rule)."""
    return any(len(re.findall(rf"(?<![\w$]){re.escape(name)}(?![\w$])", result))
               < len(re.findall(rf"(?<![\w$]){re.escape(name)}(?![\w$])", original)) for _, name, _, _, _ in expected)


def inline_findings(original: str, result: str, filename: str, instruction: str) -> list[Finding]:
    done, expected = inlining(original, result, filename, instruction)
    if done or not expected or not ASKED.search(instruction) or not _touched(original, result, expected):
        return []
    # the inlining the result follows furthest: its first difference comes last
    line, (want, name, first, value, _) = max(((_first_difference(e[0], result, filename) or e[2], e) for e in expected),
                                              key=lambda x: x[0])
    value = value if "\n" not in value else value.split("\n")[0] + " ..."
    return [Finding("inline", False, f"not `{name}` inlined as it was: the result differs from reading `({value})` in its place "
                    f"from line {line} on", (line,))]


def inline_fix(original: str, result: str, filename: str, instruction: str) -> str | None:
    """The computed inlining to offer for a refused result, where the instruction names one
    declared variable to inline (none where it names several: which one is meant is open)."""
    done, expected = inlining(original, result, filename, instruction)
    return expected[0][4] or None if not done and len(expected) == 1 and ASKED.search(instruction) else None
