package snowmaking

import (
	"fmt"
	"math"
)

// Gun is one fan gun or lance on the slope.
type Gun struct {
	ID      string
	Piste   string
	FlowLpm float64 // water flow at full output, litres per minute
	MaxWetC float64 // highest wet-bulb temperature it can make snow at
	Enabled bool
}

// WetBulb approximates the wet-bulb temperature (Stull 2011) from the
// air temperature in degrees C and the relative humidity in percent.
func WetBulb(tempC, humidity float64) float64 {
	return tempC*math.Atan(0.151977*math.Sqrt(humidity+8.313659)) +
		math.Atan(tempC+humidity) - math.Atan(humidity-1.676331) +
		0.00391838*math.Pow(humidity, 1.5)*math.Atan(0.023101*humidity) - 4.686035
}

// Output returns the share of full output a gun can run at, 0..1.
func Output(g Gun, tempC, humidity float64) float64 {
	if !g.Enabled {
		return 0
	}
	wb := WetBulb(tempC, humidity)
	if wb >= g.MaxWetC {
		return 0
	}
	// full output from 3 degrees below the gun's limit
	share := (g.MaxWetC - wb) / 3
	return math.Min(share, 1)
}

// WaterDemand is the total flow in litres per minute for a set of guns.
func WaterDemand(guns []Gun, tempC, humidity, windMs float64) float64 {
	total := 0.0
	for _, g := range guns {
		total += g.FlowLpm * Output(g, tempC, humidity)
	}
	return total
}

// Report is one line per gun for the night shift log.
func Report(guns []Gun, tempC, humidity, windMs float64) []string {
	lines := make([]string, 0, len(guns))
	for _, g := range guns {
		share := Output(g, tempC, humidity)
		lines = append(lines, fmt.Sprintf("%-6s %-12s %3.0f%% (wind %.1f m/s)", g.ID, g.Piste, share*100, windMs))
	}
	return lines
}
