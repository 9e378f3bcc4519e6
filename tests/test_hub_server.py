"""`redraft model pull ORG/NAME` against a hub on loopback (tests/hub_server.py, through
HF_ENDPOINT): huggingface_hub downloads into HF_HUB_CACHE, the sha256 check runs, and a typo,
a repo without weights, an architecture redraft cannot run and a damaged download are each one
line with exit 2, before anything is written where they can be."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.hub_server import Hub, Repo
from tests.test_hub import folder_files, tiny_qwen3  # noqa: F401 (a fixture)
from tests.test_modelstore import make_gguf


@pytest.fixture
def hub():
    h = Hub()
    yield h
    h.close()


@pytest.fixture
def env(tmp_path, hub) -> dict:
    keep = {k: v for k, v in os.environ.items() if not k.startswith(("HF_", "HUGGINGFACE_"))}
    return {**keep, "HF_ENDPOINT": hub.url, "HF_HOME": str(tmp_path / "hf"), "HF_HUB_CACHE": str(tmp_path / "hub"),
            "HF_HUB_DISABLE_TELEMETRY": "1", "HF_HUB_DISABLE_XET": "1", "REDRAFT_CACHE_DIR": str(tmp_path / "redraft"),
            "REDRAFT_CONFIG": os.devnull, "NO_PROXY": "127.0.0.1", "no_proxy": "127.0.0.1"}


def pull(env: dict, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "redraft.app", "model", "pull", *args], capture_output=True,
                          text=True, env=env, timeout=300)


def one_line(p: subprocess.CompletedProcess, *words: str) -> None:
    """Exit 2 and one line of error, last (huggingface_hub's own progress bars may come first)."""
    lines = p.stderr.strip().splitlines()
    ours = [line for line in lines if line.startswith("redraft")]
    assert p.returncode == 2 and len(ours) == 1 and lines[-1] == ours[0], p.stderr
    assert "Traceback" not in p.stderr
    for w in words:
        assert w in ours[0], ours[0]


def test_pull_downloads_a_safetensors_repo_and_checks_it(hub, env, tiny_qwen3, tmp_path):  # noqa: F811
    files = {**folder_files(tiny_qwen3), "README.md": b"# tiny\n", "pytorch_model.bin": b"not wanted",
             "original/consolidated.00.pth": b"not wanted either"}
    hub.repos["Org/tiny-qwen3"] = Repo(files, config={"model_type": "qwen3"})
    p = pull(env, "Org/tiny-qwen3")
    assert p.returncode == 0, p.stderr
    snap = Path(p.stdout.strip())
    assert snap == tmp_path / "hub" / "models--Org--tiny-qwen3" / "snapshots" / ("1" * 40)
    assert sorted(f.name for f in snap.iterdir()) == sorted(folder_files(tiny_qwen3))  # no .bin, no original/
    assert (snap / "model.safetensors").read_bytes() == files["model.safetensors"]
    offline = {**env, "HF_HUB_OFFLINE": "1"}  # then it works without the hub
    again = pull(offline, "Org/tiny-qwen3")
    assert again.returncode == 0 and Path(again.stdout.strip()) == snap, again.stderr


def test_pull_chooses_a_gguf_by_quant_and_converts_only_it(hub, env, tmp_path):
    files = {}
    for seed, quant in enumerate(("Q4_K_M", "Q8_0")):
        make_gguf(tmp_path / f"{quant}.gguf", seed=seed)
        files[f"tiny-{quant}.gguf"] = (tmp_path / f"{quant}.gguf").read_bytes()
    hub.repos["Org/tiny-GGUF"] = Repo(files, gguf={"architecture": "qwen2"})
    p = pull(env, "Org/tiny-GGUF:Q8_0")
    assert p.returncode == 0, p.stderr
    assert hub.gets == ["Org/tiny-GGUF/tiny-Q8_0.gguf"]
    folder = Path(p.stdout.strip())
    assert folder.parent == tmp_path / "redraft" / "models" and (folder / "config.json").is_file()
    assert json.loads((folder / "redraft-manifest.json").read_text())["source"] == "Org/tiny-GGUF:tiny-Q8_0.gguf"


def test_a_typo_no_weights_or_another_architecture_is_one_line_before_any_download(hub, env, tmp_path):
    hub.repos["Org/docs"] = Repo({"README.md": b"#\n", "config.json": b"{}"})
    hub.repos["Org/bert"] = Repo({"config.json": b'{"model_type": "bert"}', "model.safetensors": b"x" * 64},
                                 config={"model_type": "bert", "architectures": ["BertForMaskedLM"]})
    hub.repos["Org/mamba-GGUF"] = Repo({"m-Q4_K_M.gguf": b"x" * 64}, gguf={"architecture": "mamba"})
    one_line(pull(env, "Org/tiny-qwen"), "no model Org/tiny-qwen on the hub (check the name")
    one_line(pull(env, "Org/docs"), "Org/docs has no weights redraft loads (*.safetensors or *.gguf)")
    one_line(pull(env, "Org/bert"), "Org/bert is a 'bert' model (BertForMaskedLM), not a causal language model redraft can run")
    one_line(pull(env, "Org/mamba-GGUF"), "GGUF architecture 'mamba' is not supported (redraft converts qwen2, qwen3, llama)")
    one_line(pull(env, "Org/docs:Q4_K_M"), "Org/docs has no weights redraft loads")
    assert hub.gets == [] and not (tmp_path / "hub" / "models--Org--bert").exists()


def test_a_download_that_does_not_match_the_hubs_sha256_is_refused(hub, env, tiny_qwen3):  # noqa: F811
    files = folder_files(tiny_qwen3)
    bad = bytearray(files["model.safetensors"])
    bad[-1] ^= 0xFF  # the same size: only the hash can tell
    hub.repos["Org/tiny-qwen3"] = Repo(files, config={"model_type": "qwen3"}, served={"model.safetensors": bytes(bad)})
    one_line(pull(env, "Org/tiny-qwen3"), "Org/tiny-qwen3: model.safetensors does not match the hub's sha256",
             "run `redraft model pull Org/tiny-qwen3 --force`")
    hub.repos["Org/tiny-qwen3"].served.clear()  # the hub serves the right bytes again: --force fetches them
    p = pull(env, "Org/tiny-qwen3", "--force")
    assert p.returncode == 0, p.stderr
    assert (Path(p.stdout.strip()) / "model.safetensors").read_bytes() == files["model.safetensors"]
