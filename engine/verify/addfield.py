"""The add-a-field rule, for data files (JSON, YAML, TOML): "add a `currency` field set to
"USD" to every product", "Add `"active": true` to every user". `read_add_field` reads such an
instruction; `check_add_field` compares the parsed data: every object of each list the field
was added to has it (with the value, when the instruction gives one), and nothing else in the
data changed (no other key, value, order of list items, or object outside those lists)."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from typing import Any

from .findings import Finding, plural
from .data import parsed_pair

NAME = r"""(?:`(?P<{g}1>[^`\n]+)`|"(?P<{g}2>[^"\n]+)"|'(?P<{g}3>[^'\n]+)'|(?P<{g}4>[A-Za-z_][\w.-]*))"""
VALUE = r"""(?:`[^`\n]+`|"[^"\n]*"|'[^'\n]*'|[^\s`"']+)"""
# `"active": true`, `active: true`, `active = true` (backticked as a whole, or not)
PAIR = re.compile(r"""^`?\s*["']?(?P<key>[A-Za-z_][\w.-]*)["']?\s*[:=]\s*(?P<value>[^`]+?)\s*`?$""")
# a `currency` field (with the value "USD" | set to "USD" | = "USD" | defaulting to "USD")
FIELD = re.compile(
    rf"^{NAME.format(g='k')}\s+(?:field|key|property|attribute|entry)"
    rf"(?:\s+(?:(?:with|having)\s+(?:a\s+|the\s+)?(?:default\s+)?(?:value\s+)?(?:of\s+)?|set\s+to\s+|=\s*|equal\s+to\s+|"
    rf"defaulting\s+to\s+|of\s+)(?P<value>{VALUE}))?$",
    re.I,
)
ADD = re.compile(
    r"^(?:add|insert|include)\s+(?:a\s+|an\s+|the\s+)?(?:new\s+)?(?P<spec>.+?)\s+(?:to|on|in|into)\s+"
    r"(?:every|each|all(?:\s+of)?(?:\s+the)?)\s+(?P<what>[\w-]+)(?:\s+(?:object|item|entry|record)s?)?"
    r"(?:\s+(?:in|under|of)\s+(?:the\s+)?[\w.`\"'-]+(?:\s+(?:list|array|section|table|key))?)?$",
    re.I,
)


@dataclass(frozen=True)
class AddField:
    key: str
    value: Any = None  # the parsed value; None with has_value False: any value
    has_value: bool = False
    what: str = field(default="", compare=False)  # the objects it goes on, as the instruction calls them ("stop")
    rest: str = field(default="", compare=False)  # what it says after them ("in `north`", "but only on ...", "admins included")


def _value(raw: str) -> Any:
    raw = raw.strip().strip("`")
    try:
        return json.loads(raw)
    except ValueError:
        return raw[1:-1] if raw[:1] in "'\"" and raw[-1:] == raw[:1] else raw


# "Every stop in the feed should carry `wheelchair_boarding: false`", "mark all stops wheelchair_boarding=false":
# only with the key and its value written as a pair.
HAVE = re.compile(
    r"^(?:.*?\b(?:so|then|please|pls|just)\s+)?(?:(?:every|each|all(?:\s+of)?(?:\s+the)?)\s+(?P<what>[\w-]+)\b[^:=`\"']*?\s(?:should|must|needs?\s+to|has\s+to|have\s+to|shall)\s+"
    r"(?:now\s+|also\s+)?(?:carry|have|get|include|contain|hold|gain)|"
    r"(?:mark|give|set|tag|flag)\s+(?:every|each|all(?:\s+of)?(?:\s+the)?)\s+(?P<what2>[\w-]+)(?:\s+(?:with|as|to))?)"
    r"\s+(?:a\s+|an\s+|the\s+)?(?P<spec>.+)$",
    re.I,
)


# Where the field goes, said after it: `"unit": "kg" after net_weight`.
PLACED = re.compile(r"""\s+(?:right\s+|just\s+|directly\s+)?(?:after|before|below|above|next\s+to|beside)\s+(?:the\s+)?[`"']?[\w.-]+[`"']?(?:\s+(?:key|field))?$""", re.I)


