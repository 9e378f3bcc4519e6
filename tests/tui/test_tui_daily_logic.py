"""Pure logic behind daily use: hunks, history, backup pruning, patch paths, the prompt
template cut, honest labels and the stats rows."""

from __future__ import annotations

import os
import time

from redraft.app.files.backup_prune import BackupPolicy, prune
from redraft.app.tui.document import Document
from redraft.app.tui.history import History, file_key
from redraft.app.tui.hunks import Review, Verdict
from redraft.app.tui.layout import Layout, cut_template
from redraft.app.tui.livediff import LiveDiff
from redraft.app.tui.state import Phase, Request, Run
from redraft.app.tui.stream import Transcript
from redraft.app.tui.widgets.stats import numbers, status_line
from redraft.engine.config import DecodeConfig
from redraft.engine.events import Done, Piece, PolicyState, Provenance, Round, Summary
from tests.tui.conftest import EDITED, SOURCE
from tests.tui.fakes import lookup_events

AFTER = SOURCE.replace("x", "count").replace("def summarize(values)", "def summarize(values, /)")


def test_review_builds_the_file_from_each_hunks_verdict():
    r = Review(SOURCE, AFTER)
    assert [h.label for h in r.hunks] == ["changes lines 1-2", "changes line 5", "changes line 7"]
    assert r.result() == AFTER  # undecided hunks are written as the result has them
    r.decide(1, Verdict.REJECTED)
    lines = r.result().splitlines()
    assert lines[0] == "def summarize(values, /):" and lines[1] == "    count = 0" and lines[4] == "        x += 1"
    r.edit(2, '    return {"n": count}')  # no newline typed: it gets one
    assert r.result().endswith('    return {"n": count}\n')
    r.edit(2, "")  # empty: the lines go
    assert "return" not in r.result()
    for k in range(3):
        r.decide(k, Verdict.REJECTED)
    assert r.result() == SOURCE


def test_review_keeps_a_missing_final_newline():
    r = Review("a\nb", "a\nB")
    r.edit(0, "C")
    assert r.result() == "a\nC"


def test_history_recalls_this_file_first_persists_and_survives_a_bad_file(tmp_path):
    path = tmp_path / "history.json"
    h = History(path)
    h.add(file_key(tmp_path / "a.py"), "one")
    h.add(file_key(tmp_path / "b.py"), "two")
    h.add(file_key(tmp_path / "a.py"), "three")
    h.add(file_key(tmp_path / "a.py"), "one")  # again: moves to the front, once
    assert History(path).recall(file_key(tmp_path / "a.py")) == ["one", "three", "two"]
    path.write_text("{not json")
    assert History(path).items == [] and path.with_suffix(".json.bad").exists()


def test_prune_deletes_by_age_then_count_and_spares_what_undo_needs(tmp_path):
    now = time.time()
    files = []
    for k in range(6):
        p = tmp_path / f"b{k}"
        p.write_text(str(k))
        os.utime(p, (now - k * 86400, now - k * 86400))  # b0 newest, b5 five days old
        files.append(p)
    gone = prune(tmp_path, BackupPolicy(keep=3, max_age_days=4.5), now=now, spare=frozenset({files[4]}))
    assert sorted(p.name for p in gone) == ["b3", "b5"]  # b5 too old; b3 beyond 3; b4 spared
    assert prune(tmp_path, BackupPolicy(keep=0, max_age_days=0), now=now) == []


def test_rejected_drafts_never_show_the_prompt_template():
    assert cut_template("    }\n```\n\nInstruction: rename x\nReply with the whole edited file in") == "    }\n…"
    assert cut_template("count += 1") == "count += 1"
    # a draft rejected at the end of the body, copied from past the file in the prompt
    t = Transcript("a = 1\n")
    piece = Piece(1, "```python\na = 2\n", Provenance.TARGET)
    t.feed(Round(0, (), 0, (), (piece,), "", 1.0, PolicyState.DRAFTING))
    t.feed(Round(1, (5, 6), 0, (5, 6), (Piece(2, "```", Provenance.TARGET),),
                 "```\n\nInstruction: set a\nReply with the whole edited file in one code block.", 1.0,
                 PolicyState.DRAFTING))
    lay = Layout(t, LiveDiff(t.source), "full", show_rejected=True)
    shown = "".join(text for y in range(len(lay)) for text, _ in lay.line(y).left)
    assert "Reply with" not in shown and "Instruction" not in shown


