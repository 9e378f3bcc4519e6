"""The edit log (ctrl+l): every edit accepted this session, newest first. Choosing one
undoes it and everything after it, newest first, each through the same checked undo as
ctrl+b (a file changed since its accept is left alone, and the walk stops there)."""

from __future__ import annotations

import difflib
import time

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Label, OptionList
from textual.widgets.option_list import Option

from .dialogs import _css
from ..state import LogEntry


def describe(entry: LogEntry) -> str:
    diff = list(difflib.unified_diff(entry.before.splitlines(), entry.after.splitlines(), lineterm="", n=0))
    added = sum(1 for d in diff if d.startswith("+") and not d.startswith("+++"))
    removed = sum(1 for d in diff if d.startswith("-") and not d.startswith("---"))
    what = entry.instruction.replace("\n", " ⏎ ") or "(no instruction)"
    return f"{time.strftime('%H:%M:%S', time.localtime(entry.when))}  {entry.label}  +{added} -{removed}  {what}"


class EditLogScreen(ModalScreen[int | None]):
    """Returns the index of the oldest entry to undo (it and all newer ones), or None."""

    DEFAULT_CSS = _css("EditLogScreen") + "EditLogScreen OptionList { height: auto; max-height: 20; }"
    BINDINGS = [Binding("escape", "close", "close")]

    def __init__(self, entries: list[LogEntry]) -> None:
        super().__init__()
        self.entries = entries

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Label("Edit log: enter undoes the chosen edit and later ones (esc)",
                        classes="title")
            yield OptionList(*[Option(describe(e), id=str(i)) for i, e in reversed(list(enumerate(self.entries)))])

    def on_mount(self) -> None:
        options = self.query_one(OptionList)
        options.highlighted = 0  # the newest
        options.focus()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        self.dismiss(int(event.option.id))

    def action_close(self) -> None:
        self.dismiss(None)
