package climate

import (
	"encoding/json"
	"fmt"
	"os"
)

// Zone is one gallery's climate set-points as kept by the conservators.
type Zone struct {
	Name      string   `json:"name"`
	MinTempC  float64  `json:"min_temp_c"`
	MaxTempC  float64  `json:"max_temp_c"`
	MinRH     float64  `json:"min_rh"`
	MaxRH     float64  `json:"max_rh"`
	SensorIDs []string `json:"sensor_ids"`
}

// LoadZones reads the zone file the BMS bridge was started with.
func LoadZones(path string) ([]Zone, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("open zone file %s: %v", path, err)
	}
	defer f.Close()

	var zones []Zone
	if err := json.NewDecoder(f).Decode(&zones); err != nil {
		return nil, fmt.Errorf("decode zone file %s: %v", path, err)
	}
	return zones, nil
}

// ZoneFor finds the zone a sensor belongs to.
func ZoneFor(zones []Zone, sensorID string) (Zone, bool) {
	for _, z := range zones {
		for _, id := range z.SensorIDs {
			if id == sensorID {
				return z, true
			}
		}
	}
	return Zone{}, false
}
