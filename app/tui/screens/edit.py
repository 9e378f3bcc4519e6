"""The main screen: source, output (live diff), stats, instruction, footer; and the
generation flow (submit, stream, cancel, retry)."""

from __future__ import annotations

import random
import threading
from dataclasses import dataclass, replace
from functools import partial

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.widgets import Footer, Header

from redraft.app.tui.document import Document
from redraft.app.tui.messages import GenerationDone, GenerationFailed, TokensArrived
from redraft.app.tui.runner import run_generation
from redraft.app.tui.screens.actions import ResultActions
from redraft.app.tui.stream import Transcript
from redraft.app.tui.widgets.instruction import InstructionInput
from redraft.app.tui.widgets.legend import Legend
from redraft.app.tui.widgets.output import OutputView
from redraft.app.tui.widgets.source import SourceView
from redraft.app.tui.widgets.stats import StatsPanel
from redraft.engine import Verdict, check, retry_instruction
from redraft.engine.config import DecodeConfig
from redraft.engine.session import EditRequest

EDIT_CSS = """
#panes { height: 1fr; }
#source-pane { width: 2fr; border: round $panel-lighten-2; }
#output-pane { width: 3fr; border: round $panel-lighten-2; }
#side { width: 32; border: round $panel-lighten-2; }
#output-pane:focus-within, #source-pane:focus-within { border: round $primary; }
#output-pane Legend { dock: bottom; }
"""


@dataclass(frozen=True)
class Request:
    doc: Document
    instruction: str
    cfg: DecodeConfig

    @property
    def key(self) -> tuple:
        """Same file, instruction and settings except plain vs lookup: a baseline applies."""
        return (self.doc.text, self.doc.name, self.instruction, self.cfg.with_(lookup=True))


