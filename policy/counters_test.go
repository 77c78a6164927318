package policy

import (
	"context"
	"fmt"
	"sync"
	"testing"
	"time"
)

// testNow is the fixed clock the conformance suite runs at, so that window
// boundaries are the same on every run and no test has to sleep.
var testNow = time.Date(2026, time.March, 14, 15, 9, 26, 535_000_000, time.UTC)

// keyPeeker is implemented (in the tests) by stores that can say whether
// a counter is stored at all, which Count cannot tell from a zero.
type keyPeeker interface {
	hasKey(ctx context.Context, k CounterKey) (bool, error)
}

func (m *MemoryCounters) hasKey(_ context.Context, k CounterKey) (bool, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	_, ok := m.counts[k]
	return ok, nil
}

func TestMemoryCounters(t *testing.T) {
	testCounters(t, func(*testing.T) Counters {
		return NewMemoryCounters(func() time.Time { return testNow })
	})
}

// testCounters is the behaviour every Counters implementation shares.
// newStore returns an empty store whose clock reads testNow.
func testCounters(t *testing.T, newStore func(t *testing.T) Counters) {
	key := func(counter string, w Window) CounterKey {
		return CounterKey{Counter: counter, Scope: ScopeGrant, Subject: "alice", Window: w, Start: w.Start(testNow)}
	}

	t.Run("concurrent reserves admit exactly max", func(t *testing.T) {
		c := newStore(t)
		ctx := t.Context()
		k := key("race", Minute)
		const callers, limit = 100, 10

		var (
			wg       sync.WaitGroup
			mu       sync.Mutex
			admitted int
			seen     = map[int]int{} // count reported by admitted calls → how often
			errs     []error
		)
		start := make(chan struct{})
		for range callers {
			wg.Go(func() {
				<-start // release all callers at once to make them collide
				ok, n, err := c.Reserve(ctx, k, limit)
				mu.Lock()
				defer mu.Unlock()
				switch {
				case err != nil:
					errs = append(errs, err)
				case ok:
					admitted++
					seen[n]++
				case n != limit:
					errs = append(errs, fmt.Errorf("refused call reported count %d, want %d", n, limit))
				}
			})
		}
		close(start)
		wg.Wait()

		for _, err := range errs {
			t.Error(err)
		}
		if admitted != limit {
			t.Errorf("admitted %d of %d calls, want %d", admitted, callers, limit)
		}
		// Every admitted call saw its own count: 1, 2, …, limit once each.
		for n := 1; n <= limit; n++ {
			if seen[n] != 1 {
				t.Errorf("count %d reported by %d admitted calls, want 1", n, seen[n])
			}
		}
		if got := mustCount(t, c, k); got != limit {
			t.Errorf("Count = %d, want %d", got, limit)
		}
	})

	t.Run("next window starts afresh", func(t *testing.T) {
		for _, w := range []Window{Second, Minute, Hour, Day} {
			t.Run(string(w), func(t *testing.T) {
				c := newStore(t)
				ctx := t.Context()
				cur := key("rollover", w)
				next := cur
				next.Start = w.Start(testNow.Add(w.Duration()))
				if got, want := next.Start.Sub(cur.Start), w.Duration(); got != want {
					t.Fatalf("next window starts %v after this one, want %v", got, want)
				}

				const limit = 3
				for range limit {
					mustReserve(t, c, cur, limit)
				}
				if ok, n, err := c.Reserve(ctx, cur, limit); err != nil || ok || n != limit {
					t.Errorf("Reserve on full window = %v, %d, %v; want false, %d, nil", ok, n, err, limit)
				}
				if ok, n, err := c.Reserve(ctx, next, limit); err != nil || !ok || n != 1 {
					t.Errorf("Reserve in next window = %v, %d, %v; want true, 1, nil", ok, n, err)
				}
				if got := mustCount(t, c, cur); got != limit {
					t.Errorf("Count of full window = %d, want %d", got, limit)
				}
			})
		}
	})

	t.Run("release gives one reservation back", func(t *testing.T) {
		c := newStore(t)
		ctx := t.Context()
		k := key("release", Minute)
		const limit = 2
		for range limit {
			mustReserve(t, c, k, limit)
		}
		if ok, _, err := c.Reserve(ctx, k, limit); err != nil || ok {
			t.Fatalf("Reserve on full counter = %v, %v; want false, nil", ok, err)
		}
		if err := c.Release(ctx, k); err != nil {
			t.Fatalf("Release: %v", err)
		}
		if got := mustCount(t, c, k); got != limit-1 {
			t.Errorf("Count after Release = %d, want %d", got, limit-1)
		}
		if ok, n, err := c.Reserve(ctx, k, limit); err != nil || !ok || n != limit {
			t.Errorf("Reserve after Release = %v, %d, %v; want true, %d, nil", ok, n, err, limit)
		}
	})

	t.Run("release on missing counter creates nothing", func(t *testing.T) {
		c := newStore(t)
		ctx := t.Context()
		k := key("never-reserved", Minute)
		if err := c.Release(ctx, k); err != nil {
			t.Fatalf("Release: %v", err)
		}
		if got := mustCount(t, c, k); got != 0 {
			t.Errorf("Count = %d, want 0", got)
		}
		assertNoKey(t, c, k)
	})

	t.Run("release never goes below zero", func(t *testing.T) {
		c := newStore(t)
		ctx := t.Context()
		k := key("zero", Minute)
		mustReserve(t, c, k, 1)
		for range 3 { // one release that counts, then two too many
			if err := c.Release(ctx, k); err != nil {
				t.Fatalf("Release: %v", err)
			}
		}
		if got := mustCount(t, c, k); got != 0 {
			t.Errorf("Count = %d, want 0", got)
		}
		// Had the counter gone negative, a limit of 1 would now admit two.
		if ok, n, err := c.Reserve(ctx, k, 1); err != nil || !ok || n != 1 {
			t.Errorf("first Reserve = %v, %d, %v; want true, 1, nil", ok, n, err)
		}
		if ok, n, err := c.Reserve(ctx, k, 1); err != nil || ok || n != 1 {
			t.Errorf("second Reserve = %v, %d, %v; want false, 1, nil", ok, n, err)
		}
	})

	t.Run("counters are independent", func(t *testing.T) {
		base := key("calls", Minute)
		tests := []struct {
			name string
			edit func(k *CounterKey)
		}{
			{"other counter", func(k *CounterKey) { k.Counter = "writes" }},
			{"other subject", func(k *CounterKey) { k.Subject = "bob" }},
			{"session scope", func(k *CounterKey) { k.Scope = ScopeSession }},
			{"global scope", func(k *CounterKey) { k.Scope, k.Subject = ScopeGlobal, "" }},
			// Separators inside names must not make two keys one.
			{"separator in counter", func(k *CounterKey) { k.Counter = `calls":grant:"alice` }},
			{"separator in subject", func(k *CounterKey) { k.Subject = "alice:minute" }},
			{"other window", func(k *CounterKey) { k.Window = Hour; k.Start = Hour.Start(testNow) }},
		}
		for _, tt := range tests {
			t.Run(tt.name, func(t *testing.T) {
				c := newStore(t)
				ctx := t.Context()
				const limit = 2
				for range limit {
					mustReserve(t, c, base, limit)
				}
				other := base
				tt.edit(&other)
				if other == base {
					t.Fatal("test case does not change the key")
				}
				if ok, n, err := c.Reserve(ctx, other, limit); err != nil || !ok || n != 1 {
					t.Errorf("Reserve on %s with %s full = %v, %d, %v; want true, 1, nil", other, base, ok, n, err)
				}
				if got := mustCount(t, c, base); got != limit {
					t.Errorf("Count of %s = %d, want %d", base, got, limit)
				}
			})
		}
	})

	t.Run("reserve reports the count afterwards", func(t *testing.T) {
		c := newStore(t)
		ctx := t.Context()
		k := key("count", Minute)
		if got := mustCount(t, c, k); got != 0 {
			t.Errorf("Count before any Reserve = %d, want 0", got)
		}
		const limit = 3
		want := []struct {
			ok bool
			n  int
		}{{true, 1}, {true, 2}, {true, 3}, {false, 3}, {false, 3}}
		for i, w := range want {
			ok, n, err := c.Reserve(ctx, k, limit)
			if err != nil || ok != w.ok || n != w.n {
				t.Errorf("Reserve #%d = %v, %d, %v; want %v, %d, nil", i+1, ok, n, err, w.ok, w.n)
			}
			if got := mustCount(t, c, k); got != w.n {
				t.Errorf("Count after Reserve #%d = %d, want %d", i+1, got, w.n)
			}
		}
	})

	t.Run("refused reserve on an empty counter creates nothing", func(t *testing.T) {
		c := newStore(t)
		k := key("zero-limit", Minute)
		if ok, n, err := c.Reserve(t.Context(), k, 0); err != nil || ok || n != 0 {
			t.Errorf("Reserve with max 0 = %v, %d, %v; want false, 0, nil", ok, n, err)
		}
		assertNoKey(t, c, k)
	})
}

