"""`redraft edit` edge cases found in review of issue 10 (a fake session, in-process)."""

from __future__ import annotations

import pytest

from tests.app.test_cli_safety import EDITED, SOURCE, FakeSession, isolated, run, src, use  # noqa: F401 (fixtures)


@pytest.mark.parametrize("mode", ["--write", "--diff"])
def test_stats_json_naming_the_edited_file_is_refused_before_the_model(src, tmp_path, capsys, monkeypatch, mode):  # noqa: F811
    session = use(monkeypatch, FakeSession(EDITED))
    link = tmp_path / "link.json"
    link.symlink_to(src)
    for stats in (str(src), str(link)):
        code, _, err = run(capsys, str(src), "-i", "x", mode, "--stats-json", stats)
        assert code == 2 and "is the file being edited" in err[-1] and len(err) == 1
    assert src.read_text() == SOURCE and not session.loads
