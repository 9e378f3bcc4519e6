"""What an instruction asks for, read from a table of patterns (no model): a rename or
replace of one thing by another, or a reformat (minify, pretty-print, re-indent, sort the
keys, convert between JSON, YAML and TOML). `read(instruction)` gives an Intent, or None when
no pattern holds: then only the syntax and names check runs and the verdict says "intent
not checked". Patterns are strict on purpose: an instruction that says more than a pattern
covers ("rename x to y and add a docstring") is not recognised, so a rule never judges an
edit it only half understands."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from .addfield import AddField, read_add_field
from .annotations import Annotate, read_annotate
from .fstrings import FStrings, read_fstrings
from .move import Move, read_move
from .phrasing import read_phrasing
from .removal import Remove, read_remove
from .setting import Setting, read_setting
from .sortnamed import SortNamed, read_sort_named

# One thing to rename: `backticked`, 'quoted' or "quoted" (a string literal), a number, or
# an identifier (dotted or hyphenated: a.b, max-width).
TOK = r"""(?:`[^`\n]+`|'[^'\n]*'|"[^"\n]*"|-?\d+(?:\.\d+)?|[A-Za-z_$][\w$]*(?:[.-][A-Za-z_$][\w$]*)*)"""
# Words that describe a thing rather than name it: never A or B when unquoted.
VAGUE = {
    "a", "an", "the", "it", "its", "this", "that", "them", "these", "those", "all", "every", "each",
    "everything", "type", "value", "name", "names", "code", "file", "function", "method",
    "class", "variable", "key", "field", "string", "number", "tabs", "spaces", "indentation", "one", "other",
}


@dataclass(frozen=True)
class Thing:
    """A or B of a rename: its text without quotes, and what it is."""

    text: str
    kind: str  # "name" (identifier or backticked), "number" or "string" (quoted)


@dataclass(frozen=True)
class Scope:
    """Where the instruction limits itself: "in function f", "only in the server section"."""

    kind: str  # "def" (a function, method or class) or "section" (a TOML/INI table, a YAML key)
    name: str


@dataclass(frozen=True)
class Rename:
    pairs: tuple[tuple[Thing, Thing], ...]
    scope: Scope | None = None


@dataclass(frozen=True)
class Reformat:
    actions: frozenset[str]  # "minify", "pretty", "indent", "sort", "convert", "reformat"
    indent: int | str | None = None  # 2, 4..., "tab", or "spaces" (any width, no tabs)
    target: str | None = None  # convert: "json", "yaml" or "toml"
    within: tuple[str, ...] = ()  # sort: the top-level tables the instruction names ("[dependencies]"); () the whole file
    instruction: str = field(default="", compare=False)  # as written: how deep a sort goes (sortdepth.py)


Intent = Rename | Reformat | Setting | Annotate | FStrings | Remove | Move | AddField | SortNamed


# Of those, the words that never name anything, even as the new name: "rename x to value" asks
# for a variable called value; "rename x to the ..." names nothing yet.
NOT_A_NAME = {
    "a", "an", "the", "it", "its", "this", "that", "them", "these", "those", "all", "every", "each", "everything",
    "one", "other",
}


def thing(raw: str, new: bool = False) -> Thing | None:
    """A (or, with `new`, B) of a rename; None for a word that describes rather than names."""
    if raw[0] == "`":
        return Thing(raw[1:-1].strip(), "name")
    if raw[0] in "'\"":
        return Thing(raw[1:-1], "string") if raw[1:-1].strip() else None
    if re.fullmatch(r"-?\d+(?:\.\d+)?", raw):
        return Thing(raw, "number")
    return None if raw.lower() in (NOT_A_NAME if new else VAGUE) else Thing(raw, "name")


# -- rename / replace -----------------------------------------------------------------------

VERB = r"(?:rename|change|replace|update|switch|swap|modify|substitute|edit)"
TO = r"(?:to|with|into|by|for|->|→|=>)"
# Up to six words that describe A ("the variable", "the default port", "all occurrences of").
LEAD = r"(?:[\w-]+\s+){0,6}?"
PAIR = re.compile(rf"^{LEAD}(?P<a>{TOK})\s*{TO}\s*(?:the\s+)?(?:new\s+)?(?:name\s+)?(?P<b>{TOK})$", re.I)
# What A is, said after it in a rename: "rename the quantity field to qty". (After "change" it
# may ask for a value: "change the status field to active".)
AFTER_A = re.compile(r"^(rename\s.*?\S)\s+(?:field|key|variable|function|method|class|column|property|parameter|argument|"
                     r"attribute|constant|interface|struct)(?=\s+(?:to|into|as|->|→|=>)\s)", re.I)
