"""Round 6 of the check (issue 41), each from a right result refused or a wrong one passed on
the splits tuned on this round (heldout7, heldout8), written as a rule about the problem:

    removal asked      a function the instruction says to remove is gone (gone.py); the
                       statement a removal points at (a route) goes whole (statements.py)
    async/await        a promise chain rewritten with await keeps its words (rewrites.py); an
                       `await` outside an async function is refused, whatever was asked
    owners             the one table the instruction names owns the column ("In enrollments,
                       ..."); an index named after the column follows its rename
    Lua                read by its tree-sitter grammar: definitions, parse errors
"""

from __future__ import annotations

import pytest

from redraft.engine import check
from redraft.engine.verify.gone import removal_targets
from redraft.engine.verify.syntax_trees import definitions, parse_errors, stray_awaits

ROUTES = """const express = require("express");
const { renderInvoice } = require("./invoices");
const { renderLegacyInvoice } = require("./legacy/invoice-v1");

const router = express.Router();

router.get(
  "/:id/invoice",
  async (req, res) => {
    const order = await orders.get(req.params.id);
    res.type("application/pdf").send(renderInvoice(order));
  },
);

// Deprecated: the v1 layout for the old app.
router.get(
  "/:id/legacy-invoice",
  async (req, res) => {
    const order = await orders.get(req.params.id);
    res.set("Deprecation", "true");
    res.type("text/html").send(renderLegacyInvoice(order));
  },
);

router.post(
  "/:id/refund",
  async (req, res) => {
    const refund = await payments.refund(req.params.id);
    res.status(201).json(refund);
  },
);

module.exports = router;
"""
LEGACY = ROUTES[ROUTES.index("// Deprecated"):ROUTES.index('router.post(')]
NORMAL = ROUTES[ROUTES.index('router.get(\n  "/:id/invoice"'):ROUTES.index("// Deprecated")]


@pytest.mark.parametrize("ask", [
    "remove the /:id/legacy-invoice route",
    "kill the deprecated legacy invoice endpoint, nobody calls it",
    "The legacy-invoice endpoint shouldn't exist anymore.",
    "drop the deprecated route kept for the old legacy layout",  # `legacy`, the rarest word said, alone
])
def test_a_removed_route_goes_whole_and_nothing_beside_it(ask: str) -> None:
    right = ROUTES.replace(LEGACY, "")
    verdict = check(ROUTES, right, "orders.js", ask)
    assert not verdict.refused, verdict.text
    both = right.replace(NORMAL, "")  # the normal invoice route went too
    assert check(ROUTES, both, "orders.js", ask).refused


def test_a_statement_deleted_without_a_removal_asked_is_still_a_loss() -> None:
    ask = "change the refund status to 200"
    result = ROUTES.replace(LEGACY, "").replace("status(201)", "status(200)")
    assert check(ROUTES, result, "orders.js", ask).refused


HITBOXES = """local debug_overlay = false

local function draw_hud()
  love.graphics.print("score", 10, 10)
end

local function debug_draw_hitboxes()
  love.graphics.setColor(1, 0, 0, 0.6)
  love.graphics.rectangle("line", 0, 0, 8, 8)
end

function love.draw()
  draw_hud()
  if debug_overlay then
    debug_draw_hitboxes()
  end
end
"""


