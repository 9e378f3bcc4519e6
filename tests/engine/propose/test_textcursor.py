"""The copy cursor against a brute-force whitespace-insensitive matcher."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from redraft.engine.propose.textcursor import MATCH, source_text, start, step
from redraft.engine.propose.textlex import fold

M = 4  # a short resync window, so random texts resync often


def visible(text: str) -> str:
    return "".join(fold(c) for c in text if not c.isspace())


def occurrences(src: str, tail: str) -> list[int]:
    """Brute force: every end position of `tail` in `src`."""
    return [end for end in range(len(tail), len(src) + 1) if src[end - len(tail) : end] == tail]


def follow(src_text: str, out_text: str, match: int = M, synced: bool = False):
    src = source_text("s", src_text, match)
    cur = start(synced, match)
    states = []
    for ch in out_text:
        if not ch.isspace():
            cur = step(src, cur, ch, match)
            states.append(cur)
    return src, states


# no commas or brackets: the trailing-comma allowance has its own test
WORDS = st.text(alphabet="abcd\"':=x", min_size=1, max_size=6)
SPACE = st.sampled_from(["", " ", "  ", "\n", "\n  ", "\t"])


@st.composite
def spaced(draw, words):
    return "".join(w + draw(SPACE) for w in words)


@settings(max_examples=150, deadline=None)
@given(st.lists(WORDS, min_size=1, max_size=30), st.data())
def test_a_whitespace_only_reformat_stays_in_step_from_the_start(words, data):
    src_text = data.draw(spaced(words))
    out_text = data.draw(spaced(words))
    _, states = follow(src_text, out_text, synced=True)
    for i, cur in enumerate(states):
        assert cur.pos == i + 1  # exactly where the brute-force skeletons say


@settings(max_examples=300, deadline=None)
@given(st.lists(WORDS, min_size=1, max_size=25), st.lists(st.tuples(st.integers(0, 24), st.integers(0, 24), WORDS), max_size=4), st.data())
def test_the_cursor_agrees_with_a_brute_force_matcher(words, edits, data):
    src_text = data.draw(spaced(words))
    out_words = list(words)
    for a, b, new in edits:  # hunks: replace a span of words
        a, b = sorted((min(a, len(out_words)), min(b, len(out_words))))
        out_words[a:b] = [new]
    out_text = data.draw(spaced(out_words))
    src, states = follow(src_text, out_text)
    skel, out = src.skel.chars, visible(out_text)
    prev = start()
    for i, cur in enumerate(states):
        tail = out[max(0, i + 1 - M) : i + 1]
        stepped = prev.pos is not None and prev.pos < len(skel) and skel[prev.pos] == out[i]
        if stepped:  # in step: the next source character, one by one
            assert cur.pos == prev.pos + 1
        elif len(tail) == M and occurrences(skel, tail):
            ends = occurrences(skel, tail)
            hint = prev.pos if prev.pos is not None else prev.hint
            after = [e for e in ends if e >= hint]
            assert cur.pos == (after[0] if after else ends[-1])  # the nearest one at or after
        else:
            assert cur.pos is None  # no whitespace-insensitive occurrence: lost
        if cur.pos is not None:  # sound: what it matched is really in the source
            n = min(cur.run, i + 1)
            assert skel[cur.pos - n : cur.pos] == out[i + 1 - n : i + 1]
        prev = cur


def test_resynchronises_after_an_inserted_hunk():
    src_text = '[\n  {"id": 1, "name": "Ada"},\n  {"id": 2, "name": "Grace"}\n]'
    out_text = '[{"id":1,"name":"Ada","active":true},{"id":2,"name":"Grace","active":true}]'
    src, states = follow(src_text, out_text, match=MATCH, synced=True)
    out = visible(out_text)
    first_hunk = out.index(',"active"')
    assert all(s.pos == i + 1 for i, s in enumerate(states[:first_hunk]))
    # the hunk departs from the source (its comma could still be a trailing one before `}`)
    assert states[first_hunk].pos is not None and states[first_hunk + 1].pos is None
    back = out.index('{"id":2')  # the next object: in step again within MATCH characters
    synced = [i for i in range(first_hunk + 1, back + MATCH + 1) if states[i].pos is not None]
    assert synced and synced[0] <= back + MATCH
    k = synced[0]
    assert src.skel.chars[: states[k].pos].endswith(out[k + 1 - MATCH : k + 1])
    grace = out.index('Grace"') + len('Grace"') - 1  # in step through the second object
    assert states[grace].pos == len(src.skel.chars) - 2  # before its `}` and the `]`


def test_resync_prefers_the_nearest_occurrence_ahead():
    src_text = '{"k": "v", "a": 1}\n{"k": "v", "b": 2}\n{"k": "v", "c": 3}'
    # lost in the second object, then `"k":"v",` again: the third object's, not the first's
    out_text = '{"k":"v","a":1}{"k":"v","zz":9}{"k":"v","c":3}'
    src, states = follow(src_text, out_text, match=MATCH, synced=True)
    skel = src.skel.chars
    assert states[-1].pos == len(skel)


def test_a_trailing_comma_added_or_dropped_keeps_the_cursor():
    _, states = follow('{"a": [1, 2], "b": 3}', '{"a":[1,2,],"b":3,}', match=MATCH, synced=True)
    assert all(s.pos is not None for s in states) and states[-1].pos == len(visible('{"a":[1,2],"b":3}'))
    _, states = follow('{"a": [1, 2,], "b": 3,}', '{"a":[1,2],"b":3}', match=MATCH, synced=True)
    assert all(s.pos is not None for s in states) and states[-1].pos == len(visible('{"a":[1,2,],"b":3,}'))


def test_quote_style_does_not_count():
    _, states = follow("{'a': 'b c'}", '{"a": "b c"}', match=MATCH, synced=True)
    assert [s.pos for s in states] == list(range(1, 11))
