// Package circulation computes loan periods, renewals and overdue fines for the
// Ashgrove municipal library branches.
package circulation

import (
	"errors"
	"fmt"
	"sort"
	"strings"
	"time"
)

// MaterialType is the kind of item on loan.
type MaterialType int

const (
	Book MaterialType = iota
	DVD
	Magazine
	Interlibrary
)

// Loan is one checked-out item.
type Loan struct {
	Barcode   string
	Title     string
	Patron    string
	Material  MaterialType
	Branch    string
	DueDate   time.Time
	Renewals  int
	Returned  *time.Time
}

// Patron is a library card holder.
type Patron struct {
	Card      string
	Name      string
	Junior    bool
	Senior    bool
	FinesOwed float64
}

var ErrTooManyRenewals = errors.New("circulation: renewal limit reached")
var ErrBlocked = errors.New("circulation: patron owes too much to borrow")

// dailyRate is the fine per overdue day, in euros, by material type.
var dailyRate = map[MaterialType]float64{
	Book:         0.25,
	DVD:          1.00,
	Magazine:     0.10,
	Interlibrary: 0.50,
}

// maxFine caps the fine for one item, in euros.
var maxFine = map[MaterialType]float64{
	Book:         8.00,
	DVD:          15.00,
	Magazine:     3.00,
	Interlibrary: 20.00,
}

const blockThreshold = 10.00
const maxRenewals = 3

// LoanPeriod is how long an item of a given type may be kept.
func LoanPeriod(m MaterialType) time.Duration {
	switch m {
	case DVD:
		return 7 * 24 * time.Hour
	case Magazine:
		return 14 * 24 * time.Hour
	case Interlibrary:
		return 21 * 24 * time.Hour
	default:
		return 28 * 24 * time.Hour
	}
}

// DaysOverdue counts whole days past the due date at the moment `at`.
func DaysOverdue(l Loan, at time.Time) int {
	if !at.After(l.DueDate) {
		return 0
	}
	return int(at.Sub(l.DueDate).Hours() / 24)
}

// OverdueFine is the fine owed on one loan at the moment `at`.
func OverdueFine(l Loan, p Patron, at time.Time, graceDays int) float64 {
	days := DaysOverdue(l, at) - graceDays
	if days <= 0 || p.Junior {
		return 0
	}
	fine := float64(days) * dailyRate[l.Material]
	if p.Senior {
		fine = fine / 2
	}
	if fine > maxFine[l.Material] {
		fine = maxFine[l.Material]
	}
	return fine
}

// Renew extends a loan by one loan period from today.
func Renew(l *Loan, p Patron, today time.Time) error {
	if l.Renewals >= maxRenewals {
		return ErrTooManyRenewals
	}
	if p.FinesOwed > blockThreshold {
		return ErrBlocked
	}
	l.DueDate = today.Add(LoanPeriod(l.Material))
	l.Renewals++
	return nil
}

// TotalOwed adds up the fines on every unreturned loan of a patron.
func TotalOwed(loans []Loan, p Patron, at time.Time) float64 {
	total := 0.0
	for _, l := range loans {
		if l.Patron != p.Card || l.Returned != nil {
			continue
		}
		total += OverdueFine(l, p, at, 0)
	}
	return total
}

// OverdueNotice is the text of the e-mail sent to a patron.
func OverdueNotice(loans []Loan, p Patron, at time.Time) string {
	var b strings.Builder
	fmt.Fprintf(&b, "Dear %s,\n\nThe following items are overdue:\n", p.Name)
	sorted := append([]Loan(nil), loans...)
	sort.Slice(sorted, func(i, j int) bool { return sorted[i].DueDate.Before(sorted[j].DueDate) })
	for _, l := range sorted {
		if l.Patron != p.Card || DaysOverdue(l, at) == 0 {
			continue
		}
		fine := OverdueFine(l, p, at, 0)
		fmt.Fprintf(&b, "  - %s (%s), due %s: EUR %.2f\n", l.Title, l.Branch, l.DueDate.Format("2 Jan"), fine)
	}
	fmt.Fprintf(&b, "\nTotal: EUR %.2f\n", TotalOwed(loans, p, at))
	return b.String()
}

// BranchReport sums fines per branch for the monthly statistics.
func BranchReport(loans []Loan, patrons map[string]Patron, at time.Time) map[string]float64 {
	out := map[string]float64{}
	for _, l := range loans {
		p, ok := patrons[l.Patron]
		if !ok || l.Returned != nil {
			continue
		}
		out[l.Branch] += OverdueFine(l, p, at)
	}
	return out
}
