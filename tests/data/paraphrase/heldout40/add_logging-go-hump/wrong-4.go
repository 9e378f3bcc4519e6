// Package hump routes cuts of wagons over the hump at Toton into the classification sidings.
package hump

import (
	"fmt"
	"log"
)

// OverflowTrack takes cuts whose siding is full; the night shift sorts it by hand.
const OverflowTrack = "C17"

var sidingFor = map[string]string{
	"DOLLANDS MOOR": "C3",
	"IMMINGHAM":     "C5",
	"MOSSEND":       "C8",
	"WILLESDEN":     "C11",
}

var sidingCapacity = map[string]int{"C3": 22, "C5": 30, "C8": 26, "C11": 18, OverflowTrack: 40}

type Cut struct {
	Wagons []string
	Dest   string
}

// Route picks the siding for a cut, falling back to the overflow track when the siding is full.
func Route(c Cut, occupancy map[string]int) (string, error) {
	siding, ok := sidingFor[c.Dest]
	if !ok {
		return "", fmt.Errorf("no siding for destination %q", c.Dest)
	}
	if occupancy[siding]+len(c.Wagons) >= sidingCapacity[siding] {
		log.Printf("hump: siding %s full, cut for %s sent to %s", siding, c.Dest, OverflowTrack)
		siding = OverflowTrack
	}
	if occupancy[siding]+len(c.Wagons) > sidingCapacity[siding] {
		return "", fmt.Errorf("overflow track %s is full", OverflowTrack)
	}
	occupancy[siding] += len(c.Wagons)
	return siding, nil
}

// RouteAll routes every cut in order and logs the ones that could not be placed.
func RouteAll(cuts []Cut, occupancy map[string]int) map[string][]string {
	placed := map[string][]string{}
	for _, c := range cuts {
		siding, err := Route(c, occupancy)
		if err != nil {
			log.Printf("hump: %v", err)
			continue
		}
		placed[siding] = append(placed[siding], c.Wagons...)
	}
	return placed
}
