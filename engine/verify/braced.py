"""The functions of a brace language (JavaScript, TypeScript, Go, Rust, Kotlin, Swift, Java,
C#, C, C++, PHP) read into Python's `ast`, so that decisions.py compares what they decide
the way it compares Python's: `if`/`else`, `return`, `throw`, a local declared or assigned
once per path, a call made for its effect, Swift's `guard ... else`, Rust's tail expression.

    braced_functions(text, filename) -> {qualified name: Braced}

Statements come from tree-sitter; each condition and value is rewritten token by token into
a Python expression (`&&` -> `and`, `!x` -> `not x`, `===` -> `==`, `null`/`nil` -> None,
`a?.b`/`a->b`/`a::b` -> `a.b`, `$x` -> `x`) and parsed by `ast`. Anything else (a loop, a
`switch`/`when`, a ternary, a closure, a cast, `if let`) makes the function unread: Unread
is raised and decisions.py leaves that function to the other rules. The original and the
result go through the same rewriting, so a rewrite only has to be consistent, not exact."""

from __future__ import annotations

import ast
import re
from dataclasses import dataclass
from typing import Any
from pathlib import PurePath

from .syntax_trees import _name, _tree
from .textcache import per_text

SUFFIXES = {".js", ".mjs", ".cjs", ".jsx", ".ts", ".mts", ".cts", ".tsx", ".go", ".rs", ".kt", ".kts", ".swift",
            ".java", ".cs", ".c", ".h", ".cpp", ".cc", ".cxx", ".hpp", ".php"}
FUNCTIONS = {"function_declaration", "method_declaration", "function_item", "function_definition", "method_definition",
             "constructor_declaration"}
OWNERS = re.compile(r"class|struct|impl|interface|object|enum|trait|extension|namespace")
IFS = {"if_statement", "if_expression"}
BLOCKS = {"statement_block", "block", "statements", "compound_statement", "function_body", "statement_list",
          "constructor_body", "control_structure_body"}
COMMENTS = {"comment", "line_comment", "block_comment", "multiline_comment"}
DECLARATIONS = {"lexical_declaration", "variable_declaration", "short_var_declaration", "var_declaration", "let_declaration",
                "property_declaration", "local_variable_declaration", "local_declaration_statement", "declaration"}
ASSIGNMENTS = {"assignment_statement", "assignment", "assignment_expression"}
STATEMENTS = IFS | BLOCKS | COMMENTS | DECLARATIONS | ASSIGNMENTS | {
    "expression_statement", "return_statement", "return_expression", "throw_statement", "throw_expression",
    "jump_expression", "control_transfer_statement", "guard_statement", "empty_statement"}


class Unread(Exception):
    """A statement or expression the reader does not follow."""


@dataclass(frozen=True)
class Braced:
    node: object  # the tree-sitter node of the function
    signature: str  # its text up to the body, spaces collapsed
    lines: tuple[int, int]  # the body's lines


@per_text(maxsize=4)
def braced_functions(text: str, filename: str) -> dict[str, Braced]:
    suffix = PurePath(filename).suffix.lower()
    tree = _tree(text, filename) if suffix in SUFFIXES else None
    if tree is None or tree.root_node.has_error:
        return {}
    out: dict[str, Braced] = {}
    stack = [(tree.root_node, "")]
    while stack:
        node, prefix = stack.pop()
        for child in node.named_children:
            name = _name(child) if child.type in FUNCTIONS or OWNERS.search(child.type) else None
            if child.type in FUNCTIONS and name:
                body = _body(child)
                if body is not None:
                    head = text.encode("utf-8", "surrogatepass")[child.start_byte : body.start_byte].decode("utf-8", "replace")
                    first = body.start_point[0] + 1 + (1 if body.start_point[0] == child.start_point[0] else 0)
                    out.setdefault(prefix + name, Braced(body, " ".join(head.split()), (first, body.end_point[0] + 1)))
            stack.append((child, f"{prefix}{name}." if name else prefix))
    return out


def _body(fn):
    body = fn.child_by_field_name("body")
    if body is None:
        body = next((c for c in fn.named_children if c.type in BLOCKS), None)
    return body


