"""The static-KV-cache backend on the CPU, without graphs, beyond the contract suite
(tests/engine/backends/contract): logits against transformers through prefill, verify widths, bucket
changes and rollbacks; loading and refusals; and the two rollback bugs particular to a
write position and a mask, which the parity check must catch."""

from __future__ import annotations

import json

import pytest
import torch

from redraft.engine.backends import load_fast
from redraft.engine.backends.static_backend import StaticBackend, bucket
from redraft.engine.models import llama
from redraft.engine.models.llama import ModelArgs, Unsupported
from tests.helpers import decode_ids, parity_mismatches, repeated_prompt, run
from tests.tiny import hf_generate, static, tiny_model


def hf_logits(model, ids) -> torch.Tensor:
    with torch.inference_mode():
        return model(torch.tensor([ids])).logits[0]  # [n, V]


@pytest.mark.parametrize("arch", ["qwen2", "llama"])
def test_logits_match_transformers_through_widths_buckets_and_rollbacks(arch):
    model = tiny_model(arch, seed=1)
    b = static(model, min_bucket=8)
    ids = repeated_prompt(1, length=100)
    ref = hf_logits(model, ids)
    with torch.inference_mode():
        assert torch.allclose(b.prefill(ids[:20])[0], ref[19], atol=1e-9)
        at = 20
        for width, rollback in [(1, 0), (5, 2), (8, 8), (3, 0), (7, 6), (16, 1), (2, 2), (1, 0)]:
            got = b.forward(ids[at : at + width])
            assert got.shape == (width, ref.shape[-1])
            assert torch.allclose(got, ref[at : at + width], atol=1e-9), (width, at)
            b.trim(rollback)
            at += width - rollback
            assert b.cache_len == at


def test_llama3_rope_and_tied_embeddings_match_transformers():
    from transformers import AutoModelForCausalLM, LlamaConfig

    cfg = LlamaConfig(
        vocab_size=64, hidden_size=32, intermediate_size=64, num_hidden_layers=2,
        num_attention_heads=4, num_key_value_heads=1, max_position_embeddings=256,
        initializer_range=0.4, tie_word_embeddings=True, attention_bias=True,
        rope_parameters={"rope_type": "llama3", "rope_theta": 500000.0, "factor": 8.0,
                         "low_freq_factor": 1.0, "high_freq_factor": 4.0,
                         "original_max_position_embeddings": 32},
    )
    torch.manual_seed(0)
    model = AutoModelForCausalLM.from_config(cfg).to(torch.float64).eval()
    args = ModelArgs.from_config(model.config.to_dict())
    assert args.rope_llama3 and args.tie_embeddings and args.qkv_bias and args.o_bias
    b = static(model)
    ids = repeated_prompt(2, length=90)
    ref = hf_logits(model, ids)
    with torch.inference_mode():
        assert torch.allclose(b.prefill(ids[:50])[0], ref[49], atol=1e-9)
        assert torch.allclose(b.forward(ids[50:90]), ref[50:90], atol=1e-9)


def test_loads_a_saved_folder(tmp_path):
    model = tiny_model("qwen2", seed=2)
    model.save_pretrained(tmp_path)
    b = StaticBackend.load(tmp_path, device="cpu", dtype="fp64")
    assert b.info.max_context == 512 and b.info.name == "torch-static" and b.info.dtype == "float64"
    ids = repeated_prompt(3, length=30)
    with torch.inference_mode():
        assert torch.allclose(b.prefill(ids)[0], hf_logits(model, ids)[-1], atol=1e-9)


def test_bucket_covers_the_last_position_and_stops_at_the_cache():
    assert bucket(1, 4096) == 256 and bucket(256, 4096) == 256 and bucket(257, 4096) == 512
    assert bucket(3000, 4096) == 4096 and bucket(5000, 4096) == 4096
    assert bucket(17, 512, min_bucket=16) == 32


