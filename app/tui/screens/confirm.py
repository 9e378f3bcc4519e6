"""Confirmations: a write that redraft refused for a reason the user may override (an
incomplete result, a read-only file: says what is wrong; True writes anyway), and dropping a
result nobody accepted by quitting, opening a file or switching to paste mode (True goes on)."""

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


class DropResultDialog(ModalScreen[bool]):
    """Going on would drop a finished result that was neither accepted nor rejected. The file
    is safe either way (nothing was written); what would be lost is the generation. True
    goes on."""

    DEFAULT_CSS = _css("DropResultDialog")
    BINDINGS = [Binding("escape,n", "choose(False)", "stay"), Binding("ctrl+s", "accept_first", "accept")]
    verb = "go on"  # the button's word
    dropping = "going on"  # "..., and {dropping} drops it"

    def __init__(self, where: str, title: str, hint: str = "") -> None:
        super().__init__()
        self.file_name = where  # the file's name as shown, or "the paste buffer"
        self.title_, self.hint = title, hint

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Label(self.title_, classes="title", markup=False)
            yield Static(f"The result for {self.file_name} was not written, and {self.dropping} drops it. "
                         f"ctrl+s accepts it now{self.hint}.", markup=False)
            with Horizontal():
                yield Button("Stay (esc)", id="stay", variant="primary")
                yield Button(f"{self.verb.capitalize()} ({self.verb[0]})", id="go", variant="error")

    def on_mount(self) -> None:
        self.query_one("#stay", Button).focus()  # enter keeps the result

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.dismiss(event.button.id == "go")

    def action_choose(self, go: bool) -> None:
        self.dismiss(go)

    def action_accept_first(self) -> None:
        """ctrl+s, as the text says: stay, and accept the result (its own questions follow):
        the race's lookup result when the question came from the race screen."""
        from .race import RaceScreen

        below = self.app.screen_stack[-2] if len(self.app.screen_stack) > 1 else None
        target = below if isinstance(below, RaceScreen) else self.app.edit_screen()  # type: ignore[attr-defined]
        self.dismiss(False)
        if target is not None:
            self.app.call_later(target.action_accept)


class ConfirmQuitDialog(DropResultDialog):
    BINDINGS = [Binding("q", "choose(True)", "quit")]
    verb, dropping = "quit", "quitting"

    def __init__(self, where: str) -> None:
        super().__init__(where, "Quit without accepting the result?", "; ctrl+q again quits")


class ConfirmOpenDialog(DropResultDialog):
    BINDINGS = [Binding("o", "choose(True)", "open")]
    verb, dropping = "open", "opening a file"

    def __init__(self, where: str, target: str) -> None:
        super().__init__(where, f"Open {target} without accepting the result?")


class ConfirmPasteDialog(DropResultDialog):
    BINDINGS = [Binding("p", "choose(True)", "paste mode")]
    verb, dropping = "paste mode", "paste mode"

    def __init__(self, where: str) -> None:
        super().__init__(where, "Switch to paste mode without accepting the result?")
