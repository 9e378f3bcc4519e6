// Command liftstatus polls the lift controllers of the Sonnalm ski area and
// serves the current state of every lift to the info screens in the valley.
package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log"
	"net/http"
	"sort"
	"strings"
	"sync"
	"time"
)

const (
	pollInterval      = 30 * time.Second
	controllerTimeout = 8 * time.Second
	staleAfter        = 2 * time.Minute
	listenAddr        = ":8087"
)

// Lift is one chairlift, gondola or drag lift.
type Lift struct {
	ID         string `json:"id"`
	Name       string `json:"name"`
	Kind       string `json:"kind"`
	Controller string `json:"-"`
}

// Status is what a controller reports.
type Status struct {
	Running    bool      `json:"running"`
	WindKmh    float64   `json:"wind_kmh"`
	Queue      int       `json:"queue_minutes"`
	Message    string    `json:"message,omitempty"`
	ReportedAt time.Time `json:"reported_at"`
}

type board struct {
	mu     sync.RWMutex
	status map[string]Status
}

func newBoard() *board {
	return &board{status: make(map[string]Status)}
}

func (b *board) set(id string, s Status) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.status[id] = s
}

func (b *board) snapshot() map[string]Status {
	b.mu.RLock()
	defer b.mu.RUnlock()
	out := make(map[string]Status, len(b.status))
	for id, s := range b.status {
		out[id] = s
	}
	return out
}

var lifts = []Lift{
	{ID: "SB1", Name: "Sonnbahn", Kind: "gondola", Controller: "http://10.4.1.11"},
	{ID: "AL2", Name: "Almlift", Kind: "chair", Controller: "http://10.4.1.12"},
	{ID: "KS3", Name: "Kogelschlepper", Kind: "drag", Controller: "http://10.4.1.13"},
	{ID: "GB4", Name: "Gipfelbahn", Kind: "chair", Controller: "http://10.4.1.14"},
}

var client = &http.Client{Timeout: 10 * time.Second}

func fetchStatus(ctx context.Context, lift Lift) (Status, error) {
	ctx, cancel := context.WithTimeout(ctx, controllerTimeout)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, lift.Controller+"/status", nil)
	if err != nil {
		return Status{}, err
	}
	res, err := client.Do(req)
	if err != nil {
		return Status{}, fmt.Errorf("%s: %w", lift.ID, err)
	}
	defer res.Body.Close()
	if res.StatusCode != http.StatusOK {
		return Status{}, fmt.Errorf("%s: controller answered %d", lift.ID, res.StatusCode)
	}
	var s Status
	if err := json.NewDecoder(res.Body).Decode(&s); err != nil {
		return Status{}, fmt.Errorf("%s: bad status: %w", lift.ID, err)
	}
	if s.ReportedAt.IsZero() {
		s.ReportedAt = time.Now()
	}
	return s, nil
}

func pollOnce(ctx context.Context, b *board) {
	var wg sync.WaitGroup
	for _, lift := range lifts {
		wg.Add(1)
		go func(lift Lift) {
			defer wg.Done()
			s, err := fetchStatus(ctx, lift)
			if err != nil {
				if errors.Is(err, context.DeadlineExceeded) {
					log.Printf("%s: controller timed out", lift.ID)
				} else {
					log.Printf("poll: %v", err)
				}
				return
			}
			b.set(lift.ID, s)
		}(lift)
	}
	wg.Wait()
}

func poll(ctx context.Context, b *board) {
	ticker := time.NewTicker(pollInterval)
	defer ticker.Stop()
	for {
		pollOnce(ctx, b)
		select {
		case <-ctx.Done():
			return
		case <-ticker.C:
		}
	}
}

type liftView struct {
	Lift
	Status
	Stale bool `json:"stale"`
}

func handleLifts(b *board) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		snap := b.snapshot()
		views := make([]liftView, 0, len(lifts))
		for _, lift := range lifts {
			s, ok := snap[lift.ID]
			stale := !ok || time.Since(s.ReportedAt) > staleAfter
			views = append(views, liftView{Lift: lift, Status: s, Stale: stale})
		}
		sort.Slice(views, func(i, j int) bool { return views[i].Name < views[j].Name })
		if kind := r.URL.Query().Get("kind"); kind != "" {
			filtered := views[:0]
			for _, v := range views {
				if strings.EqualFold(v.Kind, kind) {
					filtered = append(filtered, v)
				}
			}
			views = filtered
		}
		w.Header().Set("Content-Type", "application/json")
		if err := json.NewEncoder(w).Encode(views); err != nil {
			log.Printf("encode: %v", err)
		}
	}
}

func main() {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	b := newBoard()
	go poll(ctx, b)

	mux := http.NewServeMux()
	mux.HandleFunc("/lifts", handleLifts(b))
	srv := &http.Server{Addr: listenAddr, Handler: mux, ReadHeaderTimeout: 8 * time.Second}
	log.Printf("liftstatus listening on %s", listenAddr)
	log.Fatal(srv.ListenAndServe())
}
