"""The decoders a benchmark compares, all on one loaded model, prompt, dtype and device.

Our modes run through the session (Session.stream for an edit, stream_chat for a chat), the
path `redraft edit`, the TUI and `redraft serve` run, so the bench times what users get.

    plain          our round loop with proposals off
    lookup         our round loop, draft policy `auto` (resolved per device)
    lookup-graded  our round loop, graded policy (reference #2074)
    lookup-gated   our round loop, gated policy (reference #2092)
    lookup-capped    graded with the cost cap (engine/decode/costs.py) on, for A/B
    lookup-uncapped  graded with the cost cap off, for A/B
    lookup-no-text   graded with the text proposer (engine/propose/textdraft.py) off: token n-grams
                     only, as before issue 13, for A/B
    hf             transformers `generate`, greedy
    hf-pld         transformers `generate` with `prompt_lookup_num_tokens` (the anchor)

Adding a decoder: write a class with the `Mode` methods below and add it to MODES; one whose
imports may be missing (mlx-lm: bench/mlx_mode.py) goes in OPTIONAL_MODES as (module, class),
imported only when that mode is asked for. Nothing registers itself on import.
"""

from __future__ import annotations

import importlib
import time
from dataclasses import dataclass, field
from typing import Any, Callable, Iterator, Protocol, Sequence

from ..engine import DecodeConfig, Event, Sampling, StopReason, tally_of
from ..engine.session import EditRequest, Session

HF_PLD_TOKENS = 10  # transformers' documented example value for prompt_lookup_num_tokens
WARM_TOKENS = 8


@dataclass
class BenchContext:
    """What every mode shares: the loaded backend and tokenizer, the session over them, the
    prompt being run, and the lookup settings."""

    backend: Any
    tokenizer: Any
    ngram_min: int = 2
    ngram_max: int = 3
    max_draft: int | None = None  # None: per device
    hf_pld_tokens: int = HF_PLD_TOKENS
    hf_pld_ngram: int | None = None  # None: transformers' default (2)
    model_spec: str | None = None  # --model, for hf modes when the backend is not transformers
    session: Any = None  # None: a Session over backend and tokenizer
    sampling: Sampling = field(default_factory=Sampling)  # our loop's modes (--quality --temp ...); greedy by default
    best_of: int = 1  # candidates of a refused edit (--quality --best-of)
    current: Any = None  # the BenchPrompt being run (runner.py sets it): what the session is asked
    _hf_model: object = field(default=None, repr=False)

    def __post_init__(self) -> None:
        if self.session is None:
            self.session = Session(self.backend, self.tokenizer)

    @property
    def device(self) -> str:
        return self.backend.info.device

    @property
    def max_draft_resolved(self) -> int:
        return self.session.resolved(DecodeConfig(max_draft=self.max_draft)).max_draft

    def stream(self, ids: list[int], cfg: DecodeConfig) -> Iterator[Event]:
        """The current prompt through the session, with its ids already built (prompts.prompt_ids):
        an edit as `redraft edit` and the TUI send it, a chat as `redraft serve` does."""
        p = self.current
        if p is not None and p.kind == "edit":
            return self.session.stream(EditRequest(p.source, p.instruction, p.filename), cfg, ids=ids)
        return self.session.stream_chat(p.messages() if p is not None else [], cfg, ids=ids)

    @property
    def eos(self) -> list[int]:
        return list(getattr(self.tokenizer, "eos", []) or [])

    def hf_model(self):
        """The transformers model `generate` runs on: the torch backend's own, else (a backend
        with its own forward, such as the static-cache one) the same folder loaded once more
        at the backend's device and dtype."""
        model = getattr(self.backend, "model", None)
        if model is not None and hasattr(model, "generate"):
            return model
        if self._hf_model is None:
            import torch
            from transformers import AutoModelForCausalLM

            from ..engine.store.modelstore import resolve_model

            info = self.backend.info
            path = resolve_model(self.model_spec)
            dtype = getattr(torch, info.dtype)
            self._hf_model = AutoModelForCausalLM.from_pretrained(path, dtype=dtype).to(info.device).eval()
        return self._hf_model

    @property
    def hf_shares_backend_model(self) -> bool:
        model = getattr(self.backend, "model", None)
        return model is not None and hasattr(model, "generate")

    def decode(self, ids: Sequence[int]) -> str:
        return self.tokenizer.decode(list(ids))

    def sync(self) -> None:
        """Wait for queued device work, so a clock read means the work is done."""
        if self.device.startswith("cuda"):
            import torch

            torch.cuda.synchronize(self.device)


@dataclass
class RunOutput:
    """One call of one mode on one prompt."""

    tokens: tuple[int, ...]
    text: str
    seconds: float  # the whole call, prefill included
    stop_reason: StopReason
    forwards: int | None = None
    drafted: int | None = None
    accepted: int | None = None
    prefill_ms: float | None = None
    extra: dict = field(default_factory=dict)

    @property
    def tok_per_s(self) -> float:
        return len(self.tokens) / self.seconds if self.seconds > 0 else 0.0


