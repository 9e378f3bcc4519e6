"""The unit tier (tests/tiers.py): a test is slow by what it does, keyed by its file's name and
its own name, so moving a file to another folder keeps its tier."""

from __future__ import annotations

from pathlib import Path

from tests.tiers import SLOW_S, is_slow, record


def test_slow_by_marker_module_or_measured_list_in_any_folder():
    listed = frozenset({"test_loop.py::test_long_one", "test_loop.py::test_param"})
    for folder in ("tests", "tests/engine/decode", "tests/app/cli"):
        assert is_slow(f"{folder}/test_x.py", "test_a", {"e2e"}, listed) == "a real model"
        assert is_slow(f"{folder}/test_x.py", "test_a", {"coder15b"}, listed) == "a real model"
        assert "subprocess" in is_slow(f"{folder}/test_cli.py", "test_a", set(), listed)
        assert is_slow(f"{folder}/test_loop.py", "test_long_one", set(), listed).startswith("over")
        assert is_slow(f"{folder}/test_loop.py", "test_param[a-1]", set(), listed).startswith("over")  # every parameter
        assert is_slow(f"{folder}/test_loop.py", "test_short_one", set(), listed) is None
        assert is_slow(f"{folder}/test_other.py", "test_long_one", set(), listed) is None  # another file's test


def test_a_measured_run_adds_its_slow_tests_and_keeps_the_list(tmp_path):
    target = tmp_path / "slow.txt"
    target.write_text("# measured somewhere\ntest_b.py::test_kept\n")
    added = record({"test_a.py::test_fast": SLOW_S / 2, "test_a.py::test_slow": SLOW_S * 3,
                    "test_b.py::test_kept": 0.0}, target)
    assert added == ["test_a.py::test_slow"]
    assert target.read_text() == "# measured somewhere\ntest_a.py::test_slow\ntest_b.py::test_kept\n"
    fresh = tmp_path / "new.txt"
    record({"test_c.py::test_z": SLOW_S + 1}, fresh)
    assert fresh.read_text().splitlines()[1:] == ["test_c.py::test_z"] and fresh.read_text().startswith("#")


def test_the_committed_list_names_tests_by_file_and_name():
    lines = [ln for ln in (Path(__file__).with_name("slow_tests.txt")).read_text().splitlines() if not ln.startswith("#")]
    assert len(lines) > 100 and all(ln.count("::") == 1 and ln.split("::")[0].startswith("test_") for ln in lines)
