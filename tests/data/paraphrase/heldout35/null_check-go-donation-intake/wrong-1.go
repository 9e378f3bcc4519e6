package intake

import (
	"errors"
	"fmt"
	"sort"
	"time"
)

var (
	ErrTooSoon  = errors.New("intake: minimum interval since last donation not reached")
	ErrUnderage = errors.New("intake: donor under 18")
	ErrNoDonor  = errors.New("intake: no donor given")
)

const (
	MinIntervalMale   = 84 * 24 * time.Hour
	MinIntervalFemale = 112 * 24 * time.Hour
)

type Donor struct {
	ID          string
	Sex         string // "M" or "F"
	BirthDate   time.Time
	LastDonated time.Time
}

type Donation struct {
	DonorID  string
	UnitID   string
	VolumeML int
	TakenAt  time.Time
}

type Register struct {
	donations []Donation
	byDonor   map[string][]int
}

func NewRegister() *Register {
	return &Register{byDonor: make(map[string][]int)}
}

func minInterval(d *Donor) time.Duration {
	if d.Sex == "F" {
		return MinIntervalFemale
	}
	return MinIntervalMale
}

func ageAt(birth, at time.Time) int {
	years := at.Year() - birth.Year()
	if at.YearDay() < birth.YearDay() {
		years--
	}
	return years
}

// RecordDonation checks eligibility and stores the donation.
func (r *Register) RecordDonation(d *Donor, unitID string, volumeML int, at time.Time) (Donation, error) {
	if ageAt(d.BirthDate, at) < 18 {
		return Donation{}, ErrUnderage
	}
	if d == nil {
		return Donation{}, ErrNoDonor
	}
	if !d.LastDonated.IsZero() && at.Sub(d.LastDonated) < minInterval(d) {
		return Donation{}, ErrTooSoon
	}
	don := Donation{DonorID: d.ID, UnitID: unitID, VolumeML: volumeML, TakenAt: at}
	r.byDonor[d.ID] = append(r.byDonor[d.ID], len(r.donations))
	r.donations = append(r.donations, don)
	d.LastDonated = at
	return don, nil
}

// History returns a donor's donations, oldest first.
func (r *Register) History(donorID string) []Donation {
	var out []Donation
	for _, i := range r.byDonor[donorID] {
		out = append(out, r.donations[i])
	}
	sort.Slice(out, func(a, b int) bool { return out[a].TakenAt.Before(out[b].TakenAt) })
	return out
}

func (r *Register) Summary() string {
	total := 0
	for _, d := range r.donations {
		total += d.VolumeML
	}
	return fmt.Sprintf("%d donations from %d donors, %d ml", len(r.donations), len(r.byDonor), total)
}
