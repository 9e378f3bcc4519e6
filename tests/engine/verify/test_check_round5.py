"""Round 5 of the check (issue 41), each from a right result refused or a wrong one passed on a
split nobody tuned on, written as a rule about the problem, not the sentence:

    member renames     `p.UserName` renamed where p is declared a Profile (owners.variable_types),
                       `cart.calc()` where only Cart defines calc, kept where p is another type
    comprehensions     a loop as a comprehension keeps its words (rewrites.py)
    what stays         a function the instruction says stays is unchanged (kept.py)
    the net            `-k` names the flag's letter; "all stages" means every place; a
                       Dockerfile's comments are comments; no rename read from a default
    data               a key said short ("15 min timeout"), a value carried along (`v0.7.2`),
                       a key added a list deeper than the part named
"""

from __future__ import annotations

import pytest

from redraft.engine import check
from redraft.engine.verify.kept import kept_findings
from redraft.engine.verify.owners import variable_types
from redraft.engine.verify.phrasing import said_and_kept
from redraft.engine.verify.rewrites import rewrite_findings
from redraft.engine.verify.tokens import lex

PROFILE = """package account

type Profile struct {
\tUserName string `json:"user_name"`
\tEmail    string
}

type AuditEntry struct {
\tUserName string
\tAction   string
}

func (p *Profile) Label() string {
\treturn p.UserName + " <" + p.Email + ">"
}

func Audit(p *Profile, e *AuditEntry) string {
\treturn p.UserName + " " + e.UserName
}
"""


def test_a_member_rename_follows_the_receivers_declared_type() -> None:
    ask = "Rename the UserName field of Profile to Handle; AuditEntry.UserName stays."
    right = PROFILE.replace("\tUserName string `", "\tHandle string `").replace("p.UserName", "p.Handle")
    assert variable_types(lex(PROFILE, "profile.go"), {"Profile", "AuditEntry"}) == {"p": "Profile", "e": "AuditEntry"}
    assert not check(PROFILE, right, "profile.go", ask).refused, check(PROFILE, right, "profile.go", ask).text
    too_far = right.replace("e.UserName", "e.Handle")  # AuditEntry's field renamed too
    assert check(PROFILE, too_far, "profile.go", ask).refused
    half = right.replace('return p.Handle + " " + e', 'return p.UserName + " " + e')  # a use of p left
    assert check(PROFILE, half, "profile.go", ask).refused


CART = """class Cart(private val items: List<Long>) {
    fun calc(): Long = items.sum()

    fun calcDistinct(): Int = items.toSet().size
}

class Checkout(private val cart: Cart) {
    fun summary(): String {
        val total = cart.calc()
        return "total: $total"
    }
}
"""


@pytest.mark.parametrize("ask", ["Cart.calc() -> totalCents()", "Could you rename Cart's calc method to totalCents and update its callers?"])
def test_a_method_rename_reaches_calls_outside_its_class(ask: str) -> None:
    right = CART.replace("fun calc()", "fun totalCents()").replace("cart.calc()", "cart.totalCents()")
    assert not check(CART, right, "Cart.kt", ask).refused, check(CART, right, "Cart.kt", ask).text
    stale = CART.replace("fun calc()", "fun totalCents()")  # Checkout still calls calc(): does not compile
    assert check(CART, stale, "Cart.kt", ask).refused


SIZES = """from pathlib import Path


def sizes(paths: list[Path]) -> list[tuple[str, int]]:
    result = []
    for p in paths:
        if p.stat().st_size > 0:
            result.append((p.name, p.stat().st_size))
    return result


def empty_files(paths: list[Path]) -> list[Path]:
    out = []
    for p in paths:
        if p.stat().st_size == 0:
            out.append(p)
    return out
"""
COMPREHENSION = SIZES.replace("""    result = []
    for p in paths:
        if p.stat().st_size > 0:
            result.append((p.name, p.stat().st_size))
    return result""", """    return [
        (p.name, p.stat().st_size)
        for p in paths
        if p.stat().st_size > 0
    ]""")
ASK_LOOP = "can u turn the for loop in sizes into a list comprehension? only that one"


def test_a_comprehension_over_as_many_lines_is_the_form_asked() -> None:
    assert rewrite_findings(SIZES, COMPREHENSION, "scan.py", ASK_LOOP) == []
    assert not check(SIZES, COMPREHENSION, "scan.py", ASK_LOOP).refused, check(SIZES, COMPREHENSION, "scan.py", ASK_LOOP).text


@pytest.mark.parametrize("wrong, says", [
    (COMPREHENSION.replace("st_size > 0", "st_size >= 0"), "added `>=`"),  # the filter widened
    (COMPREHENSION.replace("        if p.stat().st_size > 0\n", ""), "removed"),  # the filter dropped
    (COMPREHENSION.replace("    return [\n", "    return {\n").replace("\n    ]", "\n    }"), "added `{`"),  # a set, not a list
])
def test_a_comprehension_that_changes_the_loops_words_is_refused(wrong: str, says: str) -> None:
    assert check(SIZES, wrong, "scan.py", ASK_LOOP).refused
    assert any(says in f.text for f in rewrite_findings(SIZES, wrong, "scan.py", ASK_LOOP))


