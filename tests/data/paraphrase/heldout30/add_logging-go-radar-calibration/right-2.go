package calib

import (
	"errors"
	"fmt"
	"log"
	"math"
	"time"
)

// Calibration of the Brandholm network radars: reflectivity and ZDR offsets
// measured against the sun and the disdrometer sites.

const maxOffsetDb = 3.0

var ErrStale = errors.New("calibration older than the last hardware change")

type Calibration struct {
	ReflectivityOffsetDb float64
	ZdrOffsetDb          float64
	MeasuredAt           time.Time
	Method               string
}

type Station struct {
	ID              string
	Band            string
	HardwareChanged time.Time
	Calibration     Calibration
	History         []Calibration
}

// ApplyCalibration validates a new calibration and makes it the station's current one.
func ApplyCalibration(st *Station, cal Calibration) error {
	if cal.ReflectivityOffsetDb > maxOffsetDb || cal.ReflectivityOffsetDb < -maxOffsetDb {
		return fmt.Errorf("station %s: offset %.2f dB out of range", st.ID, cal.ReflectivityOffsetDb)
	}
	if cal.MeasuredAt.Before(st.HardwareChanged) {
		return ErrStale
	}
	st.History = append(st.History, st.Calibration)
	st.Calibration = cal
	log.Printf("calibrated %s: offset %.2f dB (was %.2f)", st.ID, cal.ReflectivityOffsetDb, st.History[len(st.History)-1].ReflectivityOffsetDb)
	return nil
}

// Drift is the change in reflectivity offset since the previous calibration.
func Drift(st *Station) float64 {
	if len(st.History) == 0 {
		return 0
	}
	prev := st.History[len(st.History)-1]
	return math.Abs(st.Calibration.ReflectivityOffsetDb - prev.ReflectivityOffsetDb)
}

// Corrected applies the current offset to a measured reflectivity.
func Corrected(st *Station, dbz float64) float64 {
	return dbz - st.Calibration.ReflectivityOffsetDb
}
