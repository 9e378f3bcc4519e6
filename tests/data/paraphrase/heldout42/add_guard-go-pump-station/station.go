// Package pumping controls the booster stations of the Millbrook supply zone.
//
// Each station runs up to four duty pumps against a pressure setpoint. The
// SCADA gateway pushes new setpoints; the controller applies them when the
// station is in auto mode and records every change for the regulator.
package pumping

import (
	"errors"
	"fmt"
	"sort"
	"sync"
	"time"
)

// Mode is the operating mode of a station.
type Mode int

const (
	Manual Mode = iota
	Auto
	Isolated
)

func (m Mode) String() string {
	switch m {
	case Manual:
		return "manual"
	case Auto:
		return "auto"
	case Isolated:
		return "isolated"
	}
	return fmt.Sprintf("mode(%d)", int(m))
}

// Setpoint is a target discharge pressure pushed from SCADA.
type Setpoint struct {
	StationID string
	Bar       float64
	Source    string
	IssuedAt  time.Time
}

// Pump is one duty pump inside a station.
type Pump struct {
	Tag      string
	RatedKW  float64
	Running  bool
	RunHours float64
}

// Change is one entry of the regulator audit trail.
type Change struct {
	At     time.Time
	From   float64
	To     float64
	Source string
}

// Station is a booster station.
type Station struct {
	mu       sync.Mutex
	ID       string
	Mode     Mode
	Setpoint float64
	MinBar   float64
	MaxBar   float64
	Pumps    []*Pump
	audit    []Change
}

var (
	ErrNotAuto      = errors.New("station not in auto mode")
	ErrOutOfRange   = errors.New("setpoint outside station limits")
	ErrWrongStation = errors.New("setpoint addressed to another station")
	ErrNoSetpoint   = errors.New("no setpoint given")
)

// NewStation returns a station in manual mode with the given limits.
func NewStation(id string, minBar, maxBar float64, pumps ...*Pump) *Station {
	return &Station{ID: id, Mode: Manual, MinBar: minBar, MaxBar: maxBar, Pumps: pumps}
}

// ApplySetpoint applies a SCADA setpoint when the station is in auto mode.
func (s *Station) ApplySetpoint(sp *Setpoint) error {
	if sp.StationID != s.ID {
		return ErrWrongStation
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.Mode != Auto {
		return ErrNotAuto
	}
	if sp.Bar < s.MinBar || sp.Bar > s.MaxBar {
		return fmt.Errorf("%w: %.2f bar (limits %.2f-%.2f)", ErrOutOfRange, sp.Bar, s.MinBar, s.MaxBar)
	}
	s.audit = append(s.audit, Change{At: sp.IssuedAt, From: s.Setpoint, To: sp.Bar, Source: sp.Source})
	s.Setpoint = sp.Bar
	return nil
}

// SetMode switches the operating mode. Isolating a station stops all pumps.
func (s *Station) SetMode(m Mode) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.Mode = m
	if m == Isolated {
		for _, p := range s.Pumps {
			p.Running = false
		}
	}
}

// DutyPumps returns how many pumps should run for a demand in litres per second.
// Each pump covers roughly 45 l/s; at least one pump runs while in auto mode.
func (s *Station) DutyPumps(demandLps float64) int {
	if s.Mode != Auto {
		return 0
	}
	n := int(demandLps/45) + 1
	if n > len(s.Pumps) {
		n = len(s.Pumps)
	}
	return n
}

// Rotate starts the n pumps with the fewest run hours and stops the rest,
// so wear is spread evenly across the station.
func (s *Station) Rotate(n int) []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	order := make([]*Pump, len(s.Pumps))
	copy(order, s.Pumps)
	sort.Slice(order, func(i, j int) bool { return order[i].RunHours < order[j].RunHours })
	started := []string{}
	for i, p := range order {
		p.Running = i < n
		if p.Running {
			started = append(started, p.Tag)
		}
	}
	return started
}

// Audit returns a copy of the regulator audit trail.
func (s *Station) Audit() []Change {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := make([]Change, len(s.audit))
	copy(out, s.audit)
	return out
}

// PowerKW is the electrical load of the running pumps.
func (s *Station) PowerKW() float64 {
	total := 0.0
	for _, p := range s.Pumps {
		if p.Running {
			total += p.RatedKW
		}
	}
	return total
}

// Summary is a one-line status for the control room wall.
func (s *Station) Summary() string {
	running := 0
	for _, p := range s.Pumps {
		if p.Running {
			running++
		}
	}
	return fmt.Sprintf("%s %s sp=%.2f bar pumps=%d/%d load=%.0f kW",
		s.ID, s.Mode, s.Setpoint, running, len(s.Pumps), s.PowerKW())
}
