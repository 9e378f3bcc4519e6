"""An instruction as people type it, brought to the few canonical forms the intent readers
take: the action in one imperative clause, and apart from it what it says must stay
(constraints) and how wide it reaches (the whole file).

    "Could you please rename `port` to `listenPort` everywhere in this module? Change nothing else."
        -> action "rename `port` to `listenPort`", constraints {"nothing else"}, whole file
    "port should be called listenPort from now on."      -> "rename port to listenPort"
    "the timeout ought to be 30"                          -> "set the timeout to 30"
    "I'd like this on a single line. Keep every key."     -> "minify", {"keep keys"}

It works on the shape of a sentence (politeness, clause order, modal verbs, trailing
constraints, arrows), never on particular names: what a name is, the readers and the file
decide. A constraint is a condition the rules enforce (every mechanical rule already
requires that nothing else changes), not noise to skip; an instruction with two actions
("rename x to y and add a docstring") keeps both, so that no rule judges half of it."""

from __future__ import annotations

import re
from dataclasses import dataclass

from .layoutphrases import LAYOUT, MODAL
from .phrasewords import REACH, REQUESTS, STAYS
from .verbs import verb_first
from .textcache import per_text

# A name or value as an instruction quotes it.
TOKEN = r"""(?:`[^`\n]+`|'[^'\n]*'|"[^"\n]*"|[\w$][\w$.:/@+-]*)"""


@dataclass(frozen=True)
class Reading:
    action: str  # the action, one clause ("" when only constraints were said)
    constraints: frozenset[str] = frozenset()  # "nothing else", "keep order", "keep keys", "keep values", "keep comments"
    whole: bool = False  # "everywhere", "throughout", "in this module"
    actions: int = 1  # sentences that ask for something (2+: a compound instruction)


# Words around a request that ask nothing: lead-ins and tails.
LEAD = re.compile(
    r"^(?:(?:hey|hi|hello|ok|okay|so|now|also|then|and|next|alright|right|um|hmm|yo)\b[,!.]?\s+)*"
    r"(?:(?:please|pls|plz|kindly|just|quickly|simply|would\s+you\s+mind|do\s+you\s+mind|could\s+you|can\s+you|would\s+you|"
    r"will\s+you|could\s+we|can\s+we|i(?:'d|\s+would)\s+(?:like|love|prefer)(?:\s+(?:you\s+)?to)?|"
    r"i\s+(?:want|need|wanna|prefer)(?:\s+(?:you\s+)?to)?|"
    r"i'?d\s+like\s+you\s+to|we\s+(?:need|want|should|must|have)\s+to|you\s+(?:should|need\s+to|must)|"
    r"let'?s|lets|go\s+ahead\s+and|help\s+me|try\s+to|make\s+sure\s+to|be\s+sure\s+to|time\s+to)\b[,]?\s+)*",
    re.I,
)
TAIL = re.compile(
    r"(?:[\s,;-]+(?:please|pls|plz|for\s+me|thanks(?:\s+a\s+lot)?|thank\s+you|thx|ty|if\s+you\s+(?:can|could|don'?t\s+mind)|"
    r"if\s+possible|when\s+you\s+(?:can|get\s+a\s+chance)|asap|cheers)[!.]*)+\s*$",
    re.I,
)
# "would you mind renaming x ..." : a gerund after a polite lead-in becomes the verb.
GERUND = re.compile(r"^(renam|chang|replac|updat|sett|bump|minif|prettif|convert|sort|add|remov|delet|re-?indent|indent|format)(?:ing)\b", re.I)
GERUND_BASE = {"renam": "rename", "chang": "change", "replac": "replace", "updat": "update", "sett": "set", "bump": "bump",
               "minif": "minify", "prettif": "prettify", "convert": "convert", "sort": "sort", "add": "add", "remov": "remove",
               "delet": "delete", "reindent": "reindent", "re-indent": "re-indent", "indent": "indent", "format": "format"}

