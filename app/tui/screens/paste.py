"""Paste mode: a scratch buffer instead of a file. Paste text or JSON, give an
instruction; accepting replaces the buffer (undo puts it back). The buffer is labelled
honestly (JSON, JSON with its first error, or text), highlighted as JSON when Textual's
syntax extra is installed, and JSON results are checked with json.loads. Tab goes from
the buffer to the instruction box; a new paste clears the last result."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.widgets import TextArea

from ..document import Document, json_error
from .edit import EditScreen
from .results import BufferResults
from ..syntax import buffer_language
from ..widgets.output import OutputView

FOCUS_ORDER = ("#source", "#instruction", "#output")


class PasteScreen(EditScreen):
    PLACEHOLDER = "Paste on the left, or ctrl+o to open a file."  # one line: 80 columns show ~45
    BINDINGS = [
        Binding("tab", "focus_step(1)", show=False, priority=True),
        Binding("shift+tab", "focus_step(-1)", show=False, priority=True),
    ]

    def __init__(self, text: str = "") -> None:
        super().__init__(Document.scratch(text))
        self._loading = False

    def compose_source(self) -> ComposeResult:
        yield TextArea(self.doc.text, id="source", soft_wrap=False, show_line_numbers=True, compact=True,
                       language=buffer_language(self.doc.is_json), tab_behavior="focus",
                       placeholder="Paste text or JSON here (ctrl+v or your terminal's paste)… or ctrl+o to open a file")

    def first_status(self) -> str:
        return "paste on the left · ctrl+o opens a file"  # short: an 80-column border shows ~45

    def apply_layout(self) -> None:
        if self.show_source_pane is None:
            self.show_source_pane = True  # the buffer is the input here: never hidden by width
        super().apply_layout()

    def preview_text(self) -> str | None:
        return None

    def initial_focus(self):
        return self.query_one("#source", TextArea) if not self.doc.text else super().initial_focus()

    def action_focus_step(self, step: int) -> None:
        """Buffer → instruction → output: Tab from the buffer never lands on the read-only
        output, where an instruction typed next would be lost."""
        chain = [w for w in (self.query_one(sel) for sel in FOCUS_ORDER) if w.display and w.parent.display]
        focused = self.focused
        i = next((k for k, w in enumerate(chain) if w is focused), -1)
        chain[(i + step) % len(chain)].focus()

    def current_doc(self) -> Document:
        self.doc = Document.scratch(self.query_one("#source", TextArea).text)
        self._titles()
        return self.doc

    def show_source(self) -> None:
        area = self.query_one("#source", TextArea)
        if area.text != self.doc.text:
            self._loading = True
            area.load_text(self.doc.text)

    def on_text_area_changed(self, event: TextArea.Changed) -> None:
        if event.text_area.id != "source":
            return
        area = event.text_area
        out = self.query_one(OutputView)
        wanted = self.PLACEHOLDER if not area.text else EditScreen.PLACEHOLDER  # pasted: what to do next
        if out.placeholder != wanted:
            out.placeholder = wanted
            out.refresh()
        doc = Document.scratch(area.text)
        if doc.label != self.doc.label:
            self.doc = doc
            self._titles()
        error = json_error(area.text) if doc.is_json else None
        if error and (self.run is None or not self.run.phase.busy):
            msg, _, where = error.removeprefix("invalid JSON: ").rpartition(" at ")
            self.set_status(f"input JSON invalid at {where}: {msg}")  # where first: narrow panes cut the end
        language = buffer_language(doc.is_json)
        if area.language != language:  # Textual then moves the cursor to the start: put it back
            selection = area.selection  # (a paste that arrives as keystrokes went on at line 1)
            area.language = language
            area.selection = selection
        if self._loading:  # our own load (accept, undo): not a new paste
            self._loading = False
            return
        if self.run is not None and not self.run.phase.busy and area.text != self.run.request.doc.text:
            self.action_clear(quiet=True)
            self.set_status("the buffer changed: the last result was cleared · ctrl+r runs the last instruction on it")

    def make_results(self) -> BufferResults:
        return BufferResults(self)

    def buffer_text(self) -> str:
        return self.query_one("#source", TextArea).text
