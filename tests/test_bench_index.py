"""The benchmarks index (bench/index.py): one table per machine, built from the reports' own
titles and machine lines; the committed docs/benchmarks/README.md is what the reports give."""

from __future__ import annotations

from pathlib import Path

from redraft.bench.index import INDEX, INTRO, main, render, reports

ROOT = Path(__file__).resolve().parents[1]

GENERATED = """# redraft bench: cpu, bf16

|  |  |
|---|---|
| model | m (torch-static backend) |
| device | cpu: AMD EPYC, 2 cores, 23.5 GiB, 2 torch threads |
"""
HAND = """# Start-up on the H200 (issue 11)

Machine: one NVIDIA H200 (`nvidia-h200`), torch 2.11,
transformers 5.17, bf16.

Body.
"""
METHOD_SECTION = """# The block kernel's verifies

Intro naming nothing.

## Machine and method

- **CPU:** `Intel(R) Xeon(R) Processor`, 2 cores, AMX.
"""
NONE = "# Notes on something\n\nNo machine here.\n"


def folder(tmp_path: Path) -> Path:
    d = tmp_path / "benchmarks"
    d.mkdir()
    (d / "2026-12-01-cpu-bf16-exact.md").write_text(GENERATED)
    (d / "2026-12-03-cpu-bf16-later.md").write_text(GENERATED.replace("bf16", "fp32", 1))
    (d / "2026-12-02-h200-startup.md").write_text(HAND)
    (d / "2026-12-02-cpu-prefetch.md").write_text(METHOD_SECTION)
    (d / "h200-undated.md").write_text(HAND.replace("issue 11", "issue 6"))
    (d / "notes.md").write_text(NONE)
    (d / "data.json").write_text("{}")
    return d


def test_each_machine_gets_a_table_of_its_reports_newest_first(tmp_path):
    text = render(reports(folder(tmp_path)), INTRO)
    tables = {part.split(" (", 1)[0]: part for part in text.split("\n## ")[1:]}
    assert list(tables) == ["AMD EPYC, 2 cores", "NVIDIA H200", "Intel Xeon with AMX, 2 cores", "Machine not recorded"]
    amd = tables["AMD EPYC, 2 cores"].splitlines()
    assert amd[0] == "AMD EPYC, 2 cores (2 reports)"
    rows = [ln for ln in amd if ln.startswith("| 2026")]
    assert [r.split(" | ")[0] for r in rows] == ["| 2026-12-03", "| 2026-12-01"]  # newest first
    assert rows[0].startswith("| 2026-12-03 | [cpu-bf16-later](2026-12-03-cpu-bf16-later.md) | redraft bench: cpu, fp32 | ")
    assert rows[0].endswith("| cpu: AMD EPYC, 2 cores, 23.5 GiB, 2 torch threads |")
    h200 = tables["NVIDIA H200"]
    # a hand-written report's Machine: line, with the rest of its paragraph, marks and all off
    assert "| Start-up on the H200 (issue 11) | one NVIDIA H200 (nvidia-h200), torch 2.11, transformers 5.17, bf16. |" in h200
    assert "| – | [h200-undated](h200-undated.md) |" in h200  # an undated report sorts last
    assert "| [cpu-prefetch](2026-12-02-cpu-prefetch.md) | The block kernel's verifies | Intel(R) Xeon(R) Processor" in tables[
        "Intel Xeon with AMX, 2 cores"]
    assert "[notes](notes.md) | Notes on something | – |" in tables["Machine not recorded"]
    assert "data.json" not in text and f"]({INDEX})" not in text


def test_the_index_is_written_and_a_stale_one_is_refused(tmp_path, capsys):
    d = folder(tmp_path)
    assert main([str(d), "--check"]) == 1  # none yet
    assert main([str(d)]) == 0
    assert main([str(d), "--check"]) == 0
    (d / "2026-12-04-cpu-new.md").write_text(GENERATED)
    assert main([str(d), "--check"]) == 1
    assert "stale" in capsys.readouterr().err
    assert main([str(tmp_path / "missing")]) == 2


def test_the_committed_index_lists_every_report():
    """docs/benchmarks/README.md is what the reports give: after adding a report, run
    python -m redraft.bench.index docs/benchmarks."""
    assert main([str(ROOT / "docs" / "benchmarks"), "--check"]) == 0
