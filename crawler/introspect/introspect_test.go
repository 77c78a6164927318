package introspect

import (
	"context"
	"errors"
	"net/http/httptest"
	"os"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/server"
)

var fast = Limits{Timeout: 3 * time.Second}

func toolNames(r *Result) string {
	var names []string
	for _, t := range r.Server.Tools {
		names = append(names, t.Name)
	}
	return strings.Join(names, ",")
}

// checkReference asserts what every transport must read from the
// reference server.
func checkReference(t *testing.T, r *Result) {
	t.Helper()
	if got, want := toolNames(r), "delete_file,execute_code,list_invoices,read_file,send_message"; got != want {
		t.Errorf("tools: got %s, want %s", got, want)
	}
	if r.ToolPages != 3 {
		t.Errorf("tool pages: got %d, want 3 (pagination limit 2)", r.ToolPages)
	}
	if r.Prompts != 1 || r.Resources != 2 {
		t.Errorf("prompts/resources: got %d/%d, want 1/2", r.Prompts, r.Resources)
	}
	srv := r.Server
	if srv.Instructions != "Use read_file before delete_file." {
		t.Errorf("instructions: got %q", srv.Instructions)
	}
	if len(srv.Prompts) != 1 || srv.Prompts[0].Description != "Summarise a text." || len(srv.Prompts[0].Arguments) != 1 ||
		srv.Prompts[0].Arguments[0].Description != "What to summarise." {
		t.Errorf("prompts: got %+v", srv.Prompts)
	}
	if len(srv.Resources) != 2 || srv.Resources[1].URI != "file:///b" || srv.Resources[1].Description != "File file:///b" {
		t.Errorf("resources: got %+v", srv.Resources)
	}
	if r.ServerInfo.Name != "reference" || r.Server.Version != "1.2.3" {
		t.Errorf("server info: got %+v", r.ServerInfo)
	}
	exec, ok := r.Server.Tool("execute_code")
	if !ok {
		t.Fatal("execute_code missing")
	}
	for _, kw := range []string{`"$schema"`, `"oneOf"`, `"x-vendor":{"sandbox":false}`} {
		if !strings.Contains(string(exec.InputSchema), kw) {
			t.Errorf("schema lost %s: %s", kw, exec.InputSchema)
		}
	}
	read, _ := r.Server.Tool("read_file")
	if read.Annotations.ReadOnlyHint == nil || !*read.Annotations.ReadOnlyHint {
		t.Errorf("read_file annotations: got %+v", read.Annotations)
	}
	if len(r.Warnings) != 0 {
		t.Errorf("warnings: %v", r.Warnings)
	}
}

func TestStdio(t *testing.T) {
	r, err := Introspect(context.Background(), stdioTarget("reference", nil), fast)
	if err != nil {
		t.Fatal(err)
	}
	checkReference(t, r)
	if r.Server.Name != "test-reference" {
		t.Errorf("name: got %q, want the target's name", r.Server.Name)
	}
}

func TestStdioNoisyServerStillWorks(t *testing.T) {
	r, err := Introspect(context.Background(), stdioTarget("noisy", nil), fast)
	if err != nil {
		t.Fatal(err)
	}
	checkReference(t, r)
}

func TestStreamableHTTP(t *testing.T) {
	srv := httptest.NewServer(server.NewStreamableHTTPServer(referenceServer()))
	defer srv.Close()
	r, err := Introspect(context.Background(), Target{Name: "http", Transport: TransportStreamableHTTP, URL: srv.URL + "/mcp",
		Headers: map[string]string{"Authorization": "Bearer secret"}}, fast)
	if err != nil {
		t.Fatal(err)
	}
	checkReference(t, r)
	if len(r.Server.Remotes) != 1 || r.Server.Remotes[0].URL != srv.URL+"/mcp" || len(r.Server.Remotes[0].Headers) != 0 {
		t.Errorf("remotes: got %+v, want the URL without headers", r.Server.Remotes)
	}
}

func TestSSE(t *testing.T) {
	sse := server.NewSSEServer(referenceServer())
	srv := httptest.NewServer(sse)
	defer srv.Close()
	r, err := Introspect(context.Background(), Target{Name: "sse", Transport: TransportSSE, URL: srv.URL + "/sse"}, fast)
	if err != nil {
		t.Fatal(err)
	}
	checkReference(t, r)
}

