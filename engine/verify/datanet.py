"""The net for data files (JSON, YAML, TOML), read from the data rather than the sentence:
what the result changed, key by key, and whether the instruction's words account for it.

    added key      the instruction names the key; where it quotes values, the new value is one
                   of them; added to some objects of a list but not to their like siblings
    removed key    the instruction names it (or the key above it)
    changed value  the instruction names the key or the old value, and says the new value when
                   it says any; of equal changes, those under the keys it names win ("the
                   server port": `metrics.port` changed too is beyond it)
    list items     an item added or removed holds something the instruction names, repeats
                   another where it asks for a dedupe, or named a job the result removed
    layout         data unchanged: "one line", "N spaces", "tabs", "sorted" (datalayout.py)

No phrasing is parsed: only which names and values the instruction says, so any sentence
that names what it changes is judged the same way."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Any

from .findings import Finding, plural
from .datakeys import (EVERY_ITEM, at, bound_values, bumped, follows, misbumped, said_steps, stale_versions, given_to, inside_item, joined,
                       key_said, object_paths, other_pin, said_values, value_said)
from .dataplaces import item_named, item_rank
from .holders import holder_named
from .removedkeys import removal_left
from .net import instruction_words, mentioned
from .phrasing import said_and_kept
from .diffing import opcodes
from .datarefs import DEPENDS, references
from .datalayout import layout_findings
from .ordering import asks_order, reordered_at


@dataclass(frozen=True)
class DataChange:
    kind: str  # "added", "removed", "changed", "item added", "item removed"
    path: tuple[str, ...]
    old: Any = None
    new: Any = None

    def where(self) -> str:
        return "." + ".".join(self.path) if self.path else "the top level"


def data_changes(a: Any, b: Any, path: tuple[str, ...] = ()) -> list[DataChange]:
    if isinstance(a, dict) and isinstance(b, dict):
        out: list[DataChange] = []
        for k in a:
            if k not in b:
                out.append(DataChange("removed", path + (str(k),), a[k]))
            else:
                out += data_changes(a[k], b[k], path + (str(k),))
        out += [DataChange("added", path + (str(k),), None, b[k]) for k in b if k not in a]
        return out
    if isinstance(a, list) and isinstance(b, list):
        if len(a) == len(b):
            return [c for i, (x, y) in enumerate(zip(a, b)) for c in data_changes(x, y, path + (str(i),))]
        keys_a, keys_b = [_key(x) for x in a], [_key(y) for y in b]
        out = []
        for tag, i1, i2, j1, j2 in opcodes(keys_a, keys_b):
            if tag == "equal":
                continue
            if tag == "replace" and i2 - i1 == j2 - j1:
                out += [c for k in range(i2 - i1) for c in data_changes(a[i1 + k], b[j1 + k], path + (str(i1 + k),))]
                continue
            out += [DataChange("item removed", path + (str(i),), a[i]) for i in range(i1, i2)]
            out += [DataChange("item added", path + (str(j),), None, b[j]) for j in range(j1, j2)]
        return out
    if _same(a, b):
        return []
    return [DataChange("changed", path, a, b)]


def _key(x: Any) -> str:
    try:
        return json.dumps(x, sort_keys=True, default=str)
    except TypeError:  # YAML keys of mixed types (`on:` loads as True beside "jobs"): compared as text
        return json.dumps(_text_keys(x), sort_keys=True, default=str)
    except ValueError:  # data that holds itself (`a: &a [*a]`): parse_yaml refuses it; its repr, else
        return repr(x)


def _text_keys(x: Any) -> Any:
    if isinstance(x, dict):
        return {k if isinstance(k, str) else json.dumps(k, default=str): _text_keys(v) for k, v in x.items()}  # True: "true"
    return [_text_keys(v) for v in x] if isinstance(x, (list, tuple)) else x


def _same(a: Any, b: Any) -> bool:
    return type(a) is type(b) and a == b or (isinstance(a, (int, float)) and isinstance(b, (int, float))
                                             and not isinstance(a, bool) and not isinstance(b, bool) and a == b)


def _scalars(v: Any) -> list[Any]:
    if isinstance(v, dict):
        return [x for k, val in v.items() for x in [k, *_scalars(val)]]
    if isinstance(v, list):
        return [x for val in v for x in _scalars(val)]
    return [v]


def _named(path: tuple[str, ...], said: set[str]) -> int:
    """How many of the path's keys the instruction names (list indexes aside)."""
    return sum(1 for p in path if not p.isdigit() and key_said(p, said))


