"""Pilot tests for daily use: history, retry after reject, per-hunk review, race accept,
the edit log, paste mode's focus order and labels, the narrow layout, waits counted from
Enter, help and the palette."""

from __future__ import annotations

import threading

from redraft.app.tui.screens.confirm import ConfirmWriteDialog
from redraft.app.tui.screens.edit import EditScreen
from redraft.app.tui.screens.help import HelpScreen
from redraft.app.tui.screens.log import EditLogScreen
from redraft.app.tui.screens.paste import PasteScreen
from redraft.app.tui.screens.race import RaceScreen
from redraft.app.tui.screens.review import ReviewScreen
from redraft.app.tui.state import Phase
from redraft.app.tui.widgets.stats import StatusLine, numbers
from tests.app.tui.conftest import EDITED, SOURCE, make_app, run_async, submit, wait_for
from tests.app.tui.fakes import ScriptedSession, VirtualClock

RESULT = EDITED.split("```python\n")[1].split("```")[0]


def done(app) -> bool:
    s = app.screen
    return isinstance(s, EditScreen) and s.run is not None and s.run.phase in (Phase.DONE, Phase.CANCELLED)


async def ready(app, pilot) -> None:
    await wait_for(pilot, lambda: app.session is not None and not app.warming, what="model ready")


# ---- history and retry --------------------------------------------------------------------
@run_async
async def test_history_walks_this_files_instructions_first_and_persists(source_file, tmp_path):
    other = tmp_path / "other.py"
    other.write_text("y = 1\n")
    app = make_app(other, ScriptedSession("```python\ny = 2\n```\n"))
    async with app.run_test(size=(160, 45)) as pilot:
        await ready(app, pilot)
        await submit(pilot, "set y to 2")
        await wait_for(pilot, lambda: done(app))
    app = make_app(source_file, ScriptedSession(EDITED))
    async with app.run_test(size=(160, 45)) as pilot:
        await ready(app, pilot)
        for text in ("rename x to n", "rename x to count"):
            await submit(pilot, text)
            await wait_for(pilot, lambda: done(app))
        box = app.screen.query_one("#instruction")
        box.text = "half-typed"
        box.move_cursor((0, 0))
        await pilot.press("up")
        assert box.text == "rename x to count"  # this file's newest first
        await pilot.press("up")
        assert box.text == "rename x to n"
        await pilot.press("up")
        assert box.text == "set y to 2"  # then other files' (persisted by the first app)
        await pilot.press("up")
        assert box.text == "set y to 2"  # the oldest stays
        for _ in range(3):
            await pilot.press("down")
        assert box.text == "half-typed"  # back to the draft
        # ctrl+f searches the history in the palette; picking one fills the box
        box.text = ""
        await pilot.press("ctrl+f")
        await pilot.pause(0.1)
        assert app.screen.__class__.__name__ == "CommandPalette"
        await pilot.press(*"to n")
        await pilot.pause(0.3)
        await pilot.press("enter")
        await pilot.pause(0.1)
        assert isinstance(app.screen, EditScreen) and box.text == "rename x to n"


@run_async
async def test_retry_survives_a_reject(source_file):
    session = ScriptedSession(EDITED)
    app = make_app(source_file, session)
    async with app.run_test(size=(160, 45)) as pilot:
        await ready(app, pilot)
        await submit(pilot, "rename x to count")
        await wait_for(pilot, lambda: done(app))
        await pilot.press("ctrl+n")
        assert app.screen.run is None and app.screen.query_one("#instruction").text == "rename x to count"
        app.screen.query_one("#instruction").text = ""
        await pilot.press("ctrl+r")
        await wait_for(pilot, lambda: done(app))
        assert [c[0].instruction for c in session.calls] == ["rename x to count"] * 2


