"""Edits that add code (a field, a parameter, a log line, a doc comment) change nothing that
was there, so the net that compares old and new tokens sees little. What can still be known
without understanding the new code:

    container_findings  the place the instruction adds to ("to Customer", "in run()",
                        "Backoff needs ...") got nothing: the addition went elsewhere
    comment_findings    an addition deleted comments that were there; an instruction that
                        only asks for a comment or docstring changed code
    use_findings        "... and pass it to urlopen": the name it adds appears once (declared,
                        never used, or used and never declared)
    level_findings      "log ... at info level": the log call added uses another level

Each returns Findings (engine/verify/findings.py); the caller decides when they apply."""

from __future__ import annotations

import re
from pathlib import PurePath

from .diffing import similar
from .explain import _subsequence
from .findings import Finding, line_list, line_runs, plural
from .gone import MULTILINGUAL_REPLACE
from .option_letters import flag_inserted
from .phrasing import read_phrasing, said_and_kept
from .passing import PASSING, call_grew
from .places import TESTS, beside
from .scope import changed_lines, def_range, with_comments_above
from .tokens import lex, split_words

# The place an addition goes: "to X", "into X", "in X", "inside X", "above X", "on X".
INTO = re.compile(r"(?<!\bnext)(?<!\bclose)(?<!\bsimilar)(?<!\bequal)(?<!\bdue)(?<!\bup)(?<!\bcall)(?<!\bcalls)(?<!\bpass)"
                  r"(?<!\bit)(?<!\bthem)(?<!\baccording)(?<!\bcompared)\s+(?:to|into|in|inside|within|above|on|onto)\s+"
                  r"(?:the\s+|its\s+|our\s+)?[`'\"]?(?:[A-Za-z_$][\w$]*(?:\.|::))?([A-Za-z_$][\w$]*)", re.I)  # `Controller.Apply`: Apply
# "Backoff needs a doc comment", "Customer should have ...", "give fetch_json a ...", "fetch_json: add ..."
SUBJECT = re.compile(r"^\s*[`'\"]?([A-Za-z_$][\w$]*)[`'\"]?(?:\(\))?(?:'s)?\s*(?::\s|\s+(?:needs?|should|must|ought|gets?|"
                     r"has\s+to|wants?|requires?|is\s+missing|lacks?)\b)", re.I)
GIVE = re.compile(r"\bgive\s+[`'\"]?([A-Za-z_$][\w$]*)", re.I)
ADDING = re.compile(r"\b(?:add|adds|adding|insert|append|prepend|include|introduce|document|annotate|write|put|attach|"
                    r"give|log|needs?|should\s+(?:have|get|log|accept|take)|must\s+(?:have|log))\b", re.I)
ALTERING = re.compile(r"\b(?:rename|replace|remove|delete|drop|rewrite|change|move|convert|reformat|swap|reorder|sort|"
                      r"extract|inline|split|merge|fix|update|bump|set)\b", re.I)


def _containers(instruction: str, original: str, filename: str) -> list[tuple[str, tuple[int, int]]]:
    said = said_and_kept(instruction)[0]
    names = [m.group(1) for m in INTO.finditer(" " + said)] + [m.group(1) for m in GIVE.finditer(said)]
    names += [m.group(1) for s in re.split(r"(?<=[.!?])\s+", said)
              if (m := SUBJECT.match(s)) and not ADDING.fullmatch(m.group(1)) and not ALTERING.fullmatch(m.group(1))]  # "add GET /x"
    out = []
    for name in dict.fromkeys(n for n in names if len(n) > 1):
        r = def_range(original, filename, name)
        if r:
            out.append((name, r))
    return out


def container_findings(original: str, result: str, filename: str, instruction: str) -> list[Finding]:
    """The instruction adds to a definition it names, and the result changed none of them."""
    if not ADDING.search(instruction) or ALTERING.search(read_phrasing(instruction).action or "") or TESTS.search(instruction):
        return []  # "a test for the overflow in parse": a test goes with the tests, not into what it tests
    places = _containers(instruction, original, filename)
    changes = changed_lines(original, result)
    if not places or not changes:
        return []
    lines = original.splitlines()
    for _, (a, b) in places:
        a = with_comments_above(lines, a)  # its doc comment belongs to it
        for tag, (i1, i2), _ in changes:
            first, last = (i1 - 1, i1 - 1) if tag == "insert" else (i1, i2)  # an insert sits after line i1 - 1
            if first <= b and last >= a - 1:  # inside, or right above the header (a doc comment)
                return []
    if beside(original, result, [n for n, _ in places]):
        return []  # a case, subtype or extension of it, declared beside it (`case object Slack extends Tide`)
    if PASSING.search(instruction) and call_grew(original.splitlines(), result.splitlines(), original, result, [n for n, _ in places]):
        return []  # "pass it through to fetch_alarms": the value reaches it at its call, which takes it
    shown = ", ".join(f"`{n}`" for n, _ in places[:3])
    where = sorted({j1 for _, _, (j1, j2) in changes})
    return [Finding("placed", False, f"added nothing to {shown}: the changes are elsewhere (line {line_list(where)})",
                    tuple(where))]


