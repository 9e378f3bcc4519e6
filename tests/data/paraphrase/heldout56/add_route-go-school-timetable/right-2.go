package school

import (
	"encoding/json"
	"log"
	"net/http"
	"sort"
	"strings"
	"sync"
)

// Level is a CEFR level with the course codes taught at it.
type Level struct {
	Name    string   `json:"name"`
	Courses []string `json:"courses"`
}

// Slot is one bookable lesson in a tutor's week.
type Slot struct {
	Day    string `json:"day"`
	Start  string `json:"start"`
	Room   string `json:"room"`
	Booked bool   `json:"booked"`
}

// Tutor teaches one or more languages.
type Tutor struct {
	ID        string   `json:"id"`
	Name      string   `json:"name"`
	Languages []string `json:"languages"`
}

// Server holds the school's data in memory; the nightly import refreshes it.
type Server struct {
	mu        sync.RWMutex
	levels    []Level
	tutors    map[string]Tutor
	timetable map[string][]Slot // tutor id -> slots
	staffKeys map[string]bool
}

func NewServer() *Server {
	return &Server{
		tutors:    map[string]Tutor{},
		timetable: map[string][]Slot{},
		staffKeys: map[string]bool{},
	}
}

// Routes wires the public API and the staff-only admin API.
func (s *Server) Routes() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("/healthz", s.handleHealth)
	mux.HandleFunc("/courses/levels", s.handleLevels)
	mux.HandleFunc("/tutors/timetable", s.handleTimetable)
	mux.HandleFunc("/tutors", s.handleTutors)

	admin := http.NewServeMux()
	admin.HandleFunc("/admin/timetable", s.handleTimetableUpload)
	admin.HandleFunc("/admin/levels", s.handleLevelsUpload)
	mux.Handle("/admin/", s.requireStaff(admin))
	return mux
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	if err := json.NewEncoder(w).Encode(v); err != nil {
		log.Printf("write response: %v", err)
	}
}

func (s *Server) requireStaff(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		key := strings.TrimPrefix(r.Header.Get("Authorization"), "Bearer ")
		s.mu.RLock()
		ok := s.staffKeys[key]
		s.mu.RUnlock()
		if !ok {
			http.Error(w, "staff only", http.StatusForbidden)
			return
		}
		next.ServeHTTP(w, r)
	})
}

func (s *Server) handleHealth(w http.ResponseWriter, r *http.Request) {
	writeJSON(w, http.StatusOK, map[string]string{"status": "ok"})
}

func (s *Server) handleLevels(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet {
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	s.mu.RLock()
	defer s.mu.RUnlock()
	writeJSON(w, http.StatusOK, s.levels)
}

func (s *Server) handleTutors(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet {
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	lang := r.URL.Query().Get("language")
	s.mu.RLock()
	defer s.mu.RUnlock()
	out := []Tutor{}
	for _, t := range s.tutors {
		if lang == "" || contains(t.Languages, lang) {
			out = append(out, t)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	writeJSON(w, http.StatusOK, out)
}

func (s *Server) handleTimetableUpload(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodPut {
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	var in map[string][]Slot
	if err := json.NewDecoder(r.Body).Decode(&in); err != nil {
		http.Error(w, "bad timetable: "+err.Error(), http.StatusBadRequest)
		return
	}
	s.mu.Lock()
	s.timetable = in
	s.mu.Unlock()
	w.WriteHeader(http.StatusNoContent)
}

func (s *Server) handleLevelsUpload(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodPut {
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	var in []Level
	if err := json.NewDecoder(r.Body).Decode(&in); err != nil {
		http.Error(w, "bad levels: "+err.Error(), http.StatusBadRequest)
		return
	}
	s.mu.Lock()
	s.levels = in
	s.mu.Unlock()
	w.WriteHeader(http.StatusNoContent)
}

func contains(list []string, v string) bool {
	for _, x := range list {
		if x == v {
			return true
		}
	}
	return false
}

func (s *Server) handleTimetable(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet {
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	id := r.URL.Query().Get("tutor")
	s.mu.RLock()
	defer s.mu.RUnlock()
	_, ok := s.tutors[id]
	if !ok {
		http.Error(w, "unknown tutor", http.StatusNotFound)
		return
	}
	slots := s.timetable[id]
	if slots == nil {
		slots = []Slot{}
	}
	writeJSON(w, http.StatusOK, slots)
}
