"""Why a change is there, when the instruction does not spell its words: the edit concepts an
instruction names (general programming knowledge, not sentences), each with the changes it
implies, and the repetition of a change already explained.

    concepts(instruction)                      -> {"quote", "case", ...}
    explained(change, concepts, result, mapped) -> bool

A concept explains a change of its own shape only:

    quote      quote characters added around what was there ("quote the variables")
    case       the same words in another letter case ("uppercase the SQL keywords")
    constant   a literal replaced by a name the result newly defines with that value
               ("extract 86400000 into a constant": `86400000` -> `DAY_MS`)
    types      annotation syntax added: what the result adds lies in its type nodes
               (tree-sitter) after a `:` or `->` ("add type hints")
    order      the line holds the same words in another order ("swap the parameters")
    declare    one declaration keyword for another (`var` -> `const`)
    async      `async` / `await` added
    format     a formatting call wrapped around a message whose placeholder the instruction
               writes ("... used from %s.": `sprintf(`)

`mapped`: the (old, new) pairs of changes already explained; the same replacement elsewhere
is explained too when it writes a name (a rename's or a constant's every use), and in strings
and comments only when it writes a value (a log message following the new default)."""

from __future__ import annotations

import re
from collections import Counter

from .changes import Change
from .findings import Finding, line_list
from .words import MOVABLE, mentioned, parts_said
from .syntax_trees import type_spans
from .tokens import split_words
from .constants import _value, constant_findings, defined_values


CONCEPTS: dict[str, re.Pattern] = {
    "quote": re.compile(r"\b(?:quot(?:e|es|ed|ing)|unquoted|double-quot\w*|single-quot\w*|sc2086)\b", re.I),
    "case": re.compile(r"\b(?:upper-?\s?case\w*|lower-?\s?case\w*|capitali[sz]\w*|caps|case|uppercased?|lowercased?)\b", re.I),
    "constant": re.compile(r"\b(?:constants?|const|extract\w*|magic\s+(?:numbers?|values?|strings?)|named\s+(?:value|number)s?|"
                           r"hard-?coded|literals?|defined\s+once|konstante\w*|costante\w*|constante\w*|stał\w*|sta[lł]a|"
                           r"estrai\w*|extra(?:e|ia|er)\w*|extrahier\w*|extrai\w*)\b|定数|常量|상수", re.I),
    "types": re.compile(r"\b(?:type\s+hints?|hints?|types?|typing|typed|untyped|annotat\w*|mypy|signatures?)\b", re.I),
    "order": re.compile(r"\b(?:re-?order\w*|order|swap\w*|first|last|before|after|move\w*|sort\w*|positions?)\b", re.I),
    "declare": re.compile(r"\b(?:let|const|var|val|declar\w*|mutable|immutable|reassign\w*)\b", re.I),
    "async": re.compile(r"\b(?:async\w*|await\w*|asynchronous\w*|coroutines?|non-?blocking)\b|(?:\bnot|n't|n’t|\bnever|\bstop)\s+block", re.I),
    # a message with a placeholder to fill ("... used from %s.", "{date}", "<start date>") or a value "formatted as"
    "format": re.compile(r"%[sdvfiu]|\{\w*\}|\$\{\w+\}|<[^<>]{2,40}>|\bformat(?:ted|ting)?\s+(?:as|in|like)\b|\bsprintf\b|"
                         r"\binterpolat\w*|\bplaceholders?\b|\bfilling\s+in\b", re.I),
}
QUOTES = {'"', "'", "`"}
DECLARE = {"var", "let", "const", "val", "final", "mut"}
IDENT = re.compile(r"[A-Za-z_$][\w$]*")


ARROW = re.compile(r"(\S.*?)\s*(?:->|→|=>)\s*(\S.*)")


def concepts(instruction: str) -> set[str]:
    found = {name for name, pattern in CONCEPTS.items() if pattern.search(instruction)}
    m = ARROW.search(instruction)  # `f(a, b) -> f(b, a)`: the same words in a new order
    if m and Counter(split_words(m.group(1))) == Counter(split_words(m.group(2))):
        found.add("order")
    return found


