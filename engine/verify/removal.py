"""The removal rule: "delete the function `old_total`", "remove the workers line", "remove the
License section", "drop the `internal_id` field from every user". `read_remove` reads such an
instruction (one named thing, nothing else asked); `check_remove` requires that the thing is
gone (a definition or section no longer there, fewer uses of its name) and that the result
only removed: every changed stretch of the result is its original with words taken out
(whitespace, brackets, commas, a `pass` and renumbered integers aside). A removal that also
wrote new text ("workers" became "threads") is suspect; what it lost besides is `scope.lost`'s."""

from __future__ import annotations

import re
from dataclasses import dataclass

from .findings import Finding, line_list, line_runs, plural
from .data import parsed_pair, read_only
from .parsers import ParseFailure
from .datarefs import DEPENDS, holds_container, references
from .scope import changed_lines, section_range
from .syntax_trees import keyword_only
from .tokens import WORD

VERB = r"(?:remove|delete|drop|strip|eliminate|get\s+rid\s+of|take\s+out)"
KIND = (r"(?:function|method|def|class|struct|type|interface|enum|line|lines|key|field|property|entry|item|element|"
        r"column|section|table|block|import|parameter|param|argument|arg|attribute|variable|constant|decorator|option|"
        r"setting|heading|step|target|rule|dependency|route|test|job|service|value)")
NAME = r"""(?:`[^`\n]+`|'[^'\n]+'|"[^"\n]+"|[A-Za-z_$][\w$]*(?:[.-][A-Za-z_$][\w$]*)*)"""
REMOVE = re.compile(
    rf"^{VERB}\s+(?:the\s+)?(?:(?P<adj>(?:[\w-]+\s+){{0,2}}?)(?P<k1>{KIND})\s+)?(?P<a>{NAME})(?:\s*\(\))?"
    rf"(?:\s+(?P<k2>{KIND}))?(?:\s+(?:from|in|out\s+of|of)\s+[^,;]+)?$",
    re.I,
)
# Words after "remove (the)" that say what kind of thing, never its name.
VAGUE = {"a", "an", "the", "all", "every", "each", "any", "this", "that", "it", "its", "unused", "comments", "comment",
         "blank", "empty", "duplicate", "duplicated", "duplicates", "trailing", "extra", "debug", "print", "prints",
         "logging", "todo", "todos", "whitespace", "imports", "type", "types", "hints", "docstrings", "docstring",
         "magic", "hardcoded", "dead", "code", "lines", "line", "first", "last", "second", "third", "old", "deprecated"}
DEFS = {"function", "method", "def", "class", "struct", "type", "interface", "enum", "test"}
SECTIONS = {"section", "table", "block", "heading", "job", "service", "target"}


@dataclass(frozen=True)
class Remove:
    name: str  # as the file spells it (unquoted)
    kind: str  # "def", "section" or "" (a line, key, field, parameter...)
    quoted: bool  # `backticked` or 'quoted' in the instruction
    every: bool = False  # "from every user", "from all services"


def read_remove(text: str) -> Remove | None:
    """A removal of one named thing, or None. `text`: the instruction's main clause."""
    m = REMOVE.match(text)
    if not m:
        return None
    raw = m.group("a")
    quoted = raw[0] in "`'\""
    name = raw[1:-1].strip() if quoted else raw
    kind_word = (m.group("k1") or m.group("k2") or "").lower()
    if not name or (not quoted and (name.lower() in VAGUE or re.fullmatch(KIND, name, re.I))):
        return None
    if m.group("adj") and not (quoted or m.group("k1")):
        return None
    kind = "def" if kind_word in DEFS else "section" if kind_word in SECTIONS else ""
    return Remove(name, kind, quoted, bool(re.search(r"\b(?:every|all|each|everywhere)\b", text, re.I)))


