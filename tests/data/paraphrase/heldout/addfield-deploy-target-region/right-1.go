package deploy

import (
	"encoding/json"
	"fmt"
	"os"
)

type Target struct {
	Name     string            `json:"name"`
	Image    string            `json:"image"`
	Replicas int               `json:"replicas"`
	Labels   map[string]string `json:"labels,omitempty"`
	Region   string            `json:"region"`
}

type Rollout struct {
	Targets  []Target `json:"targets"`
	MaxSurge int      `json:"maxSurge"`
	DryRun   bool     `json:"dryRun,omitempty"`
}

func Load(path string) (*Rollout, error) {
	raw, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("read rollout: %w", err)
	}
	var r Rollout
	if err := json.Unmarshal(raw, &r); err != nil {
		return nil, fmt.Errorf("parse rollout %s: %w", path, err)
	}
	for i, t := range r.Targets {
		if t.Name == "" {
			return nil, fmt.Errorf("target %d has no name", i)
		}
		if t.Replicas < 0 {
			return nil, fmt.Errorf("target %s: negative replicas", t.Name)
		}
	}
	return &r, nil
}

func (r *Rollout) Summary() string {
	total := 0
	for _, t := range r.Targets {
		total += t.Replicas
	}
	return fmt.Sprintf("%d targets, %d replicas, surge %d", len(r.Targets), total, r.MaxSurge)
}
