"""Display lines for the output pane's three views (diff, full output, side by side).

`Layout` turns a Transcript and its LiveDiff into lines of (text, tags) segments, one line
at a time on demand, so the widget renders only what is on screen. Tags name the
widget's component classes: a line tag (equal/add/del/pending), the provenance
(accepted/target/bonus/inflight/rejected) and word highlights (add-word/del-word)."""

from __future__ import annotations

from dataclasses import dataclass

from .livediff import ADD, CHANGE, DEL, EQUAL, DiffState, LiveDiff
from .stream import INFLIGHT, REJECTED, Transcript
from ..visible import display_width, shown
from ...engine.prompting import FENCE, edit_messages

VIEWS = ("diff", "full", "split")
Seg = tuple[str, tuple[str, ...]]
MARKS = {EQUAL: " ", ADD: "+", DEL: "-", "pending": "▸", "full": " "}
# The prompt's own words (its fence, "Instruction:", "Reply with the whole edited file…"):
# a draft copied from past the file in the prompt is cut where they begin, so the template
# never shows in the output as if it were part of the file.
TEMPLATE = tuple(line.strip()[:20] for line in edit_messages("", "", "")[1]["content"].splitlines()
                 if len(line.strip()) > 5) + (FENCE,)


def cut_template(draft: str) -> str:
    """`draft` up to where prompt-template text starts ("…" marks a cut)."""
    cut = min((i for i in (draft.find(m) for m in TEMPLATE) if i >= 0), default=-1)
    return draft if cut < 0 else draft[:cut] + "…"


@dataclass(frozen=True)
class Line:
    left: list[Seg]
    right: list[Seg] | None = None  # side by side: the new half


class Layout:
    def __init__(self, transcript: Transcript, diff: LiveDiff, view: str = "diff", show_rejected: bool = False):
        self.t, self.diff, self.view, self.show_rejected = transcript, diff, view, show_rejected
        self.refresh()

    def refresh(self) -> None:
        """Recompute the line index after the transcript changed."""
        t = self.t
        self.body = t.body()
        self.text = self.body.text + visible_inflight(t.reply, self.body, t.inflight).removesuffix("…")
        self.state: DiffState = self.diff.update(self.body.text, final=t.complete)
        self.gw = max(3, len(str(max(len(self.diff.old_lines), len(self.state.new_starts) + 1))))
        specs: list[tuple] = []
        if self.view == "full":
            pos = 0
            for n, line in enumerate(self.text.split("\n")):
                specs.append(("range", pos, pos + len(line), "full", n + 1))
                pos += len(line) + 1
            if specs and specs[-1][1] == specs[-1][2] and len(specs) > 1:
                specs.pop()  # the empty line after a final newline
        else:
            for p in self.state.pairs:
                if self.view == "split":
                    specs.append(("split", p))
                elif p.tag == CHANGE:
                    specs += [("old", p.old, DEL, p.old_words), ("new", p.new, ADD, p.new_words)]
                elif p.tag == DEL:
                    specs.append(("old", p.old, DEL, ()))
                else:
                    specs.append(("new", p.new, p.tag, ()))
            self.follow_line = len(specs)
            tail = self.text[self.state.pending :]
            if tail or not t.finished:
                pos, n = self.state.pending, len(self.state.new_starts)
                for k, line in enumerate(tail.split("\n")):
                    specs.append(("range", pos, pos + len(line), "pending", n + k + 1))
                    pos += len(line) + 1
            n = self.state.unreached
            if n and not t.finished:
                specs.append(("note", f"⋯ {n} more original line{'s' * (n != 1)} not reached yet"))
            elif n and not t.complete:  # cut short: written as it is, the file would end here
                specs.append(("note", f"⋯ {n} more original line{'s' * (n != 1)} missing: the result stopped early"))
        if self.view == "full":
            self.follow_line = max(0, len(specs) - 1)
        self.specs = specs
        ranges = (display_width(self.text[s[1] : s[2]]) for s in specs if s[0] == "range")
        self.width = self.gw + 3 + max(self.state.max_len, max(ranges, default=0))  # in cells, as shown

    def __len__(self) -> int:
        return len(self.specs)

    # ---- rendering one line -------------------------------------------------------
    def line(self, y: int) -> Line:
        spec = self.specs[y]
        kind = spec[0]
        if kind == "note":
            return Line([(spec[1], ("note",))])
        if kind == "range":
            _, a, b, tag, num = spec
            base = () if tag == "full" else ("pending",)
            return Line(self._gutter(num, tag) + self.styled(a, b, base))
        if kind == "old":
            return Line(self._old(spec[1], spec[3]))
        if kind == "new":
            _, j, tag, words = spec
            return Line(self._new(j, tag, words))
        p = spec[1]  # split
        left = self._old(p.old, p.old_words, EQUAL if p.tag == EQUAL else DEL) if p.old is not None else []
        right = self._new(p.new, EQUAL if p.tag == EQUAL else ADD, p.new_words) if p.new is not None else []
        return Line(left, right)

    def row_key(self, y: int) -> tuple:
        """What row `y` shows, cheaply: equal keys, equal rows (the output pane repaints a row
        only when its key changed). A row is its spec and the text it covers; what lies past
        the body's end (a draft in flight, a rejection there) changes its provenance without
        changing its text, so a row reaching it keys on the body's end and the rejections too."""
        spec = self.specs[y]
        kind = spec[0]
        if kind == "range":
            return spec, self.gw, self._span_key(spec[1], spec[2])
        if kind == "new":
            return spec, self.gw, self._span_key(self.state.new_starts[spec[1]], self.state.new_ends[spec[1]])
        if kind == "split" and spec[1].new is not None:
            j = spec[1].new
            return spec, self.gw, self._span_key(self.state.new_starts[j], self.state.new_ends[j])
        return spec, self.gw

    def _span_key(self, a: int, b: int) -> tuple:
        blen = len(self.body.text)
        return self.text[a:b], (min(b, blen), len(self.t.rejected)) if b >= blen else None

    def _gutter(self, num: int | None, tag: str) -> list[Seg]:
        n = f"{num:>{self.gw}}" if num is not None else " " * self.gw
        return [(n, ("gutter",)), (f" {MARKS[tag]} ", (f"mark-{tag}",))]

    def _old(self, i: int, words, tag: str = DEL) -> list[Seg]:
        text = self.diff.old_lines[i]
        base = ("del",) if tag == DEL else ("equal", "old")
        return self._gutter(i + 1, tag) + _split_words(text, 0, base, words, "del-word")

    def _new(self, j: int, tag: str, words) -> list[Seg]:
        a, b = self.state.new_starts[j], self.state.new_ends[j]
        return self._gutter(j + 1, tag) + self.styled(a, b, (tag,), words)

    def styled(self, a: int, b: int, base: tuple[str, ...], words=()) -> list[Seg]:
        """Layout text [a, b) split by provenance, with word highlights and, when shown,
        rejected drafts inserted (struck through) where they were rejected."""
        off, blen = self.body.offset, len(self.body.text)
        pieces: list[tuple[int, int, str]] = [
            (s - off, e - off, k) for s, e, k in self.t.runs(off + a, off + min(b, blen))
        ]
        if b > blen:
            pieces.append((max(a, blen), b, INFLIGHT))
        inserts = []
        if self.show_rejected:
            inserts = [(at - off, txt) for at, txt in self.t.rejected_in(off + a, off + min(b, blen) + 1)]
        out: list[Seg] = []
        for s, e, kind in pieces:
            while inserts and inserts[0][0] < e:
                at, txt = inserts.pop(0)
                if at > s:
                    out += _split_words(self.text[s:at], s - a, base + (kind,), words, "add-word")
                    s = at
                out.append((_shown_draft(txt), base + (REJECTED,)))
            if e > s:
                out += _split_words(self.text[s:e], s - a, base + (kind,), words, "add-word")
        for _, txt in inserts:
            out.append((_shown_draft(txt), base + (REJECTED,)))
        return out


