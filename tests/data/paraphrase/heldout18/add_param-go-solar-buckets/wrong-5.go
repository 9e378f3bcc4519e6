// Package telemetry turns the raw five-second inverter samples from the
// Kestrel Ridge solar farm into fixed-window buckets for the dashboard and
// the monthly yield report.
package telemetry

import (
	"errors"
	"fmt"
	"sort"
	"time"
)

const (
	defaultNameplateKW = 250.0
	maxSampleGap       = 30 * time.Second
	statusFault        = 0x0400
)

// Sample is one reading from an inverter.
type Sample struct {
	InverterID string
	At         time.Time
	ACPowerKW  float64
	DCVoltage  float64
	TempC      float64
	Status     uint16
}

// Inverter describes one central inverter of the farm.
type Inverter struct {
	ID          string
	Block       string
	NameplateKW float64
}

// Bucket aggregates the samples of one window.
type Bucket struct {
	Start     time.Time
	Samples   int
	EnergyKWh float64
	PeakKW    float64
	Clipped   int
	Faults    int
}

// Summary is what the dashboard shows for one inverter.
type Summary struct {
	InverterID string
	Buckets    []Bucket
	EnergyKWh  float64
}

var errNoSamples = errors.New("telemetry: no samples")

func sortByTime(samples []Sample) {
	sort.Slice(samples, func(i, j int) bool { return samples[i].At.Before(samples[j].At) })
}

// bucketize groups samples into windows and integrates energy with the
// trapezoid rule; gaps longer than maxSampleGap are not integrated.
func bucketize(samples []Sample, window time.Duration, nameplateKW float64) []Bucket {
	sortByTime(samples)
	var buckets []Bucket
	var current *Bucket
	for i, s := range samples {
		start := s.At.Truncate(window)
		if current == nil || !current.Start.Equal(start) {
			buckets = append(buckets, Bucket{Start: start})
			current = &buckets[len(buckets)-1]
		}
		current.Samples++
		if s.ACPowerKW > current.PeakKW {
			current.PeakKW = s.ACPowerKW
		}
		if s.ACPowerKW >= nameplateKW*0.98 {
			current.Clipped++
		}
		if s.Status&statusFault != 0 {
			current.Faults++
		}
		if i > 0 {
			prev := samples[i-1]
			gap := s.At.Sub(prev.At)
			if gap > 0 && gap <= maxSampleGap {
				current.EnergyKWh += (prev.ACPowerKW + s.ACPowerKW) / 2 * gap.Hours()
			}
		}
	}
	return buckets
}

// SummarizeInverter buckets the samples of a single inverter.
func SummarizeInverter(inv Inverter, samples []Sample, window time.Duration) (Summary, error) {
	var own []Sample
	for _, s := range samples {
		if s.InverterID == inv.ID {
			own = append(own, s)
		}
	}
	if len(own) == 0 {
		return Summary{}, fmt.Errorf("%w for inverter %s", errNoSamples, inv.ID)
	}
	buckets := bucketize(own, window, inv.NameplateKW)
	total := 0.0
	for _, b := range buckets {
		total += b.EnergyKWh
	}
	return Summary{InverterID: inv.ID, Buckets: buckets, EnergyKWh: total}, nil
}

// FleetBuckets buckets the samples of the whole farm as one series, used for
// the export meter comparison.
func FleetBuckets(samples []Sample, window time.Duration) []Bucket {
	if len(samples) == 0 {
		return nil
	}
	return bucketize(samples, window, defaultNameplateKW)
}

// ClippingHours estimates how long an inverter sat at its limit.
func ClippingHours(samples []Sample) float64 {
	n := 0
	for _, s := range samples {
		if s.ACPowerKW >= 330*0.98 {
			n++
		}
	}
	return float64(n) * 5 / 3600
}

// PeakHour returns the start of the hour with the highest energy.
func PeakHour(buckets []Bucket) (time.Time, error) {
	if len(buckets) == 0 {
		return time.Time{}, errNoSamples
	}
	best := buckets[0]
	for _, b := range buckets[1:] {
		if b.EnergyKWh > best.EnergyKWh {
			best = b
		}
	}
	return best.Start.Truncate(time.Hour), nil
}

// Describe renders a bucket for the operator log.
func Describe(b Bucket) string {
	return fmt.Sprintf("%s  n=%d  %.2f kWh  peak %.1f kW  clipped %d  faults %d",
		b.Start.Format("15:04"), b.Samples, b.EnergyKWh, b.PeakKW, b.Clipped, b.Faults)
}

// TotalFaults counts the fault samples over all buckets.
func TotalFaults(buckets []Bucket) int {
	n := 0
	for _, b := range buckets {
		n += b.Faults
	}
	return n
}
