"""Errors the user can act on. Each carries a one-line message that names the fix."""

from __future__ import annotations

from typing import Callable


class RedraftError(Exception):
    """Base for every error shown to the user as one line (exit code 2 in the CLI)."""


class ConfigError(RedraftError):
    """A parameter is out of bounds. `param` names it the engine's way (a DecodeConfig or
    Sampling field, a load option: max_draft, temperature, dtype) and `message` reads after
    that name; each surface names it its own way through `named` (the CLI --max-draft, the
    config file max_draft). Without a param the message is the whole line."""

    def __init__(self, message: str, param: str | None = None) -> None:
        self.message, self.param = message, param
        super().__init__(self.named(str))

    def named(self, name: Callable[[str], str]) -> str:
        """The one-line error, the parameter called `name(param)`."""
        return f"{name(self.param)} {self.message}" if self.param else self.message


class InputError(RedraftError):
    """The file or instruction cannot be edited (missing, binary, too long, ...)."""


class ModelError(RedraftError):
    """The model cannot be found, provisioned, converted or loaded."""


class UnsupportedModelError(ModelError):
    """The model's state cannot be rolled back by a cache trim."""
