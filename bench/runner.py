"""The benchmark proper: warm up, run the modes interleaved, aggregate, compare with plain."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Sequence

from .modes import WARM_TOKENS, BenchContext, HfMode, Mode, RunOutput
from .prompts import BenchPrompt, prompt_ids
from .retries import retried
from .stats import median, parity, quality_summary, ratio, spread_pct
from .verdicts import verdict_dict
from ..engine import ConfigError
from ..engine.checks import check
from ..engine.prompting import extract

Log = Callable[[str], None]
WARM_PROMPT = 64  # tokens of the first prompt that the per-mode warm call prefills


@dataclass
class BenchPlan:
    prompts: list[BenchPrompt]
    modes: list[Mode]  # plain first (a quality run may leave it out: no speedups, no parity)
    runs: int = 3
    max_tokens: int | None = None  # overrides every prompt's own cap
    warmup: bool = True
    prompt: str = "default"  # the edit prompt's variant (engine/prompting.VARIANTS)
    retries: int = 0  # quality: retry an edit the check refuses, as `redraft edit` does (retries.py)
    best_of: int = 1  # quality with sampling: candidates of an edit the check refuses (retries.py)

    def cap(self, prompt: BenchPrompt) -> int:
        return self.max_tokens if self.max_tokens is not None else prompt.max_tokens


def run_bench(session, ctx: BenchContext, plan: BenchPlan, log: Log = lambda s: None) -> dict:
    """Every mode on every prompt, `plan.runs` times, interleaved (for run: for prompt: for
    mode); returns the results part of a report (see report.py for the whole)."""
    if plan.runs < 1:
        raise ConfigError(f"--runs must be >= 1, got {plan.runs}")
    if not plan.modes or (plan.modes[0].name != "plain" and not any(p.checks for p in plan.prompts)):
        raise ConfigError("plain must be the first mode: it is the baseline")
    for mode in plan.modes:
        why = mode.unavailable(ctx)
        if why:
            raise ConfigError(why)
    ids = {p.name: prompt_ids(session, p, plan.prompt) for p in plan.prompts}

    warm = {}
    if plan.warmup:
        # The backend's widths: ours, and transformers' when generate runs on the same model.
        width = max(m.max_width(ctx) for m in plan.modes if ctx.hf_shares_backend_model or not isinstance(m, HfMode))
        log(f"warmup: one forward at every width 1..{width}, then a short call per mode")
        ctx.backend.warmup(width)
        ctx.session.warmed = max(ctx.session.warmed, width)  # the session's own warm-up is then a no-op
        hf = [m for m in plan.modes if isinstance(m, HfMode)]
        if hf and not ctx.hf_shares_backend_model:  # transformers' own copy: its widths too
            from ..engine.backends.torch_backend import TorchBackend

            TorchBackend(ctx.hf_model()).warmup(max(m.max_width(ctx) for m in hf))
        first = ids[plan.prompts[0].name][:WARM_PROMPT]  # a short prefill: the kernels, not the prompt
        for mode in plan.modes:
            mode.warm(ctx, first)
        warm = {"max_width": width, "tokens_per_mode": WARM_TOKENS}

    outputs: dict[tuple[str, str], list[RunOutput]] = {}
    total = plan.runs * len(plan.prompts) * len(plan.modes)
    done = 0
    for run in range(plan.runs):
        for prompt in plan.prompts:
            ctx.current = prompt
            for mode in plan.modes:
                out = mode.run(ctx, ids[prompt.name], plan.cap(prompt))
                outputs.setdefault((prompt.name, mode.name), []).append(out)
                done += 1
                log(
                    f"[{done}/{total}] run {run + 1} {prompt.name} {mode.label(ctx)}: "
                    f"{len(out.tokens)} tokens in {out.seconds:.2f} s ({out.tok_per_s:.1f} tok/s)"
                )
    extra = {}
    if plan.retries or plan.best_of > 1:
        for prompt in plan.prompts:
            ctx.current = prompt
            for mode in plan.modes:
                first = outputs[(prompt.name, mode.name)][0]
                extra[(prompt.name, mode.name)] = got = retried(session, ctx, mode, prompt, first, plan.cap(prompt), plan.retries, plan.prompt)
                if len(got.get("attempts", ())) > 1:
                    log(f"retried {prompt.name} {mode.label(ctx)}: attempt {got['kept']} of {len(got['attempts'])} kept, "
                        f"{'correct' if got['correct_after_retries'] else 'incorrect'}")
    return aggregate(plan, ctx, ids, outputs, warm, extra)


def aggregate(
    plan: BenchPlan,
    ctx: BenchContext,
    ids: dict[str, list[int]],
    outputs: dict[tuple[str, str], list[RunOutput]],
    warm: dict | None = None,
    extra: dict | None = None,
) -> dict:
    prompts, rows = [], []
    for prompt in plan.prompts:
        prompts.append(
            {
                "name": prompt.name,
                "kind": prompt.kind,
                "description": prompt.description,
                "instruction": prompt.instruction,
                "file": prompt.filename,
                "checks": list(prompt.checks.described) if prompt.checks else [],
                "prompt_tokens": len(ids[prompt.name]),
                "max_tokens": plan.cap(prompt),
            }
        )
        plain = outputs.get((prompt.name, "plain"))
        plain_rate = median([o.tok_per_s for o in plain]) if plain else None
        reference = plain[0].text if plain else None
        pld = outputs.get((prompt.name, "hf-pld"))
        pld_rate = median([o.tok_per_s for o in pld]) if pld else None
        for mode in plan.modes:
            rows.append(_row(prompt, mode, ctx, outputs[(prompt.name, mode.name)], reference, plain_rate, pld_rate)
                        | (extra or {}).get((prompt.name, mode.name), {}))
    modes = [{"name": m.name, "label": m.label(ctx)} for m in plan.modes]
    return {
        "modes": modes,
        "runs": plan.runs,
        "warmup": warm or {},
        "prompts": prompts,
        "results": rows,
        **({"quality": quality_summary(modes, rows)} if any(p.checks for p in plan.prompts) else {}),
    }


def _row(prompt, mode, ctx, outs: Sequence[RunOutput], reference: str | None, plain_rate, pld_rate) -> dict:
    rates = [o.tok_per_s for o in outs]
    rate = median(rates)
    first = outs[0]
    tokens = len(first.tokens)
    acceptance = (
        first.accepted / first.drafted if first.drafted and first.accepted is not None else None
    )
    par = parity(first.text, reference) if reference is not None else None
    return {
        "prompt": prompt.name,
        "mode": mode.name,
        "label": mode.label(ctx),
        "tok_per_s": round(rate, 3),
        "spread_pct": round(spread_pct(rates), 2),
        "speedup": _round(ratio(rate, plain_rate)),
        "vs_hf_pld": _round(ratio(rate, pld_rate)),
        "seconds": round(median([o.seconds for o in outs]), 4),
        "runs": [{"seconds": round(o.seconds, 4), "tok_per_s": round(o.tok_per_s, 3), "tokens": len(o.tokens)} for o in outs],
        "tokens": tokens,
        "forwards": first.forwards,
        "tokens_per_forward": _round(tokens / first.forwards if first.forwards else None),
        "drafted": first.drafted,
        "accepted": first.accepted,
        "acceptance": _round(acceptance),
        "prefill_ms": _round(first.prefill_ms, 2),
        "stop_reason": first.stop_reason,
        "stable": all(o.tokens == first.tokens for o in outs),  # greedy: every run the same
        "parity": par.as_dict() if par else None,
        "extra": first.extra,
        "output": first.text,  # the whole reply (greedy: every run's, unless `stable` is false)
        **({} if all(o.text == first.text for o in outs) else {"outputs": [o.text for o in outs]}),
        **judgement(prompt, first.text),
    }


def judgement(prompt: BenchPrompt, reply: str) -> dict:
    """For an edit prompt: engine/checks.py's verdict on the edited file; with `[checks]`,
    whether the edit is correct and what is wrong if not (the first run's output)."""
    out: dict = {}
    text = extract(reply, prompt.source) if prompt.kind == "edit" else reply
    if prompt.kind == "edit" and prompt.filename:
        out["verdict"] = verdict_dict(check(prompt.source, text, prompt.filename, prompt.instruction))
    if prompt.checks is not None:
        fails = prompt.checks.judge(text, prompt.source, prompt.filename, prompt.instruction)
        out["correct"] = not fails
        out["failures"] = fails
    return out


def _round(x: float | None, n: int = 4) -> float | None:
    return None if x is None else round(x, n)


def rejudge(report: dict, prompts: Sequence[BenchPrompt]) -> dict:
    """The report's recorded replies judged again by `prompts`' current checks (after a check
    was fixed; nothing runs). Prompts the report lacks are ignored; its summary is redone."""
    by = {p.name: p for p in prompts}
    for row in report["results"]:
        prompt = by.get(row["prompt"])
        if prompt is not None:
            row.update(judgement(prompt, row["output"]))
            for attempt in row.get("attempts", ())[1:]:  # the first is the row's own reply
                attempt.update(correct=judgement(prompt, attempt["output"]).get("correct"))
            if row.get("attempts"):
                row["attempts"][0]["correct"] = row["correct"]
                row["correct_after_retries"] = row["attempts"][row["kept"] - 1]["correct"]
    for p in report["prompts"]:
        if p["name"] in by and by[p["name"]].checks:
            p["checks"] = list(by[p["name"]].checks.described)
    report["quality"] = quality_summary(report["modes"], report["results"])
    return report
