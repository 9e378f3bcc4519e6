package scheduling

import (
	"fmt"
)

// Chair is one treatment chair in the practice.
type Chair struct {
	Room    int
	Slot    string // "A" or "B" in the double rooms
	HasXray bool
}

// chairCode is the label printed on the day list, e.g. "2B".
func chairCode(c Chair) string {
	return fmt.Sprintf("%d%s", c.Room, c.Slot)
}

// ChairsWithXray lists the chairs that can take an X-ray appointment.
func ChairsWithXray(chairs []Chair) []string {
	var out []string
	for _, c := range chairs {
		if c.HasXray {
			out = append(out, chairCode(c))
		}
	}
	return out
}
