package policy

import (
	"sync/atomic"
	"time"
)

// Limits count calls in windows of the wall clock, which can be set back
// (by hand, or by a time service correcting it). A window the clock went
// back into may be empty again (its counter expired, or was never
// written), so every call made before would count for nothing: a spent
// limit would be spent again. Windows are therefore read from a clock
// that never goes back.

// Monotonic wraps now so that it never returns a time before one it
// returned already: while the wall clock is behind, time stands still at
// the latest time seen. It is safe for concurrent use.
func Monotonic(now func() time.Time) func() time.Time {
	var latest atomic.Int64
	return func() time.Time {
		t := now()
		n := t.UnixNano()
		for {
			seen := latest.Load()
			if n <= seen {
				return time.Unix(0, seen).UTC()
			}
			if latest.CompareAndSwap(seen, n) {
				return t
			}
		}
	}
}

// wallClock is the clock of every engine in the process that was not
// given one: shared, so a policy reloaded after the clock went back does
// not start over from the earlier time.
var wallClock = Monotonic(time.Now)
