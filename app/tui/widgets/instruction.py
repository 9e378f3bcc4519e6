"""The instruction box: Enter submits; ctrl+j (or shift+enter) inserts a newline; Up on
the first line and Down on the last walk the instruction history."""

from __future__ import annotations

from typing import Callable

from textual import events
from textual.binding import Binding
from textual.message import Message
from textual.widgets import TextArea

from ..history import Cursor


class InstructionInput(TextArea):
    BINDINGS = [
        Binding("enter", "submit", "submit", priority=False),
        Binding("ctrl+j", "newline", "newline", show=False),
        Binding("shift+enter", "newline", "newline", show=False),
    ]
    DEFAULT_CSS = """
    /* two rows (one when narrow), growing to four (three) as a long instruction wraps */
    InstructionInput { height: auto; min-height: 4; max-height: 6; border: round $panel-lighten-2; padding: 0 1; }
    InstructionInput:focus { border: round $primary; }
    InstructionInput.-narrow { min-height: 3; max-height: 5; }
    """

    class Submitted(Message):
        def __init__(self, text: str) -> None:
            super().__init__()
            self.text = text

    def __init__(self, placeholder: str = "", recall: Callable[[], list[str]] | None = None, **kwargs) -> None:
        super().__init__(soft_wrap=True, show_line_numbers=False, placeholder=placeholder,
                         compact=False, **kwargs)
        self.recall = recall or (lambda: [])
        self.cursor_: Cursor | None = None

    async def _on_key(self, event: events.Key) -> None:
        if event.key == "enter":
            event.stop()
            event.prevent_default()
            self.action_submit()
            return
        if event.key in ("ctrl+j", "shift+enter"):
            event.stop()
            event.prevent_default()
            self.action_newline()
            return
        row = self.cursor_location[0]
        if event.key == "up" and row == 0 and self.history_step(older=True):
            event.stop()
            event.prevent_default()
            return
        if event.key == "down" and row == self.document.line_count - 1 and self.history_step(older=False):
            event.stop()
            event.prevent_default()
            return
        await super()._on_key(event)

    def history_step(self, older: bool) -> bool:
        """Show the next older (or newer) instruction; False when there is none."""
        if self.cursor_ is None:
            if not older:
                return False
            self.cursor_ = Cursor(self.recall(), self.text)
        text = self.cursor_.older() if older else self.cursor_.newer()
        if text is None:
            return False
        self.set_text(text)
        return True

    def use(self, text: str) -> None:
        """Put `text` (picked from the history search) in the box, ready to run or change."""
        self.cursor_ = None
        self.load_text(text)
        self.move_cursor(self.document.end)
        self.focus()

    def set_text(self, text: str) -> None:
        """Replace the text keeping the history position (load_text would reset it)."""
        cursor = self.cursor_
        self.load_text(text)
        self.cursor_ = cursor
        self.move_cursor(self.document.end)

    def on_text_area_changed(self, event: TextArea.Changed) -> None:
        """Typed by the user (not a recalled entry): the history walk starts again."""
        if event.text_area is self and self.cursor_ is not None and self.text != self._shown():
            self.cursor_ = None

    def _shown(self) -> str:
        c = self.cursor_
        if c is None:
            return ""
        return c.draft if c.pos < 0 else c.entries[c.pos]

    def action_submit(self) -> None:
        """Send the instruction; it stays in the box selected, so typing starts a new one
        (appending to it ran "...everywhereadd a field" for a user) and an arrow key edits it."""
        self.cursor_ = None
        self.post_message(self.Submitted(self.text.strip()))
        self.select_all()

    def action_newline(self) -> None:
        start, end = self.selection
        self.replace("\n", start, end, maintain_selection_offset=False)
