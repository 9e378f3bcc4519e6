"""One named setting's value changed: "change the API port from 8080 to 9090", "set
MAX_RETRIES to 5", "bump postgres from 15.4 to 16.1", "increase the read timeout to 60
seconds". `read_setting` reads such an instruction; `check_setting` finds the ONE occurrence
of the old value tied to the named setting (its words on the value's line, or on the lines
that enclose it by indentation: `"api": {` above `"port": 8080`) and requires exactly that
occurrence to change to the new value. Equal values elsewhere must stay; a result that
changes them too is suspect. When the setting cannot be located for sure (no occurrence,
two equally good ones), the rule does not judge (ok None): a miss is better than a false
alarm."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from .durations import same_durations
from .findings import Finding, line_list, plural
from .diffing import opcodes
from .tokens import in_prose
from .dockerports import moved_port_lines, same_port_lines

VERB = r"(?:change|set|bump|update|increase|decrease|raise|lower|reduce|upgrade|downgrade|make|adjust)"
VALUE = r"""(?:`[^`\n]+`|'[^'\n]*'|"[^"\n]*"|[\^~]?[\w.:/@+-]*\d[\w.:/@+-]*)"""  # ^2.31.0, ~1.4: npm/cargo ranges
UNIT = r"(?:\s+(?P<unit>ms|milliseconds?|secs?|seconds?|mins?|minutes?|hours?|days?|bytes|[kmg]b))?"
FROM = re.compile(rf"^{VERB}\s+(?P<what>.+?)\s+from\s+(?P<a>{VALUE}){UNIT.replace('unit', 'unit_a')}\s+(?:to|into)\s+(?P<b>{VALUE}){UNIT}$", re.I)
SET = re.compile(rf"^{VERB}\s+(?P<what>.+?)\s+(?:to|=)\s+(?P<b>{VALUE}){UNIT}$", re.I)
# "set the log level to debug": a bare word as the value, after "set" only ("change x to y"
# is a rename).
SET_WORD = re.compile(r"^set\s+(?P<what>.+?)\s+(?:to|=)\s+(?P<b>[A-Za-z][\w.-]*)$", re.I)
STOP = {"the", "a", "an", "of", "in", "for", "on", "at", "s", "its", "value", "setting", "constant", "variable", "key",
        "section", "table", "block", "field", "option", "config"}
# Words that make the instruction about many things, or about no named one.
WIDE = {"all", "every", "each", "occurrences", "occurrence", "uses", "instances", "everywhere", "it", "this",
        "them", "and", "or", "number", "numbers", "values"}
COMMENT = re.compile(r"^\s*(?:#|//|/\*|\*|--|;)|^\s*$")
# A literal a setting holds: quoted, a number (30, 1.5, 30s), or an image/version (postgres:15.4).
LITERAL = r"""\"[^\"\n]*\"|'[^'\n]*'|-?\d[\w.]*|[A-Za-z][\w.-]*[:@][\w.:/@+-]*\d[\w.:/@+-]*"""
# Time units as the instruction or a line of code says them (ms, read_timeout_ms, time.Second).
UNITS = {"ms": "ms", "millisecond": "ms", "milli": "ms", "msec": "ms", "sec": "s", "second": "s", "secs": "s",
         "min": "min", "mins": "min", "minute": "min", "hour": "h", "day": "d"}
SUFFIX_UNIT = re.compile(r"(?<=\d)(?:ms|s|m|h|d)$")


@dataclass(frozen=True)
class Setting:
    words: tuple[str, ...]  # the setting's name, in lowercase words ("api", "port")
    new: str
    old: str | None = None  # None: "set X to 5", the old value is whatever X has
    label: str = field(default="", compare=False)  # the name as the instruction says it
    unit: str = field(default="", compare=False)  # "s", "ms", "min"... when the instruction gives one


def _unquote(v: str) -> str:
    return v[1:-1] if v[:1] in "`'\"" and v[-1:] == v[:1] else v


def words(text: str) -> list[str]:
    """Identifier parts, lowercase: `requestTimeout`, `MAX_RETRIES`, `"db"` -> request, timeout..."""
    parts = re.findall(r"[A-Z]+(?![a-z])|[A-Z]?[a-z]+", text)
    return [_stem(p.lower()) for p in parts]


def _stem(w: str) -> str:
    return w[:-1] if len(w) > 3 and w.endswith("s") else w


