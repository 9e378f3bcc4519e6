"""Round 7 of the check (issue 41), each from a right result refused or a wrong one passed on
heldout9/heldout10 (tuned on this round), written as a rule about the problem:

    numbers        a number changed that the instruction says nothing of, in any unit, is
                   beyond it (turned.py); a sort or a reorder moves numbers, it changes none
    data           a job removed takes its name out of the lists that named it, and leaves
                   none behind; a dedupe removes what another item repeats, in the list named,
                   and leaves no repeat there
    consequences   an import name the edit left unused goes; a Go import group's entry; a new
                   enum member and its `when` branch; `async`/`await` along the callers
    reading        a function named like an exception (`LogError`) is no exception to catch,
                   nor one the instruction lets through; `on` in prose names no `on:` section;
                   a removal in Polish spells what goes; CSS declarations in any order
    comments       a comment the edit rewrote beside the code it changed is not deleted
"""

from __future__ import annotations

import math

import pytest

from redraft.engine import check
from redraft.engine.verify.additions import comment_findings
from redraft.engine.verify.asyncs import async_only
from redraft.engine.verify.net import small_changes
from redraft.engine.verify.scope import named_ranges
from redraft.engine.verify.spans import span_findings
from redraft.engine.verify.tidy import unused_name
from redraft.engine.verify.turned import UNITS, said_numbers, unsaid_number

SENSOR = """local M = {}

function M.report(client, samples)
  local count = samples.count or 8
  local avg = samples.sum / count
  local topic = "farm/" .. samples.field .. "/soil"
  client:publish(topic, string.format("%.2f", avg))
end

return M
"""
INLINED = SENSOR.replace('  local topic = "farm/" .. samples.field .. "/soil"\n  client:publish(topic,',
                         '  client:publish("farm/" .. samples.field .. "/soil",')


@pytest.mark.parametrize("ask", [
    "M.report doesn't need the topic local, inline it into the publish call.",
    "inline `topic` in M.report",
])
def test_a_number_an_edit_of_its_kind_never_says_may_not_change(ask: str) -> None:
    assert not check(SENSOR, INLINED, "sensor.lua", ask).refused, check(SENSOR, INLINED, "sensor.lua", ask).text
    v = check(SENSOR, INLINED.replace("or 8", "or 4"), "sensor.lua", ask)
    assert v.refused and "`8` -> `4`" in v.detail, v.text


TIMEOUTS = """import requests

TIMEOUT_MS = 10000
RETRIES = 3


def fetch(url):
    return requests.get(url, timeout=TIMEOUT_MS / 1000)
"""


@pytest.mark.parametrize("ask, new", [
    ("the timeout ought to be 30 seconds", "TIMEOUT_MS = 30000"),  # said in other units
    ("raise the timeout a bit", "TIMEOUT_MS = 15000"),  # a value asked for without a number
    ("TIMEOUT_MS: 10000 -> 20000", "TIMEOUT_MS = 20000"),
    ("set TIMEOUT_MS to 2 minutes", "TIMEOUT_MS = 120000"),
    ("make the timeout half a minute", "TIMEOUT_MS = 30000"),
])
def test_a_number_said_in_any_unit_or_asked_for_without_one_may_change(ask: str, new: str) -> None:
    old = "RETRIES = 3" if new.startswith("RETRIES") else "TIMEOUT_MS = 10000"
    v = check(TIMEOUTS, TIMEOUTS.replace(old, new), "client.py", ask)
    assert not v.refused, v.text


def test_numbers_said_in_words_count_as_said() -> None:
    assert {5.0, 0.5, 1.0, 12.0} <= said_numbers("retry five times, wait half an hour, a dozen workers")
    assert {1.0} <= said_numbers("a day") and 1.0 not in said_numbers("a timeout")


