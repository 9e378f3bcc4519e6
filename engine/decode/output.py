"""What a generation has emitted so far: tokens and text, with every stop rule applied token
by token (EOS, stop strings, the loop guard, max tokens), inside accepted blocks too."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Sequence

from ..config import DecodeConfig
from ..detok import Decode, StreamingDetokenizer
from ..events import Piece, Provenance, StopReason
from .guard import LoopGuard
from ..propose.ngram import ContextIndex


@dataclass
class Output:
    cfg: DecodeConfig
    decode: Decode
    eos: frozenset[int]
    index: ContextIndex  # every emitted token goes in, so later lookups can find it
    tokens: list[int] = field(default_factory=list)
    text: str = ""
    stop: StopReason | None = None  # why emission stopped; None while it goes on

    def __post_init__(self) -> None:
        self.detok = StreamingDetokenizer(self.decode)
        self.guard = LoopGuard() if self.cfg.loop_guard else None

    def emit(self, toks: Sequence[int], provs: Sequence[Provenance]) -> list[Piece]:
        pieces = []
        for tok, prov in zip(toks, provs):
            if tok in self.eos:
                self.stop = StopReason.EOS
                break
            self.tokens.append(tok)
            self.index.append(tok)
            piece = self._cut_at_stop_string(self.detok.push(tok))
            self.text += piece
            pieces.append(Piece(tok, piece, prov))
            if self.stop:
                break
            if self.guard is not None and self.guard.push(tok):
                self.stop = StopReason.LOOP
            elif self.cfg.max_tokens and len(self.tokens) >= self.cfg.max_tokens:
                self.stop = StopReason.MAX_TOKENS
            if self.stop:
                break
        return pieces

    def wants_more_after(self, n: int) -> bool:
        """Whether a token after the next n can still be emitted (a step chained now would
        otherwise only be discarded)."""
        return not (self.cfg.max_tokens and len(self.tokens) + n >= self.cfg.max_tokens)

    def final_text(self) -> str:
        return self.text + (self.detok.flush() if self.stop is not StopReason.STOP else "")

    def _cut_at_stop_string(self, piece: str) -> str:
        """The part of `piece` before a stop string; drops an earlier-streamed start of it
        from the text too (the final text never contains the stop string)."""
        for s in self.cfg.stop_strings:
            start = max(0, len(self.text) - len(s) + 1)
            at = (self.text + piece).find(s, start)
            if at >= 0:
                self.stop = StopReason.STOP
                kept = at - len(self.text)
                if kept < 0:
                    self.text = self.text[:at]
                return piece[: max(0, kept)]
        return piece
