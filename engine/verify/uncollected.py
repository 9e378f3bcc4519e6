"""A test the result adds is one its runner runs, whatever the instruction:

    Python  a new function among tests (a test file's top level, a `Test*` class) whose
            siblings are `test_*` functions is named `test_*` too, unless it is a helper (it
            is read elsewhere) or decorated (a fixture); a new `test_*` function is not
            nested inside another function, where pytest never finds it
    Rust    a new `fn` in a `mod tests` that is never called carries a `#[test]` attribute"""

from __future__ import annotations

import ast
import re
from collections import Counter
from pathlib import PurePath

from .findings import Finding
from .parsers import plain_tree

FUNCTIONS = (ast.FunctionDef, ast.AsyncFunctionDef)
RUST_FN = re.compile(r"(?:^|\n)((?:[ \t]*#\[[^\n]*\][ \t]*\n)*)[ \t]*(?:pub\s+)?(?:async\s+)?fn\s+(\w+)")


def uncollected_findings(original: str, result: str, filename: str, instruction: str = "") -> list[Finding]:
    if result == original:
        return []
    if filename.endswith(".py"):
        return _python(original, result, filename)
    if filename.endswith(".rs") and "#[test]" in result:
        return _rust(original, result)
    return []


def _python(original: str, result: str, filename: str) -> list[Finding]:
    before, after = plain_tree(original), plain_tree(result)
    if before is None or after is None:
        return []
    old = {n.name for n in ast.walk(before) if isinstance(n, FUNCTIONS)}
    name = PurePath(filename).name
    test_file = name.startswith("test_") or name.endswith("_test.py")
    words = Counter(re.findall(r"\w+", result))
    found: list[Finding] = []
    groups = ([after.body] if test_file else []) + [c.body for c in after.body if isinstance(c, ast.ClassDef) and c.name.startswith("Test")]
    for body in groups:
        functions = [n for n in body if isinstance(n, FUNCTIONS)]
        if sum(f.name.startswith("test") for f in functions) < 2:
            continue
        for f in functions:
            if f.name not in old and not f.name.startswith("test") and not f.decorator_list and words[f.name] == 1:
                found.append(Finding("test", False, f"`{f.name}` (line {f.lineno}) sits among the tests but is not named "
                                     f"`test_...`: it never runs", (f.lineno,)))
    for outer in (n for n in ast.walk(after) if isinstance(n, FUNCTIONS)):
        for inner in ast.walk(outer):
            if inner is not outer and isinstance(inner, FUNCTIONS) and inner.name.startswith("test") and inner.name not in old:
                found.append(Finding("test", False, f"`{inner.name}` (line {inner.lineno}) is defined inside `{outer.name}`: "
                                     f"the test runner never finds it", (inner.lineno,)))
    return found


def _rust(original: str, result: str) -> list[Finding]:
    old = set(re.findall(r"\bfn\s+(\w+)", original))
    tests = result.find("mod tests")
    found: list[Finding] = []
    for m in RUST_FN.finditer(result):
        name = m.group(2)
        if tests < 0 or m.start() < tests or name in old or "test" in m.group(1):
            continue
        if len(re.findall(rf"\b{re.escape(name)}\b", result)) == 1:  # never called: a test without its attribute
            line = result.count("\n", 0, m.start(2)) + 1
            found.append(Finding("test", False, f"`{name}` (line {line}) in `mod tests` has no `#[test]`: it never runs", (line,)))
    return found
