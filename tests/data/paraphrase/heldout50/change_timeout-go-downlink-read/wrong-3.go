// Package downlink fetches telemetry frames from the Ravensmoor antenna controller.
package downlink

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"net"
	"strconv"
	"strings"
	"time"
)

const (
	// DialTimeout bounds the TCP connect to the antenna controller.
	DialTimeout = 5 * time.Second
	// ReadTimeout bounds each frame read once the pass has started.
	ReadTimeout = 45 * time.Millisecond
	// MaxFrameBytes guards against a runaway length prefix.
	MaxFrameBytes = 1 << 20
	// RetryLimit is how many times a dropped connection is re-dialled during one pass.
	RetryLimit = 3
)

// ErrFrameTooLarge is returned when the controller announces an oversized frame.
var ErrFrameTooLarge = errors.New("downlink: frame too large")

// Frame is one telemetry frame as sent by the controller.
type Frame struct {
	Seq       uint32
	Satellite string
	Received  time.Time
	Payload   []byte
}

// Client talks to one antenna controller.
type Client struct {
	Addr      string
	Satellite string
	conn      net.Conn
	reader    *bufio.Reader
	lastSeq   uint32
	dropped   int
}

// Dial opens the control connection and announces the satellite of the pass.
func (c *Client) Dial(ctx context.Context) error {
	d := net.Dialer{Timeout: DialTimeout}
	conn, err := d.DialContext(ctx, "tcp", c.Addr)
	if err != nil {
		return fmt.Errorf("dial %s: %w", c.Addr, err)
	}
	c.conn = conn
	c.reader = bufio.NewReader(conn)
	if _, err := fmt.Fprintf(conn, "TRACK %s\n", c.Satellite); err != nil {
		conn.Close()
		return err
	}
	return nil
}

// Close ends the control connection.
func (c *Client) Close() error {
	if c.conn == nil {
		return nil
	}
	err := c.conn.Close()
	c.conn = nil
	return err
}

// readHeader parses "FRAME <seq> <length>" lines.
func (c *Client) readHeader() (uint32, int, error) {
	line, err := c.reader.ReadString('\n')
	if err != nil {
		return 0, 0, err
	}
	fields := strings.Fields(line)
	if len(fields) != 3 || fields[0] != "FRAME" {
		return 0, 0, fmt.Errorf("downlink: bad header %q", strings.TrimSpace(line))
	}
	seq, err := strconv.ParseUint(fields[1], 10, 32)
	if err != nil {
		return 0, 0, err
	}
	n, err := strconv.Atoi(fields[2])
	if err != nil {
		return 0, 0, err
	}
	if n > MaxFrameBytes {
		return 0, 0, ErrFrameTooLarge
	}
	return uint32(seq), n, nil
}

// Next reads the next frame, waiting at most ReadTimeout for it.
func (c *Client) Next() (Frame, error) {
	if err := c.conn.SetReadDeadline(time.Now().Add(ReadTimeout)); err != nil {
		return Frame{}, err
	}
	seq, n, err := c.readHeader()
	if err != nil {
		return Frame{}, err
	}
	payload := make([]byte, n)
	if _, err := ioReadFull(c.reader, payload); err != nil {
		return Frame{}, err
	}
	if c.lastSeq != 0 && seq != c.lastSeq+1 {
		c.dropped += int(seq - c.lastSeq - 1)
	}
	c.lastSeq = seq
	return Frame{Seq: seq, Satellite: c.Satellite, Received: time.Now().UTC(), Payload: payload}, nil
}

func ioReadFull(r *bufio.Reader, buf []byte) (int, error) {
	total := 0
	for total < len(buf) {
		n, err := r.Read(buf[total:])
		total += n
		if err != nil {
			return total, err
		}
	}
	return total, nil
}

// Dropped reports how many frames were skipped by sequence number.
func (c *Client) Dropped() int {
	return c.dropped
}

// Collect reads frames until the pass ends (LOS) or ctx is cancelled,
// re-dialling up to RetryLimit times when the connection drops.
func (c *Client) Collect(ctx context.Context, los time.Time, sink func(Frame)) error {
	retries := 0
	for time.Now().Before(los) {
		if ctx.Err() != nil {
			return ctx.Err()
		}
		frame, err := c.Next()
		if err == nil {
			sink(frame)
			continue
		}
		var ne net.Error
		if errors.As(err, &ne) && ne.Timeout() {
			// no frame within ReadTimeout: the satellite may be below the mask
			continue
		}
		if retries >= RetryLimit {
			return fmt.Errorf("downlink: giving up after %d retries: %w", retries, err)
		}
		retries++
		c.Close()
		backoff := time.Duration(retries) * 2 * time.Second
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(backoff):
		}
		if err := c.Dial(ctx); err != nil {
			return err
		}
	}
	return nil
}

// Summary is printed in the pass log after LOS.
func (c *Client) Summary(frames int, started time.Time) string {
	elapsed := time.Since(started).Round(time.Second)
	return fmt.Sprintf("%s: %d frames, %d dropped, %s (read timeout %s)",
		c.Satellite, frames, c.dropped, elapsed, ReadTimeout)
}
