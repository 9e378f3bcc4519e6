"""What a result can be held to without understanding the code it adds, after the intent
rules and the net (engine/checks.py judge()):

    spans.py         the code the instruction spells out is in the result
    additions.py     the place it adds to got it; the lines it adds to and the file's comments
                     stay; a comment alone changes no code; a name added and passed on is used;
                     the log level asked for
    replaced.py      a spelled-out replacement leaves no old text
    placed_value.py  of several equal values, the one the instruction points at changed
    shapes.py        an async function awaits; an added null check leaves when null, first
    compiles.py      a new field reaches every Rust struct literal; dataclass field order
    callers.py       moved parameters leave no call in the old order
    templates.py     concatenation as template literals builds the same strings
    rewrites.py      a loop as a comprehension keeps its words, in the function named
    kept.py          a function the instruction says stays is unchanged
    gone.py          a function the instruction says to remove is no longer defined
    trycatch.py      a try/catch added catches what the instruction names and does what it says
    flow.py          added code runs: nothing after a `return`, no guard after a use of what it
                     tests, no guard that leaves when the value is there
    untouched.py     the function the instruction names changed, not only another one
    switches.py      a new enum member reaches every switch that handles all the others
    unread.py        a parameter added to a function is read in its body
    undeclared.py    a variable the result still reads is still declared
    unawaited.py     a function made async is awaited where its value is used
    unimported.py    Go: a standard package the result calls is imported; Java: a JDK class too
    makefile.py      a Makefile's recipes stay with their targets, its default goal first, every
                     .PHONY name has a rule, and a shell's `$(date +%F)` is written `$$(`
    uncollected.py   a test added is one its runner collects (`test_...`, `#[test]`, not nested)
    cssmedia.py      a CSS rule added outside an `@media` block the instruction never speaks of
    arity.py         a function whose parameters changed is called with as many arguments as it takes
    redefined.py     a definition added under a name its scope already defines
    early.py         an added line reads a local before the function declares it
    htmlplace.py     an element added to the header or the footer the instruction names
    optionalcalls.py (Rust) a function now returning Option or Result is handled at each call, and stops panicking
    saiddefault.py   the default an addition says is the one a line it writes holds
    uncalled.py      (Go, Rust) a private function the edit adds is called or registered
    fstringscope.py  (Python) f-strings in every function asked, none in one it spares
    hinttypes.py     (Python) a type hint added says what the code returns and reads
    numstring.py     a number written as a string where the code had a number
    sqlcolumns.py    a column added to the table the instruction names, after the column it says
    orphans.py       a definition or data key removed leaves no comment of its own behind
    dockerfile.py    a Dockerfile's stages, instruction lines and image variants stay whole
    unbound.py       (Python) a name a new `try` assigns is assigned when its `except` goes on
    shell.py         a `case` arm added where an earlier arm matches it; `X = 1` as an assignment
    forms_html.py    an HTML control added inside the form, with a name; a label for an existing id
    handlers.py      no `except`/`catch` added below one that already catches everything it would
    getopts.py       a shell option added is parsed (string and arms agree) and what it sets is read
    returns.py       a `return` added fits its signature (Rust Option/Result, Go counts and nil, Java)
    docstrings.py    (Python) a docstring added inside its function, not above it
    conditions.py    a condition added compares (`==`), not assigns (`if (out = NULL)`)
    phpvars.py       (PHP) a variable the edit stopped assigning is no longer read
    blockscope.py    a local declared inside a block is not read after the block closes
    placeholders.py  a format string the edit writes has as many placeholders as values
    implicit.py      (Ruby) a method that ended with its value still does
    dangling.py      a function removed is no longer called; a new CONSTANT read is declared
    caught.py        (JS, TS, Java, C#) a value a new `try` assigns is not used empty after a catch that goes on
    floats.py        (Rust) no float compared or mixed with an integer literal
    later.py         (C, C++) a constant the edit introduces is declared above its first use
    flips.py         no comparison flipped alone in a function the rest of the edit does not touch
    dockerports.py   a Dockerfile's own port moves on every line that writes it, or on none
    vanished.py      an instruction that only adds took no word out of the file it does not name
    htmltables.py    an HTML table whose rows had as many cells still has, and no row outside a table
    cssnames.py      a CSS selector the instruction writes is in the result as written; no undeclared `var(--x)`
    mdnet.py         (Markdown) a link the edit wrote closes its `(target)`

A data file's values are judged as data (datanet.py): of these, only its comments, which of
several equal values changed, a key written twice in one mapping (dupkeys.py), and the words an
addition took out (vanished.py)."""

from __future__ import annotations

from typing import Callable

