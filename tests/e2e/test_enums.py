"""StopReason and the check's Level: every table keyed by one covers every member, and a
str-valued member keeps the stats line, --stats-json, the reports and the wire byte-identical
to the bare strings it replaced."""

from __future__ import annotations

import json

import pytest

from redraft.app.files.refusals import STOPS as REFUSAL_STOPS
from redraft.app.remote.openai_session import FINISH as REMOTE_FINISH
from redraft.app.serve.openai_api import FINISH
from redraft.app.tui.widgets.stats import STOPS as PANEL_STOPS
from redraft.app.wire import WireError, summary_from_dict, summary_to_dict
from redraft.bench.verdicts import FLAGGED, level_of
from redraft.engine import Level, Verdict
from redraft.engine.events import StopReason, Summary
from redraft.engine.retry import RANK


def summary(stop) -> Summary:
    return Summary("prompt lookup", 10, 5, 4, 4, 6, 3, 100.0, 400.0, stop)


@pytest.mark.parametrize("stop", list(StopReason))
def test_every_table_covers_every_stop_reason(stop):
    assert stop in PANEL_STOPS and stop in FINISH
    assert FINISH[stop] in ("stop", "length")
    assert (stop in REFUSAL_STOPS) == (not stop.complete)  # what an incomplete result says and how to fix it
    assert set(REMOTE_FINISH.values()) <= set(StopReason)  # a server's finish_reason, read back


@pytest.mark.parametrize("stop", list(StopReason))
def test_a_stop_reason_reads_and_writes_as_its_bare_string(stop):
    s = summary(stop.value)  # a bare string (JSON, an older caller) becomes the member
    assert s.stop_reason is stop and s.complete == (stop.value in ("eos", "stop"))
    assert f"stop: {stop.value}," in s.line() and f"stop: {stop!s}" in s.line()
    assert type(s.as_dict()["stop_reason"]) is str and s.as_dict()["stop_reason"] == stop.value  # --stats-json
    assert f'"stop_reason": "{stop.value}"' in json.dumps(summary_to_dict(s))
    assert summary_from_dict(json.loads(json.dumps(summary_to_dict(s)))) == s


def test_an_unknown_stop_reason_is_a_wire_error():
    with pytest.raises(WireError, match="summary"):
        summary_from_dict({**summary_to_dict(summary("eos")), "stop_reason": "bored"})


@pytest.mark.parametrize("level", list(Level))
def test_every_level_is_ranked_and_reads_as_its_bare_string(level):
    assert level in RANK and (level in FLAGGED) == level.refused == (RANK[level] > 0)
    v = Verdict("parses", "x", level=level.value)
    assert v.level is level and v.refused == level.refused
    assert type(v.as_dict()["level"]) is str and json.dumps(v.as_dict()["level"]) == f'"{level.value}"'
    assert level_of({"level": level.value}) is level and f"{level}" == level.value
    assert {level.value: 1}[level] == 1  # str-valued: a member and its string are one key (reports read back)
