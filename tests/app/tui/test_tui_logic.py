"""The TUI's pure logic: transcript, partial diff, layout tags, coalescing, race replay,
config file, launch checks."""

from __future__ import annotations

import json
import threading
import time

import pytest

from redraft.app.config_file import load_config, parse_config
from redraft.app.tui.document import Document, json_error, looks_like_json
from redraft.app.tui.layout import Layout
from redraft.app.tui.livediff import ADD, CHANGE, DEL, EQUAL, LiveDiff, word_changes
from redraft.app.tui.race import Recording, Replay, speedup
from redraft.app.tui.runner import Batcher
from redraft.app.tui.stream import ACCEPTED, BONUS, INFLIGHT, REJECTED, TARGET, Transcript
from redraft.engine.errors import ConfigError, InputError
from redraft.engine.events import Done, Proposal, Round
from tests.app.tui.conftest import EDITED, SOURCE
from tests.app.tui.fakes import WRONG, lookup_events, plain_events


def fed(events, source=SOURCE) -> Transcript:
    t = Transcript(source)
    for ev in events:
        t.feed(ev)
    return t


# ---- transcript -------------------------------------------------------------------------
def test_transcript_tracks_provenance_of_every_character():
    events = lookup_events(EDITED)
    t = fed(events)
    assert t.reply == EDITED and t.finished and t.stop_reason == "eos"
    pos = 0
    for ev in events:
        if isinstance(ev, Round):
            for p in ev.pieces:
                for k in range(len(p.text)):
                    assert t.kind_at(pos + k) == p.provenance.value
                pos += len(p.text)
    kinds = set(t.run_kinds)
    assert {ACCEPTED, TARGET, BONUS} <= kinds


def test_transcript_places_rejected_drafts_where_they_were_rejected():
    events = lookup_events(EDITED)
    t = Transcript(SOURCE)
    for ev in events:
        t.feed(ev)
        if isinstance(ev, Round) and ev.rejected:
            at, text = t.rejected[-1]
            accepted_text = "".join(p.text for p in ev.pieces[: ev.accepted])
            assert text == WRONG
            assert t.reply[:at].endswith(accepted_text)
            assert t.kind_at(at) == TARGET  # the target token replaced the rejected draft


def test_transcript_shows_the_draft_in_flight_until_its_round():
    events = lookup_events(EDITED)
    t = Transcript(SOURCE)
    i = next(k for k, ev in enumerate(events) if isinstance(ev, Proposal))
    for ev in events[: i + 1]:
        t.feed(ev)
    assert t.inflight == events[i].text
    t.feed(events[i + 1])
    assert t.inflight == ""


def test_body_strips_fence_and_chatter_and_knows_its_offset():
    t = fed(lookup_events(EDITED))
    body = t.body()
    assert body.text.startswith("def summarize")
    assert t.reply[body.offset : body.offset + len(body.text)] == body.text
    assert t.result() == EDITED.split("```python\n")[1].split("```")[0]


def test_counters_match_the_summary():
    events = lookup_events(EDITED)
    t = fed(events)
    s = events[-1].summary
    assert (t.tokens, t.drafted, t.accepted, t.rounds) == (s.tokens, s.drafted, s.accepted, s.rounds)


# ---- partial diff -------------------------------------------------------------------------
OLD = "a = 1\nb = 2\nc = 3\nd = 4\ne = 5\n"


def test_partial_diff_does_not_show_the_unreached_rest_as_deleted():
    d = LiveDiff(OLD)
    st = d.update("a = 1\nb = 20\nc = 3\nd =")
    tags = [p.tag for p in st.pairs]
    assert tags == [EQUAL, CHANGE, EQUAL]
    assert st.unreached == 2 and st.removed == 1  # d, e: not reached yet, not deleted
    assert st.pending == len("a = 1\nb = 20\nc = 3\n")


def test_final_diff_shows_real_deletions():
    st = LiveDiff(OLD).update("a = 1\nb = 2\nc = 3\n", final=True)
    assert [p.tag for p in st.pairs][-2:] == [DEL, DEL] and st.unreached == 0


def test_a_cancelled_reply_keeps_the_rest_unreached_not_deleted():
    from dataclasses import replace

    events = plain_events(EDITED)
    cut = len(events) // 2
    done = events[-1]
    cancelled = Done(done.text, done.tokens, replace(done.summary, stop_reason="cancelled"))
    t = fed(events[:cut] + [cancelled])
    lay = Layout(t, LiveDiff(SOURCE))
    assert t.finished and not t.complete
    assert lay.state.unreached > 0
    note = lay.line(len(lay) - 1).left[0][0]  # the diff says where the result stops, not a blank pane
    n = lay.state.unreached
    assert note == f"⋯ {n} more original line{'s' * (n != 1)} missing: the result stopped early"


def test_insertions_mid_stream_are_additions():
    st = LiveDiff(OLD).update("a = 1\nnew = 0\nb = 2\n")
    assert [p.tag for p in st.pairs] == [EQUAL, ADD, EQUAL] and st.unreached == 3


