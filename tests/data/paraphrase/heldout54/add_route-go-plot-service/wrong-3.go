package main

import (
	"encoding/json"
	"log"
	"net/http"
	"strings"
	"sync"
)

type Plot struct {
	ID     string   `json:"id"`
	Holder string   `json:"holder"`
	Rota   []string `json:"rota"`
}

type store struct {
	mu    sync.RWMutex
	plots map[string]Plot
}

func (s *store) list(w http.ResponseWriter, r *http.Request) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	out := make([]Plot, 0, len(s.plots))
	for _, p := range s.plots {
		out = append(out, p)
	}
	writeJSON(w, out)
}

func (s *store) get(w http.ResponseWriter, r *http.Request) {
	id := strings.TrimPrefix(r.URL.Path, "/plots/")
	s.mu.RLock()
	p, ok := s.plots[id]
	s.mu.RUnlock()
	if !ok {
		http.Error(w, "no such plot", http.StatusNotFound)
		return
	}
	writeJSON(w, p)
}

func healthz(w http.ResponseWriter, r *http.Request) {
	w.WriteHeader(http.StatusOK)
	w.Write([]byte("ok"))
}

func (s *store) rota(w http.ResponseWriter, r *http.Request) {
	day := r.URL.Query().Get("day")
	s.mu.RLock()
	defer s.mu.RUnlock()
	var due []string
	for _, p := range s.plots {
		for _, d := range p.Rota {
			if d == day {
				due = append(due, p.ID)
			}
		}
	}
	writeJSON(w, due)
}

func writeJSON(w http.ResponseWriter, v any) {
	w.Header().Set("Content-Type", "application/json")
	if err := json.NewEncoder(w).Encode(v); err != nil {
		log.Printf("encode: %v", err)
	}
}

func main() {
	s := &store{plots: map[string]Plot{
		"A1": {ID: "A1", Holder: "Margit Oyelaran", Rota: []string{"mon", "thu"}},
		"B4": {ID: "B4", Holder: "Ilse Brandwijk", Rota: []string{"tue"}},
	}}
	mux := http.NewServeMux()
	mux.HandleFunc("/plots", s.list)
	mux.HandleFunc("/plots/", s.get)
	mux.HandleFunc("/rota", s.rota)
	mux.HandleFunc("/healthz", healthz)
	log.Fatal(http.ListenAndServe(":8080", mux))
}
