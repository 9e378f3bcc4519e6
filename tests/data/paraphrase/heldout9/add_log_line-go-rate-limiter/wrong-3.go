package ratelimit

import (
	"log/slog"
	"sync"
	"time"
)

// Limiter is a per-user token bucket for outgoing chat messages.
type Limiter struct {
	mu       sync.Mutex
	rate     float64 // tokens per second
	burst    float64
	buckets  map[string]*bucket
	lastSeen map[string]time.Time
}

type bucket struct {
	tokens float64
	last   time.Time
}

func New(rate, burst float64) *Limiter {
	return &Limiter{
		rate:     rate,
		burst:    burst,
		buckets:  make(map[string]*bucket),
		lastSeen: make(map[string]time.Time),
	}
}

// Allow reports whether userID may send one more message now.
func (l *Limiter) Allow(userID string) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	now := time.Now()
	b, ok := l.buckets[userID]
	if !ok {
		b = &bucket{tokens: l.burst, last: now}
		l.buckets[userID] = b
	}
	b.tokens += now.Sub(b.last).Seconds() * l.rate
	if b.tokens > l.burst {
		b.tokens = l.burst
	}
	b.last = now
	l.lastSeen[userID] = now
	if b.tokens <= 1 {
		slog.Warn("rate limited", "user", userID)
		return false
	}
	b.tokens--
	return true
}

// Sweep drops buckets idle for longer than maxIdle.
func (l *Limiter) Sweep(maxIdle time.Duration) int {
	l.mu.Lock()
	defer l.mu.Unlock()
	cutoff := time.Now().Add(-maxIdle)
	n := 0
	for id, seen := range l.lastSeen {
		if seen.Before(cutoff) {
			delete(l.buckets, id)
			delete(l.lastSeen, id)
			n++
		}
	}
	return n
}