def _added(c: DataChange, said: set[str], values: set[str], named_containers: set[str], place_best: int,
       bare_numbers: set[str]) -> str | None:
    """Why an added key is beyond the instruction, or None."""
    leaf = c.path[-1] if c.path else ""
    parent_named = any(key_said(p, said) for p in c.path[:-1] if not p.isdigit())
    if not key_said(leaf, said) and not (isinstance(c.new, dict) and parent_named):
        return f"added {c.where()}"
    if named_containers and not parent_named and not (set(c.path[:-1]) & named_containers):
        return f"added {c.where()}, not under the part the instruction names"
    if inside_item(c.path[:-1], said):
        return f"added {c.where()}, inside a list item under the part the instruction names"
    if _named(c.path[:-1], said) < place_best:
        return f"added {c.where()}, not under the part the instruction names best"
    if values and not isinstance(c.new, (dict, list)) and not value_said(c.new, values):
        return f"added {c.where()} = {_show(c.new)}, a value the instruction does not give"
    if isinstance(c.new, str) and c.new in bare_numbers:
        return f"added {c.where()} = {_show(c.new)}, a string where the instruction gives the number {c.new}"
    return None


def _keys(data: Any, containers: bool, out: set[str] | None = None) -> set[str]:
    """The keys of the data's objects, at any depth, that hold an object or a list (`containers`)
    or else those that hold a value."""
    out = set() if out is None else out
    if isinstance(data, dict):
        for k, v in data.items():
            if isinstance(v, (dict, list)) == containers:
                out.add(str(k))
            _keys(v, containers, out)
    elif isinstance(data, list):
        for v in data:
            _keys(v, containers, out)
    return out


def _best_place(data: Any, leaf: str, said: set[str]) -> int:
    """How well the instruction names the best-named place of the original that holds `leaf`
    (`followup.max_airmass` over `survey.max_airmass` for "the follow-up airmass limit")."""
    if data is None:
        return 0
    return max((_named(p + (leaf,), said) for p in object_paths(data) if isinstance(at(data, p), dict) and leaf in at(data, p)),
               default=0)


def _sibling_named(path: tuple[str, ...], before: Any, named: set[str], instruction: str) -> str | None:
    """A container beside one on the path (same parent) that the instruction names, where the
    path's own is not named: `.services.holds-api...` when it says holds-worker."""
    node = before
    for k, p in enumerate(path[:-1]):
        if not isinstance(node, dict):
            return None
        if p not in named and isinstance(node.get(p), dict):
            # a sibling of the same make: it holds the next key of the path too (both services have `environment`)
            others = [q for q in node if q != p and q in named and isinstance(node[q], dict) and path[k + 1] in node[q]
                      and re.search(rf"\b(?:for|in|on|under|inside|into)\s+(?:the\s+)?[`'\"]?{re.escape(str(q))}(?![\w-])|"
                                    rf"(?<![\w-]){re.escape(str(q))}[`'\"]?(?:'s|:|\s+(?:container|service|env\w*|section|table|block))",
                                    instruction, re.I)]  # (named as the place, not "the app that talks to db")
            if others:
                return others[0]
        node = node.get(p)
    return None


