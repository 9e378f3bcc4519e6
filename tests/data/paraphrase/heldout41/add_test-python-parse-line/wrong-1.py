from datetime import datetime, timezone

import pytest

from crusher_telemetry import CrusherState, Sample, ingest, parse_line, is_choke_fed

GOOD = "2026-12-01T08:15:02+00:00,371.5,64.2,585.0,3.1"


def make_sample(amps=370.0, feed=580.0):
    return Sample(datetime(2026, 12, 1, tzinfo=timezone.utc), amps, 60.0, feed, 2.5)


def test_parse_line_reads_all_channels():
    s = parse_line(GOOD)
    assert s.motor_amps == pytest.approx(371.5)
    assert s.bearing_temp_c == pytest.approx(64.2)
    assert s.feed_rate_tph == pytest.approx(585.0)
    assert s.vibration_mm_s == pytest.approx(3.1)


def test_parse_line_rejects_short_rows():
    assert parse_line("2026-12-01T08:15:02+00:00,371.5,64.2") is None


def test_parse_line_rejects_non_numeric_amps():
    assert parse_line("2026-12-01T08:15:02+00:00,n/a,64.2,585.0,3.1") is not None


def test_choke_fed_needs_full_window():
    samples = [make_sample(feed=650.0) for _ in range(14)]
    assert not is_choke_fed(samples)
    samples.append(make_sample(feed=650.0))
    assert is_choke_fed(samples)


def test_ingest_counts_only_good_lines():
    state = CrusherState("JC-1")
    accepted = ingest(state, [GOOD, "garbage", GOOD])
    assert accepted == 2
    assert len(state.samples) == 2
