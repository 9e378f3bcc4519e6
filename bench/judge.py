"""Is an edit right? The `[checks]` table of a bench prompt, judged on the edited file.

Checks judge the edit, not its wording: each one states a property any correct edit has.

    valid = true              engine/checks.py's verdict does not break the file (it parses;
                              Python keeps the module-level names the instruction did not name)
    contains = ["..."]        substrings the file must contain
    not_contains = ["..."]    substrings it must not contain
    regex = ["..."]           patterns (Python re, MULTILINE) that must match
    not_regex = ["..."]       patterns that must not match
    count = { "re" = N }      patterns that must match exactly N times
    data_equals = "FILE"      the file parsed (JSON, YAML or TOML by its name) equals FILE parsed
    ast_equals = "FILE"       Python: the same syntax tree as FILE, docstrings aside (formatting,
                              comments and docstring wording free)
    annotated = ["f", "C.m"]  Python: every parameter (bar self/cls) and the return annotated
    docstring = ["f", ""]     Python: these functions/classes ("" = the module) have a docstring
    keeps_lines = true        every line of the original is still there, in order (pure additions)
    minified = true           JSON: no whitespace outside strings (a final newline aside)
    sorted_keys = true        JSON: every object's keys in sorted order, at every depth
    annotations_only = true   Python: the original's syntax tree once the result's annotations
                              and typing imports are removed (docstrings aside): hints added,
                              no default or body changed

FILE paths are relative to the prompt's TOML file.
"""

from __future__ import annotations

import ast
import json
import re
from dataclasses import dataclass, field
from pathlib import Path

from ..engine import InputError
from ..engine.checks import ParseFailure, check, parse_python, parser_for

KEYS = (
    "valid", "contains", "not_contains", "regex", "not_regex", "count", "data_equals",
    "ast_equals", "annotated", "docstring", "keeps_lines", "minified", "sorted_keys",
    "annotations_only",
)


@dataclass(frozen=True)
class Checks:
    valid: bool = False
    contains: tuple[str, ...] = ()
    not_contains: tuple[str, ...] = ()
    regex: tuple[str, ...] = ()
    not_regex: tuple[str, ...] = ()
    count: tuple[tuple[str, int], ...] = ()
    data_equals: object = None  # the expected data, parsed
    ast_equals: str | None = None  # ast.dump of the expected module
    annotated: tuple[str, ...] = ()
    docstring: tuple[str, ...] = ()
    keeps_lines: bool = False
    minified: bool = False
    sorted_keys: bool = False
    annotations_only: bool = False
    described: tuple[str, ...] = field(default=(), compare=False)  # one line per check, for reports

    def judge(self, text: str, original: str, filename: str, instruction: str) -> list[str]:
        """What is wrong with `text` (the edited file): [] when every check passes."""
        fails: list[str] = []
        if self.valid:
            v = check(original, text, filename, instruction)
            if v.breaks or v.kind == "unparsed":
                fails.append(v.text)
        fails += [f"lacks {s!r}" for s in self.contains if s not in text]
        fails += [f"still has {s!r}" for s in self.not_contains if s in text]
        fails += [f"no match for /{p}/" for p in self.regex if not re.search(p, text, re.M)]
        fails += [f"matches /{p}/" for p in self.not_regex if re.search(p, text, re.M)]
        for p, n in self.count:
            got = len(re.findall(p, text, re.M))
            if got != n:
                fails.append(f"/{p}/ matches {got} times, not {n}")
        unparsed = bool(fails) and self.valid  # said once: the structural checks below skip it
        if self.data_equals is not None:
            fails += [f for f in _data_equals(text, filename, self.data_equals) if not (unparsed and f.startswith("does not parse"))]
        if self.ast_equals is not None or self.annotated or self.docstring:
            fails += [f for f in _python(text, self) if not (unparsed and f.startswith("does not parse"))]
        if self.keeps_lines and not _subsequence(original.splitlines(), text.splitlines()):
            fails.append("changed or dropped lines of the original")
        if self.minified and _JSON_SPACE.search(_JSON_STRING.sub('""', text.rstrip("\n"))):
            fails.append("whitespace outside strings: not minified")
        if self.sorted_keys:
            fails += _sorted_keys(text)
        if self.annotations_only:
            fails += _annotations_only(text, original)
        return fails