ARROW = re.compile(rf"^(?P<a>{TOK})\s*(?:->|→|=>)\s*(?P<b>{TOK})$")
INSTEAD = re.compile(rf"^use\s+(?P<b>{TOK})\s+(?:instead\s+of|in\s+place\s+of|rather\s+than)\s+(?P<a>{TOK})$", re.I)
SED = re.compile(r"^s/(?P<a>[^/\s(]+)\(?/(?P<b>[^/\s(]+)\(?/g?$")  # s/a/b/, s/f(/g(/
SCOPE = re.compile(
    rf"(?:only\s+)?(?:in|inside|within)\s+(?:the\s+)?(?:(?P<k1>function|method|def|class|section|table|block|key)\s+)?"
    rf"(?P<name>{TOK})(?:\s*\(\))?(?:\s+(?P<k2>function|method|class|section|table|block|key))?(?:\s+only)?",
    re.I,
)
EVERYWHERE = re.compile(
    r"\s*(?:,\s*)?(?:(?:everywhere|wherever)(?:\s+in\s+the\s+file|\s+it\s+(?:is\s+used|appears|occurs)(?:\s+as\s+an?\s+\w+)?)?|"
    rf"(?:and\s+)?(?:update|fix(?:\s+up)?|adjust|change)\s+(?:every|all|each|the|its)\s+(?:of\s+)?(?:the\s+|its\s+)?(?:call|calls|caller|callers|call\s+sites?|uses?|usages?|references?)(?:\s+(?:to|of)\s+{TOK}(?:\(\))?)?"
    r"(?:,?\s*(?:the\s+)?tests?\s+included|,?\s*including\s+(?:the\s+|in\s+the\s+)?tests?)?|"
    r"(?:and\s+|also\s+)?(?:all\s+)?(?:its\s+|the\s+|their\s+)?(?:callers|call\s+sites|calls|uses|usages|references)\s+(?:too|as\s+well|also)|"
    r"throughout(?:\s+the\s+(?:file|code|module))?|"
    r"across\s+the\s+(?:file|code|module)|in\s+the\s+(?:whole\s+|entire\s+)?(?:file|code|module)|"
    r"(?:and|including|along\s+with)\s+(?:all\s+)?(?:of\s+)?(?:its|their|the)?\s*"
    r"(?:uses|usages|references|callers|call\s+sites|occurrences|comments(?:\s+that\s+mention\s+(?:it|them))?|mentions)"
    r"(?:\s+and\s+(?:its|their|the)?\s*(?:uses|usages|references|callers|call\s+sites|comments|mentions))?)\s*$",
    re.I,
)
KINDS = {"function": "def", "method": "def", "def": "def", "class": "def", "section": "section", "table": "section",
         "block": "section", "key": "section"}


# What a request says around the instruction itself: "hey, could you please ...?", "... for me, thanks".
LEAD_IN = re.compile(
    r"^(?:(?:hey|hi|ok|okay|so|now|also|then|and|next)\b[,!]?\s+)*"
    r"(?:(?:please|kindly|could\s+you|can\s+you|would\s+you|will\s+you|i\s+want\s+to|i'?d\s+like\s+to|"
    r"i\s+would\s+like\s+to|i\s+need\s+to|we\s+need\s+to|let'?s|go\s+ahead\s+and)\s+)*",
    re.I,
)
TAIL = re.compile(r"(?:[\s,]+(?:please|for\s+me|thanks|thank\s+you))+[\s.!?]*$", re.I)


def _clean(instruction: str) -> str:
    text = " ".join(instruction.split())
    text = LEAD_IN.sub("", text, count=1)
    text = TAIL.sub("", text)
    return text.rstrip(" .!;?")


def _scope(text: str) -> tuple[str, Scope | None] | None:
    """`text` without its scope phrase (leading "in f, ..." or trailing "... in f"), and the
    scope; None when the scope phrase is there but not understood."""
    lead = re.match(rf"^{SCOPE.pattern}\s*,\s*", text, re.I)
    if lead:
        return text[lead.end():], _make_scope(lead)
    for m in SCOPE.finditer(text):
        if m.end() == len(text) and m.start() > 0 and text[m.start() - 1] == " ":
            return text[: m.start()].rstrip(" ,"), _make_scope(m)
    return text, None


