"""Provisioning progress when stderr is not a terminal: lines, not 35 silent seconds."""

import io

from redraft.app.progress import LinePrinter


def test_plain_lines_for_slow_stages_only():
    out, now = io.StringIO(), [0.0]
    p = LinePrinter(out, clock=lambda: now[0])
    for t, done, stage in [(0.0, 0, "join"), (0.3, 100e6, "join"), (0.5, 491e6, "join"), (0.6, 0, "read")]:
        now[0] = t
        p(int(done), 491_000_000 if stage == "join" else 0, stage)
    assert out.getvalue() == ""  # a fast build says nothing
    for t, done in [(1.2, 1e6), (3.0, 5e6), (6.5, 9e6), (12.0, 20e6)]:
        now[0] = t
        p(int(done), 40_000_000, "convert")
    assert out.getvalue().splitlines() == [
        "redraft: convert 2% (1/40 MB)",
        "redraft: convert 22% (9/40 MB)",
        "redraft: convert 50% (20/40 MB)",
    ]
    now[0] = 12.5
    p(0, 0, "tokenizer")  # a new stage of a slow build: announced at once
    assert out.getvalue().splitlines()[-1] == "redraft: tokenizer…"
