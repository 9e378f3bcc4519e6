from hypothesis import given, settings
from hypothesis import strategies as st

from redraft.engine.detok import StreamingDetokenizer


def byte_decode(ids):
    return bytes(ids).decode("utf-8", errors="replace")


@settings(max_examples=300, deadline=None)
@given(st.text(min_size=0, max_size=40))
def test_deltas_join_to_the_text_and_never_split_a_character(text):
    ids = list(text.encode("utf-8"))  # one token per byte: multi-byte characters span tokens
    d = StreamingDetokenizer(byte_decode)
    deltas = [d.push(t) for t in ids] + [d.flush()]
    assert "".join(deltas) == text
    assert all("\ufffd" not in x for x in deltas if "\ufffd" not in text)


def test_incomplete_tail_is_flushed_as_replacement():
    d = StreamingDetokenizer(byte_decode)
    assert d.push(ord("a")) == "a"
    assert d.push(0xE2) == ""  # first byte of a 3-byte character
    assert d.flush() == "\ufffd"


@settings(max_examples=300, deadline=None)
@given(st.text(min_size=0, max_size=40), st.lists(st.integers(0, 6), max_size=20))
def test_extend_is_push_of_several_at_once(text, sizes):
    ids = list(text.encode("utf-8"))
    d = StreamingDetokenizer(byte_decode)
    deltas, at = [], 0
    for n in sizes:
        deltas.append(d.extend(ids[at : at + n]))
        at += n
    deltas += [d.extend(ids[at:]), d.flush()]
    assert "".join(deltas) == text
    assert all("\ufffd" not in x for x in deltas if "\ufffd" not in text)
