"""What a Python function decides, compared exactly: for every truth of the conditions it
tests, what it returns or raises. Nested ifs flattened into guard clauses, an if/else
inverted, a condition moved into a variable: the same decisions, written another way.

    decision_changes(original, result) -> [Decided]     each changed function, same or not
    decision_findings(original, result, filename, instruction) -> ([Finding], [lines])

Where the instruction asks for a restructuring (early returns, guard clauses, flattened or
inverted ifs, "same behaviour"): a finding per changed function, that it decides as before
in every case or where it does not; and the result's lines of those that do, whose changed
words the net need not count.

A function is read when its body is made only of `if`/`elif`/`else`, `return`, `raise`,
assignments to plain names (substituted into what follows), calls (kept in order as effects),
docstrings and `pass`; anything else (a loop, a `try`, `with`) is not read, and the function
is left to the other rules. Conditions are split into atoms: `a < b` is the atom `a < b`,
`a >= b` its negation, `a > b` the atom `b < a`; `==`/`!=`, `is`/`is not`, `in`/`not in` the
same way; anything else is an atom by its text. Every truth of at most MOST_ATOMS atoms is
tried, leaving out those no total order allows (`a < b` and `b < a` both true)."""

from __future__ import annotations

import ast
import copy
import itertools
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import PurePath

from .braced import SUFFIXES, braced_functions, function_def
from .braced import Unread as BracedUnread
from .findings import Finding
from .possible import Atom, number as _number, pair as _pair, possible as _possible
from .phrasing import said_and_kept
from .parsers import plain_tree
from .textcache import per_text

MOST_ATOMS = 10
MOST_PATHS = 64  # ways through one function
BUDGET = 4096  # truth assignments tried per file, all functions together
# A restructuring that keeps what the code does, in the instruction's words.
RESTRUCTURE = re.compile(r"early[- ]?(?:returns?|exits?)|(?:return|exit|bail)(?:s|ing)?(?:\s+out)?\s+early|\bnesting\b|guard[- ]?(?:clauses?|statements?)|\b(?:un|de)-?nest|"
                         r"\bflat+en\w*\s+(?:the\s+)?(?:nested\s+)?(?:ifs?|if/else|if-else|conditions|conditionals|branches|pyramid)|"
                         r"\bnested\s+(?:ifs?|if/else|conditions?|conditionals?)|pyramid|"
                         r"same\s+(?:behaviou?r|results?|decisions?|reasons?|outcomes?|logic)|behaviou?r\s+(?:unchanged|the\s+same|identical)|"
                         r"without\s+changing\s+(?:the\s+|its\s+|what\s+)?(?:behaviou?r|logic|results?|it\s+does)|"
                         r"retornos?\s+antecipad|retours?\s+anticip|fr(?:ü|ue)he[ns]?\s+return|vorzeitig\w*\s+(?:return|zurück)|"
                         r"早期リターン|ガード節|提前返回|卫语句|衛語句|조기\s*반환|얼리\s*리턴", re.I)

# Words that ask for a new decision ("add an early return", "ignore NaN readings", "skip ...").
ADDING = re.compile(r"\b(?:add|adds|adding|insert|introduce|put|ignore|skip|reject|refuse|guard\s+against|"
                    r"f(?:ü|ue)ge|a(?:ñ|n)ad[ei]|ajout\w*|aggiung\w*|adicion\w*|voeg)\b", re.I)
# Words that say the decisions stay ("same behaviour", "instead of the nested ifs").
KEEPING = re.compile(r"same\s+(?:behaviou?r|results?|decisions?|outcomes?|logic|values)|behaviou?r\s+(?:unchanged|the\s+same|identical)|"
                     r"without\s+changing|instead\s+of|rather\s+than|\bnest(?:ed|ing)\b|\bflat+en|\bun-?nest|pyramid|"
                     r"mismo\s+comportamiento|m[êe]me\s+comportement|gleiche[ns]?\s+Verhalten|stesso\s+comportamento|"
                     r"mesmo\s+comportamento|zelfde\s+gedrag", re.I)


