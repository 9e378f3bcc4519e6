"""Check an edit's result before anyone accepts it: does it still parse, and (Python) does it
still define every module-level name the original defined, unless the instruction asked for
that name to go?

    check(original, result, filename, instruction) -> Verdict

Pure: no model, no files, no UI. What each file type allows:

    .py .pyi          compile() (syntax, plus what ast.parse lets through: `return` outside
                      a function, misplaced nonlocal...), then the module-level names, then
                      names the result still reads but no longer binds anywhere
    .json .ipynb ...  json.loads
    .toml             tomllib
    .yaml .yml        PyYAML's safe loader, every document
    anything else     not checked
"""

from __future__ import annotations

import ast
import builtins
import json
import re
import sys
import warnings
from dataclasses import dataclass
from pathlib import PurePath
from typing import Callable

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - Python 3.10
    import tomli as tomllib

# Words in an instruction that ask for names to go (a rename, a removal, a merge...).
REMOVING = re.compile(
    r"\b(renam\w*|remov\w*|delet\w*|drop\w*|unused|inlin\w*|merg\w*|combin\w*|consolidat\w*|"
    r"replac\w*|mov\w*|split\w*|camel\s*case|snake\s*case|pascal\s*case|private|prefix\w*)\b",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class Verdict:
    """What `check` found. `kind`: "parses", "syntax" (the result does not parse), "removes"
    (module-level names disappeared), "undefined" (a name the result reads is bound nowhere
    any more), "unparsed" (neither the original nor the result parses) or "unchecked" (a
    file type with no check)."""

    kind: str
    text: str  # one line for a stats line: "parses", "breaks syntax at line 3: ..."
    line: int | None = None
    removed: tuple[str, ...] = ()

    @property
    def breaks(self) -> bool:
        """The result breaks a file that was fine before: refuse it unless forced."""
        return self.kind in ("syntax", "removes", "undefined")

    @property
    def ok(self) -> bool:
        return self.kind == "parses"

    def as_dict(self) -> dict:
        return {"kind": self.kind, "text": self.text, "line": self.line, "removed": list(self.removed)}


class ParseFailure(Exception):
    def __init__(self, message: str, line: int | None = None) -> None:
        super().__init__(message)
        self.message, self.line = message, line


# -- parsers: text -> a tree or data, or ParseFailure ----------------------------------------


def parse_python(text: str) -> ast.Module:
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # invalid escape sequences and the like: not breakage
            compile(text, "<edit>", "exec", dont_inherit=True)  # compile-time errors ast misses
            return ast.parse(text)
    except SyntaxError as e:  # IndentationError and TabError included
        return _raise(e.msg, e.lineno)
    except ValueError as e:  # NUL bytes
        return _raise(str(e), None)


def parse_json(text: str):
    try:
        return json.loads(text)
    except json.JSONDecodeError as e:
        return _raise(e.msg, e.lineno)


def parse_toml(text: str):
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as e:
        line = getattr(e, "lineno", None) or _line_in(str(e))
        return _raise(str(e).split(" (at line")[0], line)


def parse_yaml(text: str):
    import yaml

    try:
        return list(yaml.safe_load_all(text))
    except yaml.MarkedYAMLError as e:
        mark = e.problem_mark or e.context_mark
        return _raise(e.problem or str(e), mark.line + 1 if mark else None)
    except yaml.YAMLError as e:
        return _raise(str(e).splitlines()[0], None)


def _raise(message: str, line: int | None):
    raise ParseFailure(message, line)


def _line_in(message: str) -> int | None:
    m = re.search(r"line (\d+)", message)
    return int(m.group(1)) if m else None


PARSERS: dict[str, Callable[[str], object]] = {
    ".py": parse_python, ".pyi": parse_python,
    ".json": parse_json, ".ipynb": parse_json, ".geojson": parse_json,
    ".toml": parse_toml,
    ".yaml": parse_yaml, ".yml": parse_yaml,
}


def parser_for(filename: str) -> Callable[[str], object] | None:
    return PARSERS.get(PurePath(filename).suffix.lower())


# -- module-level names ---------------------------------------------------------------------

_BLOCKS = (ast.If, ast.Try, ast.With, ast.For, ast.While, ast.AsyncWith, ast.AsyncFor)
if sys.version_info >= (3, 11):
    _BLOCKS += (ast.TryStar,)


def module_names(tree: ast.Module) -> dict[str, int]:
    """Names bound at module level (through if/try/with/for blocks, not into functions) and
    the members of module-level classes as `Class.member`, each with its first line."""
    names: dict[str, int] = {}

    def bind(name: str, line: int) -> None:
        names.setdefault(name, line)

    def visit(body: list[ast.stmt], prefix: str = "") -> None:
        for node in body:
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                bind(prefix + node.name, node.lineno)
            elif isinstance(node, ast.ClassDef):
                bind(prefix + node.name, node.lineno)
                if not prefix:
                    visit(node.body, node.name + ".")
            elif isinstance(node, (ast.Import, ast.ImportFrom)):
                for a in node.names:
                    if a.name != "*":
                        bind(prefix + (a.asname or a.name.split(".")[0]), node.lineno)
            elif isinstance(node, (ast.Assign, ast.AnnAssign, ast.AugAssign)):
                targets = node.targets if isinstance(node, ast.Assign) else [node.target]
                for t in targets:
                    for n in ast.walk(t):
                        if isinstance(n, ast.Name):
                            bind(prefix + n.id, node.lineno)
            elif isinstance(node, _BLOCKS):
                for field in ("body", "orelse", "finalbody"):
                    visit(getattr(node, field, []) or [], prefix)
                for handler in getattr(node, "handlers", []) or []:
                    visit(handler.body, prefix)

    visit(tree.body)
    return names


def _used(tree: ast.Module) -> dict[str, int]:
    """Names read anywhere (and attribute names, for `Class.member`), with the first line."""
    used: dict[str, int] = {}
    for n in ast.walk(tree):
        if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load):
            used.setdefault(n.id, n.lineno)
        elif isinstance(n, ast.Attribute) and isinstance(n.ctx, ast.Load):
            used.setdefault(n.attr, n.lineno)
    return used


