"""How a path is shown in a notice or a one-line message (app/visible.py): the home folder as
~, a long path shortened in the middle with its file name whole, control characters shown."""

from __future__ import annotations

import os

from redraft.app.visible import PATH_LIMIT, shown_path, tilde


def test_the_home_folder_is_a_tilde(monkeypatch, tmp_path):
    home = tmp_path / "alice"
    monkeypatch.setenv("HOME", str(home))
    assert shown_path(home / "src" / "app.py") == "~/src/app.py"
    assert shown_path(home) == "~"
    assert tilde(str(tmp_path / "alice2" / "x.py")) == str(tmp_path / "alice2" / "x.py")  # not a folder under home
    assert shown_path("relative/app.py") == "relative/app.py"
    assert tilde(f"wrote {home}/a.py (backup: {home}/.local/state/b)") == "wrote ~/a.py (backup: ~/.local/state/b)"


def test_a_long_path_keeps_its_start_and_its_file_name(monkeypatch):
    monkeypatch.setenv("HOME", "/home/alice")
    name = "20261205-101512-4242-ab12-stats.py"
    long = f"/home/alice/.local/state/redraft/backups/one/two/three/four/{name}"
    shown = shown_path(long)
    assert len(shown) <= PATH_LIMIT and shown.startswith("~/.local/") and shown.endswith("/four/" + name)
    assert "…" in shown
    deep = "/var/" + "/".join(f"d{i}" for i in range(40)) + "/f.py"
    s = shown_path(deep)
    assert s.startswith("/var/…/") and s.endswith("/d39/f.py") and len(s) <= PATH_LIMIT
    assert shown_path("/" + "x" * 80 + ".py").endswith("x.py")  # one long name: whole


def test_control_characters_in_a_path_are_shown_not_sent(monkeypatch):
    monkeypatch.setenv("HOME", "/home/alice")
    assert shown_path("/home/alice/\x1b[31mred.py") == "~/^[[31mred.py"
    assert os.sep == "/"
