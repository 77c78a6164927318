package policy

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/redis/go-redis/v9"
)

// redisTestDB is the only database the tests write to (and empty), so a
// server named by MCPSCAN_REDIS_URL keeps whatever its other databases hold.
const redisTestDB = 15

func (r *RedisCounters) hasKey(ctx context.Context, k CounterKey) (bool, error) {
	n, err := r.client.Exists(ctx, k.String()).Result()
	return n > 0, err
}

func TestRedisCounters(t *testing.T) {
	rawURL := redisURLForTest(t)
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
			t.Fatalf("FLUSHDB on test database %d: %v", redisTestDB, err)
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
	port := closedPort(t)
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

// closedPort is a loopback port with nothing listening on it.
func closedPort(t *testing.T) string {
	t.Helper()
	var lc net.ListenConfig
	l, err := lc.Listen(t.Context(), "tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	port := strconv.Itoa(l.Addr().(*net.TCPAddr).Port)
	if err := l.Close(); err != nil {
		t.Fatal(err)
	}
	return port
}

// redisURLForTest is the URL of a Redis server for the tests, on database
// redisTestDB: the one in MCPSCAN_REDIS_URL, or else a redis-server started
// for this test and stopped when it ends. Without either the test fails
// in CI and is skipped elsewhere.
func redisURLForTest(t *testing.T) string {
	t.Helper()
	if raw := os.Getenv("MCPSCAN_REDIS_URL"); raw != "" {
		return externalRedisURL(t, raw)
	}
	path, err := exec.LookPath("redis-server")
	if err != nil {
		if os.Getenv("CI") != "" {
			t.Fatal("redis-server is required to test RedisCounters in CI and is not on PATH (.ci/run installs it)")
		}
		t.Skip("redis-server not on PATH: install it (apt-get install redis-server) " +
			"or set MCPSCAN_REDIS_URL=redis://127.0.0.1:6379 to run the RedisCounters tests")
	}
	return fmt.Sprintf("redis://127.0.0.1:%s/%d", startRedisServer(t, path), redisTestDB)
}

// externalRedisURL checks that raw names a loopback server and points it
// at the test database; the tests talk to nothing beyond this machine.
func externalRedisURL(t *testing.T, raw string) string {
	t.Helper()
	u, err := url.Parse(raw)
	if err != nil || (u.Scheme != "redis" && u.Scheme != "rediss") {
		t.Fatal("MCPSCAN_REDIS_URL must be a redis:// or rediss:// URL")
	}
	host := u.Hostname()
	if ip := net.ParseIP(host); host != "localhost" && (ip == nil || !ip.IsLoopback()) {
		t.Fatalf("MCPSCAN_REDIS_URL must name a server on 127.0.0.1, not %q", host)
	}
	u.Path = "/" + strconv.Itoa(redisTestDB)
	q := u.Query()
	q.Del("db") // it would override the path
	u.RawQuery = q.Encode()

	// Leave the test database empty, as the tests found it.
	t.Cleanup(func() {
		opts, err := redis.ParseURL(u.String())
		if err != nil {
			return
		}
		c := redis.NewClient(opts)
		defer func() { _ = c.Close() }()
		ctx, cancel := context.WithTimeout(context.WithoutCancel(t.Context()), 5*time.Second)
		defer cancel()
		if err := c.FlushDB(ctx).Err(); err != nil {
			t.Errorf("emptying test database %d: %v", redisTestDB, err)
		}
	})
	return u.String()
}

// startRedisServer runs redis-server (at path) on a free loopback port,
// without persistence, until the test ends, and returns the port once the
// server answers PING.
func startRedisServer(t *testing.T, path string) string {
	t.Helper()
	dir := t.TempDir()
	logFile := filepath.Join(dir, "redis.log")
	// The port is free when chosen but could be taken before the server
	// binds it; another port is tried then.
	for range 3 {
		port := closedPort(t)
		// The test's context ends as the test does, which stops the server.
		cmd := exec.CommandContext(t.Context(), path,
			"--port", port, "--bind", "127.0.0.1", "--save", "", "--appendonly", "no",
			"--dir", dir, "--logfile", logFile)
		cmd.Cancel = func() error { return cmd.Process.Signal(syscall.SIGTERM) }
		cmd.WaitDelay = 5 * time.Second // then it is killed
		if err := cmd.Start(); err != nil {
			t.Fatalf("starting redis-server: %v", err)
		}
		exited := make(chan struct{}) // closed once the process is gone
		go func() { _ = cmd.Wait(); close(exited) }()

		if err := waitForRedis(t, port, exited); err != nil {
			_ = cmd.Process.Kill() // fails only if it has exited already
			<-exited
			log, _ := os.ReadFile(logFile)
			t.Logf("redis-server on port %s: %v\n%s", port, err, log)
			continue
		}
		t.Cleanup(func() { <-exited })
		return port
	}
	t.Fatal("could not start redis-server (see the log above)")
	return ""
}

// waitForRedis waits up to 5 s for the server on port to answer PING, and
// gives up early if the process exits (exited is closed).
func waitForRedis(t *testing.T, port string, exited <-chan struct{}) error {
	c := redis.NewClient(&redis.Options{Addr: "127.0.0.1:" + port, DialTimeout: 200 * time.Millisecond, MaxRetries: -1})
	defer func() { _ = c.Close() }()
	deadline := time.After(5 * time.Second)
	tick := time.NewTicker(20 * time.Millisecond)
	defer tick.Stop()
	for {
		ctx, cancel := context.WithTimeout(t.Context(), 200*time.Millisecond)
		err := c.Ping(ctx).Err()
		cancel()
		if err == nil {
			return nil
		}
		select {
		case <-exited:
			return errors.New("exited before answering PING")
		case <-deadline:
			return fmt.Errorf("no answer to PING within 5s: %w", err)
		case <-tick.C:
		}
	}
}
