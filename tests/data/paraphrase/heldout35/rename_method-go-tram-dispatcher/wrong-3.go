// Package dispatch keeps trams evenly spaced by holding them at timing stops.
package dispatch

import (
	"fmt"
	"sort"
	"sync"
	"time"
)

// MaxHold is the longest a tram may be held at one stop.
const MaxHold = 90 * time.Second

// Tram is one vehicle on a line, as seen by the dispatcher.
type Tram struct {
	FleetNo  int
	Line     string
	StopCode string
	Arrived  time.Time
	HeldFor  time.Duration
}

// Signal is a tram signal at a junction; it can be held at red.
type Signal struct {
	ID     string
	red    bool
	heldBy string
}

// Hold keeps the signal at red on behalf of a route setter.
func (s *Signal) Hold(owner string) {
	s.red = true
	s.heldBy = owner
}

// Release lets the signal clear again.
func (s *Signal) Release() {
	s.red = false
	s.heldBy = ""
}

// Dispatcher tracks trams and decides holds.
type Dispatcher struct {
	mu      sync.Mutex
	trams   map[int]*Tram
	headway map[string]time.Duration // target headway per line
	holdLog []string
	signals map[string]*Signal
}

// New returns a dispatcher with the given target headways.
func New(headways map[string]time.Duration) *Dispatcher {
	return &Dispatcher{
		trams:   make(map[int]*Tram),
		headway: headways,
		signals: make(map[string]*Signal),
	}
}

// Arrive records a tram reaching a timing stop and holds it if it runs early.
func (d *Dispatcher) Arrive(fleetNo int, line, stop string, at time.Time) time.Duration {
	d.mu.Lock()
	defer d.mu.Unlock()
	t, ok := d.trams[fleetNo]
	if !ok {
		t = &Tram{FleetNo: fleetNo, Line: line}
		d.trams[fleetNo] = t
	}
	t.StopCode = stop
	t.Arrived = at
	gap := d.gapAhead(t)
	want := d.headway[line]
	if gap < want {
		return d.HoldAtstop(t, want-gap)
	}
	return 0
}

// HoldAtstop keeps a tram at its stop for up to MaxHold and logs it.
func (d *Dispatcher) HoldAtstop(t *Tram, wait time.Duration) time.Duration {
	if wait > MaxHold {
		wait = MaxHold
	}
	t.HeldFor += wait
	d.holdLog = append(d.holdLog, fmt.Sprintf("%s %d held %s at %s", t.Line, t.FleetNo, wait, t.StopCode))
	return wait
}

// gapAhead is the time since the tram ahead on the same line left this stop.
func (d *Dispatcher) gapAhead(t *Tram) time.Duration {
	var last time.Time
	for _, other := range d.trams {
		if other == t || other.Line != t.Line || other.StopCode != t.StopCode {
			continue
		}
		if other.Arrived.After(last) && other.Arrived.Before(t.Arrived) {
			last = other.Arrived
		}
	}
	if last.IsZero() {
		return d.headway[t.Line]
	}
	return t.Arrived.Sub(last)
}

// ManualHold lets a controller hold a tram by fleet number.
func (d *Dispatcher) ManualHold(fleetNo int, wait time.Duration) error {
	d.mu.Lock()
	defer d.mu.Unlock()
	t, ok := d.trams[fleetNo]
	if !ok {
		return fmt.Errorf("dispatch: tram %d not known", fleetNo)
	}
	d.HoldAtstop(t, wait)
	return nil
}

// HoldSignal sets a junction signal to red for a route setter.
func (d *Dispatcher) HoldSignal(id, owner string) {
	d.mu.Lock()
	defer d.mu.Unlock()
	s, ok := d.signals[id]
	if !ok {
		s = &Signal{ID: id}
		d.signals[id] = s
	}
	s.Hold(owner)
}

// HoldLog returns the holds so far, oldest first.
func (d *Dispatcher) HoldLog() []string {
	d.mu.Lock()
	defer d.mu.Unlock()
	return append([]string(nil), d.holdLog...)
}

// MostHeld returns fleet numbers ordered by total hold time, longest first.
func (d *Dispatcher) MostHeld(n int) []int {
	d.mu.Lock()
	defer d.mu.Unlock()
	nos := make([]int, 0, len(d.trams))
	for no := range d.trams {
		nos = append(nos, no)
	}
	sort.Slice(nos, func(i, j int) bool {
		return d.trams[nos[i]].HeldFor > d.trams[nos[j]].HeldFor
	})
	if n < len(nos) {
		nos = nos[:n]
	}
	return nos
}

// Reset forgets all trams, for the start of the service day.
func (d *Dispatcher) Reset() {
	d.mu.Lock()
	defer d.mu.Unlock()
	d.trams = make(map[int]*Tram)
	d.holdLog = nil
}
