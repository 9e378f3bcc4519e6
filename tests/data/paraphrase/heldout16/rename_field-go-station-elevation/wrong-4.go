// Package network keeps the metadata of the automatic weather stations and
// turns raw logger frames into observations corrected to sea level.
package network

import (
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"sort"
	"time"
)

// StationMeta is one station as listed in stations.json.
type StationMeta struct {
	ID         string  `json:"id"`
	Name       string  `json:"name"`
	Lat        float64 `json:"lat"`
	Lon        float64 `json:"lon"`
	ElevationM float64 `json:"elev"` // metres above mean sea level
	Region     string  `json:"region"`
	Active     bool    `json:"active"`
	MastIndex  int     `json:"mast"`
}

// Mast describes the instrument mast; its Elev is the sensor height above ground.
type Mast struct {
	Kind string  `json:"kind"`
	Elev float64 `json:"elev"`
}

// Frame is one raw logger frame.
type Frame struct {
	StationID   string
	ObservedAt  time.Time
	TempC       float64
	PressureHPa float64
	WindMS      float64
}

// Observation is a frame after correction.
type Observation struct {
	StationID      string
	ObservedAt     time.Time
	TempC          float64
	SeaLevelHPa    float64
	WindKmh        float64
	HeightAboveSea float64
}

var ErrUnknownStation = errors.New("unknown station")

// Registry holds the stations and masts loaded at start-up.
type Registry struct {
	stations map[string]StationMeta
	masts    []Mast
}

// Load parses stations.json and masts.json.
func Load(stationJSON, mastJSON []byte) (*Registry, error) {
	var list []StationMeta
	if err := json.Unmarshal(stationJSON, &list); err != nil {
		return nil, fmt.Errorf("stations: %w", err)
	}
	var masts []Mast
	if err := json.Unmarshal(mastJSON, &masts); err != nil {
		return nil, fmt.Errorf("masts: %w", err)
	}
	reg := &Registry{stations: make(map[string]StationMeta, len(list)), masts: masts}
	for _, s := range list {
		if s.ElevationM < -430 || s.ElevationM > 8850 {
			return nil, fmt.Errorf("station %s: implausible elevation %.0f m", s.ID, s.ElevationM)
		}
		reg.stations[s.ID] = s
	}
	return reg, nil
}

// seaLevelPressure reduces station pressure to sea level (hypsometric formula).
func seaLevelPressure(hpa, tempC, elev float64) float64 {
	kelvin := tempC + 273.15
	return hpa * math.Pow(1-0.0065*elev/(kelvin+0.0065*elev), -5.257)
}

// Correct turns a frame into an observation.
func (r *Registry) Correct(f Frame) (Observation, error) {
	meta, ok := r.stations[f.StationID]
	if !ok {
		return Observation{}, fmt.Errorf("%w: %s", ErrUnknownStation, f.StationID)
	}
	height := meta.ElevationM
	if meta.MastIndex >= 0 && meta.MastIndex < len(r.masts) {
		height += r.masts[meta.MastIndex].Elev
	}
	return Observation{
		StationID:      f.StationID,
		ObservedAt:     f.ObservedAt,
		TempC:          f.TempC,
		SeaLevelHPa:    seaLevelPressure(f.PressureHPa, f.TempC, meta.ElevationM),
		WindKmh:        f.WindMS * 3.6,
		HeightAboveSea: height,
	}, nil
}

// HighestInRegion returns the active stations of a region, highest first.
func (r *Registry) HighestInRegion(region string) []StationMeta {
	var out []StationMeta
	for _, s := range r.stations {
		if s.Active && s.Region == region {
			out = append(out, s)
		}
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].ElevationM == out[j].ElevationM {
			return out[i].ID < out[j].ID
		}
		return out[i].ElevationM < out[j].ElevationM
	})
	return out
}

// Describe is the one-line summary used in the operator console.
func (s StationMeta) Describe() string {
	state := "active"
	if !s.Active {
		state = "retired"
	}
	return fmt.Sprintf("%s %-24s %7.3f %8.3f %5.0f m %s", s.ID, s.Name, s.Lat, s.Lon, s.ElevationM, state)
}

// Regions lists the distinct regions that have at least one active station.
func (r *Registry) Regions() []string {
	seen := map[string]bool{}
	var out []string
	for _, s := range r.stations {
		if s.Active && !seen[s.Region] {
			seen[s.Region] = true
			out = append(out, s.Region)
		}
	}
	sort.Strings(out)
	return out
}

// Stale reports the stations whose last frame is older than maxAge.
func (r *Registry) Stale(lastSeen map[string]time.Time, now time.Time, maxAge time.Duration) []string {
	var ids []string
	for id, s := range r.stations {
		if !s.Active {
			continue
		}
		seen, ok := lastSeen[id]
		if !ok || now.Sub(seen) > maxAge {
			ids = append(ids, id)
		}
	}
	sort.Strings(ids)
	return ids
}
