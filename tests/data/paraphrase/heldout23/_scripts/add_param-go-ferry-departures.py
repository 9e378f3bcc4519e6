from edits import build

SIG = [("func NextDeparture(sailings []Sailing, from string, now time.Time) (Sailing, bool) {",
        "func NextDeparture(sailings []Sailing, from string, now time.Time, buffer time.Duration) (Sailing, bool) {", 1)]
DOC = [("// NextDeparture returns the earliest sailing leaving `from` that has not left yet.",
        "// NextDeparture returns the earliest sailing leaving `from` no earlier than\n// buffer after now.", 1)]
USE = [("if s.Departs.Before(now) {", "if s.Departs.Before(now.Add(buffer)) {", 1)]
CALLS = [("NextDeparture(sailings, port, now)", "NextDeparture(sailings, port, now, CheckInBuffer)", 2)]
build("add_param-go-ferry-departures", "departures.go", {
    "right-1.go": DOC + SIG + USE + CALLS,
    "right-2.go": SIG + CALLS + [
        ("	var best Sailing\n	found := false\n", "	earliest := now.Add(buffer)\n	var best Sailing\n	found := false\n", 1),
        ("if s.Departs.Before(now) {", "if s.Departs.Before(earliest) {", 1),
        ("// NextDeparture returns the earliest sailing leaving `from` that has not left yet.",
         "// NextDeparture returns the earliest sailing leaving `from` that a passenger\n// arriving now can still catch, allowing buffer for check-in.", 1),
    ],
    "wrong-1.go": DOC + SIG + USE + [
        ("s, ok := NextDeparture(sailings, port, now)\n	if !ok {\n		return fmt.Sprintf",
         "s, ok := NextDeparture(sailings, port, now, CheckInBuffer)\n	if !ok {\n		return fmt.Sprintf", 1)],
    "wrong-2.go": DOC + SIG + CALLS,
    "wrong-3.go": DOC + SIG + CALLS + [("if s.Departs.Before(now) {", "if s.Departs.Before(now.Add(-buffer)) {", 1)],
    "wrong-4.go": DOC + SIG + USE + CALLS + [("if s.From != from || s.Cancelled {", "if s.From != from {", 1)],
})
