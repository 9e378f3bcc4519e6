"""Small model implementations of our own, for the fast path (static KV cache, graph capture)."""

ATTENTIONS = ("matmul", "sdpa")  # the decode attentions llama.py implements (REDRAFT_ATTENTION)
