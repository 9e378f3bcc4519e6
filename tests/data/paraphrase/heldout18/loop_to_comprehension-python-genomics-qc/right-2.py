"""QC gate run after demultiplexing: decides which libraries go on to alignment."""

from dataclasses import dataclass
import json
import sys


@dataclass(frozen=True)
class LibraryMetrics:
    sample_id: str
    lane: int
    reads_pf: int
    pct_q30: float
    dup_rate: float
    adapter_pct: float


def read_metrics(path):
    with open(path) as fh:
        raw = json.load(fh)
    return [LibraryMetrics(**entry) for entry in raw["libraries"]]


def failing_samples(metrics, min_q30=0.85, max_dup=0.35):
    failing = [
        m.sample_id
        for m in metrics
        if m.pct_q30 < min_q30 or m.dup_rate > max_dup
    ]
    return failing


def lane_yields(metrics):
    yields = {}
    for m in metrics:
        yields[m.lane] = yields.get(m.lane, 0) + m.reads_pf
    return yields


def adapter_warnings(metrics, limit=5.0):
    return [f"{m.sample_id}: adapter {m.adapter_pct:.1f}%" for m in metrics if m.adapter_pct > limit]


def main(argv):
    metrics = read_metrics(argv[1])
    failing = failing_samples(metrics)
    for warning in adapter_warnings(metrics):
        print("WARN", warning)
    for lane, reads in sorted(lane_yields(metrics).items()):
        print(f"lane {lane}: {reads / 1e6:.1f} M reads")
    if failing:
        print(f"{len(failing)} libraries failed QC: {', '.join(failing)}")
        return 1
    print("all libraries passed QC")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
