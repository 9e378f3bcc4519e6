package policy

import (
	"errors"
	"fmt"
	"regexp"
	"strings"
	"time"
)

var policyNumberRe = regexp.MustCompile(`^[A-Z]{2}-\d{2}-\d{6}$`)

var (
	ErrExpired       = errors.New("policy has expired")
	ErrNotStarted    = errors.New("policy is not in force yet")
	ErrLineMismatch  = errors.New("claim line does not match policy line")
	ErrBadNumberForm = errors.New("malformed policy number")
)

type Policy struct {
	Number     string
	Line       string
	StartsOn   time.Time
	EndsOn     time.Time
	SumInsured float64
	Deductible float64
	Status     string
}

type ClaimRequest struct {
	PolicyNumber string
	Line         string
	LossDate     time.Time
	Amount       float64
}

// ValidateNumber checks the shape of a policy number typed by a call-centre agent.
func ValidateNumber(n string) error {
	n = strings.ToUpper(strings.TrimSpace(n))
	if !policyNumberRe.MatchString(n) {
		return fmt.Errorf("%w: %q (expected e.g. HM-55-009812)", ErrBadNumberForm, n)
	}
	return nil
}

// CheckCover tells whether a claim can be opened against the policy.
func CheckCover(p Policy, c ClaimRequest) error {
	if p.Status == "cancelled" {
		return fmt.Errorf("policy %s was cancelled", p.Number)
	}
	if c.LossDate.Before(p.StartsOn) {
		return fmt.Errorf("%w: loss on %s, cover starts %s", ErrNotStarted, c.LossDate.Format("2006-01-02"), p.StartsOn.Format("2006-01-02"))
	}
	if c.LossDate.After(p.EndsOn) {
		return fmt.Errorf("%w: loss on %s, cover ended %s", ErrExpired, c.LossDate.Format("2006-01-02"), p.EndsOn.Format("2006-01-02"))
	}
	if c.Line != p.Line {
		return ErrLineMismatch
	}
	if c.Amount > p.SumInsured {
		return fmt.Errorf("claimed %.2f exceeds the sum insured %.2f", c.Amount, p.SumInsured)
	}
	return nil
}
