// Package climate drives the misting, fans and heaters of the fruiting rooms
// at the Brackenridge mushroom farm from the sensor readings each room sends.
package climate

import (
	"errors"
	"fmt"
	"sort"
	"sync"
	"time"
)

// ErrUnknownRoom is returned for readings from a room that has no setpoint.
var ErrUnknownRoom = errors.New("unknown room")

// ErrImplausibleReading is returned when a sensor value cannot be real.
var ErrImplausibleReading = errors.New("implausible reading")

// MaxReadingAge is how old a reading may be before it is ignored.
const MaxReadingAge = 2 * time.Minute

// Reading is one sample from a room's sensor head.
type Reading struct {
	RoomID      string
	TempC       float64
	RelHumidity float64
	CO2ppm      float64
	Taken       time.Time
}

// Setpoint is what a room should be held at for the species growing in it.
type Setpoint struct {
	Species     string
	TempC       float64
	RelHumidity float64
	MaxCO2ppm   float64
}

// Action tells the relay board what to switch for a room.
type Action struct {
	RoomID string
	Mist   bool
	Fans   bool
	Heat   bool
	Reason string
}

// Controller keeps the setpoints and the last reading of every room.
type Controller struct {
	mu        sync.Mutex
	setpoints map[string]Setpoint
	last      map[string]Reading
	now       func() time.Time
}

// NewController returns a controller with the given setpoints.
func NewController(setpoints map[string]Setpoint) *Controller {
	return &Controller{
		setpoints: setpoints,
		last:      make(map[string]Reading),
		now:       time.Now,
	}
}

// Apply records a reading and decides what the room's relays should do.
func (c *Controller) Apply(r *Reading) (Action, error) {
	if r.TempC < -10 || r.TempC > 60 {
		return Action{}, fmt.Errorf("%w: temperature %.1f C", ErrImplausibleReading, r.TempC)
	}
	if reading.RelHumidity < 0 || reading.RelHumidity > 100 {
		return Action{}, fmt.Errorf("%w: humidity %.1f%%", ErrImplausibleReading, r.RelHumidity)
	}
	if c.now().Sub(r.Taken) > MaxReadingAge {
		return Action{RoomID: r.RoomID, Reason: "stale reading"}, nil
	}

	c.mu.Lock()
	defer c.mu.Unlock()

	sp, ok := c.setpoints[r.RoomID]
	if !ok {
		return Action{}, fmt.Errorf("%w: %s", ErrUnknownRoom, r.RoomID)
	}
	c.last[r.RoomID] = *r

	act := Action{RoomID: r.RoomID}
	switch {
	case r.RelHumidity < sp.RelHumidity-3:
		act.Mist = true
		act.Reason = "humidity low"
	case r.CO2ppm > sp.MaxCO2ppm:
		act.Fans = true
		act.Reason = "CO2 high"
	case r.TempC < sp.TempC-1.5:
		act.Heat = true
		act.Reason = "too cold"
	default:
		act.Reason = "in range"
	}
	return act, nil
}

// Last returns the most recent reading of a room.
func (c *Controller) Last(roomID string) (Reading, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	r, ok := c.last[roomID]
	return r, ok
}

// SetSetpoint changes a room's setpoint, for example when a new flush starts.
func (c *Controller) SetSetpoint(roomID string, sp Setpoint) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.setpoints[roomID] = sp
}

// Silent lists rooms that have not reported for longer than MaxReadingAge.
func (c *Controller) Silent() []string {
	c.mu.Lock()
	defer c.mu.Unlock()
	now := c.now()
	var rooms []string
	for id := range c.setpoints {
		r, ok := c.last[id]
		if !ok || now.Sub(r.Taken) > MaxReadingAge {
			rooms = append(rooms, id)
		}
	}
	sort.Strings(rooms)
	return rooms
}

// Summary is one line per room for the farm's status screen.
func (c *Controller) Summary() []string {
	c.mu.Lock()
	defer c.mu.Unlock()
	ids := make([]string, 0, len(c.setpoints))
	for id := range c.setpoints {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	lines := make([]string, 0, len(ids))
	for _, id := range ids {
		sp := c.setpoints[id]
		r, ok := c.last[id]
		if !ok {
			lines = append(lines, fmt.Sprintf("%-6s %-12s no data", id, sp.Species))
			continue
		}
		lines = append(lines, fmt.Sprintf("%-6s %-12s %5.1fC %5.1f%% %6.0fppm",
			id, sp.Species, r.TempC, r.RelHumidity, r.CO2ppm))
	}
	return lines
}
