package router

import (
	"errors"
	"fmt"
	"log"
	"sync/atomic"
)

// Order is a client order as it arrives from the FIX gateway.
type Order struct {
	ID      string
	Account string
	Symbol  string
	Side    byte // '1' buy, '2' sell
	Qty     int64
	Price   int64 // in ticks; 0 for market orders
}

// Venue is an execution destination.
type Venue interface {
	Name() string
	Send(o Order) error
}

// RiskCheck returns a non-nil error when the order must not be sent.
type RiskCheck func(o Order) error

var ErrNoVenue = errors.New("router: no venue for symbol")

// Router sends orders that pass every risk check to the venue for their symbol.
type Router struct {
	venues   map[string]Venue
	checks   []RiskCheck
	sent     atomic.Int64
	rejected atomic.Int64
}

func New(venues map[string]Venue, checks ...RiskCheck) *Router {
	return &Router{venues: venues, checks: checks}
}

// Route runs the risk checks and forwards the order.
func (r *Router) Route(o Order) error {
	for _, check := range r.checks {
		if err := check(o); err != nil {
			r.rejected.Add(1)
			log.Printf("order %s (%s) rejected by risk check: %v", o.ID, o.Account, err)
			return fmt.Errorf("order %s rejected: %w", o.ID, err)
		}
	}
	v, ok := r.venues[o.Symbol]
	if !ok {
		return ErrNoVenue
	}
	if err := v.Send(o); err != nil {
		log.Printf("send %s to %s failed: %v", o.ID, v.Name(), err)
		return err
	}
	r.sent.Add(1)
	return nil
}

// Stats returns the number of sent and rejected orders.
func (r *Router) Stats() (sent, rejected int64) {
	return r.sent.Load(), r.rejected.Load()
}

// MaxNotional rejects orders whose qty*price exceeds limit (market orders pass).
func MaxNotional(limit int64) RiskCheck {
	return func(o Order) error {
		if o.Price > 0 && o.Qty*o.Price > limit {
			return fmt.Errorf("notional %d over limit %d", o.Qty*o.Price, limit)
		}
		return nil
	}
}
