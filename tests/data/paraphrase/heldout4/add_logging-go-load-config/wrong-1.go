package config

import (
	"encoding/json"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
)

type Config struct {
	DataDir  string   `json:"data_dir"`
	Listen   string   `json:"listen"`
	Peers    []string `json:"peers"`
	LogLevel string   `json:"log_level"`
	MaxConns int      `json:"max_conns"`
}

func defaults() Config {
	return Config{DataDir: "/var/lib/relay", Listen: ":7400", LogLevel: "info", MaxConns: 256}
}

// LoadConfig reads path over the defaults. A missing file is an error; the
// caller decides whether to fall back.
func LoadConfig(path string) (*Config, error) {
	cfg := defaults()
	raw, err := os.ReadFile(path)
	if err != nil {
		slog.Error("cannot read config file", "path", path, "err", err)
		return nil, fmt.Errorf("read config %s: %w", path, err)
	}
	if err := json.Unmarshal(raw, &cfg); err != nil {
		return nil, fmt.Errorf("parse config %s: %w", path, err)
	}
	slog.Debug("config loaded", "path", path, "peers", len(cfg.Peers))
	return &cfg, nil
}

// SaveConfig writes cfg atomically next to path.
func SaveConfig(path string, cfg *Config) error {
	raw, err := json.MarshalIndent(cfg, "", "  ")
	if err != nil {
		return fmt.Errorf("encode config: %w", err)
	}
	tmp := filepath.Join(filepath.Dir(path), "."+filepath.Base(path)+".tmp")
	if err := os.WriteFile(tmp, raw, 0o600); err != nil {
		return fmt.Errorf("write config %s: %w", tmp, err)
	}
	return os.Rename(tmp, path)
}
