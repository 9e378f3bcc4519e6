"""The type-hints rule: "add type hints to every function" may add annotations (and the
imports they need) and nothing else. The result's AST with every annotation taken out, and
its imports aside, must equal the original's (a changed default, a dropped `= None` is
suspect); with "every"/"all", each parameter (but a method's self/cls) and each return has
one. Python only."""

from __future__ import annotations

import ast
import re
from collections.abc import Callable
from dataclasses import dataclass

from .findings import Finding, line_list, plural

HINTS = re.compile(r"^add\s+(?:the\s+)?(?:missing\s+)?(?:python\s+)?(?:type\s+hints|type\s+annotations|annotations|typing|types)"
                   r"(?P<all>\s+(?:to|for|on)\s+(?:every|all|each)(?:\s+of)?\s+(?:the\s+)?(?:functions?|methods?|defs?|parameters?)"
                   r"(?:\s+and\s+(?:every\s+|all\s+)?(?:the\s+)?(?:methods?|functions?|return\s+types?))?|\s+everywhere|\s+throughout)?$", re.I)


@dataclass(frozen=True)
class Annotate:
    every: bool  # every parameter and return must end up annotated
    names: tuple[str, ...] = ()  # the functions the instruction names: each must end up annotated
    returns: str = ""  # the return type the instruction gives ("-> int", "returns an int"), for its one named function


def read_annotate(clause: str) -> Annotate | None:
    """`clause`: the instruction's main clause (notes already taken out)."""
    m = HINTS.match(clause.strip())
    return Annotate(bool(m.group("all"))) if m else None


class _Strip(ast.NodeTransformer):
    def visit_arg(self, node: ast.arg) -> ast.arg:
        node.annotation = None
        return node

    def _fn(self, node):
        node.returns = None
        self.generic_visit(node)
        return node

    visit_FunctionDef = visit_AsyncFunctionDef = _fn

    def visit_AnnAssign(self, node: ast.AnnAssign):
        if node.value is None:
            return None
        return ast.copy_location(ast.Assign(targets=[node.target], value=node.value, lineno=node.lineno), node)

    def visit_Import(self, node):
        return None

    visit_ImportFrom = visit_Import

    def visit_Assign(self, node: ast.Assign):
        return None if _type_alias(node) else node

    def visit_TypeAlias(self, node):  # `type Team = tuple[str, float]` (Python 3.12)
        return None


GENERIC = {"tuple", "list", "dict", "set", "frozenset", "type", "Tuple", "List", "Dict", "Set", "FrozenSet", "Type", "Optional",
           "Union", "Callable", "Iterable", "Iterator", "Sequence", "Mapping", "MutableMapping", "Literal", "Annotated"}


def _type_alias(node: ast.Assign) -> bool:
    """`Team = Tuple[str, float]`, `Slot = Team | None`: a name for a type, written only for the annotations."""
    def typed(v: ast.expr) -> bool:
        if isinstance(v, ast.BinOp) and isinstance(v.op, ast.BitOr):
            return typed(v.left) and typed(v.right) and (isinstance(v.left, ast.Subscript) or isinstance(v.right, ast.Subscript)
                                                         or _none(v.left) or _none(v.right))
        return isinstance(v, ast.Subscript) and isinstance(v.value, ast.Name) and v.value.id in GENERIC or \
            isinstance(v, ast.Name) or _none(v)
    value = node.value
    return len(node.targets) == 1 and isinstance(node.targets[0], ast.Name) and node.targets[0].id[:1].isupper() and \
        (isinstance(value, ast.Subscript) and typed(value) or isinstance(value, ast.BinOp) and typed(value))


def _none(v: ast.expr) -> bool:
    return isinstance(v, ast.Constant) and v.value is None


def _bare(tree: ast.Module) -> str:
    return ast.dump(_Strip().visit(tree), include_attributes=False)


def _unannotated(tree: ast.Module) -> list[int]:
    """Lines of defs with a parameter (not a method's first) or a return left bare."""
    out = []
    methods = {id(n) for c in ast.walk(tree) if isinstance(c, ast.ClassDef) for n in c.body}
    for n in ast.walk(tree):
        if not isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef)):
            continue
        a = n.args
        params = a.posonlyargs + a.args
        static = any(isinstance(d, ast.Name) and d.id == "staticmethod" for d in n.decorator_list)
        if id(n) in methods and not static:
            params = params[1:]
        params = params + a.kwonlyargs + [x for x in (a.vararg, a.kwarg) if x]
        if n.returns is None or any(p.annotation is None for p in params):
            out.append(n.lineno)
    return out