from .additions import comment_findings, container_findings, level_findings, lost_findings, use_findings
from .arity import arity_findings
from .blockscope import block_scope_findings
from .placeholders import placeholder_findings
from .implicit import implicit_findings
from .dangling import dangling_findings
from .caught import caught_findings
from .floats import float_findings
from .later import later_findings
from .flips import flip_findings
from .interpolation import interpolation_findings
from .generators import generator_findings
from .dockerports import port_findings
from .redefined import redefined_findings
from .early import early_findings
from .orphans import orphan_findings, orphan_key_findings
from .dockerfile import dockerfile_findings
from .unbound import unbound_findings
from .shell import shell_findings
from .getopts import getopts_findings
from .returns import return_findings
from .docstrings import docstring_findings
from .conditions import condition_findings
from .phpvars import php_variable_findings
from .forms_html import html_form_findings
from .dupkeys import duplicate_key_findings
from .handlers import handler_findings
from .callers import caller_findings
from .compiles import compile_findings
from .data import is_data_file
from .findings import Finding
from .flow import flow_findings
from .intent import Reformat, Rename
from .placed_value import value_findings
from .replaced import replacement_findings
from .rewrites import rewrite_findings
from .kept import kept_findings
from .mdtables import table_findings
from .mdnet import link_findings
from .vanished import vanished_findings
from .htmltables import table_shape_findings
from .cssnames import css_name_findings
from .htmlattrs import attribute_findings
from .gone import gone_findings
from .untouched import untouched_findings
from .switches import switch_findings
from .siblings import sibling_findings
from .lonely import lonely_findings
from .saidreturn import said_return_findings
from .loglevel import log_level_findings
from .logswap import log_swap_findings
from .logsink import log_sink_findings
from .saidthrow import said_throw_findings
from .awaitless import awaitless_findings, dropped_await_findings
from .copied import copied_findings
from .inline import inline_findings
from .keyplace import key_place_findings
from .unread import unread_findings
from .alike import alike_findings
from .confined import confined_findings
from .rangeguard import range_findings
from .handlers_js import express_findings
from .htmlreach import reach_findings
from .htmlplace import place_findings
from .derives import derive_findings
from .structtags import tag_findings
from .undeclared import undeclared_findings
from .unawaited import unawaited_findings
from .unimported import java_unimported_findings, unimported_findings
from .makefile import makefile_findings
from .sqlcolumns import column_findings
from .numstring import number_string_findings
from .hinttypes import hint_findings
from .fstringscope import fstring_scope_findings
from .uncalled import uncalled_findings
from .saiddefault import said_default_findings
from .optionalcalls import optional_call_findings
from .goimports import unused_import_findings
from .golocals import unused_local_findings
from .dropparam import dropped_param_findings
from .unitless import unitless_findings
from .mixedops import mixed_findings
from .uncollected import uncollected_findings
from .cssmedia import media_findings
from .trycatch import try_findings
from .scope import prose
from .shapes import async_findings, guard_findings
from .spans import span_findings
from .templates import template_findings

Rule = Callable[[str, str, str, str], list[Finding]]
RULES: tuple[Rule, ...] = (
    span_findings, container_findings, comment_findings, use_findings, level_findings, lost_findings, replacement_findings,
    value_findings, async_findings, guard_findings, lambda o, r, f, i: compile_findings(o, r, f),
    caller_findings, template_findings, rewrite_findings, kept_findings, gone_findings, try_findings, flow_findings,
    untouched_findings, switch_findings, unread_findings, undeclared_findings,
    unawaited_findings, awaitless_findings, dropped_await_findings, unimported_findings, java_unimported_findings, makefile_findings,
    uncollected_findings, media_findings, arity_findings, redefined_findings, early_findings, orphan_findings, dockerfile_findings,
    unbound_findings, shell_findings, html_form_findings, handler_findings,
    getopts_findings, return_findings, docstring_findings, condition_findings,
    php_variable_findings, block_scope_findings, placeholder_findings,
    implicit_findings, dangling_findings, caught_findings, float_findings,
    later_findings, flip_findings, port_findings, attribute_findings, interpolation_findings,
    generator_findings, unused_import_findings, unused_local_findings, dropped_param_findings, unitless_findings, mixed_findings, column_findings, number_string_findings, hint_findings, fstring_scope_findings, uncalled_findings, said_default_findings, optional_call_findings,
    alike_findings, confined_findings, range_findings,
    express_findings, reach_findings, place_findings, derive_findings, tag_findings, sibling_findings, lonely_findings,
    said_return_findings, said_throw_findings, log_level_findings, log_swap_findings, log_sink_findings, vanished_findings, table_shape_findings,
    css_name_findings, copied_findings, inline_findings)
DATA_RULES: tuple[Rule, ...] = (comment_findings, value_findings, duplicate_key_findings, key_place_findings, vanished_findings,
                                orphan_key_findings)


def added_findings(original: str, result: str, filename: str, instruction: str, intent, findings: list[Finding]) -> list[Finding]:
    """The findings of the rules above on `result`, where no rule failed it already and the
    intent is no rename or reformat (whose rules judge every token themselves)."""
    if not instruction.strip() or result == original or isinstance(intent, (Rename, Reformat)) or any(f.ok is False for f in findings):
        return []
    if prose(filename):  # Markdown: its tables' rows and its links
        return table_findings(original, result, filename, instruction) + link_findings(original, result, filename)
    rules = DATA_RULES if is_data_file(filename) else RULES
    return [f for rule in rules for f in rule(original, result, filename, instruction)]