def _item_meant(c: DataChange, before: Any, said: set[str], instruction: str) -> bool:
    """A list item removed that the instruction names by a word of it ("remove macOS" for
    `macos-latest`, "six" for `six>=1.16`), or that "only" leaves out of the items it names
    ("only on ubuntu and windows")."""
    words = {p.lower() for x in _scalars(c.old) if isinstance(x, str) for p in re.findall(r"[A-Za-z]{3,}", x)}
    if any(mentioned(w, said) for w in words):
        return True
    siblings = at(before, c.path[:-1]) if before is not None else None
    return bool(re.search(r"\bonly\b", instruction, re.I)) and isinstance(siblings, list) and any(
        isinstance(x, str) and any(mentioned(p.lower(), said) for p in re.findall(r"[A-Za-z]{3,}", x)) for x in siblings)


def _kept_whole(path: tuple, kept: str, before: Any, kept_words: set[str], placed: set[str]) -> bool:
    """The change under `kept` is what the keeping clause keeps: it names no other part of
    `kept` ("keep worker's replicas at 1" keeps the replicas, not the image), and the asking
    part names nothing below `kept` on the change's path that the keeping clause does not."""
    at_kept = path.index(kept)
    below = [p for p in path[at_kept + 1:] if not str(p).isdigit()]
    holder = at(before, path[: at_kept + 1]) if before is not None else None
    others = {str(k) for k in holder} - set(below) if isinstance(holder, dict) else set()
    if any(key_said(k, kept_words) for k in others):
        return False
    return not any(key_said(p, placed) and not key_said(p, kept_words) for p in below)


