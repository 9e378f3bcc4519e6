"""Round 14 of the check (issue 41), part one: what a restructured function in a brace
language decides, how deep a sort of a data file goes, and what a new Make target is asked
to be.

    decisions   JavaScript, TypeScript, Go, Rust, Kotlin, Swift, Java, C#, C, C++, PHP: nested
                ifs turned into guard clauses decide as before; a flipped guard does not
    sortdepth   "sort the keys" leaves the depth open; "top-level only" and "recursively" close it
    makefile    a new target's .PHONY entry and prerequisites, a typo'd variable, a hook into `all`
"""

from __future__ import annotations

from redraft.engine import check
from redraft.engine.verify.braced import braced_functions, function_def
from redraft.engine.verify.decisions import decision_findings

TS = '''export function ferryFare(trip: Trip, fares: Record<string, number>): number | null {
  let fare: number | null = null;
  if (trip.passengers > 0) {
    if (!trip.cancelled) {
      const base = fares[trip.route];
      if (base !== undefined) {
        fare = Math.round(trip.passengers * base * 100) / 100;
      }
    }
  }
  return fare;
}
'''
TS_RIGHT = '''export function ferryFare(trip: Trip, fares: Record<string, number>): number | null {
  if (trip.passengers <= 0 || trip.cancelled) return null;
  const base = fares[trip.route];
  if (base === undefined) {
    return null;
  }
  return Math.round(trip.passengers * base * 100) / 100;
}
'''
TS_ASK = "ferryFare: nested ifs -> early returns"


def test_guard_clauses_in_typescript_decide_as_before() -> None:
    verdict = check(TS, TS_RIGHT, "fares.ts", TS_ASK)
    assert not verdict.refused
    assert "decides as before" in verdict.text


def test_a_guard_that_moved_a_boundary_is_caught() -> None:
    wrong = TS_RIGHT.replace("trip.passengers <= 0", "trip.passengers < 0")  # 0 passengers now pays 0
    verdict = check(TS, wrong, "fares.ts", TS_ASK)
    assert verdict.refused
    assert "no longer decides as the original" in verdict.text
    assert "`!trip.cancelled`" in verdict.text and "returns null" in verdict.text  # said in the file's language


GO = '''package ferry

func (s *Schedule) Validate(d Departure) error {
	berth, ok := s.Berths[d.BerthID]
	if ok {
		if !berth.Closed {
			if d.Hour >= s.Opens && d.Hour <= s.Closes {
				return nil
			}
			return ErrHours
		}
		return ErrClosed
	}
	return ErrUnknownBerth
}

func (s *Schedule) Book(d Departure) error {
	if err := s.Validate(d); err != nil {
		return err
	}
	for _, other := range s.Departures {
		if other.BerthID == d.BerthID && other.Hour == d.Hour {
			return ErrClash
		}
	}
	s.Departures = append(s.Departures, d)
	return nil
}
'''
GO_RIGHT = GO.replace('''	berth, ok := s.Berths[d.BerthID]
	if ok {
		if !berth.Closed {
			if d.Hour >= s.Opens && d.Hour <= s.Closes {
				return nil
			}
			return ErrHours
		}
		return ErrClosed
	}
	return ErrUnknownBerth
''', '''	berth, ok := s.Berths[d.BerthID]
	if !ok {
		return ErrUnknownBerth
	}
	if berth.Closed {
		return ErrClosed
	}
	if d.Hour < s.Opens || d.Hour > s.Closes {
		return ErrHours
	}
	return nil
''')


def test_go_tuple_bindings_and_if_initialisers_are_read() -> None:
    verdict = check(GO, GO_RIGHT, "schedule.go", "flatten Validate with guard clauses, same behaviour")
    assert not verdict.refused and "`Validate` decides as before" in verdict.text
    swapped = GO_RIGHT.replace("return ErrClosed", "return ErrHoursX").replace("return ErrHours\n", "return ErrClosed\n")
    assert check(GO, swapped.replace("ErrHoursX", "ErrHours"), "schedule.go", "flatten Validate with guard clauses").refused


def test_go_tuple_bindings_name_each_part() -> None:
    import ast

    body = ast.unparse(function_def(braced_functions(GO, "schedule.go")["Validate"], ".go"))
    assert "berth = s.Berths[d.BerthID][0]" in body and "ok = s.Berths[d.BerthID][1]" in body


def test_a_loop_is_one_step_compared_by_its_text() -> None:
    # `Book` keeps its loop word for word, moved: the same; a loop rewritten is not read at all
    moved = GO.replace('''	if err := s.Validate(d); err != nil {
		return err
	}
	for''', '''	err := s.Validate(d)
	if err != nil {
		return err
	}
	for''')
    found, same = decision_findings(GO, moved, "schedule.go", "Book: same behaviour, use an early return")
    assert [f.ok for f in found] == [True] and same
    rewritten = GO.replace("other.Hour == d.Hour", "other.Hour >= d.Hour")
    assert decision_findings(GO, rewritten, "schedule.go", "Book: same behaviour, early returns") == ([], [])


