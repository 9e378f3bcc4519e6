"""End to end: the real default model, pulled into the normal cache (or REDRAFT_CACHE_DIR).

The first run joins and converts (~40 s); later runs reuse the cached folder. Comparing with
transformers' own GGUF loader needs `accelerate`; its load takes over a minute on 2 cores.
"""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest

from redraft.engine.store import modelstore
from redraft.engine.store.parts import DEFAULT_PARTS, join_parts

pytestmark = pytest.mark.e2e

PROMPT = [
    {
        "role": "user",
        "content": "Rename the variable x to count:\n\nx = 0\nfor item in items:\n    x += 1\n",
    }
]


@pytest.fixture(scope="module")
def model_dir() -> Path:
    from tests.helpers import dense_weights

    return dense_weights(modelstore.pull_default())


@pytest.fixture(scope="module")
def gguf_file(tmp_path_factory) -> Path:
    """The joined GGUF, for transformers' reference loader (deleted with the tmp dir)."""
    path = tmp_path_factory.mktemp("gguf") / "default.gguf"
    join_parts(path, DEFAULT_PARTS)
    return path


def test_pull_default(model_dir):
    assert model_dir == modelstore.default_model_dir() and modelstore.is_complete(model_dir)
    names = {p.name for p in model_dir.iterdir()}
    assert {
        "config.json",
        "model.safetensors",
        "tokenizer.json",
        "tokenizer_config.json",
        "generation_config.json",
        modelstore.MANIFEST,
    } <= names
    assert not any(n.endswith(".gguf") for n in names)
    config = json.loads((model_dir / "config.json").read_text())
    assert config["architectures"] == ["Qwen2ForCausalLM"]
    assert (config["hidden_size"], config["num_hidden_layers"], config["vocab_size"]) == (
        896,
        24,
        151936,
    )
    manifest = json.loads((model_dir / modelstore.MANIFEST).read_text())
    assert manifest["sha256"] == DEFAULT_PARTS.sha256
    start = time.perf_counter()
    assert modelstore.resolve_model(None) == model_dir
    assert time.perf_counter() - start < 0.05  # no hashing on the fast path


def test_tokenizer_round_trip_and_chat_template(model_dir, gguf_file):
    from transformers import AutoTokenizer

    tok = AutoTokenizer.from_pretrained(str(model_dir))
    ref = AutoTokenizer.from_pretrained(str(gguf_file.parent), gguf_file=gguf_file.name)
    texts = [
        "def f(x):\n\treturn x  # ok\n",
        "naïve café — 日本語 🙂",
        "  leading spaces\r\n\n\n",
        "<|im_start|>user",
    ]
    for text in texts:
        ids = tok(text)["input_ids"]
        assert tok.decode(ids) == text
        assert ids == ref(text)["input_ids"], text
    assert tok("<|im_end|>")["input_ids"] == [tok.eos_token_id] == [151645]
    chat = tok.apply_chat_template(PROMPT, tokenize=False, add_generation_prompt=True)
    assert chat.startswith("<|im_start|>system\n") and chat.endswith("<|im_start|>assistant\n")
    assert "x += 1" in chat
    assert chat == ref.apply_chat_template(PROMPT, tokenize=False, add_generation_prompt=True)


def test_logits_match_transformers_gguf_loader(model_dir, gguf_file):
    torch = pytest.importorskip("torch")
    pytest.importorskip("accelerate")  # transformers' GGUF loader needs it
    from transformers import AutoModelForCausalLM, AutoTokenizer

    tok = AutoTokenizer.from_pretrained(str(model_dir))
    ids = tok.apply_chat_template(PROMPT, tokenize=True, add_generation_prompt=True, return_dict=True)[
        "input_ids"
    ]
    x = torch.tensor([ids])
    # Both in bf16: transformers dequantizes the GGUF itself (torch kernels, not gguf-py), then
    # rounds to bf16. Against a float32 reference the max |diff| is ~0.3 and near-ties can flip.
    ours = AutoModelForCausalLM.from_pretrained(str(model_dir), dtype=torch.bfloat16).eval()
    ref = AutoModelForCausalLM.from_pretrained(
        str(gguf_file.parent), gguf_file=gguf_file.name, dtype=torch.bfloat16
    ).eval()
    with torch.no_grad():
        a = ours(x).logits[0].float()
        b = ref(x).logits[0].float()
    diff = (a - b).abs()
    print(
        f"\npositions={len(ids)} max|diff|={diff.max():.4f} mean|diff|={diff.mean():.5f} "
        f"logit range={b.abs().max():.2f}"
    )
    assert torch.equal(a.argmax(-1), b.argmax(-1))  # top-1 agrees at every position
    assert diff.max() < 0.05
    theirs = ref.state_dict()  # the same bf16 weights, bit for bit
    for name, value in ours.state_dict().items():
        assert torch.equal(value, theirs[name].to(value.dtype)), name
