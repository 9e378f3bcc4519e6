"""Choosing between disagreeing drafts by how the sources' drafts have come true lately."""

from __future__ import annotations

from redraft.engine.propose.textarbiter import Arbiter


def test_agreeing_drafts_take_the_longer():
    a = Arbiter()
    assert a.choose([("file", (1, 2)), ("context", (1, 2, 3, 4))]) == ("context", (1, 2, 3, 4))
    assert a.choose([("file", (1, 2, 3)), ("context", (1,))]) == ("file", (1, 2, 3))


def test_a_disagreement_goes_to_the_higher_rank_until_the_other_proves_better():
    a = Arbiter()
    assert a.choose([("prompt", (1, 2)), ("context", (5, 6))])[0] == "prompt"  # no evidence yet
    out = []
    for _ in range(6):  # the output follows the token index, never the prompt
        at = len(out)
        a.settle(out)
        a.note(at, [("prompt", (9, 9)), ("context", (7, 8))])
        out += [7, 8]
    a.settle(out)
    assert a.scores["context"] > a.scores["prompt"] + 1
    assert a.choose([("prompt", (9,)), ("context", (7,))])[0] == "context"


def test_a_proposal_is_scored_only_once_its_outcome_is_known():
    a = Arbiter()
    a.note(0, [("file", (1, 2, 3))])
    a.settle([1, 2])  # so far all true, and more to come: not scored yet
    assert "file" not in a.scores
    a.settle([1, 2, 4])
    assert a.scores["file"] == 2
