"""A value made optional the way the instruction asks: "return Option<Tooth> instead of
panicking" wraps the values a function returns in `Some(` and its type in `Option<`; "no !!,
handle the null" takes Kotlin's `!!` off once the code tests for null. The net reads each
such word as a change of its own; where the instruction speaks of optional or absent values
and the change adds or takes away only those words, it is the edit itself.

    optional_only(change, instruction) -> bool"""

from __future__ import annotations

import re

from .changes import Change

# What an instruction says when it asks for a value that may be absent, or a panic or a throw no more.
ASKS = re.compile(r"\b(?:option(?:al)?|none|null(?:able|s)?|nil|nullptr|panic\w*|unwrap\w*|NullPointerException|NPE|"
                  r"null[- ]?(?:check|safe|safety)|absent|throws?|throwing|crash\w*)\b|!!|\?\.|\bOption<|\bResult<", re.I)
# The words that wrap a value (`Some(`, `Option<`, `?`, `!!`, `.expect(...)` turned `.ok()?`), and the marks
# that must come in pairs around it.
WORDS = {"Some", "Option", "Optional", "Ok", "Result", "Maybe", "Just", "?", "!!", "expect", "unwrap", "ok", "None"}
MARKS = {"<", ">", "(", ")", ".", "::", "_"}
TOKEN = re.compile(r"!!|::|\w+|[^\w\s]")


def optional_only(change: Change, instruction: str) -> bool:
    """The change adds or takes away only wrapper words (not both: `Ok` turned `Err` is no
    wrapper), with its brackets in pairs, and the same other words in the same order."""
    if not ASKS.search(instruction) or change.in_string:
        return False
    old, new = TOKEN.findall(change.old), TOKEN.findall(change.new)
    if old == new or [t for t in old if t not in WORDS | MARKS] != [t for t in new if t not in WORDS | MARKS]:
        return False
    gone, came = [t for t in old if t in WORDS], [t for t in new if t in WORDS]
    swapped = gone and came and not (set(gone) <= set(came) or set(came) <= set(gone))
    if not (gone or came) or swapped and not (set(gone) <= PANICS and set(came) <= CALM):
        return False  # (`.expect(` turned `.ok()?` is the panic asked away; `Ok` turned `Err` is not)
    # an opening mark the change writes is a wrapper's own (`Some(`, `Option<`), its closing one may stand apart
    for a, b in (("<", ">"), ("(", ")")):
        opened = new.count(a) - old.count(a) - (new.count(b) - old.count(b))
        owned = sum(1 for k, t in enumerate(new) if t == a and k and new[k - 1] in WORDS) \
            - sum(1 for k, t in enumerate(old) if t == a and k and old[k - 1] in WORDS)
        if opened not in (0, owned):
            return False
    return True


PANICS = {"expect", "unwrap"}
CALM = {"ok", "Some", "None", "?", "Ok"}
