package poller

import (
	"context"
	"encoding/binary"
	"fmt"
	"log"
	"net"
	"strconv"
	"time"
)

// Tag is one PLC register we sample.
type Tag struct {
	Name    string
	Address uint16
	Scale   float64
}

// Sample is a scaled reading of one tag.
type Sample struct {
	Tag   string
	Value float64
	At    time.Time
}

func readRegister(conn net.Conn, addr uint16) (uint16, error) {
	req := make([]byte, 12)
	binary.BigEndian.PutUint16(req[0:], 1)  // transaction id
	binary.BigEndian.PutUint16(req[4:], 6)  // length
	req[6] = 1                              // unit id
	req[7] = 3                              // read holding registers
	binary.BigEndian.PutUint16(req[8:], addr)
	binary.BigEndian.PutUint16(req[10:], 1) // quantity
	if _, err := conn.Write(req); err != nil {
		return 0, err
	}
	resp := make([]byte, 11)
	if _, err := conn.Read(resp); err != nil {
		return 0, err
	}
	return binary.BigEndian.Uint16(resp[9:]), nil
}

// PollOnce dials the PLC and reads every tag once.
func PollOnce(ctx context.Context, host string, port int, tags []Tag) ([]Sample, error) {
	d := net.Dialer{Timeout: 3 * time.Second}
	conn, err := d.DialContext(ctx, "tcp", net.JoinHostPort(host, strconv.Itoa(port)))
	if err != nil {
		return nil, fmt.Errorf("dial %s: %w", host, err)
	}
	defer conn.Close()

	out := make([]Sample, 0, len(tags))
	for _, t := range tags {
		raw, err := readRegister(conn, t.Address)
		if err != nil {
			return out, fmt.Errorf("read %s: %w", t.Name, err)
		}
		out = append(out, Sample{Tag: t.Name, Value: float64(raw) * t.Scale, At: time.Now()})
	}
	return out, nil
}

// Run polls forever at the given interval and hands samples to sink.
func Run(ctx context.Context, host string, port int, tags []Tag, every time.Duration, sink func([]Sample)) {
	ticker := time.NewTicker(every)
	defer ticker.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-ticker.C:
			samples, err := PollOnce(ctx, host, tags)
			if err != nil {
				log.Printf("poll %s: %v", host, err)
			}
			if len(samples) > 0 {
				sink(samples)
			}
		}
	}
}