def _count(tree: ast.Module) -> int:
    return sum(1 for n in ast.walk(tree) if isinstance(n, ast.arg) and n.annotation is not None
               or isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef)) and n.returns is not None or isinstance(n, ast.AnnAssign))


def _unbound_annotations(tree: ast.Module) -> list[tuple[str, int]]:
    """Names an annotation reads that nothing binds (`Iterable` not imported): a NameError when
    the module loads, unless annotations are postponed (`from __future__ import annotations`)."""
    import builtins

    if any(isinstance(n, ast.ImportFrom) and n.module == "__future__" and any(a.name == "annotations" for a in n.names) for n in tree.body):
        return []
    bound = set(dir(builtins))
    for n in ast.walk(tree):
        if isinstance(n, (ast.Import, ast.ImportFrom)):
            bound |= {(a.asname or a.name.split(".")[0]) for a in n.names}
        elif isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            bound.add(n.name)
        elif isinstance(n, ast.Name) and not isinstance(n.ctx, ast.Load):
            bound.add(n.id)
    hints = [n.annotation for n in ast.walk(tree) if isinstance(n, ast.arg) and n.annotation is not None]
    hints += [n.returns for n in ast.walk(tree) if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef)) and n.returns is not None]
    out = [(x.id, x.lineno) for h in hints for x in ast.walk(h) if isinstance(x, ast.Name) and x.id not in bound]
    return sorted(set(out), key=lambda kv: (kv[1], kv[0]))


def _annotated_others(before: ast.Module, after: ast.Module, names: tuple[str, ...]) -> list[tuple[str, int]]:
    """Functions the instruction does not name (nor holds: a method of a named class) that gained
    annotations, with their lines in the result."""
    defs = (ast.FunctionDef, ast.AsyncFunctionDef)

    def counts(tree: ast.Module) -> dict[str, tuple[int, int]]:
        named = {id(m) for c in ast.walk(tree) if isinstance(c, (*defs, ast.ClassDef)) and c.name in names for m in ast.walk(c)}
        return {n.name: (_count(ast.Module(body=[n], type_ignores=[])), n.lineno)
                for n in ast.walk(tree) if isinstance(n, defs) and id(n) not in named}

    old, new = counts(before), counts(after)
    return [(name, line) for name, (k, line) in new.items() if name in old and k > old[name][0]]


def check_annotate(original: str, result: str, filename: str, intent: Annotate) -> Finding:
    if not filename.endswith((".py", ".pyi")):
        return Finding("annotate", None, "type hints are checked in Python only")
    try:
        before, after = ast.parse(original), ast.parse(result)
    except (SyntaxError, ValueError):
        return Finding("annotate", None, "does not parse")
    if _count(after) <= _count(before):
        return Finding("annotate", False, "no type hints added")
    # (read before _bare takes the annotations out of the tree; only the returns this edit annotated)
    was = {fn.name: ast.dump(fn.returns) if fn.returns else "" for fn in ast.walk(before) if isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef))}
    wrong = _wrong_returns(after, lambda fn: was.get(fn.name, "") != (ast.dump(fn.returns) if fn.returns else ""))
    missing = _unannotated(after) if intent.every else []
    if intent.names and not intent.every:
        named = {n.lineno for n in ast.walk(after) if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef)) and n.name in intent.names}
        # a class named: its methods (not where functions are named too: "score takes a Proposal" names a type)
        functions_named = any(isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef)) and n.name in intent.names for n in ast.walk(after))
        named |= {m.lineno for c in ast.walk(after) if isinstance(c, ast.ClassDef) and c.name in intent.names and not functions_named
                  for m in c.body if isinstance(m, (ast.FunctionDef, ast.AsyncFunctionDef))}
        missing = [ln for ln in _unannotated(after) if ln in named]
    if intent.returns and len(intent.names) == 1 and not wrong:
        fn = next((n for n in ast.walk(after) if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef)) and n.name == intent.names[0]), None)
        said = ast.unparse(fn.returns).strip("'\"") if fn is not None and fn.returns is not None else ""
        if fn is not None and said and said != intent.returns and intent.returns not in re.findall(r"\w+", said):
            wrong = (fn.name, said, f"where the instruction says `{intent.returns}`", fn.lineno)
    others = _annotated_others(before, after, intent.names) if intent.names and not intent.every else []
    unbound = _unbound_annotations(after)
    if unbound:
        name, line = unbound[0]
        return Finding("annotate", False, f"annotates with `{name}`, which the file neither imports nor defines (line {line})", (line,))
    if _bare(before) != _bare(after):
        return Finding("annotate", False, "changed more than the annotations (code, defaults or values differ once they are taken out)")
    if others:
        shown = ", ".join(f"`{n}`" for n, _ in others[:3])
        return Finding("annotate", False, f"annotated {shown} too, which the instruction does not name "
                       f"(line{'s' if len(others) > 1 else ''} {line_list([ln for _, ln in others])})", tuple(ln for _, ln in others))
    if wrong:
        name, said, got, line = wrong
        got = got if got.startswith("where") else f"but returns {got}"
        return Finding("annotate", False, f"`{name}` is annotated as returning `{said}`, {got} (line {line})", (line,))
    if missing:
        return Finding("annotate", False, f"{plural(len(missing), 'function')} still without full type hints "
                       f"(line{'s' if len(missing) > 1 else ''} {line_list(missing)})", tuple(missing))
    return Finding("annotate", True, "only annotations added" + (", every parameter and return typed" if intent.every else ""))


