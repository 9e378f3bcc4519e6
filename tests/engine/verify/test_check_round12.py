"""Round 12 of the check (issue 41): what a rule cannot read from the words alone.

    decisions   a restructuring (guard clauses, early returns, "same behaviour") of a Python
                function is compared exactly: every truth of its conditions, what it returns
    owners      a method renamed in one class where an interface nested in it, or another
                owner's object, holds a method of the same name
    scope/kept  a hyphenated name (`clean-vcf`) is itself, not its parts; a Make target the
                instruction says stays is held to it
"""

from __future__ import annotations

import pytest

from redraft.engine import check
from redraft.engine.verify.decisions import decision_changes

NESTED = '''def admit(ward, patient):
    """Why a patient cannot be admitted, or None."""
    if ward.open:
        if ward.free_beds > 0:
            if patient.age >= 18 or patient.guardian is not None:
                return None
            else:
                return "needs a guardian"
        else:
            return "ward full"
    else:
        return "ward closed"


def label(patient):
    return patient.name.title()
'''
GUARDED = NESTED.replace('''    if ward.open:
        if ward.free_beds > 0:
            if patient.age >= 18 or patient.guardian is not None:
                return None
            else:
                return "needs a guardian"
        else:
            return "ward full"
    else:
        return "ward closed"
''', '''    if not ward.open:
        return "ward closed"
    if ward.free_beds <= 0:
        return "ward full"
    if patient.age < 18 and patient.guardian is None:
        return "needs a guardian"
    return None
''')
ASKS = ["admit: nested ifs -> guard clauses", "Could you flatten admit() with early returns? Same behaviour, please.",
        "admit should read as a list of guard clauses, giving the same reason for every patient as now",
        "Reescreve admit com retornos antecipados em vez dos ifs aninhados."]


@pytest.mark.parametrize("instruction", ASKS)
def test_guard_clauses_that_decide_as_before_verify(instruction: str) -> None:
    verdict = check(NESTED, GUARDED, "ward.py", instruction)
    assert verdict.level == "verified", verdict.text
    assert "`admit` decides as before in every case" in verdict.text


@pytest.mark.parametrize("slip, case", [
    ("patient.age < 18 and patient.guardian is None", "patient.age < 18 or patient.guardian is None"),  # De Morgan half done
    ("ward.free_beds <= 0", "ward.free_beds < 0"),  # a boundary moved
    ('return "ward full"', 'return "ward closed"'),  # the wrong reason
])
@pytest.mark.parametrize("instruction", ASKS[:2])
def test_guard_clauses_that_decide_otherwise_are_refused_with_the_case(slip: str, case: str, instruction: str) -> None:
    wrong = GUARDED.replace(slip, case, 1)
    verdict = check(NESTED, wrong, "ward.py", instruction)
    assert verdict.level == "suspect", verdict.text
    assert "`admit` no longer decides as the original: when" in verdict.text


def test_decisions_follow_assignments_and_leave_loops_unread() -> None:
    named = GUARDED.replace("    if patient.age < 18 and patient.guardian is None:",
                            "    minor_alone = patient.age < 18 and patient.guardian is None\n    if minor_alone:")
    assert [(d.name, d.same) for d in decision_changes(NESTED, named)] == [("admit", True)]
    looped = NESTED.replace("    return patient.name.title()", "    for part in patient.name.split():\n        pass\n    return ''")
    assert decision_changes(NESTED, looped) == []  # a loop is left to the other rules
    # `a > b` is `b < a`: a total order allows no case where both hold
    swapped = GUARDED.replace("ward.free_beds <= 0", "not (ward.free_beds > 0)").replace("patient.age < 18", "18 > patient.age")
    assert [d.same for d in decision_changes(NESTED, swapped)] == [True]


def test_an_instruction_that_asks_for_no_restructuring_leaves_decisions_to_the_other_rules() -> None:
    wrong = GUARDED.replace("ward.free_beds <= 0", "ward.free_beds < 0")
    verdict = check(NESTED, wrong, "ward.py", "add a docstring to label")
    assert "decides" not in verdict.text