def _walk(a, b, key: str, path: str, out: dict) -> None:
    """Original data `a` against result `b`: objects that lost `key` (out["gone"]), objects
    that still hold it (out["kept"]), and paths that changed otherwise (out["changed"]). A
    dependency list that lost only the key's name lost a reference to it (`needs: [build, e2e]`
    -> `build`)."""
    if isinstance(a, list) and path.rsplit(".", 1)[-1] in DEPENDS and key in a and [x for x in a if x != key] == (b if isinstance(b, list) else [b]):
        return
    if isinstance(a, dict) and b is None and list(a) == [key]:  # `labels:` left with nothing under it
        out["gone"].append(path or "the top level")
        return
    if isinstance(a, dict) and isinstance(b, dict):
        if key in a:
            out["gone" if key not in b else "kept"].append(path or "the top level")
        for k in a:
            if k == key and k not in b:
                continue
            if k not in b:
                out["changed"].append(f"{path}.{k}")
            else:
                _walk(a[k], b[k], key, f"{path}.{k}", out)
        out["changed"].extend(f"{path}.{k}" for k in b if k not in a)
    elif isinstance(a, list) and isinstance(b, list):
        if len(a) != len(b):
            out["changed"].append(f"{path} ({len(a)} items, now {len(b)})")
            return
        for i, (x, y) in enumerate(zip(a, b)):
            _walk(x, y, key, f"{path}[{i}]", out)
    elif a != b or type(a) is not type(b):
        out["changed"].append(path or "the top level")


# A clause that says something stays as it is ("[reports] keeps its own", "reports still needs it").
STAYS = re.compile(r"\b(?:stay\w*|keep\w*|kept|leave|left|alone|unchanged|untouched|remain\w*|as\s+(?:it|they)\s+(?:is|are)|still|not|except|"
                   r"bleib\w*|behalt\w*|rest[ae]|resta\w*|qued[ae]\w*|fica\w*|mant\w*|zostaj\w*|zostaw\w*|blijf\w*|gard\w*|sauf|"
                   r"остает\w*|оста\w*|не\s+трогай)\b|そのまま|保留|유지|그대로", re.I)


def asked_holders(paths: list[str], said: str) -> list[str]:
    """The objects the request names as where to remove: named in a clause that does not say
    something stays ("drop debug_sql from [database] - [reports] still needs it")."""
    clauses = [c for c in re.split(r"\.(?=\s|$)|[;!?,(]|\s[-–—]\s|\s(?:and|but|while|whereas)\s", said) if c.strip()]  # (not `tracker.x`)
    # "The tracker has its own one, please keep that one": a clause that keeps what the one before it names
    back = {k - 1 for k, c in enumerate(clauses) if k and KEEPS.search(c) and BACK.search(c) and not named_holders(paths, c)}
    return list(dict.fromkeys(p for k, c in enumerate(clauses) if not STAYS.search(c) and k not in back for p in named_holders(paths, c)))


# Words that keep what a clause points back at ("keep that one", "leave it alone"; not "it is not needed").
KEEPS = re.compile(r"\b(?:keep\w*|kept|leave|stay\w*|remain\w*|alone|untouched|unchanged|as\s+(?:it|they)\s+(?:is|are)|behalt\w*|"
                   r"bleib\w*|mant[eé]n\w*|garde[rz]?|zostaw\w*|laat)\b", re.I)
# Words that point back at what was just named ("keep that one", "leave it").
BACK = re.compile(r"\b(?:that(?:\s+one)?|this\s+one|it|them|those|these|diese[nrs]?|esa|ese|celle-ci|celui-ci)\b", re.I)


