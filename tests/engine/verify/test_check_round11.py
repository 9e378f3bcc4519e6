"""Round 11 of the check (issue 41): rules that refused right edits for a name's spelling.

    spans        an HTTP route's method is a word of the routing code, not part of a name (`getSeats`);
                 a route written out without backticks is asked for as one in them; a route group's
                 prefix may stand apart from the path (`$group->group('/permits', ...)`); a CSS rule
                 written out (`.a .b { filter: grayscale(100%) }`) is asked for as in backticks
    unimported   Java: a plain noun (`Duration`, `Connection`) may be a class of the file's own package
    words        a name glued to a word of a script written without spaces (`dept_id를`) reads as itself
    datanet      a value the instruction gives to one key (`dither_px = 5`) accounts for no other key
    net          an edit whose shape is an addition is judged as one, however it is phrased: what it
                 alters of the lines that were there must be said or be part of what it adds
"""

from __future__ import annotations

import pytest

from redraft.engine import check
from redraft.engine.verify.spans import span_findings
from redraft.engine.verify.unimported import java_unimported_findings

ROUTER = """const router = require('express').Router();

router.get('/bookings/:pnr', async (req, res) => res.json(await store.find(req.params.pnr)));

module.exports = router;
"""
ASKED = "Could you add a `GET /bookings/:pnr/seats` route that answers with the booking's seats?"


def test_a_handler_named_after_the_method_is_no_route_of_that_method() -> None:
    posted = ROUTER.replace("\nmodule.exports", "router.post('/bookings/:pnr/seats', getSeats);\n\nmodule.exports")
    assert [f.rule for f in span_findings(ROUTER, posted, "routes.js", ASKED)] == ["asked"]
    got = posted.replace("router.post(", "router.get(")
    assert span_findings(ROUTER, got, "routes.js", ASKED) == []
    spring = ROUTER.replace("\nmodule.exports", '@GetMapping("/bookings/{pnr}/seats")\n\nmodule.exports')
    assert span_findings(ROUTER, spring, "routes.js", ASKED) == []


SHIFTS = """package com.harbor.crew;

import java.util.List;

public class Shifts {
    private final List<Shift> shifts;

    public Shifts(List<Shift> shifts) {
        this.shifts = shifts;
    }

    public int total() {
        return shifts.size();
    }
}
"""


def test_a_plain_noun_may_be_a_class_of_the_files_own_package() -> None:
    own = SHIFTS.replace("        return shifts.size();", "        Duration rest = Duration.between(shifts);\n"
                         "        return shifts.size();")
    assert java_unimported_findings(SHIFTS, own, "Shifts.java") == []  # com.harbor.crew.Duration needs no import
    jdk = SHIFTS.replace("        return shifts.size();", "        var seen = new HashSet<Shift>(shifts);\n"
                         "        return seen.size();")
    assert [f.text for f in java_unimported_findings(SHIFTS, jdk, "Shifts.java")] == [
        "line 13 uses `HashSet`, which the file does not import (java.util.HashSet)"]


ROSTER = """def on_duty(rows):
    dept_id = rows[0]
    return [r for r in rows if r.dept == dept_id]
"""


@pytest.mark.parametrize("instruction", [
    "dept_id를 department_id로 바꿔 주세요",
    "把dept_id改名为department_id",
    "dept_idをdepartment_idに変更してください",
])
def test_a_name_glued_to_korean_chinese_or_japanese_is_read_as_the_name(instruction: str) -> None:
    renamed = ROSTER.replace("dept_id", "department_id")
    assert check(ROSTER, renamed, "roster.py", instruction).text == "verified (renamed 2 of 2)"
    flipped = renamed.replace("== department_id", "!= department_id")
    assert check(ROSTER, flipped, "roster.py", instruction).level == "suspect"


LEAVE = """int parse_leave(const char *line, struct leave *out)
{
    size_t len = strcspn(line, "\\r\\n");
    if (len == 0)
        return -EINVAL;
    strncpy(out->approver, line, sizeof(out->approver) - 1);
    return 0;
}
"""
GUARDED = LEAVE.replace("{\n    size_t", "{\n    if (line == NULL || out == NULL)\n        return -EINVAL;\n\n    size_t")


@pytest.mark.parametrize("instruction", [
    "parse_leave should reject NULL arguments (line or out) with -EINVAL.",
    "parse_leave: return -EINVAL if line or out is NULL",
    "the importer crashes on a NULL out pointer. can parse_leave bail out with -EINVAL?",
])
def test_an_addition_however_phrased_keeps_the_lines_that_were_there(instruction: str) -> None:
    assert check(LEAVE, GUARDED, "leave.c", instruction).level != "suspect"
    slipped = GUARDED.replace("sizeof(out->approver) - 1)", "sizeof(out->approver))")
    verdict = check(LEAVE, slipped, "leave.c", instruction)
    assert verdict.level == "suspect" and "removed `- 1` (line 9)" in verdict.text
    renamed = GUARDED.replace("sizeof(out->approver) - 1", "sizeof(out->approver_id) - 1")  # a name no new line writes
    assert check(LEAVE, renamed, "leave.c", instruction).level == "suspect"


