"""`redraft bench`'s harness on a tiny random model: modes, parity, statistics, reports,
verify cost and the CLI paths. Timings here are meaningless; only the logic is checked."""

from __future__ import annotations

import json
import zlib
from pathlib import Path

import pytest
import torch  # noqa: F401  (imported up front so conftest gives tiny models one thread)

from redraft.bench import load_prompts, register_mode, run_benchmark, run_verify_cost
from redraft.bench.modes import MODES, LoopMode, RunOutput
from redraft.bench.prompts import QUICK, default_dir
from redraft.bench.report import markdown, out_base, stdout_tables, write_report
from redraft.bench.stats import first_difference, median, parity, spread_pct
from redraft.engine.errors import ConfigError, InputError

ALL_MODES = ["plain", "lookup", "lookup-graded", "lookup-gated", "hf", "hf-pld"]


class WordTokenizer:
    """Whitespace words hashed into the tiny model's 64-token vocabulary; decodes each id
    to one letter (enough to compare outputs character by character)."""

    eos = [1]

    def encode_chat(self, messages):
        return [2 + zlib.crc32(w.encode()) % 62 for m in messages for w in m["content"].split()]

    def decode(self, ids):
        return "".join(chr(0x41 + i % 58) for i in ids)


class OwnForward:
    """A backend with its own forward (like the static-cache one): the Backend interface,
    minus the transformers model."""

    def __init__(self, backend):
        self._b, self.info = backend, backend.info

    def __getattr__(self, name):
        if name == "model":
            raise AttributeError(name)
        return getattr(self._b, name)

    @property
    def cache_len(self):
        return self._b.cache_len


def tiny_session():
    from redraft.engine.backends.torch_backend import TorchBackend
    from redraft.engine.session import Session
    from tests.tiny import tiny_model

    return Session(TorchBackend(tiny_model(), name="tiny"), WordTokenizer())


@pytest.fixture(scope="module")
def session():
    return tiny_session()


@pytest.fixture
def prompts_dir(tmp_path: Path) -> Path:
    (tmp_path / "src").mkdir()
    (tmp_path / "src" / "f.py").write_text("def f(x):\n    y = x + 1\n    return y * y\n" * 3)
    (tmp_path / "a_edit.toml").write_text(
        'order = 1\nkind = "edit"\nsource = "src/f.py"\ninstruction = "rename y to z"\nmax_tokens = 24\n'
    )
    (tmp_path / "b_chat.toml").write_text('order = 2\nkind = "chat"\ninstruction = "write a poem"\nmax_tokens = 24\n')
    return tmp_path


@pytest.fixture(scope="module")
def report(session, tmp_path_factory):
    d = tmp_path_factory.mktemp("prompts")
    (d / "src").mkdir()
    (d / "src" / "f.py").write_text("def f(x):\n    y = x + 1\n    return y * y\n" * 3)
    (d / "a_edit.toml").write_text('order = 1\nkind = "edit"\nsource = "src/f.py"\ninstruction = "rename y"\nmax_tokens = 24\n')
    (d / "b_chat.toml").write_text('order = 2\nkind = "chat"\ninstruction = "write a poem"\nmax_tokens = 24\n')
    return run_benchmark(session, load_prompts(d), modes=ALL_MODES, runs=2, command="redraft bench --test")


# -- statistics and parity -----------------------------------------------------------------


def test_median_and_spread():
    assert median([3.0, 1.0, 2.0]) == 2.0
    assert median([1.0, 2.0, 3.0, 10.0]) == 2.5
    assert spread_pct([10.0]) == 0.0
    assert spread_pct([9.0, 10.0, 11.0]) == pytest.approx(10.0)
    assert spread_pct([10.0, 10.0, 12.0]) == pytest.approx(20.0)
    with pytest.raises(ValueError):
        median([])


def test_parity_identical():
    p = parity("same text", "same text")
    assert p.identical and p.index is None
    assert p.describe() == "byte-identical"


