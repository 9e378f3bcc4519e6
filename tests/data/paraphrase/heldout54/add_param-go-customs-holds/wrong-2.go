package customs

import (
	"errors"
	"fmt"
	"sort"
	"time"
)

// HoldKind says which authority placed a hold on a container.
type HoldKind string

const (
	HoldCustoms    HoldKind = "customs"
	HoldVeterinary HoldKind = "veterinary"
	HoldLine       HoldKind = "line"
)

// Hold blocks a container from leaving the terminal until it is released.
type Hold struct {
	Container string
	Kind      HoldKind
	PlacedAt  time.Time
	Released  *time.Time
	Officer   string
	Reason    string
}

// Register keeps the holds per container number.
type Register struct {
	holds map[string][]*Hold
	now   func() time.Time
}

func NewRegister(now func() time.Time) *Register {
	return &Register{holds: map[string][]*Hold{}, now: now}
}

var ErrNoActiveHold = errors.New("no active hold")

// PlaceHold adds a hold on a container and returns it.
func (r *Register) PlaceHold(container string, kind HoldKind, reason string, officer string) *Hold {
	h := &Hold{Container: container, Kind: kind, PlacedAt: r.now(), Officer: officer}
	r.holds[container] = append(r.holds[container], h)
	return h
}

// Release lifts the active hold of the given kind.
func (r *Register) Release(container string, kind HoldKind) error {
	for _, h := range r.holds[container] {
		if h.Kind == kind && h.Released == nil {
			t := r.now()
			h.Released = &t
			return nil
		}
	}
	return fmt.Errorf("%s %s: %w", container, kind, ErrNoActiveHold)
}

// Blocked reports whether any hold on the container is still active.
func (r *Register) Blocked(container string) bool {
	for _, h := range r.holds[container] {
		if h.Released == nil {
			return true
		}
	}
	return false
}

// Overdue lists the containers held longer than limit, oldest first.
func (r *Register) Overdue(limit time.Duration) []string {
	var out []string
	for c, hs := range r.holds {
		for _, h := range hs {
			if h.Released == nil && r.now().Sub(h.PlacedAt) > limit {
				out = append(out, c)
				break
			}
		}
	}
	sort.Strings(out)
	return out
}

// ImportManifest places a customs hold on every flagged container of a vessel call.
func (r *Register) ImportManifest(flagged []string, officer string) int {
	for _, c := range flagged {
		r.PlaceHold(c, HoldCustoms, "manifest flag", officer)
	}
	return len(flagged)
}

// QuarantineReefers places veterinary holds on the listed reefer containers.
func (r *Register) QuarantineReefers(reefers []string) {
	for _, c := range reefers {
		r.PlaceHold(c, HoldVeterinary, "reefer inspection", "port-vet-duty")
	}
}