# ---- per-hunk review, race accept, edit log -------------------------------------------------
@run_async
async def test_per_hunk_review_accepts_rejects_and_edits_then_writes_once(source_file, tmp_path):
    app = make_app(source_file, ScriptedSession(EDITED))
    async with app.run_test(size=(160, 45)) as pilot:
        await ready(app, pilot)
        await submit(pilot, "rename x to count")
        await wait_for(pilot, lambda: done(app))
        await pilot.press("ctrl+g")
        review = app.screen
        assert isinstance(review, ReviewScreen) and len(review.review) == 3
        assert source_file.read_text() == SOURCE  # nothing written while reviewing
        await pilot.press("y")  # hunk 1: count = 0
        await pilot.press("n")  # hunk 2: keep x += 1
        await pilot.press("e")  # hunk 3: edit it
        editor = review.query_one("#editor")
        assert app.focused is editor and editor.text.startswith('    return {"count": count')
        editor.load_text('    return {"count": count, "mean": total / max(count, 1)}')
        await pilot.press("ctrl+s")  # keeps the edit
        assert not review.editing
        await pilot.press("w")  # write once
        await pilot.pause(0.05)
        if isinstance(app.screen, ConfirmWriteDialog):  # the check may flag the half-renamed file
            assert source_file.read_text() == SOURCE
            await pilot.press("w")  # write anyway
            await pilot.pause(0.05)
        assert isinstance(app.screen, EditScreen)
        want = SOURCE.replace("    x = 0", "    count = 0").replace(
            '    return {"count": x, "mean": total / x}', '    return {"count": count, "mean": total / max(count, 1)}')
        assert source_file.read_text() == want  # the edited hunk got its newline back
        assert len(list((tmp_path / "state" / "backups").iterdir())) == 1
        await pilot.press("ctrl+b")
        await pilot.pause(0.05)
        assert source_file.read_text() == SOURCE


@run_async
async def test_race_result_is_accepted_from_the_race_screen(source_file):
    clock = VirtualClock()
    app = make_app(source_file, ScriptedSession(EDITED, clock=clock), clock)
    async with app.run_test(size=(160, 45)) as pilot:
        await ready(app, pilot)
        app.screen.query_one("#instruction").text = "rename x to count"
        await pilot.press("f5")
        race = app.screen
        await wait_for(pilot, lambda: race.phase is Phase.REPLAYING, what="recordings")
        await pilot.press("s", "a")
        await pilot.pause(0.05)
        assert isinstance(app.screen, EditScreen)
        assert source_file.read_text() == RESULT
        assert app.screen.run.phase is Phase.ACCEPTED and app.screen.run.request.instruction == "rename x to count"
        assert app.undo_stack.last.instruction == "rename x to count"


@run_async
async def test_edit_log_undoes_back_to_any_point(source_file):
    added = ["".join(f"# edit {j}\n" for j in range(1, k + 1)) for k in range(1, 4)]
    replies = [f"```python\n{SOURCE}{a}```\n" for a in added]
    app = make_app(source_file, ScriptedSession(replies))
    async with app.run_test(size=(160, 45)) as pilot:
        await ready(app, pilot)
        for k in range(1, 4):
            await submit(pilot, f"add comment {k}")
            await wait_for(pilot, lambda: done(app))
            await pilot.press("ctrl+s")
            await pilot.pause(0.05)
            assert source_file.read_text().endswith(f"# edit {k}\n")
        await pilot.press("ctrl+l")
        log = app.screen
        assert isinstance(log, EditLogScreen) and len(log.entries) == 3
        await pilot.press("down", "enter")  # the second newest: undo edits 3 and 2
        await pilot.pause(0.1)
        assert source_file.read_text() == SOURCE + "# edit 1\n" and len(app.undo_stack) == 1


# ---- paste mode ---------------------------------------------------------------------------------
@run_async
async def test_paste_mode_tab_goes_from_the_buffer_to_the_instruction():
    app = make_app(None, ScriptedSession('```json\n{"a": 1}\n```\n'))
    async with app.run_test(size=(160, 45)) as pilot:
        screen = app.screen
        assert isinstance(screen, PasteScreen)
        buffer, box = screen.query_one("#source"), screen.query_one("#instruction")
        assert app.focused is buffer
        await pilot.press("tab")
        assert app.focused is box
        await pilot.press(*"fix it")
        assert box.text == "fix it"
        await pilot.press("shift+tab")
        assert app.focused is buffer
        # typing with the output focused goes to the instruction box, not nowhere
        screen.query_one("#output").focus()
        await pilot.press("!")
        assert app.focused is box and box.text == "fix it!"


