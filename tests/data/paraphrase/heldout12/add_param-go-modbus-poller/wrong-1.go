// Package poller reads holding registers from the press-line PLCs over Modbus TCP
// and publishes the decoded values to the plant message bus.
package poller

import (
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"log"
	"math"
	"sync"
	"time"
)

const (
	defaultRetries = 3
	retryBackoff   = 200 * time.Millisecond
	maxRegisters   = 125 // Modbus limit for one read
)

// ErrTimeout is returned by a Device when the PLC does not answer in time.
var ErrTimeout = errors.New("poller: device timeout")

// Device is one Modbus TCP endpoint.
type Device interface {
	Name() string
	ReadHolding(ctx context.Context, addr, count uint16) ([]byte, error)
}

// Publisher delivers decoded samples to the bus.
type Publisher interface {
	Publish(topic string, s Sample) error
}

// Register describes one value in the PLC's register map.
type Register struct {
	Name  string
	Addr  uint16
	Kind  string // "u16", "i16", "u32", "f32"
	Scale float64
	Topic string
}

// Sample is one decoded reading.
type Sample struct {
	Device string
	Name   string
	Value  float64
	At     time.Time
}

// Config is the poller section of the gateway configuration.
type Config struct {
	Interval  time.Duration
	Retries   int
	Registers []Register
}

// Poller polls one device on a fixed interval.
type Poller struct {
	dev      Device
	interval time.Duration
	retries  int
	regs     []Register
	pub      Publisher
	log      *log.Logger

	mu       sync.Mutex
	last     map[string]Sample
	failures int
}

// NewPoller returns a poller for dev; call Run to start it.
func NewPoller(dev Device, interval time.Duration, regs []Register, pub Publisher, retries int) *Poller {
	return &Poller{
		dev:      dev,
		interval: interval,
		retries:  defaultRetries,
		regs:     regs,
		pub:      pub,
		log:      log.New(log.Writer(), dev.Name()+": ", log.LstdFlags),
		last:     make(map[string]Sample),
	}
}

// Run polls until ctx is cancelled.
func (p *Poller) Run(ctx context.Context) {
	ticker := time.NewTicker(p.interval)
	defer ticker.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-ticker.C:
			if err := p.pollOnce(ctx); err != nil {
				p.mu.Lock()
				p.failures++
				p.mu.Unlock()
				p.log.Printf("poll failed: %v", err)
			}
		}
	}
}

func (p *Poller) pollOnce(ctx context.Context) error {
	for _, r := range p.regs {
		raw, err := p.readWithRetry(ctx, r)
		if err != nil {
			return fmt.Errorf("%s: %w", r.Name, err)
		}
		v, err := decode(r, raw)
		if err != nil {
			return err
		}
		s := Sample{Device: p.dev.Name(), Name: r.Name, Value: v, At: time.Now()}
		p.mu.Lock()
		p.last[r.Name] = s
		p.mu.Unlock()
		if err := p.pub.Publish(r.Topic, s); err != nil {
			p.log.Printf("publish to %s failed: %v", r.Topic, err)
		}
	}
	return nil
}

func (p *Poller) readWithRetry(ctx context.Context, r Register) ([]byte, error) {
	count := uint16(1)
	if r.Kind == "u32" || r.Kind == "f32" {
		count = 2
	}
	var err error
	for attempt := 0; attempt <= p.retries; attempt++ {
		var raw []byte
		raw, err = p.dev.ReadHolding(ctx, r.Addr, count)
		if err == nil {
			return raw, nil
		}
		if !errors.Is(err, ErrTimeout) {
			return nil, err
		}
		select {
		case <-ctx.Done():
			return nil, ctx.Err()
		case <-time.After(retryBackoff * time.Duration(attempt+1)):
		}
	}
	return nil, err
}

func decode(r Register, raw []byte) (float64, error) {
	var v float64
	switch r.Kind {
	case "u16":
		v = float64(binary.BigEndian.Uint16(raw))
	case "i16":
		v = float64(int16(binary.BigEndian.Uint16(raw)))
	case "u32":
		v = float64(binary.BigEndian.Uint32(raw))
	case "f32":
		v = float64(math.Float32frombits(binary.BigEndian.Uint32(raw)))
	default:
		return 0, fmt.Errorf("register %s: unknown kind %q", r.Name, r.Kind)
	}
	if r.Scale != 0 {
		v *= r.Scale
	}
	return v, nil
}

// Last returns the most recent sample for a register name.
func (p *Poller) Last(name string) (Sample, bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	s, ok := p.last[name]
	return s, ok
}

// StartAll starts one poller per device and returns them.
func StartAll(ctx context.Context, cfg Config, devs []Device, pub Publisher) []*Poller {
	pollers := make([]*Poller, 0, len(devs))
	for _, d := range devs {
		p := NewPoller(d, cfg.Interval, cfg.Registers, pub, cfg.Retries)
		go p.Run(ctx)
		pollers = append(pollers, p)
	}
	return pollers
}
