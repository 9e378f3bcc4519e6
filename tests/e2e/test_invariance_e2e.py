"""End to end on the real default model: the invariance property at real shapes (a row's
logits bitwise equal alone, in blocks of 2, 8 and 32, after a trim, across a bucket
boundary), greedy lookup byte-identical to plain decoding on three realistic edits that are
not in samples/bench (tests/data/edits), and the fast tokenizer equal to transformers'.

CI runs the parity check on a prefix of each edit that covers the first uses of the renamed
name (a full edit is ~700 one-token steps of plain decoding, minutes on 2 cores);
REDRAFT_E2E_FULL=1 runs the whole edits (docs/benchmarks holds the full-length table)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
import torch

from redraft.bench.prompts import load_prompts
from redraft.engine.backends.static_backend import StaticBackend
from redraft.engine.backends.torch_device import cpu_has_native_bf16
from redraft.engine.config import DecodeConfig
from redraft.engine.placement import resolve_quant
from redraft.engine.store.modelstore import pull_default
from redraft.engine.prompting import edit_messages
from redraft.engine.session import EditRequest, Session
from redraft.engine.tokenizer import FastTokenizer, HfTokenizer, load_tokenizer
from tests.invariance import mismatched_rows, rows_by_blocks, rows_by_steps

pytestmark = pytest.mark.e2e

EDITS = Path(__file__).parents[1] / "data" / "edits"
DTYPES = ["fp32", "bf16"] if cpu_has_native_bf16() else ["fp32"]
FULL = os.environ.get("REDRAFT_E2E_FULL") == "1"
# tokens of each edit CI decodes: past the renamed name's first uses (inventory: ~105 tokens
# in, then lines 26 and 33; backup_cli: ~200 tokens in, then 3 uses on the next lines)
PREFIX = {"rename_dataclass_field": 192, "rename_cli_args": 256}


@pytest.fixture(scope="module")
def model_dir() -> Path:
    from tests.helpers import dense_weights

    return dense_weights(pull_default())


@pytest.fixture(scope="module")
def tokenizer(model_dir):
    return load_tokenizer(model_dir)


@pytest.fixture(scope="module")
def session(model_dir, tokenizer):
    # what --quant auto runs on this CPU (gguf with AVX2 and no AMX, else int8 on x86: placement.py)
    return Session(StaticBackend.load(model_dir, device="cpu", quant=resolve_quant("auto", "cpu")), tokenizer)


@pytest.mark.parametrize("dtype", DTYPES)
def test_real_model_rows_do_not_depend_on_grouping(model_dir, tokenizer, dtype):
    prompt = load_prompts(EDITS, ["rename_cli_args"])[0]
    ids = tokenizer.encode_chat(prompt.messages())
    backend = StaticBackend.load(model_dir, device="cpu", dtype=dtype)
    if not backend.info.exact:
        pytest.skip(f"{dtype} does not claim exactness with this CPU's kernels (shapes.decode_shape)")
    start = 504  # the rows sit at positions 504..519 and cross the 512 bucket boundary
    assert len(ids) >= start + 16
    head, toks = ids[:start], ids[start : start + 16]
    with torch.inference_mode():
        ref = rows_by_steps(backend, head, toks)
        for blocks in ([(2, 0)], [(8, 0)], [(16, 16)], [(1, 7)], [(3, 5), (1, 1), (12, 0)]):
            assert mismatched_rows(ref, rows_by_blocks(backend, head, toks, blocks)) == [], blocks


@pytest.mark.parametrize(
    "name",
    ["rename_dataclass_field", "rename_cli_args"]
    + (["rename_ini_local"] if FULL else []),
)
def test_greedy_lookup_equals_plain_on_realistic_edits(session, name):
    prompt = load_prompts(EDITS, [name])[0]
    req = EditRequest(prompt.source, prompt.instruction, prompt.filename)
    cfg = DecodeConfig(max_tokens=prompt.max_tokens if FULL else PREFIX[name])
    plain = session.edit(req, cfg.with_(lookup=False))
    spec = session.edit(req, cfg)
    assert spec.done.summary.exact and spec.done.summary.accepted > 0
    assert spec.done.tokens == plain.done.tokens, f"{name}: lookup differs from plain"
    if FULL:
        assert plain.done.summary.stop_reason == "eos"  # the whole edited file, not a cut-off prefix


def test_fast_tokenizer_matches_transformers(model_dir, tokenizer):
    assert isinstance(tokenizer, FastTokenizer)
    ref = HfTokenizer(model_dir)
    assert tokenizer.eos == ref.eos
    sources = [p.read_text() for p in sorted(EDITS.glob("*.py"))] + [
        "naïve café — 日本語 🙂\r\n\n  trailing  ",
        "a , b . c ! d ? e 's n't <|im_start|>user",
    ]
    for src in sources:
        messages = edit_messages(src, "Rename x to y.", "f.py")
        ids = tokenizer.encode_chat(messages)
        assert ids == ref.encode_chat(messages)
        for i in range(0, len(ids), 7):
            assert tokenizer.decode(ids[i : i + 13]) == ref.decode(ids[i : i + 13])
