"""A function rewritten into another shape that keeps its words: a promise chain turned into
`async`/`await`, nested callbacks flattened, a `try` around what `.catch` held. Where the
instruction asks for async code or for a restructuring, a change inside such a function is
no change beyond the instruction when every word it writes was already the function's (or
is a word of the new shape: `async`, `await`, `try`, `catch`) and every word it removes is
still the function's (or a word of the old shape: `then`, `catch`, `Promise`, `resolve`).

    reshaped(change, original, result, filename, instruction) -> bool
    reshape_findings(original, result, filename, instruction) -> [Finding]

A value, an operator or a call the function did not have is still a change. And what such a
rewrite must keep is held to it: the names, numbers and strings the function had (a lost
`cache.set(...)` line), and an `await` on each call the original chained with `.then`.
JavaScript and TypeScript for the awaits; every language definitions reads for the words."""

from __future__ import annotations

import re
from collections import Counter

from .callers import _inside
from .changes import Change
from .decisions import RESTRUCTURE
from .findings import Finding
from .syntax_trees import definitions
from .textcache import per_text
from .tokens import lex

# Async code asked for in words ("make it async", "async/await", "非同期"); not a name that starts so (`AwaitingDocuments`).
ASKS_ASYNC = re.compile(r"\b(?:async|await|awaits|awaited|promises?|non-?blocking|asynchron\w*|asíncron\w*|asynchrone?|coroutines?)\b|"
                        r"非同期|异步|비동기", re.I)
NEW_SHAPE = {"async", "await", "try", "catch", "except", "finally", "const", "let", "var", "return", "suspend", "Promise", "all"}
OLD_SHAPE = {"then", "catch", "finally", "Promise", "resolve", "reject", "return", "function", "done", "callback", "cb",
             "asyncio", "run", "get_event_loop", "run_until_complete", "result", "wait", "join", "block_on", "blocking"}
# A blocking call or library an async rewrite replaces (`execSync`, `read_sync`, `requests`).
BLOCKING = re.compile(r"(?:Sync|_sync|Blocking|_blocking)$|^(?:requests|urllib\d?|urlopen|sleep|time|execSync|spawnSync)$")
KEYWORDS = {"else", "elif", "if", "const", "let", "var", "val", "def", "function", "return", "new", "this", "self", "in", "of",
            "for", "while", "do", "try", "except", "with", "as", "is", "not", "and", "or", "None", "null", "undefined",
            "true", "false", "True", "False", "void", "fn", "func", "pub", "static", "export", "default"}


def reshaped(change: Change, original: str, result: str, filename: str, instruction: str) -> bool:
    if not (ASKS_ASYNC.search(instruction) or RESTRUCTURE.search(instruction)):
        return False
    spans = _functions(original, result, filename, instruction)
    for (a1, a2), (b1, b2) in spans:
        if a1 <= change.old_line <= a2 and b1 <= change.line <= b2:
            had, has = _words(original, filename, a1, a2), _words(result, filename, b1, b2)
            new, old = _significant(change.new), _significant(change.old)
            if len(new) == 1 and len(old) == 1 and not (set(new + old) & (NEW_SHAPE | OLD_SHAPE)):
                # a callback's parameter renamed as the variable that holds the awaited value (`data` -> `rows`);
                # one name or value for another otherwise (`n > limit` -> `limit > n`): no shape moves words so
                a = original.splitlines()
                params = {p for g in CALLBACK.findall("\n".join(a[a1 - 1 : a2])) for p in re.findall(r"[A-Za-z_$][\w$]*", "".join(g))}
                return old[0] in params and old[0] not in has and new[0] not in had
            if sorted(w for w in new if OPERATOR.fullmatch(w)) != sorted(w for w in old if OPERATOR.fullmatch(w)) \
                    or any(re.fullmatch(r"[=<>!&|+\-*/%]+", x.strip()) and x.strip() != "=>" for x in (change.old, change.new)):
                return False  # `<=` -> `<`, a `!` dropped: another condition, whatever the shape
            return all(w in had or w in NEW_SHAPE for w in new) and all(w in has or w in OLD_SHAPE for w in old)
    return False


OPERATOR = re.compile(r"===|!==|==|!=|<=|>=|&&|\|\||[<>+\-*/%!]")


def _significant(text: str) -> list[str]:
    return re.findall(rf"[A-Za-z_$][\w$]*|\d[\w.]*|{OPERATOR.pattern}", text.replace("=>", " "))


@per_text()
def _functions(original: str, result: str, filename: str, instruction: str) -> list[tuple[tuple[int, int], tuple[int, int]]]:
    """(original lines, result lines) of each function both define by one name; those the
    instruction names, where it names any."""
    before, after = definitions(original, filename), definitions(result, filename)
    both = [n for n, d in before.items() if n in after and not re.search(r"class|struct|interface|enum|trait", d.kind)]
    named = [n for n in both if re.search(rf"(?<![\w$]){re.escape(n)}(?![\w$])", instruction)]
    return [((before[n].line, before[n].end or before[n].line), (after[n].line, after[n].end or after[n].line)) for n in named or both]


@per_text()
def _lexed(text: str, filename: str) -> tuple:
    return tuple(lex(text, filename))


