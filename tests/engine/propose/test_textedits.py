"""Renames the output makes are learned: later drafts make them too."""

from __future__ import annotations

import re

from redraft.engine.propose.ngram import NgramIndex
from redraft.engine.propose.textdraft import TextLookup
from redraft.engine.propose.textedits import moved, substitute
from redraft.engine.propose.textcursor import source_text
from redraft.engine.propose.textsources import file_sources
from tests.texttok import small_codec

SOURCE = '''def invoice_total(lines):
    total = 0.0
    for line in lines:
        total += line["price"]
    if total < 0:
        total = 0.0
    return round(total, 2)
'''


def follow(source: str, output: str, filename: str = "f.py") -> TextLookup:
    codec = small_codec()
    index = TextLookup(NgramIndex(2, 3), codec, file_sources(source, filename))
    for tok in codec.encode(output):
        index.append(tok)
    return index


def test_a_rename_is_learned_and_drafted_at_the_next_occurrence():
    edited = re.sub(r"\btotal\b", "subtotal", SOURCE)
    cut = edited.index("subtotal +=")  # renamed once: `subtotal = 0.0`
    index = follow(SOURCE, "```python\n" + edited[:cut])
    draft = index.lookup(16)
    assert index.renames == [("total", "subtotal")]
    assert index.source == "file" and small_codec().decode(draft).startswith("subtotal +=")


def test_a_hunk_that_is_no_rename_teaches_nothing():
    edited = SOURCE.replace("    for line in lines:\n", "    lines = list(lines)\n    for line in lines:\n")
    index = follow(SOURCE, "```python\n" + edited[: edited.index("if total")])
    index.lookup(8)
    assert index.renames == []


def test_substitute_renames_whole_words_and_maps_positions():
    text, shifts = substitute("total = invoice_total + total_x + total", [("total", "subtotal")])
    assert text == "subtotal = invoice_total + total_x + subtotal"
    old, new = source_text("a", "a total b total c"), None
    new_text, shifts = substitute(old.skel.lexed.text, [("total", "subtotal")])
    new = source_text("a", new_text)
    c = old.skel.chars.index("c")
    assert new.skel.chars[moved(old.skel, c, shifts, new.skel)] == "c"
