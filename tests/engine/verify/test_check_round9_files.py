"""Round 9 of the check (issue 41), files and forms whose results break in ways a parser lets
through, whatever the instruction:

    dockerfile  stages copied from are defined, every line starts an instruction, an image
                keeps its tag's variant, stages on one image move together
    shell       a case arm added below one that matches it; `X = 1`
    unbound     a Python name a new `try` assigns, read after an `except` that goes on
    handlers    an `except`/`catch` below one that already catches it
    forms_html  a control added outside the form or without a name; a label for no id
    dupkeys     a key written twice in one JSON or YAML mapping
    syntax      errors where the edit wrote, in a file whose original has errors of its own
"""

from __future__ import annotations

import json

import pytest

from redraft.engine import check
from redraft.engine.checks import tree_check
from redraft.engine.verify.callers import caller_findings
from redraft.engine.verify.conditions import condition_findings
from redraft.engine.verify.dockerfile import dockerfile_findings
from redraft.engine.verify.dupkeys import duplicate_key_findings
from redraft.engine.verify.forms_html import html_form_findings
from redraft.engine.verify.getopts import getopts_findings
from redraft.engine.verify.option_letters import flag_inserted
from redraft.engine.verify.phpvars import php_variable_findings
from redraft.engine.verify.returns import return_findings
from redraft.engine.verify.handlers import handler_findings
from redraft.engine.verify.shell import shell_findings
from redraft.engine.verify.unbound import unbound_findings

DOCKERFILE = """# syntax=docker/dockerfile:1
FROM node:18.19-alpine AS build
WORKDIR /app
COPY package*.json ./
RUN npm ci

FROM node:18.19-alpine
ENV PORT=3000 \\
    METRICS_PORT=9464
COPY --from=build /app /app
RUN addgroup -S app && adduser -S app -G app
CMD ["node", "server.js"]
"""


@pytest.mark.parametrize("ask", ["node 18.19 -> 20.11", "Could you move the image to Node 20.11? Keep everything else."])
def test_a_dockerfile_bump(ask: str) -> None:
    right = DOCKERFILE.replace("18.19-alpine", "20.11-alpine")
    assert not check(DOCKERFILE, right, "Dockerfile", ask).refused, check(DOCKERFILE, right, "Dockerfile", ask).text
    cases = {
        "line 10 copy from stage `build`, which no `FROM ... AS build` defines any more":
            right.replace("20.11-alpine AS build", "20.11-alpine"),
        "`node:20.11` lost the `alpine` variant of its tag (line 2)": DOCKERFILE.replace("18.19-alpine", "20.11"),
        "the other stage on `node:18.19-alpine` (line 7) kept the old tag": DOCKERFILE.replace("18.19-alpine AS", "20.11-alpine AS"),
    }
    for why, wrong in cases.items():
        v = check(DOCKERFILE, wrong, "Dockerfile", ask)
        assert v.refused and why in v.detail, (why, v.text)
    lost = right.replace("PORT=3000 \\\n", "PORT=3000\n")
    assert check(DOCKERFILE, lost, "Dockerfile", ask).refused
    assert [f.text for f in dockerfile_findings(DOCKERFILE, lost, "Dockerfile", ask)] == [
        "line 9 starts no instruction (a line continuation lost?)"]


def test_what_a_dockerfile_may_do() -> None:
    right = DOCKERFILE.replace("18.19-alpine", "20.11-alpine")
    # a stage named by the instruction may move alone; a variant the instruction names may go
    assert dockerfile_findings(DOCKERFILE, DOCKERFILE.replace("18.19-alpine AS", "20.11-alpine AS"), "Dockerfile",
                               "bump only the build stage to node 20.11") == []
    assert dockerfile_findings(DOCKERFILE, DOCKERFILE.replace("18.19-alpine", "20.11-bookworm"), "Dockerfile",
                               "move off alpine to node 20.11-bookworm") == []
    # copying from an image or a stage index is no alias; another file name is no Dockerfile
    outside = right.replace("--from=build", "--from=nginx:1.25")
    assert dockerfile_findings(right, outside.replace("20.11-alpine AS build", "20.11-alpine"), "Dockerfile", "x") == []
    assert dockerfile_findings(DOCKERFILE, DOCKERFILE.replace("18.19-alpine", "20.11"), "build.sh", "x") == []
    assert [f.rule for f in dockerfile_findings(DOCKERFILE, DOCKERFILE.replace("18.19-alpine", "20.11"), "api.Dockerfile", "x")]


