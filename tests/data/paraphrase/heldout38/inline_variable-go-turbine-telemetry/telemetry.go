package telemetry

import "time"

// Reading is a ten-minute SCADA aggregate for one turbine.
type Reading struct {
	TurbineID    string
	RatedKw      float64
	EnergyKwh    float64
	Period       time.Duration
	AvailableMin float64
	CurtailedMin float64
}

// CapacityFactor is energy produced over what the turbine could have made at rated power.
func CapacityFactor(r Reading) float64 {
	hours := r.Period.Hours()
	possible := r.RatedKw * hours
	if possible == 0 {
		return 0
	}
	return r.EnergyKwh / possible
}

// Availability is the share of the period the turbine was available, curtailment counted as available.
func Availability(r Reading) float64 {
	possible := r.Period.Minutes()
	if possible == 0 {
		return 0
	}
	return (r.AvailableMin + r.CurtailedMin) / possible
}

// LostEnergyKwh estimates energy lost to curtailment at the period's mean output.
func LostEnergyKwh(r Reading) float64 {
	running := r.AvailableMin - r.CurtailedMin
	if running <= 0 {
		return 0
	}
	return r.EnergyKwh / running * r.CurtailedMin
}
