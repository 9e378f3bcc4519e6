"""Where drafts came from (Proposal.source) reaches the app: the stats panel counts the
accepted tokens the file or prompt drafted, and the rejected-drafts view (F3) marks them."""

from __future__ import annotations

from dataclasses import replace

from redraft.app.tui.document import Document
from redraft.app.tui.state import Phase, Request, Run
from redraft.app.tui.stream import Transcript
from redraft.app.tui.widgets.output import OutputView
from redraft.app.tui.widgets.stats import numbers, status_line
from redraft.engine.config import DecodeConfig
from redraft.engine.events import Piece, PolicyState, Proposal, Provenance, Round
from tests.app.tui.conftest import EDITED, make_app, run_async, submit, wait_for
from tests.app.tui.fakes import ScriptedSession, VirtualClock, lookup_events

A, T = Provenance.ACCEPTED, Provenance.TARGET


def running(t: Transcript) -> Run:
    req = Request(Document("x = 1\n", "x.py"), "edit", DecodeConfig())
    return Run(req, t, entered=0.0, started=0.0, phase=Phase.GENERATING)


def test_transcript_counts_accepted_tokens_per_source_and_marks_rejected_ones():
    t = Transcript("x = 1\n")
    t.feed(Round(0, (), 0, (), (Piece(0, "x", T),), "", 1.0, PolicyState.DRAFTING))
    t.feed(Proposal(1, (1, 2, 3), " = 2", "file"))
    t.feed(Round(1, (1, 2, 3), 2, (3,), (Piece(1, " ", A), Piece(2, "=", A), Piece(3, " 1", T)), "2", 1.0, PolicyState.DRAFTING))
    t.feed(Proposal(2, (4,), "\n", "context"))
    t.feed(Round(2, (4,), 1, (), (Piece(4, "\n", A), Piece(5, "", T)), "", 1.0, PolicyState.DRAFTING))
    assert t.accepted_from == {"file": 2, "context": 1}
    assert t.sources_line() == "file 2"
    assert t.rejected_in(0, 10) == [(3, "⟨file⟩2")]
    assert dict(numbers(running(t), 10.0))["accepted"] == "3 · file 2"
    assert "acc (file 2)" in status_line(running(t), 10.0)  # narrow terminals: the status line


def test_no_source_shown_without_text_drafts():
    t = Transcript("")
    t.feed(Proposal(1, (1,), "a"))  # the token index's: "context"
    t.feed(Round(1, (1,), 1, (), (Piece(1, "a", A), Piece(2, "b", T)), "", 1.0, PolicyState.DRAFTING))
    assert dict(numbers(running(t), 10.0))["accepted"] == "1"
    assert "(" not in status_line(running(t), 10.0)
    assert t.rejected_in(0, 10) == []


class FileDrafts(ScriptedSession):
    """The scripted lookup run, with every draft from the file (as the text proposer says)."""

    def stream(self, req, cfg, cancelled=lambda: False):
        self.calls.append((req, cfg))
        events = [replace(e, source="file") if isinstance(e, Proposal) else e for e in lookup_events(EDITED)]
        return self._run(events, cancelled)


@run_async
async def test_the_app_shows_where_drafts_came_from(source_file):
    clock = VirtualClock()
    session = FileDrafts(EDITED, clock=clock)
    app = make_app(source_file, session, clock)
    async with app.run_test(size=(140, 40)) as pilot:
        await wait_for(pilot, lambda: app.session is not None)
        await submit(pilot, "rename x to count")
        await wait_for(pilot, lambda: app.screen.run and app.screen.run.transcript.finished, what="done")
        await pilot.press("f2")  # the full output
        await pilot.press("f3")  # rejected drafts shown
        await pilot.pause(0.05)
        t = app.screen.run.transcript
        assert t.accepted_from.get("file") == t.done.summary.accepted
        panel = app.screen.query_one("#numbers")
        numbers_text = "\n".join("".join(seg.text for seg in panel.render_line(y)) for y in range(panel.size.height))
        assert f"{t.done.summary.accepted} · file {t.accepted_from['file']}" in numbers_text
        out = app.screen.query_one(OutputView)
        screen_text = "".join(seg.text for y in range(out.size.height) for seg in out.render_line(y))
        assert "⟨file⟩" in screen_text


def test_the_status_line_says_the_drafts_are_paused_not_the_generation():
    t = Transcript("x = 1\n")
    t.feed(Round(0, (), 0, (), (Piece(0, "x", T),), "", 1.0, PolicyState.PAUSED))
    line = status_line(running(t), 10.0)
    assert line.startswith("drafts paused · ") and not line.startswith("paused")
