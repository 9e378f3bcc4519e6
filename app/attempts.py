"""`redraft edit`'s attempts: run the edit, check it, and retry a suspect or breaking result
as engine/retry.py decides (telling the model what failed), then keep the result it picks.
One line on stderr per retried attempt; the stats line names the attempt kept and counts
all of them."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable

from .terminal import say
from ..engine import Attempt, Plan, check, first_plan, kept, next_attempt
from ..engine.config import DecodeConfig
from ..engine.events import Summary
from ..engine.session import EditRequest, EditResult
from ..engine.session_api import EditSession

if TYPE_CHECKING:
    from ..engine.session import EditResult


@dataclass(frozen=True)
class Tried:
    attempt: Attempt
    how: str  # "greedy", "sampled, seed 1"
    summary: Summary
    result: EditResult


@dataclass(frozen=True)
class Outcome:
    tried: tuple[Tried, ...]
    index: int  # the one kept

    @property
    def chosen(self) -> Tried:
        return self.tried[self.index]

    def line(self, stats: Callable[[Summary], str] = lambda s: s.line()) -> str:
        """The stats line: the kept attempt's numbers (`stats`: the session's own wording, a
        server's included) and verdict, then the attempts."""
        c = self.chosen
        line = f"{stats(c.summary)}, check: {c.attempt.verdict.text}"
        n = len(self.tried)
        if n == 1:
            return line
        tokens = sum(t.summary.tokens for t in self.tried)
        secs = sum(t.summary.total_ms for t in self.tried) / 1000
        none = "" if c.attempt.verdict.ok else "none passed the check; "
        return f"{line}, attempt {self.index + 1} of {n} kept ({none}{n} attempts: {tokens} tokens, {secs:.1f} s in all)"

    def as_dict(self) -> dict:
        return {
            "kept": self.index + 1,
            "attempts": [
                {"attempt": i + 1, "how": t.how, "instruction": t.attempt.instruction, "check": t.attempt.verdict.as_dict(),
                 **t.summary.as_dict()}
                for i, t in enumerate(self.tried)
            ],
        }


def run_attempts(session: EditSession, request_for: Callable[[str], EditRequest], source: str, filename: str,
                 instruction: str, cfg: DecodeConfig, retries: int, say: Callable[[str], None] = say) -> Outcome:
    """`request_for(instruction)` builds the session's EditRequest; `say` prints a line on
    stderr (app/terminal.say: control characters made visible)."""
    plan: Plan | None = first_plan(instruction, cfg)
    tried: list[Tried] = []
    while plan is not None:
        result = session.edit(request_for(plan.instruction), plan.cfg)
        verdict = check(source, result.text, filename, instruction)
        summary = result.done.summary
        tried.append(Tried(Attempt(plan.instruction, plan.cfg, result.text, verdict, summary.complete), plan.how, summary, result))
        plan = next_attempt(instruction, cfg, [t.attempt for t in tried], retries)
        if plan is not None and plan.instruction == instruction:  # best of n: the next candidate
            say(f"redraft: candidate {len(tried)}: check: {verdict.text}; drawing {plan.how}")
        elif plan is not None:
            say(f"redraft: attempt {len(tried)}: check: {verdict.text}; retrying ({plan.how}, telling the model what failed)")
    return Outcome(tuple(tried), kept([t.attempt for t in tried]))