def _make_scope(m: re.Match) -> Scope | None:
    kind = (m.group("k1") or m.group("k2") or "def").lower()
    t = thing(m.group("name"))
    return Scope(KINDS.get(kind, "def"), t.text.removesuffix("()")) if t else None


# Words before A that narrow where it applies in a way no rule reads ("the stock of the
# Pencil from 900 to 950"): such an instruction is not claimed.
# Nor is a clause with a second "to" before A ("values to samplesrename x to count").
NARROWING = re.compile(r"\b(?:of|in|for|on|at|under|inside|within|where|when|if|after|before|except|to|into|with)\b", re.I)
COUNTING = re.compile(r"\b(?:all\s+)?(?:the\s+)?(?:occurrences?|uses?|usages?|instances?|mentions?)\s+of\b", re.I)


def _pair(clause: str) -> tuple[Thing, Thing] | None:
    for pattern in (PAIR, ARROW):
        m = pattern.match(clause.strip())
        if m and NARROWING.search(COUNTING.sub("", clause.strip()[: m.start("a")])):
            return None
        if m:
            a, b = thing(m.group("a")), thing(m.group("b"), new=True)
            if a and b and a.text != b.text and _compatible(a, b):
                return a, b
    return None


def _compatible(a: Thing, b: Thing) -> bool:
    """A and B of one kind: a name by a name, a number by a number, a string by a string
    (`change greeting to 'hi'` asks for a value, not a rename); and B no word for what A
    becomes ("load -> async", "names -> camelCase", "loop -> comprehension")."""
    return a.kind == b.kind and not (b.kind == "name" and b.text.lower() in BECOMES)


# What a thing is turned into, said where a new name would stand.
BECOMES = {"async", "sync", "await", "const", "let", "var", "static", "private", "public", "protected", "readonly", "final",
           "lowercase", "uppercase", "camelcase", "snake_case", "kebab-case", "pascalcase", "fstring", "fstrings",
           "comprehension", "comprehensions", "promise", "promises", "dataclass", "optional", "generator", "arrow"}


# A sentence after the instruction that only names what must stay ("Leave `f`'s own `x` as it
# is.", "Only that name: `InvoiceLine` stays."): the rename rule keeps those anyway.
CLARIFY = re.compile(r"^(?:only\s+(?:that|this|the)\s+(?:\w+\s+)?(?:name|one|identifier)\b|keep\b|leave\b|don't\b|do\s+not\b|not\b|"
                     r"(?:change\s+)?nothing\s+else\b|everything\s+else\b)(?!.*\b(?:add|rename|remove|delete|replace|convert|insert)\b)", re.I)
# "the parameter `x` of `f` to `y`": a rename scoped to f.
OF_DEF = re.compile(rf"^(?P<head>{VERB}\s+(?:the\s+)?(?:parameter|argument|param|arg|local(?:\s+variable)?|variable)\s+{TOK})\s+"
                    rf"(?:of|in)\s+(?:the\s+)?(?:(?:function|method)\s+)?(?P<f>{TOK})(?:\(\))?\s+(?P<tail>{TO}\s+{TOK})$", re.I)


def _main_clause(text: str) -> str | None:
    """`text` without parenthesised notes and trailing sentences that only say what stays;
    None when a later sentence asks for more."""
    text = re.sub(r"\s*\([^()]+\)", "", text)
    first, *rest = re.split(r"(?<=[.!?])\s+(?=[A-Z`'\"])", text)
    if any(not CLARIFY.match(r) for r in rest):
        return None
    return first.rstrip(" .!;")


def read_rename(instruction: str) -> Rename | None:
    text = _main_clause(" ".join(instruction.split()))
    if text is None:
        return None
    text = _clean(text)
    text = EVERYWHERE.sub("", text)
    of = OF_DEF.match(text)
    if of:
        text = f"{of.group('head')} {of.group('tail')} in function {of.group('f')}"
    text = EVERYWHERE.sub("", text)
    scoped = _scope(text)
    if scoped is None:
        return None
    text, scope = scoped
    text = EVERYWHERE.sub("", text)
    for pattern in (INSTEAD, SED, ARROW):
        m = pattern.match(text)
        if m:
            a, b = thing(m.group("a")), thing(m.group("b"), new=True)
            return Rename(((a, b),), scope) if a and b and a.text != b.text and _compatible(a, b) else None
    text = AFTER_A.sub(r"\1", text)
    m = re.match(rf"^{VERB}\s+(?P<rest>.+)$", text, re.I)
    if not m:
        return None
    clauses = re.split(r"\s*(?:,|;|\band\b)\s*", m.group("rest"))
    pairs = []
    for clause in (c for c in clauses if c):
        pair = _pair(clause)
        if pair is None:
            return None
        pairs.append(pair)
    return Rename(tuple(pairs), scope) if pairs else None


