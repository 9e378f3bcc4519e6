"""Decoding parameters, validated before any model loads."""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from .errors import ConfigError

POLICIES = ("auto", "graded", "gated")
NGRAM_LIMIT = 16  # the index grows with the square of the n-gram range
DRAFT_LIMIT = 64
BEST_OF_LIMIT = 16  # candidates a best-of edit draws at most


@dataclass(frozen=True)
class Sampling:
    """How a token is drawn from the target's logits. temperature 0 is greedy."""

    temperature: float = 0.0
    top_p: float = 1.0
    top_k: int = 0  # 0: off
    seed: int | None = None

    @property
    def greedy(self) -> bool:
        return self.temperature == 0.0

    def validate(self) -> None:
        if not 0.0 <= self.temperature <= 10.0:
            raise ConfigError(f"must be in [0, 10], got {self.temperature}", param="temperature")
        if not 0.0 < self.top_p <= 1.0:
            raise ConfigError(f"must be in (0, 1], got {self.top_p}", param="top_p")
        if self.top_k < 0:
            raise ConfigError(f"must be >= 0 (0 turns it off), got {self.top_k}", param="top_k")
        if self.seed is not None and not 0 <= self.seed < 2**63:
            raise ConfigError(f"must be in [0, 2^63), got {self.seed}", param="seed")


@dataclass(frozen=True)
class DecodeConfig:
    """Everything the round loop needs besides the model and the prompt."""

    lookup: bool = True  # False: plain decoding, the same loop with proposals off
    # Draft from the source's text too, in the output's whitespace (engine/propose/textdraft.py;
    # --no-text-lookup): what makes reformatting JSON and re-indenting code draft at all.
    text_lookup: bool = True
    ngram_min: int = 2
    ngram_max: int = 3
    max_draft: int | None = None  # None: per device (engine/policy.py MAX_DRAFT)
    draft_policy: str = "auto"
    # Shorten blocks that cost more than they land (engine/decode/costs.py; --cost-cap). Off by default:
    # on this CPU it lifted prose in bf16 but cut fp32's summary from 1.77x to 1.01x plain
    # (docs/benchmarks/analysis.md); on a GPU it never acts. A sampling seed always turns it off.
    cost_cap: bool = False
    max_tokens: int | None = None  # None: until EOS or the context is full
    stop_strings: tuple[str, ...] = ()
    loop_guard: bool = True
    # Plain rounds enqueue the next step before reading their own (engine/decode/pipeline.py). No
    # flag: off only for A/B measurements and the tests that compare against it.
    pipeline: bool = True
    sampling: Sampling = field(default_factory=Sampling)
    # Best of n (engine/retry.py): with sampling, draw up to n candidates and keep the first the
    # check passes. 1 (the default): one attempt, retried as [check] retries says.
    best_of: int = 1
    # The prompt's cache from the last generation of the same prompt may be reused (no flag: set
    # for best-of candidates after the first; the output is the same as a fresh prefill's).
    reuse_prompt: bool = False

    def validate(self) -> DecodeConfig:
        if not 1 <= self.ngram_min <= NGRAM_LIMIT:
            raise ConfigError(f"must be in [1, {NGRAM_LIMIT}], got {self.ngram_min}", param="ngram_min")
        if not self.ngram_min <= self.ngram_max <= NGRAM_LIMIT:
            raise ConfigError(
                f"must be at least the shortest n-gram ({self.ngram_min}) and at most {NGRAM_LIMIT}, "
                f"got {self.ngram_max}",
                param="ngram_max",
            )
        if self.max_draft is not None and not 1 <= self.max_draft <= DRAFT_LIMIT:
            raise ConfigError(f"must be in [1, {DRAFT_LIMIT}], got {self.max_draft}", param="max_draft")
        if self.draft_policy not in POLICIES:
            raise ConfigError(f"must be one of {', '.join(POLICIES)}, got {self.draft_policy!r}", param="draft_policy")
        if self.max_tokens is not None and self.max_tokens < 1:
            raise ConfigError(f"must be >= 1, got {self.max_tokens}", param="max_tokens")
        if not 1 <= self.best_of <= BEST_OF_LIMIT:
            raise ConfigError(f"must be in [1, {BEST_OF_LIMIT}], got {self.best_of}", param="best_of")
        if self.best_of > 1 and self.sampling.greedy:
            raise ConfigError(f"{self.best_of} needs sampling (a temperature above 0): greedy decoding draws the same "
                              "candidate every time", param="best_of")
        self.sampling.validate()
        return self

    def with_(self, **changes) -> DecodeConfig:
        return replace(self, **changes)