def test_parity_first_differing_char():
    ref = "We will avoid the risk."
    out = "We will reduce the risk."
    p = parity(out, ref)
    assert not p.identical
    assert p.index == first_difference(out, ref) == 8
    assert p.ours.startswith("reduce") and p.reference.startswith("avoid")
    assert "diverges at char 8 of 23" in p.describe()
    assert p.as_dict()["first_diff"] == 8


def test_parity_prefix():
    p = parity("abc", "abcdef")
    assert not p.identical and p.index == 3 and p.prefix
    assert "shorter" in p.describe()
    assert "longer" in parity("abcdef", "abc").describe()


# -- prompts ---------------------------------------------------------------------------------


def test_shipped_prompts_load():
    names = [p.name for p in load_prompts()]
    assert names[:4] == ["edit_fn", "edit_json", "reformat_json", "edit_large"]
    assert set(names) >= {"summary", "write", "story"}
    by = {p.name: p for p in load_prompts()}
    assert by["write"].kind == "chat" and by["write"].source == ""
    assert by["summary"].kind == "chat" and by["summary"].source
    assert 140 <= by["edit_large"].source.count("\n") <= 200
    assert 18 <= by["edit_fn"].source.count("\n") <= 25
    assert set(QUICK) <= set(names)
    assert default_dir() is not None


def test_prompt_selection_and_errors(prompts_dir):
    assert [p.name for p in load_prompts(prompts_dir, ["b_chat", "a_edit"])] == ["b_chat", "a_edit"]
    with pytest.raises(ConfigError, match="unknown prompt nope"):
        load_prompts(prompts_dir, ["nope"])
    (prompts_dir / "c_bad.toml").write_text('kind = "edit"\ninstruction = "x"\n')
    with pytest.raises(InputError, match="needs a source"):
        load_prompts(prompts_dir)


# -- the benchmark on a tiny model ---------------------------------------------------------


def test_report_structure(report):
    assert report["kind"] == "bench" and report["schema"] == 1
    for key in ("machine", "versions", "commit", "command", "device", "dtype", "model", "settings", "date"):
        assert key in report
    assert report["machine"]["cores"] >= 1 and report["machine"]["cpu"]
    assert "torch" in report["versions"] and "transformers" in report["versions"]
    assert report["command"] == "redraft bench --test"
    assert [m["name"] for m in report["modes"]] == ALL_MODES
    assert report["warmup"]["max_width"] == 11  # hf-pld's 10 proposals + 1
    assert len(report["results"]) == 2 * len(ALL_MODES)
    for r in report["results"]:
        assert len(r["runs"]) == 2
        assert r["tok_per_s"] > 0 and r["spread_pct"] >= 0
        assert r["tokens"] == 24 and r["stop_reason"] == "max_tokens"  # no EOS in 24 tokens here
        assert r["stable"]
        assert r["forwards"] >= 1 and r["accepted"] <= r["drafted"]
        if r["mode"] == "plain":
            assert r["speedup"] == 1.0 and r["parity"]["identical"]


def test_counters_per_mode(report):
    by = {(r["prompt"], r["mode"]): r for r in report["results"]}
    for prompt in ("a_edit", "b_chat"):
        plain, hf = by[(prompt, "plain")], by[(prompt, "hf")]
        assert plain["forwards"] == plain["tokens"] and plain["drafted"] == 0
        assert hf["forwards"] == hf["tokens"] and hf["drafted"] == 0 and hf["accepted"] == 0
        for mode in ("lookup-graded", "lookup-gated", "hf-pld"):
            r = by[(prompt, mode)]
            assert r["forwards"] + r["accepted"] >= r["tokens"]  # every token from a forward


def test_greedy_parity_on_exact_arithmetic(report):
    """float64 and peaky logits: every mode, ours and transformers', decodes plain's tokens."""
    for r in report["results"]:
        assert r["parity"]["identical"], (r["mode"], r["parity"])