def read_add_field(text: str) -> AddField | None:
    """An instruction to add one key to every object of a list, or None."""
    m = ADD.match(text)
    if not m:
        h = HAVE.match(text)
        if h is None:
            return None
        spec = re.split(r",\s|;|\s+\(|\s+(?:for\s+now|from\s+now\s+on|until|as\s+well|in\s+both|on\s+both)\b", h.group("spec"))[0]
        p = PAIR.match(spec.strip().rstrip(".!"))
        if p and re.fullmatch(r"""`[^`]+`|"[^"]*"|'[^']*'|-?\d[\d.]*|true|false|null|[A-Za-z_][\w.-]*""", p.group("value").strip()):
            what = "what" if h.group("what") else "what2"
            return AddField(p.group("key"), _value(p.group("value")), True, h.group(what), text[h.end(what):])
        return None
    spec = m.group("spec").strip()
    if (p := PLACED.search(spec)) and spec[: p.start()].count('"') % 2 == 0 and spec[: p.start()].count("'") % 2 == 0:
        spec = spec[: p.start()]  # (where it goes is keyplace.py's; not "after" inside a quoted value)
    f = FIELD.match(spec)
    if f:
        key = next(f.group(f"k{i}") for i in range(1, 5) if f.group(f"k{i}"))
        value = f.group("value")
        return AddField(key, _value(value) if value else None, value is not None, m.group("what"), text[m.end("what"):])
    p = PAIR.match(spec)
    if p and (spec.startswith("`") or '"' in spec[:2] or ":" in spec or "=" in spec):
        return AddField(p.group("key"), _value(p.group("value")), True, m.group("what"), text[m.end("what"):])
    return None


def _walk(a, b, path: str, key: str, out: dict) -> None:
    """Compare original `a` with result `b`: where `key` was added (out["added"]: path ->
    value, with whether the object is a list item), and paths that changed otherwise."""
    if isinstance(a, dict) and isinstance(b, dict):
        for k in a:
            if k not in b:
                out["changed"].append(f"{path}.{k}")
            else:
                _walk(a[k], b[k], f"{path}.{k}", key, out)
        for k in b:
            if k not in a:
                if k == key:
                    out["added"][path] = b[k]
                else:
                    out["changed"].append(f"{path}.{k}")
        if list(k for k in a) != [k for k in b if k in a]:
            out["changed"].append(f"{path} (key order)")
    elif isinstance(a, list) and isinstance(b, list):
        if len(a) != len(b):
            out["changed"].append(f"{path} ({len(a)} items, now {len(b)})")
            return
        for i, (x, y) in enumerate(zip(a, b)):
            if isinstance(x, dict):
                out["items"].setdefault(path, []).append((f"{path}[{i}]", key in x, isinstance(y, dict) and key in y))
            _walk(x, y, f"{path}[{i}]", key, out)
    elif a != b or type(a) is not type(b):
        out["changed"].append(path or "the top level")


def _named_objects(a, b, path: str, key: str, items: dict) -> None:
    """Mappings of named objects (a workflow's `jobs`, a compose file's `services`): their
    objects are items like a list's, when `key` was added to one of them."""
    if not (isinstance(a, dict) and isinstance(b, dict)):
        if isinstance(a, list) and isinstance(b, list):
            for i, (x, y) in enumerate(zip(a, b)):
                _named_objects(x, y, f"{path}[{i}]", key, items)
        return
    objects = [k for k in a if isinstance(a[k], dict) and isinstance(b.get(k), dict)]
    if len(objects) >= 2 and len(objects) == len(a) and any(key in b[k] and key not in a[k] for k in objects):
        items.setdefault(path, []).extend((f"{path}.{k}", key in a[k], key in b[k]) for k in objects)
    for k in objects:
        _named_objects(a[k], b[k], f"{path}.{k}", key, items)


# "admins included", "and the admins too": the instruction reaches past the objects it names first.
WIDER = re.compile(r"\b(?:includ\w*|too|also|as\s+well|and|plus|alike|both)\b", re.I)


