package policy

import (
	"context"
	"errors"
	"net"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/redis/go-redis/v9"

	"github.com/mcpscan/mcpscan/internal/redistest"
)

func (r *RedisCounters) hasKey(ctx context.Context, k CounterKey) (bool, error) {
	n, err := r.client.Exists(ctx, k.String()).Result()
	return n > 0, err
}

func TestRedisCounters(t *testing.T) {
	rawURL := redistest.URL(t)
	opts, err := redis.ParseURL(rawURL)
	if err != nil {
		t.Fatal(err)
	}
	// newStore returns a store on an empty test database.
	newStore := func(t *testing.T) *RedisCounters {
		t.Helper()
		r := NewRedisCounters(redis.NewClient(opts))
		t.Cleanup(func() { _ = r.Close() })
		if err := r.client.FlushDB(t.Context()).Err(); err != nil {
			t.Fatalf("FLUSHDB on test database %d: %v", redistest.TestDB, err)
		}
		return r
	}

	testCounters(t, func(t *testing.T) Counters {
		r := newStore(t)
		r.now = func() time.Time { return testNow }
		return r
	})

	t.Run("two replicas admit exactly max together", func(t *testing.T) {
		newStore(t) // empties the database
		ctx := t.Context()
		// Two clients with their own connection pools, as two gateway
		// processes would have.
		replicas := make([]*RedisCounters, 2)
		for i := range replicas {
			r, err := OpenRedis(ctx, rawURL)
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { _ = r.Close() })
			replicas[i] = r
		}

		k := CounterKey{Counter: "replicas", Scope: ScopeGlobal, Window: Hour, Start: Hour.Start(time.Now())}
		const perReplica, limit = 50, 10
		var (
			wg       sync.WaitGroup
			mu       sync.Mutex
			admitted = make([]int, len(replicas))
			errs     []error
		)
		start := make(chan struct{})
		for i, r := range replicas {
			for range perReplica {
				wg.Go(func() {
					<-start
					ok, _, err := r.Reserve(ctx, k, limit)
					mu.Lock()
					defer mu.Unlock()
					if err != nil {
						errs = append(errs, err)
					} else if ok {
						admitted[i]++
					}
				})
			}
		}
		close(start)
		wg.Wait()

		for _, err := range errs {
			t.Error(err)
		}
		if got := admitted[0] + admitted[1]; got != limit {
			t.Errorf("replicas admitted %d + %d = %d calls, want %d", admitted[0], admitted[1], got, limit)
		}
		for i, r := range replicas {
			if got := mustCount(t, r, k); got != limit {
				t.Errorf("replica %d: Count = %d, want %d", i, got, limit)
			}
		}
	})

	t.Run("key expires after its window", func(t *testing.T) {
		for _, w := range []Window{Second, Minute, Hour, Day} {
			t.Run(string(w), func(t *testing.T) {
				r := newStore(t)
				ctx := t.Context()
				before := time.Now()
				k := CounterKey{Counter: "ttl", Scope: ScopeGrant, Subject: "alice", Window: w, Start: w.Start(before)}
				mustReserve(t, r, k, 1)
				ttl, err := r.client.PTTL(ctx, k.String()).Result()
				read := time.Now()
				if err != nil {
					t.Fatal(err)
				}
				end := k.Start.Add(w.Duration())
				// At most: the window left when Reserve began, plus the
				// margin. At least: the same measured after PTTL, less a
				// little for millisecond rounding.
				maxTTL := end.Sub(before) + redisTTLMargin
				minTTL := end.Sub(read) + redisTTLMargin - 50*time.Millisecond
				if ttl <= 0 || ttl > maxTTL || ttl < minTTL {
					t.Errorf("PTTL = %v, want in [%v, %v]", ttl, minTTL, maxTTL)
				}
			})
		}
	})

	t.Run("ended window keeps its key for the margin", func(t *testing.T) {
		// A replica whose clock has left the window still reserves in it;
		// the key must not vanish at once.
		r := newStore(t)
		r.now = func() time.Time { return testNow }
		k := CounterKey{Counter: "late", Scope: ScopeGlobal, Window: Minute, Start: Minute.Start(testNow.Add(-time.Hour))}
		mustReserve(t, r, k, 5)
		ttl, err := r.client.PTTL(t.Context(), k.String()).Result()
		if err != nil {
			t.Fatal(err)
		}
		if ttl <= redisTTLMargin-time.Second || ttl > redisTTLMargin {
			t.Errorf("PTTL = %v, want about %v", ttl, redisTTLMargin)
		}
		if got := mustCount(t, r, k); got != 1 {
			t.Errorf("Count = %d, want 1", got)
		}
	})

	t.Run("cancelled context fails", func(t *testing.T) {
		r := newStore(t)
		k := CounterKey{Counter: "cancelled", Scope: ScopeGlobal, Window: Minute, Start: Minute.Start(time.Now())}
		ctx, cancel := context.WithCancel(t.Context())
		cancel()

		calls := []struct {
			op   string
			call func() error
		}{
			{"reserve", func() error { _, _, err := r.Reserve(ctx, k, 10); return err }},
			{"release", func() error { return r.Release(ctx, k) }},
			{"count", func() error { _, err := r.Count(ctx, k); return err }},
		}
		for _, c := range calls {
			t.Run(c.op, func(t *testing.T) {
				err := c.call()
				if !errors.Is(err, context.Canceled) {
					t.Fatalf("got error %v, want context.Canceled", err)
				}
				if want := c.op + " " + k.String() + ": "; !strings.HasPrefix(err.Error(), want) {
					t.Errorf("got error %q, want it to start with %q", err, want)
				}
			})
		}
		assertNoKey(t, r, k)
	})
}

