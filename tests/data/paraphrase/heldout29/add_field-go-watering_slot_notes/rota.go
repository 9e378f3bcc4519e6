// Package rota builds the weekly watering rota for the Hollins Lane garden.
package rota

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"sort"
	"strings"
	"time"
)

// Volunteer is a plot holder who has signed up for watering duty.
type Volunteer struct {
	ID         string   `json:"id"`
	Name       string   `json:"name"`
	Phone      string   `json:"phone,omitempty"`
	Unavail    []string `json:"unavailable,omitempty"`
	MaxPerWeek int      `json:"max_per_week"`
}

// WateringSlot is one volunteer's turn on one day for a group of beds.
type WateringSlot struct {
	Day         time.Weekday `json:"day"`
	Beds        string       `json:"beds"`
	VolunteerID string       `json:"volunteer_id"`
	Evening     bool         `json:"evening"`
}

// Rota is a full week of slots.
type Rota struct {
	WeekOf time.Time      `json:"week_of"`
	Slots  []WateringSlot `json:"slots"`
}

var ErrNoVolunteers = errors.New("rota: nobody available")

// BedGroups are watered separately because the standpipes are far apart.
var BedGroups = []string{"north beds", "polytunnel", "fruit cage", "south beds"}

func available(v Volunteer, day time.Weekday) bool {
	for _, d := range v.Unavail {
		if strings.EqualFold(d, day.String()) {
			return false
		}
	}
	return true
}

// BuildRota hands out slots round-robin, skipping people on days they cannot do
// and people who have reached their weekly maximum.
func BuildRota(weekOf time.Time, vols []Volunteer, evening bool) (Rota, error) {
	if len(vols) == 0 {
		return Rota{}, ErrNoVolunteers
	}
	taken := make(map[string]int)
	rota := Rota{WeekOf: weekOf}
	next := 0
	for day := 0; day < 7; day++ {
		weekday := time.Weekday(day)
		for _, beds := range BedGroups {
			assigned := false
			for tries := 0; tries < len(vols); tries++ {
				v := vols[(next+tries)%len(vols)]
				if !available(v, weekday) || taken[v.ID] >= v.MaxPerWeek {
					continue
				}
				rota.Slots = append(rota.Slots, WateringSlot{weekday, beds, v.ID, evening})
				taken[v.ID]++
				next = (next + tries + 1) % len(vols)
				assigned = true
				break
			}
			if !assigned {
				return rota, fmt.Errorf("rota: nobody free for %s on %s", beds, weekday)
			}
		}
	}
	return rota, nil
}

// SlotsFor lists one volunteer's slots in day order.
func (r Rota) SlotsFor(volunteerID string) []WateringSlot {
	var out []WateringSlot
	for _, s := range r.Slots {
		if s.VolunteerID == volunteerID {
			out = append(out, s)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Day < out[j].Day })
	return out
}

// Swap exchanges the volunteers of two slots, for when people trade turns.
func (r *Rota) Swap(i, j int) error {
	if i < 0 || j < 0 || i >= len(r.Slots) || j >= len(r.Slots) {
		return fmt.Errorf("rota: swap %d/%d out of range", i, j)
	}
	r.Slots[i].VolunteerID, r.Slots[j].VolunteerID = r.Slots[j].VolunteerID, r.Slots[i].VolunteerID
	return nil
}

// HeatwaveExtra adds an evening round for the polytunnel on every day that has
// only a morning slot for it.
func (r *Rota) HeatwaveExtra(volunteerID string) int {
	added := 0
	for day := 0; day < 7; day++ {
		weekday := time.Weekday(day)
		hasEvening := false
		for _, s := range r.Slots {
			if s.Day == weekday && s.Beds == "polytunnel" && s.Evening {
				hasEvening = true
			}
		}
		if !hasEvening {
			r.Slots = append(r.Slots, WateringSlot{
				Day:         weekday,
				Beds:        "polytunnel",
				VolunteerID: volunteerID,
				Evening:     true,
			})
			added++
		}
	}
	return added
}

// WriteJSON writes the rota for the noticeboard screen.
func (r Rota) WriteJSON(w io.Writer) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(r)
}

// Noticeboard renders the rota as plain text, one line per slot.
func (r Rota) Noticeboard(names map[string]string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "Watering rota, week of %s\n", r.WeekOf.Format("2 Jan 2006"))
	for _, s := range r.Slots {
		when := "morning"
		if s.Evening {
			when = "evening"
		}
		name := names[s.VolunteerID]
		if name == "" {
			name = s.VolunteerID
		}
		fmt.Fprintf(&b, "%-9s %-7s %-11s %s\n", s.Day, when, s.Beds, name)
	}
	return b.String()
}

// ParseWeekday accepts "mon", "Monday", "MONDAY" and so on.
func ParseWeekday(s string) (time.Weekday, error) {
	s = strings.ToLower(strings.TrimSpace(s))
	for d := time.Sunday; d <= time.Saturday; d++ {
		full := strings.ToLower(d.String())
		if s == full || (len(s) >= 3 && strings.HasPrefix(full, s)) {
			return d, nil
		}
	}
	return 0, fmt.Errorf("rota: unknown weekday %q", s)
}