GETOPTS = """#!/usr/bin/env bash
set -euo pipefail
KEEP=7
while [ $# -gt 0 ]; do
  case "$1" in
    -k|--keep) KEEP="$2"; shift 2 ;;
    -*) echo "unknown option $1" >&2; exit 2 ;;
    *) break ;;
  esac
done
"""


def test_shell_arms_and_assignments() -> None:
    right = GETOPTS.replace("    -*)", "    -n|--dry-run) DRY=1; shift ;;\n    -*)")
    assert shell_findings(GETOPTS, right, "backup.sh") == []
    late = GETOPTS.replace("    *) break ;;\n", "    *) break ;;\n    --dry-run) DRY=1; shift ;;\n")
    assert [f.text for f in shell_findings(GETOPTS, late, "backup.sh")] == [
        "the `--dry-run)` arm at line 9 comes after `-*)`, which already matches it: it is never reached"]
    v = check(GETOPTS, late, "backup.sh", "add a --dry-run flag")
    assert v.refused, v.text
    spaced = GETOPTS.replace("KEEP=7", "KEEP = 14")
    assert [f.lines for f in shell_findings(GETOPTS, spaced, "backup.sh")] == [(3,)]
    assert shell_findings(GETOPTS, GETOPTS.replace("KEEP=7", "KEEP=14"), "backup.sh") == []
    assert shell_findings(GETOPTS, spaced, "backup.py") == []


HANDLE = """def handle(body):
    event = parse(body)
    return event.kind
"""


def test_a_name_left_unbound_by_a_new_except() -> None:
    wrapped = "def handle(body):\n    try:\n        event = parse(body)\n    except ValueError:\n        log.warning('bad body')\n{}    return event.kind\n"
    assert [f.lines for f in unbound_findings(HANDLE, wrapped.format(""), "h.py")] == [(6,)]
    assert unbound_findings(HANDLE, wrapped.format("        return None\n"), "h.py") == []  # it leaves
    assert unbound_findings(HANDLE, wrapped.format("        event = None\n").replace("        event = None\n    return",
                                                                                          "        event = None\n    return"), "h.py") == []
    exits = wrapped.format("        sys.exit(2)\n")
    assert unbound_findings(HANDLE, exits, "h.py") == []
    v = check(HANDLE, wrapped.format(""), "h.py", "wrap the parse in a try/except ValueError that logs a warning")
    assert v.refused and "`event` is read at line 6" in v.detail, v.text


def test_a_handler_below_a_broader_one() -> None:
    py = "def f():\n    try:\n        g()\n    except DatabaseError:\n        log()\n"
    late = py.replace("    except DatabaseError:", "    except Exception:\n        move()\n    except DatabaseError:")
    assert [f.lines for f in handler_findings(py, late, "a.py")] == [(6,)]
    assert handler_findings(py, late.replace("except DatabaseError", "except KeyboardInterrupt"), "a.py") == []
    assert handler_findings(py, late.replace("except DatabaseError", "except BaseException"), "a.py") == []  # broader still
    early = py.replace("        log()\n", "        log()\n    except Exception:\n        move()\n")
    assert handler_findings(py, early, "a.py") == []
    java = "class A {\n  void f() {\n    try { g(); } catch (IOException e) { h(); }\n  }\n}\n"
    bad = java.replace("catch (IOException e)", "catch (Exception e) { x(); } catch (IOException e)")
    assert [f.rule for f in handler_findings(java, bad, "A.java")] == ["handler"]
    good = java.replace("catch (IOException e) { h(); }", "catch (IOException e) { h(); } catch (Exception e) { x(); }")
    assert handler_findings(java, good, "A.java") == []
    two = java.replace("catch (IOException e) { h(); }", "catch (Exception e) { h(); }\n    x();\n    try { k(); } catch (IOException e) { h(); }")
    assert handler_findings(java, two, "A.java") == []  # a second try statement starts afresh


