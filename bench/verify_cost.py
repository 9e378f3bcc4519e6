"""What one verify forward costs at each width: the curve the draft policies live on.

A round that drafts k tokens forwards k + 1 positions. If that costs r times a one-token
step, the round must land about r - 1 proposals to break even with plain decoding.
"""

from __future__ import annotations

import json
import random
import time
from pathlib import Path
from typing import Callable

from .stats import median, spread_pct
from ..engine import ConfigError, ModelError, Sampling
from ..engine.backends.settings import BackendSettings

# Shapes from the public config.json of each model (Qwen/Qwen2.5-*-Instruct, whose Coder
# siblings share them; Qwen/Qwen3-*; meta-llama/Llama-3.*-Instruct); the values that decide a
# forward's cost: width, depth, heads, MLP and vocabulary (and each family's own layer parts:
# Qwen3's q/k norms, Llama's rope scaling). "model_type" picks the config class (qwen2 if absent).
KNOWN_SHAPES: dict[str, dict] = {
    "qwen2.5-0.5b": dict(
        hidden_size=896, intermediate_size=4864, num_hidden_layers=24,
        num_attention_heads=14, num_key_value_heads=2, vocab_size=151936, tie_word_embeddings=True,
    ),
    "qwen2.5-1.5b": dict(
        hidden_size=1536, intermediate_size=8960, num_hidden_layers=28,
        num_attention_heads=12, num_key_value_heads=2, vocab_size=151936, tie_word_embeddings=True,
    ),
    "qwen2.5-3b": dict(
        hidden_size=2048, intermediate_size=11008, num_hidden_layers=36,
        num_attention_heads=16, num_key_value_heads=2, vocab_size=151936, tie_word_embeddings=True,
    ),
    "qwen2.5-7b": dict(
        hidden_size=3584, intermediate_size=18944, num_hidden_layers=28,
        num_attention_heads=28, num_key_value_heads=4, vocab_size=152064, tie_word_embeddings=False,
    ),
    "qwen2.5-14b": dict(
        hidden_size=5120, intermediate_size=13824, num_hidden_layers=48,
        num_attention_heads=40, num_key_value_heads=8, vocab_size=152064, tie_word_embeddings=False,
    ),
    "qwen3-0.6b": dict(
        model_type="qwen3", hidden_size=1024, intermediate_size=3072, num_hidden_layers=28, head_dim=128,
        num_attention_heads=16, num_key_value_heads=8, vocab_size=151936, tie_word_embeddings=True,
    ),
    "qwen3-1.7b": dict(
        model_type="qwen3", hidden_size=2048, intermediate_size=6144, num_hidden_layers=28, head_dim=128,
        num_attention_heads=16, num_key_value_heads=8, vocab_size=151936, tie_word_embeddings=True,
    ),
    "qwen3-8b": dict(
        model_type="qwen3", hidden_size=4096, intermediate_size=12288, num_hidden_layers=36, head_dim=128,
        num_attention_heads=32, num_key_value_heads=8, vocab_size=151936, tie_word_embeddings=False,
    ),
    "llama-3.2-1b": dict(
        model_type="llama", hidden_size=2048, intermediate_size=8192, num_hidden_layers=16, head_dim=64,
        num_attention_heads=32, num_key_value_heads=8, vocab_size=128256, tie_word_embeddings=True,
        rope_theta=500000.0, rms_norm_eps=1e-5, rope_scaling=dict(
            rope_type="llama3", factor=32.0, low_freq_factor=1.0, high_freq_factor=4.0, original_max_position_embeddings=8192),
    ),
    "llama-3.1-8b": dict(
        model_type="llama", hidden_size=4096, intermediate_size=14336, num_hidden_layers=32, head_dim=128,
        num_attention_heads=32, num_key_value_heads=8, vocab_size=128256, tie_word_embeddings=False,
        rope_theta=500000.0, rms_norm_eps=1e-5, rope_scaling=dict(
            rope_type="llama3", factor=8.0, low_freq_factor=1.0, high_freq_factor=4.0, original_max_position_embeddings=8192),
    ),
}
COMMON = dict(max_position_embeddings=32768, rms_norm_eps=1e-6, hidden_act="silu", use_sliding_window=False)


