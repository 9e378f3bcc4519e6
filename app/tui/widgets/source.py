"""The source file, syntax-highlighted with pygments, rendered through the line API."""

from __future__ import annotations

from pygments.lexers import TextLexer, get_lexer_for_filename
from pygments.util import ClassNotFound
from rich.segment import Segment
from rich.style import Style
from rich.syntax import PygmentsSyntaxTheme
from textual.geometry import Size
from textual.scroll_view import ScrollView
from textual.strip import Strip

from ...visible import visible

MAX_HIGHLIGHT = 400_000  # characters; larger files show plain


class SourceView(ScrollView, can_focus=True):
    COMPONENT_CLASSES = {"source--gutter"}
    DEFAULT_CSS = """
    SourceView { background: $surface; }
    SourceView > .source--gutter { color: $foreground 35%; }
    """

    def __init__(self, text: str = "", name_hint: str = "", **kwargs) -> None:
        super().__init__(**kwargs)
        self.text, self.name_hint = text, name_hint
        self._tokens: list[list[tuple[str, object]]] = []
        self._theme_dark: bool | None = None
        self._lines: list[list[Segment]] = []

    def set_text(self, text: str, name_hint: str) -> None:
        self.text, self.name_hint = text, name_hint
        self._tokens, self._lines, self._theme_dark = [], [], None
        self._index()
        self.refresh()

    def on_mount(self) -> None:
        self._index()

    def _index(self) -> None:
        """Tokenize once; styles are applied per theme on first render."""
        try:
            lexer = get_lexer_for_filename(self.name_hint or "x.txt", stripnl=False, ensurenl=False)
        except ClassNotFound:
            lexer = TextLexer(stripnl=False, ensurenl=False)
        if len(self.text) > MAX_HIGHLIGHT:
            lexer = TextLexer(stripnl=False, ensurenl=False)
        lines: list[list[tuple[str, object]]] = [[]]
        for ttype, value in lexer.get_tokens(self.text):
            parts = value.split("\n")
            for k, part in enumerate(parts):
                if k:
                    lines.append([])
                if part:
                    lines[-1].append((visible(part.replace("\t", "    ")), ttype))
        if len(lines) > 1 and not lines[-1]:
            lines.pop()
        self._tokens = lines
        width = max((sum(len(t) for t, _ in ln) for ln in lines), default=0)
        self.gw = max(3, len(str(len(lines))))
        self.virtual_size = Size(width + self.gw + 2, len(lines))

    def notify_style_update(self) -> None:
        super().notify_style_update()
        self._theme_dark = None

    def _styled(self) -> list[list[Segment]]:
        dark = self.app.current_theme.dark
        if self._theme_dark != dark:
            theme = PygmentsSyntaxTheme("monokai" if dark else "default")
            base = self.rich_style
            cache: dict[object, Style] = {}
            out = []
            for ln in self._tokens:
                segs = []
                for text, ttype in ln:
                    st = cache.get(ttype)
                    if st is None:
                        st = cache[ttype] = base + Style(
                            color=theme.get_style_for_token(ttype).color,
                            bold=theme.get_style_for_token(ttype).bold,
                            italic=theme.get_style_for_token(ttype).italic,
                        )
                    segs.append(Segment(text, st))
                out.append(segs)
            self._lines, self._theme_dark = out, dark
        return self._lines

    def render_line(self, y: int) -> Strip:
        scroll_x, scroll_y = self.scroll_offset
        row = scroll_y + y
        width = self.size.width
        lines = self._styled()
        if row >= len(lines):
            return Strip.blank(width, self.rich_style)
        gutter = Segment(f"{row + 1:>{self.gw}}  ", self.get_component_rich_style("source--gutter"))
        return Strip([gutter, *lines[row]]).crop_extend(scroll_x, scroll_x + width, self.rich_style)