class Mode(Protocol):
    name: str

    def label(self, ctx: BenchContext) -> str:
        """The column name in the report (may resolve `auto`)."""

    def unavailable(self, ctx: BenchContext) -> str | None:
        """Why this mode cannot run on this backend, or None."""

    def max_width(self, ctx: BenchContext) -> int:
        """The widest forward it makes after the prefill (for the warmup)."""

    def warm(self, ctx: BenchContext, prompt: list[int]) -> None:
        """A short call, so the timed runs pay no first use."""

    def run(self, ctx: BenchContext, prompt: list[int], max_tokens: int) -> RunOutput:
        """One timed call; greedy, at most max_tokens tokens."""


class LoopMode:
    """Our round loop (engine/decode/loop.py), greedy, the loop guard off so every mode decodes the
    same tokens up to EOS or the cap."""

    def __init__(
        self, name: str, lookup: bool, policy: str = "auto", cost_cap: bool | None = None, text: bool = True
    ) -> None:
        self.name, self.lookup, self.policy, self.cost_cap, self.text = name, lookup, policy, cost_cap, text

    def label(self, ctx: BenchContext) -> str:
        if self.name == "lookup":
            return f"lookup ({ctx.session.resolved(DecodeConfig()).draft_policy})"
        return self.name

    def config(self, ctx: BenchContext, max_tokens: int) -> DecodeConfig:
        return DecodeConfig(
            lookup=self.lookup,
            ngram_min=ctx.ngram_min,
            ngram_max=ctx.ngram_max,
            max_draft=ctx.max_draft,
            draft_policy=self.policy,
            cost_cap=DecodeConfig.cost_cap if self.cost_cap is None else self.cost_cap,
            text_lookup=self.text,
            max_tokens=max_tokens,
            loop_guard=False,
            sampling=ctx.sampling,
            best_of=ctx.best_of,
        ).validate()

    def unavailable(self, ctx: BenchContext) -> str | None:
        return None

    def max_width(self, ctx: BenchContext) -> int:
        return ctx.max_draft_resolved + 1 if self.lookup else 1

    def warm(self, ctx: BenchContext, prompt: list[int]) -> None:
        self.run(ctx, prompt, WARM_TOKENS)

    def run(self, ctx: BenchContext, prompt: list[int], max_tokens: int) -> RunOutput:
        return self.run_config(ctx, prompt, self.config(ctx, max_tokens))

    def run_config(self, ctx: BenchContext, prompt: list[int], cfg: DecodeConfig) -> RunOutput:
        """One call with `cfg` (run's, or a retry's: another sampling), through the session:
        timed from the request to its Done (the config resolved, the text index built)."""
        ctx.sync()
        t0 = time.perf_counter()
        events = list(ctx.stream(prompt, cfg))
        ctx.sync()
        seconds = time.perf_counter() - t0
        t = tally_of(events)  # engine/tally.py: the counts the loop's Summary and the TUI show
        assert t.summary is not None, "the loop ended without Done"
        tokens = events[-1].tokens
        return RunOutput(
            tokens=tuple(tokens),
            text=ctx.decode(tokens),
            seconds=seconds,
            stop_reason=t.summary.stop_reason,
            forwards=t.forwards,
            drafted=t.drafted,
            accepted=t.accepted,
            prefill_ms=t.prefill_ms,
            extra={"rounds": t.rounds, "shadow_confirmations": t.summary.shadow_confirmations},
        )


class _ForwardCounter:
    """Counts the model's forward calls inside `generate` and the tokens each one fed."""

    def __init__(self, model) -> None:
        self.model = model
        self.widths: list[int] = []

    def _hook(self, module, args, kwargs) -> None:
        ids = kwargs.get("input_ids")
        if ids is None and args:
            ids = args[0]
        if ids is None:
            embeds = kwargs.get("inputs_embeds")
            width = int(embeds.shape[1]) if embeds is not None else 1
        else:
            width = int(ids.shape[-1])
        self.widths.append(width)

    def __enter__(self) -> _ForwardCounter:
        self.handle = self.model.register_forward_pre_hook(self._hook, with_kwargs=True)
        return self

    def __exit__(self, *exc) -> None:
        self.handle.remove()


