"""Code the instruction spells out, held against the result: what a user writes as code
(`pub connect_timeout: Duration`, `REFUNDED("refunded", true)`, `phone?: string`, a CSS
rule after a colon) is what the result must contain. A model that half-follows it writes a
near variant instead: the field without `pub`, `false` for `true`, `odd` for `even`.

    asked_spans(instruction, original)  -> ["pub connect_timeout: Duration", ...]
    span_findings(original, result, filename, instruction) -> [Finding] (one per span missing)

A span counts only when the user wrote it as code and it is new: in backticks, or an
unquoted run of words and code punctuation that introduces a name the file does not have
yet. Spans the file already has (the old side of "a -> b"), spans given as examples ("for
example ...", "like ..."), and spans in a clause that says what not to do are not asked for.
Matching is on words with whitespace ignored, quotes alike, a trailing `;` or `,` optional and
up to two words between (`phone?: string` holds `phone: string`)."""

from __future__ import annotations

import re

from .findings import Finding
from .gone import REMOVE_VERB
from .phrasing import read_phrasing, said_and_kept
from .cssrules import css_blocks
from .routes import PLAIN_ROUTE, ROUTE, route_in
from .templated import templated
from .tokens import lex, split_words

# Where a user's prose ends a span: connectives and sentence punctuation (outside brackets).
BREAK = re.compile(
    r"\s+(?:to|into|in|inside|within|and|with|after|before|from|for|of|so|then|as|at|on|onto|but|instead|that|"
    r"which|where|when|while|because|since|plus|also|too|between|above|below|under|over|via|using|by|or|if)\s+"
    r"|[,;!?]\s+|[?!]$|\.\s+(?=[A-Z\s])|\s+(?:->|→|=>)\s+|\s+-\s+|\s+—\s+|\s+[+&]\s+",
    re.I,
)
# A clause that gives an example or says what not to do: its code is not asked for.
NOT_ASKED = re.compile(
    r"(?:\be\.g\.|\bi\.e\.|\b(?:eg|for\s+example|for\s+instance|such\s+as|something\s+like|like|say|not|don'?t|do\s+not|"
    r"never|instead\s+of|rather\s+than|without|no\s+longer|nor|except|unlike|currently|keep|keeps|leave|leaves|stays?|"
    r"preserve|now\s+(?:it\s+)?(?:is|reads|says))\b)",
    re.I,
)
CODE_MARK = re.compile(r"[()\[\]{}=:?<>;#\"'.|&*/+-]")
IDENT = re.compile(r"[A-Za-z_$][\w$]*")
QUOTES = {"'", '"', "`"}
# Words a user writes around code that a result need not contain.
LEAD_WORDS = re.compile(r"^(?:(?:add|adds|added|insert|append|put|write|use|set|make|create|give|a|an|the|new|optional|"
                        r"required|field|key|member|entry|param|parameter|argument|arg|property|prop|attribute|rule|line|"
                        r"call|method|function|constant|const|variable|var|value|branch|case|option|flag|column|index|"
                        r"import|decorator|annotation|test|check|guard|clause|statement|default|defaulting|"
                        r"called|named|say|saying|reads?|like)\s+)+",
                        re.I)


def _masked(text: str) -> str:
    """`text` with brackets' and quotes' insides masked, so that a break inside them is none."""
    out, depth, quote = [], 0, ""
    for ch in text:
        if quote:
            out.append(ch if ch == quote else "\0")
            quote = "" if ch == quote else quote
        elif ch in "\"'`" and depth == 0 and not (ch == "'" and out and out[-1].isalnum()):
            quote = ch  # an apostrophe inside a word (don't, table's) opens nothing
            out.append(ch)
        elif ch in "([{":
            depth += 1
            out.append(ch if depth == 1 else "\0")
        elif ch in ")]}":
            depth = max(depth - 1, 0)
            out.append(ch if depth == 0 else "\0")
        else:
            out.append("\0" if depth else ch)
    return "".join(out)


def _pieces(sentence: str) -> list[tuple[int, int]]:
    """The sentence cut at its prose breaks: (start, end) of each piece."""
    masked = _masked(sentence)
    cuts, start = [], 0
    for m in BREAK.finditer(masked):
        cuts.append((start, m.start()))
        start = m.end()
    cuts.append((start, len(sentence)))
    return [(a, b) for a, b in cuts if b > a]