COMMENT_ONLY = re.compile(r"\b(?:comments?|docstrings?|doc[\s-]?comments?|jsdoc|javadoc|rustdoc|godoc|docblock|"
                          r"documentation|docs)\b", re.I)
REWORDING = re.compile(r"\b(?:replace|rewrite|reword|update|fix|correct|change|edit|remove|delete|drop|translate|"
                       r"shorten|clean|move|merge|instead)\b|" + MULTILINGUAL_REPLACE, re.I)


def _comments(text: str, filename: str) -> list[str]:
    """The comments of `text`, each as one line of its words."""
    return [c for _, c in _comment_lines(text, filename)]


def _comment_lines(text: str, filename: str) -> list[tuple[int, str]]:
    by_line: dict[int, list[str]] = {}
    for w in lex(text, filename):
        if w.kind == "comment":
            by_line.setdefault(w.line, []).append(w.text)
    return [(n, " ".join(ws)) for n, ws in sorted(by_line.items()) if sum(len(x) for x in ws if x.isalnum()) >= 8]


def _code(text: str, filename: str) -> list[tuple[str, int]]:
    """Every word that is not a comment or a docstring, with its line."""
    words = lex(text, filename)
    if PurePath(filename).suffix.lower() in (".py", ".pyi"):
        docs = _docstring_lines(text)
        words = [w for w in words if not (w.kind == "string" and w.line in docs)]
    return [(w.text, w.line) for w in words if w.kind != "comment"]


def _docstring_lines(text: str) -> set[int]:
    import ast

    from .parsers import ast_nodes, plain_tree

    tree = plain_tree(text)
    if tree is None:
        return set()
    out: set[int] = set()
    for node in ast_nodes(tree):
        body = getattr(node, "body", None)
        first = body[0] if isinstance(body, list) and body else None
        if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant) and isinstance(first.value.value, str):
            out |= set(range(first.lineno, (first.end_lineno or first.lineno) + 1))
    return out


# Edits that may rightly take comments out: removals, rewrites, minifying, comment work itself.
DROPS_COMMENTS = re.compile(r"\b(?:remove|delete|drop|strip|clean|minif\w*|compact|uglif\w*|rewrite|reword|refactor|simplify|"
                            r"restructure|translate|convert|port|migrate|replace|fix|correct|update|shorten|merge|split|move|"
                            r"inline|dedupe|deduplicate)\b", re.I)


def _gone_lines(original: str, result: str) -> set[int]:
    """Original lines the diff deletes, or replaces by nothing like them."""
    a, b = original.splitlines(), result.splitlines()
    out: set[int] = set()
    for tag, (i1, i2), (j1, j2) in changed_lines(original, result):
        block = [x.strip() for x in b[j1 - 1:j2]] if tag == "replace" else []
        out |= {n for n in range(i1, i2 + 1) if tag == "delete" or not _alike_in(a[n - 1].strip(), block, n - i1)}
    return out


def _alike_in(line: str, block: list[str], at: int) -> bool:
    """A line of `block` is like `line` (difflib's ratio 0.6): the one at the same place and its
    neighbours first, the whole block only when it is short (500 lines changed in place would
    cost 250,000 comparisons)."""
    near = block[max(0, at - 2): at + 3]
    if line in near or any(similar(line, x) >= 0.6 for x in near):
        return True
    return len(block) <= 60 and any(similar(line, x) >= 0.6 for x in block)