def _subsequence(short: list[str], long: list[str]) -> list[str] | None:
    """The words of `long` that `short` does not account for, if `short` is a subsequence of it."""
    extra, i = [], 0
    for w in long:
        if i < len(short) and short[i] == w:
            i += 1
        else:
            extra.append(w)
    return extra if i == len(short) else None


def _quoted(change: Change) -> bool:
    """Quote characters added, or words that only became part of a string (`$dir/` in `"$dir/"`)."""
    extra = _subsequence(split_words(change.old), split_words(change.new))
    return extra is not None and set(extra) <= QUOTES and (bool(extra) or change.old == change.new)


def _recased(change: Change) -> bool:
    """Code in another letter case (a string's text is data: `'active'` is not a keyword)."""
    return change.old != change.new and change.old.lower() == change.new.lower() and not change.in_string


def _reordered(change: Change, original: str, result: str) -> bool:
    a, b = original.splitlines(), result.splitlines()
    if not (0 < change.old_line <= len(a) and 0 < change.line <= len(b)):
        return False
    before, after = Counter(split_words(a[change.old_line - 1])), Counter(split_words(b[change.line - 1]))
    return before == after and a[change.old_line - 1].strip() != b[change.line - 1].strip()


def _declared(change: Change) -> bool:
    return {change.old.strip(), change.new.strip()} <= DECLARE and change.old.strip() != change.new.strip()


def _awaited(change: Change) -> bool:
    extra = _subsequence(split_words(change.old), split_words(change.new))
    return extra is not None and bool(set(extra) - {"<", ">", "[", "]"}) and set(extra) <= AWAITED


def _promise_module(change: Change) -> bool:
    """Node's promise API of a module: `require("node:fs")` -> `require("node:fs/promises")`."""
    return not change.old.strip() and change.new.strip() in ("/promises", ".promises")


# What making code async adds: the keywords, and the return type wrapped (`string` -> `Promise<string>`).
AWAITED = {"async", "await", "Promise", "Future", "Task", "ValueTask", "Awaitable", "Coroutine", "Deferred", "<", ">", "[", "]"}


def _awaits_said(change: Change, said: set[str]) -> bool:
    """A call made awaited, written with names the instruction says or that were there (a sync
    `readFileSync(` -> `await fs.readFile(` for "use the promises fs.readFile")."""
    new = [w for w in split_words(change.new) if IDENT.fullmatch(w)]
    old = set(split_words(change.old))
    if any(w.endswith("Sync") and w[:-4] in new for w in old):  # `readFileSync` -> `promises.readFile`: its async twin
        return True
    return "await" in new and all(w in old or w in ("await", "async") or _said(w, said) for w in new)


# What filling a message's placeholder wraps around it: a formatting call.
FORMATTERS = {"sprintf", "Sprintf", "Errorf", "format", "fmt", "String", "str", "printf", "vsprintf", "Format", "f", "(", ")", ",", "."}


def _formatted(change: Change, result: str) -> bool:
    """A message wrapped in a formatting call (`'...'` -> `sprintf('...'`, `String.format(`),
    its words kept: a quote follows the call's parenthesis, on its line or the next."""
    extra = _subsequence(split_words(change.old), split_words(change.new))
    if extra is None or not set(extra) - {"(", ")", ",", "."} or not set(extra) <= FORMATTERS:
        return False
    lines = result.splitlines()
    after = "\n".join(lines[change.line - 1 : change.line + 1]) if 0 < change.line <= len(lines) else ""
    return bool(re.search(r"\b(?:sprintf|Sprintf|Errorf|format|printf|vsprintf|Format)\s*\(\s*['\"`]", after))


def _typed(change: Change, spans: list[tuple[int, int]]) -> bool:
    """What the change adds lies in the result's type nodes (a `:`, `->`, `?`, `,` or a bracket
    before or around one aside); what it replaces is kept."""
    if change.olds and _subsequence([w.text for w in change.olds], [w.text for w in change.news]) is None:
        return False
    added = [w for w in change.news if not any(w.text == o.text for o in change.olds)]
    return bool(added) and all(w.text in (":", "-", ">", "?", ",", "=") or any(a <= w.start and w.end <= b for a, b in spans)
                               for w in added)


