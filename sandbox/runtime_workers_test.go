package sandbox

import (
	"context"
	"errors"
	"os"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// children lists the processes this process started as sandbox workers.
func children(t *testing.T) []int {
	t.Helper()
	entries, err := os.ReadDir("/proc")
	if err != nil {
		t.Skip("no /proc")
	}
	var out []int
	me := strconv.Itoa(os.Getpid())
	for _, e := range entries {
		pid, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		stat, err := os.ReadFile("/proc/" + e.Name() + "/stat")
		if err != nil {
			continue
		}
		// pid (comm) state ppid …: comm may hold spaces; ppid follows ')'.
		fields := strings.Fields(string(stat[strings.LastIndexByte(string(stat), ')')+1:]))
		if len(fields) < 2 || fields[1] != me {
			continue
		}
		env, _ := os.ReadFile("/proc/" + e.Name() + "/environ")
		if strings.Contains(string(env), isolatedEnv+"=1") {
			out = append(out, pid)
		}
	}
	return out
}

func waitChildren(t *testing.T, n int) []int {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for {
		c := children(t)
		if len(c) == n || time.Now().After(deadline) {
			return c
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// A worker killed in the middle of its run fails that run only; the next
// run gets a fresh worker; Close leaves no child behind.
func TestWorkerKilledMidRun(t *testing.T) {
	rt := New(Config{Timeout: 10 * time.Second, Isolate: true, PoolSize: 1})
	rt.workers.waitWarm(10 * time.Second)
	if got := waitChildren(t, 1); len(got) != 1 {
		t.Fatalf("warm workers: %v, want 1", got)
	}
	done := make(chan error, 1)
	go func() {
		_, err := rt.Run(context.Background(), Script{Code: `let i = 0; while (true) { i++ }`}, nil, "")
		done <- err
	}()
	// The warm worker is taken, its replacement starts after the run: the
	// one child now is the busy one.
	time.Sleep(300 * time.Millisecond)
	busy := children(t)
	if len(busy) != 1 {
		t.Fatalf("children during the run: %v, want 1", busy)
	}
	if err := syscall.Kill(busy[0], syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	var e *Error
	if err := <-done; !errors.As(err, &e) || e.Code != CodeRuntimeError {
		t.Fatalf("the killed run: got %v, want RUNTIME_ERROR", err)
	}
	res, err := rt.Run(context.Background(), Script{Code: `6 * 7`}, nil, "")
	if err != nil || string(res.Value) != "42" {
		t.Fatalf("the next run: %v %v", res, err)
	}
	rt.Close()
	if left := waitChildren(t, 0); len(left) != 0 {
		t.Errorf("children left after Close: %v", left)
	}
}

// Memory is a run's own when it runs isolated: a run that grows past its
// budget fails alone, and a small run at the same time succeeds.
func TestIsolatedMemoryIsPerRun(t *testing.T) {
	rt := New(Config{Timeout: 10 * time.Second, Isolate: true, PoolSize: 2, MaxMemory: 64 << 20})
	defer rt.Close()
	var wg sync.WaitGroup
	var hogErr, smallErr error
	wg.Go(func() {
		_, hogErr = rt.Run(context.Background(), Script{Code: `const a = []; for (let i = 0; ; i++) a.push("x".repeat(1 << 16) + i)`}, nil, "")
	})
	wg.Go(func() {
		_, smallErr = rt.Run(context.Background(), Script{Code: `let s = 0; for (let i = 0; i < 3e5; i++) { s += i % 7 }; s`}, nil, "")
	})
	wg.Wait()
	var e *Error
	if !errors.As(hogErr, &e) || e.Code != CodeMemoryLimit {
		t.Errorf("the hog: got %v, want MEMORY_LIMIT", hogErr)
	}
	if smallErr != nil {
		t.Errorf("the small run beside it: %v", smallErr)
	}
}