def test_numbers_that_only_moved_are_no_change() -> None:
    src = "LEVELS = [\n    ('low', 1),\n    ('high', 3),\n    ('mid', 2),\n]\n"
    moved = "LEVELS = [\n    ('high', 3),\n    ('low', 1),\n    ('mid', 2),\n]\n"
    ask = "the high entry of LEVELS goes above the low one"
    assert not check(src, moved, "levels.py", ask).refused, check(src, moved, "levels.py", ask).text
    assert check(src, moved.replace("('mid', 2)", "('mid', 5)"), "levels.py", ask).refused
    # numbers that swapped places on a line moved; one that took another's value changed
    ask = "LIMITS should list them the other way round"
    for result, changed in (("LIMITS = [2, 1, 5]\n", False), ("LIMITS = [2, 1, 2]\n", True)):
        found = [unsaid_number(c, "LIMITS = [5, 1, 2]\n", result, ask, set()) for c in small_changes("LIMITS = [5, 1, 2]\n", result, "l.py")]
        assert found and any(found) == changed


WORKFLOW = """on:
  push:
    branches: [main]
jobs:
  build:
    runs-on: ubuntu-latest
    steps:
      - run: make
  e2e:
    runs-on: ubuntu-latest
    needs: [build]
    steps:
      - run: make e2e
  deploy:
    runs-on: ubuntu-latest
    needs: [build, e2e]
    steps:
      - run: make deploy
  notify:
    runs-on: ubuntu-latest
    needs: [build, e2e, deploy]
    steps:
      - run: ./notify.sh
"""
NO_E2E = WORKFLOW.replace("""  e2e:
    runs-on: ubuntu-latest
    needs: [build]
    steps:
      - run: make e2e
""", "")


def test_a_word_of_prose_names_no_section() -> None:
    ask = "The ci workflow should no longer run the e2e job, and nothing should depend on it."
    assert "`on`" not in [n for n, _ in named_ranges(WORKFLOW, "ci.yml", ask)]
    assert "`on`" in [n for n, _ in named_ranges(WORKFLOW, "ci.yml", "add workflow_dispatch to `on`")]


@pytest.mark.parametrize("ask", [
    "drop the e2e job",
    "The ci workflow should no longer run the e2e job, and nothing should depend on it.",
    "Please remove the `e2e` job (it moves to nightly) and fix every needs list that refers to it.",
])
def test_a_removed_job_takes_its_name_out_of_every_list(ask: str) -> None:
    right = NO_E2E.replace("needs: [build, e2e]\n", "needs: build\n").replace("needs: [build, e2e, deploy]", "needs: [build, deploy]")
    assert not check(WORKFLOW, right, "ci.yml", ask).refused, check(WORKFLOW, right, "ci.yml", ask).text
    half = NO_E2E.replace("needs: [build, e2e]\n", "needs: [build]\n")
    v = check(WORKFLOW, half, "ci.yml", ask)
    assert v.refused and "still named at .jobs.notify.needs" in v.detail, v.text


CORS = """cors:
  allowed_origins:
    - https://tickets.example.org
    - https://admin.example.org
    - https://tickets.example.org
    - http://admin.example.org
    - https://admin.example.org
  allow_credentials: true
redirect_uris:
  - https://app.example.org/cb
  - https://app.example.org/cb
"""
DEDUPED = CORS.replace("    - https://tickets.example.org\n    - http://admin", "    - http://admin").replace(
    "    - http://admin.example.org\n    - https://admin.example.org\n", "    - http://admin.example.org\n")


@pytest.mark.parametrize("ask", [
    "dedupe cors.allowed_origins",
    "Each origin should appear only once in cors.allowed_origins.",
    "Elimina los orígenes duplicados en cors.allowed_origins y deja el resto del archivo igual.",
])
def test_a_dedupe_removes_repeats_in_the_list_named_and_leaves_none(ask: str) -> None:
    assert not check(CORS, DEDUPED, "gateway.yaml", ask).refused, check(CORS, DEDUPED, "gateway.yaml", ask).text
    too_far = DEDUPED.replace("  - https://app.example.org/cb\n  - https://app.example.org/cb\n", "  - https://app.example.org/cb\n")
    assert check(CORS, too_far, "gateway.yaml", ask).refused
    half = CORS.replace("    - https://tickets.example.org\n    - http://admin", "    - http://admin")
    v = check(CORS, half, "gateway.yaml", ask)
    assert v.refused and "still holds an item twice" in v.detail, v.text


