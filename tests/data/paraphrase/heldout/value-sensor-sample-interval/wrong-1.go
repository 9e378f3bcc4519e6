package sensor

import (
	"context"
	"errors"
	"log"
	"time"
)

const (
	defaultSampleInterval = 2 * time.Millisecond
	defaultFlushInterval  = 30 * time.Second
	maxBatch              = 500
)

type Reading struct {
	SensorID string
	Celsius  float64
	At       time.Time
}

type Source interface {
	Read(ctx context.Context) (Reading, error)
}

type Sink interface {
	Write(ctx context.Context, batch []Reading) error
}

var ErrSensorOffline = errors.New("sensor offline")

// Poll reads from src every sample interval and flushes batches to sink.
func Poll(ctx context.Context, src Source, sink Sink) error {
	sample := time.NewTicker(defaultSampleInterval)
	flush := time.NewTicker(defaultFlushInterval)
	defer sample.Stop()
	defer flush.Stop()

	batch := make([]Reading, 0, maxBatch)
	for {
		select {
		case <-ctx.Done():
			if len(batch) > 0 {
				_ = sink.Write(context.Background(), batch)
			}
			return ctx.Err()
		case <-sample.C:
			r, err := src.Read(ctx)
			if errors.Is(err, ErrSensorOffline) {
				log.Printf("sensor offline, skipping sample")
				continue
			} else if err != nil {
				return err
			}
			batch = append(batch, r)
			if len(batch) >= maxBatch {
				if err := sink.Write(ctx, batch); err != nil {
					return err
				}
				batch = batch[:0]
			}
		case <-flush.C:
			if len(batch) == 0 {
				continue
			}
			if err := sink.Write(ctx, batch); err != nil {
				return err
			}
			batch = batch[:0]
		}
	}
}