HANDLER = """router.post('/orders', async (req, res) => {
  const payload = JSON.parse(req.body);
  await store.save(payload);
  res.status(201).end();
});
"""
QUOTE = """public Optional<BigDecimal> quote(String fare) throws GdsTimeoutException {
    BigDecimal price = gds.price(fare);
    return Optional.of(price);
}
"""
AVATAR = """export function avatarFor(user: User): string {
  return user.profile!.avatarUrl;
}
"""
BACKUP = """#!/bin/sh
set -eu
find /var/backups -name '*.dump' -mtime +14 -delete
"""


@pytest.mark.parametrize("name, original, result, instruction", [
    ("orders.js", HANDLER, HANDLER.replace("  const payload = JSON.parse(req.body);\n",
                                           "  let payload;\n  try {\n    payload = JSON.parse(req.body);\n  } catch (e) {\n"
                                           "    return res.status(400).end();\n  }\n"),
     "a body that is not JSON should get a 400 from the orders route"),
    ("Fares.java", QUOTE, QUOTE.replace(" throws GdsTimeoutException {", " {").replace(
        "    BigDecimal price = gds.price(fare);\n    return Optional.of(price);\n",
        "    try {\n        BigDecimal price = gds.price(fare);\n        return Optional.of(price);\n"
        "    } catch (GdsTimeoutException e) {\n        LOG.warn(\"gds timeout\");\n        return Optional.empty();\n    }\n"),
     "a GDS timeout should make quote return Optional.empty() with a warning"),
    ("avatar.ts", AVATAR, AVATAR.replace("  return user.profile!.avatarUrl;",
                                         "  if (!user.profile) {\n    return FALLBACK_AVATAR;\n  }\n  return user.profile.avatarUrl;"),
     "avatarFor must return FALLBACK_AVATAR for a user with no profile"),
    ("backup.sh", BACKUP, BACKUP.replace("set -eu\n", "set -eu\nKEEP_DAYS=14\nwhile getopts k: opt; do\n"
                                         "  case $opt in k) KEEP_DAYS=$OPTARG ;; esac\ndone\n").replace("+14", "+$KEEP_DAYS"),
     "backup.sh takes -k DAYS (default 14) for how long dumps are kept"),
])
def test_what_an_addition_alters_for_its_own_sake_is_no_slip(name: str, original: str, result: str, instruction: str) -> None:
    """A declaration hoisted above a new `try`, a `throws` that moved into a `catch`, a non-null
    assertion a new guard makes needless, a value replaced by the variable the addition sets."""
    verdict = check(original, result, name, instruction)
    assert "changed beyond the instruction" not in verdict.text, verdict.text


GUIDING = """[guiding]
exposure_s = 2.0
settle_pixels = 1.5
settle_timeout_s = 60

[weather]
station = "boltwood-3"
"""
DITHER = GUIDING.replace("settle_timeout_s = 60\n", "settle_timeout_s = 60\ndither_px = 5\n")


@pytest.mark.parametrize("instruction", [
    "[guiding] dither_px = 5",
    "we get walking noise in the stacks. add dither_px=5 to the guiding section",
    "guiding should dither: set dither_px to 5",
])
def test_a_value_given_to_one_key_accounts_for_no_other(instruction: str) -> None:
    assert check(GUIDING, DITHER, "observatory.toml", instruction).level != "suspect"
    both = DITHER.replace("settle_pixels = 1.5", "settle_pixels = 5")
    verdict = check(GUIDING, both, "observatory.toml", instruction)
    assert verdict.level == "suspect" and "a value the instruction gives to `dither_px`" in verdict.text


@pytest.mark.parametrize("instruction", [
    "add GET /bookings/:pnr/seats returning the booking's seats",
    "There should be a GET /bookings/:pnr/seats endpoint that answers with the seats.",
])
def test_a_route_written_without_backticks_is_asked_for(instruction: str) -> None:
    posted = ROUTER.replace("\nmodule.exports", "router.post('/bookings/:pnr/seats', seatsOf);\n\nmodule.exports")
    assert [f.rule for f in span_findings(ROUTER, posted, "routes.js", instruction)] == ["asked"]
    assert span_findings(ROUTER, posted.replace("router.post(", "router.get("), "routes.js", instruction) == []
    gone = ROUTER.replace("router.get('/bookings/:pnr', async (req, res) => res.json(await store.find(req.params.pnr)));\n", "")
    assert span_findings(ROUTER, gone, "routes.js", "the app is gone, so could you delete the GET /bookings/:pnr route") == []


PERMITS = """<?php
return function (App $app) {
    $app->group('/api/v1', function (RouteCollectorProxy $group) {
        $group->group('/permits', function (RouteCollectorProxy $permits) {
            $permits->get('/{id:[0-9]+}', [ParkingPermitController::class, 'show']);
        });
    });
};
"""