@pytest.mark.parametrize("ask, names", [
    ("remove debug_draw_hitboxes and its call", ["debug_draw_hitboxes"]),
    ("could you delete the `debug_draw_hitboxes` function together with its call?", ["debug_draw_hitboxes"]),
    ("debug_draw_hitboxes should no longer exist", ["debug_draw_hitboxes"]),
    ("Usuń funkcję debug_draw_hitboxes i jej wywołanie", ["debug_draw_hitboxes"]),
    ("删除函数 debug_draw_hitboxes", ["debug_draw_hitboxes"]),
    ("remove loadStations from module.exports", []),  # from something: it stays
    ("remove parse's timeout parameter", []),
    ("remove the area method from Square", []),
    ("remove the validate call in main", []),  # a part of it: its call, its export
    ("remove the track export, it's internal", []),
    ("删除 parse 中的 print", []),
    ("parse errors should go to stderr", []),
    ("the parse_v1 helper should go to the end of the file", []),  # "go" somewhere, not away
    ("the parse_v1 helper can go.", ["parse_v1"]),
    ("remove foo_a and foo_b", ["foo_a", "foo_b"]),
    ("Remove legacy_check and log a message when x is missing", ["legacy_check"]),  # "log" goes on: no second name
    ("The function parseV1 should be removed", ["parseV1"]),
])
def test_removal_targets_are_the_removals_object(ask: str, names: list[str]) -> None:
    assert removal_targets(ask) == names


def test_a_function_asked_removed_must_be_gone() -> None:
    ask = "remove debug_draw_hitboxes and its call"
    assert set(definitions(HITBOXES, "main.lua")) >= {"draw_hud", "debug_draw_hitboxes"}
    right = HITBOXES.replace(HITBOXES[HITBOXES.index("local function debug_draw_hitboxes"):HITBOXES.index("function love.draw")], "") \
        .replace("  if debug_overlay then\n    debug_draw_hitboxes()\n  end\n", "")
    verdict = check(HITBOXES, right, "main.lua", ask)
    assert not verdict.refused, verdict.text
    only_call = HITBOXES.replace("  if debug_overlay then\n    debug_draw_hitboxes()\n  end\n", "")
    assert "still defines `debug_draw_hitboxes`" in check(HITBOXES, only_call, "main.lua", ask).text
    assert parse_errors(right.replace("end\n\nfunction love.draw", "\n\nfunction love.draw", 1), "main.lua")


STATIONS = """const API = "https://air.example.org";

function loadStations(region) {
  return fetch(`${API}/regions/${region}/stations`)
    .then((res) => {
      if (!res.ok) {
        throw new Error(`stations request failed: ${res.status}`);
      }
      return res.json();
    })
    .then((body) => body.stations.filter((s) => !s.stale));
}

module.exports = { loadStations };
"""
AWAITED = """const API = "https://air.example.org";

async function loadStations(region) {
  const res = await fetch(`${API}/regions/${region}/stations`);
  if (!res.ok) {
    throw new Error(`stations request failed: ${res.status}`);
  }
  const body = await res.json();
  return body.stations.filter((s) => !s.stale);
}

module.exports = { loadStations };
"""


@pytest.mark.parametrize("ask", ["loadStations: .then chain -> async/await",
                                 "loadStations should be an async function that awaits fetch and res.json()"])
def test_a_promise_chain_rewritten_with_await_keeps_its_words(ask: str) -> None:
    verdict = check(STATIONS, AWAITED, "stations.js", ask)
    assert not verdict.refused, verdict.text
    for wrong in (AWAITED.replace("const body = await res.json()", "const body = res.json()"),  # a step nothing awaits
                  AWAITED.replace("(s) => !s.stale", "(s) => s.stale"),  # the filter inverted
                  AWAITED.replace("`${API}/regions/${region}/stations`", "`${region}/regions/${API}/stations`"),  # words swapped
                  AWAITED.replace("async function", "function")):  # await outside async
        assert check(STATIONS, wrong, "stations.js", ask).refused, wrong


def test_an_await_outside_an_async_function_is_refused_whatever_was_asked() -> None:
    assert stray_awaits(AWAITED, "stations.js") == []
    assert stray_awaits(AWAITED.replace("async function", "function"), "stations.js") == [4, 8]
    py = "async def load(c):\n    return await c.get()\n"
    assert stray_awaits(py, "load.py") == []
    assert stray_awaits(py.replace("async def", "def"), "load.py") == [2]
    save = "function save(db, x) {\n  return db.put(x);\n}\n"
    ask = "await the db write in save"
    assert "not async" in check(save, save.replace("return db", "return await db"), "save.js", ask).text
    assert not check(save, save.replace("function", "async function").replace("return db", "return await db"), "save.js", ask).refused
    assert stray_awaits("func f() {\n  Task { await m.load() }\n}\n", "v.swift") == []  # a Swift closure is its own context


