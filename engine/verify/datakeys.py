"""How a data file's keys and values are said by an instruction, for the data net (datanet.py):
a key said whole, in its parts, short ("min" for minutes) or split ("times out"); a value
carried along with a change the instruction asks for; a key added a list deeper than the part
named."""

from __future__ import annotations

import re
from fnmatch import fnmatchcase
from typing import Any

from .words import FUNCTION_WORDS, mentioned


def key_said(key: str, said: set[str]) -> bool:
    if mentioned(key, said) or any("*" in w and fnmatchcase(key.lower(), w) for w in said):  # `opc_da_*`
        return True
    parts = [p.lower() for p in re.findall(r"[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+", key)]
    return len(parts) > 1 and all(mentioned(p, said) or _shortened(p, said) for p in parts)


def _shortened(part: str, said: set[str]) -> bool:
    """A key's part said short or split: `minutes` as "min", `timeout` as "times out"."""
    return len(part) > 3 and any(len(w) >= 3 and part.startswith(w) and w.isalpha() and w not in FUNCTION_WORDS for w in said)


def joined(instruction: str) -> set[str]:
    """Two words said side by side, as one ("times out" -> timesout, timeout; "dead line" -> deadline)."""
    words = re.findall(r"[A-Za-z]+", instruction.lower())
    return {a + b for a, b in zip(words, words[1:])} | {a.removesuffix("s") + b for a, b in zip(words, words[1:]) if len(a) > 3}


def inside_item(parent: tuple[str, ...], said: set[str]) -> bool:
    """The added key went into a list item below the last part the instruction names (a job's
    step's `with:`, not the job), and nothing inside that item is named."""
    named = [k for k, p in enumerate(parent) if not p.isdigit() and key_said(p, said)]
    rest = parent[named[-1] + 1 :] if named else ()
    # `items.0.currency` adds to the named list's items; `build.steps.1.with` goes a list deeper
    return any(p.isdigit() for p in rest[1:]) and not rest[0].isdigit()


def follows(c: Any, steps: list[tuple[str, str]]) -> bool:
    """A value holding another change's old value, changed the same way (`v0.7.2` -> `v0.8.0`
    beside the version's 0.7.2 -> 0.8.0): the change carried along, not one of its own."""
    if not (isinstance(c.old, str) and isinstance(c.new, str)) or c.old == c.new:
        return False
    for o, n in steps:
        if len(o) >= 3 and o != c.old and re.sub(rf"(?<![\d.]){re.escape(o)}(?![\d.])", n, c.old) == c.new:
            return True
        # the same version spelled without its dots: 3.11 -> 3.12 carries `py311` -> `py312`
        if re.fullmatch(r"\d+\.\d+", o) and re.fullmatch(r"\d+\.\d+", n) and len(o.replace(".", "")) >= 3 \
                and re.sub(rf"(?<!\d){o.replace('.', '')}(?!\d)", n.replace(".", ""), c.old) == c.new:
            return True
    return False


def other_pin(c: Any, said: set[str], changes: list[Any], before: Any = None) -> bool:
    """A dependency's pin (`pianokit==2.3.1`, `left-pad@1.3.0`) changed where the edit is a bump
    of the project's own version (its version changed, or the instruction names the project or
    "the project version"), of a package the instruction does not name (nor a part of its name:
    "the acme pins" for `acme-core`): the project's bump does not carry to it, whatever its
    number."""
    pin = re.match(r"\s*([A-Za-z][\w.-]*)\s*(?:===?|>=|<=|~=|!=|\^|~|@)", c.old) if isinstance(c.old, str) else None
    if pin is None or not any(re.search(r"depend|requires|deps|devDep|peer", str(p), re.I) for p in c.path):
        return False
    if key_said(pin.group(1), said) or any(len(part) > 2 and mentioned(part, said) for part in re.split(r"[-_.]", pin.group(1))):
        return False
    own = {str(at(before, p)).lower() for p in (("project", "name"), ("package", "name"), ("tool", "poetry", "name"), ("name",))
           if isinstance(at(before, p), str)}
    return any(d.kind == "changed" and _own_version(d.path) and d.old != d.new for d in changes) \
        or any(key_said(name, said) for name in own) or "version" in said and bool(said & OWN_WORDS)


# Words that make "the version" the project's own: "bump the project version", "versión del paquete".
OWN_WORDS = {"project", "package", "crate", "proyecto", "paquete", "projekt", "paket", "projet", "progetto", "pacchetto", "pakiet"}


