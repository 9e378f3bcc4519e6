"""A format string the edit writes takes as many values as it is given, whatever the
instruction: a message reworded without its `{}` while `p.display()` is still passed, a `%s`
added to a log line with no value for it. Each is a compile error (Rust's format macros), a
vet error (Go's printf family), or a runtime one (Python's `.format` and logging calls, Java's
`String.format`, C's printf family, C#'s `{0}`).

    placeholder_findings(original, result, filename) -> [Finding]

Read from the text of each call: its format string literal and the arguments after it. A
call whose count this cannot tell (a format built from pieces, `%[1]d`, `{:1$}`, `*args`) is
left alone, and so is a mismatch the original already had."""

from __future__ import annotations

import re
from bisect import bisect_right
from pathlib import PurePath

from .tokens import split_top
from .findings import Finding
from .scope import added_lines

# A double-quoted literal, with its escapes (Rust's raw strings too).
STRING = r'(?:r#*)?"(?:[^"\\\n]|\\.)*"#*'
PY_STRING = STRING + r"""|'(?:[^'\\\n]|\\.)*'"""
C_FILES = (".c", ".h", ".cc", ".cpp", ".cxx", ".hpp", ".hh", ".m")
# By file type: the calls that take a format, and which argument holds it (the first literal).
CALLS: dict[str, re.Pattern] = {
    ".rs": re.compile(r"\b(?:format|print|println|eprint|eprintln|write|writeln|panic|format_args|anyhow|bail|info|warn|error|"
                      r"debug|trace|unreachable|todo|unimplemented)!\s*\("),
    ".go": re.compile(r"\b(?:fmt\.(?:Sprintf|Printf|Errorf|Fprintf|Appendf)|log\.(?:Printf|Fatalf|Panicf)|"
                      r"\w+\.(?:Errorf|Fatalf|Logf|Skipf|Infof|Warnf|Warningf|Debugf|Tracef|Panicf|Printf))\s*\("),
    ".py": re.compile(r"\b(?:log|logger|logging|LOG|LOGGER|_log|_logger|log\w*|\w*_log(?:ger)?)\.(?:debug|info|warning|warn|error|"
                      r"critical|exception|log)\s*\(|\.format\s*\("),
    ".java": re.compile(r"\b(?:String\.format|\w+\.printf|\w+\.format)\s*\(|\.formatted\s*\("),
    ".cs": re.compile(r"\b(?:string\.Format|String\.Format|Console\.Write(?:Line)?|\w+\.AppendFormat)\s*\("),
    **{s: re.compile(r"\b(?:printf|fprintf|sprintf|snprintf|dprintf|syslog|printk|fprintf_s|sprintf_s|snprintf_s)\s*\(")
       for s in C_FILES},
}
PERCENT = re.compile(r"%(?P<flags>[-+# 0']*)(?P<width>\d+|\*)?(?:\.(?P<prec>\d+|\*)?)?(?:hh|h|ll|l|j|z|t|L|q)?(?P<verb>[a-zA-Z%])")


def placeholder_findings(original: str, result: str, filename: str, instruction: str = "") -> list[Finding]:
    suffix = PurePath(filename).suffix.lower()
    if suffix not in CALLS or result == original:
        return []
    added = added_lines(original, result)
    if not added:
        return []
    found = _mismatches(result, suffix, added)
    if not found:
        return []  # (the original is read only for what the result's new lines get wrong)
    before = {text for text, _, _ in _mismatches(original, suffix)}
    return [Finding("format", False, f"the format string at line {line} {why}", (line,))
            for text, line, why in found if text not in before]


