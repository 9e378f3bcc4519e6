"""The backend contract: everything the round loop calls, and the pieces backends share.

A backend implements the cache (`_reset`, `_prefill`, `_forward`, `_trim`, `cache_len`) and
the draw (`draw`, `to_host`, `seed`). The public methods live here, so their rules are the
same in every backend:

- `prefill` needs an empty cache (one error everywhere); `prefill` and `forward` never
  write past `info.max_context`;
- `trim(n)` needs 0 <= n <= cache_len; a trim of n > 0 forgets the last sampled token, so
  `submit(None)` raises until the next submit;
- `verify(tokens)` samples what `sample(forward(tokens))` samples; `submit` computes eagerly
  and returns a handle that `collect` reads; `submit(None)` feeds the last token the
  previous submit (or verify) sampled, without reading it on the host.

Where the framework queues work (torch on CUDA, MLX's lazy graphs) the default `submit`
already returns before its tokens reach the host: `draw` keeps them on the device and only
`collect` reads them. A backend may override `submit`/`collect` (the CUDA-graph fast path
copies into pinned memory); the loop cannot tell the difference.

Logits and token blocks are opaque to the loop; only the backend reads them.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass
from typing import Any, Callable, Iterator, Sequence

from ..config import Sampling
from ..errors import UnsupportedModelError

Logits = Any  # backend-owned: [n, vocab] rows for the last n positions fed
Tokens = Any  # backend-owned 1-D block of token ids, maybe still on the device or lazy
Handle = Any  # what submit returns and collect reads

# The context when a model's config names none (max_position_embeddings missing).
DEFAULT_CONTEXT = 32768
WARMUP_PROMPT = 8  # tokens under the warmup's forwards


@dataclass(frozen=True)
class BackendInfo:
    name: str  # "torch", "torch-static", "mlx", ...
    model: str
    device: str
    dtype: str
    max_context: int
    # True where greedy lookup is byte-identical to plain decoding by construction: a row's
    # logits do not depend on how many rows share its forward (engine/backends/shapes.py).
    exact: bool = False
    # The weights' storage: "none" (the dtype above), "int4" (groupwise 4-bit, models/quant.py).
    quant: str = "none"
    quant_note: str = ""  # what the int4 weights kept from the GGUF and what was requantized


class Backend(ABC):
    info: BackendInfo
    _last: Tokens | None = None  # what submit(None) feeds: the last token sampled, [1]

    # -- what a backend implements --------------------------------------------------------

    @property
    @abstractmethod
    def cache_len(self) -> int:
        """Positions the cache holds."""

    @abstractmethod
    def _reset(self) -> None:
        """Empty the cache."""

    @abstractmethod
    def _forward(self, tokens: Sequence[int] | Tokens) -> Logits:
        """Feed a block after the cache (room checked): logits [len(tokens), vocab]. `tokens`
        is a list of ids or a block `draw` returned (a chained step)."""

    def _prefill(self, tokens: Sequence[int]) -> Logits:
        """Feed the prompt into the empty cache: the last position's logits [1, vocab]."""
        return self._forward(tokens)[-1:]

    @abstractmethod
    def _trim(self, n: int) -> None:
        """Drop the last n positions, 0 < n <= cache_len."""

    @abstractmethod
    def draw(self, logits: Logits, sampling: Sampling) -> Tokens:
        """One token per row, where the logits are: argmax when greedy, else t ~ p."""

    @abstractmethod
    def seed(self, seed: int | None) -> None:
        """Seed the sampler's generator (None: from entropy)."""

    def to_host(self, tokens: Tokens) -> list[int]:
        """A block of tokens as Python ints (waits for them where they are still queued)."""
        return [int(t) for t in tokens]

    # -- the contract the round loop calls ------------------------------------------------

    def reset(self) -> None:
        """Forget the cache and the last sampled token: the next call is a prefill."""
        self._last = None
        self._reset()

    def prefill(self, tokens: Sequence[int], reuse: bool = False) -> Logits:
        """Feed the prompt into an empty cache; the last position's logits [1, vocab]. reuse:
        where the last prefill fed the same tokens and the backend still holds them, take its
        cache and logits instead of computing them again (the same numbers: _reuse)."""
        if self.cache_len:
            raise RuntimeError(f"prefill needs an empty cache, this one holds {self.cache_len}: reset() first")
        self.check_room(len(tokens))
        again = self._reuse(tokens) if reuse else None
        return again if again is not None else self._prefill(tokens)

    def _reuse(self, tokens: Sequence[int]) -> Logits | None:
        """The last prefill's logits, its positions held again, if it fed `tokens` and nothing
        has written over them since; None (the default: not kept) to compute them."""
        return None

    def forward(self, tokens: Sequence[int] | Tokens) -> Logits:
        """Feed a block after what the cache holds; its logits [len(tokens), vocab]."""
        self.check_room(len(tokens))
        return self._forward(tokens)

    def trim(self, n: int) -> None:
        """Drop the last n positions. Nothing chains across a rollback: a trim of n > 0
        forgets the last sampled token."""
        if not 0 <= n <= self.cache_len:
            raise ValueError(f"cannot trim {n} of {self.cache_len} positions")
        if n:
            self._last = None
            self._trim(n)

    def sample(self, logits: Logits, sampling: Sampling) -> list[int]:
        """One token per row: argmax when greedy, else t ~ p (temperature, top-k, top-p)."""
        return self.to_host(self.draw(logits, sampling))

    def verify(self, tokens: Sequence[int], sampling: Sampling) -> list[int]:
        """Forward + sample: one token per position [len(tokens)]."""
        return self.collect(self.submit(tokens, sampling))

    def submit(self, tokens: Sequence[int] | None, sampling: Sampling) -> Handle:
        """Forward + sample `tokens` (None: the token the previous submit sampled) and
        return a handle without reading the tokens on the host."""
        toks = self.draw(self.forward(self._feed(tokens)), sampling)
        self._last = toks[-1:]
        return toks

    def collect(self, handle: Handle) -> list[int]:
        """The tokens a submit sampled, on the host."""
        return self.to_host(handle)

    def warmup(self, max_width: int, later: bool = True) -> None:
        """First use of everything a timed run needs (_warm), then an empty cache. later:
        also run every piece of warmup_later (False: leave them to the caller, or to the
        first use)."""
        self._warm(max_width)
        if later:
            for _ in self.warmup_later():
                pass

    def _warm(self, max_width: int) -> None:
        """One forward + sample at every verify width 1..max_width and one chained step."""
        greedy = Sampling()
        self.reset()
        self.prefill([0] * WARMUP_PROMPT)
        for width in range(1, max_width + 1):
            self.verify([0] * width, greedy)
            self.trim(width)
        first = self.submit([0], greedy)
        self.collect(self.submit(None, greedy))
        self.collect(first)
        self.reset()

    def warmup_later(self) -> Iterator[None]:
        """First-use costs warmup() left for later (the static backend's compiled buckets
        for longer contexts), one piece per step, each leaving an empty cache. A caller that
        shares the backend (the TUI's background warm-up) runs one piece at a time, so a
        request need not wait for all of them; a piece not yet run is paid by the first
        generation that needs it. Default: nothing left."""
        return iter(())

    # -- shared pieces ----------------------------------------------------------------------

    def check_room(self, n: int) -> None:
        if self.cache_len + n > self.info.max_context:
            raise RuntimeError(
                f"the cache holds {self.info.max_context} positions: {self.cache_len} + {n} do not fit"
            )

    def _feed(self, tokens: Sequence[int] | None) -> Sequence[int] | Tokens:
        if tokens is not None:
            return tokens
        if self._last is None:
            raise RuntimeError("submit(None) needs an earlier submit to chain from (reset and trim forget it)")
        return self._last


