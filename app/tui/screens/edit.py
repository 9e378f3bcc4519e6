"""The main screen: source, output (live diff), stats, instruction, footer. Layout, key
bindings and delegation: a run's lifecycle is the GenerationController's (app/tui/
generation.py), what happens to its result the ResultController's. Below ~120 columns
the stats become one status line and the source pane hides (f6 and f7 bring them back)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual import events
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.widgets import Footer, Header

from ..document import Document
from ..generation import GenerationController
from ..history import file_key
from ..keys import EDIT_KEYS
from ..messages import (GenerationDone, GenerationFailed, GenerationStarted, ModelStatusChanged,
                                      PhaseChanged, TokensArrived)
from .results import ResultController
from ..state import ModelStatus, Phase, Request, Run
from ..stream import Transcript
from ..widgets.instruction import InstructionInput
from ..widgets.legend import Legend
from ..widgets.output import OutputView
from ..widgets.source import SourceView
from ..widgets.stats import StatsPanel, StatusLine

if TYPE_CHECKING:
    from ..services import ServicesApp

NARROW = 120  # below this many columns: one status line, no source pane
EDIT_CSS = """
#panes { height: 1fr; }
#source-pane { width: 2fr; border: round $panel-lighten-2; }
#output-pane { width: 3fr; border: round $panel-lighten-2; }
#side { width: 32; border: round $panel-lighten-2; }
#output-pane:focus-within, #source-pane:focus-within { border: round $primary; }
#output-pane Legend { dock: bottom; }
"""

# The output pane's title per view: the names help and the README use (f2 cycles them)
VIEW_TITLES = {"diff": "diff view", "full": "full view", "split": "side by side"}


class EditScreen(Screen):
    PLACEHOLDER = "Type an instruction below and press enter."  # the output pane with nothing to show
    DEFAULT_CSS = EDIT_CSS
    BINDINGS = EDIT_KEYS

    if TYPE_CHECKING:
        app: ServicesApp  # (typing only: Textual types it App; RedraftApp is one)

    def __init__(self, doc: Document) -> None:
        super().__init__()
        self.doc = doc
        self.model_status: ModelStatus = ModelStatus()  # the last the app posted
        self.generation = GenerationController(self)
        self.results = self.make_results()
        self.show_source_pane: bool | None = None  # None: by width
        self.show_stats_panel: bool | None = None
        self.ready = False  # mounted, its first widget focused (the app types early keys into it then)

    def check_action(self, action: str, parameters: tuple) -> bool | None:
        if action == "cancel":  # only while there is something to cancel (keeps the footer short)
            return self.generation.busy
        return True

    # ---- layout -----------------------------------------------------------------------
    def compose(self) -> ComposeResult:
        yield Header(icon="✎")
        with Horizontal(id="panes"):
            with Vertical(id="source-pane"):
                yield from self.compose_source()
            with Vertical(id="output-pane"):
                yield OutputView(self.PLACEHOLDER, redirect_typing=True, id="output")
                yield Legend()
            with Vertical(id="side"):
                yield StatsPanel(id="stats")
        yield StatusLine(id="statusline")
        yield InstructionInput("What should change? e.g. rename x to count (↑ for history)",
                               recall=self.recall, id="instruction")
        yield Footer()

    def compose_source(self) -> ComposeResult:
        yield SourceView(self.doc.text, self.doc.name, id="source")

    def on_mount(self) -> None:
        self.query_one(OutputView).show_file(self.preview_text())
        self._titles()
        self.set_status(self.first_status())
        self.show_model(self.app.model_status)
        self.set_interval(0.25, self._tick)
        self.apply_layout()
        self.initial_focus().focus()
        self.ready = True
        self.type_early_keys()

    def type_early_keys(self) -> None:
        """What was typed before this screen was up (the app kept it) into its first widget."""
        if self.app.early_keys:
            first = self.initial_focus()
            first.focus()
            first.insert("".join(self.app.early_keys))
            self.app.early_keys.clear()

    def first_status(self) -> str:
        """(Textual calls on_mount of every class in the MRO: a subclass overrides this.)"""
        return "type an instruction below and press enter"

    def on_resize(self, event: events.Resize) -> None:
        self.apply_layout()

    def apply_layout(self) -> None:
        narrow = self.size.width < NARROW
        source = self.show_source_pane if self.show_source_pane is not None else not narrow
        stats = self.show_stats_panel if self.show_stats_panel is not None else not narrow
        self.query_one("#source-pane").display = source
        self.query_one("#side").display = stats
        self.query_one(StatusLine).display = not stats
        self.query_one(InstructionInput).set_class(narrow, "-narrow")
        self.refresh_stats()

    def action_toggle_source(self) -> None:
        self.show_source_pane = not self.query_one("#source-pane").display
        self.apply_layout()

    def action_toggle_stats(self) -> None:
        self.show_stats_panel = not self.query_one("#side").display
        self.apply_layout()

    def initial_focus(self):
        return self.query_one(InstructionInput)

    def _titles(self) -> None:
        self.query_one("#source-pane").border_title = self.doc.label
        out = self.query_one(OutputView)
        rej = " · rejected drafts shown" if out.show_rejected else ""
        self.query_one("#output-pane").border_title = f"output · {VIEW_TITLES.get(out.view, out.view)}{rej}"
        self.query_one("#side").border_title = "stats"
        self.sub_title = self.doc.label

    def set_status(self, text: str) -> None:
        self.query_one("#output-pane").border_subtitle = text

    def current_doc(self) -> Document:
        return self.doc

    def show_source(self) -> None:
        self.query_one(SourceView).set_text(self.doc.text, self.doc.name)
        self.query_one(OutputView).show_file(self.preview_text())

    def preview_text(self) -> str | None:
        """What the output pane shows before a run: the file (paste mode: nothing, the
        buffer beside it is the input)."""
        return self.doc.text

    def set_document(self, doc: Document) -> None:
        """Show another file (or the same one reloaded); the output is cleared, and for
        another file the last request and the instruction box too (ctrl+r runs a reloaded
        file's again; ↑ recalls the instruction): an instruction typed for one file is not one
        enter away from running on the next ("delete everything" was, for a user), nor a
        prefix of what is typed there."""
        reloaded = doc.loaded is not None and self.doc.loaded is not None and doc.loaded.real == self.doc.loaded.real
        self.generation.stop()
        self.doc = doc
        self.show_source()
        if reloaded:
            self.action_clear(quiet=True)
        else:
            self.generation.forget()
            box = self.query_one(InstructionInput)
            box.use("")
        self._titles()

    # ---- the result: a controller, and what it may ask of this screen ---------------------
    def make_results(self) -> ResultController:
        return ResultController(self)

    def show_document(self, doc: Document) -> None:
        self.doc = doc
        self.show_source()
        self._titles()

    def show_run(self, run: Run) -> None:
        self.generation.show(run)

    def set_phase(self, run: Run, phase: Phase) -> None:
        self.generation.set_phase(run, phase)

    def action_accept(self) -> None:
        self.results.accept()

    def action_review(self) -> None:
        self.results.review()

    def action_undo(self) -> None:
        self.results.undo()

    def action_edit_log(self) -> None:
        self.results.edit_log()

    def action_copy(self) -> None:
        self.results.copy()

    def action_save_patch(self) -> None:
        self.results.save_patch()

    def action_apply_fix(self) -> None:
        self.results.apply_fix()

    def action_clear(self, quiet: bool = False) -> None:
        """Reject: the output goes; the request stays for ctrl+r."""
        self.generation.reject()
        if not quiet:
            self.notify("Output cleared.", timeout=2)

    # ---- views and other screens ---------------------------------------------------------
    def action_cycle_view(self) -> None:
        self.query_one(OutputView).cycle_view()
        self._titles()

    def action_toggle_rejected(self) -> None:
        out = self.query_one(OutputView)
        out.show_rejected = not out.show_rejected
        self.query_one(Legend).set_rejected(out.show_rejected)
        self._titles()

    def action_race(self) -> None:
        last = self.last_request.instruction if self.last_request else ""
        text = self.query_one(InstructionInput).text.strip() or last
        if not text:
            self.notify("Type an instruction first: race mode runs it both ways.", severity="warning")
            return
        if self.generation.busy:
            self.notify("Still generating: esc cancels it first.", severity="warning")
            return
        from .race import RaceScreen

        self.app.push_screen(RaceScreen(self.current_doc(), text, self.app.cfg), self.results.race_accepted)

    # ---- history ----------------------------------------------------------------------
    def recall(self) -> list[str]:
        return self.app.history.recall(file_key(self.doc.path))

    def action_history_search(self) -> None:
        from ..commands import search_history

        search_history(self)

    def on_output_view_typed(self, msg: OutputView.Typed) -> None:
        """Typing with the output focused goes to the instruction box, never nowhere."""
        box = self.query_one(InstructionInput)
        box.focus()
        if box.selection.is_empty:
            box.move_cursor(box.document.end)
        box.replace(msg.character, *box.selection, maintain_selection_offset=False)  # a selected one (the last sent) goes

    # ---- generation: the controller's, shown here ---------------------------------------
    @property
    def run(self) -> Run | None:
        return self.generation.run

    @property
    def last_request(self) -> Request | None:
        return self.generation.last_request

    def show_output(self, transcript: Transcript | None) -> None:
        self.query_one(OutputView).show(transcript)

    def output_changed(self) -> None:
        self.query_one(OutputView).update()

    def action_submit(self) -> None:
        self.query_one(InstructionInput).action_submit()

    def on_instruction_input_submitted(self, msg: InstructionInput.Submitted) -> None:
        if not msg.text:
            self.notify("Type an instruction first, e.g. 'rename x to count'.", severity="warning")
            return
        self.generation.start(msg.text, self.app.cfg)

    def on_model_status_changed(self, msg: ModelStatusChanged) -> None:
        self.show_model(msg.status)
        if msg.status.ready:
            self.generation.model_ready()  # a queued request waits for the warm-up on the model lock

    def show_model(self, status: ModelStatus) -> None:
        self.model_status = status
        self.query_one(StatsPanel).model_status(status.text, status.loading, status.done, status.total)
        self.refresh_stats()  # the status line carries the model's state when narrow

    def on_phase_changed(self, msg: PhaseChanged) -> None:
        self.refresh_bindings()  # esc cancel shows only while busy
        self.refresh_stats()

    def on_generation_started(self, msg: GenerationStarted) -> None:
        self.generation.started(msg)

    def on_tokens_arrived(self, msg: TokensArrived) -> None:
        self.generation.tokens(msg)

    def on_generation_done(self, msg: GenerationDone) -> None:
        self.generation.done(msg)

    def on_generation_failed(self, msg: GenerationFailed) -> None:
        self.generation.failed(msg)

    def action_cancel(self) -> None:
        self.generation.cancel()

    def action_retry(self) -> None:
        self.generation.retry(self.query_one(InstructionInput).text.strip())

    def action_baseline(self) -> None:
        self.generation.baseline(self.query_one(InstructionInput).text.strip())

    # ---- stats ------------------------------------------------------------------------
    def _tick(self) -> None:
        if self.generation.busy:
            self.refresh_stats()

    def refresh_stats(self) -> None:
        run, now = self.run, self.app.clock()
        speed = self.app.speedup_text(run.request) if run and run.phase in (Phase.DONE, Phase.ACCEPTED) else ""
        self.query_one(StatsPanel).show(run, now, speed)
        self.query_one(StatusLine).show(run, now, self.model_status.brief, speed)

    def on_screen_resume(self) -> None:
        self.refresh_stats()  # e.g. back from a race that left a plain baseline

    def on_unmount(self) -> None:
        self.generation.launcher.cancel()