def _deleted_comments(original: str, result: str, filename: str, rewrites: bool = True, spoken: frozenset[str] = frozenset()) -> list[str]:
    """Comments of the original that no comment of the result is (or nearly is: a rename
    edits the comments that name it), apart from those whose code went too, (`rewrites`:
    the instruction asks for no comment itself) those a new comment replaced, and (`spoken`:
    what a removal takes out) a comment whose lines in a row speak of it."""
    import difflib

    after = _comments(result, filename)
    kept = set(after)
    lines, gone = original.splitlines(), _gone_lines(original, result)
    noted = _comment_lines(original, filename)
    commented = {n for n, _ in noted}

    def code_gone(n: int, step: int) -> bool:  # the nearest line of code above or below went too
        while 0 < n <= len(lines) and (n in commented or not lines[n - 1].strip()):
            n += step
        return n in gone

    code = lambda text: {w.text for w in lex(text, filename) if w.kind != "comment"}  # noqa: E731
    gone_names = {w for w in code(original) if len(w) > 3 and re.match(r"[A-Za-z_]", w)} - code(result)

    def about_gone(comment: str) -> bool:  # "slugifyLegacy is kept only for...": what it spoke of went
        return bool(set(split_words(comment)) & gone_names)

    # a comment the same stretch of the diff replaced by a new one was rewritten (a doc comment
    # that says what the changed code now does), not deleted
    olds = set(_comments(original, filename))
    fresh = {n for n, c in _comment_lines(result, filename) if c not in olds}
    rewritten = {n for _, (i1, i2), (j1, j2) in changed_lines(original, result) if any(j1 <= m <= j2 for m in fresh)
                 for n in range(i1, i2 + 1)} if rewrites else set()
    by_line = dict(noted)
    speaks: set[int] = set()
    for run in line_runs(by_line) if spoken else []:
        if spoken & {w for k in run for w in re.findall(r"[A-Za-z_][\w-]*", by_line[k])}:
            speaks |= set(run)
    return [c for n, c in noted
            if c not in kept and not any(difflib.SequenceMatcher(None, c, x).ratio() > 0.75 for x in after)
            and not code_gone(n, 1) and not code_gone(n, -1) and not about_gone(c) and n not in rewritten and n not in speaks]


def comment_findings(original: str, result: str, filename: str, instruction: str) -> list[Finding]:
    """An edit keeps the comments that were there, unless it takes things out or rewrites;
    a request for a comment alone changes no code."""
    reading = read_phrasing(instruction)
    action = reading.action or ""
    said = said_and_kept(instruction)[0]
    found: list[Finding] = []
    drops = DROPS_COMMENTS.search(said) or (COMMENT_ONLY.search(said) and not ADDING.search(action))  # "tidy the comments"
    removing = re.search(r"\b(?:remove|delete|drop|strip|get\s+rid\s+of|take\s+out|purge|eliminate|no\s+longer|can\s+go)\b", said, re.I)
    spoken: frozenset[str] = frozenset()
    if removing:  # the names whose code the edit took out (not those only its deleted comments said)
        from collections import Counter

        was, now = (Counter(w.text for w in lex(t, filename) if w.kind != "comment") for t in (original, result))
        spoken = frozenset(w for w in re.findall(r"[A-Za-z_][\w-]*", said) if len(w) > 3 and now[w] < was[w])
    if not drops and (gone := _deleted_comments(original, result, filename, rewrites=not COMMENT_ONLY.search(said), spoken=spoken)):
        found.append(Finding("comments", False, f"also deleted {plural(len(gone), 'comment')} (`{gone[0][:50]}`)"))
    doc_only = ADDING.search(action) and not REWORDING.search(said) and COMMENT_ONLY.search(action) and reading.actions == 1 \
        and not re.search(r"\band\s+(?:add|make|use|call|pass|handle|change|return|raise|throw|log)\b", action, re.I)
    if doc_only:
        a, b = _code(original, filename), _code(result, filename)
        if [w for w, _ in a] != [w for w, _ in b]:
            line = next((y for (x, _), (z, y) in zip(a, b) if x != z), b[-1][1] if b else 1)
            found.append(Finding("comments", False, f"changed code, where only a comment was asked for (line {line})", (line,)))
    return found


USE = re.compile(r"(?<![.:$\w])(?:pass(?:es|ing)?|hand(?:s|ing)?|forward(?:s|ing)?|thread(?:s|ing)?|use[sd]?|using|appl(?:y|ies|ied)|"
                 r"wire[sd]?|feed(?:s|ing)?)\s+(?:it|them|this|that|the\s+(?:new\s+)?(?:value|param(?:eter)?|argument|constant|"
                 r"variable|field|option|flag|setting|timeout|limit))\b", re.I)


# Words that describe a value rather than name a thing.
VALUE_WORDS = {"default", "value", "type", "int", "integer", "float", "double", "str", "string", "bool", "boolean", "number",
               "true", "false", "none", "null", "nil", "optional", "required"}


def use_findings(original: str, result: str, filename: str, instruction: str) -> list[Finding]:
    """"Add x ... and pass it to f": each name the instruction gives that the result adds must
    appear at least twice more (declared and used)."""
    if not USE.search(said_and_kept(instruction)[0]):
        return []
    before, after = _names(original, filename), _names(result, filename)
    # a member reached through something (`time.Duration`, `inv.NameplateKW`) and what it is
    # reached through are declared elsewhere
    said = {w for w in re.findall(r"(?<![\w$.])[A-Za-z_$][\w$]*(?![\w$]|\.[A-Za-z_$])", instruction) if len(w) > 2}
    # "an int, default 500": `default` describes the value (`default=500`), it names nothing
    once = sorted(w for w in said if after.get(w, 0) - before.get(w, 0) == 1 and w.lower() not in VALUE_WORDS
                  and not re.search(rf"\b{re.escape(w)}\s+-?\d", instruction))
    if not once:
        return []
    return [Finding("used", False, f"`{once[0]}` appears once more in the result: declared but never used, or used but never declared")]