def test_word_changes_highlight_only_the_changed_words():
    old_w, new_w = word_changes("    x = 0", "    count = 0")
    assert old_w == ((4, 5),) and new_w == ((4, 9),)


def test_diff_is_cached_until_a_line_completes():
    d = LiveDiff(OLD)
    first = d.update("a = 1\nb")
    assert d.update("a = 1\nb = ") is first


# ---- layout -------------------------------------------------------------------------------
def test_layout_tags_every_segment_with_its_provenance():
    events = lookup_events(EDITED)
    t = fed(events)
    for view in ("diff", "full", "split"):
        lay = Layout(t, LiveDiff(SOURCE), view)
        seen = set()
        for y in range(len(lay)):
            line = lay.line(y)
            for _, tags in line.left + (line.right or []):
                seen.update(tags)
        assert {ACCEPTED, TARGET, BONUS} <= seen, view
    lay = Layout(t, LiveDiff(SOURCE), "full")
    text_by_tag = {}
    for y in range(len(lay)):
        for text, tags in lay.line(y).left[2:]:
            text_by_tag.setdefault(tags[-1], []).append(text)
    assert "count" in "".join(text_by_tag[ACCEPTED] + text_by_tag[TARGET] + text_by_tag[BONUS])


def test_layout_shows_inflight_and_rejected_struck_inline():
    events = lookup_events(EDITED)
    i = [k for k, ev in enumerate(events) if isinstance(ev, Proposal)][-3]
    t = fed(events[: i + 1])
    lay = Layout(t, LiveDiff(SOURCE), "diff", show_rejected=True)
    segs = [s for y in range(len(lay)) for s in lay.line(y).left]
    inflight = "".join(text for text, tags in segs if INFLIGHT in tags)
    assert inflight.replace("\n", "") == events[i].text.replace("\n", "")
    assert any(text == WRONG and REJECTED in tags for text, tags in segs)
    hidden = Layout(t, LiveDiff(SOURCE), "diff", show_rejected=False)
    assert not any(REJECTED in tags for y in range(len(hidden)) for _, tags in hidden.line(y).left)


# ---- coalescing ---------------------------------------------------------------------------
def test_batcher_coalesces_a_fast_stream_and_keeps_order():
    batches = []
    b = Batcher(batches.append, interval=0.05)
    for k in range(2000):
        b.add((float(k), k))
    b.close()
    flat = [e for batch in batches for _, e in batch]
    assert flat == list(range(2000))
    assert len(batches) <= 3


def test_batcher_flushes_a_lone_event_by_timer():
    got = threading.Event()
    b = Batcher(lambda batch: got.set(), interval=0.05)
    b.add((0.0, "first"))  # flushed at once
    got.clear()
    b.add((1.0, "proposal"))  # within the interval: must not wait for another event
    assert got.wait(1.0)


def test_batcher_rate_is_bounded():
    batches = []
    b = Batcher(batches.append, interval=1 / 30)
    t0 = time.monotonic()
    while time.monotonic() - t0 < 0.5:
        b.add((0.0, 0))
        time.sleep(0.001)
    b.close()
    assert len(batches) <= 0.5 * 30 + 3


# ---- race ---------------------------------------------------------------------------------
def recording(events, step_ms):
    r = Recording()
    for k, ev in enumerate(events):
        r.add(k * step_ms, ev)
    return r


def test_replay_releases_events_at_their_measured_time():
    plain = recording(plain_events(EDITED), 10.0)
    look = recording(lookup_events(EDITED), 10.0)
    rp = Replay({"plain": plain, "lookup": look})
    first = rp.due(25.0)
    assert len(first["plain"]) == 3 and len(first["lookup"]) == 3
    assert rp.clock("lookup", 10_000) == look.total_ms
    rp.due(rp.duration_ms)
    assert rp.finished("lookup") and rp.finished()


def test_speedup_is_the_ratio_of_measured_times():
    plain = recording(plain_events(EDITED), 10.0)
    look = recording(lookup_events(EDITED), 10.0)
    assert speedup(plain, look) == pytest.approx(plain.total_ms / look.total_ms)
    assert speedup(plain, look) > 1.5
    assert speedup(Recording(), look) is None


# ---- documents, JSON ----------------------------------------------------------------------
def test_json_error_has_line_and_column():
    assert json_error('[1, 2]') is None
    err = json_error('[\n  {"a": 1}\n  {"b": 2}\n]')
    assert err == "invalid JSON: Expecting ',' delimiter at line 3 column 3"


def test_scratch_buffer_detects_json():
    assert Document.scratch('[{"a": 1}]').is_json
    assert Document.scratch('[{"a": 1},]').is_json  # broken JSON still counts
    assert not Document.scratch("hello").is_json
    assert looks_like_json(json.dumps({"x": [1]}))


