package dispatch

import "errors"

var ErrNoRider = errors.New("dispatch: no rider available")

type Rider struct {
	ID         string
	OnShift    bool
	CargoBike  bool
	LoadKg     float64
	CapacityKg float64
	DropsToday int
}

type Parcel struct {
	Ref      string
	WeightKg float64
	Bulky    bool
}

// canTake reports whether the rider can carry the parcel right now.
func canTake(r Rider, p Parcel) bool {
	ok := false
	if r.OnShift {
		if !p.Bulky || r.CargoBike {
			if r.LoadKg+p.WeightKg <= r.CapacityKg {
				ok = true
			}
		}
	}
	return ok
}

// Assign picks the on-shift rider with the fewest drops who can take the parcel.
func Assign(riders []Rider, p Parcel) (string, error) {
	best := -1
	for i, r := range riders {
		if !canTake(r, p) {
			continue
		}
		if best == -1 || r.DropsToday < riders[best].DropsToday {
			best = i
		}
	}
	if best == -1 {
		return "", ErrNoRider
	}
	return riders[best].ID, nil
}
