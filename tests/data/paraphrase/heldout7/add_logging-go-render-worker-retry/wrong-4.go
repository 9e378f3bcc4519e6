package render

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"sync"
	"time"
)

// FrameJob is one frame of a Blender render assigned to this node.
type FrameJob struct {
	Scene   string
	Frame   int
	OutDir  string
	Samples int
	Retries int
}

// Result is reported back to the dispatcher after every job.
type Result struct {
	Job      FrameJob
	Output   string
	Duration time.Duration
	Err      error
}

var ErrTimeout = errors.New("render timed out")

// Worker renders frames one at a time with a local Blender binary.
type Worker struct {
	ID          string
	BlenderPath string
	FrameLimit  time.Duration
	MaxRetries  int
	log         *slog.Logger

	mu       sync.Mutex
	rendered int
	failed   int
}

func NewWorker(id, blender string, logger *slog.Logger) *Worker {
	return &Worker{
		ID:          id,
		BlenderPath: blender,
		FrameLimit:  20 * time.Minute,
		MaxRetries:  2,
		log:         logger.With("worker", id),
	}
}

func (w *Worker) outputPath(job FrameJob) string {
	return filepath.Join(job.OutDir, fmt.Sprintf("%s_%05d.exr", job.Scene, job.Frame))
}

func (w *Worker) command(ctx context.Context, job FrameJob) *exec.Cmd {
	args := []string{
		"--background", job.Scene,
		"--render-output", filepath.Join(job.OutDir, job.Scene+"_#####"),
		"--render-format", "OPEN_EXR",
		"--frame-start", strconv.Itoa(job.Frame),
		"--frame-end", strconv.Itoa(job.Frame),
		"--render-anim",
		"--", "--cycles-samples", strconv.Itoa(job.Samples),
	}
	cmd := exec.CommandContext(ctx, w.BlenderPath, args...)
	cmd.Env = append(os.Environ(), "BLENDER_USER_SCRIPTS=/opt/farm/scripts")
	return cmd
}

// renderOnce runs Blender for a single frame under the frame time limit.
func (w *Worker) renderOnce(ctx context.Context, job FrameJob) (string, error) {
	ctx, cancel := context.WithTimeout(ctx, w.FrameLimit)
	defer cancel()
	out, err := w.command(ctx, job).CombinedOutput()
	if errors.Is(ctx.Err(), context.DeadlineExceeded) {
		return "", ErrTimeout
	}
	if err != nil {
		return "", fmt.Errorf("blender: %w: %s", err, lastLine(out))
	}
	path := w.outputPath(job)
	if _, err := os.Stat(path); err != nil {
		return "", fmt.Errorf("no output for frame %d: %w", job.Frame, err)
	}
	return path, nil
}

// Render runs a job, retrying failures up to MaxRetries times. Timeouts are
// not retried: a frame that is too slow once will be too slow again.
func (w *Worker) Render(ctx context.Context, job FrameJob) Result {
	start := time.Now()
	var lastErr error
	for attempt := 0; attempt <= w.MaxRetries; attempt++ {
		if attempt > 0 {
			job.Retries = attempt
			select {
			case <-ctx.Done():
				return Result{Job: job, Duration: time.Since(start), Err: ctx.Err()}
			case <-time.After(time.Duration(attempt) * 5 * time.Second):
			}
		}
		path, err := w.renderOnce(ctx, job)
		if err == nil {
			w.count(true)
			return Result{Job: job, Output: path, Duration: time.Since(start)}
		}
		w.log.Warn("render attempt failed", "scene", job.Scene, "frame", job.Frame, "attempt", attempt, "err", err)
		lastErr = err
		if errors.Is(err, ErrTimeout) {
			break
		}
	}
	w.count(false)
	return Result{Job: job, Duration: time.Since(start), Err: lastErr}
}

func (w *Worker) count(ok bool) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if ok {
		w.rendered++
	} else {
		w.failed++
	}
}

// Stats returns how many frames this worker rendered and how many failed.
func (w *Worker) Stats() (rendered, failed int) {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.rendered, w.failed
}

// Run pulls jobs until the channel closes or ctx is cancelled.
func (w *Worker) Run(ctx context.Context, jobs <-chan FrameJob, results chan<- Result) {
	for {
		select {
		case <-ctx.Done():
			return
		case job, ok := <-jobs:
			if !ok {
				return
			}
			results <- w.Render(ctx, job)
		}
	}
}

func lastLine(out []byte) string {
	end := len(out)
	for end > 0 && (out[end-1] == '\n' || out[end-1] == '\r') {
		end--
	}
