"""Errors the user can act on. Each carries a one-line message that names the fix."""


class RedraftError(Exception):
    """Base for every error shown to the user as one line (exit code 2 in the CLI)."""


class ConfigError(RedraftError):
    """A decoding parameter is out of bounds."""


class InputError(RedraftError):
    """The file or instruction cannot be edited (missing, binary, too long, ...)."""


class ModelError(RedraftError):
    """The model cannot be found, provisioned, converted or loaded."""


class UnsupportedModelError(ModelError):
    """The model's state cannot be rolled back by a cache trim."""
