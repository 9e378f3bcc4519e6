package server

import (
	"errors"
	"flag"
	"fmt"
	"net/http"
	"time"
)

// Config holds the listener settings. Addr is the public listener; AdminAddr
// serves /metrics and /debug and should never be exposed.
type Config struct {
	ListenAddr   string
	AdminAddr    string
	ReadTimeout  time.Duration
	WriteTimeout time.Duration
	MaxBodyBytes int64
}

// ParseFlags reads the server flags; -addr and -admin-addr must differ.
func ParseFlags(args []string) (Config, error) {
	fs := flag.NewFlagSet("server", flag.ContinueOnError)
	var cfg Config
	fs.StringVar(&cfg.ListenAddr, "addr", ":8080", "public listen address")
	fs.StringVar(&cfg.AdminAddr, "admin-addr", "127.0.0.1:9090", "admin listen address")
	fs.DurationVar(&cfg.ReadTimeout, "read-timeout", 10*time.Second, "read timeout")
	fs.DurationVar(&cfg.WriteTimeout, "write-timeout", 10*time.Second, "write timeout")
	fs.Int64Var(&cfg.MaxBodyBytes, "max-body", 1<<20, "request body limit in bytes")
	if err := fs.Parse(args); err != nil {
		return Config{}, err
	}
	if cfg.ListenAddr == cfg.AdminAddr {
		return Config{}, errors.New("addr and admin-addr must differ")
	}
	return cfg, nil
}

func NewServer(cfg Config, h http.Handler) *http.Server {
	return &http.Server{
		Addr:         cfg.ListenAddr,
		Handler:      http.MaxBytesHandler(h, cfg.MaxBodyBytes),
		ReadTimeout:  cfg.ReadTimeout,
		WriteTimeout: cfg.WriteTimeout,
	}
}

func NewAdminServer(cfg Config, h http.Handler) *http.Server {
	return &http.Server{Addr: cfg.AdminAddr, Handler: h, ReadTimeout: 5 * time.Second}
}

func (c Config) String() string {
	return fmt.Sprintf("public=%s admin=%s", c.ListenAddr, c.AdminAddr)
}
