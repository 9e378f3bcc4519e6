package orders

import (
	"fmt"
	"time"
)

// Reservation holds plants on a bench for a customer until the pick-up date.
type Reservation struct {
	OrderID string
	Bench   string
	SKU     string
	Qty     int
	Until   time.Time
}

// Reserve holds qty plants of sku on bench for the order until the given day.
func Reserve(orderID string, bench string, sku string, qty int, until time.Time) (Reservation, error) {
	if qty <= 0 {
		return Reservation{}, fmt.Errorf("orders: reserve %s: qty must be positive", sku)
	}
	if until.Before(time.Now()) {
		return Reservation{}, fmt.Errorf("orders: reserve %s: date in the past", sku)
	}
	return Reservation{OrderID: orderID, Bench: bench, SKU: sku, Qty: qty, Until: until}, nil
}

// ReserveAll reserves every line of an order on its default bench.
func ReserveAll(orderID string, lines map[string]int, benchOf func(string) string, until time.Time) ([]Reservation, error) {
	var out []Reservation
	for sku, qty := range lines {
		r, err := Reserve(orderID, benchOf(sku), sku, qty)
		if err != nil {
			return nil, err
		}
		out = append(out, r)
	}
	return out, nil
}

// Move shifts a reservation to another bench, e.g. when plants are spaced out.
func Move(r Reservation, bench string) Reservation {
	r.Bench = bench
	return r
}
