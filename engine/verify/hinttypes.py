"""(Python) A type hint the edit adds says what the code does: `-> int` on a function that
returns `round(rate, 2)`, `-> Tape` on one that returns `sorted(hits)`, `strain: str` for a
parameter whose `.blocks_per_jar` the body reads, `readings: list[float]` for one whose
`.items()` it calls. Only what the code shows without a doubt is read: a literal, a builtin's
result, a method the builtin type lacks.

    hint_findings(original, result, filename, instruction) -> [Finding]"""

from __future__ import annotations

import ast
import re
from pathlib import PurePath

from .findings import Finding
from .parsers import plain_tree
from .scope import changed_lines

# A line that may write a signature or its annotations: `def`, `->`, a parameter with its type.
SIGNATURE = re.compile(r"\bdef\s|->|^\s*\*{0,2}\w+\s*:\s*[\w\[\].,| '\"]+\s*(?:=|,|\)|$)")

BUILTIN = {"int": int, "float": float, "str": str, "bool": bool, "bytes": bytes, "list": list, "dict": dict, "set": set,
           "tuple": tuple, "List": list, "Dict": dict, "Set": set, "Tuple": tuple}
SCALARS = {"int", "float", "str", "bool", "bytes"}
# What a builtin call returns, whatever its arguments (`round` with ndigits is float).
RETURNS = {"sorted": "list", "list": "list", "len": "int", "str": "str", "repr": "str", "dict": "dict", "set": "set",
           "tuple": "tuple", "sum": None, "int": "int", "float": "float", "bool": "bool", "abs": None}
# An annotation that holds a value of that kind (`-> Sequence[Tape]` holds a list).
HOLDS = {"list": {"list", "List", "Sequence", "MutableSequence", "Iterable", "Iterator", "Collection", "Reversible", "Generator"},
         "dict": {"dict", "Dict", "Mapping", "MutableMapping", "defaultdict", "OrderedDict", "Counter", "Collection", "Iterable"},
         "str": {"str", "Text", "AnyStr", "Sequence", "Iterable", "Collection", "Hashable"},
         "int": {"int", "float", "complex", "SupportsInt", "Number", "Integral", "Real", "Hashable"},
         "float": {"float", "complex", "Real", "Number", "SupportsFloat", "Hashable"},
         "set": {"set", "Set", "frozenset", "FrozenSet", "AbstractSet", "MutableSet", "Collection", "Iterable"},
         "tuple": {"tuple", "Tuple", "Sequence", "Iterable", "Collection", "Hashable"}}
OPEN = {"Any", "object", "T", "Self"}


def hint_findings(original: str, result: str, filename: str, instruction: str = "") -> list[Finding]:
    if PurePath(filename).suffix.lower() not in (".py", ".pyi") or result == original:
        return []
    lines = result.splitlines()
    written = [lines[k - 1] for _, _, (r1, r2) in changed_lines(original, result) for k in range(r1, r2 + 1) if 0 < k <= len(lines)]
    if not any(SIGNATURE.search(x) for x in written):
        return []  # (no signature line changed: a 2,000-line file is not walked)
    before, after = plain_tree(original), plain_tree(result)
    if before is None or after is None:
        return []
    was = dict(_functions(before))
    out: list[Finding] = []
    plain = _plain_classes(after) if any(isinstance(n, ast.ClassDef) for n in ast.iter_child_nodes(after)) else set()
    for key, f in _functions(after):
        old = was.get(key)
        if old is not None and ast.dump(old.args) == ast.dump(f.args) and ast.dump(old.returns or ast.Pass()) == ast.dump(f.returns or ast.Pass()):
            continue
        returned = old is None or ast.dump(old.returns or ast.Pass()) != ast.dump(f.returns or ast.Pass())
        hinted = {a.arg for a in f.args.args + f.args.kwonlyargs if a.annotation is not None}
        if old is not None:  # only the annotations the edit added or changed
            had = {a.arg: ast.dump(a.annotation) for a in old.args.args + old.args.kwonlyargs if a.annotation is not None}
            hinted = {a.arg for a in f.args.args + f.args.kwonlyargs if a.annotation is not None and had.get(a.arg) != ast.dump(a.annotation)}
        out += (_returns(f, plain) if returned else []) + _params(f, hinted)
    return out[:2]


