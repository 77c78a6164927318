package policy

import (
	"context"
	"fmt"
	"strconv"
	"sync"
	"time"
)

// Window is the length of a rate-limit window. Windows are fixed and
// aligned to UTC: a minute window runs from :00 to :59 of each minute, a
// day window from midnight UTC.
type Window string

// The windows a limit may use.
const (
	Second Window = "second"
	Minute Window = "minute"
	Hour   Window = "hour"
	Day    Window = "day"
)

// Duration is the length of the window.
func (w Window) Duration() time.Duration {
	switch w {
	case Second:
		return time.Second
	case Minute:
		return time.Minute
	case Hour:
		return time.Hour
	case Day:
		return 24 * time.Hour
	default:
		return 0
	}
}

// Start is the beginning of the window that contains t.
func (w Window) Start(t time.Time) time.Time { return t.UTC().Truncate(w.Duration()) }

// Scope says whose calls a counter counts.
type Scope string

// The scopes a limit may use.
const (
	ScopeGrant   Scope = "grant"   // per identity (client credential)
	ScopeSession Scope = "session" // per MCP session
	ScopeGlobal  Scope = "global"  // everyone together
)

// CounterKey names one counter in one window for one subject.
type CounterKey struct {
	Counter string
	Scope   Scope
	Subject string // the identity or session; "" for global
	Window  Window
	Start   time.Time // start of the window
}

// String is the key's storage name (used as the Redis key).
func (k CounterKey) String() string {
	return "mcpscan:counter:" + strconv.Quote(k.Counter) + ":" + string(k.Scope) + ":" + strconv.Quote(k.Subject) +
		":" + string(k.Window) + ":" + strconv.FormatInt(k.Start.Unix(), 10)
}

// Counters stores rate-limit counters. Reserve-then-commit: Reserve counts
// a call at once, so concurrent calls see it; a call that fails upstream
// gives its reservation back with Release. Implementations must make
// Reserve atomic: N callers racing on a counter with max M get exactly M
// successes.
type Counters interface {
	// Reserve adds one to the counter if that keeps it at or under limit,
	// and reports whether it did and the count afterwards.
	Reserve(ctx context.Context, k CounterKey, limit int) (ok bool, count int, err error)
	// Release takes back one reservation (never below zero).
	Release(ctx context.Context, k CounterKey) error
	// Count reads the counter without changing it.
	Count(ctx context.Context, k CounterKey) (int, error)
}

// MemoryCounters keeps counters in this process. Windows that have ended
// are dropped as new ones start.
type MemoryCounters struct {
	mu     sync.Mutex
	counts map[CounterKey]int
	now    func() time.Time
	ops    int
}

// NewMemoryCounters returns an empty in-memory counter store. now is the
// clock used to expire old windows (time.Now when nil).
func NewMemoryCounters(now func() time.Time) *MemoryCounters {
	if now == nil {
		now = time.Now
	}
	return &MemoryCounters{counts: make(map[CounterKey]int), now: now}
}

// Reserve implements Counters.
func (m *MemoryCounters) Reserve(_ context.Context, k CounterKey, limit int) (bool, int, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.ops++
	if m.ops&1023 == 0 {
		m.expire()
	}
	n := m.counts[k]
	if n+1 > limit {
		return false, n, nil
	}
	m.counts[k] = n + 1
	return true, n + 1, nil
}

// Release implements Counters.
func (m *MemoryCounters) Release(_ context.Context, k CounterKey) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if n := m.counts[k]; n > 1 {
		m.counts[k] = n - 1
	} else {
		delete(m.counts, k)
	}
	return nil
}

// Count implements Counters.
func (m *MemoryCounters) Count(_ context.Context, k CounterKey) (int, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.counts[k], nil
}

// expire drops counters of windows that have ended; called with mu held.
func (m *MemoryCounters) expire() {
	now := m.now()
	for k := range m.counts {
		if !k.Start.Add(k.Window.Duration()).After(now) {
			delete(m.counts, k)
		}
	}
}

// Len is the number of live counters (for tests and metrics).
func (m *MemoryCounters) Len() int {
	m.mu.Lock()
	defer m.mu.Unlock()
	return len(m.counts)
}

// errCounterStore wraps a counter-store failure; the decision fails closed.
func errCounterStore(k CounterKey, err error) error {
	return fmt.Errorf("rate-limit counter %s: %w", k.Counter, err)
}
