"""The f-string rule: "convert the % and .format() formatting to f-strings". Every
`"..." % args` and `"...".format(...)` of the original, turned into the f-string that
prints the same text (literal braces escaped, `%%` one percent sign, each field's format
spec kept), must be what the result holds, and nothing else may differ (AST compared).
Calls that already take their arguments apart (`log.warning("x %s", x)`) are no formatting
and stay as they are. A formatting this rule cannot translate for sure (a `%(name)s` dict,
`{0.attr}`, `*` widths) leaves the edit unjudged. Python only."""

from __future__ import annotations

import ast
import re
import string
from dataclasses import dataclass

from .findings import Finding

VOCAB = {"the", "all", "every", "each", "remaining", "%", "%-formatting", ".format()", ".format", "format()", "str.format()",
         "str.format", "string", "strings", "formatting", "format", "formats", "calls", "call", "and", "or", "percent",
         "old-style", "old", "style", "printf-style", "interpolation", "operator", "uses", "expressions", "formatted", "concatenations"}
HEAD = re.compile(r"^(?:convert|change|rewrite|turn|switch|replace|migrate|move)\s+(?P<what>.*?)\s*(?:to|into|with|for)\s+f-?\s?strings?"
                  r"(?:,?\s+(?:with|keeping|printing)\s+the\s+same\s+(?:output|result|text)|\s+everywhere|\s+throughout(?:\s+the\s+file)?)?$", re.I)
PERCENT = re.compile(r"%(?P<key>\([^)]*\))?(?P<flags>[-#0 +]*)(?P<width>\*|\d+)?(?:\.(?P<prec>\*|\d+))?(?P<type>[diouxXeEfFgGcrsa%])")


@dataclass(frozen=True)
class FStrings:
    partial: bool = False  # read from the concept, not a "convert every formatting" sentence: what the result converted is judged


def read_fstrings(clause: str) -> FStrings | None:
    m = HEAD.match(clause.strip())
    if not m or not all(w.lower().strip(",") in VOCAB for w in m.group("what").split() if w.strip(",")):
        return None
    return FStrings()


class Untranslatable(Exception):
    pass


def _spec(spec: str) -> str:
    """A format spec as it prints: `d` alone prints as nothing does, `f` as `.6f`."""
    return {"d": "", "s": "", "f": ".6f", "F": ".6F"}.get(spec, spec)


def _joined(parts: list) -> ast.JoinedStr:
    """parts: str or (expr, conversion, spec) -> a canonical JoinedStr."""
    values: list[ast.expr] = []
    for p in parts:
        if isinstance(p, str):
            if p and values and isinstance(values[-1], ast.Constant):
                values[-1] = ast.Constant(str(values[-1].value) + p)
            elif p:
                values.append(ast.Constant(p))
            continue
        expr, conv, spec = p
        call = expr if isinstance(expr, ast.Call) else None
        if not spec and conv in (None, "s", -1, 115) and call is not None and isinstance(call.func, ast.Attribute) \
                and call.func.attr == "strftime" and len(call.args) == 1 and not call.keywords \
                and isinstance(call.args[0], ast.Constant) and isinstance(call.args[0].value, str):
            expr, spec = call.func.value, call.args[0].value  # f"{d:%Y}" prints what d.strftime("%Y") does
        spec = _spec(spec)
        conv = -1 if conv in (None, "s", -1, 115) else ord(conv) if isinstance(conv, str) else conv
        values.append(ast.FormattedValue(expr, conv, ast.JoinedStr([ast.Constant(spec)]) if spec else None))
    return ast.JoinedStr(values)


def _from_percent(fmt: str, args: ast.expr) -> ast.JoinedStr:
    items = list(args.elts) if isinstance(args, ast.Tuple) else [args]
    parts: list = []
    at = 0
    for m in PERCENT.finditer(fmt):
        parts.append(fmt[at:m.start()])
        at = m.end()
        if m.group("type") == "%":
            parts.append("%")
            continue
        if m.group("key") or m.group("width") == "*" or m.group("prec") == "*" or not items:
            raise Untranslatable
        t, flags, width = m.group("type"), m.group("flags"), m.group("width") or ""
        conv = "r" if t == "r" else "a" if t == "a" else None
        text = t in "rsa"
        t = "d" if t in "iu" else "" if text else t
        # %-10s pads on the right (<), %10s on the left: format() pads text on the right by default
        align = "<" if "-" in flags and width else ">" if text and width else ""
        spec = align + flags.replace("-", "") + width + (f".{m.group('prec')}" if m.group("prec") else "") + t
        parts.append((items.pop(0), conv, spec))
    if items:
        raise Untranslatable
    parts.append(fmt[at:])
    return _joined(parts)


def _from_format(fmt: str, call: ast.Call) -> ast.JoinedStr:
    if any(isinstance(a, ast.Starred) for a in call.args) or any(k.arg is None for k in call.keywords):
        raise Untranslatable
    kw = {k.arg: k.value for k in call.keywords}
    parts: list = []
    auto = 0
    for literal, name, spec, conv in string.Formatter().parse(fmt):
        parts.append(literal)
        if name is None:
            continue
        if "{" in (spec or ""):
            raise Untranslatable
        if name == "":
            name, auto = str(auto), auto + 1
        if name.isdigit() and int(name) < len(call.args):
            expr = call.args[int(name)]
        elif name in kw:
            expr = kw[name]
        else:
            raise Untranslatable  # {0.attr}, {x[0]}, a missing argument
        parts.append((expr, conv, spec or ""))
    return _joined(parts)


