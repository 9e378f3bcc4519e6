"""One table of decode options (app/decode_options.py): every command-line decode flag has a
config file key and the reverse, and both give the same DecodeConfig."""

from __future__ import annotations

import argparse

import pytest

from redraft.app.config_file import DECODE, key_name, parse_config
from redraft.app.decode_options import OPTIONS
from redraft.app.options import add_decode_options, decode_config, flag
from redraft.engine.config import DecodeConfig
from redraft.engine.errors import ConfigError

# a value other than the default for each [decode] key, and the flags that say the same
VALUES = {
    "plain": (True, ["--plain"]),
    "temp": (0.5, ["--temp", "0.5"]),
    "top_p": (0.9, ["--top-p", "0.9"]),
    "top_k": (40, ["--top-k", "40"]),
    "seed": (7, ["--seed", "7"]),
    "max_tokens": (99, ["--max-tokens", "99"]),
    "ngram_min": (1, ["--ngram-min", "1"]),
    "ngram_max": (5, ["--ngram-max", "5"]),
    "max_draft": (12, ["--max-draft", "12"]),
    "draft_policy": ("gated", ["--draft-policy", "gated"]),
    "cost_cap": (True, ["--cost-cap"]),
    "text_lookup": (False, ["--no-text-lookup"]),
    "best_of": (3, ["--best-of", "3"]),  # needs sampling: NEEDS gives it a temperature when alone
}
NEEDS = {"best_of": ("temp", 0.5, ["--temp", "0.5"])}


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser()
    add_decode_options(p)
    return p


def decode_flags(p: argparse.ArgumentParser) -> dict[str, list[str]]:
    """dest -> option strings of the parser's "decoding" group."""
    (group,) = [g for g in p._action_groups if g.title == "decoding"]
    return {a.dest: a.option_strings for a in group._group_actions}


def test_every_decode_flag_has_a_config_key_and_the_reverse():
    flags = decode_flags(parser())
    assert set(flags) == set(DECODE) == {o.key for o in OPTIONS} == set(VALUES)
    for o in OPTIONS:
        assert flags[o.key][0] == o.cli == flag(o.param)
        assert key_name(o.param) == o.key
    assert flags["text_lookup"] == ["--text-lookup", "--no-text-lookup"]


@pytest.mark.parametrize("key", sorted(VALUES))
def test_a_flag_and_its_config_key_give_the_same_config(key):
    value, argv = VALUES[key]
    plain = key in ("plain",)
    other, other_value, other_argv = NEEDS.get(key, (None, None, []))
    from_flag = decode_config(parser().parse_args([*argv, *other_argv]))
    from_file = parse_config({"decode": {key: value, **({other: other_value} if other else {})}}).decode
    assert from_flag == from_file != DecodeConfig()
    assert from_flag.lookup is not plain


def test_every_option_together_and_flags_over_the_file():
    file_values = {k: v for k, (v, _) in VALUES.items() if k != "plain"}
    argv = [a for k, (_, flags) in VALUES.items() if k != "plain" for a in flags]
    assert decode_config(parser().parse_args(argv)) == parse_config({"decode": file_values}).decode
    base = parse_config({"decode": {"max_draft": 5, "temp": 1}}).decode
    assert base.sampling.temperature == 1.0 and isinstance(base.sampling.temperature, float)
    got = decode_config(parser().parse_args(["--max-draft", "9"]), base)
    assert (got.max_draft, got.sampling.temperature) == (9, 1.0)


def test_a_bad_value_names_the_flag_or_the_key():
    with pytest.raises(ConfigError, match=r"^--temp must be in \[0, 10\], got 11.0$"):
        decode_config(parser().parse_args(["--temp", "11"]))
    with pytest.raises(ConfigError, match=r": temp must be in \[0, 10\]"):
        parse_config({"decode": {"temp": 11}})
    with pytest.raises(ConfigError, match="ngram_max must be an integer"):
        parse_config({"decode": {"ngram_max": "3"}})


def test_plain_refuses_the_lookup_only_flags_beside_it():
    with pytest.raises(ConfigError, match="--max-draft, --no-cost-cap only apply to prompt lookup"):
        decode_config(parser().parse_args(["--plain", "--max-draft", "3", "--no-cost-cap"]))
    assert decode_config(parser().parse_args(["--plain", "--temp", "0.5"])).lookup is False
