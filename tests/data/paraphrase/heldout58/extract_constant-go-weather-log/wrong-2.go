// Package wxlog reads the automatic weather station feed at Porthcarrow
// coastguard station and keeps the watch log.
package wxlog

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"sort"
	"strconv"
	"strings"
	"time"
)

// Observation is one line of the station feed.
type Observation struct {
	At          time.Time
	WindKnots   float64
	GustKnots   float64
	BearingDeg  int
	PressureHPa float64
	VisibilityM int
	SeaState    int
}

// Warning is raised on the watch board when conditions pass a limit.
type Warning struct {
	At     time.Time
	Level  string
	Reason string
}

// ErrShortLine is returned for a feed line with too few fields.
var ErrShortLine = errors.New("wxlog: short line")

const feedFields = 7

// poorVisibilityM is the visibility in metres below which the watch logs fog.
const poorVisibilityM = 1000

// ParseLine reads "2026-11-30T14:00:00Z,28.5,34.0,240,1002.4,8000,4".
func ParseLine(line string) (Observation, error) {
	parts := strings.Split(strings.TrimSpace(line), ",")
	if len(parts) < feedFields {
		return Observation{}, ErrShortLine
	}
	at, err := time.Parse(time.RFC3339, parts[0])
	if err != nil {
		return Observation{}, fmt.Errorf("wxlog: bad time %q: %w", parts[0], err)
	}
	var o Observation
	o.At = at
	if o.WindKnots, err = strconv.ParseFloat(parts[1], 64); err != nil {
		return Observation{}, err
	}
	if o.GustKnots, err = strconv.ParseFloat(parts[2], 64); err != nil {
		return Observation{}, err
	}
	if o.BearingDeg, err = strconv.Atoi(parts[3]); err != nil {
		return Observation{}, err
	}
	if o.PressureHPa, err = strconv.ParseFloat(parts[4], 64); err != nil {
		return Observation{}, err
	}
	if o.VisibilityM, err = strconv.Atoi(parts[5]); err != nil {
		return Observation{}, err
	}
	if o.SeaState, err = strconv.Atoi(parts[6]); err != nil {
		return Observation{}, err
	}
	return o, nil
}

// ReadFeed parses every line, skipping blank ones and comments.
func ReadFeed(r io.Reader) ([]Observation, error) {
	var out []Observation
	sc := bufio.NewScanner(r)
	n := 0
	for sc.Scan() {
		n++
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		o, err := ParseLine(line)
		if err != nil {
			return out, fmt.Errorf("line %d: %w", n, err)
		}
		out = append(out, o)
	}
	return out, sc.Err()
}

// Beaufort gives the Beaufort force for a mean wind speed in knots.
func Beaufort(knots float64) int {
	limits := []float64{1, 4, 7, 11, 17, 22, 28, 34, 41, 48, 56, 64}
	for force, limit := range limits {
		if knots < limit {
			return force
		}
	}
	return 12
}

// Assess turns one observation into warnings for the watch board.
func Assess(o Observation) []Warning {
	var ws []Warning
	if Beaufort(o.WindKnots) >= 8 {
		ws = append(ws, Warning{o.At, "gale", fmt.Sprintf("mean wind %.0f kn", o.WindKnots)})
	}
	if o.GustKnots-o.WindKnots > 15 {
		ws = append(ws, Warning{o.At, "squall", fmt.Sprintf("gusts %.0f kn", o.GustKnots)})
	}
	if o.VisibilityM < poorVisibilityM {
		ws = append(ws, Warning{o.At, "fog", fmt.Sprintf("visibility %d m", o.VisibilityM)})
	}
	if o.PressureHPa < 1000 {
		ws = append(ws, Warning{o.At, "low", fmt.Sprintf("pressure %.1f hPa", o.PressureHPa)})
	}
	return ws
}

// PressureTrend is the change in hPa over the last three hours of the log.
func PressureTrend(obs []Observation) float64 {
	if len(obs) < 2 {
		return 0
	}
	last := obs[len(obs)-1]
	cutoff := last.At.Add(-3 * time.Hour)
	for _, o := range obs {
		if !o.At.Before(cutoff) {
			return last.PressureHPa - o.PressureHPa
		}
	}
	return 0
}

// FogHours counts the hours in which visibility dropped below the fog limit.
func FogHours(obs []Observation) int {
	hours := map[time.Time]bool{}
	for _, o := range obs {
		if o.VisibilityM < 1000 {
			hours[o.At.Truncate(time.Hour)] = true
		}
	}
	return len(hours)
}

// LaunchAdvice is what the watch officer reads out before an inshore launch.
func LaunchAdvice(o Observation) string {
	switch {
	case Beaufort(o.WindKnots) >= 7:
		return "all-weather boat only"
	case o.VisibilityM < 1000 && o.SeaState >= 4:
		return "inshore boat with radar watch"
	case o.SeaState >= 6:
		return "all-weather boat only"
	default:
		return "inshore boat"
	}
}

// WatchLog formats the warnings of a shift, oldest first.
func WatchLog(obs []Observation) string {
	var ws []Warning
	for _, o := range obs {
		ws = append(ws, Assess(o)...)
	}
	sort.Slice(ws, func(i, j int) bool { return ws[i].At.Before(ws[j].At) })
	var b strings.Builder
	for _, w := range ws {
		fmt.Fprintf(&b, "%s  %-6s %s\n", w.At.Format("15:04"), strings.ToUpper(w.Level), w.Reason)
	}
	if b.Len() == 0 {
		return "no warnings this watch\n"
	}
	return b.String()
}
