"""`redraft bench --modes mlx-lm`: mlx-lm's own greedy decoding (generate_step, the loop
under mlx_lm.generate and stream_generate) on the MLX backend's model, as the anchor for
`plain` and `lookup` run with `--backend mlx`.

Listed in redraft.bench.modes.OPTIONAL_MODES, which imports it only when the mode is asked for.
"""

from __future__ import annotations

import time

import mlx.core as mx
from mlx_lm.generate import generate_step

from .modes import WARM_TOKENS, BenchContext, RunOutput
from ..engine import StopReason


class MlxLmMode:
    name = "mlx-lm"

    def label(self, ctx: BenchContext) -> str:
        return self.name

    def unavailable(self, ctx: BenchContext) -> str | None:
        if getattr(ctx.backend.info, "name", None) == "mlx":
            return None
        return f"mlx-lm runs on the mlx backend's model: not with the {ctx.backend.info.name} backend (use --backend mlx)"

    def max_width(self, ctx: BenchContext) -> int:
        return 1

    def warm(self, ctx: BenchContext, prompt: list[int]) -> None:
        self.run(ctx, prompt, WARM_TOKENS)

    def run(self, ctx: BenchContext, prompt: list[int], max_tokens: int) -> RunOutput:
        model = ctx.backend.model
        eos = set(ctx.eos)
        tokens: list[int] = []
        stop, forwards = StopReason.MAX_TOKENS, 0
        t0 = time.perf_counter()
        for token, _ in generate_step(mx.array(list(prompt)), model, max_tokens=max_tokens):
            forwards += 1
            if token in eos:
                stop = StopReason.EOS
                break
            tokens.append(token)
        seconds = time.perf_counter() - t0
        return RunOutput(
            tokens=tuple(tokens),
            text=ctx.decode(tokens),
            seconds=seconds,
            stop_reason=stop,
            forwards=forwards,
            drafted=0,
            accepted=0,
        )
