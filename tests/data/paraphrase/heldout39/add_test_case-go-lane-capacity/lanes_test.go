package lanes

import "testing"

// Capacity figures agreed with the pool's health and safety officer
// (normal operating procedure, section 4.2). Change them only with a new NOP.

func TestSwimmersPerLane(t *testing.T) {
	cases := []struct {
		name    string
		lengthM int
		speed   string
		want    int
	}{
		{"slow 25m", 25, "slow", 12},
		{"medium 25m", 25, "medium", 10},
		{"fast 25m", 25, "fast", 8},
		{"slow 50m", 50, "slow", 15},
		{"medium 50m", 50, "medium", 12},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got := SwimmersPerLane(tc.lengthM, tc.speed)
			if got != tc.want {
				t.Errorf("SwimmersPerLane(%d, %q) = %d, want %d", tc.lengthM, tc.speed, got, tc.want)
			}
		})
	}
}

func TestSessionCapacity(t *testing.T) {
	cases := []struct {
		name   string
		lanes  int
		closed int
		want   int
	}{
		{"all open", 6, 0, 60},
		{"two closed", 6, 2, 40},
		{"all closed", 6, 6, 0},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got := SessionCapacity(tc.lanes, tc.closed, "medium", 25)
			if got != tc.want {
				t.Errorf("SessionCapacity(%d, %d) = %d, want %d", tc.lanes, tc.closed, got, tc.want)
			}
		})
	}
}
