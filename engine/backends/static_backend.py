"""The static-KV-cache backend: our own Qwen2/Qwen3/Llama forward over a preallocated cache.

On CUDA this is the fast path: every decode forward is one captured CUDA graph per
attention bucket (see cuda_graphs.py), sampling runs on the device, and only the sampled
tokens cross to the host. On the CPU it is the default for the models it covers, run eagerly.

Every decode forward is shaped by shapes.py so that a row's logits depend only on the
tokens before it: plain steps, pipelined steps and verifies round alike, and greedy lookup
is byte-identical to plain decoding by construction (`info.exact`).

Rolling back is moving the write position: `trim(n)` subtracts n from it. A forward
writes its keys and values at [position, position + rows) and attends to the cache prefix
[0, A); keys past a query's position are masked, so whatever a rejected draft or a padding
row left there is never read, and the next forward overwrites it.

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
from typing import TYPE_CHECKING, Sequence

import torch
import torch.nn.functional as F
from torch import Tensor

from .base import DEFAULT_CONTEXT, Backend, BackendInfo
from .cpu_linear import few_row_linear
from .handles import InFlight, Ready
from .shapes import MIN_BUCKET, DecodeShape, bucket, decode_shape, default_bucket_step, segments
from .static_defaults import MODES, default_attention, default_mode
from .torch_device import cpu_has_native_bf16
from .torch_sampling import draw, greedy_tokens, seed_generator
from ..config import Sampling
from ..models.llama import (
    KVCache,
    LayerFns,
    ModelArgs,
    Weights,
    forward,
    layer_fns,
    load_weights,
    make_cache,
    make_rope,
)
from ..models.quant import fp32_linear, quant_kind, quant_linear
from ..models.quant_store import load_quant, quant_note
from ..placement import QUANTIZED

if TYPE_CHECKING:
    from .cuda_graphs import GraphRunner

PREFILL_MULTIPLE = 64
WARM_CONTEXT = 4096  # compiled modes capture every bucket up to this in warmup_later (later ones lazily)
log = logging.getLogger(__name__)


class StaticBackend(Backend):
    _prefilled: tuple[tuple[int, ...], Tensor] | None = None  # the last prefill's tokens and logits (_reuse)

    def __init__(
        self,
        args: ModelArgs,
        weights: Weights,
        *,
        name: str = "model",
        mode: str = "eager",
        max_context: int | None = None,
        min_bucket: int = MIN_BUCKET,
        bucket_step: int | None | str = "auto",
        attention: str | None = None,
        shape: DecodeShape | None = None,
        prefill_weights: Weights | None = None,
        quant_note: str = "",
    ) -> None:
        """attention: the decode attention, matmul | sdpa (BackendSettings.attention); None:
        default_attention for the device.
        shape: how decode forwards are cut and padded (shapes.py); default per device/dtype.
        bucket_step: buckets grow by it past it (None: they double; "auto": shapes.default_bucket_step).
        prefill_weights: weights with bf16 layer matrices for the prompt's forward where
        `weights` are int4 (quant_store.load_quant dequantizes them from the same codes): the
        int4 kernel is a few-row kernel (320 rows of the 0.5B's gate/up: 75 ms against 6.5
        for a bf16 F.linear, docs/benchmarks/2026-12-01-cpu-quant.md); plain decoding and
        lookup share the prefill, so exactness does not depend on it."""
        if mode not in MODES:
            raise ValueError(f"mode must be one of {MODES}, got {mode!r}")
        self.args, self.w = args, weights
        self.w_prefill = prefill_weights or weights
        self.device = weights.norm.device
        self.dtype = weights.norm.dtype
        self.quant = quant_kind(weights)
        if mode != "eager" and self.device.type != "cuda":
            raise ValueError(f"mode {mode!r} needs a CUDA device, not {self.device}")
        self.mode = mode
        self.shape = shape or decode_shape(
            self.device, self.dtype, self.device.type == "cpu" and cpu_has_native_bf16(), self.quant != "none"
        )
        self.max_len = min(args.max_positions, max_context or DEFAULT_CONTEXT)  # positions a generation may use
        # Room for the padding rows of a forward that ends at the last position. On CUDA the
        # cache is allocated whole (graphs hold its address); elsewhere it grows by doubling.
        self.cache: KVCache = make_cache(args, self._room(MIN_BUCKET if mode == "eager" else self.max_len), self.device, self.dtype)
        self.rope = make_rope(args, self.max_len + self.shape.max_rows, self.device, self.dtype)
        self.key_pos = torch.arange(self.max_len + self.shape.max_rows, device=self.device)  # [L + rows]
        self.min_bucket = min_bucket
        self.bucket_step: int | None = default_bucket_step(self.device.type) if isinstance(bucket_step, str) else bucket_step
        self.length = 0  # the write position: positions the cache holds
        self.generator = torch.Generator(device=self.device)
        self.attention = attention or default_attention(self.device.type, self.quant)
        self._layer_fns()
        self.runner: GraphRunner | None = None
        if mode != "eager":
            self._graphs()
        self._pending: deque = deque()
        self.info = self._info(name, quant_note)

    def _info(self, name: str, quant_note: str) -> BackendInfo:
        label = {"eager": "torch-static", "graphs": "torch-graphs"}.get(self.mode, "torch-compiled")
        return BackendInfo(name=label, model=name, device=str(self.device), dtype=str(self.dtype).removeprefix("torch."),
                           max_context=self.max_len, exact=self.shape.exact, quant=self.quant, quant_note=quant_note)

    def _layer_fns(self) -> None:
        """The layer's functions, with the linear for these weights (quantized, few-row, torch's)."""
        args, rows = self.args, self.shape.attend_rows
        self.linear = quant_linear if self.quant != "none" else few_row_linear if self.shape.few_row else F.linear
        self.fns = layer_fns(args, self.attention, self.linear, rows)
        # The prompt's forward of the int4/int8 paths runs bf16 matrices (prefill_weights); on a
        # CPU without native bf16 it multiplies them in float32 (quant.fp32_linear). gguf's runs
        # on its blocks. Plain and lookup share the prefill, so exactness does not depend on it.
        self.fp32_prefill: LayerFns | None = None
        if self.quant != "none" and self.w_prefill is not self.w and not cpu_has_native_bf16():
            self.fp32_prefill = layer_fns(args, self.attention, fp32_linear, rows)

    def _graphs(self) -> None:
        """CUDA's fast path: the layer compiled where the mode says, graphs, pinned token slots."""
        from .cuda_graphs import GraphRunner, compile_fns

        if self.mode.startswith("compile"):
            self.fns = compile_fns(self.fns, whole_layer=self.mode == "compile-layer")
        rows = self.shape.max_rows
        self.runner = GraphRunner(self._step, rows, self.device)
        self._slots = [torch.zeros(rows, dtype=torch.long).pin_memory() for _ in range(4)]
        self._next_slot = 0
        self._tok_pinned = torch.zeros(rows, dtype=torch.long).pin_memory()

    @classmethod
    def load(
        cls,
        path: Path,
        device: str = "cpu",
        dtype: str = "auto",
        mode: str | None = None,
        max_context: int | None = None,
        attention: str | None = None,
        quant: str = "none",
    ) -> StaticBackend:
        """Raises Unsupported (one line) for a model the small forward does not cover. mode: one of
        MODES; None: default_mode(device). quant: none | int4 | int8 | gguf (a CPU; models/quant.py)."""
        from .torch_device import pick_dtype

        dev = device
        mode = mode or default_mode(dev)
        args = ModelArgs.from_folder(Path(path))
        prefill, note = None, ""
        if quant in QUANTIZED:
            # gguf: the prompt's forward runs on the blocks too (block_linear takes any row count:
            # 20% faster than bf16 matrices on the 1.5B, and no bf16 copy to decode and hold)
            weights, prefill = load_quant(Path(path), args, quant, prefill=quant != "gguf")
            note = quant_note(Path(path), quant)
            log.info("redraft: %s", note)
        else:
            weights = load_weights(Path(path), args, dev, pick_dtype(dtype, dev))
        return cls(
            args, weights, name=Path(path).name, mode=mode, max_context=max_context, attention=attention,
            prefill_weights=prefill, quant_note=note,
        )

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
        # their one-time kernel setup). Causal attention keeps the padding out of the real
        # positions; what it writes past n is masked and overwritten like a rejected draft.
        padded = min(-(-n // PREFILL_MULTIPLE) * PREFILL_MULTIPLE, self.max_len)
        self._grow(padded)
        ids = torch.tensor([*tokens, *[0] * (padded - n)], dtype=torch.long, device=self.device)
        pos = self.key_pos[:padded]
        logits = forward(self.w_prefill, self.fp32_prefill or self.fns, self.cache, self.rope, self.key_pos, ids, pos, None, keep_row=n - 1)
        self.length, self._prefilled = n, (tuple(tokens), logits.clone())  # decode forwards write past n: kept
        return logits  # [1, V]

    def _reuse(self, tokens: Sequence[int]) -> Tensor | None:
        """The last prefill's logits if it fed `tokens` ([0, n) holds them: later forwards write past n)."""
        got = self._prefilled
        if got is None or got[0] != tuple(tokens):
            return None
        self.length = len(tokens)
        return got[1].clone()

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
    def _warm(self, max_width: int) -> None:
        """First use of the decode shape before a timed run: a short prefill and one decode
        forward (graph modes: compile, and capture the first bucket's graph; compiled modes
        compile the buckets up to WARM_CONTEXT in warmup_later; a bucket not captured yet is
        captured when a generation first reaches it). An empty cache after.
        max_width is the Backend interface's: the decode shape does not depend on it."""
        self.reset()
        try:
            self.prefill([0] * PREFILL_MULTIPLE)
            self.forward([0])
        except Exception as e:
            if not self.mode.startswith("compile"):
                raise
            # no working compiler here: the same graphs, uncompiled
            self._uncompiled(f"{type(e).__name__}: {str(e).strip().splitlines()[0] if str(e).strip() else ''}")
            self.prefill([0] * PREFILL_MULTIPLE)
            self.forward([0])
        if self.runner is not None:
            torch.cuda.synchronize(self.device)
        self.reset()

    def warmup_later(self):
        """Compiled modes: compile and capture each bucket up to WARM_CONTEXT, one per step.
        The whole-layer region is compiled per bucket (cuda_graphs.compile_fns), seconds
        each on first use, which would otherwise fall inside the first request to reach it.
        A capture writes garbage past the prompt; the reset after forgets it."""
        if not self.mode.startswith("compile"):
            return
        rows, p = self.shape.min_rows, self.min_bucket  # p: the first position past the warm buckets
        while p < min(WARM_CONTEXT, self.max_len):
            a = bucket(p + 1, self.max_len, self.min_bucket, self.bucket_step)  # the next bucket (max_len itself last)
            with torch.inference_mode():
                self.runner.ensure(rows, a, self.key_pos[p : p + rows])
            self._prefilled = None  # the capture wrote over positions a prompt may hold
            if self.device.type == "cuda":
                torch.cuda.synchronize(self.device)
            self.reset()
            yield
            p = a

    def _uncompiled(self, why: str) -> None:
        from .cuda_graphs import GraphRunner

        log.warning("redraft: torch.compile failed (%s); the CUDA fast path runs uncompiled graphs", why[:200])
        self.reset()
        self._prefilled = None
        self.mode = "graphs"
        self.fns = layer_fns(self.args, self.attention, self.linear, self.shape.attend_rows)
        self.runner = GraphRunner(self._step, self.shape.max_rows, self.device)
        self.info = replace(self.info, name="torch-graphs")

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
            return Ready(toks.tolist())
        slot = self._slots[self._next_slot]
        self._next_slot = (self._next_slot + 1) % len(self._slots)
        n = toks.shape[0]
        slot[:n].copy_(toks, non_blocking=True)
        event = torch.cuda.Event()
        event.record()
        handle = InFlight(slot, n, event)
        self._pending.append(handle)
        return handle

    def collect(self, handle) -> list[int]:
        """Wait for a submitted step and read its sampled tokens."""
        if isinstance(handle, Ready):
            return handle.tokens
        handle.event.synchronize()
        while self._pending and self._pending[0] is not handle:
            self._pending.popleft()
        if self._pending:
            self._pending.popleft()
        return handle.slot[: handle.n].tolist()

    # -- internals ---------------------------------------------------------------------

    def _room(self, positions: int) -> int:
        """Cache slots for `positions`: plus one forward's padding rows past the last."""
        return min(positions, self.max_len) + self.shape.max_rows

    def _grow(self, end: int) -> None:
        """Eager mode: make the cache hold positions [0, end) plus padding rows (doubling)."""
        if self.runner is not None or end + self.shape.max_rows <= self.cache.length:
            return
        old, size = self.cache, self._room(max(end, 2 * (self.cache.length - self.shape.max_rows)))
        self.cache = make_cache(self.args, size, self.device, self.dtype)
        self.cache.k[:, :, : old.length].copy_(old.k)
        self.cache.v[:, :, : old.length].copy_(old.v)

    def _step(self, tokens: Tensor, pos: Tensor, attend: int) -> tuple[Tensor, Tensor]:
        """tokens/pos [rows] -> logits [rows, V], argmax [rows]: what one graph holds."""
        logits = forward(self.w, self.fns, self.cache, self.rope, self.key_pos, tokens, pos, attend)
        return logits, greedy_tokens(logits)

    def _run(self, feed: list[int] | Tensor) -> tuple[Tensor, Tensor]:
        """Forward `feed` at the write position; advance it. Returns logits [n, V], argmax [n].
        The rows go through one or more forwards of the decode shape (shapes.py)."""
        n = len(feed) if isinstance(feed, list) else feed.shape[0]
        self.check_room(n)
        p = self.length
        parts = segments(p, n, self.shape.max_rows, self.max_len, self.min_bucket, self.bucket_step)
        outs = []
        for start, m in parts:
            logits, greedy = self._forward_rows(feed[start - p : start - p + m], start)
            if self.runner is not None and len(parts) > 1:
                logits, greedy = logits.clone(), greedy.clone()  # the next replay may overwrite them
            outs.append((logits, greedy))
        self.length = p + n
        if len(outs) == 1:
            return outs[0]
        return torch.cat([o[0] for o in outs]), torch.cat([o[1] for o in outs])

    def _forward_rows(self, feed: list[int] | Tensor, p: int) -> tuple[Tensor, Tensor]:
        """One forward of the decode shape: the m real rows at positions [p, p + m), padded
        to min_rows with rows after them (never read by the real rows, overwritten later)."""
        m = len(feed) if isinstance(feed, list) else feed.shape[0]
        rows = max(m, self.shape.min_rows)
        a = bucket(p + 1, self.max_len, self.min_bucket, self.bucket_step)  # every row here shares it (segments)
        pos = self.key_pos[p : p + rows]
        if self.runner is None:
            self._grow(max(p + m, a))
            if isinstance(feed, Tensor):
                ids = feed if rows == m else torch.cat([feed, feed.new_zeros(rows - m)])
            else:
                ids = torch.tensor([*feed, *[0] * (rows - m)], dtype=torch.long, device=self.device)
            logits, greedy = self._step(ids, pos, a)
            return logits[:m], greedy[:m]
        r = self.runner
        r.ensure(rows, a, pos)  # capture on first use of this bucket
        if isinstance(feed, Tensor):
            r.tokens[:m].copy_(feed)  # device to device: the previous step's sample
        else:
            self._tok_pinned.numpy()[:m] = feed
            r.tokens[:m].copy_(self._tok_pinned[:m], non_blocking=True)
        r.pos[:rows].copy_(pos)  # the padding rows keep whatever tokens they held
        logits, greedy = r.replay(rows, a)
        return logits[:m], greedy[:m]

    def _draw(self, logits: Tensor, greedy: Tensor | None, sampling: Sampling) -> Tensor:
        """One token per row, on the device; greedy: the argmax the step already computed."""
        if sampling.greedy and greedy is not None:
            return greedy
        return draw(logits, sampling, self.generator)
