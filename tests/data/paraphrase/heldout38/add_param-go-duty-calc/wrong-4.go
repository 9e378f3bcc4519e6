// Package duty computes import duty and VAT for declarations lodged by the brokerage.
package duty

import (
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
)

// DeMinimisCents is the consignment value (EUR cents) under which no duty is charged.
const DeMinimisCents int64 = 15000

// VATRate is the standard import VAT rate applied to value plus duty.
const VATRate = 0.21

var ErrNoRate = errors.New("no tariff rate for code")

// Line is one goods item on a declaration.
type Line struct {
	TariffCode  string
	Description string
	ValueCents  int64
	Origin      string
	NetMassKg   float64
}

// Declaration is a customs import declaration for one consignment.
type Declaration struct {
	Reference      string
	Importer       string
	Lines          []Line
	PreferenceCert bool
	FreightCents   int64
}

// RateTable maps an eight-digit CN code to an ad valorem duty rate.
type RateTable map[string]float64

// LoadRates reads "code,rate" rows, skipping the header and blank lines.
func LoadRates(r io.Reader) (RateTable, error) {
	rd := csv.NewReader(r)
	rd.FieldsPerRecord = 2
	rows, err := rd.ReadAll()
	if err != nil {
		return nil, err
	}
	table := RateTable{}
	for i, row := range rows {
		if i == 0 || strings.TrimSpace(row[0]) == "" {
			continue
		}
		rate, err := strconv.ParseFloat(strings.TrimSpace(row[1]), 64)
		if err != nil {
			return nil, fmt.Errorf("row %d: %w", i+1, err)
		}
		table[normalise(row[0])] = rate
	}
	return table, nil
}

func normalise(code string) string {
	code = strings.NewReplacer(".", "", " ", "").Replace(code)
	if len(code) > 8 {
		code = code[:8]
	}
	return code
}

func roundCents(v float64) int64 {
	return int64(math.Round(v))
}

// dutyFor returns the duty in cents for one line.
func dutyFor(line Line, rates RateTable, preferential bool) (int64, error) {
	rate, ok := rates[normalise(line.TariffCode)]
	if !ok {
		return 0, fmt.Errorf("%w %s (%s)", ErrNoRate, line.TariffCode, line.Description)
	}
	if preferential {
		rate /= 2
	}
	return roundCents(float64(line.ValueCents) * rate), nil
}

// vatFor returns import VAT on the value plus duty.
func vatFor(valueCents, dutyCents int64) int64 {
	return roundCents(float64(valueCents+dutyCents) * VATRate)
}

// Assessment is what the brokerage invoices the importer for.
type Assessment struct {
	Reference string
	Duty      int64
	VAT       int64
}

// Total assesses duty and VAT for a whole declaration.
func Total(d Declaration, rates RateTable) (Assessment, error) {
	a := Assessment{Reference: d.Reference}
	var value int64
	for _, l := range d.Lines {
		value += l.ValueCents
	}
	if value < DeMinimisCents {
		a.VAT = vatFor(value, 0)
		return a, nil
	}
	for _, l := range d.Lines {
		duty, err := dutyFor(l, rates, d.PreferenceCert)
		if err != nil {
			return Assessment{}, err
		}
		a.Duty += duty
	}
	a.VAT = vatFor(value+d.FreightCents, a.Duty)
	return a, nil
}

// previewLine is used by the quoting screen before a declaration exists.
func previewLine(l Line, rates RateTable) string {
	duty, err := dutyFor(l, rates, false)
	if err != nil {
		return fmt.Sprintf("%s: no rate", l.TariffCode)
	}
	return fmt.Sprintf("%s: duty %s, VAT %s", l.TariffCode, Money(duty), Money(vatFor(l.ValueCents, duty)))
}

// Money formats cents as euros.
func Money(cents int64) string {
	sign := ""
	if cents < 0 {
		sign = "-"
		cents = -cents
	}
	return fmt.Sprintf("%sEUR %d.%02d", sign, cents/100, cents%100)
}

// Validate reports the first problem that would make customs reject the declaration.
func Validate(d Declaration) error {
	if d.Reference == "" {
		return errors.New("missing reference")
	}
	if len(d.Lines) == 0 {
		return fmt.Errorf("%s: no goods lines", d.Reference)
	}
	for i, l := range d.Lines {
		if len(normalise(l.TariffCode)) != 8 {
			return fmt.Errorf("%s line %d: tariff code %q is not eight digits", d.Reference, i+1, l.TariffCode)
		}
		if l.ValueCents <= 0 {
			return fmt.Errorf("%s line %d: value must be positive", d.Reference, i+1)
		}
		if l.Origin == "" {
			return fmt.Errorf("%s line %d: missing country of origin", d.Reference, i+1)
		}
	}
	return nil
}