# What a plain annotation accepts: `float` takes an int too, as type checkers read it.
ACCEPTS = {"str": {"str"}, "int": {"int", "bool"}, "float": {"float", "int", "bool"}, "bool": {"bool"}, "None": {"None"}, "list": {"list"},
           "List": {"list"}, "dict": {"dict"}, "Dict": {"dict"}, "tuple": {"tuple"}, "Tuple": {"tuple"}, "set": {"set"}, "Set": {"set"}}


def _accepted(node: ast.expr) -> set[str] | None:
    """The kinds of value an annotation accepts, None where it names anything else (a class, Any, Iterable)."""
    if isinstance(node, ast.Constant) and node.value is None:
        return {"None"}
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.BitOr):
        left, right = _accepted(node.left), _accepted(node.right)
        return None if left is None or right is None else left | right
    if isinstance(node, ast.Subscript) and isinstance(node.value, ast.Name):
        if node.value.id == "Optional":
            inner = _accepted(node.slice)
            return None if inner is None else inner | {"None"}
        if node.value.id == "Union":
            parts = [_accepted(e) for e in (node.slice.elts if isinstance(node.slice, ast.Tuple) else [node.slice])]
            return None if any(p is None for p in parts) else set().union(*[p for p in parts if p is not None])
        return ACCEPTS.get(node.value.id)
    return ACCEPTS.get(node.id) if isinstance(node, ast.Name) else None


def _kind(value: ast.expr | None) -> str | None:
    """What a returned expression plainly is; None where that takes reading more than it."""
    if value is None or isinstance(value, ast.Constant) and value.value is None:
        return "None"
    if isinstance(value, ast.Constant):
        return {bool: "bool", int: "int", float: "float", str: "str"}.get(type(value.value))
    kinds = {ast.List: "list", ast.ListComp: "list", ast.Dict: "dict", ast.DictComp: "dict", ast.Set: "set", ast.SetComp: "set",
             ast.Tuple: "tuple", ast.JoinedStr: "str", ast.Compare: "bool"}
    if isinstance(value, ast.BinOp) and isinstance(value.op, ast.Div):
        return "float"  # true division (of ints and floats; a Decimal's is no plain annotation's business)
    if isinstance(value, ast.UnaryOp) and isinstance(value.op, ast.Not):
        return "bool"
    if isinstance(value, ast.Call) and isinstance(value.func, ast.Name) and not value.keywords:
        called = {"len": "int", "str": "str", "int": "int", "float": "float", "bool": "bool", "list": "list", "dict": "dict",
                  "sorted": "list", "set": "set", "tuple": "tuple", "repr": "str"}.get(value.func.id)
        if value.func.id == "round":
            called = "int" if len(value.args) == 1 else None
        return called
    return next((k for t, k in kinds.items() if isinstance(value, t)), None)


