// Package windowtest keeps tests of rate limits clear of the edges of the
// wall clock's windows. Limits count calls in fixed windows (a calendar
// minute, hour or day), so a test whose calls straddle an edge sees the
// counter start over halfway and fails for no fault of the code.
package windowtest

import (
	"testing"
	"time"
)

// ClearOfEdge returns once at least need is left in the current window of
// the given length, sleeping into the next window when less is left.
func ClearOfEdge(t testing.TB, window, need time.Duration) {
	t.Helper()
	if need >= window {
		t.Fatalf("windowtest: %v cannot fit in a window of %v", need, window)
	}
	now := time.Now()
	if left := now.Truncate(window).Add(window).Sub(now); left < need {
		time.Sleep(left + 10*time.Millisecond)
	}
}
