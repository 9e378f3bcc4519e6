// Package timetable answers "when is the next boat?" for the departure boards
// at Kerrow, Dunmaddy and Port Ailish.
package timetable

import (
	"fmt"
	"sort"
	"strings"
	"time"
)

// CheckInBuffer is how long before departure foot passengers must be at the gate.
const CheckInBuffer = 15 * time.Minute

// Sailing is one scheduled crossing on one day.
type Sailing struct {
	ID        string
	From      string
	To        string
	Departs   time.Time
	Arrives   time.Time
	Vessel    string
	Cancelled bool
}

// NextDeparture returns the earliest sailing leaving `from` no earlier than
// buffer after now.
func NextDeparture(sailings []Sailing, from string, now time.Time, buffer time.Duration) (Sailing, bool) {
	var best Sailing
	found := false
	for _, s := range sailings {
		if s.From != from || s.Cancelled {
			continue
		}
		if s.Departs.Before(now) {
			continue
		}
		if !found || s.Departs.Before(best.Departs) {
			best = s
			found = true
		}
	}
	return best, found
}

// GateClosing is the time the gate closes for a sailing.
func GateClosing(s Sailing) time.Time {
	return s.Departs.Add(-CheckInBuffer)
}

// BoardLine renders the "next boat" line of a departure board.
func BoardLine(sailings []Sailing, port string, now time.Time) string {
	s, ok := NextDeparture(sailings, port, now, CheckInBuffer)
	if !ok {
		return fmt.Sprintf("%s: no more sailings today", port)
	}
	return fmt.Sprintf("%s: next to %s at %s (%s), gate closes %s",
		port, s.To, s.Departs.Format("15:04"), s.Vessel, GateClosing(s).Format("15:04"))
}

// Board renders the whole board, one line per port, sorted by port name.
func Board(sailings []Sailing, now time.Time) string {
	ports := map[string]bool{}
	for _, s := range sailings {
		ports[s.From] = true
	}
	names := make([]string, 0, len(ports))
	for p := range ports {
		names = append(names, p)
	}
	sort.Strings(names)
	lines := make([]string, 0, len(names))
	for _, p := range names {
		lines = append(lines, BoardLine(sailings, p, now))
	}
	return strings.Join(lines, "\n")
}

// MinutesUntilNext is what the SMS service replies to "NEXT <port>".
func MinutesUntilNext(sailings []Sailing, port string, now time.Time) (int, error) {
	s, ok := NextDeparture(sailings, port, now, CheckInBuffer)
	if !ok {
		return 0, fmt.Errorf("no sailing from %q after %s", port, now.Format("15:04"))
	}
	return int(s.Departs.Sub(now).Minutes()), nil
}
