"""Race mode: plain decoding vs prompt lookup on the same request and model, side by side.

Honest method, labelled on screen (race.py): the runs never share the device. Plain runs
first, alone, live in its lane; then prompt lookup runs live while plain's lane replays its
recording from the moment lookup started, so both lanes move on one clock, each token shown
when it was measured. Each lane's head says whether it is live or a replay; `r` replays both
from the start, `s` skips a replay to its end. Below ~120 columns the lanes stack. The
lookup lane's result can be accepted from here (a or ctrl+s): the main screen takes it and
accepts it as if it had run there."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.markup import escape
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.timer import Timer
from textual.widgets import Footer, Header, Static

from ..document import Document
from ..launcher import Launcher
from ..messages import GenerationDone, GenerationFailed, GenerationStarted, ModelStatusChanged, TokensArrived
from ..race import LIVE, METHOD, RAN_LIVE, REPLAYED, Recording, Replay, speedup
from ..runner import run_race
from ..state import Phase, Request
from ..stream import Transcript
from ..widgets.legend import Legend
from ..widgets.output import OutputView
from ....engine import StopReason, check, exactness
from ....engine.config import DecodeConfig
from ....engine.session import EditRequest

if TYPE_CHECKING:
    from ..services import ServicesApp

LANES = {"plain": "plain decoding", "lookup": "prompt lookup"}
REPLAY_TICK_S = 1 / 10  # a replay's repaints: as often as a live lane's batches (runner.FLUSH_S)


class RaceScreen(Screen["tuple[str, Transcript] | None"]):
    """Dismissed with (instruction, the lookup lane's transcript) when accepted, else None."""

    DEFAULT_CSS = """
    RaceScreen #banner { height: auto; padding: 0 1; background: $panel; }
    RaceScreen #lanes { height: 1fr; }
    RaceScreen .lane { width: 1fr; border: round $panel-lighten-2; }
    RaceScreen.-narrow #lanes { layout: vertical; }
    RaceScreen.-narrow .lane { width: 1fr; height: 1fr; }
    RaceScreen .lane-head { height: 1; padding: 0 1; text-style: bold; }
    RaceScreen #result { height: auto; padding: 0 1; text-style: bold; color: $success; }
    """
    BINDINGS = [
        Binding("escape", "back", "back"),
        Binding("a,ctrl+s", "accept", "accept lookup"),
        Binding("r", "replay", "replay"),
        Binding("s", "skip", "skip"),
        Binding("f2", "cycle_view", "view"),
        Binding("f3", "toggle_rejected", "rejected"),
    ]

    if TYPE_CHECKING:
        app: ServicesApp  # (typing only: Textual types it App; RedraftApp is one)

    def __init__(self, doc: Document, instruction: str, cfg: DecodeConfig) -> None:
        super().__init__()
        self.doc, self.instruction, self.cfg = doc, instruction, cfg
        self.recordings = {lane: Recording() for lane in LANES}
        self.transcripts: dict[str, Transcript] = {}
        self.replay: Replay | None = None
        self.replay_start = 0.0
        self.timer: Timer | None = None
        self.launcher = Launcher(self)  # the recordings' worker: its run id and cancel flag
        # WAITING (for the model), GENERATING (recording), REPLAYING, then DONE, FAILED or CANCELLED
        self.phase = Phase.WAITING

    def compose(self) -> ComposeResult:
        yield Header(icon="✎")
        yield Static(
            f"[b]Race[/b] · {escape(self.doc.label)} · “{escape(self.instruction)}”\n"
            f"[b]Method:[/b] {METHOD}.",
            id="banner",
        )
        with Horizontal(id="lanes"):
            for lane, title in LANES.items():
                with Vertical(classes="lane", id=f"lane-{lane}") as box:
                    box.border_title = title
                    yield Static("", classes="lane-head", id=f"head-{lane}")
                    yield OutputView("", view="full", id=f"out-{lane}")
        yield Static("", id="result")
        yield Legend()
        yield Footer()

    def on_resize(self, event: events.Resize) -> None:
        self.set_class(self.size.width < 120, "-narrow")

    def on_mount(self) -> None:
        self.set_class(self.size.width < 120, "-narrow")
        self.sub_title = "race: plain decoding vs prompt lookup"
        self._head("plain", "waits for the model")
        self._head("lookup", "runs after plain")
        if self.app.session is None:
            self._result("waiting for the model to load…")
        else:
            self._record()

    def on_model_status_changed(self, msg: ModelStatusChanged) -> None:
        if msg.status.ready and self.phase is Phase.WAITING:
            self._record()

    # ---- the runs: plain live, then lookup live beside plain's replay ----------------------
    def _record(self) -> None:
        self.phase = Phase.GENERATING
        self.recordings = {lane: Recording() for lane in LANES}
        self.replay = None
        for lane in LANES:
            self._fresh(lane)
        self._result("plain decoding runs first, alone (esc cancels)…")
        req = EditRequest(self.doc.text, self.instruction, self.doc.name)
        self.launcher.launch(run_race, req, self.cfg, "redraft-race")

    def on_generation_started(self, msg: GenerationStarted) -> None:
        """Lookup's run begins: plain's lane replays its recording from now, on lookup's clock."""
        if msg.run_id != self.launcher.run_id or self.phase is not Phase.GENERATING:
            return
        self._head(msg.lane, f"{LIVE} · starting…")
        if msg.lane == "lookup" and self.recordings["plain"].done is not None:
            self._fresh("plain")
            self._start_replay({"plain": self.recordings["plain"]}, msg.at)
            self._result("prompt lookup runs live; plain's lane replays its run at its measured pace…")

    def on_tokens_arrived(self, msg: TokensArrived) -> None:
        if msg.run_id != self.launcher.run_id or self.phase is not Phase.GENERATING:
            return
        t = self.transcripts[msg.lane]
        for t_ms, event in msg.events:
            self.recordings[msg.lane].add(t_ms, event)
            t.feed(event, t_ms)
        self.query_one(f"#out-{msg.lane}", OutputView).update()
        self._head(msg.lane, f"{LIVE} · ⏱ {t.t_ms / 1000:5.2f} s · {_numbers(t)}")

    def on_generation_done(self, msg: GenerationDone) -> None:
        if msg.run_id != self.launcher.run_id or self.phase is not Phase.GENERATING:
            return
        lookup = msg.lane == "lookup"
        self.app.baselines.record(Request(self.doc, self.instruction, self.cfg.with_(lookup=lookup)), msg.done)
        t = self.transcripts[msg.lane]  # its Done came with the last batch
        self._head(msg.lane, f"{RAN_LIVE} · ⏱ {self.recordings[msg.lane].total_ms / 1000:5.2f} s ✓ · {_numbers(t)}")
        if lookup:
            self.phase = Phase.REPLAYING  # until plain's replay reaches its end (s skips to it)
            self._tick()

    def on_generation_failed(self, msg: GenerationFailed) -> None:
        if msg.run_id != self.launcher.run_id:
            return
        self.phase = Phase.FAILED
        self._stop_timer()
        self.notify(msg.error, title="Race failed", severity="error", timeout=10)
        self._result(f"failed: {msg.error}")

    # ---- replays --------------------------------------------------------------------------
    def action_replay(self) -> None:
        """Both runs again from the start, each at its measured pace."""
        if not all(r.done is not None for r in self.recordings.values()) or self.phase is Phase.GENERATING:
            self.notify("The runs are not finished yet.", severity="warning")
            return
        self.phase = Phase.REPLAYING
        for lane in LANES:
            self._fresh(lane)
        self._start_replay(self.recordings, self.app.clock())
        self._tick(0.0)  # the heads say "replay" now, not at the timer's first tick
        self._result("replaying both runs at their measured pace… (s skips to the end)")

    def _start_replay(self, recordings: dict[str, Recording], at: float) -> None:
        self.replay, self.replay_start = Replay(recordings), at
        self._stop_timer()
        self.timer = self.set_interval(REPLAY_TICK_S, self._tick)

    def action_skip(self) -> None:
        if self.replay is not None and self.phase is Phase.REPLAYING:
            self._tick(self.replay.duration_ms)

    def _tick(self, elapsed_ms: float | None = None) -> None:
        if self.replay is None or self.phase not in (Phase.GENERATING, Phase.REPLAYING):
            return
        if elapsed_ms is None:
            elapsed_ms = (self.app.clock() - self.replay_start) * 1000
        for lane, due in self.replay.due(elapsed_ms).items():
            t = self.transcripts[lane]
            for t_ms, event in due:
                t.feed(event, t_ms)
            if due:
                self.query_one(f"#out-{lane}", OutputView).update()
            clock = self.replay.clock(lane, elapsed_ms)
            mark = " ✓" if self.replay.finished(lane) else ""
            self._head(lane, f"{REPLAYED} · ⏱ {clock / 1000:5.2f} s{mark} · {_numbers(t)}")
        if self.phase is Phase.REPLAYING and self.replay.finished():
            self.phase = Phase.DONE
            self._stop_timer()
            self._result(self.verdict())

    def _fresh(self, lane: str) -> None:
        self.transcripts[lane] = Transcript(self.doc.text)
        self.query_one(f"#out-{lane}", OutputView).show(self.transcripts[lane])

    def _stop_timer(self) -> None:
        if self.timer is not None:
            self.timer.stop()
            self.timer = None

    def verdict(self) -> str:
        plain, lookup = self.recordings["plain"], self.recordings["lookup"]
        x = speedup(plain, lookup)
        same = plain.done and lookup.done and plain.done.text == lookup.done.text
        times = f"plain {plain.total_ms / 1000:.2f} s vs prompt lookup {lookup.total_ms / 1000:.2f} s"
        check = " · same output ✓" if same else f" · outputs differ ({self._why_differ()})"
        verdict = self._check()
        if x is None:
            return f"finished · {times}{check}{verdict}"
        return f"speedup ×{x:.2f} · {times}{check}{verdict} · a accepts · r replays"

    def _check(self) -> str:
        """The check's level on the lookup lane's result (the one `a` accepts)."""
        t = self.transcripts.get("lookup")
        result = t.result() if t is not None and t.complete else None
        if result is None:
            return ""
        return f" · check: {check(self.doc.text, result, self.doc.name, self.instruction).level}"

    def _why_differ(self) -> str:
        if not self.cfg.sampling.greedy:
            return "sampling"
        info = self.app.session.info if self.app.session is not None else None
        return "unexpected: this backend is exact" if info and info.exact else f"lookup {exactness(False)}"

    def unaccepted(self) -> bool:
        """The lookup lane's result is finished and `a` could accept it: quitting asks first."""
        done = self.recordings["lookup"].done
        if done is None or self.phase.busy or self.phase in (Phase.FAILED, Phase.CANCELLED):
            return False
        return done.summary.stop_reason != StopReason.CANCELLED

    # ---- actions ------------------------------------------------------------------------
    def action_accept(self) -> None:
        """Hand the lookup lane's result to the main screen, which accepts it there."""
        done = self.recordings["lookup"].done
        if done is None or self.phase.busy or self.phase in (Phase.FAILED, Phase.CANCELLED):
            self.notify("Nothing to accept yet: the race has not finished recording.", severity="warning")
            return
        if done.summary.stop_reason == StopReason.CANCELLED:
            self.notify("The lookup run was cancelled: its output is incomplete.", severity="warning")
            return
        t = Transcript(self.doc.text)
        for _, event in self.recordings["lookup"].events:
            t.feed(event)
        self.dismiss((self.instruction, t))

    def action_back(self) -> None:
        if self.phase is Phase.GENERATING:
            self.launcher.cancel()
            self._stop_timer()
            self.phase = Phase.CANCELLED
            self._result("cancelled · esc goes back")
            self.notify("Race cancelled.", timeout=3)
            return
        self.dismiss(None)

    def action_cycle_view(self) -> None:
        for lane in LANES:
            self.query_one(f"#out-{lane}", OutputView).cycle_view()

    def action_toggle_rejected(self) -> None:
        shown = False
        for lane in LANES:
            out = self.query_one(f"#out-{lane}", OutputView)
            out.show_rejected = shown = not out.show_rejected
        self.query_one(Legend).set_rejected(shown)

    def _head(self, lane: str, text: str) -> None:
        self.query_one(f"#head-{lane}", Static).update(text)

    def _result(self, text: str) -> None:
        self.query_one("#result", Static).update(text)

    def on_unmount(self) -> None:
        self.launcher.cancel()
        self._stop_timer()


def _numbers(t: Transcript) -> str:
    """A lane's tokens and tokens per forward so far."""
    per = t.done.summary.tokens_per_forward if t.done else (t.tokens / t.rounds if t.rounds else 0.0)
    n = t.token_count
    return f"{n} token{'' if n == 1 else 's'} · {per:.2f} tok/forward"
