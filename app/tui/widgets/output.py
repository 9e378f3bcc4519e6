"""The output pane: the edit streaming in, every token coloured by provenance.

Built on ScrollView's line API: a refresh recomputes the line index (cheap) and only the
lines on screen are rendered, so a 2,000-line file with a 2,000-token reply stays smooth.
Colours come from component classes whose values are theme variables."""

from __future__ import annotations

from rich.segment import Segment
from rich.style import Style
from textual import events
from textual.geometry import Size
from textual.message import Message
from textual.reactive import reactive
from textual.scroll_view import ScrollView
from textual.strip import Strip

from ..layout import VIEWS, Layout, Line, file_lines
from ..livediff import LiveDiff
from ..stream import Transcript

MORE = "›"  # the last cell of a row whose line goes on past the pane's right edge
GUTTER = ("gutter", "mark-")  # the tags of a line's leading cells that do not scroll sideways
HEIGHT_STEP = 16  # rows: the content height grows in these steps while streaming

TAGS = (
    "accepted", "target", "bonus", "inflight", "rejected", "equal", "add", "del", "old", "pending",
    "add-word", "del-word", "gutter", "note", "placeholder", "sep",
    "mark-equal", "mark-add", "mark-del", "mark-pending", "mark-full",
)


def component_style(widget, name: str) -> Style:
    """Only what the component class sets (so tags layer: a line's background, then the
    token's colour), but with its colour blended like the full style (e.g. `$foreground 40%`)."""
    part = widget.get_component_rich_style(name, partial=True)
    if part.color is not None:
        part += Style(color=widget.get_component_rich_style(name).color)
    return part


