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
