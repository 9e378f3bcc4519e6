"""Qwen3 and Llama 3 on the fast path (issue 44), from GGUF files written with the gguf package:
converted like any .gguf, the static backend matches transformers on the converted folder, and
greedy lookup emits what plain decoding emits on every CPU weight kind (bf16, int4, int8, the
GGUF block kernel, whose C layer runs Qwen3's q/k norms). tests/contract/ holds the same
architectures to transformers' own models (tests/tiny.py) on every backend. (transformers' own
GGUF loader is no reference here: 5.24 reads no Qwen3 key_length and ignores llama3's rope_freqs.)"""

from __future__ import annotations

import json

import pytest

from redraft.engine.placement import blockq_reason
from redraft.engine.store import gguf_convert
from tests.helpers import parity_mismatches
from tests.test_modelstore import HEADS, KV_HEADS, make_gguf

torch = pytest.importorskip("torch")
ARCHS = {"qwen3": dict(arch="qwen3", tied=False), "llama3": dict(arch="llama", tied=True, llama3_rope=True)}
NO_BLOCKQ = blockq_reason()
PROMPT = [5, 77, 200, 3, 9, 100, 42, 250, 17, 33, 61, 5, 77, 200, 3, 9]


@pytest.fixture(scope="module", params=list(ARCHS))
def converted(request, tmp_path_factory):
    """(name, folder): a tiny GGUF of the architecture, converted."""
    tmp = tmp_path_factory.mktemp(request.param)
    make_gguf(tmp / "m.gguf", quant=False, **ARCHS[request.param])
    gguf_convert.convert_gguf(tmp / "m.gguf", tmp / "out")
    return request.param, tmp / "out"


def test_the_config_says_what_the_gguf_holds(converted):
    name, folder = converted
    config = json.loads((folder / "config.json").read_text())
    if name == "qwen3":
        assert config["architectures"] == ["Qwen3ForCausalLM"] and config["head_dim"] == 32
        assert config["attention_bias"] is False and config["tie_word_embeddings"] is False
        assert (config["num_attention_heads"], config["num_key_value_heads"]) == (HEADS, KV_HEADS)
    else:
        assert config["rope_parameters"]["rope_type"] == "llama3" and config["rope_parameters"]["factor"] == 8.0
        assert config["rope_parameters"]["original_max_position_embeddings"] == 64
        assert config["tie_word_embeddings"] is True


def test_static_backend_matches_transformers_on_the_converted_folder(converted):
    """Our forward (float32) against transformers' own Qwen3 / Llama on the same folder, at every
    prompt position (positions past the llama3 original context of 64 included)."""
    from transformers import AutoModelForCausalLM

    from redraft.engine.backends.static_backend import StaticBackend

    _, folder = converted
    ref = AutoModelForCausalLM.from_pretrained(str(folder), dtype=torch.float32).eval()
    ours = StaticBackend.load(folder, device="cpu", dtype="fp32")
    prompt = (PROMPT * 8)[:100]
    with torch.no_grad():
        theirs = ref(torch.tensor([prompt])).logits[0]
    ours.prefill(prompt[:60])
    mine = ours.forward(prompt[60:])  # the decode path: positions 60..99
    assert torch.allclose(mine, theirs[60:], atol=2e-4, rtol=1e-4), (mine - theirs[60:]).abs().max()


QUANTS = ["none", "int4", "int8", pytest.param("gguf", marks=pytest.mark.skipif(NO_BLOCKQ is not None, reason=str(NO_BLOCKQ)))]


@pytest.mark.parametrize("quant", QUANTS)
def test_greedy_lookup_equals_plain_on_each_weight_kind(converted, quant):
    from redraft.engine.backends.static_backend import StaticBackend

    _, folder = converted
    backend = StaticBackend.load(folder, device="cpu", dtype="bf16", quant=quant)
    assert backend.info.exact and backend.quant == quant
    mismatches, kinds = parity_mismatches(backend, range(6), max_tokens=80)
    assert not mismatches, f"lookup differs from plain for prompt seeds {mismatches}"
    assert kinds["accepted"] > 5 and kinds["rejected"] > 5, kinds  # the comparison saw both kinds of round


@pytest.mark.skipif(NO_BLOCKQ is not None, reason=str(NO_BLOCKQ))
def test_the_c_layer_runs_qwen3_norms_as_the_torch_layer_does(converted, monkeypatch):
    """The GGUF block path decodes each layer in one C call (blocks.c_layer); with Qwen3's q/k
    norms it must stay with the torch layer over the same blocks (close, not bitwise: blockq.c)."""
    from redraft.engine.backends.static_backend import StaticBackend
    from redraft.engine.models import blocks

    name, folder = converted
    c = StaticBackend.load(folder, device="cpu", quant="gguf")
    monkeypatch.setattr(blocks, "C_LAYER", False)
    t = StaticBackend.load(folder, device="cpu", quant="gguf")
    if name == "qwen3":
        assert "c_layer" in c.fns.layer.__qualname__ and "c_layer" not in t.fns.layer.__qualname__
    got = []
    for b in (c, t):
        b.prefill(PROMPT)
        got.append(b.forward([7, 8, 9, 10]).float())
    assert (got[0] - got[1]).abs().max() < 0.02 * got[1].std(), (got[0] - got[1]).abs().max()