def read_setting(instruction: str) -> Setting | None:
    text = " ".join(instruction.split())
    text = re.sub(r"^(?:please|could you|can you|kindly)\s+", "", text, flags=re.I)
    text = re.sub(r"\s*\([^)]*\)", "", text).rstrip(" .!;")
    m = FROM.match(text) or SET.match(text) or SET_WORD.match(text)
    if not m:
        return None
    raw = m.group("what")
    if re.search(r"[\d`\"]|'(?!s\b)", raw) or {w.lower() for w in re.findall(r"[\w']+", raw)} & WIDE:
        return None
    named = [w for w in words(raw.replace("'s", "")) if w not in STOP]
    if not named or len(named) > 5:
        return None
    old = _unquote(m.group("a")) if "a" in m.groupdict() and m.group("a") else None
    label = re.sub(r"^(?:the|a|an)\s+", "", raw, flags=re.I)
    b = _unquote(m.group("b"))
    unit = _stem((m.groupdict().get("unit") or (SUFFIX_UNIT.search(b) or [""])[0] or "").lower())
    return Setting(tuple(named), b, old, label, UNITS.get(unit, unit))


def _pattern(value: str) -> re.Pattern:
    return re.compile(rf"(?<![\w.]){re.escape(value)}(?![\w]|\.\d)")


def _context(lines: list[str], i: int) -> list[str]:
    """Words of the lines that enclose line i by indentation (the keys above a value), and
    of the TOML/INI `[table]` it is in."""
    out: list[str] = []
    table = next((s for s in reversed(lines[:i]) if re.match(r"^\s*\[[^\]]+\]\s*$", s)), "")
    out += words(table)
    indent = len(lines[i]) - len(lines[i].lstrip())
    for j in range(i - 1, -1, -1):
        s = lines[j]
        if not s.strip():
            continue
        k = len(s) - len(s.lstrip())
        if k < indent:
            out += words(s)
            indent = k
    return out


def _score(setting: Setting, lines: list[str], i: int, start: int) -> tuple[int, int]:
    """(words of the setting on the value's line, before it) * 2 + words on enclosing lines
    + 1 when the key right before the value is the setting's (`timeout=30`, not the
    `retries=30` after it); and how many on the line itself."""
    own = set(words(lines[i][:start]))
    around = set(_context(lines, i))
    on_line = sum(w in own for w in setting.words)
    keys = re.findall(r"[A-Za-z_]\w*", lines[i][:start])
    nearest = 1 if keys and setting.words[-1] in words(keys[-1]) else 0
    return 2 * on_line + nearest + sum(w in around and w not in own for w in setting.words), on_line


def _occurrences(original: str, value: str) -> list[tuple[int, int, int]]:
    """(line index, start column, end column) of each bounded `value`."""
    pat = _pattern(value)
    return [(i, m.start(), m.end()) for i, line in enumerate(original.splitlines()) for m in pat.finditer(line)]


def _open_keys(prefix: str) -> list[str]:
    """Words of the keys whose brackets are still open at the end of `prefix` (the text before
    a key on its line): `"database": {"host": "h", ` -> database; a sibling before the key
    (`serve(database=db, `) is not one."""
    opened: list[int] = []
    for i, ch in enumerate(prefix):
        if ch in "{[(":
            opened.append(i)
        elif ch in "}])" and opened:
            opened.pop()
    out: list[str] = []
    for i in opened:
        key = re.search(r"([\w\"'.-]+)[\"']?\s*[:=]?\s*$", prefix[:i])
        out += words(key.group(1)) if key else []
    return out


def _old_of(setting: Setting, lines: list[str]) -> str | None:
    """"set X to 5": the literal the key named X holds (X = 3, X: 3, "x": 3, x=3): among the
    keys with the setting's last word, those sharing the most of its words, then the most of
    its other words around the key (`"database": {"port": 5432}` is the database port, the
    top-level `"port": 8080` is not); one value or None. Which of several equal values is
    meant, `locate` decides."""
    name = r"[\w\"'.-]*"
    found: list[tuple[tuple[int, int], str]] = []
    # a key that is the name itself (`tokio = { version = ... }`): a longer key (`tokio-test`) is another thing
    exact = any(words(m.group(1)) == list(setting.words) for line in lines for m in re.finditer(rf"^\s*({name})\s*[:=]", line))
    for i, line in enumerate(lines):
        for m in re.finditer(rf"({name})(?:\s*:\s*[\w\[\]<>.]+)?\s*[:=]\s*(?P<v>{LITERAL})(?![\w.])", line):
            key = words(m.group(1))
            if key and setting.words[-1] in key and len(key) <= len(setting.words) + 1 and not (exact and key != list(setting.words)):
                around = set(_open_keys(line[: m.start()])) | set(_context(lines, i))
                rank = (sum(w in key for w in setting.words), sum(w in around and w not in key for w in setting.words))
                found.append((rank, _unquote(m.group("v"))))
    best = max((n for n, _ in found), default=(0, 0))
    values = {v for n, v in found if n == best}
    return values.pop() if len(values) == 1 else None


