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

TREE_LANGUAGES = {".go", ".rs", ".c", ".h", ".ts", ".tsx", ".mts", ".cts", ".java", ".kt", ".kts", ".rb", ".php", ".cs"}  # JavaScript: a missing argument is undefined
DEFINING = ("function_declaration", "method_declaration", "function_item", "function_definition", "method_definition",
            "variable_declarator", "method")
CALLING = ("call_expression", "method_invocation", "call", "function_call_expression", "member_call_expression",
           "invocation_expression")
OPTIONAL = {"optional_parameter", "assignment_pattern"}
# Parameters a call does not pass in order: a block (`&blk`), keyword ones are judged apart (not here).
UNCOUNTED = {"block_parameter"}
ANY_MORE = {"variadic_parameter_declaration", "variadic_parameter", "rest_pattern", "spread_parameter", "splat_parameter",
            "hash_splat_parameter", "keyword_parameter", "params"}
RECEIVER = {"self_parameter"}
PARAMETER_LISTS = {"parameter_list", "parameters", "formal_parameters", "function_value_parameters", "method_parameters"}


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
    go = _go_receivers(tree, suffix) if suffix == ".go" else frozenset()  # Go names its receiver as it likes (`b.release(id)`)
    calls = [c for node in nodes.get("call", []) if (c := _call(node, receivers, bool(go) and _go_method(node, sigs, go))) is not None]
    if suffix == ".rs":  # calls inside macros (`assert_eq!(f(a, b), 3)`) are token trees to the grammar
        calls += [c for node in captures(tree, suffix, macro=("macro_invocation",)).get("macro", [])
                  for c in _text_calls(node.text.decode("utf-8", "replace"), set(sigs), node.start_point[0] + 1)]
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
        params = node.child_by_field_name("parameters") or next((c for c in node.named_children if c.type == "function_value_parameters"), None)
        declarator = node.child_by_field_name("declarator")  # C: `int f(int a)`, `char *f(void)`
        while declarator is not None and declarator.type == "pointer_declarator":
            declarator = declarator.child_by_field_name("declarator")
        if declarator is not None and declarator.type == "function_declarator":
            name_node, params = declarator.child_by_field_name("declarator"), declarator.child_by_field_name("parameters")
    if node.type == "method" and params is None and name_node is not None:  # Ruby: `def g` takes nothing
        return name_node.text.decode(), Signature(0, 0), False
    if name_node is None or params is None or params.type not in PARAMETER_LISTS or name_node.type not in (
            "identifier", "field_identifier", "property_identifier", "name"):
        return None
    least, most, receiver = 0, 0, False
    if b"arguments" in node.text and suffix not in (".go", ".rs", ".c", ".h", ".java"):  # JavaScript's `arguments`
        return name_node.text.decode(), Signature(0, None), False
    for p in params.children if suffix == ".cs" else params.named_children:
        if p.type in ("comment", "line_comment", "block_comment") or p.type in UNCOUNTED:
            continue
        if suffix == ".cs" and p.type != "parameter" and p.type != "params":
            continue  # `(`, `,`, and the type and name a `params` array spreads over
        if p.type in RECEIVER:
            receiver = True
            continue
        if p.type in ANY_MORE:
            return name_node.text.decode(), Signature(least, None), receiver
        if suffix in (".c", ".h") and p.text.decode().strip() == "void":
            continue
        if p.type == "parameter_modifiers" and b"vararg" in p.text:  # Kotlin: `vararg xs: Int`
            return name_node.text.decode(), Signature(least, None), receiver
        if suffix in (".kt", ".kts") and p.type != "parameter":
            continue  # a default's value, a modifier: the parameter before it counts
        width = max(1, len([c for c in p.named_children if c.type == "identifier"])) if suffix == ".go" else 1
        nxt = p.next_sibling
        optional = p.type in OPTIONAL or p.child_by_field_name("value") is not None or p.child_by_field_name("default_value") is not None \
            or (nxt is not None and nxt.type == "=") or any(c.type == "=" for c in p.children)
        most += width
        least += 0 if optional else width
    return name_node.text.decode(), Signature(least, most), receiver


def _go_method(node, sigs: dict, receivers: frozenset[bytes]) -> bool:
    """A Go call `b.name(...)` of a method the file defines, through a name the file's methods
    give their receiver (`func (b *Box)`); `s.ln.Close()` and `resp.Body.Close()` are another's."""
    fn = node.child_by_field_name("function")
    field = fn.child_by_field_name("field") if fn is not None and fn.type == "selector_expression" else None
    if field is None or (operand := fn.child_by_field_name("operand")) is None:
        return False
    return operand.type == "identifier" and operand.text in receivers and field.text.decode() in sigs


