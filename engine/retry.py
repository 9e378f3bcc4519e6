"""The retry policy, in one place: when a result is suspect or breaks, what to run next.

A pure function of the attempts so far; the app runs each attempt through its usual
session/stream path and calls `next_attempt` after each verdict:

    attempt 1      the user's instruction, the user's decoding
    a retry        the instruction plus what the last attempt got wrong (checks.retry_instruction),
                   greedy as long as greedy gives something new
    after a greedy retry that repeats a result (or would send the same prompt again), sample
                   with a fixed seed (RETRY_SEED, then RETRY_SEED + 1...), shown to the user

Best of n (cfg.best_of > 1, sampling only): the attempts are up to n candidates of the user's
instruction, candidate k sampled with seed + k - 1 (the user's seed; none: fresh entropy each),
until one passes the check (verified or parses); no retries follow them. Candidates after the
first reuse the first's prompt cache (cfg.reuse_prompt), which changes no token.

A result cut short (max tokens, a full context, the loop guard) is not retried: the same
limit would cut the retry. Nor is a result whose verdict carries a computed fix (a rename, a
value, a reformat the check computed with a library): the fix replaces the retry. Measured on
the recorded --quality replies, retries made 2 of 216 refused wrong edits right and the
computed fix 94 of 96 (docs/benchmarks/2026-12-05-check-generalises.md). `kept` picks the result to keep: the first verified or parses one; if none, the one the
check judged least bad (suspect before breaks), the earliest on a tie.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Sequence

from .checks import Level, Verdict
from .retrynotes import fix_instruction, retry_instruction
from .config import DecodeConfig, Sampling

DEFAULT_RETRIES = 1
RETRY_SEED = 1
RETRY_SAMPLING = Sampling(temperature=0.7, top_p=0.95)  # for a greedy user's sampled retry


@dataclass(frozen=True)
class Attempt:
    instruction: str  # what the model was told
    cfg: DecodeConfig
    text: str  # the result
    verdict: Verdict  # against the user's instruction
    complete: bool = True  # generation ended on its own (a cut-short result is not retried)


@dataclass(frozen=True)
class Plan:
    instruction: str
    cfg: DecodeConfig
    how: str  # "greedy" or "sampled, seed 1": for the status and stats lines
    source: str | None = None  # the text the model is given: None = the user's file; a retry
    #                            that fixes the last result (next_attempt(from_result=True)) gives it


def first_plan(instruction: str, cfg: DecodeConfig) -> Plan:
    if best_of(cfg) > 1:
        return candidate(instruction, cfg, 0)
    return Plan(instruction, cfg, sampled_how(cfg))


def sampled_how(cfg: DecodeConfig) -> str:
    return "greedy" if cfg.sampling.greedy else f"sampled, seed {cfg.sampling.seed}" if cfg.sampling.seed is not None else "sampled"


def best_of(cfg: DecodeConfig) -> int:
    """The candidates `cfg` asks for (1 where decoding is greedy: every one would be the same)."""
    return 1 if cfg.sampling.greedy else cfg.best_of


def candidate(instruction: str, cfg: DecodeConfig, k: int) -> Plan:
    """Best of n's candidate k + 1 (k from 0): the user's instruction and sampling, seed + k."""
    seed = None if cfg.sampling.seed is None else cfg.sampling.seed + k
    mine = cfg.with_(sampling=replace(cfg.sampling, seed=seed), reuse_prompt=k > 0)
    return Plan(instruction, mine, f"candidate {k + 1} of {cfg.best_of}, {sampled_how(mine)}")


def next_attempt(
    instruction: str, cfg: DecodeConfig, attempts: Sequence[Attempt], retries: int, from_result: bool = False
) -> Plan | None:
    """The next attempt after `attempts` (the user asked `instruction` with `cfg`), or None:
    the last one passed the check, its verdict carries a computed fix, or `retries` retries have run. `from_result` (an experiment,
    the bench's REDRAFT_RETRY_FROM=result): the retry gives the model the last result to fix
    instead of the user's file; its result is still checked against the user's file."""
    last = attempts[-1] if attempts else None
    if last is not None and best_of(cfg) > 1:  # best of n: the next candidate, until one passes
        passed = any(not a.verdict.refused for a in attempts)
        return None if passed or len(attempts) >= cfg.best_of else candidate(instruction, cfg, len(attempts))
    if last is None or not last.verdict.refused or not last.complete or len(attempts) > retries:
        return None  # passed, cut short (the same limit would cut a retry: raise it instead), or enough
    if last.verdict.fix is not None:
        return None  # the check computed the result: it is offered as the fix instead of another generation
    plan = _next(instruction, cfg, attempts, from_result)
    return replace(plan, source=last.text, how=f"{plan.how}, fixing attempt {len(attempts)}") if from_result else plan


def _next(instruction: str, cfg: DecodeConfig, attempts: Sequence[Attempt], from_result: bool) -> Plan:
    note = (fix_instruction if from_result else retry_instruction)(instruction, attempts[-1].verdict)
    greedy = [a for a in attempts if a.cfg.sampling.greedy]
    repeated = any(a.text == b.text for i, a in enumerate(attempts) for b in attempts[:i] if a.cfg.sampling.greedy)
    same_prompt = any(a.instruction == note for a in greedy)
    if cfg.sampling.greedy and not repeated and not same_prompt:
        return Plan(note, cfg, "greedy")
    seed = RETRY_SEED + sum(1 for a in attempts if not a.cfg.sampling.greedy and a is not attempts[0])
    base = cfg.sampling if not cfg.sampling.greedy else RETRY_SAMPLING
    return Plan(note, cfg.with_(sampling=replace(base, seed=seed)), f"sampled, seed {seed}")


RANK: dict[str, int] = {Level.VERIFIED: 0, Level.PARSES: 0, Level.SUSPECT: 1, Level.BREAKS: 2}  # lower is kept first


def kept(attempts: Sequence[Attempt]) -> int:
    """The index of the attempt whose result to keep."""
    if not attempts:
        raise ValueError("no attempts")
    return min(range(len(attempts)), key=lambda i: (RANK[attempts[i].verdict.level], i))