def unexplained_data(changes: list[DataChange], instruction: str, whole: bool, before: Any = None, after: Any = None,
                     spoken: str = "") -> list[tuple[DataChange, str]]:
    """The changes the instruction does not explain, each with why; `spoken`: the instruction
    with what it keeps (a place it keeps is no place to change)."""
    said, values = instruction_words(instruction) | joined(instruction), said_values(instruction)
    bare_numbers = set(re.findall(r"(?<![\w.`'\"])-?\d+(?:\.\d+)?(?![\w`'\"]|\.\w)", instruction))
    has_values = bool(values)
    # "remove everything except the server table": what it names stays, the rest may go
    except_named = bool(re.search(r"\b(?:everything|all)\s+(?:else\s+)?(?:except|but|apart\s+from|other\s+than)\b|"
                                  r"\bkeep\s+only\b|\bonly\s+keep\b", instruction, re.I))
    # places named where the instruction asks, not where it keeps ("(pas dans storage)", "no en alarms.bottle_store")
    asked = instruction if spoken else said_and_kept(instruction)[0]  # (with `spoken`, the instruction is the asking part already)
    placed = instruction_words(asked) | joined(asked)
    named_containers = {k for k in _keys(before, True) if key_said(k, placed)} if before is not None else set()
    kept_part = said_and_kept(spoken or instruction)[1]
    kept_words = instruction_words(kept_part) | joined(kept_part) if kept_part else set()
    # (spelled as the data spells it, in a clause that keeps without "only": "(only that sensor)" restricts)
    kept_containers = {k for k in _keys(before, True) if key_said(k, kept_words) and not key_said(k, placed)
                       and re.search(rf"(?<![\w.-]){re.escape(k)}(?![\w-])", kept_part) and not re.search(r"\bonly\b", kept_part, re.I)
                       # "the other dependencies": the siblings inside it stay, not it
                       and not re.search(rf"\b(?:other|rest\s+of\s+the|remaining)\s+(?:\w+\s+)?{re.escape(k)}(?![\w-])", kept_part, re.I)} \
        if before is not None and kept_words else set()
    # the object the instruction names best ("the release profile": profile.release, not profile.dev)
    place_best = max((_named(p, placed) for p in object_paths(before)), default=0) if before is not None else 0
    # the keys the instruction names by their full names (`pool_size`), where the data has them
    keys_named = {k for k in _keys(before, False) if "_" in k or "-" in k or k in re.findall(r"`([^`]+)`", instruction)
                  if re.search(rf"(?<![\w-]){re.escape(k)}(?![\w-])", instruction)} if before is not None else set()
    out: list[tuple[DataChange, str]] = []
    # changes inside list items: when the instruction names some items, the others are beyond it
    naming = values - {str(c.new) for c in changes if c.kind in ("added", "changed") and isinstance(c.new, (str, int, float))}  # (not 07:30 for 30)
    item_names = {id(c): item_named(before, c.path, said, naming) for c in changes}
    items_named = any(v for v in item_names.values())
    best: dict[str, int] = {}
    for c in changes:
        if c.kind == "changed":
            sig = _key((c.path[-1] if c.path else "", c.new))
            best[sig] = max(best.get(sig, 0), _named(c.path, said))
    steps = [(str(c.old), str(c.new)) for c in changes if c.kind == "changed" and not isinstance(c.old, (dict, list, bool))
             and not isinstance(c.new, (dict, list, bool)) and c.old is not None and value_said(c.new, values)] + said_steps(instruction)
    gone = {c.path[-1] for c in changes if c.kind == "removed" and c.path}
    bound = bound_values(instruction)
    written = {str(c.path[-1]) for c in changes if c.kind in ("added", "changed") and c.path}
    dedupe = bool(DUPLICATES.search(instruction))
    best_places: dict = {}  # each path shape's best named place (dataplaces.item_rank)
    written_values = {c.new for c in changes if c.kind in ("added", "changed") and isinstance(c.new, str)}
    for c in changes:
        leaf = c.path[-1] if c.path else ""
        if c.kind == "changed" and (follows(c, steps) and not other_pin(c, said, changes, before) or bumped(c, instruction)) or _reference_to(c, gone) \
                or dedupe and _duplicate(c, after) and (not named_containers or any(p in named_containers for p in c.path)):
            continue
        if (kept := next((p for p in c.path[:-1] if p in kept_containers), None)) and _kept_whole(c.path, kept, before, kept_words, placed):
            out.append((c, f"{c.kind} {c.where()}, under `{kept}`, which the instruction keeps"))
            continue
        if items_named and item_names[id(c)] is False and not whole:
            out.append((c, f"{c.kind} {c.where()}, in an item the instruction does not name"))
            continue
        if not whole and item_rank(before, c.path, said, best_places, written_values):
            out.append((c, f"{c.kind} {c.where()}, in another item than the one the instruction names best"))
            continue
        if c.kind == "added":
            why = _added(c, said, values, named_containers, place_best, bare_numbers)
            if why:
                out.append((c, why))
        elif c.kind == "removed":
            if except_named and _named(c.path, said):
                out.append((c, f"removed {c.where()}, which the instruction keeps"))
            elif not except_named and not key_said(leaf, said):
                out.append((c, f"removed {c.where()}"))
        elif c.kind == "changed" and not whole and not re.search(rf"(?<![\w.-]){re.escape(str(c.old))}(?![\w-])", instruction, re.I) \
                and (sibling := _sibling_named(c.path, before, named_containers, instruction)):  # ("LOG_LEVEL at debug": the one there now)
            out.append((c, f"{c.where()}: {_show(c.old)} -> {_show(c.new)}, under another than `{sibling}`, which the instruction names"))
        elif c.kind == "changed":
            pin = other_pin(c, said, changes, before)  # `glazekit==2.3.1`: its number said is the project's, not its own
            old_said = not pin and not isinstance(c.old, (dict, list)) and value_said(c.old, values)
            new_said = not pin and not isinstance(c.new, (dict, list)) and value_said(c.new, values)
            if new_said and not old_said and not whole and not key_said(leaf, said) and (owner := given_to(c.new, bound, written)):
                out.append((c, f"{c.where()}: {_show(c.old)} -> {_show(c.new)}, a value the instruction gives to `{owner}`"))
            elif keys_named and not leaf.isdigit() and not key_said(leaf, said):  # "raise `pool_size`": not pool_timeout
                out.append((c, f"{c.where()}: {_show(c.old)} -> {_show(c.new)}, a key the instruction does not name"))
            elif not (key_said(leaf, said) or old_said or (new_said and (_named(c.path, said) or holder_named(before, c.path, said, instruction, c.new)))):
                out.append((c, f"{c.where()}: {_show(c.old)} -> {_show(c.new)}"))
            elif has_values and not new_said:
                out.append((c, f"{c.where()}: {_show(c.old)} -> {_show(c.new)}, a value the instruction does not give"))
            elif isinstance(c.new, str) and not isinstance(c.old, str) and c.new in bare_numbers:
                out.append((c, f"{c.where()}: {_show(c.old)} -> {_show(c.new)}, a string where the instruction gives the number {c.new}"))
            elif not whole and _named(c.path, said) < max(best[_key((leaf, c.new))], _best_place(before, leaf, said)):
                out.append((c, f"{c.where()}: {_show(c.old)} -> {_show(c.new)} (another one than the instruction names)"))
        else:  # a list item added or removed
            if not any(value_said(x, values) or (isinstance(x, str) and key_said(x, said)) for x in _scalars(c.old if c.kind == "item removed" else c.new)
                       if not isinstance(x, (dict, list))) and not (c.kind == "item removed" and _item_meant(c, before, said, instruction)):
                out.append((c, f"{c.kind} at {c.where()}"))
    return out


