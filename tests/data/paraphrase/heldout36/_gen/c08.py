from lib import case
orig = '''package main

import (
	"errors"
	"fmt"
	"time"
)

// Line is one shredder line at the Harlow Vale plant.
type Line struct {
	ID          string
	ScreenMM    int     // output chip size
	RatedTPH    float64 // tonnes per hour at full feed
	RunHours    float64 // since last blade change
	BladeLimitH float64
}

var ErrBladesDue = errors.New("blade change due")

// Schedule plans a batch of tonnes on a line and returns how long it takes.
func Schedule(l *Line, tonnes float64) (time.Duration, error) {
	if l.RunHours >= l.BladeLimitH {
		return 0, ErrBladesDue
	}
	hours := tonnes / l.RatedTPH
	if l.RunHours+hours > l.BladeLimitH {
		return 0, fmt.Errorf("line %s: batch of %.1f t would pass the blade limit: %w", l.ID, tonnes, ErrBladesDue)
	}
	l.RunHours += hours
	return time.Duration(hours * float64(time.Hour)), nil
}

func main() {
	lines := []*Line{
		{ID: "L1", ScreenMM: 50, RatedTPH: 6.5, RunHours: 112, BladeLimitH: 160},
		{ID: "L2", ScreenMM: 20, RatedTPH: 4.0, RunHours: 40, BladeLimitH: 120},
	}
	batches := []float64{18, 22.5, 9}
	for i, t := range batches {
		l := lines[i%len(lines)]
		d, err := Schedule(l, t)
		if err != nil {
			fmt.Println("skip:", err)
			continue
		}
		fmt.Printf("%s: %.1f t in %s\\n", l.ID, t, d.Round(time.Minute))
	}
}
'''
R = [("func Schedule(l *Line, tonnes float64) (time.Duration, error) {", "func Schedule(l *Line, tonnes float64, feedRate float64) (time.Duration, error) {"),
     ("	hours := tonnes / l.RatedTPH\n", "	hours := tonnes / (l.RatedTPH * feedRate)\n"),
     ("		d, err := Schedule(l, t)\n", "		d, err := Schedule(l, t, 1.0)\n")]
case("add_param-go-shredder", "shredder.go", "add_param", "go", orig, [
    ("terse", "Schedule: add feedRate float64 (fraction of rated throughput) as last param, hours = tonnes / (RatedTPH*feedRate); main passes 1.0"),
    ("polite", "Could you give Schedule a third parameter `feedRate float64` (the fraction of the rated throughput we actually run at), use it when working out the hours, and have main pass 1.0 so its output doesn't change? Nothing else please."),
    ("declarative", "Schedule should take a feedRate float64 after tonnes and compute hours as tonnes / (l.RatedTPH * feedRate); the call in main passes 1.0."),
    ("other", "we run L2 at 80% feed most days so the durations are wrong. add feedRate float64 to Schedule (after tonnes), divide by RatedTPH*feedRate, main just passes 1.0"),
    ("other", "Schedule に feedRate float64 を最後の引数として追加し、時間は tonnes / (l.RatedTPH * feedRate) で計算してください。main からは 1.0 を渡す。"),
], [
    dict(label="right", why="feedRate added after tonnes, used in the hours calculation, main passes 1.0", edits=R),
    dict(label="right", why="same, using an intermediate effective rate variable (free choice)",
         edits=[R[0], ("	hours := tonnes / l.RatedTPH\n", "	effectiveTPH := l.RatedTPH * feedRate\n	hours := tonnes / effectiveTPH\n"), R[2]]),
    dict(label="wrong", why="parameter added and main updated, but hours still uses l.RatedTPH alone (feedRate unused)",
         edits=[R[0], R[2]]),
    dict(label="wrong", why="feedRate multiplies the hours instead of dividing them (tonnes / RatedTPH * feedRate)",
         edits=[R[0], ("	hours := tonnes / l.RatedTPH\n", "	hours := tonnes / l.RatedTPH * feedRate\n"), R[2]]),
    dict(label="wrong", why="signature changed but the call in main not updated: does not compile", breaks=True, edits=R[:2]),
    dict(label="wrong", why="parameter added first instead of last (feedRate before l), with main passing Schedule(1.0, l, t)",
         edits=[("func Schedule(l *Line, tonnes float64) (time.Duration, error) {", "func Schedule(feedRate float64, l *Line, tonnes float64) (time.Duration, error) {"), R[1],
                ("		d, err := Schedule(l, t)\n", "		d, err := Schedule(1.0, l, t)\n")]),
])

