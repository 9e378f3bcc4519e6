package sync

import (
	"context"
	"fmt"
	"log/slog"
	"time"
)

type Source interface {
	Changed(ctx context.Context, since time.Time) ([]string, error)
	Fetch(ctx context.Context, id string) ([]byte, error)
}

type Sink interface {
	Put(ctx context.Context, id string, data []byte) error
}

type Syncer struct {
	src    Source
	dst    Sink
	logger *slog.Logger
	last   time.Time
}

// Run copies everything changed since the last run.
func (s *Syncer) Run(ctx context.Context) (int, error) {
	start := time.Now()
	ids, err := s.src.Changed(ctx, s.last)
	if err != nil {
		return 0, fmt.Errorf("list changes: %w", err)
	}
	copied := 0
	for _, id := range ids {
		data, err := s.src.Fetch(ctx, id)
		if err != nil {
			return copied, fmt.Errorf("fetch %s: %w", id, err)
		}
		if err := s.dst.Put(ctx, id, data); err != nil {
			return copied, fmt.Errorf("put %s: %w", id, err)
		}
		copied++
	}
	s.logger.Info("sync finished", "copied", copied, "duration", time.Since(start))
	return copied, nil
}
