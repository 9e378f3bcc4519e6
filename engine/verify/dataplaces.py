"""Which list item of a data file an instruction names, for the data net (datanet.py): an item
named by a value it holds (the `name: api` of "the api container"), and of nested lists
(deployments, their containers, their env), the place the instruction names best."""

from __future__ import annotations

import re
from typing import Any

from .datakeys import at, key_said, value_said
from .words import mentioned


def item_named(data: Any, path: tuple[str, ...], said: set[str], values: set[str]) -> bool | None:
    """For a change inside a list item: does the item hold a scalar the instruction says (the
    `name: api` of "the api container")? None when the change is not inside a list item."""
    for i in range(len(path) - 1, -1, -1):
        if path[i].isdigit():
            item = at(data, path[: i + 1])
            if not isinstance(item, dict):
                return None
            # its own scalars and those one level down (a Kubernetes object's `metadata.name`)
            held = list(item.values()) + [x for v in item.values() if isinstance(v, dict) for x in v.values()]
            scalars = [v for v in held if isinstance(v, (str, int, float)) and not isinstance(v, bool)]
            return any((isinstance(v, str) and key_said(v, said)) or value_said(v, values) for v in scalars)
    return None


def item_rank(data: Any, path: tuple[str, ...], said: set[str], best: dict, skip: set[str]) -> bool:
    """A change inside list items that lies in another place than the one the instruction names
    best: the items that hold it, scored by the most words of one of their names said and summed
    over the lists it is nested in, fall short of the best place of the same shape (the env of
    the `renderer` deployment for "the api container"; the `worker` deployment beside
    `orders-api` for "orders-api replicas"). Values the edit writes (`skip`) name nothing;
    `best` keeps each shape's best."""
    if not any(p.isdigit() for p in path):
        return False
    mine = sum(_name_score(at(data, path[: i + 1]), said, skip) for i, p in enumerate(path) if p.isdigit())
    shape = tuple("#" if p.isdigit() else p for p in path)
    if shape not in best:
        best[shape] = _best(data, shape, said, skip)
    return mine < best[shape]


def _best(data: Any, shape: tuple[str, ...], said: set[str], skip: set[str]) -> int:
    """The best summed item score of the places in `data` of that shape (`#`: any index): each
    item visited once, its own score added to the best below it."""
    if not shape:
        return 0
    head, rest = shape[0], shape[1:]
    if head == "#":
        return max((_name_score(x, said, skip) + _best(x, rest, said, skip) for x in data), default=0) if isinstance(data, list) else 0
    return _best(data[head], rest, said, skip) if isinstance(data, dict) and head in data else 0


def _name_score(item: Any, said: set[str], skip: frozenset[str] | set[str] = frozenset()) -> int:
    if not isinstance(item, dict):
        return 0
    values = list(item.values()) + [x for v in item.values() if isinstance(v, dict) for x in v.values()]
    best = 0
    for v in values:
        if isinstance(v, str) and len(v) < 80 and v not in skip:
            parts = [p.lower() for p in re.findall(r"[A-Za-z]+|\d+", v)]
            if parts and all(mentioned(p, said) or p in said for p in parts):
                best = max(best, len(parts))
    return best