FORM = """<form action="/book" method="post">
  <label for="name">Name</label>
  <input id="name" name="name" required>
  <button type="submit">Book</button>
</form>
"""


def test_a_form_control_added() -> None:
    right = FORM.replace("  <button", "  <label for=\"phone\">Phone</label>\n  <input id=\"phone\" name=\"phone\" type=\"tel\">\n  <button")
    assert html_form_findings(FORM, right, "book.html") == []
    assert not check(FORM, right, "book.html", "add a phone field to the booking form").refused
    outside = FORM + "<label for=\"phone\">Phone</label>\n<input id=\"phone\" name=\"phone\" type=\"tel\">\n"
    assert [f.text for f in html_form_findings(FORM, outside, "book.html")] == [
        "the <input> added at line 7 is outside the form: it is never submitted"]
    assert [f.lines for f in html_form_findings(FORM, right.replace(' name="phone"', ""), "book.html")] == [(5,)]
    assert [f.lines for f in html_form_findings(FORM, right.replace('for="phone"', 'for="tel"'), "book.html")] == [(4,)]


def test_a_key_written_twice() -> None:
    compose = "services:\n  worker:\n    image: w\n    restart: unless-stopped\n"
    assert [f.lines for f in duplicate_key_findings(compose, compose + "    restart: always\n", "c.yaml")] == [(5,)]
    assert duplicate_key_findings(compose, compose.replace("image: w", "image: w2"), "c.yaml") == []
    assert [f.text for f in duplicate_key_findings('{"a": 1}', '{"a": 1, "a": 2}', "c.json")] == [
        "`a` is written twice in one mapping: the last one wins"]
    anchors = "base: &b\n  x: 1\nmore: &m\n  z: 3\nwork:\n  <<: *b\n  y: 2\n"
    assert duplicate_key_findings(anchors, anchors + "  <<: *m\n", "c.yaml") == []  # merge keys may repeat
    v = check(compose, compose + "    restart: always\n", "c.yaml", "give the worker a restart policy of always")
    assert v.refused, v.text


SCHEMA = """-- schema
PRAGMA foreign_keys = ON;

CREATE TABLE projects (
    id    INTEGER PRIMARY KEY,
    name  TEXT NOT NULL,
    UNIQUE (name)
);
"""


def test_syntax_errors_where_the_edit_wrote() -> None:
    assert "nor did the original" in tree_check(SCHEMA, SCHEMA, "schema.sql").text  # the grammar knows no PRAGMA
    right = SCHEMA.replace("    name  TEXT NOT NULL,\n", "    name  TEXT NOT NULL,\n    archived_at TEXT,\n")
    assert tree_check(SCHEMA, right, "schema.sql").kind == "unparsed"
    broken = SCHEMA.replace("    UNIQUE (name)\n", "    UNIQUE (name)\n    archived_at TEXT\n")
    v = tree_check(SCHEMA, broken, "schema.sql")
    assert v.kind == "syntax" and "the original's own errors aside" in v.text, v.text


def test_a_one_liner_said_of_a_one_line_file() -> None:
    data = {"id": "scan-1", "series": {"count": 3}}
    one = json.dumps(data) + "\n"
    pretty = json.dumps(data, indent=2) + "\n"
    assert not check(one, pretty, "scan.json", "cant read this one-liner, format it?").refused
    assert check(pretty, pretty.replace("\n", " ", 2), "scan.json", "make it a one-liner").refused


SYNC = """#!/bin/bash
usage() { echo "usage: $0 [-v] [-b bucket]"; }
while getopts "vb:" opt; do
  case $opt in
    v) VERBOSE=1 ;;
    b) BUCKET=$OPTARG ;;
    *) usage; exit 2 ;;
  esac
done
[ -n "$VERBOSE" ] && set -x
aws s3 sync . "s3://$BUCKET"
"""
DRY = SYNC.replace("[-v] [-b bucket]", "[-v] [-n] [-b bucket]").replace('"vb:"', '"vnb:"').replace(
    "    v) VERBOSE=1 ;;\n", "    v) VERBOSE=1 ;;\n    n) DRYRUN=--dryrun ;;\n").replace("aws s3 sync .", "aws s3 sync $DRYRUN .")