def named_holders(paths: list[str], said: str) -> list[str]:
    """Of the objects that hold the key (`.database`, `.export.kafka`, `.services.booking-api`),
    those the instruction names by a part of their path that the others do not share."""
    words = {w.lower() for w in re.findall(r"[\w-]+", said)}
    parts = {p: [x for x in re.split(r"[.\[\]]", p) if x and not x.isdigit()] for p in paths}
    common = set.intersection(*(set(v) for v in parts.values())) if parts else set()

    stems = {_stem(w) for w in words}

    def said_part(x: str) -> bool:  # (`vessels` said as "every vessel" too, `ferries` as "ferry")
        pieces = [y for y in re.split(r"[-_]", x.lower()) if len(y) > 2]
        return x.lower() in words or len(x) > 3 and _stem(x.lower()) in stems or bool(pieces) and all(y in words for y in pieces)

    return [p for p in paths if any(said_part(x) for x in parts[p] if x not in common)]


def _stem(word: str) -> str:
    """An English plural's singular, roughly: `ferries` -> `ferry`, `vessels` -> `vessel`."""
    return word[:-3] + "y" if word.endswith("ies") else word[:-1] if word.endswith("s") and not word.endswith("ss") else word


def _data_removal(original: str, result: str, filename: str, remove: Remove, said: str = "") -> Finding | None:
    """In a JSON/YAML/TOML file, a key's removal judged on the parsed data: nothing else may
    change, "from every ..." leaves the key in no object, and an object the instruction names
    (`said`: the instruction) is the one it leaves. None: not a data file, or the key is no key there."""
    pair = parsed_pair(original, result, filename, read_only) if remove.kind != "def" else "a definition"
    if isinstance(pair, str):
        return None
    before, after = pair
    out: dict = {"gone": [], "kept": [], "changed": []}
    _walk(before, after, remove.name, "", out)
    if not out["gone"] and not out["kept"]:
        return _item_removal(before, after, remove)
    label = f"`{remove.name}`"
    if out["changed"]:
        shown = ", ".join(out["changed"][:3]) + (f" and {len(out['changed']) - 3} more" if len(out["changed"]) > 3 else "")
        return Finding("remove", False, f"changed the data besides removing {label}: {shown}")
    if not out["gone"]:
        return Finding("remove", False, f"{label} was removed from no object")
    if holds_container(before, remove.name) and (refs := references(after, remove.name, "")):
        return Finding("remove", False, f"{label} is gone but still named at {', '.join(refs[:3])}")
    holders = out["gone"] + out["kept"]
    named = asked_holders(holders, said) if said and len(holders) > 1 else []
    lost = _lost_comments(original, result, remove.name)  # the data is the same without a comment, the file is not
    if lost:
        return Finding("remove", False, f"removed {label}, and also the comment at line{'s' if len(lost) > 1 else ''} "
                                        f"{line_list(lost)}, which is not its own", tuple(lost))
    if remove.every and named and len(named) < len(holders):  # "from every vessel": every one of those, not the tracker's
        if set(named) == set(out["gone"]):
            return Finding("remove", True, f"removed {label} from {len(out['gone'])} objects")
        if set(named) < set(out["gone"]):
            extra = [p for p in out["gone"] if p not in named]
            return Finding("remove", False, f"also removed {label} from {', '.join(extra[:3])}, which the instruction does not name")
    if 0 < len(named) < len(holders) and set(named) != set(out["gone"]):  # "from [database]" (not [reports]): that one object, and only it
        return Finding("remove", False, f"removed {label} from {', '.join(out['gone'][:3]) or 'no object'}, where the instruction "
                                        f"names {', '.join(named[:3])}")
    if len(named) != 1 and out["kept"] and not remove.every and not (named and set(named) == set(out["gone"])):  # some of several, and which is not said: no verdict either way
        return Finding("remove", None, f"removed {label} from {len(out['gone'])} of {len(holders)} objects; which the instruction "
                                       "means is not clear")
    if remove.every and out["kept"]:
        total = len(out["gone"]) + len(out["kept"])
        return Finding("remove", False, f"removed {label} from {len(out['gone'])} of {total} objects "
                                        f"(still at {', '.join(out['kept'][:3])})")
    return Finding("remove", True, f"removed {label}" + (f" from {len(out['gone'])} objects" if len(out["gone"]) > 1 else ""))


