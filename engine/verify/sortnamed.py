"""The sort-one-thing rule, for data files (JSON, YAML, TOML): "sort the dependencies",
"alphabetize the `scripts` keys", "sort the tags list". `read_sort_named` reads such an
instruction (one named key, not "the keys" of the whole file: that is the reformat rule's);
`check_sort_named` requires the value under that key to be in order (a mapping by its keys,
a list of scalars by its items, either case-sensitive or not), holding what it held, and the
rest of the data equal (its mappings' order aside)."""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from typing import Any

from .findings import Finding
from .data import parsed_pair

SORT = re.compile(
    r"^(?:sort|alphabeti[sz]e|order)\s+(?:the\s+)?(?:`(?P<q>[^`\n]+)`|(?P<name>[A-Za-z_][\w.-]*))"
    r"(?:\s+(?:list|array|section|table|block|map|mapping|object|dict|keys|entries|items))?"
    r"(?:\s+(?:alphabetically|by\s+name|in\s+alphabetical\s+order|a-z|a\s+to\s+z))?$",
    re.I,
)
# What "sort the X" says of the whole file (the reformat rule's) or of no key.
NOT_NAMES = {"keys", "fields", "properties", "entries", "imports", "lines", "file", "list", "items", "it", "this", "them",
             "data", "json", "yaml", "toml", "output", "functions", "methods", "results", "top-level", "toplevel", "top", "outer",
             "nested", "inner", "all", "every"}


@dataclass(frozen=True)
class SortNamed:
    name: str


def read_sort_named(text: str) -> SortNamed | None:
    m = SORT.match(text)
    if not m:
        return None
    name = m.group("q") or m.group("name")
    return None if name.lower() in NOT_NAMES else SortNamed(name)


def _find(data: Any, name: str, path: str = "") -> list[str]:
    """Paths (as `.a.b[2]`) of the keys called `name`."""
    out: list[str] = []
    if isinstance(data, dict):
        for k, v in data.items():
            here = f"{path}.{k}"
            if str(k) == name:
                out.append(here)
            out += _find(v, name, here)
    elif isinstance(data, list):
        for i, v in enumerate(data):
            out += _find(v, name, f"{path}[{i}]")
    return out


def _in_order(items: list) -> bool:
    keys = [str(x) for x in items]
    return keys in (sorted(keys), sorted(keys, key=str.lower))


def _without(data: Any, target: str, path: str = "") -> Any:
    """The data with the value at `target` left out (None): the rest must stay equal (the
    order of other mappings may change: "sort the dependencies" that sorted devDependencies
    too did no harm)."""
    if path == target:
        return None
    if isinstance(data, dict):
        return {k: _without(v, target, f"{path}.{k}") for k, v in data.items()}
    if isinstance(data, list):
        return [_without(v, target, f"{path}[{i}]") for i, v in enumerate(data)]
    return data


def _at(data: Any, path: str) -> Any:
    for part in re.findall(r"\.([^.\[]+)|\[(\d+)\]", path):
        data = data[part[0]] if part[0] else data[int(part[1])]
    return data


def check_sort_named(original: str, result: str, filename: str, intent: SortNamed) -> Finding:
    pair = parsed_pair(original, result, filename)
    if isinstance(pair, str):
        return Finding("sort", None, pair)
    before, after = pair
    paths = _find(before, intent.name)
    if len(paths) != 1:
        return Finding("sort", None, f"no `{intent.name}`" if not paths else f"{len(paths)} keys called `{intent.name}`")
    path, label = paths[0], f"`{intent.name}`"
    value = _at(before, path)
    if not isinstance(value, (dict, list)) or (isinstance(value, list) and any(isinstance(v, (dict, list)) for v in value)):
        return Finding("sort", None, f"{label} holds nothing to sort by name")
    if _find(after, intent.name) != [path]:
        return Finding("sort", False, f"{label} is gone or moved")
    now = _at(after, path)
    same = Counter(map(repr, value.items() if isinstance(value, dict) else value)) == \
        Counter(map(repr, now.items() if isinstance(now, dict) else now)) if type(now) is type(value) else False
    if not same:
        return Finding("sort", False, f"changed what {label} holds, not only its order")
    if not _in_order(list(now)):
        return Finding("sort", False, f"{label} is not in order")
    if _without(before, path) != _without(after, path):
        return Finding("sort", False, f"changed the data outside {label}")
    return Finding("sort", True, f"sorted {label} ({len(now)} {'keys' if isinstance(now, dict) else 'items'})")
