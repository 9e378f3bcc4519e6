// Package kiosk talks to the card terminal service behind the pay stations
// on each level of the car park.
package kiosk

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"time"
)

const (
	// Card authorisation gives up after 20 seconds and the kiosk offers cash.
	authTimeout    = 20 * time.Millisecond
	receiptTimeout = 8 * time.Second
	statusTimeout  = 3 * time.Second
)

type Client struct {
	BaseURL string
	HTTP    *http.Client
}

type AuthRequest struct {
	KioskID     string `json:"kiosk_id"`
	TicketID    string `json:"ticket_id"`
	AmountPence int    `json:"amount_pence"`
}

type AuthResponse struct {
	Approved bool   `json:"approved"`
	AuthCode string `json:"auth_code"`
}

func (c *Client) post(ctx context.Context, path string, body, out any) error {
	buf, err := json.Marshal(body)
	if err != nil {
		return err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.BaseURL+path, bytes.NewReader(buf))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json")
	resp, err := c.HTTP.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return fmt.Errorf("kiosk: %s returned %s", path, resp.Status)
	}
	if out == nil {
		return nil
	}
	return json.NewDecoder(resp.Body).Decode(out)
}

// Authorise asks the terminal service to approve a card payment for a ticket.
func (c *Client) Authorise(ctx context.Context, r AuthRequest) (AuthResponse, error) {
	ctx, cancel := context.WithTimeout(ctx, authTimeout)
	defer cancel()
	var out AuthResponse
	err := c.post(ctx, "/v2/authorise", r, &out)
	return out, err
}

// PrintReceipt asks the kiosk's printer for a receipt; failures are not fatal.
func (c *Client) PrintReceipt(ctx context.Context, kioskID, authCode string) error {
	ctx, cancel := context.WithTimeout(ctx, receiptTimeout)
	defer cancel()
	return c.post(ctx, "/v2/receipt", map[string]string{"kiosk_id": kioskID, "auth_code": authCode}, nil)
}

// Healthy reports whether the terminal service answers at all.
func (c *Client) Healthy(ctx context.Context) bool {
	ctx, cancel := context.WithTimeout(ctx, statusTimeout)
	defer cancel()
	return c.post(ctx, "/v2/status", struct{}{}, nil) == nil
}
