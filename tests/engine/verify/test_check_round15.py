"""Round 15 of the check (issue 41): what the opened splits heldout23-26 showed refused or
missed, each rule kept as a case with fixtures written for it (not copied from a split)."""

from __future__ import annotations

from redraft.engine import check
from redraft.engine.verify.phrasing import said_and_kept

# -- a conversion to JSON: a date comes back as its ISO text --------------------------------

SCHEDULE = """concert:
  title: Winter Songs
  hall_code: '0042'
rehearsals:
  - date: 2027-01-13
    room: B2
  - date: 2027-01-20
    room: B2
"""
SCHEDULE_JSON = """{
  "concert": {"title": "Winter Songs", "hall_code": "0042"},
  "rehearsals": [
    {"date": "2027-01-13", "room": "B2"},
    {"date": "2027-01-20", "room": "B2"}
  ]
}
"""


def test_a_yaml_date_converted_to_json_is_its_iso_text() -> None:
    assert check(SCHEDULE, SCHEDULE_JSON, "schedule.yaml", "yaml -> json").level == "verified"
    moved = SCHEDULE_JSON.replace("2027-01-20", "2027-01-21")
    assert check(SCHEDULE, moved, "schedule.yaml", "yaml -> json").refused
    assert check(SCHEDULE, SCHEDULE_JSON.replace('"0042"', "42"), "schedule.yaml", "yaml -> json").refused


# -- a Dockerfile's own port is one setting -------------------------------------------------

DOCKERFILE = """FROM python:3.12-slim AS build
RUN pip install --index-url http://mirror.local:8080/simple -r requirements.txt

FROM python:3.12-slim
ENV PORT=8080 \\
    WORKERS=2
EXPOSE 8080
HEALTHCHECK CMD curl -fsS http://localhost:8080/health || exit 1
CMD ["gunicorn", "--bind", "0.0.0.0:8080", "app:app"]
"""
MOVED = DOCKERFILE.replace("PORT=8080", "PORT=9000").replace("EXPOSE 8080", "EXPOSE 9000") \
    .replace("localhost:8080", "localhost:9000").replace("0.0.0.0:8080", "0.0.0.0:9000")


def test_a_port_setting_moves_with_expose_and_the_health_check() -> None:
    assert check(DOCKERFILE, MOVED, "Dockerfile", "app port 8080 -> 9000").level == "verified"
    by_variable = MOVED.replace("localhost:9000", "localhost:${PORT}")
    assert check(DOCKERFILE, by_variable, "Dockerfile", "app port 8080 -> 9000").level == "verified"
    mirror = MOVED.replace("mirror.local:8080", "mirror.local:9000")
    assert check(DOCKERFILE, mirror, "Dockerfile", "app port 8080 -> 9000").refused
    half = DOCKERFILE.replace("PORT=8080", "PORT=9000").replace("EXPOSE 8080", "EXPOSE 9000")
    assert check(DOCKERFILE, half, "Dockerfile", "app port 8080 -> 9000").refused


def test_a_result_cut_short_is_refused_whatever_the_instruction_names() -> None:
    cut = MOVED.rsplit("HEALTHCHECK", 1)[0]  # the output stopped two lines short
    said = "Move the app to port 9000: the PORT variable, EXPOSE, the health check and the gunicorn bind."
    verdict = check(DOCKERFILE, cut, "Dockerfile", said)
    assert verdict.refused and "stops early" in verdict.text
    one_asked = 'def main():\n    run()\n    print("debug: done")\n'
    assert not check(one_asked, 'def main():\n    run()\n', "m.py", "no debug printing please").refused
    assert check(DOCKERFILE, cut, "Dockerfile", "app port 8080 -> 9000").refused


def test_a_health_check_in_the_instruction_does_not_excuse_no_change() -> None:
    said = "Could you move the API from port 8080 to 9000 (the env var, EXPOSE and the health check)?"
    verdict = check(DOCKERFILE, DOCKERFILE, "Dockerfile", said)
    assert verdict.refused and "no changes" in verdict.text
    assert not check(DOCKERFILE, DOCKERFILE, "Dockerfile", "check that the port is 8080").refused


