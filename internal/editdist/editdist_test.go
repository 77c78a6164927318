package editdist

import "testing"

func TestDistance(t *testing.T) {
	tests := []struct {
		a, b        string
		swaps, want int
	}{
		{"", "", 0, 0},
		{"", "abc", 0, 3},
		{"abc", "", 0, 3},
		{"requests", "requests", 0, 0},
		{"requests", "reqeusts", 0, 2},
		{"requests", "reqeusts", 1, 1},
		{"requests", "requestss", 0, 1},
		{"deny_if", "deny-if", 0, 1},
		{"kitten", "sitting", 0, 3},
		{"ab", "ba", 1, 1},
		{"ca", "abc", 1, 3}, // the optimal string alignment, not the unrestricted distance
	}
	for _, tt := range tests {
		t.Run(tt.a+"/"+tt.b, func(t *testing.T) {
			if got := Distance(tt.a, tt.b, tt.swaps == 1); got != tt.want {
				t.Errorf("Distance(%q, %q, %v) = %d, want %d", tt.a, tt.b, tt.swaps == 1, got, tt.want)
			}
			if got := Distance(tt.b, tt.a, tt.swaps == 1); got != tt.want {
				t.Errorf("Distance(%q, %q, %v) = %d, want %d (symmetric)", tt.b, tt.a, tt.swaps == 1, got, tt.want)
			}
		})
	}
}

// FuzzDistance checks the bounds every edit distance keeps: never more than
// the longer string, never less than the difference in length, zero only
// for equal strings, and swaps never cost more.
func FuzzDistance(f *testing.F) {
	f.Add("requests", "reqeusts")
	f.Add("", "x")
	f.Fuzz(func(t *testing.T, a, b string) {
		if len(a) > 64 || len(b) > 64 {
			return
		}
		d, s := Distance(a, b, false), Distance(a, b, true)
		diff := max(len(a)-len(b), len(b)-len(a))
		if d > max(len(a), len(b)) || d < diff || s > d || s < diff || (d == 0) != (a == b) {
			t.Errorf("Distance(%q, %q) = %d, with swaps %d", a, b, d, s)
		}
	})
}