# -- reformat -------------------------------------------------------------------------------

FORMATS = {"json": "json", "yaml": "yaml", "yml": "yaml", "toml": "toml"}
NUM = r"(?P<n>\d+|two|four|eight|one|three)"
WIDTH = rf"(?:\s+(?:with|using|at)\s+{NUM}[- ]?spaces?(?:\s+(?:of\s+)?indent(?:ation)?)?)?"
NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "eight": 8}
CLAUSES: list[tuple[str, re.Pattern]] = [
    ("minify", re.compile(r"^(?:minify|minimi[sz]e|compact|compress)(?:\s+(?:it|this|the\s+\w+))?(?:\s+(?:to|on|into)\s+(?:a\s+)?(?:one|single)\s+line)?$")),
    ("minify", re.compile(r"^(?:put|write)\s+(?:it|the\s+\w+)\s+on\s+(?:one|a\s+single)\s+line$")),
    ("pretty", re.compile(rf"^(?:pretty[- ]?print|prettify|beautify|pretty[- ]?format)(?:\s+(?:it|this|the\s+\w+))?{WIDTH}$")),
    ("reformat", re.compile(rf"^(?:re-?format|format|tidy(?:\s+up)?|clean\s+up\s+the\s+formatting\s+of)(?:\s+(?:it|this|the\s+\w+))?{WIDTH}$")),
    ("indent", re.compile(rf"^(?:re-?indent|indent)(?:\s+(?:it|this|the\s+\w+))?(?:\s+(?:with|using|to|by)\s+{NUM}[- ]?spaces?(?:\s+per\s+level)?)?$")),
    ("indent", re.compile(rf"^(?:(?:with|using|use|to)\s+)?{NUM}[- ]space\s+indent(?:ation|s)?(?:\s+per\s+level)?$")),
    ("indent", re.compile(rf"^(?:(?:use|with|using)\s+)?{NUM}\s+spaces?(?:\s+(?:per|for\s+each|for)\s+(?:indentation\s+)?(?:level|indent))?$")),
    ("indent", re.compile(rf"^(?:change|set|switch|make|convert)\s+(?:the\s+)?indent(?:ation)?\s+(?:to|into)\s+{NUM}[- ]?spaces?$")),
    ("indent", re.compile(rf"^(?:re-?indent|indent)(?:\s+(?:it|this|the\s+\w+))?\s+with\s+{NUM}[- ]?spaces?$")),
    ("tabs", re.compile(r"^(?:(?:re-?indent|indent)(?:\s+(?:it|this|the\s+\w+))?\s+with\s+tabs|use\s+tabs(?:\s+for\s+indentation)?|(?:convert|change|switch)\s+(?:the\s+)?(?:indentation|spaces)\s+to\s+tabs)$")),
    ("spaces", re.compile(r"^(?:convert|change|replace|turn)\s+(?:all\s+)?(?:the\s+)?tabs\s+(?:to|with|into)\s+spaces$")),
    ("sort", re.compile(r"^(?:sort|order|alphabeti[sz]e)\s+(?:all\s+)?(?:of\s+)?(?:the\s+)?(?:[\w-]+\s+)?(?:keys|fields|properties|entries)"
                        r"(?:\s+(?:alphabetically|in\s+alphabetical\s+order|by\s+name|recursively|at\s+every\s+level|everywhere|"
                        r"(?:of|in)\s+(?:every|each|all)\s+(?:the\s+)?(?:objects?|maps?|mappings?|dicts?|dictionar(?:y|ies)|tables?|levels?)))*$")),
    ("indent", re.compile(rf"^(?:re-?indent|indent|change\s+the\s+indentation)(?:\s+(?:it|this|the\s+\w+))?\s+from\s+(?:\d+|two|four|eight)[- ]?(?:spaces?\s+)?(?:to|into)\s+{NUM}[- ]?spaces?$")),
    # Notes that restate what every reformat keeps ("one line, no whitespace between tokens").
    ("same", re.compile(r"^(?:(?:on\s+)?(?:one|a\s+single)\s+line|no\s+(?:whitespace|spaces?)(?:\s+(?:between|around)\s+(?:the\s+)?(?:tokens|keys|values|items|elements))?|"
                        r"(?:keep|keeping|preserve|preserving)\s+(?:every|all|each|the)\s+(?:values?'?s?\s+)?(?:types?|values?|data|content)|"
                        r"(?:and\s+)?change\s+nothing\s+else|(?:with\s+)?the\s+same\s+(?:data|content|values))$")),
    ("convert", re.compile(rf"^(?:convert|translate|turn|rewrite|transform|change)\s+(?:(?:it|this|the\s+\w+)\s+)?(?:from\s+)?(?:(?:json|ya?ml|toml)\s+)?(?:file\s+)?(?:to|into|as)\s+(?P<fmt>json|ya?ml|toml){WIDTH}$")),
]


