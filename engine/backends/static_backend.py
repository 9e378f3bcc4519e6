"""The static-KV-cache backend: our own Qwen2/Llama forward over a preallocated cache.

On CUDA this is the fast path: every verify width is one captured CUDA graph (see
cuda_graphs.py), sampling runs on the device, and only the sampled tokens cross to the
host. On the CPU it runs the same forward eagerly, which is how CI checks the cache logic
(write position, rollback, masks) without a GPU.

Rolling back is moving the write position: `trim(n)` subtracts n from it. A forward
writes its keys and values at [position, position + n) and attends to the cache prefix
[0, A), where A is a bucket (a power of two, at least `min_bucket`) covering the last
position it writes; keys past a query's position are masked, so whatever a rejected draft
left there is never read, and the next forward overwrites it.

With graphs, `submit` and `collect` (the Backend contract; `verify` is the two in one) keep
the logits on the device: a submit enqueues forward + sample and copies the sampled tokens
into pinned memory; only `collect` waits for them. `submit(None)` feeds the single token
the previous submit sampled, still on the device (pipelining).
"""

from __future__ import annotations

import logging
from collections import deque
from dataclasses import replace
from pathlib import Path
from typing import Any, Sequence

import torch
from torch import Tensor

from redraft.engine.backends.base import DEFAULT_CONTEXT, Backend, BackendInfo
from redraft.engine.config import Sampling
from redraft.engine.backends.torch_sampling import draw, seed_generator
from redraft.engine.models.llama import (
    KVCache,
    ModelArgs,
    Unsupported,
    Weights,
    forward,
    layer_fns,
    load_weights,
    make_cache,
    make_rope,
)

MODES = ("eager", "graphs", "compile", "compile-layer")
# Measured on the H200 (docs/benchmarks/h200-widths.md), 0.5B, one-token step: compile-layer
# 1.43 ms, compile 1.50, graphs 2.71; torch.compile(mode="reduce-overhead") of the whole step 5.66.
DEFAULT_CUDA_MODE = "compile-layer"
MIN_BUCKET = 256
PREFILL_MULTIPLE = 64
GRAPH_MAX_WIDTH = 65  # DRAFT_LIMIT + 1: wider forwards (rare) run eagerly
log = logging.getLogger(__name__)


def bucket(end: int, length: int, min_bucket: int = MIN_BUCKET) -> int:
    """The attended cache prefix for a forward whose last position is end - 1."""
    a = min_bucket
    while a < end:
        a *= 2
    return min(a, length)


class _Ready:
    """A handle whose tokens are already on the host (CPU, or after a synchronous step)."""

    __slots__ = ("tokens",)

    def __init__(self, tokens: list[int]) -> None:
        self.tokens = tokens


class _InFlight:
    """A handle for a step enqueued on the GPU: its tokens land in a pinned slot."""

    __slots__ = ("slot", "n", "event")

    def __init__(self, slot: Tensor, n: int, event: Any) -> None:
        self.slot, self.n, self.event = slot, n, event


