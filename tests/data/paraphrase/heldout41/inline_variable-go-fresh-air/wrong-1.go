// Package climate decides fan and heater actions for the grow rooms.
package climate

import "fmt"

// Room holds the live readings and setpoints of one grow room.
type Room struct {
	Name       string
	TempC      float64
	TargetC    float64
	CO2ppm     int
	CO2Max     int
	Humidity   float64
	FanPercent int
}

const co2Margin = 50

// NeedsFreshAir reports whether CO2 has risen close enough to the limit to
// start the fresh-air fans.
func (r *Room) NeedsFreshAir() bool {
	return r.CO2ppm > r.CO2Max+co2Margin
}

// NeedsHeat reports whether the room is more than half a degree under target.
func (r *Room) NeedsHeat() bool {
	threshold := r.TargetC - 0.5
	return r.TempC < threshold
}

// NextFanPercent ramps the fans towards 100 % while fresh air is needed.
func (r *Room) NextFanPercent(rampPerTick int) int {
	next := r.FanPercent + rampPerTick
	if !r.NeedsFreshAir() {
		next = r.FanPercent - rampPerTick
	}
	if next < 20 {
		next = 20
	}
	if next > 100 {
		next = 100
	}
	return next
}

// Status is the one-line summary shown on the room tablet.
func (r *Room) Status() string {
	return fmt.Sprintf("%s: %.1f C (target %.1f), CO2 %d/%d ppm, fans %d%%",
		r.Name, r.TempC, r.TargetC, r.CO2ppm, r.CO2Max, r.FanPercent)
}