def _functions(tree: ast.AST, prefix: str = "") -> list[tuple[str, ast.FunctionDef | ast.AsyncFunctionDef]]:
    """Each function with its qualified name (`CsvStore.load`), so two classes' `load` stay apart
    (through the statements that hold definitions, not every expression)."""
    out: list[tuple[str, ast.FunctionDef | ast.AsyncFunctionDef]] = []
    for node in _statements(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            out.append((prefix + node.name, node))
            out += _functions(node, prefix + node.name + ".")
        elif isinstance(node, ast.ClassDef):
            out += _functions(node, prefix + node.name + ".")
        else:
            out += _functions(node, prefix)
    return out


def _statements(node: ast.AST) -> list[ast.AST]:
    return [s for field in ("body", "orelse", "finalbody", "handlers", "cases") for s in getattr(node, field, []) or []
            if isinstance(s, (ast.stmt, ast.excepthandler, ast.match_case))]


def _own(f: ast.AST) -> list[ast.AST]:
    """The nodes of a function's own body, not those of functions, lambdas or classes inside it."""
    out, todo = [], list(ast.iter_child_nodes(f))
    while todo:
        node = todo.pop()
        out.append(node)
        if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.ClassDef)):
            todo.extend(ast.iter_child_nodes(node))
    return out


def _head(annotation: ast.expr | None) -> tuple[str, ast.expr | None] | None:
    """An annotation's outer name and its argument (`list[int]` -> ("list", int)); None when
    it is a union, optional or a string (not read)."""
    if isinstance(annotation, ast.Name):
        return annotation.id, None
    if isinstance(annotation, ast.Attribute):
        return annotation.attr, None
    if isinstance(annotation, ast.Subscript) and isinstance(annotation.value, (ast.Name, ast.Attribute)):
        name = annotation.value.id if isinstance(annotation.value, ast.Name) else annotation.value.attr
        return (name, annotation.slice) if name not in ("Optional", "Union", "Annotated", "Literal") else None
    return None


def _kind(e: ast.expr) -> str | None:
    """The builtin kind a returned expression has for sure, or None."""
    if isinstance(e, ast.Constant) and not isinstance(e.value, bool) and e.value is not None:
        return type(e.value).__name__ if type(e.value).__name__ in ("int", "float", "str", "bytes") else None
    if isinstance(e, (ast.List, ast.ListComp)):
        return "list"
    if isinstance(e, (ast.Dict, ast.DictComp)):
        return "dict"
    if isinstance(e, (ast.Set, ast.SetComp)):
        return "set"
    if isinstance(e, ast.JoinedStr):
        return "str"
    if isinstance(e, ast.BinOp) and isinstance(e.op, ast.Div):
        return "float"
    if isinstance(e, ast.Call) and isinstance(e.func, ast.Name):
        if e.func.id == "round":
            return "float" if len(e.args) == 2 or e.keywords else "int"
        return RETURNS.get(e.func.id)
    if isinstance(e, ast.Call) and isinstance(e.func, ast.Attribute) and e.func.attr in ("join", "format") \
            and isinstance(e.func.value, ast.Constant) and isinstance(e.func.value.value, str):
        return "str"  # `", ".join(...)` (not `b"".join`, nor `data.strip()` of what may be bytes)
    return None


# Bases that make a class a collection (a TypedDict is a dict, a NamedTuple a tuple).
COLLECTIONS = {"TypedDict", "dict", "Dict", "list", "List", "Mapping", "MutableMapping", "Sequence", "MutableSequence", "NamedTuple",
               "Protocol", "set", "Set", "tuple", "Tuple", "UserDict", "UserList", "OrderedDict", "defaultdict", "Counter", "Iterable"}


