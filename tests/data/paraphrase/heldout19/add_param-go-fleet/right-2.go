// Package quota tracks landing allowances and trip plans for the Skagerrak
// Pelagic fleet. Allowances are shared out by hold capacity; every landing is
// booked against the vessel's share for the species.
package quota

import (
	"errors"
	"fmt"
	"sort"
	"strings"
	"time"
)

type Gear string

const (
	GearTrawl    Gear = "trawl"
	GearPurse    Gear = "purse-seine"
	GearLongline Gear = "longline"
)

// minFreshness is the share of a trip's catch that must grade A at the auction.
const minFreshness = 0.95

type Vessel struct {
	Callsign   string
	Name       string
	LengthM    float64
	Gear       Gear
	HoldTonnes float64
	HomePort   string
}

type Landing struct {
	Callsign string
	Species  string
	Tonnes   float64
	GradeA   float64 // tonnes graded A at the auction
	At       time.Time
	Port     string
}

type TripPlan struct {
	Callsign string
	Species  string
	Tonnes   float64
	Sail     time.Time
	Return   time.Time
}

var (
	ErrUnknownVessel = errors.New("quota: unknown vessel")
	ErrOverQuota     = errors.New("quota: landing exceeds allowance")
)

type Ledger struct {
	annual  map[string]float64            // species -> fleet tonnes for the year
	landed  map[string]map[string]float64 // callsign -> species -> tonnes
	vessels map[string]Vessel
}

func NewLedger(annual map[string]float64) *Ledger {
	return &Ledger{
		annual:  annual,
		landed:  make(map[string]map[string]float64),
		vessels: make(map[string]Vessel),
	}
}

func (l *Ledger) Register(v Vessel) {
	l.vessels[v.Callsign] = v
	if l.landed[v.Callsign] == nil {
		l.landed[v.Callsign] = make(map[string]float64)
	}
}

// shareOf returns the vessel's share of the fleet's total hold capacity.
func (l *Ledger) shareOf(v Vessel) float64 {
	var fleet float64
	for _, other := range l.vessels {
		fleet += other.HoldTonnes
	}
	if fleet == 0 {
		return 0
	}
	return v.HoldTonnes / fleet
}

// Allowance returns how many tonnes of species the vessel may still land this year.
func (l *Ledger) Allowance(callsign, species string) (float64, error) {
	v, ok := l.vessels[callsign]
	if !ok {
		return 0, ErrUnknownVessel
	}
	total := l.annual[species] * l.shareOf(v)
	if v.Gear == GearLongline {
		total *= 1.1 // longliners get a 10 % bonus for low bycatch
	}
	left := total - l.landed[callsign][species]
	if left < 0 {
		return 0, nil
	}
	return left, nil
}

// Record books a landing against the vessel's allowance.
func (l *Ledger) Record(ld Landing) error {
	left, err := l.Allowance(ld.Callsign, ld.Species)
	if err != nil {
		return err
	}
	if ld.Tonnes > left {
		return fmt.Errorf("%w: %s wants %.1f t of %s, %.1f t left", ErrOverQuota, ld.Callsign, ld.Tonnes, ld.Species, left)
	}
	l.landed[ld.Callsign][ld.Species] += ld.Tonnes
	return nil
}

// FreshnessOK reports whether enough of the landing graded A.
func FreshnessOK(ld Landing) bool {
	if ld.Tonnes == 0 {
		return true
	}
	return ld.GradeA/ld.Tonnes >= minFreshness
}

// TripCapacity is how much a single trip can bring home: the remaining
// allowance, but never more than the hold can take with room for ice.
func TripCapacity(v Vessel, allowance float64, fillFactor float64) float64 {
	capped := v.HoldTonnes * fillFactor
	if allowance < capped {
		return allowance
	}
	return capped
}

// PlanTrip proposes a trip for the vessel, or nil when nothing is left to catch.
func (l *Ledger) PlanTrip(callsign, species string, sail time.Time) (*TripPlan, error) {
	left, err := l.Allowance(callsign, species)
	if err != nil {
		return nil, err
	}
	v := l.vessels[callsign]
	tonnes := TripCapacity(v, left, 0.95)
	if tonnes < 1 {
		return nil, nil
	}
	hours := 36 * time.Hour
	if v.Gear == GearLongline {
		hours = 60 * time.Hour
	}
	return &TripPlan{Callsign: callsign, Species: species, Tonnes: tonnes, Sail: sail, Return: sail.Add(hours)}, nil
}

// Report lists, per vessel, what is left of each species and what one trip could take.
func (l *Ledger) Report(species []string) string {
	callsigns := make([]string, 0, len(l.vessels))
	for c := range l.vessels {
		callsigns = append(callsigns, c)
	}
	sort.Strings(callsigns)

	var b strings.Builder
	fmt.Fprintf(&b, "%-8s %-14s %8s %8s\n", "vessel", "species", "left t", "trip t")
	for _, c := range callsigns {
		v := l.vessels[c]
		for _, s := range species {
			left, _ := l.Allowance(c, s)
			fmt.Fprintf(&b, "%-8s %-14s %8.1f %8.1f\n", c, s, left, TripCapacity(v, left, 0.95))
		}
	}
	return b.String()
}
