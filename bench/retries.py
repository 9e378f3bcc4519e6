"""`redraft bench --quality --retries N` (or `--temp T --best-of N`: the next candidates, as
`redraft edit --best-of` draws them): each edit the check refuses (suspect or breaks) is
retried as `redraft edit` retries it (engine/retry.py: the instruction plus what failed,
greedy, then sampled with a fixed seed once greedy repeats itself), and the result it keeps
is judged again. Retries are not timed into the speed tables; their tokens are counted."""

from __future__ import annotations

import os
from dataclasses import replace

from .modes import BenchContext, RunOutput
from .prompts import BenchPrompt, prompt_ids
from .verdicts import verdict_dict
from ..engine.prompting import extract

RETRY_FROM_ENV = "REDRAFT_RETRY_FROM"  # an experiment: "result" gives a retry the last result to fix


def retried(session, ctx: BenchContext, mode, prompt: BenchPrompt, first: RunOutput, cap: int, retries: int, variant: str) -> dict:
    """The attempts after `first` (the mode's timed reply) and the kept one's judgement:
    {"attempts": [...], "kept": n, "correct_after_retries": bool}; {} where nothing is
    retried (no checks, a chat prompt, a mode without our loop, retries 0)."""
    if prompt.checks is None or prompt.kind != "edit" or not hasattr(mode, "run_config"):
        return {}
    from ..engine import Attempt, check, first_plan, kept, next_attempt

    cfg = mode.config(ctx, cap)
    if retries < 1 and cfg.best_of < 2:
        return {}
    text = extract(first.text, prompt.source)
    attempts = [Attempt(prompt.instruction, cfg, text, check(prompt.source, text, prompt.filename, prompt.instruction))]
    rows = [_attempt(first_plan(prompt.instruction, cfg).how, attempts[0], first, prompt)]
    from_result = os.environ.get(RETRY_FROM_ENV, "file") == "result"
    plan = next_attempt(prompt.instruction, cfg, attempts, retries, from_result)
    while plan is not None:
        asked = replace(prompt, instruction=plan.instruction, source=plan.source or prompt.source)
        ids = prompt_ids(session, asked, variant)
        out = _run(ctx, mode, asked, prompt, ids, plan.cfg)
        text = extract(out.text, prompt.source)
        attempts.append(Attempt(plan.instruction, plan.cfg, text, check(prompt.source, text, prompt.filename, prompt.instruction)))
        rows.append(_attempt(plan.how, attempts[-1], out, prompt))
        plan = next_attempt(prompt.instruction, cfg, attempts, retries, from_result)
    k = kept(attempts)
    return {"attempts": rows, "kept": k + 1, "correct_after_retries": rows[k]["correct"]}


def _run(ctx: BenchContext | None, mode, asked: BenchPrompt, prompt: BenchPrompt, ids: list[int], cfg) -> RunOutput:
    """One retry: the session is asked what the model is given (the text index's sources too)."""
    if ctx is None:  # a mode that needs no context (the tests' fakes)
        return mode.run_config(ctx, ids, cfg)
    ctx.current = asked
    try:
        return mode.run_config(ctx, ids, cfg)
    finally:
        ctx.current = prompt


def _attempt(how: str, attempt, out: RunOutput, prompt: BenchPrompt) -> dict:
    fails = prompt.checks.judge(attempt.text, prompt.source, prompt.filename, prompt.instruction)
    return {
        "how": how, "tokens": len(out.tokens), "seconds": round(out.seconds, 4), "verdict": verdict_dict(attempt.verdict),
        "correct": not fails, "failures": fails, "output": out.text,
    }
