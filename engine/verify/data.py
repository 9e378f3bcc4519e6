"""A data file's original and result as parsed data, for the rules that judge data (an added
field, a removed key, one thing sorted): JSON, YAML (one document as itself) and TOML."""

from __future__ import annotations

import re
from pathlib import PurePath
from typing import Any

from .parsers import UNREADABLE, ParseFailure, parse_ini, parse_json, parse_toml, parse_yaml, parser_for
from .textcache import per_text

DATA_PARSERS = {".json": parse_json, ".ipynb": parse_json, ".geojson": parse_json, ".yaml": parse_yaml,
                ".yml": parse_yaml, ".toml": parse_toml, ".ini": parse_ini, ".cfg": parse_ini}


def is_data_file(filename: str) -> bool:
    """Whether `filename` is JSON, YAML or TOML by its suffix (what parsed_pair reads)."""
    return PurePath(filename).suffix.lower() in DATA_PARSERS


def parsed_pair(original: str, result: str, filename: str, parse_one=None) -> tuple[Any, Any] | str:
    """(original's data, result's data), or why not: "not a data file", "does not parse".
    `parse_one(text, filename)`: a parse to use instead (a cached one whose data stays unchanged)."""
    if PurePath(filename).suffix.lower() not in DATA_PARSERS:
        return "not a data file"
    try:
        return (parse_one or parsed)(original, filename), (parse_one or parsed)(result, filename)
    except ParseFailure:
        return "does not parse"


def parsed(text: str, filename: str) -> Any:
    """One data file's data (a YAML file's one document, or the list of them); ParseFailure."""
    parse = DATA_PARSERS[PurePath(filename).suffix.lower()]
    data = parse(text)
    return (data[0] if len(data) == 1 else data) if parse is parse_yaml else data  # every document: one is the data itself


@per_text(maxsize=4)
def read_only(text: str, filename: str) -> Any:
    """`parsed`, kept for the last few texts, for readers that never change the data (a
    removal's readings, a new key's place): one parse serves them all within a check."""
    return parsed(text, filename)


FORMAT_WORDS = re.compile(r"\b(json|ya?ml|toml)\b", re.I)


def converted_to(result: str, filename: str, instruction: str) -> str | None:
    """The data format the instruction names, other than the file's own, that the result is
    written in ("json -> toml", "the config should be YAML now"), or None."""
    own = PurePath(filename).suffix.lower().lstrip(".").replace("yml", "yaml")
    if own not in ("json", "yaml", "toml"):
        return None
    named = {w.lower().replace("yml", "yaml") for w in FORMAT_WORDS.findall(instruction)} - {own}
    for fmt in sorted(named, key=lambda f: f != "json"):  # JSON is YAML too: try it first
        parse = parser_for(f"result.{fmt}")
        try:
            if parse is not None:
                parse(result)
                return fmt
        except ParseFailure:
            continue
    return None


def unreadable(text: str, filename: str) -> str | None:
    """Why the check could never judge an edit of this file, before any model runs: data
    nested deeper than its parser goes, or YAML aliases that stand for too many nodes. None
    when it can."""
    parse = parser_for(filename)
    if parse is None:
        return None
    try:
        parse(text)
    except ParseFailure as e:
        return e.message if e.message in UNREADABLE else None
    return None
