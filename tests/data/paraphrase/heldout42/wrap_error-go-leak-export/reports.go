package leaks

import (
	"encoding/csv"
	"fmt"
	"os"
	"strconv"
	"time"
)

// Report is one leak reported by the public or a field crew.
type Report struct {
	Ref        string
	Street     string
	ReportedAt time.Time
	FlowLpm    float64
}

// LoadReports reads the nightly export from the customer contact system.
func LoadReports(path string) ([]Report, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()

	rows, err := csv.NewReader(f).ReadAll()
	if err != nil {
		return nil, err
	}
	var out []Report
	for i, row := range rows[1:] {
		at, err := time.Parse(time.RFC3339, row[2])
		if err != nil {
			return nil, fmt.Errorf("row %d: bad timestamp %q", i+2, row[2])
		}
		flow, err := strconv.ParseFloat(row[3], 64)
		if err != nil {
			return nil, fmt.Errorf("row %d: bad flow %q", i+2, row[3])
		}
		out = append(out, Report{Ref: row[0], Street: row[1], ReportedAt: at, FlowLpm: flow})
	}
	return out, nil
}