def test_markdown_and_stdout(report):
    md = markdown(report)
    assert md.startswith("# redraft bench: cpu, fp64")
    assert "| Prompt | plain (tok/s) | lookup (graded) | lookup-graded | lookup-gated | hf | hf-pld | best lookup vs hf-pld |" in md
    assert "| a_edit | edit | " in md
    assert "`redraft bench --test`" in md
    assert "byte-identical" in md
    out = stdout_tables(report)
    assert out.count("| a_edit |") == 1 + len(ALL_MODES)


def test_write_report_files(report, tmp_path):
    rep = json.loads(json.dumps(report))
    paths = write_report(rep, tmp_path / "r")
    names = sorted(p.name for p in paths)
    assert "r.json" in names and "r.md" in names
    back = json.loads((tmp_path / "r.json").read_text())
    assert back["results"] == report["results"]
    try:
        import matplotlib  # noqa: F401
    except ImportError:
        assert any("matplotlib" in n for n in back["notes"])
    else:
        assert (tmp_path / "r.png").read_bytes()[:4] == b"\x89PNG"
        assert "r.png" in (tmp_path / "r.md").read_text()


def test_out_paths(report, tmp_path):
    assert out_base(report, str(tmp_path / "x.json")) == tmp_path / "x"
    stem = out_base(report, str(tmp_path) + "/").name
    assert stem.startswith(report["date"][:10]) and stem.endswith("-cpu-fp64")
    assert out_base(report, None).name == stem


def test_divergence_is_reported(session, prompts_dir):
    """A mode whose output differs from plain gets the first differing character."""

    class Skewed(LoopMode):
        def run(self, ctx, prompt, max_tokens):
            out = super().run(ctx, prompt, max_tokens)
            tokens = out.tokens[:5] + tuple((t + 1) % 64 for t in out.tokens[5:])
            return RunOutput(tokens, ctx.decode(tokens), out.seconds, out.stop_reason, out.forwards, 0, 0)

    register_mode("skewed", lambda: Skewed("skewed", lookup=False))
    try:
        rep = run_benchmark(session, load_prompts(prompts_dir, ["a_edit"]), modes=["skewed"], runs=1)
    finally:
        MODES.pop("skewed")
    assert [m["name"] for m in rep["modes"]] == ["plain", "skewed"]  # plain always runs, first
    row = rep["results"][1]
    assert row["parity"]["identical"] is False and row["parity"]["first_diff"] == 5
    assert "diverges at char 5" in markdown(rep)


def test_optional_modes_load_when_asked_and_never_register_themselves(monkeypatch):
    from redraft.bench import modes

    before = dict(modes.MODES)
    monkeypatch.setitem(modes.OPTIONAL_MODES, "warp-lm", ("redraft_no_such_module", "Warp", "pip install warp"))
    assert "warp-lm" in modes.mode_names() and modes.unknown_modes(["warp-lm", "nope"]) == ["nope"]
    with pytest.raises(ConfigError, match="^mode warp-lm needs redraft_no_such_module: pip install warp$"):
        modes.make_modes(["warp-lm"])
    monkeypatch.setitem(modes.OPTIONAL_MODES, "skew-lm", ("tests.bench.test_bench", "WordTokenizer", ""))
    assert [type(m).__name__ for m in modes.make_modes(["skew-lm"])] == ["LoopMode", "WordTokenizer"]
    assert modes.MODES == before


def test_unknown_mode(session, prompts_dir):
    with pytest.raises(ConfigError, match="unknown mode warp"):
        run_benchmark(session, load_prompts(prompts_dir), modes=["warp"], runs=1)


# -- verify cost ---------------------------------------------------------------------------