@run_async
async def test_paste_buffer_is_labelled_honestly_and_a_new_paste_clears_the_result():
    session = ScriptedSession('```json\n{"a": 1}\n```\n')
    app = make_app(None, session)
    async with app.run_test(size=(160, 45)) as pilot:
        await ready(app, pilot)
        screen = app.screen
        buffer = screen.query_one("#source")
        buffer.load_text('{"a": 1')  # the final brace missing: still JSON, and says it is broken
        await pilot.pause(0.05)
        assert screen.query_one("#source-pane").border_title == "paste buffer (JSON, invalid)"
        assert "input JSON invalid at line 1 column 8: Expecting ',' delimiter" in screen.query_one("#output-pane").border_subtitle
        assert buffer.language == "json"
        await submit(pilot, "fix the JSON")
        await wait_for(pilot, lambda: done(app))
        assert session.calls[0][0].filename == "scratch.json" and screen.run.result_error is None
        buffer.load_text("plain words")
        await pilot.pause(0.05)
        assert screen.run is None and screen.query_one("#output").layout_ is None
        assert screen.query_one("#source-pane").border_title == "paste buffer (text)" and buffer.language is None
        assert "cleared" in screen.query_one("#output-pane").border_subtitle


# ---- layout, waits, help ------------------------------------------------------------------------
@run_async
async def test_narrow_layout_collapses_stats_and_hides_the_source(source_file):
    app = make_app(source_file, ScriptedSession(EDITED))
    async with app.run_test(size=(80, 24)) as pilot:
        await ready(app, pilot)
        s = app.screen
        side, src, line = s.query_one("#side"), s.query_one("#source-pane"), s.query_one(StatusLine)
        assert not side.display and not src.display and line.display
        assert s.query_one("#output-pane").outer_size.width == 80
        await submit(pilot, "rename x to count")
        await wait_for(pilot, lambda: done(app))
        await pilot.pause(0.05)
        assert "/fwd" in str(line.render()) and "eos" in str(line.render())
        await pilot.press("f6")
        assert src.display
        await pilot.press("f7")
        assert side.display and not line.display
        await pilot.resize_terminal(160, 45)
        await pilot.pause(0.05)
        assert side.display and src.display  # the toggles hold
        # the race stacks its lanes when narrow
        await pilot.resize_terminal(80, 24)
        s.query_one("#instruction").text = "rename x to count"
        await pilot.press("f5")
        race = app.screen
        assert isinstance(race, RaceScreen)
        await pilot.pause(0.1)
        plain, lookup = race.query_one("#lane-plain").region, race.query_one("#lane-lookup").region
        assert plain.x == lookup.x and lookup.y >= plain.bottom


@run_async
async def test_the_wait_before_the_model_starts_is_shown_and_counted(source_file):
    clock = VirtualClock()
    session = ScriptedSession(EDITED, clock=clock, warm_s=0.2)
    session.warm_gate.clear()  # the background warm-up runs until the test lets it finish
    app = make_app(source_file, session, clock)
    async with app.run_test(size=(160, 45)) as pilot:
        await wait_for(pilot, lambda: app.session is not None and app.warming)
        assert "warming up" in app.model_text
        await submit(pilot, "rename x to count")
        screen = app.screen
        assert screen.run.phase is Phase.WAITING
        assert "waiting for the model (after the warm-up)" in screen.query_one("#output-pane").border_subtitle
        session.warm_gate.set()
        await wait_for(pilot, lambda: done(app))
        run = screen.run
        rows = dict(numbers(run, clock()))
        summary = run.transcript.done.summary
        assert run.waited_ms(clock()) >= 200 and rows["waited"] == "0.2 s"
        assert abs(run.elapsed_ms(clock()) - (run.waited_ms(clock()) + summary.total_ms)) < 1
        assert "rounds" not in rows  # shown only when it differs from forwards
        assert session.warmups >= 1 and not app.warming