LOANS = """public final class LoanService {

    public interface ConsortiumClient {
        boolean renewLoan(String remoteId);
    }

    private final ConsortiumClient consortium;

    public LoanService(ConsortiumClient consortium) {
        this.consortium = consortium;
    }

    public boolean renewLoan(String loanId) {
        return loanId != null;
    }

    public boolean renewAll(String loanId) {
        return renewLoan(loanId);
    }

    public boolean renewRemote(String remoteId) {
        return consortium.renewLoan(remoteId);
    }
}
"""
OURS = LOANS.replace("public boolean renewLoan(", "public boolean extendLoan(").replace("return renewLoan(", "return extendLoan(")


@pytest.mark.parametrize("instruction", [
    "LoanService.renewLoan -> extendLoan",
    "Could you rename LoanService's renewLoan method to extendLoan and update its callers in this class?",
    "rename renewLoan to extendLoan, callers too - not the ConsortiumClient method",
])
def test_a_method_of_a_nested_interface_or_another_owners_object_keeps_its_name(instruction: str) -> None:
    assert check(LOANS, OURS, "LoanService.java", instruction).level == "verified"
    everywhere = LOANS.replace("renewLoan", "extendLoan")
    assert check(LOANS, everywhere, "LoanService.java", instruction).level == "suspect"


MAKEFILE = """.PHONY: all qc clean help

all: qc

help:
\t@echo "targets: all qc clean"

qc:
\t./run-qc.sh

# removes everything this run made
clean:
\trm -rf out qc
"""
ADDED = MAKEFILE.replace(".PHONY: all qc clean help", ".PHONY: all qc clean clean-vcf help") \
    + "\nclean-vcf:\n\trm -f out/*.vcf.gz out/*.vcf.gz.tbi\n"


@pytest.mark.parametrize("instruction", [
    "Could you add a clean-vcf target that deletes out/*.vcf.gz and out/*.vcf.gz.tbi, and add it to .PHONY? Please leave the existing clean target exactly as it is.",
    "add phony target clean-vcf (rm out/*.vcf.gz and the .tbi files); clean untouched",
])
def test_a_hyphenated_target_is_itself_and_a_kept_target_is_held_to_it(instruction: str) -> None:
    assert check(MAKEFILE, ADDED, "Makefile", instruction).level != "suspect"
    chained = ADDED.replace("clean:\n", "clean: clean-vcf\n")
    verdict = check(MAKEFILE, chained, "Makefile", instruction)
    assert verdict.level == "suspect" and "`clean`" in verdict.text and "says stays" in verdict.text


RETRIES = """export const MULTIPART_THRESHOLD = 4 * 1024 * 1024;

export async function upload(part: Blob): Promise<void> {
  for (let attempt = 1; attempt <= 4; attempt++) {
    if (await send(part)) return;
  }
}

export async function remove(key: string): Promise<void> {
  for (let attempt = 1; attempt <= 4; attempt++) {
    if (await drop(key)) return;
  }
}
"""
EXTRACTED = "const MAX_ATTEMPTS = 4;\n" + RETRIES.replace("attempt <= 4;", "attempt <= MAX_ATTEMPTS;")


def test_a_literal_left_as_another_constants_value_is_no_use_left_behind() -> None:
    instruction = "extract the 4 retry attempts into MAX_ATTEMPTS"
    assert check(RETRIES, EXTRACTED, "retry.ts", instruction).level != "suspect"
    half = "const MAX_ATTEMPTS = 4;\n" + RETRIES.replace("attempt <= 4;", "attempt <= MAX_ATTEMPTS;", 1)
    verdict = check(RETRIES, half, "retry.ts", instruction)
    assert verdict.level == "suspect" and "still written at line 11" in verdict.text


PACKAGE = """{
  "name": "queue-monitor",
  "version": "2.3.9",
  "dependencies": {
    "ws": "8.16.0",
    "queue-core": "2.3.9"
  }
}
"""


@pytest.mark.parametrize("instruction", ["minor version bump", "queue-monitor should be at the next minor release.",
                                         "Bitte die Minor-Version des Pakets erhöhen."])
def test_a_release_level_said_in_words_raises_the_packages_own_version(instruction: str) -> None:
    minor = PACKAGE.replace('"version": "2.3.9"', '"version": "2.4.0"')
    assert check(PACKAGE, minor, "package.json", instruction).level != "suspect"
    patch = PACKAGE.replace('"version": "2.3.9"', '"version": "2.3.10"')
    assert check(PACKAGE, patch, "package.json", instruction).level == "suspect"
    dependency = minor.replace('"queue-core": "2.3.9"', '"queue-core": "2.4.0"')
    assert check(PACKAGE, dependency, "package.json", instruction).level == "suspect"