def decision_findings(original: str, result: str, filename: str, instruction: str) -> tuple[list[Finding], list[tuple[int, int]]]:
    suffix = PurePath(filename).suffix.lower()
    if suffix not in (".py", ".pyi") and suffix not in SUFFIXES or original == result:
        return [], []
    if not RESTRUCTURE.search(instruction):
        return [], []
    decided = _decided(original, result) if suffix in (".py", ".pyi") else _braced_decided(original, result, filename)
    same = [d.lines for d in decided if d.same]
    # "add an early return when ...", "ignore NaN readings, early return": new decisions asked for;
    # that the others are kept still shows, that some differ is no fault
    asked = said_and_kept(instruction)[0]
    changes_asked = bool(ADDING.search(asked)) and not KEEPING.search(asked)
    return [Finding("decisions", d.same, f"`{d.name}` decides as before in every case" if d.same else
                    f"`{d.name}` no longer decides as the original: {d.example}", d.lines)
            for d in decided if d.same or not changes_asked], same


@per_text()
def _decided(original: str, result: str) -> list[Decided]:
    return decision_changes(original, result)


def _braced_decided(original: str, result: str, filename: str) -> list[Decided]:
    """decision_changes for a brace language's functions (braced.py reads them)."""
    out: list[Decided] = []
    budget = [BUDGET]
    suffix = PurePath(filename).suffix.lower()
    try:
        old, new = braced_functions(original, filename), braced_functions(result, filename)
    except RecursionError:
        return out
    for name, fn in new.items():
        was = old.get(name)
        if was is None or was.signature != fn.signature or _node_text(was.node) == _node_text(fn.node):
            continue  # gone, its signature changed (another edit), or the same text
        try:
            a, b = function_def(was, suffix), function_def(fn, suffix)
            if _steps(a) != _steps(b):
                continue  # a step it does not read (a loop) changed: what it decides is not known
            decided = _compare(a, b, budget)
        except (Unread, BracedUnread, RecursionError):
            continue
        if decided is not None:
            out.append(Decided(name.rsplit(".", 1)[-1], fn.lines, decided[0], _spoken(decided[1], suffix)))
    return out


def _spoken(example: str, suffix: str) -> str:
    """A case said back in the file's language: `!x`, `&&`, `null` (`nil` in Go and Swift), not Python's words."""
    none = "nil" if suffix in (".go", ".swift") else "None" if suffix == ".rs" else "null"
    for word, said in ((r"\bis not\b", "!="), (r"\bis\b", "=="), (r"\bnot ", "!"), (r"\band\b", "&&"), (r"\bor\b", "||"), (r"\bNone\b", none),
                       (r"\bTrue\b", "true"), (r"\bFalse\b", "false")):
        example = re.sub(word, said, example)
    return example.replace("<step>", "step")


def _steps(fn: ast.FunctionDef) -> set[str]:
    """The texts of the steps braced.py keeps whole (`step("for ...", ...)`)."""
    return {str(n.args[0].value) for n in ast.walk(fn) if isinstance(n, ast.Call) and isinstance(n.func, ast.Name)
            and n.func.id == "<step>" and n.args and isinstance(n.args[0], ast.Constant)}


def _node_text(node) -> str:
    return " ".join(node.text.decode("utf-8", "replace").split())

Formula = Callable[[dict[Atom, bool]], bool]


@dataclass(frozen=True)
class Decided:
    name: str
    lines: tuple[int, int]  # the result's lines of the function
    same: bool
    example: str = ""  # where they differ: "with `a < b`: returns `x`, not `y`"


class Unread(Exception):
    """A statement the reader does not follow."""


def decision_changes(original: str, result: str) -> list[Decided]:
    out: list[Decided] = []
    budget = [BUDGET]
    before, after = plain_tree(original), plain_tree(result)
    if before is None or after is None:
        return out
    a, b = original.splitlines(), result.splitlines()
    try:
        old = dict(qualified_functions(before))
        for name, fn in qualified_functions(after):
            was = old.get(name)
            if was is None or a[was.lineno - 1 : was.end_lineno] == b[fn.lineno - 1 : fn.end_lineno]:
                continue  # the same text: the same function
            try:
                decided = _compare(was, fn, budget)
            except Unread:
                continue
            if decided is not None:  # the body's lines: a changed `def` line is the other rules'
                out.append(Decided(name.rsplit(".", 1)[-1], (fn.body[0].lineno, fn.end_lineno or fn.lineno), decided[0], decided[1]))
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return out
    return out


