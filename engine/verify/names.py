"""Python names an edit must not lose: the module-level names (functions, classes, imports,
assignments, class members) and names the result still reads but no longer binds."""

from __future__ import annotations

import ast
from dataclasses import dataclass
import builtins
import re
import sys

from .parsers import ast_nodes
from .phrasing import said_and_kept

# An instruction that asks for unused code to go: a lost name the original never read may go.
UNUSED = re.compile(r"\b(?:unused|dead\s+code|not\s+used|never\s+used|unreferenced)\b", re.IGNORECASE)

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


@dataclass(frozen=True)
class _Facts:
    used: dict[str, int]  # names read anywhere (and attribute names, for `Class.member`), with the first line
    bound: set[str]  # names bound anywhere
    reads: dict[str, int]  # Name nodes read (a `x += ...` target included), with the first line
    star: bool  # a star import, which may bind anything


_FACTS: dict[int, tuple[ast.Module, _Facts]] = {}


def _facts(tree: ast.Module) -> _Facts:
    """What the name checks need of a tree, in one walk (a 2,000-line module has 100,000
    nodes); the last few trees' are kept."""
    kept = _FACTS.get(id(tree))
    if kept is not None and kept[0] is tree:
        return kept[1]
    used: dict[str, int] = {}
    bound: set[str] = set()
    reads: dict[str, int] = {}
    star = False
    nodes = ast_nodes(tree)  # listed once per tree, shared with the other rules that walk it
    aug = {id(n.target) for n in nodes if isinstance(n, ast.AugAssign) and isinstance(n.target, ast.Name)}
    for n in nodes:
        if isinstance(n, ast.Name):
            if isinstance(n.ctx, ast.Load):
                used.setdefault(n.id, n.lineno)
            elif id(n) not in aug:
                bound.add(n.id)
            if isinstance(n.ctx, ast.Load) or id(n) in aug:
                reads[n.id] = min(reads.get(n.id, n.lineno), n.lineno)
        elif isinstance(n, ast.Attribute) and isinstance(n.ctx, ast.Load):
            used.setdefault(n.attr, n.lineno)
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
            star = star or (isinstance(n, ast.ImportFrom) and any(a.name == "*" for a in n.names))
    facts = _Facts(used, bound, reads, star)
    if len(_FACTS) >= 8:
        _FACTS.clear()
    _FACTS[id(tree)] = (tree, facts)
    return facts


def _used(tree: ast.Module) -> dict[str, int]:
    return _facts(tree).used


def _bound_anywhere(tree: ast.Module) -> set[str]:
    return _facts(tree).bound


def mentioned(name: str, instruction: str) -> bool:
    """`name` (or for `Class.member`, the member) appears in the instruction as a word."""
    word = name.rsplit(".", 1)[-1]
    return any(re.search(rf"(?<![\w.]){re.escape(w)}(?!\w)", instruction) is not None for w in dict.fromkeys((word, name)))


def _moved(name: str, old, new, instruction: str) -> bool:
    """`Invoice.copy` lost because the instruction renames `Invoice`: the member is there
    under a new owner (`Bill.copy`)."""
    owner, _, member = name.partition(".")
    return bool(member) and mentioned(owner, instruction) and any(m.endswith("." + member) and m not in old for m in new)


def removed_names(before: ast.Module, after: ast.Module, instruction: str) -> list[tuple[str, int | None]]:
    """Module-level names of `before` that `after` lost and the instruction did not ask to
    lose, each with the line in `after` that still uses it (None if nothing does).

    Allowed: a name the instruction mentions (`rename top to head`, `delete parse`); and
    when it asks for unused code to go ("remove unused imports"), a lost name the original
    never read. Any other lost name is reported, whatever words the instruction uses: a
    rename that deletes half the file is not a rename (issue 25)."""
    said = said_and_kept(instruction)[0]  # a name it says stays ("_crc_of_bytes stays") may not go
    old, new = module_names(before), module_names(after)
    lost = [n for n in old if n not in new and not mentioned(n, said) and not _moved(n, old, new, said)]
    if not lost:
        return []
    used, bound = _used(after), _bound_anywhere(after)
    read_before = set(_used(before))
    unused = read_before if UNUSED.search(instruction) else None
    gone_asked = [n for n in old if n not in new and n not in lost]
    tidied = _tidied(before, gone_asked, [n for n in lost if "." not in n and n not in used])
    imported = {(a.asname or a.name).split(".")[0] for node in before.body if isinstance(node, (ast.Import, ast.ImportFrom))
                for a in node.names}
    out = []
    for name in lost:
        word = name.rsplit(".", 1)[-1]
        line = used.get(word) if ("." in name or word not in bound) else None
        if line is None and unused is not None and word not in unused:
            continue  # never read in the original: the unused code asked to go
        if name in tidied or name in imported and word not in used and word in read_before:
            continue  # read only by what the instruction took out, or an import the edit left unused: tidied away
        out.append((name, line))
    return out


def _tidied(before: ast.Module, asked: list[str], candidates: list[str]) -> set[str]:
    """Of `candidates` (lost names the result reads nowhere), those the original read only
    inside the module-level definitions `asked` to go, or inside one tidied so itself (the
    import, or the helper, that only the removed function used)."""
    spans = {n.name: (n.lineno, n.end_lineno or n.lineno) for n in before.body
             if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef))}
    reads: dict[str, list[int]] = {}
    for n in ast.walk(before):
        if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load) and n.id in candidates:
            reads.setdefault(n.id, []).append(n.lineno)
    gone = [spans[n] for n in asked if n in spans]
    out: set[str] = set()
    while True:
        more = {c for c in candidates if c not in out and reads.get(c) and all(any(a <= ln <= b for a, b in gone) for ln in reads[c])}
        if not more:
            return out
        out |= more
        gone += [spans[c] for c in more if c in spans]


def undefined_names(before: ast.Module, after: ast.Module) -> list[tuple[str, int]]:
    """Names `after` reads that it no longer binds anywhere although `before` did (a deleted
    line the next one needs), with the first line reading each. Scope-blind on purpose: a
    name bound anywhere counts as bound, so this misses some breakage but never cries wolf."""
    facts = _facts(after)
    if facts.star:
        return []  # a star import may bind anything
    bound = facts.bound | set(dir(builtins)) | MODULE_DUNDERS
    had = _bound_anywhere(before)
    reads = {**exported(after), **facts.reads}  # `from m import *` reads each name __all__ lists
    lines = {name: line for name, line in reads.items() if name not in bound and name in had}
    return sorted(lines.items(), key=lambda kv: kv[1])


def exported(tree: ast.Module) -> dict[str, int]:
    """The names a module-level `__all__ = [...]` (or `+=`) lists, with its line."""
    out: dict[str, int] = {}
    for node in tree.body:
        if not isinstance(node, (ast.Assign, ast.AugAssign, ast.AnnAssign)):
            continue
        targets = node.targets if isinstance(node, ast.Assign) else [node.target]
        if any(isinstance(t, ast.Name) and t.id == "__all__" for t in targets) and isinstance(node.value, (ast.List, ast.Tuple)):
            for e in node.value.elts:
                if isinstance(e, ast.Constant) and isinstance(e.value, str):
                    out.setdefault(e.value, node.lineno)
    return out


MODULE_DUNDERS = {"__file__", "__name__", "__doc__", "__spec__", "__loader__", "__package__", "__builtins__", "__path__"}
