"""How deep a sort of a data file's keys goes. "Sort the keys" leaves it open: the keys of
every mapping sorted, or only the outer ones with each entry's inside as it was; both are
sorts. The instruction can close it either way: "recursively", "at every level" asks for
all; "top-level keys only", "leave the fields inside each entry as they are" for the outer.

    sort_problem(before, after, within, instruction, toml) -> str | None

`within`: the top-level tables the sort is limited to (their entries are the outer keys);
() for the whole file."""

from __future__ import annotations

import re
from typing import Any

from .ordering import reordered_at
from .phrasing import said_and_kept

# The outer keys only.
TOP_ONLY = re.compile(r"top[- ]?level|first[- ]level|outer(?:most)?\s+(?:keys|level)|\b(?:only|just)\s+the\s+(?:outer|top)\b|"
                      r"\b(?:not|never)\s+(?:the\s+)?(?:fields|keys|ones|properties)\b|"
                      r"\b(?:inside|within|in)\s+(?:each|every)\b[^.;!?]*?\b(?:stays?|unchanged|untouched|as\s+(?:it|they)\s+(?:is|are)|"
                      r"(?:current|same|original|existing)\s+order)|"
                      r"\b(?:keep|leave)\s+(?:the\s+)?(?:fields|keys|properties|nested\s+\w+)\s+(?:inside|within|of|in)\b|"
                      r"\bnested\s+(?:objects|keys|ones|fields)[^.;!?]*?\b(?:unchanged|untouched|stays?|(?:current|same|original)\s+order)|"

                      r"\b(?:oberste[nr]?|erste[nr]?)\s+Ebene|primer\s+nivel|premier\s+niveau|niveau\s+sup[ée]rieur|"
                      r"n[íi]vel\s+superior|primeiro\s+n[íi]vel|primo\s+livello|livello\s+superiore|bovenste\s+(?:laag|niveau)|"
                      r"pierwszego\s+poziomu|najwy[żz]szego\s+poziomu|[üu]st\s+d[üu]zey|最上位|トップレベル|顶层|頂層|最外层|최상위", re.I)
# Every level.
DEEP = re.compile(r"recursive\w*|\b(?:at|on|for)\s+(?:every|all|each)\s+levels?|\ball\s+(?:the\s+)?levels|\bdeep(?:ly)?\b|"
                  r"\b(?:and|also|even)\s+(?:the\s+)?nested\b|\b(?:and|both)\s+the\s+(?:keys|fields|properties)\s+(?:inside|within|in)\s+(?:each|every)\b|\bnested\s+(?:\w+\s+)?(?:too|as\s+well|included)\b|\bthroughout\b|"
                  r"\bincl(?:\.|uding|uded|udes?)?(?=\W)|anidad\w*|imbriqu\w*|verschachtelt\w*|geneste\w*|annidat\w*|aninhad\w*|zagnie\w*|"
                  r"入れ子|ネスト|嵌套|중첩|claves\s+(?:de\s+dentro|internas)|cl[ée]s\s+internes|innere[nr]?\s+Schl|chiavi\s+interne|chaves\s+internas|"
                  r"안의\s*키|내부\s*키|の中も|の内側も|内部も|里面也|里也|안에도|안쪽도|"  # "(boat_lift の中も)": inside it too
                  r"\beverywhere\b|\b(?:in|of|inside)\s+(?:every|each|all)\s+(?:the\s+)?(?:nested\s+)?(?:objects?|maps?|mappings?|dicts?|"
                  r"dictionar(?:y|ies)|tables?|entr(?:y|ies)|items?)|rekursiv\w*|r[ée]cursiv\w*|recursiv\w*|ricorsiv\w*|"
                  r"auf\s+allen\s+Ebenen|en\s+todos\s+los\s+niveles|再帰|递归|遞迴|재귀", re.I)