# A release level said in words: "bump minor", "the next minor release", "Minor-Version erhöhen", "nueva versión menor".
LEVELS = (("major", re.compile(r"\b(?:major|majeure|mayor|principale|Haupt\w*)\b|メジャー|메이저|主版本|大版本", re.I)),
          ("minor", re.compile(r"\b(?:minor|mineure|menor|minore|Neben\w*)\b|マイナー|마이너|次版本|小版本", re.I)),
          ("patch", re.compile(r"\b(?:patch|bugfix|correctif|parche|Fehlerbehebung\w*)\b|パッチ|패치|补丁|修订版", re.I)))
RELEASE = re.compile(r"\b(?:bump\w*|release\w*|version\w*|versi[oó]n\w*|incr[eé]ment\w*|raise|next|erh[öo]h\w*|sube|podbij\w*|s[üu]r[üu]m\w*)\b|"
                     r"バージョン|版本|버전|リリース|发布|릴리스", re.I)
SEMVER = re.compile(r"^(v?)(\d+)\.(\d+)\.(\d+)$")


def bumped(c: Any, instruction: str) -> bool:
    """The package's own version raised by the release level the instruction says: minor 2.3.9
    -> 2.4.0 (a key that says version, outside the dependencies)."""
    if not (isinstance(c.old, str) and isinstance(c.new, str)) or not (m := SEMVER.match(c.old.strip())) \
            or not c.path or "version" not in str(c.path[-1]).lower() or not RELEASE.search(instruction) \
            or not _own_version(c.path):
        return False
    return any(c.new.strip() == _released(m, level) for level, words in LEVELS if words.search(instruction))


def _released(m: re.Match, level: str) -> str:
    """The version a release of `level` makes of the one SEMVER matched: minor of 2.3.9 is 2.4.0."""
    v, x, y, z = m.group(1), int(m.group(2)), int(m.group(3)), int(m.group(4))
    return v + ".".join(map(str, {"major": (x + 1, 0, 0), "minor": (x, y + 1, 0), "patch": (x, y, z + 1)}[level]))


def said_values(instruction: str) -> set[str]:
    """The values an instruction says: quoted strings, numbers, true/false/null."""
    quoted = re.findall(r"""[`"']([^`"'\n]+)[`"']""", instruction)
    out = {q.strip() for q in quoted}
    for q in quoted:  # `key: value` / `key=value` quoted whole
        out |= {p.strip().strip("`'\"") for p in re.split(r"\s*[:=]\s*", q, maxsplit=1)[1:]}
    out |= set(re.findall(r"(?<![\w.])-?\d[\w.:%/-]*", instruction))  # 30s, 2.1.0, 15m, 80%
    out |= set(re.findall(r"(?<![\w.])-?\d+(?:\.\d+)*(?![\w.])", instruction))
    out |= {w.lower() for w in re.findall(r"\b(?:true|false|null|none|yes|no|on|off)\b", instruction, re.I)}
    out |= set(re.findall(r"\(([^\s()`'\"]+)\)", instruction))  # "a restart policy (unless-stopped)"
    out |= {v.rstrip(".") for v in out if v.endswith(".")}  # a value that ends the sentence: "... instead of 1.8."
    # "set to Always", "imagePullPolicy: Always" at the end of a clause
    for said in re.finditer(r"\b(?:set|equal|equals|defaulting)\s+to\s+([^\s,;()`'\"]+)|"
                            r"[\w.-]+\s*(?<!:)[:=]\s*([^\s,;()`'\"=:]+?)\.?(?=\s*(?:$|[,;)]))", instruction, re.I):
        out.add(said.group(1) or said.group(2))
    for part in re.split(r"[\s,;()]+", instruction):  # key=value / key: value spelled out
        m = re.match(r"^[\w.-]+[=:]([^=:\s]+)$", part.strip("`'\""))
        if m:
            out.add(m.group(1).strip("`'\""))
    return out


def value_said(v: Any, values: set[str]) -> bool:
    if isinstance(v, bool):
        return str(v).lower() in values or ("yes" if v else "no") in values
    if v is None:
        return bool({"null", "none"} & values)
    if isinstance(v, (int, float)):
        return any(_num(s) == v for s in values)
    if isinstance(v, str):
        return v in values or any(s and s in v for s in values if len(s) > 2) or any(_num(s) is not None and s in v for s in values)
    return True  # an object or list: its keys are judged, not its whole


def _num(s: str) -> float | None:
    try:
        return float(re.sub(r"(?<=\d)[a-zA-Z%]+$", "", s))  # 30s, 512mb: the number said
    except ValueError:
        return None


def bound_values(instruction: str) -> dict[str, set[str]]:
    """Values the instruction writes as a key's (`dither_px = 5`, `timeout: 30`, "ttl to 600"):
    {value: the keys it is given to}."""
    out: dict[str, set[str]] = {}
    for m in re.finditer(r"([A-Za-z_][\w.-]*)`?\s*(?:=|:|\bto\b)\s*[`\"']?(-?[\w.]+)", instruction):
        out.setdefault(m.group(2), set()).add(m.group(1).rsplit(".", 1)[-1])
    return out


