"""The one patch writer (app/patches.py): its labelling rule, and patches that `git apply`
applies to the exact bytes, a missing final newline and a form feed included."""

from __future__ import annotations

import shutil
import subprocess

import pytest

from redraft.app.patches import lines, patch_label, unified_patch

pytestmark = pytest.mark.skipif(shutil.which("git") is None, reason="needs git")


def git(cwd, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run(["git", *args], cwd=cwd, check=True, capture_output=True, text=True)


@pytest.fixture
def repo(tmp_path):
    root = tmp_path / "repo"
    (root / "src").mkdir(parents=True)
    git(root, "init", "-q")
    return root


def test_labels_are_git_root_relative_else_current_folder_relative(repo, tmp_path, monkeypatch):
    f = repo / "src" / "m.py"
    f.write_text("x\n")
    monkeypatch.chdir(repo / "src")
    assert patch_label(f) == patch_label(repo / "src" / "m.py", cwd=tmp_path) == "src/m.py"  # wherever you stand
    loose = tmp_path / "out" / "loose.py"
    loose.parent.mkdir()
    loose.write_text("y\n")
    assert patch_label(loose, cwd=tmp_path) == "out/loose.py"  # no repository: from the current folder
    assert patch_label(loose, cwd=repo) == loose.as_posix().lstrip("/")  # elsewhere: the absolute path
    assert patch_label(None, "scratch.json") == "scratch.json"


def test_the_patch_names_the_file_as_git_diff_does(repo):
    (repo / "src" / "my file.py").write_text("a\n")
    patch = unified_patch("a\n", "b\n", "src/my file.py")
    assert patch.splitlines()[:3] == ["diff --git a/src/my file.py b/src/my file.py", "--- a/src/my file.py\t", "+++ b/src/my file.py\t"]
    assert unified_patch("same\n", "same\n", "x.py") == ""
    subprocess.run(["git", "apply"], input=patch.encode(), cwd=repo / "src", check=True, capture_output=True)
    assert (repo / "src" / "my file.py").read_text() == "b\n"


@pytest.mark.parametrize(
    "before, after",
    [
        ("a\nb", "a\nc"),  # no final newline on either side
        ("a\nb\n", "a\nb"),  # the edit drops it
        ("a\nb", "a\nb\n"),  # the edit adds it
        ("x = 1\n\x0c\ny = 2\u2028z\n", "x = 1\n\x0c\ny = 3\u2028z\n"),  # \f and U+2028 are not line ends
        ("a\r\nb\r\n", "a\r\nc\r\n"),
        ("", "new\n"),
    ],
)
def test_a_patch_applies_to_the_exact_bytes(repo, before, after):
    f = repo / "src" / "m.py"
    f.write_bytes(before.encode())
    (repo / "m.patch").write_bytes(unified_patch(before, after, patch_label(f)).encode())
    subprocess.run(["git", "apply", "--check", "m.patch"], cwd=repo, check=True, capture_output=True)  # from the root
    if shutil.which("patch"):
        subprocess.run(["patch", "-p1", "--dry-run", "-i", "m.patch"], cwd=repo, check=True, capture_output=True)
    subprocess.run(["git", "apply", "../m.patch"], cwd=repo / "src", check=True, capture_output=True)  # the file's folder
    assert f.read_bytes() == after.encode()


def test_lines_end_at_newlines_only():
    assert lines("a\n\x0cb\x1cc\u2028d\ne") == ["a\n", "\x0cb\x1cc\u2028d\n", "e"]
    assert lines("") == [] and lines("a\n") == ["a\n"]
