package cache

import (
	"errors"
	"sync"
	"time"
)

// ErrNotFound is returned when a key is missing or expired.
var ErrNotFound = errors.New("cache: key not found")

type entry struct {
	value     []byte
	expiresAt time.Time
}

// MemStore is an in-memory key/value store with per-key TTLs.
type MemStore struct {
	mu      sync.RWMutex
	entries map[string]entry
	ttl     time.Duration
}

// NewStore creates a MemStore whose entries live for ttl.
func NewStore(ttl time.Duration) *MemStore {
	return &MemStore{entries: make(map[string]entry), ttl: ttl}
}

func (s *MemStore) Set(key string, value []byte) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.entries[key] = entry{value: value, expiresAt: time.Now().Add(s.ttl)}
}

func (s *MemStore) Get(key string) ([]byte, error) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	e, ok := s.entries[key]
	if !ok || time.Now().After(e.expiresAt) {
		return nil, ErrNotFound
	}
	return e.value, nil
}

func (s *MemStore) Delete(key string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	delete(s.entries, key)
}

func (s *Store) Len() int {
	s.mu.RLock()
	defer s.mu.RUnlock()
	return len(s.entries)
}