def function_def(braced: Braced, suffix: str) -> ast.FunctionDef:
    """The function as a Python `def` with no parameters (the caller compares signatures)."""
    body = _statements(_flat(braced.node), suffix, tail=True)
    args = ast.arguments(posonlyargs=[], args=[], vararg=None, kwonlyargs=[], kw_defaults=[], kwarg=None, defaults=[])
    return ast.FunctionDef(name="f", args=args, body=body or [ast.Pass()], decorator_list=[], returns=None, lineno=1)


def _flat(node) -> list:
    """The statements of a block, blocks inside it opened, comments left out."""
    if node.type not in BLOCKS:
        return [node]
    return [s for c in node.named_children if c.type not in COMMENTS for s in _flat(c)]


def _statements(nodes: list, suffix: str, tail: bool) -> list[ast.stmt]:
    out: list[ast.stmt] = []
    for k, node in enumerate(nodes):
        last = tail and k == len(nodes) - 1
        if node.type == "empty_statement":
            continue
        if node.type == "expression_statement" and node.named_child_count == 1 and node.named_children[0].type in IFS | ASSIGNMENTS:
            node = node.named_children[0]  # Rust's `if ... { }` and JavaScript's `x = 1;` inside a statement
        try:
            out += _statement(node, suffix, last)
        except Unread:
            out += _opaque(node)
    return out


def _value(text: str) -> ast.expr:
    """A returned or thrown value; one the reader does not follow is kept whole, as _opaque keeps a step."""
    try:
        return _expression(text)
    except Unread:
        return _step(" ".join(text.split()))


def _step(text: str) -> ast.Call:
    names = [ast.Name(id=_ident(w), ctx=ast.Load()) for w in dict.fromkeys(re.findall(r"(?<![\w.$])[A-Za-z_]\w*", text))
             if w not in WORDS and w not in UNREAD_WORDS and w not in KEYWORDS]
    return ast.Call(func=ast.Name(id="<step>", ctx=ast.Load()), args=[ast.Constant(text), *names], keywords=[])


def _opaque(node) -> list[ast.stmt]:
    """A statement the reader does not follow (a loop, a `switch`), kept whole: the same text
    over the same values is the same step. Its words are passed as names so that values bound
    before it take part (`limit := 5` then a loop over `limit`). One that can return or throw
    is a branch: where it does, the function ends with what it gives."""
    text = " ".join(_text(node).split())
    call = _step(text)
    # what it writes (`total += x`, `n++`, `fee = ...` inside a loop) holds what the step made of it after it
    written = [_assign(w, ast.Call(func=ast.Name(id="<after>", ctx=ast.Load()), args=[call, ast.Constant(w)], keywords=[]))
               for w in dict.fromkeys(next(g for g in m if g) for m in WRITES.findall(text)) if w not in KEYWORDS]
    if re.search(r"\b(?:return|throw|break|continue|goto)\b", text):
        ends = ast.Call(func=ast.Name(id="<ends>", ctx=ast.Load()), args=[call], keywords=[])
        return [ast.If(test=ends, body=[ast.Return(value=ast.Call(func=ast.Name(id="<given>", ctx=ast.Load()), args=[call], keywords=[]))],
                       orelse=[ast.Expr(value=call)]), *written]
    return [ast.Expr(value=call), *written]


# A name a statement writes: `x = `, `x += `, `x++`, `++x`, `let x`, `x, y :=`.
WRITES = re.compile(r"\$?([A-Za-z_]\w*)\s*(?:[-+*/%&|^]|<<|>>|\?\?)?=(?!=)|\$?([A-Za-z_]\w*)\s*(?:\+\+|--)|(?:\+\+|--)\s*\$?([A-Za-z_]\w*)")


