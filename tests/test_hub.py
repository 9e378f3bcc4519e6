"""Models by hub id (engine/store/hub.py) from a real Hugging Face cache layout on disk:
HF_HUB_CACHE is a tmp folder holding models--ORG--NAME/{blobs, snapshots/<commit>, refs/main},
and HF_HUB_OFFLINE=1, so nothing here reaches the network (tests/test_hub_server.py runs the
downloads against a hub on loopback)."""

from __future__ import annotations

import hashlib
import json
import logging
import os
import subprocess
import sys
from pathlib import Path

import pytest

from redraft.engine.errors import ModelError
from redraft.engine.store import hub, modelstore
from tests.test_modelstore import make_gguf

COMMIT = "c0ffee" + "0" * 34


def put_repo(cache: Path, repo: str, files: dict[str, bytes], commit: str = COMMIT) -> Path:
    """A repo as huggingface_hub caches it: each file a blob named by its hash, linked from the
    commit's snapshot folder, refs/main naming the commit. Returns the snapshot folder."""
    root = cache / ("models--" + repo.replace("/", "--"))
    snap = root / "snapshots" / commit
    for name, data in files.items():
        blob = root / "blobs" / hashlib.sha256(data).hexdigest()
        blob.parent.mkdir(parents=True, exist_ok=True)
        blob.write_bytes(data)
        link = snap / name
        link.parent.mkdir(parents=True, exist_ok=True)
        link.symlink_to(os.path.relpath(blob, link.parent))
    (root / "refs").mkdir(exist_ok=True)
    (root / "refs" / "main").write_text(commit)
    return snap


def folder_files(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in folder.rglob("*") if p.is_file()}


@pytest.fixture
def cache(tmp_path, monkeypatch) -> Path:
    import huggingface_hub.constants as hc

    hubdir = tmp_path / "hub"
    hubdir.mkdir()
    monkeypatch.setattr(hc, "HF_HUB_CACHE", str(hubdir))
    monkeypatch.setattr(hc, "HF_HUB_OFFLINE", True)
    monkeypatch.setenv("HF_HUB_CACHE", str(hubdir))
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    monkeypatch.setenv("REDRAFT_CACHE_DIR", str(tmp_path / "redraft"))
    return hubdir


@pytest.fixture(scope="module")
def tiny_qwen3(tmp_path_factory) -> Path:
    """A tiny random Qwen3 saved by transformers (config.json, model.safetensors) with a
    tokenizer (the tiny GGUF's, converted)."""
    from redraft.engine.store import gguf_convert
    from tests.test_modelstore import tiny_vocab
    from tests.tiny import tiny_config

    tmp = tmp_path_factory.mktemp("qwen3")
    make_gguf(tmp / "t.gguf")
    gguf_convert.convert_gguf(tmp / "t.gguf", tmp / "conv")
    import torch
    from transformers import AutoModelForCausalLM

    torch.manual_seed(0)  # the tokenizer's vocabulary, and room for a real prompt
    cfg = tiny_config("qwen3", vocab_size=len(tiny_vocab()[0]), max_position_embeddings=4096)
    model = AutoModelForCausalLM.from_config(cfg).to(torch.bfloat16)
    out = tmp / "model"
    model.save_pretrained(out)
    for f in (tmp / "conv").iterdir():  # the tokenizer, its chat template (chat_template.jinja) and generation config
        if f.name != "config.json" and not f.name.endswith(".safetensors"):
            (out / f.name).write_bytes(f.read_bytes())
    return out


def test_parse():
    assert hub.parse("Qwen/Qwen3-8B") == hub.HubSpec("Qwen/Qwen3-8B", None)
    assert hub.parse("unsloth/Qwen3-8B-GGUF:Q4_K_M") == hub.HubSpec("unsloth/Qwen3-8B-GGUF", "Q4_K_M")
    for not_an_id in ("coder-1.5b", "./x/y", "a/b/c", "x/model.gguf", "Org/name:", "/abs/path"):
        assert hub.parse(not_an_id) is None, not_an_id
    from redraft.engine.store import gguf_convert

    assert set(hub.GGUF_ARCHITECTURES) == set(gguf_convert.ARCHITECTURES)  # refused before a download: the converter's