func TestRedisCountersOpenErrors(t *testing.T) {
	const password = "s3cret-pass"
	port := redistest.ClosedPort(t)
	tests := []struct {
		name string
		url  string
		want []string // each must appear in the error
	}{
		{"unreachable", "redis://mcpscan:" + password + "@127.0.0.1:" + port + "/0",
			[]string{"cannot connect", "redis://mcpscan:xxxxx@127.0.0.1:" + port + "/0"}},
		{"wrong scheme", "http://mcpscan:" + password + "@127.0.0.1:" + port + "/",
			[]string{"invalid URL scheme", "http://mcpscan:xxxxx@127.0.0.1:" + port}},
		{"bad database", "redis://mcpscan:" + password + "@127.0.0.1:" + port + "/db",
			[]string{"invalid database number"}},
		{"bad port", "redis://mcpscan:" + password + "@127.0.0.1:port/0",
			[]string{"invalid port", "(unparsable URL)"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			start := time.Now()
			r, err := OpenRedis(t.Context(), tt.url)
			if err == nil {
				_ = r.Close()
				t.Fatal("got no error, want one")
			}
			// A refused connection is known at once; it must not wait for
			// retries or the ping timeout.
			if took, limit := time.Since(start), time.Second; took > limit {
				t.Errorf("took %v to fail, want at most %v", took, limit)
			}
			t.Log(err)
			msg := err.Error()
			if strings.Contains(msg, password) {
				t.Errorf("error %q shows the password", msg)
			}
			for _, w := range tt.want {
				if !strings.Contains(msg, w) {
					t.Errorf("got error %q, want it to contain %q", msg, w)
				}
			}
		})
	}
}

// A Redis that takes connections and never answers holds a limited call
// no longer than the call's own deadline, and the call is denied, whether
// the client came from OpenRedis's options or straight from go-redis with
// its defaults (a read timeout of 3s, retried).
func TestRedisThatHangsFailsClosedWithinTheDeadline(t *testing.T) {
	ln, err := (&net.ListenConfig{}).Listen(t.Context(), "tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = ln.Close() })
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			t.Cleanup(func() { _ = c.Close() }) // held open, never answered
		}
	}()
	for _, tt := range []struct {
		name string
		opts *redis.Options
	}{
		{"OpenRedis options", counterOptions(&redis.Options{Addr: ln.Addr().String()})},
		{"go-redis defaults", &redis.Options{Addr: ln.Addr().String()}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			rc := NewRedisCounters(redis.NewClient(tt.opts))
			t.Cleanup(func() { _ = rc.Close() })
			doc := mustParse(t, `{"version":"1","default":"deny","tools":{"t":{"limits":[{"counter":"c","window":"minute","max":5}]}}}`)
			e := NewEngine(doc, rc)
			ctx, cancel := context.WithTimeout(t.Context(), 500*time.Millisecond)
			defer cancel()
			start := time.Now()
			d, err := e.Decide(ctx, Request{Tool: "t", Identity: "alice"})
			if took := time.Since(start); took > time.Second {
				t.Errorf("took %v, want the call's deadline of 500ms", took)
			}
			if err == nil || d.Allowed() || !strings.Contains(d.Reason, "rate-limit store is unavailable") {
				t.Errorf("got %v %q (%v), want a denial that names the store", d.Action, d.Reason, err)
			}
			k := CounterKey{Counter: "c", Subject: "alice", Window: Minute, Start: time.Now().Truncate(time.Minute)}
			for op, call := range map[string]func() error{
				"release": func() error { return rc.Release(ctx, k) },
				"count":   func() error { _, err := rc.Count(ctx, k); return err },
			} {
				start := time.Now()
				if err := call(); err == nil || time.Since(start) > 100*time.Millisecond {
					t.Errorf("%s after the deadline: got %v after %v, want the deadline's error at once", op, err, time.Since(start))
				}
			}
		})
	}
}
