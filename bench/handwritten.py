"""The quality set's hand-written results (samples/quality/expected/<task>.* is a correct
edit, samples/quality/wrong/<task>.<mistake>.* a plausible wrong one): what the judge and
the intent check say of each, with no model. Tests assert the judge; reports show the check."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Sequence

from .prompts import BenchPrompt
from .verdicts import flagged, verdict_dict
from ..engine.checks import check


@dataclass(frozen=True)
class HandResult:
    task: str
    path: Path
    correct: bool  # written as a correct edit (expected/) or a wrong one (wrong/)
    text: str

    @property
    def label(self) -> str:
        return f"{'expected' if self.correct else 'wrong'}/{self.path.name}"


@dataclass(frozen=True)
class HandVerdict:
    result: HandResult
    judged_correct: bool  # the task's checks pass
    failures: tuple[str, ...]
    level: str  # the check's verdict level
    text: str  # the check's verdict, one line

    @property
    def flagged(self) -> bool:
        return flagged(self.level)


def hand_results(prompt: BenchPrompt, folder: Path) -> list[HandResult]:
    """The hand-written results of `prompt` in the quality folder `folder` (the correct one
    first); [] for a task without them (the older tasks keep theirs in tests/)."""
    found = [HandResult(prompt.name, p, True, p.read_text(encoding="utf-8")) for p in sorted((folder / "expected").glob(prompt.name + ".*"))]
    if not found:
        return []
    wrong = sorted((folder / "wrong").glob(prompt.name + ".*.*"))
    return found[:1] + [HandResult(prompt.name, p, False, p.read_text(encoding="utf-8")) for p in wrong]


def judge_hand(prompt: BenchPrompt, result: HandResult) -> HandVerdict:
    fails = prompt.checks.judge(result.text, prompt.source, prompt.filename, prompt.instruction) if prompt.checks else []
    v = verdict_dict(check(prompt.source, result.text, prompt.filename, prompt.instruction))
    return HandVerdict(result, not fails, tuple(fails), v["level"], v["text"])


def hand_summary(prompts: Sequence[BenchPrompt], folder: Path) -> dict:
    """Every hand-written result of `prompts`: the counts a report shows, and the misses."""
    rows = [judge_hand(p, r) for p in prompts for r in hand_results(p, folder)]
    right = [r for r in rows if r.result.correct]
    wrong = [r for r in rows if not r.result.correct]
    return {
        "correct": len(right),
        "correct_flagged": [r.result.label for r in right if r.flagged],
        "wrong": len(wrong),
        "wrong_flagged": sum(r.flagged for r in wrong),
        "wrong_missed": [f"{r.result.label} ({r.level}: {r.text})" for r in wrong if not r.flagged],
        "judge_disagrees": [r.result.label for r in rows if r.judged_correct != r.result.correct],
    }
