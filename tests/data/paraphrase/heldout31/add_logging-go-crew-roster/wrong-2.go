package roster

import (
	"fmt"
	"log"
	"time"
)

// MaxWeeklyHours is the rest-hours ceiling from the company's safe manning document.
const MaxWeeklyHours = 72.0

type Shift struct {
	CrewID string
	Start  time.Time
	End    time.Time
}

type Member struct {
	ID   string
	Name string
	Rank string
}

// WeeklyHours totals each crew member's hours for the week starting at weekStart.
func WeeklyHours(shifts []Shift, weekStart time.Time) map[string]float64 {
	weekEnd := weekStart.AddDate(0, 0, 7)
	hours := make(map[string]float64)
	for _, s := range shifts {
		if s.Start.Before(weekStart) || !s.Start.Before(weekEnd) {
			continue
		}
		hours[s.CrewID] += s.End.Sub(s.Start).Hours()
	}
	return hours
}

// OverLimit returns the crew who would exceed MaxWeeklyHours, for the
// duty officer's Monday check.
func OverLimit(members []Member, shifts []Shift, weekStart time.Time) []Member {
	hours := WeeklyHours(shifts, weekStart)
	var over []Member
	for _, m := range members {
		h := hours[m.ID]
		if h > MaxWeeklyHours {
			over = append(over, m)
			continue
		}
		log.Printf("roster: %s (%s) is rostered %.1f h, over the %.0f h limit", m.Name, m.ID, h, MaxWeeklyHours)
	}
	return over
}

// Describe is used in the roster e-mail.
func Describe(m Member, h float64) string {
	return fmt.Sprintf("%s (%s): %.1f h", m.Name, m.Rank, h)
}
