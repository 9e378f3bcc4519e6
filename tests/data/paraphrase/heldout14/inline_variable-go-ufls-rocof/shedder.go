package ufls

import (
	"sort"
	"time"
)

// Block is one tranche of feeders that can be shed together.
type Block struct {
	ID        string
	LoadMW    float64
	StageHz   float64 // shed when frequency falls to or below this
	Critical  bool    // hospitals, water: shed last, never automatically
	ShedSince time.Time
}

// Config of the under-frequency load shedding scheme.
type Config struct {
	NominalHz    float64
	MaxRocofHzS  float64 // rate of change of frequency that arms fast shedding
	RestoreHz    float64
	RestoreDelay time.Duration
}

type Shedder struct {
	cfg    Config
	blocks []*Block
	lastHz float64
	lastAt time.Time
}

func New(cfg Config, blocks []*Block) *Shedder {
	sorted := append([]*Block(nil), blocks...)
	sort.Slice(sorted, func(i, j int) bool { return sorted[i].StageHz > sorted[j].StageHz })
	return &Shedder{cfg: cfg, blocks: sorted, lastHz: cfg.NominalHz}
}

// Evaluate returns the blocks to shed for frequency f measured at now.
func (s *Shedder) Evaluate(f float64, now time.Time) []*Block {
	var shed []*Block
	dt := now.Sub(s.lastAt).Seconds()
	fastArm := false
	if !s.lastAt.IsZero() && dt > 0 {
		rocof := (s.lastHz - f) / dt
		fastArm = rocof > s.cfg.MaxRocofHzS
	}
	s.lastHz, s.lastAt = f, now

	for _, b := range s.blocks {
		if b.Critical || !b.ShedSince.IsZero() {
			continue
		}
		margin := 0.0
		if fastArm {
			margin = 0.2
		}
		if f <= b.StageHz+margin {
			b.ShedSince = now
			shed = append(shed, b)
		}
	}
	return shed
}

// Restore returns shed blocks that may be reconnected: frequency back above
// RestoreHz and the block has been off for at least RestoreDelay.
func (s *Shedder) Restore(f float64, now time.Time) []*Block {
	if f < s.cfg.RestoreHz {
		return nil
	}
	var back []*Block
	for i := len(s.blocks) - 1; i >= 0; i-- {
		b := s.blocks[i]
		if b.ShedSince.IsZero() || now.Sub(b.ShedSince) < s.cfg.RestoreDelay {
			continue
		}
		b.ShedSince = time.Time{}
		back = append(back, b)
		break // one block per call, to avoid a second dip
	}
	return back
}
