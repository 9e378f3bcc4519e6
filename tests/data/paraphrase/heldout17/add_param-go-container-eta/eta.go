// Package tracking estimates arrival times for containers on the
// Kestrel Line feeder services (Rotterdam - Leixões - Tangier Med loop).
package tracking

import (
	"errors"
	"fmt"
	"sort"
	"strings"
	"time"
)

// DefaultPortDwell is the planning figure for time alongside at a port call.
const DefaultPortDwell = 18 * time.Hour

// ErrPortNotOnRoute is returned when a voyage never reaches the asked port.
var ErrPortNotOnRoute = errors.New("port not on route")

// Leg is one sea passage of a voyage.
type Leg struct {
	FromPort     string // UN/LOCODE, e.g. NLRTM
	ToPort       string
	Depart       time.Time
	TransitHours float64
}

// Voyage is one rotation of a vessel on a service.
type Voyage struct {
	ID          string
	VesselIMO   string
	ServiceCode string
	Legs        []Leg
}

// Container is a box booked on a voyage.
type Container struct {
	Number    string // ISO 6346, e.g. KSTU 481207 3
	Voyage    string
	LoadPort  string
	DischPort string
	Reefer    bool
}

func hours(h float64) time.Duration {
	return time.Duration(h * float64(time.Hour))
}

// EstimateArrival returns when a vessel that leaves fromPort on voyage v is
// expected to reach destPort.
func EstimateArrival(v Voyage, fromPort, destPort string) (time.Time, error) {
	start := -1
	for i, leg := range v.Legs {
		if leg.FromPort == fromPort {
			start = i
			break
		}
	}
	if start < 0 {
		return time.Time{}, fmt.Errorf("voyage %s does not call at %s", v.ID, fromPort)
	}
	eta := v.Legs[start].Depart
	for _, leg := range v.Legs[start:] {
		eta = eta.Add(hours(leg.TransitHours))
		if leg.ToPort == destPort {
			return eta, nil
		}
	}
	return time.Time{}, fmt.Errorf("%w: %s after %s on voyage %s", ErrPortNotOnRoute, destPort, fromPort, v.ID)
}

// EstimateDeparture is the planned sailing from a port: arrival plus the
// standard dwell.
func EstimateDeparture(arrival time.Time) time.Time {
	return arrival.Add(DefaultPortDwell)
}

// ContainerETA is the expected discharge-port arrival for one container.
func ContainerETA(c Container, voyages map[string]Voyage) (time.Time, error) {
	v, ok := voyages[c.Voyage]
	if !ok {
		return time.Time{}, fmt.Errorf("container %s: unknown voyage %s", c.Number, c.Voyage)
	}
	return EstimateArrival(v, c.LoadPort, c.DischPort)
}

// Delay is how late a container is against the ETA given to the shipper.
type Delay struct {
	Container string
	Promised  time.Time
	Expected  time.Time
}

// Late reports whether the expected arrival is after the promised one.
func (d Delay) Late() bool {
	return d.Expected.After(d.Promised)
}

// Hours is the delay rounded to whole hours, never negative.
func (d Delay) Hours() int {
	if !d.Late() {
		return 0
	}
	return int(d.Expected.Sub(d.Promised).Round(time.Hour) / time.Hour)
}

// DelayReport lists the containers expected to arrive after their promised
// ETA, worst first.
func DelayReport(boxes []Container, promised map[string]time.Time, voyages map[string]Voyage) ([]Delay, error) {
	var out []Delay
	for _, c := range boxes {
		p, ok := promised[c.Number]
		if !ok {
			continue
		}
		eta, err := EstimateArrival(voyages[c.Voyage], c.LoadPort, c.DischPort)
		if err != nil {
			return nil, fmt.Errorf("delay report: %w", err)
		}
		d := Delay{Container: c.Number, Promised: p, Expected: eta}
		if d.Late() {
			out = append(out, d)
		}
	}
	sort.Slice(out, func(i, j int) bool {
		return out[i].Hours() > out[j].Hours()
	})
	return out, nil
}

// ReeferPlugHours is how long a reefer box needs shore power between two
// ports, for the plug-in charge.
func ReeferPlugHours(c Container, v Voyage) (float64, error) {
	if !c.Reefer {
		return 0, nil
	}
	total := 0.0
	counting := false
	for _, leg := range v.Legs {
		if leg.FromPort == c.LoadPort {
			counting = true
		}
		if counting {
			total += leg.TransitHours
		}
		if counting && leg.ToPort == c.DischPort {
			return total, nil
		}
	}
	return 0, fmt.Errorf("%w: %s", ErrPortNotOnRoute, c.DischPort)
}

// PortCalls lists the ports a voyage calls at, in order, without repeats
// of consecutive calls.
func PortCalls(v Voyage) []string {
	var calls []string
	for _, leg := range v.Legs {
		if len(calls) == 0 || calls[len(calls)-1] != leg.FromPort {
			calls = append(calls, leg.FromPort)
		}
		calls = append(calls, leg.ToPort)
	}
	return calls
}

// FormatRotation renders the rotation as "NLRTM > PTLEI > MAPTM".
func FormatRotation(v Voyage) string {
	return strings.Join(PortCalls(v), " > ")
}

// ValidContainerNumber checks the shape of an ISO 6346 number (owner code,
// category letter, six digits, check digit), ignoring spaces.
func ValidContainerNumber(n string) bool {
	n = strings.ReplaceAll(n, " ", "")
	if len(n) != 11 {
		return false
	}
	for i, r := range n {
		switch {
		case i < 4 && (r < 'A' || r > 'Z'):
			return false
		case i >= 4 && (r < '0' || r > '9'):
			return false
		}
	}
	return true
}
