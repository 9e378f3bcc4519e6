"""A Dockerfile the result leaves buildable and its images as they were meant, whatever the
instruction:

    stages     every `COPY --from=x`, `RUN --mount=...from=x` and `FROM x` names a stage an earlier
               `FROM ... AS x` defines (an alias dropped breaks the build), or an image
    lines      every line starts an instruction or continues one (a lost `\\` leaves `KEY=value`
               standing alone, which the build rejects)
    variants   an image keeps the variant of its tag (`node:18-alpine` -> `node:20-alpine`, not
               `node:20`: `apk` and `adduser -S` need Alpine), unless the instruction names it

    dockerfile_findings(original, result, filename, instruction) -> [Finding]"""

from __future__ import annotations

import re
from pathlib import PurePath

from .findings import Finding, line_list
from .words import instruction_words, mentioned

INSTRUCTIONS = {"from", "run", "cmd", "label", "maintainer", "expose", "env", "add", "copy", "entrypoint", "volume", "user",
                "workdir", "arg", "onbuild", "stopsignal", "healthcheck", "shell"}
FROM = re.compile(r"^[ \t]*FROM\s+(?:--platform=\S+\s+)?(\S+)(?:[ \t]+AS[ \t]+(\S+))?", re.I | re.M)
USES = re.compile(r"--from=([^\s,]+)|--mount=\S*?\bfrom=([^\s,]+)", re.I)
VARIANT = re.compile(r"(?:^|[-.])(alpine|slim|bookworm|bullseye|buster|jammy|focal|noble|jdk|jre|windowsservercore|"
                     r"nanoserver|musl|distroless)\d*(?:\.\d+)*", re.I)


def is_dockerfile(filename: str) -> bool:
    name = PurePath(filename).name.lower()
    return name == "dockerfile" or name.startswith("dockerfile.") or name.endswith(".dockerfile") or name == "containerfile"


def dockerfile_findings(original: str, result: str, filename: str, instruction: str = "") -> list[Finding]:
    if not is_dockerfile(filename) or result == original:
        return []
    out = []
    if (missing := _unknown_stages(result, _aliases(original))) and not _unknown_stages(original, _aliases(original)):
        name, lines = missing
        out.append(Finding("dockerfile", False, f"line{'s' if len(lines) > 1 else ''} {line_list(lines)} copy from stage "
                           f"`{name}`, which no `FROM ... AS {name}` defines any more", tuple(lines)))
    stray = [n for n in _stray_lines(result) if n not in _stray_lines(original)]
    if stray and not _stray_lines(original):
        out.append(Finding("dockerfile", False, f"line{'s' if len(stray) > 1 else ''} {line_list(stray)} start{'' if len(stray) > 1 else 's'} "
                           "no instruction (a line continuation lost?)", tuple(stray)))
    if (left := _stages_left(original, result, instruction)):
        image, lines = left
        out.append(Finding("dockerfile", False, f"the other stage{'s' if len(lines) > 1 else ''} on `{image}` (line{'s' if len(lines) > 1 else ''} "
                           f"{line_list(lines)}) kept the old tag: the stages now differ", tuple(lines)))
    if (lost := _lost_variants(original, result, instruction)):
        image, variant, line = lost
        out.append(Finding("dockerfile", False, f"`{image}` lost the `{variant}` variant of its tag (line {line}), which the "
                           "instruction does not ask for", (line,)))
    return out


def _joined(text: str) -> list[tuple[int, str]]:
    """Logical lines (continuations joined, comments and blanks out) with their first line."""
    out: list[tuple[int, str]] = []
    held, start, heredoc = "", 0, None
    for n, line in enumerate(text.splitlines(), 1):
        if heredoc is not None:  # a `RUN <<EOF` body, up to its delimiter
            heredoc = None if line.strip() == heredoc else heredoc
            continue
        if not held and (not line.strip() or line.lstrip().startswith("#")):
            continue
        if held and line.lstrip().startswith("#"):
            continue  # a comment inside a continued instruction
        if not held:
            start = n
        held += " " + line.rstrip()
        if held.endswith("\\"):
            held = held[:-1]
            continue
        if (doc := re.search(r"<<-?\s*['\"]?(\w+)['\"]?", held)):
            heredoc = doc.group(1)
        if held.strip():
            out.append((start, held.strip()))
        held = ""
    if held.strip():
        out.append((start, held.strip()))
    return out


def _aliases(text: str) -> set[str]:
    return {m.group(2).lower() for m in FROM.finditer(text) if m.group(2)}


def _unknown_stages(text: str, known: set[str]) -> tuple[str, list[int]] | None:
    """A stage copied from that the original defined (`known`) and this text no longer does
    defines before it (an untagged name the original never defined is an image: `composer`)."""
    aliases: set[str] = set()
    for n, line in _joined(text):
        m = FROM.match(line)
        if m:
            if m.group(2):
                aliases.add(m.group(2).lower())
            continue
        for u in USES.finditer(line):
            name = (u.group(1) or u.group(2)).strip("\"'")
            if name.isdigit() or "/" in name or ":" in name or "$" in name or name.lower() in aliases \
                    or name.lower() not in known:
                continue
            return name, [n]
    return None


def _stray_lines(text: str) -> list[int]:
    return [n for n, line in _joined(text) if line.split()[0].lower() not in INSTRUCTIONS and not line.startswith(("#", "\ufeff"))]


def _stages_left(original: str, result: str, instruction: str) -> tuple[str, list[int]] | None:
    """Stages that ran one image (`python:3.11-slim` in the builder and the runtime) and of which
    the result moved some to a new tag and left the others, unless the instruction names a stage."""
    before, after = list(FROM.finditer(original)), list(FROM.finditer(result))
    if len(before) != len(after) or len(before) < 2:
        return None
    said = instruction_words(instruction)
    if re.search(r"\bstages?\b", instruction, re.I) or any(m.group(2) and mentioned(m.group(2), said) for m in before):
        return None
    for image in {m.group(1) for m in before if ":" in m.group(1)}:
        same = [k for k, m in enumerate(before) if m.group(1) == image]
        moved = [k for k in same if after[k].group(1) != image and after[k].group(1).split(":")[0] == image.split(":")[0]]
        if len(same) >= 2 and moved and len(moved) < len(same):
            return image, [result[:after[k].start(1)].count("\n") + 1 for k in same if k not in moved]
    return None


def _lost_variants(original: str, result: str, instruction: str) -> tuple[str, str, int] | None:
    before = [(m.group(1), original[:m.start(1)].count("\n") + 1) for m in FROM.finditer(original)]
    after = [(m.group(1), result[:m.start(1)].count("\n") + 1) for m in FROM.finditer(result)]
    if len(before) != len(after):
        return None
    said = instruction_words(instruction)
    for (old, _), (new, line) in zip(before, after):
        if old == new or old.split(":")[0] != new.split(":")[0] or ":" not in old:
            continue
        if new.lower() in instruction.lower():
            continue  # the instruction names the new image as it is written
        kept = {v.group(1).lower() for v in VARIANT.finditer(new.split(":", 1)[-1])}
        for v in VARIANT.finditer(old.split(":", 1)[1]):
            word = v.group(1).lower()
            if word not in kept and not mentioned(word, said) and word not in instruction.lower():
                return new, word, line
    return None