STORE = """import { mkdirSync, writeFileSync, existsSync } from "node:fs";
import { join } from "node:path";

export function persistSquad(dir: string, squad: string[]): string {
  if (!existsSync(dir)) mkdirSync(dir, { recursive: true });
  const file = join(dir, "squad.json");
  writeFileSync(file, JSON.stringify(squad));
  return file;
}

export function syncRoster(dir: string, squad: string[]): string {
  const file = persistSquad(dir, squad);
  return file;
}
"""
ASYNC_STORE = STORE.replace('import { mkdirSync, writeFileSync, existsSync } from "node:fs";',
                            'import { existsSync } from "node:fs";\nimport { mkdir, writeFile } from "node:fs/promises";').replace(
    "export function persistSquad(dir: string, squad: string[]): string {",
    "export async function persistSquad(dir: string, squad: string[]): Promise<string> {").replace(
    "mkdirSync(dir, { recursive: true })", "await mkdir(dir, { recursive: true })").replace(
    "  writeFileSync(file, JSON.stringify(squad));", "  await writeFile(file, JSON.stringify(squad));").replace(
    "export function syncRoster(dir: string, squad: string[]): string {",
    "export async function syncRoster(dir: string, squad: string[]): Promise<string> {").replace(
    "const file = persistSquad(dir, squad);", "const file = await persistSquad(dir, squad);")


@pytest.mark.parametrize("ask", [
    "make persistSquad async (fs/promises), await it in callers",
    "Could you turn `persistSquad` into an async function that uses `mkdir`/`writeFile` from node:fs/promises, "
    "and await it wherever it's called?",
    "persistSquad should be async, with mkdir and writeFile from node:fs/promises, and syncRoster should await it.",
])
def test_async_goes_along_the_callers_and_unused_imports_go(ask: str) -> None:
    assert not check(STORE, ASYNC_STORE, "store.ts", ask).refused, check(STORE, ASYNC_STORE, "store.ts", ask).text


def test_async_words_alone_are_the_async_edits_own() -> None:
    changes = small_changes(STORE, ASYNC_STORE, "store.ts")
    signature = [c for c in changes if c.new.strip() == "async"]
    assert signature and all(async_only(c, "persistSquad should not block the event loop") for c in signature)
    assert not any(async_only(c, "add a docstring to persistSquad") for c in signature)
    assert not any(async_only(c, "make persistSquad async") for c in changes if "mkdir" in c.new)


CLEAN = """from os import path, remove


def clean(p):
    if path.exists(p):
        remove(p)


def size(p):
    return path.getsize(p)
"""


def test_an_import_the_edit_left_unused_goes_one_still_called_stays() -> None:
    right = CLEAN.replace("from os import path, remove", "from os import path").replace("        remove(p)", "        print(p)")
    changes = [c for c in small_changes(CLEAN, right, "clean.py") if c.old_line == 1]
    assert changes and all(unused_name(c, CLEAN, right, "clean.py") for c in changes)
    ask = "clean should print the path it would delete instead of deleting it"
    assert not check(CLEAN, right, "clean.py", ask).refused, check(CLEAN, right, "clean.py", ask).text
    still = CLEAN.replace("from os import path, remove", "from os import path")
    changes = [c for c in small_changes(CLEAN, still, "clean.py") if c.old_line == 1]
    assert changes and not any(unused_name(c, CLEAN, still, "clean.py") for c in changes)
    assert "removes `remove` (still used at line 6)" in check(CLEAN, still, "clean.py", ask).text


POLLER = """package plc

import (
	"context"
	"net"
)

func PollOnce(ctx context.Context, host string) error {
	conn, err := net.Dial("tcp", net.JoinHostPort(host, "502"))
	if err != nil {
		return err
	}
	return conn.Close()
}

func helper() int { return 1 }
"""


POLLER_PORT = POLLER.replace('\t"net"\n', '\t"net"\n\t"strconv"\n').replace("host string)", "host string, port int)").replace(
    '"502"', "strconv.Itoa(port)")