@run_async
async def test_a_request_waits_for_one_background_warm_up_piece_not_all_of_them(source_file):
    """After the essential warm-up the app is ready; the rest (the CUDA fast path's compiled
    buckets) runs one piece at a time under the model lock, so a request made meanwhile
    starts after the piece in progress, before the pieces still to come."""
    session = ScriptedSession(EDITED)
    session.later_gates = [threading.Event() for _ in range(3)]
    app = make_app(source_file, session)
    async with app.run_test(size=(160, 45)) as pilot:
        await wait_for(pilot, lambda: app.session is not None and not app.warming, what="ready")
        assert "warming up" not in app.model_text
        await wait_for(pilot, lambda: session.later_begun == 1, what="piece 1")  # after the prompt's piece
        await submit(pilot, "rename x to count")
        screen = app.screen
        await pilot.pause(0.1)
        assert screen.run.phase is Phase.WAITING and app.warming_later  # piece 1 holds the model
        session.later_gates[0].set()
        await wait_for(pilot, lambda: done(app), what="the request, after piece 1")
        assert session.pieces_done_at_calls == [1]
        for gate in session.later_gates[1:]:
            gate.set()
        await wait_for(pilot, lambda: session.later_done == 3 and not app.warming_later, what="the rest of the warm-up")


@run_async
async def test_a_reloaded_model_stops_the_old_models_background_warm_up(source_file):
    """The later pieces belong to the session that started them: once the model is
    replaced (palette: Reload the model), the old one's pieces stop (they would keep its
    memory alive and run beside the new model's own warm-up)."""
    old = ScriptedSession(EDITED)
    old.later_gates = [threading.Event() for _ in range(3)]
    app = make_app(source_file, old)
    async with app.run_test(size=(160, 45)) as pilot:
        await wait_for(pilot, lambda: app.session is not None and not app.warming, what="ready")
        # the prompt's piece comes first: wait until the old model's own first piece holds the lock
        await wait_for(pilot, lambda: old.later_begun == 1, what="the later pieces")
        app.session = ScriptedSession(EDITED)  # what a reload leaves behind
        old.later_gates[0].set()  # the piece in progress ends...
        await wait_for(pilot, lambda: not app.warming_later, what="the old warm-up to stop")
        for gate in old.later_gates[1:]:
            gate.set()
        await pilot.pause(0.1)
        assert old.later_done == 1  # ...and no other piece of the old model runs


@run_async
async def test_stats_are_redrawn_only_where_they_changed(source_file):
    """Every batch of tokens refreshes the stats; a widget whose text is unchanged is not
    updated, and a table of as many rows as before is not laid out again (a layout pass per
    batch took a 2-core CPU's cycles from decoding)."""
    from redraft.app.tui.widgets.stats import StatsPanel

    app = make_app(source_file, ScriptedSession(EDITED))
    async with app.run_test(size=(160, 45)) as pilot:
        await ready(app, pilot)
        await submit(pilot, "rename x to count")
        await wait_for(pilot, lambda: done(app))
        panel, run = app.screen.query_one(StatsPanel), app.screen.run
        box, calls = panel.query_one("#numbers"), []
        update = box.update
        box.update = lambda content, layout=True: (calls.append(layout), update(content, layout=layout))
        panel.show(run, app.clock())
        panel.show(run, app.clock())
        assert calls == []  # a finished run: nothing changed since the last batch
        rows = numbers(run, app.clock())
        panel._shown["numbers"] = [(name, value + "?") for name, value in rows]  # as if the values were older
        panel.show(run, app.clock())
        assert calls == [False]  # new values, the same rows: redrawn without a layout pass
        panel._shown["numbers"] = rows[:-1]
        panel.show(run, app.clock())
        assert calls == [False, True]  # a row more: laid out again