def test_a_comprehension_written_in_the_other_function_is_refused() -> None:
    wrong = SIZES.replace("""    out = []
    for p in paths:
        if p.stat().st_size == 0:
            out.append(p)
    return out""", "    return [p for p in paths if p.stat().st_size == 0]")
    assert any("left as it was" in f.text for f in rewrite_findings(SIZES, wrong, "scan.py", ASK_LOOP))
    assert check(SIZES, wrong, "scan.py", ASK_LOOP).refused


EVENTS = """const DEFAULT_PAGE_SIZE = 50;

export async function fetchEvents(baseUrl, page) {
  const url = `${baseUrl}/events?page=${page}&size=${DEFAULT_PAGE_SIZE}`;
  return (await fetch(url)).json();
}

export async function fetchUsers(baseUrl, page) {
  const url = `${baseUrl}/users?page=${page}&size=${DEFAULT_PAGE_SIZE}`;
  return (await fetch(url)).json();
}
"""
PAGED = EVENTS.replace("fetchEvents(baseUrl, page)", "fetchEvents(baseUrl, page, pageSize = DEFAULT_PAGE_SIZE)") \
    .replace("events?page=${page}&size=${DEFAULT_PAGE_SIZE}", "events?page=${page}&size=${pageSize}")


@pytest.mark.parametrize("ask", ["fetchEvents: add pageSize = DEFAULT_PAGE_SIZE param, use it in the url",
                                 "fetchEvents needs a pagesize arg (optional, defaults to DEFAULT_PAGE_SIZE) - fetchUsers stays the same",
                                 "fetchEvents takes an optional pageSize (default DEFAULT_PAGE_SIZE) that sets the size in the request URL."])
def test_an_added_parameter_with_a_default_is_no_rename_of_the_default(ask: str) -> None:
    assert not check(EVENTS, PAGED, "events.js", ask).refused, check(EVENTS, PAGED, "events.js", ask).text


def test_a_function_the_instruction_keeps_must_not_change() -> None:
    ask = "fetchEvents needs a pagesize arg (optional, defaults to DEFAULT_PAGE_SIZE) - fetchUsers stays the same"
    both = PAGED.replace("fetchUsers(baseUrl, page)", "fetchUsers(baseUrl, page, pageSize = DEFAULT_PAGE_SIZE)") \
        .replace("users?page=${page}&size=${DEFAULT_PAGE_SIZE}", "users?page=${page}&size=${pageSize}")
    assert [f.text for f in kept_findings(EVENTS, both, "events.js", ask)] == \
        ["changed `fetchUsers` (original line 8), which the instruction says stays"]
    assert check(EVENTS, both, "events.js", ask).refused
    # one side of a thing kept ("keeps its signature") leaves its body free
    assert kept_findings(EVENTS, both, "events.js", "add pageSize to fetchEvents; fetchUsers keeps its signature") == []


@pytest.mark.parametrize("text, kept", [
    ("rewrite sizes as a comprehension. Please leave load(), by_country() and signed_up_since() as loops.",
     "Please leave load() by_country() and signed_up_since() as loops."),
    ("add x to f, g should not change", "g should not change"),
    ("Füge x hinzu; fetchUsers bleibt unverändert", "fetchUsers bleibt unverändert"),
    ("the port should change to 80", ""),
])
def test_what_stays_is_read_in_more_ways(text: str, kept: str) -> None:
    assert said_and_kept(text)[1] == kept


BACKUP = """#!/bin/sh
usage() {
  echo "usage: $0 [-o OUTDIR] [-v] SOURCE" >&2
}
outdir=/var/backups
while getopts "o:vh" opt; do
  case "$opt" in
    o) outdir="$OPTARG" ;;
    v) verbose=1 ;;
    h) usage; exit 0 ;;
  esac
done
"""


def test_a_flags_letter_is_said_by_the_flag() -> None:
    right = BACKUP.replace('"o:vh"', '"o:k:vh"').replace("[-v] SOURCE", "[-k KEEP] [-v] SOURCE") \
        .replace("    v) verbose=1 ;;", "    k) keep=\"$OPTARG\" ;;\n    v) verbose=1 ;;").replace("outdir=/var/backups", "outdir=/var/backups\nkeep=7")
    ask = "backup.sh accepts -k KEEP, the number of newest archives to keep, defaulting to 7."
    assert not check(BACKUP, right, "backup.sh", ask).refused, check(BACKUP, right, "backup.sh", ask).text
    assert check(BACKUP, right.replace('"o:k:vh"', '"o:k:vx"'), "backup.sh", ask).refused  # h -> x: not the flag asked


