"""Drafts that survive re-tokenization: the text proposer, as a context index for generate().

It follows the output's text with a copy cursor into each source text (the file being
edited and renderings of it, then the rest of the prompt), learns the output's whitespace
convention, and proposes the source's continuation in that convention, tokenized from the
current token boundary so the draft is what the model would emit. Where no source is in
step it defers to the token n-gram index over the prompt and the output (its own output).
`source` names where the last draft came from: the text source's name, or "context".

Sources rank in the order given (the file first), then the prompt, then the token index;
where the best text draft and the token index's disagree, the one whose drafts have come
true lately wins (engine/propose/textarbiter.py). Among the renderings of the file (the file, the
file as JSON, the file with the renames the output has made so far) the renamed one goes
first, then the one in step for longer.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Iterable, Protocol, Sequence

from ..config import DecodeConfig
from ..detok import REPLACEMENT, StreamingDetokenizer
from ..events import CONTEXT
from .ngram import ContextIndex, NgramIndex
from .textarbiter import Arbiter
from .textcursor import MATCH, Cursor, SourceText, resync, source_text, start, step
from .textedits import Rename, moved, renamed, substitute
from .textrender import render
from .textstyle import Style

CHARS_PER_TOKEN = 4  # characters rendered per drafted token (JSON and code run ~3 per token)
RUNS = re.compile(r"(\s*)(\S*)")  # a piece's whitespace and visible runs
SPACE = re.compile(r"\s+")
PROMPT = "prompt"
PROMPT_MATCH = 12  # the rest of the prompt is prose: resynchronise on longer evidence
MAX_RENAMES = 8


class Codec(Protocol):
    def encode(self, text: str) -> list[int]: ...

    def decode(self, ids: Sequence[int]) -> str: ...


@dataclass
class Track:
    """One source's cursor and the output's style relative to it."""

    src: SourceText
    group: int  # rank: 0 the file (and its renderings), 1 the prompt
    cursor: Cursor
    style: Style = field(default_factory=Style)
    match: int = MATCH
    renamed: bool = False  # the file with the output's renames applied
    ws: str = ""  # the output's whitespace since its last visible character
    seen: int = 0  # visible output characters fed
    lost: tuple[int, int] | None = None  # (source, output) positions where it departed

    def feed(self, text: str, out: Sequence[str]) -> list[Rename]:
        """Follow `text`, the output's next piece (`out`: every visible output character,
        this piece's included); returns the renames its hunks made. In step, a run of
        visible characters that copies the source advances at once; lost, the cursor tries
        to resynchronise once, at the piece's end."""
        renames: list[Rename] = []
        if not self.cursor.synced:  # lost: count the piece's visible characters, keep its trailing space
            visible = len(text) - sum(map(len, SPACE.findall(text)))
            if not visible:
                self.ws += text
                return renames
            self.seen += visible
            self.ws = text[len(text.rstrip()) :]
        else:
            for ws, run in RUNS.findall(text):
                self.ws += ws
                if run:
                    renames += self._follow(run, out)
        if not self.cursor.synced:
            tail = "".join(out[max(0, self.seen - self.match) : self.seen])
            self.cursor = resync(self.src, Cursor(None, 0, self.cursor.hint, tail), self.match)
            renames += self._resynced(out)
        return renames

    def _follow(self, run: str, out: Sequence[str]) -> list[Rename]:
        cur, skel = self.cursor, self.src.skel
        folded = run.replace("'", '"')
        if cur.pos is not None and skel.chars.startswith(folded, cur.pos):  # the common case: copying
            for i, p in enumerate(range(cur.pos, cur.pos + len(run))):
                if p and (skel.tok[p] != skel.tok[p - 1] or run[i] in "'\""):
                    self._learn(p, run[i])
                self.ws = ""
            self.ws = ""
            self.seen += len(run)
            self.cursor = Cursor(cur.pos + len(run), cur.run + len(run), cur.hint, (cur.tail + folded)[-self.match :])
            return []
        renames = []
        for ch in run:
            old = self.cursor
            self.cursor = new = step(self.src, old, ch, self.match)
            self.seen += 1
            if old.pos and new.pos == old.pos + 1:
                self._learn(old.pos, ch)
            elif old.pos is not None and not new.synced:
                self.lost = (old.pos, self.seen - 1)
            elif new.synced and not old.synced:
                renames += self._resynced(out)
            self.ws = ""
        return renames

    def _resynced(self, out: Sequence[str] = ()) -> list[Rename]:
        """After a hunk: the rename it made, if it was one."""
        if self.cursor.pos is None or not self.lost:
            return []
        hit = renamed(self.src.skel, out, self.lost, self.cursor.pos, self.seen, self.match)
        self.lost = None
        return [hit] if hit else []

    def _learn(self, p: int, ch: str) -> None:
        """The output copied skeleton position p right after p - 1: learn from the gap."""
        skel = self.src.skel
        lexed = skel.lexed
        raw = lexed.text[skel.orig[p]]
        if raw in "'\"" and ch != raw:
            self.style.quotes[raw] = ch
        t = skel.tok[p]
        if t != skel.tok[p - 1]:
            self.style.observe(lexed.classes[t - 1], lexed.classes[t], lexed.gap(t), self.ws, lexed.levels[t])


