package probe

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"time"
)

// Timeouts for a single probe. The dial timeout covers DNS and the TCP
// handshake; the read timeout covers the response once connected.
const (
	dialTimeout  = 5 * time.Second
	readTimeout  = 5 * time.Second
	probeRetries = 3
)

// Result is what one probe reports back to the scheduler.
type Result struct {
	Target   string
	Healthy  bool
	Status   int
	Latency  time.Duration
	Attempts int
	Err      error
}

func newClient() *http.Client {
	dialer := &net.Dialer{Timeout: dialTimeout, KeepAlive: 30 * time.Second}
	transport := &http.Transport{
		DialContext:           dialer.DialContext,
		ResponseHeaderTimeout: readTimeout,
		MaxIdleConnsPerHost:   2,
	}
	return &http.Client{Transport: transport}
}

// Check probes url up to probeRetries times and reports the first healthy
// answer, or the last failure.
func Check(ctx context.Context, url string) Result {
	client := newClient()
	res := Result{Target: url}
	for attempt := 1; attempt <= probeRetries; attempt++ {
		res.Attempts = attempt
		start := time.Now()
		req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
		if err != nil {
			res.Err = fmt.Errorf("build request: %w", err)
			return res
		}
		resp, err := client.Do(req)
		res.Latency = time.Since(start)
		if err != nil {
			res.Err = err
			if errors.Is(err, context.Canceled) {
				return res
			}
			continue
		}
		resp.Body.Close()
		res.Status = resp.StatusCode
		res.Healthy = resp.StatusCode >= 200 && resp.StatusCode < 400
		if res.Healthy {
			res.Err = nil
			return res
		}
		res.Err = fmt.Errorf("unhealthy status %d", resp.StatusCode)
	}
	return res
}