def test_keywords_uppercased_in_place_are_no_cut() -> None:
    query = "select id,\n       name\nfrom plots\nwhere active = 1\norder by name;\n"
    upper = "SELECT id,\n       name\nFROM plots\nWHERE active = 1\nORDER BY name;\n"
    assert "stops early" not in check(query, upper, "plots.sql", "uppercase the sql keywords").text


def test_a_clause_that_says_a_value_stays_is_kept() -> None:
    for said in ("the pip cache proxy is still on 8080", "pypi-cache:8080 is a different box", "Cache pip zostaje na 8080"):
        assert said_and_kept(f"Move the portal to 9090; {said}.")[1], said


# -- type hints -----------------------------------------------------------------------------

FEES = '''from decimal import Decimal


def rounded(x: Decimal) -> Decimal:
    return x.quantize(Decimal("0.01"))


def share(a, b):
    return a / b


def plot_fee(area, rate):
    return rounded(area * rate)
'''


def test_an_annotation_the_return_values_contradict() -> None:
    right = FEES.replace("def share(a, b):", "def share(a: float, b: float) -> float:") \
        .replace("def plot_fee(area, rate):", "def plot_fee(area: Decimal, rate: Decimal) -> Decimal:")
    said = "add type hints to every function"
    assert check(FEES, right, "fees.py", said).level == "verified"
    as_float = right.replace("rate: Decimal) -> Decimal:", "rate: Decimal) -> float:")
    assert "returns a Decimal" in check(FEES, as_float, "fees.py", said).text
    as_int = right.replace("b: float) -> float:", "b: float) -> int:")
    assert "returns a float" in check(FEES, as_int, "fees.py", said).text


def test_a_type_alias_is_part_of_the_annotations() -> None:
    right = FEES.replace("from decimal import Decimal\n", "from decimal import Decimal\nfrom typing import Tuple\n\nPair = Tuple[float, float]\n") \
        .replace("def share(a, b):", "def share(a: float, b: float) -> float:") \
        .replace("def plot_fee(area, rate):", "def plot_fee(area: Decimal, rate: Decimal) -> Decimal:")
    assert check(FEES, right, "fees.py", "add type hints to every function").level == "verified"
    assert check(FEES, right.replace("Pair = Tuple[float, float]", "PAIR = 2"), "fees.py", "add type hints to every function").refused


def test_type_hints_asked_in_other_languages() -> None:
    half = FEES.replace("def share(a, b):", "def share(a: float, b: float) -> float:")
    for said in ("Füge bitte Typannotationen zu allen Funktionen hinzu.", "fees.py のすべての関数に型ヒントを付けてください。"):
        verdict = check(FEES, half, "fees.py", said)
        assert verdict.refused and "without full type hints" in verdict.text, said


# -- a field added to every item ------------------------------------------------------------

SAILINGS = """{
  "sailings": [
    {"id": "A1", "depart": "07:30"},
    {"id": "A2", "depart": "09:15"},
    {"id": "A3", "depart": "12:30"}
  ]
}
"""


def test_the_value_added_names_no_item() -> None:
    right = SAILINGS.replace('"}', '", "check_in": 30}')
    said = 'Bitte bei jeder Abfahrt das Feld check_in mit dem Wert 30 ergänzen.'
    assert not check(SAILINGS, right, "sailings.json", said).refused
    missed = right.replace('"09:15", "check_in": 30', '"09:15"')
    assert "2 of 3 items" in check(SAILINGS, missed, "sailings.json", said).text


# -- a comparison the instruction asks to change --------------------------------------------

MITES = """local M = {}

function M.needs_treatment(rate)
  return rate > 3
end

function M.stale(days)
  return days > 14
end

return M
"""


