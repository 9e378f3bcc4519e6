"""The output's whitespace convention, learned from what it has emitted so far.

Every gap between two source tokens that the output has copied is one observation: the
tokens on either side (their classes: string, word, or the punctuation character), what
whitespace the source had there, and what the output put there. A gap is predicted from,
in order: the same kind of gap seen before; "as in the source", while the output has
kept every gap of that kind as it was (copying, re-indenting); the same left token, or
the same right token, while those agree (after `,` a newline; before `}` a newline), any
opening bracket for one never seen, before a closing bracket what follows its opening
one (a line break after `{` means one before `}`), and any gap of that kind while all agree
(minified: every line break removed).

A line break's indentation comes from one of two models, whichever has predicted the
observed breaks better: the source line's indentation mapped to the output's (re-indent
code 2 -> 4 spaces), or the bracket depth times a unit (pretty-print compact JSON).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from .textlex import CLOSERS, OPENERS

Key = tuple[str, str, str]  # left class, right class, kind of source gap
ANY, OPEN, CLOSE = "*", "open", "close"  # any class; any opening / closing bracket


def kind(gap: str) -> str:
    """A source gap's kind: its line breaks (up to two), or its inline whitespace."""
    n = gap.count("\n")
    return "\n" * min(n, 2) if n else gap[:4]


def shape(gap: str) -> tuple[int, str]:
    """What the output's convention decides about a gap: line breaks, or the inline
    whitespace (the indentation after a break is the indent models' part)."""
    n = gap.count("\n")
    return (n, "") if n else (0, gap)


def indent_of(gap: str) -> str | None:
    return gap.rsplit("\n", 1)[1] if "\n" in gap else None


def _width(indent: str) -> int:
    return len(indent.expandtabs(4))


