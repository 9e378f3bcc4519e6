"""Which source to draft from when two disagree: the one whose drafts have come true lately.

Every proposal a source makes (chosen or not) is checked against the tokens the output
goes on to emit, and its source's score follows how many of them came true (a moving
average). Where two proposals agree (one is a prefix of the other) the longer one is
taken; where they disagree, the higher-ranked source (the order given) unless the other
has been clearly better lately: a summary's own bullet structure beats a prompt sentence
that has ended; the file's next line beats the token index's guess.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Sequence

ALPHA = 0.3  # weight of the newest proposal in a source's score
MARGIN = 1.0  # tokens a lower-ranked source must be ahead by to win a disagreement
Candidate = tuple[str, tuple[int, ...]]  # (source, draft)


def came_true(draft: Sequence[int], emitted: Sequence[int]) -> int:
    n = 0
    while n < len(draft) and n < len(emitted) and draft[n] == emitted[n]:
        n += 1
    return n


@dataclass
class Arbiter:
    scores: dict[str, float] = field(default_factory=dict)
    pending: list[tuple[int, str, tuple[int, ...]]] = field(default_factory=list)  # (at, source, draft)

    def settle(self, tokens: Sequence[int]) -> None:
        """Score the proposals whose outcome the emitted `tokens` now show."""
        still = []
        for at, source, draft in self.pending:
            emitted = tokens[at : at + len(draft)]
            n = came_true(draft, emitted)
            if n == len(draft) or n < len(emitted):  # all came true, or one failed
                old = self.scores.get(source)
                self.scores[source] = n if old is None else (1 - ALPHA) * old + ALPHA * n
            else:
                still.append((at, source, draft))
        self.pending = still

    def note(self, at: int, candidates: list[Candidate]) -> None:
        """Score `candidates` (proposals made after `at` emitted tokens) once their outcome shows."""
        self.pending += [(at, s, d) for s, d in candidates]

    def choose(self, candidates: list[Candidate]) -> Candidate | None:
        """The draft to verify among `candidates` (best-ranked first, non-empty); a question,
        it changes nothing."""
        if not candidates:
            return None
        best = candidates[0]
        for other in candidates[1:]:
            n = min(len(best[1]), len(other[1]))
            if best[1][:n] == other[1][:n]:
                best = other if len(other[1]) > len(best[1]) else best
            elif self.scores.get(other[0], 0.0) > self.scores.get(best[0], 0.0) + MARGIN:
                best = other
        return best