PYPROJECT = """[project]
name = "harbour"
version = "2.3.9"
requires-python = ">=3.11"

[tool.ruff]
target-version = "py311"

[tool.bumpversion]
current_version = "2.3.9"
"""


def test_a_version_said_without_its_dots_follows_and_a_version_left_behind_is_told() -> None:
    floor = PYPROJECT.replace(">=3.11", ">=3.12").replace("py311", "py312")
    assert check(PYPROJECT, floor, "pyproject.toml", "bump min python 3.11 -> 3.12 (ruff too)").level != "suspect"
    assert check(PYPROJECT, floor.replace("py312", "py3.12"), "pyproject.toml", "bump min python 3.11 -> 3.12").level == "suspect"
    half = PYPROJECT.replace('version = "2.3.9"\nrequires', 'version = "2.4.0"\nrequires')
    verdict = check(PYPROJECT, half, "pyproject.toml", "release time: minor bump to 2.4.0")
    assert verdict.level == "suspect" and ".tool.bumpversion.current_version still says" in verdict.text
    both = half.replace('current_version = "2.3.9"', 'current_version = "2.4.0"')
    assert check(PYPROJECT, both, "pyproject.toml", "release time: minor bump to 2.4.0").level != "suspect"


POLLER = """package poller

import (
\t"net"
\t"time"
)

const defaultTimeout = 2 * time.Second

type Config struct {
\tTimeout time.Duration
}

func read(conn net.Conn) error {
\treturn conn.SetDeadline(time.Now().Add(defaultTimeout))
}

func poll(conn net.Conn, cfg Config) error {
\treturn read(conn)
}
"""


def test_a_type_or_field_reached_through_a_package_or_object_is_declared_elsewhere() -> None:
    instruction = "read: add a timeout time.Duration param, use it for SetDeadline, and poll passes cfg.Timeout"
    given = POLLER.replace("func read(conn net.Conn)", "func read(conn net.Conn, timeout time.Duration)") \
        .replace("Add(defaultTimeout)", "Add(timeout)").replace("return read(conn)", "return read(conn, cfg.Timeout)")
    assert "appears once more" not in check(POLLER, given, "poller.go", instruction).text
    unused = given.replace("Add(timeout)", "Add(defaultTimeout)")
    assert "`timeout` appears once more" in check(POLLER, unused, "poller.go", instruction).text


MAILER = """<?php

final class Mailer
{
    public function sendChange(string $to, string $flight): void
    {
        $subject = sprintf('Schedule change for flight %s', $flight);
        $html = $this->render($flight);
        $this->transport->send($to, $subject, $html);
    }
}
"""


def test_a_variable_inlined_into_the_line_that_read_it_is_the_edit_asked() -> None:
    instruction = "inline $subject in sendChange"
    inlined = MAILER.replace("        $subject = sprintf('Schedule change for flight %s', $flight);\n", "") \
        .replace("send($to, $subject, $html)", "send($to, sprintf('Schedule change for flight %s', $flight), $html)")
    assert check(MAILER, inlined, "Mailer.php", instruction).level != "suspect"
    reworded = inlined.replace("sprintf('Schedule change for flight %s', $flight), $html", "sprintf('Flight %s changed', $flight), $html")
    assert check(MAILER, reworded, "Mailer.php", instruction).level == "suspect"


STATIONS = """export function loadAlbum(albumId) {
  const cached = albumCache.get(albumId);
  if (cached) {
    return Promise.resolve(cached);
  }
  return apiGet(`/v2/albums/${albumId}`).then((album) => {
    if (!album.tracks) {
      throw new CatalogError(`album ${albumId} has no track list`);
    }
    albumCache.set(albumId, album);
    return album;
  });
}
"""
AWAITED = """export async function loadAlbum(albumId) {
  const cached = albumCache.get(albumId);
  if (cached) {
    return cached;
  }
  const album = await apiGet(`/v2/albums/${albumId}`);
  if (!album.tracks) {
    throw new CatalogError(`album ${albumId} has no track list`);
  }
  albumCache.set(albumId, album);
  return album;
}
"""


