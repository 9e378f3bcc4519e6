package irrigation

import (
	"errors"
	"fmt"
	"time"
)

// Pump drives one of the submersible feed pumps in the grow room.
type Pump struct {
	ID        string
	Zone      string
	FlowLPM   float64
	running   bool
	startedAt time.Time
}

var ErrPumpBusy = errors.New("pump already running")

// MaxPumpRunSeconds is the longest a feed pump may run in one go.
const MaxPumpRunSeconds int = 1800

func (p *Pump) Start(now time.Time) error {
	if p.running {
		return ErrPumpBusy
	}
	p.running = true
	p.startedAt = now
	return nil
}

func (p *Pump) Stop() { p.running = false }

// Overrun reports whether the pump has been on longer than allowed.
func (p *Pump) Overrun(now time.Time) bool {
	return p.running && now.Sub(p.startedAt) > time.Duration(MaxPumpRunSeconds)*time.Second
}

// PlanFill returns how long the pump must run to move the given volume.
func PlanFill(p *Pump, litres float64) (time.Duration, error) {
	seconds := litres / p.FlowLPM * 60
	if seconds > MaxPumpRunSeconds {
		return 0, fmt.Errorf("filling %.0f L on %s needs %.0f s, over the limit", litres, p.ID, seconds)
	}
	return time.Duration(seconds * float64(time.Second)), nil
}

// CO2ValveOpen says whether enrichment may continue; it stops above 1800 ppm.
func CO2ValveOpen(ppm int) bool {
	return ppm < 1800
}
