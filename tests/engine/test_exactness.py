"""Where a backend is not batch-invariant, the user is told: the stats line says "exact" or
"may differ from plain at near-ties" for lookup runs, carried from BackendInfo.exact."""

from __future__ import annotations

from dataclasses import replace

import pytest

from redraft.engine.events import Summary
from tests.fakes import FakeBackend, decode_letters, hashed_table
from tests.helpers import run


def summary(mode: str, exact: bool) -> Summary:
    return Summary(mode, 10, 20, 8, 8, 12, 9, 100.0, 900.0, "eos", exact=exact)


def test_the_stats_line_says_whether_lookup_is_exact():
    assert summary("prompt lookup", True).line().endswith(", exact")
    assert summary("prompt lookup", False).line().endswith(", may differ from plain at near-ties")
    assert "exact" not in summary("plain", True).line() and "near-ties" not in summary("plain", False).line()
    assert summary("prompt lookup", True).as_dict()["exact"] is True


@pytest.mark.parametrize("exact", [True, False])
def test_the_summary_carries_the_backends_exactness(exact):
    b = FakeBackend(hashed_table(16), 16)
    b.info = replace(b.info, exact=exact)
    r = run(b, [1, 2, 3, 1, 2], decode_letters, max_tokens=10)
    assert r.done.summary.exact is exact
