package main

import (
	"errors"
	"fmt"
	"time"
)

// Line is one shredder line at the Harlow Vale plant.
type Line struct {
	ID          string
	ScreenMM    int     // output chip size
	RatedTPH    float64 // tonnes per hour at full feed
	RunHours    float64 // since last blade change
	BladeLimitH float64
}

var ErrBladesDue = errors.New("blade change due")

// Schedule plans a batch of tonnes on a line and returns how long it takes.
func Schedule(l *Line, tonnes float64, feedRate float64) (time.Duration, error) {
	if l.RunHours >= l.BladeLimitH {
		return 0, ErrBladesDue
	}
	hours := tonnes / l.RatedTPH * feedRate
	if l.RunHours+hours > l.BladeLimitH {
		return 0, fmt.Errorf("line %s: batch of %.1f t would pass the blade limit: %w", l.ID, tonnes, ErrBladesDue)
	}
	l.RunHours += hours
	return time.Duration(hours * float64(time.Hour)), nil
}

func main() {
	lines := []*Line{
		{ID: "L1", ScreenMM: 50, RatedTPH: 6.5, RunHours: 112, BladeLimitH: 160},
		{ID: "L2", ScreenMM: 20, RatedTPH: 4.0, RunHours: 40, BladeLimitH: 120},
	}
	batches := []float64{18, 22.5, 9}
	for i, t := range batches {
		l := lines[i%len(lines)]
		d, err := Schedule(l, t, 1.0)
		if err != nil {
			fmt.Println("skip:", err)
			continue
		}
		fmt.Printf("%s: %.1f t in %s\n", l.ID, t, d.Round(time.Minute))
	}
}
