"""The source texts a text proposer follows for an edit: the file as the prompt shows it,
then the file rendered as JSON where it is YAML (so a conversion copies values)."""

from __future__ import annotations

import json
import logging
from pathlib import PurePath

from ..prompting import fenced

FILE = "file"
YAML_SUFFIXES = (".yaml", ".yml")
log = logging.getLogger(__name__)


def file_sources(source: str, filename: str = "") -> list[tuple[str, str]]:
    sources = [(FILE, fenced(source, filename))]
    as_json = yaml_as_json(source, filename)
    if as_json is not None:
        sources.append((FILE, fenced(as_json, "file.json")))
    return sources


def yaml_as_json(source: str, filename: str = "") -> str | None:
    """The YAML file as 2-space JSON, keys in their order; None if it is no YAML mapping or
    list (or PyYAML is missing)."""
    if PurePath(filename).suffix.lower() not in YAML_SUFFIXES:
        return None
    try:
        from ..verify.parsers import parse_yaml  # refuses aliases that expand into billions of nodes

        docs = parse_yaml(source)
    except ImportError:
        return None
    except Exception as e:  # a YAML error of any kind: no rendering, the file itself still counts
        log.debug("not YAML: %s", e)
        return None
    data = docs[0] if len(docs) == 1 else None
    if not isinstance(data, (dict, list)):
        return None
    try:
        return json.dumps(data, indent=2, ensure_ascii=False, default=str)
    except (TypeError, ValueError):  # a key JSON cannot hold (a YAML list as a key), or a cycle
        return None
