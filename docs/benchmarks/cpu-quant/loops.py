"""The step / verify timing loop and the rows-alone-vs-in-a-block check that attention.py and
by_row.py share (a static backend `b` on a CPU)."""
import time

import torch

PROMPT = list(range(1000, 1300))


def steps(b, n=16):
    b.reset()
    b.prefill(PROMPT)
    tok = [5]
    for _ in range(4):
        tok = [int(b.forward(tok)[-1].argmax())]
    t = time.perf_counter()
    for _ in range(n):
        tok = [int(b.forward(tok)[-1].argmax())]
    step = (time.perf_counter() - t) / n
    t = time.perf_counter()
    for _ in range(4):
        b.forward(list(range(2000, 2008)))
        b.trim(8)
    return step * 1e3, (time.perf_counter() - t) / 4 * 1e3


def rows_exact(b, keep=False):
    """Whether a row's logits are the same alone, in blocks of 2 and 3 + 5 as in one 8-row
    block (bitwise); keep: the 8-row block's logits too."""
    b.reset()
    b.prefill(PROMPT)
    block = b.forward(list(range(2000, 2008))).float().clone()
    b.trim(8)
    got = {}
    for name, cuts in (("1x8", [1] * 8), ("2x4", [2] * 4), ("3+5", [3, 5])):
        parts, at = [], 2000
        for k in cuts:
            parts.append(b.forward(list(range(at, at + k))).float().clone())
            at += k
        b.trim(8)
        got[name] = bool(torch.equal(block, torch.cat(parts)))
    return (got, block) if keep else got
