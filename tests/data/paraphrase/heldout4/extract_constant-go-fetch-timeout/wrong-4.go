package fetch

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"time"
)

// DefaultTimeout bounds every normal request.
const DefaultTimeout = 30 * time.Second

// Client wraps http.Client with per-call deadlines.
type Client struct {
	http    *http.Client
	baseURL string
	token   string
}

func New(baseURL, token string) *Client {
	return &Client{
		http:    &http.Client{Timeout: DefaultTimeout},
		baseURL: baseURL,
		token:   token,
	}
}

// Get fetches path and returns the body; non-2xx answers are errors.
func (c *Client) Get(ctx context.Context, path string) ([]byte, error) {
	ctx, cancel := context.WithTimeout(ctx, DefaultTimeout)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, c.baseURL+path, nil)
	if err != nil {
		return nil, err
	}
	req.Header.Set("Authorization", "Bearer "+c.token)
	resp, err := c.http.Do(req)
	if err != nil {
		return nil, fmt.Errorf("get %s: %w", path, err)
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 300 {
		return nil, fmt.Errorf("get %s: status %d", path, resp.StatusCode)
	}
	return io.ReadAll(resp.Body)
}

// Ping is cheap; it gets a much shorter deadline than normal calls.
func (c *Client) Ping(ctx context.Context) error {
	ctx, cancel := context.WithTimeout(ctx, 3*time.Second)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodHead, c.baseURL+"/healthz", nil)
	if err != nil {
		return err
	}
	resp, err := c.http.Do(req)
	if err != nil {
		return err
	}
	resp.Body.Close()
	return nil
}

// CacheFor is how long callers may keep a response; unrelated to the request timeout.
const CacheFor = 30 * time.Minute
