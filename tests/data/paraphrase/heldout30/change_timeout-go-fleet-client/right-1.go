package reservations

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"time"
)

// Client for the central reservations service of Kestrel Car Hire, used by the
// branch kiosks to look up and confirm bookings.

type Client struct {
	base string
	http *http.Client
}

type Booking struct {
	ID        string    `json:"id"`
	Plate     string    `json:"plate"`
	Branch    string    `json:"branch"`
	PickupAt  time.Time `json:"pickup_at"`
	Confirmed bool      `json:"confirmed"`
}

func NewClient(base string) *Client {
	transport := &http.Transport{
		MaxIdleConnsPerHost: 4,
		IdleConnTimeout:     90 * time.Second,
		TLSHandshakeTimeout: 10 * time.Second,
	}
	return &Client{
		base: base,
		http: &http.Client{Transport: transport, Timeout: 25 * time.Second},
	}
}

func (c *Client) Booking(ctx context.Context, id string) (*Booking, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, fmt.Sprintf("%s/bookings/%s", c.base, id), nil)
	if err != nil {
		return nil, err
	}
	resp, err := c.http.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("booking %s: status %d", id, resp.StatusCode)
	}
	var b Booking
	if err := json.NewDecoder(resp.Body).Decode(&b); err != nil {
		return nil, err
	}
	return &b, nil
}

// WaitConfirmed polls until the booking is confirmed or the deadline passes.
func (c *Client) WaitConfirmed(ctx context.Context, id string) (*Booking, error) {
	ctx, cancel := context.WithTimeout(ctx, 120*time.Second)
	defer cancel()
	for {
		b, err := c.Booking(ctx, id)
		if err == nil && b.Confirmed {
			return b, nil
		}
		select {
		case <-ctx.Done():
			return nil, ctx.Err()
		case <-time.After(5 * time.Second):
		}
	}
}
