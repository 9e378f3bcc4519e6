"""A line the result adds reads a local variable before the function declares it: a log line
put above `val job = queue.first()` (Kotlin and Go do not compile, JavaScript's `let`/`const`
throw, Rust's `let` does not compile, Python raises UnboundLocalError), whatever the
instruction.

    early_findings(original, result, filename) -> [Finding]

Python through `ast` (a function's assigned names are its locals; a read inside a loop that
also assigns the name may see the last round's value and is left alone); JavaScript,
TypeScript, Kotlin, Swift, Rust and Go through the text of their declaring keywords (`let`,
`const`, `val`, `var`, `:=`) inside the function tree-sitter finds around both lines. A name
bound anywhere above the declaration (a field, a parameter, an import) is left alone."""

from __future__ import annotations

import ast
import re
from collections.abc import Sequence
from pathlib import PurePath

from .findings import Finding, line_list
from .parsers import plain_tree
from .queries import both_parsed, captures
from .scope import added_lines
from .tokens import lex
from .undeclared import PARAMETERS, _binds

DECLARING = {
    ".js": r"\b(?:let|const)", ".mjs": r"\b(?:let|const)", ".cjs": r"\b(?:let|const)", ".jsx": r"\b(?:let|const)",
    ".ts": r"\b(?:let|const)", ".tsx": r"\b(?:let|const)", ".mts": r"\b(?:let|const)", ".cts": r"\b(?:let|const)",
    ".kt": r"\b(?:val|var)", ".kts": r"\b(?:val|var)", ".swift": r"\b(?:let|var)", ".rs": r"\blet(?:\s+mut)?", ".go": r"\bvar",
}
FUNCTIONS = ("function_declaration", "method_declaration", "function_item", "function_definition", "method_definition",
             "arrow_function", "function_expression", "function", "lambda_literal", "anonymous_function", "func_literal",
             "closure_expression", "init_declaration")


def early_findings(original: str, result: str, filename: str, instruction: str = "") -> list[Finding]:
    suffix = PurePath(filename).suffix.lower()
    if result == original:
        return []
    added = added_lines(original, result)
    if not added:
        return []
    if suffix in (".py", ".pyi"):
        found = _python(result, added)
    elif suffix in DECLARING:
        found = _declared_later(original, result, filename, suffix, added)
    else:
        return []
    return [Finding("early", False, f"line{'s' if len(lines) > 1 else ''} {line_list(lines)} read{'' if len(lines) > 1 else 's'} "
                    f"`{name}` before line {at} declares it", tuple(lines)) for name, (at, lines) in found.items()]


# -- Python ---------------------------------------------------------------------------------

def _python(result: str, added: frozenset[int]) -> dict[str, tuple[int, list[int]]]:
    tree = plain_tree(result)
    if tree is None:
        return {}
    found: dict[str, tuple[int, list[int]]] = {}
    for fn in _functions(tree.body):
        if not any(fn.lineno <= n <= (fn.end_lineno or fn.lineno) for n in added):
            continue  # no line of it added
        params = {a.arg for a in fn.args.posonlyargs + fn.args.args + fn.args.kwonlyargs} | \
            {a.arg for a in (fn.args.vararg, fn.args.kwarg) if a is not None}
        first: dict[str, int] = {}
        reads: list[tuple[ast.Name, list[ast.AST]]] = []
        shared: set[str] = set()
        for node, loops in _own_nodes(fn):
            if isinstance(node, (ast.Global, ast.Nonlocal)):
                shared.update(node.names)
            elif isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
                first[node.id] = min(first.get(node.id, node.lineno), node.lineno)
            elif isinstance(node, ast.Name) and isinstance(node.ctx, ast.Load) and node.lineno in added:
                reads.append((node, loops))
        for node, loops in reads:
            at = first.get(node.id)
            if at is None or node.lineno >= at or node.id in params or node.id in shared:
                continue
            if any(getattr(loop, "lineno", 0) <= at <= getattr(loop, "end_lineno", 0) for loop in loops):
                continue
            found.setdefault(node.id, (at, []))[1].append(node.lineno)
    return found