def test_an_import_group_entry_is_the_edits_consequence() -> None:
    ask = "PollOnce: add a port int param after host instead of the hardcoded 502"
    right = POLLER_PORT
    assert not check(POLLER, right, "poller.go", ask).refused, check(POLLER, right, "poller.go", ask).text
    elsewhere = right.replace("return 1 }", "return 2 }")
    assert check(POLLER, elsewhere, "poller.go", ask).refused


STAGES = """package crops

enum class CropStage(val bbchFrom: Int, val label: String) {
    EMERGENCE(10, "Emergence"),
    VEGETATIVE(20, "Vegetative"),
    FLOWERING(60, "Flowering"),
}

fun cropCoefficient(stage: CropStage): Double = when (stage) {
    CropStage.EMERGENCE -> 0.40
    CropStage.VEGETATIVE -> 0.80
    CropStage.FLOWERING -> 1.15
}
"""


@pytest.mark.parametrize("ask", [
    "CropStage ought to have a BOOTING member starting at BBCH 40, with a Kc of 1.00.",
    "agronomists want the booting stage tracked → new enum entry BOOTING(40,\"Booting\") in order + add it to cropCoefficient (1.00)",
])
def test_a_new_member_and_its_when_branch_belong_to_the_edit(ask: str) -> None:
    right = STAGES.replace('    FLOWERING(60', '    BOOTING(40, "Booting"),\n    FLOWERING(60').replace(
        "    CropStage.FLOWERING -> 1.15", "    CropStage.BOOTING -> 1.00\n    CropStage.FLOWERING -> 1.15")
    assert not check(STAGES, right, "CropStage.kt", ask).refused, check(STAGES, right, "CropStage.kt", ask).text
    assert check(STAGES, right.replace("-> 0.80", "-> 0.85"), "CropStage.kt", ask).refused


LOOP = """public sealed class Gateway
{
    private readonly ILogger _log;

    public async Task RunAsync(CancellationToken ct)
    {
        while (!ct.IsCancellationRequested)
        {
            var read = await _reader.NextAsync(ct);
            await HandleAsync(read, ct);
        }
    }
}
"""
WRAPPED = LOOP.replace("            await HandleAsync(read, ct);\n", """            try
            {
                await HandleAsync(read, ct);
            }
            catch (Exception ex) when (ex is not OperationCanceledException)
            {
                _log.LogError(ex, "badge read failed");
            }
""")


@pytest.mark.parametrize("ask", [
    "Could you wrap the `HandleAsync` call in `RunAsync` in a try/catch that logs the exception with `_log.LogError` and carries on?",
    "catch exceptions around HandleAsync in the while loop, LogError, continue. OperationCanceledException must still propagate.",
    "In RunAsync bitte den Aufruf von HandleAsync in try/catch packen, Fehler mit LogError loggen und weitermachen; "
    "Abbruch (OperationCanceledException) nicht abfangen.",
    "wrap HandleAsync in RunAsync in a try/catch and log errors, but don't catch OperationCanceledException",
])
def test_a_logging_call_and_an_exception_let_through_are_not_what_to_catch(ask: str) -> None:
    v = check(LOOP, WRAPPED, "Gateway.cs", ask)
    assert not v.refused, v.text
    other = WRAPPED.replace("catch (Exception ex) when (ex is not OperationCanceledException)", "catch (IOException ex)")
    v = check(LOOP, other, "Gateway.cs", "wrap the HandleAsync call in RunAsync in a try/catch for TimeoutException and log it")
    assert v.refused and "TimeoutException" in v.detail, v.text


ROUTER = """const router = require("express").Router();

router.get('/matches/:id', async (req, res) => res.json(await matches.get(req.params.id)));
router.delete('/matches/:id', requireRole('fixtures'), async (req, res) => res.sendStatus(204));
router.delete('/teams/:id', requireRole('admin'), async (req, res) => res.sendStatus(204));

module.exports = router;
"""


def test_a_removal_said_in_polish_spells_what_goes_not_what_to_add() -> None:
    ask = "Usuń trasę DELETE /matches/:id, resztę zostaw bez zmian."
    right = ROUTER.replace("router.delete('/matches/:id', requireRole('fixtures'), async (req, res) => res.sendStatus(204));\n", "")
    assert not span_findings(ROUTER, right, "routes.js", ask)
    assert span_findings(ROUTER, right, "routes.js", "Add a route DELETE /fixtures/:id next to the others.")


