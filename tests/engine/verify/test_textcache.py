"""engine/verify/textcache.py and the per-text caches the check shares (issue 41): a cache
keyed by the text never answers for another text, `clear` empties every one, and what a
cache hands out cannot be changed through the next caller's copy."""

from __future__ import annotations

from redraft.engine.verify import textcache
from redraft.engine.verify.net import small_changes
from redraft.engine.verify.parsers import ParseFailure, plain_tree, shared_tree
from redraft.engine.verify.scope import def_range
from redraft.engine.verify.syntax_trees import definitions, parse_errors
from redraft.engine.verify.tokens import lex

import pytest

A = "def total(values):\n    return sum(values)\n"
B = "def tally(values):\n    return sum(values)\n"  # as long as A, one name changed


def test_a_changed_text_of_the_same_length_is_lexed_afresh() -> None:
    assert [w.text for w in lex(A, "a.py")][1] == "total"
    assert [w.text for w in lex(B, "a.py")][1] == "tally"
    assert [w.text for w in lex(A, "a.py")][1] == "total"  # and the first text again, from the cache


def test_every_shared_parse_answers_for_its_own_text() -> None:
    assert shared_tree(A).body[0].name == "total" and shared_tree(B).body[0].name == "tally"
    assert plain_tree(A).body[0].name == "total" and plain_tree(B).body[0].name == "tally"
    assert "total" in definitions(A, "a.py") and "tally" in definitions(B, "a.py")
    assert def_range(A, "a.py", "total") == (1, 2) and def_range(B, "a.py", "total") is None
    assert parse_errors("func f() {}\n", "a.go") == [] and parse_errors("func f( {}\n", "a.go")


def test_a_text_that_no_longer_parses_is_not_answered_from_the_cache() -> None:
    shared_tree(A)
    broken = A.replace("(values):", "(values)")
    with pytest.raises(ParseFailure):
        shared_tree(broken)
    assert plain_tree(broken) is None


def test_compile_errors_ast_parse_lets_through_still_fail_the_shared_tree() -> None:
    text = "x = 1\nreturn x\n"  # parses, does not compile
    assert plain_tree(text) is not None
    with pytest.raises(ParseFailure) as e:
        shared_tree(text)
    assert e.value.line == 2


def test_clear_empties_every_registered_cache() -> None:
    calls: list[str] = []

    @textcache.per_text(maxsize=4)
    def upper(text: str) -> str:
        calls.append(text)
        return text.upper()

    kept: dict[str, int] = {"x": 1}
    textcache.register(kept)
    assert upper("a") == upper("a") == "A" and calls == ["a"]
    textcache.clear()
    assert upper("a") == "A" and calls == ["a", "a"]
    assert kept == {}


def test_a_cached_answer_handed_out_cannot_be_changed_by_its_caller() -> None:
    original = "LIMIT = 10\nname = 'x'\n"
    result = "LIMIT = 20\nname = 'x'\n"
    first = small_changes(original, result, "a.py")
    assert [(c.old, c.new) for c in first] == [("10", "20")]
    first.clear()
    lex(original, "a.py").clear()
    assert [(c.old, c.new) for c in small_changes(original, result, "a.py")] == [("10", "20")]
    assert lex(original, "a.py")


def test_the_collector_is_paused_while_a_check_runs_and_restored_after() -> None:
    import gc

    from redraft.engine.checks import check

    seen: list[bool] = []

    @textcache.paused_gc
    def work(fail: bool) -> None:
        seen.append(gc.isenabled())
        if fail:
            raise ValueError("boom")

    assert gc.isenabled()
    work(False)
    with pytest.raises(ValueError):
        work(True)
    assert seen == [False, False] and gc.isenabled()
    gc.disable()
    try:
        work(False)
        check(A, B, "a.py", "rename total to tally")
        assert not gc.isenabled()  # paused by someone else: left paused
    finally:
        gc.enable()
    check(A, B, "a.py", "rename total to tally")
    assert gc.isenabled()
