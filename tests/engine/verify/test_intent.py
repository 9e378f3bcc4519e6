"""engine/verify/intent.py: the table of instruction patterns, on paraphrases and on
instructions it must not claim."""

from __future__ import annotations

import pytest

from redraft.engine.verify.annotations import Annotate
from redraft.engine.verify.fstrings import FStrings
from redraft.engine.verify.intent import Reformat, Rename, Scope, Setting, Thing, read


def pair(instruction: str) -> tuple[str, str, str]:
    got = read(instruction)
    assert isinstance(got, Rename), instruction
    (a, b), = got.pairs
    assert a.kind == b.kind
    return a.text, b.text, a.kind


@pytest.mark.parametrize("instruction", [
    "rename values to samples",
    "Rename `values` to `samples`.",
    "Please rename the variable values to samples",
    "rename the parameter `values` to `samples` everywhere",
    "rename values to samples throughout the file",
    "Rename values to samples, including the comments that mention it.",
    "rename values to samples and all its uses",
    "change values to samples",
    "replace values with samples",
    "replace all occurrences of values with samples",
    "values -> samples",
    "`values` → `samples`",
    "use samples instead of values",
    "s/values/samples/g",
    "swap values for samples",
    "Rename the variable `values` to `samples` everywhere it is used.",
    "Rename the function `values` to `samples` and update every call.",
    "rename values to samples and update all callers",
    "rename the values field to samples",
    "Rename the values function to samples everywhere",
])
def test_rename_paraphrases(instruction):
    assert pair(instruction) == ("values", "samples", "name")


@pytest.mark.parametrize("instruction, expected", [
    ("change port 8080 to 9090", ("8080", "9090", "number")),
    ("Change the default port 8080 to 9090.", ("8080", "9090", "number")),
    ("change the default value of all occurrences of 8080 to 9090", None),
    ("replace all occurrences of 8080 with 9090", ("8080", "9090", "number")),
    ("replace 'debug' with 'info'", ("debug", "info", "string")),
    ('change the log level "debug" to "warning"', ("debug", "warning", "string")),
    ("rename the key `qty` to `quantity` everywhere", ("qty", "quantity", "name")),
    ("rename max-width to min-width", ("max-width", "min-width", "name")),
])
def test_literals_and_keys(instruction, expected):
    if expected is None:
        assert read(instruction) is None
        return
    assert pair(instruction) == expected


def test_several_pairs_and_scopes():
    got = read("rename x to y and total to subtotal")
    assert got.pairs == ((Thing("x", "name"), Thing("y", "name")), (Thing("total", "name"), Thing("subtotal", "name")))
    assert read("rename x to y, total to subtotal").pairs == got.pairs
    assert read("rename x to count in function summarize").scope == Scope("def", "summarize")
    assert read("rename x to count in summarize()").scope == Scope("def", "summarize")
    assert read("in the class Box, rename size to side").scope == Scope("def", "Box")
    assert read("change 8080 to 9090 only in the server section").scope == Scope("section", "server")
    assert read("rename x to count").scope is None


@pytest.mark.parametrize("instruction", [
    "change x to be a list",  # a change of meaning, not a rename
    "rename x to y and add a docstring",  # says more than a rename
    "rename the function",  # to what?
    "replace the loop with a comprehension",
    "change the return type to int",
    "rename values to samplesrename x to count and total to running_total",  # two instructions run together
    "format the dates as ISO 8601",
    "make it faster",
    "change the status field to active",  # a value, maybe: only "rename" reads a kind word after A
    "",
])
def test_instructions_no_rule_claims(instruction):
    assert read(instruction) is None


