"""The names a CSS edit writes, held to the instruction and the stylesheet:

- a selector the instruction writes (`.sailing-row.is-cancelled`) that the stylesheet does not
  have yet is not written nearly instead: `.sailing-row .is-cancelled` (a descendant for a
  compound), `.is-canceled`, `.lane-card-closed` (a selector only named, or nested with `&`, is
  not judged);
- a custom property the result's new lines read (`var(--varnish-ambre)`), with no fallback, is
  not a misspelling of one the stylesheet declares (`--space-4` beside `--space-3` is another
  step of a scale), where all it reads are its own.

    css_name_findings(original, result, filename, instruction) -> [Finding]"""

from __future__ import annotations

import re
from difflib import get_close_matches
from pathlib import PurePath

from .scope import added_lines
from .findings import Finding
from .phrasing import said_and_kept

SUFFIXES = (".css", ".scss", ".less")
# A selector as a user writes it: a class, compound (`.a.b`, `.a:hover`); what follows a space may
# be prose ("give .queue-item.failed a red border"), so a compound one only. A plain `.word` may be
# a file type (`.env`, `.scss`) and `#word` a channel or an issue: a class with a `-` or `_` in it
# (`.status--late`), or with more parts, reads as CSS.
SELECTOR = re.compile(r"(?<![\w.#-])\.[A-Za-z_-][\w-]*(?:[.:][A-Za-z_-][\w-]*)*")
CSS_LIKE = re.compile(r"[-_]|\w[.:]")
VAR_USE = re.compile(r"var\(\s*(--[\w-]+)\s*(,?)")
PROPERTY = re.compile(r"@property\s+(--[\w-]+)")
VAR_DECL = re.compile(r"(?<![\w-])(--[\w-]+)\s*:")


def css_name_findings(original: str, result: str, filename: str, instruction: str) -> list[Finding]:
    if PurePath(filename).suffix.lower() not in SUFFIXES or original == result:
        return []
    asked = said_and_kept(instruction)[0]
    out: list[Finding] = []
    added = _added_lines(original, result)
    written = "\n".join(re.sub(r"/\*.*?\*/", "", line).replace("\\", "") for _, line in added)  # (comments out, `.md\:hidden`)
    if "&" not in written:  # (nested rules write `&.is-loading`: no selector is written whole)
        near = [s for s in asked_selectors(asked, original) if _near_miss(s, written)]
        if near:
            out.append(Finding("css", False, f"has no `{near[0]}`, the selector the instruction writes, but something close to it"))
    declared = set(VAR_DECL.findall(original)) | set(VAR_DECL.findall(result)) | set(PROPERTY.findall(result))
    outside = {v for v, _ in VAR_USE.findall(original)} - declared  # read, declared elsewhere: the file's tokens come from outside
    if declared and not outside:  # a stylesheet with its own custom properties: a new one read, no fallback given, one of them misspelt
        unknown = [(n, v) for n, line in added for v, fallback in VAR_USE.findall(line)
                   if v not in declared and not fallback and v not in instruction and not any(v.startswith(d + "-") for d in declared)
                   and any(re.sub(r"\d", "", v) != re.sub(r"\d", "", d) for d in get_close_matches(v, sorted(declared), n=1, cutoff=0.8))]
        if unknown:
            out.append(Finding("css", False, f"reads `{unknown[0][1]}` (line {unknown[0][0]}), a custom property "
                               "declared nowhere", (unknown[0][0],)))
    return out


def _near_miss(selector: str, written: str) -> bool:
    """The lines the result wrote do not have `selector` as written but have it nearly: as a
    descendant where a compound was asked (`.a .b` for `.a.b`), or misspelt (`.is-canceled`)."""
    if re.search(rf"{re.escape(_flat(selector))}(?![\w-])", _flat(written)):
        return False
    if re.search(rf"{re.escape(selector.replace('.', ' .').strip())}(?![\w-])", re.sub(r"\s+", " ", written)):
        return True
    return bool(get_close_matches(selector, SELECTOR.findall(written), n=1, cutoff=0.8))


def asked_selectors(asked: str, original: str) -> list[str]:
    """The selectors `asked` writes that the stylesheet has not yet."""
    have = _flat(original)
    out = []
    for m in SELECTOR.finditer(asked):
        s = m.group().strip()
        if not CSS_LIKE.search(s[1:]) or _flat(s) in have or len(s) < 3:
            continue
        out.append(s)
    return out


def _flat(text: str) -> str:
    """Runs of whitespace one space, none around combinators and braces: `.a > .b` is `.a>.b`."""
    return re.sub(r"\s*([>+~,{])\s*", r"\1", re.sub(r"\s+", " ", text))


def _added_lines(original: str, result: str) -> list[tuple[int, str]]:
    lines = result.splitlines()
    return [(n, lines[n - 1]) for n in sorted(added_lines(original, result)) if n <= len(lines)]
