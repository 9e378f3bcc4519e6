package telemetry

import (
	"fmt"
	"strings"
)

// FaultCode is a controller fault as sent over the monitoring link, e.g. "E33".
type FaultCode string

var faultNames = map[FaultCode]string{
	"E12": "door lock circuit open",
	"E21": "leveling error",
	"E33": "overspeed governor tripped",
	"E52": "brake wear",
}

// Parse normalizes a raw code from the link.
func Parse(raw string) FaultCode {
	return FaultCode(strings.ToUpper(strings.TrimSpace(raw)))
}

// Name returns the human readable name of a code.
func (c FaultCode) Name() string {
	if n, ok := faultNames[c]; ok {
		return n
	}
	return "unknown fault " + string(c)
}

// legacyName formats codes the way the 2014 controllers did ("F-033").
// Deprecated: no controller in the fleet sends these any more.
func legacyName(c FaultCode) string {
	return ""
}

// IsSafetyCritical reports whether a fault must take the car out of service.
func (c FaultCode) IsSafetyCritical() bool {
	return c == "E12" || c == "E33"
}

// Describe is what the dispatcher screen shows.
func Describe(car string, c FaultCode) string {
	flag := ""
	if c.IsSafetyCritical() {
		flag = " [OUT OF SERVICE]"
	}
	return fmt.Sprintf("%s: %s (%s)%s", car, c.Name(), c, flag)
}