@run_async
async def test_new_lines_in_the_output_pane_lay_out_nothing_else(source_file):
    """A streaming edit grows the output pane's content, not the screen: its scrollbar
    follows, and the screen is not laid out again for it (a layout pass per batch, then a
    repaint of every widget, was most of the UI thread's time; on a 2-core CPU it slowed
    the decoding). A scrollbar that appears is a layout change, and gets one."""
    from textual.geometry import Size

    from redraft.app.tui.widgets.output import OutputView

    app = make_app(source_file, ScriptedSession(EDITED))
    async with app.run_test(size=(160, 45)) as pilot:
        await ready(app, pilot)
        await submit(pilot, "rename x to count")
        await wait_for(pilot, lambda: done(app))
        out, screen, layouts = app.screen.query_one(OutputView), app.screen, []
        relayout = screen._refresh_layout
        screen._refresh_layout = lambda *a, **k: (layouts.append(a or k), relayout(*a, **k))[1]
        width, tall = out.virtual_size.width, out.size.height + 5
        out._content_size(Size(width, tall))  # more lines than the pane: the scrollbar appears
        await pilot.pause(0.1)
        assert out.show_vertical_scrollbar and layouts  # laid out once for it
        layouts.clear()
        for height in range(tall + 1, tall + 8):  # a stream's next lines
            out._content_size(Size(width, height))
            await pilot.pause(0.05)
        assert layouts == []
        assert out.virtual_size.height == tall + 7 and out.max_scroll_y == tall + 7 - out.scrollable_content_region.height
        assert out.vertical_scrollbar.window_virtual_size == tall + 7


@run_async
async def test_generation_runs_on_a_daemon_thread_so_quitting_does_not_wait(source_file):
    session = ScriptedSession(EDITED, gate_at=5)
    app = make_app(source_file, session)
    async with app.run_test(size=(160, 45)) as pilot:
        await ready(app, pilot)
        await submit(pilot, "rename x to count")
        await wait_for(pilot, session.reached.is_set)
        workers = [t for t in threading.enumerate() if t.name == "redraft-generate"]
        assert workers and all(t.daemon for t in workers)
        await pilot.press("ctrl+q")
    workers[0].join(timeout=2)  # cancelled on quit: it stops at its next check
    assert not workers[0].is_alive() and session.cancelled_runs == 1


@run_async
async def test_f1_help_and_one_quit_in_the_palette(source_file):
    from redraft.app.tui.commands import RedraftCommands

    app = make_app(source_file, ScriptedSession(EDITED))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("f1")
        assert isinstance(app.screen, HelpScreen)
        text = app.screen.query_one("Markdown").source
        for word in ("bonus", "in flight", "model's own", "unchanged", "waited", "stopped by", "tok/forward"):
            assert word in text
        await pilot.press("f1")
        assert isinstance(app.screen, EditScreen)
        ours = [label for label, _, _ in RedraftCommands(app.screen)._available()]
        system = [c.title for c in app.get_system_commands(app.screen)]
        assert sum("quit" in t.lower() for t in ours + system) == 1


@run_async
async def test_model_info_rows_wrap_at_80_columns():
    from textual.app import App
    from textual.widgets import Label

    from redraft.app.tui.screens.dialogs import ModelInfoDialog

    long = "prompt lookup (n-gram 2-3, max draft 7, graded policy); greedy; lookup: exact, the same output as plain"
    app = App()
    async with app.run_test(size=(80, 24)) as pilot:
        app.push_screen(ModelInfoDialog([("name", "m"), ("decoding", long)]))
        await pilot.pause(0.05)
        row = [w for w in app.screen.query(Label) if "decoding" in str(w.render())][0]
        assert row.size.height >= 2 and "as plain" in str(row.render())


@run_async
async def test_the_open_files_prompt_shape_is_warmed_once_the_model_is_ready(source_file):
    """The first later warm-up piece prefills as long as the open file's prompt (on a CPU
    the first prefill of a length builds its kernels: issue 25's first-request wait)."""
    session = ScriptedSession(EDITED)
    app = make_app(source_file, session)
    async with app.run_test(size=(160, 45)) as pilot:
        await wait_for(pilot, lambda: session.warmed_prompts, what="the prompt's warm-up")
        assert session.warmed_prompts == [(SOURCE, "stats.py")]


