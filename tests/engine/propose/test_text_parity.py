"""Greedy decoding with the text proposer on emits exactly what plain decoding emits."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest

from redraft.engine.backends.torch_backend import TorchBackend
from redraft.engine.config import DecodeConfig
from redraft.engine.propose.textdraft import context_index
from redraft.engine.propose.textsources import file_sources
from tests.fakes import FakeBackend, hashed_table
from tests.helpers import VOCAB, repeated_prompt, run
from tests.texttok import PieceCodec
from tests.tiny import tiny_model

CODEC = PieceCodec()


def source(seed: int) -> str:
    rng = random.Random(seed)
    doc = {k: rng.choice(["ab", "c d", 12, True, None, ["x", "y"], {"db": "e"}]) for k in ("id", "name", "tags", "port", "host", "ok")}
    return json.dumps(doc, separators=(",", ":")) if seed % 2 else json.dumps(doc, indent=2)


def reformatting(prompt_len: int, target: list[int], salt: int, bias: float = 5.0):
    """Next-token probabilities that mostly write `target` (the source reformatted), with
    noise from a hash of the whole prefix that sometimes wins: a model that reformats, with
    slips, and whose every row depends on the whole cache."""
    noise = hashed_table(VOCAB, salt=salt)

    def table(prefix):
        probs = list(noise(prefix))
        i = len(prefix) - prompt_len
        if 0 <= i < len(target):
            probs[target[i]] += bias * max(probs)
        return probs

    return table


def compare(backend, prompt, file_text, max_tokens=80, seen=None) -> Counter:
    """Plain, then text lookup following `file_text`: the same tokens; counts where the
    drafts came from and what landed."""
    seen = Counter() if seen is None else seen
    plain = run(backend, prompt, CODEC.decode, lookup=False, max_tokens=max_tokens, loop_guard=False)
    index = context_index(DecodeConfig(), CODEC, file_sources(file_text, "doc.json"))
    spec = run(backend, prompt, CODEC.decode, index=index, max_tokens=max_tokens, loop_guard=False)
    assert spec.tokens == plain.tokens
    assert spec.text == plain.text
    for p, r in zip(spec.proposals, [r for r in spec.rounds if r.drafted]):
        seen[p.source] += 1
        seen[f"{p.source} accepted"] += r.accepted
        seen["rejected rounds"] += bool(r.rejected)
    return seen


def test_fake_greedy_text_lookup_equals_plain():
    seen = Counter()
    for seed in range(30):
        text = source(seed)
        prompt = CODEC.encode(f"File:\n{text}\nReformat it.\n")
        target = CODEC.encode(json.dumps(json.loads(text), indent=4 if seed % 2 else None))
        compare(FakeBackend(reformatting(len(prompt), target, seed), VOCAB), prompt, text, seen=seen)
    # it means something only if the text sources drafted, landed and missed
    assert seen["file"] > 20 and seen["file accepted"] > 50 and seen["rejected rounds"] > 20, seen


@pytest.mark.parametrize("arch", ["qwen2", "llama"])
def test_tiny_model_greedy_text_lookup_equals_plain(arch):
    """A random model copies nothing: the file it follows is its own plain output, restyled
    and with a hunk, so text drafts land and miss through the real cache's rollback."""
    backend = TorchBackend(tiny_model(arch))
    seen = Counter()
    for seed in range(4):
        prompt = repeated_prompt(seed, length=60)
        plain = run(backend, prompt, CODEC.decode, lookup=False, max_tokens=60, loop_guard=False)
        text = CODEC.decode(plain.tokens)
        edited = text[: len(text) // 2] + " zz\n" + text[len(text) // 2 :].replace(" ", "  ")
        compare(backend, prompt, edited, max_tokens=60, seen=seen)
    assert seen["file"] and seen["file accepted"] and seen["rejected rounds"], seen
