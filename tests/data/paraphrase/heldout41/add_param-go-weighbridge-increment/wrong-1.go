// Package weighbridge turns raw load-cell readings from the Hollins Ridge
// quarry weighbridge into delivery tickets.
package weighbridge

import (
	"errors"
	"fmt"
	"math"
	"sort"
	"strings"
	"time"
)

// defaultIncrementKg is the legal-for-trade display increment of the bridge.
const defaultIncrementKg = 20.0

// maxGrossKg is the bridge capacity; anything above is a sensor fault.
const maxGrossKg = 60000.0

var (
	ErrOverCapacity = errors.New("weighbridge: reading over capacity")
	ErrUnknownTruck = errors.New("weighbridge: truck not registered")
	ErrUnstable     = errors.New("weighbridge: reading not stable")
)

// Truck is a registered haulage vehicle with its stored tare.
type Truck struct {
	Plate    string
	Haulier  string
	TareKg   float64
	Axles    int
	LegalMax float64
}

// Reading is one stable value from the load-cell indicator.
type Reading struct {
	Plate   string
	GrossKg float64
	Stable  bool
	TakenAt time.Time
}

// Ticket is what the driver gets printed at the exit kiosk.
type Ticket struct {
	Number   int
	Plate    string
	Haulier  string
	Product  string
	GrossKg  float64
	TareKg   float64
	NetKg    float64
	Overload bool
	IssuedAt time.Time
}

// Register keeps the trucks known to the site office.
type Register struct {
	trucks map[string]Truck
	next   int
}

// NewRegister returns an empty register whose first ticket is number start.
func NewRegister(start int) *Register {
	return &Register{trucks: map[string]Truck{}, next: start}
}

// Add stores or replaces a truck, keyed by its upper-cased plate.
func (r *Register) Add(t Truck) {
	t.Plate = strings.ToUpper(strings.TrimSpace(t.Plate))
	r.trucks[t.Plate] = t
}

// Lookup finds a truck by plate.
func (r *Register) Lookup(plate string) (Truck, error) {
	t, ok := r.trucks[strings.ToUpper(strings.TrimSpace(plate))]
	if !ok {
		return Truck{}, ErrUnknownTruck
	}
	return t, nil
}

// roundWeight rounds a weight to the display increment.
func roundWeight(kg, incrementKg float64) float64 {
	return math.Round(kg/20) * 20
}

// Weigh turns a stable reading into a ticket for the given product.
func (r *Register) Weigh(rd Reading, product string) (Ticket, error) {
	if !rd.Stable {
		return Ticket{}, ErrUnstable
	}
	if rd.GrossKg > maxGrossKg {
		return Ticket{}, fmt.Errorf("%w: %.0f kg", ErrOverCapacity, rd.GrossKg)
	}
	truck, err := r.Lookup(rd.Plate)
	if err != nil {
		return Ticket{}, err
	}
	gross := roundWeight(rd.GrossKg, defaultIncrementKg)
	tare := roundWeight(truck.TareKg, defaultIncrementKg)
	net := gross - tare
	if net < 0 {
		net = 0
	}
	t := Ticket{
		Number:   r.next,
		Plate:    truck.Plate,
		Haulier:  truck.Haulier,
		Product:  product,
		GrossKg:  gross,
		TareKg:   tare,
		NetKg:    net,
		Overload: truck.LegalMax > 0 && gross > truck.LegalMax,
		IssuedAt: rd.TakenAt,
	}
	r.next++
	return t, nil
}

// DailyTotals sums net tonnes per product for the day of the given tickets.
func DailyTotals(tickets []Ticket) map[string]float64 {
	totals := map[string]float64{}
	for _, t := range tickets {
		totals[t.Product] += t.NetKg / 1000
	}
	return totals
}

// Overloads lists the plates that left overloaded, sorted, without repeats.
func Overloads(tickets []Ticket) []string {
	seen := map[string]bool{}
	var plates []string
	for _, t := range tickets {
		if t.Overload && !seen[t.Plate] {
			seen[t.Plate] = true
			plates = append(plates, t.Plate)
		}
	}
	sort.Strings(plates)
	return plates
}

// FormatTicket renders the ticket text for the thermal printer (32 columns).
func FormatTicket(t Ticket) string {
	var b strings.Builder
	fmt.Fprintf(&b, "HOLLINS RIDGE QUARRY\n")
	fmt.Fprintf(&b, "Ticket %06d\n", t.Number)
	fmt.Fprintf(&b, "%s  %s\n", t.IssuedAt.Format("02/01/2006"), t.IssuedAt.Format("15:04"))
	fmt.Fprintf(&b, "Truck   %s\n", t.Plate)
	fmt.Fprintf(&b, "Haulier %s\n", t.Haulier)
	fmt.Fprintf(&b, "Product %s\n", t.Product)
	fmt.Fprintf(&b, "Gross %10.0f kg\n", t.GrossKg)
	fmt.Fprintf(&b, "Tare  %10.0f kg\n", t.TareKg)
	fmt.Fprintf(&b, "Net   %10.0f kg\n", t.NetKg)
	if t.Overload {
		fmt.Fprintf(&b, "*** OVERLOAD - REPORT TO OFFICE ***\n")
	}
	return b.String()
}

// RestampTare re-weighs an empty truck and stores the new tare.
func (r *Register) RestampTare(rd Reading) (float64, error) {
	truck, err := r.Lookup(rd.Plate)
	if err != nil {
		return 0, err
	}
	if !rd.Stable {
		return 0, ErrUnstable
	}
	truck.TareKg = roundWeight(rd.GrossKg, defaultIncrementKg)
	r.trucks[truck.Plate] = truck
	return truck.TareKg, nil
}