@run_async
async def test_a_request_entered_before_the_model_loads_is_not_followed_by_the_prompt_warm_up(source_file):
    """A request that ran built the kernels itself: the piece would only cost a prefill."""
    session, gate = ScriptedSession(EDITED), threading.Event()
    app = make_app(source_file, session)
    app.factory = lambda progress: gate.wait(10) and session
    async with app.run_test(size=(160, 45)) as pilot:
        await submit(pilot, "rename x to count")
        gate.set()
        await wait_for(pilot, lambda: done(app), what="the request")
        await wait_for(pilot, lambda: not app.warming and not app.warming_later, what="the warm-up")
        await pilot.pause(0.1)
        assert session.warmed_prompts == [] and len(session.calls) == 1


async def run_to_a_result(app, pilot, instruction: str = "rename x to count") -> None:
    """The model ready, an instruction run, its result finished (not accepted)."""
    await wait_for(pilot, lambda: app.session is not None and not app.warming)
    await submit(pilot, instruction)
    await wait_for(pilot, lambda: app.screen.run is not None and app.screen.run.phase is Phase.DONE)


@run_async
async def test_quitting_with_a_result_nobody_accepted_asks_first(source_file):
    """ctrl+q with a finished, unaccepted result opens a dialog (esc stays, the result kept;
    ctrl+q again quits, the file untouched); a rejected or accepted result quits at once."""
    from redraft.app.tui.screens.confirm import ConfirmQuitDialog

    before = source_file.read_bytes()
    app = make_app(source_file, ScriptedSession(EDITED))
    async with app.run_test(size=(80, 24)) as pilot:
        await run_to_a_result(app, pilot)
        await pilot.press("ctrl+q")
        await pilot.pause(0.05)
        assert isinstance(app.screen, ConfirmQuitDialog) and app.return_code is None
        assert source_file.name in app.screen.file_name
        await pilot.press("escape")
        await pilot.pause(0.05)
        assert isinstance(app.screen, EditScreen) and app.screen.run.phase is Phase.DONE  # the result stays
        await pilot.press("ctrl+q")
        await pilot.pause(0.05)
        await pilot.press("f1")  # help over the question: ctrl+q still quits, without asking twice
        await pilot.pause(0.05)
        assert isinstance(app.screen, HelpScreen)
        await pilot.press("ctrl+q")
        await pilot.pause(0.05)
        assert app.return_code == 0
    assert source_file.read_bytes() == before

    for keys in (["ctrl+n"], ["ctrl+s"]):  # rejected, accepted: nothing left to lose
        app = make_app(source_file, ScriptedSession(EDITED))
        async with app.run_test(size=(80, 24)) as pilot:
            await run_to_a_result(app, pilot)
            for key in keys:
                await pilot.press(key)
                await pilot.pause(0.05)
            await pilot.press("ctrl+q")
            await pilot.pause(0.05)
            assert not isinstance(app.screen, ConfirmQuitDialog) and app.return_code == 0, keys