REGISTRAR = """CREATE TABLE enrollments (
    id          INTEGER PRIMARY KEY,
    grade       TEXT,
    dropped_at  TIMESTAMP
);

CREATE INDEX idx_enrollments_grade ON enrollments(grade);

CREATE TABLE submissions (
    id     INTEGER PRIMARY KEY,
    grade  REAL
);

CREATE VIEW v_stats AS
SELECT AVG(sub.grade) AS mean_points
FROM submissions sub;

CREATE VIEW v_transcript AS
SELECT e.id, e.grade
FROM enrollments e;
"""


@pytest.mark.parametrize("ask", ["In enrollments, the letter grade column should be named final_grade.",
                                 "Renomme la colonne grade de la table enrollments en final_grade."])
def test_the_one_table_the_instruction_names_owns_the_column(ask: str) -> None:
    right = REGISTRAR.replace("    grade       TEXT", "    final_grade TEXT").replace("enrollments(grade)", "enrollments(final_grade)") \
        .replace("e.grade", "e.final_grade")
    verdict = check(REGISTRAR, right, "registrar.sql", ask)
    assert not verdict.refused, verdict.text
    assert check(REGISTRAR, right.replace("sub.grade", "sub.final_grade"), "registrar.sql", ask).refused


@pytest.mark.parametrize("ask", ["rename the grade column to final_grade in every table, enrollments included",
                                 "Rename grade to final_grade across the schema; enrollments will need a migration later"])
def test_a_rename_of_every_owner_is_not_read_as_one_owners(ask: str) -> None:
    everywhere = REGISTRAR.replace("grade", "final_grade")
    verdict = check(REGISTRAR, everywhere, "registrar.sql", ask)
    assert not verdict.refused, verdict.text


def test_an_index_named_after_the_column_follows_its_rename() -> None:
    sql = "CREATE TABLE obs (\n    temp_c REAL\n);\n\nCREATE INDEX idx_obs_temp ON obs(temp_c);\n"
    ask = "rename temp_c to air_temp_c"
    right = sql.replace("temp_c", "air_temp_c").replace("idx_obs_temp", "idx_obs_air_temp")
    verdict = check(sql, right, "obs.sql", ask)
    assert not verdict.refused, verdict.text
    assert check(sql, right.replace("idx_obs_air_temp", "idx_obs_tmp"), "obs.sql", ask).refused


def test_the_route_is_found_by_two_words_written_as_one_name() -> None:
    ask = "remove the legacy invoice route, it predates the payments service"  # `payments`: the rarest word said
    verdict = check(ROUTES, ROUTES.replace(LEGACY, ""), "orders.js", ask)
    assert not verdict.refused, verdict.text


@pytest.mark.parametrize("ask", ["add a Cache-Control header to the legacy invoice route",
                                 "remove the Deprecated comment above the legacy route",  # the removal's object is a comment
                                 "errors from the legacy invoice route should go to the logger"])
def test_a_statement_deleted_where_no_statement_is_removed_is_a_loss(ask: str) -> None:
    assert "also removed" in check(ROUTES, ROUTES.replace(LEGACY, ""), "orders.js", ask).text


def test_a_deletion_is_read_wherever_the_diff_could_have_placed_it() -> None:
    from redraft.engine.verify.statements import _slides

    a = ["f(", "x", ");", "", "g(", "y", ");", "", "h()"]
    # deleting lines 4-7 ("", "g(", "y", ");") leaves what deleting lines 3-6 or 5-8 leaves
    assert _slides(a, 4, 7) == [(4, 7), (3, 6), (5, 8)]
    assert _slides(a, 1, 2) == [(1, 2)]


