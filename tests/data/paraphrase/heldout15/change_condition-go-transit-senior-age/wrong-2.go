package fares

import "time"

// Rider is a smartcard holder of Riverbend Regional Transit.
type Rider struct {
	BirthDate  time.Time
	Student    bool
	Disability bool
}

func ageOn(birth, day time.Time) int {
	years := day.Year() - birth.Year()
	if day.YearDay() < birth.YearDay() {
		years--
	}
	return years
}

// ConcessionEligible tells whether a rider pays the concession fare on `day`.
// Seniors qualify from their 60th birthday.
func ConcessionEligible(r Rider, day time.Time) bool {
	age := ageOn(r.BirthDate, day)
	if age < 16 || age > 60 {
		return true
	}
	if r.Student && age <= 25 {
		return true
	}
	return r.Disability
}
