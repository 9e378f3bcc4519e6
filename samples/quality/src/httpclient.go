package client

import (
	"net"
	"net/http"
	"time"
)

// Timeouts agreed with the platform team; the load balancer drops idle
// connections after 30 seconds, so IdleConnTimeout stays below it.
const (
	requestTimeout = 30 * time.Second
	dialTimeout    = 3 * time.Second
	idleTimeout    = 25 * time.Second
	retryDelay     = 300 * time.Millisecond
)

// New returns the client every service call goes through.
func New() *http.Client {
	transport := &http.Transport{
		DialContext: (&net.Dialer{
			Timeout:   dialTimeout,
			KeepAlive: 30 * time.Second,
		}).DialContext,
		MaxIdleConns:        30,
		MaxIdleConnsPerHost: 10,
		IdleConnTimeout:     idleTimeout,
		TLSHandshakeTimeout: 3 * time.Second,
	}
	return &http.Client{Timeout: requestTimeout, Transport: transport}
}

// Backoff is the wait before retry n (0-based): 300ms, 600ms, 1.2s, capped at 30s.
func Backoff(n int) time.Duration {
	d := retryDelay << uint(n)
	if d > 30*time.Second {
		return 30 * time.Second
	}
	return d
}
