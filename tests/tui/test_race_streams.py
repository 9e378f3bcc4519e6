"""Race mode streams (issue 45): plain decoding runs first, alone, live in its lane; then prompt
lookup runs live while plain's lane replays its recording on lookup's clock, each replayed
token at the moment it was measured. Each lane's head says which it is. Driven with Textual's
pilot over a scripted session whose virtual clock is the measured time."""

from __future__ import annotations

import threading

from redraft.app.tui.race import LIVE, RAN_LIVE, REPLAYED
from redraft.app.tui.screens.race import RaceScreen
from redraft.app.tui.state import Phase
from redraft.engine.events import Round
from tests.tui.conftest import EDITED, make_app, run_async, wait_for
from tests.tui.fakes import ScriptedSession, VirtualClock


class Paused(ScriptedSession):
    """The scripted session, stopping each lane once, at its `at`-th event, until the test lets
    it go on (`go[lane]`), so the screen can be read mid-stream."""

    def __init__(self, *a, at: int = 12, **kw) -> None:
        super().__init__(*a, **kw)
        self.at = at
        self.go = {"plain": threading.Event(), "lookup": threading.Event()}
        self.paused = {"plain": threading.Event(), "lookup": threading.Event()}

    def stream(self, req, cfg, cancelled=lambda: False):
        lane = "lookup" if cfg.lookup else "plain"
        for n, ev in enumerate(super().stream(req, cfg, cancelled)):
            if n == self.at:
                self.paused[lane].set()
                while not self.go[lane].wait(0.01) and not cancelled():
                    pass
            yield ev


def head(race: RaceScreen, lane: str) -> str:
    return str(race.query_one(f"#head-{lane}").render())


async def start_race(pilot, app) -> RaceScreen:
    await wait_for(pilot, lambda: app.session is not None)
    app.screen.query_one("#instruction").text = "rename x to count"
    await pilot.press("f5")
    race = app.screen
    assert isinstance(race, RaceScreen)
    return race


@run_async
async def test_plain_streams_live_first_and_lookup_waits(source_file):
    clock = VirtualClock()
    session = Paused(EDITED, clock=clock)
    app = make_app(source_file, session, clock)
    async with app.run_test(size=(80, 24)) as pilot:
        race = await start_race(pilot, app)
        await wait_for(pilot, lambda: session.paused["plain"].is_set(), what="plain mid-stream")
        await wait_for(pilot, lambda: race.transcripts["plain"].token_count > 0, what="plain's first tokens on screen")
        plain = race.transcripts["plain"]
        assert head(race, "plain").startswith(LIVE) and f"{plain.token_count} tokens" in head(race, "plain")
        assert head(race, "lookup") == "runs after plain" and race.transcripts["lookup"].token_count == 0
        assert [c[1].lookup for c in session.calls] == [False]  # one run at a time
        session.go["plain"].set()
        session.go["lookup"].set()
        await wait_for(pilot, lambda: race.phase in (Phase.REPLAYING, Phase.DONE), what="both runs")


@run_async
async def test_lookup_runs_live_beside_plains_replay_on_one_clock(source_file):
    clock = VirtualClock()
    session = Paused(EDITED, clock=clock)
    session.go["plain"].set()
    app = make_app(source_file, session, clock)
    async with app.run_test(size=(160, 45)) as pilot:
        race = await start_race(pilot, app)
        await wait_for(pilot, lambda: session.paused["lookup"].is_set(), what="lookup mid-stream")
        await wait_for(pilot, lambda: race.transcripts["lookup"].token_count > 0 and race.replay is not None,
                       what="lookup's first tokens")
        await pilot.pause(0.3)  # a few replay ticks at this clock
        plain_rec, lookup = race.recordings["plain"], race.transcripts["lookup"]
        elapsed = (app.clock() - race.replay_start) * 1000
        assert head(race, "lookup").startswith(LIVE) and head(race, "plain").startswith(REPLAYED)
        # plain's lane shows exactly the events measured before lookup's clock: no more, no fewer
        shown = sum(1 for t_ms, ev in plain_rec.events if t_ms <= elapsed and isinstance(ev, Round))
        assert race.transcripts["plain"].rounds == shown
        assert 0 < shown < sum(1 for _, ev in plain_rec.events if isinstance(ev, Round))  # plain is slower
        assert lookup.t_ms <= elapsed + 1e-6
        session.go["lookup"].set()
        await wait_for(pilot, lambda: race.phase is Phase.REPLAYING, what="lookup done, plain's replay going on")
        assert head(race, "lookup").startswith(RAN_LIVE) and "✓" in head(race, "lookup")
        assert head(race, "plain").startswith(REPLAYED) and "✓" not in head(race, "plain")
        await pilot.press("s")
        assert race.phase is Phase.DONE
        verdict = str(race.query_one("#result").render())
        assert verdict.startswith("speedup ×") and "same output ✓" in verdict
        assert "✓" in head(race, "plain")
        assert race.transcripts["plain"].result() == race.transcripts["lookup"].result()


@run_async
async def test_a_replay_of_both_runs_keeps_their_measured_pace(source_file):
    clock = VirtualClock()
    app = make_app(source_file, ScriptedSession(EDITED, clock=clock), clock)
    async with app.run_test(size=(160, 45)) as pilot:
        race = await start_race(pilot, app)
        await wait_for(pilot, lambda: race.phase is Phase.REPLAYING, what="both runs")
        await pilot.press("s")
        assert race.phase is Phase.DONE
        await pilot.press("r")
        assert race.phase is Phase.REPLAYING and set(race.replay.recordings) == {"plain", "lookup"}
        assert all(head(race, lane).startswith(REPLAYED) for lane in ("plain", "lookup"))
        half = race.recordings["lookup"].total_ms / 2
        race._tick(half)  # the replay's clock at half of lookup's measured time
        for lane in ("plain", "lookup"):
            due = sum(1 for t_ms, ev in race.recordings[lane].events if t_ms <= half and isinstance(ev, Round))
            assert race.transcripts[lane].rounds == due, lane
        await pilot.press("s")
        assert race.phase is Phase.DONE
