// Package telemetry decodes the hive scale uplinks and keeps the latest
// reading per hive for the Brackenridge dashboard.
package telemetry

import (
	"encoding/json"
	"fmt"
	"sync"
	"time"
)

// Reading is one uplink from a hive scale, as published to the dashboard.
type Reading struct {
	HiveID      string    `json:"hive_id"`
	TakenAt     time.Time `json:"taken_at"`
	WeightGrams int       `json:"weight_grams"`
	TempC       float64   `json:"temp_c"`
	Humidity    float64   `json:"humidity"`
	BatteryMV   int       `json:"battery_mv"`
}

// Station is a gateway in an apiary; it is stored in the config database,
// not sent to the dashboard.
type Station struct {
	Name      string  `json:"name"`
	Apiary    string  `json:"apiary"`
	Latitude  float64 `json:"latitude"`
	Longitude float64 `json:"longitude"`
}

// Latest keeps the most recent reading per hive.
type Latest struct {
	mu       sync.Mutex
	readings map[string]Reading
}

func NewLatest() *Latest {
	return &Latest{readings: make(map[string]Reading)}
}

func (l *Latest) Put(r Reading) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if old, ok := l.readings[r.HiveID]; ok && old.TakenAt.After(r.TakenAt) {
		return
	}
	l.readings[r.HiveID] = r
}

// JSON renders one hive's latest reading for the dashboard API.
func (l *Latest) JSON(hiveID string) ([]byte, error) {
	l.mu.Lock()
	r, ok := l.readings[hiveID]
	l.mu.Unlock()
	if !ok {
		return nil, fmt.Errorf("no reading for hive %q", hiveID)
	}
	return json.Marshal(r)
}