def _extracted(change: Change, defined: dict[str, object]) -> bool:
    name = change.new.strip()
    if name not in defined:
        return False
    old = _value(change.old)
    return old is not None and old == defined[name]


def left_unquoted(changes: list[Change], result: str, filename: str) -> list[int]:
    """Lines where the result still expands bare a variable the edit quoted elsewhere (`"$dir"`
    on one line, `$dir` on another): the transformation applied inconsistently."""
    lines = {c.line for c in changes if _quoted(c)}
    found = []
    for n, line in enumerate(result.splitlines(), 1):
        for m in re.finditer(r"\$\{?([A-Za-z_]\w*)", line):
            before = line[: m.start()]
            inside = before.count('"') % 2 == 1 or before.count("'") % 2 == 1
            found.append((n, m.group(1), inside))
    quoted = {name for n, name, inside in found if inside and n in lines}
    return sorted({n for n, name, inside in found if not inside and name in quoted})


def left_declared(changes: list[Change], result: str, filename: str) -> list[int]:
    """Lines where the result still declares with a keyword the edit replaced elsewhere (`var`
    turned into `const` on some lines, left on others)."""
    from .tokens import lex

    replaced = {c.old.strip() for c in changes if _declared(c)}
    if not replaced:
        return []
    return sorted({w.line for w in lex(result, filename) if w.kind == "code" and w.text in replaced})


HINTS = re.compile(r"\b(?:type\s*-?\s*hints?|type\s+annotations?|annotat\w*|typing|typed|untyped|mypy|hints?|"
                   r"typ\w*\s*-?\s*(?:hinweise?|annotation\w*|angaben)|(?:anotaci\w+|anota[cç]\w+|annotazioni|sugerencias|indicaciones|"
                   r"suggerimenti|dicas|indications|adnotacj\w+|podpowiedzi)\s+(?:de\s+|di\s+)?tip\w*)\b|"
                   r"型ヒント|型注釈|型アノテーション|类型注解|类型提示|類型註解|타입\s*힌트", re.I)
FSTRINGS = re.compile(r"\bf-?\s?strings?\b", re.I)
EVERY = re.compile(r"\b(?:every|all|each|fully|whole|untyped|unannotated|alle[nms]?|jede[rnms]?|sämtlich\w*|vollständig|tod[oa]s|cada|"
                   r"tou(?:s|tes)|chaque|tutt[ie]|ogni|elke|wszystki\w*|każd\w*|tüm)\b|すべて|全て|全部|所有|每个|모든", re.I)


def concept_intent(original: str, filename: str, instruction: str):
    """A mechanical rule the instruction's concept calls for when no sentence pattern read it
    (Python): f-strings, the formattings the result converted; type hints, only annotations
    added (every function with "every/all/fully", else those the instruction names)."""
    from pathlib import PurePath

    if PurePath(filename).suffix.lower() not in (".py", ".pyi"):
        return None
    if FSTRINGS.search(instruction):
        from .fstrings import FStrings

        return FStrings(partial=True)
    if HINTS.search(instruction):
        from .annotations import Annotate
        from .syntax_trees import definitions

        from .phrasing import said_and_kept

        defs = definitions(original, filename)
        said = said_and_kept(instruction)[0]  # "leave clamp unannotated" names no target, asks for no "every"
        names = tuple(w for w in dict.fromkeys(IDENT.findall(said)) if w in defs)
        # with functions named, "all" is of their parameters ("load_rows, for all three parameters"): each named one typed
        from .annotations import said_return

        return Annotate(bool(EVERY.search(said)) and not names, names, said_return(said))
    return None


def explained(change: Change, found: set[str], original: str, result: str, defined: dict[str, object],
              type_spans: list[tuple[int, int]]) -> bool:
    """The change has the shape of an edit concept the instruction names."""
    return (("quote" in found and _quoted(change)) or ("case" in found and _recased(change))
            or ("constant" in found and _extracted(change, defined)) or ("types" in found and _typed(change, type_spans))
            or ("order" in found and _reordered(change, original, result)) or ("declare" in found and _declared(change))
            or ("async" in found and (_awaited(change) or _promise_module(change)))
            or ("format" in found and _formatted(change, result)))


