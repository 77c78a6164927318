// Package redistest gives tests a Redis server on loopback: the one named
// by MCPSCAN_REDIS_URL, or a redis-server started for the test and stopped
// when it ends. Tests use only database TestDB, left empty afterwards.
package redistest

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
	"syscall"
	"testing"
	"time"

	"github.com/redis/go-redis/v9"
)

// TestDB is the only database the tests write to (and empty), so a
// server named by MCPSCAN_REDIS_URL keeps whatever its other databases hold.
const TestDB = 15

// ClosedPort is a loopback port with nothing listening on it.
func ClosedPort(t testing.TB) string {
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

// URL is the URL of a Redis server for the tests, on database
// TestDB: the one in MCPSCAN_REDIS_URL, or else a redis-server started
// for this test and stopped when it ends. Without either the test fails
// in CI and is skipped elsewhere.
func URL(t testing.TB) string {
	t.Helper()
	if raw := os.Getenv("MCPSCAN_REDIS_URL"); raw != "" {
		return externalRedisURL(t, raw)
	}
	path, err := exec.LookPath("redis-server")
	if err != nil {
		if os.Getenv("CI") != "" {
			t.Fatal("redis-server is required for the Redis tests in CI and is not on PATH (.ci/run installs it)")
		}
		t.Skip("redis-server not on PATH: install it (apt-get install redis-server) " +
			"or set MCPSCAN_REDIS_URL=redis://127.0.0.1:6379 to run the Redis tests")
	}
	return fmt.Sprintf("redis://127.0.0.1:%s/%d", startRedisServer(t, path), TestDB)
}

// externalRedisURL checks that raw names a loopback server and points it
// at the test database; the tests talk to nothing beyond this machine.
func externalRedisURL(t testing.TB, raw string) string {
	t.Helper()
	u, err := url.Parse(raw)
	if err != nil || (u.Scheme != "redis" && u.Scheme != "rediss") {
		t.Fatal("MCPSCAN_REDIS_URL must be a redis:// or rediss:// URL")
	}
	host := u.Hostname()
	if ip := net.ParseIP(host); host != "localhost" && (ip == nil || !ip.IsLoopback()) {
		t.Fatalf("MCPSCAN_REDIS_URL must name a server on 127.0.0.1, not %q", host)
	}
	u.Path = "/" + strconv.Itoa(TestDB)
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
			t.Errorf("emptying test database %d: %v", TestDB, err)
		}
	})
	return u.String()
}

// startRedisServer runs redis-server (at path) on a free loopback port,
// without persistence, until the test ends, and returns the port once the
// server answers PING.
func startRedisServer(t testing.TB, path string) string {
	t.Helper()
	dir := t.TempDir()
	logFile := filepath.Join(dir, "redis.log")
	// The port is free when chosen but could be taken before the server
	// binds it; another port is tried then.
	for range 3 {
		port := ClosedPort(t)
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
func waitForRedis(t testing.TB, port string, exited <-chan struct{}) error {
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
