"""Round 14 of the check (issue 41), part two: calls and signatures, return annotations, a
type's `impl` blocks, routes written as regexes, interpolation beyond JavaScript, a key
removed from the objects the request names, a Go import left unused.

    callers      a call that reorders its arguments while the signature stayed; Swift labels in
                 the old order; PHP's `string $path` read as `path`
    annotations  `-> str` over `return lines` of a list, or a path that returns None
    owners       a Rust struct with its `impl` blocks; a loop over a typed collection; a test
                 named after the renamed method renamed with it
"""

from __future__ import annotations

from redraft.engine import check
from redraft.engine.verify.callers import caller_findings

JAVA = '''public class Pawnshop {
    static String ticket(String item, int cents, String owner) {
        return owner + ": " + item + " @" + cents;
    }

    public static void main(String[] args) {
        System.out.println(ticket("violin", 42000, "Mara"));
        System.out.println(ticket("watch", 9000, "Ilse"));
    }
}
'''


def test_calls_that_swap_their_arguments_under_an_unchanged_signature_are_caught() -> None:
    swapped = JAVA.replace('ticket("violin", 42000, "Mara")', 'ticket("Mara", 42000, "violin")').replace(
        'ticket("watch", 9000, "Ilse")', 'ticket("Ilse", 9000, "watch")')
    verdict = check(JAVA, swapped, "Pawnshop.java", "swap item and owner in ticket()")
    assert verdict.refused and "takes its parameters as before" in verdict.text
    both = swapped.replace("ticket(String item, int cents, String owner)", "ticket(String owner, int cents, String item)")
    assert not caller_findings(JAVA, both, "Pawnshop.java")


def test_php_typed_parameters_are_read_by_their_names() -> None:
    php = '''<?php
function add(string $method, string $path, callable $handler): void {}
add('GET', '/hives', fn() => 1);
'''
    grown = php + "add('GET', '/hives/queens', fn() => 2);\n"
    assert caller_findings(php, grown, "routes.php") == []
    swapped = php.replace("string $method, string $path", "string $path, string $method")  # the call left as it was
    assert [f.text for f in caller_findings(php, swapped, "routes.php")] == [
        "the parameters moved but the call at line 3 still passes its arguments in the old order"]


SWIFT = '''func mooringFee(lengthMetres: Double, nights: Int) -> Double {
    return lengthMetres * Double(nights) * 2.5
}
let a = mooringFee(lengthMetres: 12.0, nights: 3)
'''


def test_swift_labels_left_in_the_old_order_are_caught() -> None:
    moved = SWIFT.replace("mooringFee(lengthMetres: Double, nights: Int)", "mooringFee(nights: Int, lengthMetres: Double)")
    assert [f.text for f in caller_findings(SWIFT, moved, "fees.swift")] == [
        "the parameters moved but the call at line 4 still passes its arguments in the old order"]
    fixed = moved.replace("mooringFee(lengthMetres: 12.0, nights: 3)", "mooringFee(nights: 3, lengthMetres: 12.0)")
    assert caller_findings(SWIFT, fixed, "fees.swift") == []


PY = '''def roster(voices, section=None):
    lines = [v.name for v in voices if section is None or v.section == section]
    return lines


def soloist(voices):
    for v in voices:
        if v.solo:
            return v.name
'''


def test_a_return_annotation_that_excludes_what_is_returned_is_caught() -> None:
    ask = "add type hints to all functions"
    right = PY.replace("def roster(voices, section=None):", "def roster(voices: list[Voice], section: str | None = None) -> list[str]:") \
        .replace("def soloist(voices):", "def soloist(voices: list[Voice]) -> str | None:")
    right = "from choir import Voice\n\n" + right
    assert not check(PY, right, "choir.py", ask).refused
    as_str = right.replace("-> list[str]:", "-> str:")
    assert "annotated as returning `str`, but returns a list" in check(PY, as_str, "choir.py", ask).text
    never_none = right.replace("-> str | None:", "-> str:")
    assert "None where it runs off its end" in check(PY, never_none, "choir.py", ask).text


RUST = '''pub struct Hive {
    pub frames: u8,
}

impl Hive {
    pub fn add_super(&mut self, n: u8) {
        self.frames += n;
    }
}

pub struct Nuc {
    pub frames: u8,
}

impl Nuc {
    pub fn add_super(&mut self, n: u8) {
        self.frames += n;
    }
}

pub fn spring(hives: &mut [Hive], nuc: &mut Nuc) {
    for hive in hives.iter_mut() {
        hive.add_super(1);
    }
    nuc.add_super(1);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn add_super_adds_frames() {
        let mut h = Hive { frames: 8 };
        h.add_super(2);
        assert_eq!(h.frames, 10);
    }
}
'''


def test_a_method_renamed_in_one_type_with_its_impl_block_and_a_typed_loop() -> None:
    ask = "Hive::add_super -> stack_super (Nuc keeps add_super)"
    right = RUST.replace("impl Hive {\n    pub fn add_super", "impl Hive {\n    pub fn stack_super").replace(
        "hive.add_super(1)", "hive.stack_super(1)").replace("h.add_super(2)", "h.stack_super(2)")
    assert not check(RUST, right, "hives.rs", ask).refused
    with_test = right.replace("fn add_super_adds_frames", "fn stack_super_adds_frames")
    assert not check(RUST, with_test, "hives.rs", ask).refused
    too_far = right.replace("nuc.add_super(1)", "nuc.stack_super(1)")
    assert check(RUST, too_far, "hives.rs", ask).refused


