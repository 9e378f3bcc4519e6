package kds

import (
	"errors"
	"fmt"
	"log"
	"time"
)

// ErrUnknownTicket is returned for a ticket id the screen does not show.
var ErrUnknownTicket = errors.New("kds: unknown ticket")

// Ticket is one station's part of an order on the kitchen display.
type Ticket struct {
	ID      string
	OrderID string
	Station string
	Table   int
	FiredAt time.Time
}

// Expediter tracks the open tickets on the pass and the ones recently bumped.
type Expediter struct {
	open   map[string]Ticket
	bumped []Ticket
	now    func() time.Time
}

// NewExpediter returns an empty expediter screen.
func NewExpediter() *Expediter {
	return &Expediter{open: make(map[string]Ticket), now: time.Now}
}

// Fire puts a ticket on the screen.
func (e *Expediter) Fire(t Ticket) {
	t.FiredAt = e.now()
	e.open[t.ID] = t
}

// Bump clears a finished ticket from the screen.
func (e *Expediter) Bump(ticketID string) error {
	t, ok := e.open[ticketID]
	if !ok {
		return fmt.Errorf("%w: %s", ErrUnknownTicket, ticketID)
	}
	delete(e.open, ticketID)
	e.bumped = append(e.bumped, t)
	if len(e.bumped) > 20 {
		e.bumped = e.bumped[1:]
	}
	log.Printf("bump %s station=%s order=%s after %s", ticketID, t.Station, t.OrderID, e.now().Sub(t.FiredAt).Round(time.Second))
	return nil
}

// Recall brings the most recently bumped ticket back onto the screen.
func (e *Expediter) Recall() (Ticket, bool) {
	if len(e.bumped) == 0 {
		return Ticket{}, false
	}
	t := e.bumped[len(e.bumped)-1]
	e.bumped = e.bumped[:len(e.bumped)-1]
	e.open[t.ID] = t
	return t, true
}

// Late lists open tickets older than limit.
func (e *Expediter) Late(limit time.Duration) []Ticket {
	var late []Ticket
	for _, t := range e.open {
		if e.now().Sub(t.FiredAt) > limit {
			late = append(late, t)
		}
	}
	return late
}