def continue_tokens(encode, ids: Sequence[int], texts: Sequence[str], text: str) -> list[int]:
    """The tokens that continue emitted `ids` (whose texts are `texts`) with `text`, as the
    tokenizer would cut them: re-tokenize from the start of the last one or two emitted
    tokens and drop those; where the tokenizer would have merged them with what follows
    (the model already cut there), tokenize `text` on its own."""
    for j in (1, 2):
        if len(ids) < j or not all(texts[-j:]):
            break
        out = encode("".join(texts[-j:]) + text)
        if out[:j] == list(ids[-j:]):
            return out[j:]
    return encode(text)


class TextLookup:
    """The context index generate() drafts from (extend, append, lookup, source)."""

    def __init__(self, ngram: NgramIndex, codec: Codec, sources: Iterable[tuple[str, str]] = (), prompt: bool = True) -> None:
        self.ngram, self.codec = ngram, codec
        self.tracks = [Track(source_text(name, text), 0, start(synced=True)) for name, text in sources]
        self.file = self.tracks[0] if self.tracks else None
        self.with_prompt = prompt
        self.detok = StreamingDetokenizer(codec.decode)
        self.tokens: list[int] = []  # emitted
        self.fed = 0  # emitted tokens the tracks have followed (they catch up at each lookup)
        self.visible: list[str] = []  # the output's visible characters, folded
        self.renames: list[Rename] = []
        self.arbiter = Arbiter()
        self.asked: tuple[int, list] | None = None  # the last lookup: (emitted tokens, its candidates)
        self.source = CONTEXT
        self._seen_prompt = False

    def extend(self, tokens: Iterable[int]) -> None:
        tokens = list(tokens)
        if self._seen_prompt or self.tokens:
            for t in tokens:
                self.append(t)
            return
        self._seen_prompt = True  # the first extend is the prompt
        self.ngram.extend(tokens)
        if self.with_prompt and tokens:
            text = self.codec.decode(tokens)
            if self.file is not None:  # the rest of the prompt: the file is a source of its own
                text = text.replace(self.file.src.skel.lexed.text, "\n", 1)
            self.tracks.append(Track(source_text(PROMPT, text, PROMPT_MATCH), 1, start(), match=PROMPT_MATCH))

    def append(self, token: int) -> None:
        self.ngram.append(token)
        self.tokens.append(token)

    def _catch_up(self) -> None:
        """Follow the text of the tokens emitted since the last lookup (one decode, one pass
        per source: per-token work would cost more than a fast verify does)."""
        text = self.detok.extend(self.tokens[self.fed :])
        self.fed = len(self.tokens)
        if not text:
            return
        self.visible += SPACE.sub("", text).replace("'", '"')
        for track in list(self.tracks):
            found = track.feed(text, self.visible)
            if found and track.group == 0:
                self._rename(found, track)

    def _rename(self, found: list[Rename], by: Track) -> None:
        """Follow the file with every rename the output has made so far applied, too."""
        known = dict(self.renames)
        new = [r for r in found if r[0] not in known and r[0] not in known.values()]
        if not new or self.file is None or len(self.renames) >= MAX_RENAMES:
            return
        self.renames += new
        base = self.file
        text, shifts = substitute(base.src.skel.lexed.text, self.renames)
        src = source_text(base.src.name, text)
        at = base.cursor.pos if base.cursor.pos is not None else base.cursor.hint
        tail = "".join(self.visible[-MATCH:])
        cursor = resync(src, Cursor(None, 0, moved(base.src.skel, at, shifts, src.skel), tail))
        track = Track(src, 0, cursor, by.style.copy(), renamed=True, ws=by.ws, seen=len(self.visible))
        self.tracks = [t for t in self.tracks if not t.renamed] + [track]

    def lookup(self, k: int) -> tuple[int, ...]:
        """A question: asked again before the next append, it answers the same and its
        proposals are scored once. What it changes is catching the tracks up with the
        emitted tokens (work append defers) and `source`; the proposals of the last lookup
        go to the arbiter for scoring once the output has moved past them."""
        if k <= 0 or not self.tokens:
            self.source = CONTEXT
            return self.ngram.lookup(k)
        self._catch_up()
        if self.asked is not None and self.asked[0] < len(self.tokens):
            self.arbiter.note(*self.asked)
        self.arbiter.settle(self.tokens)
        candidates = []
        for track in sorted(self.tracks, key=lambda t: (t.group, not t.renamed, -t.cursor.run)):
            draft = self._draft(track, k) if track.cursor.synced else ()
            if draft:
                candidates.append((track.src.name, draft))
                break
        ngram = self.ngram.lookup(k)
        if ngram:
            candidates.append((CONTEXT, ngram))
        self.asked = (len(self.tokens), candidates)
        self.source, draft = self.arbiter.choose(candidates) or (CONTEXT, ())
        return draft

    def _last_texts(self) -> list[str]:
        """The texts of the last two emitted tokens, each decoded after the token before it
        where there is one, as the stream decodes them; "" for one that is no whole character."""
        ids = self.tokens[-3:]
        lead = 1 if len(ids) == 3 else 0
        cuts = [self.codec.decode(ids[:i]) for i in range(lead, len(ids) + 1)]
        return ["" if REPLACEMENT in b[len(a) :] else b[len(a) :] for a, b in zip(cuts, cuts[1:])]

    def _draft(self, track: Track, k: int) -> tuple[int, ...]:
        assert track.cursor.pos is not None  # drafted from only while synced
        cont = render(track.src, track.style, track.cursor.pos, track.ws, CHARS_PER_TOKEN * k + 8)
        if cont is None or not cont.text:
            return ()
        ids = continue_tokens(self.codec.encode, self.tokens[-2:], self._last_texts(), cont.text)
        if not cont.complete:
            ids = ids[:-1]  # the last token may merge with what would follow
        return tuple(ids[:k])


def context_index(cfg: DecodeConfig, codec: Codec, sources: Iterable[tuple[str, str]] = ()) -> ContextIndex:
    """What a decode with `cfg` drafts from: the text proposer over `sources` (and the
    prompt) in front of the token index, or the token index alone with text lookup off."""
    ngram = NgramIndex(cfg.ngram_min, cfg.ngram_max)
    if not (cfg.lookup and cfg.text_lookup and callable(getattr(codec, "encode", None))):
        return ngram  # (a tokenizer that cannot encode plain text: the token index alone)
    return TextLookup(ngram, codec, sources)
