package scheduler

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"sort"
	"time"
)

// BracketAPI is the league's bracket service; match slots are pulled from it
// every few minutes and written to the local schedule table.
const BracketAPI = "https://brackets.riftcircuit.gg/v2"

const (
	maxPullAttempts = 3
	pullBackoff     = 2 * time.Second
	slotLength      = 90 * time.Minute
)

var ErrNoSlots = errors.New("scheduler: bracket returned no slots")

type Slot struct {
	MatchID  string    `json:"match_id"`
	Home     string    `json:"home"`
	Away     string    `json:"away"`
	Stage    string    `json:"stage"`
	StartsAt time.Time `json:"starts_at"`
	Stream   string    `json:"stream"`
}

type Scheduler struct {
	db     *sql.DB
	client *http.Client
	season string
}

func New(db *sql.DB, season string) *Scheduler {
	return &Scheduler{
		db:     db,
		season: season,
		client: &http.Client{
			Timeout: 30 * time.Second,
		},
	}
}

func (s *Scheduler) fetchSlots(ctx context.Context) ([]Slot, error) {
	url := fmt.Sprintf("%s/seasons/%s/slots", BracketAPI, s.season)
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return nil, err
	}
	req.Header.Set("Accept", "application/json")
	resp, err := s.client.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("scheduler: bracket API answered %d", resp.StatusCode)
	}
	var slots []Slot
	if err := json.NewDecoder(resp.Body).Decode(&slots); err != nil {
		return nil, fmt.Errorf("scheduler: decoding slots: %w", err)
	}
	if len(slots) == 0 {
		return nil, ErrNoSlots
	}
	return slots, nil
}

// Pull fetches the slots, retrying a few times with a growing pause.
func (s *Scheduler) Pull(ctx context.Context) ([]Slot, error) {
	var lastErr error
	for attempt := 1; attempt <= maxPullAttempts; attempt++ {
		slots, err := s.fetchSlots(ctx)
		if err == nil {
			return slots, nil
		}
		if errors.Is(err, ErrNoSlots) {
			return nil, err
		}
		lastErr = err
		select {
		case <-ctx.Done():
			return nil, ctx.Err()
		case <-time.After(time.Duration(attempt) * pullBackoff):
		}
	}
	return nil, fmt.Errorf("scheduler: giving up after %d attempts: %w", maxPullAttempts, lastErr)
}

// Clashes returns pairs of slots where one team plays twice within slotLength.
func Clashes(slots []Slot) [][2]Slot {
	byTeam := map[string][]Slot{}
	for _, sl := range slots {
		byTeam[sl.Home] = append(byTeam[sl.Home], sl)
		byTeam[sl.Away] = append(byTeam[sl.Away], sl)
	}
	var out [][2]Slot
	for _, list := range byTeam {
		sort.Slice(list, func(i, j int) bool { return list[i].StartsAt.Before(list[j].StartsAt) })
		for i := 1; i < len(list); i++ {
			if list[i].StartsAt.Sub(list[i-1].StartsAt) < slotLength {
				out = append(out, [2]Slot{list[i-1], list[i]})
			}
		}
	}
	return out
}

// Store replaces the season's schedule with the given slots in one transaction.
func (s *Scheduler) Store(ctx context.Context, slots []Slot) error {
	ctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	if _, err := tx.ExecContext(ctx, `DELETE FROM match_slots WHERE season = $1`, s.season); err != nil {
		return err
	}
	for _, sl := range slots {
		_, err := tx.ExecContext(ctx,
			`INSERT INTO match_slots (season, match_id, home, away, stage, starts_at, stream)
			 VALUES ($1, $2, $3, $4, $5, $6, $7)`,
			s.season, sl.MatchID, sl.Home, sl.Away, sl.Stage, sl.StartsAt.UTC(), sl.Stream)
		if err != nil {
			return fmt.Errorf("scheduler: storing %s: %w", sl.MatchID, err)
		}
	}
	return tx.Commit()
}

// Sync pulls the bracket and stores it unless two matches clash.
func (s *Scheduler) Sync(ctx context.Context) (int, error) {
	slots, err := s.Pull(ctx)
	if err != nil {
		return 0, err
	}
	if clashes := Clashes(slots); len(clashes) > 0 {
		first := clashes[0]
		return 0, fmt.Errorf("scheduler: %d clashes, first %s vs %s", len(clashes), first[0].MatchID, first[1].MatchID)
	}
	if err := s.Store(ctx, slots); err != nil {
		return 0, err
	}
	return len(slots), nil
}

// NextFor returns the next slot a team plays after now, if any.
func NextFor(slots []Slot, team string, now time.Time) (Slot, bool) {
	var best Slot
	found := false
	for _, sl := range slots {
		if sl.Home != team && sl.Away != team {
			continue
		}
		if sl.StartsAt.Before(now) {
			continue
		}
		if !found || sl.StartsAt.Before(best.StartsAt) {
			best, found = sl, true
		}
	}
	return best, found
}
