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

from .diffing import common_ends
from .findings import Finding
from .phrasing import read_phrasing, said_and_kept
from .scope import named_ranges
from .syntax_trees import _tree
from .textcache import per_text
from .tokens import lex

ASKED = re.compile(r"\b(?:inlin\w*|in-lin\w*)\b|インライン|인라인|内联", re.I)
# A one-line declaration of a local, typed or not: `const double headroom = ...`, `local span = ...`, `x := ...`.
DECLARED = re.compile(r"^\s*(?:(?:const|let|val|local|my|auto|final|mut|static|constexpr|readonly)\s+)*"
                      r"(?:var\s+\$?(?P<go>[A-Za-z_]\w*)\s+[A-Za-z_][\w.\[\]*]*"  # Go's `var x int =`
                      r"|(?:(?!return\b|else\b|yield\b|await\b)[A-Za-z_][\w.<>,\[\]*&?]*(?:::[\w<>]+)*\s+(?:[*&]\s*)?)?"
                      r"\$?(?P<name>[A-Za-z_]\w*)\s*(?::\s*[^=]+?)?)\s*(?::=|(?<![=!<>+\-*/%|&^])=(?!=))")
# A comment's lead, by file type ("//" in Python is floor division).
COMMENT_LEAD = {".py": "#", ".pyi": "#", ".rb": "#", ".sh": "#", ".lua": "--", ".sql": "--"}
# "don't inline tax", "instead of inlining": the name is not to be inlined.
NEGATED = re.compile(r"\b(?:don'?t|do\s+not|never|not|no|instead\s+of|rather\s+than|without)\s+(?:\w+\s+){0,2}in-?lin", re.I)
GROUPING = {"parenthesized_expression", "parenthesized_statements"}
COMMENTS = {"comment", "line_comment", "block_comment", "multiline_comment"}


def _balanced(value: str) -> bool:
    return all(value.count(a) == value.count(b) for a, b in ("()", "[]", "{}"))


def _declarations(original: str, filename: str, instruction: str) -> list[tuple[str, int, int, str]]:
    """(name, first line, last line, value) of each declaration of a name the instruction says."""
    said = {w.lstrip("$") for w in re.findall(r"[A-Za-z_$][\w$]*", said_and_kept(instruction)[0])}  # not what is to stay
    lines = original.splitlines()
    places = [r for _, r in named_ranges(original, filename, instruction)]
    out: list[tuple[str, int, int, str]] = []
    for n, text in enumerate(lines, 1):
        m = DECLARED.match(text)
        name = (m.group("go") or m.group("name")) if m else ""
        if not m or name not in said:
            continue
        if places and not any(a <= n <= b for a, b in places):
            continue  # "in Evaluate": that function's
        value, end = text[m.end():].strip(), n
        # a value written over several lines: brackets left open, or a chain or operator going on below
        while end < len(lines) and end < n + 40 and (not _balanced(value) or re.match(r"\s*(?:\??\.[A-Za-z_]|[-+*/%&|^?]|:(?!:))", lines[end])):
            end += 1
            value += "\n" + lines[end - 1]
        lead = COMMENT_LEAD.get(PurePath(filename).suffix.lower(), "//")
        if not re.search(r"[\"'`]", value):
            value = re.sub(rf"\s*{re.escape(lead)}[^\n]*$", "", value)
        value = value.strip().rstrip(";,").strip()
        if not value or not _balanced(value) or re.search(r"(?:[-+*/%&|^,.(=<>]|\band|\bor|\bnot)\s*$", value):
            continue  # a declaration that goes on below
        out.append((name, n, end, value))
    return out