DOCKER = """FROM node:20.11-alpine AS deps
RUN npm ci

FROM node:20.11-alpine AS build
RUN npm run build

FROM node:20.11-alpine
ENV PORT=3000
# node 20.11 ships npm 10.2; the healthcheck needs it
CMD ["node", "server.js"]
"""


@pytest.mark.parametrize("ask", ["node 20.11 -> 20.18 (all stages)", "All stages of the image build on node:20.18-alpine.",
                                 "Bitte alle FROM-Zeilen auf node:20.18-alpine aktualisieren."])
def test_every_stage_bumped_with_its_comment_is_right(ask: str) -> None:
    right = DOCKER.replace("20.11", "20.18").replace("10.2", "10.8")  # the comment follows (a comment may)
    assert [w.kind for w in lex(DOCKER, "Dockerfile") if w.text == "ships"] == ["comment"]
    assert not check(DOCKER, right, "Dockerfile", ask).refused, check(DOCKER, right, "Dockerfile", ask).text
    assert check(DOCKER, right.replace("PORT=3000", "PORT=3018"), "Dockerfile", ask).refused


WORKFLOW = """name: docs
on: [push]
jobs:
  build:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-python@v5
        with:
          python-version: "3.12"
  linkcheck:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
"""


@pytest.mark.parametrize("ask", ["give the build job a 15 min timeout, linkcheck can stay as is", "The build job times out after 15 minutes."])
def test_a_key_said_short_or_split_is_the_key(ask: str) -> None:
    right = WORKFLOW.replace("    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - uses: actions/setup",
                             "    runs-on: ubuntu-latest\n    timeout-minutes: 15\n    steps:\n      - uses: actions/checkout@v4\n      - uses: actions/setup")
    assert not check(WORKFLOW, right, "docs.yml", ask).refused, check(WORKFLOW, right, "docs.yml", ask).text
    deeper = WORKFLOW.replace('python-version: "3.12"', 'python-version: "3.12"\n          timeout-minutes: 15')  # a step's input
    assert check(WORKFLOW, deeper, "docs.yml", ask).refused


CARGO = """[package]
name = "tilecache"
version = "0.7.2"

[package.metadata.release]
tag-name = "v0.7.2"

[dependencies]
lru = "0.7.2"
"""


def test_a_value_carried_along_with_the_version_is_right_and_the_decoy_is_not() -> None:
    ask = "version 0.8.0"
    right = CARGO.replace('version = "0.7.2"', 'version = "0.8.0"').replace('"v0.7.2"', '"v0.8.0"')
    assert not check(CARGO, right, "Cargo.toml", ask).refused, check(CARGO, right, "Cargo.toml", ask).text
    assert check(CARGO, right.replace('lru = "0.7.2"', 'lru = "0.8.0"'), "Cargo.toml", ask).refused


@pytest.mark.parametrize("filename, text, old, new", [
    ("Cart.kt", CART, "calc", "totalCents"),  # `fun calc` defines it
    ("profile.go", PROFILE.replace("\tUserName string\n\tAction", "\tWho string\n\tAction").replace("e.UserName", "e.Who"),
     "UserName", "Handle"),  # a struct's field line defines it
])
def test_a_member_the_file_defines_is_renamed_where_it_is_reached(filename: str, text: str, old: str, new: str) -> None:
    ask = f"rename {old} to {new}"
    right = text.replace(old, new).replace(f"{new}Distinct", f"{old}Distinct")
    assert not check(text, right, filename, ask).refused, check(text, right, filename, ask).text
    outside_left = right.replace(f".{new}", f".{old}", 1)  # one `q.name` left behind
    assert check(text, outside_left, filename, ask).refused


JAVA = """class Stock {
    private final java.util.List<Integer> items = new java.util.ArrayList<>();

    int doubled() {
        int size = items.size();
        return size * 2;
    }
}
"""
TOTAL = """def total(prices):
    return round(sum(prices), 2)
"""


@pytest.mark.parametrize("original, result, filename, ask", [
    (JAVA, JAVA.replace("int size =", "int n =").replace("size * 2", "n * 2"), "Stock.java", "Rename size to n"),  # a local, not `.size()`
    (TOTAL, TOTAL.replace("def total(prices):\n", 'def total(prices):\n    """The sum, to the cent."""\n'), "cart.py",
     "Add a one-liner docstring to total."),  # no comprehension asked
    (TOTAL, TOTAL.replace("round(sum(prices), 2)", "round(sum(sorted(prices)), 2)"), "cart.py",
     "Fix total so it does not modify the input list."),  # behaviour asked, nothing kept
    (TOTAL, TOTAL.replace("prices):", "prices, digits=2):").replace(", 2)", ", digits)"), "cart.py",
     "Add a digits parameter to total; total stays the entry point."),  # a role kept, not the body
])
def test_right_edits_the_new_rules_must_not_refuse(original: str, result: str, filename: str, ask: str) -> None:
    assert not check(original, result, filename, ask).refused, check(original, result, filename, ask).text