@pytest.mark.parametrize("route", ["POST /permits/{id}/renew", "POST /api/v1/permits/{id}/renew"])
def test_a_route_inside_prefix_groups_is_the_route_asked_for(route: str) -> None:
    renew = PERMITS.replace("'show']);\n", "'show']);\n            $permits->post('/{id:[0-9]+}/renew', "
                            "[ParkingPermitController::class, 'renew']);\n")
    assert span_findings(PERMITS, renew, "routes.php", f"add {route} for renewing a permit") == []
    elsewhere = renew.replace("'/{id:[0-9]+}/renew'", "'/{id:[0-9]+}/extend'")
    assert [f.rule for f in span_findings(PERMITS, elsewhere, "routes.php", f"add {route} for renewing a permit")] == ["asked"]


CARDS = """.listing-card { border: 1px solid #ddd; }
.listing-card__photo { width: 100%; }
"""


@pytest.mark.parametrize("instruction", [
    "add .listing-card--sold .listing-card__photo { filter: grayscale(100%); opacity: 0.7 }",
    "Ajoute une règle CSS : .listing-card--sold .listing-card__photo { filter: grayscale(100%); opacity: 0.7; }",
])
def test_a_css_rule_written_out_is_asked_for(instruction: str) -> None:
    rule = ".listing-card--sold .listing-card__photo {\n  filter: grayscale(100%);\n  opacity: 0.7;\n}\n"
    assert span_findings(CARDS, CARDS + rule, "cards.css", instruction) == []
    half = rule.replace("grayscale(100%)", "grayscale(50%)")
    assert [f.text for f in span_findings(CARDS, CARDS + half, "cards.css", instruction)] == [
        "does not have `filter: grayscale(100%)` as the instruction writes it"]
    assert span_findings(CARDS, CARDS + half, "cards.css", "not like .x { filter: grayscale(100%) }, just dim it") == []


# The reviewer's right edits, each refused by a first draft of this round's rules.
CONNECT = "def connect(host):\n    return psycopg.connect(host=host)\n"
HARDENED = """def connect(host, retries=3):
    for attempt in range(retries):
        try:
            return psycopg.connect(host=host, connect_timeout=5)
        except psycopg.OperationalError:
            time.sleep(2 ** attempt)
    raise ConnectionError(host)
"""
EXPRESS = "const router = require('express').Router();\n\nrouter.get('/', async (req, res) => res.json(await store.all()));\n\nmodule.exports = router;\n"
FASTAPI = 'from fastapi import APIRouter\n\nrouter = APIRouter(prefix="/users")\n\n\n@router.get("/")\ndef all_users():\n    return store.all()\n'
GORILLA = 'package api\n\nfunc routes(r *mux.Router) {\n\tr.HandleFunc("/users", listUsers).\n\t\tMethods("GET")\n}\n'
CARD = ".card {\n  padding: 8px;\n}\n"


@pytest.mark.parametrize("name, original, result, instruction", [
    ("t.py", 'TITLE = "Chapter"\n', 'TITLE = "第2章"\n', 'Change TITLE to "第2章"'),  # a quoted literal is not spaced
    ("c.py", CONNECT, HARDENED, "Harden connect"),  # an open verb may add words to a line that was there
    ("users.js", EXPRESS, EXPRESS.replace("\nmodule.exports", "router.get('/:id', (req, res) => res.json(store.find(req.params.id)));"
                                          "\n\nmodule.exports"), "Add GET /users/:id."),  # mounted at /users elsewhere
    ("users.py", FASTAPI, FASTAPI + '\n\n@router.get("/{user_id}")\ndef one_user(user_id: int):\n    return store.find(user_id)\n',
     "Add GET /users/{user_id}: it returns one user"),  # the router's prefix
    ("routes.go", GORILLA, GORILLA.replace('}\n', '\tr.HandleFunc("/users/{id}", removeUser).\n\t\tMethods("DELETE")\n}\n'),
     "Add `DELETE /users/{id}`"),  # the method chained on the next line
    ("c.css", CARD, CARD + ".card--sold {\n  opacity: .7;\n  color: #FFF;\n}\n",
     "Fix for issue #42: add .card--sold { opacity: 0.7; color: #fff }"),  # prose before the selector; .7 is 0.7
    ("c.json", '{"ratio": 1.0, "scale": 1.0}\n', '{"ratio": 1.5, "scale": 1.5}\n', "Change all 1.0 values to 1.5: ratio = 1.5"),
])
def test_right_edits_the_new_rules_leave_alone(name: str, original: str, result: str, instruction: str) -> None:
    verdict = check(original, result, name, instruction)
    assert verdict.level not in ("suspect", "breaks"), verdict.text


def test_routes_found_apart_from_their_method_still_need_that_method() -> None:
    posted = FASTAPI + '\n\n@router.post("/{user_id}")\ndef one_user(user_id: int):\n    return store.find(user_id)\n'
    assert check(FASTAPI, posted, "users.py", "Add GET /users/{user_id}: it returns one user").level == "suspect"
    got = GORILLA.replace('}\n', '\tr.HandleFunc("/users/{id}", removeUser).\n\t\tMethods("GET")\n}\n')
    assert check(GORILLA, got, "routes.go", "Add `DELETE /users/{id}`").level == "suspect"
