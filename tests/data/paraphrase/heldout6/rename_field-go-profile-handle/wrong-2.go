package account

import (
	"encoding/json"
	"fmt"
	"time"
)

// Profile is what the settings page loads and saves.
type Profile struct {
	ID        int64     `json:"id"`
	Handle    string    `json:"user_name"`
	Email     string    `json:"email"`
	CreatedAt time.Time `json:"created_at"`
}

// AuditEntry records who changed a profile.
type AuditEntry struct {
	Handle   string `json:"user_name"`
	Action   string `json:"action"`
}

func (p Profile) Display() string {
	return fmt.Sprintf("%s <%s>", p.Handle, p.Email)
}

func Decode(raw []byte) (Profile, error) {
	var p Profile
	if err := json.Unmarshal(raw, &p); err != nil {
		return Profile{}, fmt.Errorf("decode profile: %w", err)
	}
	if p.Handle == "" {
		return Profile{}, fmt.Errorf("profile %d has no user name", p.ID)
	}
	return p, nil
}

func Audit(p Profile, action string) AuditEntry {
	return AuditEntry{Handle: p.Handle, Action: action}
}
