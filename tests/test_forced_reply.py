"""bench/forced.py: a random-weight model's forwards emitting a recorded reply, for timing larger
models' plain and lookup decoding without their weights (the H200 script)."""

from __future__ import annotations

import json

import pytest

from tests.helpers import decode_ids, repeated_prompt, run

torch = pytest.importorskip("torch")
EOS = 1


def forced(reply: list[int], prompt: list[int]):
    from redraft.bench.forced import ForcedReply
    from tests.tiny import static, tiny_model

    torch.set_num_threads(1)
    inner = static(tiny_model("qwen3", seed=2, init=0.2))
    widths: list[int] = []
    real = inner._forward_rows
    inner._forward_rows = lambda feed, p: widths.append(len(feed)) or real(feed, p)
    return ForcedReply(inner, {tuple(prompt): [*reply, EOS]}, EOS, vocab=64), widths


def test_plain_and_lookup_emit_the_recorded_reply_on_its_schedule():
    prompt = repeated_prompt(5, length=90)
    reply = [*prompt[20:60], 7, 8, 9, *prompt[60:80]]  # mostly copied: lookup lands long blocks
    backend, widths = forced(reply, prompt)
    plain = run(backend, prompt, decode_ids, eos=[EOS], lookup=False)
    plain_forwards = len(widths)
    widths.clear()
    lookup = run(backend, prompt, decode_ids, eos=[EOS])
    assert list(plain.tokens) == reply and lookup.tokens == plain.tokens
    assert plain_forwards in (len(reply), len(reply) + 1)  # one a token (and EOS; a pipelined step past it)
    assert len(widths) < plain_forwards / 3 and lookup.kinds["accepted"] > 40, (len(widths), lookup.kinds)


def test_ids_past_the_random_models_vocabulary_are_folded_into_it():
    prompt = [100, 200, 300] * 20  # a Llama shape's embedding is smaller than the Qwen tokenizer
    backend, _ = forced([250, 260], prompt)
    assert run(backend, prompt, decode_ids, eos=[EOS], lookup=False).tokens == (250, 260)


def test_bench_times_the_prompts_on_a_random_weight_model_with_recorded_replies(tmp_path, capsys):
    """`redraft bench --random-weights CONFIG --replies REPORT.json --model TOKENIZER`: plain and
    lookup emit the recorded reply (lookup == plain), a config of any shape."""
    from redraft.app.cli import main
    from redraft.engine.store import gguf_convert
    from tests.test_modelstore import make_gguf

    make_gguf(tmp_path / "t.gguf")
    gguf_convert.convert_gguf(tmp_path / "t.gguf", tmp_path / "tok")  # a tokenizer of ~270 ids
    small = dict(model_type="qwen3", vocab_size=64, hidden_size=32, intermediate_size=64, num_hidden_layers=2,
                 num_attention_heads=4, num_key_value_heads=2, head_dim=32, max_position_embeddings=4096)
    (tmp_path / "config.json").write_text(json.dumps(small))
    reply = "```python\ndef f():\n    return 1\n```"
    (tmp_path / "r.json").write_text(json.dumps({"results": [{"prompt": "edit_fn", "mode": "plain", "output": reply}]}))
    argv = ["bench", "--random-weights", str(tmp_path / "config.json"), "--replies", str(tmp_path / "r.json"),
            "--model", str(tmp_path / "tok"), "--prompts", "edit_fn", "--runs", "1", "--device", "cpu",
            "--out", str(tmp_path / "b"), "--no-chart"]
    assert main(argv) == 0, capsys.readouterr().err
    rep = json.loads((tmp_path / "b.json").read_text())
    rows = {r["mode"]: r for r in rep["results"]}
    assert set(rows) == {"plain", "lookup-graded", "lookup-gated"}  # the default modes less transformers'
    assert rows["plain"]["output"] == reply and rows["lookup-graded"]["parity"]["identical"]
    assert rep["model"].startswith("random-weights:")
