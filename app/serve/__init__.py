"""`redraft serve`: the model kept loaded behind an HTTP server (OpenAI-compatible chat
completions and redraft's own event stream). Uses the engine only through Session."""
