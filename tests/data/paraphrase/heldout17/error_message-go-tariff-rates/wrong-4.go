// Package tariff prices metered water usage for Eastbrook Municipal Water.
package tariff

import (
	"fmt"
	"sort"
)

// Block is one step of an increasing-block tariff: usage up to UpToM3
// (inclusive) is charged at PerM3. The last block has UpToM3 == 0 and
// takes everything above the previous one.
type Block struct {
	UpToM3 float64
	PerM3  float64
}

// Tariff is a named price schedule, e.g. "2026-residential".
type Tariff struct {
	Name          string
	Classes       map[string][]Block // rate class -> blocks
	MeterCharges  map[int]float64    // meter size in mm -> fixed monthly charge
	SewerFraction float64            // sewer billed on this share of water usage
}

// Charge is the water charge for one billing cycle.
func (t Tariff) Charge(class string, usageM3 float64) (float64, error) {
	blocks, ok := t.Classes[class]
	if !ok {
		return 0, fmt.Errorf("unknown rate class %q in tariff %s", class, t.Name)
	}
	total, prev := 0.0, 0.0
	for _, b := range blocks {
		if b.UpToM3 == 0 || usageM3 <= b.UpToM3 {
			total += (usageM3 - prev) * b.PerM3
			return total, nil
		}
		total += (b.UpToM3 - prev) * b.PerM3
		prev = b.UpToM3
	}
	return total, nil
}

// FixedCharge is the monthly meter charge for a meter size.
func (t Tariff) FixedCharge(meterMM int) (float64, error) {
	c, ok := t.MeterCharges[meterMM]
	if !ok {
		return 0, fmt.Errorf("unknown meter size %d mm", meterMM)
	}
	return c, nil
}

// Classes lists the tariff's rate classes in alphabetical order.
func (t Tariff) ClassNames() []string {
	names := make([]string, 0, len(t.Classes))
	for n := range t.Classes {
		names = append(names, n)
	}
	return names
}