def _reformat_clause(clause: str) -> tuple[str, int | str | None, str | None] | None:
    clause = clause.strip().lower()
    for action, pattern in CLAUSES:
        m = pattern.match(clause)
        if m:
            groups = m.groupdict()
            n = groups.get("n")
            width = (int(n) if n.isdigit() else NUMBERS[n]) if n else None
            if action == "tabs":
                return "indent", "tab", None
            if action == "spaces":
                return "indent", "spaces", None
            return action, width, FORMATS.get(groups.get("fmt") or "")
    return None


def read_reformat(instruction: str) -> Reformat | None:
    text = _clean(instruction).lower()
    text = re.sub(r"(?<!to )(?<!into )(?<!as )\b(?:the\s+)?(?:whole\s+|entire\s+)?(?:file|document|json|ya?ml|toml|code|data)\b(?=[\s:,;]|$)", "", text)
    text = " ".join(text.split())
    clauses = [c for c in re.split(r"\s*(?:,|;|:|\.\s|\band\s+then\b|\bthen\b|\band\b)\s*", text) if c]
    actions, indent, target = set(), None, None
    for clause in clauses:
        found = _reformat_clause(clause)
        if found is None:
            return None
        action, width, fmt = found
        if action == "same":
            continue
        actions.add(action)
        if width is not None:
            indent = width
            actions.add("indent")
        target = fmt or target
    return Reformat(frozenset(actions), indent, target, instruction=instruction) if actions else None


def _read_one(instruction: str) -> Intent | None:
    """The intent of one instruction as the pattern tables read it, or None."""
    main = _main_clause(" ".join(instruction.split()))
    clause = _clean(main) if main else ""
    readers = (read_annotate, read_fstrings, read_remove, read_move, read_add_field, read_sort_named)
    hints = next((found for reader in readers if (found := reader(clause))), None) if clause else None
    return hints or read_reformat(instruction) or read_setting(instruction) or read_rename(instruction)


def read(instruction: str) -> Intent | None:
    """The intent of `instruction`, or None if no pattern recognises it. The phrasing is
    brought to a canonical clause first (phrasing.py: politeness, declaratives, trailing
    constraints and "everywhere" set apart); the instruction as typed is the fallback."""
    instruction = QUALIFIED.sub(r"\1.\2", instruction)  # `Projector::setLamp` is the member setLamp, as `Projector.setLamp`
    reading = read_phrasing(instruction)
    if reading.actions == 1 and reading.action:
        found = _read_one(reading.action)
        if found is not None:
            return _member(found)
    return _member(_read_one(instruction))


QUALIFIED = re.compile(r"\b([A-Z]\w*)::([A-Za-z_]\w*)\b")


def _member(intent: Intent | None) -> Intent | None:
    """`LineItem.qty` renamed to `quantity`: the member `qty` is what is renamed, wherever it
    is read (`item.qty`), as "rename qty to quantity on LineItem" says."""
    if not isinstance(intent, Rename):
        return intent
    pairs = tuple((Thing(a.text.rsplit(".", 1)[-1], a.kind), b)
                  if a.kind == "name" and re.fullmatch(r"[A-Za-z_]\w*\.[A-Za-z_]\w*", a.text) and "." not in b.text else (a, b)
                  for a, b in intent.pairs)
    return Rename(pairs, intent.scope) if pairs != intent.pairs else intent
