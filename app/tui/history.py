"""Instruction history: every instruction submitted, per file and across files, persisted
as JSON in the state dir (REDRAFT_STATE_DIR, else platformdirs' user state dir).

Up/Down in the instruction box walk this file's instructions first (newest first), then
the rest of the global list; search ranks by the palette's fuzzy matcher. A history file
that cannot be read is set aside, never a reason not to start. Pure logic."""

from __future__ import annotations

import contextlib
import json
import os
import tempfile
from pathlib import Path

from platformdirs import user_state_dir

LIMIT = 500  # instructions kept, globally
PASTE = "<paste>"  # the key for the paste buffer


def history_path() -> Path:
    return Path(os.environ.get("REDRAFT_STATE_DIR") or user_state_dir("redraft")) / "history.json"


def file_key(path: Path | None) -> str:
    return str(Path(path).resolve()) if path is not None else PASTE


class History:
    def __init__(self, path: Path | None = None) -> None:
        self.path = path or history_path()
        self.items: list[tuple[str, str]] = []  # (file key, instruction), oldest first
        self.load()

    def load(self) -> None:
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
            self.items = [(str(k), str(t)) for k, t in data["items"] if str(t).strip()]
        except FileNotFoundError:
            self.items = []
        except (OSError, ValueError, KeyError, TypeError):
            self.items = []
            try:  # keep the unreadable file for a look, start afresh
                self.path.replace(self.path.with_suffix(".json.bad"))
            except OSError:
                pass

    def add(self, key: str, text: str) -> None:
        text = text.strip()
        if not text:
            return
        self.items = [(k, t) for k, t in self.items if (k, t) != (key, text)]
        self.items.append((key, text))
        del self.items[:-LIMIT]
        self.save()

    def save(self) -> None:
        """Atomically (a temp file beside it, then a rename); a temp is never left behind.
        JSON's \\u escapes keep any key: a file name that is not UTF-8 holds lone
        surrogates (os.fsdecode's stand-ins for its bytes), which UTF-8 cannot encode."""
        tmp = None
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            fd, tmp = tempfile.mkstemp(dir=self.path.parent, prefix=".history.", suffix=".json")
            with os.fdopen(fd, "w", encoding="utf-8") as f:
                json.dump({"version": 1, "items": self.items}, f, ensure_ascii=True)
            os.replace(tmp, self.path)
        except (OSError, ValueError):
            if tmp is not None:  # history is a convenience: never fail an edit over it
                with contextlib.suppress(OSError):
                    Path(tmp).unlink(missing_ok=True)

    def recall(self, key: str) -> list[str]:
        """Newest first: this file's instructions, then the others (each once)."""
        own = [t for k, t in reversed(self.items) if k == key]
        rest = [t for k, t in reversed(self.items) if k != key]
        out, seen = [], set()
        for t in own + rest:
            if t not in seen:
                seen.add(t)
                out.append(t)
        return out


class Cursor:
    """Up/Down through a recall list; the draft being typed is kept at position -1."""

    def __init__(self, entries: list[str], draft: str) -> None:
        self.entries = [e for e in entries if e != draft.strip()]  # Up always changes the text
        self.draft, self.pos = draft, -1

    def older(self) -> str | None:
        if self.pos + 1 >= len(self.entries):
            return None
        self.pos += 1
        return self.entries[self.pos]

    def newer(self) -> str | None:
        if self.pos < 0:
            return None
        self.pos -= 1
        return self.draft if self.pos < 0 else self.entries[self.pos]
