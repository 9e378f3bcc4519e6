"""(Rust) A function turned to return `Option<T>` or `Result<T, E>` where it returned `T`: each
call of it in the file handles the wrapper (`?`, `if let Some(x) =`, `let Some(x) = ... else`,
`match`, `.unwrap_or(...)`, `filter_map`...), not the bare value (a type error: `let tooth =
parse_fdi(code); out.entry(tooth)`); and where the instruction asks it to stop panicking ("instead
of panicking", "never panics"), no `panic!`, `.expect(` or `.unwrap()` is left in its body.

    optional_call_findings(original, result, filename, instruction) -> [Finding]"""

from __future__ import annotations

import re
from pathlib import PurePath

from .findings import Finding
from .syntax_trees import definitions

RETURNS = re.compile(r"->\s*(?P<ret>[^{]+?)\s*(?:where\b[^{]*)?\{")
WRAPPED = re.compile(r"^(?:Option|Result|io::Result|anyhow::Result)\s*<")
# What handles an Option or a Result at a call: a `?`, a method on it, a pattern, a match.
HANDLED = re.compile(r"\)\s*(?:\?|\.\s*\w+|\s*else\b)|\b(?:if|while)\s+let\b|\blet\s+(?:Some|Ok|Err|None)\b|\bmatch\b|\bfilter_map\b|"
                     r"\bflat_map\b|\bthen\b|\band_then\b|\bSome\s*\(|\bOk\s*\(|\breturn\b|=>")
NO_PANIC = re.compile(r"\b(?:instead\s+of\s+panick?ing|never\s+panics?|(?:not|no\s+longer|without)\s+panick?(?:ing|s)?|don'?t\s+panic|"
                      r"invece\s+di\s+(?:andare\s+in\s+)?panic\w*|en\s+lugar\s+de\s+(?:entrar\s+en\s+)?p[aá]nico|au\s+lieu\s+de\s+paniquer|"
                      r"statt\s+zu\s+panik\w*|ohne\s+(?:zu\s+)?panik\w*|zamiast\s+panik\w*|em\s+vez\s+de\s+(?:entrar\s+em\s+)?p[aâ]nico)\b|"
                      r"パニック(?:せず|しない)|不要\s*panic|不再\s*panic", re.I)
# A value built from literals alone and unwrapped (`Regex::new(r"^\d+$").unwrap()`): it cannot fail on any input.
LITERAL_BUILT = re.compile(r"""[\w:]+\(\s*r?#*"[^"]*"#*\s*\)\s*\.\s*(?:unwrap\s*\(\s*\)|expect\s*\([^)]*\))""")
PANICS = re.compile(r"\bpanic!\s*\(|\.expect\s*\(|\.unwrap\s*\(\s*\)|\bunreachable!\s*\(|\btodo!\s*\(|\bunimplemented!\s*\(")


def optional_call_findings(original: str, result: str, filename: str, instruction: str = "") -> list[Finding]:
    if PurePath(filename).suffix.lower() != ".rs" or result == original:
        return []
    before, after = definitions(original, filename), definitions(result, filename)
    old_lines, new_lines = original.splitlines(), result.splitlines()
    out: list[Finding] = []
    for name, d in after.items():
        if d.kind != "function_item" or name not in before:
            continue
        was, now = _returned(old_lines, before[name].line), _returned(new_lines, d.line)
        if was is None or now is None or WRAPPED.match(was) or not WRAPPED.match(now):
            continue
        if NO_PANIC.search(instruction) and re.search(rf"(?<![\w]){re.escape(name)}(?![\w])", instruction):
            body = new_lines[d.line:d.end or d.line]
            left = next((d.line + 1 + k for k, x in enumerate(body) if PANICS.search(LITERAL_BUILT.sub("", x.split("//")[0]))), None)
            if left is not None:
                out.append(Finding("panics", False, f"`{name}` still panics (line {left}: `{new_lines[left - 1].strip()[:50]}`), "
                                   "which the instruction asks it to stop doing", (left,)))
        for k, line in enumerate(new_lines, 1):
            if d.line <= k <= (d.end or d.line):
                continue
            if re.match(r"\s*(?://|/\*|\*)", line) or re.search(r"\bassert\w*!|\b(?:None|Option\s*<|Result\s*<)", line):
                continue  # a comment, a test's assertion, a line that names the wrapper
            for m in re.finditer(rf"(?<![\w.:]){re.escape(name)}\s*\(", line):
                rest = line[m.start():]
                if not HANDLED.search(rest) and not HANDLED.search(line[:m.start()]) and not _continued(new_lines, k) \
                        and not _tail(new_lines, k, rest) and not _bound_then_handled(new_lines, k, line[:m.start()]):
                    out.append(Finding("option", False, f"`{name}` returns `{now}` now, but line {k} uses what it returns as the "
                                       f"plain value (`{line.strip()[:50]}`)", (k,)))
                    break
    return out[:2]


def _returned(lines: list[str], first: int) -> str | None:
    """The return type written on a function's head (up to its `{`), None for `()`."""
    head = " ".join(lines[first - 1:first + 4])
    head = head[: head.index("{") + 1] if "{" in head else head
    m = RETURNS.search(head)
    return m.group("ret").strip() if m else None


def _tail(lines: list[str], k: int, rest: str) -> bool:
    """The call is its function's value, handed on as it is (`fn port(v) -> Result<..> { parse_port(v) }`)."""
    after = rest[rest.index("(") :]
    return not after.rstrip().endswith(";") and (k >= len(lines) or lines[k].strip().startswith("}"))


def _bound_then_handled(lines: list[str], k: int, before: str) -> bool:
    """`let x = f(..);` and the next lines match, test or unwrap `x` (`match x`, `if let Some(t) = x`, `x?`)."""
    m = re.search(r"\blet\s+(?:mut\s+)?([a-z_]\w*)\s*(?::[^=]*)?=\s*$", before)
    if m is None:
        return False
    x = re.escape(m.group(1))
    rest = lines[k:k + 8]
    if any(re.search(rf"\bmatch\s+{x}\b|\blet\s+\w+\s*\(.*\)\s*=\s*{x}\b|=\s*{x}\s*else\b|\b{x}\s*(?:\?|\.\s*\w+\s*\()|"
                     rf"\b{x}\s*[!=]=|[!=]=\s*{x}\b", line) for line in rest):
        return True
    # read as the plain value: a field of it (`x.quay`), or handed to a function (`out.entry(x)`), not to a macro
    return not any(re.search(rf"\b{x}\s*\.\s*\w+\b(?!\s*\()|(?<![!\w])\w+\s*\((?:[^()]*,\s*)?{x}\s*[,)]", line) for line in rest)


def _continued(lines: list[str], k: int) -> bool:
    """The call's line goes on below with a method or a `?` (`parse(x)\n    .unwrap_or(...)`)."""
    return k < len(lines) and bool(re.match(r"\s*(?:\.|\?)", lines[k]))
