"""Small model implementations of our own, for the fast path (static KV cache, graph capture)."""