def test_verify_cost_tiny(session):
    rep = run_verify_cost(session.backend, context=64, max_width=16, reps=2, command="c")
    rows = rep["verify"]["widths"]
    assert [r["width"] for r in rows] == list(range(1, 17))
    assert rows[0]["vs_width_1"] == 1.0 and rows[0]["break_even_accepted"] == 0.0
    assert all(r["ms"] > 0 for r in rows)
    assert session.backend.cache_len == 0
    md = markdown(rep)
    assert "| width | ms (median) | x width 1 |" in md and "\n| 16 | " in md
    with pytest.raises(ConfigError, match="context"):
        run_verify_cost(session.backend, context=600, max_width=16, reps=1)


def test_random_weight_shapes(tmp_path):
    from redraft.bench.verify_cost import model_config, random_backend

    cfg = model_config("qwen2.5-7b")
    assert (cfg.hidden_size, cfg.num_hidden_layers, cfg.num_key_value_heads, cfg.vocab_size) == (3584, 28, 4, 152064)
    assert model_config("Qwen2.5-0.5B-Instruct").hidden_size == 896
    assert model_config("qwen2.5-1.5b").intermediate_size == 8960
    with pytest.raises(ConfigError, match="known shape"):
        model_config("gpt-5")
    small = dict(model_type="qwen2", vocab_size=64, hidden_size=32, intermediate_size=64, num_hidden_layers=2,
                 num_attention_heads=4, num_key_value_heads=2, max_position_embeddings=256)
    (tmp_path / "config.json").write_text(json.dumps(small))
    backend = random_backend(str(tmp_path / "config.json"), device="cpu", dtype="fp32", graphs=False)
    assert backend.info.dtype == "float32" and backend.info.max_context == 256
    rep = run_verify_cost(backend, context=16, max_width=4, reps=1, random_weights="config.json")
    assert len(rep["verify"]["widths"]) == 4 and "random weights" in rep["notes"][0]
    assert rep["verify"]["step"] == "verify (forward + sample)"


def test_random_weights_on_the_static_backend(tmp_path):
    """The fast path's backend (CUDA's default), here run eagerly on the CPU: verify cost
    times its fused verify step."""
    from redraft.bench.verify_cost import random_backend

    small = dict(model_type="qwen2", vocab_size=64, hidden_size=64, intermediate_size=128, num_hidden_layers=2,
                 num_attention_heads=4, num_key_value_heads=2, max_position_embeddings=512)
    (tmp_path / "config.json").write_text(json.dumps(small))
    backend = random_backend(str(tmp_path), device="cpu", dtype="fp32", static=True)
    assert type(backend).__name__ == "StaticBackend"
    rep = run_verify_cost(backend, context=16, max_width=4, reps=1)
    assert rep["verify"]["step"].startswith("verify") and len(rep["verify"]["widths"]) == 4


# -- merging reports of prompt subsets -----------------------------------------------------


def _part(report, name, command):
    part = json.loads(json.dumps(report))
    part["prompts"] = [p for p in part["prompts"] if p["name"] == name]
    part["results"] = [r for r in part["results"] if r["prompt"] == name]
    part["command"] = command
    return part


def test_merge_reports(report, tmp_path, capsys):
    from redraft.app.cli import main

    a, b = _part(report, "a_edit", "redraft bench --prompts a_edit"), _part(report, "b_chat", "redraft bench --prompts b_chat")
    (tmp_path / "a.json").write_text(json.dumps(a))
    (tmp_path / "b.json").write_text(json.dumps(b))
    assert main(["bench", "--merge", str(tmp_path / "a.json"), str(tmp_path / "b.json"), "--out", str(tmp_path / "m"), "--no-chart"]) == 0
    merged = json.loads((tmp_path / "m.json").read_text())
    assert [p["name"] for p in merged["prompts"]] == ["a_edit", "b_chat"]
    assert merged["results"] == report["results"]
    assert merged["command"].startswith("redraft bench --prompts a_edit && redraft bench --prompts b_chat")
    assert len(merged["parts"]) == 2
    assert "| b_chat |" in capsys.readouterr().out
    # the command cell is one code span: a backtick inside it would end it mid-command
    cell = next(line for line in (tmp_path / "m.md").read_text().splitlines() if line.startswith("| command |"))
    assert cell.count("`") == 2 and "; merged by " in cell and "redraft bench (called in-process)" in cell

    from redraft.bench.merge import merge_reports

    with pytest.raises(ConfigError, match="more than one report"):
        merge_reports([a, a])
    other = dict(b, dtype="bf16")
    with pytest.raises(ConfigError, match="differ in dtype"):
        merge_reports([a, other])