def _inline(original: str, filename: str, name: str, first: int, last: int, value: str, wrap: bool = True) -> tuple[str, bool] | None:
    """The original with the declaration on lines `first`..`last` taken out and each later read
    of `name` in its block given `(value)` (in code, and in strings' interpolations, not in their
    text), and whether that keeps the meaning for sure; None where the name is assigned again or
    never read. Not for sure: a value that calls something, read later than the next line or more
    than once (`time.time()`, `next(it)`), or whose names are assigned before a read."""
    lines = original.splitlines()
    depth = len(lines[first - 1]) - len(lines[first - 1].lstrip())
    k = last
    while k < len(lines) and not (lines[k].strip() and len(lines[k]) - len(lines[k].lstrip()) < depth):
        if re.search(rf"(?<![\w$.])\$?{re.escape(name)}\s*(?:[-+*/%|&]?=(?!=)|\+\+|--)", lines[k]):
            return None  # assigned again: not a value to inline
        k += 1
    starts = [0]
    for text in lines:
        starts.append(starts[-1] + len(text) + 1)
    lo, hi = starts[last], starts[k]  # the block after the declaration, as offsets
    reads = [w for w in lex(original, filename) if w.kind == "code" and lo <= w.start < hi and w.text.lstrip("$") == name
             and not original[max(0, w.start - 1):w.start] == "."]
    if not reads:
        return None
    out, at = [], 0
    for w in reads:
        start = w.start - 1 if original[w.start - 1:w.start] == "$" and not w.text.startswith("$") else w.start
        out += [original[at:start], f"({value})" if wrap else value]
        at = w.end
    out.append(original[at:])
    text = "".join(out)
    head, body = text[: starts[first - 1]], text[starts[last] if last < len(lines) else len(text):]
    between = "\n".join(lines[last: reads[-1].line - 1])
    sure = not (re.search(r"[\w)\]]\s*\(", value) and (len(reads) > 1 or reads[0].line > _next_line(lines, last)))
    sure = sure and not any(re.search(rf"(?<![\w$.]){re.escape(v)}\s*(?:[-+*/%|&]?=(?!=)|\+\+|--)|\b(?:del|delete)\s+{re.escape(v)}\b",
                                      between) for v in set(re.findall(r"[A-Za-z_$][\w$.]*", value)))
    return head + body, sure


def _comment_lines(original: str, first: int) -> list[str]:
    """The comment lines right above line `first` (1-based): what documents the variable goes with it."""
    lines = original.splitlines()
    out, k = [], first - 1
    while k >= 1 and re.match(r"\s*(?://|#|--|/\*|\*)", lines[k - 1]):
        out.append(lines[k - 1].strip())
        k -= 1
    return out


def _next_line(lines: list[str], last: int) -> int:
    """The 1-based number of the first non-blank line after line `last`."""
    k = last + 1
    while k <= len(lines) and not lines[k - 1].strip():
        k += 1
    return k


def _walk(node, data: bytes, plus: bool = True):
    """The node's leaves and nesting with grouping parentheses, comments and trailing commas left out."""
    if node.type in COMMENTS:
        return None
    if node.type in GROUPING or node.type == "tuple_expression":  # (Swift's `(x)` is a tuple of one)
        inner = [x for x in (_walk(c, data, plus) for c in node.children if c.type not in ("(", ")")) if x is not None]
        if len(inner) == 1:
            return inner[0]
    if node.child_count == 0:
        return data[node.start_byte:node.end_byte].decode("utf-8", "replace")
    kids = [x for x in (_walk(c, data, plus) for c in node.children) if x is not None]
    kids = [x for k, x in enumerate(kids) if not (x == "," and (k + 1 == len(kids) or kids[k + 1] in (")", "]", "}")))]
    if (len(kids) == 3 and isinstance(kids[1], str) and kids[1] in ASSOCIATIVE and "binary" in node.type or node.type == "boolean_operator") \
            and (plus or kids[1] != "+"):
        return _chain(kids)
    return (node.type, tuple(kids))


# Languages whose `+` joins a string to anything: there `+` chains keep their grouping.
JOINS_ANY = {".js", ".jsx", ".mjs", ".cjs", ".ts", ".tsx", ".java", ".cs", ".kt", ".kts", ".scala", ".dart", ".groovy"}
# Operators whose chains read the same however grouped: `a + (b + c)` is `a + b + c` (not where a
# string is among the operands: `"n=" + (a + b)` adds before it joins).
ASSOCIATIVE = {"+", "*", "&&", "||", "and", "or", "..", "&", "|"}


