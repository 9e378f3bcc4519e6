"""A small INI-style configuration parser with sections, comments and continuations."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

SECTION = re.compile(r"^\[(?P<name>[^\]]+)\]\s*$")
ASSIGN = re.compile(r"^(?P<key>[A-Za-z0-9_.-]+)\s*[=:]\s*(?P<value>.*)$")


class ParseError(ValueError):
    def __init__(self, message: str, lineno: int) -> None:
        super().__init__(f"line {lineno}: {message}")
        self.lineno = lineno


@dataclass
class Section:
    name: str
    values: dict[str, str] = field(default_factory=dict)

    def get_int(self, key: str, default: int = 0) -> int:
        raw = self.values.get(key)
        return default if raw is None else int(raw)

    def get_bool(self, key: str, default: bool = False) -> bool:
        raw = self.values.get(key)
        if raw is None:
            return default
        return raw.strip().lower() in ("1", "yes", "true", "on")


def parse(text: str) -> dict[str, Section]:
    sections: dict[str, Section] = {"": Section("")}
    current = sections[""]
    last_key = None
    for lineno, line in enumerate(text.splitlines(), start=1):
        stripped = line.strip()
        if not stripped or stripped.startswith(("#", ";")):
            continue
        if line[0] in " \t" and last_key is not None:
            current.values[last_key] += "\n" + stripped
            continue
        match = SECTION.match(stripped)
        if match:
            name = match.group("name").strip()
            if name in sections:
                raise ParseError(f"duplicate section {name!r}", lineno)
            current = sections[name] = Section(name)
            last_key = None
            continue
        match = ASSIGN.match(stripped)
        if not match:
            raise ParseError(f"expected 'key = value', got {stripped!r}", lineno)
        key = match.group("key").lower()
        if key in current.values:
            raise ParseError(f"duplicate key {key!r} in [{current.name}]", lineno)
        current.values[key] = strip_comment(match.group("value"))
        last_key = key
    return sections


def strip_comment(value: str) -> str:
    quoted = False
    for i, ch in enumerate(value):
        if ch == '"':
            quoted = not quoted
        elif ch in "#;" and not quoted and (i == 0 or value[i - 1].isspace()):
            return value[:i].rstrip()
    return value.strip()


def dump(sections: dict[str, Section]) -> str:
    out = []
    for name, section in sections.items():
        if name:
            out.append(f"[{name}]")
        for key, value in section.values.items():
            out.append(f"{key} = {value}")
        out.append("")
    return "\n".join(out)
