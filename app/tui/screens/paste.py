"""Paste mode: a scratch buffer instead of a file. Paste text or JSON, give an
instruction; accepting replaces the buffer (undo puts it back). JSON results are
checked with json.loads, and an invalid one shows its error with line and column."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.widgets import TextArea

from redraft.app.tui.document import Document
from redraft.app.tui.screens.actions import UndoEntry
from redraft.app.tui.screens.edit import EditScreen


class PasteScreen(EditScreen):
    def __init__(self, text: str = "") -> None:
        super().__init__(Document.scratch(text))

    def compose_source(self) -> ComposeResult:
        yield TextArea(self.doc.text, id="source", soft_wrap=False, show_line_numbers=True,
                       placeholder="Paste text or JSON here (ctrl+v or your terminal's paste)…")

    def on_mount(self) -> None:
        super().on_mount()
        self.set_status("paste text or JSON on the left, then type an instruction below")

    def initial_focus(self):
        return self.query_one("#source", TextArea) if not self.doc.text else super().initial_focus()

    def current_doc(self) -> Document:
        self.doc = Document.scratch(self.query_one("#source", TextArea).text)
        self._titles()
        return self.doc

    def show_source(self) -> None:
        area = self.query_one("#source", TextArea)
        if area.text != self.doc.text:
            area.load_text(self.doc.text)

    def on_text_area_changed(self, event: TextArea.Changed) -> None:
        if event.text_area.id == "source":
            name = Document.scratch(event.text_area.text).name
            if name != self.doc.name:
                self.doc = Document(event.text_area.text, name)
                self._titles()

    def write_result(self, result: str, force: frozenset[str] = frozenset()) -> None:
        before = self.query_one("#source", TextArea).text
        self.app.undo_stack.append(UndoEntry(None, None, before, result))
        self._accepted(Document.scratch(result), "replaced the paste buffer")

    def undo_buffer(self, entry: UndoEntry) -> bool:
        self.doc = Document.scratch(entry.before)
        self.show_source()
        self.accepted_run = None
        self._titles()
        self.set_status("undone · paste buffer restored")
        self.notify("Restored the paste buffer.", title="Undone")
        return True
