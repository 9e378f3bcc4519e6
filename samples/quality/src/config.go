package config

import (
	"encoding/json"
	"fmt"
	"os"
	"time"
)

// Config is the service configuration read at start-up.
type Config struct {
	Addr         string        `json:"addr"`
	ReadTimeout  time.Duration `json:"read_timeout"`
	WriteTimeout time.Duration `json:"write_timeout"`
	LogLevel     string        `json:"log_level"`
}

// ParseConfig decodes a JSON configuration and fills in defaults.
func ParseConfig(data []byte) (*Config, error) {
	cfg := &Config{Addr: ":8080", LogLevel: "info"}
	if err := json.Unmarshal(data, cfg); err != nil {
		return nil, fmt.Errorf("config: %w", err)
	}
	if cfg.ReadTimeout == 0 {
		cfg.ReadTimeout = 5 * time.Second
	}
	return cfg, nil
}

// LoadFile reads and parses the configuration file at path.
func LoadFile(path string) (*Config, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return ParseConfig(data)
}

// MustLoad is LoadFile for main: it panics on error.
func MustLoad(path string) *Config {
	cfg, err := LoadFile(path)
	if err != nil {
		panic(err)
	}
	return cfg
}

func validLevel(level string) bool {
	switch level {
	case "debug", "info", "warn", "error":
		return true
	}
	return false
}

// Validate checks the fields ParseConfig cannot default.
func (c *Config) Validate() error {
	if !validLevel(c.LogLevel) {
		return fmt.Errorf("config: unknown log level %q", c.LogLevel)
	}
	return nil
}
