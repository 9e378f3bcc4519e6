package maintenance

import "time"

// Ticket is one corrective or scheduled job on a turbine.
type Ticket struct {
	ID           int64
	TurbineID    string
	Component    string
	Priority     int
	Technician   string
	OpenedAt     time.Time
	ClosedAt     *time.Time
	NeedsCrane   bool
	DowntimeMins int
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
