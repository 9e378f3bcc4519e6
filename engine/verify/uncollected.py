"""A test the result adds is one its runner runs, whatever the instruction:

    Python  a new function among tests (a test file's top level, a `Test*` class) whose
            siblings are `test_*` functions is named `test_*` too, unless it is a helper (it
            is read elsewhere) or decorated (a fixture); a new `test_*` function is not
            nested inside another function, where pytest never finds it
    Rust    a new `fn` in a `mod tests` that is never called carries an attribute (`#[test]`,
            `#[tokio::test]`, `#[rstest]`...)

Set-up, tear-down and pytest's hooks are called by name; a test a factory returns is its."""

from __future__ import annotations

import ast
import re
from collections import Counter
from pathlib import PurePath

from .findings import Finding
from .parsers import plain_tree
from .syntax_trees import _tree

FUNCTIONS = (ast.FunctionDef, ast.AsyncFunctionDef)
# What a test runner calls by name, not as a test: unittest's and pytest's set-up and tear-down, pytest's hooks.
HOOKS = re.compile(r"(?:set[Uu]p|tear[Dd]own|asyncSetUp|asyncTearDown)(?:Class|Module|_class|_module|_method|_function)?$|"
                   r"setup|teardown|pytest_\w+|setUpTestData|addClassCleanup")


def uncollected_findings(original: str, result: str, filename: str, instruction: str = "") -> list[Finding]:
    if result == original:
        return []
    if filename.endswith(".py"):
        return _python(original, result, filename)
    if filename.endswith(".rs") and "#[test]" in result:
        return _rust(original, result)
    return []


def _python(original: str, result: str, filename: str) -> list[Finding]:
    defined = re.compile(r"\bdef\s+(\w+)")
    old = set(defined.findall(original))
    if not set(defined.findall(result)) - old:  # no new function: nothing to collect (and no tree to walk)
        return []
    after = plain_tree(result)
    if after is None or plain_tree(original) is None:
        return []
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
            if f.name not in old and not f.name.startswith("test") and not f.decorator_list and words[f.name] == 1 \
                    and not HOOKS.fullmatch(f.name):
                found.append(Finding("test", False, f"`{f.name}` (line {f.lineno}) sits among the tests but is not named "
                                     f"`test_...`: it never runs", (f.lineno,)))
    new_tests = {n for n in set(defined.findall(result)) - old if n.startswith("test")}
    if new_tests:
        placed = {id(f) for f in after.body} | {id(f) for c in after.body if isinstance(c, ast.ClassDef) for f in c.body}
        for outer in (n for n in ast.walk(after) if isinstance(n, FUNCTIONS) and id(n) in placed):
            returned = {r.value.id for r in ast.walk(outer) if isinstance(r, ast.Return) and isinstance(r.value, ast.Name)}
            for inner in ast.walk(outer):
                if inner is not outer and isinstance(inner, FUNCTIONS) and inner.name in new_tests \
                        and inner.name not in returned:  # (a factory returns the test it makes)
                    found.append(Finding("test", False, f"`{inner.name}` (line {inner.lineno}) is defined inside `{outer.name}`: "
                                         f"the test runner never finds it", (inner.lineno,)))
    return found


def _rust(original: str, result: str) -> list[Finding]:
    tree = _tree(result, "x.rs")
    if tree is None or tree.root_node.has_error:
        return []
    old = set(re.findall(r"\bfn\s+(\w+)", original))
    found: list[Finding] = []
    stack = [tree.root_node]
    while stack:
        node = stack.pop()
        stack.extend(node.named_children)
        name = node.child_by_field_name("name")
        if node.type != "mod_item" or name is None or name.text != b"tests" or node.child_by_field_name("body") is None:
            continue
        for f in node.child_by_field_name("body").named_children:
            fn = f.child_by_field_name("name") if f.type == "function_item" else None
            if fn is None or (text := fn.text.decode("utf-8", "replace")) in old:
                continue
            before = f.prev_named_sibling
            if before is not None and before.type == "attribute_item":
                continue  # `#[test]`, `#[tokio::test]`, `#[rstest]`...: its runner's
            if len(re.findall(rf"\b{re.escape(text)}\b", result)) == 1:  # never called: a test without its attribute
                line = f.start_point[0] + 1
                found.append(Finding("test", False, f"`{text}` (line {line}) in `mod tests` has no `#[test]`: it never runs", (line,)))
    return found
