package jobs

import (
	"errors"
	"sync"
)

// ErrEmpty is returned by Pop on an empty queue.
var ErrEmpty = errors.New("jobs: queue is empty")

// Job is one unit of work.
type Job struct {
	ID       int
	Name     string
	Priority int
}

// Queue is a priority queue of jobs, safe for concurrent use.
type Queue struct {
	mu   sync.Mutex
	jobs []Job
}

// NewQueue returns an empty queue.
func NewQueue() *Queue {
	return &Queue{}
}

// Push adds j behind the jobs of equal or higher priority.
func (q *Queue) Push(j Job) {
	q.mu.Lock()
	defer q.mu.Unlock()
	i := len(q.jobs)
	for i > 0 && q.jobs[i-1].Priority < j.Priority {
		i--
	}
	q.jobs = append(q.jobs, Job{})
	copy(q.jobs[i+1:], q.jobs[i:])
	q.jobs[i] = j
}

// Pop removes and returns the first job.
func (q *Queue) Pop() (Job, error) {
	q.mu.Lock()
	defer q.mu.Unlock()
	if len(q.jobs) == 0 {
		return Job{}, ErrEmpty
	}
	j := q.jobs[0]
	q.jobs = q.jobs[1:]
	return j, nil
}

// Len reports the number of queued jobs.
func (q *Queue) Len() int {
	q.mu.Lock()
	defer q.mu.Unlock()
	return len(q.jobs)
}