CSS = """.hv-widget .hv-submit {
  background: var(--hv-accent);
}
"""


def test_css_declarations_said_in_a_row_hold_in_any_layout() -> None:
    ask = ("could you add a .hv-widget .hv-submit:focus-visible rule with "
           "`outline: 2px solid var(--hv-accent-dark); outline-offset: 2px;` next to the other .hv-submit rules?")
    right = CSS + "\n.hv-widget .hv-submit:focus-visible {\n  outline-offset: 2px;\n  outline: 2px solid var(--hv-accent-dark);\n}\n"
    assert not check(CSS, right, "widget.css", ask).refused, check(CSS, right, "widget.css", ask).text
    v = check(CSS, right.replace("outline-offset: 2px", "outline-offset: 4px"), "widget.css", ask)
    assert v.refused, v.text


LEAVE = """public class LeaveManager {
    /** Sends the request to the employee's line manager. */
    public void routeForApproval(Request r) {
        r.approverId = r.employee.managerId;
        r.status = PENDING;
    }

    // Weekends never count as leave days.
    public int workingDays(Request r) {
        return r.days;
    }
}
"""


def test_a_doc_comment_rewritten_with_its_code_is_no_deleted_comment() -> None:
    ask = "routeForApproval: if manager is null, route to hrPartnerId"
    right = LEAVE.replace("    /** Sends the request to the employee's line manager. */\n",
                          "    /** Sends the request to the line manager, or to HR when there is none. */\n").replace(
        "        r.approverId = r.employee.managerId;\n",
        "        r.approverId = r.employee.managerId != null ? r.employee.managerId : r.employee.hrPartnerId;\n")
    assert not check(LEAVE, right, "LeaveManager.java", ask).refused, check(LEAVE, right, "LeaveManager.java", ask).text
    assert not comment_findings(LEAVE, right, "LeaveManager.java", ask)
    lost = right.replace("    // Weekends never count as leave days.\n", "")
    assert "deleted 1 comment" in comment_findings(LEAVE, lost, "LeaveManager.java", ask)[0].text


# -- what the review found the first cut of these rules let through or refused ---------------------

STATUS = """def get_user(db, user_id):
    user = db.get(user_id)
    if user is None:
        return {"error": "no such user"}, 400
    return user, 200
"""


@pytest.mark.parametrize("ask, old, new", [
    ("return Not Found from get_user when the user is missing", ", 400", ", 404"),  # a value named by its meaning
    ("get_user should answer 404 when the user is missing", ", 400", ", 404"),
])
def test_a_value_named_by_its_meaning_may_change(ask: str, old: str, new: str) -> None:
    v = check(STATUS, STATUS.replace(old, new), "users.py", ask)
    assert not v.refused, v.text


def test_a_rate_said_as_a_percentage_is_said() -> None:
    src = "TAX_RATE = 0.05\nFEE = 2\n"
    ask = "TAX_RATE: add the new levy, 29% in all"
    changes = small_changes(src, src.replace("0.05", "0.29"), "tax.py")
    assert changes and not any(unsaid_number(c, src, src.replace("0.05", "0.29"), ask, said_numbers(ask)) for c in changes)
    assert said_numbers("change TAX_RATE to 29%") == {29.0}
    assert any(math.isclose(0.29 * f, 29) for f in UNITS)


LOADER = """def load(i):
    return db.get(i)


def fresh(item, now):
    x = load(item.id)
    return x.ts < now
"""


def test_async_along_callers_turns_no_comparison() -> None:
    ask = "make load async"
    right = LOADER.replace("def load", "async def load").replace("def fresh", "async def fresh").replace("x = load", "x = await load").replace(
        "return db.get(i)", "return await db.get(i)")
    assert not check(LOADER, right, "fresh.py", ask).refused, check(LOADER, right, "fresh.py", ask).text
    assert check(LOADER, right.replace("x.ts < now", "x.ts > now"), "fresh.py", ask).refused
    assert check(LOADER, right.replace("load(item.id)", "load[item.id]"), "fresh.py", ask).refused