class StaticBackend(Backend):
    def __init__(
        self,
        args: ModelArgs,
        weights: Weights,
        *,
        name: str = "model",
        mode: str = "eager",
        max_context: int | None = None,
        min_bucket: int = MIN_BUCKET,
        attention: str = "matmul",
    ) -> None:
        """attention: the decode attention, matmul | sdpa (BackendSettings.attention)."""
        if mode not in MODES:
            raise ValueError(f"mode must be one of {MODES}, got {mode!r}")
        self.args, self.w = args, weights
        self.device = weights.embed.device
        self.dtype = weights.embed.dtype
        if mode != "eager" and self.device.type != "cuda":
            raise ValueError(f"mode {mode!r} needs a CUDA device, not {self.device}")
        self.mode = mode
        length = min(args.max_positions, max_context or DEFAULT_CONTEXT)
        self.cache: KVCache = make_cache(args, length, self.device, self.dtype)
        self.rope = make_rope(args, length, self.device, self.dtype)
        self.key_pos = torch.arange(length, device=self.device)  # [L]
        self.min_bucket = min_bucket
        self.length = 0  # the write position: positions the cache holds
        self.generator = torch.Generator(device=self.device)
        self.attention = attention
        self.fns = layer_fns(args, self.attention)
        self.runner = None
        if mode != "eager":
            from redraft.engine.backends.cuda_graphs import GraphRunner, compile_fns

            if mode.startswith("compile"):
                self.fns = compile_fns(self.fns, whole_layer=mode == "compile-layer")
            self.runner = GraphRunner(self._step, GRAPH_MAX_WIDTH, self.device)
            self._slots = [torch.zeros(GRAPH_MAX_WIDTH, dtype=torch.long).pin_memory() for _ in range(4)]
            self._next_slot = 0
            self._tok_pinned = torch.zeros(GRAPH_MAX_WIDTH, dtype=torch.long).pin_memory()
        self._pending: deque = deque()
        label = {"eager": "torch-static", "graphs": "torch-graphs"}.get(mode, "torch-compiled")
        self.info = BackendInfo(
            name=label,
            model=name,
            device=str(self.device),
            dtype=str(self.dtype).removeprefix("torch."),
            max_context=length,
        )

    @classmethod
    def load(
        cls,
        path: Path,
        device: str = "auto",
        dtype: str = "auto",
        mode: str | None = None,
        max_context: int | None = None,
        attention: str = "matmul",
    ) -> StaticBackend:
        """Raises Unsupported (one-line reason) for a model the small forward does not cover.
        mode: one of MODES; None: default_mode(device)."""
        from redraft.engine.backends.torch_backend import pick_device, pick_dtype

        dev = pick_device(device)
        mode = mode or default_mode(dev)
        args = ModelArgs.from_folder(Path(path))
        weights = load_weights(Path(path), args, dev, pick_dtype(dtype, dev))
        return cls(args, weights, name=Path(path).name, mode=mode, max_context=max_context, attention=attention)

    # -- the Backend contract's hooks ---------------------------------------------------

    @property
    def cache_len(self) -> int:
        return self.length

    def _reset(self) -> None:
        if self._pending and self.device.type == "cuda":
            torch.cuda.current_stream(self.device).synchronize()  # pinned slots get reused
        self._pending.clear()
        self.length = 0

    @torch.inference_mode()
    def _prefill(self, tokens: Sequence[int]) -> Tensor:
        n = len(tokens)
        # Padded to a multiple of PREFILL_MULTIPLE, so prompt lengths share kernel shapes (and
        # their one-time cuBLAS/flash setup). Causal attention keeps the padding out of the
        # real positions; what it writes past n is masked and overwritten like a rejected draft.
        padded = min(-(-n // PREFILL_MULTIPLE) * PREFILL_MULTIPLE, self.cache.length)
        ids = torch.tensor([*tokens, *[0] * (padded - n)], dtype=torch.long, device=self.device)
        pos = self.key_pos[:padded]
        logits = forward(self.w, self.fns, self.cache, self.rope, self.key_pos, ids, pos, None, keep_row=n - 1)
        self.length = n
        return logits  # [1, V]

    @torch.inference_mode()
    def _forward(self, tokens: Sequence[int] | Tensor) -> Tensor:
        logits, _ = self._run(tokens if isinstance(tokens, Tensor) else list(tokens))
        return logits.clone() if self.runner is not None else logits  # graph outputs get overwritten

    def _trim(self, n: int) -> None:
        self.length -= n

    def seed(self, seed: int | None) -> None:
        seed_generator(self.generator, seed)

    def draw(self, logits: Tensor, sampling: Sampling) -> Tensor:
        return self._draw(logits, None, sampling)

    def to_host(self, tokens: Tensor) -> list[int]:
        return tokens.tolist()

    @torch.inference_mode()
    def warmup(self, max_width: int, context: int | None = None) -> None:
        """Capture (graph modes) or run (eager) every width 1..max_width at every bucket up
        to `context` (default: 4096 or the cache, whichever is smaller); an empty cache after."""
        if self.runner is None:
            super().warmup(max_width)  # eager: one forward per width, as every backend
            return
        self.reset()
        ctx = min(context or 4096, self.cache.length)
        if self.mode.startswith("compile"):
            try:
                self.prefill([0] * min(8, ctx))  # compile the prefill's pieces now, not at first use
                self.reset()
                self._capture(max_width, ctx)
            except Exception as e:  # no working compiler here: the same graphs, uncompiled
                self._uncompiled(f"{type(e).__name__}: {str(e).strip().splitlines()[0] if str(e).strip() else ''}")
                self._capture(max_width, ctx)
        else:
            self._capture(max_width, ctx)
        self.reset()

    def _uncompiled(self, why: str) -> None:
        from redraft.engine.backends.cuda_graphs import GraphRunner

        log.warning("redraft: torch.compile failed (%s); the CUDA fast path runs uncompiled graphs", why[:200])
        self.reset()
        self.mode = "graphs"
        self.fns = layer_fns(self.args, self.attention)
        self.runner = GraphRunner(self._step, GRAPH_MAX_WIDTH, self.device)
        self.info = replace(self.info, name="torch-graphs")

    def _capture(self, max_width: int, ctx: int) -> None:
        """Every width 1..max_width at every bucket up to ctx."""
        a = bucket(1, self.cache.length, self.min_bucket)
        while True:
            for width in range(1, min(max_width, GRAPH_MAX_WIDTH) + 1):
                p = max(0, min(a, self.cache.length) - width)
                self.runner.ensure(width, a, self.key_pos[p : p + width])
            if a >= ctx:
                break
            a = min(2 * a, self.cache.length)
        torch.cuda.synchronize(self.device)

    # -- fused forward + sample, and pipelining (the Backend contract's submit/collect) ----

    @torch.inference_mode()
    def submit(self, tokens: Sequence[int] | None, sampling: Sampling):
        """Enqueue forward + sample of `tokens` (None: the token the previous submit sampled,
        still on the device) and return without waiting."""
        feed = self._feed(tokens)
        logits, greedy = self._run(feed if isinstance(feed, Tensor) else list(feed))
        toks = self._draw(logits, greedy, sampling)  # [n] on the device
        self._last = toks[-1:]
        if self.runner is None:
            return _Ready(toks.tolist())
        slot = self._slots[self._next_slot]
        self._next_slot = (self._next_slot + 1) % len(self._slots)
        n = toks.shape[0]
        slot[:n].copy_(toks, non_blocking=True)
        event = torch.cuda.Event()
        event.record()
        handle = _InFlight(slot, n, event)
        self._pending.append(handle)
        return handle

    def collect(self, handle) -> list[int]:
        """Wait for a submitted step and read its sampled tokens."""
        if isinstance(handle, _Ready):
            return handle.tokens
        handle.event.synchronize()
        while self._pending and self._pending[0] is not handle:
            self._pending.popleft()
        if self._pending:
            self._pending.popleft()
        return handle.slot[: handle.n].tolist()

    # -- internals ---------------------------------------------------------------------

    def _step(self, tokens: Tensor, pos: Tensor, attend: int) -> tuple[Tensor, Tensor]:
        """tokens/pos [n] -> logits [n, V], argmax [n]: what one graph holds."""
        logits = forward(self.w, self.fns, self.cache, self.rope, self.key_pos, tokens, pos, attend)
        return logits, logits.argmax(dim=-1)

    def _run(self, feed: list[int] | Tensor) -> tuple[Tensor, Tensor]:
        """Forward `feed` at the write position; advance it. Returns logits [n, V], argmax [n]."""
        n = len(feed) if isinstance(feed, list) else feed.shape[0]
        self.check_room(n)
        p = self.length
        a = bucket(p + n, self.cache.length, self.min_bucket)
        pos = self.key_pos[p : p + n]
        if self.runner is None or n > GRAPH_MAX_WIDTH:
            ids = feed if isinstance(feed, Tensor) else torch.tensor(feed, dtype=torch.long, device=self.device)
            out = self._step(ids, pos, a)
        else:
            r = self.runner
            r.ensure(n, a, pos)  # capture on first use of this (width, bucket)
            if isinstance(feed, Tensor):
                r.tokens[:n].copy_(feed)  # device to device: the previous step's sample
            else:
                self._tok_pinned.numpy()[:n] = feed
                r.tokens[:n].copy_(self._tok_pinned[:n], non_blocking=True)
            r.pos[:n].copy_(pos)
            out = r.replay(n, a)
        self.length = p + n
        return out

    def _draw(self, logits: Tensor, greedy: Tensor | None, sampling: Sampling) -> Tensor:
        """One token per row, on the device; greedy: the argmax the step already computed."""
        if sampling.greedy and greedy is not None:
            return greedy
        return draw(logits, sampling, self.generator)


def default_mode(device: str, configured: str | None = None) -> str:
    """On CUDA the configured fast path (BackendSettings.fast_path) where it names one of
    MODES, else DEFAULT_CUDA_MODE; eager elsewhere."""
    if not str(device).startswith("cuda"):
        return "eager"
    return configured if configured in MODES else DEFAULT_CUDA_MODE


def load_fast(path: Path, device: str, dtype: str = "auto", notice=None, mode: str | None = None, attention: str = "matmul"):
    """The fast path for `path` on `device`, or None after a one-line notice (to `notice`,
    else a logging warning) where the small forward does not cover the model (the caller
    then loads the eager backend). mode: the configured fast path (default_mode)."""
    try:
        return StaticBackend.load(path, device=device, dtype=dtype, mode=default_mode(device, mode), attention=attention)
    except Unsupported as e:
        say = notice or log.warning
        say(f"redraft: no CUDA fast path for this model ({e}); using the eager backend")
        return None