def _not_asked(sentence: str, start: int) -> bool:
    """The text before `start` in its clause gives an example or a negation."""
    clause = re.split(r"[,;:]\s|\band\b|\bbut\b", sentence[:start])[-1]
    return bool(NOT_ASKED.search(clause))


def _code_words(text: str, filename: str) -> set[str]:
    """The names the file's code uses (words in its comments and strings are prose)."""
    return {w.text for w in lex(text, filename) if w.kind == "code" and IDENT.fullmatch(w.text)}


def _trim(piece: str, known: set[str]) -> str:
    """Prose words at the piece's edges off: lead-in words, and plain lowercase words the
    file does not have."""
    piece = piece.strip().strip(".").strip()
    piece = re.sub(r"^[a-z]+:\s+", lambda m: "" if m.group().split(":")[0] not in known else m.group(), piece)
    piece = LABEL.sub(lambda m: "" if _label(m.group(1), known) else m.group(), piece)
    m = re.match(r"([A-Za-z_$][\w$]*(?:\(\))?):\s+(?=\S+\s+\S)", piece)  # "loadTechnicians: try/catch ...": a name the file
    if m and m.group(1).rstrip("()") in known and not (set(piece[m.end():].split()[:1]) & MODIFIERS):  # has, then what to do to it
        piece = piece[m.end():]
    while True:
        before = piece
        piece = LEAD_WORDS.sub("", piece)
        m = re.match(r"([A-Za-z]+)\s+(?=\w)", piece)  # "Wert Refunded = ...": a word before a word is the user's
        if m and m.group(1) not in known and not _new_name(m.group(1), known):
            piece = piece[m.end():]
        m = re.search(r"\s+([a-z]+)$", piece)
        if m and m.group(1) not in known:
            piece = piece[: m.start()]
        if piece == before:
            return piece.strip()


# A label before a colon: "renew later: 30", "focus ring: 2px solid", "API: SetTile's id".
LABEL = re.compile(r"^([^\s:`'\"()\[\]{}=]+(?:\s+[^\s:`'\"()\[\]{}=]+){0,3}):\s+(?=\S)")
# An HTTP route as users write it ("GET /bookings/:pnr/seats"): code writes it in its own way.
def _label(label: str, known: set[str]) -> bool:
    """Words before a colon that name what follows rather than code: several words, or one the
    file does not have that reads as a word (`API`, `Note`), not a new code name."""
    words = label.split()
    if any(w in MODIFIERS for w in words) or re.search(r"[?!]$", label):
        return False  # `pub idle: Duration`, `phone?: string`: a declaration
    if len(words) > 1:
        return not _new_name(words[-1], known)  # "renew later", not `Listener timeout_ms`
    return words[0] not in known and (words[0].isupper() or not _new_name(words[0], set()))


def _prose_marks(span: str, original: str) -> str:
    """`span` without what marks prose rather than code: quoted strings, apostrophes and
    hyphens inside words (don't, dev-deps) unless the file writes that word so (nth-child)."""
    span = re.sub(r"\"[^\"]*\"|(?<!\w)'[^']*'", " ", span)
    return re.sub(r"\w+(?:['/-]\w+)+", lambda m: m.group() if m.group() in original else "w", span)


def _new_name(word: str, known: set[str]) -> bool:
    """A name the file does not have, written the way code names are (snake_case, camelCase,
    CONSTANT), not a capitalised English word."""
    if word in known or word.isdigit():
        return False
    return "_" in word or bool(re.search(r"[a-z][A-Z]", word)) or (word.isupper() and len(word) > 1)


def _asides(sentence: str) -> list[str]:
    """The sentence and its parenthetical asides, each on its own ("bump x (deps too)",
    "lift 4px (transform: translateY(-4px))"): a parenthesis after a space opens an aside, one
    right after a word is code's call."""
    outer, inner, depth, start, aside = [], [], 0, 0, False
    for k, ch in enumerate(sentence):
        if ch == "(":
            if depth == 0 and (k == 0 or sentence[k - 1].isspace()):
                outer.append(sentence[start:k])
                start, aside = k + 1, True
            depth += 1
        elif ch == ")" and depth:
            depth -= 1
            if depth == 0 and aside:
                inner.append(sentence[start:k])
                outer.append(" ; ")
                start, aside = k + 1, False
    if aside:  # never closed: no aside after all
        outer.append("(" + sentence[start:])
    else:
        outer.append(sentence[start:])
    return ["".join(outer), *inner]