@pytest.mark.parametrize("instruction, actions, indent, target", [
    ("minify", {"minify"}, None, None),
    ("Minify the JSON.", {"minify"}, None, None),
    ("compact it onto one line", None, None, None),
    ("put it on one line", {"minify"}, None, None),
    ("pretty-print", {"pretty"}, None, None),
    ("pretty print the json with 2 spaces", {"pretty", "indent"}, 2, None),
    ("prettify this file", {"pretty"}, None, None),
    ("re-indent with 4 spaces", {"indent"}, 4, None),
    ("reindent the file with two spaces", {"indent"}, 2, None),
    ("indent with 4 spaces", {"indent"}, 4, None),
    ("use 2-space indentation", {"indent"}, 2, None),
    ("change the indentation to 4 spaces", {"indent"}, 4, None),
    ("replace tabs with spaces", {"indent"}, "spaces", None),
    ("indent with tabs", {"indent"}, "tab", None),
    ("sort the keys", {"sort"}, None, None),
    ("sort the keys alphabetically", {"sort"}, None, None),
    ("Sort all keys alphabetically at every level", {"sort"}, None, None),
    ("pretty-print and sort the keys", {"pretty", "sort"}, None, None),
    ("reformat", {"reformat"}, None, None),
    ("reformat the file", {"reformat"}, None, None),
    ("convert this YAML to JSON", {"convert"}, None, "json"),
    ("Convert the file from YAML to JSON.", {"convert"}, None, "json"),
    ("convert to toml", {"convert"}, None, "toml"),
    ("minify and rename x to y", None, None, None),  # says more than a reformat
    ("sort the imports", None, None, None),
])
def test_reformat_paraphrases(instruction, actions, indent, target):
    got = read(instruction)
    if actions is None:
        assert not isinstance(got, Reformat)
        return
    assert got == Reformat(frozenset(actions), indent, target)


@pytest.mark.parametrize("instruction, words, old, new", [
    ("change the port from 8080 to 9090", ("port",), "8080", "9090"),
    ("Set MAX_RETRIES to 5.", ("max", "retrie"), None, "5"),
    ("bump postgres from 15.4 to 16.1", ("postgre",), "15.4", "16.1"),
    ("Change the timeout from 30s to 45s", ("timeout",), "30s", "45s"),
    ("increase the read timeout to 60 seconds", ("read", "timeout"), None, "60"),
    ("Please lower the worker count from 8 to 4 (the queue is small).", ("worker", "count"), "8", "4"),
    ("upgrade the web service's image from nginx:1.25 to nginx:1.27", ("web", "service", "image"), "nginx:1.25", "nginx:1.27"),
    ("set log_level to 'debug'", ("log", "level"), None, "debug"),
    ("change the timeout to 30", ("timeout",), None, "30"),
    ("change greeting to 'hello'", ("greeting",), None, "hello"),
    ("set the port in the client section from 8080 to 9090", ("port", "client"), "8080", "9090"),
    ("set the log level to debug", ("log", "level"), None, "debug"),  # a bare word after "set" only
    ("bump requests to ^2.31.0", ("request",), None, "^2.31.0"),  # npm/cargo ranges
])
def test_named_setting_paraphrases(instruction, words, old, new):
    assert read(instruction) == Setting(words, new, old)


@pytest.mark.parametrize("instruction", [
    "change all 8080s to 9090",
    "replace every 3 with 5",
    "change 8080 to 9090 everywhere",
    "set it to 5",
    "change port 8080 to 9090",
    "bump the version and the port to 2",
])
def test_wide_literal_changes_are_no_named_setting(instruction):
    assert not isinstance(read(instruction), Setting)


@pytest.mark.parametrize("instruction, scope", [
    ("Rename the method `load` to `read` (leave `loader` and `load_all` alone).", None),
    ("Rename the class Widget to Control. Keep WidgetFactory as it is.", None),
    ("Rename the type `Order` to `Purchase`. Only that name: `OrderLine` stays.", None),
    ("rename the variable x to y everywhere it is used as a variable", None),
    ("Rename the argument `retries` of `connect` to `max_retries`, and update the calls to `connect`.", "connect"),
    ("rename the parameter n of function walk to depth", "walk"),
    ("Rename the param `cb` in `subscribe()` to `callback`. Leave `unsubscribe`'s own `cb` as it is.", "subscribe"),
])
def test_rename_with_notes_and_parameter_scopes(instruction, scope):
    got = read(instruction)
    assert isinstance(got, Rename), instruction
    assert (got.scope.name if got.scope else None) == scope