def _lost_comments(original: str, result: str, key: str) -> list[int]:
    """Original lines of comment the result deleted that are not the comment right above a
    removed `key` line (its own, which may go with it) and do not name the key."""
    lines = original.splitlines()
    gone = {n for tag, (o1, o2), _ in changed_lines(original, result) if tag == "delete" for n in range(o1, o2 + 1)}
    own: set[int] = set()
    for n in sorted(gone):
        if re.match(rf"\s*[\"']?{re.escape(key)}[\"']?\s*[=:]", lines[n - 1]):
            k = n - 1
            while k >= 1 and k in gone and re.match(r"\s*[#;]", lines[k - 1]):
                own.add(k)
                k -= 1
            indent, k = len(lines[n - 1]) - len(lines[n - 1].lstrip()), n + 1  # its value's own lines (a YAML block)
            while k in gone and (not lines[k - 1].strip() or len(lines[k - 1]) - len(lines[k - 1].lstrip()) > indent):
                own.add(k)
                k += 1
    comment = sorted(n for n in gone if re.match(r"\s*[#;]", lines[n - 1]))
    speaks: set[int] = set()  # a comment, its lines in a row, that speaks of the key goes with it
    for run in line_runs(comment):
        if any(key in lines[k - 1] for k in run):
            speaks |= set(run)
    return [n for n in comment if n not in own and n not in speaks and lines[n - 1].strip() not in result]


def _without(data, item):
    """`data` with every list entry that `item` matches taken out, and how many were."""
    if isinstance(data, dict):
        pairs = {k: _without(v, item) for k, v in data.items()}
        return {k: v for k, (v, _) in pairs.items()}, sum(n for _, n in pairs.values())
    if isinstance(data, list):
        kept = [_without(x, item) for x in data if not item(x)]
        return [v for v, _ in kept], len(data) - len(kept) + sum(n for _, n in kept)
    return data, 0


def _item_removal(before, after, remove: Remove) -> Finding | None:
    """A list entry's removal ("drop six from dependencies", "take macos-latest out of the
    matrix"): the result is the original data without the entries it names, nothing else.
    None: no entry is named so."""
    rx = re.compile(rf"{re.escape(remove.name)}(?![\w.])", re.I)
    expected, n = _without(before, lambda x: isinstance(x, str) and rx.match(x.strip()) is not None)
    if not n:
        return None
    label = f"`{remove.name}`"
    if after == expected:
        return Finding("remove", True, f"removed {label}" + (f" ({n} entries)" if n > 1 else ""))
    _, still = _without(after, lambda x: isinstance(x, str) and rx.match(x.strip()) is not None)
    return Finding("remove", False, f"{label} is still listed" if still else f"changed the data besides removing {label}")


def _uses(text: str, name: str, fold: bool) -> list[int]:
    """Lines (1-based) where `name` occurs as a whole word."""
    pattern = re.compile(rf"(?<![\w$]){re.escape(name)}(?![\w$])", re.I if fold else 0)
    return [n for n, line in enumerate(text.splitlines(), 1) if pattern.search(line)]


def _definitions(text: str, filename: str, remove: Remove) -> list[int]:
    """Lines (1-based) that define what `remove` names: `def|class|function|func|fn NAME`
    lines for a definition (each of two methods of one name counts), the section's first
    line for a section; none for a line, key or parameter (the count of uses judges those)."""
    if remove.kind == "def":
        head = re.compile(rf"\b(?:def|class|function|func|fn|struct|interface|enum|type|sub|proc)\s+(?:\([^)]*\)\s*)?"
                          rf"{re.escape(remove.name.rsplit('.', 1)[-1])}\b")
        return [n for n, line in enumerate(text.splitlines(), 1) if head.search(line)]
    if remove.kind == "section":
        r = section_range(text, filename, remove.name)
        return [r[0]] if r else []
    return []


