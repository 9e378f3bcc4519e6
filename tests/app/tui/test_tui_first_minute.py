"""The TUI where a user meets it first (issue 25, case 7): the file shows in the output
pane before any run at every width (dimmed, as unchanged lines are); `redraft` alone opens
paste mode with the focus on the buffer, so a paste lands at once, and says how to open a
file (ctrl+o, on demand)."""

from __future__ import annotations

from textual import events
from textual.widgets import TextArea

from redraft.app.tui.screens.dialogs import FileOpenDialog
from redraft.app.tui.screens.paste import PasteScreen
from redraft.app.tui.widgets.output import OutputView
from tests.app.tui.conftest import EDITED, SOURCE, make_app, run_async, submit, wait_for
from tests.app.tui.fakes import ScriptedSession


def pane_lines(out: OutputView) -> list[str]:
    return [out.render_line(y).text.rstrip() for y in range(out.size.height)]


def finished(app) -> bool:
    run = app.screen.run
    return run is not None and run.transcript.finished


@run_async
async def test_the_file_shows_in_the_output_pane_before_any_run_at_every_width(source_file):
    for size in ((80, 24), (160, 45)):
        app = make_app(source_file, ScriptedSession(EDITED))
        async with app.run_test(size=size) as pilot:
            await pilot.pause(0.05)
            out = app.screen.query_one(OutputView)
            assert app.screen.query_one("#source-pane").display is (size[0] >= 120)
            lines = pane_lines(out)
            assert lines[0].endswith("def summarize(values):") and lines[0].lstrip().startswith("1")
            assert any(line.endswith('return {"count": x, "mean": total / x}') for line in lines), lines
            text_seg = next(s for s in out.render_line(0) if "summarize" in s.text)
            assert text_seg.style.dim, "unchanged lines are dimmed"
            await wait_for(pilot, lambda app=app: app.session is not None and not app.warming)
            await submit(pilot, "rename x to count")
            await wait_for(pilot, lambda app=app: finished(app))
            assert any("count += 1" in line for line in pane_lines(out))  # the run replaces it
            await pilot.press("ctrl+n")  # reject: the file again
            await pilot.pause(0.05)
            assert pane_lines(out)[0].endswith("def summarize(values):")
            await pilot.press("ctrl+q")


@run_async
async def test_paste_mode_takes_a_paste_at_once_and_says_how_to_open_a_file():
    app = make_app(None, ScriptedSession(EDITED))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause(0.05)
        assert isinstance(app.screen, PasteScreen)  # no dialog over it
        area = app.screen.query_one("#source", TextArea)
        assert app.focused is area
        assert "ctrl+o" in area.placeholder and "ctrl+o opens a file" in app.screen.query_one("#output-pane").border_subtitle
        assert "ctrl+o to open a file" in pane_lines(app.screen.query_one(OutputView))[0]
        app.post_message(events.Paste(SOURCE))  # the terminal's paste, right away
        await pilot.pause(0.05)
        assert area.text == SOURCE
        assert pane_lines(app.screen.query_one(OutputView))[0] == "Type an instruction below and press enter."  # not "Paste…"
        await pilot.press("ctrl+o")  # the open dialog on demand
        await pilot.pause(0.05)
        assert isinstance(app.screen, FileOpenDialog)
        await pilot.press("escape")
        await pilot.pause(0.05)
        assert isinstance(app.screen, PasteScreen) and area.text == SOURCE


@run_async
async def test_a_batch_mid_line_repaints_only_the_rows_it_changed(source_file):
    """Issue 25: the app decoded slower than `redraft edit` (the repaint per batch). A batch
    that extends the line being written repaints that row (and the note under it), not the
    pane; a new view repaints all of it."""
    from redraft.app.tui.stream import Transcript
    from tests.app.tui.fakes import plain_events

    app = make_app(source_file, ScriptedSession(EDITED))
    async with app.run_test(size=(160, 45)) as pilot:
        out = app.screen.query_one(OutputView)
        events = plain_events(EDITED)
        t = Transcript(SOURCE)
        texts = [e.text for e in events[:-1]]
        cut = next(i for i in range(len(texts)) if "".join(texts[:i]).endswith("    total"))  # mid-line
        for e in events[:cut]:
            t.feed(e)
        out.show(t)
        await pilot.pause(0.05)
        calls = []
        refresh = out.refresh
        out.refresh = lambda *regions, **kw: (calls.append(regions), refresh(*regions, **kw))[1]
        t.feed(events[cut])  # one more word on the line being written
        out.update()
        assert calls and all(regions for regions in calls), "a whole repaint for one word"
        assert sum(r.height for regions in calls for r in regions) <= 2
        calls.clear()
        out.view = "full"
        await pilot.pause(0.05)
        assert () in calls  # a new view: everything


def test_a_row_whose_key_is_unchanged_renders_the_same():
    """Layout.row_key is what the output pane compares to skip a row's repaint: through a
    whole streamed edit (drafts in flight, rejections shown, every view), a row with the
    same key as at the previous batch must render exactly as it did."""
    from redraft.app.tui.layout import VIEWS, Layout
    from redraft.app.tui.livediff import LiveDiff
    from redraft.app.tui.stream import Transcript
    from tests.app.tui.fakes import lookup_events

    for view in VIEWS:
        t = Transcript(SOURCE)
        layout = Layout(t, LiveDiff(SOURCE), view, show_rejected=True)
        last: dict = {}
        compared = 0
        for event in lookup_events(EDITED):
            t.feed(event)
            layout.refresh()
            now = {}
            for y in range(len(layout)):
                now[y] = key, line = layout.row_key(y), layout.line(y)
                if y in last and last[y][0] == key:
                    assert last[y][1] == line, (view, y, key)
                    compared += 1
            last = now
        assert compared > 20