def _functions(body: Sequence[ast.AST]):
    """Every function of a statement list, nested ones too (statements only: no walk of every
    expression node)."""
    for node in body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            yield node
        for field in ("body", "orelse", "finalbody", "handlers"):
            inner = getattr(node, field, None)
            if isinstance(inner, list):
                yield from _functions([n for n in inner if isinstance(n, (ast.stmt, ast.excepthandler))])
        for case in getattr(node, "cases", ()):  # match statements
            yield from _functions(case.body)


def _own_nodes(fn: ast.AST):
    """The nodes of a function's own scope (not nested functions, classes, lambdas or
    comprehensions), each with the loops around it."""
    stack: list[tuple[ast.AST, list[ast.AST]]] = [(child, []) for child in ast.iter_child_nodes(fn)]
    while stack:
        node, loops = stack.pop()
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Lambda, ast.ListComp, ast.SetComp,
                             ast.DictComp, ast.GeneratorExp)):
            continue
        yield node, loops
        inner = loops + [node] if isinstance(node, (ast.For, ast.AsyncFor, ast.While)) else loops
        stack.extend((child, inner) for child in ast.iter_child_nodes(node))


# -- the others -----------------------------------------------------------------------------

def _declared_later(original: str, result: str, filename: str, suffix: str, added: frozenset[int]) -> dict[str, tuple[int, list[int]]]:
    trees = both_parsed(original, result, filename)
    if trees is None:
        return {}
    tree = trees[1]
    nodes = captures(tree, suffix, f=FUNCTIONS, p=PARAMETERS)
    ranges = [(n.start_point, n.end_point) for n in nodes.get("f", [])]  # (row, byte column) each
    # each parameter list with the lines of the function it belongs to: `job` of `submit(job)` is no
    # parameter of `assign`
    params = [((n.parent.start_point[0] + 1, n.parent.end_point[0] + 1) if n.parent is not None else (0, 0),
               set(re.findall(r"[A-Za-z_$][\w$]*", n.text.decode("utf-8", "replace")))) for n in nodes.get("p", [])]
    words = lex(result, filename)
    masked = list(result)
    for w in words:  # declarations are read from code only: `// let user know` declares nothing
        if w.kind in ("comment", "string"):
            masked[w.start:w.end] = " " * (w.end - w.start)
    code_lines = "".join(masked).splitlines()
    lines = result.splitlines()
    form = re.compile(rf"{DECLARING[suffix]}\s+([A-Za-z_$][\w$]*)" + (r"|(?<![\w.$])([A-Za-z_]\w*(?:\s*,\s*\w+)*)\s*:=" if suffix == ".go" else ""))
    declared: dict[str, list[int]] = {}
    homes: dict[tuple[str, int], object] = {}
    for n, line in enumerate(code_lines, 1):
        for m in form.finditer(line):
            if re.match(r"\s*[({]", line[m.end():]):
                continue  # `let Some(x) =`, `let Point { x, y } =`: a pattern's constructor, not a name
            for name in re.findall(r"\w+", m.group(1) or m.group(2)):  # Go: `data, err :=`
                declared.setdefault(name, []).append(n)
                homes[(name, n)] = _innermost(ranges, (n - 1, len(line[:m.start()].encode())))
    if not declared:
        return {}
    found: dict[str, tuple[int, list[int]]] = {}
    for w in words:
        if w.kind != "code" or w.text not in declared or w.line not in added \
                or any(a <= w.line <= b and w.text in names for (a, b), names in params):
            continue
        if result[w.start - 1:w.start] in (".", "$") or re.match(r"\s*:(?![:=])|\s*=(?!=)", result[w.end:w.end + 3]):
            continue  # a member, a key, a named argument
        row = lines[w.line - 1]
        home = _innermost(ranges, (w.line - 1, len(row[:w.start - (result.rfind("\n", 0, w.start) + 1)].encode())))
        at = min((d for d in declared[w.text] if homes[(w.text, d)] == home), default=0)
        if home is None or not at or min(declared[w.text]) <= w.line or _binds("\n".join(code_lines[:at - 1]), w.text):
            continue
        found.setdefault(w.text, (at, []))[1].append(w.line)
    return found


def _innermost(ranges: list[tuple[tuple[int, int], tuple[int, int]]], at: tuple[int, int]):
    """The smallest function around a (row, byte column) position, as its range."""
    around = [r for r in ranges if r[0] <= at <= r[1]]
    return min(around, key=lambda r: (r[1][0] - r[0][0], r[1][1] - r[0][1])) if around else None
