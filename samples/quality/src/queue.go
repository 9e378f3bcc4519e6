package jobs

import (
	"errors"
	"sync"
)

var ErrEmpty = errors.New("jobs: queue is empty")

type Job struct {
	ID       int
	Name     string
	Priority int
}

type Queue struct {
	mu   sync.Mutex
	jobs []Job
}

func NewQueue() *Queue {
	return &Queue{}
}

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

func (q *Queue) Len() int {
	q.mu.Lock()
	defer q.mu.Unlock()
	return len(q.jobs)
}