CHAIN = """function checkRefills(patientId) {
  return api
    .getPatient(patientId)
    .then((patient) =>
      Promise.all(
        patient.due.map((rx) => notify(patient, rx)),
      ).then(() => patient.due.length),
    )
    .catch((err) => {
      logger.error({ err, patientId }, "refill check failed");
      return 0;
    });
}
"""
TRIED = """async function checkRefills(patientId) {
  try {
    const patient = await api.getPatient(patientId);
    await Promise.all(
      patient.due.map((rx) => notify(patient, rx)),
    );
    return patient.due.length;
  } catch (err) {
    logger.error({ err, patientId }, "refill check failed");
    return 0;
  }
}
"""


@pytest.mark.parametrize("ask", ["checkRefills: promise chain -> async/await, same error handling",
                                 "Could you rewrite checkRefills with async/await instead of the .then() calls? "
                                 "It must still log and return 0 when anything fails."])  # no rename of `return` to `await`
def test_a_catch_becomes_try_catch_around_lines_the_rewrite_kept(ask: str) -> None:
    verdict = check(CHAIN, TRIED, "refills.js", ask)
    assert not verdict.refused, verdict.text
    if ask.startswith("checkRefills"):  # ("rewrite" is open-ended: the net notes what else changed, and refuses nothing)
        assert check(CHAIN, TRIED.replace("return 0;", "return 1;"), "refills.js", ask).refused
        assert check(CHAIN, TRIED.replace("    await Promise.all(", "    Promise.all("), "refills.js", ask).refused  # not awaited


def test_a_type_renamed_is_renamed_in_the_other_types_that_use_it() -> None:
    ts = "interface UserRecord {\n  id: string;\n}\n\ninterface UserRecordCache {\n  get(id: string): UserRecord;\n}\n"
    ask = "The UserRecord type is now called Account; UserRecordCache keeps its name."
    verdict = check(ts, ts.replace("UserRecord {", "Account {").replace("): UserRecord;", "): Account;"), "users.ts", ask)
    assert not verdict.refused, verdict.text


SHAPES = """class Square:
    def __init__(self, s):
        self.s = s

    def area(self):
        return self.s * self.s


class Circle:
    def __init__(self, r):
        self.r = r

    def area(self):
        return 3.14159 * self.r * self.r
"""


def test_a_name_defined_twice_is_no_removal_target_to_hold() -> None:
    ask = "remove the area method, Square does not need it"
    one_gone = SHAPES.replace("    def area(self):\n        return self.s * self.s\n", "").replace("self.s = s\n\n", "self.s = s\n")
    verdict = check(SHAPES, one_gone, "shapes.py", ask)
    assert not verdict.refused, verdict.text


def test_an_owner_named_in_another_sentence_does_not_limit_the_rename() -> None:
    sql = "CREATE TABLE users (\n  id INT,\n  status TEXT\n);\n\nCREATE TABLE orders (\n  id INT,\n  status TEXT\n);\n"
    verdict = check(sql, sql.replace("status", "state"), "s.sql", "Rename status to state. The orders table is migrated later.")
    assert not verdict.refused, verdict.text


PLAYLIST = """export interface Track {
  id: string;
  lengthSec: number;
}

export interface Playlist {
  tracks: Track[];
  lengthSec?: number;
}

export function total(tracks: Track[]): number {
  return tracks.reduce((sum, t) => sum + t.lengthSec, 0);
}

export function fromApi(raw: any): Track {
  return {
    id: String(raw.id),
    lengthSec: Number(raw.length_sec),
  };
}

export function cached(p: Playlist): Playlist {
  return { ...p, lengthSec: total(p.tracks) };
}
"""


@pytest.mark.parametrize("ask", ["Track.lengthSec -> durationSec",
                                 "Benenne das Feld lengthSec im Interface Track in durationSec um und passe alle Verwendungen an.",
                                 "rename lengthSec of the interface Track to durationSec (Playlist has a lengthSec too)"])
