"""A data file's original and result as parsed data, for the rules that judge data (an added
field, a removed key, one thing sorted): JSON, YAML (one document as itself) and TOML."""

from __future__ import annotations

from pathlib import PurePath
from typing import Any

from .parsers import ParseFailure, parse_json, parse_toml, parse_yaml

DATA_PARSERS = {".json": parse_json, ".ipynb": parse_json, ".geojson": parse_json, ".yaml": parse_yaml,
                ".yml": parse_yaml, ".toml": parse_toml}


def is_data_file(filename: str) -> bool:
    """Whether `filename` is JSON, YAML or TOML by its suffix (what parsed_pair reads)."""
    return PurePath(filename).suffix.lower() in DATA_PARSERS


def parsed_pair(original: str, result: str, filename: str) -> tuple[Any, Any] | str:
    """(original's data, result's data), or why not: "not a data file", "does not parse"."""
    parse = DATA_PARSERS.get(PurePath(filename).suffix.lower())
    if parse is None:
        return "not a data file"
    try:
        before, after = parse(original), parse(result)
    except ParseFailure:
        return "does not parse"
    if parse is parse_yaml:  # every document: one is the data itself
        before, after = (d[0] if len(d) == 1 else d for d in (before, after))
    return before, after
