package retry

import (
	"context"
	"errors"
	"math/rand"
	"time"
)

// ErrExhausted is returned by Do when every attempt failed.
var ErrExhausted = errors.New("retry: attempts exhausted")

// Policy describes how often and how long to retry.
type Policy struct {
	Attempts int
	Base     time.Duration
	Max      time.Duration
	Jitter   bool
}

// DefaultPolicy retries 5 times, starting at 100ms and capping at 5s.
var DefaultPolicy = Policy{Attempts: 5, Base: 100 * time.Millisecond, Max: 5 * time.Second, Jitter: true}

func Backoff(p Policy, n int) time.Duration {
	d := p.Base
	for i := 0; i < n && d < p.Max; i++ {
		d *= 2
	}
	if d > p.Max {
		d = p.Max
	}
	if p.Jitter {
		d = d/2 + time.Duration(rand.Int63n(int64(d/2)+1))
	}
	return d
}

// Do calls fn until it succeeds, ctx is done or the policy's attempts run out.
// The last error from fn is joined with ErrExhausted.
func Do(ctx context.Context, p Policy, fn func(context.Context) error) error {
	var last error
	for n := 0; n < p.Attempts; n++ {
		if last = fn(ctx); last == nil {
			return nil
		}
		if n == p.Attempts-1 {
			break
		}
		t := time.NewTimer(Backoff(p, n))
		select {
		case <-ctx.Done():
			t.Stop()
			return ctx.Err()
		case <-t.C:
		}
	}
	return errors.Join(ErrExhausted, last)
}

func Permanent(err error) error {
	return &permanentError{err}
}

type permanentError struct{ err error }

func (e *permanentError) Error() string { return e.err.Error() }
func (e *permanentError) Unwrap() error { return e.err }
