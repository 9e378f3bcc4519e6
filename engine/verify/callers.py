"""A signature whose positional parameters moved (a parameter inserted before others, two
swapped) and a call in the same file that still passes positional arguments as before: the
call now hands its values to the wrong parameters. Appending a parameter moves nothing. Where
the parameters were only reordered, each call's arguments move the same way (`f(a, b, c)` ->
`f(b, c, a)` for `(x, y, z)` -> `(y, z, x)`), not some other way.

    caller_findings(original, result, filename) -> [Finding]

Python through `ast`; JavaScript, TypeScript, Rust, Kotlin, Swift and PHP through the text of
the signature (`name: type` or bare names; Ruby's `def name(a, b)` too). Languages whose parameters read `type name` are
left out rather than guessed."""

from __future__ import annotations

import ast
import re
from collections import Counter
from pathlib import PurePath

from .findings import Finding, line_list
from .parsers import ast_nodes, plain_tree

NAMED_FIRST = {".js", ".mjs", ".cjs", ".jsx", ".ts", ".tsx", ".mts", ".cts", ".rs", ".kt", ".kts", ".swift", ".php", ".go", ".rb"}
NAMED_LAST = {".c", ".h", ".cpp", ".cc", ".cxx", ".hpp", ".hh", ".java", ".cs"}  # `const char *src`, `int count`