orig2 = '''package cave

import (
	"fmt"
	"sort"
	"time"
)

// Wheel is one cheese wheel on a shelf in the Combe Noire cave.
type Wheel struct {
	Code      string
	Style     string
	MadeOn    time.Time
	WeightKg  float64
	LastTurn  time.Time
	Condition *Grade
}

// Grade is the affineur's last assessment; nil until the first grading.
type Grade struct {
	Score    int // 0-20
	Notes    string
	GradedOn time.Time
}

type Shelf struct {
	Rack   string
	Level  int
	Wheels map[string]*Wheel
}

// GradeReport gives one line per wheel on the shelf, best score first.
func GradeReport(s *Shelf) []string {
	codes := make([]string, 0, len(s.Wheels))
	for code := range s.Wheels {
		codes = append(codes, code)
	}
	sort.Slice(codes, func(i, j int) bool {
		return s.Wheels[codes[i]].Condition.Score > s.Wheels[codes[j]].Condition.Score
	})
	out := make([]string, 0, len(codes))
	for _, code := range codes {
		w := s.Wheels[code]
		out = append(out, fmt.Sprintf("%s/%d %s %s %d/20", s.Rack, s.Level, code, w.Style, w.Condition.Score))
	}
	return out
}

// Turn records that a wheel was turned today.
func Turn(s *Shelf, code string, now time.Time) error {
	w := s.Wheels[code]
	w.LastTurn = now
	return nil
}
'''
T0 = "	w := s.Wheels[code]\n	w.LastTurn = now\n"
case("add_nil_check-go-wheel-turn", "shelf.go", "add_nil_check", "go", orig2, [
    ("terse", "Turn: return an error if the wheel code isn't on the shelf"),
    ("polite", "Could you make Turn return an error (mentioning the code and the rack) when the wheel isn't on the shelf, instead of panicking on a nil pointer? Please don't touch GradeReport."),
    ("declarative", "Turn must check that the wheel exists on the shelf and return a descriptive error when it doesn't, before updating LastTurn."),
    ("other", "Turn panics on an unknown code (someone scanned a label from the other cave). guard it: unknown code -> error, no panic"),
    ("other", "Turn: wenn der Laib nicht im Regal ist, einen Fehler mit Code und Regal zurückgeben statt nil-Pointer-Panic. GradeReport bleibt wie es ist."),
], [
    dict(label="right", why="comma-ok lookup; missing code returns an error naming code and rack; LastTurn set only when found",
         edits=[(T0, "	w, ok := s.Wheels[code]\n	if !ok {\n		return fmt.Errorf(\"wheel %s is not on shelf %s/%d\", code, s.Rack, s.Level)\n	}\n	w.LastTurn = now\n")]),
    dict(label="right", why="nil check on the looked-up pointer (also covers a nil entry); returns an error with code and rack",
         edits=[(T0, "	w := s.Wheels[code]\n	if w == nil {\n		return fmt.Errorf(\"turn %s: no such wheel on rack %s\", code, s.Rack)\n	}\n	w.LastTurn = now\n")]),
    dict(label="wrong", why="guard added to GradeReport's Condition use instead; Turn still dereferences a nil wheel",
         edits=[("		return s.Wheels[codes[i]].Condition.Score > s.Wheels[codes[j]].Condition.Score\n", "		ci, cj := s.Wheels[codes[i]].Condition, s.Wheels[codes[j]].Condition\n		if ci == nil || cj == nil {\n			return cj == nil && ci != nil\n		}\n		return ci.Score > cj.Score\n")]),
    dict(label="wrong", why="missing wheel silently returns nil, so the caller thinks the turn was recorded",
         edits=[(T0, "	w, ok := s.Wheels[code]\n	if !ok {\n		return nil\n	}\n	w.LastTurn = now\n")]),
    dict(label="wrong", why="check inverted (if ok return error): every real wheel is now refused and unknown codes still panic",
         edits=[(T0, "	w, ok := s.Wheels[code]\n	if ok {\n		return fmt.Errorf(\"wheel %s is not on shelf %s/%d\", code, s.Rack, s.Level)\n	}\n	w.LastTurn = now\n")]),
    dict(label="wrong", why="guard added after the LastTurn assignment, so the nil dereference happens first",
         edits=[(T0, "	w := s.Wheels[code]\n	w.LastTurn = now\n	if w == nil {\n		return fmt.Errorf(\"wheel %s is not on shelf %s/%d\", code, s.Rack, s.Level)\n	}\n")]),
])
