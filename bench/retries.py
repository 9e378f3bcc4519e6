"""`redraft bench --quality --retries N`: each edit the check refuses (suspect or breaks) is
retried as `redraft edit` retries it (engine/retry.py: the instruction plus what failed,
greedy, then sampled with a fixed seed once greedy repeats itself), and the result it keeps
is judged again. Retries are not timed into the speed tables; their tokens are counted."""

from __future__ import annotations

from dataclasses import replace

from redraft.bench.modes import BenchContext, RunOutput
from redraft.bench.prompts import BenchPrompt
from redraft.bench.verdicts import verdict_dict
from redraft.engine.prompting import extract


def retried(session, ctx: BenchContext, mode, prompt: BenchPrompt, first: RunOutput, cap: int, retries: int, variant: str) -> dict:
    """The attempts after `first` (the mode's timed reply) and the kept one's judgement:
    {"attempts": [...], "kept": n, "correct_after_retries": bool}; {} where nothing is
    retried (no checks, a chat prompt, a mode without our loop, retries 0)."""
    if retries < 1 or prompt.checks is None or prompt.kind != "edit" or not hasattr(mode, "run_config"):
        return {}
    from redraft.bench.runner import prompt_ids
    from redraft.engine import Attempt, check, first_plan, kept, next_attempt

    cfg = mode.config(ctx, cap)
    text = extract(first.text, prompt.source)
    attempts = [Attempt(prompt.instruction, cfg, text, check(prompt.source, text, prompt.filename, prompt.instruction))]
    rows = [_attempt(first_plan(prompt.instruction, cfg).how, attempts[0], first, prompt)]
    plan = next_attempt(prompt.instruction, cfg, attempts, retries)
    while plan is not None:
        ids = prompt_ids(session, replace(prompt, instruction=plan.instruction), variant)
        out = mode.run_config(ctx, ids, plan.cfg)
        text = extract(out.text, prompt.source)
        attempts.append(Attempt(plan.instruction, plan.cfg, text, check(prompt.source, text, prompt.filename, prompt.instruction)))
        rows.append(_attempt(plan.how, attempts[-1], out, prompt))
        plan = next_attempt(prompt.instruction, cfg, attempts, retries)
    k = kept(attempts)
    return {"attempts": rows, "kept": k + 1, "correct_after_retries": rows[k]["correct"]}


def _attempt(how: str, attempt, out: RunOutput, prompt: BenchPrompt) -> dict:
    fails = prompt.checks.judge(attempt.text, prompt.source, prompt.filename, prompt.instruction)
    return {
        "how": how, "tokens": len(out.tokens), "seconds": round(out.seconds, 4), "verdict": verdict_dict(attempt.verdict),
        "correct": not fails, "failures": fails, "output": out.text,
    }
