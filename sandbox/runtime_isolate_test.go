package sandbox

import (
	"context"
	"encoding/json"
	"errors"
	"runtime"
	"strings"
	"testing"
	"time"
)

// TestIsolate runs scripts in a child process (this test binary, re-run
// as the child) and checks that they behave as in process: values, logs,
// tool calls through the parent, fetch, and the failure codes.
func TestIsolate(t *testing.T) {
	if testing.Short() {
		t.Skip("starts child processes")
	}
	rt := New(Config{Timeout: 3 * time.Second, Isolate: true, AllowedServers: []string{"files", "util"}, MaxToolCalls: 5})
	defer rt.Close()
	for _, tt := range []struct {
		name, code, input string
		want              string // JSON value, or an error code
		msg               string
	}{
		{name: "completion value", code: `({ result: input.value * 2 })`, input: `{"value": 21}`, want: `{"result":42}`},
		{name: "tool calls through the parent", code: `
			const l = call_tool("files", "list_directory", { path: "/" });
			log("entries", l.entries.length);
			const s = await call_tool("util", "add", { a: l.entries.length, b: 1 });
			let msg; try { call_tool("util", "fail", {}) } catch (e) { msg = e.message }
			return [s.sum, msg, call_tools([{ server: "util", tool: "denied" }])[0].denied]`, want: `[6,"disk on fire",true]`},
		{name: "fetch", code: `
			const r = await fetch("http://localhost:3001/mcp/call", { method: "POST", body: JSON.stringify({ server: "util", tool: "echo", args: { x: 1 } }) });
			const t = await (await fetch("http://localhost:3001/mcp/files/tools")).json();
			return [(await r.json()).result, t.tools[0].name, (await (await fetch("http://localhost/mcp/servers")).json()).servers.length]`,
			want: `[{"x":1},"list_directory",2]`},
		{name: "server not allowed", code: `call_tool("secret", "x", {})`, want: CodeServerNotAllowed},
		{name: "tool budget", code: `for (;;) call_tool("util", "echo", {})`, want: CodeMaxToolCalls},
		{name: "syntax error", code: "let x = ;", want: CodeSyntaxError, msg: "1:9:"},
		{name: "uncaught error", code: "log('a'); throw new Error('boom')", want: CodeRuntimeError, msg: "Error: boom"},
		{name: "timeout", code: `while (true) {}`, want: CodeTimeout},
	} {
		t.Run(tt.name, func(t *testing.T) {
			ctx, cancel := context.WithTimeout(context.Background(), 3*time.Second)
			if tt.want == CodeTimeout {
				ctx, cancel = context.WithTimeout(context.Background(), 300*time.Millisecond)
			}
			defer cancel()
			start := time.Now()
			res, err := rt.Run(ctx, Script{Code: tt.code, Input: json.RawMessage(tt.input)}, newRTCaller(), "iso")
			elapsed := time.Since(start)
			var e *Error
			if err != nil && !errors.As(err, &e) {
				t.Fatalf("got %T %v, want *Error", err, err)
			}
			if strings.HasPrefix(tt.want, "[") || strings.HasPrefix(tt.want, "{") {
				if e != nil {
					t.Fatalf("got %s: %s, want %s", e.Code, e.Message, tt.want)
				}
				if !jsonEqual(string(res.Value), tt.want) {
					t.Errorf("got %s, want %s", res.Value, tt.want)
				}
				return
			}
			if e == nil || e.Code != tt.want || !strings.Contains(e.Message, tt.msg) {
				t.Fatalf("got %v, want %s containing %q", err, tt.want, tt.msg)
			}
			if limit := 300*time.Millisecond + containSlack; tt.want == CodeTimeout && elapsed > limit {
				t.Errorf("returned after %v, want at most %v (the child times itself out)", elapsed, limit)
			}
			if tt.name == "uncaught error" && (len(e.Logs) != 1 || e.Logs[0].Text != "a") {
				t.Errorf("got logs %v, want [a]", e.Logs)
			}
		})
	}
}

// TestIsolateAddressSpace gives a child almost no room to grow: an
// allocation past its address-space limit kills the child, not the
// parent, and the run fails with MEMORY_LIMIT.
func TestIsolateAddressSpace(t *testing.T) {
	if runtime.GOOS != "linux" || raceBuild {
		t.Skip("RLIMIT_AS is set on Linux only, and not under the race detector")
	}
	if testing.Short() {
		t.Skip("starts child processes")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	deadline, _ := ctx.Deadline()
	cfg := New(Config{MaxMemory: 1 << 40}).Config() // the in-process guard stays out of the way
	req := isoRequest{
		Config:       cfg,
		Code:         `const chunk = "x".repeat(1 << 20), a = []; for (let i = 0; ; i++) a.push(chunk + i)`,
		Deadline:     deadline,
		AddressSpace: 256 << 20,
	}
	start := time.Now()
	w, err := startWorker(req.Config)
	if err != nil {
		t.Fatal(err)
	}
	_, e := runChild(ctx, w, req, newRTCaller())
	if e == nil || e.Code != CodeMemoryLimit {
		t.Fatalf("got %v, want MEMORY_LIMIT", e)
	}
	if d := time.Since(start); d > 4*time.Second {
		t.Errorf("took %v, want the child to die as soon as it runs out", d)
	}
}

// TestIsolateKill checks that a child stuck where no interrupt reaches is
// killed soon after the deadline.
func TestIsolateKill(t *testing.T) {
	if testing.Short() {
		t.Skip("starts child processes")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 300*time.Millisecond)
	defer cancel()
	deadline, _ := ctx.Deadline()
	// The child believes it has a minute; only the parent's kill ends it.
	req := isoRequest{Config: New(Config{}).Config(), Code: `while (true) {}`, Deadline: deadline.Add(time.Minute)}
	start := time.Now()
	w, err := startWorker(req.Config)
	if err != nil {
		t.Fatal(err)
	}
	_, e := runChild(ctx, w, req, newRTCaller())
	if e == nil || e.Code != CodeTimeout || !strings.Contains(e.Message, "killed") {
		t.Fatalf("got %v, want TIMEOUT (killed)", e)
	}
	if d := time.Since(start); d > 300*time.Millisecond+isolateGrace+containSlack {
		t.Errorf("took %v, want at most %v", d, 300*time.Millisecond+isolateGrace+containSlack)
	}
}