class EditScreen(ResultActions, Screen):
    DEFAULT_CSS = EDIT_CSS
    BINDINGS = [
        Binding("escape", "cancel", "cancel"),
        Binding("ctrl+s", "accept", "accept"),
        Binding("ctrl+b", "undo", "undo"),
        Binding("ctrl+n", "clear", "reject"),
        Binding("ctrl+r", "retry", "retry"),
        Binding("f2", "cycle_view", "view"),
        Binding("f3", "toggle_rejected", "rejected"),
        Binding("f5", "race", "race"),
        Binding("f4", "model_info", "model", show=False),
        Binding("f8", "copy", "copy", show=False),
        Binding("f9", "save_patch", "patch", show=False),
        Binding("ctrl+o", "open_file", "open", show=False),
        Binding("ctrl+t", "paste_mode", "paste mode", show=False),
    ]

    def __init__(self, doc: Document) -> None:
        super().__init__()
        self.doc = doc
        self.transcript: Transcript | None = None
        self.request: Request | None = None
        self.run_id = 0
        self.cancel_event = threading.Event()
        self.running = False
        self.waiting = False  # submitted before the model was ready
        self.started = 0.0
        self.elapsed_ms = 0.0
        self.result_error: str | None = None  # the check says the result breaks the file
        self.verdict: Verdict | None = None  # engine/checks.py on the last finished result
        self.accepted_run: int | None = None

    # ---- layout -----------------------------------------------------------------------
    def compose(self) -> ComposeResult:
        yield Header(icon="✎")
        with Horizontal(id="panes"):
            with Vertical(id="source-pane"):
                yield from self.compose_source()
            with Vertical(id="output-pane"):
                yield OutputView("Type an instruction below and press enter.", id="output")
                yield Legend()
            with Vertical(id="side"):
                yield StatsPanel(id="stats")
        yield InstructionInput("What should change? e.g. rename x to count", id="instruction")
        yield Footer()

    def compose_source(self) -> ComposeResult:
        yield SourceView(self.doc.text, self.doc.name, id="source")

    def on_mount(self) -> None:
        self._titles()
        self.set_status("type an instruction below and press enter")
        self.app.refresh_model_status(self)
        self.set_interval(0.25, self._tick)
        self.initial_focus().focus()

    def initial_focus(self):
        return self.query_one(InstructionInput)

    def _titles(self) -> None:
        self.query_one("#source-pane").border_title = self.doc.label
        out = self.query_one(OutputView)
        rej = " · rejected drafts shown" if out.show_rejected else ""
        self.query_one("#output-pane").border_title = f"output · {out.view} view{rej}"
        self.query_one("#side").border_title = "stats"
        self.sub_title = self.doc.label

    def set_status(self, text: str) -> None:
        self.query_one("#output-pane").border_subtitle = text

    def current_doc(self) -> Document:
        return self.doc

    def show_source(self) -> None:
        self.query_one(SourceView).set_text(self.doc.text, self.doc.name)

    def set_document(self, doc: Document) -> None:
        """Show another file (or the same one reloaded); the output is cleared."""
        self._stop()
        self.doc = doc
        self.show_source()
        self.action_clear(quiet=True)
        self._titles()

    # ---- generation -------------------------------------------------------------------
    def action_submit(self) -> None:
        self.query_one(InstructionInput).action_submit()

    def on_instruction_input_submitted(self, msg: InstructionInput.Submitted) -> None:
        if not msg.text:
            self.notify("Type an instruction first, e.g. 'rename x to count'.", severity="warning")
            return
        self.start(msg.text, self.app.cfg)

    def start(self, instruction: str, cfg: DecodeConfig) -> bool:
        if self.running:
            self.notify("Still generating: esc cancels it first.", severity="warning")
            return False
        doc = self.current_doc()
        if not doc.text.strip():
            self.notify("Nothing to edit yet: paste or open some text first.", severity="warning")
            return False
        self.request = Request(doc, instruction, cfg)
        self.transcript = Transcript(doc.text)
        self.result_error, self.accepted_run, self.elapsed_ms = None, None, 0.0
        self.verdict = None
        self.query_one(OutputView).show(self.transcript)
        self._update_stats()
        if self.app.session is None:
            self.waiting = True
            self.set_status("waiting for the model to load…")
            return True
        self._launch()
        return True

    def model_ready(self) -> None:
        if self.waiting:
            self._launch()

    def _launch(self) -> None:
        assert self.request is not None
        self.waiting = False
        self.run_id = self.app.next_run_id()
        self.cancel_event = threading.Event()
        self.running, self.started = True, self.app.clock()
        req = self.request
        mode = "prompt lookup" if req.cfg.lookup else "plain decoding"
        self.set_status(f"generating ({mode})… esc cancels")
        edit = EditRequest(req.doc.text, req.instruction, req.doc.name)
        self.run_worker(
            partial(run_generation, self.app.session, edit, req.cfg, run_id=self.run_id, lane="main",
                    cancel=self.cancel_event, post=self.post_message, lock=self.app.session_lock,
                    clock=self.app.clock),
            thread=True, group="generate", exit_on_error=False,
        )

    def on_tokens_arrived(self, msg: TokensArrived) -> None:
        if msg.run_id != self.run_id or self.transcript is None:
            return
        for t_ms, event in msg.events:
            self.transcript.feed(event, t_ms)
        self.query_one(OutputView).update()
        self._update_stats()

    def on_generation_done(self, msg: GenerationDone) -> None:
        if msg.run_id != self.run_id or self.transcript is None or self.request is None:
            return
        self.running = False
        t = self.transcript
        if not t.finished:
            t.feed(msg.done)
        s = msg.done.summary
        self.elapsed_ms = s.total_ms
        self.query_one(OutputView).update()
        if s.stop_reason == "cancelled":
            self.set_status("cancelled · enter or ctrl+r runs it again")
        else:
            self.app.record_baseline(self.request.key, msg.done)
            result = t.result() or ""
            req = self.request
            self.verdict = v = check(req.doc.text, result, req.doc.name, req.instruction)
            broken = v.breaks or (v.kind == "unparsed" and req.doc.is_json)  # pasted JSON must come out valid
            self.result_error = f"the result {v.text}" if broken else None
            if self.result_error:
                self.notify(f"{v.text}. ctrl+r retries and tells the model what broke.",
                            title="The result breaks the file", severity="error", timeout=10)
                self.set_status(f"{self.result_error} · ctrl+r retry, telling the model · ctrl+s asks to write anyway")
            elif result == self.request.doc.text:
                self.set_status(f"done ({s.stop_reason}) · no changes")
            elif not s.complete:
                self.set_status(f"done, incomplete ({s.stop_reason}) · ctrl+s asks first · ctrl+r retry")
            else:
                self.set_status(f"done ({s.stop_reason}) · ctrl+s accept · ctrl+n reject · ctrl+r retry")
        self._update_stats()

    def on_generation_failed(self, msg: GenerationFailed) -> None:
        if msg.run_id != self.run_id:
            return
        self.running = False
        self.notify(msg.error, title="Generation failed", severity="error", timeout=10)
        self.set_status(f"failed: {msg.error}")

    def action_cancel(self) -> None:
        if self.waiting:
            self.waiting = False
            self.set_status("cancelled before the model was ready")
        elif self.running:
            self._stop()
            self.set_status("cancelled · enter or ctrl+r runs it again")
            self.notify("Generation cancelled.", timeout=3)

    def _stop(self) -> None:
        if self.running:
            self.cancel_event.set()
            self.running = False
            self.elapsed_ms = (self.app.clock() - self.started) * 1000
        self.waiting = False

    def action_retry(self) -> None:
        if self.request is None:
            text = self.query_one(InstructionInput).text.strip()
            if not text:
                self.notify("Nothing to retry yet.", severity="warning")
                return
            self.start(text, self.app.cfg)
            return
        cfg = self.request.cfg
        if not cfg.sampling.greedy:
            cfg = cfg.with_(sampling=replace(cfg.sampling, seed=random.randrange(2**63)))
        instruction = self.request.instruction
        if self.result_error and self.verdict is not None:  # tell the model what broke
            instruction = retry_instruction(instruction, self.verdict)
        self._stop()
        self.start(instruction, cfg)

    def action_baseline(self) -> None:
        """Run the last (or typed) instruction with plain decoding, for a speedup."""
        text = self.request.instruction if self.request else self.query_one(InstructionInput).text.strip()
        if not text:
            self.notify("Type an instruction first.", severity="warning")
            return
        self.start(text, (self.request.cfg if self.request else self.app.cfg).with_(lookup=False))

    # ---- stats ------------------------------------------------------------------------
    def _tick(self) -> None:
        if self.running:
            self._update_stats()

    def _update_stats(self) -> None:
        if self.running:
            self.elapsed_ms = (self.app.clock() - self.started) * 1000
        speed = self.app.speedup_text(self.request.key) if self.request and self.transcript and self.transcript.finished else ""
        check_text = self.verdict.text if self.verdict and self.transcript and self.transcript.finished else ""
        self.query_one(StatsPanel).show(self.transcript, self.elapsed_ms, speed, check_text)

    def on_screen_resume(self) -> None:
        self._update_stats()  # e.g. back from a race that left a plain baseline

    def on_unmount(self) -> None:
        self.cancel_event.set()
