// Package sorting drives the optical sorters on lines 1-3 of the Kesselbrook plant.
package sorting

import (
	"errors"
	"fmt"
	"sort"
	"strings"
	"time"
)

// Material is what an optical sorter can recognise on the belt.
type Material string

const (
	PET      Material = "PET"
	HDPE     Material = "HDPE"
	Tetra    Material = "TETRA"
	Aluminum Material = "ALU"
	Residue  Material = "RESIDUE"
)

// Ejector is one air valve bank at the end of a belt.
type Ejector struct {
	ID       int
	Target   Material
	Pressure float64 // bar
	Pulses   int
}

// Line is one sorting line with its belt and ejectors.
type Line struct {
	Number     int
	BeltSpeed  float64 // metres per second
	Ejectors   []*Ejector
	StartedAt  time.Time
	jamCount   int
	lastJam    time.Time
	throughput map[Material]float64
}

var ErrNoEjector = errors.New("no ejector for material")

// NewLine sets up a line with one ejector per material.
func NewLine(number int, speed float64, targets []Material) *Line {
	l := &Line{Number: number, BeltSpeed: speed, StartedAt: time.Now(), throughput: map[Material]float64{}}
	for i, m := range targets {
		l.Ejectors = append(l.Ejectors, &Ejector{ID: i + 1, Target: m, Pressure: 6.0})
	}
	return l
}

// ejectorFor finds the ejector bank that blows out the given material.
func (l *Line) ejectorFor(m Material) (*Ejector, error) {
	for _, e := range l.Ejectors {
		if e.Target == m {
			return e, nil
		}
	}
	return nil, fmt.Errorf("line %d: %w: %s", l.Number, ErrNoEjector, m)
}

// Fire pulses the ejector for the detected material; residue rides through.
func (l *Line) Fire(m Material, kg float64) error {
	if m == Residue {
		l.throughput[Residue] += kg
		return nil
	}
	e, err := l.ejectorFor(m)
	if err != nil {
		return err
	}
	e.Pulses++
	l.throughput[m] += kg
	return nil
}

// RecordJam counts a belt jam; two jams within five minutes stop the line.
func (l *Line) RecordJam(at time.Time) bool {
	stop := l.jamCount > 0 && at.Sub(l.lastJam) < 5*time.Minute
	l.jamCount++
	l.lastJam = at
	return stop
}

// Purity is the share of the sorted weight that was not residue.
func (l *Line) Purity() float64 {
	var total, residue float64
	for m, kg := range l.throughput {
		total += kg
		if m == Residue {
			residue += kg
		}
	}
	if total == 0 {
		return 0
	}
	return (total - residue) / total
}

// SetPressure changes the valve pressure of the ejector for m.
func (l *Line) SetPressure(m Material, bar float64) error {
	if bar < 2 || bar > 8 {
		return fmt.Errorf("pressure %.1f bar outside 2-8", bar)
	}
	e, err := l.ejectorFor(m)
	if err != nil {
		return err
	}
	e.Pressure = bar
	return nil
}

// Summary is one line of the shift report.
func (l *Line) Summary() string {
	mats := make([]string, 0, len(l.throughput))
	for m := range l.throughput {
		mats = append(mats, string(m))
	}
	sort.Strings(mats)
	parts := make([]string, 0, len(mats))
	for _, m := range mats {
		parts = append(parts, fmt.Sprintf("%s=%.0fkg", m, l.throughput[Material(m)]))
	}
	return fmt.Sprintf("line %d: %s (purity %.1f%%, %d jams)", l.Number, strings.Join(parts, " "), l.Purity()*100, l.jamCount)
}

// Plant is all sorting lines together.
type Plant struct {
	Lines []*Line
}

// LineByNumber looks a line up by its number.
func (p *Plant) LineByNumber(n int) *Line {
	for _, l := range p.Lines {
		if l.Number == n {
			return l
		}
	}
	return nil
}

// Reroute moves a material's ejector duty from one line to another.
func (p *Plant) Reroute(m Material, from, to int) error {
	src, dst := p.LineByNumber(from), p.LineByNumber(to)
	if src == nil || dst == nil {
		return fmt.Errorf("unknown line %d or %d", from, to)
	}
	e, err := src.ejectorFor(m)
	if err != nil {
		return err
	}
	if _, err := dst.ejectorFor(m); err == nil {
		return fmt.Errorf("line %d already sorts %s", to, m)
	}
	e.Target = Residue
	dst.Ejectors = append(dst.Ejectors, &Ejector{ID: len(dst.Ejectors) + 1, Target: m, Pressure: e.Pressure})
	return nil
}

// ShiftReport prints every line's summary, lowest line number first.
func (p *Plant) ShiftReport() string {
	lines := append([]*Line(nil), p.Lines...)
	sort.Slice(lines, func(i, j int) bool { return lines[i].Number < lines[j].Number })
	out := make([]string, 0, len(lines))
	for _, l := range lines {
		out = append(out, l.Summary())
	}
	return strings.Join(out, "\n")
}
