"""Confirmations: a write that redraft refused for a reason the user may override (an
incomplete result, a read-only file: says what is wrong; True writes anyway), and quitting
with a result nobody accepted (True quits)."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Label, Static

from .dialogs import _css


class ConfirmWriteDialog(ModalScreen[bool]):
    DEFAULT_CSS = _css("ConfirmWriteDialog")
    BINDINGS = [Binding("escape,n", "choose(False)", "cancel"), Binding("w", "choose(True)", "write anyway")]

    def __init__(self, title: str, reasons: list[str]) -> None:
        super().__init__()
        self.title_, self.reasons = title, reasons

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Label(self.title_, classes="title")
            for reason in self.reasons:
                yield Static(f"• {reason}.")
            yield Static("Nothing is written unless you choose to; if you do, the original is backed up first.")
            with Horizontal():
                yield Button("Cancel (esc)", id="cancel", variant="primary")
                yield Button("Write anyway (w)", id="write", variant="error")

    def on_mount(self) -> None:
        self.query_one("#cancel", Button).focus()  # enter keeps the file as it is

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.dismiss(event.button.id == "write")

    def action_choose(self, write: bool) -> None:
        self.dismiss(write)


class ConfirmQuitDialog(ModalScreen[bool]):
    """Quitting would drop a finished result that was neither accepted nor rejected. The file
    is safe either way (nothing was written); what would be lost is the generation."""

    DEFAULT_CSS = _css("ConfirmQuitDialog")
    BINDINGS = [Binding("escape,n", "choose(False)", "stay"), Binding("q", "choose(True)", "quit")]

    def __init__(self, where: str) -> None:
        super().__init__()
        self.file_name = where  # the file's name as shown, or "The paste buffer"

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Label("Quit without accepting the result?", classes="title")
            yield Static(f"{self.file_name} is unchanged: the result was not written, and quitting drops it. "
                         "ctrl+s accepts it first; ctrl+q again quits.", markup=False)
            with Horizontal():
                yield Button("Stay (esc)", id="stay", variant="primary")
                yield Button("Quit (q)", id="quit", variant="error")

    def on_mount(self) -> None:
        self.query_one("#stay", Button).focus()  # enter keeps the app open

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.dismiss(event.button.id == "quit")

    def action_choose(self, quit_: bool) -> None:
        self.dismiss(quit_)
