from lib import E, case

ORIG = '''package dockapi

import (
	"context"
	"encoding/json"
	"fmt"
	"net"
	"net/http"
	"time"
)

// Client talks to the dock controllers' status endpoint.
type Client struct {
	base string
	http *http.Client
}

// NewClient builds a client for one city's dock controller gateway.
func NewClient(base string) *Client {
	transport := &http.Transport{
		DialContext:         (&net.Dialer{Timeout: 5 * time.Second}).DialContext,
		TLSHandshakeTimeout: 5 * time.Second,
		MaxIdleConnsPerHost: 8,
	}
	return &Client{
		base: base,
		http: &http.Client{Transport: transport, Timeout: 10 * time.Second},
	}
}

// DockState is what a dock pillar reports.
type DockState struct {
	Station string `json:"station"`
	Slot    int    `json:"slot"`
	BikeID  string `json:"bike_id"`
	Locked  bool   `json:"locked"`
}

// Status fetches the state of every slot of a station, retrying twice.
func (c *Client) Status(ctx context.Context, station string) ([]DockState, error) {
	var lastErr error
	for attempt := 0; attempt < 3; attempt++ {
		if attempt > 0 {
			time.Sleep(time.Duration(attempt) * 10 * time.Second)
		}
		states, err := c.fetch(ctx, station)
		if err == nil {
			return states, nil
		}
		lastErr = err
	}
	return nil, fmt.Errorf("station %s: %w", station, lastErr)
}

func (c *Client) fetch(ctx context.Context, station string) ([]DockState, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, c.base+"/stations/"+station+"/slots", nil)
	if err != nil {
		return nil, err
	}
	resp, err := c.http.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("status %d", resp.StatusCode)
	}
	var states []DockState
	err = json.NewDecoder(resp.Body).Decode(&states)
	return states, err
}
'''

case(
    "change_timeout-go-dock-client", "client.go", "change_timeout", "go", ORIG,
    [
        ("terse", "http client timeout 10s -> 25s"),
        ("polite", "Could you raise the overall request timeout of the http.Client in NewClient from 10 to 25 seconds? The dial and TLS handshake timeouts and the retry backoff should stay as they are."),
        ("declarative", "Requests to the dock gateway should be allowed 25 seconds in total before the client gives up."),
        ("other", "the old pillars at the canal stations take ~20s to answer. bump the client Timeout to 25 * time.Second, nothing else"),
        ("other", "http.Client'ın Timeout değerini 10 saniyeden 25 saniyeye çıkar, başka hiçbir şeye dokunma."),
    ],
    [
        ("right-1.go", "right", "http.Client Timeout is 25 * time.Second; dial, TLS and backoff unchanged",
         [E("Timeout: 10 * time.Second}", "Timeout: 25 * time.Second}")]),
        ("wrong-1.go", "wrong", "changed the retry backoff multiplier (10 * time.Second) instead of the client timeout",
         [E("time.Duration(attempt) * 10 * time.Second", "time.Duration(attempt) * 25 * time.Second")]),
        ("wrong-2.go", "wrong", "client timeout raised, but the dial timeout was raised to 25s as well",
         [E("Timeout: 10 * time.Second}", "Timeout: 25 * time.Second}"), E("(&net.Dialer{Timeout: 5 * time.Second})", "(&net.Dialer{Timeout: 25 * time.Second})")]),
        ("wrong-3.go", "wrong", "timeout set to 25 * time.Millisecond, not seconds",
         [E("Timeout: 10 * time.Second}", "Timeout: 25 * time.Millisecond}")]),
        ("wrong-4.go", "wrong", "timeout raised, but the retry loop now makes only two attempts (attempt < 2)",
         [E("Timeout: 10 * time.Second}", "Timeout: 25 * time.Second}"), E("attempt < 3;", "attempt < 2;")]),
        ("wrong-5.go", "wrong", "returned unchanged: the client timeout is still 10 seconds", []),
    ],
)
