// Package coldstore polls the temperature probes of the cold rooms at the
// Harbour Quay fish market and raises an alarm when a room drifts out of range.
package coldstore

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log"
	"net/http"
	"sync"
	"time"
)

const (
	// probeReadTimeout bounds a single HTTP read of one probe gateway.
	probeReadTimeout = 4 * time.Second
	// alarmPushTimeout bounds the call to the duty officer's pager service.
	alarmPushTimeout = 4 * time.Second
	pollInterval     = 30 * time.Second
	maxMissedReads   = 3
)

// Room is one cold room or blast freezer.
type Room struct {
	ID         string  `json:"id"`
	Name       string  `json:"name"`
	GatewayURL string  `json:"gateway_url"`
	MinC       float64 `json:"min_c"`
	MaxC       float64 `json:"max_c"`
}

// Reading is what a probe gateway returns.
type Reading struct {
	RoomID     string    `json:"room_id"`
	CelsiusX10 int       `json:"celsius_x10"`
	Door       string    `json:"door"`
	TakenAt    time.Time `json:"taken_at"`
}

// Celsius converts the gateway's tenths of a degree.
func (r Reading) Celsius() float64 {
	return float64(r.CelsiusX10) / 10
}

// Alarm is sent to the pager service.
type Alarm struct {
	RoomID  string  `json:"room_id"`
	Celsius float64 `json:"celsius"`
	Reason  string  `json:"reason"`
}

// Monitor keeps the state of all rooms.
type Monitor struct {
	rooms    []Room
	client   *http.Client
	pagerURL string

	mu     sync.Mutex
	missed map[string]int
	last   map[string]Reading
}

// NewMonitor builds a monitor for the given rooms.
func NewMonitor(rooms []Room, pagerURL string) *Monitor {
	return &Monitor{
		rooms:    rooms,
		client:   &http.Client{},
		pagerURL: pagerURL,
		missed:   make(map[string]int),
		last:     make(map[string]Reading),
	}
}

var errGateway = errors.New("probe gateway error")

func (m *Monitor) readProbe(ctx context.Context, room Room) (Reading, error) {
	ctx, cancel := context.WithTimeout(ctx, probeReadTimeout)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, room.GatewayURL+"/reading", nil)
	if err != nil {
		return Reading{}, err
	}
	resp, err := m.client.Do(req)
	if err != nil {
		return Reading{}, fmt.Errorf("%w: %v", errGateway, err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return Reading{}, fmt.Errorf("%w: status %d", errGateway, resp.StatusCode)
	}
	var rd Reading
	if err := json.NewDecoder(resp.Body).Decode(&rd); err != nil {
		return Reading{}, err
	}
	return rd, nil
}

func (m *Monitor) pushAlarm(ctx context.Context, a Alarm) error {
	ctx, cancel := context.WithTimeout(ctx, alarmPushTimeout)
	defer cancel()
	body, err := json.Marshal(a)
	if err != nil {
		return err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, m.pagerURL, bytes.NewReader(body))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json")
	resp, err := m.client.Do(req)
	if err != nil {
		return err
	}
	resp.Body.Close()
	return nil
}

// check evaluates one room and returns an alarm, if any.
func (m *Monitor) check(ctx context.Context, room Room) *Alarm {
	rd, err := m.readProbe(ctx, room)
	m.mu.Lock()
	defer m.mu.Unlock()
	if err != nil {
		m.missed[room.ID]++
		if m.missed[room.ID] >= maxMissedReads {
			return &Alarm{RoomID: room.ID, Reason: "probe unreachable"}
		}
		return nil
	}
	m.missed[room.ID] = 0
	m.last[room.ID] = rd
	c := rd.Celsius()
	switch {
	case c > room.MaxC:
		return &Alarm{RoomID: room.ID, Celsius: c, Reason: "too warm"}
	case c < room.MinC:
		return &Alarm{RoomID: room.ID, Celsius: c, Reason: "too cold"}
	case rd.Door == "open" && time.Since(rd.TakenAt) > 5*time.Minute:
		return &Alarm{RoomID: room.ID, Celsius: c, Reason: "door left open"}
	}
	return nil
}

// Run polls every room until the context is cancelled.
func (m *Monitor) Run(ctx context.Context) {
	ticker := time.NewTicker(pollInterval)
	defer ticker.Stop()
	for {
		for _, room := range m.rooms {
			if a := m.check(ctx, room); a != nil {
				if err := m.pushAlarm(ctx, *a); err != nil {
					log.Printf("coldstore: alarm for %s not delivered: %v", a.RoomID, err)
				}
			}
		}
		select {
		case <-ctx.Done():
			return
		case <-ticker.C:
		}
	}
}

// Last returns the latest reading of a room.
func (m *Monitor) Last(roomID string) (Reading, bool) {
	m.mu.Lock()
	defer m.mu.Unlock()
	rd, ok := m.last[roomID]
	return rd, ok
}
