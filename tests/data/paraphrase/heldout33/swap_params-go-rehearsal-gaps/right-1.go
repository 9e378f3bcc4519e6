package rehearsal

import (
	"fmt"
	"sort"
	"time"
)

// Call is one block on the rehearsal call sheet of the Harrow Lane Theatre Company.
type Call struct {
	Scene  string
	Actors []string
	Room   string
	Start  time.Time
	End    time.Time
}

const minRestMinutes = 30

// gapMinutes returns the whole minutes from `from` until `to`; negative when to is earlier.
func gapMinutes(from, to time.Time) int {
	return int(to.Sub(from).Minutes())
}

func sortCalls(calls []Call) {
	sort.Slice(calls, func(i, j int) bool { return calls[i].Start.Before(calls[j].Start) })
}

// Duration is the length of a call in minutes.
func (c Call) Duration() int {
	return gapMinutes(c.Start, c.End)
}

// RoomConflicts lists calls that start in a room before the previous call there has ended.
func RoomConflicts(calls []Call) []string {
	sortCalls(calls)
	last := map[string]Call{}
	var out []string
	for _, c := range calls {
		if prev, ok := last[c.Room]; ok && gapMinutes(prev.End, c.Start) < 0 {
			out = append(out, fmt.Sprintf("%s overlaps %s in %s", c.Scene, prev.Scene, c.Room))
		}
		last[c.Room] = c
	}
	return out
}

// ShortRests finds actors with less than minRestMinutes between two calls.
func ShortRests(calls []Call) map[string][]string {
	sortCalls(calls)
	byActor := map[string][]Call{}
	for _, c := range calls {
		for _, a := range c.Actors {
			byActor[a] = append(byActor[a], c)
		}
	}
	out := map[string][]string{}
	for actor, cs := range byActor {
		for i := 0; i+1 < len(cs); i++ {
			cur, next := cs[i], cs[i+1]
			rest := gapMinutes(cur.End, next.Start)
			if rest >= 0 && rest < minRestMinutes {
				out[actor] = append(out[actor], fmt.Sprintf("%s -> %s (%d min)", cur.Scene, next.Scene, rest))
			}
		}
	}
	return out
}

// TotalMinutes sums the rehearsal time of one actor.
func TotalMinutes(calls []Call, actor string) int {
	total := 0
	for _, c := range calls {
		for _, a := range c.Actors {
			if a == actor {
				total += c.Duration()
				break
			}
		}
	}
	return total
}
