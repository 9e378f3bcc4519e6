package server

import (
	"fmt"
	"net/http"
	"time"
)

// Config holds the HTTP server settings. ListenAddr is the listen address.
type Config struct {
	ListenAddr   string        `json:"listen_addr"`
	AdminAddr    string        `json:"admin_addr"`
	ReadTimeout  time.Duration `json:"read_timeout"`
	WriteTimeout time.Duration `json:"write_timeout"`
	MaxBodyBytes int64         `json:"max_body_bytes"`
}

func DefaultConfig() Config {
	return Config{
		ListenAddr:   ":8080",
		AdminAddr:    ":9090",
		ReadTimeout:  5 * time.Second,
		WriteTimeout: 10 * time.Second,
		MaxBodyBytes: 1 << 20,
	}
}

func (c Config) Validate() error {
	if c.ListenAddr == "" {
		return fmt.Errorf("config: addr must not be empty")
	}
	if c.ListenAddr == c.AdminAddr {
		return fmt.Errorf("config: addr and admin_addr must differ (both %q)", c.ListenAddr)
	}
	return nil
}

func New(c Config, h http.Handler) *http.Server {
	return &http.Server{
		Addr:         c.ListenAddr,
		Handler:      http.MaxBytesHandler(h, c.MaxBodyBytes),
		ReadTimeout:  c.ReadTimeout,
		WriteTimeout: c.WriteTimeout,
	}
}

func NewAdmin(c Config, h http.Handler) *http.Server {
	return &http.Server{Addr: c.AdminAddr, Handler: h}
}
