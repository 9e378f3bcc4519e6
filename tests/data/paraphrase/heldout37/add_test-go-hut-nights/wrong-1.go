package huts

import (
	"testing"
	"time"
)

func day(s string) time.Time {
	t, err := time.Parse("2006-01-02", s)
	if err != nil {
		panic(err)
	}
	return t
}

func TestBedsFree(t *testing.T) {
	h := Hut{Code: "ROT", Bunks: 64}
	h.Book(day("2027-07-10"), 60)
	cases := []struct {
		night string
		want  int
	}{
		{"2027-07-09", 64},
		{"2027-07-10", 4},
		{"2027-07-11", 64},
	}
	for _, c := range cases {
		if got := h.BedsFree(day(c.night)); got != c.want {
			t.Errorf("BedsFree(%s) = %d, want %d", c.night, got, c.want)
		}
	}
}

func TestNightsBetween(t *testing.T) {
	cases := []struct {
		arrival, departure string
		want               int
	}{
		{"2027-07-10", "2027-07-10", 0},
		{"2027-07-10", "2027-07-11", 1},
		{"2027-07-30", "2027-08-02", 2},
	}
	for _, c := range cases {
		got := NightsBetween(day(c.arrival), day(c.departure))
		if got != c.want {
			t.Errorf("NightsBetween(%s, %s) = %d, want %d", c.arrival, c.departure, got, c.want)
		}
	}
}