func TestCleanEnvironment(t *testing.T) {
	t.Setenv("MCPSCAN_SECRET_OF_THE_SCANNER", "must-not-leak")
	r, err := Introspect(context.Background(), stdioTarget("env", map[string]string{"API_KEY": "dummy"}), fast)
	if err != nil {
		t.Fatal(err)
	}
	env, _ := r.Server.Tool("env")
	cwd, _ := r.Server.Tool("cwd")
	var names []string
	home := ""
	for _, kv := range strings.Split(env.Description, "\n") {
		k, v, _ := strings.Cut(kv, "=")
		names = append(names, k)
		if k == "HOME" {
			home = v
		}
	}
	if got, want := strings.Join(names, ","), "API_KEY,HOME,"+serverModeEnv+",PATH,TMPDIR"; got != want {
		t.Errorf("server environment: got %s, want %s", got, want)
	}
	if home == "" || home == os.Getenv("HOME") || cwd.Description != home {
		t.Errorf("HOME %q and working dir %q: want the same fresh temp dir", home, cwd.Description)
	}
	if _, err := os.Stat(home); !os.IsNotExist(err) {
		t.Errorf("temp home %s left behind (%v)", home, err)
	}
}

func TestBadToolsAreDroppedWithWarnings(t *testing.T) {
	r, err := Introspect(context.Background(), stdioTarget("bad-tools", nil), Limits{Timeout: 3 * time.Second, MaxDescription: 1000})
	if err != nil {
		t.Fatal(err)
	}
	if got := toolNames(r); got != "ok,long" {
		t.Errorf("tools: got %s, want ok,long", got)
	}
	want := []string{"want a string", "without a name", `duplicate tool "ok"`, "cut to 1000", "resources/list failed: server answered with error -32603: connect ECONNREFUSED"}
	if len(r.Warnings) != len(want) {
		t.Fatalf("warnings: got %q, want %d", r.Warnings, len(want))
	}
	for i, w := range want {
		if !strings.Contains(r.Warnings[i], w) {
			t.Errorf("warning %d: got %q, want it to contain %q", i, r.Warnings[i], w)
		}
	}
	long, _ := r.Server.Tool("long")
	if len(long.Description) > 1000 || !strings.HasPrefix(long.Description, "é") || strings.ContainsRune(long.Description, '\uFFFD') {
		t.Errorf("cut description: %d bytes, valid prefix? %v", len(long.Description), strings.HasPrefix(long.Description, "é"))
	}
}