def repeats(change: Change, mapped: set[tuple[str, str]]) -> bool:
    """The same replacement as an explained change: anywhere when it writes a name, in a string
    or comment only when it writes a value."""
    if (change.old, change.new) not in mapped:
        return False
    return bool(IDENT.fullmatch(change.new.strip())) or change.in_prose or change.in_comment


def _said_lines(odd: list[Change], original: str, result: str, said: set[str]) -> set[int]:
    """Result lines of `odd` changes that write a name the instruction says (`Digest::SHA256.hexdigest(`)."""
    a, b = original.splitlines(), result.splitlines()
    out = set()
    for c in odd:
        if 0 < c.line <= len(b) and 0 < c.old_line <= len(a):
            new = set(re.findall(r"[A-Za-z_$][\w$]*", b[c.line - 1])) - set(re.findall(r"[A-Za-z_$][\w$]*", a[c.old_line - 1]))
            if any(len(w) > 2 and (_said(w, said)) for w in new):
                out.add(c.line)
    return out


def by_concepts(odd: list[Change], changes: list[Change], found: set[str], original: str, result: str, filename: str,
                said: set[str] | None = None) -> list[Change]:
    """Of the changes the instruction's words do not account for, those its edit concepts do
    not either (explain.py), nor the repetition of an explained change."""
    defined = defined_values(original, result) if "constant" in found else {}
    spans = type_spans(result, filename) if "types" in found else []
    unexplained = {id(c) for c in odd}  # (by identity: `c not in odd` compared every pair, 80,000 on a long file)
    ok = [c for c in changes if id(c) not in unexplained or explained(c, found, original, result, defined, spans)
          or "async" in found and _awaits_said(c, said or set())]
    mapped = {(c.old, c.new) for c in ok if c.old and c.new}
    # what an explained rewrite of a line takes out with it (`.hash.to_s` -> `)` beside a new call)
    rewritten = {c.line for c in ok if re.search(r"\w", c.new)} | _said_lines(odd, original, result, said or set())
    return [c for c in odd if c not in ok and not repeats(c, mapped)
            and not (c.line in rewritten and c.old and (not c.new or _movable(c.new)))]


def _said(word: str, said: set[str]) -> bool:
    return mentioned(word, said) or parts_said(word, said)


def _movable(text: str) -> bool:
    return bool(MOVABLE.fullmatch(text))


def concept_findings(changes: list[Change], found: set[str], original: str, result: str, filename: str,
                     instruction: str = "") -> list[Finding]:
    """An edit concept applied inconsistently: a constant that is not the value it replaced or
    left spelled out, a declaration keyword or a bare `$var` left where the edit changed others."""
    out = []
    # (a literal replaced by a name: the only shape the rule reads, looked for before the rule runs)
    named = any(IDENT.fullmatch(c.new.strip()) and _value(c.old) is not None for c in changes)
    wrong = constant_findings(changes, original, result, filename, instruction) if "constant" in found or named else []
    if "constant" not in found:  # a name defined once with another value than the literal it replaced is wrong whatever was asked
        wrong = [w for w in wrong if w.endswith(")") and "it replaced" in w
                 and len(re.findall(rf"(?m)(?<![\w.]){re.escape(w.split('`')[1])}\s*(?::[^=\n]*)?:?=(?!=)", result)) == 1]
    if wrong:
        out.append(Finding("constant", False, "; ".join(wrong)))
    if "declare" in found and (kept := left_declared(changes, result, filename)):
        out.append(Finding("declare", False, f"left the old declarations at line{'s' if len(kept) > 1 else ''} {line_list(kept)}", tuple(kept)))
    if "quote" in found and (bare := left_unquoted(changes, result, filename)):
        out.append(Finding("quote", False, f"quoted some uses but left others bare (line{'s' if len(bare) > 1 else ''} {line_list(bare)})",
                           tuple(bare)))
    return out