def _aug_targets(tree: ast.Module) -> set[int]:
    """ids of the Name nodes `x += ...` updates: a read first, so no binding of their own."""
    return {id(n.target) for n in ast.walk(tree) if isinstance(n, ast.AugAssign) and isinstance(n.target, ast.Name)}


def _bound_anywhere(tree: ast.Module) -> set[str]:
    bound = set()
    aug = _aug_targets(tree)
    for n in ast.walk(tree):
        if isinstance(n, ast.Name) and not isinstance(n.ctx, ast.Load):
            if id(n) not in aug:
                bound.add(n.id)
        elif isinstance(n, ast.ExceptHandler) and n.name:
            bound.add(n.name)
        elif isinstance(n, (ast.MatchAs, ast.MatchStar)) and n.name:
            bound.add(n.name)
        elif isinstance(n, ast.MatchMapping) and n.rest:
            bound.add(n.rest)
        elif isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            bound.add(n.name)
        elif isinstance(n, ast.arg):
            bound.add(n.arg)
        elif isinstance(n, (ast.Import, ast.ImportFrom)):
            bound.update((a.asname or a.name.split(".")[0]) for a in n.names)
    return bound


def mentioned(name: str, instruction: str) -> bool:
    """`name` (or for `Class.member`, the member) appears in the instruction as a word."""
    word = name.rsplit(".", 1)[-1]
    return re.search(rf"(?<![\w.]){re.escape(word)}(?!\w)", instruction) is not None


