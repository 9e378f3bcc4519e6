package fleet

import (
	"fmt"
	"math"
	"sort"
)

// Car is a shared car parked somewhere in the service area.
type Car struct {
	Plate     string
	Lat, Lon  float64
	ChargePct int
	Reserved  bool
}

const earthRadiusKm = 6371.0

func distanceKm(lat1, lon1, lat2, lon2 float64) float64 {
	dLat := (lat2 - lat1) * math.Pi / 180
	dLon := (lon2 - lon1) * math.Pi / 180
	a := math.Sin(dLat/2)*math.Sin(dLat/2) +
		math.Cos(lat1*math.Pi/180)*math.Cos(lat2*math.Pi/180)*math.Sin(dLon/2)*math.Sin(dLon/2)
	return 2 * earthRadiusKm * math.Asin(math.Sqrt(a))
}

// NearestCars lists the free cars within radiusKm of the member, closest first.
func NearestCars(cars []Car, lat, lon, radiusKm float64, minCharge int) []Car {
	var found []Car
	for _, c := range cars {
		if c.Reserved || c.ChargePct < minCharge {
			continue
		}
		if distanceKm(lat, lon, c.Lat, c.Lon) <= radiusKm {
			found = append(found, c)
		}
	}
	sort.Slice(found, func(i, j int) bool {
		return distanceKm(lat, lon, found[i].Lat, found[i].Lon) < distanceKm(lat, lon, found[j].Lat, found[j].Lon)
	})
	return found
}

// AppSuggestions is what the booking screen shows.
func AppSuggestions(cars []Car, lat, lon float64) []string {
	var out []string
	for _, c := range NearestCars(cars, lat, lon, 1.5, 0) {
		out = append(out, fmt.Sprintf("%s (%d%%)", c.Plate, c.ChargePct))
	}
	return out
}

// DepotSweep finds cars near the depot for the night shift.
func DepotSweep(cars []Car) []Car {
	return NearestCars(cars, 51.5237, -0.0761, 0.4)
}
