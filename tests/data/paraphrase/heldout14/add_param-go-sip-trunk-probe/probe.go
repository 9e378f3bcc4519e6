// Package trunkprobe sends SIP OPTIONS pings to carrier trunks and records
// which ones answer, so the routing layer can skip dead trunks.
package trunkprobe

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"math/rand"
	"net"
	"strings"
	"sync"
	"time"
)

// Trunk is one carrier interconnect.
type Trunk struct {
	Name    string
	Addr    string // host:port
	Carrier string
	Weight  int
}

// Result of one probe.
type Result struct {
	Trunk   string
	Up      bool
	Status  int
	RTT     time.Duration
	Err     error
	Checked time.Time
}

var ErrNoResponse = errors.New("trunkprobe: no SIP response")

const (
	defaultTimeout = 2 * time.Second
	maxParallel    = 16
	userAgent      = "netops-trunkprobe/1.3"
)

func callID() string {
	return fmt.Sprintf("%016x@trunkprobe", rand.Uint64())
}

func buildOptions(t Trunk, local string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "OPTIONS sip:%s SIP/2.0\r\n", t.Addr)
	fmt.Fprintf(&b, "Via: SIP/2.0/UDP %s;branch=z9hG4bK%x\r\n", local, rand.Uint32())
	fmt.Fprintf(&b, "Max-Forwards: 70\r\n")
	fmt.Fprintf(&b, "From: <sip:probe@%s>;tag=%x\r\n", local, rand.Uint32())
	fmt.Fprintf(&b, "To: <sip:%s>\r\n", t.Addr)
	fmt.Fprintf(&b, "Call-ID: %s\r\n", callID())
	fmt.Fprintf(&b, "CSeq: 1 OPTIONS\r\n")
	fmt.Fprintf(&b, "User-Agent: %s\r\n", userAgent)
	fmt.Fprintf(&b, "Content-Length: 0\r\n\r\n")
	return b.String()
}

// parseStatus reads the status code from the first line of a SIP response.
func parseStatus(line string) (int, error) {
	parts := strings.SplitN(strings.TrimSpace(line), " ", 3)
	if len(parts) < 2 || !strings.HasPrefix(parts[0], "SIP/2.0") {
		return 0, fmt.Errorf("trunkprobe: bad status line %q", line)
	}
	var code int
	if _, err := fmt.Sscanf(parts[1], "%d", &code); err != nil {
		return 0, err
	}
	return code, nil
}

// Probe sends one OPTIONS request to the trunk and waits for the answer.
func Probe(t Trunk, timeout time.Duration) Result {
	res := Result{Trunk: t.Name, Checked: time.Now()}
	d := net.Dialer{Timeout: timeout}
	conn, err := d.Dial("udp", t.Addr)
	if err != nil {
		res.Err = err
		return res
	}
	defer conn.Close()
	_ = conn.SetDeadline(time.Now().Add(timeout))

	start := time.Now()
	if _, err := conn.Write([]byte(buildOptions(t, conn.LocalAddr().String()))); err != nil {
		res.Err = err
		return res
	}
	line, err := bufio.NewReader(conn).ReadString('\n')
	if err != nil {
		res.Err = ErrNoResponse
		return res
	}
	res.RTT = time.Since(start)
	res.Status, res.Err = parseStatus(line)
	// 200 OK, but also 404/405/483 mean a live SIP stack answered.
	res.Up = res.Err == nil && res.Status < 500
	return res
}

// ProbeAll probes every trunk, at most maxParallel at a time.
func ProbeAll(ctx context.Context, trunks []Trunk) []Result {
	out := make([]Result, len(trunks))
	sem := make(chan struct{}, maxParallel)
	var wg sync.WaitGroup
	for i, t := range trunks {
		select {
		case <-ctx.Done():
			out[i] = Result{Trunk: t.Name, Err: ctx.Err(), Checked: time.Now()}
			continue
		case sem <- struct{}{}:
		}
		wg.Add(1)
		go func(i int, t Trunk) {
			defer wg.Done()
			defer func() { <-sem }()
			out[i] = Probe(t, defaultTimeout)
		}(i, t)
	}
	wg.Wait()
	return out
}

// Healthy returns the names of trunks that answered, best weight first.
func Healthy(trunks []Trunk, results []Result) []string {
	up := map[string]bool{}
	for _, r := range results {
		if r.Up {
			up[r.Trunk] = true
		}
	}
	var names []string
	best := -1
	for _, t := range trunks {
		if !up[t.Name] {
			continue
		}
		if t.Weight > best {
			names = append([]string{t.Name}, names...)
			best = t.Weight
		} else {
			names = append(names, t.Name)
		}
	}
	return names
}

// Watch probes the trunks every interval until ctx is cancelled.
func Watch(ctx context.Context, trunks []Trunk, interval time.Duration, report func([]Result)) {
	tick := time.NewTicker(interval)
	defer tick.Stop()
	for {
		report(ProbeAll(ctx, trunks))
		select {
		case <-ctx.Done():
			return
		case <-tick.C:
		}
	}
}