@pytest.mark.parametrize("instruction", [
    "Rename x to y. Then add a docstring.",  # a second request
    "Rename x to y. Also rename z to w.",
])
def test_rename_followed_by_more_work_is_not_claimed(instruction):
    assert not isinstance(read(instruction), Rename)


@pytest.mark.parametrize("instruction, actions, indent, target", [
    ("Minify this JSON: one line, no whitespace between tokens.", {"minify"}, None, None),
    ("Compact the YAML; no spaces between items.", {"minify"}, None, None),
    ("Pretty-print the JSON with 4-space indentation and sort the keys of every object alphabetically.", {"pretty", "indent", "sort"}, 4, None),
    ("sort the keys in every map", {"sort"}, None, None),
    ("Convert this JSON to YAML with 2 spaces, preserving all types.", {"convert", "indent"}, 2, "yaml"),
    ("convert the toml to json, keeping every value's type", {"convert"}, None, "json"),
    ("Re-indent this file from 2 to 4 spaces.", {"indent"}, 4, None),
    ("reindent the code from four to two spaces", {"indent"}, 2, None),
    ("change the indentation from 4 to 2 spaces", {"indent"}, 2, None),
    ("one line, no whitespace", None, None, None),  # notes alone ask for nothing
    ("Minify this JSON. Then add a field.", None, None, None),
])
def test_reformat_with_notes(instruction, actions, indent, target):
    got = read(instruction)
    if actions is None:
        assert not isinstance(got, Reformat)
        return
    assert got == Reformat(frozenset(actions), indent, target)


@pytest.mark.parametrize("instruction, every", [
    ("add type hints", False),
    ("Add type annotations to all functions.", True),
    ("Add type hints to every function and method (parameters and return types). Change nothing else.", True),
    ("please add the missing type hints to each method", True),
    ("add type hints to every public function", None),  # "public": a narrowing no rule reads
    ("Add type hints. Then add docstrings.", None),
])
def test_type_hint_instructions(instruction, every):
    got = read(instruction)
    if every is None:
        assert not isinstance(got, Annotate)
        return
    assert got == Annotate(every)


@pytest.mark.parametrize("instruction, claimed", [
    ("Convert the % and .format() string formatting to f-strings with the same output.", True),
    ("Rewrite the string formatting to f-strings, keeping the same output.", True),
    ("convert all .format() calls to f-strings", True),
    ("Replace the old-style % formatting with f-strings. Leave the logging calls as they are.", True),
    ("switch to f-strings", True),
    ("convert the format calls in parse to f-strings", False),  # narrowed to a function: not read
    ("convert the logging calls to f-strings", False),
])
def test_fstring_instructions(instruction, claimed):
    assert isinstance(read(instruction), FStrings) == claimed


@pytest.mark.parametrize("new", ["value", "name", "key", "type", "count"])
def test_a_word_that_describes_a_thing_can_still_be_the_new_name(new):
    """"rename x to value" asks for a variable called value (the check used to leave it
    unread, so a result that renamed xs instead passed as "parses"); the old name must still
    be a name, and an article names nothing."""
    assert read(f"rename x to {new}") == Rename(((Thing("x", "name"), Thing(new, "name")),))
    assert read(f"rename the value to {new}") is None
    assert read("rename x to the") is None


@pytest.mark.parametrize("ask", [
    "could you rename x to count?", "I want to rename x to count", "also rename x to count",
    "hey, rename x to count", "rename x to count please", "rename x to count, thanks!",
    "Could you please rename x to count?", "let's rename x to count",
])
def test_a_request_worded_politely_is_read_as_its_instruction(ask):
    """The words around an instruction ("could you ...?", "..., thanks") used to leave it
    unread, so its result was only checked to parse."""
    assert read(ask) == Rename(((Thing("x", "name"), Thing("count", "name")),))