def untrimmable(kind: str, reason: str) -> UnsupportedModelError:
    """The refusal for a model whose sequence state a cache trim cannot roll back."""
    return UnsupportedModelError(f"{kind}: {reason}; prompt lookup needs full-attention layers only (use another model)")


def sliding_window(kind: str, window: object, layers: str = "") -> UnsupportedModelError:
    """The refusal for sliding-window attention: keys older than the window are dropped as it
    slides, and a trim cannot bring them back. `layers`: the cache class that showed it."""
    where = f"{layers}, window {window}" if layers else f"window {window}"
    return untrimmable(kind, f"sliding-window attention ({where}) cannot be rolled back past its window")


def refuse_untrimmable_config(kind: str, get: Callable[[str], Any]) -> None:
    """Refuse what a model config describes, read the way transformers reads it: a
    `layer_types` entry other than full attention, or a `sliding_window` that
    `use_sliding_window` does not turn off (Mistral v0.1 sets the window alone). `get` reads
    one key (dict.get, or getattr on a config object)."""
    kinds = set(get("layer_types") or ["full_attention"])
    if kinds != {"full_attention"}:
        raise untrimmable(kind, f"layers {sorted(kinds)} keep state a cache trim cannot roll back")
    window = get("sliding_window")
    if window and get("use_sliding_window") is not False:
        raise sliding_window(kind, window)
