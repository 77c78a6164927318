package upstream

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/mcpscan/mcpscan/catalog"
	"github.com/mcpscan/mcpscan/crawler/introspect"
)

const serverEnv = "MCPSCAN_UPSTREAM_TEST_SERVER"

func TestMain(m *testing.M) {
	if os.Getenv(serverEnv) != "" {
		s := server.NewMCPServer("files", "1.0.0", server.WithToolCapabilities(true))
		s.AddTool(mcp.NewTool("echo", mcp.WithString("text")), func(_ context.Context, r mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return mcp.NewToolResultText(r.GetString("text", "")), nil
		})
		s.AddTool(mcp.NewTool("pid"), func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return mcp.NewToolResultText(strconv.Itoa(os.Getpid())), nil
		})
		s.AddTool(mcp.NewTool("exit"), func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			os.Exit(3)
			return nil, nil
		})
		s.AddTool(mcp.NewTool("sleep", mcp.WithNumber("ms")), func(ctx context.Context, r mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			select {
			case <-time.After(time.Duration(r.GetFloat("ms", 0)) * time.Millisecond):
			case <-ctx.Done():
			}
			return mcp.NewToolResultText("slept"), nil
		})
		s.AddTool(mcp.NewTool("grow"), func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			// Adding a tool sends notifications/tools/list_changed.
			s.AddTool(mcp.NewTool("grown"), func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error) {
				return mcp.NewToolResultText("new"), nil
			})
			return mcp.NewToolResultText("grew"), nil
		})
		_ = server.ServeStdio(s)
		os.Exit(0)
	}
	os.Exit(m.Run())
}

func good() introspect.Target {
	return introspect.Target{Name: "files", Transport: introspect.TransportStdio, Command: os.Args[0], Env: map[string]string{serverEnv: "1"}}
}

func text(t *testing.T, res *mcp.CallToolResult) string {
	t.Helper()
	if res == nil || len(res.Content) == 0 {
		t.Fatalf("empty result %+v", res)
	}
	return res.Content[0].(mcp.TextContent).Text
}

func TestPool(t *testing.T) {
	ctx := context.Background()
	p := NewPool([]introspect.Target{good(), {Name: "broken", Transport: introspect.TransportStdio, Command: "/no/such/server"}},
		introspect.Limits{Timeout: 5 * time.Second})
	defer p.Close()
	if got := strings.Join(p.Names(), ","); got != "files,broken" {
		t.Errorf("names: %s", got)
	}
	tools, err := p.Tools(ctx, "files")
	if err != nil || len(tools) != 5 {
		t.Fatalf("tools: %d %v", len(tools), err)
	}
	res, err := p.CallTool(ctx, "files", "echo", map[string]any{"text": "hello"})
	if err != nil || text(t, res) != "hello" {
		t.Fatalf("echo: %+v %v", res, err)
	}
	if _, err := p.CallTool(ctx, "files", "no_such_tool", nil); err == nil {
		t.Error("unknown tool accepted")
	}
	// An error answer keeps the session: same process.
	r1, _ := p.CallTool(ctx, "files", "pid", nil)
	r2, _ := p.CallTool(ctx, "files", "pid", nil)
	if text(t, r1) != text(t, r2) {
		t.Error("session was replaced without cause")
	}
	if _, err := p.Tools(ctx, "nope"); !errors.Is(err, ErrUnknownServer) {
		t.Errorf("unknown server: %v", err)
	}
	// A server that cannot start fails fast during the backoff.
	if _, err := p.Tools(ctx, "broken"); err == nil {
		t.Fatal("broken server listed")
	}
	start := time.Now()
	_, err = p.CallTool(ctx, "broken", "x", nil)
	if err == nil || !strings.Contains(err.Error(), "unavailable (reconnecting in") || time.Since(start) > 100*time.Millisecond {
		t.Errorf("fast fail: %v after %v", err, time.Since(start))
	}
}

func TestPoolReconnectsAfterCrash(t *testing.T) {
	ctx := context.Background()
	p := NewPool([]introspect.Target{good()}, introspect.Limits{Timeout: 5 * time.Second})
	defer p.Close()
	clock := time.Now()
	p.now = func() time.Time { return clock }
	first, err := p.CallTool(ctx, "files", "pid", nil)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := p.CallTool(ctx, "files", "exit", nil); err == nil {
		t.Fatal("call to a dying server succeeded")
	}
	if _, err := p.CallTool(ctx, "files", "pid", nil); err == nil || !strings.Contains(err.Error(), "unavailable") {
		t.Errorf("during backoff: %v", err)
	}
	clock = clock.Add(6 * time.Second)
	again, err := p.CallTool(ctx, "files", "pid", nil)
	if err != nil {
		t.Fatal(err)
	}
	if text(t, first) == text(t, again) {
		t.Error("not a new process after the crash")
	}
}