def _statement(node, suffix: str, last: bool) -> list[ast.stmt]:
    text = _text(node)
    kind = node.type
    if kind in IFS:
        first = node.child_by_field_name("initializer")  # Go: `if err := check(); err != nil {`
        return (_statement(first, suffix, False) if first is not None else []) + [_if(node, suffix, last)]
    if kind == "guard_statement":  # Swift: `guard cond else { return }`
        cond, _, rest = _split_else(node)
        return [ast.If(test=ast.UnaryOp(op=ast.Not(), operand=_condition(cond, suffix)),
                       body=_statements([s for n in rest for s in _flat(n)], suffix, False), orelse=[])]
    word = re.match(r"(return|throw)\b\s*(.*?)\s*;?\s*$", text, re.S)
    if kind in ("return_statement", "return_expression", "throw_statement", "throw_expression", "jump_expression",
                "control_transfer_statement") or kind == "expression_statement" and word:
        if word is None:
            raise Unread(text)
        value = _value(word.group(2)) if word.group(2) else None
        if word.group(1) == "throw":
            return [ast.Raise(exc=value, cause=None)]
        return [ast.Return(value=value)]
    if kind in DECLARATIONS or kind in ASSIGNMENTS or kind in ("short_var_declaration",):
        return _binding(text, kind in DECLARATIONS, suffix)
    if last and suffix == ".rs" and kind not in STATEMENTS:  # Rust: the last expression is the value returned
        return [ast.Return(value=_expression(text))]
    value = _expression(text.rstrip(";"))
    if isinstance(value, (ast.Call, ast.Await)):
        return [ast.Expr(value=value)]
    raise Unread(text)


def _if(node, suffix: str, last: bool) -> ast.If:
    cond, yes, no = _split_else(node)
    text = _text(cond) if cond is not None else ""
    if cond is None or re.match(r"\s*\(?\s*(?:let|var|case)\b", text) or cond.type in ("let_condition", "let_chain"):
        raise Unread("if let")
    orelse = _statements([s for n in no for s in _flat(n)], suffix, last)
    return ast.If(test=_condition(cond, suffix), body=_statements([s for n in yes for s in _flat(n)], suffix, last), orelse=orelse)


def _split_else(node) -> tuple[Any, list, list]:
    """(condition, the statements before `else`, those after it) of an `if` or a `guard`."""
    cond = node.child_by_field_name("condition")
    yes: list = []
    no: list = []
    seen_else = False
    for c in node.children:
        if c.type == "else" or not c.is_named and _text(c) == "else":
            seen_else = True
        elif c.type == "else_clause":
            no += [n for n in c.named_children if n.type not in COMMENTS]
        elif c.is_named and c.type not in COMMENTS and (cond is None or c.id != cond.id) and c.type != "else":
            if cond is None and c.type not in STATEMENTS and not seen_else:
                cond = c  # Kotlin and Swift: the condition is the first expression
            else:
                (no if seen_else else yes).append(c)
    return cond, yes, no


LOOSE = {".js", ".mjs", ".cjs", ".jsx", ".ts", ".tsx", ".mts", ".cts", ".php"}  # where `==` converts its sides


def _condition(node, suffix: str) -> ast.expr:
    return _expression(_text(node), suffix in LOOSE)


BINDING = re.compile(r"^(?P<left>[^=]*?[\w$])\s*(?P<op>:=|=)(?!=)\s*(?P<value>.+?)\s*;?\s*$", re.S)


def _binding(text: str, declares: bool, suffix: str) -> list[ast.stmt]:
    """`const rate = r[s];`, `fee := 0`, `let mut fee: u32 = 0;`, `fee = x` -> an assignment
    to one plain name; Go's `sheet, ok := m[k]` -> each name its part of the value; anything
    else is unread."""
    m = BINDING.match(text)
    if m is None:
        raise Unread(text)
    value = _expression(m.group("value"))
    if suffix == ".go" and m.group("op") == ":=" and re.fullmatch(r"\w+(?:\s*,\s*\w+)+", m.group("left").strip()):
        names = [n.strip() for n in m.group("left").split(",")]
        return [_assign(n, ast.Subscript(value=value, slice=ast.Constant(k), ctx=ast.Load())) for k, n in enumerate(names)]
    left = re.sub(r"(?<!:):(?!:)[^:=]*$", "", m.group("left")).strip()  # `fee: number | null` (not `std::string fee`)
    if re.search(r"[,.\[\](){}]|->", left):
        raise Unread(text)  # several names, a field, an element
    words = re.findall(r"\$?[A-Za-z_]\w*", left)
    if not words or not declares and len(words) > 1:
        raise Unread(text)
    name = words[1] if suffix == ".go" and words[0] == "var" and len(words) > 1 else words[-1]
    return [_assign(name.lstrip("$"), value)]


