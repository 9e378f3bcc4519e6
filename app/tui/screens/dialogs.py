"""Modal dialogs: open a file, model info, file changed on disk, show text, ask for a path."""

from __future__ import annotations

from pathlib import Path

from rich.syntax import Syntax
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Button, DirectoryTree, Input, Label, Static

from ....engine.config import DecodeConfig
from ....engine.session_api import ModelFacts

DIALOG_CSS = """
%s { align: center middle; }
%s > Vertical {
    width: 90; max-width: 95%%; height: auto; max-height: 90%%;
    border: thick $primary 60%%; background: $surface; padding: 1 2;
}
%s .title { text-style: bold; margin-bottom: 1; }
%s Horizontal { height: auto; margin-top: 1; }
%s Button { margin-right: 2; }
"""


def _css(name: str) -> str:
    return DIALOG_CSS % ((name,) * 5)


class FileOpenDialog(ModalScreen[str | None]):
    """Type a path or pick one from the tree; returns the path (or None)."""

    DEFAULT_CSS = _css("FileOpenDialog") + "FileOpenDialog DirectoryTree { height: 16; }"
    BINDINGS = [Binding("escape", "dismiss_none", "close")]

    def __init__(self, start: Path | None = None) -> None:
        super().__init__()
        self.start = start or Path.cwd()

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Label("Open a file to edit (esc: close)", classes="title")
            yield Input(placeholder="path, then enter", id="path")
            yield DirectoryTree(self.start, id="tree")

    def on_input_submitted(self, event: Input.Submitted) -> None:
        if event.value.strip():
            self.dismiss(event.value.strip())

    def on_directory_tree_file_selected(self, event: DirectoryTree.FileSelected) -> None:
        self.dismiss(str(event.path))

    def action_dismiss_none(self) -> None:
        self.dismiss(None)


class ModelInfoDialog(ModalScreen[None]):
    DEFAULT_CSS = _css("ModelInfoDialog") + "ModelInfoDialog .row { width: 100%; }"  # long rows wrap
    BINDINGS = [Binding("escape,enter,f4", "close", "close")]

    def __init__(self, rows: list[tuple[str, str]]) -> None:
        super().__init__()
        self.rows = rows

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Label("Model", classes="title")
            for name, value in self.rows:
                yield Label(f"[dim]{name:<12}[/] {value}", classes="row")
            with Horizontal():
                yield Button("Close", id="close", variant="primary")

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.dismiss(None)

    def action_close(self) -> None:
        self.dismiss(None)


def model_rows(i: ModelFacts, cfg: DecodeConfig) -> list[tuple[str, str]]:
    """Model info's rows: what runs, and the decoding settings `cfg` resolves to."""
    return [("name", i.model), ("backend", i.name), ("device", i.device), ("dtype", i.dtype),
            ("weights", f"{i.quant} ({i.quant_note})" if i.quant != "none" else i.dtype),
            ("context", f"{i.max_context:,} tokens"), ("decoding", describe(cfg))]


def describe(cfg: DecodeConfig) -> str:
    """The decoding settings in words (`cfg` resolved: no "auto" left)."""
    mode = (f"prompt lookup (n-gram {cfg.ngram_min}-{cfg.ngram_max}, max draft {cfg.max_draft}, "
            f"{cfg.draft_policy} policy{', cost cap' if cfg.cost_cap else ''})" if cfg.lookup else "plain")
    s = cfg.sampling
    return f"{mode}; " + ("greedy" if s.greedy else f"temp {s.temperature}, top-p {s.top_p}, top-k {s.top_k}")


class ChangedOnDiskDialog(ModalScreen[str | None]):
    """The file changed since it was loaded: returns "reload", "diff" or None."""

    DEFAULT_CSS = _css("ChangedOnDiskDialog")
    BINDINGS = [Binding("escape", "choose('')", "cancel"), Binding("r", "choose('reload')", "reload"),
                Binding("d", "choose('diff')", "difference")]

    def __init__(self, path: Path) -> None:
        super().__init__()
        self.path = path

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Label(f"{self.path.name} changed on disk", classes="title")
            yield Static(
                "The file changed since redraft loaded it, so the result was not written "
                "(that would overwrite the other change). Reload it and run the instruction "
                "again, or look at what changed."
            )
            with Horizontal():
                yield Button("Reload (r)", id="reload", variant="warning")
                yield Button("Show difference (d)", id="diff")
                yield Button("Cancel (esc)", id="cancel")

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.action_choose("" if event.button.id == "cancel" else event.button.id or "")

    def action_choose(self, choice: str) -> None:
        self.dismiss(choice or None)


class TextDialog(ModalScreen[None]):
    """A scrollable block of text (a diff, an error)."""

    DEFAULT_CSS = _css("TextDialog") + "TextDialog VerticalScroll { height: auto; max-height: 30; }"
    BINDINGS = [Binding("escape,enter", "close", "close")]

    def __init__(self, title: str, text: str, lexer: str = "diff") -> None:
        super().__init__()
        self.title_, self.text, self.lexer = title, text, lexer

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Label(self.title_, classes="title")
            with VerticalScroll():
                yield Static(Syntax(self.text or "(no difference)", self.lexer, theme="ansi_dark"))
            with Horizontal():
                yield Button("Close", variant="primary")

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.dismiss(None)

    def action_close(self) -> None:
        self.dismiss(None)


class PromptDialog(ModalScreen[str | None]):
    """One line of input (e.g. where to save a patch); returns it or None."""

    DEFAULT_CSS = _css("PromptDialog")
    BINDINGS = [Binding("escape", "cancel", "cancel")]

    def __init__(self, title: str, value: str = "") -> None:
        super().__init__()
        self.title_, self.value = title, value

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Label(self.title_, classes="title")
            yield Input(self.value, id="value")

    def on_input_submitted(self, event: Input.Submitted) -> None:
        self.dismiss(event.value.strip() or None)

    def action_cancel(self) -> None:
        self.dismiss(None)
