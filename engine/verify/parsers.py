"""Parsers for the file types the checks understand: text -> a tree or data, or a
ParseFailure with the message and line. Python: compile() then ast.parse; JSON; TOML
(tomllib); YAML (PyYAML's safe loader, every document)."""

from __future__ import annotations

import ast
import json
import re
import sys
import warnings
from pathlib import PurePath
from typing import Callable

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - Python 3.10
    import tomli as tomllib


class ParseFailure(Exception):
    def __init__(self, message: str, line: int | None = None) -> None:
        super().__init__(message)
        self.message, self.line = message, line


def parse_python(text: str) -> ast.Module:
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # invalid escape sequences and the like: not breakage
            compile(text, "<edit>", "exec", dont_inherit=True)  # compile-time errors ast misses
            return ast.parse(text)
    except SyntaxError as e:  # IndentationError and TabError included
        return _raise(e.msg, e.lineno)
    except ValueError as e:  # NUL bytes
        return _raise(str(e), None)


def parse_json(text: str):
    try:
        return json.loads(text)
    except json.JSONDecodeError as e:
        return _raise(e.msg, e.lineno)


def parse_toml(text: str):
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as e:
        line = getattr(e, "lineno", None) or _line_in(str(e))
        return _raise(str(e).split(" (at line")[0], line)


def parse_yaml(text: str):
    import yaml

    try:
        return list(yaml.safe_load_all(text))
    except yaml.MarkedYAMLError as e:
        mark = e.problem_mark or e.context_mark
        return _raise(e.problem or str(e), mark.line + 1 if mark else None)
    except yaml.YAMLError as e:
        return _raise(str(e).splitlines()[0], None)


def _raise(message: str, line: int | None):
    raise ParseFailure(message, line)


def _line_in(message: str) -> int | None:
    m = re.search(r"line (\d+)", message)
    return int(m.group(1)) if m else None


PARSERS: dict[str, Callable[[str], object]] = {
    ".py": parse_python, ".pyi": parse_python,
    ".json": parse_json, ".ipynb": parse_json, ".geojson": parse_json,
    ".toml": parse_toml,
    ".yaml": parse_yaml, ".yml": parse_yaml,
}


def parser_for(filename: str) -> Callable[[str], object] | None:
    return PARSERS.get(PurePath(filename).suffix.lower())