def test_an_added_decision_is_no_fault_of_a_restructuring() -> None:
    guarded = TS.replace("  let fare", "  if (trip.passengers > 400) return null;\n  let fare")
    found, _ = decision_findings(TS, guarded, "fares.ts", "add an early return of null when a trip has more than 400 passengers")
    assert found == []


def test_the_reader_rewrites_a_brace_language_into_python() -> None:
    fn = braced_functions(TS_RIGHT, "fares.ts")["ferryFare"]
    import ast

    body = ast.unparse(function_def(fn, ".ts"))
    assert "if trip.passengers <= 0 or trip.cancelled:" in body and "if base == undefined:" in body


JSON = '''{
  "ferries": {"skua": {"seats": 120, "cars": 18}},
  "berths": {"north": {"depth": 6, "crane": true}},
  "alerts": {"sms": true, "email": false}
}
'''
SHALLOW = '''{
  "alerts": {"sms": true, "email": false},
  "berths": {"north": {"depth": 6, "crane": true}},
  "ferries": {"skua": {"seats": 120, "cars": 18}}
}
'''
DEEP = '''{
  "alerts": {"email": false, "sms": true},
  "berths": {"north": {"crane": true, "depth": 6}},
  "ferries": {"skua": {"cars": 18, "seats": 120}}
}
'''


def test_a_sort_of_the_outer_keys_is_a_sort() -> None:
    assert not check(JSON, SHALLOW, "fleet.json", "sort the keys alphabetically").refused
    assert not check(JSON, DEEP, "fleet.json", "sort the keys alphabetically").refused


def test_the_instruction_closes_the_depth_either_way() -> None:
    assert "keys not sorted" in check(JSON, SHALLOW, "fleet.json", "sort all keys alphabetically, nested objects too").text
    verdict = check(JSON, DEEP, "fleet.json", "Sort the top-level keys; keep the fields inside each entry in their current order.")
    assert verdict.refused and "reordered the keys inside" in verdict.text
    assert not check(JSON, SHALLOW, "fleet.json", "Sortiere die Schlüssel auf oberster Ebene alphabetisch.").refused
    assert check(JSON, SHALLOW, "fleet.json", "sort the top-level keys").ok  # no key called top-level


def test_a_sort_of_one_table_leaves_the_others_in_their_order() -> None:
    one = JSON.replace('"alerts": {"sms": true, "email": false}', '"alerts": {"email": false, "sms": true}')
    assert not check(JSON, one, "fleet.json", "alerts: a→z pls (only alerts)").refused
    both = one.replace('{"depth": 6, "crane": true}', '{"crane": true, "depth": 6}')
    assert check(JSON, both, "fleet.json", "alerts: a→z pls (only alerts)").refused


MAKE = '''PY ?= python3
VENV := .venv
CHOIR := choir

.PHONY: all venv lint test clean

all: lint test

venv:
\t$(PY) -m venv $(VENV)

lint: venv
\t$(VENV)/bin/ruff check $(CHOIR)

test: venv
\t$(VENV)/bin/pytest -q

clean:
\trm -rf $(VENV)
'''
MAKE_RIGHT = MAKE.replace(".PHONY: all venv lint test clean", ".PHONY: all venv lint test rehearse clean").replace(
    "clean:\n", "rehearse: venv\n\t$(VENV)/bin/python -m $(CHOIR).rehearse\n\nclean:\n")
MAKE_ASK = "add a phony rehearse target that needs venv and runs python -m $(CHOIR).rehearse"


def test_a_new_target_as_asked_passes() -> None:
    assert not check(MAKE, MAKE_RIGHT, "Makefile", MAKE_ASK).refused


def test_a_new_target_is_no_change_outside_the_target_it_depends_on() -> None:
    ask = "The Makefile has a phony rehearse target, depending on venv, that runs the choir.rehearse module."
    assert not check(MAKE, MAKE_RIGHT, "Makefile", ask).refused


def test_a_new_target_not_phony_or_without_its_prerequisite_is_caught() -> None:
    no_phony = MAKE_RIGHT.replace("test rehearse clean", "test clean")
    assert "not listed in .PHONY" in check(MAKE, no_phony, "Makefile", MAKE_ASK).text
    no_venv = MAKE_RIGHT.replace("rehearse: venv", "rehearse:")
    assert "does not depend on `venv`" in check(MAKE, no_venv, "Makefile", MAKE_ASK).text


def test_a_new_target_hooked_into_all_and_a_typo_are_caught() -> None:
    hooked = MAKE_RIGHT.replace("all: lint test", "all: lint test rehearse")
    assert "added to what `all` runs" in check(MAKE, hooked, "Makefile", MAKE_ASK).text
    assert not check(MAKE, hooked, "Makefile", MAKE_ASK + ", and run it from all").refused
    typo = MAKE_RIGHT.replace("$(CHOIR).rehearse", "$(CHOR).rehearse")
    assert "`$(CHOR)` is defined nowhere" in check(MAKE, typo, "Makefile", MAKE_ASK).text
