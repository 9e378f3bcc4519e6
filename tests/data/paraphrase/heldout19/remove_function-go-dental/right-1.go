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

// ParseChairCode turns "2B" back into room and slot.
func ParseChairCode(code string) (int, string, error) {
	var room int
	var slot string
	if _, err := fmt.Sscanf(code, "%d%s", &room, &slot); err != nil {
		return 0, "", fmt.Errorf("bad chair code %q: %w", code, err)
	}
	return room, slot, nil
}