@pytest.mark.parametrize("ask", ["add -n (dry run) -> pass --dryrun to aws s3 sync",
                                 "sync.sh should accept -n, which makes the sync a dry run (aws s3 sync --dryrun)."])
def test_an_option_letter_written_into_getopts_and_usage(ask: str) -> None:
    v = check(SYNC, DRY, "sync.sh", ask)
    assert not v.refused, v.text  # `"vb:"` -> `"vnb:"` and `[-n]` are the option asked for, not words beyond it
    assert check(SYNC, DRY.replace('"vnb:"', '"vnb:x"'), "sync.sh", ask).refused  # a letter nobody asked for
    assert flag_inserted('"vb:"', '"vnb:"', {"n"}) and flag_inserted("[-v] [-b]", "[-v] [-n] [-b]", {"n"})
    assert not flag_inserted('"vb:"', '"vnb:x"', {"n"}) and not flag_inserted('"vb:"', '"vnb:"', {"x"})


def test_an_option_parsed_and_used() -> None:
    assert getopts_findings(SYNC, DRY, "sync.sh") == []
    texts = {
        "sets `DRYRUN`, which nothing reads": DRY.replace("aws s3 sync $DRYRUN .", "aws s3 sync ."),
        "the `n)` arm at line 6 is never reached": DRY.replace('"vnb:"', '"vb:"'),
        "`-n` is in getopts' option string, but no `case` arm handles it": DRY.replace("    n) DRYRUN=--dryrun ;;\n", ""),
        "`-b` takes no argument": DRY.replace('"vnb:"', '":vbn:"'),
        "`-b` no longer takes an argument": DRY.replace('"vnb:"', '":vbn:"'),
    }
    for why, wrong in texts.items():
        assert any(why in f.text for f in getopts_findings(SYNC, wrong, "sync.sh")), why
    loop = "#!/bin/bash\nKEEP=7\nwhile [ $# -gt 0 ]; do\n  case \"$1\" in\n    -v) V=1; shift ;;\n    *) break ;;\n  esac\ndone\necho $V $KEEP\n"
    once = loop.replace("    -v)", "    -k|--keep) KEEP=\"$2\"; shift ;;\n    -v)")
    assert [f.lines for f in getopts_findings(loop, once, "b.sh")] == [(5,)]
    assert getopts_findings(loop, once.replace("shift ;;\n    -v)", "shift 2 ;;\n    -v)"), "b.sh") == []
    idle = loop.replace("    -v) V=1; shift ;;", "    -v) V=1; shift ;;\n    -d) DEBUG=1; shift ;;")  # DEBUG read nowhere, already
    assert getopts_findings(idle, idle.replace("    -v)", "    -q) Q=1; shift ;;\n    -v)").replace("echo $V", "echo $Q $V"), "b.sh") == []
    unused_now = DRY.replace('[ -n "$VERBOSE" ] && set -x\n', "")  # an option that was there: not this rule's
    assert all("`v)`" not in f.text for f in getopts_findings(SYNC, unused_now, "sync.sh"))
    snippet = "#!/bin/sh\nwhile getopts \"v\" o; do\n  case $o in\n    v) verbose=1 ;;\n  esac\ndone\n"  # reads no option
    assert getopts_findings(snippet, snippet.replace('"v"', '"vk:"').replace("    v)", "    k) keep=$OPTARG ;;\n    v)"), "b.sh") == []
    exported = loop.replace("    -v)", "    -q) export QUIET=1; shift ;;\n    -v)")
    assert getopts_findings(loop, exported, "b.sh") == []  # a child process reads it


MEAN = "fn mean(xs: &[f64]) -> f64 {\n    let n = xs.len() as f64;\n    xs.iter().sum::<f64>() / n\n}\n"
SEAL = "package p\n\nfunc Seal(m *M) (string, error) {\n\tm.at = now()\n\treturn m.id, nil\n}\n"
SIZE = "class A {\n  int size(List<String> xs) {\n    return xs.size();\n  }\n}\n"


