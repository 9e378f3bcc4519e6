package config

import (
	"encoding/json"
	"fmt"
	"os"
	"time"
)

// TLSConfig holds certificate paths for the HTTPS listener.
type TLSConfig struct {
	CertFile string `json:"cert_file"`
	KeyFile  string `json:"key_file"`
}

// Config is the top-level service configuration loaded from config.json.
type Config struct {
	ListenAddr     string        `json:"listen_addr"`
	DatabaseURL    string        `json:"database_url"`
	MaxConnections int           `json:"max_connections"`
	RequestTimeout time.Duration `json:"request_timeout"`
	TLS            *TLSConfig    `json:"tls,omitempty"`
	LogLevel       string        `json:"logLevel"`
}

// Default returns the configuration used when a key is absent from the file.
func Default() Config {
	return Config{
		ListenAddr:     ":8080",
		MaxConnections: 50,
		RequestTimeout: 15 * time.Second,
	}
}

// Load reads path and overlays it on Default().
func Load(path string) (Config, error) {
	cfg := Default()
	data, err := os.ReadFile(path)
	if err != nil {
		return cfg, fmt.Errorf("read config: %w", err)
	}
	if err := json.Unmarshal(data, &cfg); err != nil {
		return cfg, fmt.Errorf("parse config %s: %w", path, err)
	}
	if cfg.MaxConnections <= 0 {
		return cfg, fmt.Errorf("max_connections must be positive, got %d", cfg.MaxConnections)
	}
	return cfg, nil
}
