"""A function whose parameters the result changed is called, in the same file, with as many
arguments as it now takes: `needsWater(r, now)` after `needsWater` gained a third parameter
does not compile in Go, Rust, C, Java or TypeScript, raises TypeError in Python and passes
nothing in JavaScript (a missing argument is `undefined`), so JavaScript is left out.

    arity_findings(original, result, filename) -> [Finding]

Only calls that reach the file's own function are counted: bare calls, and calls through
`self`/`this`/`Self::` (`items.add(x)`, `Vec::new()`, `super().__init__()` are someone else's).
Only names whose signatures changed are judged, and only where every call of that name in the
original fitted the original's signatures (a name that also calls something else, `sent.Add(1)`
beside our `Add`, is left alone). A call that spreads its arguments (`f(*xs)`, `f(xs...)`,
`f(...xs)`) fits anything. Python through `ast`; the others through tree-sitter."""

from __future__ import annotations

import ast
import re
from dataclasses import dataclass
from pathlib import PurePath

from .findings import Finding, line_list
from .parsers import plain_tree
from .queries import both_parsed, captures

PYTHON = (".py", ".pyi")
# Decorators that keep a Python function's signature as written.
PLAIN_DECORATORS = {"staticmethod", "classmethod", "property", "override", "abstractmethod", "cache", "lru_cache", "cached_property"}


@dataclass(frozen=True)
class Signature:
    least: int  # arguments a call must pass (the receiver not counted when called as a method)
    most: int | None  # None: any number (`*args`, `...rest`, variadics)
    names: frozenset[str] = frozenset()  # Python: parameters a keyword may name ("*" in it: **kwargs)
    required: tuple[str, ...] = ()  # Python: the required parameters, in order


@dataclass(frozen=True)
class Call:
    name: str
    args: int
    line: int
    keywords: tuple[str, ...] = ()
    spread: bool = False


def arity_findings(original: str, result: str, filename: str, instruction: str = "") -> list[Finding]:
    suffix = PurePath(filename).suffix.lower()
    if suffix in PYTHON:
        read = _python
    elif suffix in TREE_LANGUAGES:
        read = _tree_reader(original, result, filename, suffix)
    else:
        return []
    if result == original or read is None or _signature_lines(original) == _signature_lines(result):
        return []  # no signature changed (a cheap look before any parse)
    before, after = read(original, 0), read(result, 1)
    if before is None or after is None:
        return []
    (old_sigs, old_calls), (new_sigs, new_calls) = before, after
    found: dict[str, list[Call]] = {}
    for name, sigs in new_sigs.items():
        if name not in old_sigs or old_sigs[name] == sigs:
            continue
        if not all(_fits(c, old_sigs[name]) for c in old_calls if c.name == name):
            continue  # the name also calls something else
        bad = [c for c in new_calls if c.name == name and not _fits(c, sigs)]
        if bad:
            found[name] = bad
    return [Finding("arity", False, f"`{name}` now takes {_takes(new_sigs[name])}, but line{'s' if len(calls) > 1 else ''} "
                    f"{line_list(sorted({c.line for c in calls}))} still call{'' if len(calls) > 1 else 's'} it with {_passed(calls)}",
                    tuple(c.line for c in calls)) for name, calls in found.items()]


def _signature_lines(text: str) -> list[str]:
    """The lines that open a definition and its parameters (a look at the text, not the tree)."""
    return [" ".join(line.split()) for line in text.splitlines() if "(" in line and re.search(
        r"\b(?:def|fn|func|function)\b|^\s*(?:(?:public|private|protected|static|final|async|export)\s+)*[\w<>\[\],.?]+\s+\w+\s*\("
        r"|^\s*(?:(?:public|private|protected|static|async|readonly)\s+)*[A-Za-z_$][\w$]*\s*\(.*\)\s*(?::[^={]*)?\{", line)]


def _fits(call: Call, sigs: tuple[Signature, ...]) -> bool:
    return call.spread or any(_fits_one(call, s) for s in sigs)


