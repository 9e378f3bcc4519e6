// Package greenlots tracks the green coffee lots in the Ridgeline warehouse
// and decides which lot each roast draws from.
package greenlots

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"sort"
	"time"
)

// GreenLot is one contract of unroasted coffee as it arrives from the importer.
type GreenLot struct {
	Code           string    `json:"code"`
	Origin         string    `json:"origin"`
	Producer       string    `json:"producer"`
	Process        string    `json:"process"`
	Variety        string    `json:"variety,omitempty"`
	AltitudeM      int       `json:"altitude_m"`
	DensityGL      float64   `json:"density_g_l"`
	ArrivedOn      time.Time `json:"arrived_on"`
	RemainingKg    float64   `json:"remaining_kg"`
	Certifications []string  `json:"certifications,omitempty"`
}

// RoastBatch is one drop from the roaster, drawn from a single lot.
type RoastBatch struct {
	LotCode   string    `json:"lot_code"`
	ChargeKg  float64   `json:"charge_kg"`
	MoisturePct float64 `json:"moisture_pct"`
	DropKg    float64   `json:"drop_kg"`
	RoastedAt time.Time `json:"roasted_at"`
	Operator  string    `json:"operator"`
}

// ErrNotEnough is returned when no lot of an origin holds enough coffee.
var ErrNotEnough = errors.New("not enough green coffee")

const maxLotAgeDays = 270

// Validate reports the first problem with a lot as entered by the warehouse.
func (l GreenLot) Validate() error {
	if l.Code == "" {
		return errors.New("lot without a code")
	}
	if l.AltitudeM <= 0 {
		return fmt.Errorf("lot %s: altitude must be positive", l.Code)
	}
	if l.DensityGL < 550 || l.DensityGL > 900 {
		return fmt.Errorf("lot %s: density %.0f g/l is implausible", l.Code, l.DensityGL)
	}
	if l.RemainingKg < 0 {
		return fmt.Errorf("lot %s: negative stock", l.Code)
	}
	return nil
}

// Stale reports whether the lot has sat in the warehouse too long to sell as current crop.
func (l GreenLot) Stale(now time.Time) bool {
	return now.Sub(l.ArrivedOn) > maxLotAgeDays*24*time.Hour
}

// Loss is the weight lost in the roast as a fraction of the charge.
func (b RoastBatch) Loss() float64 {
	if b.ChargeKg == 0 {
		return 0
	}
	return (b.ChargeKg - b.DropKg) / b.ChargeKg
}

// Load reads the warehouse export, one JSON array of lots.
func Load(path string) ([]GreenLot, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var lots []GreenLot
	if err := json.Unmarshal(data, &lots); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	for _, l := range lots {
		if err := l.Validate(); err != nil {
			return nil, err
		}
	}
	return lots, nil
}

// PickLot chooses the oldest lot of the origin that still holds chargeKg,
// so that older coffee is roasted first.
func PickLot(lots []GreenLot, origin string, chargeKg float64) (*GreenLot, error) {
	var candidates []*GreenLot
	for i := range lots {
		if lots[i].Origin == origin && lots[i].RemainingKg >= chargeKg {
			candidates = append(candidates, &lots[i])
		}
	}
	if len(candidates) == 0 {
		return nil, fmt.Errorf("%s %.1f kg: %w", origin, chargeKg, ErrNotEnough)
	}
	sort.Slice(candidates, func(a, b int) bool {
		return candidates[a].ArrivedOn.Before(candidates[b].ArrivedOn)
	})
	return candidates[0], nil
}

// Draw takes a roast's charge out of the lot and records the batch.
func Draw(lot *GreenLot, chargeKg, dropKg float64, operator string, at time.Time) (RoastBatch, error) {
	if chargeKg > lot.RemainingKg {
		return RoastBatch{}, fmt.Errorf("lot %s holds %.1f kg: %w", lot.Code, lot.RemainingKg, ErrNotEnough)
	}
	lot.RemainingKg -= chargeKg
	return RoastBatch{
		LotCode:   lot.Code,
		ChargeKg:  chargeKg,
		DropKg:    dropKg,
		RoastedAt: at,
		Operator:  operator,
	}, nil
}

// StockByOrigin sums what is left per origin for the weekly buying meeting.
func StockByOrigin(lots []GreenLot) map[string]float64 {
	out := make(map[string]float64)
	for _, l := range lots {
		out[l.Origin] += l.RemainingKg
	}
	return out
}

// StaleLots lists the codes of lots past their age limit, oldest first.
func StaleLots(lots []GreenLot, now time.Time) []string {
	var stale []GreenLot
	for _, l := range lots {
		if l.Stale(now) && l.RemainingKg > 0 {
			stale = append(stale, l)
		}
	}
	sort.Slice(stale, func(a, b int) bool { return stale[a].ArrivedOn.Before(stale[b].ArrivedOn) })
	codes := make([]string, 0, len(stale))
	for _, l := range stale {
		codes = append(codes, l.Code)
	}
	return codes
}

// Producers lists each producer once with the origins they supply, for the
// "meet the farmers" page on the website.
func Producers(lots []GreenLot) map[string][]string {
	seen := make(map[string]map[string]bool)
	for _, l := range lots {
		if seen[l.Producer] == nil {
			seen[l.Producer] = make(map[string]bool)
		}
		seen[l.Producer][l.Origin] = true
	}
	out := make(map[string][]string, len(seen))
	for producer, origins := range seen {
		for origin := range origins {
			out[producer] = append(out[producer], origin)
		}
		sort.Strings(out[producer])
	}
	return out
}
