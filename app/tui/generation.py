"""A run's lifecycle, apart from the screen that shows it: the GenerationController starts
a request (or queues it until the model is loaded), launches it on a worker thread, feeds
its events to the run, cancels it, checks the finished result and retries a suspect one
(engine/retry.py), and posts PhaseChanged to its screen whenever the phase moves. The
screen (GenerationHost) lays out, binds keys and shows; the worker goes through the
Launcher (launcher.py), which the race screen shares."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import TYPE_CHECKING, Protocol

from textual.notifications import SeverityLevel

from .document import Document
from .history import file_key
from .launcher import Launcher, Owner
from .messages import GenerationDone, GenerationFailed, GenerationStarted, PhaseChanged, TokensArrived
from .runner import run_generation
from .state import Phase, Request, Run, Tries
from .stream import Transcript
from .verdict import attempt, done_status
from ...engine import StopReason, check, kept, next_attempt, retry_instruction, typed_instruction
from ...engine.config import DecodeConfig
from ...engine.session import EditRequest

if TYPE_CHECKING:
    from .services import AppServices


class GenerationHost(Owner, Protocol):
    """What the controller needs from its screen."""

    def notify(self, message: str, *, title: str = "", severity: SeverityLevel = "information",
               timeout: float | None = None, markup: bool = True) -> None: ...

    def set_status(self, text: str) -> None: ...

    def current_doc(self) -> Document:
        """The document a new request edits (paste mode: the buffer as it is now)."""
        ...

    def show_output(self, transcript: Transcript | None) -> None:
        """Show `transcript` in the output pane (None: clear it)."""

    def output_changed(self) -> None:
        """The shown transcript grew: redraw the output pane."""

    def refresh_stats(self) -> None: ...


class GenerationController:
    def __init__(self, host: GenerationHost) -> None:
        self.host = host
        self.run: Run | None = None
        self.last_request: Request | None = None  # what ctrl+r re-runs, even after a reject
        self.launcher = Launcher(host)

    @property
    def app(self) -> AppServices:
        return self.host.app

    @property
    def busy(self) -> bool:
        return self.run is not None and self.run.phase.busy

    def set_phase(self, run: Run, phase: Phase) -> None:
        """Every phase a generation goes through is set here, and told to the screen."""
        run.phase = phase
        self.host.post_message(PhaseChanged(run.run_id, phase))

    # ---- starting -------------------------------------------------------------------------
    def start(self, instruction: str, cfg: DecodeConfig, tries: Tries | None = None, how: str = "") -> bool:
        """Run `instruction`; `tries`: the attempts it continues (an automatic retry)."""
        if self.busy:
            self.host.notify("Still generating: esc cancels it first.", severity="warning")
            return False
        doc = self.host.current_doc()
        if not doc.text.strip() and doc.loaded is None:  # an empty file is edited ("add a main function")
            self.host.notify("Nothing to edit yet: paste some text or open a file first.", severity="warning")
            return False
        request = Request(doc, instruction, cfg)
        if tries is None:  # typed, or ctrl+r (whose note on what failed is not part of the goal)
            self.app.history.add(file_key(doc.path), typed_instruction(instruction))
            self.last_request = request
            tries = Tries(typed_instruction(instruction))
        self.run = Run(request, Transcript(doc.text), entered=self.app.clock(), tries=tries, how=how)
        tries.runs.append(self.run)
        self.set_phase(self.run, Phase.WAITING)
        self.host.show_output(self.run.transcript)
        if self.app.session is None:
            self.host.set_status("waiting for the model to load… (counted in the stats)")
        else:
            self.launch()
        self.host.refresh_stats()
        return True

    @property
    def queued(self) -> bool:
        """A request entered before the model loaded waits for it (not launched yet)."""
        return self.run is not None and self.run.phase is Phase.WAITING and self.run.run_id == 0

    def model_ready(self) -> None:
        """The model loaded: a request queued before it goes now."""
        if self.queued:
            self.launch()

    def launch(self) -> None:
        run = self.run
        assert run is not None
        req = run.request
        warm = " (after the warm-up)" if self.app.warming else ""
        self.host.set_status(f"waiting for the model{warm}… esc cancels")
        edit = EditRequest(req.doc.text, req.instruction, req.doc.name)
        run.run_id = self.launcher.launch(run_generation, edit, req.cfg, "redraft-generate", lane="main")

    # ---- what the worker posts ----------------------------------------------------------
    def mine(self, run_id: int) -> Run | None:
        """The current run if the message is about it (a stale run's messages are dropped)."""
        return self.run if self.run is not None and run_id == self.run.run_id else None

    def started(self, msg: GenerationStarted) -> None:
        run = self.mine(msg.run_id)
        if run is None or run.phase is not Phase.WAITING:
            return
        run.started = msg.at
        self.set_phase(run, Phase.GENERATING)
        mode = "prompt lookup" if run.request.cfg.lookup else "plain decoding"
        self.host.set_status(f"generating ({mode})… esc cancels")
        self.host.refresh_stats()

    def tokens(self, msg: TokensArrived) -> None:
        run = self.mine(msg.run_id)
        if run is None:
            return
        for t_ms, event in msg.events:
            run.transcript.feed(event, t_ms)
        self.host.output_changed()
        self.host.refresh_stats()

    def done(self, msg: GenerationDone) -> None:
        run = self.mine(msg.run_id)
        if run is None:
            return
        if not run.transcript.finished:
            run.transcript.feed(msg.done)
        if run.ended is None:
            run.ended = self.app.clock()
        self.host.output_changed()
        if msg.done.summary.stop_reason == StopReason.CANCELLED:
            self.set_phase(run, Phase.CANCELLED)
            self.host.set_status("cancelled · enter or ctrl+r runs it again")
        else:
            self.set_phase(run, Phase.DONE)
            self.app.baselines.record(run.request, msg.done)
            self.after_result()
        self.host.refresh_stats()

    def failed(self, msg: GenerationFailed) -> None:
        run = self.mine(msg.run_id)
        if run is None:
            return
        run.error, run.ended = msg.error, self.app.clock()
        self.set_phase(run, Phase.FAILED)
        self.host.notify(msg.error, title="Generation failed", severity="error", timeout=10)
        self.host.set_status(f"failed: {msg.error}")
        self.host.refresh_stats()

    # ---- the finished result: check, retry, keep ------------------------------------------
    def show(self, run: Run) -> None:
        """Make `run` (finished: an earlier attempt, the race's) the current one, checked."""
        self.run, self.last_request = run, run.request
        self.host.show_output(run.transcript)
        self.after_result(retry=False)
        self.host.refresh_stats()

    def after_result(self, retry: bool = True) -> None:
        """The run finished whole: check the result against the instruction as typed, retry
        a suspect or breaking one (engine/retry.py decides), or say what can be done with it."""
        run, done = self.run, self.run.transcript.done if self.run else None
        assert run is not None and done is not None
        req = run.request
        run.verdict = v = check(req.doc.text, run.result() or "", req.doc.name, run.goal)
        broken = v.breaks or (v.kind == "unparsed" and req.doc.is_json)  # pasted JSON must come out valid
        run.result_error = f"the result {v.detail}" if broken else (f"the result is suspect: {v.detail}" if v.refused else None)
        if retry and self.next_try(run):
            return
        tries = run.tries
        if tries is not None and tries.kept is None:
            best = tries.runs[keep_best(tries, range(len(tries.runs)))]
            if best is not run:  # an earlier attempt was better: show it again
                self.show(best)
                return
        if run.result_error and (broken or done.summary.complete):  # a cut-short result says so first
            title = "The result breaks the file" if broken else "The result looks wrong"
            fix = f" f10 writes the computed result ({v.fix_how})." if v.fix is not None else ""
            self.host.notify(f"{v.detail}. ctrl+r retries and tells the model what failed.{fix}", title=title,
                             severity="error", timeout=10)
        self.host.set_status(done_status(run, broken))

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
        assert run.verdict is not None
        if plan.instruction == tries.goal:  # best of n: the next candidate of the same instruction
            self.host.notify(f"Candidate {n}: {run.verdict.text}. Drawing {plan.how}.", title="Best of n", timeout=6)
        else:
            self.host.notify(f"Attempt {n}: {run.verdict.text}. Retrying ({plan.how}), telling the model what failed.",
                             title="Retrying", timeout=6)
        self.start(plan.instruction, plan.cfg, tries=tries, how=plan.how)
        self.host.set_status(f"attempt {n + 1} ({plan.how}): attempt {n} was {run.verdict.level} · esc cancels")
        return True

    # ---- stopping, rejecting, running again --------------------------------------------------
    def stop(self) -> None:
        """Tell a busy run to stop (its worker finishes the round in progress)."""
        if self.run is not None and self.run.phase.busy:
            self.launcher.cancel()
            self.run.ended = self.app.clock()
            self.set_phase(self.run, Phase.CANCELLED)

    def cancel(self) -> None:
        """esc: stop the run, and say so."""
        if not self.busy:
            return
        assert self.run is not None
        run = self.run
        was_waiting = run.phase is Phase.WAITING and run.run_id == 0
        self.stop()
        if self.keep_earlier(run):
            return
        self.host.set_status("cancelled before the model was ready" if was_waiting
                             else "cancelled · enter or ctrl+r runs it again")
        if not was_waiting:
            self.host.notify("Generation cancelled.", timeout=3)

    def keep_earlier(self, run: Run) -> bool:
        """A retry cancelled: the best earlier attempt (finished and checked) is the result
        again, as when the retries run out, rather than the cut-short retry."""
        tries = run.tries
        if tries is None or tries.kept is not None:
            return False
        done = [i for i, r in enumerate(tries.runs) if r is not run and r.verdict is not None]
        if not done:
            return False
        keep_best(tries, done)
        self.host.notify(f"Attempt {tries.number(run)} cancelled: attempt {tries.kept + 1} kept.", timeout=4)
        self.show(tries.runs[tries.kept])
        return True

    def reject(self) -> None:
        """The output goes; the request stays for ctrl+r (last_request)."""
        self.stop()
        self.run = None
        self.host.show_output(None)
        self.host.refresh_stats()
        self.host.set_status("rejected · ctrl+r runs it again · enter runs a new instruction"
                             if self.last_request else "type an instruction below and press enter")

    def forget(self) -> None:
        """Another file is open: the output and the last request (made for the file before)
        go, so nothing says ctrl+r would run it again."""
        self.stop()
        self.run, self.last_request = None, None
        self.host.show_output(None)
        self.host.refresh_stats()
        self.host.set_status("type an instruction below and press enter")

    def retry(self, typed: str) -> None:
        """ctrl+r: the last request again (a new seed when sampling), telling the model what
        the last result got wrong; `typed`: the instruction box, when nothing ran yet."""
        request = self.last_request
        if request is None:
            if not typed:
                self.host.notify("Nothing to retry yet: type an instruction (↑ recalls earlier ones).", severity="warning")
                return
            self.start(typed, self.app.cfg)
            return
        cfg = request.cfg
        if not cfg.sampling.greedy:
            cfg = cfg.with_(sampling=replace(cfg.sampling, seed=random.randrange(2**63)))
        instruction, run = request.instruction, self.run
        if run is not None and run.result_error and run.verdict is not None:  # tell the model what failed
            instruction = retry_instruction(instruction, run.verdict)
        self.stop()
        self.start(instruction, cfg)

    def baseline(self, typed: str) -> None:
        """The last (or typed) instruction with plain decoding, for a speedup."""
        req = self.last_request
        text = req.instruction if req else typed
        if not text:
            self.host.notify("Type an instruction first.", severity="warning")
            return
        self.start(text, (req.cfg if req else self.app.cfg).with_(lookup=False))


def keep_best(tries: Tries, among) -> int:
    """Record, and return, which of the attempts `among` (indices into tries.runs) is kept:
    engine.retry's choice over their checks. The retries ran out (all of them) or one was
    cancelled (the finished ones before it)."""
    among = list(among)
    tries.kept = among[kept([attempt(tries.runs[i]) for i in among])]
    return tries.kept