func TestLoadConfig(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "servers.json")
	t.Setenv("MCPSCAN_TEST_TOKEN", "s3cret")
	doc := `{"mcpServers": {
	  "files": {"command": "node", "args": ["server.js"], "env": {"TOKEN": "${env:MCPSCAN_TEST_TOKEN}"}},
	  "remote": {"url": "http://127.0.0.1:9/mcp", "headers": {"Authorization": "Bearer ${input:key}"}},
	  "off": {"command": "x", "disabled": true}
	}}`
	if err := os.WriteFile(path, []byte(doc), 0o600); err != nil {
		t.Fatal(err)
	}
	targets, problems, err := LoadConfig(path)
	if err != nil {
		t.Fatal(err)
	}
	// Without its input the remote server is not started (rather than
	// sent an empty secret), and the problem says how to give it.
	if len(targets) != 1 || targets[0].Env["TOKEN"] != "s3cret" || !targets[0].ClientEnv {
		t.Errorf("targets: %+v", targets)
	}
	if len(problems) != 3 || !strings.Contains(strings.Join(problems, "\n"), `"remote" is not started: it needs input "key" (set MCPSCAN_INPUT_KEY)`) {
		t.Errorf("problems: %v", problems)
	}
	t.Setenv("MCPSCAN_INPUT_KEY", "k-1")
	targets, _, err = LoadConfig(path)
	if err != nil {
		t.Fatal(err)
	}
	if len(targets) != 2 || targets[1].Headers["Authorization"] != "Bearer k-1" || targets[1].ClientEnv {
		t.Errorf("with the input: %+v", targets)
	}
}

func TestPoolLimitsCalls(t *testing.T) {
	ctx := context.Background()
	p := NewPoolWithOptions([]introspect.Target{good()}, Options{Limits: introspect.Limits{Timeout: 5 * time.Second},
		CallTimeout: 300 * time.Millisecond, MaxConcurrent: 1})
	defer p.Close()
	if _, err := p.Tools(ctx, "files"); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() {
		_, err := p.CallTool(ctx, "files", "sleep", map[string]any{"ms": 10000})
		done <- err
	}()
	// Wait until the first call holds the one slot: a fixed sleep lets a
	// slow start send the second call first.
	for len(p.servers["files"].slots) == 0 {
		time.Sleep(time.Millisecond)
	}
	start := time.Now()
	// The second caller gives up before the first call's deadline frees
	// the slot.
	short, cancel := context.WithTimeout(ctx, 100*time.Millisecond)
	defer cancel()
	_, err := p.CallTool(short, "files", "echo", map[string]any{"text": "x"})
	if err == nil || !strings.Contains(err.Error(), "is busy") {
		t.Errorf("second call with one slot: got %v, want busy", err)
	}
	if el := time.Since(start); el > time.Second {
		t.Errorf("busy answer took %v", el)
	}
	err = <-done
	if err == nil || !strings.Contains(err.Error(), "no answer within 300ms") {
		t.Errorf("hanging call: got %v, want a timeout", err)
	}
	// The session survives a timeout and the slot is free again.
	res, err := p.CallTool(ctx, "files", "echo", map[string]any{"text": "after"})
	if err != nil || text(t, res) != "after" {
		t.Errorf("after the timeout: %+v %v", res, err)
	}
}

func TestPoolSupervisorRestartsAndRelists(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	changes := make(chan []catalog.Tool, 16)
	p := NewPoolWithOptions([]introspect.Target{good(), {Name: "broken", Transport: introspect.TransportStdio, Command: "/no/such/server"}},
		Options{Limits: introspect.Limits{Timeout: 5 * time.Second}, Backoff: 50 * time.Millisecond,
			OnChange: func(name string, tools []catalog.Tool) {
				if name == "files" {
					changes <- tools
				}
			}})
	defer p.Close()
	p.Supervise(ctx)
	wait := func(what string) []catalog.Tool {
		t.Helper()
		select {
		case tools := <-changes:
			return tools
		case <-time.After(10 * time.Second):
			t.Fatalf("no tool list after %s", what)
			return nil
		}
	}
	if got := len(wait("start")); got != 5 {
		t.Fatalf("tools at start: got %d, want 5", got)
	}
	// Under a supervisor a call to a server that is down fails fast.
	start := time.Now()
	if _, err := p.CallTool(ctx, "broken", "x", nil); err == nil || !strings.Contains(err.Error(), "unavailable") || time.Since(start) > 100*time.Millisecond {
		t.Errorf("broken server: %v after %v", err, time.Since(start))
	}

	if _, err := p.CallTool(ctx, "files", "grow", nil); err != nil {
		t.Fatal(err)
	}
	if got := len(wait("list_changed")); got != 6 {
		t.Errorf("tools after list_changed: got %d, want 6", got)
	}

	first, err := p.CallTool(ctx, "files", "pid", nil)
	if err != nil {
		t.Fatal(err)
	}
	_, _ = p.CallTool(ctx, "files", "exit", nil)
	if got := len(wait("restart")); got != 5 {
		t.Errorf("tools after restart: got %d, want 5", got)
	}
	again, err := p.CallTool(ctx, "files", "pid", nil)
	if err != nil {
		t.Fatal(err)
	}
	if text(t, first) == text(t, again) {
		t.Error("no new process after the crash")
	}
}