def _chain(kids: list):
    """A binary operation's operands, those of the same operator below it spliced in."""
    left, op, right = kids
    if op == "+" and any(_stringy(k) for k in (left, right)):
        return ("chain+", tuple(kids))  # (kept grouped: a string's `+` joins)
    operands: list = []
    for k in (left, right):
        if isinstance(k, tuple) and k[0] == "chain" and k[1] == op:
            operands.extend(k[2])
        else:
            operands.append(k)
    return ("chain", op, tuple(operands))


def _stringy(walked) -> bool:
    if isinstance(walked, tuple):
        return any(isinstance(x, str) and ("string" in x or "template" in x) for x in walked[:1]) or \
            any(_stringy(x) for x in walked[1:] if isinstance(x, tuple)) or \
            any(isinstance(x, tuple) and _stringy(x) for part in walked[1:] if isinstance(part, tuple) for x in part)
    return isinstance(walked, str) and walked[:1] in ("'", '"', "`")


def _parsed(text: str, filename: str):
    tree = _tree(text, filename)
    return None if tree is None or tree.root_node.has_error else tree


def _differs(expected: str, result: str, filename: str, free: frozenset[str] = frozenset()) -> int | None:
    """Where the result's tree departs from the expected one (its 1-based line), None where the two
    are the same tree; only the smallest stretch of each around the differing text is walked: the
    node that covers it, widened until both stand between the same text on either side."""
    if expected == result:
        return None
    a, b = expected.encode("utf-8", "surrogatepass"), result.encode("utf-8", "surrogatepass")
    ta, tb = _parsed(expected, filename), _parsed(result, filename)
    if ta is None or tb is None:
        return 1
    head, tail = common_ends(a, b)
    na = ta.root_node.descendant_for_byte_range(head, len(a) - tail) or ta.root_node
    nb = tb.root_node.descendant_for_byte_range(head, len(b) - tail) or tb.root_node
    while True:  # the same place in both: the same text before the node and after it
        after_a, after_b = len(a) - na.end_byte, len(b) - nb.end_byte
        if na.start_byte > nb.start_byte or after_a > after_b:
            if na.parent is None:
                break
            na = na.parent
        elif nb.start_byte > na.start_byte or after_b > after_a:
            if nb.parent is None:
                break
            nb = nb.parent
        else:
            break
    plus = PurePath(filename).suffix.lower() not in JOINS_ANY  # `label + (a + b)` is not `label + a + b` where `+` joins a string to a number
    if _walk(na, a, plus) == _walk(nb, b, plus) and not _comments(na, a) - _comments(nb, b) - free:
        return None  # (a comment lost on the way is a difference; those about the variable may go with it)
    return b[:head].count(b"\n") + 1


def _comments(node, data: bytes) -> set[str]:
    """The texts of the comments under `node`."""
    out: set[str] = set()
    stack = [node]
    while stack:
        n = stack.pop()
        if n.type in COMMENTS:
            out.add(data[n.start_byte:n.end_byte].decode("utf-8", "replace").strip())
        else:
            stack.extend(n.children)
    return out


@per_text(maxsize=4)
def inlining(original: str, result: str, filename: str, instruction: str) -> tuple[tuple[str, ...], tuple]:
    """The names whose inlining the result is exactly (none where it is not, or where that is not
    all the instruction asks), and what each inlining tried would have made: (the result's first
    line departing from it, name, first line, value, text)."""
    if not ASKED.search(instruction) or PurePath(filename).suffix.lower() in (".md", ".json", ".yaml", ".yml"):
        return (), ()
    found = _declarations(original, filename, instruction)
    if not found or len(found) > 4:
        return (), ()
    if _parsed(result, filename) is None:
        return (), ()  # a result that does not parse is the syntax rule's (an unchanged one still gets its fix)
    names = [d[0] for d in found]
    # each declaration alone, and all of them where they are of different names (two `taxable`s are two functions')
    tries = [[d] for d in found] + ([found] if len(found) > 1 and len(set(names)) == len(names) else [])
    expected = []
    for group in tries[:3]:
        text: str | None = original
        sure = True
        for name, first, last, value in sorted(group, key=lambda d: -d[1]):  # from the bottom: line numbers above stay
            done = _inline(text, filename, name, first, last, value) if text is not None else None
            text, sure = (done[0], sure and done[1]) if done else (None, False)
        if text is None:
            continue
        if _parsed(text, filename) is None:
            continue
        above = [o for d in group for o in _comment_lines(original, d[1])]
        line = _differs(text, result, filename, frozenset(above))
        if line is None:
            return (tuple(d[0] for d in group), ()) if sure and _whole(instruction, names, group) else ((), ())
        expected.append((line or 1, group[0][0], group[0][1], group[0][3], text if len(group) == 1 else ""))
    return (), tuple(expected)


