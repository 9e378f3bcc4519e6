"""The exact result of a mechanical edit, computed by a library rather than generated: what
the check compares the model's result against, and what the app offers as the fix.

    rename     Python: libcst (every identifier node named A: names, attributes the file
               defines, parameters, keyword arguments of the file's own functions, f-string
               expressions; strings and comments stay); other languages: tree-sitter's
               identifier nodes. A scope ("in function f") limits it to f's lines.
    setting    the one occurrence check_setting locates, swapped.
    reformat   JSON minify / pretty-print / sort keys with json; YAML and TOML to JSON,
               JSON and TOML to YAML with PyYAML; re-indent of code from its own indent unit.

    reference(original, filename, intent) -> Reference | None   None: no exact result to offer
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import PurePath

from .intent import Reformat, Rename
from .scope import resolve
from .setting import Setting, locate


@dataclass(frozen=True)
class Reference:
    text: str
    how: str  # "renamed with libcst", "minified with json" ...


def reference(original: str, filename: str, intent) -> Reference | None:
    try:
        if isinstance(intent, Rename):
            return _rename(original, filename, intent)
        if isinstance(intent, Setting):
            return _setting(original, intent)
        if isinstance(intent, Reformat):
            return _reformat(original, filename, intent)
    except (ValueError, TypeError, RecursionError, UnicodeError):  # no exact result: the rules still judge
        return None
    return None


# -- rename ---------------------------------------------------------------------------------


def _rename(original: str, filename: str, intent: Rename) -> Reference | None:
    if not all(a.kind == "name" and b.kind == "name" and _identifier(b.text) for a, b in intent.pairs):
        return None
    pairs = {a.text: b.text for a, b in intent.pairs}
    span = None
    if intent.scope is not None:
        span = resolve(original, filename, intent.scope.kind, intent.scope.name)
        if span is None:
            return None
    suffix = PurePath(filename).suffix.lower()
    if suffix in (".py", ".pyi"):
        from .pyrename import rename_python

        # tree-sitter's queries: milliseconds where libcst takes seconds on a long file (the same
        # rules, the same result on every rename tried); libcst where the grammar is missing
        text, how = rename_python(original, pairs, span), "renamed with tree-sitter"
        if text is None:
            text, how = _rename_python(original, pairs, span), "renamed with libcst"
    else:
        text = _rename_tree(original, filename, pairs, span)
        how = "renamed with tree-sitter"
    return Reference(text, how) if text is not None and text != original else None


def _identifier(text: str) -> bool:
    return bool(re.fullmatch(r"[A-Za-z_$][\w$]*", text))


def _rename_python(original: str, pairs: dict[str, str], span) -> str | None:
    import libcst as cst
    from libcst.metadata import MetadataWrapper, PositionProvider

    try:
        module = cst.parse_module(original)
    except cst.ParserSyntaxError:
        return None
    nodes = _walk(module)
    defined = _defined_attributes(nodes, set(pairs))
    own_functions = {n.name.value for n in nodes if isinstance(n, (cst.FunctionDef, cst.ClassDef))}

    class Renamer(cst.CSTTransformer):
        METADATA_DEPENDENCIES = (PositionProvider,) if span is not None else ()

        def __init__(self) -> None:
            super().__init__()
            self.skip: set[int] = set()

        def visit_Attribute(self, node: cst.Attribute) -> None:
            # `obj.A` of something the file does not define (`d.values()`) stays
            if node.attr.value in pairs and node.attr.value not in defined:
                self.skip.add(id(node.attr))

        def visit_Call(self, node: cst.Call) -> None:
            callee = node.func.attr.value if isinstance(node.func, cst.Attribute) else getattr(node.func, "value", None)
            if callee not in own_functions:  # urlopen(url, timeout=t): someone else's keyword
                self.skip.update(id(a.keyword) for a in node.args if a.keyword is not None)

        def visit_ImportAlias(self, node: cst.ImportAlias) -> None:
            if node.asname is None:  # `import A` / `from m import A` names someone else's A
                self.skip.update(id(n) for n in _walk(node.name) if isinstance(n, cst.Name))

        def visit_ImportFrom(self, node: cst.ImportFrom) -> None:
            if node.module is not None:
                self.skip.update(id(n) for n in _walk(node.module) if isinstance(n, cst.Name))

        def leave_Name(self, original_node: cst.Name, updated_node: cst.Name) -> cst.Name:
            new = pairs.get(original_node.value)
            if new is None or id(original_node) in self.skip:
                return updated_node
            if span is not None:
                line = self.get_metadata(PositionProvider, original_node).start.line
                if not span[0] <= line <= span[1]:
                    return updated_node
            return updated_node.with_changes(value=new)

    # positions only for a scope: the metadata pass costs as much as the rename
    return (MetadataWrapper(module).visit(Renamer()) if span is not None else module.visit(Renamer())).code


def _walk(node):
    """Every node under `node` (itself included), by libcst's own visitor."""
    import libcst as cst

    found: list = []

    class Collect(cst.CSTVisitor):
        def on_visit(self, n) -> bool:
            found.append(n)
            return True

    node.visit(Collect())
    return found