def sort_problem(before: Any, after: Any, within: tuple[str, ...], instruction: str, toml: bool = False) -> str | None:
    """What the sort the instruction asks for finds wrong in `after`, or None."""
    asked = said_and_kept(instruction)[0]
    deep = bool(DEEP.search(asked))
    top = bool(TOP_ONLY.search(instruction)) and not deep
    where = unsorted_within(after, within, toml=toml)
    if where is not None and not deep and _outer_sorted(after, within, toml) and _inner_moved(before, after, within) is None:
        where = None  # the outer keys sorted, each entry's inside as it was: a sort of the outer level
    if where is not None:
        return f"keys not sorted at {where}"
    if top and (moved := _inner_moved(before, after, within)) is not None:
        return f"reordered the keys inside {moved}, which the instruction leaves as they were"
    if within and not deep and isinstance(before, dict) and isinstance(after, dict):  # "sort flags": the other tables stay as they are
        rest = [k for k in before if k not in within]
        if (moved := reordered_at({k: before[k] for k in rest}, {k: after[k] for k in after if k in rest})) is not None:
            return f"reordered the keys at {moved}, which the instruction does not ask for"
    return None


def _outer_sorted(data: Any, within: tuple[str, ...], toml: bool) -> bool:
    """The outer keys (of the whole file, or of each table in `within`) are in order."""
    if not isinstance(data, dict):
        return False
    parts = [data[k] for k in within if isinstance(data.get(k), dict)] or [data]
    return all(unsorted_at(_shallow(part), toml=toml) is None for part in parts)


def _shallow(part: dict) -> dict:
    """A mapping's keys with nothing inside them (a table as {}, so TOML's groups hold)."""
    return {k: ({} if _is_table(v) else None) for k, v in part.items()}


def _inner_moved(before: Any, after: Any, within: tuple[str, ...]) -> str | None:
    """The first mapping below the outer keys whose keys the result put in another order."""
    if not isinstance(before, dict) or not isinstance(after, dict):
        return None
    outer = [(f".{k}", before[k], after[k]) for k in within if isinstance(before.get(k), dict) and isinstance(after.get(k), dict)] \
        or [("", before, after)]
    for path, b, a in outer:
        for key in b:
            if key in a and (moved := _moved(b[key], a[key], f"{path}.{key}")):
                return moved
    return None


def _moved(before: Any, after: Any, path: str) -> str | None:
    if isinstance(before, dict) and isinstance(after, dict):
        if [k for k in before if k in after] != [k for k in after if k in before]:
            return path
        return next((m for k in before if k in after and (m := _moved(before[k], after[k], f"{path}.{k}"))), None)
    if isinstance(before, list) and isinstance(after, list) and len(before) == len(after):
        return next((m for i, (x, y) in enumerate(zip(before, after)) if (m := _moved(x, y, f"{path}[{i}]"))), None)
    return None


def unsorted_within(data, within: tuple[str, ...], toml: bool = False) -> str | None:
    """unsorted_at, limited to the entries of the named top-level tables when there are any
    (the entries under [dependencies], not the keys inside each entry)."""
    parts = [(data[k], k) for k in within if isinstance(data, dict) and isinstance(data.get(k), dict)]
    if not parts:
        return unsorted_at(data, toml=toml)
    shallow: list[tuple[dict, str]] = [(_shallow(part), at) for part, at in parts]
    return next((w for part, at in shallow if (w := unsorted_at(part, at, toml=toml))), None)


def unsorted_at(data, path: str = "", toml: bool = False) -> str | None:
    """The first mapping whose keys are out of order, or None. `toml`: a table's plain keys
    must come before its sub-tables (`[a.b]`, `[[a.c]]`), so each group is sorted on its own."""
    if isinstance(data, dict):
        keys = [str(k) for k in data]
        groups = [keys]
        if toml:
            tables = {str(k) for k, v in data.items() if _is_table(v)}
            groups = [[k for k in keys if k not in tables], [k for k in keys if k in tables]]
        if any(g != sorted(g) for g in groups):
            return path or "the top level"
        return next((p for k, v in data.items() if (p := unsorted_at(v, f"{path}.{k}", toml))), None)
    if isinstance(data, list):
        return next((p for i, v in enumerate(data) if (p := unsorted_at(v, f"{path}[{i}]", toml))), None)
    return None


def _is_table(value) -> bool:
    return isinstance(value, dict) or (isinstance(value, list) and bool(value) and all(isinstance(v, dict) for v in value))
