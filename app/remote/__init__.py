"""Clients of a model server: a redraft server (its event stream, every token's provenance)
or any OpenAI-compatible one (vLLM, SGLang, llama-server), each as a session object the
CLI and the TUI use like a local Session."""
