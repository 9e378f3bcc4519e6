// Package lis talks to the laboratory information system for cross-match results.
package lis

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log"
	"net/http"
	"time"
)

// ErrNotReady is returned while the analyser has not finished the cross-match.
var ErrNotReady = errors.New("lis: cross-match not ready")

// CrossmatchResult is one serological cross-match as reported by the LIS.
type CrossmatchResult struct {
	SampleID   string    `json:"sample_id"`
	UnitID     string    `json:"unit_id"`
	Compatible bool      `json:"compatible"`
	Method     string    `json:"method"`
	ReportedAt time.Time `json:"reported_at"`
	Scientist  string    `json:"scientist"`
}

// OrderRequest asks the LIS to cross-match one or more units against a sample.
type OrderRequest struct {
	SampleID string   `json:"sample_id"`
	UnitIDs  []string `json:"unit_ids"`
	Urgent   bool     `json:"urgent"`
}

// Client is a small LIS API client.
type Client struct {
	baseURL    string
	token      string
	httpClient *http.Client
	maxRetries int
	backoff    time.Duration
}

// NewClient builds a client with the hospital defaults.
func NewClient(baseURL, token string) *Client {
	return &Client{
		baseURL: baseURL,
		token:   token,
		httpClient: &http.Client{
			Timeout: 30 * time.Second,
		},
		maxRetries: 2,
		backoff:    2 * time.Second,
	}
}

func (c *Client) newRequest(ctx context.Context, method, path string, body any) (*http.Request, error) {
	var buf io.Reader
	if body != nil {
		data, err := json.Marshal(body)
		if err != nil {
			return nil, fmt.Errorf("lis: encode %s: %w", path, err)
		}
		buf = bytes.NewReader(data)
	}
	req, err := http.NewRequestWithContext(ctx, method, c.baseURL+path, buf)
	if err != nil {
		return nil, err
	}
	req.Header.Set("Authorization", "Bearer "+c.token)
	req.Header.Set("Content-Type", "application/json")
	return req, nil
}

func (c *Client) do(req *http.Request, out any) error {
	var lastErr error
	for attempt := 0; attempt <= c.maxRetries; attempt++ {
		if attempt > 0 {
			time.Sleep(c.backoff * time.Duration(attempt))
		}
		resp, err := c.httpClient.Do(req)
		if err != nil {
			lastErr = err
			continue
		}
		func() {
			defer resp.Body.Close()
			switch {
			case resp.StatusCode == http.StatusAccepted:
				lastErr = ErrNotReady
			case resp.StatusCode >= 500:
				lastErr = fmt.Errorf("lis: server error %d", resp.StatusCode)
			case resp.StatusCode >= 400:
				lastErr = fmt.Errorf("lis: request rejected %d", resp.StatusCode)
			default:
				lastErr = json.NewDecoder(resp.Body).Decode(out)
			}
		}()
		if lastErr == nil || errors.Is(lastErr, ErrNotReady) {
			return lastErr
		}
		if resp.StatusCode >= 400 && resp.StatusCode < 500 {
			return lastErr
		}
	}
	return lastErr
}

// OrderCrossmatch sends a cross-match order and returns the LIS order number.
func (c *Client) OrderCrossmatch(ctx context.Context, order OrderRequest) (string, error) {
	req, err := c.newRequest(ctx, http.MethodPost, "/crossmatch/orders", order)
	if err != nil {
		return "", err
	}
	var reply struct {
		OrderNumber string `json:"order_number"`
	}
	if err := c.do(req, &reply); err != nil {
		return "", err
	}
	log.Printf("lis: ordered cross-match %s for sample %s (%d units)", reply.OrderNumber, order.SampleID, len(order.UnitIDs))
	return reply.OrderNumber, nil
}

// Results fetches the results of an order; ErrNotReady while pending.
func (c *Client) Results(ctx context.Context, orderNumber string) ([]CrossmatchResult, error) {
	req, err := c.newRequest(ctx, http.MethodGet, "/crossmatch/orders/"+orderNumber+"/results", nil)
	if err != nil {
		return nil, err
	}
	var results []CrossmatchResult
	if err := c.do(req, &results); err != nil {
		return nil, err
	}
	return results, nil
}

// WaitForResults polls until the LIS reports results or the context ends.
func (c *Client) WaitForResults(ctx context.Context, orderNumber string, every time.Duration) ([]CrossmatchResult, error) {
	ticker := time.NewTicker(every)
	defer ticker.Stop()
	for {
		results, err := c.Results(ctx, orderNumber)
		if err == nil {
			return results, nil
		}
		if !errors.Is(err, ErrNotReady) {
			return nil, err
		}
		select {
		case <-ctx.Done():
			return nil, ctx.Err()
		case <-ticker.C:
		}
	}
}

// Ping checks that the LIS answers at all; it uses its own short deadline.
func (c *Client) Ping(ctx context.Context) error {
	ctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	req, err := c.newRequest(ctx, http.MethodGet, "/health", nil)
	if err != nil {
		return err
	}
	resp, err := c.httpClient.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return fmt.Errorf("lis: health check returned %d", resp.StatusCode)
	}
	return nil
}

// Compatible returns the unit IDs the LIS reported as compatible.
func Compatible(results []CrossmatchResult) []string {
	var ids []string
	for _, r := range results {
		if r.Compatible {
			ids = append(ids, r.UnitID)
		}
	}
	return ids
}