def partial_additions(before: Any, after: Any, changes: list[DataChange]) -> list[str]:
    """Keys added to some objects of a list but not to their siblings: "`currency` added to 2 of 3"."""
    out = []
    added: dict[tuple[tuple[str, ...], str], set[str]] = {}
    for c in changes:
        if c.kind == "added" and len(c.path) >= 2 and c.path[-2].isdigit():
            added.setdefault((c.path[:-2], c.path[-1]), set()).add(c.path[-2])
    for (parent, key) in added:
        items = at(after, parent)
        if isinstance(items, list):
            objects = [i for i, x in enumerate(items) if isinstance(x, dict)]
            missing = [i for i in objects if key not in items[i]]
            if missing and len(objects) > 1:
                where = "." + ".".join(parent) if parent else "the list"
                out.append(f"added `{key}` to {len(objects) - len(missing)} of {len(objects)} items of {where}")
    return out


def _show(v: Any) -> str:
    text = json.dumps(v, default=str)
    return text if len(text) <= 30 else text[:27] + "..."


def data_findings(original: str, result: str, before: Any, after: Any, instruction: str, whole: bool,
                  strict: bool, written: str = "") -> list[Finding]:
    """The net's findings on a data file's result (both parsed); `written`: the instruction with what it keeps."""
    changes = data_changes(before, after)
    if not changes:
        problems = layout_findings(original, result, instruction, after, before, written or instruction)
        if not problems and not asks_order(instruction) and (where := reordered_at(before, after)):
            problems.append(f"reordered the keys at {where}, which the instruction does not ask for")
        return [Finding("layout", False, "; ".join(problems))] if problems else []
    every = EVERY_ITEM.search(instruction)
    out = [Finding("data", False, p) for p in partial_additions(before, after, changes)] if every else []
    for c in changes:  # a job or section removed: nothing may still name it
        if c.kind == "removed" and c.path and isinstance(c.old, (dict, list)) and (refs := references(after, c.path[-1], "")):
            out.append(Finding("data", False, f"`{c.path[-1]}` is gone but still named at {', '.join(refs[:3])}"))
    if DUPLICATES.search(instruction) and (still := left_repeats(before, after, instruction_words(instruction) | joined(instruction))):
        out.append(Finding("data", False, f"`{still[0]}` still holds an item twice"))
    out += [Finding("data", False, why) for c in changes if (why := misbumped(c, instruction))]
    if left := removal_left(before, after, written or instruction):  # (the whole text: what it keeps is read there)
        out.append(Finding("data", False, f"still has {', '.join(f'.{k}' for k in left[:3])}, which the instruction removes"))
    for where, was in stale_versions(before, after, changes):
        out.append(Finding("data", False, f"{where} still says {_show(was)}, the version the edit raised elsewhere"))
    odd = unexplained_data(changes, instruction, whole or bool(every), before, after, written)
    if odd:
        shown = "; ".join(text for _, text in odd[:3]) + (f" and {plural(len(odd) - 3, 'more change')}" if len(odd) > 3 else "")
        out.append(Finding("data", False, f"changed the data beyond the instruction: {shown}"))
    if strict and not out and _reordered(before, after):
        out.append(Finding("data", False, "changed the order of the keys the instruction says to keep"))
    elif not out and not asks_order(instruction) and (where := reordered_at(before, after)):
        out.append(Finding("data", False, f"reordered the keys at {where}, which the instruction does not ask for"))
    return out


