"""Best of n (issue 44): with sampling, up to n candidates of the instruction, each checked, the
first that passes kept; the others stay as attempts. The policy (engine/retry.py), the prompt's
cache shared by the candidates (static backend), and `redraft edit --best-of` through the CLI."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from redraft.engine import Attempt, check, first_plan, kept, next_attempt
from redraft.engine.config import DecodeConfig, Sampling
from redraft.engine.errors import ConfigError

SRC = "def f(values):\n    return sum(values)\n"
GOOD = SRC.replace("values", "xs")
ASK = "rename values to xs"
SAMPLED = DecodeConfig(sampling=Sampling(temperature=0.7, top_p=0.95, seed=10), best_of=4)


def attempt(text: str, cfg: DecodeConfig) -> Attempt:
    return Attempt(ASK, cfg, text, check(SRC, text, "f.py", ASK))


def test_candidates_until_one_passes_each_with_its_own_seed():
    plan = first_plan(ASK, SAMPLED)
    assert plan.how == "candidate 1 of 4, sampled, seed 10" and plan.cfg.sampling.seed == 10 and not plan.cfg.reuse_prompt
    tried = [attempt(SRC, plan.cfg)]  # no changes: suspect
    for k in (2, 3):
        plan = next_attempt(ASK, SAMPLED, tried, retries=0)  # retries do not limit the candidates
        assert plan.instruction == ASK  # the instruction as given: no note on what failed
        assert plan.how == f"candidate {k} of 4, sampled, seed {9 + k}" and plan.cfg.sampling.seed == 9 + k
        assert plan.cfg.reuse_prompt and plan.cfg.sampling.temperature == 0.7 and plan.cfg.best_of == 4
        tried.append(attempt(SRC if k == 2 else GOOD, plan.cfg))
    assert next_attempt(ASK, SAMPLED, tried, retries=3) is None  # candidate 3 passed: no fourth, no retry
    assert kept(tried) == 2


def test_at_most_n_candidates_and_the_least_bad_kept():
    tried = [attempt(SRC, SAMPLED), attempt("def f(:\n", SAMPLED), attempt(SRC, SAMPLED), attempt("def f(:\n", SAMPLED)]
    assert next_attempt(ASK, SAMPLED, tried, retries=5) is None
    assert kept(tried) == 0  # suspect before breaks, the earliest on a tie


def test_without_a_seed_every_candidate_draws_fresh():
    cfg = DecodeConfig(sampling=Sampling(temperature=0.5), best_of=2)
    plan = next_attempt(ASK, cfg, [attempt(SRC, cfg)], 0)
    assert plan.cfg.sampling.seed is None and plan.how == "candidate 2 of 2, sampled"


def test_best_of_needs_sampling_and_a_bound():
    with pytest.raises(ConfigError, match=r"^best_of 4 needs sampling \(a temperature above 0\)"):
        DecodeConfig(best_of=4).validate()
    with pytest.raises(ConfigError, match=r"^best_of must be in \[1, 16\], got 0"):
        DecodeConfig(best_of=0, sampling=Sampling(temperature=1.0)).validate()
    assert DecodeConfig().best_of == 1  # greedy stays the default


def test_candidates_after_the_first_reuse_the_prompt_cache_and_change_no_token():
    """The static backend keeps the last prefill (its cache positions and logits): a candidate
    with reuse_prompt skips the prompt's forward, and samples exactly what a fresh prefill would."""
    import torch

    from tests.helpers import decode_ids, repeated_prompt, run
    from tests.tiny import static, tiny_model

    torch.set_num_threads(1)
    backend = static(tiny_model("qwen3", seed=1, init=0.2))
    prompt = repeated_prompt(3, length=70)
    sampling = Sampling(temperature=0.8, seed=5)
    fresh = [run(backend, prompt, decode_ids, sampling=sampling, max_tokens=40, loop_guard=False).tokens]
    calls = []
    real = backend._prefill
    backend._prefill = lambda tokens: calls.append(len(tokens)) or real(tokens)
    again = run(backend, prompt, decode_ids, sampling=sampling, max_tokens=40, loop_guard=False, reuse_prompt=True)
    assert again.tokens == fresh[0] and calls == []  # the same draws, no prompt forward
    other = repeated_prompt(4, length=70)
    run(backend, other, decode_ids, sampling=sampling, max_tokens=10, loop_guard=False, reuse_prompt=True)
    assert calls == [70]  # another prompt: computed


def redraft(*args: str, env=None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "redraft.app", *args], capture_output=True, text=True, timeout=120,
                          env={**os.environ, **(env or {})})


def test_best_of_with_greedy_decoding_is_one_line_exit_2(tmp_path):
    src = tmp_path / "f.py"
    src.write_text(SRC)
    p = redraft("edit", str(src), "-i", ASK, "--best-of", "4", "--server", "off")
    assert p.returncode == 2 and p.stderr.strip() == (
        "redraft: error: --best-of 4 needs sampling (a temperature above 0): greedy decoding draws the same candidate every time")
    conf = tmp_path / "c.toml"
    conf.write_text("[decode]\nbest_of = 3\n")
    p = redraft("edit", str(src), "-i", ASK, "--server", "off", env={"REDRAFT_CONFIG": str(conf)})
    assert p.returncode == 2 and p.stderr.strip().startswith(f"redraft: error: config file {conf}: best_of 3 needs sampling")


class Candidates:
    """Session.load's stand-in whose edits return `texts` in turn (tests/test_cli_safety.py's
    FakeSession, one text per candidate)."""

    def __init__(self, *texts: str) -> None:
        from tests.test_cli_safety import FakeSession

        self.fakes = [FakeSession(t) for t in texts]
        self.cfgs: list = []

    def stats_line(self, summary):
        return summary.line()

    def edit(self, req, cfg):
        self.cfgs.append(cfg)
        return self.fakes[len(self.cfgs) - 1].edit(req, cfg)


def test_edit_best_of_keeps_the_first_candidate_that_passes(tmp_path, monkeypatch, capsys):
    """`redraft edit --best-of 3` over candidates: unchanged, the rename, the rename again:
    candidate 2 is delivered, the stats line and --stats-json say so, and the third is never drawn."""
    from redraft.app import cli
    from redraft.engine.session import Session

    monkeypatch.setenv("REDRAFT_STATE_DIR", str(tmp_path / "state"))
    monkeypatch.setenv("REDRAFT_CONFIG", os.devnull)
    session = Candidates(SRC, GOOD, GOOD)
    monkeypatch.setattr(Session, "load", classmethod(lambda cls, **kw: session))
    src = tmp_path / "f.py"
    src.write_text(SRC)
    stats = tmp_path / "s.json"
    code = cli.main(["edit", str(src), "-i", ASK, "--temp", "0.7", "--seed", "3", "--best-of", "3", "--server", "off",
                     "--stdout", "--stats-json", str(stats)])
    out, err = capsys.readouterr()
    assert code == 0 and out == GOOD, err
    assert [c.sampling.seed for c in session.cfgs] == [3, 4] and [c.reuse_prompt for c in session.cfgs] == [False, True]
    assert "redraft: candidate 1: check: suspect" in err and "drawing candidate 2 of 3, sampled, seed 4" in err
    assert "attempt 2 of 2 kept" in err.splitlines()[-1]
    data = json.loads(stats.read_text())
    assert data["kept"] == 2 and [a["how"] for a in data["attempts"]] == [
        "candidate 1 of 3, sampled, seed 3", "candidate 2 of 3, sampled, seed 4"]