@run_async
async def test_the_content_height_grows_in_steps_while_streaming_and_is_exact_when_done(source_file):
    """The scrollbar is redrawn when the content height changes: while a run streams it
    grows a step of rows at a time, not a row per line; a finished run has its exact height."""
    from redraft.app.tui.widgets.output import HEIGHT_STEP

    session = ScriptedSession(EDITED, gate_at=20)
    app = make_app(source_file, session)
    async with app.run_test(size=(160, 45)) as pilot:
        await wait_for(pilot, lambda: app.session is not None and not app.warming)
        await submit(pilot, "rename x to count")
        await wait_for(pilot, lambda: session.reached.is_set(), what="mid-stream")
        await pilot.pause(0.2)
        out = app.screen.query_one(OutputView)
        assert out.virtual_size.height % HEIGHT_STEP == 0 and out.virtual_size.height >= len(out.layout_)
        session.gate.set()
        await wait_for(pilot, lambda: finished(app))
        await pilot.pause(0.05)
        assert out.virtual_size.height == len(out.layout_)


@run_async
async def test_a_long_line_scrolled_sideways_keeps_its_line_number_and_mark(tmp_path):
    """Scrolling the output pane right moves only the text: each row still starts with its
    line number and its +/- mark, in the diff, the file before a run and side by side; a row
    whose line goes on past the edge ends in › (a user saw long lines cut with no sign)."""
    long = "x = 0  # " + "word " * 60
    path = tmp_path / "long.py"
    path.write_text(f"{long}\ny = 1\n")
    edited = f"```python\n{long.replace('x = 0', 'count = 0')}\ny = 1\n```\n"
    app = make_app(path, ScriptedSession(edited))
    async with app.run_test(size=(80, 24)) as pilot:
        out = app.screen.query_one(OutputView)
        await pilot.pause(0.05)
        out.scroll_to(x=40, animate=False, immediate=True)
        await pilot.pause(0.05)
        first = pane_lines(out)[0]
        assert first.lstrip().startswith("1") and "x = 0" not in first and "word" in first
        await wait_for(pilot, lambda: app.session is not None and not app.warming)
        await submit(pilot, "rename x to count")
        await wait_for(pilot, lambda: finished(app))
        out.scroll_to(x=40, animate=False, immediate=True)
        await pilot.pause(0.05)
        removed, added = pane_lines(out)[:2]
        assert removed.split()[:2] == ["1", "-"] and added.split()[:2] == ["1", "+"], (removed, added)
        assert "count = 0" not in added and added.endswith("›")  # the line goes on past the edge
        out.scroll_to(x=out.max_scroll_x, animate=False, immediate=True)
        await pilot.pause(0.05)
        added = pane_lines(out)[1]
        assert added.split()[:2] == ["1", "+"] and added.endswith("word") and "›" not in added  # its end
        out.view = "split"
        await pilot.pause(0.05)
        out.scroll_to(x=40, animate=False, immediate=True)
        await pilot.pause(0.05)
        left, right = pane_lines(out)[0].split("│")
        assert left.split()[:2] == ["1", "-"] and right.split()[:2] == ["1", "+"], (left, right)


@run_async
async def test_the_pane_scrolls_to_the_end_of_a_line_of_tabs_and_wide_characters(tmp_path):
    """The pane's width is counted in cells as shown (a tab is four, a CJK character two),
    so scrolled all the way, a tab-indented or wide line shows its end and no ›."""
    path = tmp_path / "wide.go"
    path.write_text("package main\n\n\t\tx := \"" + "字" * 60 + "\" // the end\n")
    app = make_app(path, ScriptedSession(EDITED))
    async with app.run_test(size=(80, 24)) as pilot:
        out = app.screen.query_one(OutputView)
        await pilot.pause(0.05)
        assert pane_lines(out)[2].endswith("›")
        out.scroll_to(x=out.max_scroll_x, animate=False, immediate=True)
        await pilot.pause(0.05)
        row = pane_lines(out)[2]
        assert row.lstrip().startswith("3") and row.endswith("// the end") and "›" not in row, row


@run_async
async def test_characters_no_widget_took_land_in_the_instruction_box(source_file):
    """Typed as the app starts, before the edit screen focused its box (Textual hands them to
    the bare screen: a user's first words were lost), or with nothing focused: they are typed
    into the box. In paste mode, into the buffer."""
    from redraft.app.tui.widgets.instruction import InstructionInput

    app = make_app(source_file, ScriptedSession(EDITED))
    app.early_keys = list("ren")  # what the app kept before the screen was up
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause(0.05)
        box = app.screen.query_one(InstructionInput)
        assert box.text == "ren" and app.focused is box
        app.screen.set_focus(None)
        await pilot.press("a", "m", "e")
        assert box.text == "rename" and app.focused is box and app.early_keys == []
    app = make_app(None, ScriptedSession(EDITED))
    app.early_keys = list("[1]")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause(0.05)
        assert app.screen.query_one("#source", TextArea).text == "[1]"
