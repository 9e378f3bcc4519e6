"""The one running tally (engine/tally.py): folding a real run's events gives the loop's
Summary, counted independently here from the events and the backend; the TUI's transcript
shows the same numbers; the counts from Done on are the Summary's."""

from __future__ import annotations

from dataclasses import replace

from redraft.app.tui.state import Phase, Request, Run
from redraft.app.tui.document import Document
from redraft.app.tui.stream import Transcript
from redraft.app.tui.widgets.stats import numbers
from redraft.engine.config import DecodeConfig
from redraft.engine.events import Done, Proposal, Round
from redraft.engine.decode.loop import generate
from redraft.engine.policy import resolve_decode
from redraft.engine.tally import Tally, fold, summary_of, tally_of
from tests.fakes import FakeBackend, hashed_table
from tests.helpers import VOCAB, decode_ids, repeated_prompt


class Counting(FakeBackend):
    """Counts the forwards that really ran."""

    ran = 0

    def _forward(self, tokens):
        self.ran += 1
        return super()._forward(tokens)


def runs():
    """(events, forwards that ran) of real loop runs on the fake backend, plain and lookup,
    some ending with a step in flight."""
    for seed in range(8):
        backend = Counting(hashed_table(VOCAB, salt=seed, copy_bias=6.0), VOCAB)
        for lookup in (False, True):
            cfg = DecodeConfig(lookup=lookup, max_tokens=80, loop_guard=False, cost_cap=False)
            cfg = resolve_decode(cfg, backend.info.device)  # as Session.stream does
            events = list(generate(backend, repeated_prompt(seed, length=60), cfg, decode_ids, [seed % 7 + 2]))
            yield events, backend.ran
            backend.ran = 0


def test_folding_a_real_runs_events_gives_the_loops_counts():
    unread = drafted = 0
    for events, ran in runs():
        done = events[-1]
        s, t = done.summary, tally_of(events[:-1])
        rounds = [e for e in events if isinstance(e, Round)]
        assert (t.tokens, t.rounds, t.drafted, t.accepted, t.prefill_ms) == (s.tokens, s.rounds, s.drafted, s.accepted, s.prefill_ms)
        assert t.tokens == len(done.tokens) and t.rounds == len(rounds) and t.prefill_ms == rounds[0].ms
        assert t.drafted == sum(len(r.drafted) for r in rounds) and t.accepted == sum(r.accepted for r in rounds)
        assert s.forwards == ran and t.forwards in (ran, ran - 1)  # a step left in flight: no event shows it
        assert summary_of(t if t.forwards == ran else t.unread_forward(), mode=s.mode, prompt_tokens=s.prompt_tokens,
                          decode_ms=s.decode_ms, stop_reason=s.stop_reason, exact=s.exact, quant=s.quant) == s
        assert dict(t.accepted_from) == ({"context": s.accepted} if any(isinstance(e, Proposal) for e in events) else {})
        whole = fold(t, done)
        assert whole.summary is s and (whole.forwards, whole.tokens) == (s.forwards, s.tokens)
        unread += t.forwards != ran
        drafted += s.drafted > 0
    assert unread and drafted  # the runs cover a step in flight at the stop, and drafting


def test_the_tuis_tally_agrees_with_the_loops_summary():
    for events, _ in runs():
        *rounds, done = events
        transcript = Transcript("")
        for ev in rounds:
            transcript.feed(ev)
        s = done.summary
        assert transcript.tally == tally_of(rounds)
        assert (transcript.tokens, transcript.rounds, transcript.drafted, transcript.accepted) == (s.tokens, s.rounds, s.drafted, s.accepted)
        cfg = DecodeConfig(lookup=s.mode != "plain")
        run = Run(Request(Document.scratch(""), "x", cfg), transcript, entered=0.0, started=0.0, phase=Phase.GENERATING)
        live = dict(numbers(run, now=1.0))
        transcript.feed(done)
        run.phase = Phase.DONE
        final = dict(numbers(run, now=1.0))
        assert live["tokens"] == final["tokens"] == f"{s.tokens:,}"
        assert live["drafted"] == final["drafted"] and live["accepted"] == final["accepted"]
        assert final["forwards"] == f"{s.forwards:,}" and final["tok/forward"] == f"{s.tokens_per_forward:.2f}"
        assert final["prefill"] == live["prefill"] == f"{s.prefill_ms / 1000:.1f} s"


def test_from_done_on_the_summary_is_the_word_on_the_numbers():
    """A remote's Done may say more than its events showed (a server's own counts)."""
    events = next(runs())[0]
    done = events[-1]
    told = replace(done.summary, tokens=999, forwards=500, drafted=7, accepted=3)
    t = tally_of([*events[:-1], Done(done.text, done.tokens, told)])
    assert (t.tokens, t.forwards, t.drafted, t.accepted, t.summary) == (999, 500, 7, 3, told)
    assert Tally().acceptance == 0.0 and Tally().tokens_per_forward == 0.0