def test_past_the_step_a_bucket_grows_by_the_step_not_by_doubling():
    """A CPU's buckets (shapes.CPU_BUCKET_STEP): doubling up to the step, then the next
    multiple of it, so a row at 4,500 tokens attends 4,608 keys, not 8,192."""
    assert [bucket(e, 16384, 256, 512) for e in (1, 257, 512, 513, 1025, 1537, 4500)] == [256, 512, 512, 1024, 1536, 2048, 4608]
    assert bucket(5000, 4096, 256, 512) == 4096  # still stops at the cache
    assert bucket(33, 1024, 16, 32) == 64 and bucket(65, 1024, 16, 32) == 96
    assert bucket(4500, 16384, 256) == 8192  # no step: doubling (CUDA's graphs, one per bucket)


def test_a_cpu_backend_attends_stepped_buckets_and_cuda_keeps_doubling(monkeypatch):
    from redraft.engine.backends import shapes, static_backend

    assert shapes.default_bucket_step("cpu") == shapes.CPU_BUCKET_STEP and shapes.default_bucket_step("cuda") is None
    with pytest.raises(ValueError):
        bucket(100, 1024, 16, 0)
    b = static(tiny_model("qwen2", seed=0), min_bucket=16)
    assert b.bucket_step == shapes.CPU_BUCKET_STEP
    seen = []
    monkeypatch.setattr(static_backend, "forward", lambda *a, **kw: seen.append(a[-1]) or torch.zeros(len(a[5]), 8))
    b.bucket_step = 32  # at the tiny model's scale
    b.length = 70
    b._forward_rows([1, 2], 70)
    assert seen == [96]  # doubling would have attended 128


@pytest.mark.parametrize(
    "config, reason",
    [
        ({"model_type": "gpt2"}, "architecture 'gpt2'"),
        ({"model_type": "qwen2", "use_sliding_window": True, "sliding_window": 4096}, "sliding-window"),
        ({"model_type": "llama", "hidden_act": "gelu"}, "activation"),
        ({"model_type": "llama", "rope_scaling": {"rope_type": "yarn", "factor": 4.0}}, "rope type 'yarn'"),
        ({"model_type": "qwen2", "layer_types": ["full_attention", "sliding_attention"]}, "layer types"),
    ],
)
def test_unsupported_configs_fall_back_with_a_one_line_notice(tmp_path, config, reason):
    base = {"vocab_size": 64, "hidden_size": 32, "intermediate_size": 64, "num_hidden_layers": 1,
            "num_attention_heads": 4, "num_key_value_heads": 2}
    with pytest.raises(Unsupported, match=reason):
        ModelArgs.from_config({**base, **config})
    (tmp_path / "config.json").write_text(json.dumps({**base, **config}))
    notes = []
    assert load_fast(tmp_path, "cpu", notice=notes.append) is None
    assert len(notes) == 1 and "\n" not in notes[0] and reason.split()[0] in notes[0]


# -- the parity check (tests/helpers.py) must catch rollback bugs of a write position ----
# (the trim mutations every backend shares are in tests/mutations.py)


class IgnoresPosition(StaticBackend):
    """Rolls back, but the next forward writes where the cache ended before the trim."""

    def _trim(self, n):
        self._stale = getattr(self, "_stale", 0) + n
        super()._trim(n)

    def _run(self, feed):
        self.length += getattr(self, "_stale", 0)
        self._stale = 0
        return super()._run(feed)


def test_parity_check_catches_a_write_position_that_ignores_the_rollback():
    bad = static(tiny_model("llama", init=0.2), cls=IgnoresPosition)
    noticed = 0
    for seed in range(5):
        try:
            noticed += bool(parity_mismatches(bad, [seed])[0])
        except (RuntimeError, ValueError):  # it may also run the cache out of room
            noticed += 1
    assert noticed >= 4


def test_parity_check_catches_a_mask_that_ignores_positions(monkeypatch):
    """Keys past a query's position (a rejected draft's, or zeros) must stay invisible."""
    model = tiny_model("llama")
    monkeypatch.setattr(llama, "mask_bias", lambda key_pos, pos: torch.zeros(len(pos), len(key_pos)))
    diverged = 0
    for seed in range(5):
        prompt = repeated_prompt(seed)
        spec = run(static(model), prompt, decode_ids, max_tokens=60, loop_guard=False)
        diverged += list(spec.tokens) != hf_generate(model, prompt, 60)
    assert diverged >= 4
