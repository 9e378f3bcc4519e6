package irrigation

import (
	"fmt"
	"sort"
	"time"
)

// defaultMoistureThreshold is the volumetric soil moisture (%) below which a
// zone is watered when its crop profile does not say otherwise.
const defaultMoistureThreshold = 22.0

// maxReadingAge is how old a probe reading may be before it is ignored.
const maxReadingAge = 3 * time.Hour

type SensorReading struct {
	ProbeID  string
	Moisture float64
	TempC    float64
	TakenAt  time.Time
}

func (r SensorReading) Stale(now time.Time) bool {
	return now.Sub(r.TakenAt) > maxReadingAge
}

type Zone struct {
	ID          string
	Crop        string
	AreaHa      float64
	MinMoisture float64
	LitresPerHa float64
	Valve       int
}

type Slot struct {
	ZoneID string
	Valve  int
	Start  time.Time
	Litres float64
}

// needsWater reports whether a zone's probe reading is dry enough to irrigate.
func needsWater(reading SensorReading, now time.Time, threshold float64) bool {
	if reading.Stale(now) {
		return false
	}
	return reading.Moisture < threshold
}

// ZoneDefaults fills in the crop profile for zones that were created without one.
func ZoneDefaults(z Zone) Zone {
	if z.MinMoisture == 0 {
		z.MinMoisture = defaultMoistureThreshold
	}
	if z.LitresPerHa == 0 {
		z.LitresPerHa = 25000
	}
	return z
}

// Plan builds tonight's irrigation slots, driest zones first, one valve at a time.
func Plan(zones []Zone, readings map[string]SensorReading, start time.Time, now time.Time) []Slot {
	type candidate struct {
		zone     Zone
		moisture float64
	}
	var due []candidate
	for _, z := range zones {
		z = ZoneDefaults(z)
		r, ok := readings[z.ID]
		if !ok {
			continue
		}
		if needsWater(r, now, z.MinMoisture) {
			due = append(due, candidate{z, r.Moisture})
		}
	}
	sort.Slice(due, func(i, j int) bool { return due[i].moisture < due[j].moisture })

	var slots []Slot
	t := start
	for _, c := range due {
		litres := c.zone.AreaHa * c.zone.LitresPerHa
		slots = append(slots, Slot{ZoneID: c.zone.ID, Valve: c.zone.Valve, Start: t, Litres: litres})
		t = t.Add(time.Duration(litres/600) * time.Minute)
	}
	return slots
}

// DryZonesReport lists zones that need water, for the morning e-mail to the farm manager.
func DryZonesReport(zones []Zone, readings map[string]SensorReading, now time.Time) []string {
	var lines []string
	for _, z := range zones {
		z = ZoneDefaults(z)
		r, ok := readings[z.ID]
		if !ok {
			lines = append(lines, fmt.Sprintf("%s (%s): no probe reading", z.ID, z.Crop))
			continue
		}
		if needsWater(r, now) {
			lines = append(lines, fmt.Sprintf("%s (%s): %.1f%% moisture", z.ID, z.Crop, r.Moisture))
		}
	}
	return lines
}
