// Package zones evaluates pressure logger readings for the Dunmore Valley
// water network and raises alarms for the control room.
package main

import (
	"errors"
	"fmt"
	"sort"
	"strings"
	"time"
)

const (
	// LowPressureBar is the level below which customers notice weak flow.
	LowPressureBar = 1.8
	// HighPressureBar is the level above which burst risk rises sharply.
	HighPressureBar = 7.5
	// StaleAfter is how long a logger may stay silent before it is flagged.
	StaleAfter = 30 * time.Minute
	// SurgeDeltaBar is the largest swing allowed between two readings.
	SurgeDeltaBar = 1.8
)

// Reading is one sample from a pressure logger.
type Reading struct {
	LoggerID string
	Zone     string
	At       time.Time
	Bar      float64
}

// Zone is a pressure management area fed by one pressure reducing valve.
type Zone struct {
	Code        string
	Name        string
	ValveSetBar float64
	Loggers     []string
}

// Alarm is raised for the control room dashboard.
type Alarm struct {
	Zone     string
	LoggerID string
	Kind     string
	Detail   string
	At       time.Time
}

// ErrUnknownZone is returned when a reading names a zone that is not configured.
var ErrUnknownZone = errors.New("unknown pressure zone")

// Network holds the configured zones and the latest reading per logger.
type Network struct {
	zones  map[string]Zone
	latest map[string]Reading
}

// NewNetwork builds a network from its zones.
func NewNetwork(zones []Zone) *Network {
	n := &Network{zones: map[string]Zone{}, latest: map[string]Reading{}}
	for _, z := range zones {
		n.zones[z.Code] = z
	}
	return n
}

// Record stores a reading and returns the alarms it triggers.
func (n *Network) Record(r Reading) ([]Alarm, error) {
	if _, ok := n.zones[r.Zone]; !ok {
		return nil, fmt.Errorf("%w: %s", ErrUnknownZone, r.Zone)
	}
	var alarms []Alarm
	if r.Bar < LowPressureBar {
		alarms = append(alarms, Alarm{r.Zone, r.LoggerID, "low", fmt.Sprintf("%.2f bar", r.Bar), r.At})
	}
	if r.Bar > HighPressureBar {
		alarms = append(alarms, Alarm{r.Zone, r.LoggerID, "high", fmt.Sprintf("%.2f bar", r.Bar), r.At})
	}
	if prev, ok := n.latest[r.LoggerID]; ok {
		delta := r.Bar - prev.Bar
		if delta < 0 {
			delta = -delta
		}
		if delta > SurgeDeltaBar {
			alarms = append(alarms, Alarm{r.Zone, r.LoggerID, "surge", fmt.Sprintf("swing of %.2f bar", delta), r.At})
		}
	}
	n.latest[r.LoggerID] = r
	return alarms, nil
}

// Stale lists loggers that have not reported since StaleAfter before now.
func (n *Network) Stale(now time.Time) []string {
	var out []string
	for _, z := range n.zones {
		for _, id := range z.Loggers {
			r, ok := n.latest[id]
			if !ok || now.Sub(r.At) > StaleAfter {
				out = append(out, id)
			}
		}
	}
	sort.Strings(out)
	return out
}

// ZoneMinimum returns the lowest latest reading in a zone.
func (n *Network) ZoneMinimum(code string) (float64, bool) {
	z, ok := n.zones[code]
	if !ok {
		return 0, false
	}
	min, found := 0.0, false
	for _, id := range z.Loggers {
		r, ok := n.latest[id]
		if !ok {
			continue
		}
		if !found || r.Bar < min {
			min, found = r.Bar, true
		}
	}
	return min, found
}

// Summary renders one line per zone for the shift handover email.
func (n *Network) Summary() string {
	codes := make([]string, 0, len(n.zones))
	for code := range n.zones {
		codes = append(codes, code)
	}
	sort.Strings(codes)
	var b strings.Builder
	for _, code := range codes {
		z := n.zones[code]
		min, ok := n.ZoneMinimum(code)
		if !ok {
			fmt.Fprintf(&b, "%-6s %-22s no readings\n", z.Code, z.Name)
			continue
		}
		state := "ok"
		if min < LowPressureBar {
			state = "LOW"
		}
		fmt.Fprintf(&b, "%-6s %-22s valve %.1f bar, min %.2f bar %s\n", z.Code, z.Name, z.ValveSetBar, min, state)
	}
	return b.String()
}

func main() {
	net := NewNetwork([]Zone{
		{Code: "PZ-04", Name: "Ballyhale Heights", ValveSetBar: 3.2, Loggers: []string{"LG-0411", "LG-0412"}},
		{Code: "PZ-07", Name: "Mill Road", ValveSetBar: 2.8, Loggers: []string{"LG-0701"}},
	})
	now := time.Date(2027, 2, 3, 4, 0, 0, 0, time.UTC)
	readings := []Reading{
		{"LG-0411", "PZ-04", now.Add(-10 * time.Minute), 3.1},
		{"LG-0411", "PZ-04", now.Add(-5 * time.Minute), 1.4},
		{"LG-0701", "PZ-07", now.Add(-50 * time.Minute), 2.7},
	}
	for _, r := range readings {
		alarms, err := net.Record(r)
		if err != nil {
			fmt.Println("error:", err)
			continue
		}
		for _, a := range alarms {
			fmt.Printf("%s %s %s %s\n", a.Zone, a.LoggerID, a.Kind, a.Detail)
		}
	}
	fmt.Println("stale:", net.Stale(now))
	fmt.Print(net.Summary())
}