func TestMemoryCountersDropsEndedWindows(t *testing.T) {
	now := testNow
	c := NewMemoryCounters(func() time.Time { return now })
	ctx := t.Context()

	minuteKey := CounterKey{Counter: "m", Scope: ScopeGlobal, Window: Minute, Start: Minute.Start(now)}
	dayKey := CounterKey{Counter: "d", Scope: ScopeGlobal, Window: Day, Start: Day.Start(now)}
	mustReserve(t, c, minuteKey, 10)
	mustReserve(t, c, dayKey, 10)

	// reserveMany makes enough calls to be sure the store's periodic
	// expiry (every 1024 reserves) has run at least once.
	reserveMany := func(k CounterKey) {
		t.Helper()
		for range 1024 {
			if _, _, err := c.Reserve(ctx, k, 1); err != nil {
				t.Fatal(err)
			}
		}
	}

	busy := CounterKey{Counter: "busy", Scope: ScopeGlobal, Window: Day, Start: Day.Start(now)}
	reserveMany(busy)
	if got, want := c.Len(), 3; got != want {
		t.Errorf("Len with every window open = %d, want %d", got, want)
	}

	// The minute window ends exactly now: its counter goes, the day's stay.
	now = minuteKey.Start.Add(time.Minute)
	reserveMany(busy)
	if got, want := c.Len(), 2; got != want {
		t.Errorf("Len after the minute window ended = %d, want %d", got, want)
	}
	if got := mustCount(t, c, minuteKey); got != 0 {
		t.Errorf("Count of ended window = %d, want 0", got)
	}
	if got := mustCount(t, c, dayKey); got != 1 {
		t.Errorf("Count of open day window = %d, want 1", got)
	}
}

func mustReserve(t *testing.T, c Counters, k CounterKey, limit int) {
	t.Helper()
	ok, _, err := c.Reserve(t.Context(), k, limit)
	if err != nil {
		t.Fatalf("Reserve %s: %v", k, err)
	}
	if !ok {
		t.Fatalf("Reserve %s with max %d refused, want admitted", k, limit)
	}
}

func mustCount(t *testing.T, c Counters, k CounterKey) int {
	t.Helper()
	n, err := c.Count(t.Context(), k)
	if err != nil {
		t.Fatalf("Count %s: %v", k, err)
	}
	return n
}

// assertNoKey checks that the store holds nothing for k, where the store
// can tell.
func assertNoKey(t *testing.T, c Counters, k CounterKey) {
	t.Helper()
	p, ok := c.(keyPeeker)
	if !ok {
		return
	}
	has, err := p.hasKey(t.Context(), k)
	if err != nil {
		t.Fatalf("looking for %s: %v", k, err)
	}
	if has {
		t.Errorf("%s is stored, want no key", k)
	}
}