def test_choose_gguf_by_quant_and_without_one(caplog):
    names = ["README.md", "m-Q4_K_M.gguf", "m-Q4_K_S.gguf", "m-q8_0.gguf", "m-BF16-00001-of-00002.gguf"]
    spec = hub.HubSpec("O/m-GGUF", None)
    assert hub.choose_gguf(hub.HubSpec("O/m-GGUF", "Q8_0"), names) == "m-q8_0.gguf"  # any case
    assert hub.choose_gguf(hub.HubSpec("O/m-GGUF", "q4_k_m"), names) == "m-Q4_K_M.gguf"  # Q4_K_M, not Q4_K_S
    with caplog.at_level(logging.WARNING):
        assert hub.choose_gguf(spec, names) == "m-Q4_K_M.gguf"
    assert "has 3 GGUF files; using m-Q4_K_M.gguf (another: O/m-GGUF:QUANT, one of Q4_K_M, Q4_K_S, q8_0)" in caplog.text
    with pytest.raises(ModelError, match=r"^O/m-GGUF has no GGUF file of quant Q5_K_M: its quants are Q4_K_M, Q4_K_S, q8_0$"):
        hub.choose_gguf(hub.HubSpec("O/m-GGUF", "Q5_K_M"), names)
    assert hub.choose_gguf(spec, ["only-IQ2_XS.gguf"]) == "only-IQ2_XS.gguf"
    arm = ["m-Q4_0.gguf", "m-Q4_0_4_4.gguf", "m-Q4_0_8_8.gguf"]  # Q4_0 is a word of its own, not a prefix
    assert hub.choose_gguf(hub.HubSpec("O/m-GGUF", "Q4_0"), arm) == "m-Q4_0.gguf"


def test_a_cached_safetensors_repo_loads_offline(cache, tiny_qwen3):
    snap = put_repo(cache, "Org/tiny-qwen3", folder_files(tiny_qwen3))
    assert modelstore.resolve_model("Org/tiny-qwen3") == snap.resolve()
    assert modelstore.pull_model("Org/tiny-qwen3") == snap.resolve()  # offline: the cache's


def test_a_cached_gguf_repo_converts_the_file_asked_for(cache, tmp_path, caplog):
    files = {}
    for seed, quant in enumerate(("Q4_K_M", "Q8_0")):
        make_gguf(tmp_path / f"{quant}.gguf", seed=seed)
        files[f"tiny-{quant}.gguf"] = (tmp_path / f"{quant}.gguf").read_bytes()
    snap = put_repo(cache, "Org/tiny-GGUF", {"README.md": b"# tiny\n", **files})
    q8 = modelstore.resolve_model("Org/tiny-GGUF:q8_0")
    assert json.loads((q8 / modelstore.MANIFEST).read_text())["source"] == "Org/tiny-GGUF:tiny-Q8_0.gguf"
    assert (snap / "tiny-Q8_0.gguf").is_file()
    with caplog.at_level(logging.WARNING):
        default = modelstore.resolve_model("Org/tiny-GGUF")
    assert default != q8 and "using tiny-Q4_K_M.gguf" in caplog.text
    with pytest.raises(ModelError, match=r"^Org/tiny-GGUF:Q6_K is not in the Hugging Face cache .* HF_HUB_OFFLINE is set"):
        modelstore.resolve_model("Org/tiny-GGUF:Q6_K")  # not downloaded: offline, one line


def test_an_architecture_redraft_cannot_run_is_one_line(cache, tiny_qwen3):
    files = folder_files(tiny_qwen3)
    files["config.json"] = json.dumps({"model_type": "bert", "architectures": ["BertModel"]}).encode()
    put_repo(cache, "Org/tiny-bert", files)
    with pytest.raises(ModelError, match=r"^Org/tiny-bert is a 'bert' model \(BertModel\), not a causal language model redraft can run"):
        modelstore.resolve_model("Org/tiny-bert")


def redraft(*args: str, env: dict) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "redraft.app", *args], capture_output=True, text=True, env=env, timeout=300)


def test_uncached_ids_offline_get_one_line_and_exit_2(cache, tmp_path):
    env = {**os.environ}
    src = tmp_path / "f.py"
    src.write_text("x = 1\n")
    for args in (("model", "pull", "Org/missing"), ("edit", str(src), "-i", "rename x to y", "--model", "Org/missing:Q4_K_M",
                                                    "--server", "off")):
        p = redraft(*args, env=env)
        assert p.returncode == 2, p.stderr
        lines = p.stderr.strip().splitlines()
        assert len(lines) == 1 and "is not in the Hugging Face cache" in lines[0] and "HF_HUB_OFFLINE is set" in lines[0], lines
    p = redraft("model", "pull", "not a model", env=env)
    assert p.returncode == 2 and p.stderr.strip() == (
        "redraft: error: no model named 'not a model': pass coder-0.5b, coder-1.5b or a hub id (ORG/NAME, ORG/NAME:Q4_K_M)")


def test_edit_with_a_cached_qwen3_runs_the_exact_fast_path(cache, tiny_qwen3, tmp_path):
    """The whole way: `redraft edit --model ORG/NAME` from the hub cache, offline, on the static
    backend (exact: greedy lookup is plain's by construction)."""
    put_repo(cache, "Org/tiny-qwen3", folder_files(tiny_qwen3))
    src = tmp_path / "f.py"
    src.write_text("def f(x):\n    return x + 1\n")
    p = redraft("edit", str(src), "-i", "rename x to y", "--model", "Org/tiny-qwen3", "--server", "off",
                "--max-tokens", "24", "--stdout", "--force", "--retries", "0", env={**os.environ})
    assert p.returncode == 0, p.stderr
    stats = [line for line in p.stderr.splitlines() if line.startswith("[prompt lookup]")]
    assert stats and ", exact," in stats[0], p.stderr
