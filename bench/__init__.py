"""`redraft bench`'s logic: prompts, modes, timing, parity and reports (no UI).

    run_benchmark(session, ...)  every mode on every prompt -> a report dict
    run_verify_cost(backend, ...) one forward per width 1..16 at a context -> a report dict
    report.write_report(report, base) -> base.json, base.md (and base.png with matplotlib)
"""

from __future__ import annotations

from typing import Callable, Sequence

from .modes import (
    DEFAULT_MODES,
    HF_PLD_TOKENS,
    QUALITY_MODES,
    QUICK_MODES,
    BenchContext,
    make_modes,
    mode_names,
    register_mode,
)
from .prompts import QUICK, QUICK_QUALITY, BenchPrompt, load_prompts
from .runner import BenchPlan, run_bench
from .report import header
from .verify_cost import KNOWN_SHAPES, measure, random_backend
from ..engine import Sampling

QUICK_MAX_TOKENS = 96
QUICK_RUNS = 1


def run_benchmark(
    session,
    prompts: Sequence[BenchPrompt],
    modes: Sequence[str] = DEFAULT_MODES,
    runs: int = 3,
    max_tokens: int | None = None,
    quick: bool = False,
    ngram_min: int = 2,
    ngram_max: int = 3,
    max_draft: int | None = None,
    hf_pld_tokens: int = HF_PLD_TOKENS,
    hf_pld_ngram: int | None = None,
    model_spec: str | None = None,
    command: str = "",
    log: Callable[[str], None] = lambda s: None,
    quality: bool = False,
    commit: str | None = None,
    prompt: str = "default",
    retries: int = 0,
    sampling: Sampling = Sampling(),
    best_of: int = 1,
) -> dict:
    """sampling, best_of (--quality): our loop's modes sample, and draw up to best_of candidates
    of each edit the check refuses (engine/retry.py), reported as its attempts."""
    ctx = BenchContext(
        session.backend, session.tokenizer, ngram_min=ngram_min, ngram_max=ngram_max,
        max_draft=max_draft, hf_pld_tokens=hf_pld_tokens, hf_pld_ngram=hf_pld_ngram,
        model_spec=model_spec, session=session, sampling=sampling, best_of=best_of,
    )
    plan = BenchPlan(list(prompts), make_modes(modes, baseline=not quality), runs=runs, max_tokens=max_tokens,
                     prompt=prompt, retries=retries, best_of=best_of)
    report = header(session.backend, command, "bench", commit)
    report["settings"] = {
        "quick": quick,
        "quality": quality,
        "runs": runs,
        "max_tokens": max_tokens,
        "modes": [m.name for m in plan.modes],
        "prompts": [p.name for p in plan.prompts],
        "ngram_min": ngram_min,
        "ngram_max": ngram_max,
        "max_draft": ctx.max_draft_resolved,
        "hf_pld_tokens": hf_pld_tokens,
        "hf_pld_ngram": hf_pld_ngram,
        "prompt": prompt,
        "retries": retries,
        "sampling": {"temperature": sampling.temperature, "top_p": sampling.top_p, "top_k": sampling.top_k, "seed": sampling.seed},
        "best_of": best_of,
    }
    report.update(run_bench(session, ctx, plan, log=log))
    if any(m.name.startswith("hf") for m in plan.modes) and not ctx.hf_shares_backend_model:
        report["notes"].append(
            f"the {session.backend.info.name} backend has its own forward: the hf modes ran on the same "
            "folder loaded by transformers at the same device and dtype"
        )
    if quick:
        report["notes"].append(
            f"--quick: {', '.join(p.name for p in plan.prompts)}, at most {max_tokens} tokens, "
            f"{runs} run(s): a smoke test, not a measurement"
        )
    return report


def run_verify_cost(
    backend,
    context: int = 512,
    max_width: int = 16,
    reps: int = 9,
    command: str = "",
    log: Callable[[str], None] = lambda s: None,
    random_weights: str | None = None,
    commit: str | None = None,
) -> dict:
    ctx = BenchContext(backend, None)
    report = header(backend, command, "verify-cost", commit)
    report["settings"] = {"context": context, "max_width": max_width, "reps": reps, "random_weights": random_weights}
    report["verify"] = measure(backend, context, max_width, reps, sync=ctx.sync, log=log)
    if random_weights:
        report["notes"].append(
            f"random weights at the shapes of {random_weights}: forward cost only (outputs are noise)"
        )
    return report


__all__ = [
    "DEFAULT_MODES", "KNOWN_SHAPES", "QUALITY_MODES", "QUICK", "QUICK_MAX_TOKENS", "QUICK_MODES",
    "QUICK_QUALITY", "QUICK_RUNS",
    "BenchContext", "BenchPrompt", "load_prompts", "mode_names", "random_backend",
    "register_mode", "run_benchmark", "run_verify_cost",
]
