package cave

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
	if w == nil {
		return fmt.Errorf("wheel %s is not on shelf %s/%d", code, s.Rack, s.Level)
	}
	return nil
}