# How wide: the whole file. Said anywhere, dropped from the action.
WHOLE = re.compile(
    r"[\s,]*(?:\b(?:everywhere|globally|throughout|wherever)\b(?:\s+(?:in|across|within|throughout)\s+(?:the|this|our|my)\s+"
    r"(?:whole\s+|entire\s+)?(?:file|module|script|code(?:base)?|program|project|source|document|config))?"
    r"(?:\s+(?:it|that|this)\s+(?:is\s+used|appears|occurs|shows\s+up|is\s+referenced|is\s+mentioned))?"
    r"|\b(?:in|across|within|throughout)\s+(?:the|this|our|my)\s+(?:whole\s+|entire\s+)?"
    r"(?:file|module|script|code(?:base)?|program|project|source|document|config)\b"
    r"|\b(?:in\s+)?(?:all|every)\s+(?:places?|occurrences?|instances?|uses?|usages?|references?|spots?)\b(?:\s+(?:in\s+the\s+file))?"
    r"|\b(?:at\s+)?every\s+(?:call[\s-]?site|use|usage|reference|occurrence)\b)",
    re.I,
)
# What must stay, said as a sentence or a trailing clause. Each maps to one constraint.
CONSTRAINTS: list[tuple[str, re.Pattern]] = [
    ("keep order", re.compile(r"\b(?:order|ordering|sequence)\b", re.I)),
    ("keep keys", re.compile(r"\bkeys?\b", re.I)),
    ("keep values", re.compile(r"\b(?:values?|data|content|contents|types?)\b", re.I)),
    ("keep comments", re.compile(r"\bcomments?\b", re.I)),
    ("nothing else", re.compile(r"\b(?:else|rest|other|others|anything|everything|untouched|unchanged|as\s+(?:is|it\s+is))\b", re.I)),
]
# A clause that only says what must stay: it keeps, leaves, preserves, or forbids change.
KEEPING = re.compile(
    r"^(?:and\s+|but\s+|while\s+|-\s*)?(?:(?:please|just|also)\s+)?(?:"
    r"(?:keep|keeping|preserve|preserving|retain|retaining|maintain|maintaining|leave|leaving|respect)\b"
    r"|(?:do\s+not|don'?t|dont|never|shouldn'?t|must\s+not|mustn'?t|no\s+need\s+to)\s+(?:change|touch|modify|alter|edit|rename|"
    r"reorder|remove|drop|delete|add|move|reformat|rewrite)\b"
    r"|(?:change|touch|modify|alter|edit)\s+nothing\b|nothing\s+(?:else|more|other)\b|no\s+other\s+(?:changes?|edits?)\b"
    r"|without\s+(?:changing|touching|modifying|altering|reordering|removing|dropping|adding)\b"
    r"|(?:everything|anything|the\s+rest|all\s+else|the\s+others?|other\s+\w+)\s+(?:else\s+)?(?:stays?|remains?|should\s+stay|must\s+stay|"
    r"should\s+remain|must\s+remain|as\s+(?:is|it\s+is)|untouched|unchanged|the\s+same)\b"
    r"|(?:only|just)\s+(?:that|this|the\s+one|those|these)(?:\s+(?:one|name|change|line|key|value|thing))?\s*$"
    r"|(?:that'?s|that\s+is)\s+(?:all|it)\b|(?:only|just)\s+(?:do\s+)?(?:that|this)\b)",
    re.I,
)
# A clause that asks for something: an action verb, or a declarative that reads as one.
ACTING = re.compile(
    r"\b(?:rename|renaming|replace|substitute|change|update|set|bump|increase|decrease|raise|lower|make|turn|convert|"
    r"translate|rewrite|minify|minimi[sz]e|compact|compress|prettify|pretty[- ]?print|beautify|format|reformat|re-?indent|"
    r"indent|sort|order|alphabeti[sz]e|add|insert|append|include|remove|delete|drop|strip|move|swap|switch|use|call|name|"
    r"become|should\s+be|ought\s+to\s+be|needs?\s+to\s+be|must\s+be|has\s+to\s+be)\b|->|→|=>|^s/",
    re.I,
)