def _ends(body: list[ast.stmt]) -> bool:
    """Every way through `body` ends in a return or a raise."""
    if not body:
        return False
    last = body[-1]
    if isinstance(last, (ast.Return, ast.Raise)):
        return True
    if isinstance(last, ast.If):
        return _ends(last.body) and _ends(last.orelse)
    if isinstance(last, ast.While) and isinstance(last.test, ast.Constant) and last.test.value is True:
        return True
    if isinstance(last, (ast.With, ast.AsyncWith)):
        return _ends(last.body)
    if isinstance(last, ast.Try):
        return (_ends(last.body) or _ends(last.orelse)) and all(_ends(h.body) for h in last.handlers) or _ends(last.finalbody)
    return isinstance(last, ast.Match) and all(_ends(c.body) for c in last.cases)


def _own_returns(fn: ast.FunctionDef | ast.AsyncFunctionDef) -> list[ast.Return]:
    out: list[ast.Return] = []
    stack: list[ast.AST] = list(fn.body)
    while stack:
        node = stack.pop()
        if isinstance(node, ast.Return):
            out.append(node)
        elif not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.ClassDef)):
            stack.extend(ast.iter_child_nodes(node))
    return out


def _wrong_returns(tree: ast.AST, edited: Callable[[ast.FunctionDef | ast.AsyncFunctionDef], bool] = lambda fn: True) \
        -> tuple[str, str, str, int] | None:
    """(function, annotation, what it returns, line) for the first function whose return
    annotation plainly excludes a value it returns: `-> str` over `return lines` of a list,
    `-> str` where a path returns None or ends without a return."""
    declared = _declared_returns(tree)
    # the module's plain classes (no base: not a TypedDict, Protocol or NamedTuple) that none extends
    extended = {b.id for c in ast.walk(tree) if isinstance(c, ast.ClassDef) for b in c.bases if isinstance(b, ast.Name)}
    own = {c.name: c for c in getattr(tree, "body", []) if isinstance(c, ast.ClassDef) and c.name not in extended
           and all(isinstance(b, ast.Name) and b.id == "object" for b in c.bases) and not c.keywords}
    for fn in ast.walk(tree):
        if not isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef)) or fn.returns is None or not edited(fn):
            continue
        accepted = _accepted(fn.returns)
        a_class = accepted is None and isinstance(fn.returns, ast.Name) and fn.returns.id in own
        if a_class and isinstance(fn.returns, ast.Name):
            accepted = {fn.returns.id}  # `-> PrintJob`: a PrintJob, not its `job_id`
        if accepted is None or any(isinstance(n, (ast.Yield, ast.YieldFrom)) for n in ast.walk(fn)):
            continue
        returns = _own_returns(fn)
        local: dict[str, set[str | None]] = {}  # `lines = [...]` then `return lines`: what each local is bound to
        for n in ast.walk(fn):
            if isinstance(n, (ast.Assign, ast.AnnAssign, ast.AugAssign)):
                for t in n.targets if isinstance(n, ast.Assign) else [n.target]:
                    if isinstance(t, ast.Name):
                        kind = "+=" if isinstance(n, ast.AugAssign) and isinstance(n.op, (ast.Add, ast.Sub, ast.Mult, ast.Div)) else \
                            None if isinstance(n, ast.AugAssign) or not n.value else _kind(n.value) or _made(n.value, own, {})
                        local.setdefault(t.id, set()).add(kind)
                    elif isinstance(t, (ast.Tuple, ast.List, ast.Starred)):  # `name, _ = ...`: unpacked, of no kind read here
                        for u in ast.walk(t):
                            if isinstance(u, ast.Name):
                                local.setdefault(u.id, set()).add(None)
            elif isinstance(n, (ast.For, ast.AsyncFor, ast.With, ast.AsyncWith, ast.NamedExpr)) or isinstance(n, ast.arg):
                top: ast.AST = n.target if isinstance(n, (ast.For, ast.AsyncFor, ast.NamedExpr)) else n
                for u in ast.walk(top):
                    if isinstance(u, (ast.Name, ast.arg)):
                        local.setdefault(u.id if isinstance(u, ast.Name) else u.arg, set()).add(None)
        for name, bound in local.items():  # `total = 0.0` then `total += w`: still a float (a str, a list)
            if "+=" in bound:
                local[name] = bound - {"+="} if bound - {"+="} in ({"float"}, {"str"}, {"list"}) else {None}
        for r in sorted(returns, key=lambda r: r.lineno):
            kind = _kind(r.value) or _made(r.value, own, local)
            if kind is None and isinstance(r.value, ast.Name) and len(bound := local.get(r.value.id, {None})) == 1:
                kind = next(iter(bound))
            if kind is None and isinstance(r.value, ast.Call) and isinstance(r.value.func, ast.Name):
                kind = declared.get(r.value.func.id)  # `return money(x)` where `def money(...) -> Decimal`
            if kind is not None and kind not in accepted:
                return fn.name, ast.unparse(fn.returns), "None" if kind == "None" else f"{'an' if kind[0] in 'aeiouAEIOU' else 'a'} {kind}", r.lineno
        if returns and "None" not in accepted and not a_class and not _ends(fn.body):  # (`abort(404)` may end a function too)
            return fn.name, ast.unparse(fn.returns), "None where it runs off its end", fn.end_lineno or fn.lineno
    return None


