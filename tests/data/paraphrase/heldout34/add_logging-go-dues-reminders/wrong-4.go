// Package dues sends the yearly membership dues reminders of the
// Elmbridge Model Railway Club. The club year runs from 1 October.
package dues

import (
	"context"
	"fmt"
	"sort"
	"strings"
	"time"
)

// Grade is a membership grade.
type Grade int

const (
	Full Grade = iota
	Junior
	Senior
	Family
	Honorary
)

var annualFeePence = map[Grade]int{
	Full:     4800,
	Junior:   2400,
	Senior:   3600,
	Family:   7200,
	Honorary: 0,
}

// Member is one row of the membership secretary's register.
type Member struct {
	Number   string
	Name     string
	Email    string
	Grade    Grade
	Joined   time.Time
	Payments map[int]int // club year -> pence paid
}

// PaidFor reports whether the member has paid the full fee for a club year.
func (m Member) PaidFor(year int) bool {
	return m.Payments[year] >= annualFeePence[m.Grade]
}

// Outstanding is what is still owed for a club year, in pence.
func (m Member) Outstanding(year int) int {
	owed := annualFeePence[m.Grade] - m.Payments[year]
	if owed < 0 {
		return 0
	}
	return owed
}

// Mailer delivers one e-mail.
type Mailer interface {
	Send(ctx context.Context, to, subject, body string) error
}

// Sender sends reminders through a Mailer.
type Sender struct {
	mailer    Mailer
	treasurer string
	now       func() time.Time
}

// NewSender returns a Sender signed by the given treasurer.
func NewSender(m Mailer, treasurer string) *Sender {
	return &Sender{mailer: m, treasurer: treasurer, now: time.Now}
}

func yearLabel(year int) string {
	return fmt.Sprintf("%d/%02d", year, (year+1)%100)
}

func pounds(pence int) string {
	return fmt.Sprintf("£%d.%02d", pence/100, pence%100)
}

func (s *Sender) reminderText(m Member, year int) string {
	var b strings.Builder
	first := strings.Fields(m.Name)[0]
	fmt.Fprintf(&b, "Dear %s,\n\n", first)
	fmt.Fprintf(&b, "your club dues for %s are %s", yearLabel(year), pounds(annualFeePence[m.Grade]))
	if paid := m.Payments[year]; paid > 0 {
		fmt.Fprintf(&b, ", of which %s has been received", pounds(paid))
	}
	fmt.Fprintf(&b, ". Please pay the remaining %s by 31 October.\n\n", pounds(m.Outstanding(year)))
	b.WriteString("Bank transfer details are on the clubroom noticeboard.\n\n")
	fmt.Fprintf(&b, "Thank you,\n%s (treasurer)\n", s.treasurer)
	return b.String()
}

// SendReminders mails every member who still owes dues for the year and
// returns how many reminders went out.
func (s *Sender) SendReminders(ctx context.Context, members []Member, year int) (int, error) {
	sent := 0
	for _, m := range members {
		if m.Grade == Honorary || m.PaidFor(year) {
			continue
		}
		if m.Email == "" {
			log.Printf("dues: member %s has no e-mail address, reminder not sent", m.Number)
			continue
		}
		subject := "Club dues " + yearLabel(year)
		if err := s.mailer.Send(ctx, m.Email, subject, s.reminderText(m, year)); err != nil {
			return sent, fmt.Errorf("reminder to member %s: %w", m.Number, err)
		}
		sent++
	}
	return sent, nil
}

// LetterList returns the members who owe dues but have no e-mail address,
// sorted by member number, for the treasurer to post a letter to.
func LetterList(members []Member, year int) []Member {
	var out []Member
	for _, m := range members {
		if m.Email == "" && m.Grade != Honorary && !m.PaidFor(year) {
			out = append(out, m)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Number < out[j].Number })
	return out
}

// TotalOutstanding sums what all members still owe for the year.
func TotalOutstanding(members []Member, year int) int {
	total := 0
	for _, m := range members {
		if m.Grade == Honorary {
			continue
		}
		total += m.Outstanding(year)
	}
	return total
}

// ClubYear returns the club year a date falls in.
func ClubYear(t time.Time) int {
	if t.Month() >= time.October {
		return t.Year()
	}
	return t.Year() - 1
}

// DueDate is the last day to pay for a club year without a reminder.
func DueDate(year int) time.Time {
	return time.Date(year, time.October, 31, 0, 0, 0, 0, time.UTC)
}
