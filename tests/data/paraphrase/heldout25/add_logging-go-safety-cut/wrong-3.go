// Package roaster drives the burner and drum of the 15 kg Probat at the
// Saltmarsh Lane roastery from one-second probe readings.
package roaster

import (
	"errors"
	"fmt"
	"log"
	"math"
	"time"
)

// ErrProbeFault is returned when the probes keep sending implausible values.
var ErrProbeFault = errors.New("roaster: probe fault, burner off")

// Config holds the per-machine limits; values come from roaster.toml.
type Config struct {
	SafetyLimitC         float64 // bean temperature that cuts the burner
	MaxConsecutiveFaults int
	DrumRPM              int
	TargetRoR            float64 // degrees C per minute during development
	Gain                 float64
}

// Reading is one sample from the bean and environment probes.
type Reading struct {
	At        time.Time
	BeanTempC float64
	EnvTempC  float64
	DrumRPM   int
}

func (r Reading) validate() error {
	if math.IsNaN(r.BeanTempC) || r.BeanTempC < -20 || r.BeanTempC > 400 {
		return fmt.Errorf("bean probe out of range: %.1f", r.BeanTempC)
	}
	if math.IsNaN(r.EnvTempC) || r.EnvTempC < -20 || r.EnvTempC > 500 {
		return fmt.Errorf("environment probe out of range: %.1f", r.EnvTempC)
	}
	return nil
}

// Command is what the controller sends to the burner and drum drives.
type Command struct {
	BurnerPct float64
	DrumRPM   int
	Airflow   float64
}

// Phase of the roast, derived from the bean temperature.
type Phase int

const (
	Charging Phase = iota
	Drying
	Maillard
	Development
)

func (p Phase) String() string {
	switch p {
	case Drying:
		return "drying"
	case Maillard:
		return "maillard"
	case Development:
		return "development"
	}
	return "charging"
}

// Controller keeps the state of one batch.
type Controller struct {
	cfg        Config
	history    []Reading
	last       Command
	faults     int
	tripped    bool
	firstCrack time.Time
}

func NewController(cfg Config) *Controller {
	return &Controller{cfg: cfg, last: Command{BurnerPct: 60, DrumRPM: cfg.DrumRPM, Airflow: 30}}
}

// RateOfRise is the bean temperature change over the last 30 readings, per minute.
func (c *Controller) RateOfRise() float64 {
	n := len(c.history)
	if n < 2 {
		return 0
	}
	from := n - 30
	if from < 0 {
		from = 0
	}
	first, last := c.history[from], c.history[n-1]
	minutes := last.At.Sub(first.At).Minutes()
	if minutes == 0 {
		return 0
	}
	return (last.BeanTempC - first.BeanTempC) / minutes
}

func (c *Controller) phase(beanC float64) Phase {
	switch {
	case !c.firstCrack.IsZero():
		return Development
	case beanC >= 150:
		return Maillard
	case beanC >= 100:
		return Drying
	}
	return Charging
}

// MarkFirstCrack is called when the roaster hears first crack.
func (c *Controller) MarkFirstCrack(at time.Time) {
	if c.firstCrack.IsZero() {
		c.firstCrack = at
	}
}

// Step takes one reading and returns the next command for the drives.
func (c *Controller) Step(r Reading) (Command, error) {
	if err := r.validate(); err != nil {
		c.faults++
		if c.faults >= c.cfg.MaxConsecutiveFaults {
			c.last = Command{BurnerPct: 0, DrumRPM: c.cfg.DrumRPM, Airflow: 100}
			return c.last, ErrProbeFault
		}
		return c.last, nil
	}
	c.faults = 0
	c.history = append(c.history, r)

	if r.BeanTempC >= c.cfg.SafetyLimitC {
		log.Printf("roaster: bean temperature %.1f C over safety limit %.1f C, cutting burner", r.BeanTempC, c.cfg.SafetyLimitC)
		c.tripped = true
		c.last = Command{BurnerPct: 0, DrumRPM: c.cfg.DrumRPM, Airflow: 100}
		return c.last, nil
	}
	if c.tripped {
		// stays off until the operator resets the batch
		return c.last, nil
	}

	burner := c.last.BurnerPct
	if c.phase(r.BeanTempC) == Development {
		burner += c.cfg.Gain * (c.cfg.TargetRoR - c.RateOfRise())
	}
	burner = math.Max(0, math.Min(100, burner))
	c.last = Command{BurnerPct: burner, DrumRPM: c.cfg.DrumRPM, Airflow: c.last.Airflow}
	return c.last, nil
}

// Summary is printed on the batch card when the beans are dropped.
func (c *Controller) Summary() string {
	if len(c.history) == 0 {
		return "no readings"
	}
	start, end := c.history[0].At, c.history[len(c.history)-1].At
	s := fmt.Sprintf("roast %s, drop at %.1f C", end.Sub(start).Round(time.Second), c.history[len(c.history)-1].BeanTempC)
	if !c.firstCrack.IsZero() {
		s += fmt.Sprintf(", development %s", end.Sub(c.firstCrack).Round(time.Second))
	}
	if c.tripped {
		s += " (SAFETY CUT)"
	}
	return s
}