// TestHostileServers runs servers that misbehave in every way we know: each
// must fail with a clear reason, within the deadline plus a small margin,
// leaving no process or goroutine behind.
func TestHostileServers(t *testing.T) {
	for _, tt := range []struct {
		mode   string
		limits Limits
		want   []string // parts of the error message
		is     error
	}{
		{"silent", Limits{Timeout: time.Second}, []string{"initialize", "no answer before the deadline"}, ErrTimeout},
		{"grandchild", Limits{Timeout: time.Second}, []string{"initialize", "no answer before the deadline"}, ErrTimeout},
		{"garbage", Limits{Timeout: time.Second}, []string{"not valid JSON", "Welcome! Type 'help'"}, ErrTimeout},
		{"endless-pages", Limits{Timeout: 5 * time.Second, MaxPages: 50}, []string{"tools/list", "more than 50 pages"}, ErrTooMany},
		{"cursor-loop", Limits{Timeout: 5 * time.Second}, []string{"tools/list", `cursor "same" repeats`}, nil},
		{"huge-description", Limits{Timeout: 10 * time.Second}, []string{"tools/list", "more than 16777216 bytes"}, ErrTooLarge},
		{"invalid-json", Limits{Timeout: time.Second}, []string{"tools/list", "not valid JSON", `{"name":"x",}`}, ErrTimeout},
		{"crash-mid-list", Limits{Timeout: 5 * time.Second}, []string{"tools/list", "server closed the connection", "exit status 3", "panic: database connection lost"}, nil},
		{"error-answer", Limits{Timeout: 5 * time.Second}, []string{"tools/list", "error -32000: missing API key"}, nil},
		{"many-tools", Limits{Timeout: 5 * time.Second, MaxTools: 10}, []string{"more than 10 tools"}, ErrTooMany},
	} {
		t.Run(tt.mode, func(t *testing.T) {
			goroutines := runtime.NumGoroutine()
			var before, after runtime.MemStats
			runtime.ReadMemStats(&before)
			start := time.Now()
			_, err := Introspect(context.Background(), stdioTarget(tt.mode, nil), tt.limits)
			took := time.Since(start)
			runtime.ReadMemStats(&after)
			// Everything read is capped at MaxBytes (16 MiB by default);
			// the 50 MB description must not be held, let alone copied.
			if alloc := after.TotalAlloc - before.TotalAlloc; alloc > 80<<20 {
				t.Errorf("allocated %d MiB, want under 80 MiB", alloc>>20)
			}
			if err == nil {
				t.Fatal("got no error")
			}
			var ie *Error
			if !errors.As(err, &ie) || ie.Target != "test-"+tt.mode {
				t.Errorf("got %T, want *Error naming the target", err)
			}
			for _, w := range tt.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error %q lacks %q", err, w)
				}
			}
			if tt.is != nil && !errors.Is(err, tt.is) {
				t.Errorf("error %q is not %v", err, tt.is)
			}
			// The deadline plus the shutdown grace (300 ms for a polite
			// exit, 200 ms to collect the exit status), with room for a
			// loaded two-core machine.
			if limit := tt.limits.Timeout + 3*time.Second; took > limit {
				t.Errorf("took %v, want under %v", took, limit)
			}
			waitGoroutines(t, goroutines)
		})
	}
}

// waitGoroutines fails if goroutines started by an introspection are still
// running shortly after it returned.
func waitGoroutines(t *testing.T, before int) {
	t.Helper()
	deadline := time.Now().Add(2 * time.Second)
	for runtime.NumGoroutine() > before+2 {
		if time.Now().After(deadline) {
			buf := make([]byte, 1<<16)
			n := runtime.Stack(buf, true)
			t.Errorf("%d goroutines before, %d after:\n%s", before, runtime.NumGoroutine(), buf[:n])
			return
		}
		time.Sleep(20 * time.Millisecond)
	}
}

func TestGrandchildIsKilled(t *testing.T) {
	// The grandchild is "sleep 3600" started by the server; after the
	// introspection gives up, no such process may remain in our tree.
	_, _ = Introspect(context.Background(), stdioTarget("grandchild", nil), Limits{Timeout: 500 * time.Millisecond})
	out, err := os.ReadFile("/proc/self/stat")
	if err != nil {
		t.Skip("no /proc")
	}
	_ = out
	entries, _ := os.ReadDir("/proc")
	me := os.Getpid()
	for _, e := range entries {
		stat, err := os.ReadFile("/proc/" + e.Name() + "/stat")
		if err != nil {
			continue
		}
		fields := strings.Fields(string(stat))
		// A killed process may linger as a zombie until PID 1 reaps it;
		// it runs nothing.
		if len(fields) > 4 && strings.Contains(fields[1], "sleep") && fields[2] != "Z" {
			cmdline, _ := os.ReadFile("/proc/" + e.Name() + "/cmdline")
			if strings.Contains(string(cmdline), "3600") {
				t.Errorf("grandchild %s (%s) still running; our pid %d", e.Name(), cmdline, me)
			}
		}
	}
}

func TestUnknownTransportAndMissingCommand(t *testing.T) {
	for _, tt := range []struct {
		target Target
		want   string
	}{
		{Target{Name: "x", Transport: "carrier-pigeon"}, `unknown transport "carrier-pigeon"`},
		{Target{Name: "x", Transport: TransportStdio}, "no command to start"},
		{Target{Name: "x", Transport: TransportStdio, Command: "/no/such/binary"}, "start /no/such/binary"},
		{Target{Name: "x", Transport: TransportStreamableHTTP}, "no URL"},
	} {
		_, err := Introspect(context.Background(), tt.target, fast)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("got %v, want %q", err, tt.want)
		}
	}
}
