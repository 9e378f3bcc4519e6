// Command inspectlog records hive inspections for the Kettlewell Beekeepers' Co-op
// and flags colonies that need a second visit.
package main

import (
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

type Temper string

const (
	Calm      Temper = "calm"
	Nervous   Temper = "nervous"
	Defensive Temper = "defensive"
)

type Hive struct {
	ID       string `json:"id"`
	Apiary   string `json:"apiary"`
	Keeper   string `json:"keeper"`
	QueenTag string `json:"queen_tag"`
}

type Inspection struct {
	HiveID      string    `json:"hive_id"`
	Inspector   string    `json:"inspector"`
	At          time.Time `json:"at"`
	FramesBrood int       `json:"frames_brood"`
	QueenSeen   bool      `json:"queen_seen"`
	EggsSeen    bool      `json:"eggs_seen"`
	VarroaPer   float64   `json:"varroa_per_100"`
	Temper      Temper    `json:"temper"`
	Notes       string    `json:"notes,omitempty"`
	SwarmCells  int       `json:"swarm_cells"`
}

const varroaThreshold = 3.0

var errUnknownHive = errors.New("unknown hive")

type Store struct {
	mu          sync.Mutex
	hives       map[string]Hive
	inspections map[string][]Inspection
}

func NewStore() *Store {
	return &Store{hives: map[string]Hive{}, inspections: map[string][]Inspection{}}
}

func (s *Store) AddHive(h Hive) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.hives[h.ID] = h
}

func (s *Store) Record(in Inspection) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if _, ok := s.hives[in.HiveID]; !ok {
		return fmt.Errorf("%w: %s", errUnknownHive, in.HiveID)
	}
	if in.At.IsZero() {
		in.At = time.Now()
	}
	s.inspections[in.HiveID] = append(s.inspections[in.HiveID], in)
	return nil
}

func (s *Store) Latest(hiveID string) (Inspection, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	list := s.inspections[hiveID]
	if len(list) == 0 {
		return Inspection{}, false
	}
	return list[len(list)-1], true
}

// needsAttention reports why a colony should be revisited within the week.
func needsAttention(in Inspection) []string {
	var reasons []string
	if !in.QueenSeen && !in.EggsSeen {
		reasons = append(reasons, "possibly queenless")
	}
	if in.VarroaPer >= varroaThreshold {
		reasons = append(reasons, fmt.Sprintf("varroa %.1f/100", in.VarroaPer))
	}
	if in.Temper == Defensive {
		reasons = append(reasons, "defensive")
	}
	if in.FramesBrood < 3 {
		reasons = append(reasons, "weak brood")
	}
	if in.SwarmCells > 0 {
		reasons = append(reasons, "swarm cells")
	}
	return reasons
}

func (s *Store) Revisits() map[string][]string {
	s.mu.Lock()
	ids := make([]string, 0, len(s.inspections))
	for id := range s.inspections {
		ids = append(ids, id)
	}
	s.mu.Unlock()
	sort.Strings(ids)
	out := map[string][]string{}
	for _, id := range ids {
		latest, ok := s.Latest(id)
		if !ok {
			continue
		}
		if reasons := needsAttention(latest); len(reasons) > 0 {
			out[id] = reasons
		}
	}
	return out
}

func (s *Store) handleRecord(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodPost {
		http.Error(w, "POST only", http.StatusMethodNotAllowed)
		return
	}
	var in Inspection
	if err := json.NewDecoder(r.Body).Decode(&in); err != nil {
		http.Error(w, "bad inspection: "+err.Error(), http.StatusBadRequest)
		return
	}
	in.Inspector = strings.TrimSpace(in.Inspector)
	if err := s.Record(in); err != nil {
		status := http.StatusInternalServerError
		if errors.Is(err, errUnknownHive) {
			status = http.StatusNotFound
		}
		http.Error(w, err.Error(), status)
		return
	}
	w.WriteHeader(http.StatusCreated)
}

func (s *Store) handleRevisits(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "application/json")
	if err := json.NewEncoder(w).Encode(s.Revisits()); err != nil {
		log.Printf("encode revisits: %v", err)
	}
}

func main() {
	store := NewStore()
	for _, h := range []Hive{
		{ID: "LM-03", Apiary: "Low Meadow", Keeper: "Orla Fenwick", QueenTag: "blue 24"},
		{ID: "LM-07", Apiary: "Low Meadow", Keeper: "Orla Fenwick", QueenTag: "white 26"},
		{ID: "CY-11", Apiary: "Churchyard", Keeper: "Tomasz Brannigan", QueenTag: "red 23"},
	} {
		store.AddHive(h)
	}
	http.HandleFunc("/inspections", store.handleRecord)
	http.HandleFunc("/revisits", store.handleRevisits)
	log.Fatal(http.ListenAndServe(":8087", nil))
}
