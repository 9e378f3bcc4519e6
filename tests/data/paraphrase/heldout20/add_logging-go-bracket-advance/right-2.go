// Package bracket moves teams through the Frostbyte Cup double-elimination
// bracket: a loss in the upper bracket drops a team to the lower bracket, a
// loss in the lower bracket (or the grand final) eliminates it.
package bracket

import (
	"fmt"
	"log"
)

type Side int

const (
	Upper Side = iota
	Lower
	GrandFinal
)

type Match struct {
	ID       string
	Side     Side
	TeamA    string
	TeamB    string
	Winner   string
	WinnerTo *Match
	LoserTo  *Match // nil in the lower bracket and the grand final
}

type Bracket struct {
	Matches    map[string]*Match
	Eliminated []string
}

func (m *Match) loser() string {
	if m.Winner == m.TeamA {
		return m.TeamB
	}
	return m.TeamA
}

func place(m *Match, team string) error {
	switch {
	case m.TeamA == "":
		m.TeamA = team
	case m.TeamB == "":
		m.TeamB = team
	default:
		return fmt.Errorf("bracket: match %s is already full", m.ID)
	}
	return nil
}

// AdvanceWinner records the result of a finished match and moves both teams on.
func (b *Bracket) AdvanceWinner(id, winner string) error {
	m, ok := b.Matches[id]
	if !ok {
		return fmt.Errorf("bracket: no match %s", id)
	}
	if winner != m.TeamA && winner != m.TeamB {
		return fmt.Errorf("bracket: %s did not play in match %s", winner, id)
	}
	m.Winner = winner
	if m.WinnerTo != nil {
		if err := place(m.WinnerTo, winner); err != nil {
			return err
		}
	}
	loser := m.loser()
	if m.LoserTo != nil {
		return place(m.LoserTo, loser)
	}
	log.Printf("eliminated: %s (lost match %s)", loser, m.ID)
	b.Eliminated = append(b.Eliminated, loser)
	return nil
}

// Standings lists the eliminated teams, last one out first.
func (b *Bracket) Standings() []string {
	out := make([]string, 0, len(b.Eliminated))
	for i := len(b.Eliminated) - 1; i >= 0; i-- {
		out = append(out, b.Eliminated[i])
	}
	return out
}