def _made(value: ast.expr | None, own: dict[str, ast.ClassDef], local: dict[str, set[str | None]]) -> str | None:
    """What a returned expression is, read from the module: an instance of its class
    (`PrintJob(...)`), a Decimal (`x.quantize(...)`), or the plainly annotated field of a local
    of its class (`job.job_id` of `job = PrintJob(...)`, `job_id: int`)."""
    if isinstance(value, ast.Call):
        if isinstance(value.func, ast.Name) and value.func.id in own:
            return value.func.id
        return "Decimal" if isinstance(value.func, ast.Attribute) and value.func.attr == "quantize" else None
    if isinstance(value, ast.Attribute) and isinstance(value.value, ast.Name) and len(bound := local.get(value.value.id, set())) == 1:
        cls = own.get(next(iter(bound)) or "")
        field = next((f.annotation for f in (cls.body if cls else []) if isinstance(f, ast.AnnAssign) and isinstance(f.target, ast.Name)
                      and f.target.id == value.attr), None)
        return field.id if isinstance(field, ast.Name) and field.id in ("int", "float", "str", "bool", "list", "dict", "set", "tuple") else None
    return None


def _declared_returns(tree: ast.AST) -> dict[str, str]:
    """What the module's own functions say they return, where that is one kind: `def money(x)
    -> Decimal` returns a Decimal (a class no plain annotation accepts), `-> int` an int."""
    out = {}
    for fn in getattr(tree, "body", []):
        if isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef)) and fn.returns is not None and not isinstance(fn, ast.AsyncFunctionDef):
            if isinstance(fn.returns, ast.Constant) and fn.returns.value is None:
                out[fn.name] = "None"
            elif isinstance(fn.returns, ast.Name) and fn.returns.id not in ("Any", "object"):
                name = fn.returns.id
                out[fn.name] = next(iter(ACCEPTS[name] - {"bool", "int"} or {name})) if name in ACCEPTS else name
    return out


# The return type an instruction gives: "-> int", "returns an int", "int return", "返回 int".
RETURN_SAID = [re.compile(p, re.I) for p in (
    r"->\s*([A-Za-z_][\w.]*)\s*(?:$|[\s,.;)])", r"\breturns?\s+(?:an?\s+|the\s+)?([A-Za-z_]\w*)\b", r"\b([A-Za-z_]\w*)\s+return\b",
    r"返回\s*([A-Za-z_]\w*)", r"戻り値は?\s*([A-Za-z_]\w*)", r"R[üu]ckgabe\w*\s+(?:ist\s+)?([A-Za-z_]\w*)", r"retorn[ao]\s+([A-Za-z_]\w*)")]
TYPES = {"int", "str", "float", "bool", "bytes", "list", "dict", "set", "tuple", "Decimal", "datetime", "date"}  # ("returns None when ...": a case)


def said_return(said: str) -> str:
    """The one return type `said` gives, of the plain types, or ""."""
    found = {m.group(1) for p in RETURN_SAID for m in p.finditer(said) if m.group(1) in TYPES}
    return next(iter(found)) if len(found) == 1 else ""
