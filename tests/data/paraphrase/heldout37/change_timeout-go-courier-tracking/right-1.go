// Package tracking pushes parcel scan events from rider phones to the
// Veloxa tracking service and answers "where is my parcel" lookups.
package tracking

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"sort"
	"sync"
	"time"
)

// Status is the life-cycle state of a parcel.
type Status string

const (
	StatusBooked    Status = "booked"
	StatusPickedUp  Status = "picked_up"
	StatusInTransit Status = "in_transit"
	StatusDelivered Status = "delivered"
	StatusFailed    Status = "failed_attempt"
)

// Scan is one event reported by a rider's phone.
type Scan struct {
	ParcelID string    `json:"parcel_id"`
	RiderID  string    `json:"rider_id"`
	Status   Status    `json:"status"`
	Lat      float64   `json:"lat"`
	Lon      float64   `json:"lon"`
	At       time.Time `json:"at"`
	Note     string    `json:"note,omitempty"`
}

// Client talks to the tracking service.
type Client struct {
	baseURL string
	token   string
	http    *http.Client

	mu      sync.Mutex
	pending []Scan
}

const (
	maxBatch     = 50
	maxAttempts  = 4
	backoffStart = 500 * time.Millisecond
)

// ErrUnauthorized is returned when the depot token is rejected; retrying will not help.
var ErrUnauthorized = errors.New("tracking: token rejected")

// NewClient builds a client for one depot.
func NewClient(baseURL, token string) *Client {
	return &Client{
		baseURL: baseURL,
		token:   token,
		http: &http.Client{
			Timeout: 12 * time.Second,
		},
	}
}

// Queue stores a scan until the next Flush.
func (c *Client) Queue(s Scan) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.pending = append(c.pending, s)
}

// Flush sends queued scans in batches, oldest first.
func (c *Client) Flush(ctx context.Context) (int, error) {
	c.mu.Lock()
	scans := c.pending
	c.pending = nil
	c.mu.Unlock()

	sort.Slice(scans, func(i, j int) bool { return scans[i].At.Before(scans[j].At) })
	sent := 0
	for start := 0; start < len(scans); start += maxBatch {
		end := start + maxBatch
		if end > len(scans) {
			end = len(scans)
		}
		if err := c.postWithRetry(ctx, scans[start:end]); err != nil {
			c.requeue(scans[start:])
			return sent, err
		}
		sent += end - start
	}
	return sent, nil
}

func (c *Client) requeue(scans []Scan) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.pending = append(scans, c.pending...)
}

func (c *Client) postWithRetry(ctx context.Context, batch []Scan) error {
	wait := backoffStart
	var lastErr error
	for attempt := 1; attempt <= maxAttempts; attempt++ {
		lastErr = c.post(ctx, batch)
		if lastErr == nil || errors.Is(lastErr, ErrUnauthorized) {
			return lastErr
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(wait):
		}
		wait *= 2
	}
	return fmt.Errorf("tracking: giving up after %d attempts: %w", maxAttempts, lastErr)
}

func (c *Client) post(ctx context.Context, batch []Scan) error {
	body, err := json.Marshal(map[string]any{"scans": batch})
	if err != nil {
		return err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.baseURL+"/v2/scans", bytes.NewReader(body))
	if err != nil {
		return err
	}
	req.Header.Set("Authorization", "Bearer "+c.token)
	req.Header.Set("Content-Type", "application/json")
	resp, err := c.http.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	switch {
	case resp.StatusCode == http.StatusUnauthorized:
		return ErrUnauthorized
	case resp.StatusCode >= 300:
		return fmt.Errorf("tracking: POST scans: %s", resp.Status)
	}
	return nil
}

// Ping checks that the service is reachable before a shift starts.
func (c *Client) Ping(ctx context.Context) error {
	ctx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, c.baseURL+"/healthz", nil)
	if err != nil {
		return err
	}
	resp, err := c.http.Do(req)
	if err != nil {
		return err
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return fmt.Errorf("tracking: health check: %s", resp.Status)
	}
	return nil
}

// Timeline is what the customer page shows for one parcel.
type Timeline struct {
	ParcelID string `json:"parcel_id"`
	Current  Status `json:"current"`
	Events   []Scan `json:"events"`
}

// Lookup fetches the timeline of one parcel.
func (c *Client) Lookup(ctx context.Context, parcelID string) (*Timeline, error) {
	url := fmt.Sprintf("%s/v2/parcels/%s/timeline", c.baseURL, parcelID)
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return nil, err
	}
	req.Header.Set("Authorization", "Bearer "+c.token)
	resp, err := c.http.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	if resp.StatusCode == http.StatusNotFound {
		return nil, fmt.Errorf("tracking: parcel %s not found", parcelID)
	}
	var tl Timeline
	if err := json.NewDecoder(resp.Body).Decode(&tl); err != nil {
		return nil, fmt.Errorf("tracking: decode timeline: %w", err)
	}
	return &tl, nil
}

// Delivered reports whether the last event of a timeline is a delivery.
func (t *Timeline) Delivered() bool {
	if len(t.Events) == 0 {
		return false
	}
	return t.Events[len(t.Events)-1].Status == StatusDelivered
}

// Attempts counts failed delivery attempts; after three the parcel goes back to the depot.
func (t *Timeline) Attempts() int {
	n := 0
	for _, e := range t.Events {
		if e.Status == StatusFailed {
			n++
		}
	}
	return n
}