def _whole(instruction: str, names: list[str], group: list) -> bool:
    """The inlining is all the instruction asks: every name declared once is in it, none is said not
    to be inlined, and no other request rides along ("inline tax and round the price")."""
    if NEGATED.search(instruction) or any(names.count(n) > 1 for n in names) or {d[0] for d in group} != set(names):
        return False
    asked = said_and_kept(read_phrasing(instruction).action or instruction)[0]  # (what is to stay asks nothing)
    parts = [p for p in re.split(r"\s*(?:,|;|\band\b|\bthen\b|\balso\b|\bplus\b)\s*", asked) if p.strip()]
    known = {n.lower() for n in names} | FILLERS
    return all(ASKED.search(p) or len([w for w in re.findall(r"[\w$]+", p.lower()) if w.lstrip("$") not in known]) < 2 for p in parts)


# Words around a variable's name that ask nothing more ("the `ratio` val", "please", "it's only used once").
FILLERS = {"the", "a", "an", "its", "it", "it's", "s", "this", "that", "these", "please", "pls", "variable", "var", "val", "local",
           "temp", "temporary", "constant", "const", "let", "value", "in", "into", "only", "used", "once", "is", "just", "both",
           "them", "too", "here", "there", "where", "needed", "one", "use", "so", "now", "expression", "function", "method"}


def _touched(original: str, result: str, expected: tuple) -> bool:
    """The result writes some variable to inline another number of times than the original: the edit
    touched it (an extracted constant's `base` left as it was asks nothing of this rule)."""
    return any(len(re.findall(rf"(?<![\w$]){re.escape(name)}(?![\w$])", result))
               != len(re.findall(rf"(?<![\w$]){re.escape(name)}(?![\w$])", original)) for _, name, _, _, _ in expected)


def inline_findings(original: str, result: str, filename: str, instruction: str) -> list[Finding]:
    done, expected = inlining(original, result, filename, instruction)
    if done or not expected or NEGATED.search(instruction) or not _touched(original, result, expected):
        return []
    lines = original.splitlines()
    if any(re.search(rf"(?<![\w$]){re.escape(e[1])}\s*:\s*[^=\s]", lines[e[2] - 1]) for e in expected):
        return []  # `let total: f64 = ...`: the type may move into the expression (`sum::<f64>()`)
    line, name, first, value, _ = max(expected, key=lambda e: e[0])  # the inlining the result follows furthest
    value = value if "\n" not in value else value.split("\n")[0] + " ..."
    return [Finding("inline", False, f"not `{name}` inlined as it was: the result differs from reading `({value})` in its place "
                    f"from line {line} on", (line,))]


def inline_fix(original: str, result: str, filename: str, instruction: str) -> str | None:
    """The computed inlining to offer for a refused result, where the instruction names one
    declared variable to inline (none where it names several: which one is meant is open)."""
    done, expected = inlining(original, result, filename, instruction)
    if done or len(expected) != 1 or NEGATED.search(instruction) or not expected[0][4]:
        return None
    _, name, first, value, text = expected[0]
    decl = next((d for d in _declarations(original, filename, instruction) if d[0] == name and d[1] == first), None)
    bare = _inline(original, filename, name, first, decl[2], value, wrap=False) if decl else None
    if bare and _parsed(bare[0], filename) is not None and _differs(text, bare[0], filename) is None:
        return bare[0]  # the same tree without the parentheses it did not need
    return text
