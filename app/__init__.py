"""redraft's front ends: the Textual app and the headless CLI. Never imports torch or mlx."""

__version__ = "0.1.0"
