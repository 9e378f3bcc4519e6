package ill

// Interlibrary loan client: asks partner libraries in the Three Rivers consortium
// whether they can lend an item the Harrowgate branches do not hold.

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"time"
)

const (
	partnerURL   = "https://ill.threerivers.example.org/api/v2/availability"
	maxAttempts  = 3
	retryBackoff = 30 * time.Second
)

type Availability struct {
	Library  string `json:"library"`
	Barcode  string `json:"barcode"`
	Lendable bool   `json:"lendable"`
}

type Client struct {
	http *http.Client
	key  string
}

func NewClient(apiKey string) *Client {
	return &Client{
		http: &http.Client{Timeout: 10 * time.Second},
		key:  apiKey,
	}
}

func (c *Client) Availability(ctx context.Context, isbn string) ([]Availability, error) {
	q := url.Values{"isbn": {isbn}}
	var lastErr error
	for attempt := 1; attempt <= maxAttempts; attempt++ {
		req, err := http.NewRequestWithContext(ctx, http.MethodGet, partnerURL+"?"+q.Encode(), nil)
		if err != nil {
			return nil, err
		}
		req.Header.Set("X-Api-Key", c.key)
		resp, err := c.http.Do(req)
		if err == nil && resp.StatusCode == http.StatusOK {
			defer resp.Body.Close()
			var out []Availability
			if err := json.NewDecoder(resp.Body).Decode(&out); err != nil {
				return nil, fmt.Errorf("decode availability: %w", err)
			}
			return out, nil
		}
		if err == nil {
			resp.Body.Close()
			err = fmt.Errorf("partner answered %s", resp.Status)
		}
		lastErr = err
		select {
		case <-ctx.Done():
			return nil, ctx.Err()
		case <-time.After(retryBackoff):
		}
	}
	return nil, fmt.Errorf("availability for %s after %d attempts: %w", isbn, maxAttempts, lastErr)
}
