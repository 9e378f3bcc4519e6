"""The instruction box: Enter submits; ctrl+j (or shift+enter) inserts a newline."""

from __future__ import annotations

from textual import events
from textual.binding import Binding
from textual.message import Message
from textual.widgets import TextArea


class InstructionInput(TextArea):
    BINDINGS = [
        Binding("enter", "submit", "submit", priority=False),
        Binding("ctrl+j", "newline", "newline"),
        Binding("shift+enter", "newline", "newline", show=False),
    ]
    DEFAULT_CSS = """
    InstructionInput { height: 4; border: round $panel-lighten-2; padding: 0 1; }
    InstructionInput:focus { border: round $primary; }
    """

    class Submitted(Message):
        def __init__(self, text: str) -> None:
            super().__init__()
            self.text = text

    def __init__(self, placeholder: str = "", **kwargs) -> None:
        super().__init__(soft_wrap=True, show_line_numbers=False, placeholder=placeholder,
                         compact=False, **kwargs)
        self.past: list[str] = []

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
        await super()._on_key(event)

    def action_submit(self) -> None:
        text = self.text.strip()
        if text:
            self.past.append(text)
        self.post_message(self.Submitted(text))

    def action_newline(self) -> None:
        start, end = self.selection
        self.replace("\n", start, end, maintain_selection_offset=False)
