package billing

import (
	"errors"
	"fmt"
	"time"
)

// Boat is a vessel registered with the marina.
type Boat struct {
	Name      string
	LengthM   float64
	BeamM     float64
	Catamaran bool
}

// Rental is a berth rental; Boat is nil while a berth is held for an arriving visitor.
type Rental struct {
	Berth  string
	Boat   *Boat
	From   time.Time
	To     time.Time
	Member bool
}

// ErrNoBoat is returned when a rental has no boat assigned yet.
var ErrNoBoat = errors.New("billing: rental has no boat")

const (
	ratePerMetreNight = 3.40
	catamaranFactor   = 1.5
	memberDiscount    = 0.10
)

// Nights is the number of nights in the rental, at least one.
func (r Rental) Nights() int {
	n := int(r.To.Sub(r.From).Hours() / 24)
	if n < 1 {
		return 1
	}
	return n
}

// BerthCharge prices a rental.
func BerthCharge(r Rental) (float64, error) {
	charge := r.Boat.LengthM * ratePerMetreNight * float64(r.Nights())
	if r.Boat.Catamaran {
		charge *= catamaranFactor
	}
	if r.Member {
		charge -= charge * memberDiscount
	}
	return charge, nil
}

// InvoiceLine formats one rental for the monthly invoice.
func InvoiceLine(r Rental) (string, error) {
	charge, err := BerthCharge(r)
	if err != nil {
		return "", err
	}
	return fmt.Sprintf("%-6s %-20s %3d nights %9.2f", r.Berth, r.Boat.Name, r.Nights(), charge), nil
}