@pytest.mark.parametrize("instruction", ["loadAlbum: promise chain -> async/await", "make loadAlbum async, using await instead of .then"])
def test_a_promise_chain_rewritten_with_await_keeps_its_words_and_its_awaits(instruction: str) -> None:
    assert check(STATIONS, AWAITED, "album.js", instruction).level != "suspect"
    uncached = AWAITED.replace("  albumCache.set(albumId, album);\n", "")
    assert "lost `set`" in check(STATIONS, uncached, "album.js", instruction).text
    unawaited = AWAITED.replace("const album = await apiGet(", "const album = apiGet(")
    verdict = check(STATIONS, unawaited, "album.js", instruction)
    assert verdict.level == "suspect" and "`apiGet(...)` chained with `.then` before, not awaited now" in verdict.text


# What the review of round 12 found, each a test.

def test_guards_against_numbers_and_constants_try_only_the_cases_a_value_allows() -> None:
    grades = 'def grade(x):\n    if x < 5:\n        return "low"\n    elif x < 10:\n        return "mid"\n    else:\n        return "high"\n'
    guarded = 'def grade(x):\n    if x >= 10:\n        return "high"\n    if x < 5:\n        return "low"\n    return "mid"\n'
    assert check(grades, guarded, "m.py", "Use guard clauses in grade()").level == "verified"
    assert check(grades, guarded.replace("x < 5", "x <= 5"), "m.py", "Use guard clauses in grade()").level == "suspect"
    kinds = 'def k(kind):\n    if kind == "a":\n        return 1\n    elif kind == "b":\n        return 2\n    return 3\n'
    swapped = 'def k(kind):\n    if kind == "b":\n        return 2\n    if kind == "a":\n        return 1\n    return 3\n'
    assert check(kinds, swapped, "m.py", "flatten the if/elif into early returns").level == "verified"


def test_methods_of_two_classes_are_compared_each_with_its_own() -> None:
    two = "class A:\n    def check(self, x):\n        if x:\n            if x > 3:\n                return 1\n        return 0\n\n" \
          "class B:\n    def check(self, x):\n        return 2\n"
    flat = two.replace("        if x:\n            if x > 3:\n                return 1\n        return 0\n",
                       "        if not x:\n            return 0\n        if x > 3:\n            return 1\n        return 0\n")
    assert check(two, flat, "m.py", "Use guard clauses in A.check").level == "verified"


def test_a_call_whose_value_is_kept_is_still_a_call_made() -> None:
    saving = "def save(user, db):\n    if user is None:\n        return False\n    else:\n        res = db.save(user)\n        return True\n"
    dropped = "def save(user, db):\n    if user is None:\n        return False\n    return True\n"
    assert check(saving, dropped, "m.py", "Use early returns in save()").level == "suspect"
    kept = "def save(user, db):\n    if user is None:\n        return False\n    res = db.save(user)\n    return True\n"
    assert check(saving, kept, "m.py", "Use early returns in save()").level == "verified"


def test_a_behaviour_change_in_restructuring_words_is_no_restructuring() -> None:
    blocked = "def is_blocked(user):\n    if user.active:\n        return False\n    return True\n"
    inverted = blocked.replace("if user.active:", "if not user.active:")
    assert "decides" not in check(blocked, inverted, "m.py", "The check is backwards: invert the condition in is_blocked").text


def test_many_ifs_in_a_row_are_left_to_the_other_rules_at_once() -> None:
    body = "".join(f"    if flag{i % 3}:\n        log({i})\n" for i in range(24))
    many = f"def f(flag0, flag1, flag2):\n{body}    return 1\n"
    assert decision_changes(many, many.replace("):\n", '):\n    """doc"""\n', 1)) == []


CALLBACK = """function users(api) {
  return api.get('/users').then(function (data) {
    render(data);
    return data.length > 0;
  });
}
"""


