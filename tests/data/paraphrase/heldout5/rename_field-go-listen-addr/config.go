package server

import (
	"fmt"
	"net/http"
	"time"
)

// Config holds the HTTP server settings. Addr is the listen address.
type Config struct {
	Addr         string        `json:"addr"`
	AdminAddr    string        `json:"admin_addr"`
	ReadTimeout  time.Duration `json:"read_timeout"`
	WriteTimeout time.Duration `json:"write_timeout"`
	MaxBodyBytes int64         `json:"max_body_bytes"`
}

func DefaultConfig() Config {
	return Config{
		Addr:         ":8080",
		AdminAddr:    ":9090",
		ReadTimeout:  5 * time.Second,
		WriteTimeout: 10 * time.Second,
		MaxBodyBytes: 1 << 20,
	}
}

func (c Config) Validate() error {
	if c.Addr == "" {
		return fmt.Errorf("config: addr must not be empty")
	}
	if c.Addr == c.AdminAddr {
		return fmt.Errorf("config: addr and admin_addr must differ (both %q)", c.Addr)
	}
	return nil
}

func New(c Config, h http.Handler) *http.Server {
	return &http.Server{
		Addr:         c.Addr,
		Handler:      http.MaxBytesHandler(h, c.MaxBodyBytes),
		ReadTimeout:  c.ReadTimeout,
		WriteTimeout: c.WriteTimeout,
	}
}

func NewAdmin(c Config, h http.Handler) *http.Server {
	return &http.Server{Addr: c.AdminAddr, Handler: h}
}