def _names(text: str, filename: str) -> dict[str, int]:
    """How often each name (not a keyword, a builtin or a type the language has) occurs."""
    from collections import Counter

    from pygments.token import Name

    from .tokens import _lexer

    lexer = _lexer(PurePath(filename).suffix.lower() or PurePath(filename).name)
    if lexer is None:
        return {}
    return Counter(v for t, v in lexer.get_tokens(text) if t in Name and t not in Name.Builtin and re.match(r"[A-Za-z_$]", v))


LEVELS = ("trace", "debug", "info", "notice", "warn", "warning", "error", "critical", "fatal")
LEVEL_CALL = re.compile(r"(?:[.:>]\s*|\b)(trace|debug|info|notice|warn|warning|error|critical|fatal)\s*(?:!\s*)?\(", re.I)


def level_findings(original: str, result: str, filename: str, instruction: str) -> list[Finding]:
    """"Log ... at info level": the log calls the result adds use that level."""
    said = said_and_kept(instruction)[0]
    if not re.search(r"\blog", said, re.I):
        return []
    asked = {m.group(1).lower() for m in re.finditer(rf"\b({'|'.join(LEVELS)})\b", said, re.I)}
    if len(asked) != 1:
        return []
    level = asked.pop()
    lines = result.splitlines()
    added = [(j, m.group(1).lower()) for tag, _, (j1, j2) in changed_lines(original, result) if tag != "delete"
             for j in range(j1, j2 + 1) for m in LEVEL_CALL.finditer(lines[j - 1])]
    alike = {level, "warning" if level == "warn" else "warn" if level == "warning" else level}
    if not added or any(lv in alike for _, lv in added):
        return []
    return [Finding("level", False, f"logs at {added[0][1]}, not at {level} as asked (line {added[0][0]})", (added[0][0],))]


KEEPING_VERB = re.compile(r"^(?:add|insert|append|prepend|include|introduce|document|annotate|attach|log|give|"
                          r"[\w`'\"$.]+(?:'s)?\s+(?:needs?|should\s+(?:have|get|log)|must\s+have))\b", re.I)


def lost_findings(original: str, result: str, filename: str, instruction: str) -> list[Finding]:
    """An addition keeps every line of code that was there: a line the result no longer has
    anywhere, that no changed line resembles, was replaced or deleted, not added to."""
    action = read_phrasing(instruction).action or ""
    if not KEEPING_VERB.match(action) or REWORDING.search(said_and_kept(instruction)[0]):
        return []
    a, b = original.splitlines(), result.splitlines()
    kept = {line.strip() for line in b}
    lost: list[int] = []
    # the words of the code and its strings ("the earliest sailing" in a comment names nothing)
    known = {w.lower() for w in split_words(" ".join(w.text for w in lex(original, filename) if w.kind != "comment"))}
    fresh = {w.lower() for w in re.findall(r"[A-Za-z_$][\w$]*", said_and_kept(instruction)[0]) if len(w) > 2} - known
    # and the names the addition itself brings (`KEEP_DAYS`): a line may read one where it held a value
    fresh |= {w.text.lower() for w in lex(result, filename) if w.kind == "code" and len(w.text) > 2
              and re.fullmatch(r"[A-Za-z_$][\w$]*", w.text)} - known
    flags = set(re.findall(r"(?<![\w-])-([A-Za-z])\b", instruction))
    for tag, (i1, i2), (j1, j2) in changed_lines(original, result):
        if tag == "insert":
            continue
        new = split_words(" ".join(b[j1 - 1:j2]))
        uses = fresh & {w.lower() for w in new}
        if uses and (USE.search(instruction) or similar(" ".join(a[i1 - 1:i2]).strip(), " ".join(b[j1 - 1:j2]).strip()) >= 0.6):
            continue  # "add locale ... and use it", or a line that now reads the new name where it held a value
        for n in range(i1, i2 + 1):
            old = a[n - 1].strip()
            if len(re.sub(r"\W", "", old)) < 3 or old in kept or old.startswith(("#", "//", "/*", "*", "--")):
                continue  # blank, a brace, a comment (comment_findings), or moved
            if any(flag_inserted(old, line, flags) for line in b[j1 - 1:j2]):
                continue  # `getopts "vb:"` -> `"vnb:"` for "add -n"
            if _subsequence(split_words(old), new) is None:  # its words, in order, among the new lines'
                lost.append(n)
    if not lost:
        return []
    return [Finding("kept", False, f"an addition replaced or deleted {plural(len(lost), 'line')} of code "
                    f"(original line {line_list(lost)}: `{a[lost[0] - 1].strip()[:60]}`)")]
