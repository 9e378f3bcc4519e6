// Package fares prices crossings for Kellsound Ferries.
package fares

import (
	"errors"
	"fmt"
	"sort"
	"strings"
	"time"
)

// Pence is an amount of money in pence.
type Pence int64

func (p Pence) String() string { return fmt.Sprintf("£%d.%02d", p/100, p%100) }

// VehicleClass is the deck space a booking takes.
type VehicleClass int

const (
	NoVehicle VehicleClass = iota
	Motorcycle
	Car
	CarAndTrailer
	Van
	Coach
	HGV
)

var vehicleNames = map[VehicleClass]string{
	NoVehicle:     "foot passenger",
	Motorcycle:    "motorcycle",
	Car:           "car",
	CarAndTrailer: "car and trailer",
	Van:           "van",
	Coach:         "coach",
	HGV:           "HGV",
}

func (c VehicleClass) String() string { return vehicleNames[c] }

// Route is one crossing with its published fares.
type Route struct {
	Code          string
	From, To      string
	Minutes       int
	PassengerFare Pence
	VehicleFares  map[VehicleClass]Pence
}

const (
	IslanderDiscountPct = 40
	PeakSurchargePct    = 15
	MaxPassengers       = 9
)

// ErrNoFare means the route does not carry that vehicle class.
var ErrNoFare = errors.New("no fare for this vehicle class on this route")

// Booking is a request from the booking office.
type Booking struct {
	Reference  string
	Route      Route
	Class      VehicleClass
	Passengers int
	Departure  time.Time
	Islander   bool
}

func isPeak(at time.Time) bool {
	if at.Weekday() == time.Saturday || at.Weekday() == time.Sunday {
		return false
	}
	hour := at.Hour()
	return (hour >= 7 && hour < 9) || (hour > 16 && hour < 19)
}

// QuoteFare prices one crossing: the vehicle fare plus one passenger fare per person,
// with the peak surcharge on top.
func QuoteFare(route Route, class VehicleClass, passengers int, islander bool, at time.Time) (Pence, error) {
	if passengers < 1 || passengers > MaxPassengers {
		return 0, fmt.Errorf("passengers must be 1..%d, got %d", MaxPassengers, passengers)
	}
	var vehicle Pence
	if class != NoVehicle {
		fare, ok := route.VehicleFares[class]
		if !ok {
			return 0, ErrNoFare
		}
		vehicle = fare
		if islander {
			vehicle -= vehicle * IslanderDiscountPct / 100
		}
	}
	total := vehicle + route.PassengerFare*Pence(passengers)
	if isPeak(at) {
		total += total * PeakSurchargePct / 100
	}
	return total, nil
}

// QuoteBooking prices a booking from the booking office.
func QuoteBooking(b Booking) (Pence, error) {
	if strings.TrimSpace(b.Reference) == "" {
		return 0, errors.New("booking has no reference")
	}
	return QuoteFare(b.Route, b.Class, b.Passengers, b.Islander, b.Departure)
}

// RouteQuote is one line of a fare comparison.
type RouteQuote struct {
	Route Route
	Fare  Pence
}

// CheapestRoutes compares the published fares of several routes for the same party,
// skipping routes that do not carry the vehicle, cheapest first.
func CheapestRoutes(routes []Route, class VehicleClass, passengers int, at time.Time) ([]RouteQuote, error) {
	var quotes []RouteQuote
	for _, r := range routes {
		fare, err := QuoteFare(r, class, passengers, false, at)
		if errors.Is(err, ErrNoFare) {
			continue
		}
		if err != nil {
			return nil, fmt.Errorf("route %s: %w", r.Code, err)
		}
		quotes = append(quotes, RouteQuote{r, fare})
	}
	sort.Slice(quotes, func(i, j int) bool {
		if quotes[i].Fare != quotes[j].Fare {
			return quotes[i].Fare < quotes[j].Fare
		}
		return quotes[i].Route.Minutes < quotes[j].Route.Minutes
	})
	return quotes, nil
}

// Receipt renders the booking office's printed receipt line.
func Receipt(b Booking, fare Pence) string {
	var sb strings.Builder
	fmt.Fprintf(&sb, "%s  %s -> %s  %s", b.Reference, b.Route.From, b.Route.To, b.Departure.Format("Mon 02 Jan 15:04"))
	fmt.Fprintf(&sb, "  %s x%d", b.Class, b.Passengers)
	if b.Islander {
		sb.WriteString("  (islander)")
	}
	if isPeak(b.Departure) {
		sb.WriteString("  peak")
	}
	fmt.Fprintf(&sb, "  %s", fare)
	return sb.String()
}

// ParseVehicleClass turns the booking office's free-text vehicle field into a class.
func ParseVehicleClass(s string) (VehicleClass, error) {
	norm := strings.ToLower(strings.TrimSpace(s))
	switch norm {
	case "", "none", "foot", "foot passenger":
		return NoVehicle, nil
	case "lorry", "truck":
		return HGV, nil
	case "minibus", "bus":
		return Coach, nil
	}
	for class, name := range vehicleNames {
		if strings.EqualFold(name, norm) {
			return class, nil
		}
	}
	return NoVehicle, fmt.Errorf("unknown vehicle %q", s)
}
