"""Parsers for the file types the checks understand: text -> a tree or data, or a
ParseFailure with the message and line. Python: compile() then ast.parse; JSON; TOML
(tomllib); YAML (PyYAML's safe loader, every document); CSV/TSV (every row as wide as the
header); Makefiles (recipe lines start with a tab); .env (KEY=value lines)."""

from __future__ import annotations

import ast
import io
import json
import re
import sys
import warnings
from pathlib import PurePath
from typing import Callable

from .textcache import per_text, register

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - Python 3.10
    import tomli as tomllib


DEEP = "nested too deeply to check"
ALIASES = "aliases expand too far to check"
UNREADABLE = (DEEP, ALIASES)  # no edit of such a file can be judged: refused before a model runs


class ParseFailure(Exception):
    def __init__(self, message: str, line: int | None = None) -> None:
        super().__init__(message)
        self.message, self.line = message, line


def shared_tree(text: str) -> ast.Module:
    """parse_python's tree, shared: one check reads the same text's several times, so the last
    few are kept. Read it, never change it (parse_python gives a tree of one's own)."""
    return _shared(text)


@per_text(maxsize=8)
def _shared(text: str) -> ast.Module:
    tree = plain_tree(text)
    if tree is None:
        return parse_python(text)  # the ParseFailure, with its message and line
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            compile(tree, "<edit>", "exec", dont_inherit=True)  # as parse_python, from the one parse
    except SyntaxError as e:
        return _raise(e.msg, e.lineno)
    except ValueError as e:
        return _raise(str(e), None)
    return tree


def plain_tree(text: str) -> ast.Module | None:
    """ast.parse's tree of `text` (without parse_python's compile), None where it does not
    parse; shared: read it, never change it. One parse per text serves shared_tree and the
    rules that walk the definitions."""
    return _plain(text)


@per_text(maxsize=8)
def _plain(text: str) -> ast.Module | None:
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            return ast.parse(text)
    except (SyntaxError, ValueError):
        return None


def ast_nodes(tree: ast.AST) -> list[ast.AST]:
    """Every node of `tree` in ast.walk's order (breadth first), listed once per tree: the
    rules that walk the same shared tree (the names, the annotations, the definitions) share
    the list. Read it, never change it."""
    kept = _NODES.get(id(tree))
    if kept is not None and kept[0] is tree:
        return kept[1]
    out, add, node_type = [tree], None, ast.AST
    add = out.append
    for node in out:  # the list grows as it is read: breadth first, as ast.walk's deque
        for name in node._fields:
            value = getattr(node, name, None)
            if isinstance(value, node_type):
                add(value)
            elif isinstance(value, list):
                for item in value:
                    if isinstance(item, node_type):
                        add(item)
    if len(_NODES) >= 8:
        _NODES.clear()
    _NODES[id(tree)] = (tree, out)  # the tree kept with its list: its id is not reused meanwhile
    return out


_NODES: dict[int, tuple[ast.AST, list[ast.AST]]] = {}
register(_NODES)


def parse_python(text: str) -> ast.Module:
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # invalid escape sequences and the like: not breakage
            tree = ast.parse(text)
            compile(tree, "<edit>", "exec", dont_inherit=True)  # compile-time errors ast misses (from the tree: one parse)
            return tree
    except SyntaxError as e:  # IndentationError and TabError included
        return _raise(e.msg, e.lineno)
    except ValueError as e:  # NUL bytes
        return _raise(str(e), None)


def parse_json(text: str):
    try:
        return json.loads(text)
    except json.JSONDecodeError as e:
        return _raise(e.msg, e.lineno)
    except RecursionError:
        return _raise(DEEP, None)


def parse_toml(text: str):
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as e:
        line = getattr(e, "lineno", None) or _line_in(str(e))
        return _raise(str(e).split(" (at line")[0], line)
    except RecursionError:
        return _raise(DEEP, None)


EXPANDED_NODES = 200_000  # the most nodes a YAML file may stand for once its aliases are read out


def parse_yaml(text: str):
    """Every document, by PyYAML's safe loader. Aliases are shared, not copied, so a few lines can
    stand for billions of nodes ("a billion laughs") that every walk of the data would visit: a
    file whose aliases expand past EXPANDED_NODES is refused, as data nested too deeply is."""
    import yaml

    loader = yaml.SafeLoader(text)
    try:
        docs = []
        while loader.check_node():
            node = loader.get_node()
            if _expanded(node, {}) > EXPANDED_NODES:
                return _raise(ALIASES, None)
            docs.append(loader.construct_document(node))
        return docs
    except yaml.MarkedYAMLError as e:
        mark = e.problem_mark or e.context_mark
        return _raise(e.problem or str(e), mark.line + 1 if mark else None)
    except yaml.YAMLError as e:
        return _raise(str(e).splitlines()[0], None)
    except RecursionError:
        return _raise(DEEP, None)
    finally:
        loader.dispose()


def _expanded(node, seen: dict[int, int]) -> int:
    """How many nodes `node` stands for with every alias read out (each shared node counted once
    per use, its count worked out once); past EXPANDED_NODES for one that holds itself."""
    if (n := seen.get(id(node))) is not None:
        return n if n >= 0 else EXPANDED_NODES + 1  # -1: inside itself (`a: &a [*a]`), endless when read out
    seen[id(node)] = -1
    value = node.value
    if isinstance(value, list):
        parts = (v for pair in value for v in (pair if isinstance(pair, tuple) else (pair,)))
        seen[id(node)] = n = 1 + sum(_expanded(v, seen) for v in parts)
        return n
    seen[id(node)] = 1
    return 1


