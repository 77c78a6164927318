package registry

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/mcpscan/mcpscan/catalog"
)

const (
	crashEnvDB = "MCPSCAN_CRASH_CHILD_DB"
	crashTools = 10000
)

// bigServer is a server whose every tool carries the round number, so a
// reader can tell whether a write landed whole.
func bigServer(round int) catalog.Server {
	tools := make([]catalog.Tool, crashTools)
	for i := range tools {
		tools[i] = tool(fmt.Sprintf("tool_%05d", i), fmt.Sprintf("round %d: does thing %d to the workspace", round, i))
	}
	return server("big", tools...)
}

// TestMain doubles as the crashing writer of TestKilledMidTransaction: when
// started with crashEnvDB set, the test binary writes rounds forever
// instead of running tests, until its parent kills it.
func TestMain(m *testing.M) {
	if path := os.Getenv(crashEnvDB); path != "" {
		crashChild(path)
	}
	os.Exit(m.Run())
}

func crashChild(path string) {
	ctx := context.Background()
	s, err := Open(ctx, path)
	if err != nil {
		fmt.Println("error", err)
		os.Exit(1)
	}
	for round := 1; ; round++ {
		fmt.Println("begin", round)
		// One transaction rewriting 10,000 tools and their FTS rows.
		if _, err := s.UpsertServer(ctx, bigServer(round)); err != nil {
			fmt.Println("error", err)
			os.Exit(1)
		}
		fmt.Println("commit", round)
	}
}

// TestKilledMidTransaction kills a writer with SIGKILL while it is inside a
// large transaction and checks that the database reopens consistent: the
// integrity and foreign-key checks pass, the data committed before is
// intact, and the interrupted write is either wholly absent or wholly there.
func TestKilledMidTransaction(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("SIGKILL is POSIX")
	}
	if testing.Short() {
		t.Skip("writes 10,000-tool transactions")
	}
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "crash.db")
	s, err := Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.UpsertServer(ctx, server("survivor", tool("keep_me", "committed before the crash"))); err != nil {
		t.Fatal(err)
	}
	_ = s.Close()

	cmd := exec.CommandContext(ctx, os.Args[0])
	cmd.Env = append(os.Environ(), crashEnvDB+"="+path)
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	lines := make(chan string)
	go func() {
		sc := bufio.NewScanner(out)
		for sc.Scan() {
			lines <- sc.Text()
		}
		close(lines)
	}()

	// Let one round commit, timing it, then kill halfway through the second
	// round, while its transaction is being written. The kill point adapts
	// to the machine and to the race detector's slowdown.
	committed := 0
	var begun time.Time
	var roundTime time.Duration
	deadline := time.After(2 * time.Minute)
wait:
	for {
		select {
		case line, ok := <-lines:
			if !ok {
				t.Fatalf("child exited early (committed %d rounds)", committed)
			}
			switch {
			case strings.HasPrefix(line, "error"):
				t.Fatalf("child: %s", line)
			case line == "begin 1":
				begun = time.Now()
			case line == "commit 1":
				committed++
				roundTime = time.Since(begun)
			case line == "begin 2":
				break wait
			}
		case <-deadline:
			_ = cmd.Process.Kill()
			t.Fatal("child made no progress in 2 minutes")
		}
	}
	time.Sleep(roundTime / 2)
	if err := cmd.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	// Drain what the child printed before it died.
	for line := range lines {
		if strings.HasPrefix(line, "commit ") {
			committed++
		}
	}
	_ = cmd.Wait()
	t.Logf("child killed %v into round 2 (a round took %v) after %d committed rounds", roundTime/2, roundTime, committed)

	s, err = Open(ctx, path)
	if err != nil {
		t.Fatalf("reopen after crash: %v", err)
	}
	defer func() { _ = s.Close() }()
	if err := s.Check(ctx); err != nil {
		t.Fatal(err)
	}
	if tools, err := s.Tools(ctx, "survivor"); err != nil || len(tools) != 1 {
		t.Fatalf("data committed before the crash: got %d tools (%v), want 1", len(tools), err)
	}
	tools, err := s.Tools(ctx, "big")
	if err != nil {
		t.Fatal(err)
	}
	if len(tools) != crashTools {
		t.Fatalf("big server has %d current tools, want all %d", len(tools), crashTools)
	}
	rounds := map[string]int{}
	for _, tl := range tools {
		rounds[strings.SplitN(tl.Description, ":", 2)[0]]++
	}
	if len(rounds) != 1 {
		t.Fatalf("tools come from several rounds %v: a transaction landed in part", rounds)
	}
	for r := range rounds {
		want := fmt.Sprintf("round %d", committed)
		if r != want && r != fmt.Sprintf("round %d", committed+1) {
			t.Errorf("tools are from %s, want %s (or the next round if it committed just before the kill)", r, want)
		}
	}
	// The full-text index must agree with the table.
	var ftsRows, toolRows int
	if err := s.DB().QueryRowContext(ctx, `SELECT COUNT(*) FROM tools_fts`).Scan(&ftsRows); err != nil {
		t.Fatal(err)
	}
	if err := s.DB().QueryRowContext(ctx, `SELECT COUNT(*) FROM tools`).Scan(&toolRows); err != nil {
		t.Fatal(err)
	}
	if ftsRows != toolRows {
		t.Errorf("FTS index has %d rows, tools %d", ftsRows, toolRows)
	}
	if _, err := s.DB().ExecContext(ctx, `INSERT INTO tools_fts (tools_fts) VALUES ('integrity-check')`); err != nil {
		t.Errorf("FTS integrity check: %v", err)
	}
	// And the store keeps working.
	if _, err := s.UpsertServer(ctx, server("after", tool("x", "y"))); err != nil {
		t.Errorf("write after crash: %v", err)
	}
}