def given_to(value: Any, bound: dict[str, set[str]], written: set[str]) -> str | None:
    """The key the instruction gives `value` to, when the result writes that key too: the value
    is that key's, and accounts for no other change."""
    if isinstance(value, (dict, list)) or value is None:
        return None
    text = str(value).lower() if isinstance(value, bool) else str(value)
    keys = bound.get(text, set()) | (bound.get(f"{value:g}", set()) if isinstance(value, float) else set())
    owners = sorted(k for k in keys & written)
    return owners[0] if owners else None


def stale_versions(before: Any, after: Any, changes: list[Any]) -> list[tuple[str, str]]:
    """The package's version raised at one key (`[project] version`) and still the old one at
    another key that says version (`[tool.bumpversion] current_version`): (where, old value)."""
    raised = {c.old for c in changes if c.kind == "changed" and isinstance(c.old, str) and isinstance(c.new, str)
              and SEMVER.match(c.old.strip()) and SEMVER.match(c.new.strip()) and _own_version(c.path)}
    if not raised:
        return []
    out: list[tuple[str, str]] = []

    def walk(a: Any, b: Any, path: tuple[str, ...]) -> None:
        if isinstance(a, dict) and isinstance(b, dict):
            for k in a:
                if k in b:
                    walk(a[k], b[k], path + (str(k),))
        elif isinstance(a, str) and a == b and a in raised and _own_version(path) and RELEASE_KEY.search(".".join(path)):
            out.append(("." + ".".join(path), a))

    walk(before, after, ())
    return out


# Where a release tool keeps the package's version again: `[tool.bumpversion] current_version`, `__version__`.
RELEASE_KEY = re.compile(r"current_version|__version__|bump\w*|release\w*", re.I)


def _own_version(path: tuple[Any, ...]) -> bool:
    """A key that says version, outside the dependencies."""
    return bool(path) and "version" in str(path[-1]).lower() and \
        not any(re.search(r"depend|requires|deps|devDep|peer|plugins?$|engines|python|node|schema|api", str(p), re.I) for p in path)


def said_steps(instruction: str) -> list[tuple[str, str]]:
    """Versions the instruction moves in words: "3.11 -> 3.12", "from 2.3.9 to 2.4.0", "von 3.11 auf 3.12"."""
    return re.findall(r"(?<![\w.])(\d+\.\d+(?:\.\d+)?)\s*(?:->|→|=>|\bto\b|\bauf\b|\ba\b|à|\bna\b|\bnaar\b)\s*v?(\d+\.\d+(?:\.\d+)?)(?![\w.])",
                      instruction, re.I)


def misbumped(c: Any, instruction: str) -> str | None:
    """The package's own version raised otherwise than the one release level the instruction
    says: "minor bump" of 2.3.9 written as 2.3.10. None where it says no level, or several."""
    if c.kind != "changed" or not (isinstance(c.old, str) and isinstance(c.new, str)) or not _own_version(c.path) \
            or not (m := SEMVER.match(c.old.strip())) or not SEMVER.match(c.new.strip()) or not RELEASE.search(instruction):
        return None
    levels = [level for level, words in LEVELS if words.search(instruction)]
    if len(levels) != 1 or bumped(c, instruction):
        return None
    want = _released(m, levels[0])
    return f"a {levels[0]} release of {c.old} is {want}, not {c.new}"


# "every", "each", "all", in the languages instructions come in
EVERY_ITEM = re.compile(r"\b(?:every|each|all|any|jede[rnms]?|alle[nms]?|cada|tod[oa]s|chaque|tou(?:s|tes)|ogni|tutt[ie]|elke|"
                        r"każd\w*|wszystki\w*|tüm|hepsi\w*)\b|\[\*\]|すべて|全て|全部|各|每|모든|매", re.I)


def object_paths(data: Any, path: tuple[str, ...] = ()) -> list[tuple[str, ...]]:
    """The paths of every object (mapping) in the data (list items by their index as text)."""
    if isinstance(data, dict):
        return [path] + [p for k, v in data.items() for p in object_paths(v, path + (str(k),))]
    if isinstance(data, list):
        return [p for i, v in enumerate(data) for p in object_paths(v, path + (str(i),))]
    return []


def at(data: Any, path: tuple[str, ...]) -> Any:
    """What `path` leads to in the data, or None."""
    for p in path:
        if isinstance(data, list) and p.isdigit() and int(p) < len(data):
            data = data[int(p)]
        elif isinstance(data, dict) and p in data:
            data = data[p]
        else:
            return None
    return data