def _plain_classes(tree: ast.AST) -> set[str]:
    """The file's own classes that are no collection: a list or a dict is not one of them (nor
    a class of one: `class Row(Base)` where `Base(TypedDict)`)."""
    out, collections = set(), set(COLLECTIONS)
    classes = [n for n in ast.walk(tree) if isinstance(n, ast.ClassDef)]
    for _ in range(3):
        for c in classes:
            if {b.id for b in c.bases if isinstance(b, ast.Name)} & collections:
                collections.add(c.name)
    for n in ast.walk(tree):
        if isinstance(n, ast.ClassDef):
            bases = {b.id if isinstance(b, ast.Name) else b.attr if isinstance(b, ast.Attribute) else
                     (b.value.id if isinstance(b, ast.Subscript) and isinstance(b.value, ast.Name) else "?") for b in n.bases}
            if not bases & collections and "?" not in bases:
                out.add(n.name)
    return out


def _returns(f: ast.FunctionDef | ast.AsyncFunctionDef, plain: set[str]) -> list[Finding]:
    head = _head(f.returns)
    if head is None or head[0] in OPEN or isinstance(f, ast.AsyncFunctionDef) and head[0] in ("Iterator", "Generator"):
        return []
    own = _own(f)
    if any(isinstance(node, (ast.Yield, ast.YieldFrom)) for node in own):
        return []  # a generator's annotation names what it yields through
    assigned: dict[str, list[ast.expr]] = {}
    for node in own:
        if isinstance(node, (ast.Assign, ast.AnnAssign, ast.AugAssign)):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            for t in targets:
                if isinstance(t, ast.Name):
                    assigned.setdefault(t.id, []).append(node.value if node.value is not None and not isinstance(node, ast.AugAssign)
                                                         else ast.Pass())  # type: ignore[arg-type]
    for node in own:
        if not isinstance(node, ast.Return):
            continue
        value = node.value
        if isinstance(value, ast.Name) and len(assigned.get(value.id, [])) == 1 and isinstance(assigned[value.id][0], ast.expr):
            value = assigned[value.id][0]  # `ranked = sorted(...)` then `return ranked`
        if value is not None and (kind := _kind(value)) is not None:
            if head[0] not in HOLDS.get(kind, {kind}) and (head[0] in BUILTIN or head[0] in plain and kind in ("list", "dict", "set")):
                return [Finding("hints", False, f"`{f.name}` is annotated `-> {ast.unparse(f.returns)}` but returns "  # type: ignore[arg-type]
                                f"`{ast.unparse(value)[:40]}`, a {kind} (line {node.lineno})", (node.lineno,))]
    return []


def _params(f: ast.FunctionDef | ast.AsyncFunctionDef, hinted: set[str]) -> list[Finding]:
    out: list[Finding] = []
    own = _own(f)
    # a parameter the body binds again (`path = Path(path)`, a loop's target) is another value there
    rebound = {t.id for node in own for t in ast.walk(node) if isinstance(t, ast.Name) and isinstance(t.ctx, ast.Store)}
    annotated = {a.arg: a.annotation for a in f.args.args + f.args.kwonlyargs
                 if a.annotation is not None and a.arg in hinted and a.arg not in rebound}
    for node in own:
        if not (isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id in annotated):
            continue
        head = _head(annotated[node.value.id])
        if head is None or head[0] not in BUILTIN:
            continue
        kind = BUILTIN[head[0]]
        if not hasattr(kind, node.attr):
            out.append(Finding("hints", False, f"`{node.value.id}` is annotated `{ast.unparse(annotated[node.value.id])}`, but line "
                               f"{node.lineno} reads its `.{node.attr}`, which a {kind.__name__} does not have", (node.lineno,)))
            break
    return out
