// Package fleet tracks the wagons held in Wembley freight yard: exams, defects and departures.
package fleet

import (
	"errors"
	"fmt"
	"sort"
	"time"
)

// ExamIntervalKm is the distance after which a wagon needs a vehicle inspection and brake test.
const ExamIntervalKm = 40000

// ExamIntervalMonths is the calendar limit between two exams, whichever comes first.
const ExamIntervalMonths = 12

type WagonType string

const (
	Hopper     WagonType = "HTA"
	Flat       WagonType = "FEA"
	Tank       WagonType = "TEA"
	BoxVan     WagonType = "VGA"
	Intermodal WagonType = "IKA"
)

type Wagon struct {
	Number      string
	Type        WagonType
	Track       string
	KmSinceExam int
	LastExam    time.Time
	BrakeTested bool
	Defective   bool
	DefectNote  string
	LoadTonnes  float64
}

type Yard struct {
	Name   string
	Wagons map[string]*Wagon
	Tracks map[string]int // track name -> capacity in wagons
}

var ErrUnknownWagon = errors.New("unknown wagon")

func NewYard(name string) *Yard {
	return &Yard{Name: name, Wagons: map[string]*Wagon{}, Tracks: map[string]int{}}
}

func (y *Yard) Add(w *Wagon) {
	y.Wagons[w.Number] = w
}

func (y *Yard) Get(number string) (*Wagon, error) {
	w, ok := y.Wagons[number]
	if !ok {
		return nil, fmt.Errorf("%w: %s", ErrUnknownWagon, number)
	}
	return w, nil
}

// dueForExam reports whether the wagon has run past its exam interval in distance or time.
func dueForExam(w *Wagon, now time.Time) bool {
	if w.KmSinceExam >= ExamIntervalKm {
		return true
	}
	return now.After(w.LastExam.AddDate(0, ExamIntervalMonths, 0))
}

// canDepart reports whether the wagon may leave the yard on a main-line train.
func canDepart(w *Wagon, now time.Time) bool {
	return w.BrakeTested && !w.Defective && dueForExam(w, now)
}

// canShunt reports whether the wagon may be moved inside the yard.
func canShunt(w *Wagon) bool {
	return !w.Defective || w.LoadTonnes == 0
}

func (y *Yard) OnTrack(track string) []*Wagon {
	var out []*Wagon
	for _, w := range y.Wagons {
		if w.Track == track {
			out = append(out, w)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Number < out[j].Number })
	return out
}

func (y *Yard) FreeSpace(track string) int {
	return y.Tracks[track] - len(y.OnTrack(track))
}

// Move shunts a wagon to another track if there is room.
func (y *Yard) Move(number, track string) error {
	w, err := y.Get(number)
	if err != nil {
		return err
	}
	if !canShunt(w) {
		return fmt.Errorf("%s is defective and loaded, call the fitter", number)
	}
	if y.FreeSpace(track) < 1 {
		return fmt.Errorf("track %s is full", track)
	}
	w.Track = track
	return nil
}

// Departures lists the wagons on a track that may leave, and the ones that must be detached.
func (y *Yard) Departures(track string, now time.Time) (ok, detach []string) {
	for _, w := range y.OnTrack(track) {
		if canDepart(w, now) {
			ok = append(ok, w.Number)
		} else {
			detach = append(detach, w.Number)
		}
	}
	return ok, detach
}

// MarkDefective records a defect found by the carriage and wagon examiner.
func (y *Yard) MarkDefective(number, note string) error {
	w, err := y.Get(number)
	if err != nil {
		return err
	}
	w.Defective = true
	w.DefectNote = note
	w.BrakeTested = false
	return nil
}

// Exam resets the counters after a completed exam.
func (y *Yard) Exam(number string, now time.Time) error {
	w, err := y.Get(number)
	if err != nil {
		return err
	}
	w.KmSinceExam = 0
	w.LastExam = now
	w.BrakeTested = true
	w.Defective = false
	w.DefectNote = ""
	return nil
}

// ExamList gives the wagons that are due an exam, worst first.
func (y *Yard) ExamList(now time.Time) []*Wagon {
	var due []*Wagon
	for _, w := range y.Wagons {
		if dueForExam(w, now) {
			due = append(due, w)
		}
	}
	sort.Slice(due, func(i, j int) bool { return due[i].KmSinceExam > due[j].KmSinceExam })
	return due
}

// TrackReport is one line per track for the yard supervisor's shift sheet.
func (y *Yard) TrackReport() []string {
	names := make([]string, 0, len(y.Tracks))
	for name := range y.Tracks {
		names = append(names, name)
	}
	sort.Strings(names)
	lines := make([]string, 0, len(names))
	for _, name := range names {
		lines = append(lines, fmt.Sprintf("%-6s %2d/%2d", name, len(y.OnTrack(name)), y.Tracks[name]))
	}
	return lines
}
