"""The Textual app. Never imports torch or mlx: the engine loads them lazily in a worker."""
