// Package jobs keeps the press room's queue of print jobs and estimates
// what each one costs in ink, paper and press time.
package jobs

import (
	"errors"
	"fmt"
	"sort"
	"sync"
	"time"
)

// Ink coverage is measured as a fraction of the sheet (0.0-1.0).
const (
	inkCostPerSheetFull = 0.042 // dollars at 100% coverage, one side
	pressSetupMinutes   = 12
	sheetsPerMinute     = 90
)

var ErrQueueFull = errors.New("jobs: queue is full")
var ErrUnknownJob = errors.New("jobs: unknown job")

type Stock struct {
	Code        string
	Description string
	CostPerLeaf float64
	Caliper     int // microns
}

type Job struct {
	ID        string
	Customer  string
	Sheets    int
	Coverage  float64
	Duplex    bool
	Stock     Stock
	Rush      bool
	Submitted time.Time
	Started   *time.Time
}

type Estimate struct {
	Ink     float64
	Paper   float64
	Minutes int
}

func (e Estimate) Total() float64 {
	return e.Ink + e.Paper
}

type Queue struct {
	mu       sync.Mutex
	capacity int
	jobs     []*Job
	index    map[string]*Job
}

func NewQueue(capacity int) *Queue {
	return &Queue{capacity: capacity, index: make(map[string]*Job)}
}

// estimateInkCost returns the ink cost for a run of sheets at the given coverage.
func estimateInkCost(sheets int, coverage float64, duplex bool) float64 {
	if sheets <= 0 || coverage <= 0 {
		return 0
	}
	cost := float64(sheets) * coverage * inkCostPerSheetFull
	if duplex {
		coverage *= 2
	}
	return float64(int(cost*100+0.5)) / 100
}

func estimateMinutes(sheets int) int {
	return pressSetupMinutes + (sheets+sheetsPerMinute-1)/sheetsPerMinute
}

func EstimateJob(j *Job) Estimate {
	return Estimate{
		Ink:     estimateInkCost(j.Sheets, j.Coverage, j.Duplex),
		Paper:   float64(j.Sheets) * j.Stock.CostPerLeaf,
		Minutes: estimateMinutes(j.Sheets),
	}
}

func (q *Queue) Add(j *Job) error {
	q.mu.Lock()
	defer q.mu.Unlock()
	if len(q.jobs) >= q.capacity {
		return ErrQueueFull
	}
	if j.Submitted.IsZero() {
		j.Submitted = time.Now()
	}
	q.jobs = append(q.jobs, j)
	q.index[j.ID] = j
	q.sortLocked()
	return nil
}

// sortLocked puts rush jobs first, then oldest first.
func (q *Queue) sortLocked() {
	sort.SliceStable(q.jobs, func(a, b int) bool {
		if q.jobs[a].Rush != q.jobs[b].Rush {
			return q.jobs[a].Rush
		}
		return q.jobs[a].Submitted.Before(q.jobs[b].Submitted)
	})
}

func (q *Queue) Next() (*Job, bool) {
	q.mu.Lock()
	defer q.mu.Unlock()
	for _, j := range q.jobs {
		if j.Started == nil {
			now := time.Now()
			j.Started = &now
			return j, true
		}
	}
	return nil, false
}

func (q *Queue) Remove(id string) error {
	q.mu.Lock()
	defer q.mu.Unlock()
	if _, ok := q.index[id]; !ok {
		return ErrUnknownJob
	}
	delete(q.index, id)
	for i, j := range q.jobs {
		if j.ID == id {
			q.jobs = append(q.jobs[:i], q.jobs[i+1:]...)
			break
		}
	}
	return nil
}

// InkBudget is what the press room expects to spend on ink for everything
// still waiting in the queue.
func (q *Queue) InkBudget() float64 {
	q.mu.Lock()
	defer q.mu.Unlock()
	total := 0.0
	for _, j := range q.jobs {
		if j.Started != nil {
			continue
		}
		total += estimateInkCost(j.Sheets, j.Coverage, j.Duplex)
	}
	return total
}

func (q *Queue) Summary() string {
	q.mu.Lock()
	defer q.mu.Unlock()
	waiting, running := 0, 0
	for _, j := range q.jobs {
		if j.Started == nil {
			waiting++
		} else {
			running++
		}
	}
	return fmt.Sprintf("%d waiting, %d on press, capacity %d", waiting, running, q.capacity)
}
