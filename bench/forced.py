"""Larger models' decoding speed without their weights: `redraft bench --random-weights SHAPE
--replies REPORT.json`.

A random-weight model at a real model's shapes (verify_cost.random_backend: the backend a
session would run, the compiled fast path on CUDA) does every forward a generation does, at its
real cost; its tokens are then replaced by a recorded reply (the first output of each prompt in
a bench report of a real model), so each round's drafts land where they would land on a model
that wrote that reply. Plain decoding runs one forward per token as it would; lookup runs the
rounds the recorded reply allows. What this measures is the forwards' cost at those shapes on
the reply's schedule; what it cannot is whether the larger model would write that reply (its
quality), and the logits' values (the work of a forward does not depend on them).
"""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path
from typing import Sequence

from ..engine import ConfigError
from ..engine.backends.base import Backend


class ForcedReply(Backend):
    """Delegates every forward to `inner`; a forward's tokens are the recorded reply's. The
    row fed at position p yields the reply's token at p + 1 (the prompt's last row: its first);
    past the reply's end, EOS. `replies`: prompt ids (tuple) -> reply ids, EOS last; a prompt
    without one (the bench's warm-up) gets the inner model's own tokens."""

    def __init__(self, inner: Backend, replies: dict[tuple[int, ...], list[int]], eos: int, vocab: int) -> None:
        self.inner, self.replies, self.eos, self.vocab = inner, replies, eos, vocab
        self.info = replace(inner.info, name=f"{inner.info.name}+recorded-reply")
        self.reply: list[int] | None = None
        self.own = None  # the prompt's logits from the inner model
        self.start = 0  # the prompt's length: the reply's first token follows position start - 1

    @property
    def cache_len(self) -> int:
        return self.inner.cache_len

    def _reset(self) -> None:
        self.inner.reset()

    def _prefill(self, tokens: Sequence[int]):
        self.reply, self.start = self.replies.get(tuple(tokens)), len(tokens)  # None: the model's own (a warm-up)
        self.own = self.inner.prefill(self.fit(tokens))
        return [len(tokens) - 1]  # the positions whose next token the rows predict

    def _forward(self, tokens):
        p = self.inner.cache_len
        self.inner.forward(self.fit(tokens))
        return list(range(p, p + len(tokens)))

    def _trim(self, n: int) -> None:
        self.inner.trim(n)

    def draw(self, logits, sampling):  # the prompt's row only: decode rounds go through submit/collect
        return self.inner.draw(self.own, sampling) if self.reply is None else [self.target(p) for p in logits]

    def seed(self, seed: int | None) -> None:
        self.inner.seed(seed)

    def fit(self, tokens: Sequence[int]) -> list[int]:
        """The tokenizer's ids in the random model's vocabulary (a Llama shape has fewer ids than
        the Qwen tokenizer): what a forward costs does not depend on which ids it embeds."""
        return [t % self.vocab for t in tokens]

    def target(self, p: int) -> int:
        i = p + 1 - self.start
        return self.reply[i] if self.reply is not None and 0 <= i < len(self.reply) else self.eos

    def submit(self, tokens, sampling):
        """The inner backend's forward and sample (queued as it queues them); the positions."""
        p = self.inner.cache_len
        n = 1 if tokens is None else len(tokens)
        handle = self.inner.submit(None if tokens is None else self.fit(tokens), sampling)  # a chained step feeds the inner model's own token: the same work
        return handle, p, n

    def collect(self, handle) -> list[int]:
        inner, p, n = handle
        own = self.inner.collect(inner)  # waits for the work
        return own if self.reply is None else [self.target(q) for q in range(p, p + n)]

    def warmup(self, max_width: int, later: bool = True) -> None:
        self.inner.warmup(max_width, later)

    def warmup_later(self):
        return self.inner.warmup_later()


def recorded_replies(path: Path, tokenizer, prompt_ids, prompts) -> dict[tuple[int, ...], list[int]]:
    """Each prompt's recorded reply (the first row of it in the bench report at `path`: plain's
    where there is one), as ids with the tokenizer's EOS last, keyed by the prompt's ids."""
    try:
        report = json.loads(Path(path).read_text())
        rows = report["results"]
    except (OSError, ValueError, KeyError, TypeError) as e:
        raise ConfigError(f"--replies {path}: not a bench report ({e})") from None
    by_name: dict[str, str] = {}
    for row in sorted(rows, key=lambda r: r.get("mode") != "plain"):
        if isinstance(row.get("output"), str):
            by_name.setdefault(row.get("prompt"), row["output"])
    missing = [p.name for p in prompts if p.name not in by_name]
    if missing:
        raise ConfigError(f"--replies {path} has no reply for {', '.join(missing)}: pass a report of those prompts")
    eos = min(tokenizer.eos) if tokenizer.eos else None
    if eos is None:
        raise ConfigError("--replies: the tokenizer names no EOS token")
    return {tuple(prompt_ids(p)): [*tokenizer.encode(by_name[p.name]), eos] for p in prompts}


def forced_session(spec: str, model: str | None, replies: Path, prompts, opts: dict, log=lambda s: None):
    """A session whose backend is a random-weight `spec` model (built on opts' device) emitting
    the replies recorded in `replies`, with `model`'s tokenizer (the default model's: the Qwen2.5
    tokenizer of every Qwen2.5-Coder size)."""
    from .runner import prompt_ids
    from .verify_cost import random_backend, vocab_size
    from ..engine.session import Session
    from ..engine.store.modelstore import resolve_model
    from ..engine.tokenizer import load_tokenizer

    folder = Path(model) if model and (Path(model) / "tokenizer.json").is_file() else resolve_model(model)
    tokenizer = load_tokenizer(folder)  # a tokenizer's folder alone will do
    log(f"building a random-weight {spec} model on {opts['device']}")
    inner = random_backend(spec, device=opts["device"], dtype=opts["dtype"], graphs=opts.get("graphs", True) is not False,
                           settings=opts["settings"], quant=opts["quant"])
    session = Session(inner, tokenizer)
    ids = recorded_replies(replies, tokenizer, lambda p: prompt_ids(session, p), prompts)
    session.backend = ForcedReply(inner, ids, min(tokenizer.eos), vocab_size(inner))
    return session
