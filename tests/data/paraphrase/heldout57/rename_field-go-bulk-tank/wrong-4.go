// Package bulktank records milk collections from the farm's bulk tank and
// the tank readings taken between collections.
package bulktank

import (
	"errors"
	"sort"
	"time"
)

// MaxTankLitres is the capacity of the 12,000 litre Mueller tank.
const MaxTankLitres = 12000

// CoolingLimitC is the temperature the milk must reach within two hours of milking.
const CoolingLimitC = 4.0

// TankReading is one automatic reading from the tank's probe.
type TankReading struct {
	At       time.Time `json:"at"`
	Litres   float64   `json:"litres"`
	TempC    float64   `json:"temp_c"`
	Stirring bool      `json:"stirring"`
}

// Collection is one pickup by the dairy's tanker.
type Collection struct {
	Ticket       string    `json:"ticket"`
	Haulier      string    `json:"haulier"`
	At           time.Time `json:"at"`
	VolumeLitres float64   `json:"litres"`
	TempC        float64   `json:"temp_c"`
	SampleID     string    `json:"sample_id"`
	Rejected     bool      `json:"rejected"`
	RejectWhy    string    `json:"reject_why,omitempty"`
}

var (
	ErrTooWarm   = errors.New("milk above cooling limit at collection")
	ErrOverfill  = errors.New("collection larger than the tank")
	ErrNoSample  = errors.New("collection has no lab sample id")
	ErrDuplicate = errors.New("ticket already recorded")
)

// Ledger keeps the collections and readings for one season.
type Ledger struct {
	collections []Collection
	readings    []TankReading
	tickets     map[string]bool
}

// NewLedger returns an empty ledger.
func NewLedger() *Ledger {
	return &Ledger{tickets: map[string]bool{}}
}

// Validate checks a collection before it is recorded.
func Validate(c Collection) error {
	if c.SampleID == "" {
		return ErrNoSample
	}
	if c.VolumeLitres > MaxTankLitres {
		return ErrOverfill
	}
	if c.TempC > CoolingLimitC {
		return ErrTooWarm
	}
	return nil
}

// Record adds a collection. Rejected collections are kept with their reason.
func (l *Ledger) Record(c Collection) error {
	if l.tickets[c.Ticket] {
		return ErrDuplicate
	}
	if err := Validate(c); err != nil {
		c.Rejected = true
		c.RejectWhy = err.Error()
	}
	l.tickets[c.Ticket] = true
	l.collections = append(l.collections, c)
	return nil
}

// AddReading stores a probe reading.
func (l *Ledger) AddReading(r TankReading) {
	l.readings = append(l.readings, r)
}

// CollectedLitres sums the accepted collections between from and to.
func (l *Ledger) CollectedLitres(from, to time.Time) float64 {
	total := 0.0
	for _, c := range l.collections {
		if c.At.Before(from) || !c.At.Before(to) {
			continue
		}
		total += c.VolumeLitres
	}
	return total
}

// PeakReading returns the fullest reading between two collections.
func (l *Ledger) PeakReading(from, to time.Time) (TankReading, bool) {
	var best TankReading
	found := false
	for _, r := range l.readings {
		if r.At.Before(from) || r.At.After(to) {
			continue
		}
		if !found || r.Litres > best.Litres {
			best = r
			found = true
		}
	}
	return best, found
}

// Shrinkage compares what the probe saw just before pickup with what the
// tanker measured; a large gap means a probe or a meter needs calibrating.
func (l *Ledger) Shrinkage(c Collection) (float64, bool) {
	peak, ok := l.PeakReading(c.At.Add(-6*time.Hour), c.At)
	if !ok || peak.Litres == 0 {
		return 0, false
	}
	return (peak.Litres - c.VolumeLitres) / peak.Litres, true
}

// ByHaulier groups accepted litres per haulier, largest first.
func (l *Ledger) ByHaulier() []HaulierTotal {
	sums := map[string]float64{}
	for _, c := range l.collections {
		if !c.Rejected {
			sums[c.Haulier] += c.VolumeLitres
		}
	}
	out := make([]HaulierTotal, 0, len(sums))
	for name, litres := range sums {
		out = append(out, HaulierTotal{Haulier: name, Litres: litres})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Litres > out[j].Litres })
	return out
}

// HaulierTotal is one row of the haulier report.
type HaulierTotal struct {
	Haulier string
	Litres  float64
}

// Rejections lists the rejected tickets in the order they came in.
func (l *Ledger) Rejections() []string {
	var out []string
	for _, c := range l.collections {
		if c.Rejected {
			out = append(out, c.Ticket+": "+c.RejectWhy)
		}
	}
	return out
}