def _referenced(span: str) -> bool:
    """`name()` or `the load() function`: a thing named, not code to write."""
    return not CODE_MARK.search(re.sub(r"\(\s*\)", "", span))


def _split_prose(piece: str, known: set[str]) -> list[str]:
    """The piece cut at plain words the file does not have that stand apart from code
    ("slugify('a b') returns 'a-b'": `returns` is the user's, not the code's)."""
    masked = _masked(piece)
    cuts = [m.span() for m in re.finditer(r"(?<=\s)[a-z]+(?=\s)", masked) if m.group() not in known]
    out, start = [], 0
    for a, b in cuts:
        out.append(piece[start:a])
        start = b
    return [p for p in out + [piece[start:]] if p.strip()]


def _plain_spans(instruction: str, original: str, known: set[str]) -> list[str]:
    plain = re.sub(r"`[^`\n]*`", lambda m: " " * len(m.group()), instruction)
    # words in other scripts or with accents are the user's prose ("parâmetro", "を追加して"): a break
    plain = re.sub(r"[^\x00-\x7f]+\S*", " ; ", plain)
    out: list[str] = []
    for line in re.split(r"(?<=[.!?])\s+(?=[A-Z])|\n", plain):
        for sentence in _asides(line):
            for a, b in _pieces(sentence):
                lead = re.match(r"[^`'\"()\[\]{}=:<>]*?(?=\S*[`'\"()\[\]{}=:<>])", sentence[a:b])
                if _not_asked(sentence, a) or NOT_ASKED.search(lead.group() if lead else ""):
                    continue  # "i keep calling f(x, 50)", "e.g. ...": the code is not asked for
                out += [s for p in _split_prose(sentence[a:b], known) if (s := _code_span(p, original, known))]
    return out


# An option and the placeholder for its value: `-k DAYS`, `--out <dir>`.
METAVAR = re.compile(r"((?:^|\s)--?[A-Za-z][\w-]*)[\s=]+(?:N|NUM|COUNT|DAYS|HOURS|MINUTES|MINS|SECONDS|SECS|DIR|FILE|PATH|NAME|"
                     r"SIZE|URL|HOST|ARG|ID|DATE|<[^<>\s]+>)(?=[\s,;.)]|$)")


def _code_span(piece: str, original: str, known: set[str]) -> str | None:
    """The piece as a span of code to ask for, or None when it is prose or names a thing."""
    piece = METAVAR.sub(r"\1", piece)  # `-k DAYS`: the option's value is a placeholder, the result's usage may word it otherwise
    # a short option's capitalised word the file does not have is a placeholder in any language (`-r TAGE`, `-j JOURS`)
    piece = re.sub(r"((?:^|\s)-[A-Za-z])\s+([A-Z]{2,12})(?=[\s,;.)]|$)", lambda m: m.group() if m.group(2) in original else m.group(1), piece)
    span = re.sub(r"[\s:;,?!.-]+$", "", _trim(piece, known))
    if re.fullmatch(r"[\w$.]+\s*[=:]\s*[\w$.\"']+", span):
        return None  # `hold_s=0`: a name and its value described, written as the file writes it
    names = [w for w in IDENT.findall(_prose_marks(span, original)) if not w.isdigit()]
    prose = [w for w in names if w.islower() and w not in known]
    if len(split_words(span)) < 3 or not CODE_MARK.search(_prose_marks(span, original)) or not names \
            or len(prose) > 1 or _referenced(span):
        return None
    placed = [w for w in names if w not in known and re.search(rf"(?<![\w$]){re.escape(w)}\s*[:=(?]", span)]  # `idle: ...`
    if any(_new_name(w, known) for w in names) or placed:  # a call of known names may be written many ways
        return span
    return None


# Where a quoted text is the new text asked for: after "to", an arrow, a colon, "say"...
VALUE_POSITION = re.compile(r"(?:\b(?:to|with|as|says?|reads?|message|label|title|text|string|returns?|equals?|be|becomes?|value|code)"
                            r"|->|→|=>|:|=)\s*$", re.I)
# A word shown to people, said after what shows it ("label "Loge"", "labelled "Forfeit"").
DISPLAY = re.compile(r"(?:\b(?:label(?:l?ed)?|title[ds]?|caption(?:ed)?|heading|text|says?|reads?|shows?|displays?|etiqueta|étiquette|"
                     r"libellé|etichetta|rótulo|Beschriftung|Titel|titulo|título|titre|titolo)\s*(?:is|of|as|es|est|ist|è|é|:)?|"
                     r"ラベル[はが]?|表示[はが]?|标签[为是]?|라벨[은는]?)\s*$", re.I)