# Declaratives and other shapes, rewritten to the imperative the readers take. {a} the old
# name, {b} the new one (as typed, quotes kept).
_MODAL = MODAL
_WHEN = r"(?:\s+(?:from\s+now\s+on|going\s+forward|instead|now|henceforth|in\s+future|from\s+here\s+on))*"
_THE = r"(?:(?:the|our|my|this|that)\s+)?(?:(?:variable|function|method|class|field|key|property|parameter|param|argument|arg|constant|"
_THE += r"attribute|column|struct|interface|type|identifier|name|module|setting|option|config|value|local|global|member|prop|var|const|fn|def)\s+)?"
REWRITES: list[tuple[re.Pattern, str]] = [
    # x should be called/named/renamed (to) y (from now on)
    (re.compile(rf"^{_THE}(?P<a>{TOKEN})(?:\s+\w+)?\s+(?:{_MODAL}\s+(?:now\s+)?(?:be\s+)?|is\s+now\s+|now\s+)?(?:be\s+)?"
                rf"(?:called|named|renamed(?:\s+to)?|known\s+as|becomes?|turn\s+into)\s+(?P<b>{TOKEN}){_WHEN}$", re.I), "rename {a} to {b}"),
    # I'd like / I want x (to be) called y  (after the lead-in is gone: "x to be called y")
    (re.compile(rf"^{_THE}(?P<a>{TOKEN})\s+to\s+be\s+(?:called|named|renamed(?:\s+to)?)\s+(?P<b>{TOKEN}){_WHEN}$", re.I), "rename {a} to {b}"),
    # call x y (instead) / name x y / give x the name y
    (re.compile(rf"^(?:call|name)\s+{_THE}(?P<a>{TOKEN})\s+(?P<b>{TOKEN}){_WHEN}$", re.I), "rename {a} to {b}"),
    (re.compile(rf"^give\s+{_THE}(?P<a>{TOKEN})\s+the\s+(?:new\s+)?name\s+(?P<b>{TOKEN}){_WHEN}$", re.I), "rename {a} to {b}"),
    # change the name of x to y / x's name should be y / the name x should become y
    (re.compile(rf"^(?:change|update|switch|set)\s+the\s+name\s+of\s+{_THE}(?P<a>{TOKEN})\s+(?:to|into)\s+(?P<b>{TOKEN}){_WHEN}$", re.I), "rename {a} to {b}"),
    (re.compile(rf"^{_THE}(?P<a>{TOKEN})'s\s+name\s+(?:{_MODAL}\s+be|is\s+now)\s+(?P<b>{TOKEN}){_WHEN}$", re.I), "rename {a} to {b}"),
    # rename x as y / rename x -> y handled by the reader; "x => y" too.
    (re.compile(rf"^(?P<v>rename)\s+{_THE}(?P<a>{TOKEN})\s+as\s+(?P<b>{TOKEN})$", re.I), "rename {a} to {b}"),
    # replace x by/with y everywhere -> the reader takes it; "swap x for y" / "switch x to y" too.
    # value declaratives: the port should be 9090 / the port needs to be 9090 / I'd like the timeout to be 30
    (re.compile(rf"^(?P<what>(?:the\s+)?[\w$][\w$.\s'-]{{0,60}}?)\s+(?:{_MODAL}\s+(?:now\s+)?be|is\s+now|to\s+be|should\s+read|must\s+read)"
                rf"\s+(?:set\s+to\s+|changed\s+to\s+|updated\s+to\s+|bumped\s+to\s+)?(?P<v>{TOKEN}(?:\s*(?:ms|s|seconds?|minutes?|mins?|hours?))?)"
                rf"(?:\s+instead\s+of\s+(?P<old>{TOKEN}))?{_WHEN}$", re.I), "set {what} to {v}"),
    # make the port 9090 / make retries 5
    (re.compile(r"^make\s+(?P<what>(?:the\s+)?[\w$][\w$.\s'-]{0,60}?)\s+(?:be\s+|equal\s+(?:to\s+)?)?(?P<v>[\"'`]?[\d.]+[\w.]*[\"'`]?)$", re.I), "set {what} to {v}"),
    # MAX_RETRIES: 3 -> 5 / overtime multiplier 1.5 -> 1.75: a named value from one to another
    (re.compile(r"^(?P<what>[.#]?[A-Za-z_$][\w$.' -]{0,60}?)\s*:?\s+(?P<a>[\"'`]?[\w.:/@+-]*\d[\w.:/@+-]*[\"'`]?)\s*(?:->|→|=>)\s*"
                r"(?P<b>[\"'`]?[\w.:/@+-]*\d[\w.:/@+-]*[\"'`]?)$"), "change {what} from {a} to {b}"),
    # workers: 4 -> workers: 8 / image:1.4.1 -> image:1.5.0: the same key on both sides
    (re.compile(r"^(?P<what>[A-Za-z_$][\w$.-]*)\s*[:=]\s*(?P<a>[\w.:/@+-]*\d[\w.:/@+-]*)\s*(?:->|→|=>)\s*(?P=what)\s*[:=]\s*"
                r"(?P<b>[\w.:/@+-]*\d[\w.:/@+-]*)$"), "change {what} from {a} to {b}"),
    # the port: 9090 / port = 9090
    (re.compile(rf"^(?P<what>[A-Za-z_$][\w$.-]*)\s*(?:=|:)\s*(?P<v>{TOKEN})$"), "set {what} to {v}"),
    # use y instead of x: the reader takes it.
]
# Sentence breaks: . ! ? ; or a newline followed by more text (not inside a dotted name or a
# version: "a.b", "2.1.0" have no space after the dot).
SENTENCES = re.compile(r"(?<=[.!?;])\s+|(?<=[。！？])\s*|\n+")  # "Config.Addr", "http.Server": no sentence break without a space
# Trailing clauses after a comma, a dash, "and", "but", "while", "without": each may be a constraint.
CLAUSE_BREAK = re.compile(r"\s*(?:,|\s--?\s|\s–\s|\s—\s)\s*|\s+(?=(?:and|but|while|without|keeping|leaving|preserving)\s)", re.I)