class HfMode:
    """transformers `generate` on the backend's own model, greedy; with `pld`, its prompt
    lookup (`prompt_lookup_num_tokens`, transformers >= 4.37; the same call in 5.17 and 5.24).
    It runs with stock nn.Linear forwards, as users run transformers (our CPU fp32 few-row
    linears, engine/backends/cpu_linear.py, are switched off for the call)."""

    def __init__(self, name: str, pld: bool) -> None:
        self.name, self.pld = name, pld

    def label(self, ctx: BenchContext) -> str:
        return self.name

    def unavailable(self, ctx: BenchContext) -> str | None:
        if ctx.hf_shares_backend_model or ctx.backend.info.name != "mlx":
            return None
        return f"{self.name} runs transformers on torch: not with the {ctx.backend.info.name} backend"

    def max_width(self, ctx: BenchContext) -> int:
        return ctx.hf_pld_tokens + 1 if self.pld else 1

    def kwargs(self, ctx: BenchContext, max_tokens: int) -> dict:
        eos = ctx.eos
        kw = dict(
            max_new_tokens=max_tokens,
            do_sample=False,
            num_beams=1,
            repetition_penalty=1.0,  # a folder's generation_config may set one: greedy means none
            eos_token_id=eos or None,
            pad_token_id=eos[0] if eos else 0,
        )
        if self.pld:
            kw["prompt_lookup_num_tokens"] = ctx.hf_pld_tokens
            if ctx.hf_pld_ngram is not None:
                kw["max_matching_ngram_size"] = ctx.hf_pld_ngram
        return kw

    def warm(self, ctx: BenchContext, prompt: list[int]) -> None:
        self.run(ctx, prompt, WARM_TOKENS)

    def run(self, ctx: BenchContext, prompt: list[int], max_tokens: int) -> RunOutput:
        import torch

        from ..engine.backends.cpu_linear import stock_linear

        model = ctx.hf_model()
        device = next(model.parameters()).device
        ids = torch.tensor([list(prompt)], device=device)
        kwargs = self.kwargs(ctx, max_tokens)
        with _ForwardCounter(model) as counter, stock_linear(model), torch.inference_mode():
            ctx.sync()
            t0 = time.perf_counter()
            out = model.generate(ids, attention_mask=torch.ones_like(ids), **kwargs)
            ctx.sync()
            seconds = time.perf_counter() - t0
        new = out[0, len(prompt):].tolist()
        eos = set(ctx.eos)
        cut = next((i for i, t in enumerate(new) if t in eos), None)
        tokens = tuple(new if cut is None else new[:cut])
        emitted = len(new) if cut is None else cut + 1  # tokens the forwards produced, EOS included
        widths = counter.widths
        forwards = len(widths)
        drafted = (max(0, widths[0] - len(prompt)) + sum(w - 1 for w in widths[1:])) if widths else 0
        return RunOutput(
            tokens=tokens,
            text=ctx.decode(tokens),
            seconds=seconds,
            stop_reason=StopReason.EOS if cut is not None else StopReason.MAX_TOKENS,
            forwards=forwards,
            drafted=drafted,
            accepted=max(0, emitted - forwards),
        )


ModeFactory = Callable[[], Mode]
MODES: dict[str, ModeFactory] = {
    "plain": lambda: LoopMode("plain", lookup=False),
    "lookup": lambda: LoopMode("lookup", lookup=True, policy="auto"),
    "lookup-graded": lambda: LoopMode("lookup-graded", lookup=True, policy="graded"),
    "lookup-gated": lambda: LoopMode("lookup-gated", lookup=True, policy="gated"),
    "lookup-capped": lambda: LoopMode("lookup-capped", lookup=True, policy="graded", cost_cap=True),
    "lookup-uncapped": lambda: LoopMode("lookup-uncapped", lookup=True, policy="graded", cost_cap=False),
    "lookup-no-text": lambda: LoopMode("lookup-no-text", lookup=True, policy="graded", text=False),
    "hf": lambda: HfMode("hf", pld=False),
    "hf-pld": lambda: HfMode("hf-pld", pld=True),
}
# name -> (module, class): modes whose imports may be missing, loaded when asked for
OPTIONAL_MODES: dict[str, tuple[str, str, str]] = {
    "mlx-lm": ("redraft.bench.mlx_mode", "MlxLmMode", "pip install 'redraft[mlx]' (Linux: mlx[cpu])"),
}
DEFAULT_MODES = ("plain", "lookup-graded", "lookup-gated", "hf", "hf-pld")
QUICK_MODES = ("plain", "lookup", "hf-pld")
QUALITY_MODES = ("plain", "lookup")


def register_mode(name: str, factory: ModeFactory) -> None:
    """Add a mode by name (tests, or a decoder of your own); the built-ins are listed above."""
    MODES[name] = factory


def mode_names() -> list[str]:
    """Every mode, the optional ones included (whether or not their imports are installed)."""
    return [*MODES, *OPTIONAL_MODES]


def unknown_modes(names: Sequence[str]) -> list[str]:
    return [n for n in names if n not in MODES and n not in OPTIONAL_MODES]


def _optional(name: str) -> Mode:
    from ..engine import ConfigError

    module, cls, install = OPTIONAL_MODES[name]
    try:
        return getattr(importlib.import_module(module), cls)()
    except (ImportError, OSError) as e:
        raise ConfigError(f"mode {name} needs {getattr(e, 'name', None) or e}: {install}") from None


def make_modes(names: Sequence[str], baseline: bool = True) -> list[Mode]:
    """The modes by name, plain first (it is every speedup's baseline and the parity
    reference, so it always runs, unless `baseline` is False: a quality run of one mode)."""
    from ..engine import ConfigError

    bad = unknown_modes(names)
    if bad:
        raise ConfigError(f"unknown mode {', '.join(bad)}: choose from {', '.join(mode_names())}")
    ordered = ["plain"] + [n for n in dict.fromkeys(names) if n != "plain"]
    if not baseline:
        ordered = list(dict.fromkeys(names))
    return [MODES[n]() if n in MODES else _optional(n) for n in ordered]