def test_an_async_rewrite_may_rename_a_callbacks_parameter_but_not_swap_a_comparison() -> None:
    instruction = "convert users() to async/await"
    renamed = "async function users(api) {\n  const rows = await api.get('/users');\n  render(rows);\n  return rows.length > 0;\n}\n"
    assert check(CALLBACK, renamed, "users.js", instruction).level != "suspect"
    flipped = renamed.replace("rows.length > 0", "0 > rows.length")
    assert check(CALLBACK, flipped, "users.js", instruction).level == "suspect"
    negated = renamed.replace("return rows.length > 0;", "return !(rows.length);")
    assert check(CALLBACK, negated, "users.js", instruction).level == "suspect"
    # a callback's parameter turned into a name the function already had is no rename
    commented = CALLBACK.replace("  return api.get(", "  // if count < 10, render them all\n  return api.get(")
    assert check(commented, renamed, "users.js", instruction).level != "suspect"  # a comment's `<` is no operator dropped
    shared = CALLBACK.replace("render(data)", "render(data, api)")
    crossed = renamed.replace("render(rows)", "render(api, api)")
    assert check(shared, crossed, "users.js", instruction).level == "suspect"


GROUNDS = """# Grounds

| Ground | Club | Postcode | Pitches | Floodlights |
|---|---|---|---|---|
| Abbey Park | Abbey CC | HV1 1AA | 2 | yes |
| Crook Meadow | Crookhaven CC | HV5 2AB | 1 | yes |
| Lindley Fields | Lindley CC | HV3 4CD | 3 | no |
| Marsh Lane | Marsh CC | HV4 9EF | 1 | no |

Bookings go through the league secretary.
"""
ROW = "| Holmfirth Road | Holmfirth Road CC | HV2 8JN | 2 | no |\n"
ADDED_ROW = GROUNDS.replace("| Lindley Fields", ROW + "| Lindley Fields")
ASK_ROW = "grounds table: add Holmfirth Road, Holmfirth Road CC, HV2 8JN, 2 pitches, no floodlights"


@pytest.mark.parametrize("wrong, said", [
    (GROUNDS.replace("| Marsh Lane | Marsh CC | HV4 9EF | 1 | no |\n", "| Marsh Lane | Marsh CC | HV4 9EF | 1 | no |\n" + ROW),
     "the table was in order of `Ground`"),
    (ADDED_ROW.replace("| 2 | no |", "| no | 2 |"), "whose cells are numbers"),
    (ADDED_ROW.replace("HV2 8JN | 2 | no |", "HV2 8JN | 2 | yes |"), "where the instruction says no"),
    (ADDED_ROW.replace("HV2 8JN | 2 | no |", "HV2 8JN | 2 |"), "has 4 cells, the header 5"),
    (ADDED_ROW.replace("HV5 2AB | 1 | yes", "HV5 2AB | 2 | yes"), "also changed the row"),
])
def test_a_row_added_to_a_markdown_table_is_held_to_the_table(wrong: str, said: str) -> None:
    assert check(GROUNDS, ADDED_ROW, "GROUNDS.md", ASK_ROW).level != "suspect"
    verdict = check(GROUNDS, wrong, "GROUNDS.md", ASK_ROW)
    assert verdict.level == "suspect" and said in verdict.text, verdict.text


@pytest.mark.parametrize("wrong, said", [
    (GROUNDS.replace("\nBookings", "\n" + ROW + "\nBookings"), "stands apart from the table"),
    (GROUNDS.replace("Bookings go", "- Holmfirth Road (Holmfirth Road CC)\n\nBookings go"), "no row was added"),
])
def test_a_row_asked_for_goes_into_the_table(wrong: str, said: str) -> None:
    instruction = "add a row for Holmfirth Road (Holmfirth Road CC, HV2 8JN, 2 pitches, no floodlights)"
    assert check(GROUNDS, ADDED_ROW, "GROUNDS.md", instruction).level != "suspect"
    verdict = check(GROUNDS, wrong, "GROUNDS.md", instruction)
    assert verdict.level == "suspect" and said in verdict.text, verdict.text