def locate(original: str, setting: Setting) -> tuple[int, int, int, str, str] | None:
    """The occurrence to change: (line index, start, end, old text, new text), or None."""
    lines = original.splitlines()
    old = setting.old or _old_of(setting, lines)
    if old is None:
        return None
    new = setting.new
    occ = _occurrences(original, old)
    if not occ and SUFFIX_UNIT.search(old):  # "30s" in the instruction, 30 in the file
        old, new = SUFFIX_UNIT.sub("", old), SUFFIX_UNIT.sub("", new)
        occ = _occurrences(original, old)
    if SUFFIX_UNIT.search(new) and not SUFFIX_UNIT.search(old):  # "to 30s" for a bare `timeout = 10`
        new = SUFFIX_UNIT.sub("", new)
    scored = [(_score(setting, lines, i, s), i, s, e) for i, s, e in occ]
    if not scored:
        return None
    if any(not in_prose(lines[i], s, e) for _, i, s, e in scored):  # a value said in a message is not the setting
        scored = [x for x in scored if not in_prose(lines[x[1]], x[2], x[3])]
    best = max(sc for sc, *_ in scored)
    top = [x for x in scored if x[0] == best]
    if len(top) != 1 or best[1] == 0 or setting.words[-1] not in set(words(lines[top[0][1]])) | set(_context(lines, top[0][1])):
        return None
    _, i, s, e = top[0]
    units = {UNITS[w] for w in words(lines[i]) if w in UNITS}
    if setting.unit and units and setting.unit not in units:
        return None  # "60 seconds" for a value kept in ms: not a literal swap
    return i, s, e, old, new


def _mention_follows(before: str, after: str, old: str, new: str) -> bool:
    """A message that says the value followed it (`"default 3000"` -> `"default 8080"`): every
    occurrence on the line is in prose, and only they changed."""
    spans = [(m.start(), m.end()) for m in _pattern(old).finditer(before)]
    return bool(spans) and all(in_prose(before, s, e) for s, e in spans) and _pattern(old).sub(new, before) == after


def setting_lines(original: str, filename: str, setting: Setting) -> list[int]:
    """The other lines (1-based) that write the same setting: a Dockerfile's own port in
    `EXPOSE` and a health check beside `ENV PORT=8080`."""
    return same_port_lines(original, filename, locate(original, setting))


def check_setting(original: str, result: str, setting: Setting, filename: str = "") -> Finding:
    """The setting changed where it is written, and only there; the lines that write the same
    setting (setting_lines) move with it, to the new value or to the variable that holds it."""
    name = setting.label or " ".join(setting.words)
    spot = locate(original, setting)
    same = setting_lines(original, filename, setting) if spot else []
    also_at = frozenset(k - 1 for k in same)
    moved = frozenset(moved_port_lines(original, result, filename, f"{spot[3]} {spot[4]}")) if same and spot else frozenset()
    if spot is None:
        return Finding("setting", None, f"could not tell which value is the {name}")
    i, s, e, old, new = spot
    lines = original.splitlines(keepends=True)
    want = lines[i][:s] + new + lines[i][e:]
    got = result.splitlines(keepends=True)
    changed: list[int] = []  # original line indexes the result changed
    new_at: dict[int, int] = {}
    paired: set[int] = set()  # the changed lines that have a line of the result in their place
    for tag, o1, o2, r1, r2 in opcodes(lines, got):
        if tag != "equal":
            changed += range(o1, o2)
            for k in range(o1, o2):
                new_at[k] = r1 + (k - o1) if r1 + (k - o1) < r2 else r1
                if r1 + (k - o1) < r2:
                    paired.add(k)
    if i not in changed:
        return Finding("setting", False, f"the {name} is still {old} (line {i + 1})", (i + 1,))
    near = {" ".join(x.split()) for x in got[max(0, new_at[i] - 2): new_at[i] + 3]}  # a trailing comment realigned is layout
    if " ".join(want.split()) not in near and not any(same_durations(want, x) for x in near):  # (`8000 * time.Millisecond` for 8s)
        return Finding("setting", False, f"the {name} is not {new} (line {i + 1})", (new_at[i] + 1,))
    others = [k for k in changed if k != i and not (k in also_at and k in paired
                                                     and (lines[k].replace(old, new) == got[new_at[k]] or new_at[k] + 1 in moved))]
    same = [k for k in others if old in lines[k] and not _mention_follows(lines[k], got[min(new_at[k], len(got) - 1)], old, new)]
    if same:
        return Finding("setting", False, f"also changed {plural(len(same), 'other ' + old)} "
                       f"(line{'s' if len(same) > 1 else ''} {line_list(k + 1 for k in same)})", tuple(new_at[k] + 1 for k in same))
    code = [k for k in others if (not COMMENT.match(lines[k]) or new_at[k] >= len(got) or not COMMENT.match(got[new_at[k]]))
            and not _mention_follows(lines[k], got[min(new_at[k], len(got) - 1)], old, new)]
    if code:
        return Finding("setting", False, f"also changed {plural(len(code), 'other line')} "
                       f"({line_list(k + 1 for k in code)})", tuple(min(new_at[k], len(got) - 1) + 1 for k in code))
    return Finding("setting", True, f"changed the {name} from {old} to {new} (line {i + 1})", (i + 1,))
