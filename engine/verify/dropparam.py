"""A parameter the instruction asks to remove is the one gone: "drop the unused verbose param",
"entferne den Parameter verbose aus dailyFuelSummary". The function that had it takes, after
the edit, exactly its other parameters in their order: not still `verbose` (made optional,
kept), not `day` taken out in its place.

    dropped_param_findings(original, result, filename, instruction) -> [Finding]

Judged only where the instruction says a parameter (not an argument: "drop the x argument from
the calls" may keep the parameter), names one parameter of the original, and that parameter
belongs to one function (or to the one the instruction names). Parameters are read from
tree-sitter's parameter lists, by the name each declares."""

from __future__ import annotations

import re
from pathlib import PurePath

from .findings import Finding
from .gone import ASKS_REMOVAL
from .phrasing import said_and_kept
from .queries import captures
from .syntax_trees import _tree

# "parameter" in the instruction's words (an argument may be the call's, not the function's).
PARAM = re.compile(r"\b(?:params?|parameters?|parámetros?|param[eè]tres?|parametr[oiy]?|parâmetros?|parametre\w*)\b|引数|参数|매개\s*변수|파라미터", re.I)
LISTS = ("formal_parameters", "parameter_list", "parameters", "method_parameters", "function_value_parameters",
         "lambda_parameters", "class_parameters")
NAME_FIELDS = ("name", "pattern")
# A part of a parameter an instruction may remove: its default, type, check, print, doc.
PART = re.compile(r"\b(?:default\w*|types?|hints?|annotations?|valid\w*|checks?|asserts?|prints?|logs?|logging|docs?|comments?|"
                  r"usages?|uses?|calls?|guards?|values?|Standardwert\w*|Typ\w*|valor\w*|valeur\w*)\b", re.I)
# An instruction that also gives the function a parameter: another signature than one taken out.
ADDS = re.compile(r"\b(?:add\w*|take\s+an?|accept\w*\s+an?|instead|replace\w*|rename\w*)\b", re.I)


def dropped_param_findings(original: str, result: str, filename: str, instruction: str) -> list[Finding]:
    asked = said_and_kept(instruction)[0]
    if result == original or not PARAM.search(asked) or not ASKS_REMOVAL.search(asked):
        return []
    suffix = PurePath(filename).suffix.lower()
    before, after = _functions(original, filename, suffix), _functions(result, filename, suffix)
    if not before or after is None:
        return []
    words = set(re.findall(r"[A-Za-z_$][\w$]*", asked))
    named = [p for p in dict.fromkeys(p for ps in before.values() for p in ps) if p in words]
    if len(named) != 1 or ADDS.search(asked):
        return []  # ("remove verbose and take a logger parameter instead": another signature)
    param = named[0]
    # "remove the default value from the timeout parameter": a part of it goes, not it
    verb = ASKS_REMOVAL.search(asked)
    between = asked[verb.end(): asked.find(param, verb.end())] if verb and param in asked[verb.end():] else ""
    if PART.search(between) or PART.search(asked[max(0, asked.find(param) - 40): asked.find(param)]) and not between:
        return []
    holders = [f for f, ps in before.items() if param in ps]
    said_fns = [f for f in holders if f.rsplit(".", 1)[-1] in words]
    if said_fns:
        holders = said_fns
    if len(holders) != 1 or holders[0] not in after:
        return []
    fn = holders[0]
    want = [p for p in before[fn] if p != param]
    got = after[fn]
    short = fn.rsplit(".", 1)[-1]
    if param in got:
        return [Finding("param", False, f"`{short}` still takes `{param}`, which the instruction asks to remove")]
    if got != want:
        gone = [p for p in before[fn] if p not in got and p != param]
        what = f"also lost `{'`, `'.join(gone)}`" if gone else f"takes ({', '.join(got)}) where ({', '.join(want)}) was left"
        return [Finding("param", False, f"`{short}` {what}: the instruction removes only `{param}`")]
    return []


def _functions(text: str, filename: str, suffix: str) -> dict[str, list[str]] | None:
    """{function name: its parameters' names in order}, for functions of one name only."""
    tree = _tree(text, filename)
    if tree is None or tree.root_node.has_error:
        return None
    out: dict[str, list[str]] = {}
    seen: set[str] = set()
    for node in captures(tree, suffix, p=LISTS).get("p", []):
        fn = node.parent
        name = fn.child_by_field_name("name") if fn is not None else None
        params = fn.child_by_field_name("parameters") if fn is not None else None
        if name is None or params is not None and params != node:
            continue  # a Go method's receiver or results: not its parameters
        key = name.text.decode("utf-8", "replace")
        if key in seen:
            out.pop(key, None)  # two functions of one name (overloads, two classes'): not judged
            continue
        seen.add(key)
        out[key] = [n for c in node.named_children for n in _declared(c)]
    return out


def _declared(param) -> list[str]:
    """The names one parameter declares (Go's `a, b int` declares two)."""
    if param.type in ("identifier", "simple_identifier"):
        return [param.text.decode("utf-8", "replace")]
    if "comment" in param.type:
        return []
    for field in NAME_FIELDS:
        found = param.children_by_field_name(field)
        if found:
            return [n.text.decode("utf-8", "replace") for n in found if n.type in ("identifier", "simple_identifier")] or \
                [_first_identifier(found[0])] if _first_identifier(found[0]) else []
    first = _first_identifier(param)
    return [first] if first else []


def _first_identifier(node) -> str:
    stack = [node]
    while stack:
        n = stack.pop(0)
        if n.type in ("identifier", "simple_identifier", "variable_name"):
            return n.text.decode("utf-8", "replace").lstrip("$")
        stack.extend(n.children)
    return ""