def test_a_literal_returned_as_the_owner_type_holds_its_member(ask: str) -> None:
    right = PLAYLIST.replace("  lengthSec: number;", "  durationSec: number;").replace("t.lengthSec", "t.durationSec") \
        .replace("    lengthSec: Number", "    durationSec: Number")
    verdict = check(PLAYLIST, right, "playlist.ts", ask)
    assert not verdict.refused, verdict.text
    assert check(PLAYLIST, right.replace("{ ...p, lengthSec", "{ ...p, durationSec"), "playlist.ts", ask).refused


LEDGER = """package ledger

type Cents int64

type Ledger struct {
	balances map[string]Cents
}

// Transfer moves amount from one account to another.
func (l *Ledger) Transfer(amount Cents, from, to, memo string) error {
	if l.balances[from] < amount {
		return ErrFunds
	}
	l.balances[from] -= amount
	l.balances[to] += amount
	return nil
}

func (l *Ledger) Settle(merchant string, bal, fee Cents) error {
	if err := l.Transfer(fee, merchant, "platform:fees", "fee"); err != nil {
		return err
	}
	return l.Transfer(bal-fee, merchant, "payouts:"+merchant, "payout")
}
"""
REORDERED = LEDGER.replace("Transfer(amount Cents, from, to, memo string)", "Transfer(from, to string, amount Cents, memo string)") \
    .replace('l.Transfer(fee, merchant, "platform:fees", "fee")', 'l.Transfer(merchant, "platform:fees", fee, "fee")') \
    .replace('l.Transfer(bal-fee, merchant, "payouts:"+merchant, "payout")', 'l.Transfer(merchant, "payouts:"+merchant, bal-fee, "payout")')


@pytest.mark.parametrize("ask", ["Transfer(amount, from, to, memo) -> Transfer(from, to, amount, memo), fix callers",
                                 "i keep mixing up the args of Transfer. make it from, to, amount, memo and update the calls",
                                 "Zamień kolejność parametrów Transfer na (from, to, amount, memo) i popraw wszystkie wywołania."])
def test_a_reorder_moves_every_calls_arguments_the_same_way(ask: str) -> None:
    verdict = check(LEDGER, REORDERED, "ledger.go", ask)
    assert not verdict.refused, verdict.text
    crossed = REORDERED.replace('l.Transfer(merchant, "platform:fees", fee', 'l.Transfer("platform:fees", merchant, fee')
    assert "otherwise than the parameters moved" in check(LEDGER, crossed, "ledger.go", ask).text
    stale = REORDERED.replace('l.Transfer(merchant, "payouts:"+merchant, bal-fee, "payout")', 'l.Transfer(bal-fee, merchant, "payouts:"+merchant, "payout")')
    assert check(LEDGER, stale, "ledger.go", ask).refused
    if "->" in ask or "kolejno" in ask:  # the reorder said outright: no operator changes with it
        assert check(LEDGER, REORDERED.replace("l.balances[from] < amount", "l.balances[from] <= amount"), "ledger.go", ask).refused
        assert check(LEDGER, REORDERED.replace("return ErrFunds", "return nil"), "ledger.go", ask).refused


MANIFEST = """package manifest

import "errors"

var (
\tErrSealed = errors.New("manifest: already sealed")
)

type Manifest struct {
\tItems  []string
\tsealed bool
}

func (m *Manifest) Seal() error {
\tif m.sealed {
\t\treturn ErrSealed
\t}
\tm.sealed = true
\treturn nil
}
"""


def test_a_new_error_declared_beside_the_others_is_the_placed_codes() -> None:
    ask = 'Seal: return ErrEmpty (new, "manifest: no pallets") when there are no items'
    right = MANIFEST.replace('already sealed")\n', 'already sealed")\n\tErrEmpty  = errors.New("manifest: no pallets")\n') \
        .replace("\tm.sealed = true", "\tif len(m.Items) == 0 {\n\t\treturn ErrEmpty\n\t}\n\tm.sealed = true")
    verdict = check(MANIFEST, right, "manifest.go", ask)
    assert not verdict.refused, verdict.text
    unused = right.replace("\t\treturn ErrEmpty\n", "\t\treturn ErrSealed\n")  # declared, read nowhere: no leave to be there
    assert check(MANIFEST, unused, "manifest.go", ask).refused


