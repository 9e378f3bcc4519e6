package feeding

import (
	"fmt"
	"sort"
)

// Ration is one horse's daily feed in kilograms.
type Ration struct {
	Hay         float64
	Concentrate float64
	Supplement  string
}

// Horse is a livery horse at Hollins Green.
type Horse struct {
	Name    string
	Box     int
	Ration  *Ration
	Retired bool
}

// MorningRound lists what goes into each box on the morning round.
func MorningRound(horses []*Horse) []string {
	sort.Slice(horses, func(i, j int) bool { return horses[i].Box < horses[j].Box })
	var out []string
	for _, h := range horses {
		hay := h.Ration.Hay / 2
		if h.Ration == nil {
			continue
		}
		line := fmt.Sprintf("box %d %s: %.1f kg hay, %.1f kg hard feed", h.Box, h.Name, hay, h.Ration.Concentrate/2)
		if h.Ration.Supplement != "" {
			line += " + " + h.Ration.Supplement
		}
		out = append(out, line)
	}
	return out
}

// HayNeeded is the total hay for one day in kilograms.
func HayNeeded(horses []*Horse) float64 {
	total := 0.0
	for _, h := range horses {
		if h.Ration == nil {
			continue
		}
		total += h.Ration.Hay
	}
	return total
}