def _assign(name: str, value: ast.expr) -> ast.Assign:
    return ast.Assign(targets=[ast.Name(id=_ident(name), ctx=ast.Store())], value=value, lineno=0)


TOKEN = re.compile(r"""(?P<s>"(?:\\.|[^"\\])*"|'(?:\\.|[^'\\])*'|`[^`]*`)|(?P<n>0[xXbBoO][\da-fA-F_]+|\d[\d_]*(?:\.\d+)?(?:[eE][+-]?\d+)?)(?P<suffix>[A-Za-z_]\w*)?|"""
                   r"""(?P<w>\$?[A-Za-z_]\w*)|(?P<op>===|!==|&&|\|\||\?\.|\?:|->|::|=>|\.\.\.?|[=!<>]=|!!|[-+*/%<>!&|^~?.,:;()\[\]{}=@#])|(?P<sp>\s+)""")
KEYWORDS = {"for", "while", "do", "if", "else", "return", "throw", "break", "continue", "range", "switch", "case", "default",
            "const", "var", "let", "val", "mut", "loop", "foreach", "of", "try", "catch", "finally", "defer", "go", "goto"}
WORDS = {"null": "None", "nil": "None", "true": "True", "false": "False"}
PY_KEYWORDS = {"and", "or", "not", "is", "in", "lambda", "def", "class", "pass", "from", "import", "global", "nonlocal", "del",
               "yield", "with", "as", "assert", "elif", "except", "finally", "raise", "try", "while", "for", "None", "True",
               "False", "if", "else", "return", "break", "continue", "async", "await"}
UNREAD_WORDS = {"as", "is", "instanceof", "in", "typeof", "when", "match", "switch", "fn", "func", "function", "fun", "move",
                "unsafe", "let", "var", "sizeof", "yield"}


def _expression(text: str, loose: bool = False) -> ast.expr:
    """A brace language's expression as Python's, or Unread. `loose`: `==` converts (JavaScript, PHP)."""
    out: list[str] = []
    pos = 0
    prev = ""  # the last token written ("" at the start): decides whether `!`, `&`, `*` is a prefix
    while pos < len(text):
        m = TOKEN.match(text, pos)
        if m is None:
            raise Unread(text)
        pos = m.end()
        if m.group("sp"):
            continue
        tok = m.group(0)
        prefix = prev == "" or prev in "(,[=" or prev in ("and", "or", "not", "==", "!=", "<", ">", "<=", ">=", "+", "-", "*", "/", "%")
        if m.group("s"):
            piece = repr(tok) if tok[0] != "`" or "${" not in tok else None
            if piece is None:
                raise Unread(text)
        elif m.group("n"):
            piece = m.group("n").replace("_", "") if not tok.lower().startswith(("0x", "0b", "0o")) else m.group("n")
        elif m.group("w"):
            word = tok.lstrip("$")
            if word in UNREAD_WORDS or word == "new" and pos < len(text):
                if word == "new":
                    continue
                raise Unread(text)
            piece = WORDS.get(word) or _ident(word)
        else:
            piece = {"&&": " and ", "||": " or ", "===": "==", "!==": "!=", "?.": ".", "->": ".", "::": "."}.get(tok, tok)
            if loose and tok in ("==", "!="):  # JavaScript's and PHP's `==` is not `===`: another relation
                piece = {"==": " is ", "!=": " is not "}[tok]
            if tok in ("!!",) or tok == "!" and not prefix:  # Kotlin's `x!!`, Swift's `x!`
                continue
            if tok == "!":
                piece = " not "
            elif tok in ("&", "*") and prefix:  # Rust's `&x`, a pointer's `*p`
                continue
            elif tok in ("?", "?:", "=>", "...", "..", "{", "}", ";", "=", "@", "#", "~", ":"):
                raise Unread(text)
        out.append(piece)
        prev = piece.strip() or piece
    source = "".join(out)
    try:
        tree = ast.parse(source.strip(), mode="eval")
    except (SyntaxError, ValueError, RecursionError, MemoryError) as e:
        raise Unread(text) from e
    return tree.body


def _ident(word: str) -> str:
    return word + "_" if word in PY_KEYWORDS else word


def _text(node) -> str:
    return node.text.decode("utf-8", "replace") if node is not None else ""
