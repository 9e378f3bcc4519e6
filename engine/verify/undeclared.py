"""A variable the original declared and the result still reads is still declared: an inline
that drops `const body = ...` but keeps `{ body, ... }`, a Lua `local topic` removed while
`publish(topic, ...)` stays. For the languages tree-sitter reads, whatever the instruction
(Python declares with no keyword: the syntax check follows its names on its own tree).

A declaration is read from the text: `const|let|var|local|val|auto|my x`, `x := ...`, a typed
`Type x = ...;`, or a parameter of a function (tree-sitter's parameter lists). A word read as
a member (`.x`), a key (`x:`) or a PHP variable is no use of one."""

from __future__ import annotations

import re
from pathlib import PurePath

from .findings import Finding, line_list
from .scope import changed_lines
from .queries import captures
from .syntax_trees import _parser, _tree
from .tokens import lex

DECLARED = re.compile(
    r"\b(?:const|let|var|local|val|auto|my)[ \t]+(?:mut[ \t]+)?([A-Za-z_]\w*)"  # const x, let mut x, local x
    r"|(?<![\w.$])([A-Za-z_]\w*)[ \t]*(?:,[ \t]*[A-Za-z_]\w*[ \t]*)*:="  # x := ..., x, err := ...
    r"|\b(?!(?:return|else|case|throw|new|yield|await|goto|delete|typeof|in|of|not|and|or|echo|print|puts|then|do|as|is|"
    r"import|package|using|namespace|struct|enum|class|type|interface|extends|implements|throws|default|break|continue|"
    r"static|public|private|protected|final|export|pub|use|mod|crate|super|self|this)\b)"
    r"[A-Za-z_][\w<>\[\].]*[ \t]+\*?([A-Za-z_]\w*)[ \t]*(?:=(?!=)|;)"  # Type x = ...; / Type x;
)
MARKUP = {".html", ".htm", ".xhtml", ".xml", ".svg", ".vue", ".svelte"}
PARAMETERS = ("formal_parameters", "parameter_list", "parameters", "method_parameters", "function_value_parameters",
              "lambda_parameters", "block_parameters")


def undeclared_findings(original: str, result: str, filename: str, instruction: str = "") -> list[Finding]:
    suffix = PurePath(filename).suffix.lower()
    if _parser(suffix) is None or result == original:
        return []
    # a declaration gone is on a line the edit took out or changed: read those lines, then the
    # result's lines that hold each name (not every line of a long file)
    old = original.splitlines()
    spans = [(o1, o2) for tag, (o1, o2), _ in changed_lines(original, result) if tag != "insert"]
    taken = [line for o1, o2 in spans for line in old[o1 - 1:o2]]
    specs = _go_specs(original, filename, spans)
    gone = {name for name in _declared("\n".join(taken), suffix in MARKUP) if not _binds(result, name)}
    gone |= specs - _go_specs(result, filename, [(1, len(result.splitlines()))])  # Go: the result's own specs bind
    if not gone:
        return []
    tree = _tree(result, filename)
    if tree is None or tree.root_node.has_error:
        return []
    gone -= _parameters(tree, suffix)
    used: dict[str, list[int]] = {}
    for w in lex(result, filename):
        if w.kind == "code" and w.text in gone and result[w.start - 1:w.start] not in (".", "$", ":") \
                and not re.match(r"\s*:(?![:=])", result[w.end:w.end + 3]):
            used.setdefault(w.text, []).append(w.line)
    return [Finding("undeclared", False, f"`{name}` is no longer declared, but line{'s' if len(lines) > 1 else ''} "
                    f"{line_list(lines)} still read{'' if len(lines) > 1 else 's'} it", tuple(lines))
            for name, lines in used.items()]


def _binds(text: str, name: str) -> bool:
    """`text` gives `name` a value in any form a language has: a declaration as above, a plain
    assignment (`name = ...`: Python, Lua, shell, Ruby, a Go `const (...)` block), an import, a
    function, class or type, a destructuring (`const { a, name } =`, `let (a, name) =`, `if let
    Some(name)`), a loop variable, a `catch (name)`, a closure's or arrow's parameter, a pattern
    (`is string name`), a second declarator (`let a = 1, name = 2`)."""
    lines = [line for line in text.splitlines() if name in line]
    if name in _declared("\n".join(lines)):
        return True
    n = re.escape(name)
    forms = (rf"^\s*(?:export\s+|readonly\s+|declare\s+(?:-\w+\s+)?)?{n}\s*(?:=(?!=)|:=|\+=)",
             rf"\bimport\b[^\n]*\b{n}\b|\brequire\b", rf"\b(?:function\*?|class|def|fn|func|type|struct|enum|interface)\s+{n}\b",
             rf"\b(?:const|let|var|val|local|my|auto)\b[^=\n]*[\[{{(,]\s*(?:\w+\s*:\s*)?{n}\b", rf"\blet\b[^=\n]*\b{n}\b",
             rf"\bfor\b[^\n]*\b{n}\b", rf"\bcatch\s*\(\s*(?:[\w.]+\s+)?{n}\b", rf"\|[^|\n]*\b{n}\b[^|\n]*\|",
             rf"(?<![\w.$]){n}\s*=>", rf"\bis\s+[\w.<>]+\s+{n}\b", rf",\s*{n}\s*=(?!=)", rf"\bas\s+{n}\b",
             rf"\bout\s+(?:var\s+)?{n}\b")
    return any(re.search(form, line) for line in lines for form in forms)


def _declared(text: str, markup: bool = False) -> set[str]:
    """The names `text` declares; in markup only by a keyword or `:=` (`<img src=...>` is no `Type x =`)."""
    return {next(g for g in m.groups() if g) for m in DECLARED.finditer(text) if not (markup and m.group(3))}


def _parameters(tree, suffix: str) -> set[str]:
    """Every word of the text of the result's parameter lists."""
    nodes = captures(tree, suffix, p=PARAMETERS).get("p", [])
    return {w for n in nodes for w in re.findall(r"[A-Za-z_$][\w$]*", (n.text or b"").decode("utf-8", "replace"))}


def _go_specs(original: str, filename: str, spans: list[tuple[int, int]]) -> set[str]:
    """Go: the names a `var (...)` or `const (...)` block of `original` declares on the lines in
    `spans` (`ErrExpired = errors.New(...)` has no keyword on its line)."""
    if not filename.endswith(".go") or not spans:
        return set()
    tree = _tree(original, filename)
    if tree is None:
        return set()
    out = set()
    for spec in captures(tree, ".go", s=("var_spec", "const_spec")).get("s", []):
        if any(a <= spec.start_point[0] + 1 <= b for a, b in spans):
            out |= {n.text.decode() for n in spec.children_by_field_name("name")}
    return out
