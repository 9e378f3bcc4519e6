"""The decoding options, one table: each row is a command-line flag (app/options.py) and a
config file [decode] key (app/config_file.py) that set one DecodeConfig field. A new option
is one row here; both readers, their checks and their error names follow from it."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Mapping

from ..engine.config import POLICIES, DecodeConfig
from ..engine.policy import DEFAULT_MAX_DRAFT, MAX_DRAFT


@dataclass(frozen=True)
class DecodeOption:
    key: str  # the [decode] key and the argparse dest
    type: type  # bool, int, float or str (the config file checks values against it)
    param: str  # the DecodeConfig (or Sampling) field it sets: ConfigError.param
    help: str | None = None
    flag: str = ""  # "": --<key with dashes>
    choices: tuple[str, ...] | None = None
    negatable: bool = False  # --X / --no-X (BooleanOptionalAction); other bools are --X alone
    inverted: bool = False  # the field is the flag's negation (--plain sets lookup=False)
    sampling: bool = False  # a Sampling field
    lookup_only: bool = False  # meaningless with --plain (refused beside it)

    @property
    def cli(self) -> str:
        return self.flag or "--" + self.key.replace("_", "-")

    def default(self, base: DecodeConfig = DecodeConfig()) -> Any:
        """The value `base` holds, in the option's own sense (plain: not lookup)."""
        value = getattr(base.sampling if self.sampling else base, self.param)
        return not value if self.inverted else value


OPTIONS: tuple[DecodeOption, ...] = (
    DecodeOption("plain", bool, "lookup", "plain decoding: no proposals", inverted=True),
    DecodeOption("temp", float, "temperature", "temperature; 0 is greedy (default)", sampling=True),
    DecodeOption("top_p", float, "top_p", sampling=True),
    DecodeOption("top_k", int, "top_k", sampling=True),
    DecodeOption("seed", int, "seed", sampling=True),
    DecodeOption(
        "best_of", int, "best_of",
        "with sampling (--temp > 0): draw up to N candidates, check each, keep the first the check passes (default 1)",
    ),
    DecodeOption("max_tokens", int, "max_tokens", "default: twice the prompt plus 256"),
    DecodeOption("ngram_min", int, "ngram_min", f"default {DecodeConfig.ngram_min}", lookup_only=True),
    DecodeOption("ngram_max", int, "ngram_max", f"default {DecodeConfig.ngram_max}", lookup_only=True),
    DecodeOption("max_draft", int, "max_draft", f"default {DEFAULT_MAX_DRAFT}; {MAX_DRAFT['cuda']} on CUDA", lookup_only=True),
    DecodeOption("draft_policy", str, "draft_policy", choices=POLICIES, lookup_only=True),
    DecodeOption(
        "cost_cap", bool, "cost_cap", negatable=True, lookup_only=True,
        help="shorten draft blocks where a wide verify costs more than they are expected to land (engine/decode/costs.py)",
    ),
    DecodeOption(
        "text_lookup", bool, "text_lookup", negatable=True, lookup_only=True,
        help="also draft the file's text in the reply's whitespace (reformatting JSON, re-indenting code); default on",
    ),
)
BY_PARAM = {o.param: o for o in OPTIONS}


def build(base: DecodeConfig, values: Mapping[str, Any]) -> DecodeConfig:
    """`base` with the options `values` sets (by key; None: not set), not yet validated."""
    fields: dict[str, Any] = {}
    sampling: dict[str, Any] = {}
    for o in OPTIONS:
        value = values.get(o.key)
        if value is None:
            continue
        value = float(value) if o.type is float else (not value if o.inverted else value)
        (sampling if o.sampling else fields)[o.param] = value
    return base.with_(**fields, sampling=replace(base.sampling, **sampling))