def _scoped(rest: str, original: str) -> bool:
    """What follows the objects' name narrows them: "only", "but", "except", or a place the data names
    ("in `north`", "on the north route", "of it")."""
    if re.search(r"\b(?:only|just|but|except|excluding|of\s+(?:it|them|this|that))\b", rest, re.I):
        return True
    for m in re.finditer(r"\b(?:in|on|of|under|within|inside|for|from|at)\s+(?:the\s+|a\s+|an\s+)?[`'\"]?([\w-]+)", rest, re.I):
        if re.search(rf"[\"'`]{re.escape(m.group(1))}[\"'`]|^\s*[\"']?{re.escape(m.group(1))}[\"']?\s*[:=]", original, re.I | re.M):
            return True
    return False


def _pattern(path: str) -> str:
    """A list's place in the data, whichever item of an outer list it is in (`.routes[*].stops`)."""
    return re.sub(r"\[\d+\]", "[*]", path)


def _calls(pattern: str, what: str) -> bool:
    """The list at `pattern` holds what the instruction calls `what` ("stop" for `.routes[*].stops`)."""
    last = re.split(r"[.\[\]*]+", pattern.strip(".[]*"))[-1].lower() if pattern.strip(".[]*") else ""
    what = what.lower()
    return bool(last) and (last == what or last.rstrip("s") == what.rstrip("s") or last == what + "es")


def check_add_field(original: str, result: str, filename: str, intent: AddField) -> Finding:
    pair = parsed_pair(original, result, filename)
    if isinstance(pair, str):
        return Finding("add", None, pair)
    before, after = pair
    out: dict = {"added": {}, "changed": [], "items": {}}
    _walk(before, after, "", intent.key, out)
    label = f"`{intent.key}`"
    if out["changed"]:
        shown = ", ".join(out["changed"][:3]) + (f" and {len(out['changed']) - 3} more" if len(out["changed"]) > 3 else "")
        return Finding("add", False, f"changed the data besides adding {label}: {shown}")
    _named_objects(before, after, "", intent.key, out["items"])
    lists = {p: items for p, items in out["items"].items() if any(now for _, _, now in items)}
    # every list of the same place in the data: the stops of each route, not only of those the edit reached
    # (unless the instruction says which: "every stop on the north route", "only in `north`")
    kinds = {_pattern(p) for p in lists}
    if not _scoped(intent.rest, original):
        lists = {p: items for p, items in out["items"].items() if _pattern(p) in kinds}
    named = [k for k in kinds if intent.what and _calls(k, intent.what)]
    if len(kinds) > 1 and len(named) == 1 and not WIDER.search(intent.rest):  # "to every stop": not to the platforms inside them
        other = sorted(k for k in kinds if k != named[0])
        return Finding("add", False, f"added {label} to {', '.join(o + '[*]' for o in other[:2])} too, beyond the {intent.what} the instruction names")
    stray = [p or "the top level" for p in out["added"] if not any(p == q for items in lists.values() for q, _, _ in items)]
    if stray:
        return Finding("add", False, f"added {label} at {', '.join(stray[:3])}, not to the objects of a list")
    if not lists:
        return Finding("add", False, f"added {label} to no object")
    objects = [item for items in lists.values() for item in items]
    missing = [p for p, _, now in objects if not now]
    if missing:
        have = len(objects) - len(missing)
        more = f" and {len(missing) - 3} more" if len(missing) > 3 else ""
        return Finding("add", False, f"added {label} to {have} of {plural(len(objects), 'object')} "
                                     f"(missing at {', '.join(missing[:3])}{more})")
    if intent.has_value:
        wrong = [p or "the top level" for p, v in out["added"].items()
                 if v != intent.value or isinstance(v, bool) != isinstance(intent.value, bool)]
        if wrong:
            return Finding("add", False, f"{label} is not {json.dumps(intent.value)} at {', '.join(wrong[:3])}")
    had = len(objects) - len(out["added"])
    return Finding("add", True, f"{label} in all {plural(len(objects), 'object')}" + (f" ({had} had it)" if had else ""))