def _polish(text: str) -> str:
    """A clause without politeness around it and its closing punctuation."""
    text = text.strip().strip("\"“”").strip()
    for _ in range(3):
        before = text
        text = LEAD.sub("", text, count=1)
        text = TAIL.sub("", text)
        text = text.strip().rstrip(" .!?;:,").strip()
        m = GERUND.match(text)
        if m:
            stem = m.group(1).lower()
            text = GERUND_BASE.get(stem, stem) + text[m.end():]
        if text == before:
            break
    return text


def _constraints(clause: str) -> set[str]:
    found = {name for name, pattern in CONSTRAINTS if pattern.search(clause)}
    return found or {"nothing else"}


def _is_keeping(clause: str) -> bool:
    """Only says what must stay: a keeping verb and no second action with its own target."""
    clause = _polish(clause)
    if not KEEPING.match(clause):
        return False
    # "keep x but rename y to z": the action after "but" is split off by CLAUSE_BREAK.
    return not re.search(r"\b(?:rename|replace|add|insert|convert|minify|sort|set|bump)\b\s+\S+\s+(?:to|with|into)\b", clause, re.I)


def _asked_aside(inner: str, whole: str) -> str:
    """A parenthesis without what it says stays: " " for "(the dev profile stays as is)", "(the
    hr one)" for "(the hr one, not ftp)", the parenthesis as it was when it keeps nothing."""
    if _keeps(inner):
        return " "
    parts = [p.strip() for p in CLAUSE_BREAK.split(inner) if p and p.strip()]
    asked = [p for p in parts if not _keeps(p)]
    return "(" + ", ".join(asked) + ")" if len(asked) < len(parts) else whole


