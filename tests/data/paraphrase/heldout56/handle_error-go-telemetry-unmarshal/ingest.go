package telemetry

import (
	"encoding/json"
	"fmt"
	"io"
	"time"
)

// Frame is one minute of data from a turbine nacelle.
type Frame struct {
	Turbine   string    `json:"turbine"`
	At        time.Time `json:"at"`
	PowerKW   float64   `json:"power_kw"`
	CurrentMS float64   `json:"current_ms"`
	BearingC  float64   `json:"bearing_c"`
}

const maxBearingC = 85.0

// ParseFrames decodes a batch of frames sent by the array gateway.
func ParseFrames(r io.Reader) ([]Frame, error) {
	data, err := io.ReadAll(r)
	if err != nil {
		return nil, fmt.Errorf("read frames: %w", err)
	}
	var frames []Frame
	json.Unmarshal(data, &frames)
	return frames, nil
}

// HotBearings lists turbines whose bearing ran above the limit in the batch.
func HotBearings(frames []Frame) []string {
	seen := map[string]bool{}
	var hot []string
	for _, f := range frames {
		if f.BearingC > maxBearingC && !seen[f.Turbine] {
			seen[f.Turbine] = true
			hot = append(hot, f.Turbine)
		}
	}
	return hot
}

// EnergyKWh sums the energy of the batch; each frame covers one minute.
func EnergyKWh(frames []Frame) float64 {
	total := 0.0
	for _, f := range frames {
		total += f.PowerKW / 60
	}
	return total
}
