"""The transcript of one generation: the reply so far, which run of characters came from
where (accepted draft, the model's own token, bonus), the draft in flight, the rejected
drafts and where they were rejected, and the run's tally (engine/tally.py: the live
counters, the Summary's once Done arrives). Pure logic, no Textual."""

from __future__ import annotations

from bisect import bisect_right
from dataclasses import dataclass

from ...engine import Tally, fold
from ...engine.events import CONTEXT, Done, Event, Proposal, Round, StopReason
from ...engine.prompting import FENCE, extract

ACCEPTED, TARGET, BONUS, INFLIGHT, REJECTED = "accepted", "target", "bonus", "inflight", "rejected"
KINDS = (ACCEPTED, TARGET, BONUS, INFLIGHT, REJECTED)


def source_mark(source: str) -> str:
    """How the rejected-drafts view (F3) marks a draft from the text proposer (the file,
    the prompt); the token index's drafts carry no mark."""
    return "" if source == CONTEXT else f"⟨{source}⟩"


@dataclass(frozen=True)
class Body:
    """The edited file extracted from the reply so far, and where it starts in the reply."""

    text: str
    offset: int


class Transcript:
    def __init__(self, source: str) -> None:
        self.source = source
        self.reply = ""
        self.run_starts: list[int] = []  # reply offset where each provenance run starts
        self.run_kinds: list[str] = []
        self.rejected: list[tuple[int, str]] = []  # (reply offset, rejected draft text)
        self.rejected_sources: list[str] = []  # where each rejected draft came from
        self.inflight = ""
        self.round_accepted: list[int] = []  # drafts accepted per round (the sparkline)
        self.tally = Tally()
        self.t_ms = 0.0  # time of the last event, since the call started
        self.done: Done | None = None
        self._body: tuple[int, Body] | None = None

    # ---- feeding ----------------------------------------------------------------
    def feed(self, event: Event, t_ms: float | None = None) -> None:
        if t_ms is not None:
            self.t_ms = t_ms
        self.tally = fold(self.tally, event)
        if isinstance(event, Proposal):
            self.inflight = event.text
        elif isinstance(event, Round):
            self._round(event)
        elif isinstance(event, Done):
            self._done(event)

    def _round(self, r: Round) -> None:
        self.inflight = ""
        if r.rejected:
            at = len(self.reply) + sum(len(p.text) for p in r.pieces[: r.accepted])
            self.rejected.append((at, r.rejected_text))
            self.rejected_sources.append(self.tally.source)  # the draft's Proposal, folded in before it
        for p in r.pieces:
            self._append(p.text, p.provenance.value)
        if r.index:
            self.round_accepted.append(r.accepted)

    def _done(self, d: Done) -> None:
        self.inflight = ""
        if d.text.startswith(self.reply) and len(d.text) > len(self.reply):
            self._append(d.text[len(self.reply) :], TARGET)  # the detokenizer's held-back tail
        self.done = d

    def _append(self, text: str, kind: str) -> None:
        if not text:
            return
        if not self.run_kinds or self.run_kinds[-1] != kind:
            self.run_starts.append(len(self.reply))
            self.run_kinds.append(kind)
        self.reply += text

    # ---- reading ----------------------------------------------------------------
    @property
    def finished(self) -> bool:
        return self.done is not None

    @property
    def complete(self) -> bool:
        """Finished with the whole reply: a cancelled run stays a partial one."""
        return self.done is not None and self.done.summary.stop_reason is not StopReason.CANCELLED

    @property
    def stop_reason(self) -> StopReason | None:
        return self.done.summary.stop_reason if self.done else None

    # the tally's counts, read by name (the Summary's once Done arrived)
    @property
    def tokens(self) -> int:
        return self.tally.tokens

    token_count = tokens

    @property
    def rounds(self) -> int:
        return self.tally.rounds

    @property
    def drafted(self) -> int:
        return self.tally.drafted

    @property
    def accepted(self) -> int:
        return self.tally.accepted

    @property
    def accepted_from(self) -> dict[str, int]:
        """Accepted draft tokens per Proposal.source."""
        return dict(self.tally.accepted_from)

    def kind_at(self, offset: int) -> str:
        """The provenance of the reply character at `offset`."""
        i = bisect_right(self.run_starts, offset) - 1
        return self.run_kinds[i] if i >= 0 else TARGET

    def runs(self, start: int, end: int) -> list[tuple[int, int, str]]:
        """Provenance runs covering reply[start:end], clipped: (start, end, kind)."""
        out: list[tuple[int, int, str]] = []
        i = max(0, bisect_right(self.run_starts, start) - 1)
        while i < len(self.run_starts) and self.run_starts[i] < end:
            a = max(start, self.run_starts[i])
            b = min(end, self.run_starts[i + 1] if i + 1 < len(self.run_starts) else len(self.reply))
            if b > a:
                out.append((a, b, self.run_kinds[i]))
            i += 1
        return out

    def rejected_in(self, start: int, end: int) -> list[tuple[int, str]]:
        """Rejected drafts whose rejection point lies in [start, end), marked with their source."""
        return [
            (at, source_mark(src) + text)
            for (at, text), src in zip(self.rejected, self.rejected_sources)
            if start <= at < end
        ]

    def sources_line(self) -> str:
        """Accepted draft tokens from the text proposer's sources, most first ("file 355";
        the token index's are the rest of the accepted count): "" when it drafted none."""
        ranked = sorted(((s, n) for s, n in self.tally.accepted_from if s != CONTEXT), key=lambda kv: -kv[1])
        return " · ".join(f"{src} {n:,}" for src, n in ranked)

    def body(self) -> Body:
        """The edited file so far (fence and chatter stripped), cached per reply length."""
        if self._body is None or self._body[0] != len(self.reply):
            text = extract(self.reply, self.source, partial=True)
            self._body = (len(self.reply), Body(text, locate(self.reply, text)))
        return self._body[1]

    def result(self) -> str | None:
        """The whole edited file, once the reply is complete."""
        return extract(self.done.text, self.source) if self.done else None


def locate(reply: str, body: str) -> int:
    """Where `body` (extracted from `reply`) starts inside it."""
    start = 0
    for line in reply.splitlines(keepends=True):
        if line.lstrip().startswith(FENCE):
            start += len(line)
            break
        start += len(line)
    else:
        start = 0
    if reply.startswith(body, start):
        return start
    if reply.startswith(body):
        return 0
    found = reply.find(body)
    return max(found, 0)