def _action_aside(m: re.Match) -> str:
    """A parenthesis of an action, with the space before it, less what it says stays."""
    asked = _asked_aside(m.group(2), m.group(0).strip())
    return " " if asked == " " else m.group(1) + asked


def _clauses(sentence: str) -> list[str]:
    """The sentence's clauses, split where CLAUSE_BREAK says, but not inside parentheses ("make
    220 (the hr one, not ftp) a const" is one clause with an aside)."""
    shielded = re.sub(r"\([^()]*\)", lambda m: m.group(0).replace(",", "\ue000"), sentence)
    return [p.replace("\ue000", ",") for p in CLAUSE_BREAK.split(shielded) if p]


def _split_off_constraints(sentence: str) -> tuple[str, set[str]]:
    """A sentence's action and the constraints its trailing clauses say."""
    parts = [p for p in _clauses(sentence) if p and p.strip()]
    kept, found = [], set()
    keeping = False
    for i, part in enumerate(parts):
        # a keeping clause goes on until a part asks for something again ("keeping every
        # key and value in order": "and value in order" is still the constraint)
        keeping = i > 0 and (_is_keeping(part) or _keeps(part) or REACH.match(part.strip()) is not None or (keeping and not _asks(part)))
        if keeping:
            found |= _constraints(part)
            continue
        kept.append(part.strip())
    action = ", ".join(kept)
    action = re.sub(r",\s*(and|but)\s*$", "", action).strip(" ,")
    return action, found


def _asks(part: str) -> bool:
    """A clause that starts by asking for something ("and add a docstring", "then sort it")."""
    part = re.sub(r"^(?:and|but|then|also|plus)\s+(?:then\s+|also\s+)?", "", part.strip(), flags=re.I)
    return bool(ACTING.match(part)) or "->" in part


def _whole(text: str) -> tuple[str, bool]:
    new = WHOLE.sub("", text)
    return " ".join(new.split()).strip(" ,"), new != text


def canonical(text: str) -> str:
    """One action clause in the readers' words (rewritten declaratives and layout shapes)."""
    for pattern, form in REWRITES + LAYOUT:
        m = pattern.match(text)
        if m:
            groups = {k: (v or "") for k, v in m.groupdict().items()}
            if "what" in groups and not _names_a_thing(groups["what"]):
                continue
            return form.format(**groups).strip()
    return text


def _names_a_thing(what: str) -> bool:
    """`what` reads as the name of a setting ("the port", "max retries", "API timeout"), not a
    sentence ("it", "this file", "everything")."""
    words = what.lower().replace("'s", "").split()
    vague = {"it", "this", "that", "everything", "all", "file", "the", "code", "result", "output", "there", "i", "we", "you",
             "which", "what"}
    return bool(words) and not set(words) <= vague and words[0] not in {"i", "we", "you", "it", "this", "there", "which", "what"} \
        and len(words) <= 6


# Verbs that ask for an edit besides ACTING's: a sentence led by one asks ("print the line number").
ASKING = re.compile(r"\b(?:print|log|guard|wrap|extract|inline|validate|check|skip|return|raise|throw|handle|catch|cap|limit|"
                    r"clamp|reject|allow|accept|ignore|emit|expose|register|document|mention|list|show|display|pass|forward|"
                    r"store|save|cache|retry|await|export|import|declare|define|introduce|put|write|create|generate|split|merge|"
                    r"combine|fix|refactor|simplify|pull|inline|hoist|wire|hook|route|serve|warn|count|track|record|report|"
                    r"filter|dedupe|deduplicate|reverse|cut|trim|shorten|extend|lengthen|cover|test|annotate|type|fill|give|"
                    r"let|stop|start|prevent|avoid|bail|exit|abort|fail|throwing|raising|logging|printing|adding|removing)\b", re.I)