def removed_names(before: ast.Module, after: ast.Module, instruction: str) -> list[tuple[str, int | None]]:
    """Module-level names of `before` that `after` lost and the instruction did not ask to
    lose, each with the line in `after` that still uses it (None if nothing does).

    Allowed: a name the instruction mentions; and, when the instruction asks for renames
    or removals in general ("remove unused imports", "use camelCase"), a lost name that
    nothing in the result still uses. A lost name still read somewhere is always reported:
    that is a NameError waiting to happen."""
    old, new = module_names(before), module_names(after)
    lost = [n for n in old if n not in new and not mentioned(n, instruction)]
    if not lost:
        return []
    used, bound = _used(after), _bound_anywhere(after)
    general = REMOVING.search(instruction) is not None
    out = []
    for name in lost:
        word = name.rsplit(".", 1)[-1]
        line = used.get(word) if ("." in name or word not in bound) else None
        if line is None and general:
            continue
        out.append((name, line))
    return out


def undefined_names(before: ast.Module, after: ast.Module) -> list[tuple[str, int]]:
    """Names `after` reads that it no longer binds anywhere although `before` did (a deleted
    line the next one needs), with the first line reading each. Scope-blind on purpose: a
    name bound anywhere counts as bound, so this misses some breakage but never cries wolf."""
    if any(isinstance(n, ast.ImportFrom) and any(a.name == "*" for a in n.names) for n in ast.walk(after)):
        return []  # a star import may bind anything
    bound = _bound_anywhere(after) | set(dir(builtins)) | MODULE_DUNDERS
    had = _bound_anywhere(before)
    aug = _aug_targets(after)
    lines: dict[str, int] = {}
    for n in ast.walk(after):
        reads = isinstance(n, ast.Name) and (isinstance(n.ctx, ast.Load) or id(n) in aug)
        if reads and n.id not in bound and n.id in had:
            lines[n.id] = min(lines.get(n.id, n.lineno), n.lineno)
    return sorted(lines.items(), key=lambda kv: kv[1])


MODULE_DUNDERS = {"__file__", "__name__", "__doc__", "__spec__", "__loader__", "__package__", "__builtins__", "__path__"}


# -- the verdict ----------------------------------------------------------------------------


def check(original: str, result: str, filename: str, instruction: str = "") -> Verdict:
    """The verdict on `result`, an edit of `original` (a file named `filename`)."""
    parse = parser_for(filename)
    if parse is None:
        suffix = PurePath(filename).suffix or PurePath(filename).name or "no file type"
        return Verdict("unchecked", f"not checked ({suffix})")
    try:
        before = parse(original)
    except ParseFailure:
        before = None
    try:
        after = parse(result)
    except ParseFailure as e:
        where = f" at line {e.line}" if e.line else ""
        if before is None:
            return Verdict("unparsed", f"does not parse{where} (nor did the original): {e.message}", e.line)
        return Verdict("syntax", f"breaks syntax{where}: {e.message}", e.line)
    if isinstance(before, ast.Module) and isinstance(after, ast.Module):
        lost = removed_names(before, after, instruction)
        if lost:
            names = tuple(n for n, _ in lost)
            shown = ", ".join(f"`{n}`" for n in names[:3]) + (f" and {len(names) - 3} more" if len(names) > 3 else "")
            used = next(((n, ln) for n, ln in lost if ln is not None), None)
            tail = f" (still used at line {used[1]})" if used else ""
            return Verdict("removes", f"removes {shown}{tail}", used[1] if used else None, names)
        gone = undefined_names(before, after)
        if gone:
            name, line = gone[0]
            more = f" (and {len(gone) - 1} more)" if len(gone) > 1 else ""
            return Verdict("undefined", f"leaves `{name}` undefined at line {line}{more}", line, tuple(n for n, _ in gone))
    return Verdict("parses", "parses")


RETRY_MARK = "\nYour previous attempt broke the file:"


def retry_instruction(instruction: str, verdict: Verdict) -> str:
    """The instruction for a second attempt that tells the model what the first one broke
    (a retry of a retry replaces the earlier note)."""
    base = instruction.split(RETRY_MARK)[0].strip()
    return f"{base}{RETRY_MARK} it {verdict.text}. Keep the file valid."
