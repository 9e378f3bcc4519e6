"""The edit prompt's variants end to end on the tiny model: the session sends the variant asked
for (REDRAFT_PROMPT or EditRequest.prompt), `redraft bench --quality --prompt NAME` records it,
and lookup's output is plain's whatever the variant (only the prompt text differs)."""

from __future__ import annotations

import json

import pytest

from redraft.app.cli import main
from redraft.engine.prompting import VARIANTS, edit_messages
from redraft.engine.session import EditRequest
from tests.bench.test_bench import tiny_session
from tests.app.test_bench_cli import one_line, tiny_load  # noqa: F401 (a fixture)


@pytest.fixture(scope="module")
def session():
    return tiny_session()


def test_the_session_sends_the_variant_asked_for(session, monkeypatch):
    monkeypatch.delenv("REDRAFT_PROMPT", raising=False)
    req = EditRequest("a b\n", "swap a", "f.txt")
    ids = {v: session.tokenizer.encode_chat(edit_messages(req.source, req.instruction, req.filename, v)) for v in VARIANTS}
    assert len({tuple(i) for i in ids.values()}) == len(VARIANTS)  # four different prompts
    assert session.prompt(req) == ids["default"]
    assert session.prompt(EditRequest(req.source, req.instruction, req.filename, "example")) == ids["example"]
    monkeypatch.setenv("REDRAFT_PROMPT", "rules")
    assert session.prompt(req) == ids["rules"]
    assert session.prompt(EditRequest(req.source, req.instruction, req.filename, "restate")) == ids["restate"]


def quality_set(tmp_path):
    d = tmp_path / "set"
    (d / "src").mkdir(parents=True)
    (d / "src" / "a.json").write_text('{"a": 1, "b": [1, 2]}\n')
    (d / "one.toml").write_text('kind = "edit"\nsource = "src/a.json"\ninstruction = "add c"\nmax_tokens = 24\n[checks]\ncontains = ["c"]\n')
    return d


@pytest.mark.parametrize("variant", ["restate", "example"])
def test_bench_runs_a_variant_and_lookup_stays_plain(tiny_load, tmp_path, capsys, variant):  # noqa: F811
    d = quality_set(tmp_path)
    assert main(["bench", "--quality", "--prompts-dir", str(d), "--out", str(tmp_path / "v"), "--prompt", variant]) == 0
    assert main(["bench", "--quality", "--prompts-dir", str(d), "--out", str(tmp_path / "d")]) == 0
    rep, base = (json.loads((tmp_path / n).read_text()) for n in ("v.json", "d.json"))
    assert rep["settings"]["prompt"] == variant and base["settings"]["prompt"] == "default"
    assert rep["prompts"][0]["prompt_tokens"] > base["prompts"][0]["prompt_tokens"]  # the variant was sent
    lookup = next(r for r in rep["results"] if r["mode"] == "lookup")
    assert lookup["parity"]["identical"]
    assert f"| prompt | {variant} |" in (tmp_path / "v.md").read_text()
    assert f", prompt {variant}:" in capsys.readouterr().out


def test_the_report_name_says_the_variant(tiny_load, tmp_path, monkeypatch):  # noqa: F811
    monkeypatch.setenv("REDRAFT_PROMPT", "rules")
    d = quality_set(tmp_path)
    assert main(["bench", "--quality", "--prompts-dir", str(d), "--out", str(tmp_path)]) == 0
    (report,) = tmp_path.glob("*.json")
    assert report.name.endswith("-quality-tiny-prompt-rules.json")


def test_bench_refuses_an_unknown_variant(capsys):
    assert main(["bench", "--quality", "--prompt", "loud"]) == 2
    assert "--prompt loud: unknown prompt variant; choose from default, restate, rules, example" in one_line(capsys)