def test_a_loop_over_a_typed_collection_types_its_variable() -> None:
    ask = "Hive::add_super -> stack_super (Nuc keeps add_super)"
    nucs = RUST.replace("pub fn spring(hives: &mut [Hive], nuc: &mut Nuc) {",
                        "pub fn spring(hives: &mut [Hive], nucs: &mut [Nuc]) {").replace(
        "    nuc.add_super(1);\n", "    for n in nucs.iter_mut() {\n        n.add_super(1);\n    }\n")
    right = nucs.replace("impl Hive {\n    pub fn add_super", "impl Hive {\n    pub fn stack_super").replace(
        "hive.add_super(1)", "hive.stack_super(1)").replace("h.add_super(2)", "h.stack_super(2)")
    assert not check(nucs, right, "hives.rs", ask).refused
    assert check(nucs, right.replace("n.add_super(1)", "n.stack_super(1)"), "hives.rs", ask).refused
    # the loop's `n` is a Nuc: renaming Nuc's method renames its call
    topped = nucs.replace("impl Nuc {\n    pub fn add_super", "impl Nuc {\n    pub fn top_up").replace("n.add_super(1)", "n.top_up(1)")
    assert not check(nucs, topped, "hives.rs", "Nuc::add_super -> top_up (Hive keeps add_super)").refused


def test_a_route_written_as_a_regex_is_the_route_asked() -> None:
    php = '''<?php
$routes = [
    ['GET', '#^/loans$#', fn($db) => listLoans($db)],
];
'''
    right = php.replace("];", "    ['DELETE', '#^/loans/(\\d+)$#', fn($db, $m) => closeLoan($db, (int)$m[1])],\n];")
    assert not check(php, right, "routes.php", "add route DELETE /loans/{id} -> closeLoan").refused
    assert not check(php, right, "routes.php", "wire up DELETE /loans/123 style urls to closeLoan").refused


def test_ruby_interpolation_builds_the_same_string() -> None:
    rb = 'def reminder\n  "Hi " + @name + ", your lesson is at " + slot.to_s + "."\nend\n'
    right = 'def reminder\n  "Hi #{@name}, your lesson is at #{slot}."\nend\n'
    assert not check(rb, right, "lessons.rb", "use string interpolation instead of + concatenation").refused
    dropped = 'def reminder\n  "Hi #{@name}, your lesson is at."\nend\n'
    assert check(rb, dropped, "lessons.rb", "use string interpolation instead of + concatenation").refused


YAML = '''# ferry registry
# The per-ferry poll_seconds was only read by the old bridge, which is gone;
# the tracker below subscribes to the stream.
ferries:
  - name: Skua
    poll_seconds: 300
  - name: Tern
    poll_seconds: 600
tracker:
  poll_seconds: 30
'''
YAML_RIGHT = YAML.replace("    poll_seconds: 300\n", "").replace("    poll_seconds: 600\n", "")


def test_a_key_removed_from_every_named_holder_and_its_comment() -> None:
    ask = "Could you remove poll_seconds from every ferry entry? The tracker has its own poll_seconds, please keep that one."
    assert not check(YAML, YAML_RIGHT, "fleet.yaml", ask).refused
    no_comment = YAML_RIGHT.replace("# The per-ferry poll_seconds was only read by the old bridge, which is gone;\n"
                                    "# the tracker below subscribes to the stream.\n", "")
    assert not check(YAML, no_comment, "fleet.yaml", ask).refused
    all_three = YAML_RIGHT.replace("  poll_seconds: 30\n", "  {}\n")
    assert check(YAML, all_three, "fleet.yaml", ask).refused
    said = "Ferry entries no longer carry poll_seconds; tracker.poll_seconds remains."
    assert check(YAML, YAML_RIGHT, "fleet.yaml", said).ok
    assert not check(YAML, no_comment, "fleet.yaml", said).refused  # the comment spoke of what went
    other = YAML.replace("# ferry registry\n", "# Kept in sync with the harbour office.\n\n# ferry registry\n")
    lost = no_comment.replace("# ferry registry\n", "")
    assert check(other, lost, "fleet.yaml", said).refused  # one that did not


GO = '''package pawn

import (
	"fmt"
	"strings"
)

func Label(item string) string {
	return fmt.Sprintf("#%s", item)
}

func legacyLabel(item string) string {
	return strings.ToUpper(item)
}
'''


def test_a_go_import_left_unused_is_caught_and_one_tidied_away_is_not() -> None:
    gone = GO.replace('func legacyLabel(item string) string {\n\treturn strings.ToUpper(item)\n}\n', "").rstrip() + "\n"
    verdict = check(GO, gone, "pawn.go", "remove legacyLabel")
    assert verdict.refused and '`"strings"` is imported but no longer used' in verdict.text
    tidy = gone.replace('\t"strings"\n', "")
    assert not check(GO, tidy, "pawn.go", "remove legacyLabel").refused
