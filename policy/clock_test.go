package policy

import (
	"sync"
	"testing"
	"time"
)

// The wall clock set back across a window's edge must not give a spent
// limit back: the calls go on counting in the latest window until the
// clock has caught up with it.
func TestClockSetBackKeepsLimitsSpent(t *testing.T) {
	var mu sync.Mutex
	wall := time.Date(2026, 1, 1, 12, 1, 0, 0, time.UTC)
	set := func(t time.Time) { mu.Lock(); wall = t; mu.Unlock() }
	now := func() time.Time { mu.Lock(); defer mu.Unlock(); return wall }
	doc := mustParse(t, `{"version":"1","default":"deny","tools":{"t":{"limits":[{"counter":"c","window":"minute","max":2}]}}}`)
	e := NewEngine(doc, nil, WithClock(Monotonic(now)))
	at := func(h, m, s int) time.Time { return time.Date(2026, 1, 1, h, m, s, 0, time.UTC) }
	for _, step := range []struct {
		name  string
		wall  time.Time
		allow bool
	}{
		{"first call", at(12, 1, 0), true},
		{"second call", at(12, 1, 10), true},
		{"third call in the window", at(12, 1, 20), false},
		{"the clock set back into the minute before", at(12, 0, 50), false},
		{"still behind", at(12, 0, 59), false},
		{"caught up, same window", at(12, 1, 30), false},
		{"the next window", at(12, 2, 0), true},
	} {
		t.Run(step.name, func(t *testing.T) {
			set(step.wall)
			d, err := e.Decide(t.Context(), Request{Tool: "t", Identity: "alice"})
			if err != nil {
				t.Fatal(err)
			}
			if d.Allowed() != step.allow {
				t.Errorf("got allowed %v (%s), want %v", d.Allowed(), d.Reason, step.allow)
			}
		})
	}
}

func TestMonotonic(t *testing.T) {
	base := time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC)
	times := []time.Time{base, base.Add(time.Second), base.Add(-time.Hour), base.Add(500 * time.Millisecond), base.Add(2 * time.Second)}
	want := []time.Time{base, base.Add(time.Second), base.Add(time.Second), base.Add(time.Second), base.Add(2 * time.Second)}
	i := 0
	clock := Monotonic(func() time.Time { return times[i] })
	for ; i < len(times); i++ {
		if got := clock(); !got.Equal(want[i]) {
			t.Errorf("step %d: got %v, want %v", i, got, want[i])
		}
	}
}
