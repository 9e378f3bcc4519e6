"""What is being edited: a file on disk (with the stamp it was loaded with) or a scratch
buffer; plus JSON checking. Pure logic (the patch it saves: app/patches.py)."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from ..files.reading import Loaded
from ..visible import shown_path, visible


@dataclass(frozen=True)
class Document:
    text: str
    name: str  # the filename the prompt mentions (sets the language)
    loaded: Loaded | None = None  # None: a scratch buffer (paste mode)

    @classmethod
    def from_loaded(cls, loaded: Loaded) -> Document:
        return cls(loaded.text, loaded.path.name, loaded)

    @classmethod
    def scratch(cls, text: str) -> Document:
        return cls(text, "scratch.json" if looks_like_json(text) else "scratch.txt")

    @property
    def path(self) -> Path | None:
        return self.loaded.path if self.loaded else None

    @property
    def is_json(self) -> bool:
        return self.name.lower().endswith(".json")

    @property
    def shown_name(self) -> str:
        """The document as a dialog names it: the file's name, or the paste buffer."""
        return visible(self.loaded.path.name) if self.loaded else "the paste buffer"

    @property
    def label(self) -> str:
        """The name as shown (titles, borders): the home folder as ~, a long path shortened in
        the middle, control characters in caret notation, so the widths Textual measures are
        the widths shown (app/tui/controls.py)."""
        if self.path:
            return shown_path(self.path)
        if not self.is_json:
            return "paste buffer (text)"
        return "paste buffer (JSON, invalid)" if json_error(self.text) else "paste buffer (JSON)"


def looks_like_json(text: str) -> bool:
    """Text that starts like a JSON object or array, valid or not: broken JSON (say, a
    missing final brace) is still JSON to fix, and its result is checked as JSON."""
    s = text.strip()
    if not s:
        return False
    if s[0] == "{":
        return len(s) == 1 or s[1:].lstrip()[:1] in ('"', "}", "")
    if s[0] == "[":
        rest = s[1:].lstrip()
        return rest == "" or rest[0] in '{["]-0123456789' or rest.startswith(("true", "false", "null"))
    return False


def json_error(text: str) -> str | None:
    """None if `text` is valid JSON, else the error with its line and column."""
    try:
        json.loads(text)
    except json.JSONDecodeError as e:
        return f"invalid JSON: {e.msg} at line {e.lineno} column {e.colno}"
    return None