def _mismatches(text: str, suffix: str, lines: set[int] | frozenset[int] | None = None) -> list[tuple[str, int, str]]:
    """(the call's text, its line, what is wrong) for each call whose placeholders and values
    differ; only calls that start on `lines`, when given."""
    out = []
    starts = [0] + [m.end() for m in re.finditer("\n", text)]
    for m in CALLS[suffix].finditer(text):
        line = bisect_right(starts, m.start())
        if lines is not None and line not in lines:
            continue
        found = _arguments(text, m.end())
        if found is None:
            continue
        args, end = found
        if m.group().startswith("."):  # `"...".format(a)` / `"...".formatted(a)`: the string is before the call
            lit = re.search(rf"(?:{_string(suffix)})\s*$", text[max(0, m.start() - 400):m.start()])
            if lit is None:
                continue
            fmt, values = lit.group(), args
        else:
            at = next((k for k, a in enumerate(args[:3]) if re.fullmatch(_string(suffix), a)), None)
            if at is None:
                continue
            fmt, values = args[at], args[at + 1:]
        why = _judge(fmt, values, suffix, m.group())
        if why:
            out.append((" ".join(text[m.start():end].split()), line, why))
    return out


def _judge(fmt: str, values: list[str], suffix: str, call: str) -> str | None:
    if any(v.startswith("*") or v.endswith("...") for v in values):
        return None  # `*args`, `args...`: any number
    if not values and (suffix in (".py", ".cs") and not call.startswith(".") or suffix in C_FILES):
        return None  # a logging call or a print without values writes its text as it is (`90% full`)
    body = re.sub(r'^r#*"|"#*$', "", fmt) if suffix == ".rs" else fmt[1:-1]
    if suffix in (".rs", ".cs") or call.startswith(".format") and suffix == ".py":
        need = _braces(body, suffix)
        if need is None:
            return None
        given = [v for v in values if not re.match(r"[A-Za-z_]\w*\s*=(?!=)", v)]
        if suffix == ".rs" and len(given) != len(values):
            return None  # named arguments: what they fill is theirs
        too_many_ok = suffix != ".rs"
    else:
        need = _percents(body)
        if need is None or need == 0 and "{" in body:
            return None  # `{}` with no `%`: a logger that formats with braces (loguru, structlog)
        given = [v for v in values if not (suffix == ".py" and re.match(r"[A-Za-z_]\w*\s*=(?!=)", v))]  # `exc_info=True`
        too_many_ok = suffix == ".java"
    if need > len(given) or (need < len(given) and not too_many_ok):
        return f"has {need} placeholder{'s' if need != 1 else ''} but is given {len(given)} value{'s' if len(given) != 1 else ''}"
    return None


def _string(suffix: str) -> str:
    return PY_STRING if suffix == ".py" else STRING


def _braces(body: str, suffix: str) -> int | None:
    """How many positional values `{}` placeholders take (`{0}`, `{}`), or None when it cannot tell."""
    body = body.replace("{{", "").replace("}}", "")
    implicit, highest = 0, -1
    for m in re.finditer(r"\{([^{}]*)\}", body):
        arg, _, spec = m.group(1).partition(":")
        arg = arg.split(",")[0].strip()  # C#'s `{0,8}`
        if "$" in spec or "*" in spec:
            return None
        if arg == "":
            if suffix == ".cs":
                return None
            implicit += 1
        elif arg.isdigit():
            highest = max(highest, int(arg))
        elif suffix != ".rs":
            return None  # a named field of `.format(**kw)`
    return max(implicit, highest + 1)


def _percents(body: str) -> int | None:
    if "$" in body or "%[" in body or "%(" in body:
        return None  # explicit indexes, named mappings
    need = 0
    for m in PERCENT.finditer(body):
        if m.group("verb") not in ("%", "n", "m"):  # `%%`, Java's `%n` and glibc's `%m` take no value
            need += 1 + (m.group("width") == "*") + (m.group("prec") == "*")
    return need


def _arguments(text: str, start: int) -> tuple[list[str], int] | None:
    """The top-level arguments of the call whose `(` ends at `start`, and where its `)` ends;
    None when unclosed."""
    depth, quote, k = 1, "", start
    while k < len(text) and depth:
        ch = text[k]
        if quote:
            if ch == "\\":
                k += 1
            elif ch == quote:
                quote = ""
        elif ch in "\"'" and not (ch == "'" and text[k - 1:k].isalnum()):
            quote = ch
        elif ch == "#" and text[k - 1:k] in (" ", "\t") or text[k:k + 2] == "//":
            return None  # a comment inside the call: its words are no arguments
        elif ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
        k += 1
        if k - start > 2000:
            return None
    if depth:
        return None
    return split_top(text[start:k - 1]), k
