// Package billing turns finished trips into invoice lines for the
// Kestrel car-sharing pool.
package billing

import (
	"errors"
	"fmt"
	"sort"
	"strings"
	"time"
)

// Trip is one finished rental as reported by the vehicle gateway.
type Trip struct {
	ID              string    `json:"id"`
	Plate           string    `json:"plate"`
	MemberID        string    `json:"member_id"`
	Start           time.Time `json:"start"`
	DurationMinutes int       `json:"dur_min"`
	Km              int       `json:"km"`
	Plan            string    `json:"plan"`
}

// Reservation is a booked slot; members pay for reserved minutes they did not drive.
type Reservation struct {
	MemberID string    `json:"member_id"`
	Plate    string    `json:"plate"`
	From     time.Time `json:"from"`
	DurMin   int       `json:"dur_min"`
}

type Rate struct {
	PerMinuteCents int
	PerKmCents     int
	FreeKm         int
	DailyCapCents  int
}

var Rates = map[string]Rate{
	"flex":     {PerMinuteCents: 29, PerKmCents: 19, FreeKm: 0, DailyCapCents: 6900},
	"commuter": {PerMinuteCents: 24, PerKmCents: 17, FreeKm: 20, DailyCapCents: 5900},
	"weekend":  {PerMinuteCents: 21, PerKmCents: 15, FreeKm: 50, DailyCapCents: 8900},
}

var ErrUnknownPlan = errors.New("unknown plan")

// Line is one row of a member's monthly invoice.
type Line struct {
	TripID      string
	Description string
	Cents       int
}

func (t Trip) End() time.Time {
	return t.Start.Add(time.Duration(t.DurationMinutes) * time.Minute)
}

// TripCents prices a trip: minutes plus kilometres beyond the free allowance,
// capped per started day.
func TripCents(t Trip) (int, error) {
	rate, ok := Rates[t.Plan]
	if !ok {
		return 0, fmt.Errorf("trip %s: %w %q", t.ID, ErrUnknownPlan, t.Plan)
	}
	if t.DurationMinutes <= 0 {
		return 0, fmt.Errorf("trip %s: non-positive duration %d", t.ID, t.DurationMinutes)
	}
	km := t.Km - rate.FreeKm
	if km < 0 {
		km = 0
	}
	usage := t.DurationMinutes*rate.PerMinuteCents + km*rate.PerKmCents
	days := t.DurationMinutes/1440 + 1
	if limit := days * rate.DailyCapCents; usage > limit {
		usage = limit
	}
	return usage, nil
}

// IdleCents charges reserved minutes that were not used by a trip
// starting inside the reservation, at a flat 9 cents a minute.
func IdleCents(r Reservation, trips []Trip) int {
	used := 0
	end := r.From.Add(time.Duration(r.DurMin) * time.Minute)
	for _, t := range trips {
		if t.Plate != r.Plate || t.MemberID != r.MemberID {
			continue
		}
		if !t.Start.Before(r.From) && t.Start.Before(end) {
			used += t.DurationMinutes
		}
	}
	idle := r.DurMin - used
	if idle <= 0 {
		return 0
	}
	return idle * 9
}

func describe(t Trip) string {
	return fmt.Sprintf("%s %s, %d min, %d km", t.Start.Format("2006-01-02 15:04"), t.Plate, t.DurationMinutes, t.Km)
}

// Invoice builds the lines for one member's month, trips first, then idle reservations.
func Invoice(memberID string, trips []Trip, reservations []Reservation) ([]Line, error) {
	var lines []Line
	sort.Slice(trips, func(i, j int) bool { return trips[i].Start.Before(trips[j].Start) })
	for _, t := range trips {
		if t.MemberID != memberID {
			continue
		}
		cents, err := TripCents(t)
		if err != nil {
			return nil, err
		}
		lines = append(lines, Line{TripID: t.ID, Description: describe(t), Cents: cents})
	}
	for _, r := range reservations {
		if r.MemberID != memberID {
			continue
		}
		if cents := IdleCents(r, trips); cents > 0 {
			desc := fmt.Sprintf("unused reservation %s, %s", r.Plate, r.From.Format("2006-01-02"))
			lines = append(lines, Line{Description: desc, Cents: cents})
		}
	}
	return lines, nil
}

func Total(lines []Line) int {
	sum := 0
	for _, l := range lines {
		sum += l.Cents
	}
	return sum
}

// MonthlyTotals sums each member's invoice; members without lines are left out.
func MonthlyTotals(invoices map[string][]Line) map[string]int {
	totals := make(map[string]int, len(invoices))
	for memberID, lines := range invoices {
		if len(lines) == 0 {
			continue
		}
		totals[memberID] = Total(lines)
	}
	return totals
}

func Render(lines []Line) string {
	var b strings.Builder
	for _, l := range lines {
		fmt.Fprintf(&b, "%-44s %7.2f\n", l.Description, float64(l.Cents)/100)
	}
	fmt.Fprintf(&b, "%-44s %7.2f\n", "total", float64(Total(lines))/100)
	return b.String()
}