def model_config(spec: str):
    """A transformers config from a known name (see KNOWN_SHAPES) or a config.json path/folder."""
    from transformers import AutoConfig

    key = spec.strip().lower().removesuffix("-instruct")
    if key in KNOWN_SHAPES:
        shape = {**COMMON, **KNOWN_SHAPES[key]}
        return AutoConfig.for_model(shape.pop("model_type", "qwen2"), **shape)
    path = Path(spec).expanduser()
    if path.is_dir():
        path = path / "config.json"
    if not path.is_file():
        raise ConfigError(
            f"--random-weights: {spec!r} is neither a known shape ({', '.join(KNOWN_SHAPES)}) "
            "nor a config.json file or folder"
        )
    try:
        data = json.loads(path.read_text())
        model_type = data.pop("model_type")
    except (OSError, ValueError, KeyError) as e:
        raise ConfigError(f"--random-weights: {path} is not a transformers config.json ({e})") from e
    try:
        return AutoConfig.for_model(model_type, **data)
    except ValueError as e:
        raise ConfigError(f"--random-weights: {path}: {e}") from e


def random_backend(
    spec: str, device: str = "auto", dtype: str = "auto", graphs: bool = True, seed: int = 0,
    static: bool | None = None, settings: BackendSettings = BackendSettings(), quant: str = "none",
):
    """A backend over a random-weight model at the real shapes, built on the device: the
    one a session would load for such a model there (on CUDA and CPU the static-cache
    backend, unless graphs=False; else the eager transformers backend). `static` forces the
    choice. `settings`: the backend switches the caller read from the environment. quant (a
    CPU; auto: the CPU's choice): the weights quantized as a Hugging Face folder's are at load."""
    import torch

    from ..engine.backends.torch_backend import TorchBackend, pick_dtype
    from ..engine.placement import place

    cfg = model_config(spec)
    where = place("torch", device or "auto", dtype or "auto", quant or "none", graphs)
    dev = where.device
    dt = pick_dtype(where.dtype, dev)
    key = spec.lower().removesuffix("-instruct")
    name = f"random-weights:{spec if key in KNOWN_SHAPES else Path(spec).name}"
    if static is None:
        static = where.static
    try:
        if static:
            backend = _static_random(cfg, dev, dt, name, seed, settings, where.quant)
            if backend is not None:
                return backend
        from transformers import AutoModelForCausalLM

        torch.manual_seed(seed)
        with torch.device(dev):
            model = AutoModelForCausalLM.from_config(cfg, dtype=dt)
    except (RuntimeError, ValueError) as e:
        raise ModelError(f"cannot build a random {spec} model on {dev}: {str(e).splitlines()[0]}") from e
    return TorchBackend(model.eval(), name=name, few_row=settings.few_row)


def _static_random(cfg, dev: str, dt, name: str, seed: int, settings: BackendSettings, quant: str = "none"):
    """The static-cache backend over random weights; None (after a one-line notice) where
    its forward does not cover the architecture."""
    import sys

    import torch

    from ..engine.backends.static_backend import StaticBackend
    from ..engine.backends.static_defaults import default_mode
    from ..engine.models.llama import ModelArgs, Unsupported, random_weights

    try:
        args = ModelArgs.from_config(cfg.to_dict())
    except Unsupported as e:
        print(f"redraft: the fast path does not cover this model ({e}); timing the eager backend", file=sys.stderr)
        return None
    mode = default_mode(dev, settings.fast_path)
    if quant != "none":  # bf16 weights quantized as models/quant_store.load_quant does for a folder without files
        from ..engine.models.quant import quantize_weights

        dense = random_weights(args, torch.device(dev), torch.bfloat16, seed=seed)
        return StaticBackend(args, quantize_weights(dense, quant), name=f"{name}:{quant}", mode=mode,
                             attention=settings.attention, prefill_weights=None if quant == "gguf" else dense)
    weights = random_weights(args, torch.device(dev), dt, seed=seed)
    return StaticBackend(args, weights, name=name, mode=mode, attention=settings.attention)


