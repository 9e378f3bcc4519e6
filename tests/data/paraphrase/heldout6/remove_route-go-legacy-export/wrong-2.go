package api

import (
	"encoding/json"
	"net/http"
)

type Server struct {
	store Store
}

type Store interface {
	List() ([]Item, error)
	Get(id string) (Item, error)
	Delete(id string) error
}

type Item struct {
	ID   string `json:"id"`
	Name string `json:"name"`
}

func (s *Server) Routes() *http.ServeMux {
	mux := http.NewServeMux()
	mux.HandleFunc("GET /items", s.listItems)
	mux.HandleFunc("GET /items/{id}", s.getItem)
	mux.HandleFunc("DELETE /items/{id}", s.deleteItem)
	return mux
}

func (s *Server) listItems(w http.ResponseWriter, r *http.Request) {
	items, err := s.store.List()
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	json.NewEncoder(w).Encode(items)
}

func (s *Server) getItem(w http.ResponseWriter, r *http.Request) {
	item, err := s.store.Get(r.PathValue("id"))
	if err != nil {
		http.Error(w, err.Error(), http.StatusNotFound)
		return
	}
	json.NewEncoder(w).Encode(item)
}

// legacyExport dumps every item for the old reporting cron.
func (s *Server) legacyExport(w http.ResponseWriter, r *http.Request) {
	items, err := s.store.List()
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(map[string]any{"items": items, "legacy": true})
}

func (s *Server) deleteItem(w http.ResponseWriter, r *http.Request) {
	if err := s.store.Delete(r.PathValue("id")); err != nil {
		http.Error(w, err.Error(), http.StatusNotFound)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}
