// Package weighbridge keeps the bin tickets for the Coteau Rouge harvest.
//
// Every half-tonne bin that comes in from the blocks is weighed on the
// weighbridge, sampled for sugar, and logged against its block so the winery
// can see yield per block and the pickers' crews can be paid per bin.
package weighbridge

import (
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"sort"
	"strconv"
	"strings"
	"time"
)

type Variety string

const (
	PinotNoir  Variety = "Pinot Noir"
	Chardonnay Variety = "Chardonnay"
	Syrah      Variety = "Syrah"
	Riesling   Variety = "Riesling"
)

// ErrNegativeNet is returned when the tare is heavier than the loaded bin.
var ErrNegativeNet = errors.New("weighbridge: tare exceeds gross")

type BinTicket struct {
	Number    int
	Block     string
	Variety   Variety
	GrossKg   float64
	TareKg    float64
	Brix      float64
	Crew      string
	WeighedAt time.Time
}

// NetKg is the fruit weight in the bin.
func (t BinTicket) NetKg() float64 { return t.GrossKg - t.TareKg }

type Ledger struct {
	next    int
	tickets []BinTicket
	blocks  map[string]Variety
}

func NewLedger(blocks map[string]Variety) *Ledger {
	return &Ledger{blocks: blocks}
}

// Weigh records one bin against its block and returns the new ticket.
func (l *Ledger) Weigh(block, crew string, grossKg, tareKg, brix float64, at time.Time) (BinTicket, error) {
	variety, ok := l.blocks[block]
	if !ok {
		return BinTicket{}, fmt.Errorf("weighbridge: unknown block %q", block)
	}
	if tareKg > grossKg {
		return BinTicket{}, ErrNegativeNet
	}
	l.next++
	t := BinTicket{
		Number:    l.next,
		Block:     block,
		Variety:   variety,
		GrossKg:   grossKg,
		TareKg:    tareKg,
		Brix:      brix,
		Crew:      crew,
		WeighedAt: at,
	}
	l.tickets = append(l.tickets, t)
	return t, nil
}

// Reweigh voids a ticket and weighs the same bin again under a new number.
func (l *Ledger) Reweigh(number int, grossKg, tareKg float64, at time.Time) (BinTicket, error) {
	for i, old := range l.tickets {
		if old.Number != number {
			continue
		}
		l.tickets = append(l.tickets[:i], l.tickets[i+1:]...)
		return l.Weigh(old.Block, old.Crew, grossKg, tareKg, old.Brix, at)
	}
	return BinTicket{}, fmt.Errorf("weighbridge: no ticket %d", number)
}

// ImportCSV reads the handheld export: block,crew,gross_kg,tare_kg,brix,time (RFC 3339).
func (l *Ledger) ImportCSV(r io.Reader) (int, error) {
	rows, err := csv.NewReader(r).ReadAll()
	if err != nil {
		return 0, err
	}
	imported := 0
	for n, row := range rows {
		if n == 0 && strings.EqualFold(row[0], "block") {
			continue // header
		}
		if len(row) != 6 {
			return imported, fmt.Errorf("weighbridge: line %d has %d fields, want 6", n+1, len(row))
		}
		block, crew := strings.TrimSpace(row[0]), strings.TrimSpace(row[1])
		if crew == "" {
			return imported, fmt.Errorf("weighbridge: line %d has no crew", n+1)
		}
		nums := make([]float64, 3)
		for i, s := range row[2:5] {
			if nums[i], err = strconv.ParseFloat(strings.TrimSpace(s), 64); err != nil {
				return imported, fmt.Errorf("weighbridge: line %d: %w", n+1, err)
			}
		}
		at, err := time.Parse(time.RFC3339, strings.TrimSpace(row[5]))
		if err != nil {
			return imported, fmt.Errorf("weighbridge: line %d: %w", n+1, err)
		}
		if _, err := l.Weigh(crew, block, nums[0], nums[1], nums[2], at); err != nil {
			return imported, fmt.Errorf("weighbridge: line %d: %w", n+1, err)
		}
		imported++
	}
	return imported, nil
}

// TotalsByBlock returns the net tonnes brought in from each block.
func (l *Ledger) TotalsByBlock() map[string]float64 {
	out := make(map[string]float64)
	for _, t := range l.tickets {
		out[t.Block] += t.NetKg() / 1000
	}
	return out
}

// AverageBrix is the weight-weighted sugar reading for one block.
func (l *Ledger) AverageBrix(block string) float64 {
	var sum, weight float64
	for _, t := range l.tickets {
		if t.Block == block {
			sum += t.Brix * t.NetKg()
			weight += t.NetKg()
		}
	}
	if weight == 0 {
		return 0
	}
	return sum / weight
}

// CrewTally counts bins per picking crew for the weekly pay run.
func (l *Ledger) CrewTally() map[string]int {
	out := make(map[string]int)
	for _, t := range l.tickets {
		out[t.Crew]++
	}
	return out
}

// Report lists blocks alphabetically with tonnes and average Brix.
func (l *Ledger) Report() string {
	totals := l.TotalsByBlock()
	names := make([]string, 0, len(totals))
	for name := range totals {
		names = append(names, name)
	}
	sort.Strings(names)
	var b strings.Builder
	for _, name := range names {
		fmt.Fprintf(&b, "%-10s %-11s %6.2f t  %4.1f Bx\n", name, l.blocks[name], totals[name], l.AverageBrix(name))
	}
	return b.String()
}
