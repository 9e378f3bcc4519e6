"""--text-lookup / --no-text-lookup and `text_lookup` in the config file."""

from __future__ import annotations

import argparse

from redraft.app.config_file import load_config
from redraft.app.options import add_decode_options, decode_config


def test_text_lookup_from_flag_and_config_file(tmp_path):
    parser = argparse.ArgumentParser()
    add_decode_options(parser)
    assert decode_config(parser.parse_args([])).text_lookup is True  # on by default
    assert decode_config(parser.parse_args(["--no-text-lookup"])).text_lookup is False
    p = tmp_path / "c.toml"
    p.write_text("[decode]\ntext_lookup = false\n")
    base = load_config(p).decode
    assert base.text_lookup is False
    assert decode_config(parser.parse_args([]), base).text_lookup is False  # the file's value stands
    assert decode_config(parser.parse_args(["--text-lookup"]), base).text_lookup is True


def test_plain_refuses_the_text_lookup_flags():
    import pytest

    from redraft.engine.errors import ConfigError

    parser = argparse.ArgumentParser()
    add_decode_options(parser)
    for given in ("--text-lookup", "--no-text-lookup"):
        with pytest.raises(ConfigError, match=f"{given} only apply"):
            decode_config(parser.parse_args(["--plain", given]))
    with pytest.raises(ConfigError, match="--no-cost-cap only apply"):
        decode_config(parser.parse_args(["--plain", "--no-cost-cap"]))
