"""Go: a standard package the result calls (`strconv.Itoa`, `log.Printf`) is imported, or the
file does not compile ("undefined: strconv"), whatever the instruction. A variable or
parameter of the package's name (`log *slog.Logger`, `path := ...`) is no package, and a
snippet pasted without its imports (the original calls packages it does not import either)
is not held to them."""

from __future__ import annotations

import re

from .findings import Finding, line_list
from .tokens import lex

# The standard packages a Go file most often calls, by the name it calls them with.
PACKAGES = set("""fmt log slog strconv strings time os errors io bytes context net http json sort sync math regexp filepath path
bufio rand atomic url ioutil exec signal reflect unicode utf8 hex base64 sha256 sha1 hmac md5 csv xml tls x509 big heap list
ring template sql binary gzip zip tar flag testing httptest slices maps cmp embed fs pprof runtime debug user""".split())
IMPORTED = re.compile(r'(?:^|\n)[ \t]*(?:import[ \t]+)?(?:([\w.]+)[ \t]+)?"([\w./-]+)"')


def unimported_findings(original: str, result: str, filename: str, instruction: str = "") -> list[Finding]:
    if not filename.endswith(".go") or result == original:
        return []
    called = _unimported(result, filename)
    if called:
        for name in _unimported(original, filename):  # a snippet without its imports: the original's calls were so too
            called.pop(name, None)
    return [Finding("import", False, f"line{'s' if len(lines) > 1 else ''} {line_list(lines)} call{'' if len(lines) > 1 else 's'} "
                    f"`{name}`, which the file does not import", tuple(lines)) for name, lines in called.items()]


def _unimported(text: str, filename: str) -> dict[str, list[int]]:
    """{package: the lines that call it} of the packages `text` calls but does not import."""
    imported = {m.group(1) or _package(m.group(2)) for m in IMPORTED.finditer(text)}
    called: dict[str, list[int]] = {}
    for w in lex(text, filename):
        if w.kind == "code" and w.text in PACKAGES and w.text not in imported and text[w.end:w.end + 1] == "." \
                and text[w.start - 1:w.start] != "." and not _declared(text, w.text):
            called.setdefault(w.text, []).append(w.line)
    return called


def _package(path: str) -> str:
    """The name a Go import path is called by: its last element, a major version aside
    (`math/rand/v2` -> `rand`)."""
    parts = path.split("/")
    return parts[-2] if len(parts) > 1 and re.fullmatch(r"v\d+", parts[-1]) else parts[-1]


def _declared(text: str, name: str) -> bool:
    """`name` is a variable, parameter or field of the file (`log :=`, `log, err :=`, `(log *slog.Logger`)."""
    code = re.sub(r"//[^\n]*|/\*.*?\*/", "", text, flags=re.S)  # ("log the error" in a comment declares nothing)
    return re.search(rf"(?<![\w.]){name}\s*(?::=|,\s*\w+\s*:=|\s+[\w*\[])|\b(?:var|const)\s+{name}\b", code) is not None