FILLER = set("()[]{},;:") | {"pass", "..."}


def _tokens(lines: list[str]) -> list[tuple[str, bool]]:
    """Each line's tokens, marked True for the first of its line."""
    return [(t, i == 0) for line in lines for i, t in enumerate(WORD.findall(line))]


def _only_removes(old: list[str], new: list[str]) -> bool:
    """Is `new` (lines of the result) `old` (the lines they replace) with tokens taken out?
    Fillers (brackets, commas, `pass`) may be added; a number that starts a line may change
    (a list renumbered after an item went). Greedy: each token of `new` takes the first
    token of `old` it can be, which decides a subsequence exactly."""
    a, i = _tokens(old), 0
    for t, first in _tokens(new):
        if t in FILLER:
            continue
        while i < len(a) and not (a[i][0] == t or (first and a[i][1] and t.isdigit() and a[i][0].isdigit())):
            i += 1
        if i == len(a):
            return False
        i += 1
    return True


def check_remove(original: str, result: str, filename: str, remove: Remove, said: str = "") -> Finding:
    fold = remove.kind == "section" and not remove.quoted
    before = _uses(original, remove.name, fold)
    if not before:
        return Finding("remove", None, f"no `{remove.name}` in the file")
    if keyword_only(original, filename, remove.name):  # "get rid of var": rewrite the declarations
        return Finding("remove", None, f"`{remove.name}` is a keyword here: a rewrite, not a removal")
    data = _data_removal(original, result, filename, remove, said)
    if data is not None:
        return data
    label = f"`{remove.name}`"
    wrote: list[int] = []
    for tag, (o1, o2), (r1, r2) in changed_lines(original, result):
        if tag == "delete":
            continue
        old = original.splitlines()[o1 - 1 : o2] if tag == "replace" else []
        new = result.splitlines()[r1 - 1 : r2]
        if not _only_removes(old, new):
            wrote.extend(n for n, line in zip(range(r1, r2 + 1), new) if line.strip() and not set(WORD.findall(line)) <= FILLER)
    if wrote:
        return Finding("remove", False, f"a removal also wrote new text (result line{'s' if len(wrote) > 1 else ''} "
                                        f"{line_list(wrote)})", tuple(wrote))
    defined, still = _definitions(original, filename, remove), _definitions(result, filename, remove)
    if defined and len(still) >= len(defined):
        return Finding("remove", False, f"{label} is still there (result line {line_list(still)})", tuple(still))
    after = _uses(result, remove.name, fold)
    if len(after) >= len(before):
        return Finding("remove", False, f"nothing of {label} was removed ({plural(len(after), 'line')} still name it: "
                                        f"{line_list(after)})", tuple(after))
    return Finding("remove", True, f"removed {label}")


# A request to take something out, in the languages instructions come in: a verb, or "no longer" set.
TAKE_OUT = re.compile(
    r"\b(?:remove|delete|drop|strip|eliminate|purge|get\s+rid\s+of|take\s+out|elimin\w+|entfern\w*|lösch\w*|supprim\w*|"
    r"retir(?:e|er|ez|ar|a)|usuń|usun\w*|verwijder\w*|quit(?:ar|a|as|en)|borr(?:ar|a|e)|remov\w+|удал\w*|убер\w*|"
    r"no\s+longer\s+(?:set|sets|have|has|contain|contains|include|includes|carry|carries|define|defines))\b"
    r"|削除|删除|去掉|삭제|제거", re.I)