def _defined_attributes(nodes: list, names: set[str]) -> set[str]:
    """Of `names`, those the file defines as attributes: `self.A = ...`, a method or a class
    field `A: int` / `A = ...` in a class body."""
    import libcst as cst

    out: set[str] = set()
    for n in nodes:
        if isinstance(n, cst.ClassDef):
            for stmt in n.body.body:
                if isinstance(stmt, cst.FunctionDef) and stmt.name.value in names:
                    out.add(stmt.name.value)
                for small in getattr(stmt, "body", []) if isinstance(stmt, cst.SimpleStatementLine) else []:
                    target = getattr(small, "target", None)
                    targets = [t.target for t in getattr(small, "targets", [])] + ([target] if target is not None else [])
                    out |= {t.value for t in targets if isinstance(t, cst.Name) and t.value in names}
        if isinstance(n, (cst.Assign, cst.AnnAssign, cst.AugAssign)):
            targets = [t.target for t in n.targets] if isinstance(n, cst.Assign) else [n.target]
            out |= {t.attr.value for t in targets if isinstance(t, cst.Attribute) and t.attr.value in names}
    return out


# tree-sitter node types that are an identifier, across grammars.
IDENTIFIERS = {"identifier", "property_identifier", "field_identifier", "type_identifier", "shorthand_property_identifier",
               "shorthand_property_identifier_pattern", "package_identifier", "private_property_identifier",
               "statement_identifier", "variable_name", "simple_identifier"}


def _rename_tree(original: str, filename: str, pairs: dict[str, str], span) -> str | None:
    from .syntax_trees import _tree

    tree = _tree(original, filename)
    if tree is None or tree.root_node.has_error:
        return None
    data = original.encode("utf-8", "surrogatepass")
    edits: list[tuple[int, int, bytes]] = []
    stack = [tree.root_node]
    while stack:
        node = stack.pop()
        if node.type in IDENTIFIERS and (new := pairs.get(node.text.decode("utf-8", "replace"))) is not None:
            key = node.parent is not None and node.parent.type == "pair" and node.parent.child_by_field_name("key") == node
            if key and span is not None and f"this.{node.text.decode('utf-8', 'replace')}" in original:
                pass  # a member renamed in its class: an object literal's key there is the literal's own
            elif span is None or span[0] <= node.start_point[0] + 1 <= span[1]:
                edits.append((node.start_byte, node.end_byte, new.encode()))
        stack.extend(node.children)
    for start, end, word in sorted(edits, reverse=True):
        data = data[:start] + word + data[end:]
    return data.decode("utf-8", "surrogatepass")


# -- setting --------------------------------------------------------------------------------


def _setting(original: str, setting: Setting) -> Reference | None:
    spot = locate(original, setting)
    if spot is None:
        return None
    i, start, end, _old, new = spot
    lines = original.splitlines(keepends=True)
    lines[i] = lines[i][:start] + new + lines[i][end:]
    return Reference("".join(lines), "the one located value swapped")


# -- reformat -------------------------------------------------------------------------------


def _reformat(original: str, filename: str, intent: Reformat) -> Reference | None:
    suffix = PurePath(filename).suffix.lower()
    actions = set(intent.actions)
    if suffix in (".json", ".geojson") and not intent.target or intent.target == "json" and suffix == ".json":
        return _json_layout(original, actions, intent.indent)
    if intent.target in ("json", "yaml") and actions <= {"convert", "sort", "indent", "pretty"}:
        return _convert(original, suffix, intent)
    if actions == {"indent"} and intent.indent not in (None, "spaces") and suffix not in (".yaml", ".yml", ".json"):
        return _reindent(original, filename, intent.indent)
    return None


