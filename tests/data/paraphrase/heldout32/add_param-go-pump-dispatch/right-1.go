// Package main dispatches booster pumps at the Eastbrook pump stations.
//
// Every minute the dispatcher reads the reservoir level of each station and
// decides which pumps to start or stop. Pumps are rotated by run hours so
// they wear evenly.
package main

import (
	"errors"
	"fmt"
	"log"
	"sort"
	"time"
)

const (
	startLevelM   = 2.4
	stopLevelM    = 4.1
	staleAfter    = 10 * time.Minute
	maxStartsHour = 6
)

// Pump is one motor-driven pump in a station.
type Pump struct {
	ID       string
	Running  bool
	RunHours float64
	LastStop time.Time
	Starts   []time.Time
	Faulted  bool
	RatedLPS float64
}

// Station groups pumps that lift into the same reservoir.
type Station struct {
	Code      string
	Name      string
	Pumps     []*Pump
	LevelM    float64
	ReadAt    time.Time
	MinRest   time.Duration
	DutyPumps int
}

// Action is a start or stop the dispatcher wants the PLC to carry out.
type Action struct {
	Station string
	Pump    string
	Start   bool
	Reason  string
}

var errStaleLevel = errors.New("level reading is stale")

func startsInLastHour(p *Pump, now time.Time) int {
	n := 0
	for _, t := range p.Starts {
		if now.Sub(t) < time.Hour {
			n++
		}
	}
	return n
}

// canStart reports whether a stopped pump may be started now.
func canStart(p *Pump, minRest time.Duration, now time.Time) bool {
	if p.Running || p.Faulted {
		return false
	}
	if now.Sub(p.LastStop) < minRest {
		return false
	}
	return startsInLastHour(p, now) < maxStartsHour
}

func runningCount(s *Station) int {
	n := 0
	for _, p := range s.Pumps {
		if p.Running {
			n++
		}
	}
	return n
}

// byWear orders pumps so the least-used one comes first.
func byWear(pumps []*Pump) []*Pump {
	out := make([]*Pump, len(pumps))
	copy(out, pumps)
	sort.Slice(out, func(i, j int) bool { return out[i].RunHours < out[j].RunHours })
	return out
}

func planStation(s *Station, now time.Time) ([]Action, error) {
	if now.Sub(s.ReadAt) > staleAfter {
		return nil, fmt.Errorf("%s: %w", s.Code, errStaleLevel)
	}
	var actions []Action
	running := runningCount(s)
	switch {
	case s.LevelM <= startLevelM && running < s.DutyPumps:
		for _, p := range byWear(s.Pumps) {
			if running >= s.DutyPumps {
				break
			}
			if canStart(p, s.MinRest, now) {
				actions = append(actions, Action{s.Code, p.ID, true, fmt.Sprintf("level %.2f m", s.LevelM)})
				running++
			}
		}
	case s.LevelM >= stopLevelM && running > 0:
		for _, p := range s.Pumps {
			if p.Running {
				actions = append(actions, Action{s.Code, p.ID, false, fmt.Sprintf("level %.2f m", s.LevelM)})
			}
		}
	}
	return actions, nil
}

// standbyFor picks a replacement when a running pump faults.
func standbyFor(s *Station, faulted *Pump, now time.Time) *Pump {
	for _, p := range byWear(s.Pumps) {
		if p == faulted {
			continue
		}
		if canStart(p, s.MinRest, now) {
			return p
		}
	}
	return nil
}

func handleFault(s *Station, faulted *Pump, now time.Time) []Action {
	faulted.Faulted = true
	actions := []Action{{s.Code, faulted.ID, false, "fault"}}
	if repl := standbyFor(s, faulted, now); repl != nil {
		actions = append(actions, Action{s.Code, repl.ID, true, "standby for " + faulted.ID})
	} else {
		log.Printf("%s: no standby available for %s", s.Code, faulted.ID)
	}
	return actions
}

func dispatch(stations []*Station, now time.Time) []Action {
	var all []Action
	for _, s := range stations {
		acts, err := planStation(s, now)
		if err != nil {
			log.Printf("skip %v", err)
			continue
		}
		all = append(all, acts...)
	}
	return all
}

func main() {
	now := time.Now()
	riverside := &Station{
		Code:      "PS-03",
		Name:      "Riverside Lift",
		LevelM:    2.1,
		ReadAt:    now.Add(-30 * time.Second),
		MinRest:   15 * time.Minute,
		DutyPumps: 2,
		Pumps: []*Pump{
			{ID: "P1", RunHours: 18211, LastStop: now.Add(-2 * time.Hour), RatedLPS: 95},
			{ID: "P2", RunHours: 17650, LastStop: now.Add(-40 * time.Minute), RatedLPS: 95},
			{ID: "P3", RunHours: 9020, LastStop: now.Add(-5 * time.Minute), RatedLPS: 60},
		},
	}
	for _, a := range dispatch([]*Station{riverside}, now) {
		fmt.Printf("%s %s start=%v (%s)\n", a.Station, a.Pump, a.Start, a.Reason)
	}
	_ = handleFault
}