@run_async
async def test_opening_another_file_over_a_result_nobody_accepted_asks_first(source_file, tmp_path):
    from redraft.app.tui.screens.confirm import ConfirmOpenDialog

    other = tmp_path / "other.py"
    other.write_text("y = 1\n")
    app = make_app(source_file, ScriptedSession(EDITED))
    async with app.run_test(size=(80, 24)) as pilot:
        await run_to_a_result(app, pilot)
        app.open_path(str(other))  # what ctrl+o's dialog calls
        await pilot.pause(0.05)
        assert isinstance(app.screen, ConfirmOpenDialog) and "other.py" in app.screen.title_
        await pilot.press("escape")
        await pilot.pause(0.05)
        assert app.screen.doc.loaded.path == source_file and app.screen.run.phase is Phase.DONE
        app.open_path(str(other))
        await pilot.pause(0.05)
        await pilot.press("o")
        await pilot.pause(0.05)
        assert isinstance(app.screen, EditScreen) and app.screen.doc.text == "y = 1\n" and app.screen.run is None
        app.open_path(str(source_file))  # nothing left to lose: opens at once
        await pilot.pause(0.05)
        assert isinstance(app.screen, EditScreen) and app.screen.doc.loaded.path == source_file
        app.open_path(str(tmp_path / "missing.py"))  # a bad path says so, and asks nothing
        await pilot.pause(0.05)
        assert isinstance(app.screen, EditScreen)

        await run_to_a_result(app, pilot)  # a result again; help open over it
        edit = app.screen
        await pilot.press("f1")
        await pilot.pause(0.05)
        app.open_path(str(other))  # as the palette's "Open a file" does over any screen
        await pilot.pause(0.05)
        assert isinstance(app.screen, ConfirmOpenDialog)
        await pilot.press("o")
        await pilot.pause(0.2)
        assert app.screen is edit and edit.doc.text == "y = 1\n" and edit.run is None  # help closed, no screen stranded


@run_async
async def test_paste_mode_over_a_result_nobody_accepted_asks_first(source_file):
    from redraft.app.tui.screens.confirm import ConfirmPasteDialog

    app = make_app(source_file, ScriptedSession(EDITED))
    async with app.run_test(size=(80, 24)) as pilot:
        await run_to_a_result(app, pilot)
        await pilot.press("ctrl+t")
        await pilot.pause(0.05)
        assert isinstance(app.screen, ConfirmPasteDialog)
        await pilot.press("escape")
        await pilot.pause(0.05)
        assert isinstance(app.screen, EditScreen) and not isinstance(app.screen, PasteScreen)
        await pilot.press("ctrl+t")
        await pilot.pause(0.05)
        await pilot.press("p")
        await pilot.pause(0.05)
        assert isinstance(app.screen, PasteScreen)
        await pilot.press("ctrl+q")  # the paste screen has no result: the one left behind was asked about
        await pilot.pause(0.05)
        assert app.return_code == 0


@run_async
async def test_the_instruction_box_grows_as_a_long_instruction_wraps(source_file):
    """At 80x24 the box shows one row; a long instruction wraps into up to three, all shown,
    and the box shrinks back for a short one (a one-row box showed only the last wrapped row)."""
    from redraft.app.tui.widgets.instruction import InstructionInput

    app = make_app(source_file, ScriptedSession(EDITED))
    async with app.run_test(size=(80, 24)) as pilot:
        box = app.screen.query_one(InstructionInput)
        box.focus()
        await pilot.pause(0.05)
        one = box.size.height
        box.load_text("Add a docstring to every function that explains its parameters and its return value, "
                      "in Google style, and keep the code unchanged")
        await pilot.pause(0.05)
        assert one == 1 and box.size.height == 2
        box.load_text("word " * 100)
        await pilot.pause(0.05)
        assert box.size.height == 3  # at most three rows; the rest scrolls
        box.load_text("rename x")
        await pilot.pause(0.05)
        assert box.size.height == 1


@run_async
async def test_a_result_an_undo_made_stale_is_not_asked_about(source_file):
    """Accept one result, run a second on the accepted text, undo the first: the second was
    made from text the file no longer holds (ctrl+s refuses it), so quitting asks nothing;
    while the second still matches the file, quitting asks."""
    from redraft.app.tui.screens.confirm import ConfirmQuitDialog

    second = EDITED.replace("total", "running")
    app = make_app(source_file, ScriptedSession([EDITED, second]))
    async with app.run_test(size=(80, 24)) as pilot:
        await run_to_a_result(app, pilot)
        await pilot.press("ctrl+s")
        await wait_for(pilot, lambda: app.screen.run.phase is Phase.ACCEPTED)
        accepted = source_file.read_text()
        await run_to_a_result(app, pilot, "rename total to running")
        assert app.screen.results.unaccepted()  # made from the file as it is: quitting would ask
        await pilot.press("ctrl+b")
        await wait_for(pilot, lambda: source_file.read_text() == SOURCE)
        assert accepted != SOURCE and not app.screen.results.unaccepted()
        await pilot.press("ctrl+s")  # refused: the result is not written over the restored file
        await pilot.pause(0.1)
        assert source_file.read_text() == SOURCE
        await pilot.press("ctrl+q")
        await pilot.pause(0.05)
        assert not isinstance(app.screen, ConfirmQuitDialog) and app.return_code == 0