def read_data_removal(instruction: str, original: str, filename: str) -> Remove | None:
    """A data file's key to remove where the instruction's words are freer than `read_remove`
    reads ("[database]: drop debug_sql", "booking-api should no longer set DEBUG_SQL", "usuń
    klucz debug_sql z sekcji [database]"): it asks to take something out, and the verb's object
    is one key of the file that holds a value (not an object, not a part of a value: "remove
    the -beta suffix from version"), the only such key the request names."""
    from .phrasing import said_and_kept

    said = said_and_kept(instruction)[0]
    if not TAKE_OUT.search(said):
        return None
    try:  # (the costly part: only for a request that takes something out)
        data = read_only(original, filename)
    except ParseFailure:
        return None
    leaves: set[str] = set()
    _leaf_keys(data, leaves)
    taken = [k for m in TAKE_OUT.finditer(said) if (k := _object(said[m.end() :], leaves))]
    named = [k for k in leaves if len(k) > 1 and re.search(rf"(?<![\w-]){re.escape(k)}(?![\w-])", said)]
    asked = " ".join(c for c in re.split(r"[.;!?,(]|\s[-–—]\s", said) if not STAYS.search(c))  # not "but keep moment-timezone"
    if len(set(taken)) != 1 or any(k != taken[0] and re.search(rf"(?<![\w-]){re.escape(k)}(?![\w-])", asked) for k in named):
        return None  # no key taken, or two ("remove DEBUG_SQL and LOG_LEVEL"): not one key's removal
    key = taken[0]
    if re.search(rf"^\s*\[DEFAULT\][^\[]*^\s*{re.escape(key)}\s*[=:]|<<\s*:", original, re.M | re.I):
        return None  # (a key an INI [DEFAULT] or a YAML merge `<<:` gives is inherited: the parsed data cannot tell where it went)
    clauses = [c for c in re.split(r"[.;!?,(]|\s[-–—]\s", said) if not STAYS.search(c)]
    return Remove(key, "", f"`{key}`" in said, any(EVERY_HOLDER.search(c) for c in clauses))


# Words between a removal verb and the key it takes ("remove the `debug_sql` setting", "usuń klucz debug_sql").
BEFORE_KEY = {"the", "a", "an", "key", "setting", "option", "entry", "field", "variable", "env", "var", "property", "parameter",
          "klucz", "den", "die", "das", "der", "schlüssel", "la", "le", "el", "les", "los", "chiave", "clé", "cle", "chave",
          "o", "ключ", "параметр", "de", "sleutel", "dependency", "dep", "package", "module", "plugin", "dépendance",
          "dependencia", "dependência", "abhängigkeit", "пакет", "зависимость"}


def _object(rest: str, leaves: set[str]) -> str | None:
    """The key a removal verb takes: its first word past a few fillers, when that is a value key
    (`allow_commands=true` read as `allow_commands`), and no value it is set to follows."""
    words = re.findall(r"[^\s,;.!?()]+", rest[:80])
    for k, w in enumerate(words[:4]):
        bare = re.split(r"[=:]", w.strip("`'\"[]"), maxsplit=1)[0]
        if bare in leaves:
            return None if words[k + 1 : k + 2] == ["to"] else bare  # "no longer set X to true, set it to false"
        if w.lower().strip("`'\"") not in BEFORE_KEY:
            return None
    return None


# "from every service", "in all sections", "everywhere": every object that holds the key.
EVERY_HOLDER = re.compile(r"\b(?:every|all|each)\s+(?:[\w-]+\s+){0,2}?(?:objects?|sections?|services?|entries|entry|items?|tables?|"
                          r"records?|users?|jobs?|hosts?|servers?|nodes?|places?|blocks?|files?|stages?|environments?)\b|"
                          r"\beverywhere\b", re.I)


def _leaf_keys(data, out: set[str]) -> None:
    """The keys of `data`'s objects whose value is no object or list."""
    if isinstance(data, dict):
        for k, v in data.items():
            if isinstance(v, (dict, list)):
                _leaf_keys(v, out)
            else:
                out.add(str(k))
    elif isinstance(data, list):
        for x in data:
            _leaf_keys(x, out)