def qualified_functions(tree: ast.AST, prefix: str = "") -> Iterator[tuple[str, ast.FunctionDef | ast.AsyncFunctionDef]]:
    """Every function by its qualified name (`Cart.total`), methods of two classes apart."""
    for node in ast.iter_child_nodes(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            yield prefix + node.name, node
            yield from qualified_functions(node, f"{prefix}{node.name}.")
        elif isinstance(node, ast.ClassDef):
            yield from qualified_functions(node, f"{prefix}{node.name}.")
        elif not isinstance(node, (ast.expr, ast.Lambda)):
            yield from qualified_functions(node, prefix)


def _compare(a: ast.FunctionDef | ast.AsyncFunctionDef, b: ast.FunctionDef | ast.AsyncFunctionDef,
             budget: list[int]) -> tuple[bool, str] | None:
    if ast.dump(a.args) != ast.dump(b.args):
        return None  # its parameters changed: another edit than a restructuring
    pa, pb = _paths(a.body, {}, (), ()), _paths(b.body, {}, (), ())
    atoms: dict[Atom, None] = {}
    for paths in (pa, pb):
        for conds, _ in paths:
            for _, found in conds:
                atoms.update(dict.fromkeys(found))
    keys = list(atoms)
    if len(keys) > MOST_ATOMS or 2 ** len(keys) > budget[0]:
        return None
    budget[0] -= 2 ** len(keys)
    for values in itertools.product((False, True), repeat=len(keys)):
        truth = dict(zip(keys, values))
        if not _possible(truth):
            continue
        x, y = _outcome(pa, truth), _outcome(pb, truth)
        if x != y:
            tested = [k for conds, end in pb if end == y and all(f(truth) for f, _ in conds) for _, found in conds for k in found]
            said = [_say(k) if truth[k] else _say(k, False) for k in dict.fromkeys(tested)][:4]
            when = f"when {', '.join(f'`{s}`' for s in said)}, " if said else ""
            return False, f"{when}it {y or 'ends'}, where the original {x or 'ends'}"
    return True, ""


Path = tuple[tuple[tuple[Formula, tuple[Atom, ...]], ...], str]


def _paths(body: list[ast.stmt], env: dict[str, ast.expr], conds: tuple, effects: tuple[str, ...]) -> list[Path]:
    """Every way through `body`: the conditions taken and what it ends in (Unread past MOST_PATHS)."""
    for i, s in enumerate(body):
        if isinstance(s, ast.Expr) and isinstance(s.value, ast.Constant) or isinstance(s, ast.Pass):
            continue
        if isinstance(s, ast.Return):
            if s.value is not None and _boolean(test := _substitute(s.value, env)):
                # `return a <= b` is `if a <= b: return True` then `return False`
                f, found = _formula(test)
                after = _effects(effects, ast.unparse(test))
                return [(conds + ((f, found),), "returns True" + after),
                        (conds + ((lambda t, f=f: not f(t), found),), "returns False" + after)]
            value = _text(s.value, env) if s.value is not None else "None"
            return [(conds, "returns " + value + _effects(effects, value))]
        if isinstance(s, ast.Raise):
            value = _text(s.exc, env) if s.exc is not None else ""
            return [(conds, "raises " + value + _effects(effects, value))]
        if isinstance(s, ast.Assign) and len(s.targets) == 1 and isinstance(s.targets[0], ast.Name) or \
                isinstance(s, ast.AnnAssign) and isinstance(s.target, ast.Name) and s.value is not None:
            target = s.targets[0] if isinstance(s, ast.Assign) else s.target
            assert isinstance(target, ast.Name) and s.value is not None
            env = {**env, target.id: _substitute(s.value, env)}
            if any(isinstance(n, (ast.Call, ast.Await)) for n in ast.walk(s.value)):  # `res = db.save(user)`: a call made
                effects = effects + (ast.unparse(env[target.id]),)
            continue
        if isinstance(s, ast.Expr) and isinstance(s.value, (ast.Call, ast.Await)):
            effects = effects + (_text(s.value, env),)
            continue
        if isinstance(s, ast.If):
            test = _substitute(s.test, env)
            f, found = _formula(test)
            rest = body[i + 1 :]
            yes = _paths(list(s.body) + rest, env, conds + ((f, found),), effects)
            no = _paths(list(s.orelse) + rest, env, conds + ((lambda t, f=f: not f(t), found),), effects)
            if len(yes) + len(no) > MOST_PATHS:
                raise Unread("too many ways through")
            return yes + no
        raise Unread(type(s).__name__)
    return [(conds, "returns None" + _effects(effects))]


def _boolean(e: ast.expr) -> bool:
    """A comparison, or `not`/`and`/`or` of comparisons: its value is True or False."""
    if isinstance(e, ast.Compare):
        return True
    if isinstance(e, ast.UnaryOp) and isinstance(e.op, ast.Not):
        return True
    return isinstance(e, ast.BoolOp) and all(_boolean(v) for v in e.values)


def _effects(effects: tuple[str, ...], value: str = "") -> str:
    """The calls made on the way, less those the value returned makes anyway (`fee = round(x)`
    then `return fee` is `return round(x)`)."""
    effects = tuple(e for e in effects if not re.search(rf"(?<![\w.]){re.escape(e)}", value))
    return f" after {'; '.join(effects)}" if effects else ""


def _outcome(paths: list[Path], truth: dict[Atom, bool]) -> str:
    for conds, end in paths:
        if all(f(truth) for f, _ in conds):
            return end
    return ""


class _Sub(ast.NodeTransformer):
    def __init__(self, env: dict[str, ast.expr]) -> None:
        self.env = env

    def visit_Name(self, node: ast.Name) -> ast.expr:
        return self.env.get(node.id, node) if isinstance(node.ctx, ast.Load) else node


def _substitute(e: ast.expr, env: dict[str, ast.expr]) -> ast.expr:
    if not env:
        return e
    return _Sub(env).visit(copy.deepcopy(e))


def _text(e: ast.expr, env: dict[str, ast.expr]) -> str:
    return ast.unparse(_substitute(e, env))


NEGATE = {ast.GtE: (ast.Lt, False), ast.Lt: (ast.Lt, True), ast.Gt: (ast.Lt, True), ast.LtE: (ast.Lt, False),
          ast.Eq: (ast.Eq, True), ast.NotEq: (ast.Eq, False), ast.Is: (ast.Is, True), ast.IsNot: (ast.Is, False),
          ast.In: (ast.In, True), ast.NotIn: (ast.In, False)}


def _formula(e: ast.expr) -> tuple[Formula, tuple[Atom, ...]]:
    if isinstance(e, ast.BoolOp):
        parts = [_formula(v) for v in e.values]
        fs = [p[0] for p in parts]
        found = tuple(a for p in parts for a in p[1])
        if isinstance(e.op, ast.And):
            return (lambda t: all(f(t) for f in fs)), found
        return (lambda t: any(f(t) for f in fs)), found
    if isinstance(e, ast.UnaryOp) and isinstance(e.op, ast.Not):
        f, found = _formula(e.operand)
        return (lambda t: not f(t)), found
    if isinstance(e, ast.Compare) and len(e.ops) > 1:
        left, pairs = e.left, list[ast.expr]()
        for op, right in zip(e.ops, e.comparators):
            pairs.append(ast.Compare(left=left, ops=[op], comparators=[right]))
            left = right
        return _formula(ast.BoolOp(op=ast.And(), values=pairs))
    if isinstance(e, ast.Compare) and type(e.ops[0]) in NEGATE:
        kind, positive = NEGATE[type(e.ops[0])]
        cmp = type(e.ops[0])
        x, y = ast.unparse(e.left), ast.unparse(e.comparators[0])
        if cmp in (ast.Gt, ast.GtE):  # a > b is b < a; a >= b is not (a < b)
            x, y = (y, x) if cmp is ast.Gt else (x, y)
        elif cmp is ast.LtE:  # a <= b is not (b < a)
            x, y = y, x
        elif kind in (ast.Eq, ast.Is):  # symmetric: the constant on the right
            x, y = _pair(x, y)
        atom: Atom = (kind.__name__, x, y)
        return ((lambda t: t[atom]) if positive else (lambda t: not t[atom])), (atom,)
    text = ast.unparse(e)
    atom = ("truth", text, "")
    return (lambda t: t[atom]), (atom,)


def _say(atom: Atom, holds: bool = True) -> str:
    rel, x, y = atom
    if rel == "Lt" and _number(x) is not None and _number(y) is None:  # the expression first: `x > 5`, not `5 < x`
        return f"{y} > {x}" if holds else f"{y} <= {x}"
    if holds:
        return {"Lt": f"{x} < {y}", "Eq": f"{x} == {y}", "Is": f"{x} is {y}", "In": f"{x} in {y}", "truth": x}[rel]
    return {"Lt": f"{x} >= {y}", "Eq": f"{x} != {y}", "Is": f"{x} is not {y}", "In": f"{x} not in {y}", "truth": f"not {x}"}[rel]