@run_async
async def test_a_review_left_unwritten_leaves_the_whole_results_verdict(source_file):
    """Review, reject a hunk, write: the question is about the partial result (a use of x left).
    Answered "cancel", then back: the run is still the whole, verified result, and ctrl+s writes
    it without a question (the partial's verdict used to stay, so ctrl+s warned of the wrong
    result and the status line said suspect)."""
    app = make_app(source_file, ScriptedSession(EDITED))
    async with app.run_test(size=(80, 24)) as pilot:
        await run_to_a_result(app, pilot)
        edit = app.screen
        assert edit.run.verdict.level == "verified"
        await pilot.press("ctrl+g")
        await pilot.pause(0.05)
        await pilot.press("n", "A", "w")  # hunk 1 (x = 0) rejected, the rest accepted, write
        await wait_for(pilot, lambda: isinstance(app.screen, ConfirmWriteDialog), what="the question")
        assert "x" in " ".join(app.screen.reasons) and source_file.read_text() == SOURCE
        await pilot.press("escape")  # not written
        await pilot.pause(0.05)
        assert app.screen is edit and source_file.read_text() == SOURCE
        assert edit.run.verdict.level == "verified"
        assert edit.query_one("#output-pane").border_subtitle.startswith("not written · ctrl+g reviews again")
        await pilot.press("ctrl+s")
        await pilot.pause(0.1)
        assert not isinstance(app.screen, ConfirmWriteDialog) and "count += 1" in source_file.read_text()


@run_async
async def test_ctrl_s_in_the_quit_question_accepts_the_result_as_it_says(source_file):
    """The question says "ctrl+s accepts it now": it does (the file written, the question gone),
    and ctrl+q then quits at once."""
    from redraft.app.tui.screens.confirm import ConfirmQuitDialog

    app = make_app(source_file, ScriptedSession(EDITED))
    async with app.run_test(size=(80, 24)) as pilot:
        await run_to_a_result(app, pilot)
        await pilot.press("ctrl+q")
        await pilot.pause(0.05)
        text = " ".join(str(s.render()) for s in app.screen.query("Static"))
        assert isinstance(app.screen, ConfirmQuitDialog) and "ctrl+s accepts it now" in text, text
        await pilot.press("ctrl+s")
        await wait_for(pilot, lambda: "count += 1" in source_file.read_text(), what="the write")
        assert isinstance(app.screen, EditScreen) and app.screen.run.phase is Phase.ACCEPTED
        await pilot.press("ctrl+q")
        await pilot.pause(0.05)
        assert app.return_code == 0


@run_async
async def test_opening_another_file_empties_the_instruction_box(source_file, tmp_path):
    """The instruction run on one file is not left in the box for the next (one enter from
    running there, or a prefix of what is typed next); ↑ recalls it. A reload keeps it."""
    from redraft.app.tui.widgets.instruction import InstructionInput

    other = tmp_path / "other.py"
    other.write_text("y = 1\n")
    app = make_app(source_file, ScriptedSession(EDITED))
    async with app.run_test(size=(80, 24)) as pilot:
        await run_to_a_result(app, pilot, "delete everything")
        box = app.screen.query_one(InstructionInput)
        assert box.text == "delete everything"
        await pilot.press("ctrl+n")
        app.open_path(str(other))
        await pilot.pause(0.1)
        assert app.screen.doc.text == "y = 1\n" and box.text == "" and app.focused is box
        await pilot.press("a", "b")
        assert box.text == "ab"
        box.load_text("")
        await pilot.press("up")
        assert box.text == "delete everything"
