"""The mlx-lm bench mode (bench/mlx_mode.py) decodes what our plain loop does."""

from __future__ import annotations

import pytest

pytest.importorskip("mlx.core")
pytest.importorskip("mlx_lm")

from redraft.engine.backends.mlx_backend import MlxBackend  # noqa: E402
from redraft.bench.modes import BenchContext, LoopMode, make_modes  # noqa: E402
from tests.fakes import FakeBackend  # noqa: E402
from tests.tiny_mlx import tiny_mlx  # noqa: E402
from tests.helpers import decode_ids, repeated_prompt  # noqa: E402

pytestmark = pytest.mark.mlx


class Tok:
    eos = [1]

    def decode(self, ids):
        return decode_ids(ids)


def test_mlx_lm_mode_equals_plain_and_loads_by_name():
    from redraft.bench.mlx_mode import MlxLmMode

    ctx = BenchContext(MlxBackend(tiny_mlx("qwen2", seed=3), device="cpu"), Tok())
    mode = MlxLmMode()
    assert mode.unavailable(ctx) is None
    for seed in range(3):
        prompt = repeated_prompt(seed, length=40)
        ours = LoopMode("plain", lookup=False).run(ctx, prompt, 40)
        theirs = mode.run(ctx, prompt, 40)
        assert theirs.tokens == ours.tokens and theirs.stop_reason == ours.stop_reason
        assert theirs.seconds > 0
    from redraft.bench.modes import MODES

    assert "mlx-lm" not in MODES  # importing bench/mlx_mode.py registered nothing
    assert [m.name for m in make_modes(["mlx-lm"])] == ["plain", "mlx-lm"]
    assert "--backend mlx" in mode.unavailable(BenchContext(FakeBackend(lambda p: [1.0], 1), Tok()))