def test_the_operator_written_in_the_instruction() -> None:
    right = MITES.replace("rate > 3", "rate >= 3")
    assert not check(MITES, right, "mites.lua", "needs_treatment: > -> >=").refused
    assert not check(MITES, right, "mites.lua", "needs_treatment should be true at 3 or more").refused
    both = right.replace("days > 14", "days >= 14")
    assert check(MITES, both, "mites.lua", "needs_treatment: > -> >=").refused


# -- a new enum member used where the enum is read ------------------------------------------

LESSONS = """namespace Music
{
    public enum LessonKind
    {
        Solo = 1,
        Pair = 2
    }

    public static class Fees
    {
        public static decimal PerHalfHour(LessonKind kind)
        {
            switch (kind)
            {
                case LessonKind.Solo:
                    return 21.00m;
                case LessonKind.Pair:
                    return 13.50m;
                default:
                    throw new System.ArgumentOutOfRangeException(nameof(kind));
            }
        }
    }
}
"""


def test_a_new_member_and_its_case_elsewhere() -> None:
    right = LESSONS.replace("        Pair = 2\n", "        Pair = 2,\n        Choir = 3\n").replace(
        "                default:", "                case LessonKind.Choir:\n                    return 6.00m;\n                default:")
    assert not check(LESSONS, right, "Fees.cs", "LessonKind: add Choir = 3, fee 6.00").refused
    assert not check(LESSONS, right, "Fees.cs", "add a Choir lesson kind (3) charged 6.00 in PerHalfHour").refused


STATUS = """export enum Status {
  Live = "live",
  Paused = "paused",
}

export function isActive(s: Status): boolean {
  return s === Status.Live || s === Status.Paused;
}
"""


def test_a_condition_extended_by_the_new_member() -> None:
    right = STATUS.replace('  Paused = "paused",\n', '  Paused = "paused",\n  Held = "held",\n').replace(
        "s === Status.Paused;", "s === Status.Paused || s === Status.Held;")
    assert not check(STATUS, right, "status.ts", 'Status: add Held = "held", active like Paused').refused
    swapped = right.replace("s === Status.Live || ", "")
    assert check(STATUS, swapped, "status.ts", 'Status: add Held = "held", active like Paused').refused


# -- SQL: a trigger's NEW row, and the owner the asking sentence names -----------------------

PLOTS = """CREATE TABLE plots (
    id INTEGER PRIMARY KEY,
    size_m2 INTEGER NOT NULL
);

CREATE TABLE waitlist (
    id INTEGER PRIMARY KEY,
    plot_id INTEGER REFERENCES plots (id),
    size_m2 INTEGER NOT NULL
);

CREATE TRIGGER waitlist_fits
BEFORE INSERT ON waitlist
WHEN NEW.size_m2 > (SELECT p.size_m2 FROM plots p WHERE p.id = NEW.plot_id)
BEGIN
    SELECT RAISE(ABORT, 'too big');
END;
"""
PLOTS_RIGHT = PLOTS.replace("    size_m2 INTEGER NOT NULL\n);\n\nCREATE TABLE waitlist", "    area_m2 INTEGER NOT NULL\n);\n\nCREATE TABLE waitlist") \
    .replace("SELECT p.size_m2", "SELECT p.area_m2")


def test_a_triggers_new_row_is_its_tables() -> None:
    said = "plots.size_m2 -> area_m2 (waitlist.size_m2 stays)"
    assert check(PLOTS, PLOTS_RIGHT, "plots.sql", said).level == "verified"
    both = PLOTS_RIGHT.replace("NEW.size_m2", "NEW.area_m2")
    assert check(PLOTS, both, "plots.sql", said).refused


def test_the_owner_is_the_one_the_asking_sentence_names() -> None:
    said = "size_m2 is ambiguous now that waitlist has one too. rename the one on plots to area_m2 and fix what reads it"
    assert check(PLOTS, PLOTS_RIGHT, "plots.sql", said).level == "verified"
