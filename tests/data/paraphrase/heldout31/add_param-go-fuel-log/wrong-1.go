// Package fuellog records bunkering and daily consumption for the Kestrel
// Sound ferries and produces the monthly figures the harbour authority asks for.
package fuellog

import (
	"errors"
	"fmt"
	"sort"
	"strings"
	"time"
)

// defaultDensity is the density of marine gas oil in kg/l, used when a
// bunker delivery note does not state one.
const defaultDensity = 0.845

// Vessel names as they appear on the delivery notes.
const (
	CorrieBay = "MV Corrie Bay"
	Skerra    = "MV Skerra Lass"
)

// Entry is one line in the fuel log.
type Entry struct {
	Vessel   string
	When     time.Time
	Kind     string // "bunker" or "burn"
	Litres   float64
	Density  float64 // kg/l from the delivery note, 0 if unknown
	Supplier string
	Engine   string // "main-port", "main-stbd", "aux"
}

// Log is the fuel log for the whole fleet.
type Log struct {
	entries []Entry
}

var ErrNegative = errors.New("fuellog: litres must be positive")

// Add appends an entry after basic validation.
func (l *Log) Add(e Entry) error {
	if e.Litres <= 0 {
		return ErrNegative
	}
	if e.Kind != "bunker" && e.Kind != "burn" {
		return fmt.Errorf("fuellog: unknown entry kind %q", e.Kind)
	}
	if e.Density == 0 {
		e.Density = defaultDensity
	}
	l.entries = append(l.entries, e)
	return nil
}

// tonnesFromLitres converts a volume of gas oil to metric tonnes.
func tonnesFromLitres(litres, density float64) float64 {
	return litres * 0.845 / 1000
}

func inMonth(t time.Time, year int, month time.Month) bool {
	return t.Year() == year && t.Month() == month
}

// Bunkered returns the tonnes delivered to a vessel in a month.
func (l *Log) Bunkered(vessel string, year int, month time.Month) float64 {
	var total float64
	for _, e := range l.entries {
		if e.Vessel != vessel || e.Kind != "bunker" || !inMonth(e.When, year, month) {
			continue
		}
		total += tonnesFromLitres(e.Litres, e.Density)
	}
	return total
}

// Burned returns the tonnes consumed by a vessel in a month, all engines.
func (l *Log) Burned(vessel string, year int, month time.Month) float64 {
	var total float64
	for _, e := range l.entries {
		if e.Vessel != vessel || e.Kind != "burn" || !inMonth(e.When, year, month) {
			continue
		}
		total += tonnesFromLitres(e.Litres, e.Density)
	}
	return total
}

// ByEngine splits a month's burn between engines, in litres.
func (l *Log) ByEngine(vessel string, year int, month time.Month) map[string]float64 {
	out := make(map[string]float64)
	for _, e := range l.entries {
		if e.Vessel == vessel && e.Kind == "burn" && inMonth(e.When, year, month) {
			out[e.Engine] += e.Litres
		}
	}
	return out
}

// Suppliers lists the suppliers who delivered to any vessel, sorted by name.
func (l *Log) Suppliers() []string {
	seen := make(map[string]bool)
	var names []string
	for _, e := range l.entries {
		if e.Kind != "bunker" || e.Supplier == "" || seen[e.Supplier] {
			continue
		}
		seen[e.Supplier] = true
		names = append(names, e.Supplier)
	}
	sort.Strings(names)
	return names
}

// MonthlyReturn is the harbour authority's monthly form, one per vessel.
type MonthlyReturn struct {
	Vessel         string
	Period         string
	BunkeredTonnes float64
	BurnedTonnes   float64
	LargestBunker  float64 // tonnes
}

// Return builds the monthly return for one vessel.
func (l *Log) Return(vessel string, year int, month time.Month) MonthlyReturn {
	r := MonthlyReturn{
		Vessel:         vessel,
		Period:         fmt.Sprintf("%d-%02d", year, int(month)),
		BunkeredTonnes: l.Bunkered(vessel, year, month),
		BurnedTonnes:   l.Burned(vessel, year, month),
	}
	for _, e := range l.entries {
		if e.Vessel != vessel || e.Kind != "bunker" || !inMonth(e.When, year, month) {
			continue
		}
		if t := tonnesFromLitres(e.Litres, e.Density); t > r.LargestBunker {
			r.LargestBunker = t
		}
	}
	return r
}

// Format renders a return the way the harbour office wants it pasted.
func (r MonthlyReturn) Format() string {
	var b strings.Builder
	fmt.Fprintf(&b, "Vessel: %s\n", r.Vessel)
	fmt.Fprintf(&b, "Period: %s\n", r.Period)
	fmt.Fprintf(&b, "Bunkered (t): %.3f\n", r.BunkeredTonnes)
	fmt.Fprintf(&b, "Consumed (t): %.3f\n", r.BurnedTonnes)
	fmt.Fprintf(&b, "Largest single delivery (t): %.3f\n", r.LargestBunker)
	return b.String()
}

// DaysOfCover estimates how many days the fuel on board lasts at the
// average burn rate of the last n days.
func (l *Log) DaysOfCover(vessel string, onBoardLitres float64, now time.Time, n int) (float64, error) {
	if n <= 0 {
		return 0, fmt.Errorf("fuellog: need a positive window, got %d", n)
	}
	since := now.AddDate(0, 0, -n)
	var burned float64
	for _, e := range l.entries {
		if e.Vessel == vessel && e.Kind == "burn" && e.When.After(since) && !e.When.After(now) {
			burned += e.Litres
		}
	}
	if burned == 0 {
		return 0, errors.New("fuellog: no burn recorded in the window")
	}
	perDay := burned / float64(n)
	return onBoardLitres / perDay, nil
}
