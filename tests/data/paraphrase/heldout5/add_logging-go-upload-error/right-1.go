package api

import (
	"encoding/json"
	"io"
	"log"
	"net/http"
)

type Store interface {
	Save(name string, data []byte) (string, error)
	Delete(id string) error
}

type Handler struct {
	store   Store
	maxSize int64
}

func NewHandler(s Store) *Handler {
	return &Handler{store: s, maxSize: 10 << 20}
}

func (h *Handler) handleUpload(w http.ResponseWriter, r *http.Request) {
	name := r.URL.Query().Get("name")
	if name == "" {
		http.Error(w, "missing name", http.StatusBadRequest)
		return
	}
	data, err := io.ReadAll(io.LimitReader(r.Body, h.maxSize))
	if err != nil {
		http.Error(w, "cannot read body", http.StatusBadRequest)
		return
	}
	id, err := h.store.Save(name, data)
	if err != nil {
		log.Printf("upload %s: %v", name, err)
		http.Error(w, "upload failed", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(map[string]string{"id": id})
}

func (h *Handler) handleDelete(w http.ResponseWriter, r *http.Request) {
	id := r.URL.Query().Get("id")
	if err := h.store.Delete(id); err != nil {
		log.Printf("delete %s: %v", id, err)
		http.Error(w, "delete failed", http.StatusInternalServerError)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}
