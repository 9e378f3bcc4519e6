package boarding

import (
	"database/sql"
	"errors"
	"fmt"
	"time"
)

// ErrNoRun is returned when every kennel run is booked for the stay.
var ErrNoRun = errors.New("no free kennel run")

type Stay struct {
	PatientID int64
	Arrive    time.Time
	Leave     time.Time
	Size      string
}

// BookRun finds a free run for the stay and records the booking.
func BookRun(db *sql.DB, stay Stay) (string, error) {
	if !stay.Leave.After(stay.Arrive) {
		return "", fmt.Errorf("stay for patient %d ends before it starts", stay.PatientID)
	}
	var run string
	err := db.QueryRow(`SELECT r.code FROM runs r
		WHERE r.size = ? AND r.code NOT IN (
			SELECT b.run FROM bookings b WHERE b.arrive < ? AND b.leave > ?)
		ORDER BY r.code LIMIT 1`, stay.Size, stay.Leave, stay.Arrive).Scan(&run)
	if errors.Is(err, sql.ErrNoRows) {
		return "", ErrNoRun
	}
	if err != nil {
		return "", fmt.Errorf("find free run: %w", err)
	}
	_, err = db.Exec(`INSERT INTO bookings (patient_id, run, arrive, leave) VALUES (?, ?, ?, ?)`,
		stay.PatientID, run, stay.Arrive, stay.Leave)
	if err != nil {
		return "", fmt.Errorf("book run %s: %w", run, err)
	}
	return run, nil
}

// CancelBooking removes a booking; cancelling twice is not an error.
func CancelBooking(db *sql.DB, patientID int64, run string) error {
	_, err := db.Exec(`DELETE FROM bookings WHERE patient_id = ? AND run = ?`, patientID, run)
	return err
}