@per_text(maxsize=64)
def _words(text: str, filename: str, first: int, last: int) -> frozenset[str]:
    return frozenset(t for w in _lexed(text, filename) if first <= w.line <= last for t in _significant(w.text))


def reshape_findings(original: str, result: str, filename: str, instruction: str) -> list[Finding]:
    if not (ASKS_ASYNC.search(instruction) or RESTRUCTURE.search(instruction)) or original == result:
        return []
    out: list[Finding] = []
    a, b = original.splitlines(), result.splitlines()
    for (a1, a2), (b1, b2) in _functions(original, result, filename, instruction):
        before, after = "\n".join(a[a1 - 1 : a2]), "\n".join(b[b1 - 1 : b2])
        if before == after:
            continue
        kept = _names(result, filename, b1, b2)
        # a blocking call's async twin keeps its name's stem (`readFileSync` -> `readFile`, `Client` -> `AsyncClient`)
        local = set(re.findall(r"([A-Za-z_$][\w$]*)\s*(?::[^=\n]*)?(?<![=!<>])=(?![=>])", before))  # a local may go (inlined)
        local |= {p for group in CALLBACK.findall(before) for p in re.findall(r"[A-Za-z_$][\w$]*", "".join(group))}  # and a callback's parameter
        lost = sorted(w for w in _names(original, filename, a1, a2) - kept - OLD_SHAPE - KEYWORDS - local
                      if not any(len(k) >= 4 and (k in w or w in k) for k in kept) and not BLOCKING.search(w))
        if lost and ASKS_ASYNC.search(instruction):
            out.append(Finding("reshaped", False, f"the rewrite of lines {b1}-{b2} lost {', '.join(f'`{w}`' for w in lost[:4])}", (b1,)))
        python = filename.endswith((".py", ".pyi"))
        if ASKS_ASYNC.search(instruction) and (moved := _operators(before, python) - _operators(after, python)):
            out.append(Finding("reshaped", False, f"the rewrite of lines {b1}-{b2} dropped {', '.join(f'`{o}`' for o in sorted(moved))}", (b1,)))
        if ASKS_ASYNC.search(instruction) and (bare := _unawaited(before, after)):
            out.append(Finding("reshaped", False, f"{', '.join(f'`{n}(...)`' for n in bare[:3])} chained with `.then` before, "
                                                  f"not awaited now (lines {b1}-{b2})", (b1,)))
    return out


def _names(text: str, filename: str, first: int, last: int) -> set[str]:
    """The names and numbers of those lines' code, and the words of their strings (comments aside)."""
    return {w.text for w in _lexed(text, filename) if first <= w.line <= last and w.kind in ("code", "string")
            and re.fullmatch(r"[A-Za-z_$][\w$]*|\d[\w.]*", w.text)}


# A callback's parameters: `function (data) {`, `(res, i) =>`, `res =>`.
CALLBACK = re.compile(r"function\s*\w*\s*\(([^()]*)\)|\(([^()]*)\)\s*=>|([A-Za-z_$][\w$]*)\s*=>")


def _operators(code: str, python: bool = False) -> Counter[str]:
    """The comparisons, negations and arithmetic of some code, strings, comments and arrows
    aside: an async rewrite moves them, it does not drop one (`!s.stale` -> `s.stale`)."""
    bare = re.sub(r"\"(?:\\.|[^\"\\])*\"|'(?:\\.|[^'\\])*'|`[^`]*`", '""', code).replace("=>", " ")
    bare = re.sub(r"#[^\n]*" if python else r"//[^\n]*|/\*.*?\*/", " ", bare, flags=re.S)
    return Counter(re.findall(r"===|!==|==|!=|<=|>=|&&|\|\||[<>!]|(?<![+\-])[+\-*/%](?![+\-=])", bare))


def _unawaited(before: str, after: str) -> list[str]:
    """Calls the original chained with `.then(` that the result calls without `await`,
    `return` or a place inside another call's arguments (`Promise.all([f(), g()])`)."""
    chained = []
    for m in re.finditer(r"([A-Za-z_$][\w$.]*)\s*\(", before):
        end = _close(before, m.end() - 1)
        if end and re.match(r"\s*\.then\b", before[end:]):
            chained.append(m.group(1))
    if ".then" in before:  # a response's body, returned into the chain (`.then((res) => res.json())`)
        chained += [m.group(0)[:-1].strip() for m in re.finditer(r"(?<![\w$])[A-Za-z_$][\w$]*\.(?:json|text|blob|arrayBuffer|formData)\s*\(", before)]
    out = []
    for name in dict.fromkeys(chained):
        for m in re.finditer(rf"(?<![\w$.]){re.escape(name)}\s*\(", after):
            lead = after[: m.start()].rstrip()
            if not re.search(r"(?:\bawait|\breturn|\byield|[(\[,]|=>)$", lead) and not re.match(r"\s*\.then\b", after[_close(after, m.end() - 1) or 0 :]):
                out.append(name)
                break
    return out


def _close(text: str, at: int) -> int | None:
    """The index after the parenthesis that closes the one at `at`."""
    inside = _inside(text, at)
    return None if inside is None else at + len(inside) + 2
