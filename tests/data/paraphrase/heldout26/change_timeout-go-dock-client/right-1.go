package dockapi

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
		http: &http.Client{Transport: transport, Timeout: 25 * time.Second},
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
