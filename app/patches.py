"""The one unified diff redraft writes, for `redraft edit --diff` and the TUI's saved patch
(f9): the same bytes for the same edit, labelled as `git diff` labels a file, so that
`git apply` (or `patch -p1` from the repository's root) applies it.

The label: the path from the file's git repository root when it is in one (with a
`diff --git` line, `git apply` reads it from the root wherever it runs, and applies it from
the root or from a folder that holds the file: git skips paths outside the folder it runs in);
outside a repository, the path from the current folder, or the absolute path for a file
elsewhere (as `git diff --no-index` writes it). Lines end at "\\n" only (a form feed or a
U+2028 inside a line is content, as git reads it) and a missing final newline is marked."""

from __future__ import annotations

import difflib
from pathlib import Path

NO_EOL = "\\ No newline at end of file\n"


def git_root(path: Path) -> Path | None:
    """The root of the git work tree holding `path` (resolved), or None."""
    for parent in path.parents:
        if (parent / ".git").exists():  # a directory, or a file in a worktree or submodule
            return parent
    return None


def patch_label(path: Path | None, fallback: str = "", cwd: Path | None = None) -> str:
    """How a patch names `path` (see the module's rule); `fallback` for a buffer with no file."""
    if path is None:
        return fallback
    full = Path(path).resolve()
    root = git_root(full)
    if root is not None:
        return full.relative_to(root).as_posix()
    here = (cwd or Path.cwd()).resolve()
    try:
        return full.relative_to(here).as_posix()
    except ValueError:
        return full.as_posix().lstrip("/")


def unified_patch(before: str, after: str, label: str) -> str:
    """The patch from `before` to `after` for the file labelled `label` ("" when they are equal)."""
    body = difflib.unified_diff(lines(before), lines(after), fromfile=_name("a", label), tofile=_name("b", label))
    rows = [row if row.endswith("\n") else row + "\n" + NO_EOL for row in body]
    return f"diff --git a/{label} b/{label}\n" + "".join(rows) if rows else ""


def lines(text: str) -> list[str]:
    """`text` split after each "\\n" (str.splitlines also splits at \\f, \\x1c, U+2028...)."""
    rows = [row + "\n" for row in text.split("\n")]
    rows[-1] = rows[-1][:-1]
    return rows if rows[-1] else rows[:-1]


def _name(side: str, label: str) -> str:
    """`a/label`, with git's tab after a name that holds a space (so the name ends there)."""
    return f"{side}/{label}" + ("\t" if " " in label else "")