# An instruction about duplicates: what it removes is an item another one repeats.
DUPLICATES = re.compile(r"\b(?:de-?dup\w*|dup(?:e|es|licat\w*)?|uniq\w*|repeat\w*|twice|doppelt\w*|Duplikat\w*|duplicad\w*|doublons?|"
                        r"duplicat\w*|duplikat\w*|distinct|(?:only|just)\s+once|once\s+only|nur\s+einmal|una\s+(?:sola\s+)?vez|"
                        r"une\s+(?:seule\s+)?fois|дубл\w*|повтор\w*)\b|重复|重複|中複|一次", re.I)


def _duplicate(change: DataChange, after: Any) -> bool:
    """A list item removed whose equal the list still holds (a duplicate taken out)."""
    items = at(after, change.path[:-1]) if change.kind == "item removed" and after is not None else None
    return isinstance(items, list) and _key(change.old) in {_key(x) for x in items}


def _repeats(data: Any, path: tuple[str, ...] = ()) -> list[tuple[str, ...]]:
    """The paths of the lists that hold an item twice."""
    if isinstance(data, dict):
        return [p for k, v in data.items() for p in _repeats(v, path + (str(k),))]
    if not isinstance(data, list):
        return []
    keys = [_key(x) for x in data]
    return ([path] if len(set(keys)) < len(keys) else []) + [p for i, x in enumerate(data) for p in _repeats(x, path + (str(i),))]


def left_repeats(before: Any, after: Any, said: set[str]) -> list[str]:
    """Lists the instruction names that held duplicates and still do (where it names none, a list
    may hold repeats for its own reasons: a matrix row, a retry schedule)."""
    named = {k for k in _keys(before, True) if key_said(k, said)}
    still = set(_repeats(after))
    return [".".join(p) for p in _repeats(before) if p in still and any(k in named for k in p)]


def _reference_to(change: DataChange, gone: set[str]) -> bool:
    """The name of a key the result removed, taken out of a list too (`needs: [build, e2e]`
    -> `[build]` when the job `e2e` goes): a reference goes with what it names."""
    if not gone or not any(str(p) in DEPENDS for p in change.path[-2:]):
        return False  # under a dependency key only (`stages: [build, test]` names no job)
    if change.kind == "item removed":
        return isinstance(change.old, str) and change.old in gone
    if change.kind == "changed" and isinstance(change.old, list) and not isinstance(change.new, dict):
        left = change.new if isinstance(change.new, list) else [change.new]
        return [x for x in change.old if not (isinstance(x, str) and x in gone)] == left != change.old
    return False


def _reordered(a: Any, b: Any) -> bool:
    if isinstance(a, dict) and isinstance(b, dict):
        common = [k for k in a if k in b]
        if common != [k for k in b if k in a]:
            return True
        return any(_reordered(a[k], b[k]) for k in common)
    if isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
        return any(_reordered(x, y) for x, y in zip(a, b))
    return False