def test_json_labels_are_honest():
    assert Document.scratch('{"a": 1').label == "paste buffer (JSON, invalid)"
    assert Document.scratch('{"a": 1}').label == "paste buffer (JSON)"
    assert Document.scratch("[see](this)").label == "paste buffer (text)"


def finished_run(events, started: float, ended: float) -> Run:
    """A finished lookup run of stats.py fed `events`, entered at 0."""
    req = Request(Document(SOURCE, "stats.py"), "rename", DecodeConfig())
    run = Run(req, Transcript(SOURCE), entered=0.0, started=started, ended=ended, phase=Phase.DONE)
    for ev in events:
        run.transcript.feed(ev)
    return run


def test_stats_rows_show_rounds_only_when_they_differ_and_say_why_it_stopped():
    events = lookup_events(EDITED)
    run = finished_run(events, 0.5, 2.0)
    rows = dict(numbers(run, 3.0))
    s = events[-1].summary
    assert "rounds" not in rows and rows["forwards"] == str(s.forwards)
    assert rows["stopped by"] == "finished (eos)" and rows["waited"] == "0.5 s" and rows["elapsed"] == "2.0 s"
    s2 = Summary(s.mode, s.prompt_tokens, s.tokens, s.rounds, s.forwards + 3, s.drafted, s.accepted,
                 s.prefill_ms, s.decode_ms, "max_tokens")
    run.transcript.feed(Done(events[-1].text, events[-1].tokens, s2))  # a second Done: its Summary is the word
    rows = dict(numbers(run, 3.0))
    assert rows["rounds"] == str(s.rounds) and rows["stopped by"] == "token limit"
    assert "max_tokens" in status_line(run, 3.0) and "waited 0.5" in status_line(run, 3.0)


def test_the_status_line_keeps_how_it_ended_and_the_check_inside_80_columns():
    from redraft.engine import check

    run = finished_run(lookup_events(EDITED), 12.5, 30.0)
    run.verdict = check(SOURCE, EDITED.replace("return", "retrun", 1), "stats.py")
    line = status_line(run, 31.0)
    head = line[:78]  # what an 80-column status line shows (1 column of padding each side)
    assert head.startswith("eos · check: breaks syntax at line"), line


def test_at_80_columns_the_status_line_keeps_the_verdict_and_the_speedup_and_drops_the_rest():
    """Issue 45: the speedup came last and an 80-column line cut it. Parts are dropped from the
    least wanted (elapsed, tokens, per forward, acceptance, rate) until the line fits; how it
    ended, the verdict and the speedup stay, in that order."""
    from redraft.app.tui.widgets.stats import fit, status_parts
    from redraft.engine import check

    run = finished_run(lookup_events(EDITED), 0.5, 2.0)
    run.verdict = check(SOURCE, EDITED.split("```python\n")[1].split("```")[0], "stats.py", "rename x to count")
    parts = status_parts(run, 3.0, "speedup ×3.10 vs plain\n(6.2 s → 2.0 s)")
    full = " · ".join(t for _, t in parts)
    assert full.startswith("eos · check: verified (renamed 4 of 4) · ×3.10 vs plain · ") and full.endswith(" s (waited 0.5)")
    for width in (160, 78, 60, 40):
        line = fit(parts, width)
        assert line.startswith("eos · check: verified (renamed 4 of 4) · ×3.10 vs plain"), (width, line)
        assert len(line) <= width or line == "eos · check: verified (renamed 4 of 4) · ×3.10 vs plain"
        kept = line.split(" · ")
        assert kept == [t for _, t in parts][: len(kept)]  # only the tail of the order goes
    assert fit(parts, 160) == full
    at_80 = fit(parts, 78)
    assert at_80.endswith(" tok/s") and "waited" not in at_80  # the rate is the first number kept
