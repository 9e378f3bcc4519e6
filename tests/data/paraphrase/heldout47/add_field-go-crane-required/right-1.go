package workorders

import (
	"encoding/json"
	"fmt"
	"time"
)

// Inspection is one rope-access or drone inspection of a single blade.
type Inspection struct {
	TurbineID  string    `json:"turbine_id"`
	Blade      string    `json:"blade"`
	Inspector  string    `json:"inspector"`
	DoneAt     time.Time `json:"done_at"`
	DefectRefs []string  `json:"defect_refs"`
}

// WorkOrder is what the planner sends to a repair crew.
type WorkOrder struct {
	ID            string    `json:"id"`
	TurbineID     string    `json:"turbine_id"`
	Blade         string    `json:"blade"`
	RepairType    string    `json:"repair_type"`
	Crew          string    `json:"crew"`
	CraneRequired bool      `json:"crane_required,omitempty"`
	DueBy         time.Time `json:"due_by"`
	WindLimit     float64   `json:"wind_limit_ms"`
}

var repairWindLimits = map[string]float64{
	"leading_edge": 12.0,
	"laminate":     10.0,
	"lightning":    10.0,
	"trailing":     12.0,
}

// NewWorkOrder turns a failed inspection into an order due within `days` days.
func NewWorkOrder(seq int, in Inspection, repairType, crew string, days int) (WorkOrder, error) {
	limit, ok := repairWindLimits[repairType]
	if !ok {
		return WorkOrder{}, fmt.Errorf("unknown repair type %q", repairType)
	}
	return WorkOrder{
		ID:         fmt.Sprintf("WO-%s-%04d", in.TurbineID, seq),
		TurbineID:  in.TurbineID,
		Blade:      in.Blade,
		RepairType: repairType,
		Crew:       crew,
		DueBy:      in.DoneAt.AddDate(0, 0, days),
		WindLimit:  limit,
	}, nil
}

// Encode writes the orders as the JSON array the crew tablets download.
func Encode(orders []WorkOrder) ([]byte, error) {
	return json.MarshalIndent(orders, "", "  ")
}