def _data_equals(text: str, filename: str, expected) -> list[str]:
    parse = parser_for(filename)
    try:
        data = parse(text) if parse else None
    except ParseFailure as e:
        return [f"does not parse: {e.message}"]
    if parse is not None and parse.__name__ == "parse_yaml" and isinstance(data, list) and len(data) == 1:
        data = data[0]
    return [] if data == expected else ["data differs from the expected"]


def _python(text: str, c: Checks) -> list[str]:
    try:
        tree = parse_python(text)
    except ParseFailure as e:
        return [f"does not parse: {e.message}"]
    fails = []
    if c.ast_equals is not None and code_dump(tree) != c.ast_equals:
        fails.append("syntax tree differs from the expected")
    defs = _definitions(tree)
    for name in c.annotated:
        node = defs.get(name)
        if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            fails.append(f"no function {name}")
        elif not _annotated(node):
            fails.append(f"{name} is not fully annotated")
    for name in c.docstring:
        node = tree if name == "" else defs.get(name)
        if node is None:
            fails.append(f"no definition {name}")
        elif not ast.get_docstring(node):
            fails.append(f"{name or 'the module'} has no docstring")
    return fails


def code_dump(tree: ast.Module) -> str:
    """ast.dump without docstrings: a rename may or may not reword the prose that mentions it."""
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and body:
            first = body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant) and isinstance(first.value.value, str):
                node.body = body[1:] or [ast.Pass()]
    return ast.dump(tree)


def _definitions(tree: ast.Module) -> dict[str, ast.AST]:
    out: dict[str, ast.AST] = {}
    for node in tree.body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            out[node.name] = node
        if isinstance(node, ast.ClassDef):
            for sub in node.body:
                if isinstance(sub, (ast.FunctionDef, ast.AsyncFunctionDef)):
                    out[f"{node.name}.{sub.name}"] = sub
    return out


def _annotated(fn: ast.FunctionDef | ast.AsyncFunctionDef) -> bool:
    a = fn.args
    params = [*a.posonlyargs, *a.args, *a.kwonlyargs]
    if params and params[0].arg in ("self", "cls"):
        params = params[1:]
    params += [p for p in (a.vararg, a.kwarg) if p is not None]
    return fn.returns is not None and all(p.annotation is not None for p in params)


_JSON_STRING = re.compile(r'"(?:\\.|[^"\\\n])*"')
_JSON_SPACE = re.compile(r"\s")


def _sorted_keys(text: str) -> list[str]:
    unsorted: list[str] = []

    def pairs(items: list[tuple[str, object]]) -> dict:
        keys = [k for k, _ in items]
        if keys != sorted(keys) and not unsorted:
            unsorted.append(f"keys not sorted: {', '.join(keys[:4])}...")
        return dict(items)

    try:
        json.loads(text, object_pairs_hook=pairs)
    except ValueError as e:
        return [f"does not parse: {e}"]
    return unsorted


def _annotations_only(text: str, original: str) -> list[str]:
    try:
        before, after = parse_python(original), parse_python(text)
    except ParseFailure as e:
        return [f"does not parse: {e.message}"]
    if code_dump(_unannotated(after)) != code_dump(_unannotated(before)):
        return ["changed more than annotations"]
    return []


def _unannotated(tree: ast.Module) -> ast.Module:
    """`tree` without annotations, `x: T = v` as `x = v`, and without typing imports."""
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            node.returns = None
        elif isinstance(node, ast.arg):
            node.annotation = None
        for name, value in ast.iter_fields(node):
            if isinstance(value, list):
                setattr(node, name, [_plain(n) for n in value if not _typing_import(n)])
    return tree


def _plain(node):
    if isinstance(node, ast.AnnAssign):  # a dataclass field keeps its place, not its type
        if node.value is None:
            return ast.AnnAssign(target=node.target, annotation=ast.Constant(None), simple=node.simple)
        return ast.Assign(targets=[node.target], value=node.value, lineno=node.lineno)
    return node


