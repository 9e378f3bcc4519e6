"""Pipelined plain rounds on the MLX backend (its submit/collect capability, queued with
mx.async_eval as mlx-lm's generate_step does): the output must not change. The loop-level
rules are tested on fakes in test_static_pipeline.py; these need the round loop's
pipelining (engine.loop.PIPELINE_AFTER) and skip without it."""

from __future__ import annotations

from collections import Counter

import pytest

mx = pytest.importorskip("mlx.core")
pytest.importorskip("mlx_lm")

import redraft.engine.loop as loop  # noqa: E402
from redraft.engine.backends.mlx_backend import MlxBackend  # noqa: E402
from redraft.engine.config import Sampling  # noqa: E402
from tests.helpers import run  # noqa: E402
from tests.test_mlx_backend import tiny_mlx  # noqa: E402
from tests.tiny import decode_ids, repeated_prompt  # noqa: E402

pytestmark = [
    pytest.mark.mlx,
    pytest.mark.skipif(not hasattr(loop, "PIPELINE_AFTER"), reason="the round loop has no pipelining"),
]


class Synchronous(MlxBackend):
    """The same backend with its optional capabilities hidden: every round waits."""

    verify = None
    submit = None
    collect = None


class ChainsTheFedToken(MlxBackend):
    """Broken: a chained step feeds the token the previous step was fed, not the one it drew."""

    def submit(self, tokens, sampling):
        if tokens is None:
            self._last = self._fed
        else:
            self._fed = mx.array(list(tokens)[-1:], dtype=mx.uint32)
        return super().submit(tokens, sampling)


def pair(seed=0, cls=MlxBackend):
    model = tiny_mlx("qwen2", seed=seed)
    return Synchronous(model, device="cpu"), cls(model, device="cpu")


@pytest.mark.parametrize("sampling", [Sampling(), Sampling(temperature=1.0, top_k=20, seed=5)], ids=["greedy", "sampled"])
def test_pipelined_plain_equals_synchronous_plain(sampling):
    sync, piped = pair()
    for seed in range(3):
        prompt = repeated_prompt(seed, length=60)
        want = run(sync, prompt, decode_ids, lookup=False, max_tokens=40, loop_guard=False, sampling=sampling)
        got = run(piped, prompt, decode_ids, lookup=False, max_tokens=40, loop_guard=False, sampling=sampling)
        assert got.tokens == want.tokens, f"seed {seed}"
        assert piped.cache_len == sync.cache_len  # the step left in flight was rolled back
    assert piped.chained >= 3 * (40 - 4)


def test_pipelined_lookup_equals_synchronous_plain():
    sync, piped = pair(seed=1)
    kinds, chained = Counter(), 0
    for seed in range(4):
        prompt = repeated_prompt(seed)
        want = run(sync, prompt, decode_ids, lookup=False, max_tokens=100, loop_guard=False)
        before = piped.chained
        got = run(piped, prompt, decode_ids, max_tokens=100, loop_guard=False)
        assert got.tokens == want.tokens, f"seed {seed}"
        kinds += got.kinds
        chained += piped.chained - before
    # drafted rounds and pipelined stretches both happened, in the same runs
    assert kinds["accepted"] > 20 and kinds["rejected"] > 10 and chained > 20, (kinds, chained)


def test_a_chain_that_feeds_the_wrong_token_is_caught():
    sync, broken = pair(cls=ChainsTheFedToken)
    diverged = 0
    for seed in range(4):
        prompt = repeated_prompt(seed, length=60)
        want = run(sync, prompt, decode_ids, lookup=False, max_tokens=30, loop_guard=False)
        diverged += run(broken, prompt, decode_ids, lookup=False, max_tokens=30, loop_guard=False).tokens != want.tokens
    assert diverged >= 3