def test_a_value_change_said_with_before_or_switch_is_no_reorder() -> None:
    src = "const PORT = 3000;\nconst METRICS = 9100;\n\nfunction listen(app, port, host) {\n  return app.listen(port, host);\n}\n"
    for ask in ["switch the app port over from 3000 to 8080, everything else behaves as before",
                "move our default port to 8080 first, metrics later"]:
        verdict = check(src, src.replace("3000", "8080"), "server.js", ask)
        assert not verdict.refused, (ask, verdict.text)


COUPON = """<?php
final class CouponValidator
{
    public function validate(Coupon $coupon, \\DateTimeImmutable $now): void
    {
        if ($coupon->startsAt > $now) {
            throw new CouponException('Coupon not valid yet.');
        }
        if ($coupon->endsAt !== null && $coupon->endsAt < $now) {
            throw new CouponException('Coupon has expired.');
        }
    }
}
"""
FILLED = COUPON.replace("throw new CouponException('Coupon not valid yet.');",
                        "throw new CouponException(sprintf('This coupon can only be used from %s.', $coupon->startsAt->format('d.m.Y')));")


@pytest.mark.parametrize("ask", ["'Coupon not valid yet.' -> 'This coupon can only be used from %s.' with the start date (d.m.Y)",
                                 'When a coupon has not started, the error should read "This coupon can only be used from <start date, d.m.Y>."'])
def test_a_message_with_a_placeholder_may_be_formatted_but_no_comparison_turns(ask: str) -> None:
    verdict = check(COUPON, FILLED, "CouponValidator.php", ask)
    assert not verdict.refused, verdict.text
    assert "`>` -> `<`" in check(COUPON, FILLED.replace("startsAt > $now", "startsAt < $now"), "CouponValidator.php", ask).text


def test_a_comparison_the_instruction_speaks_of_may_turn() -> None:
    ask = "change the start check to >= so coupons are valid on their start date"
    verdict = check(COUPON, COUPON.replace("startsAt > $now", "startsAt >= $now"), "CouponValidator.php", ask)
    assert not verdict.refused, verdict.text


def test_no_rename_is_read_between_keywords() -> None:
    from redraft.engine.verify.grounded import infer_rename

    src = "function a(u) {\n  return fetch(u);\n}\n\nfunction b(u) {\n  return fetch(u);\n}\n"
    awaited = src.replace("function", "async function").replace("return", "await")
    assert infer_rename(src, awaited, "f.js", "use await in a and b, and return nothing") is None


IMPORTER = """public final class Importer {
    public Result importCsv(List<String> lines) {
        Result result = new Result();
        int lineNo = 0;
        for (String line : lines) {
            lineNo++;
            String[] cols = line.split(",");
            result.add(parseRow(cols));
        }
        return result;
    }
}
"""
WRAPPED = IMPORTER.replace("            result.add(parseRow(cols));\n", "            try {\n                result.add(parseRow(cols));\n"
                           "            } catch (NumberFormatException e) {\n                result.skip(lineNo);\n            }\n")


@pytest.mark.parametrize("ask", ["importCsv: catch NumberFormatException from parseRow, skip(lineNo) and keep going",
                                 "wrap result.add(parseRow(cols)) in try catch NumberFormatException -> result.skip(lineNo), only there"])
def test_a_try_catch_catches_what_is_named_and_handles_as_said(ask: str) -> None:
    verdict = check(IMPORTER, WRAPPED, "Importer.java", ask)
    assert not verdict.refused, verdict.text
    assert "not the `NumberFormatException`" in check(IMPORTER, WRAPPED.replace("NumberFormatException e", "IllegalStateException e"),
                                                      "Importer.java", ask).text
    assert "adds no `" in check(IMPORTER, WRAPPED.replace("result.skip(lineNo);", "// skipped"), "Importer.java", ask).text
    assert "breaks off" in check(IMPORTER, WRAPPED.replace("result.skip(lineNo);\n", "result.skip(lineNo);\n                break;\n"),
                                 "Importer.java", ask).text


