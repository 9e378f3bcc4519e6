// Package boarding handles kennel and cattery boarding at the Tierklinik
// am Stadtpark: availability of runs, nightly rates and check-out bills.
package boarding

import (
	"errors"
	"fmt"
	"sort"
	"strings"
	"time"
)

// Species we board. Exotic pets are referred to a partner clinic.
const (
	Dog = "dog"
	Cat = "cat"
)

// Booking is one pet's stay. The JSON form is used by the front desk app.
type Booking struct {
	ID         string    `json:"id"`
	PetName    string    `json:"pet_name"`
	Species    string    `json:"species"`
	Weight     float64   `json:"weight_kg"`
	CheckIn    time.Time `json:"check_in"`
	StayNights int       `json:"stay_nights"`
	Run        string    `json:"run"`
	Medication []string  `json:"medication,omitempty"`
}

// PeakPeriod raises the rate and sets a minimum stay over holidays.
type PeakPeriod struct {
	Name      string
	From, To  time.Time
	Surcharge float64
	MinNights int
}

// Rates in euros per night.
var nightlyRate = map[string]float64{
	Dog: 32.0,
	Cat: 21.0,
}

const (
	largeDogKg        = 30.0
	largeDogSurcharge = 8.0
	medicationPerDay  = 4.5
)

var ErrNoRunFree = errors.New("boarding: no run free for the whole stay")

// CheckOut is the day the pet goes home.
func (b Booking) CheckOut() time.Time {
	return b.CheckIn.AddDate(0, 0, b.StayNights)
}

// Overlaps reports whether two stays share at least one night.
func (b Booking) Overlaps(other Booking) bool {
	return b.CheckIn.Before(other.CheckOut()) && other.CheckIn.Before(b.CheckOut())
}

func peakFor(day time.Time, peaks []PeakPeriod) *PeakPeriod {
	for i := range peaks {
		if !day.Before(peaks[i].From) && day.Before(peaks[i].To) {
			return &peaks[i]
		}
	}
	return nil
}

// Validate checks the booking against the clinic's rules.
func (b Booking) Validate(peaks []PeakPeriod) error {
	if b.Species != Dog && b.Species != Cat {
		return fmt.Errorf("boarding: we do not board %q", b.Species)
	}
	if b.StayNights < 1 {
		return errors.New("boarding: a stay is at least one night")
	}
	if p := peakFor(b.CheckIn, peaks); p != nil && b.StayNights < p.MinNights {
		return fmt.Errorf("boarding: %s needs at least %d nights", p.Name, p.MinNights)
	}
	return nil
}

// Bill returns the amount due at check-out.
func (b Booking) Bill(peaks []PeakPeriod) float64 {
	total := 0.0
	for night := 0; night < b.StayNights; night++ {
		day := b.CheckIn.AddDate(0, 0, night)
		rate := nightlyRate[b.Species]
		if b.Species == Dog && b.Weight >= largeDogKg {
			rate += largeDogSurcharge
		}
		if p := peakFor(day, peaks); p != nil {
			rate += p.Surcharge
		}
		total += rate
	}
	total += float64(len(b.Medication)*b.StayNights) * medicationPerDay
	return total
}

// Kennel is the set of runs and the bookings on them.
type Kennel struct {
	Runs     map[string]string // run name -> species it is fitted for
	Bookings []Booking
}

// Assign finds a free run of the right kind for the whole stay.
func (k *Kennel) Assign(b Booking) (Booking, error) {
	names := make([]string, 0, len(k.Runs))
	for name, species := range k.Runs {
		if species == b.Species {
			names = append(names, name)
		}
	}
	sort.Strings(names)
	for _, name := range names {
		free := true
		for _, other := range k.Bookings {
			if other.Run == name && other.Overlaps(b) {
				free = false
				break
			}
		}
		if free {
			b.Run = name
			k.Bookings = append(k.Bookings, b)
			return b, nil
		}
	}
	return b, ErrNoRunFree
}

// Occupancy lists the runs taken on a given night.
func (k *Kennel) Occupancy(night time.Time) []string {
	var taken []string
	for _, b := range k.Bookings {
		if !night.Before(b.CheckIn) && night.Before(b.CheckOut()) {
			taken = append(taken, b.Run)
		}
	}
	sort.Strings(taken)
	return taken
}

// Label is printed on the card clipped to the run door.
func (b Booking) Label() string {
	var sb strings.Builder
	fmt.Fprintf(&sb, "%s (%s) run %s\n", b.PetName, b.Species, b.Run)
	fmt.Fprintf(&sb, "in %s, %d nights, out %s\n",
		b.CheckIn.Format("02.01."), b.StayNights, b.CheckOut().Format("02.01."))
	if len(b.Medication) > 0 {
		fmt.Fprintf(&sb, "MEDS: %s\n", strings.Join(b.Medication, ", "))
	}
	return sb.String()
}

// Extend adds nights to a stay if the run stays free.
func (k *Kennel) Extend(id string, extra int) error {
	for i := range k.Bookings {
		if k.Bookings[i].ID != id {
			continue
		}
		longer := k.Bookings[i]
		longer.StayNights += extra
		for j, other := range k.Bookings {
			if j != i && other.Run == longer.Run && other.Overlaps(longer) {
				return ErrNoRunFree
			}
		}
		k.Bookings[i] = longer
		return nil
	}
	return fmt.Errorf("boarding: no booking %s", id)
}