def test_a_return_added_fits_the_signature() -> None:
    guard = "    if xs.is_empty() {\n        return VALUE;\n    }\n    let n"
    assert [f.text for f in return_findings(MEAN, MEAN.replace("    let n", guard.replace("VALUE", "None")), "m.rs")] == [
        "the `return` at line 3 gives an Option, but `mean` returns `f64`"]
    assert return_findings(MEAN, MEAN.replace("    let n", guard.replace("VALUE", "0.0")), "m.rs") == []
    opt = MEAN.replace("-> f64", "-> Option<f64>").replace("/ n\n", "/ n\n").replace("    xs.iter()", "    Some(xs.iter()") + ""
    assert return_findings(MEAN.replace("-> f64", "-> Option<f64>"), opt.replace("    let n", guard.replace("VALUE", "None")), "m.rs") == []
    assert [f.text for f in return_findings(SEAL, SEAL.replace("\tm.at", "\tif len(m.p) == 0 {\n\t\treturn ErrEmpty\n\t}\n\tm.at"), "s.go")] == [
        "the `return` at line 5 gives 1 value, but `Seal` returns 2"]
    assert return_findings(SEAL, SEAL.replace("\tm.at", "\tif len(m.p) == 0 {\n\t\treturn \"\", ErrEmpty\n\t}\n\tm.at"), "s.go") == []
    assert return_findings(SEAL, SEAL.replace("\tm.at", "\tif m == nil {\n\t\treturn load(m)\n\t}\n\tm.at"), "s.go") == []  # a call's values
    named = SEAL.replace("(string, error)", "(id string, err error)")
    assert return_findings(named, named.replace("\tm.at", "\tif m == nil {\n\t\treturn\n\t}\n\tm.at"), "s.go") == []
    count = "package p\n\nfunc Count(m *M) int {\n\treturn len(m.p)\n}\n"
    assert [f.rule for f in return_findings(count, count.replace("\treturn len", "\tif m == nil {\n\t\treturn nil\n\t}\n\treturn len"), "c.go")] == ["return"]
    assert [f.rule for f in return_findings(SIZE, SIZE.replace("    return xs", "    if (xs == null) return null;\n    return xs"), "A.java")] == ["return"]
    assert return_findings(SIZE, SIZE.replace("    return xs", "    if (xs == null) return 0;\n    return xs"), "A.java") == []
    boxed = SIZE.replace("int size", "Integer size")
    assert return_findings(boxed, boxed.replace("    return xs", "    if (xs == null) return null;\n    return xs"), "A.java") == []
    odd = "package p\n\nfunc Count(m *M) int {\n\treturn nil\n}\n"  # the original's own error is not the edit's
    assert return_findings(odd, odd + "\nfunc Two() int {\n\treturn 2\n}\n", "c.go") == []
    v = check(MEAN, MEAN.replace("    let n", guard.replace("VALUE", "None")), "m.rs", "mean divides by zero on an empty slice, guard it")
    assert v.refused, v.text


KEEP = """#!/bin/bash
usage() { echo "usage: $0 [-v]"; }
while getopts "v" opt; do
  case $opt in
    v) set -x ;;
  esac
done
log "pruning dumps older than 14 days"
find /backups -mtime +14 -delete
"""


def test_an_addition_may_read_its_own_new_name_where_a_value_was() -> None:
    right = KEEP.replace("[-v]", "[-v] [-k DAYS]").replace('"v"', '"vk:"').replace("    v) set -x ;;\n", "    v) set -x ;;\n    k) KEEP_DAYS=$OPTARG ;;\n").replace(
        "#!/bin/bash\n", "#!/bin/bash\nKEEP_DAYS=14\n").replace("older than 14 days", "older than $KEEP_DAYS days").replace(
        "+14", "+$KEEP_DAYS")
    v = check(KEEP, right, "prune.sh", "add -k DAYS option (default 14) for the prune step")
    assert not v.refused, v.text
    dropped = right.replace('log "pruning dumps older than $KEEP_DAYS days"\n', "")
    assert check(KEEP, dropped, "prune.sh", "add -k DAYS option (default 14) for the prune step").refused