SCAN = """class Scanner {
    void scan(List<Path> paths) {
        for (Path p : paths) {
            byte[] data = read(p);
            index(p, data);
        }
    }
}
"""


@pytest.mark.parametrize("ask", ["scan: catch IOException around read(p), log a warning and skip the file",
                                 "in scan(), catch IOException from read(p) -> LOG.warning(p) and continue"])
def test_the_wrapped_call_and_the_place_are_no_handler_calls(ask: str) -> None:
    right = SCAN.replace("            byte[] data = read(p);\n", "            byte[] data;\n            try {\n                data = read(p);\n"
                         "            } catch (IOException e) {\n                LOG.warning(p);\n                continue;\n            }\n")
    verdict = check(SCAN, right, "Scanner.java", ask)
    assert "adds no" not in verdict.text, verdict.text


# Right results a reviewer wrote against this round's rules, in words none of them was written from.
RIGHT_IN_PROSE = [
    ("sum.js", "function sum(xs) {\n  let t = 0;\n  for (let i = 0; i < xs.length - 1; i++) {\n    t += xs[i];\n  }\n  return t;\n}\n",
     ("i < xs.length - 1", "i <= xs.length - 1"), "Include the last element in the sum"),
    ("login.js", "function canRetry(attempts) {\n  return attempts < 3;\n}\n", ("attempts < 3", "attempts <= 3"), "Allow exactly 3 attempts"),
    ("cart.js", "function discount(total) {\n  if (total > 100) {\n    return 0.1;\n  }\n  return 0;\n}\n", ("total > 100", "total >= 100"),
     "Give the discount to orders of 100 euros too"),
    ("auth.js", "function mayPass(isAdmin, isOwner) {\n  return isAdmin && isOwner;\n}\n", ("&&", "||"), "Either an admin or the owner may pass"),
    ("board.js", "function rank(players) {\n  return players.sort((a, b) => (a.score > b.score ? 1 : -1));\n}\n",
     ("a.score > b.score", "a.score < b.score"), "Sort players by score, highest first"),
    ("net.js", "function connect(host, retries = 3, timeout = 10, delay = 1) {\n  return open(host, retries, timeout, delay);\n}\n",
     ("retries = 3, timeout = 10, delay = 1", "retries = 5, timeout = 30, delay = 5"), "Raise the timeout, retries, delay defaults to 30, 5, 5"),
    ("move.js", "function move(src, dst, n) {\n  return copy(src, dst, n);\n}\n\nmove(a, b+1, 3);\n",
     ("function move(src, dst, n) {\n  return copy(src, dst, n);\n}\n\nmove(a, b+1, 3);",
      "function move(dst, src, n) {\n  return copy(src, dst, n);\n}\n\nmove(b + 1, a, 3);"), "Swap src and dst in move's signature and fix the callers"),
    ("user.js", "function loadUser(id) {\n  return fetch(`/u/${id}`)\n    .then((res) => res.json())\n    .then(({ user, prefs }) => render(user, prefs));\n}\n",
     ("function loadUser(id) {\n  return fetch(`/u/${id}`)\n    .then((res) => res.json())\n    .then(({ user, prefs }) => render(user, prefs));\n}",
      "async function loadUser(id) {\n  const res = await fetch(`/u/${id}`);\n  const { user, prefs } = await res.json();\n  return render(user, prefs);\n}"),
     "Convert loadUser from promise chains to async/await, same behaviour"),
]


@pytest.mark.parametrize("filename, original, change, ask", RIGHT_IN_PROSE, ids=[c[3][:40] for c in RIGHT_IN_PROSE])
def test_right_results_said_in_prose_stay_right(filename: str, original: str, change: tuple[str, str], ask: str) -> None:
    verdict = check(original, original.replace(*change), filename, ask)
    assert not verdict.refused, verdict.text


