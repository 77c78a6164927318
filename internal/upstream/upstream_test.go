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

	"github.com/mcpscan/mcpscan/crawler/introspect"
)

const serverEnv = "MCPSCAN_UPSTREAM_TEST_SERVER"

func TestMain(m *testing.M) {
	if os.Getenv(serverEnv) != "" {
		s := server.NewMCPServer("files", "1.0.0", server.WithToolCapabilities(false))
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
	if err != nil || len(tools) != 3 {
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
	if err == nil || !strings.Contains(err.Error(), "unavailable (retrying in") || time.Since(start) > 100*time.Millisecond {
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
	if len(targets) != 2 || targets[0].Env["TOKEN"] != "s3cret" || targets[1].Transport != introspect.TransportStreamableHTTP {
		t.Errorf("targets: %+v", targets)
	}
	if len(problems) != 3 || !strings.Contains(strings.Join(problems, "\n"), `asks for input "key"`) {
		t.Errorf("problems: %v", problems)
	}
}
