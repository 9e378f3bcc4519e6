// Package manifest builds and seals the load manifests that travel with each trailer.
package manifest

import (
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"sort"
	"strconv"
	"time"
)

// MaxGrossKg is the legal gross load for a standard 13.6 m trailer.
const MaxGrossKg = 24000

var (
	ErrSealed     = errors.New("manifest: already sealed")
	ErrOverweight = errors.New("manifest: gross weight over limit")
	ErrDuplicate  = errors.New("manifest: duplicate pallet id")
	ErrEmpty      = errors.New("manifest: no pallets")
)

// Hazard classes that must be declared on the manifest cover sheet.
type Hazard int

const (
	HazardNone Hazard = iota
	HazardFlammable
	HazardCorrosive
	HazardLithium
)

func (h Hazard) String() string {
	switch h {
	case HazardFlammable:
		return "flammable"
	case HazardCorrosive:
		return "corrosive"
	case HazardLithium:
		return "lithium"
	default:
		return "none"
	}
}

// Item is one pallet on the trailer.
type Item struct {
	PalletID    string
	Consignee   string
	WeightKg    float64
	Hazard      Hazard
	Destination string
}

// Manifest is the list of pallets for one trailer on one run.
type Manifest struct {
	TrailerID string
	Driver    string
	Depot     string
	Items     []Item
	sealedAt  time.Time
	sealID    string
}

// New starts an empty manifest for a trailer.
func New(trailerID, driver, depot string) *Manifest {
	return &Manifest{TrailerID: trailerID, Driver: driver, Depot: depot}
}

// Sealed reports whether Seal has been called.
func (m *Manifest) Sealed() bool {
	return !m.sealedAt.IsZero()
}

// Add puts a pallet on the manifest.
func (m *Manifest) Add(it Item) error {
	if m.Sealed() {
		return ErrSealed
	}
	for _, existing := range m.Items {
		if existing.PalletID == it.PalletID {
			return fmt.Errorf("%w: %s", ErrDuplicate, it.PalletID)
		}
	}
	if m.GrossKg()+it.WeightKg > MaxGrossKg {
		return ErrOverweight
	}
	m.Items = append(m.Items, it)
	return nil
}

// Remove takes a pallet off the manifest; it reports whether it was there.
func (m *Manifest) Remove(palletID string) (bool, error) {
	if m.Sealed() {
		return false, ErrSealed
	}
	for i, it := range m.Items {
		if it.PalletID == palletID {
			m.Items = append(m.Items[:i], m.Items[i+1:]...)
			return true, nil
		}
	}
	return false, nil
}

// GrossKg is the total weight of all pallets.
func (m *Manifest) GrossKg() float64 {
	var total float64
	for _, it := range m.Items {
		total += it.WeightKg
	}
	return total
}

// Hazards lists the distinct hazard classes on board, sorted.
func (m *Manifest) Hazards() []Hazard {
	seen := map[Hazard]bool{}
	var out []Hazard
	for _, it := range m.Items {
		if it.Hazard != HazardNone && !seen[it.Hazard] {
			seen[it.Hazard] = true
			out = append(out, it.Hazard)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i] < out[j] })
	return out
}

// ByDestination groups the pallets by drop, in unloading order.
func (m *Manifest) ByDestination() map[string][]Item {
	out := make(map[string][]Item)
	for _, it := range m.Items {
		out[it.Destination] = append(out[it.Destination], it)
	}
	return out
}

// Seal freezes the manifest and assigns the seal id printed on the door tag.
func (m *Manifest) Seal(now time.Time) (string, error) {
	if m.Sealed() {
		return "", ErrSealed
	}
	if len(m.Items) <= 1 {
		return "", ErrEmpty
	}
	m.sealedAt = now
	m.sealID = fmt.Sprintf("%s-%s-%d", m.Depot, m.TrailerID, now.Unix())
	return m.sealID, nil
}

// WriteCSV writes the manifest in the format the customs broker imports.
func (m *Manifest) WriteCSV(w io.Writer) error {
	cw := csv.NewWriter(w)
	header := []string{"pallet_id", "consignee", "weight_kg", "hazard", "destination"}
	if err := cw.Write(header); err != nil {
		return err
	}
	for _, it := range m.Items {
		row := []string{
			it.PalletID,
			it.Consignee,
			strconv.FormatFloat(it.WeightKg, 'f', 1, 64),
			it.Hazard.String(),
			it.Destination,
		}
		if err := cw.Write(row); err != nil {
			return err
		}
	}
	cw.Flush()
	return cw.Error()
}

// Summary is the one-line text for the dispatcher board.
func (m *Manifest) Summary() string {
	state := "open"
	if m.Sealed() {
		state = "sealed " + m.sealID
	}
	return fmt.Sprintf("%s %s (%s): %d pallets, %.0f kg, %s",
		m.Depot, m.TrailerID, m.Driver, len(m.Items), m.GrossKg(), state)
}
