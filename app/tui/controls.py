"""The one boundary between text and the terminal: a Textual line filter that shows control
characters in caret/escape notation (app/visible.py) in every line any widget renders —
the source and output panes, hunk review, race and paste mode, dialogs, notifications,
titles, the paste buffer's TextArea — so a file holding `ESC ] 2 ; … BEL` is shown, never
run by the terminal. Display only: the text edited and written keeps its bytes.

Rich and Textual measure a control character as zero cells, so a line that held one comes
out wider after the filter: it is cut back to the widget's width (the widget's own line
only; the rest of the screen keeps its layout). The panes that measure lines for scrolling
escape their text before measuring (layout.py, widgets/source.py), so there nothing moves."""

from __future__ import annotations

from rich.segment import Segment
from textual.color import Color
from textual.filter import LineFilter

from ..visible import CONTROL, visible


class ShowControls(LineFilter):
    def apply(self, segments: list[Segment], background: Color) -> list[Segment]:
        if not any(not s.control and CONTROL.search(s.text) for s in segments):
            return segments
        width = Segment.get_line_length(segments)
        shown = [s if s.control else Segment(visible(s.text), s.style) for s in segments]
        return Segment.adjust_line_length(shown, width, pad=True)


SHOW_CONTROLS = ShowControls()
