"""CUDA graphs for the static-cache forward: one graph per (rows, attended bucket). Every
decode forward has the same rows (shapes.py: 32), so that is one graph per bucket, captured
at warm-up (compiled modes, buckets up to static_backend.WARM_CONTEXT) or when a generation
first reaches the bucket.

A graph reads its tokens and positions from static input buffers and leaves the logits
[n, V] and their argmax [n] in static output tensors, which stay alive (and therefore
unclobbered) for as long as the runner does. All graphs share one memory pool: they run
one at a time on one stream, and only their intermediates overlap.

Two ways to fill a graph, measured against each other on the H200 (docs/benchmarks):
- "graphs": the eager ops, captured as they are;
- "compile": the per-layer pieces compiled by torch.compile (inductor fuses the norms,
  rotary, mask and softmax into a few Triton kernels), then captured the same way.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Callable

import torch
from torch import Tensor

from ..models.llama import LayerFns

Step = Callable[[Tensor, Tensor, int], tuple[Tensor, Tensor]]  # tokens [n], pos [n], attend


class GraphRunner:
    def __init__(self, step: Step, max_width: int, device: torch.device) -> None:
        self.step = step
        self.tokens = torch.zeros(max_width, dtype=torch.long, device=device)  # static input
        self.pos = torch.zeros(max_width, dtype=torch.long, device=device)  # static input
        self.graphs: dict[tuple[int, int], tuple[torch.cuda.CUDAGraph, Tensor, Tensor]] = {}
        self.pool = torch.cuda.graph_pool_handle()
        self.device = device

    def ensure(self, n: int, attend: int, pos: Tensor) -> None:
        """Capture the graph for width n and bucket `attend` unless it exists. The warm-up
        run writes the cache at `pos` [n]: pass the positions the next replay will write."""
        if (n, attend) in self.graphs:
            return
        self.pos[:n].copy_(pos)
        side = torch.cuda.Stream(self.device)
        side.wait_stream(torch.cuda.current_stream(self.device))
        with torch.cuda.stream(side):
            for _ in range(2):  # first use: compiles, cuBLAS handles and workspaces
                self.step(self.tokens[:n], self.pos[:n], attend)
        torch.cuda.current_stream(self.device).wait_stream(side)
        graph = torch.cuda.CUDAGraph()
        with torch.cuda.graph(graph, pool=self.pool):
            logits, greedy = self.step(self.tokens[:n], self.pos[:n], attend)
        self.graphs[(n, attend)] = (graph, logits, greedy)

    def replay(self, n: int, attend: int) -> tuple[Tensor, Tensor]:
        """Run the captured graph (inputs already in self.tokens/self.pos)."""
        graph, logits, greedy = self.graphs[(n, attend)]
        graph.replay()
        return logits, greedy


def compile_cache_dir() -> Path:
    """torch.compile's caches (inductor's FX graph and kernel caches, Triton's) live in the
    user cache dir beside the models, not in /tmp, so a later process (or boot) reuses them."""
    from ..store.modelstore import cache_dir

    return cache_dir() / "torch-compile"


DETERMINISTIC_ENV = "TORCHINDUCTOR_DETERMINISTIC"  # "0": inductor's timing-based choices back (A/B only)


def pin_kernel_choices() -> bool:
    """No kernel chosen by timing on the decode path, so every process rounds alike.

    By default inductor benchmarks each reduction kernel's candidate configs (RBLOCK,
    num_warps) on first use and keeps the fastest; those knobs change the order of the
    reduction's sums, so two processes that time differently (another load on the GPU, a
    cold cache) can round an RMSNorm or a softmax apart, and at a near-tie flip a greedy
    token. inductor's deterministic mode picks those configs by a fixed rule instead (and
    its kernels' cache key includes the mode). Pointwise kernels keep their autotuning:
    their configs do not change the numbers. Returns whether the mode is on."""
    import torch._inductor.config as inductor_config

    if os.environ.get(DETERMINISTIC_ENV) == "0" or not hasattr(inductor_config, "deterministic"):
        return bool(getattr(inductor_config, "deterministic", False))
    inductor_config.deterministic = True
    return True


STATIC_LAYER = True  # bench A/B: False compiles the whole-layer region with dynamic sizes too


def compile_fns(fns: LayerFns, whole_layer: bool = False) -> LayerFns:
    """The per-layer pieces through torch.compile, with dynamic sizes so one compile serves
    every prefill length. whole_layer: also compile each cached-attention layer as one
    region (its cache write included), so the residual adds, norms and rotary fuse across
    the pieces. That region only runs decode forwards, whose rows are fixed (shapes.py)
    and whose attended length is a bucket, so it is compiled static: once per bucket (a
    handful per context), each with its softmax specialized to the bucket's length. With
    a symbolic length inductor loops each row's softmax in small blocks, which cost more
    than the rest of the attention together (docs/benchmarks/step_cost.py)."""
    where = compile_cache_dir()
    os.environ.setdefault("TORCHINDUCTOR_CACHE_DIR", str(where))
    os.environ.setdefault("TRITON_CACHE_DIR", str(where / "triton"))
    import torch._dynamo
    import torch.fx.experimental._config as fx_config

    pin_kernel_choices()
    torch._dynamo.config.cache_size_limit = max(torch._dynamo.config.cache_size_limit, 64)
    # Duck sizing would tie a bucket to any equal weight dimension (1.5B: 2048 qkv rows)
    # and recompile when the bucket moves on.
    fx_config.use_duck_shape = False

    def c(fn):
        return torch.compile(fn, dynamic=True, fullgraph=True)

    layer = None
    if whole_layer and fns.layer is not None:
        layer = torch.compile(fns.layer, dynamic=False, fullgraph=True) if STATIC_LAYER else c(fns.layer)
    return LayerFns(c(fns.pre), c(fns.attend), c(fns.post), c(fns.head), layer)
