"""The main screen: source, output (live diff), stats, instruction, footer; and the
generation flow (submit, stream, cancel, retry). Below ~120 columns the stats become one
status line and the source pane hides (f6 and f7 bring them back)."""

from __future__ import annotations

import random
import threading
from dataclasses import replace
from functools import partial

from textual import events
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.widgets import Footer, Header

from redraft.app.tui.document import Document
from redraft.app.tui.history import file_key
from redraft.app.tui.keys import EDIT_KEYS
from redraft.app.tui.messages import GenerationDone, GenerationFailed, GenerationStarted, TokensArrived
from redraft.app.tui.runner import run_generation, spawn
from redraft.app.tui.screens.results import ResultController
from redraft.app.tui.state import Phase, Request, Run, Tries
from redraft.app.tui.stream import Transcript
from redraft.app.tui.widgets.instruction import InstructionInput
from redraft.app.tui.widgets.legend import Legend
from redraft.app.tui.widgets.output import OutputView
from redraft.app.tui.widgets.source import SourceView
from redraft.app.tui.widgets.stats import StatsPanel, StatusLine
from redraft.engine import Attempt, check, kept, next_attempt, retry_instruction, typed_instruction
from redraft.engine.config import DecodeConfig
from redraft.engine.session import EditRequest

NARROW = 120  # below this many columns: one status line, no source pane
EDIT_CSS = """
#panes { height: 1fr; }
#source-pane { width: 2fr; border: round $panel-lighten-2; }
#output-pane { width: 3fr; border: round $panel-lighten-2; }
#side { width: 32; border: round $panel-lighten-2; }
#output-pane:focus-within, #source-pane:focus-within { border: round $primary; }
#output-pane Legend { dock: bottom; }
"""
DONE_HINT = "^s accept · ^g hunks · ^n reject · ^r retry"


