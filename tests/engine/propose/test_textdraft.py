"""The text proposer: the output's whitespace learned and applied, drafts cut at the token
boundary as the tokenizer would, and what it is worth on reformatting (replayed outputs)."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from redraft.engine.config import DecodeConfig
from redraft.engine.events import Done, Proposal, Round
from redraft.engine.decode.loop import generate
from redraft.engine.policy import resolve_decode
from redraft.engine.propose.ngram import NgramIndex
from redraft.engine.propose.textcursor import source_text, start
from redraft.engine.propose.textdraft import TextLookup, Track, context_index, continue_tokens
from redraft.engine.propose.textrender import render
from redraft.engine.propose.textsources import file_sources
from tests.replay import EOS, Replay
from tests.texttok import CODE, DOC, small_codec


def predict(src: str, out: str, limit: int = 400) -> str | None:
    """What the proposer expects after `out`, copying `src`."""
    track = Track(source_text("file", src), 0, start(synced=True))
    track.feed(out, [c for c in out if not c.isspace()])
    cont = render(track.src, track.style, track.cursor.pos, track.ws, limit)
    return cont.text if cont else None


def test_pretty_prints_a_compact_source_in_the_outputs_style():
    assert predict('{"a":1,"b":2}', '{\n  "a": 1,\n  ') == '"b": 2\n}'
    src = json.dumps(DOC, separators=(",", ":"))
    want = json.dumps(DOC, indent=2)
    cut = want.index('"port"')  # a line and a half of the output teaches the rest
    assert predict(src, want[:cut]) == want[cut:]


def test_minifies_a_pretty_source():
    src, want = json.dumps(DOC, indent=4), json.dumps(DOC, separators=(",", ":"))
    cut = want.index('"tags"')
    assert predict(src, want[:cut]) == want[cut:]


def test_reindents_code_from_the_source_indentation():
    src = CODE.replace("    ", "  ")  # 2 spaces
    cut = CODE.index("self.tokens -=")
    assert predict(src, CODE[:cut]) == CODE[cut:].rstrip("\n")  # (what follows the end: not known)
    tabs = CODE.replace("    ", "\t")
    cut = tabs.index("self.tokens -=")
    assert predict(src, tabs[:cut]) == tabs[cut:].rstrip("\n")


def test_keeps_whitespace_inside_strings():
    src = '{"title":"USB-C cable, 2 m","x":"a  b"}'
    out = '{\n  "n": 1,\n  "title": "USB-C'
    assert predict('{"n":1,' + src[1:], out) == ' cable, 2 m",\n  "x": "a  b"\n}'


def test_stops_where_the_outputs_convention_is_unknown():
    # nothing seen after a comma yet: where the output breaks the line there is no telling
    assert predict('{"a":[1,2],"b":3}', '{\n  "a": [\n    1') is None


def test_converts_yaml_through_its_json_rendering():
    yaml_text = "service: notifier\nhttp:\n  port: 8080\n  hosts: [a, b]\nretry: {attempts: 5}\n"
    want = '```json\n{\n  "service": "notifier",\n  "http": {\n    "port": 8080,\n    "hosts": [\n      "a",\n      "b"\n    ]\n  },\n  "retry": {\n    "attempts": 5\n  }\n}\n```'
    index = TextLookup(NgramIndex(2, 3), small_codec(), file_sources(yaml_text, "svc.yaml"))
    codec = small_codec()
    cut = want.index('"port"')
    for tok in codec.encode(want[:cut]):
        index.append(tok)
    draft = index.lookup(12)
    assert index.source == "file" and draft
    assert want[cut:].startswith(codec.decode(draft))


TEXTS = [json.dumps(DOC, indent=2), json.dumps(DOC, separators=(",", ":")), CODE, CODE.replace("    ", "\t")]


@settings(max_examples=200, deadline=None)
@given(st.sampled_from(TEXTS), st.floats(0.02, 0.98))
def test_a_draft_is_cut_where_the_tokenizer_would_cut_it(text, at):
    """At any token boundary of the canonical tokenization, the continuation re-tokenized
    from the boundary is exactly the rest of the canonical tokens."""
    codec = small_codec()
    ids = codec.encode(text)
    pieces = [codec.decode([i]) for i in ids]
    i = max(1, min(len(ids) - 1, int(at * len(ids))))
    emitted = "".join(pieces[:i])
    assert continue_tokens(codec.encode, ids[:i], pieces[:i], text[len(emitted) :]) == ids[i:]


def test_a_token_the_tokenizer_would_have_merged_is_not_re_cut():
    """The model emitted `"` on its own where the tokenizer would write `",\\n`: the draft
    starts after it, from the text alone."""
    codec = small_codec()
    quote, rest = codec.encode('"'), ',\n  "b": 2'
    assert codec.encode('"' + rest)[0] not in quote  # merged: the straddling case
    assert continue_tokens(codec.encode, quote, ['"'], rest) == codec.encode(rest)


def replay(source: str, filename: str, output: str, text: bool = True):
    codec = small_codec()
    prompt = codec.encode(f"Reformat:\n{source}\n")
    out = codec.encode(output)
    backend = Replay(prompt, out)
    cfg = DecodeConfig(max_tokens=len(out) + 1, loop_guard=False, text_lookup=text)
    index = context_index(cfg, codec, file_sources(source, filename))
    sources, landed = [], {}
    for ev in generate(backend, prompt, resolve_decode(cfg, "cpu"), codec.decode, [EOS], index=index):
        if isinstance(ev, Proposal):
            sources.append(ev.source)
        elif isinstance(ev, Round) and ev.drafted:
            landed[sources[-1]] = landed.get(sources[-1], 0) + ev.accepted
        elif isinstance(ev, Done):
            assert list(ev.tokens) == out  # lands or not, the output is the replayed one
    return len(out), len(backend.widths) + 1, landed


@pytest.mark.parametrize(
    "source, filename, output",
    [
        (json.dumps(DOC, separators=(",", ":")), "doc.json", "```json\n" + json.dumps(DOC, indent=2) + "\n```"),
        (json.dumps(DOC, indent=2), "doc.json", "```json\n" + json.dumps(DOC, separators=(",", ":")) + "\n```"),
        (CODE.replace("    ", "  ") * 3, "take.py", "```python\n" + CODE * 3 + "```"),
    ],
    ids=["pretty", "minify", "reindent"],
)
def test_reformatting_drafts_from_the_file(source, filename, output):
    tokens, forwards, landed = replay(source, filename, output)
    _, forwards_before, _ = replay(source, filename, output, text=False)
    assert landed.get("file", 0) > 0.6 * tokens  # most tokens are the file's, restyled
    assert forwards < 0.6 * forwards_before


def test_a_gap_never_seen_follows_every_gap_of_its_kind_while_they_agree():
    from redraft.engine.propose.textstyle import Style

    style = Style()
    style.observe("{", "s", "\n  ", "", 1)  # minified: line breaks dropped...
    style.observe(",", "s", "\n  ", "", 1)
    style.observe("s", ":", "", "", 1)  # ...nothing else kept as it was
    style.observe(":", "w", " ", "", 1)
    assert style.gap("w", "w", "\n    ", 2) == ""  # a pair never seen: as every line break so far
    style.observe("]", "}", "\n", "\n", 0)  # one break kept: line breaks no longer agree
    assert style.gap("w", "w", "\n    ", 2) is None


def test_a_lookup_is_a_question_asking_twice_answers_the_same_and_scores_once():
    """The loop asks once per round, a policy may ask again (another width): the answer and
    the arbiter's scoring do not depend on how often it was asked."""
    compact = json.dumps(DOC, separators=(",", ":"))
    pretty = "```json\n" + json.dumps(DOC, indent=2) + "\n```"
    codec = small_codec()
    ids = codec.encode(pretty)
    cut = len(ids) // 2

    def follow(asks: int) -> tuple[list, dict]:
        index = TextLookup(NgramIndex(2, 3), codec, file_sources(compact, "doc.json"))
        answers = []
        for i, tok in enumerate(ids[:cut]):
            index.append(tok)
            if i % 5 == 4:
                got = [(index.lookup(6), index.source) for _ in range(asks)]
                assert len(set(got)) == 1
                answers.append(got[0])
        return answers, index.arbiter.scores

    once, twice = follow(1), follow(3)
    assert once == twice
    assert any(src == "file" and d for d, src in once[0])


def test_yaml_whose_aliases_expand_into_billions_gets_no_json_rendering():
    """A few hundred bytes standing for 10**9 strings: the YAML is a source as it is, never
    rendered (rendering it would never finish)."""
    bomb = "a0: &a0 [" + ", ".join(["lol"] * 10) + "]\n"
    bomb += "".join(f"a{i}: &a{i} [" + ", ".join([f"*a{i - 1}"] * 10) + "]\n" for i in range(1, 9))
    assert len(file_sources(bomb, "laughs.yaml")) == 1
    small = "a0: &a0 [lol, lol]\na1: [*a0, *a0]\n"
    assert len(file_sources(small, "ok.yaml")) == 2  # aliases within reason still render
