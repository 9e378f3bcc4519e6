"""Pilot tests: the real app driven by keys, with the real engine on a tiny random-weight
model, and with a scripted event source where the screen must be deterministic."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from rich.color import Color

from redraft.app.tui.messages import GenerationDone, ModelReady, TokensArrived
from redraft.app.tui.screens.confirm import ConfirmWriteDialog
from redraft.app.tui.screens.dialogs import ChangedOnDiskDialog, ModelInfoDialog, TextDialog
from redraft.app.tui.screens.edit import EditScreen
from redraft.app.tui.state import Phase
from redraft.app.tui.screens.paste import PasteScreen
from redraft.app.tui.screens.race import RaceScreen
from redraft.app.tui.race import METHOD
from redraft.app.tui.stream import ACCEPTED, BONUS, INFLIGHT, REJECTED, TARGET
from redraft.app.tui.widgets.output import OutputView
from redraft.app.tui.widgets.stats import STOPS, numbers
from redraft.engine.config import DecodeConfig
from tests.app.tui.conftest import EDITED, SOURCE, make_app, run_async, submit, wait_for
from tests.app.tui.fakes import WRONG, ScriptedSession, VirtualClock, lookup_events, tiny_session
from redraft.themes import theme_specs

ROOT = Path(__file__).resolve().parents[3]


def finished(app) -> bool:
    t = app.screen.run.transcript if isinstance(app.screen, EditScreen) and app.screen.run else None
    return t is not None and t.finished


def theme_color(theme: str, var: str) -> Color:
    return Color.parse(theme_specs()[theme]["variables"][var])


# ---- the real engine on a tiny random-weight model ------------------------------------------
@run_async
async def test_submitting_streams_output_from_the_real_engine(source_file):
    session = tiny_session()
    seen = []
    app = make_app(source_file, session, cfg=DecodeConfig(max_tokens=24))
    async with app.run_test(size=(140, 40), message_hook=seen.append) as pilot:
        await wait_for(pilot, lambda: app.session is session, what="model ready")
        await submit(pilot, "rename x to count")
        await wait_for(pilot, lambda: finished(app), timeout=60, what="generation")
        await pilot.pause(0.05)
        screen = app.screen
        t = screen.run.transcript
        batches = [m for m in seen if isinstance(m, TokensArrived)]
        dones = [m for m in seen if isinstance(m, GenerationDone)]
        assert any(isinstance(m, ModelReady) for m in seen)
        assert batches and len(dones) == 1
        kinds = [type(e).__name__ for m in batches for _, e in m.events]
        summary = dones[0].done.summary
        assert kinds.count("Round") == summary.rounds and kinds[-1] == "Done"  # every event, in order
        assert t.tokens == summary.tokens and (summary.tokens == 24 or summary.stop_reason != "max_tokens")
        assert t.reply == dones[0].done.text and t.reply
        out = screen.query_one(OutputView)
        assert len(out.layout_) > 0
        # a random-weight model's reply: done, or refused by the check (retries are off here)
        assert "done" in screen.query_one("#output-pane").border_subtitle or screen.run.verdict.refused
        rows = dict(numbers(screen.run, app.clock()))
        assert rows["tokens"] == str(summary.tokens) and rows["stopped by"] == STOPS[summary.stop_reason]


# ---- scripted: deterministic -----------------------------------------------------------------
@run_async
async def test_tokens_carry_their_provenance_styles(source_file):
    clock = VirtualClock()
    events = lookup_events(EDITED)
    proposals = [k for k, e in enumerate(events) if type(e).__name__ == "Proposal"]
    session = ScriptedSession(EDITED, clock=clock, gate_at=proposals[-3] + 1)
    app = make_app(source_file, session, clock)
    async with app.run_test(size=(140, 40)) as pilot:
        await wait_for(pilot, lambda: app.session is not None)
        await submit(pilot, "rename x to count")
        await wait_for(pilot, lambda: session.reached.is_set() and app.screen.run.transcript.inflight, what="in flight")
        await pilot.press("f2")  # full output view
        await pilot.press("f3")  # rejected drafts shown
        await pilot.pause(0.05)
        out = app.screen.query_one(OutputView)
        assert out.view == "full" and out.show_rejected
        t = out.transcript
        colours = {}
        for y in range(out.size.height):
            for seg in out.render_line(y):
                colours.setdefault(seg.style.color, []).append(seg)
        want = {k: theme_color("redraft-dark", f"prov-{k}") for k in (ACCEPTED, TARGET, BONUS, INFLIGHT, REJECTED)}
        for kind, colour in want.items():
            assert colour in colours, f"no {kind} coloured text on screen"
        # every character on screen has the colour of the provenance the engine reported for it
        lay, body = out.layout_, t.body()
        checked = set()
        for y in range(min(len(lay), out.size.height)):
            rendered = [(seg.text, seg.style) for seg in out.render_line(y) if seg.text]
            chars = [(ch, style) for text, style in rendered for ch in text]
            pos, col = lay.specs[y][1], 0
            for text, tags in lay.line(y).left:
                kind = tags[-1]
                for ch in text:
                    if col >= len(chars):
                        break
                    assert chars[col][0] == ch
                    if kind in want:
                        assert chars[col][1].color == want[kind], (y, text, kind)
                        checked.add(kind)
                    col += 1
                if kind == INFLIGHT:
                    assert pos >= len(body.text)
                elif kind in (ACCEPTED, TARGET, BONUS):
                    assert kind == t.kind_at(body.offset + pos), (text, tags)
                if kind != REJECTED and "gutter" not in tags and not kind.startswith("mark-"):
                    pos += len(text)
        assert checked == set(want)
        struck = [s for s in colours[want[REJECTED]] if s.text == WRONG]
        assert struck and all(s.style.strike for s in struck)
        inflight = "".join(s.text for s in colours[want[INFLIGHT]])
        assert inflight.replace("\n", "") in t.inflight.replace("\n", "") and inflight
        assert colours[want[INFLIGHT]][0].style.bgcolor == theme_color("redraft-dark", "prov-inflight-bg")
        session.gate.set()
        await wait_for(pilot, lambda: finished(app))


@run_async
async def test_esc_cancels_and_the_ui_stays_live(source_file):
    session = ScriptedSession(EDITED, gate_at=20)
    seen = []
    app = make_app(source_file, session)
    async with app.run_test(size=(140, 40), message_hook=seen.append) as pilot:
        await wait_for(pilot, lambda: app.session is not None)
        await submit(pilot, "rename x to count")
        await wait_for(pilot, session.reached.is_set)
        screen = app.screen
        assert screen.run.phase is Phase.GENERATING
        await pilot.press("escape")
        assert screen.run.phase is Phase.CANCELLED and screen.generation.launcher.cancel_event.is_set()
        assert "cancelled" in screen.query_one("#output-pane").border_subtitle
        await wait_for(pilot, lambda: screen.run.transcript.finished, what="the cancelled Done")
        assert screen.run.transcript.stop_reason == "cancelled" and session.cancelled_runs == 1
        await pilot.press("ctrl+s")  # a cancelled result is cut off: never written, no dialog to force it (issue 43)
        await pilot.pause(0.05)
        assert app.screen is screen and not isinstance(app.screen, ConfirmWriteDialog)
        assert source_file.read_text() == SOURCE
        # still live: keys work and a new run goes through
        await pilot.press("f2")
        assert screen.query_one(OutputView).view == "full"
        session.gate.set()
        await submit(pilot, "rename x to count")
        await wait_for(pilot, lambda: finished(app) and screen.run.transcript.stop_reason == "eos")
        assert len(session.calls) == 2


@run_async
async def test_accept_writes_atomically_with_a_backup_and_undo_restores(source_file, tmp_path):
    session = ScriptedSession(EDITED)
    app = make_app(source_file, session)
    async with app.run_test(size=(140, 40)) as pilot:
        await wait_for(pilot, lambda: app.session is not None)
        await submit(pilot, "rename x to count")
        await wait_for(pilot, lambda: finished(app))
        await pilot.pause(0.05)
        assert str(app.screen.query_one("#check").render()) == "check: verified (renamed 4 of 4)"  # next to the stats
        await pilot.press("f8")  # copy (OSC 52 through Textual)
        assert app.clipboard == app.screen.run.transcript.result()
        await pilot.press("f9")  # save a patch
        patch = tmp_path / "stats.patch"
        app.screen.query_one("#value").value = str(patch)
        await pilot.press("enter")
        assert "+    count = 0" in patch.read_text() and "-    x = 0" in patch.read_text()
        await pilot.press("ctrl+s")
        await pilot.pause(0.05)
        written = source_file.read_text()
        assert "count = 0" in written and "x = 0" not in written
        backups = list((tmp_path / "state" / "backups").iterdir())
        assert len(backups) == 1 and backups[0].read_text() == SOURCE
        assert app.screen.doc.text == written  # the source pane shows the new file
        assert "accepted" in app.screen.query_one("#output-pane").border_subtitle
        await pilot.press("ctrl+b")
        await pilot.pause(0.05)
        assert source_file.read_text() == SOURCE and app.screen.doc.text == SOURCE
        assert not app.undo_stack


@run_async
async def test_after_a_run_typing_starts_a_new_instruction_and_an_arrow_edits_the_old(source_file):
    session = ScriptedSession(EDITED)
    app = make_app(source_file, session)
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: app.session is not None)
        await submit(pilot, "rename x to count")
        await wait_for(pilot, lambda: finished(app))
        area = app.screen.query_one("#instruction")
        await pilot.press("a", "d", "d")
        assert area.text == "add"  # not "rename x to countadd"
        await pilot.press("enter")
        await wait_for(pilot, lambda: finished(app) and len(session.calls) == 2)
        assert session.calls[1][0].instruction == "add"
        await pilot.press("end", "s")
        assert area.text == "adds"
        area.select_all()  # as after a submit; typing with the output focused replaces it too
        app.screen.query_one(OutputView).focus()
        await pilot.press("n", "e", "w")
        assert area.text == "new" and app.focused is area


@run_async
async def test_opening_another_file_forgets_the_request_and_reopening_the_same_keeps_it(source_file, tmp_path, monkeypatch):
    other = tmp_path / "other.py"
    other.write_text("y = 1\n")
    monkeypatch.chdir(source_file.parent)
    session = ScriptedSession(EDITED)
    app = make_app(Path(source_file.name), session)  # opened by a relative path
    async with app.run_test(size=(120, 36)) as pilot:
        await wait_for(pilot, lambda: app.session is not None)
        await submit(pilot, "rename x to count")
        await wait_for(pilot, lambda: finished(app))
        screen = app.screen
        app.open_path(str(source_file.resolve()))  # the same file, spelled absolute (as the open dialog gives it)
        await pilot.pause(0.05)
        from redraft.app.tui.screens.confirm import ConfirmOpenDialog

        assert isinstance(app.screen, ConfirmOpenDialog)  # reopening drops the unaccepted result too: it asks first
        await pilot.press("o")
        await pilot.pause(0.05)
        assert screen.generation.last_request is not None and "ctrl+r" in screen.query_one("#output-pane").border_subtitle
        app.open_path(str(other))
        await pilot.pause(0.05)
        assert screen.generation.last_request is None and screen.run is None
        assert screen.query_one("#output-pane").border_subtitle == "type an instruction below and press enter"


@run_async
async def test_a_file_changed_on_disk_is_refused(source_file):
    session = ScriptedSession(EDITED)
    app = make_app(source_file, session)
    async with app.run_test(size=(140, 40)) as pilot:
        await wait_for(pilot, lambda: app.session is not None)
        await submit(pilot, "rename x to count")
        await wait_for(pilot, lambda: finished(app))
        elsewhere = SOURCE + "# edited elsewhere\n"
        source_file.write_text(elsewhere)
        await pilot.press("ctrl+s")
        await pilot.pause(0.05)
        assert isinstance(app.screen, ChangedOnDiskDialog)
        assert source_file.read_text() == elsewhere  # not overwritten
        await pilot.press("d")
        await pilot.pause(0.05)
        assert isinstance(app.screen, TextDialog) and "+# edited elsewhere" in app.screen.text
        await pilot.press("escape")
        await pilot.press("ctrl+s")
        await pilot.pause(0.05)
        await pilot.press("r")
        await pilot.pause(0.05)
        assert isinstance(app.screen, EditScreen) and app.screen.doc.text == elsewhere
        assert app.screen.run is None and source_file.read_text() == elsewhere
        assert app.screen.query_one("#output-pane").border_subtitle.startswith("reloaded stats.py · ctrl+r")  # not "rejected"


@run_async
async def test_paste_mode_checks_json_shows_errors_with_line_and_column_and_accepts():
    bad = '```json\n[\n  {"id": 1, "currency": "EUR"}\n  {"id": 2, "currency": "EUR"}\n]\n```\n'
    good = '```json\n[{"id": 1, "currency": "EUR"}, {"id": 2, "currency": "EUR"}]\n```\n'
    session = ScriptedSession([bad, good])
    app = make_app(None, session)
    async with app.run_test(size=(140, 40)) as pilot:
        assert isinstance(app.screen, PasteScreen)  # no file: paste mode
        await wait_for(pilot, lambda: app.session is not None)
        buffer = app.screen.query_one("#source")
        buffer.load_text('[{"id": 1}, {"id": 2}]')
        await submit(pilot, "add a currency field set to EUR")
        await wait_for(pilot, lambda: finished(app))
        await pilot.pause(0.05)
        assert session.calls[0][0].filename == "scratch.json"
        err = "breaks syntax at line 3: Expecting ',' delimiter"
        assert app.screen.run.result_error == "the result " + err
        assert err in app.screen.query_one("#output-pane").border_subtitle
        assert any(err in str(n.message) for n in app._notifications)
        assert str(app.screen.query_one("#check").render()) == "check: " + err  # next to the stats
        assert app.screen.run.verdict.level == "breaks"
        await pilot.press("ctrl+s")  # an invalid result is not accepted without confirming
        await pilot.pause(0.1)
        assert isinstance(app.screen, ConfirmWriteDialog)
        await pilot.press("escape")
        await pilot.pause(0.05)
        assert buffer.text == '[{"id": 1}, {"id": 2}]'
        await pilot.press("ctrl+r")  # the retry tells the model what broke
        await wait_for(pilot, lambda: finished(app) and len(session.calls) == 2)
        await pilot.pause(0.05)
        assert session.calls[1][0].instruction == (
            f"add a currency field set to EUR\nYour previous attempt broke the file: it {err}. Keep the file valid."
        )
        assert app.screen.run.result_error is None
        assert str(app.screen.query_one("#check").render()) == "check: parses, intent not checked"
        await pilot.press("ctrl+s")  # a valid one replaces the buffer (no final newline, like the input)
        assert buffer.text == '[{"id": 1, "currency": "EUR"}, {"id": 2, "currency": "EUR"}]'
        await pilot.press("ctrl+b")
        assert buffer.text == '[{"id": 1}, {"id": 2}]'


@run_async
async def test_a_result_that_breaks_the_file_is_written_only_when_confirmed(source_file):
    broken = EDITED.replace("    count = 0\n", "    count = (0\n")
    app = make_app(source_file, ScriptedSession(broken))
    async with app.run_test(size=(140, 40)) as pilot:
        await wait_for(pilot, lambda: app.session is not None)
        await submit(pilot, "rename x to count")
        await wait_for(pilot, lambda: finished(app))
        await pilot.pause(0.05)
        check = str(app.screen.query_one("#check").render())
        assert check.startswith("check: breaks syntax at line ") and app.screen.query_one("#check").has_class("-bad")
        await pilot.press("ctrl+s")
        await pilot.pause(0.1)
        assert source_file.read_text() == SOURCE  # refused: a confirmation says why
        assert isinstance(app.screen, ConfirmWriteDialog)
        assert any(str(w.render()).startswith("• the result breaks syntax at line ") for w in app.screen.query("Static"))
        await pilot.press("w")  # write anyway
        await pilot.pause(0.1)
        assert "count = (0" in source_file.read_text()


@run_async
async def test_race_mode_runs_plain_then_lookup_and_replays(source_file):
    clock = VirtualClock()
    session = ScriptedSession(EDITED, clock=clock)
    app = make_app(source_file, session, clock)
    async with app.run_test(size=(160, 45)) as pilot:
        await wait_for(pilot, lambda: app.session is not None)
        app.screen.query_one("#instruction").text = "rename x to count"
        await pilot.press("f5")
        race = app.screen
        assert isinstance(race, RaceScreen)
        assert METHOD in str(race.query_one("#banner").render())
        await wait_for(pilot, lambda: race.phase is Phase.REPLAYING, what="recordings")
        assert [c[1].lookup for c in session.calls] == [False, True]  # sequential: plain first
        await pilot.press("s")
        assert race.phase is Phase.DONE
        verdict = str(race.query_one("#result").render())
        assert "speedup ×" in verdict and "same output ✓" in verdict
        assert race.transcripts["lookup"].finished and race.transcripts["plain"].finished
        await pilot.press("escape")
        assert isinstance(app.screen, EditScreen)
        # the race left a plain baseline: a lookup run of the same request shows the speedup
        await submit(pilot, "rename x to count")
        await wait_for(pilot, lambda: finished(app))
        await pilot.pause(0.05)
        assert "speedup ×" in str(app.screen.query_one("#speedup").render())


@run_async
async def test_quitting_over_a_finished_race_asks_and_ctrl_s_there_accepts_its_result(source_file):
    """A race's lookup result is a result too: ctrl+q over it asked nothing and dropped it
    (a user trial). Now it asks; ctrl+s in the question accepts the race's result, which the
    main screen writes; during the recordings quitting asks nothing."""
    from redraft.app.tui.screens.confirm import ConfirmQuitDialog

    clock = VirtualClock()
    app = make_app(source_file, ScriptedSession(EDITED, clock=clock), clock)
    async with app.run_test(size=(160, 45)) as pilot:
        await wait_for(pilot, lambda: app.session is not None)
        app.screen.query_one("#instruction").text = "rename x to count"
        await pilot.press("f5")
        race = app.screen
        await wait_for(pilot, lambda: race.phase is Phase.REPLAYING, what="recordings")
        await pilot.press("s")
        await pilot.press("ctrl+q")
        await pilot.pause(0.05)
        assert isinstance(app.screen, ConfirmQuitDialog) and app.return_code is None
        assert source_file.name in app.screen.file_name
        await pilot.press("ctrl+s")
        await wait_for(pilot, lambda: "count = 0" in source_file.read_text(), what="the race's result written")
        assert isinstance(app.screen, EditScreen)


@run_async
async def test_theme_switches_at_runtime_and_the_palette_lists_every_action(source_file):
    from redraft.app.tui.commands import ACTIONS, RedraftCommands

    app = make_app(source_file, ScriptedSession(EDITED), theme="colorblind")
    async with app.run_test(size=(140, 40)) as pilot:
        await wait_for(pilot, lambda: app.session is not None)
        out = app.screen.query_one(OutputView)
        assert app.theme == "redraft-colorblind"
        assert out.style_for(("accepted",)).color == theme_color("redraft-colorblind", "prov-accepted")
        assert out.style_for(("accepted",)).underline  # a shape as well as a colour
        await pilot.press("f4")  # model info
        assert isinstance(app.screen, ModelInfoDialog)
        assert ("name", "scripted-model") in app.screen.rows and ("device", "cpu") in app.screen.rows
        await pilot.press("escape")
        app.theme = "redraft-light"
        await pilot.pause(0.05)
        assert out.style_for(("accepted",)).color == theme_color("redraft-light", "prov-accepted")
        app.theme = "textual-dark"  # any Textual theme works: provenance falls back to defaults
        await pilot.pause(0.05)
        assert out.style_for(("rejected",)).strike
        # the command palette lists every action, and the themes
        provider = RedraftCommands(app.screen)
        titles = [label for label, _, _ in provider._available()]
        for title, _, action, _ in ACTIONS:
            if action not in ("replay", "skip") and not title.startswith("Accept the lookup"):  # race screen only
                assert any(t.startswith(title) for t in titles), title
        assert any("Theme: redraft-colorblind" in t for t in titles)
        await pilot.press("ctrl+p")
        await pilot.pause(0.1)
        assert app.screen.__class__.__name__ == "CommandPalette"


@run_async
async def test_what_the_engine_warns_while_loading_is_a_notification(source_file, monkeypatch):
    """Inside the app stderr is captured: a load warning (the CUDA default model is not
    installed and the 0.5B is used) must reach the user as a notification instead, and
    say what the 1.5B would do better and how to install it (issue 25, case 8)."""
    import logging

    from redraft.app.tui.app import RedraftApp
    from redraft.app.tui.document import Document
    from redraft.app.files.reading import read_source
    from redraft.engine.store import modelstore, named_models
    from redraft.engine import session
    from redraft.engine.placement import Placement

    monkeypatch.setattr(session, "place", lambda *names: Placement("torch", "cuda:0"))
    monkeypatch.setattr(modelstore, "is_installed", lambda name: name == "coder-0.5b")
    monkeypatch.setattr(modelstore, "resolve_model", lambda model, progress=None: "/m")
    monkeypatch.setattr(session, "load_backend", lambda *a, **k: object())
    monkeypatch.setattr(session, "load_tokenizer", lambda path: object())

    def load(progress):
        session.Session.load()  # the real fallback path; the scripted session stands in for it
        return ScriptedSession(EDITED)

    app = RedraftApp(Document.from_loaded(read_source(source_file)), session_factory=load)
    async with app.run_test(size=(140, 40)) as pilot:
        await wait_for(pilot, lambda: app.session is not None and not app.warming)
        await pilot.pause(0.05)
        msgs = [str(n.message) for n in app._notifications]
        notice = next((m for m in msgs if m.startswith("coder-1.5b, the default on cuda:0, is not installed")), None)
        assert notice is not None, msgs
        big, small = named_models.MODELS["coder-1.5b"].score, named_models.MODELS["coder-0.5b"].score
        assert f"it gets {big} of the quality set's edits right, coder-0.5b {small}" in notice
        assert big.startswith("19/26") and small == "12/26"  # the README's model table
        assert "pip install 'redraft[coder-1.5b]'" in notice
    assert not logging.getLogger("redraft").handlers  # the capture ends with the load


@run_async
async def test_errors_are_notifications_not_crashes(source_file, tmp_path):
    from redraft.engine.errors import ModelError

    def broken(progress):
        raise ModelError("the model could not be found: run `redraft model pull`")

    from redraft.app.tui.app import RedraftApp
    from redraft.app.tui.document import Document
    from redraft.app.files.reading import read_source

    app = RedraftApp(Document.from_loaded(read_source(source_file)), session_factory=broken)
    async with app.run_test(size=(140, 40)) as pilot:
        await wait_for(pilot, lambda: any("redraft model pull" in str(n.message) for n in app._notifications))
        await submit(pilot, "rename x to count")  # queued, waits for a model
        assert app.screen.run.phase is Phase.WAITING
        await pilot.press("escape")
        assert app.screen.run.phase is Phase.CANCELLED and app.is_running
        # a missing or binary file gets a clear message, and a good one opens
        (tmp_path / "blob.bin").write_bytes(b"\x00\x01binary")
        app.open_path(str(tmp_path / "blob.bin"))
        app.open_path(str(tmp_path / "nope.py"))
        await pilot.pause(0.05)
        msgs = [str(n.message) for n in app._notifications]
        assert any("looks binary" in m for m in msgs) and any("no such file" in m for m in msgs)
        other = tmp_path / "other.py"
        other.write_text("y = 2\n")
        app.open_path(str(other))
        await pilot.pause(0.05)
        assert app.screen.doc.path == other


@run_async
async def test_large_file_stays_responsive(tmp_path):
    """2,000 lines and a 2,000-token reply: coalesced batches, line-API rendering."""
    import time

    big = "".join(f"value_{i} = compute({i}, x)\n" for i in range(2000))
    p = tmp_path / "big.py"
    p.write_text(big)
    reply = "```python\n" + big.replace(", x)", ", count)", 700) + "```\n"
    session = ScriptedSession(reply, unit="line")  # a token per line: a 2,000-token reply
    seen = []
    app = make_app(p, session)
    async with app.run_test(size=(140, 40), message_hook=seen.append) as pilot:
        await wait_for(pilot, lambda: app.session is not None)
        await submit(pilot, "rename x to count")
        await wait_for(pilot, lambda: finished(app), timeout=60)
        events = sum(len(m.events) for m in seen if isinstance(m, TokensArrived))
        batches = sum(1 for m in seen if isinstance(m, TokensArrived))
        assert app.screen.run.transcript.tokens >= 2000
        assert batches < events / 10  # coalesced, not one message per event
        out = app.screen.query_one(OutputView)
        assert len(out.layout_) >= 2000
        t0 = time.perf_counter()
        out.scroll_to(y=1500, animate=False, immediate=True)
        for y in range(out.size.height):
            out.render_line(y)
        assert time.perf_counter() - t0 < 0.5


def test_importing_the_app_does_not_import_torch():
    code = (
        "import sys\n"
        "import redraft.app.tui_cmd, redraft.app.config_file, redraft.app.tui.app, redraft.app.tui.screens.edit\n"
        "import redraft.app.tui.screens.race, redraft.app.tui.screens.paste, redraft.app.tui.screens.dialogs\n"
        "import redraft.app.tui.commands, redraft.themes\n"
        "bad = [m for m in ('torch', 'mlx', 'transformers') if m in sys.modules]\n"
        "assert not bad, bad\n"
    )
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    r = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True)
    assert r.returncode == 0, r.stderr


@run_async
async def test_the_app_leaves_when_its_terminal_hangs_up(source_file, monkeypatch):
    """A closed terminal window leaves Textual's input thread reading end-of-file in a loop
    (one core at 100% for ever, measured); the app checks the terminal and exits."""
    from redraft.app.tui import app as app_module

    app = make_app(source_file, ScriptedSession(EDITED))
    async with app.run_test(size=(100, 30)) as pilot:
        await wait_for(pilot, lambda: app.session is not None)
        monkeypatch.setattr(app_module.os, "isatty", lambda fd: fd == app_module.TERMINAL_FD)
        app._check_terminal()
        await pilot.pause(0.05)
        assert app.is_running  # a terminal still there: nothing happens
        monkeypatch.setattr(app_module.os, "isatty", lambda fd: False)
        app._check_terminal()
        await pilot.pause(0.1)
    assert app.return_code == 129
