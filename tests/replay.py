"""The replay backend (bench/replay.py): a known greedy output replayed, no model."""

from redraft.bench.replay import EOS, Replay

__all__ = ["EOS", "Replay"]
