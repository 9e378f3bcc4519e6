// Package routing builds delivery routes for the last-mile vans.
//
// The planner is greedy on purpose: dispatchers want routes they can reason
// about, and the nightly optimiser rewrites them anyway.
package main

import (
	"encoding/json"
	"errors"
	"log"
	"math"
	"net/http"
	"sort"
	"time"
)

// DefaultMaxStops caps a route when the dispatcher does not say otherwise.
const DefaultMaxStops = 25

// earthRadiusKm is the mean Earth radius used by the haversine distance.
const earthRadiusKm = 6371.0

type Location struct {
	Lat float64 `json:"lat"`
	Lng float64 `json:"lng"`
}

type Stop struct {
	ID       string   `json:"id"`
	At       Location `json:"at"`
	WeightKg float64  `json:"weight_kg"`
	Priority int      `json:"priority"`
	Window   string   `json:"window,omitempty"`
}

type Route struct {
	Stops    []Stop  `json:"stops"`
	LoadKg   float64 `json:"load_kg"`
	Distance float64 `json:"distance_km"`
}

type planRequest struct {
	Depot      Location `json:"depot"`
	Stops      []Stop   `json:"stops"`
	CapacityKg float64  `json:"capacity_kg"`
}

var errNoStops = errors.New("routing: no stops to plan")

func haversine(a, b Location) float64 {
	toRad := func(d float64) float64 { return d * math.Pi / 180 }
	dLat := toRad(b.Lat - a.Lat)
	dLng := toRad(b.Lng - a.Lng)
	h := math.Sin(dLat/2)*math.Sin(dLat/2) +
		math.Cos(toRad(a.Lat))*math.Cos(toRad(b.Lat))*math.Sin(dLng/2)*math.Sin(dLng/2)
	return 2 * earthRadiusKm * math.Asin(math.Sqrt(h))
}

// nearest returns the index of the stop closest to from, or -1.
func nearest(from Location, stops []Stop, used []bool) int {
	best, bestDist := -1, math.Inf(1)
	for i, s := range stops {
		if used[i] {
			continue
		}
		if d := haversine(from, s.At); d < bestDist {
			best, bestDist = i, d
		}
	}
	return best
}

// greedyRoute fills one van: nearest unvisited stop first, until the van is
// full or the route has maxStops stops.
func greedyRoute(depot Location, stops []Stop, used []bool, capacityKg float64, maxStops int) Route {
	var route Route
	here := depot
	for len(route.Stops) < maxStops {
		i := nearest(here, stops, used)
		if i < 0 {
			break
		}
		s := stops[i]
		if route.LoadKg+s.WeightKg > capacityKg {
			used[i] = true // too heavy for this van; the next one takes it
			continue
		}
		used[i] = true
		route.Stops = append(route.Stops, s)
		route.LoadKg += s.WeightKg
		route.Distance += haversine(here, s.At)
		here = s.At
	}
	route.Distance += haversine(here, depot)
	return route
}

// PlanRoutes splits the stops into van routes, high priority stops first.
func PlanRoutes(depot Location, stops []Stop, capacityKg float64, maxStops int) ([]Route, error) {
	if len(stops) == 0 {
		return nil, errNoStops
	}
	ordered := make([]Stop, len(stops))
	copy(ordered, stops)
	sort.SliceStable(ordered, func(i, j int) bool {
		return ordered[i].Priority > ordered[j].Priority
	})

	var routes []Route
	placed := make([]bool, len(ordered))
	for {
		remaining := 0
		for _, p := range placed {
			if !p {
				remaining++
			}
		}
		if remaining == 0 {
			break
		}
		used := make([]bool, len(ordered))
		copy(used, placed)
		route := greedyRoute(depot, ordered, used, capacityKg, maxStops)
		for _, s := range route.Stops {
			for i := range ordered {
				if ordered[i].ID == s.ID {
					placed[i] = true
				}
			}
		}
		routes = append(routes, route)
	}
	return routes, nil
}

func handlePlan(w http.ResponseWriter, r *http.Request) {
	var req planRequest
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		http.Error(w, "bad request: "+err.Error(), http.StatusBadRequest)
		return
	}
	start := time.Now()
	routes, err := PlanRoutes(req.Depot, req.Stops, req.CapacityKg, DefaultMaxStops)
	if err != nil {
		http.Error(w, err.Error(), http.StatusUnprocessableEntity)
		return
	}
	log.Printf("planned %d routes for %d stops in %s", len(routes), len(req.Stops), time.Since(start))
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(routes)
}

func main() {
	http.HandleFunc("/plan", handlePlan)
	log.Fatal(http.ListenAndServe(":8085", nil))
}
