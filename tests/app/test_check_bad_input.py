"""Bad input to `redraft check` and `redraft edit` gets one line and exit 2, before any model
loads: binary and malformed patches, non-UTF-8 instructions, data nested too deeply to check."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest


def redraft(*args, cwd):
    return subprocess.run([sys.executable, "-m", "redraft.app", *args], capture_output=True, cwd=cwd, timeout=120)


@pytest.mark.parametrize("patch, says", [
    ("diff --git a/o.txt b/o.txt\nindex 1..2 100644\nGIT binary patch\nliteral 3\nKcmZ?wdfqz%0RR600{{R3\n\n", "is a binary patch"),
    ("--- a/o.txt\n+++ b/o.txt\n@@ -1,5 +1,1 @@\n-a\n+b\n", "hunk 1 is malformed: its header says 5 old and 1 new lines"),
    ("--- a/o.txt\n+++ b/o.txt\n@@ -1 +1 @@\n-a\n+b\n+c\n", "hunk 1 is malformed"),
])
def test_a_patch_that_is_not_a_text_diff_is_one_line(tmp_path, patch, says):
    (tmp_path / "o.txt").write_text("a\n")
    (tmp_path / "p.diff").write_text(patch)
    r = redraft("check", "o.txt", "--diff", "p.diff", "-i", "change a to b", cwd=tmp_path)
    err = r.stderr.decode()
    assert r.returncode == 2 and says in err and len(err.strip().splitlines()) == 1 and "Traceback" not in err


def test_a_non_utf8_instruction_is_refused(tmp_path):
    (tmp_path / "o.txt").write_text("a\n")
    r = redraft("check", "o.txt", "o.txt", "-i", os.fsdecode(b"rename \xff x"), cwd=tmp_path)
    assert r.returncode == 2 and b"not valid UTF-8" in r.stderr and b"Traceback" not in r.stderr


def test_data_nested_too_deeply_is_refused_before_the_model_and_never_raises(tmp_path):
    deep = "[" * 200_000 + "]" * 200_000
    (tmp_path / "deep.json").write_text(deep)
    r = redraft("edit", "deep.json", "-i", "minify", "--write", cwd=tmp_path)
    assert r.returncode == 2 and b"nested too deeply to check" in r.stderr and b"Traceback" not in r.stderr
    assert (tmp_path / "deep.json").read_text() == deep  # untouched
    (tmp_path / "a.json").write_text('{"a": 1}\n')
    r = redraft("check", "a.json", "deep.json", "-i", "minify", cwd=tmp_path)
    assert r.returncode == 1 and b"breaks syntax: nested too deeply to check" in r.stderr


def _alias_bomb(levels: int = 9) -> str:
    """A few hundred bytes of YAML that stand for 10**levels strings ("a billion laughs")."""
    text = "a0: &a0 [" + ", ".join(["lol"] * 10) + "]\n"
    for i in range(1, levels):
        text += f"a{i}: &a{i} [" + ", ".join([f"*a{i - 1}"] * 10) + "]\n"
    return text


def test_yaml_aliases_that_expand_into_billions_are_refused_before_the_model(tmp_path):
    bomb = _alias_bomb()
    (tmp_path / "bomb.yml").write_text(bomb)
    r = redraft("edit", "bomb.yml", "-i", "add a key c set to 1", "--write", cwd=tmp_path)
    assert r.returncode == 2 and b"aliases expand too far to check" in r.stderr and b"Traceback" not in r.stderr
    assert (tmp_path / "bomb.yml").read_text() == bomb
    (tmp_path / "a.yml").write_text("a: 1\n")
    r = redraft("check", "a.yml", "bomb.yml", "-i", "add the laughs", cwd=tmp_path)
    assert r.returncode == 1 and b"breaks syntax: aliases expand too far to check" in r.stderr


def test_a_workflow_whose_on_key_loads_as_true_is_judged_not_raised(tmp_path):
    """YAML 1.1 reads the key `on:` as the boolean True, beside string keys such as `jobs`: a
    whole workflow written into an empty file is compared, not a TypeError."""
    (tmp_path / "old.yml").write_text("# the CI workflow\n")
    (tmp_path / "new.yml").write_text("on:\n  push: {}\njobs:\n  test:\n    runs-on: ubuntu-latest\n")
    r = redraft("check", "old.yml", "new.yml", "-i", "write a workflow that runs on push", cwd=tmp_path)
    assert r.returncode in (0, 1) and b"Traceback" not in r.stderr and b"old.yml" in r.stderr


def test_yaml_that_holds_itself_is_refused_not_raised(tmp_path):
    (tmp_path / "a.yml").write_text("a: 1\n")
    (tmp_path / "b.yml").write_text("a: &a [*a]\n")
    r = redraft("check", "a.yml", "b.yml", "-i", "make a a list", cwd=tmp_path)
    assert r.returncode == 1 and b"breaks syntax: aliases expand too far to check" in r.stderr and b"Traceback" not in r.stderr