@pytest.mark.parametrize("result, instruction", [
    (GROUNDS.replace("| Marsh Lane | Marsh CC | HV4 9EF | 1 | no |\n", "| Marsh Lane | Marsh CC | HV4 9EF | 1 | no |\n" + ROW),
     "add Holmfirth Road (Holmfirth Road CC, HV2 8JN, 2 pitches, no floodlights) at the bottom of the table"),
    (GROUNDS.replace("| Ground | Club | Postcode | Pitches | Floodlights |\n|---|---|---|---|---|",
                     "| Ground | Club | Postcode | Pitches | Floodlights | Email |\n|---|---|---|---|---|---|"), "Add an Email column to the table"),
    (GROUNDS.replace("Bookings go", "Ages are as of 2024.\n\nBookings go"), "Add a note below the table"),
    (GROUNDS.replace("HV5 2AB | 1 | yes", "HV5 2AB | 2 | yes"), "Crook Meadow has a new second pitch"),
    (ADDED_ROW.replace("HV5 2AB | 1 | yes", "HV5 2AB | 2 | yes"), "add Holmfirth Road (2 pitches, no floodlights) and fix Crook Meadow's pitches"),
    (GROUNDS.replace("| 3 | no |", "| 3 | n/a |"), "Lindley's floodlights are unknown"),
    (GROUNDS + "\n```\n| a | b |\n|---|---|\n| 1 | 2 |\n```\n", "add an example table in a code block"),
])
def test_table_edits_other_than_a_row_added_are_left_alone(result: str, instruction: str) -> None:
    assert check(GROUNDS, result, "GROUNDS.md", instruction).level != "suspect", check(GROUNDS, result, "GROUNDS.md", instruction).text


def test_a_duplicated_row_breaks_no_order_check() -> None:
    scores = "| Name | Score |\n|---|---|\n| 1 | 10 |\n| 2 | 20 |\n| 3 | 30 |\n| 4 | 40 |\n"
    assert check(scores, scores + "| 1 | 10 |\n", "scores.md", "Duplicate the first row").level in ("parses", "suspect", "verified")
    steps = "| Step | What |\n|---|---|\n" + "".join(f"| Step {k} | do {k} |\n" for k in range(1, 10))
    assert check(steps, steps + "| Step 10 | do 10 |\n", "steps.md", "add Step 10").level != "suspect"


def test_a_table_edit_that_adds_no_row_is_not_asked_for_one() -> None:
    typo = GROUNDS.replace("Crookhaven CC", "Crookhaven Cricket Club")
    assert check(GROUNDS, typo, "GROUNDS.md", "fix the Crook Meadow club name in the table").level != "suspect"


COVERS = """<section class="covers">
  <img src="/covers/1.jpg" alt="Saltmarsh" width="300">
  <img src="/covers/2.jpg" alt="Low Tide" width="300">
  <form>
    <label for="email">Email</label>
    <input type="email" id="email" name="email">
  </form>
</section>
"""


def test_an_attribute_added_has_the_value_said_and_keeps_the_tags_attributes() -> None:
    instruction = 'loading="lazy" on the cover imgs'
    lazy = COVERS.replace('<img src', '<img loading="lazy" src')
    assert check(COVERS, lazy, "covers.html", instruction).level != "suspect"
    eager = COVERS.replace('<img src', '<img loading="eager" src')
    assert "where the instruction says `lazy`" in check(COVERS, eager, "covers.html", instruction).text
    no_alt = lazy.replace(' alt="Low Tide"', "")
    assert "removed `alt` of the `<img>` at line 3" in check(COVERS, no_alt, "covers.html", instruction).text
    labelled = COVERS.replace('<label for="email">', '<label for="email" required>')
    assert "no form control" in check(COVERS, labelled, "covers.html", "make the email input required").text
    assert check(COVERS, COVERS.replace('name="email">', 'name="email" required>'), "covers.html",
                 "make the email input required").level != "suspect"


@pytest.mark.parametrize("result, instruction", [
    (COVERS.replace('<img src="/covers/1.jpg"', '<img class="rounded shadow" src="/covers/1.jpg"'), 'Add class="rounded shadow" to the first cover'),
    (COVERS.replace('src="/covers/1.jpg"', 'src="/covers/1.webp"'), "use the webp file for the first cover"),
    (COVERS.replace('<input type="email"', '<input disabled type="email"'), "add disabled to the email input"),
])
def test_attribute_edits_the_rules_leave_alone(result: str, instruction: str) -> None:
    assert check(COVERS, result, "covers.html", instruction).level != "suspect", check(COVERS, result, "covers.html", instruction).text


def test_a_script_in_a_page_still_declares_what_it_reads() -> None:
    page = "<div id=\"n\"></div>\n<script>\n  let count = 0;\n  document.getElementById('n').textContent = count;\n</script>\n"
    gone = page.replace("  let count = 0;\n", "")
    assert "`count` is no longer declared" in check(page, gone, "index.html", "drop the initial value of count").text
