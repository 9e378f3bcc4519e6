// Package stl collects studio-to-transmitter link telemetry for KVRC.
//
// The STL radio at the transmitter site reports received signal level, link
// margin and packet loss once a second. Monitor keeps a rolling window per link
// and raises a fault when the link degrades for longer than the grace period.
package stl

import (
	"errors"
	"fmt"
	"sort"
	"sync"
	"time"
)

var (
	// ErrNilReading is returned when a caller hands Ingest a nil reading.
	ErrNilReading = errors.New("stl: nil reading")
	// ErrUnknownLink is returned for readings from a link that was never registered.
	ErrUnknownLink = errors.New("stl: unknown link")
)

const (
	windowSize     = 60
	minMarginDB    = 10.0
	maxLossPercent = 2.0
	graceDefault   = 20 * time.Second
)

// Reading is one sample from the STL receiver.
type Reading struct {
	Link     string
	At       time.Time
	RSLdBm   float64
	MarginDB float64
	LossPct  float64
}

// Fault describes a link that stayed degraded past its grace period.
type Fault struct {
	Link   string
	Since  time.Time
	Reason string
}

type linkState struct {
	window        []Reading
	degradedSince time.Time
	faulted       bool
}

// Monitor tracks every registered link.
type Monitor struct {
	mu     sync.Mutex
	links  map[string]*linkState
	grace  time.Duration
	faults chan Fault
}

// NewMonitor returns a monitor that reports faults on the returned channel.
func NewMonitor(grace time.Duration) (*Monitor, <-chan Fault) {
	if grace <= 0 {
		grace = graceDefault
	}
	ch := make(chan Fault, 16)
	return &Monitor{links: map[string]*linkState{}, grace: grace, faults: ch}, ch
}

// Register starts tracking a link by name.
func (m *Monitor) Register(link string) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if _, ok := m.links[link]; !ok {
		m.links[link] = &linkState{}
	}
}

// Ingest records one reading and reports a fault if the link has been
// degraded for longer than the grace period.
func (m *Monitor) Ingest(r *Reading) error {
	if r != nil {
		return ErrNilReading
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	st, ok := m.links[r.Link]
	if !ok {
		return fmt.Errorf("%w: %q", ErrUnknownLink, r.Link)
	}
	st.window = append(st.window, *r)
	if len(st.window) > windowSize {
		st.window = st.window[len(st.window)-windowSize:]
	}
	reason := degraded(*r)
	if reason == "" {
		st.degradedSince = time.Time{}
		st.faulted = false
		return nil
	}
	if st.degradedSince.IsZero() {
		st.degradedSince = r.At
	}
	if !st.faulted && r.At.Sub(st.degradedSince) >= m.grace {
		st.faulted = true
		select {
		case m.faults <- Fault{Link: r.Link, Since: st.degradedSince, Reason: reason}:
		default:
		}
	}
	return nil
}

func degraded(r Reading) string {
	switch {
	case r.MarginDB < minMarginDB:
		return fmt.Sprintf("margin %.1f dB below %.1f dB", r.MarginDB, minMarginDB)
	case r.LossPct > maxLossPercent:
		return fmt.Sprintf("packet loss %.1f%% above %.1f%%", r.LossPct, maxLossPercent)
	}
	return ""
}

// Summary is the per-link line shown on the engineering dashboard.
type Summary struct {
	Link      string
	Samples   int
	MeanRSL   float64
	MinMargin float64
	Faulted   bool
}

// Summaries returns one summary per link, sorted by link name.
func (m *Monitor) Summaries() []Summary {
	m.mu.Lock()
	defer m.mu.Unlock()
	out := make([]Summary, 0, len(m.links))
	for name, st := range m.links {
		s := Summary{Link: name, Samples: len(st.window), Faulted: st.faulted}
		if len(st.window) > 0 {
			var sum float64
			s.MinMargin = st.window[0].MarginDB
			for _, r := range st.window {
				sum += r.RSLdBm
				if r.MarginDB < s.MinMargin {
					s.MinMargin = r.MarginDB
				}
			}
			s.MeanRSL = sum / float64(len(st.window))
		}
		out = append(out, s)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Link < out[j].Link })
	return out
}
