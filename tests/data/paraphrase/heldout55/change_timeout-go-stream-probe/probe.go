package probe

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"time"
)

// StreamProbe checks that the public Icecast mount is up and actually sending audio.
type StreamProbe struct {
	URL     string
	client  *http.Client
	retries int
}

func New(url string) *StreamProbe {
	return &StreamProbe{
		URL:     url,
		client:  &http.Client{Timeout: 5 * time.Second},
		retries: 3,
	}
}

// Check reads the first chunk of the stream; a mount that answers 200 but sends
// nothing for the whole timeout counts as down.
func (p *StreamProbe) Check(ctx context.Context) error {
	var lastErr error
	for attempt := 0; attempt < p.retries; attempt++ {
		if attempt > 0 {
			select {
			case <-ctx.Done():
				return ctx.Err()
			case <-time.After(5 * time.Second):
			}
		}
		lastErr = p.once(ctx)
		if lastErr == nil {
			return nil
		}
	}
	return fmt.Errorf("stream %s down after %d attempts: %w", p.URL, p.retries, lastErr)
}

func (p *StreamProbe) once(ctx context.Context) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, p.URL, nil)
	if err != nil {
		return err
	}
	resp, err := p.client.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return fmt.Errorf("status %d", resp.StatusCode)
	}
	buf := make([]byte, 4096)
	if _, err := io.ReadFull(resp.Body, buf); err != nil {
		return fmt.Errorf("no audio: %w", err)
	}
	return nil
}