def _json_layout(original: str, actions: set[str], indent) -> Reference | None:
    data = json.loads(original)
    trailing = "\n" if original.endswith("\n") else ""
    sort = "sort" in actions
    if "minify" in actions:
        return Reference(json.dumps(data, separators=(",", ":"), ensure_ascii=False, sort_keys=sort) + trailing, "minified with json")
    if actions & {"pretty", "indent", "sort", "reformat"}:
        width = indent if isinstance(indent, int) else "\t" if indent == "tab" else _json_indent(original)
        text = json.dumps(data, indent=width, ensure_ascii=False, sort_keys=sort) + trailing
        return Reference(text, "laid out with json")
    return None


def _json_indent(text: str) -> int:
    widths = [len(m) for m in re.findall(r"\n( +)\S", text)]
    return min(widths) if widths else 2


def _convert(original: str, suffix: str, intent: Reformat) -> Reference | None:
    import yaml

    from .parsers import parse_json, parse_toml, parse_yaml

    parse = {".json": parse_json, ".toml": parse_toml, ".yaml": parse_yaml, ".yml": parse_yaml}.get(suffix)
    if parse is None:
        return None
    data = parse(original)
    if parse is parse_yaml:
        if len(data) != 1:
            return None
        data = data[0]
    sort = "sort" in intent.actions
    if intent.target == "json":
        width = intent.indent if isinstance(intent.indent, int) else 2
        return Reference(json.dumps(data, indent=width, ensure_ascii=False, sort_keys=sort, default=str) + "\n",
                         "converted with json")
    text = yaml.safe_dump(data, sort_keys=sort, allow_unicode=True, default_flow_style=False)
    return Reference(text, "converted with PyYAML")


def _reindent(original: str, filename: str, width) -> Reference | None:
    """Each line's indent as levels of the file's own unit, written at `width` (or tabs);
    lines inside multi-line strings stay as they are."""
    lines = original.splitlines(keepends=True)
    frozen = _string_lines(original, filename)
    # the unit is the code's: a comment's or string's own lines (`   Colours come from ...`) are not layout
    indents = [len(ln) - len(ln.lstrip(" \t")) for n, ln in enumerate(lines, 1) if ln.strip() and n not in frozen]
    units = [len(ln) - len(ln.lstrip(" ")) for n, ln in enumerate(lines, 1) if ln.strip() and ln.startswith(" ") and n not in frozen]
    tabs = any(ln.startswith("\t") for ln in lines)
    if not indents or (units and tabs):
        return None
    unit = _gcd(units) if units else 1
    new = "\t" if width == "tab" else " " * int(width)
    out = []
    for n, ln in enumerate(lines, 1):
        body = ln.lstrip(" \t")
        lead = ln[: len(ln) - len(body)]
        if n in frozen or not body.strip():
            out.append(ln)
            continue
        level = lead.count("\t") if tabs else len(lead) // unit
        rest = "" if tabs else " " * (len(lead) % unit)
        out.append(new * level + rest + body)
    text = "".join(out)
    return Reference(text, "re-indented from the file's own indent unit") if text != original else None


BLOCK_COMMENT = re.compile(r"/\*.*?\*/|<!--.*?-->", re.S)


def _gcd(values: list[int]) -> int:
    from math import gcd

    g = 0
    for v in values:
        g = gcd(g, v)
    return g or 1


def _string_lines(text: str, filename: str) -> set[int]:
    """Lines that start inside a multi-line string or comment (their leading spaces are its own)."""
    from .tokens import lex

    out: set[int] = set()
    words = lex(text, filename)
    opens = {w.start for w in words if w.kind == "comment"}
    for m in BLOCK_COMMENT.finditer(text):  # a block comment's own lines (`   Colours come from ...`)
        if m.start() in opens:
            first = text.count("\n", 0, m.start()) + 1
            out.update(range(first + 1, first + m.group().count("\n") + 1))
    for a, b in zip(words, words[1:]):
        if a.kind == "string" and b.kind == "string" and b.line > a.line:
            out.update(range(a.line + 1, b.line + 1))
    return out
