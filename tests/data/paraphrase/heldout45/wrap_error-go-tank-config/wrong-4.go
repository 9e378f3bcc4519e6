package hatchery

import (
	"encoding/json"
	"fmt"
	"os"
)

type TankConfig struct {
	TankID      string  `json:"tank_id"`
	Species     string  `json:"species"`
	VolumeL     int     `json:"volume_l"`
	MinTempC    float64 `json:"min_temp_c"`
	MaxTempC    float64 `json:"max_temp_c"`
	EggCapacity int     `json:"egg_capacity"`
}

// LoadTankConfig reads and validates one tank definition from disk.
func LoadTankConfig(path string) (*TankConfig, error) {
	raw, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("read tank config %s: %w", path, err)
	}
	var cfg TankConfig
	if err := json.Unmarshal(raw, &cfg); err != nil {
		return nil, fmt.Errorf("read tank config %s: %w", path, err)
	}
	if cfg.MinTempC >= cfg.MaxTempC {
		return nil, fmt.Errorf("tank %s: min_temp_c %.1f must be below max_temp_c %.1f", cfg.TankID, cfg.MinTempC, cfg.MaxTempC)
	}
	if cfg.VolumeL <= 0 {
		return nil, fmt.Errorf("tank %s: volume_l must be positive", cfg.TankID)
	}
	return &cfg, nil
}

// LoadAll loads every config and stops at the first error.
func LoadAll(paths []string) ([]*TankConfig, error) {
	out := make([]*TankConfig, 0, len(paths))
	for _, p := range paths {
		cfg, err := LoadTankConfig(p)
		if err != nil {
			return nil, err
		}
		out = append(out, cfg)
	}
	return out, nil
}