class _Canon(ast.NodeTransformer):
    """Each f-string canonical; with `convert` (the original), each formatting as its f-string."""

    def __init__(self, convert: bool, lenient: bool = False) -> None:
        self.convert, self.lenient = convert, lenient  # lenient: what it cannot translate stays as it is

    def visit_BinOp(self, node):
        self.generic_visit(node)
        if self.convert and isinstance(node.op, ast.Mod) and isinstance(node.left, ast.Constant) and isinstance(node.left.value, str):
            return self._try(_from_percent, node.left.value, node.right, node)
        return node

    def visit_Call(self, node):
        self.generic_visit(node)
        f = node.func
        if self.convert and isinstance(f, ast.Attribute) and f.attr == "format" and isinstance(f.value, ast.Constant) and isinstance(f.value.value, str):
            return self._try(_from_format, f.value.value, node, node)
        return node

    def _try(self, how, fmt, args, node):
        try:
            return how(fmt, args)
        except Untranslatable:
            if self.lenient:
                return node
            raise

    def visit_JoinedStr(self, node):
        parts: list = []
        for v in node.values:
            if isinstance(v, ast.Constant):
                parts.append(v.value)
            else:
                spec = v.format_spec
                if spec is not None and not all(isinstance(x, ast.Constant) for x in spec.values):
                    return node
                text = "".join(x.value for x in spec.values) if spec is not None else ""
                parts.append((self.visit(v.value), v.conversion, text))
        return _joined(parts)


def _dump(tree: ast.AST) -> list[tuple[int, str]]:
    return [(getattr(s, "lineno", 0), ast.dump(s, include_attributes=False)) for s in ast.walk(tree) if isinstance(s, ast.stmt)]


def _simple(tree: ast.AST) -> list[tuple[int, str]]:
    """The statements without a body of their own (`x = ...`, `return ...`), dumped, in order."""
    return [(getattr(s, "lineno", 0), ast.dump(s, include_attributes=False)) for s in ast.walk(tree)
            if isinstance(s, ast.stmt) and not hasattr(s, "body")]


def check_converted(original: str, result: str) -> Finding:
    """The formattings the result turned into f-strings print what they printed, and every other
    statement is as it was: each statement of the result is the original's, or its
    f-string form (`log.info("%s", x)` and a `%` the edit left alone may stay)."""
    try:
        before, conv, after = ast.parse(original), _Canon(True, lenient=True).visit(ast.parse(original)), ast.parse(result)
        got = _simple(_Canon(False).visit(after))
    except (SyntaxError, ValueError):
        return Finding("fstrings", None, "does not parse")
    same, want = _simple(_Canon(False).visit(before)), _simple(conv)
    if len(same) != len(got):
        return Finding("fstrings", None, "the statements differ in number: not a formatting change")
    bad = [ln for (_, a), (_, c), (ln, b) in zip(same, want, got) if b not in (a, c)]
    if bad:
        return Finding("fstrings", False, f"an f-string prints something else, or other code changed (line{'s' if len(bad) > 1 else ''} "
                                          f"{', '.join(map(str, bad[:6]))})", tuple(bad))
    if same == got:
        return Finding("fstrings", False, "no formatting became an f-string")
    return Finding("fstrings", True, "each formatting turned into an f-string prints the same")


def check_fstrings(original: str, result: str, filename: str, partial: bool = False) -> Finding:
    if not filename.endswith((".py", ".pyi")):
        return Finding("fstrings", None, "f-strings are checked in Python only")
    if partial:
        return check_converted(original, result)
    try:
        before, after = ast.parse(original), ast.parse(result)
        want = _Canon(True).visit(before)
    except (SyntaxError, ValueError):
        return Finding("fstrings", None, "does not parse")
    except Untranslatable:
        return Finding("fstrings", None, "a formatting it cannot translate for sure")
    leftover = [n.lineno for n in ast.walk(after) if isinstance(n, ast.BinOp) and isinstance(n.op, ast.Mod)
                and isinstance(n.left, ast.Constant) and isinstance(n.left.value, str)
                or isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute) and n.func.attr == "format"
                and isinstance(n.func.value, ast.Constant)]
    got = _Canon(False).visit(after)
    a, b = _dump(want), _dump(got)
    if [d for _, d in a] == [d for _, d in b]:
        return Finding("fstrings", True, "every formatting became an f-string that prints the same")
    if leftover:
        return Finding("fstrings", False, f"formatting left at line {leftover[0]}", (leftover[0],))
    diff = [ln for (_, x), (ln, y) in zip(a, b) if x != y]
    line = max([ln for ln in diff if ln] or [1])  # the innermost statement that differs
    return Finding("fstrings", False, f"an f-string prints something else, or other code changed (line {line})", (line,))