def _python_signatures(text: str) -> dict[str, list[str]]:
    tree = plain_tree(text)  # the one parse per text the check's rules share
    if tree is None:
        return {}
    out: dict[str, list[str]] = {}
    for node in ast_nodes(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            names = [a.arg for a in node.args.posonlyargs + node.args.args]
            out.setdefault(node.name, [n for n in names if n not in ("self", "cls")])
    return out


def _split(args: str) -> list[str]:
    """Top-level comma-separated pieces of an argument or parameter list."""
    out, depth, cur = [], 0, ""
    for ch in args:
        if ch in "([{<":
            depth += 1
        elif ch in ")]}>":
            depth -= 1
        if ch == "," and depth == 0:
            out.append(cur.strip())
            cur = ""
        else:
            cur += ch
    return [p for p in out + [cur.strip()] if p]


def _inside(text: str, start: int) -> str | None:
    """The text between the parenthesis at `start` and its match."""
    depth = 0
    for i in range(start, len(text)):
        if text[i] == "(":
            depth += 1
        elif text[i] == ")":
            depth -= 1
            if depth == 0:
                return text[start + 1:i]
    return None


HEAD = re.compile(r"\b(?:function|fn|fun|func|def)\s+(?:\([^()]*\)\s*)?([A-Za-z_$][\w$]*)\s*(?:<[^>(]*>)?\s*\(|"  # (Go: `func (l *Ledger) Transfer(`)
                  r"\b([A-Za-z_$][\w$]*)\s*=\s*(?:async\s+)?(?:function\s*)?\(")


C_HEAD = re.compile(r"^[ \t]*(?:[\w:<>,*&\[\]]+[ \t*&]+)+?([A-Za-z_]\w*)[ \t]*\((?=[^;]*\)[ \t]*(?:const[ \t]*)?(?:\{|$|throws))", re.M)


def _c_signatures(text: str) -> dict[str, list[str]]:
    """`type name(type a, type *b)` definitions: the parameters' names are the last word of each."""
    out: dict[str, list[str]] = {}
    for m in C_HEAD.finditer(text):
        name = m.group(1)
        inner = _inside(text, m.end() - 1)
        if inner is None or name in out or name in ("if", "for", "while", "switch", "return", "sizeof"):
            continue
        names = [w[-1] for p in _split(re.sub(r"=[^,]*", "", inner)) if (w := re.findall(r"[A-Za-z_]\w*", re.sub(r"\[[^\]]*\]", "", p)))]
        out[name] = [n for n in names if n != "void"]
    return out


def _text_signatures(text: str) -> dict[str, list[str]]:
    """Each function's parameter names; a name defined twice (Go's `Record` on two receivers)
    is left out: which one a call reaches is not read here."""
    out: dict[str, list[str]] = {}
    heads = list(HEAD.finditer(text))
    twice = {n for n, k in Counter(m.group(1) or m.group(2) for m in heads).items() if k > 1}
    for m in heads:
        name = m.group(1) or m.group(2)
        inner = _inside(text, m.end() - 1)
        if inner is None or name in out or name in twice:
            continue
        names = []
        for piece in _split(inner):
            piece = re.sub(r"=.*", "", piece).strip()
            ident = re.search(r"\$([A-Za-z_]\w*)", piece) or \
                re.match(r"(?:(?:pub|mut|readonly|private|public|protected|val|var)\s+)*([A-Za-z_][\w]*)", piece)  # PHP: `string $path`
            if ident and ident.group(1) not in ("self", "this"):
                names.append(ident.group(1))
        out[name] = names
    return out


def _calls(text: str, name: str) -> list[tuple[int, str]]:
    """(line, argument text) of each call of `name` that is not its definition."""
    out = []
    for m in re.finditer(rf"(?<![\w$.]){re.escape(name)}\s*\(|(?<=\.){re.escape(name)}\s*\(", text):
        before = text[text.rfind("\n", 0, m.start()) + 1:m.start()]
        if re.search(r"\b(?:function|fn|fun|func|def)\s+(?:\([^()]*\)\s*)?$", before):  # (Go: `func (l *Ledger) Transfer(`)
            continue
        inner = _inside(text, m.end() - 1)
        if inner is not None:
            out.append((text.count("\n", 0, m.start()) + 1, " ".join(inner.split())))
    return out


def _positional(args: str) -> int:
    return sum(1 for p in _split(args) if not re.match(r"[A-Za-z_]\w*\s*[=:](?!=)", p) and not p.startswith("*"))


# An instruction about the calls themselves: "swap the arguments in the chargeLateFee call", "fix the call's order".
CALLS_ASKED = re.compile(r"\b(?:calls?|call\s+sites?|callers?|arguments?|args|invocations?|Aufrufs?|llamadas?|appels?|chiamat\w*)\b", re.I)


# ... unless it speaks of the signature too ("swap the parameters, fix callers", "f(a, b) -> f(b, a)").
PARAMETERS = re.compile(r"\bparam\w*|\bsignature|\btakes?\b|\baccepts?\b|->|→|\bdefinition|\bdeclar\w*|parámetro\w*|paramètre\w*|"
                        r"parametr\w*|Parameter\w*|引数|参数|매개변수", re.I)


def caller_findings(original: str, result: str, filename: str, instruction: str = "") -> list[Finding]:
    suffix = PurePath(filename).suffix.lower()
    read = _python_signatures if suffix in (".py", ".pyi") else _text_signatures if suffix in NAMED_FIRST \
        else _c_signatures if suffix in NAMED_LAST else None
    if read is None or result == original:
        return []
    before, after = read(original), read(result)
    stale: list[int] = []
    crossed: list[int] = []
    swapped: list[tuple[str, int]] = []
    kept = set(original.splitlines())
    touched = set(re.findall(r"[A-Za-z_$][\w$]*", "\n".join(x for x in result.splitlines() if x not in kept)))  # names on changed lines
    for name, old in before.items():
        new = after.get(name)
        if new == old and old and name in touched:  # the parameters stayed: a call that reorders its own arguments passes them wrongly
            old_calls, new_calls = _calls(original, name), _calls(result, name)
            if len(old_calls) == len(new_calls):
                swapped += [(name, line) for (_, was), (line, now) in zip(old_calls, new_calls) if _reordered(was, now)]
            continue
        if len(set(old)) != len(old):
            continue  # two parameters read alike: which one moved is not known
        shifted = [min(i, new.index(p)) for i, p in enumerate(old) if new and p in new and new.index(p) != i]
        if not shifted:
            continue  # unchanged, gone, renamed in place, or only appended to
        moved = min(shifted)
        old_calls, new_calls = _calls(original, name), _calls(result, name)
        if len(old_calls) != len(new_calls):
            continue
        stale += [line for (_, was), (line, now) in zip(old_calls, new_calls) if was == now and _positional(now) > moved]
        if suffix == ".swift" and new and sorted(old) == sorted(new):  # Swift: labels must come in the parameters' order
            stale += [line for _, (line, now) in zip(old_calls, new_calls) if _labels(now) == old != new]
        if new and sorted(old) == sorted(new) and len(set(old)) == len(old):  # a reorder: each call's arguments move the same way
            for (_, was), (line, now) in zip(old_calls, new_calls):
                args, got = _args(was), _args(now)
                if was != now and len(args) == len(got) == len(old) and got != [args[old.index(p)] for p in new]:
                    crossed.append(line)
    found = []
    if stale:
        found.append(Finding("callers", False, f"the parameters moved but the call at line {line_list(stale)} still passes "
                             f"its arguments in the old order", tuple(stale)))
    if crossed:
        found.append(Finding("callers", False, f"the call at line {line_list(crossed)} moved its arguments otherwise than "
                             f"the parameters moved", tuple(crossed)))
    said = {w.lower() for w in re.findall(r"[A-Za-z_$][\w$]*", instruction)}
    signature = PARAMETERS.search(instruction) or any(p.lower() in said for n, _ in swapped for p in before[n] if len(p) > 1)
    if swapped and (signature or not CALLS_ASKED.search(instruction)):  # not "swap the arguments of the transfer call"
        lines = tuple(line for _, line in swapped)
        found.append(Finding("callers", False, f"the call at line {line_list(list(lines))} passes its arguments in another order, "
                             f"but `{swapped[0][0]}` takes its parameters as before", lines))
    return found


def _labels(args: str) -> list[str]:
    """The argument labels of a call, in order (`lengthMetres: 12, days: 3` -> [lengthMetres, days])."""
    return [m.group(1) for p in _split(args) if (m := re.match(r"([A-Za-z_]\w*)\s*:(?!:)", p))]


def _args(text: str) -> list[str]:
    """A call's arguments, spaces taken out."""
    return [re.sub(r"\s+", "", a) for a in _split(text)]


def _reordered(was: str, now: str) -> bool:
    """The same arguments, in another order."""
    a, b = _args(was), _args(now)
    named = [x for x in b if re.match(r"[A-Za-z_]\w*[=:](?![=:])", x)]  # keyword or named arguments go anywhere
    return len(a) > 1 and a != b and sorted(a) == sorted(b) and len(named) < len(b) - 1