@dataclass
class Style:
    exact: dict[Key, tuple[int, str]] = field(default_factory=dict)
    buckets: dict[Key, tuple[int, str] | None] = field(default_factory=dict)  # (l, ANY, k) ...: None once they disagree
    identity: dict[str, tuple[int, int]] = field(default_factory=dict)  # kind class -> (kept, changed)
    by_indent: dict[str, str] = field(default_factory=dict)  # source indent -> output indent
    by_level: dict[int, str] = field(default_factory=dict)  # bracket depth -> output indent
    ratio: float | None = None  # output indent width per source indent width
    unit: float | None = None  # output indent width per bracket level
    indent_char: str = " "
    score: tuple[int, int] = (0, 0)  # breaks predicted: by_indent, by_level
    quotes: dict[str, str] = field(default_factory=dict)  # source quote -> output quote
    memo: dict[tuple, str | None] = field(default_factory=dict, repr=False)  # gap() answers since the last change

    def observe(self, left: str, right: str, src_gap: str, out_gap: str, level: int) -> None:
        k, s = kind(src_gap), shape(out_gap)
        if not s[0] and self.exact.get((left, right, k)) == s:
            return  # seen before, inline: nothing new (a line break still teaches its indent)
        self.memo.clear()
        self.exact[(left, right, k)] = s
        for key in _buckets(left, right, k):
            self.buckets[key] = self.buckets.get(key, s) if self.buckets.get(key, s) == s else None
        kept, changed = self.identity.get(_kind_class(src_gap), (0, 0))
        same = shape(src_gap) == s
        self.identity[_kind_class(src_gap)] = (kept + same, changed + (not same))
        out_indent = indent_of(out_gap)
        if out_indent is not None:
            self._observe_indent(indent_of(src_gap), out_indent, level)

    def _observe_indent(self, src_indent: str | None, out_indent: str, level: int) -> None:
        by_indent = src_indent is not None and self._by_indent(src_indent) == out_indent
        self.score = (self.score[0] + by_indent, self.score[1] + (self._by_level(level) == out_indent))
        if out_indent:
            self.indent_char = out_indent[0]
        if src_indent is not None:
            self.by_indent[src_indent] = out_indent
            if _width(src_indent):
                self.ratio = _width(out_indent) / _width(src_indent)
        self.by_level[level] = out_indent
        if level:
            self.unit = _width(out_indent) / level

    def _by_indent(self, src_indent: str) -> str | None:
        if src_indent in self.by_indent:
            return self.by_indent[src_indent]
        if self.ratio is None:
            return None
        return self.indent_char * round(_width(src_indent) * self.ratio / _width(self.indent_char))

    def _by_level(self, level: int) -> str | None:
        if level in self.by_level:
            return self.by_level[level]
        if self.unit is None:
            return None
        return self.indent_char * round(level * self.unit / _width(self.indent_char))

    def gap(self, left: str, right: str, src_gap: str, level: int, started: str = "") -> str | None:
        """The whitespace the output is expected to put in this gap; None: unknown.
        `started`: what the output has put there so far (a line break it has begun decides
        an otherwise unknown gap's shape)."""
        if not started:
            key = (left, right, src_gap, level)
            if key not in self.memo:
                self.memo[key] = self._gap(left, right, src_gap, level, started)
            return self.memo[key]
        return self._gap(left, right, src_gap, level, started)

    def _gap(self, left: str, right: str, src_gap: str, level: int, started: str) -> str | None:
        s = self._shape(left, right, src_gap)
        if s is None:
            if "\n" not in started:
                return None
            s = (started.count("\n"), "")
        breaks, inline = s
        if not breaks:
            return inline
        src_indent = indent_of(src_gap)
        by_indent = src_indent is not None and self.score[0] >= self.score[1]
        indent = self._by_indent(src_indent) if src_indent is not None and by_indent else self._by_level(level)
        return None if indent is None else "\n" * breaks + indent

    def _shape(self, left: str, right: str, src_gap: str) -> tuple[int, str] | None:
        k = kind(src_gap)
        if (left, right, k) in self.exact:
            return self.exact[(left, right, k)]
        kept, changed = self.identity.get(_kind_class(src_gap), (0, 0))
        if not changed and (kept or not self.identity):
            return shape(src_gap)
        if right in CLOSERS:
            order = [(ANY, right, k), (ANY, CLOSE, k), (OPENERS[CLOSERS.index(right)], ANY, k), (OPEN, ANY, k)]
        else:
            order = [(left, ANY, k), *([(OPEN, ANY, k)] if left in OPENERS else []), (ANY, right, k)]
        order.append((ANY, ANY, k))
        for key in order:
            value = self.buckets.get(key) if key else None
            if value is not None:
                return value
        return None

    def known(self, left: str, right: str, src_gap: str) -> bool:
        return self._shape(left, right, src_gap) is not None

    def copy(self) -> Style:
        """An independent copy (every value is immutable: the dicts are enough)."""
        return replace(
            self, exact=dict(self.exact), buckets=dict(self.buckets), identity=dict(self.identity),
            by_indent=dict(self.by_indent), by_level=dict(self.by_level), quotes=dict(self.quotes), memo={},
        )

    def assuming(self, left: str, right: str, src_gap: str, out_gap: str) -> Style:
        """A copy that takes this gap as seen (the output has begun it: its kind is known)."""
        return replace(self, exact={**self.exact, (left, right, kind(src_gap)): shape(out_gap)}, memo={})

    def quote(self, q: str) -> str:
        return self.quotes.get(q, q)


def _buckets(left: str, right: str, k: str) -> list[Key]:
    keys = [(left, ANY, k), (ANY, right, k), (ANY, ANY, k)]
    if left in OPENERS:
        keys.append((OPEN, ANY, k))
    if right in CLOSERS:
        keys.append((ANY, CLOSE, k))
    return keys


def _kind_class(gap: str) -> str:
    return "break" if "\n" in gap else "space" if gap else "none"
