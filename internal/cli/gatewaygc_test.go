package cli

import (
	"os"
	"runtime/debug"
	"testing"
)

func TestTuneGatewayGC(t *testing.T) {
	for _, tc := range []struct {
		name string
		gogc string // "" leaves GOGC unset
		want int
	}{
		{"GOGC unset", "", gatewayGCPercent},
		{"GOGC set", "100", 100},
	} {
		t.Run(tc.name, func(t *testing.T) {
			// Setenv restores GOGC afterwards, also when it is unset here.
			t.Setenv("GOGC", tc.gogc)
			if tc.gogc == "" {
				if err := os.Unsetenv("GOGC"); err != nil {
					t.Fatal(err)
				}
			}
			before := debug.SetGCPercent(100)
			defer debug.SetGCPercent(before)
			tuneGatewayGC()
			if got := debug.SetGCPercent(100); got != tc.want {
				t.Errorf("got GC percent %d, want %d", got, tc.want)
			}
		})
	}
}
