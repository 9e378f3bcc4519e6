"""A small byte-level BPE tokenizer built in-process (Qwen2's pre-tokenizer split), trained on
reformatted JSON and code, so boundary tests need no model files."""

from __future__ import annotations

import json
from functools import lru_cache

from tokenizers import Regex, Tokenizer, decoders, models, pre_tokenizers, trainers

# Qwen2's pre-tokenizer pattern (tokenizer.json of Qwen2.5): whitespace runs keep their
# last space for the next word, punctuation runs take trailing line breaks.
SPLIT = (
    r"(?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}| ?[^\s\p{L}\p{N}]+[\r\n]*"
    r"|\s*[\r\n]+|\s+(?!\S)|\s+"
)
DOC = {
    "name": "ledger-web", "port": 8443, "tags": ["a b", "c"], "ok": True, "none": None,
    "db": {"host": "db.internal", "pool": {"min": 2, "max": 16}, "ratio": 0.25},
}
CODE = "def take(self, cost=1.0):\n    if self.tokens >= cost:\n        self.tokens -= cost\n        return True\n    return False\n"


def corpus() -> list[str]:
    texts = [json.dumps(DOC), json.dumps(DOC, separators=(",", ":")), CODE, CODE.replace("    ", "  ")]
    texts += [json.dumps(DOC, indent=n) for n in (2, 4)]
    return texts * 3


class Codec:
    """encode/decode as the text proposer wants them."""

    def __init__(self, tok: Tokenizer) -> None:
        self.tok = tok

    def encode(self, text: str) -> list[int]:
        return self.tok.encode(text, add_special_tokens=False).ids

    def decode(self, ids) -> str:
        return self.tok.decode(list(ids))


@lru_cache(maxsize=1)
def small_codec() -> Codec:
    tok = Tokenizer(models.BPE())
    tok.pre_tokenizer = pre_tokenizers.Sequence([
        pre_tokenizers.Split(Regex(SPLIT), behavior="isolated"),
        pre_tokenizers.ByteLevel(add_prefix_space=False, use_regex=False),
    ])
    tok.decoder = decoders.ByteLevel()
    trainer = trainers.BpeTrainer(
        vocab_size=400, initial_alphabet=pre_tokenizers.ByteLevel.alphabet(), show_progress=False
    )
    tok.train_from_iterator(corpus(), trainer)
    return Codec(tok)


class PieceCodec:
    """A JSON-ish vocabulary for the tiny models (64 ids): id i is PIECES[i % 64]; encode is
    greedy longest match. Enough structure for the text proposer to follow and restyle."""

    PIECES = (
        ["{", "}", "[", "]", ",", ":", '"', " ", "\n", "  ", "    ", ",\n", '":', ' "', "true", "null"]
        + [f'"{k}"' for k in ("id", "name", "tags", "port", "host", "ok", "db", "pool")]
        + list("abcdefghijklmnopqrstuvwxyz0123456789.-_=()")[:40]
    )

    def encode(self, text: str) -> list[int]:
        ids, i = [], 0
        by_len = sorted(range(len(self.PIECES)), key=lambda j: -len(self.PIECES[j]))
        while i < len(text):
            j = next((j for j in by_len if text.startswith(self.PIECES[j], i)), None)
            if j is None:
                i += 1  # not representable: skipped
                continue
            ids.append(j)
            i += len(self.PIECES[j])
        return ids

    def decode(self, ids) -> str:
        return "".join(self.PIECES[i % len(self.PIECES)] for i in ids)
