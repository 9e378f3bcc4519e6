package interlocking

import (
	"fmt"
	"sync"
	"time"
)

// Route is a path set from an entry signal to an exit signal.
type Route struct {
	ID       string
	Entry    string
	Exit     string
	Sections []string
	SetAt    time.Time
}

// Event is one line in the Dunmore Junction signal box event log.
type Event struct {
	At     time.Time
	Route  string
	Action string
	Detail string
}

type Box struct {
	mu       sync.Mutex
	active   map[string]*Route
	occupied map[string]bool
	log      []Event
	now      func() time.Time
}

func NewBox(now func() time.Time) *Box {
	return &Box{active: map[string]*Route{}, occupied: map[string]bool{}, now: now}
}

func (b *Box) record(route, action, detail string) {
	b.log = append(b.log, Event{At: b.now(), Route: route, Action: action, Detail: detail})
}

// SetRoute locks a route if none of its sections is occupied or already locked.
func (b *Box) SetRoute(r *Route) error {
	b.mu.Lock()
	defer b.mu.Unlock()
	for _, s := range r.Sections {
		if b.occupied[s] {
			return fmt.Errorf("route %s: section %s occupied", r.ID, s)
		}
		for _, other := range b.active {
			for _, os := range other.Sections {
				if os == s {
					return fmt.Errorf("route %s conflicts with %s at %s", r.ID, other.ID, s)
				}
			}
		}
	}
	r.SetAt = b.now()
	b.active[r.ID] = r
	b.record(r.ID, "set", fmt.Sprintf("%s to %s", r.Entry, r.Exit))
	return nil
}

// releaseRoute frees a route's sections and logs the release.
// The caller must hold b.mu.
func (b *Box) releaseRoute(id string, reason string) bool {
	r, ok := b.active[id]
	if !ok {
		return false
	}
	delete(b.active, id)
	b.record(r.ID, "released", reason)
	return true
}

// OverlapTimerExpired releases a route whose overlap timer ran out after the train stopped.
func (b *Box) OverlapTimerExpired(id string, stoppedAt time.Time) bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.now().Sub(stoppedAt) < 2*time.Minute {
		return false
	}
	return b.releaseRoute(id, "overlap timer")
}

// CancelRoute is the signaller cancelling a route that no train has entered.
func (b *Box) CancelRoute(id string) bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	r, ok := b.active[id]
	if !ok {
		return false
	}
	for _, s := range r.Sections {
		if b.occupied[s] {
			return false
		}
	}
	return b.releaseRoute(id, "signaller request")
}
