package api

import (
	"encoding/json"
	"net/http"
	"strconv"
	"time"
)

// User is the public representation of an account, as returned by GET /users/{id}.
type User struct {
	ID        int64     `json:"id"`
	Username  string    `json:"username"`
	FullName  string    `json:"full_name,omitempty"`
	Email     string    `json:"email, omitempty"`
	CreatedAt time.Time `json:"created_at"`
	Admin     bool      `json:"admin"`
}

// UserPatch is the body of PATCH /users/{id}; nil fields are left unchanged.
type UserPatch struct {
	FullName *string `json:"full_name,omitempty"`
	Admin    *bool   `json:"admin,omitempty"`
}

type userStore interface {
	Get(id int64) (User, error)
	Update(id int64, p UserPatch) (User, error)
}

type Handler struct {
	Store userStore
}

func (h *Handler) getUser(w http.ResponseWriter, r *http.Request) {
	id, err := strconv.ParseInt(r.PathValue("id"), 10, 64)
	if err != nil {
		http.Error(w, "bad id", http.StatusBadRequest)
		return
	}
	u, err := h.Store.Get(id)
	if err != nil {
		http.Error(w, "not found", http.StatusNotFound)
		return
	}
	writeJSON(w, http.StatusOK, u)
}

func (h *Handler) patchUser(w http.ResponseWriter, r *http.Request) {
	id, err := strconv.ParseInt(r.PathValue("id"), 10, 64)
	if err != nil {
		http.Error(w, "bad id", http.StatusBadRequest)
		return
	}
	var p UserPatch
	if err := json.NewDecoder(r.Body).Decode(&p); err != nil {
		http.Error(w, "bad body", http.StatusBadRequest)
		return
	}
	u, err := h.Store.Update(id, p)
	if err != nil {
		http.Error(w, err.Error(), http.StatusUnprocessableEntity)
		return
	}
	writeJSON(w, http.StatusOK, u)
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}