def file_lines(text: str) -> tuple[list[Line], int]:
    """The file before any run, numbered and dimmed as unchanged lines are in the diff
    view; and the width its widest line takes."""
    rows = text.splitlines() or [""]
    gw = max(3, len(str(len(rows))))
    lines = [Line([(f"{n:>{gw}}", ("gutter",)), (f" {MARKS[EQUAL]} ", ("mark-equal",)),
                   *_split_words(row, 0, ("equal", "old"), (), "")]) for n, row in enumerate(rows, 1)]
    return lines, gw + 3 + max(map(display_width, rows))


def visible_inflight(reply: str, body, inflight: str) -> str:
    """The part of the draft in flight that would land in the file: all of it when the
    file is being written, what follows the held-back line (say, the opening fence) when
    a line is held back, nothing once the reply has moved past the code block."""
    if not inflight:
        return ""
    end = body.offset + len(body.text)
    tail = reply[end:] if body.text or reply.endswith("\n") else reply[reply.rfind("\n") + 1 :]
    if not tail:
        return cut_template(inflight)
    if "\n" in tail:
        return ""
    cut = inflight.find("\n")
    return cut_template(inflight[cut + 1 :]) if cut >= 0 else ""


def _split_words(text: str, start: int, tags: tuple[str, ...], words, word_tag: str) -> list[Seg]:
    """`text` (at `start` within its line) cut at the changed-word ranges."""
    if not words:
        return [(_clean(text), tags)] if text else []
    out: list[Seg] = []
    pos, end = start, start + len(text)
    for ws, we in words:
        ws, we = max(ws, pos), min(we, end)
        if we <= ws:
            continue
        if ws > pos:
            out.append((_clean(text[pos - start : ws - start]), tags))
        out.append((_clean(text[ws - start : we - start]), tags + (word_tag,)))
        pos = we
    if pos < end:
        out.append((_clean(text[pos - start :]), tags))
    return out


def _clean(text: str) -> str:
    """As displayed: tabs as spaces, control characters in caret notation (app/visible.py)."""
    return shown(text)


def _shown_draft(text: str) -> str:
    return _clean(cut_template(text)).replace("\n", "⏎")