class EditScreen(Screen):
    DEFAULT_CSS = EDIT_CSS
    BINDINGS = EDIT_KEYS

    def __init__(self, doc: Document) -> None:
        super().__init__()
        self.doc = doc
        self.run: Run | None = None
        self.last_request: Request | None = None  # what ctrl+r re-runs, even after a reject
        self.cancel_event = threading.Event()
        self.results = self.make_results()
        self.show_source_pane: bool | None = None  # None: by width
        self.show_stats_panel: bool | None = None

    def check_action(self, action: str, parameters: tuple) -> bool | None:
        if action == "cancel":  # only while there is something to cancel (keeps the footer short)
            return self.run is not None and self.run.phase.busy
        return True

    # ---- layout -----------------------------------------------------------------------
    def compose(self) -> ComposeResult:
        yield Header(icon="✎")
        with Horizontal(id="panes"):
            with Vertical(id="source-pane"):
                yield from self.compose_source()
            with Vertical(id="output-pane"):
                yield OutputView("Type an instruction below and press enter.", redirect_typing=True, id="output")
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
        self._titles()
        self.set_status("type an instruction below and press enter")
        self.app.refresh_model_status(self)
        self.set_interval(0.25, self._tick)
        self.apply_layout()
        self.initial_focus().focus()

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
        self._update_stats()

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

    # ---- the result: a controller, and what it may ask of this screen ---------------------
    def make_results(self) -> ResultController:
        return ResultController(self)

    def show_document(self, doc: Document) -> None:
        self.doc = doc
        self.show_source()
        self._titles()

    def show_run(self, run: Run) -> None:
        self.run, self.last_request = run, run.request
        self.query_one(OutputView).show(run.transcript)
        self.after_result(retry=False)
        self._update_stats()

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

    def action_clear(self, quiet: bool = False) -> None:
        """Reject: the output goes; the request stays for ctrl+r (self.last_request)."""
        self._stop()
        self.run = None
        self.query_one(OutputView).show(None)
        self._update_stats()
        self.set_status("rejected · ctrl+r runs it again · enter runs a new instruction"
                        if self.last_request else "type an instruction below and press enter")
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
        if self.run is not None and self.run.phase.busy:
            self.notify("Still generating: esc cancels it first.", severity="warning")
            return
        from redraft.app.tui.screens.race import RaceScreen

        self.app.push_screen(RaceScreen(self.current_doc(), text, self.app.cfg), self.results.race_accepted)

    # ---- history ----------------------------------------------------------------------
    def recall(self) -> list[str]:
        return self.app.history.recall(file_key(self.doc.path))

    def action_history_search(self) -> None:
        from redraft.app.tui.commands import search_history

        search_history(self)

    def on_output_view_typed(self, msg: OutputView.Typed) -> None:
        """Typing with the output focused goes to the instruction box, never nowhere."""
        box = self.query_one(InstructionInput)
        box.focus()
        box.move_cursor(box.document.end)
        box.insert(msg.character)

    # ---- generation -------------------------------------------------------------------
    def action_submit(self) -> None:
        self.query_one(InstructionInput).action_submit()

    def on_instruction_input_submitted(self, msg: InstructionInput.Submitted) -> None:
        if not msg.text:
            self.notify("Type an instruction first, e.g. 'rename x to count'.", severity="warning")
            return
        self.start(msg.text, self.app.cfg)

    def start(self, instruction: str, cfg: DecodeConfig, tries: Tries | None = None, how: str = "") -> bool:
        """Run `instruction`; `tries`: the attempts it continues (an automatic retry)."""
        if self.run is not None and self.run.phase.busy:
            self.notify("Still generating: esc cancels it first.", severity="warning")
            return False
        doc = self.current_doc()
        if not doc.text.strip():
            self.notify("Nothing to edit yet: paste or open some text first.", severity="warning")
            return False
        request = Request(doc, instruction, cfg)
        if tries is None:  # typed, or ctrl+r (whose note on what failed is not part of the goal)
            self.app.history.add(file_key(doc.path), typed_instruction(instruction))
            self.last_request = request
            tries = Tries(typed_instruction(instruction))
        self.run = Run(request, Transcript(doc.text), entered=self.app.clock(), tries=tries, how=how)
        tries.runs.append(self.run)
        self.query_one(OutputView).show(self.run.transcript)
        if self.app.session is None:
            self.set_status("waiting for the model to load… (counted in the stats)")
        else:
            self._launch()
        self._update_stats()
        return True

    def model_ready(self) -> None:
        if self.run is not None and self.run.phase is Phase.WAITING and self.run.run_id == 0:
            self._launch()

    def _launch(self) -> None:
        run = self.run
        assert run is not None
        run.run_id = self.app.next_run_id()
        self.cancel_event = threading.Event()
        req = run.request
        warm = " (after the warm-up)" if self.app.warming else ""
        self.set_status(f"waiting for the model{warm}… esc cancels")
        edit = EditRequest(req.doc.text, req.instruction, req.doc.name)
        spawn(partial(run_generation, self.app.session, edit, req.cfg, run_id=run.run_id, lane="main",
                      cancel=self.cancel_event, post=self.post_message, lock=self.app.session_lock,
                      clock=self.app.clock), "redraft-generate")

    def on_generation_started(self, msg: GenerationStarted) -> None:
        if self.run is None or msg.run_id != self.run.run_id or self.run.phase is not Phase.WAITING:
            return
        self.run.phase, self.run.started = Phase.GENERATING, msg.at
        mode = "prompt lookup" if self.run.request.cfg.lookup else "plain decoding"
        self.set_status(f"generating ({mode})… esc cancels")
        self._update_stats()

    def on_tokens_arrived(self, msg: TokensArrived) -> None:
        if self.run is None or msg.run_id != self.run.run_id:
            return
        for t_ms, event in msg.events:
            self.run.transcript.feed(event, t_ms)
        self.query_one(OutputView).update()
        self._update_stats()

    def on_generation_done(self, msg: GenerationDone) -> None:
        run = self.run
        if run is None or msg.run_id != run.run_id:
            return
        t = run.transcript
        if not t.finished:
            t.feed(msg.done)
        s = msg.done.summary
        if run.ended is None:
            run.ended = self.app.clock()
        self.query_one(OutputView).update()
        if s.stop_reason == "cancelled":
            run.phase = Phase.CANCELLED
            self.set_status("cancelled · enter or ctrl+r runs it again")
        else:
            run.phase = Phase.DONE
            self.app.baselines.record(run.request, msg.done)
            self.after_result()
        self._update_stats()

    def after_result(self, retry: bool = True) -> None:
        """The run finished whole: check the result against the instruction as typed, retry
        a suspect or breaking one (engine/retry.py decides), or say what can be done with it."""
        run = self.run
        result = run.result() or ""
        req = run.request
        run.verdict = v = check(req.doc.text, result, req.doc.name, run.goal)
        broken = v.breaks or (v.kind == "unparsed" and req.doc.is_json)  # pasted JSON must come out valid
        run.result_error = f"the result {v.detail}" if broken else (f"the result is suspect: {v.detail}" if v.refused else None)
        if retry and self.next_try(run):
            return
        tries = run.tries
        if tries is not None and tries.kept is None:
            tries.kept = kept([attempt(r) for r in tries.runs])
            if tries.runs[tries.kept] is not run:  # an earlier attempt was better: show it again
                self.show_run(tries.runs[tries.kept])
                return
        stop = run.transcript.stop_reason
        which = tries.line(run) if tries is not None else ""
        which = f" · {which}" if which else ""
        incomplete = not run.transcript.done.summary.complete
        if run.result_error and (broken or not incomplete):  # a cut-short result says so first
            title = "The result breaks the file" if broken else "The result looks wrong"
            self.notify(f"{v.detail}. ctrl+r retries and tells the model what failed.", title=title, severity="error", timeout=10)
            first = f"{which.removeprefix(' · ')} · " if which else ""  # before the long part: 80 columns cut the tail
            self.set_status(f"{first}{run.result_error} · ctrl+r retry, telling the model · ctrl+s asks to write anyway")
        elif result == run.request.doc.text:
            self.set_status(f"done ({stop}) · no changes{which}")
        elif incomplete:
            self.set_status(f"done, incomplete ({stop}){which} · ctrl+s asks first · ctrl+r retry")
        else:
            self.set_status(f"{v.level} ({stop}){which} · {DONE_HINT}")

    def next_try(self, run: Run) -> bool:
        """Start the next attempt if the check refused this one and retries are left."""
        tries = run.tries
        if tries is None or tries.kept is not None:
            return False
        first = tries.runs[0].request.cfg
        plan = next_attempt(tries.goal, first, [attempt(r) for r in tries.runs], self.app.retries)
        if plan is None:
            return False
        n = tries.number(run)
        self.notify(f"Attempt {n}: {run.verdict.text}. Retrying ({plan.how}), telling the model what failed.",
                    title="Retrying", timeout=6)
        self.start(plan.instruction, plan.cfg, tries=tries, how=plan.how)
        self.set_status(f"attempt {n + 1} ({plan.how}): attempt {n} was {run.verdict.level} · esc cancels")
        return True

    def on_generation_failed(self, msg: GenerationFailed) -> None:
        if self.run is None or msg.run_id != self.run.run_id:
            return
        self.run.phase, self.run.error = Phase.FAILED, msg.error
        self.run.ended = self.app.clock()
        self.notify(msg.error, title="Generation failed", severity="error", timeout=10)
        self.set_status(f"failed: {msg.error}")
        self._update_stats()

    def action_cancel(self) -> None:
        if self.run is None or not self.run.phase.busy:
            return
        was_waiting = self.run.phase is Phase.WAITING and self.run.run_id == 0
        self._stop()
        self.set_status("cancelled before the model was ready" if was_waiting
                        else "cancelled · enter or ctrl+r runs it again")
        if not was_waiting:
            self.notify("Generation cancelled.", timeout=3)

    def _stop(self) -> None:
        if self.run is not None and self.run.phase.busy:
            self.cancel_event.set()
            self.run.phase = Phase.CANCELLED
            self.run.ended = self.app.clock()

    def action_retry(self) -> None:
        request = self.last_request
        if request is None:
            text = self.query_one(InstructionInput).text.strip()
            if not text:
                self.notify("Nothing to retry yet: type an instruction (↑ recalls earlier ones).", severity="warning")
                return
            self.start(text, self.app.cfg)
            return
        cfg = request.cfg
        if not cfg.sampling.greedy:
            cfg = cfg.with_(sampling=replace(cfg.sampling, seed=random.randrange(2**63)))
        instruction, run = request.instruction, self.run
        if run is not None and run.result_error and run.verdict is not None:  # tell the model what failed
            instruction = retry_instruction(instruction, run.verdict)
        self._stop()
        self.start(instruction, cfg)

    def action_baseline(self) -> None:
        """Run the last (or typed) instruction with plain decoding, for a speedup."""
        req = self.last_request
        text = req.instruction if req else self.query_one(InstructionInput).text.strip()
        if not text:
            self.notify("Type an instruction first.", severity="warning")
            return
        self.start(text, (req.cfg if req else self.app.cfg).with_(lookup=False))

    # ---- stats ------------------------------------------------------------------------
    def _tick(self) -> None:
        if self.run is not None and self.run.phase.busy:
            self._update_stats()

    def _update_stats(self) -> None:
        run, now = self.run, self.app.clock()
        speed = self.app.speedup_text(run.request) if run and run.phase in (Phase.DONE, Phase.ACCEPTED) else ""
        self.query_one(StatsPanel).show(run, now, speed)
        self.query_one(StatusLine).show(run, now, self.app.model_brief(), speed)
        phase = run.phase if run else None
        if phase != getattr(self, "_footer_phase", None):
            self._footer_phase = phase
            self.refresh_bindings()  # esc cancel shows only while busy

    def on_screen_resume(self) -> None:
        self._update_stats()  # e.g. back from a race that left a plain baseline

    def on_unmount(self) -> None:
        self.cancel_event.set()


def attempt(run: Run) -> Attempt:
    """A finished run as engine/retry.py sees it."""
    done = run.transcript.done
    return Attempt(run.request.instruction, run.request.cfg, run.result() or "", run.verdict,
                   done is not None and done.summary.complete)