PARSER = """def parse(path):
    if not path:
        raise ValueError("empty")
    return open(path).read()


def load_all(paths):
    return [parse(p) for p in paths]
"""


@pytest.mark.parametrize("ask", [
    "in load_all, catch the ValueError from parse and log it",
    "catch ValueError in load_all so it does not crash on one bad file",
    "catch ValueError (no bare except) in load_all and skip that path",
])
def test_an_exception_the_file_raises_is_still_the_one_to_catch(ask: str) -> None:
    def handler(kind: str) -> str:
        return PARSER.replace("    return [parse(p) for p in paths]\n", f"""    out = []
    for p in paths:
        try:
            out.append(parse(p))
        except {kind}:
            continue
    return out
""")
    assert not check(PARSER, handler("ValueError"), "load.py", ask).refused, check(PARSER, handler("ValueError"), "load.py", ask).text
    v = check(PARSER, handler("Exception"), "load.py", ask)
    assert v.refused and "ValueError" in v.detail, v.text


PRICE = "def price(items):\n    total = sum(i.cost for i in items)\n    return total * 1.2\n"


def test_an_inline_moves_the_value_word_for_word() -> None:
    ask = "inline total in price"
    assert not check(PRICE, "def price(items):\n    return sum(i.cost for i in items) * 1.2\n", "p.py", ask).refused
    assert check(PRICE, "def price(items):\n    return max(i.cost for i in items) * 1.2\n", "p.py", ask).refused
    assert check(PRICE, "def price(items):\n    return sum(i.cost for i in items) * 1.5\n", "p.py", ask).refused


def test_a_new_function_called_elsewhere_is_no_enum_member() -> None:
    src = "function main() {\n  run();\n}\n\nfunction other() {\n  const x = 1;\n  return x;\n}\n"
    wrong = src.replace("  const x = 1;\n", "  const x = 1;\n  teardown();\n")
    assert check(src, wrong, "m.js", "call teardown at the end of main").refused


COMPOSE = """services:
  api:
    image: example/api:1.4
    depends_on: [redis, db]
  cache-warmer:
    image: redis
    command: ["redis-cli", "ping"]
  redis:
    image: redis:7
  db:
    image: postgres:16
"""


def test_a_value_equal_to_a_removed_services_name_is_no_reference() -> None:
    ask = "remove the redis service"
    right = COMPOSE.replace("  redis:\n    image: redis:7\n", "").replace("depends_on: [redis, db]", "depends_on: [db]")
    assert not check(COMPOSE, right, "compose.yaml", ask).refused, check(COMPOSE, right, "compose.yaml", ask).text
    dangling = COMPOSE.replace("  redis:\n    image: redis:7\n", "")
    assert check(COMPOSE, dangling, "compose.yaml", ask).refused


def test_an_import_group_entry_nothing_reads_is_no_consequence() -> None:
    ask = "PollOnce: add a port int param after host instead of the hardcoded 502"
    right = POLLER_PORT
    unused = right.replace('\t"strconv"\n', '\t"strconv"\n\t"os"\n')
    assert check(POLLER, unused, "poller.go", ask).refused


GITLAB = """stages: [build, test, deploy]
build:
  stage: build
  script: [make]
test:
  stage: test
  script: [make test]
deploy:
  stage: deploy
  needs: [build, test]
  script: [make deploy]
"""


def test_a_stage_named_like_a_removed_job_is_no_reference_to_it() -> None:
    ask = "remove the test job"
    right = GITLAB.replace("test:\n  stage: test\n  script: [make test]\n", "").replace("needs: [build, test]", "needs: [build]")
    assert not check(GITLAB, right, ".gitlab-ci.yml", ask).refused, check(GITLAB, right, ".gitlab-ci.yml", ask).text
    dangling = GITLAB.replace("test:\n  stage: test\n  script: [make test]\n", "")
    v = check(GITLAB, dangling, ".gitlab-ci.yml", ask)
    assert v.refused and "deploy.needs" in v.detail, v.text