class OutputView(ScrollView, can_focus=True):
    COMPONENT_CLASSES = {f"output--{t}" for t in TAGS}
    DEFAULT_CSS = """
    OutputView { background: $surface; }
    OutputView > .output--accepted { color: $prov-accepted; text-style: $prov-accepted-style; }
    OutputView > .output--target { color: $prov-target; text-style: $prov-target-style; }
    OutputView > .output--bonus { color: $prov-bonus; text-style: $prov-bonus-style; }
    OutputView > .output--inflight { color: $prov-inflight; background: $prov-inflight-bg; text-style: $prov-inflight-style; }
    OutputView > .output--rejected { color: $prov-rejected; text-style: $prov-rejected-style; }
    OutputView > .output--equal { text-style: dim; }
    OutputView > .output--old { color: $foreground; }
    OutputView > .output--add { background: $diff-add-bg; }
    OutputView > .output--del { color: $diff-del-fg; background: $diff-del-bg; }
    OutputView > .output--add-word { background: $diff-add-word-bg; }
    OutputView > .output--del-word { background: $diff-del-word-bg; }
    OutputView > .output--pending { }
    OutputView > .output--gutter { color: $foreground 40%; }
    OutputView > .output--note { color: $foreground 50%; text-style: italic; }
    OutputView > .output--placeholder { color: $foreground 50%; text-style: italic; }
    OutputView > .output--sep { color: $panel-lighten-2; }
    OutputView > .output--mark-equal { color: $foreground 40%; }
    OutputView > .output--mark-full { color: $foreground 40%; }
    OutputView > .output--mark-add { color: $diff-add-mark; text-style: bold; }
    OutputView > .output--mark-del { color: $diff-del-mark; text-style: bold; }
    OutputView > .output--mark-pending { color: $prov-inflight; }
    """

    class Typed(Message):
        """A printable key pressed while the (read-only) output had focus."""

        def __init__(self, character: str) -> None:
            super().__init__()
            self.character = character

    view: reactive[str] = reactive("diff")
    show_rejected: reactive[bool] = reactive(False)

    def __init__(self, placeholder: str = "", view: str = "diff", redirect_typing: bool = False, **kwargs) -> None:
        super().__init__(**kwargs)
        self.placeholder = placeholder
        self.redirect_typing = redirect_typing  # printable keys become Typed messages
        self.layout_: Layout | None = None
        self._painted: tuple | None = None  # (scroll, size, view…), the row keys last shown
        self.file: tuple[list[Line], int] | None = None  # shown before any run (and after a reject)
        self.follow = True
        self._styles: dict[tuple[str, ...], Style] = {}
        self.set_reactive(OutputView.view, view)

    # ---- model ----------------------------------------------------------------------
    def show_file(self, text: str | None) -> None:
        """What the pane shows with no run: the file, dimmed (None: the placeholder). The
        file is readable at once at any width, the source pane being hidden when narrow."""
        self.file = file_lines(text) if text else None
        if self.layout_ is None:
            self.update()

    def show(self, transcript: Transcript | None) -> None:
        """Display a new transcript (None: the placeholder)."""
        self.layout_ = None
        if transcript is not None:
            self.layout_ = Layout(transcript, LiveDiff(transcript.source), self.view, self.show_rejected)
        self.follow = True
        self.scroll_to(0, 0, animate=False, immediate=True)
        self.update()

    @property
    def transcript(self) -> Transcript | None:
        return self.layout_.t if self.layout_ else None

    def update(self) -> None:
        """The transcript changed: re-index lines, resize, follow the stream's tail."""
        if self.layout_ is not None:
            self.layout_.refresh()
            self._content_size(Size(self.layout_.width + 1, self._streaming_height()))
            if not self.follow and self.scroll_y >= self.max_scroll_y:
                self.follow = True  # back at the bottom: follow the tail again
            if self.follow and not self.layout_.t.finished:
                target = self.layout_.follow_line
                if not (self.scroll_y <= target < self.scroll_y + self.size.height - 1):
                    # the tail two thirds down: a scroll (a whole repaint) every third of a page
                    self.scroll_to(y=max(0, target - (2 * self.size.height) // 3), animate=False, immediate=True)
            self._repaint_changed()
            return
        elif self.file is not None:
            lines, width = self.file
            self._content_size(Size(width + 1, len(lines)))
        else:
            self._content_size(Size(0, 1))
        self._painted = None
        self.refresh()

    def _streaming_height(self) -> int:
        """The content height: while the stream grows, rounded up to a multiple of
        HEIGHT_STEP rows (the rows past the end are blank), so the scrollbar is not redrawn
        for every new line (profiled: the most expensive widget repaint per batch); exact
        once the run has finished."""
        rows = len(self.layout_)
        if self.layout_.t.finished:
            return rows
        return -(-rows // HEIGHT_STEP) * HEIGHT_STEP

    def _repaint_changed(self) -> None:
        """Repaint only the rows on screen whose content changed since the last update. A
        batch of tokens mid-line changes a row or two (the line being written, the note
        under it); repainting all of them each batch (10 a second) took the UI thread's
        time, and on a 2-core CPU the decoding's. Rows are compared by Layout.row_key (a
        row's full rendering costs more than the repaint it would save). A scroll, resize
        or view change repaints all."""
        layout, top, height = self.layout_, self.scroll_offset.y, self.size.height
        key = (self.scroll_offset, self.size, layout.view, layout.show_rejected, id(layout))
        rows = [layout.row_key(r) if r < len(layout) else None for r in range(top, top + height)]
        last, self._painted = self._painted, (key, rows)
        if last is None or last[0] != key:
            self.refresh()
            return
        for y, (was, now) in enumerate(zip(last[1], rows)):
            if was != now:
                self.refresh_lines(top + y)

    def _content_size(self, size: Size) -> None:
        """virtual_size, without a layout pass of the whole screen. Widget.virtual_size is a
        layout reactive, so every new line of a streaming edit re-laid out the screen (10
        times a second, then repainted every widget: most of the UI thread's time, and on a
        2-core CPU the decoding's). The pane keeps its size; only its scrollbars follow the
        content, and a scrollbar that appears or goes is itself a layout change."""
        if size == self.virtual_size:
            return
        scroll_update = getattr(self, "_scroll_update", None)  # Textual's, since 0.x; else the reactive
        if scroll_update is None:
            self.virtual_size = size
            return
        self.set_reactive(OutputView.virtual_size, size)
        scroll_update(size)

    def watch_view(self, view: str) -> None:
        if self.layout_ is not None:
            self.layout_.view = view
            self.update()

    def watch_show_rejected(self, value: bool) -> None:
        if self.layout_ is not None:
            self.layout_.show_rejected = value
            self.update()

    def cycle_view(self) -> str:
        self.view = VIEWS[(VIEWS.index(self.view) + 1) % len(VIEWS)]
        return self.view

    def on_key(self, event: events.Key) -> None:
        if self.redirect_typing and event.is_printable and event.character:
            event.stop()
            self.post_message(self.Typed(event.character))

    def on_mouse_scroll_up(self) -> None:
        self.follow = False  # the user is reading back: stop chasing the tail

    # ---- rendering ------------------------------------------------------------------
    def notify_style_update(self) -> None:
        super().notify_style_update()
        self._styles.clear()

    def style_for(self, tags: tuple[str, ...]) -> Style:
        style = self._styles.get(tags)
        if style is None:
            parts = [component_style(self, f"output--{t}") for t in tags]
            style = self._styles[tags] = Style.combine([self.rich_style, *parts])
        return style

    def render_line(self, y: int) -> Strip:
        scroll_x, scroll_y = self.scroll_offset
        width = self.size.width
        row = scroll_y + y
        if self.layout_ is None and self.file is not None:
            lines = self.file[0]
            if row >= len(lines):
                return Strip.blank(width, self.rich_style)
            return self._scrolled(lines[row].left, scroll_x, width)
        if self.layout_ is None:
            if row == 0 and self.placeholder:
                return Strip([Segment(self.placeholder, self.style_for(("placeholder",)))]).crop_extend(0, width, self.rich_style)
            return Strip.blank(width, self.rich_style)
        if row >= len(self.layout_):
            return Strip.blank(width, self.rich_style)
        line = self.layout_.line(row)
        if line.right is None:
            return self._scrolled(line.left, scroll_x, width)
        half = max(1, (width - 1) // 2)
        sep = Strip([Segment("│", self.style_for(("sep",)))])
        return Strip.join([self._scrolled(line.left, scroll_x, half), sep,
                           self._scrolled(line.right, scroll_x, width - half - 1)])

    def _scrolled(self, segs: list[tuple[str, tuple[str, ...]]], scroll_x: int, width: int) -> Strip:
        """A line `width` cells wide, scrolled `scroll_x` cells: its gutter (line number and
        mark) stays put and only the text after it scrolls, so a long line scrolled into view
        still shows which line it is and whether it was added or removed."""
        n = next((i for i, (_, tags) in enumerate(segs) if not tags[0].startswith(GUTTER)), len(segs))
        gutter = Strip([Segment(text, self.style_for(tags)) for text, tags in segs[:n] if text])
        body = Strip([Segment(text, self.style_for(tags)) for text, tags in segs[n:] if text])
        if gutter.cell_length >= width:
            return Strip.join([gutter, body]).crop_extend(0, width, self.rich_style)
        rest = width - gutter.cell_length
        if body.cell_length <= scroll_x + rest or rest < 2:
            return Strip.join([gutter, body.crop_extend(scroll_x, scroll_x + rest, self.rich_style)])
        # the line goes on past the pane's edge: its last cell says so (tab, then → scrolls)
        more = Strip([Segment(MORE, self.style_for(("gutter",)))])
        return Strip.join([gutter, body.crop_extend(scroll_x, scroll_x + rest - 1, self.rich_style), more])