def test_hf_modes_load_the_folder_when_the_backend_has_no_transformers_model(tmp_path, prompts_dir):
    """A backend with its own forward (the static-cache one) has no `.model`: the hf modes then
    load the same folder with transformers, at the backend's device and dtype."""
    from redraft.engine.backends.torch_backend import TorchBackend
    from redraft.engine.session import Session
    from tests.tiny import tiny_model

    tiny_model().save_pretrained(tmp_path / "m")
    inner = TorchBackend.load(tmp_path / "m", device="cpu", dtype="fp64")

    session = Session(OwnForward(inner), WordTokenizer())
    rep = run_benchmark(session, load_prompts(prompts_dir, ["a_edit"]), modes=["hf"], runs=1,
                        model_spec=str(tmp_path / "m"))
    hf = rep["results"][1]
    assert hf["mode"] == "hf" and hf["tokens"] == rep["results"][0]["tokens"] > 0
    assert hf["stop_reason"] == rep["results"][0]["stop_reason"]
    assert hf["parity"]["identical"], hf["parity"]
    assert any("loaded by transformers" in n for n in rep["notes"])


def test_verify_cost_without_a_transformers_model(session):
    """The vocabulary comes from the logits when the backend has no transformers config, so
    the random context stays inside it (a tiny vocabulary here: 64)."""
    from redraft.bench.verify_cost import vocab_size

    backend = OwnForward(session.backend)
    assert vocab_size(backend) == 64
    rep = run_verify_cost(backend, context=32, max_width=4, reps=1)
    assert len(rep["verify"]["widths"]) == 4


def test_report_commit_prefers_the_stated_one(monkeypatch):
    from redraft.bench import machine
    from redraft.bench.report import header

    monkeypatch.setenv("REDRAFT_COMMIT", "abc123")  # read by the CLI only, never by bench code
    backend = tiny_session().backend
    assert header(backend, "", "bench")["commit"].split("+")[0] not in ("abc123", "unknown")  # this checkout's HEAD
    assert header(backend, "", "bench", commit="abc123")["commit"] == "abc123"  # a copied tree's .git may be stale
    assert machine.git_commit() == header(backend, "", "bench")["commit"]


def test_our_modes_run_through_the_session_as_users_do(prompts_dir):
    """plain and lookup call Session.stream for an edit (the file's text proposer, as `redraft
    edit`) and stream_chat for a chat (as `redraft serve`), with the prompt ids the bench built;
    the session resolves the config, so the loop sees the same values a user's run does."""
    from redraft.engine.session import Session

    s = tiny_session()
    calls = []

    class Watched(Session):
        def stream(self, req, cfg, cancelled=lambda: False, ids=None):
            calls.append(("edit", req.filename, req.instruction, ids is not None))
            return super().stream(req, cfg, cancelled, ids)

        def stream_chat(self, messages, cfg, cancelled=lambda: False, ids=None):
            calls.append(("chat", messages[-1]["content"] if messages else "", "", ids is not None))
            return super().stream_chat(messages, cfg, cancelled, ids)

    s.__class__ = Watched
    rep = run_benchmark(s, load_prompts(prompts_dir), modes=["plain", "lookup"], runs=1)
    timed = [c for c in calls if c[1]]  # the warm calls stream an empty chat
    assert timed == [("edit", "f.py", "rename y to z", True)] * 2 + [("chat", "write a poem", "", True)] * 2
    assert rep["settings"]["max_draft"] == 7 and rep["modes"][1]["label"] == "lookup (graded)"
