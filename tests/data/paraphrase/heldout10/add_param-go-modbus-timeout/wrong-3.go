// Package poller reads the substation feeder meters over Modbus/TCP and
// pushes one sample per feeder per interval to the historian.
package poller

import (
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"log"
	"math"
	"net"
	"sync"
	"time"
)

const (
	defaultTimeout  = 2 * time.Second
	funcReadHolding = 0x03
	funcWriteSingle = 0x06
	maxRegisters    = 125
)

// Register map of the feeder meters (all holding registers, big-endian).
const (
	regVoltageL1  = 0x0000
	regCurrentL1  = 0x0006
	regActivePow  = 0x000C
	regEnergyImp  = 0x0048
	regSerial     = 0x00FC
	regResetCount = 0x0F00
)

var ErrShortFrame = errors.New("poller: short modbus frame")

// Feeder is one metered feeder in the substation.
type Feeder struct {
	Name string
	Addr string
	Unit byte
}

// Sample is what the historian stores.
type Sample struct {
	Feeder    string
	At        time.Time
	VoltageV  float64
	CurrentA  float64
	PowerKW   float64
	EnergyKWh float64
}

// Config of the poller.
type Config struct {
	Interval time.Duration
	Timeout  time.Duration
	Feeders  []Feeder
}

// Historian receives samples.
type Historian interface {
	Write(ctx context.Context, s Sample) error
}

type Poller struct {
	cfg  Config
	hist Historian
	mu   sync.Mutex
	txID uint16
}

func New(cfg Config, hist Historian) *Poller {
	if cfg.Timeout == 0 {
		cfg.Timeout = defaultTimeout
	}
	return &Poller{cfg: cfg, hist: hist}
}

func (p *Poller) nextTx() uint16 {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.txID++
	return p.txID
}

// readRegisters issues function 0x03 and returns count registers from addr.
func readRegisters(conn net.Conn, tx uint16, unit byte, addr, count uint16, timeout time.Duration) ([]uint16, error) {
	if count == 0 || count > maxRegisters {
		return nil, fmt.Errorf("poller: bad register count %d", count)
	}
	req := make([]byte, 12)
	binary.BigEndian.PutUint16(req[0:], tx)
	binary.BigEndian.PutUint16(req[4:], 6)
	req[6] = unit
	req[7] = funcReadHolding
	binary.BigEndian.PutUint16(req[8:], addr)
	binary.BigEndian.PutUint16(req[10:], count)
	if err := conn.SetDeadline(time.Now().Add(timeout)); err != nil {
		return nil, err
	}
	if _, err := conn.Write(req); err != nil {
		return nil, err
	}
	head := make([]byte, 9)
	if _, err := io.ReadFull(conn, head); err != nil {
		return nil, err
	}
	if head[7]&0x80 != 0 {
		return nil, fmt.Errorf("poller: modbus exception %d from unit %d", head[8], unit)
	}
	n := int(head[8])
	if n != int(count)*2 {
		return nil, ErrShortFrame
	}
	body := make([]byte, n)
	if _, err := io.ReadFull(conn, body); err != nil {
		return nil, err
	}
	regs := make([]uint16, count)
	for i := range regs {
		regs[i] = binary.BigEndian.Uint16(body[2*i:])
	}
	return regs, nil
}

// writeRegister issues function 0x06 (used only by the reset tool).
func writeRegister(conn net.Conn, tx uint16, unit byte, addr, value uint16) error {
	req := make([]byte, 12)
	binary.BigEndian.PutUint16(req[0:], tx)
	binary.BigEndian.PutUint16(req[4:], 6)
	req[6] = unit
	req[7] = funcWriteSingle
	binary.BigEndian.PutUint16(req[8:], addr)
	binary.BigEndian.PutUint16(req[10:], value)
	if err := conn.SetDeadline(time.Now().Add(timeout)); err != nil {
		return err
	}
	if _, err := conn.Write(req); err != nil {
		return err
	}
	echo := make([]byte, 12)
	_, err := io.ReadFull(conn, echo)
	return err
}

func float32At(regs []uint16, i int) float64 {
	bits := uint32(regs[i])<<16 | uint32(regs[i+1])
	return float64(math.Float32frombits(bits))
}

// pollFeeder reads one feeder and returns its sample.
func (p *Poller) pollFeeder(f Feeder) (Sample, error) {
	conn, err := net.DialTimeout("tcp", f.Addr, p.cfg.Timeout)
	if err != nil {
		return Sample{}, err
	}
	defer conn.Close()
	inst, err := readRegisters(conn, p.nextTx(), f.Unit, regVoltageL1, 14, p.cfg.Timeout)
	if err != nil {
		return Sample{}, fmt.Errorf("%s: instantaneous: %w", f.Name, err)
	}
	energy, err := readRegisters(conn, p.nextTx(), f.Unit, regEnergyImp, 2, p.cfg.Timeout)
	if err != nil {
		return Sample{}, fmt.Errorf("%s: energy: %w", f.Name, err)
	}
	return Sample{
		Feeder:    f.Name,
		At:        time.Now().UTC(),
		VoltageV:  float32At(inst, int(regVoltageL1)),
		CurrentA:  float32At(inst, int(regCurrentL1)),
		PowerKW:   float32At(inst, int(regActivePow)) / 1000,
		EnergyKWh: float32At(energy, 0),
	}, nil
}

// Serial reads the meter's serial number (commissioning check).
func (p *Poller) Serial(f Feeder) (uint32, error) {
	conn, err := net.DialTimeout("tcp", f.Addr, p.cfg.Timeout)
	if err != nil {
		return 0, err
	}
	defer conn.Close()
	regs, err := readRegisters(conn, p.nextTx(), f.Unit, regSerial, 2, p.cfg.Timeout)
	if err != nil {
		return 0, err
	}
	return uint32(regs[0])<<16 | uint32(regs[1]), nil
}

// ResetEnergy zeroes the energy counter (requires the meter's reset jumper).
func (p *Poller) ResetEnergy(f Feeder) error {
	conn, err := net.DialTimeout("tcp", f.Addr, p.cfg.Timeout)
	if err != nil {
		return err
	}
	defer conn.Close()
	return writeRegister(conn, p.nextTx(), f.Unit, regResetCount, 0xA5A5)
}

// Run polls every feeder each interval until ctx is done.
func (p *Poller) Run(ctx context.Context) error {
	tick := time.NewTicker(p.cfg.Interval)
	defer tick.Stop()
	for {
		for _, f := range p.cfg.Feeders {
			s, err := p.pollFeeder(f)
			if err != nil {
				log.Printf("poll %s: %v", f.Name, err)
				continue
			}
			if err := p.hist.Write(ctx, s); err != nil {
				log.Printf("historian: %v", err)
			}
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-tick.C:
		}
	}
}
