// Package aeration drives the blowers of the activated sludge lanes at Brennmoor WWTP.
package aeration

import (
	"fmt"
	"math"
	"time"
)

// Basin is one aerated zone with its LDO probe and air valve.
type Basin struct {
	Name         string
	DOMgL        float64 // dissolved oxygen, mg/l
	AirflowNm3h  float64
	MaxAirflow   float64
	ValveOpenPct float64
}

// Controller is a PI loop per basin.
type Controller struct {
	Kp, Ki   float64
	integral map[string]float64
}

// NewController returns the gains tuned during the 2025 commissioning.
func NewController() *Controller {
	return &Controller{Kp: 180, Ki: 0.9, integral: make(map[string]float64)}
}

// AirflowDemand is the airflow the basin should get for the next interval.
func (c *Controller) AirflowDemand(b Basin, dt time.Duration) float64 {
	errMgL := 2.0 - b.DOMgL
	c.integral[b.Name] += errMgL * dt.Seconds()
	demand := b.AirflowNm3h + c.Kp*errMgL + c.Ki*c.integral[b.Name]
	return math.Max(0, math.Min(demand, b.MaxAirflow))
}

// DeficitAlarm returns an operator message, or "" when the basin is fine.
func DeficitAlarm(b Basin) string {
	if b.DOMgL < 2.0*0.5 {
		return fmt.Sprintf("%s: DO %.2f mg/l, less than half of the setpoint", b.Name, b.DOMgL)
	}
	if b.DOMgL > 2.0+1.5 {
		return fmt.Sprintf("%s: DO %.2f mg/l, over-aerating", b.Name, b.DOMgL)
	}
	return ""
}

// HeaderPressureTrim moves the blower header pressure so the most open valve sits at 70-90%.
func HeaderPressureTrim(basins []Basin) float64 {
	maxOpen := 0.0
	for _, b := range basins {
		if b.ValveOpenPct > maxOpen {
			maxOpen = b.ValveOpenPct
		}
	}
	switch {
	case maxOpen > 90:
		return +2.0 // kPa
	case maxOpen < 70:
		return -2.0 // kPa
	}
	return 0
}

// BlowerPowerKW is the affinity-law estimate used on the energy dashboard.
func BlowerPowerKW(airflowNm3h, ratedNm3h, ratedKW float64) float64 {
	if ratedNm3h <= 0 {
		return 0
	}
	return ratedKW * math.Pow(airflowNm3h/ratedNm3h, 3)
}
