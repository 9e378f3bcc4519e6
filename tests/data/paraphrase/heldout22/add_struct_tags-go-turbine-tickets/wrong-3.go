package maintenance

import "time"

// Ticket is one corrective or scheduled job on a turbine.
type Ticket struct {
	ID           int64      `json:"id"`
	TurbineID    string     `json:"turbine_id"`
	Component    string     `json:"component"`
	Priority     int        `json:"priority"`
	Technician   string     `json:"technician"`
	OpenedAt     time.Time  `json:"opened_at"`
	ClosedAt     *time.Time `json:"closed_at,omitempty"`
	NeedsCrane   bool       `json:"needs_crane,omitempty"`
	DowntimeMins int        `json:"downtime_mins"`
}

// Sparepart is a reserved part for a ticket.
type Sparepart struct {
	SKU      string
	Quantity int
}

// IsOpen reports whether the job is still waiting to be closed.
func (t Ticket) IsOpen() bool {
	return t.ClosedAt == nil
}
