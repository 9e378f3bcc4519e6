"""(Go, Rust) A private function the edit adds is called or handed on somewhere in the file: a Go
HTTP handler written and never registered (`func healthz(w http.ResponseWriter, ...)` without
`mux.HandleFunc("/healthz", healthz)`), a Rust helper never called. Go's lowercase functions and Rust's functions without `pub`
are not seen outside their package or module, so a new one nothing in the file names most
likely does nothing. Tests, `main`, `init`, methods, trait items and a function the instruction
names (a helper asked for may be meant for the package's other files) are left out.

    uncalled_findings(original, result, filename, instruction) -> [Finding]"""

from __future__ import annotations

import re
from pathlib import PurePath

from .findings import Finding
from .syntax_trees import definitions

KINDS = {".go": ("function_declaration",), ".rs": ("function_item",)}
# A Go HTTP handler's parameters: registered on a mux or router, or it serves nothing.
HANDLER = re.compile(r"\bhttp\.ResponseWriter\b|\*gin\.Context\b|\becho\.Context\b|\*fiber\.Ctx\b")


def uncalled_findings(original: str, result: str, filename: str, instruction: str = "") -> list[Finding]:
    suffix = PurePath(filename).suffix.lower()
    if suffix not in KINDS or result == original:
        return []
    before, after = definitions(original, filename), definitions(result, filename)
    new = [(name, d) for name, d in after.items() if name not in before and d.kind in KINDS[suffix]]
    if not new:
        return []
    lines = result.splitlines()
    impls = [(d.line, d.end or d.line) for d in after.values() if d.kind in ("impl_item", "trait_item")]
    out = []
    for name, d in new:
        if name in ("main", "init") or name.startswith(("Test", "test", "Benchmark", "Example", "Fuzz")) \
                or re.search(rf"(?<![\w/.-]){re.escape(name)}(?![\w/-])", instruction):
            continue  # (a helper the instruction asks for by name may be for the package's other files)
        if suffix == ".go" and (name[:1].isupper() or not HANDLER.search(" ".join(lines[d.line - 1:d.line + 2]))) \
                or suffix == ".rs" and ("pub" in d.modifiers or any(a <= d.line <= b for a, b in impls)):
            continue  # (a Go helper may be for the package's other files; a handler is registered where the mux is)
        if any(re.match(r"\s*#\[", x) for x in lines[max(0, d.line - 3):d.line - 1]):
            continue  # `#[test]`, `#[tokio::main]`, an attribute that registers it
        if len(re.findall(rf"(?<![\w$]){re.escape(name)}(?![\w$])", result)) <= 1:
            out.append(Finding("uncalled", False, f"`{name}` (line {d.line}) is new, private and never called or registered: "
                               "it does nothing", (d.line,)))
    return out
