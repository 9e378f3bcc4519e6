from hypothesis import given, settings
from hypothesis import strategies as st

from redraft.engine.propose.ngram import NgramIndex, scan_lookup

tokens = st.lists(st.integers(0, 5), min_size=0, max_size=80)  # small alphabet: many repeats
ranges = st.tuples(st.integers(1, 4), st.integers(0, 3)).map(lambda t: (t[0], t[0] + t[1]))


@settings(max_examples=300, deadline=None)
@given(tokens, ranges, st.integers(1, 8))
def test_single_token_growth_matches_scan_at_every_length(seq, nrange, k):
    idx = NgramIndex(*nrange)
    for i, t in enumerate(seq):
        idx.append(t)
        assert idx.lookup(k) == scan_lookup(seq[: i + 1], *nrange, k)


@settings(max_examples=300, deadline=None)
@given(tokens, st.lists(st.integers(1, 9), min_size=1, max_size=20), ranges, st.integers(1, 8))
def test_block_growth_matches_scan(seq, blocks, nrange, k):
    idx = NgramIndex(*nrange)
    pos = 0
    for b in blocks:
        idx.extend(seq[pos : pos + b])
        pos = min(len(seq), pos + b)
        assert idx.lookup(k) == scan_lookup(seq[:pos], *nrange, k)


def test_prefers_longest_ngram_and_latest_occurrence():
    # "1 2" is followed by 7 (old) and by 8 (latest); "0 1 2" only by 9.
    seq = [0, 1, 2, 9, 5, 1, 2, 7, 1, 2, 8, 3, 0, 1, 2]
    tri = NgramIndex(2, 3)
    tri.extend(seq)
    assert tri.lookup(2) == (9, 5)  # trigram match wins
    idx = NgramIndex(2, 2)
    idx.extend(seq)
    assert idx.lookup(2) == (8, 3)  # bigram: the latest occurrence


def test_no_match_and_zero_budget():
    idx = NgramIndex(2, 3)
    idx.extend([1, 2, 3, 4])
    assert idx.lookup(5) == ()
    idx.extend([1, 2])
    assert idx.lookup(0) == ()
    assert idx.lookup(5) == (3, 4, 1, 2)  # the follower may run into the tail