# A one-word literal that reads as code, not prose: `ev_charging`, `E-ICE` (a value the code must spell as given;
# not `'CSV'`, which the code may write `"csv"`).
CODE_WORD = re.compile(r"[A-Za-z][\w-]*(?:[_-]\w+)+")
# Text that shows output rather than source: placeholders and paths.
SAMPLE = re.compile(r"<[A-Za-z][^<>\n]{0,40}>|\{\w*\}|%[sdr]|\$\w|\.\.\.|/\w+/|\w\.\w{2,4}$")


def _quoted_literals(instruction: str, original: str) -> list[str]:
    """New text the instruction quotes in the place of a new value ("... to 'File is larger
    than 20 MB'"), placeholders and sample paths aside."""
    out = []
    for m in re.finditer(r"(?<![\w`])(['\"])([^'\"`\n]{2,80})\1(?![\w`])", instruction):
        text = m.group(2)
        if _not_asked(instruction, m.start()) or SAMPLE.search(text) or not (VALUE_POSITION.search(instruction[: m.start()])
                                                                              or DISPLAY.search(instruction[: m.start()])
                                                                              or CODE_WORD.fullmatch(text) and instruction[: m.start()].endswith("(")):
            continue  # ("EvCharging ('ev_charging')": a code value in an aside beside its name)
        words = split_words(text)
        if words and (len(words) > 1 or re.search(r"\d", text) or CODE_WORD.fullmatch(text)
                      or DISPLAY.search(instruction[: m.start()]) and text[:1].isupper()) \
                and not _holds(_norm(words), _norm(split_words(original)), 0):
            out.append(m.group(0))
    return out


def _flat(text: str) -> str:
    """`text` with its spacing gone and its quotes alike: what a span written verbatim keeps
    whatever the lexers make of it (`std::string&`, `$(OUT)/proof`)."""
    return re.sub(r"\s+", "", text).replace("'", '"')


def _kept(span: str, kept: str) -> bool:
    return bool(kept) and _holds(_norm(split_words(span)), _norm(split_words(kept)), 0)


def asked_spans(instruction: str, original: str, filename: str) -> list[str]:
    """The code the instruction spells out that the original does not have yet."""
    known = _code_words(original, filename)
    kept = said_and_kept(instruction)[1]  # what it says must stay is not asked for
    out: list[str] = []
    for quoted in re.finditer(r"`([^`\n]+)`", instruction):  # backticks: the user's own code
        if _not_asked(instruction, quoted.start()):
            continue
        span = quoted.group(1).strip().rstrip(";,").strip()
        if len(split_words(span)) >= 2 and CODE_MARK.search(span) and not _referenced(span):
            out.append(span)
    out += _plain_spans(instruction, original, known) + _quoted_literals(instruction, original)
    if filename.lower().endswith((".css", ".scss", ".less")):
        out += [span for at, spans in css_blocks(instruction) if not _not_asked(instruction, at) for span in spans]
    out += [f"{m.group(1)} {m.group(2)}" for m in PLAIN_ROUTE.finditer(instruction) if not _not_asked(instruction, m.start())
            and not re.search(rf"\b(?:{REMOVE_VERB})\b[^,;.]*$", instruction[:m.start()], re.I)]  # "... delete the GET /x"
    original_words = _norm(split_words(original))
    known_dotted = [s for s in out if re.fullmatch(r"[\w$]+(?:\.[\w$]+)+", s) and all(p in known for p in s.split("."))]
    return [s for s in dict.fromkeys(out) if not _kept(s, kept) and not _holds(_norm(split_words(s)), original_words)
            and s not in known_dotted and not (ROUTE.match(s) and route_in(s, original))]


def _norm(words: list[str]) -> list[str]:
    """Quotes as one mark, a number apart from its unit (`2px`: lexers differ on it), a
    fraction without its leading zero (`0.7` as `.7`) and a hex colour in lower case (`#FFF`)."""
    out: list[str] = []
    for k, w in enumerate(words):
        if w == "0" and words[k + 1:k + 2] == ["."] and words[k + 2:k + 3][:1] and words[k + 2][:1].isdigit():
            continue
        if out and out[-1] == "#" and HEX.fullmatch(w):
            w = w.lower()
        unit = UNIT.fullmatch(w) if w[:1].isdigit() else None  # (a 2,000-line file has 25,000 words)
        out += list(unit.groups()) if unit else ['"' if w in QUOTES else w]
    return out