def asks(text: str) -> bool:
    """The text asks for an edit: an action verb, or a declarative that reads as one."""
    return bool(ACTING.search(text) or ASKING.search(text))


def read_phrasing(instruction: str) -> Reading:
    """The instruction's action (canonical), constraints and reach."""
    text = " ".join(instruction.replace("\r", "\n").split(" "))
    sentences = [s.strip() for s in SENTENCES.split(text) if s and s.strip(" .!?;")]
    actions: list[str] = []
    constraints: set[str] = set()
    whole = False
    explains = False
    for sentence in sentences:
        sentence = " ".join(sentence.split())
        sentence = re.sub(r"(\s*)\(([^()]*)\)", _action_aside, sentence).strip()
        if _is_keeping(sentence) or (_keeps(sentence) and len(sentences) > 1):
            constraints |= _constraints(sentence)
            continue
        sentence, wide = _whole(sentence)
        whole = whole or wide
        polished = _polish(sentence)
        if not polished:
            continue
        action, found = _split_off_constraints(polished)
        constraints |= found
        action, wide = _whole(_polish(action))
        whole = whole or wide
        if not action:
            continue
        if len(actions) == 1 and not explains and not asks(actions[0]) and asks(action):
            actions, explains = [], True  # the reason first ("bad frame" tells me nothing. print the line number ...)
        if actions and not ACTING.search(action):
            continue  # a sentence that explains ("It is used by the CLI.") asks for nothing
        actions.append(verb_first(canonical(action)))
    main = actions[0] if len(actions) == 1 else " and ".join(actions)
    return Reading(main, frozenset(constraints), whole, len(actions))


@per_text(maxsize=32)  # (every rule asks, some once per changed stretch)
def said_and_kept(instruction: str) -> tuple[str, str]:
    """The instruction split into what it asks for and what it says must stay: the clauses,
    sentences and parentheses that only keep something ("SavedOrder keeps `items`", "(the dev
    profile stays as is)"). The names in the second part are not the edit's targets."""
    said: list[str] = []
    kept: list[str] = []
    text = " ".join(instruction.replace("\r", "\n").replace("（", " (").replace("）", ") ").split(" "))  # full-width asides too
    for sentence in (s.strip() for s in SENTENCES.split(text) if s and s.strip(" .!?;")):
        bare = re.sub(r"\([^()]+\)", " ", sentence).strip()
        if bare != sentence and len([p for p in CLAUSE_BREAK.split(bare) if p and p.strip()]) == 1 and _keeps(bare):
            kept.append(sentence)  # "The other 10s (pool_timeout, the cache pool_size) stay.": the aside's list stays too
            continue

        def aside(m: re.Match) -> str:
            inner = m.group(1).strip()
            parts = [p.strip() for p in CLAUSE_BREAK.split(inner) if p and p.strip()]
            kept.extend([inner] if _keeps(inner) else [p for p in parts if _keeps(p)] if len(parts) > 1 else [])
            return _asked_aside(inner, m.group(0))

        sentence = re.sub(r"\(([^()]*)\)", aside, sentence)
        parts = [q.strip() for p in _clauses(sentence) for q in CONTRAST.split(p) if q and q.strip()]
        # "without touching archive01 -> -n flag: skip scp": what the arrow leads to is asked, not kept
        parts = [q.strip() for p in parts for q in (ARROW.split(p, 1) if _keeps(p) else [p]) if q and q.strip()]
        keeps = [_keeps(p) for p in parts]
        for i in range(len(parts) - 2, -1, -1):  # "SavedOrder, countUnits and mergeOrders keep `items`"
            keeps[i] = keeps[i] or (keeps[i + 1] and bool(BARE.match(parts[i])))
        for i in range(1, len(parts)):  # "leave format_duration and clamp unannotated": one list, one keeping verb
            lead = next((parts[k] for k in range(i - 1, -1, -1) if not parts[k].lower().startswith("and ")), "")
            if keeps[i - 1] and not keeps[i] and parts[i].lower().startswith("and ") and not ACTING.search(parts[i]) \
                    and LEAVING.match(_polish(lead)):
                keeps[i] = True
        for i in range(1, len(parts)):  # "pickDead has its own rule, so please leave its message alone": what "its" points back to
            if keeps[i] and not keeps[i - 1] and re.match(r"(?:so|and\s+so|therefore)\b", parts[i], re.I) \
                    and re.search(r"\b(?:it|its|them|their|that|this)\b", parts[i], re.I) and not ACTING.search(parts[i - 1]):
                keeps[i - 1] = True
        listing = False  # "leave load(), by_country() and signed_up_since() as loops": the list goes on
        for i in range(len(parts)):
            if listing and not keeps[i] and NAME_LIST.match(parts[i].rstrip(" .!;")):
                keeps[i] = True
            else:
                listing = keeps[i] and bool(LEAVING.match(_polish(parts[i])))
        for part, keep in zip(parts, keeps):
            (kept if keep else said).append(part)
    if not said:  # only a keeping clause: it is what was asked
        return " ".join(kept), ""
    return " ".join(said), " ".join(kept)


