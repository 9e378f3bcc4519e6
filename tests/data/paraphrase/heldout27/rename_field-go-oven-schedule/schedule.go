// Package ovens plans the night's bake on the deck and rack ovens.
package ovens

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"sort"
	"time"
)

// OvenSlot is one load in one oven.
type OvenSlot struct {
	Oven     string        `json:"oven"`
	Product  string        `json:"product"`
	Start    time.Time     `json:"start"`
	Duration time.Duration `json:"duration"`
	Temp     int           `json:"temp"`
	Steam    bool          `json:"steam"`
	Trays    int           `json:"trays"`
}

// ProofingStep is the rest before a slot; its Temp is the proofer's, not the oven's.
type ProofingStep struct {
	Product  string        `json:"product"`
	Duration time.Duration `json:"duration"`
	Temp     int           `json:"temp"`
	Humidity int           `json:"humidity"`
}

// Oven limits from the manufacturer's plates.
var maxTemp = map[string]int{
	"Deck 1": 300,
	"Deck 2": 300,
	"Rack A": 250,
	"Rack B": 250,
}

var maxTrays = map[string]int{
	"Deck 1": 8,
	"Deck 2": 8,
	"Rack A": 18,
	"Rack B": 18,
}

// How long an oven needs to move between temperatures, per 10 degrees.
const heatUpPer10 = 3 * time.Minute
const coolDownPer10 = 5 * time.Minute

var ErrOverlap = errors.New("slots overlap")

// End is when the load comes out.
func (s OvenSlot) End() time.Time {
	return s.Start.Add(s.Duration)
}

// Validate checks one slot against the oven's limits.
func (s OvenSlot) Validate() error {
	limit, ok := maxTemp[s.Oven]
	if !ok {
		return fmt.Errorf("unknown oven %q", s.Oven)
	}
	if s.Temp <= 0 || s.Temp > limit {
		return fmt.Errorf("%s: %d°C is outside 1-%d for %s", s.Product, s.Temp, limit, s.Oven)
	}
	if s.Trays > maxTrays[s.Oven] {
		return fmt.Errorf("%s: %d trays do not fit in %s", s.Product, s.Trays, s.Oven)
	}
	if s.Duration < 5*time.Minute {
		return fmt.Errorf("%s: bake time %s is too short", s.Product, s.Duration)
	}
	return nil
}

// changeover is the time an oven needs between two loads.
func changeover(prev, next OvenSlot) time.Duration {
	diff := next.Temp - prev.Temp
	if diff >= 0 {
		return time.Duration(diff/10) * heatUpPer10
	}
	return time.Duration(-diff/10) * coolDownPer10
}

// Schedule is the whole night's plan.
type Schedule struct {
	Night    string         `json:"night"`
	Slots    []OvenSlot     `json:"slots"`
	Proofing []ProofingStep `json:"proofing"`
}

// ByOven groups the slots per oven, each group sorted by start time.
func (sc *Schedule) ByOven() map[string][]OvenSlot {
	groups := make(map[string][]OvenSlot)
	for _, s := range sc.Slots {
		groups[s.Oven] = append(groups[s.Oven], s)
	}
	for _, g := range groups {
		sort.Slice(g, func(i, j int) bool { return g[i].Start.Before(g[j].Start) })
	}
	return groups
}

// Check validates every slot and makes sure no oven is double-booked,
// including the time it needs to heat up or cool down between loads.
func (sc *Schedule) Check() []error {
	var errs []error
	for _, s := range sc.Slots {
		if err := s.Validate(); err != nil {
			errs = append(errs, err)
		}
	}
	for oven, slots := range sc.ByOven() {
		for i := 1; i < len(slots); i++ {
			prev, next := slots[i-1], slots[i]
			ready := prev.End().Add(changeover(prev, next))
			if next.Start.Before(ready) {
				errs = append(errs, fmt.Errorf("%w: %s needs until %s before %s", ErrOverlap, oven, ready.Format("15:04"), next.Product))
			}
		}
	}
	for _, p := range sc.Proofing {
		if p.Temp > 40 {
			errs = append(errs, fmt.Errorf("%s: proofer at %d°C kills the yeast", p.Product, p.Temp))
		}
	}
	return errs
}

// HottestSlot is shown on the night shift's screen to plan the oven order.
func (sc *Schedule) HottestSlot() (OvenSlot, bool) {
	if len(sc.Slots) == 0 {
		return OvenSlot{}, false
	}
	best := sc.Slots[0]
	for _, s := range sc.Slots[1:] {
		if s.Temp > best.Temp {
			best = s
		}
	}
	return best, true
}

// Load reads a schedule file written by the planning sheet.
func Load(path string) (*Schedule, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var sc Schedule
	if err := json.Unmarshal(data, &sc); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return &sc, nil
}

// Summary is one line per slot for the printed oven sheet.
func (sc *Schedule) Summary() []string {
	var lines []string
	for oven, slots := range sc.ByOven() {
		for _, s := range slots {
			steam := ""
			if s.Steam {
				steam = " +steam"
			}
			lines = append(lines, fmt.Sprintf("%s %s %-22s %3d°C %3.0f min%s", oven, s.Start.Format("15:04"), s.Product, s.Temp, s.Duration.Minutes(), steam))
		}
	}
	sort.Strings(lines)
	return lines
}
