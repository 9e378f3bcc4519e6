"""Stops (loop guard, EOS, stop strings, max tokens) land on the same token as plain
decoding, also when they fall inside an accepted block."""

from __future__ import annotations

import pytest

from redraft.engine.decode.guard import LoopGuard
from tests.fakes import FakeBackend, decode_letters
from tests.helpers import run

VOCAB = 12


def script_table(script, prompt_len):
    """A target that emits `script` after the prompt, then cycles its last 5 tokens."""

    def table(prefix):
        i = len(prefix) - prompt_len
        tok = script[i] if i < len(script) else script[len(script) - 5 + (i - len(script)) % 5]
        row = [0.001] * VOCAB
        row[tok] = 1.0
        s = sum(row)
        return [x / s for x in row]

    return table


def both(table, prompt, **cfg):
    plain = run(FakeBackend(table, VOCAB), prompt, decode_letters, lookup=False, **cfg)
    spec = run(FakeBackend(table, VOCAB), prompt, decode_letters, **cfg)
    return plain, spec


def stopped_inside_accepted_block(r) -> bool:
    last = r.rounds[-1]
    return last.accepted > 0 and len(last.pieces) <= last.accepted


def test_loop_guard_stops_inside_an_accepted_block_at_the_same_token():
    prompt = [1, 2, 3, 4, 5, 6, 7, 8]
    table = script_table([9, 10, 11, 2, 3, 4, 5, 6], len(prompt))  # then cycles 2..6
    plain, spec = both(table, prompt, max_tokens=400)
    assert plain.done.summary.stop_reason == "loop"
    assert spec.tokens == plain.tokens
    assert spec.done.summary.stop_reason == "loop"
    assert stopped_inside_accepted_block(spec)
    assert spec.done.summary.forwards < plain.done.summary.forwards


def both_eos(table, prompt, **cfg):
    plain = run(FakeBackend(table, VOCAB), prompt, decode_letters, eos=[0], lookup=False, **cfg)
    spec = run(FakeBackend(table, VOCAB), prompt, decode_letters, eos=[0], **cfg)
    return plain, spec


def test_eos_mid_block_with_eos_ids():
    prompt = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 0]
    table = script_table([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 0, 3, 3, 3, 3, 3], len(prompt))
    plain, spec = both_eos(table, prompt, max_tokens=100, ngram_min=1)
    assert plain.tokens == tuple(range(1, 11)) and plain.done.summary.stop_reason == "eos"
    assert spec.tokens == plain.tokens and spec.done.summary.stop_reason == "eos"
    assert spec.rounds[-1].accepted > 0  # the EOS arrived inside a verified block


@pytest.mark.parametrize("limit", [1, 2, 5, 9])
def test_max_tokens_inside_a_block(limit):
    prompt = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]
    table = script_table([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 11, 11, 11, 11], len(prompt))
    plain, spec = both(table, prompt, max_tokens=limit, ngram_min=1)
    assert len(spec.tokens) == limit and spec.tokens == plain.tokens


def test_stop_string_cuts_the_text_inside_a_block():
    prompt = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]
    table = script_table([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 11, 11, 11, 11], len(prompt))
    plain, spec = both(table, prompt, max_tokens=50, ngram_min=1, stop_strings=("efg",))
    assert spec.text == plain.text == "bcd"
    assert spec.done.summary.stop_reason == "stop"


def test_guard_ignores_non_periodic_output_and_catches_periods():
    g = LoopGuard(max_period=50, min_repeats=4, min_span=40)
    assert not any(g.push(t) for t in range(200))
    g = LoopGuard(max_period=50, min_repeats=4, min_span=40)
    hits = [g.push(t) for t in [5, 6, 7, 8, 9, 10, 11] * 10]
    assert hits.index(True) == 40 - 1  # the first token that makes a 40-long periodic run