def _fits_one(call: Call, sig: Signature) -> bool:
    if sig.most is not None and call.args > sig.most:
        return False
    if not sig.names:
        return call.args >= sig.least
    if any(k not in sig.names and "*" not in sig.names for k in call.keywords):
        return False
    return all(p in call.keywords for p in sig.required[call.args:])


def _takes(sigs: tuple[Signature, ...]) -> str:
    s = sigs[0]
    if s.most == s.least:
        return f"{s.least} argument{'s' if s.least != 1 else ''}"
    return f"{s.least} or more arguments" if s.most is None else f"{s.least} to {s.most} arguments"


def _passed(calls: list[Call]) -> str:
    counts = sorted({c.args for c in calls})
    return " or ".join(str(n) for n in counts) + " argument" + ("s" if counts != [1] else "")


# -- Python ---------------------------------------------------------------------------------

def _python(text: str, _side: int):
    tree = plain_tree(text)
    if tree is None:
        return None
    sigs: dict[str, list[Signature]] = {}
    methods: set[str] = set()
    for node, in_class in _functions(tree):
        if any(_decorator(d) not in PLAIN_DECORATORS for d in node.decorator_list):
            sigs.setdefault(node.name, []).append(Signature(0, None, frozenset("*")))  # unknown: fits anything
            continue
        skip = in_class and not any(_decorator(d) == "staticmethod" for d in node.decorator_list)
        sigs.setdefault(node.name, []).append(_python_signature(node.args, skip))
        if in_class:
            methods.add(node.name)
    calls = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        if isinstance(node.func, ast.Name):
            name = node.func.id
        elif isinstance(node.func, ast.Attribute) and node.func.attr in methods and isinstance(node.func.value, ast.Name) \
                and node.func.value.id in ("self", "cls"):
            name = node.func.attr  # our own method; `self.d.get(k)` or `super().__init__()` is someone else's
        else:
            continue
        spread = any(isinstance(a, ast.Starred) for a in node.args) or any(k.arg is None for k in node.keywords)
        calls.append(Call(name, len(node.args), node.lineno, tuple(k.arg for k in node.keywords if k.arg), spread))
    return {n: tuple(s) for n, s in sigs.items() if len(s) == 1}, calls


def _functions(tree: ast.Module):
    for node in tree.body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            yield node, False
        elif isinstance(node, ast.ClassDef):
            yield from ((n, True) for n in node.body if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef)))


def _decorator(node: ast.expr) -> str:
    node = node.func if isinstance(node, ast.Call) else node
    return node.attr if isinstance(node, ast.Attribute) else node.id if isinstance(node, ast.Name) else ""


def _python_signature(args: ast.arguments, skip_first: bool) -> Signature:
    positional = [a.arg for a in args.posonlyargs + args.args][1 if skip_first else 0:]
    defaults = len(args.defaults)
    required = positional[:len(positional) - defaults] if defaults else positional
    kwonly = [a.arg for a, d in zip(args.kwonlyargs, args.kw_defaults) if d is None]
    names = set(a.arg for a in args.args + args.kwonlyargs) | ({"*"} if args.kwarg else set())
    return Signature(len(required), None if args.vararg else len(positional), frozenset(names), tuple(required + kwonly))


# -- tree-sitter languages ------------------------------------------------------------------

TREE_LANGUAGES = {".go", ".rs", ".c", ".h", ".ts", ".tsx", ".mts", ".cts", ".java"}  # JavaScript: a missing argument is undefined
DEFINING = ("function_declaration", "method_declaration", "function_item", "function_definition", "method_definition",
            "variable_declarator")
CALLING = ("call_expression", "method_invocation")
OPTIONAL = {"optional_parameter", "assignment_pattern"}
ANY_MORE = {"variadic_parameter_declaration", "variadic_parameter", "rest_pattern", "spread_parameter"}
RECEIVER = {"self_parameter"}
PARAMETER_LISTS = {"parameter_list", "parameters", "formal_parameters"}


def _tree_reader(original: str, result: str, filename: str, suffix: str):
    trees = both_parsed(original, result, filename)
    if trees is None:
        return None
    return lambda _text, side: _read_tree(trees[side], suffix)


