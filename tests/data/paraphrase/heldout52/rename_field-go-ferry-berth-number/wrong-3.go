package sailings

import (
	"encoding/json"
	"fmt"
	"time"
)

// Sailing is one scheduled crossing as published to the booking site.
type Sailing struct {
	ID        string    `json:"id"`
	Route     string    `json:"route"`
	Vessel    string    `json:"vessel"`
	Departs   time.Time `json:"departs"`
	BerthNo   int       `json:"berth"`
	Cancelled bool      `json:"cancelled"`
}

// Berth is a numbered loading berth at a terminal.
type Berth struct {
	Terminal string
	Number   int
}

// Board returns the departure board line for a sailing.
func Board(s Sailing) string {
	if s.Cancelled {
		return fmt.Sprintf("%s %s CANCELLED", s.Departs.Format("15:04"), s.Route)
	}
	return fmt.Sprintf("%s %s berth %d (%s)", s.Departs.Format("15:04"), s.Route, s.BerthNo, s.Vessel)
}

// Reassign moves a sailing to another berth.
func Reassign(s *Sailing, b Berth) {
	s.Berth = b.Number
}

// Publish encodes sailings for the website feed.
func Publish(list []Sailing) ([]byte, error) {
	return json.Marshal(list)
}