def test_a_formatting_call_explains_only_a_message_it_wraps() -> None:
    src = "def total(a, b):\n    log.info('total computed')\n    return a + b\n"
    assert check(src, src.replace("return a + b", "return str(a + b)"), "t.py", "In the log line use %s placeholders").refused


def test_a_method_of_the_same_name_on_another_receiver_is_not_the_reordered_one() -> None:
    go = ("package ledger\n\ntype Ledger struct{}\ntype Audit struct{}\n\nfunc (l *Ledger) Record(from, to string) {}\n\n"
          "func (a *Audit) Record(actor, action string) {}\n\nfunc run(l *Ledger, a *Audit) {\n\tl.Record(\"x\", \"y\")\n"
          "\ta.Record(\"me\", \"login\")\n}\n")
    right = go.replace("Record(from, to string)", "Record(to, from string)").replace('l.Record("x", "y")', 'l.Record("y", "x")')
    verdict = check(go, right, "ledger.go", "Swap the from and to parameters of Ledger.Record, callers too")
    assert "old order" not in verdict.text and "otherwise than" not in verdict.text, verdict.text


def test_a_reason_naming_another_owner_does_not_limit_the_rename() -> None:
    py = ("class Invoice:\n    def __init__(self):\n        self.total = 0\n\n\nclass Order:\n    def __init__(self):\n"
          "        self.total = 0\n\n\ndef show(i, o):\n    return i.total + o.total\n")
    verdict = check(py, py.replace("total", "amount"), "billing.py", "rename total to amount, so that Invoice matches the API")
    assert not verdict.refused, verdict.text



SYNC_INI = """[sftp]
host = sftp.example.com
port = 22
retries = 3

[http]
base_url = https://api.example.com/v3
timeout = 20
"""


def test_an_ini_file_is_judged_as_data() -> None:
    from redraft.engine.verify.parsers import ParseFailure, parse_ini

    assert parse_ini(SYNC_INI) == {"sftp": {"host": "sftp.example.com", "port": 22, "retries": 3},
                                   "http": {"base_url": "https://api.example.com/v3", "timeout": 20}}
    ask = "add timeout = 45 to the [sftp] section"
    right = SYNC_INI.replace("retries = 3\n", "retries = 3\ntimeout = 45\n")
    verdict = check(SYNC_INI, right, "sync.ini", ask)
    assert not verdict.refused, verdict.text
    assert check(SYNC_INI, right.replace("retries = 3", "retries = 5"), "sync.ini", ask).refused
    duplicate = SYNC_INI.replace("timeout = 20\n", "timeout = 20\ntimeout = 45\n")
    with pytest.raises(ParseFailure):
        parse_ini(duplicate)
    assert check(SYNC_INI, duplicate, "sync.ini", ask).breaks


def test_a_data_key_the_instruction_does_not_name_keeps_its_value() -> None:
    ini = "[database]\nhost = db\npool_size = 10\npool_timeout = 10\n\n[cache]\npool_size = 10\n"
    right = ini.replace("pool_size = 10\npool_timeout", "pool_size = 20\npool_timeout")
    for ask in ["raise `pool_size` in the [database] section from 10 to 20",
                "Please raise pool_size in the [database] section from 10 to 20. The other 10s (pool_timeout, the cache pool_size) stay."]:
        verdict = check(ini, right, "app.ini", ask)
        assert not verdict.refused, verdict.text
        assert check(ini, right.replace("pool_timeout = 10", "pool_timeout = 20"), "app.ini", ask).refused


def test_a_keeping_sentence_keeps_the_list_in_its_parentheses() -> None:
    from redraft.engine.verify.phrasing import said_and_kept

    said, kept = said_and_kept("Raise pool_size to 20. The other 10s (pool_timeout, the cache pool_size) stay.")
    assert "pool_timeout" in kept and "pool_timeout" not in said
    assert said_and_kept("add a field (name, type) to User") == ("add a field (name, type) to User", "")