def _read_tree(tree, suffix: str):
    nodes = captures(tree, suffix, define=DEFINING, call=CALLING)
    sigs: dict[str, list[Signature]] = {}
    receivers: set[str] = set()
    for node in nodes.get("define", []):
        got = _signature(node, suffix)
        if got is None:
            continue
        name, sig, has_receiver = got
        sigs.setdefault(name, []).append(sig)
        if has_receiver:
            receivers.add(name)
    calls = [c for node in nodes.get("call", []) if (c := _call(node, receivers)) is not None]
    overloads = suffix == ".java"
    return {n: tuple(s) for n, s in sigs.items() if overloads or len(s) == 1}, calls


def _signature(node, suffix: str):
    if node.type == "variable_declarator":  # `const f = (a, b) => ...`
        value = node.child_by_field_name("value")
        if value is None or value.type not in ("arrow_function", "function_expression", "function"):
            return None
        name_node, params = node.child_by_field_name("name"), value.child_by_field_name("parameters")
    else:
        name_node = node.child_by_field_name("name")
        params = node.child_by_field_name("parameters")
        declarator = node.child_by_field_name("declarator")  # C: `int f(int a)`, `char *f(void)`
        while declarator is not None and declarator.type == "pointer_declarator":
            declarator = declarator.child_by_field_name("declarator")
        if declarator is not None and declarator.type == "function_declarator":
            name_node, params = declarator.child_by_field_name("declarator"), declarator.child_by_field_name("parameters")
    if name_node is None or params is None or params.type not in PARAMETER_LISTS or name_node.type not in (
            "identifier", "field_identifier", "property_identifier"):
        return None
    least, most, receiver = 0, 0, False
    if b"arguments" in node.text and suffix not in (".go", ".rs", ".c", ".h", ".java"):  # JavaScript's `arguments`
        return name_node.text.decode(), Signature(0, None), False
    for p in params.named_children:
        if p.type in ("comment", "line_comment", "block_comment"):
            continue
        if p.type in RECEIVER:
            receiver = True
            continue
        if p.type in ANY_MORE:
            return name_node.text.decode(), Signature(least, None), receiver
        if suffix in (".c", ".h") and p.text.decode().strip() == "void":
            continue
        width = max(1, len([c for c in p.named_children if c.type == "identifier"])) if suffix == ".go" else 1
        optional = p.type in OPTIONAL or p.child_by_field_name("value") is not None
        most += width
        least += 0 if optional else width
    return name_node.text.decode(), Signature(least, most), receiver


def _call(node, receivers: set[str]) -> Call | None:
    fn = node.child_by_field_name("function")
    args = node.child_by_field_name("arguments")
    if node.type == "method_invocation":
        fn = node.child_by_field_name("name")
    if fn is None or args is None or args.type == "template_string":
        return None
    method = False
    if node.type == "method_invocation" and node.child_by_field_name("object") is not None:
        if node.child_by_field_name("object").text not in (b"this", b"super"):
            return None  # `items.add(x)`: the list's add, not ours
    if fn.type in ("selector_expression", "field_expression", "member_expression"):
        receiver = fn.child_by_field_name("operand") or fn.child_by_field_name("value") or fn.child_by_field_name("object")
        if receiver is None or receiver.text not in (b"self", b"this"):
            return None  # `c.wg.Add(1)`, `this.items.push(x)`: another object's method
        fn, method = fn.child_by_field_name("field") or fn.child_by_field_name("property"), True
    elif fn.type == "scoped_identifier":
        if (path := fn.child_by_field_name("path")) is None or path.text != b"Self":
            return None  # `Vec::new()`: another type's
        fn = fn.child_by_field_name("name")
    if fn is None or fn.type not in ("identifier", "field_identifier", "property_identifier"):
        return None
    name = fn.text.decode()
    items = [a for a in args.named_children if a.type not in ("comment", "line_comment", "block_comment")]
    spread = any(a.type in ("spread_element", "variadic_argument") for a in items) or args.text.rstrip(b") \n\t,").endswith(b"...")
    if name in receivers and not method:
        return Call(name, len(items) - 1, node.start_point[0] + 1, (), spread)  # `Type::f(x, a)`: x is the receiver
    return Call(name, len(items), node.start_point[0] + 1, (), spread)