def parse_csv(text: str, delimiter: str | None = None) -> list[list[str]]:
    """Rows of a CSV (or TSV) file; every non-blank row must have the header's number of
    fields. The delimiter: `delimiter`, else csv.Sniffer's guess among , ; tab |."""
    import csv

    if delimiter is None:
        try:
            delimiter = csv.Sniffer().sniff(text[:4096], delimiters=",;\t|").delimiter
        except csv.Error:
            delimiter = ","
    reader = csv.reader(io.StringIO(text, newline=""), delimiter=delimiter, strict=True)
    rows: list[list[str]] = []
    try:
        for row in reader:
            if not row:
                continue
            if rows and len(row) != len(rows[0]):
                _raise(f"a row has {len(row)} fields, the header {len(rows[0])}", reader.line_num)
            rows.append(row)
    except csv.Error as e:
        _raise(str(e), reader.line_num)
    return rows


def parse_tsv(text: str) -> list[list[str]]:
    return parse_csv(text, "\t")


MAKE_RULE = re.compile(r"^(?![\s#])[^=#]*?(?<![:=+?!]):(?![=])")  # `target: deps`, not `X := y`


def parse_make(text: str) -> list[str]:
    """A Makefile's lines; a recipe line (one that follows a rule) must start with a tab:
    GNU make reads a space-indented one as "missing separator" and stops."""
    if ".RECIPEPREFIX" in text:
        return text.splitlines()
    in_rule = in_define = continued = False
    for n, line in enumerate(text.splitlines(), 1):
        stripped = line.strip()
        if continued:
            continued = line.endswith("\\")
            continue
        continued = line.endswith("\\")
        if re.match(r"^\s*define\b", line):
            in_define = True
        elif re.match(r"^\s*endef\b", line):
            in_define = False
        if in_define or not stripped:
            continue
        if line.startswith("\t"):
            continue
        if line[0] == " " and in_rule and not stripped.startswith("#"):
            _raise("a recipe line starts with spaces, not a tab (make: missing separator)", n)
        in_rule = bool(MAKE_RULE.match(line)) or (in_rule and line[0] == " ")
    return text.splitlines()


def parse_ini(text: str) -> dict[str, dict[str, object]]:
    """An INI file as configparser reads it ({section: {key: value}}, keys as written, no
    interpolation); a duplicate section or key, or a line outside any section, does not parse."""
    import configparser

    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # type: ignore[assignment,method-assign]  # keys as written, not lowercased
    try:
        parser.read_string(text)
    except configparser.Error as e:
        return _raise(str(e).splitlines()[0], getattr(e, "lineno", None))
    defaults = parser.defaults()
    out = {name: {k: _ini_value(v) for k, v in parser.items(name, raw=True) if k not in defaults} for name in parser.sections()}
    return {"DEFAULT": {k: _ini_value(v) for k, v in defaults.items()}, **out} if defaults else out


def _ini_value(text: str) -> object:
    """An INI value as the number it spells (`45`, `0.5`), else its text."""
    if re.fullmatch(r"-?\d+", text.strip()):
        return int(text)
    if re.fullmatch(r"-?\d+\.\d+", text.strip()):
        return float(text)
    return text


ENV_LINE = re.compile(r"""^\s*(?:export\s+)?[A-Za-z_][\w.]*\s*=\s*(?P<value>.*)$""")


def parse_env(text: str) -> dict[str, int]:
    """A .env file: `KEY=value` lines (`export` allowed), comments and blanks; a quoted value
    may run over lines. Returns the keys with their lines."""
    keys: dict[str, int] = {}
    quote = None
    for n, line in enumerate(text.splitlines(), 1):
        if quote:
            if _closes(line, quote):
                quote = None
            continue
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        m = ENV_LINE.match(line)
        if m is None:
            raise ParseFailure("not a KEY=value line", n)
        keys[line.split("=", 1)[0].replace("export ", "").strip()] = n
        value = m.group("value").strip()
        if value[:1] in ("'", '"') and not _closes(value[1:], value[0]):
            quote = value[0]
    if quote:
        _raise(f"a {quote} quoted value is never closed", None)
    return keys


def _closes(text: str, quote: str) -> bool:
    return bool(re.search(rf"(?<!\\){quote}", text))


def _raise(message: str, line: int | None):
    raise ParseFailure(message, line)


def _line_in(message: str) -> int | None:
    m = re.search(r"line (\d+)", message)
    return int(m.group(1)) if m else None


PARSERS: dict[str, Callable[[str], object]] = {
    ".py": parse_python, ".pyi": parse_python,
    ".json": parse_json, ".ipynb": parse_json, ".geojson": parse_json,
    ".toml": parse_toml, ".ini": parse_ini, ".cfg": parse_ini,
    ".yaml": parse_yaml, ".yml": parse_yaml,
    ".csv": parse_csv, ".tsv": parse_tsv,
    ".mk": parse_make, ".env": parse_env,
}
# Files known by their whole name.
NAMED: dict[str, Callable[[str], object]] = {"makefile": parse_make, "gnumakefile": parse_make, ".env": parse_env}


def parser_for(filename: str) -> Callable[[str], object] | None:
    path = PurePath(filename)
    name = path.name.lower()
    if name.startswith(".env."):  # .env.local, .env.production
        return parse_env
    return NAMED.get(name) or PARSERS.get(path.suffix.lower())