# ---- config file and launch checks ---------------------------------------------------------
def test_config_file_sets_model_theme_and_draft_parameters(tmp_path, monkeypatch):
    p = tmp_path / "config.toml"
    p.write_text('model = "m"\nbackend = "torch"\ntheme = "light"\n[decode]\nmax_draft = 5\nngram_max = 4\ntemp = 0.5\n')
    monkeypatch.setenv("REDRAFT_CONFIG", str(p))
    c = load_config()
    assert (c.model, c.backend, c.theme) == ("m", "torch", "light")
    assert (c.decode.max_draft, c.decode.ngram_max, c.decode.sampling.temperature) == (5, 4, 0.5)
    assert c.model_defaults() == {"model": "m", "backend": "torch"}


@pytest.mark.parametrize("text, needle", [
    ("[decode]\nmax_draft = 0\n", "max_draft must be in"),
    ("colour = 1\n", "unknown key 'colour'"),
    ("[decode]\nmax_draft = '7'\n", "max_draft must be an integer"),
    ("model = [\n", "invalid TOML"),
])
def test_bad_config_is_one_line(tmp_path, text, needle):
    p = tmp_path / "c.toml"
    p.write_text(text)
    with pytest.raises(ConfigError) as e:
        load_config(p)
    assert needle in str(e.value) and "\n" not in str(e.value)


def test_missing_default_config_is_fine(tmp_path, monkeypatch):
    monkeypatch.delenv("REDRAFT_CONFIG")
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path))
    assert load_config().decode == parse_config({}).decode


def test_launch_validates_before_starting(tmp_path, monkeypatch):
    from redraft.app.tui_cmd import run_tui

    started = []
    monkeypatch.setattr("redraft.app.tui.app.RedraftApp.run", lambda self: started.append(1))
    with pytest.raises(ConfigError, match="max-draft must be in"):
        run_tui(["--max-draft", "0"])
    with pytest.raises(InputError, match="no such file"):
        run_tui([str(tmp_path / "missing.py")])
    (tmp_path / "bin.dat").write_bytes(b"\0\1\2")
    with pytest.raises(InputError, match="looks binary"):
        run_tui([str(tmp_path / "bin.dat")])
    with pytest.raises(ConfigError, match="unknown theme"):
        run_tui(["--theme", "no-such-theme"])
    with pytest.raises(ConfigError, match="no such file"):
        run_tui(["--config", str(tmp_path / "nope.toml")])
    (tmp_path / "f.py").write_text("x = 1\n")
    assert run_tui([str(tmp_path / "f.py"), "--theme", "colorblind", "--plain"]) == 0
    assert started == [1]


def test_cli_flags_override_the_config_file(tmp_path, monkeypatch):
    from redraft.app import tui_cmd

    p = tmp_path / "c.toml"
    p.write_text('theme = "light"\n[decode]\nmax_draft = 5\n')
    monkeypatch.setenv("REDRAFT_CONFIG", str(p))
    seen = {}

    def fake_init(self, doc, *, session_factory, cfg, theme, **kw):
        seen.update(cfg=cfg, theme=theme)

    monkeypatch.setattr("redraft.app.tui.app.RedraftApp.__init__", fake_init)
    monkeypatch.setattr("redraft.app.tui.app.RedraftApp.run", lambda self: None)
    monkeypatch.setattr("redraft.app.tui.app.RedraftApp.return_code", 0, raising=False)
    tui_cmd.run_tui(["--max-draft", "3"])
    assert seen["cfg"].max_draft == 3 and seen["theme"] == "redraft-light"


def test_inflight_continuing_a_held_back_fence_line_shows_only_file_text():
    from redraft.app.tui.layout import visible_inflight
    from redraft.app.tui.stream import Body

    # the opening fence is still being written: only what follows it is file text
    assert visible_inflight("```py", Body("", 5), "thon\ndef f():\n") == "def f():\n"
    assert visible_inflight("```python\ndef", Body("def", 10), " f():") == " f():"
    assert visible_inflight("```python\nx = 1\n``", Body("x = 1\n", 10), "`\n") == ""
    assert visible_inflight("```python\nx\n```\nDone", Body("x\n", 10), " here") == ""


def test_cost_cap_from_config_file_and_flag(tmp_path):
    import argparse

    from redraft.app.options import add_decode_options, decode_config
    from redraft.engine.config import DecodeConfig

    p = tmp_path / "c.toml"
    p.write_text("[decode]\ncost_cap = false\n")
    assert load_config(p).decode.cost_cap is False
    parser = argparse.ArgumentParser()
    add_decode_options(parser)
    assert decode_config(parser.parse_args([])).cost_cap is DecodeConfig().cost_cap
    assert decode_config(parser.parse_args(["--cost-cap"])).cost_cap is True
    assert decode_config(parser.parse_args(["--no-cost-cap"])).cost_cap is False
    # a file's `cost_cap = false` stands when the flag is not given
    assert decode_config(parser.parse_args([]), load_config(p).decode).cost_cap is False