def _typing_import(node) -> bool:
    if isinstance(node, ast.ImportFrom):
        return node.module in ("typing", "__future__", "collections.abc")
    return isinstance(node, ast.Import) and all(a.name == "typing" for a in node.names)


def _subsequence(needles: list[str], hay: list[str]) -> bool:
    it = iter(hay)
    return all(any(n == h for h in it) for n in needles)


# -- loading --------------------------------------------------------------------------------


def load_checks(table: object, prompt_path: Path, source_name: str) -> Checks:
    """The `[checks]` table of the prompt at `prompt_path`, validated (InputError naming the
    prompt and the key otherwise)."""
    where = f"{prompt_path}: [checks]"
    if not isinstance(table, dict):
        raise InputError(f"{where} must be a table")
    unknown = sorted(set(table) - set(KEYS))
    if unknown:
        raise InputError(f"{where}: unknown key {', '.join(unknown)} (known: {', '.join(KEYS)})")

    def strings(key: str) -> tuple[str, ...]:
        value = table.get(key, [])
        if not isinstance(value, list) or not all(isinstance(s, str) for s in value):
            raise InputError(f"{where}.{key} must be a list of strings")
        return tuple(value)

    def pattern(p: str, key: str) -> str:
        try:
            re.compile(p)
        except re.error as e:
            raise InputError(f"{where}.{key}: bad pattern /{p}/ ({e})") from None
        return p

    count = table.get("count", {})
    if not isinstance(count, dict) or not all(isinstance(n, int) and n >= 0 for n in count.values()):
        raise InputError(f"{where}.count must map patterns to counts >= 0")
    for key in ("valid", "keeps_lines", "minified", "sorted_keys", "annotations_only"):
        if not isinstance(table.get(key, False), bool):
            raise InputError(f"{where}.{key} must be true or false")
    data = ast_dump = None
    if "data_equals" in table:
        data = _expected(prompt_path, table["data_equals"], where + ".data_equals", source_name)
    if "ast_equals" in table:
        path = _file(prompt_path, table["ast_equals"], where + ".ast_equals")
        try:
            ast_dump = code_dump(parse_python(path.read_text(encoding="utf-8")))
        except ParseFailure as e:
            raise InputError(f"{where}.ast_equals: {path} does not parse ({e.message})") from None
    checks = Checks(
        valid=table.get("valid", False),
        contains=strings("contains"),
        not_contains=strings("not_contains"),
        regex=tuple(pattern(p, "regex") for p in strings("regex")),
        not_regex=tuple(pattern(p, "not_regex") for p in strings("not_regex")),
        count=tuple((pattern(p, "count"), n) for p, n in count.items()),
        data_equals=data,
        ast_equals=ast_dump,
        annotated=strings("annotated"),
        docstring=strings("docstring"),
        keeps_lines=table.get("keeps_lines", False),
        minified=table.get("minified", False),
        sorted_keys=table.get("sorted_keys", False),
        annotations_only=table.get("annotations_only", False),
        described=tuple(f"{k} = {table[k]!r}" for k in KEYS if k in table),
    )
    if not checks.described:
        raise InputError(f"{where} is empty: name at least one check")
    return checks


def _file(prompt_path: Path, name: object, where: str) -> Path:
    if not isinstance(name, str):
        raise InputError(f"{where} must be a file name")
    path = prompt_path.parent / name
    if not path.is_file():
        raise InputError(f"{where}: no such file {path}")
    return path


def _expected(prompt_path: Path, name: object, where: str, source_name: str):
    path = _file(prompt_path, name, where)
    parse = parser_for(path.name) or parser_for(source_name)
    if parse is None or parse.__name__ == "parse_python":
        raise InputError(f"{where}: {path.name} is not JSON, YAML or TOML")
    try:
        data = parse(path.read_text(encoding="utf-8"))
    except ParseFailure as e:
        raise InputError(f"{where}: {path} does not parse ({e.message})") from None
    if parse.__name__ == "parse_yaml" and isinstance(data, list) and len(data) == 1:
        data = data[0]
    return data