RING = "bool pop(Ring *r, int *out) {\n  *out = r->buf[r->head];\n  return true;\n}\n"


def test_a_condition_added_compares() -> None:
    guard = RING.replace("  *out", "  if (r == NULL || out == NULL) return false;\n  *out")
    assert condition_findings(RING, guard, "ring.c") == []
    assert [f.lines for f in condition_findings(RING, guard.replace("out == NULL", "out = NULL"), "ring.c")] == [(2,)]
    idiom = RING.replace("  *out", "  if ((fp = fopen(p, \"r\")) == NULL) return false;\n  *out")
    assert condition_findings(RING, idiom, "ring.c") == []  # its own parentheses: the idiom
    declared = RING.replace("  *out", "  if (auto p = find(r)) return p->ok;\n  *out")
    assert condition_findings(RING, declared, "ring.cpp") == []  # C++17 declares in the condition
    assert condition_findings(RING, guard.replace("out == NULL", "out = NULL"), "ring.py") == []
    v = check(RING, guard.replace("out == NULL", "out = NULL"), "ring.c", "pop crashes on a NULL ring or out pointer, guard both")
    assert v.refused, v.text


FARE = "class Fares {\n  Optional<Quote> quote(Route r) {\n    return Optional.of(gds.price(r));\n  }\n}\n"


def test_a_catch_that_falls_off_a_method_returning_a_value() -> None:
    wrapped = FARE.replace("    return Optional.of(gds.price(r));\n", "    try {\n      return Optional.of(gds.price(r));\n"
                           "    } catch (GdsTimeoutException e) {\n      log.warn(\"gds timeout\");\n      return Optional.empty();\n    }\n")
    assert return_findings(FARE, wrapped, "Fares.java") == []
    falls = wrapped.replace("      return Optional.empty();\n", "")
    assert [f.lines for f in return_findings(FARE, falls, "Fares.java")] == [(5,)]
    assert return_findings(FARE, falls.replace("log.warn(\"gds timeout\");", "throw new FareError(e);"), "Fares.java") == []
    void = falls.replace("Optional<Quote> quote", "void quote").replace("return Optional.of(gds.price(r));", "gds.price(r);")
    assert return_findings(FARE.replace("Optional<Quote> quote", "void quote"), void, "Fares.java") == []


MAILER = """<?php
class Mailer {
    public function welcome($lead) {
        $subject = sprintf('Welcome %s', $lead->name());
        $this->send($lead->email(), $subject);
    }

    public function change($lead, $flight) {
        $subject = sprintf('Schedule change for %s', $flight);
        $this->send($lead->email(), $subject);
    }
}
"""


def test_a_php_variable_no_longer_assigned_in_its_function() -> None:
    inlined = MAILER.replace("        $subject = sprintf('Schedule change for %s', $flight);\n        $this->send($lead->email(), $subject);",
                             "        $this->send($lead->email(), sprintf('Schedule change for %s', $flight));")
    assert php_variable_findings(MAILER, inlined, "Mailer.php") == []
    dropped = MAILER.replace("        $subject = sprintf('Schedule change for %s', $flight);\n", "")
    assert [f.text for f in php_variable_findings(MAILER, dropped, "Mailer.php")] == [
        "`$subject` is no longer assigned in `change`, but line 9 still reads it"]  # `welcome` still assigns its own
    param = dropped.replace("change($lead, $flight)", "change($lead, $flight, $subject)")
    assert php_variable_findings(MAILER, param, "Mailer.php") == []


BOOKER = "class Booker\n  def book(student, tutor, at)\n    [student, tutor, at]\n  end\n\n  def rebook(s, t, at)\n    book(s, t, at)\n  end\nend\n"


def test_ruby_calls_follow_moved_parameters() -> None:
    swapped = BOOKER.replace("def book(student, tutor, at)", "def book(tutor, student, at)")
    assert [f.lines for f in caller_findings(BOOKER, swapped, "booker.rb")] == [(7,)]
    assert caller_findings(BOOKER, swapped.replace("book(s, t, at)", "book(t, s, at)"), "booker.rb") == []
