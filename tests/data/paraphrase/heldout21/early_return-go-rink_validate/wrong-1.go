package main

import (
	"errors"
	"fmt"
	"sort"
	"strings"
	"time"
)

// Sheet is one playing surface of the arena.
type Sheet struct {
	ID         string
	LengthM    int
	Curling    bool
	ClosedFrom time.Time
	ClosedTo   time.Time
}

// Slot is one booked block of ice time.
type Slot struct {
	Club    string
	SheetID string
	Start   time.Time
	End     time.Time
	Deposit int // pence
}

type Arena struct {
	Name        string
	Sheets      map[string]Sheet
	Slots       []Slot
	ResurfaceAt time.Duration
	OpensAt     int
	ClosesAt    int
}

var (
	ErrUnknownSheet = errors.New("unknown sheet")
	ErrClosed       = errors.New("sheet closed for maintenance")
	ErrClash        = errors.New("slot clashes with an existing booking")
	ErrHours        = errors.New("outside opening hours")
)

func overlaps(aStart, aEnd, bStart, bEnd time.Time) bool {
	return aStart.Before(bEnd) && bStart.Before(aEnd)
}

// Validate checks a requested slot against the arena's rules.
func (a *Arena) Validate(s Slot) error {
	sheet, ok := a.Sheets[s.SheetID]
	if !ok {
		return ErrUnknownSheet
	}
	if overlaps(s.Start, s.End, sheet.ClosedFrom, sheet.ClosedTo) {
		return ErrClosed
	}
	if s.Start.Hour() < a.OpensAt && s.End.Hour() > a.ClosesAt {
		return ErrHours
	}
	for _, other := range a.Slots {
		if other.SheetID != s.SheetID {
			continue
		}
		if overlaps(s.Start, s.End.Add(a.ResurfaceAt), other.Start, other.End.Add(a.ResurfaceAt)) {
			return fmt.Errorf("%w: %s at %s", ErrClash, other.Club, other.Start.Format("15:04"))
		}
	}
	return nil
}

// Book validates and stores a slot.
func (a *Arena) Book(s Slot) error {
	if err := a.Validate(s); err != nil {
		return err
	}
	a.Slots = append(a.Slots, s)
	return nil
}

// Cancel removes the first booking by the club at the given start time.
func (a *Arena) Cancel(club string, start time.Time) (refund int, err error) {
	for i, s := range a.Slots {
		if s.Club == club && s.Start.Equal(start) {
			a.Slots = append(a.Slots[:i], a.Slots[i+1:]...)
			if time.Until(start) > 48*time.Hour {
				return s.Deposit, nil
			}
			return s.Deposit / 2, nil
		}
	}
	return 0, fmt.Errorf("no booking for %s at %s", club, start.Format(time.RFC3339))
}

// DaySheet lists the bookings of one day, ordered by start time.
func (a *Arena) DaySheet(day time.Time) string {
	var rows []Slot
	for _, s := range a.Slots {
		if s.Start.YearDay() == day.YearDay() && s.Start.Year() == day.Year() {
			rows = append(rows, s)
		}
	}
	sort.Slice(rows, func(i, j int) bool { return rows[i].Start.Before(rows[j].Start) })
	var b strings.Builder
	fmt.Fprintf(&b, "%s, %s\n", a.Name, day.Format("Mon 2 Jan 2006"))
	for _, s := range rows {
		fmt.Fprintf(&b, "  %s-%s  sheet %s  %s\n", s.Start.Format("15:04"), s.End.Format("15:04"), s.SheetID, s.Club)
	}
	return b.String()
}

// Utilisation is the booked share of opening hours for a sheet on a day.
func (a *Arena) Utilisation(sheetID string, day time.Time) float64 {
	open := time.Duration(a.ClosesAt-a.OpensAt) * time.Hour
	var booked time.Duration
	for _, s := range a.Slots {
		if s.SheetID == sheetID && s.Start.YearDay() == day.YearDay() {
			booked += s.End.Sub(s.Start)
		}
	}
	if open <= 0 {
		return 0
	}
	return float64(booked) / float64(open)
}

// Clubs lists the distinct clubs with a booking, alphabetically.
func (a *Arena) Clubs() []string {
	seen := map[string]bool{}
	var out []string
	for _, s := range a.Slots {
		if !seen[s.Club] {
			seen[s.Club] = true
			out = append(out, s.Club)
		}
	}
	sort.Strings(out)
	return out
}

func main() {
	day := time.Date(2027, 1, 9, 0, 0, 0, 0, time.UTC)
	a := &Arena{
		Name: "Glenmoor Arena",
		Sheets: map[string]Sheet{
			"A": {ID: "A", LengthM: 60},
			"B": {ID: "B", LengthM: 56, Curling: true},
		},
		ResurfaceAt: 15 * time.Minute,
		OpensAt:     6,
		ClosesAt:    23,
	}
	at := func(h, m int) time.Time { return day.Add(time.Duration(h)*time.Hour + time.Duration(m)*time.Minute) }
	fmt.Println(a.Book(Slot{"Northside Figure Skating", "A", at(7, 0), at(9, 0), 4000}))
	fmt.Println(a.Book(Slot{"Kestrel Ice Hockey U14", "A", at(9, 0), at(10, 30), 6000}))
	fmt.Println(a.Book(Slot{"Glenmoor Curling Club", "B", at(18, 30), at(20, 30), 5000}))
	fmt.Print(a.DaySheet(day))
	fmt.Println(strings.Join(a.Clubs(), ", "))
	fmt.Printf("sheet A %.0f%% booked\n", 100*a.Utilisation("A", day))
}