LEAVING = re.compile(r"(?:leave|keep|preserve)\b", re.I)
ARROW = re.compile(r"\s+(?=(?:->|→|=>)\s)")
# The rest of a list of names after a keeping verb: "b() and c() as loops", "`b`, `c` alone".
NAME_LIST = re.compile(r"^(?:and\s+)?[`'\"]?[\w$.]+(?:\(\))?[`'\"]?(?:\s*(?:,|\band\b|\bor\b)\s*[`'\"]?[\w$.]+(?:\(\))?[`'\"]?)*"
                       r"(?:\s+(?:as\s+\w+|alone|unchanged|untouched|as\s+they\s+are))?$", re.I)


# "the main one not the ts-node block": what follows "not the" is set against the target, after a noun.
CONTRAST = re.compile(r"(?<=\w)(?<!\bis)(?<!\bare)(?<!\bdo)(?<!\bdoes)(?<!\bwill)(?<!\bcan)(?<!\bshould)(?<!\bmust)(?<!\bcould)"
                      r"\s+(?=not\s+(?:the|a|an|its|their)\s)", re.I)
BARE = re.compile(r"^(?:and\s+|or\s+|the\s+)?[`'\"]?[\w$.-]+(?:\(\))?[`'\"]?$", re.I)


# "g should not change", "don't touch fetchUsers", "must not be modified": a request word, negated.
NEGATED = re.compile(r"\b(?:should|must|shall|may|do|does|did|will)(?:\s+not|n't|nt)\s+(?:be\s+)?(?:change[ds]?|touch(?:ed)?|modif\w*|"
                     r"edit(?:ed)?|alter(?:ed)?)\b|\bdont\s+(?:change|touch|modify|edit)\b", re.I)


# "so it does not modify the input", "the balance does not change when ...": behaviour asked for, not a keep.
BEHAVIOUR = re.compile(r"\b(?:so|when|if|unless|while|such|but|and\s+(?:rename|change|set|add|remove))\b", re.I)


def _keeps(clause: str) -> bool:
    clause = _polish(clause)
    if NEGATED.search(clause) and not ACTING.match(clause) and not BEHAVIOUR.search(clause):
        return True
    if not clause or ACTING.match(clause) or REQUESTS.search(clause):
        return _is_keeping(clause) if clause else False
    return _is_keeping(clause) or bool(STAYS.search(clause))