def vocab_size(backend) -> int:
    """From the transformers config where there is one, else from a one-token prefill's logits
    (backends with their own forward, such as the static-cache one)."""
    model = getattr(backend, "model", None)
    size = getattr(getattr(model, "config", None), "vocab_size", None)
    if size:
        return int(size)
    backend.reset()
    logits = backend.prefill([0])
    backend.reset()
    return int(logits.shape[-1])


def measure(
    backend,
    context: int = 512,
    max_width: int = 16,
    reps: int = 9,
    sync: Callable[[], None] = lambda: None,
    log: Callable[[str], None] = lambda s: None,
) -> dict:
    """Prefill `context` tokens, then time one verify step of each width 1..max_width on top
    of it (trimmed off again), `reps` times interleaved over the widths; medians.

    A verify step is what the round loop does per round: the backend's `verify` (forward +
    greedy sample; the sampled tokens reach the host, so the clock stops when the work is
    done)."""
    _check_args(backend, context, max_width, reps)
    rng = random.Random(0)
    vocab = vocab_size(backend)
    toks = [rng.randrange(vocab) for _ in range(context + max_width)]
    times = _time_widths(backend, toks, context, max_width, reps, sync, log)
    return {
        "context": context, "reps": reps, "max_width": max_width,
        "step": "verify (forward + sample)",
        "widths": _rows(times),
    }


def _check_args(backend, context: int, max_width: int, reps: int) -> None:
    if context < 1:
        raise ConfigError(f"--context must be >= 1, got {context}")
    if not 1 <= max_width <= 64:
        raise ConfigError(f"--max-width must be in [1, 64], got {max_width}")
    if reps < 1:
        raise ConfigError(f"--reps must be >= 1, got {reps}")
    room = backend.info.max_context
    if context + max_width > room:
        raise ConfigError(f"--context {context} + width {max_width} exceeds the model's context ({room})")


def _time_widths(backend, toks: list[int], context: int, max_width: int, reps: int,
                 sync: Callable[[], None], log: Callable[[str], None]) -> dict[int, list[float]]:
    """Milliseconds of each verify width, `reps` times, over the prefilled `context`: every
    width used once untimed first, then the widths interleaved within each rep."""
    greedy = Sampling()
    widths = list(range(1, max_width + 1))

    def step(tokens: list[int]) -> list[int]:
        return backend.verify(tokens, greedy)

    backend.warmup(max_width)  # what a session does first (graph capture where there is one)
    backend.reset()
    backend.prefill(toks[:context])
    sync()
    for w in widths:  # first use of every width at this context, untimed
        step(toks[context : context + w])
        backend.trim(w)
    sync()
    times: dict[int, list[float]] = {w: [] for w in widths}
    for r in range(reps):
        for w in widths:
            sync()
            t0 = time.perf_counter()
            step(toks[context : context + w])
            sync()
            times[w].append((time.perf_counter() - t0) * 1000)
            backend.trim(w)
        log(f"verify cost: rep {r + 1}/{reps}, width 1 {times[1][-1]:.2f} ms, width {max_width} {times[max_width][-1]:.2f} ms")
    backend.reset()
    return times


def _rows(times: dict[int, list[float]]) -> list[dict]:
    """One row a width: its median, spread, and cost against width 1 (and so the drafts a
    round must land to break even)."""
    base = median(times[1])
    rows = []
    for w, ms in times.items():
        m = median(ms)
        rows.append(
            {
                "width": w,
                "ms": round(m, 4),
                "min_ms": round(min(ms), 4),
                "max_ms": round(max(ms), 4),
                "spread_pct": round(spread_pct(ms), 2),
                "vs_width_1": round(m / base, 4) if base > 0 else None,
                "break_even_accepted": round(m / base - 1, 3) if base > 0 else None,
            }
        )
    return rows
