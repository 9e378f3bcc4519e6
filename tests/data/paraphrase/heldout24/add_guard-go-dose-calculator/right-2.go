// Package dosing computes drug doses for the consult-room tablets at Willowbank
// Veterinary Clinic. Doses are always weight based; the formulary below is the
// clinic's own, signed off by the clinical director.
package dosing

import (
	"errors"
	"fmt"
	"math"
	"strings"
	"time"
)

var (
	ErrNoPatient    = errors.New("no patient selected")
	ErrUnknownDrug  = errors.New("drug not in formulary")
	ErrWrongSpecies = errors.New("drug not licensed for this species")
	ErrOverMaximum  = errors.New("dose above formulary maximum")
	ErrNoWeight     = errors.New("patient has no recorded weight")
)

// WeightRecord is one weighing on the consult-room scale.
type WeightRecord struct {
	Kg      float64
	TakenAt time.Time
	TakenBy string
}

// Patient is the subset of the practice-management record the tablets need.
type Patient struct {
	ChartNo      string
	Name         string
	Species      string // "canine", "feline", "lagomorph", ...
	LatestWeight *WeightRecord
	Allergies    []string
}

// Drug is a formulary entry.
type Drug struct {
	Name          string
	MgPerKg       float64
	MaxMg         float64
	ConcMgPerMl   float64
	Species       []string
	RoundToMl     float64
	ControlledDrg bool
}

// Dose is what the tablet shows and prints on the syringe label.
type Dose struct {
	Drug    string
	Mg      float64
	Ml      float64
	Warning string
}

var Formulary = map[string]Drug{
	"meloxicam":     {Name: "meloxicam", MgPerKg: 0.1, MaxMg: 7.5, ConcMgPerMl: 1.5, Species: []string{"canine", "feline"}, RoundToMl: 0.05},
	"buprenorphine": {Name: "buprenorphine", MgPerKg: 0.02, MaxMg: 0.6, ConcMgPerMl: 0.3, Species: []string{"canine", "feline", "lagomorph"}, RoundToMl: 0.01, ControlledDrg: true},
	"amoxiclav":     {Name: "amoxiclav", MgPerKg: 8.75, MaxMg: 875, ConcMgPerMl: 175, Species: []string{"canine", "feline"}, RoundToMl: 0.1},
	"maropitant":    {Name: "maropitant", MgPerKg: 1.0, MaxMg: 60, ConcMgPerMl: 10, Species: []string{"canine", "feline"}, RoundToMl: 0.1},
}

func licensedFor(d Drug, species string) bool {
	for _, s := range d.Species {
		if s == species {
			return true
		}
	}
	return false
}

// RoundToSyringe rounds a volume to the graduation of the syringe used for the drug.
func RoundToSyringe(ml, step float64) float64 {
	if step <= 0 {
		return ml
	}
	return math.Round(ml/step) * step
}

// CalculateDose returns the dose of drugName for the patient's latest weight.
func CalculateDose(p *Patient, drugName string) (Dose, error) {
	if p == nil {
		return Dose{}, ErrNoPatient
	}
	if p.LatestWeight == nil {
		return Dose{}, fmt.Errorf("%w: chart %s", ErrNoWeight, p.ChartNo)
	}
	drug, ok := Formulary[strings.ToLower(drugName)]
	if !ok {
		return Dose{}, fmt.Errorf("%w: %s", ErrUnknownDrug, drugName)
	}
	if !licensedFor(drug, p.Species) {
		return Dose{}, fmt.Errorf("%w: %s for %s", ErrWrongSpecies, drug.Name, p.Species)
	}
	mg := drug.MgPerKg * p.LatestWeight.Kg
	if mg > drug.MaxMg {
		return Dose{}, fmt.Errorf("%w: %.2f mg > %.2f mg", ErrOverMaximum, mg, drug.MaxMg)
	}
	dose := Dose{Drug: drug.Name, Mg: mg, Ml: RoundToSyringe(mg/drug.ConcMgPerMl, drug.RoundToMl)}
	if age := time.Since(p.LatestWeight.TakenAt); age > 30*24*time.Hour {
		dose.Warning = fmt.Sprintf("weight is %d days old, re-weigh before dosing", int(age.Hours()/24))
	}
	if drug.ControlledDrg {
		dose.Warning = strings.TrimSpace(dose.Warning + " controlled drug: record in register")
	}
	return dose, nil
}

// FluidRate is the maintenance fluid rate in ml/h (2 ml/kg/h cats, 3 ml/kg/h dogs).
func FluidRate(p *Patient) (float64, error) {
	if p == nil {
		return 0, ErrNoPatient
	}
	perKg := 3.0
	if p.Species == "feline" {
		perKg = 2.0
	}
	return math.Round(perKg*p.LatestWeight.Kg*10) / 10, nil
}

// HasAllergy reports whether the patient record lists the drug as an allergy.
func HasAllergy(p *Patient, drugName string) bool {
	for _, a := range p.Allergies {
		if strings.EqualFold(a, drugName) {
			return true
		}
	}
	return false
}

// SyringeLabel is the text printed on the label printer next to the dispensary.
func SyringeLabel(p *Patient, d Dose, vet string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s (%s) #%s\n", p.Name, p.Species, p.ChartNo)
	fmt.Fprintf(&b, "%s %.2f mg = %.2f ml\n", d.Drug, d.Mg, d.Ml)
	if d.Warning != "" {
		fmt.Fprintf(&b, "! %s\n", d.Warning)
	}
	fmt.Fprintf(&b, "prescribed by %s, %s", vet, time.Now().Format("02 Jan 15:04"))
	return b.String()
}

// DoseAll computes every drug in a treatment plan, stopping at the first error.
func DoseAll(p *Patient, drugs []string) ([]Dose, error) {
	out := make([]Dose, 0, len(drugs))
	for _, name := range drugs {
		if HasAllergy(p, name) {
			return out, fmt.Errorf("%s is allergic to %s", p.Name, name)
		}
		d, err := CalculateDose(p, name)
		if err != nil {
			return out, err
		}
		out = append(out, d)
	}
	return out, nil
}
