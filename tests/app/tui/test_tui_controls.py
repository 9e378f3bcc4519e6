"""Control characters from a file, a model or a file name are shown in caret/escape
notation in every pane, never sent to the terminal (issue 25, case 4); the file written
on accept keeps their bytes (display-only escaping)."""

from __future__ import annotations

import re

from redraft.app.tui.screens.edit import EditScreen
from redraft.app.tui.screens.paste import PasteScreen
from redraft.app.tui.screens.review import ReviewScreen
from redraft.app.visible import visible
from tests.app.tui.conftest import make_app, run_async, submit, wait_for
from tests.app.tui.fakes import ScriptedSession

FIXTURE = (
    "title \x1b]2;PWNED\x07 here\n"  # OSC: set the window title
    "clear \x1b[2J\x1b[H screen \x1b[31mred\n"  # CSI: clear, home, colour
    "c1 \x9b2J csi and \x9d0;X\x9c osc \x90q\x9c dcs\n"  # C1 controls (8-bit CSI, OSC, DCS, ST)
    "x = 1 \x1bc reset\n"
    "bell \x07 del \x7f bs \x08 vt \x0b ff \x0c\n"
)
RESULT = FIXTURE.replace("x = 1", "count = 1")
REPLY = f"```text\n{RESULT}```\n"
# What Textual itself writes: colours, cursor moves and modes, hyperlinks.
TEXTUAL_OWN = re.compile(r"\x1b\[[0-9;:?]*[A-Za-z]|\x1b\]8;[^\x1b]*\x1b\\")
CONTROL = re.compile(r"[\x00-\x09\x0b-\x1f\x7f-\x9f]")


def terminal_output(app) -> str:
    """What the screen's full repaint would write to the terminal, Textual's own escape
    sequences taken out: what is left came from the widgets' text."""
    update = app.screen._compositor.render_full_update()
    return TEXTUAL_OWN.sub("", update.render_segments(app.console)).replace("\r\n", "\n")


def assert_clean(app, *shown: str) -> None:
    out = terminal_output(app)
    leaked = CONTROL.findall(out)
    assert not leaked, f"control characters reached the terminal: {leaked!r}"
    for text in shown:
        assert text in out, f"{text!r} not shown"


def finished(app) -> bool:
    return isinstance(app.screen, EditScreen) and app.screen.run is not None and app.screen.run.transcript.finished


@run_async
async def test_every_view_shows_controls_and_accept_writes_the_bytes(tmp_path):
    path = tmp_path / "evil\x1b]2;NAME\x07.txt"  # the name shows in the title and the pane's border
    path.write_bytes(FIXTURE.encode())
    app = make_app(path, ScriptedSession(REPLY))
    async with app.run_test(size=(160, 45)) as pilot:
        await wait_for(pilot, lambda: app.session is not None)
        await pilot.pause(0.05)
        assert_clean(app, "title ^[]2;PWNED^G here", "c1 <U+009B>2J", "evil^[]2;NAME^G.txt")
        await submit(pilot, "rename x to count")
        await wait_for(pilot, lambda: finished(app))
        await pilot.pause(0.05)
        for view, title in (("diff", "diff view"), ("full", "full view"), ("split", "side by side")):
            assert app.screen.query_one("#output").view == view
            assert app.screen.query_one("#output-pane").border_title == f"output · {title}"  # help's and the README's names
            assert_clean(app, "count = 1 ^[c reset", "del ^? bs ^H")
            await pilot.press("f2")
            await pilot.pause(0.05)
        await pilot.press("ctrl+g")
        await pilot.pause(0.1)
        assert isinstance(app.screen, ReviewScreen)
        assert_clean(app, "count = 1 ^[c reset")
        await pilot.press("escape")
        await pilot.pause(0.05)
        await pilot.press("ctrl+s")
        await wait_for(pilot, lambda: path.read_bytes() == RESULT.encode(), what="the result written")
        app.notify(f"a notification naming {path.name}")
        await pilot.pause(0.1)
        assert_clean(app, "evil^[]2;NAME^G.txt")


@run_async
async def test_paste_buffer_shows_controls_and_keeps_them():
    app = make_app(None, ScriptedSession(REPLY))
    async with app.run_test(size=(120, 30)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, PasteScreen))
        area = app.screen.query_one("#source")
        pasted = FIXTURE.replace(" vt \x0b ff \x0c", "")  # (TextArea splits lines at VT and FF)
        area.load_text(pasted)
        await pilot.pause(0.1)
        assert_clean(app, "title ^[]2;PWNED", "c1 <U+009B>2J", "del ^?")  # (TextArea drops BEL and BS)
        assert area.text == pasted  # display only: the buffer keeps the bytes


@run_async
async def test_a_paste_that_arrives_as_keystrokes_keeps_its_order():
    """A terminal without bracketed paste types the text key by key: once it read as JSON the
    buffer switched its highlighting, Textual put the cursor back at line 1, and the rest of
    the paste went in above the start (a user's JSON came out reordered)."""
    app = make_app(None, ScriptedSession(REPLY))
    text = '{\n  "name": "pen",\n  "qty": 2\n}'
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, PasteScreen))
        area = app.screen.query_one("#source")
        area.focus()
        keys = {"\n": "enter", " ": "space", '"': "quotation_mark", "{": "left_curly_bracket", "}": "right_curly_bracket",
                ":": "colon", ",": "comma"}
        await pilot.press(*[keys.get(c, c) for c in text])
        await pilot.pause(0.05)
        assert area.language == "json" and area.text == text, area.text


def test_visible_notation():
    assert visible("a\x1b]2;T\x07\tb\nc") == "a^[]2;T^G\tb\nc"
    assert visible("\x00\x7f\x9b\x80") == "^@^?<U+009B><U+0080>"
    assert visible("plain — ünïcode") == "plain — ünïcode"
