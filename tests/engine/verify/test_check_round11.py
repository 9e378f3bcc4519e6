"""Round 11 of the check (issue 41): rules that refused right edits for a name's spelling.

    spans        an HTTP route's method is a word of the routing code, not part of a name (`getSeats`)
    unimported   Java: a plain noun (`Duration`, `Connection`) may be a class of the file's own package
    words        a name glued to a word of a script written without spaces (`dept_id를`) reads as itself
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
