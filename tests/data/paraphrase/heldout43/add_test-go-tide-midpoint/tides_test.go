package tides

import (
	"math"
	"testing"
	"time"
)

func at(hhmm string) time.Time {
	t, err := time.Parse("2006-01-02 15:04", "2026-03-14 "+hhmm)
	if err != nil {
		panic(err)
	}
	return t
}

func near(a, b float64) bool { return math.Abs(a-b) < 0.005 }

func TestInterpolateAtEvents(t *testing.T) {
	lw := Event{When: at("03:10"), Height: 0.6, Kind: LowWater}
	hw := Event{When: at("09:22"), Height: 4.9, Kind: HighWater}
	if got := Interpolate(lw, hw, lw.When); !near(got, 0.6) {
		t.Errorf("at low water: got %.3f, want 0.600", got)
	}
	if got := Interpolate(lw, hw, hw.When); !near(got, 4.9) {
		t.Errorf("at high water: got %.3f, want 4.900", got)
	}
}

func TestInterpolateOutsideRange(t *testing.T) {
	lw := Event{When: at("03:10"), Height: 0.6, Kind: LowWater}
	hw := Event{When: at("09:22"), Height: 4.9, Kind: HighWater}
	if got := Interpolate(lw, hw, at("10:00")); !math.IsNaN(got) {
		t.Errorf("after high water: got %.3f, want NaN", got)
	}
}

func TestNextSlack(t *testing.T) {
	events := []Event{
		{When: at("03:10"), Height: 0.6, Kind: LowWater},
		{When: at("09:22"), Height: 4.9, Kind: HighWater},
		{When: at("15:31"), Height: 0.8, Kind: LowWater},
	}
	got, ok := NextSlack(events, at("10:05"))
	if !ok || !got.Equal(at("15:31")) {
		t.Fatalf("NextSlack = %v, %v; want 15:31, true", got, ok)
	}
	if _, ok := NextSlack(events, at("16:00")); ok {
		t.Errorf("NextSlack after the last event should report false")
	}
}