HEX = re.compile(r"[0-9A-Fa-f]{3,8}")


UNIT = re.compile(r"(\d+)([A-Za-z%]\w*)")


# Words that bind to the word after them: nothing may come between.
MODIFIERS = {"pub", "export", "const", "static", "async", "await", "public", "private", "protected", "readonly", "final",
             "mut", "let", "var", "val", "def", "fn", "func", "function", "class", "struct", "enum", "interface", "type",
             "override", "abstract", "virtual", "inline", "extern", "unsafe", "default", "optional", "required"}


def _holds(span: list[str], text: list[str], names: int = 2) -> bool:
    """The words of `span` (its punctuation aside, when it has words) appear in `text` in
    order, with at most `names` other words between two of them (a type, a default:
    `customerId, 50` holds in `customerId: string, limit = 50`) and nothing between a
    modifier and its word; punctuation between is free, up to a dozen marks."""
    need = [w for w in span if re.match(r"\w", w)] or span
    for i, w in enumerate(text):
        if w != need[0]:
            continue
        k, j, skipped, marks, last = 1, i + 1, 0, 0, i
        while k < len(need) and j < len(text):
            if text[j] == need[k]:
                k, skipped, marks, last = k + 1, 0, 0, j
            elif re.match(r"\w", text[j]):
                skipped += 1
                # a modifier binds the next word (`pub limit`); called, it is a function (CSS `var(--x)`)
                bound = need[k - 1] in MODIFIERS and text[last + 1:last + 2] != ["("]
                if skipped > (0 if bound else names):
                    break
            else:
                marks += 1
                if marks > 12:
                    break
            j += 1
        if k == len(need):
            return True
    return False


# Verbs that work on code already there: the code they spell out names what exists.
REWORKING = re.compile(r"^(?:reorder|swap|move|remove|delete|drop|sort|rename|convert|reformat|re-?indent|indent|minify|"
                       r"split|merge|inline|revert|undo)\b", re.I)


LITERALS = {"true", "false", "True", "False", "null", "nil", "None", "undefined", "NULL", "nullptr"}  # values, as numbers are


def _essential(words: list[str], known: set[str]) -> list[str]:
    """What a span asks for: its new names, its literals and its modifiers (`pub`, `export`,
    `async`), in order; a type or a name the file has may be written otherwise (`locale =
    "en-US"` for `locale: string = "en-US"`, the type inferred)."""
    out, quoted, bound = [], False, False
    for w in _norm(words):
        if w == '"':
            quoted = not quoted
            out.append(w)
        elif quoted or bound or w in MODIFIERS or re.match(r"\d", w) or w in LITERALS or (re.match(r"[A-Za-z_$]", w) and w not in known):
            out.append(w)
            bound = w in MODIFIERS  # the word a modifier binds to stays (`await fs`, `pub limit`)
    return out if any(re.match(r"\w", w) for w in out) else _norm(words)


def span_findings(original: str, result: str, filename: str, instruction: str) -> list[Finding]:
    """A finding for each span the instruction spells out that the result lacks."""
    action = read_phrasing(instruction).action or ""
    if REWORKING.match(action) or re.match(rf"\s*(?:{REMOVE_VERB})\b", action, re.I):  # "Usuń trasę DELETE /x": what goes
        return []
    spans = asked_spans(instruction, original, filename)
    if re.match(r"(?:GNU)?makefile|.*\.mk$", filename.rsplit("/", 1)[-1], re.I):  # `make lint` is what one types: the target is `lint`
        spans = [re.sub(r"^make\s+", "", s) for s in spans]
    if not spans or result == original:
        return []
    words = _norm([w.text for w in lex(result, filename)])
    known = _code_words(original, filename)
    # statements or declarations said in a row hold each on its own, in any order (`a: 1; b: 2`)
    flat = _flat(result)
    missing = [s for s in spans if _flat(s) not in flat and not (route_in(s, result) if ROUTE.match(s) else
                                        all(_holds(_essential(split_words(p), known), words) for p in s.split(";") if p.strip()))
               and not (s[:1] in "'\"" and templated(s, result, original))]  # "A3: vacant" as `"${plot.id}: vacant"`
    return [Finding("asked", False, f"does not have `{s}` as the instruction writes it") for s in missing]