def _go_receivers(tree, suffix: str) -> frozenset[bytes]:
    """The names the file's Go methods give their receivers."""
    out = set()
    for node in captures(tree, suffix, method=("method_declaration",)).get("method", []):
        receiver = node.child_by_field_name("receiver")
        for p in receiver.named_children if receiver is not None else []:
            if (name := p.child_by_field_name("name")) is not None:
                out.add(name.text)
    return frozenset(out)


def _text_calls(text: str, names: set[str], line: int) -> list[Call]:
    """Bare calls of `names` in a macro's text, with their arguments counted at the top level."""
    out = []
    text = re.sub(r'"(?:\\.|[^"\\])*"', lambda m: re.sub(r"[^\n]", " ", m.group()), text)  # a string's `f(x)` is no call
    for m in re.finditer(r"(?<![\w.:])([A-Za-z_]\w*)\s*\(", text):
        if m.group(1) not in names:
            continue
        depth, args, k, empty = 1, 1, m.end(), True
        while k < len(text) and depth:
            ch = text[k]
            if ch in "([{":
                depth += 1
            elif ch in ")]}":
                depth -= 1
            elif ch == "," and depth == 1:
                args += 1
            elif not ch.isspace() and depth == 1:
                empty = False
            k += 1
        if depth:
            continue  # never closed
        if text[k - 2:k].rstrip(") ").endswith(","):
            args -= 1  # a trailing comma
        out.append(Call(m.group(1), 0 if empty and args == 1 else args, line + text[: m.start()].count("\n")))
    return out


def _call(node, receivers: set[str], any_receiver: bool = False) -> Call | None:
    fn = node.child_by_field_name("function")
    args = node.child_by_field_name("arguments")
    if fn is None and args is None and node.named_children:  # Kotlin: `f(a, b)` as identifier + value_arguments
        fn = node.named_children[0]
        suffix_ = next((c for c in node.named_children[1:] if c.type in ("value_arguments", "call_suffix")), None)
        args = next((c for c in suffix_.named_children if c.type == "value_arguments"), suffix_) if suffix_ is not None else None
        if args is not None and any(c.type in ("annotated_lambda", "lambda_literal") for c in node.named_children[1:] + args.named_children):
            return None  # a trailing lambda is an argument the count would miss
    if node.type == "call":  # Ruby: `f(a)`, `f a`, `self.f(a)`
        receiver = node.child_by_field_name("receiver")
        if receiver is not None and receiver.text != b"self" or node.child_by_field_name("block") is not None:
            return None
        fn = node.child_by_field_name("method")
        if args is None:
            args = fn  # `f` with nothing passed: no argument list
    if node.type == "member_call_expression":  # PHP: `$this->f(a)`
        if (obj := node.child_by_field_name("object")) is None or obj.text != b"$this":
            return None
        fn = node.child_by_field_name("name")
    if fn is not None and fn.type == "member_access_expression":  # C#: `this.F(a)`
        if (obj := fn.child_by_field_name("expression")) is None or obj.text != b"this":
            return None
        fn = fn.child_by_field_name("name")
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
        if receiver is None or receiver.text not in (b"self", b"this") and not any_receiver:
            return None  # `c.wg.Add(1)`, `this.items.push(x)`: another object's method
        fn, method = fn.child_by_field_name("field") or fn.child_by_field_name("property"), True
    elif fn.type == "scoped_identifier":
        if (path := fn.child_by_field_name("path")) is None or path.text != b"Self":
            return None  # `Vec::new()`: another type's
        fn = fn.child_by_field_name("name")
    if fn is None or fn.type not in ("identifier", "field_identifier", "property_identifier", "name"):
        return None
    name = fn.text.decode()
    items = [] if args is fn else [a for a in args.named_children if a.type not in ("comment", "line_comment", "block_comment")]
    if any(a.type in ("block_argument", "splat_argument", "hash_splat_argument", "pair", "variadic_unpacking") for a in items):
        return None  # `&blk`, `*xs`, `k: v`: the count says nothing
    spread = any(a.type in ("spread_element", "variadic_argument") for a in items) or args.text.rstrip(b") \n\t,").endswith(b"...")
    if name in receivers and not method:
        return Call(name, len(items) - 1, node.start_point[0] + 1, (), spread)  # `Type::f(x, a)`: x is the receiver
    return Call(name, len(items), node.start_point[0] + 1, (), spread)
