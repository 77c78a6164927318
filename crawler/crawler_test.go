package crawler

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/mcpscan/mcpscan/catalog"
	"github.com/mcpscan/mcpscan/crawler/introspect"
	"github.com/mcpscan/mcpscan/registry"
)

// The test binary doubles as a small stdio MCP server.
const serverEnv = "MCPSCAN_CRAWLER_TEST_SERVER"

func TestMain(m *testing.M) {
	if name := os.Getenv(serverEnv); name != "" {
		s := server.NewMCPServer(name, "0.9.0", server.WithToolCapabilities(false))
		never := func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error) { panic("never called") }
		s.AddTool(mcp.NewTool("run_command", mcp.WithDescription("Run a shell command."), mcp.WithString("command")), never)
		s.AddTool(mcp.NewTool("get_status", mcp.WithDescription("Get the status."), mcp.WithReadOnlyHintAnnotation(true)), never)
		if err := server.ServeStdio(s); err != nil {
			os.Exit(1)
		}
		os.Exit(0)
	}
	os.Exit(m.Run())
}

func testTarget(name string) *introspect.Target {
	return &introspect.Target{Name: name, Transport: introspect.TransportStdio, Command: os.Args[0],
		Env: map[string]string{serverEnv: name}}
}

func openStore(t testing.TB) *registry.Store {
	t.Helper()
	s, err := registry.Open(context.Background(), filepath.Join(t.TempDir(), "reg.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = s.Close() })
	return s
}

// listSource emits fixed items and records the state it was given.
type listSource struct {
	items     []Item
	gotState  string
	nextState string
	err       error
}

func (s *listSource) Name() string   { return "test" }
func (s *listSource) Target() string { return "list" }
func (s *listSource) Find(_ context.Context, state string, emit func(Item) error) (string, error) {
	s.gotState = state
	for _, it := range s.items {
		if err := emit(it); err != nil {
			return state, err
		}
	}
	return s.nextState, s.err
}

func writeDumpFile(t *testing.T, dir, name, desc string) {
	t.Helper()
	doc := fmt.Sprintf(`{"server": %q, "tools": [{"name": "exec", "description": %q, "inputSchema": {"type":"object"}},
		{"name": "read", "description": "Read a record."}]}`, name, desc)
	if err := os.WriteFile(filepath.Join(dir, name+".json"), []byte(doc), 0o600); err != nil {
		t.Fatal(err)
	}
}

func TestFileCrawlIdempotentAndDrift(t *testing.T) {
	ctx := context.Background()
	store := openStore(t)
	dir := t.TempDir()
	writeDumpFile(t, dir, "alpha", "Runs a report.")
	writeDumpFile(t, dir, "beta", "Runs a report.")
	src := &FileSource{Paths: []string{dir}}

	first, err := Crawl(ctx, store, src, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if first.Found != 2 || first.New != 2 || first.Tools != 4 || first.Status != registry.RunOK {
		t.Fatalf("first crawl: got %+v", first)
	}
	second, err := Crawl(ctx, store, src, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if second.Unchanged != 2 || second.New != 0 || second.Changed != 0 || len(second.Drift) != 0 {
		t.Errorf("re-crawl: got %+v, want everything unchanged", second)
	}

	writeDumpFile(t, dir, "beta", "Runs any shell command you give it.")
	third, err := Crawl(ctx, store, src, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if third.Changed != 1 || len(third.Drift) != 1 || third.Drift[0].Server != "beta" || third.Drift[0].Tool != "exec" ||
		third.Drift[0].OldHash == third.Drift[0].NewHash {
		t.Errorf("drift: got %+v", third)
	}
	hist, err := store.ToolHistory(ctx, "beta", "exec")
	if err != nil || len(hist) != 2 {
		t.Errorf("history: got %d versions (%v), want 2", len(hist), err)
	}
	runs, _ := store.CrawlRuns(ctx, 10)
	if len(runs) != 3 || runs[0].ServersChanged != 1 || runs[0].Status != registry.RunOK {
		t.Errorf("runs: got %+v", runs)
	}
}

func TestLiveItemsAndFailures(t *testing.T) {
	ctx := context.Background()
	store := openStore(t)
	dumps := t.TempDir()
	var outcomes []Outcome
	src := &listSource{items: []Item{
		{Server: catalog.Server{Name: "live-one", Source: catalog.SourceConfig}, Target: testTarget("live-one"), Location: "a.json:3"},
		{Server: catalog.Server{Name: "broken", Source: catalog.SourceConfig},
			Target: &introspect.Target{Name: "broken", Transport: introspect.TransportStdio, Command: "/no/such/server"}},
		{Server: catalog.Server{Name: "live-two", Description: "from the config"}, Target: testTarget("live-two")},
		{Server: catalog.Server{Name: "prepared"}, Prepare: func(context.Context) (introspect.Target, func(), error) {
			return *testTarget("prepared"), func() {}, nil
		}},
		{Server: catalog.Server{Name: "failed-prepare"}, Prepare: func(context.Context) (introspect.Target, func(), error) {
			return introspect.Target{}, nil, fmt.Errorf("npm install failed-prepare: E404")
		}},
	}}
	sum, err := Crawl(ctx, store, src, Options{Concurrency: 3, DumpDir: dumps, Limits: introspect.Limits{Timeout: 10 * time.Second},
		OnItem: func(o Outcome) { outcomes = append(outcomes, o) }})
	if err != nil {
		t.Fatal(err)
	}
	if sum.Found != 5 || sum.New != 3 || sum.Failed != 2 || sum.Tools != 6 || sum.Status != registry.RunPartial {
		t.Errorf("summary: got %+v", sum)
	}
	if len(outcomes) != 5 {
		t.Errorf("outcomes: got %d, want 5", len(outcomes))
	}
	reasons := map[string]string{}
	for _, f := range sum.Failures {
		reasons[f.Server] = f.Reason
	}
	if !strings.Contains(reasons["broken"], "start /no/such/server") || !strings.Contains(reasons["failed-prepare"], "E404") {
		t.Errorf("failure reasons: got %v", reasons)
	}
	got, err := store.Server(ctx, "live-two")
	if err != nil {
		t.Fatal(err)
	}
	if got.Description != "from the config" || got.Version != "0.9.0" || len(got.Tools) != 2 {
		t.Errorf("merged server: got %+v", got.Server)
	}
	// Dumps decode back to the same tools.
	data, err := os.ReadFile(filepath.Join(dumps, "live-one.json"))
	if err != nil {
		t.Fatal(err)
	}
	servers, err := catalog.DecodeServers(data, "x")
	if err != nil || len(servers) != 1 || servers[0].Name != "live-one" || len(servers[0].Tools) != 2 {
		t.Fatalf("dump: %v %+v", err, servers)
	}
	stored, _ := store.Tools(ctx, "live-one")
	for i, tl := range servers[0].Tools {
		if tl.Hash() != stored[i].Hash {
			t.Errorf("dumped tool %s hash %s, stored %s", tl.Name, tl.Hash(), stored[i].Hash)
		}
	}
	runs, _ := store.CrawlRuns(ctx, 1)
	if len(runs) != 1 || len(runs[0].Failures) != 2 || runs[0].Status != registry.RunPartial {
		t.Errorf("recorded run: got %+v", runs)
	}
}

func TestIncrementalState(t *testing.T) {
	ctx := context.Background()
	store := openStore(t)
	src := &listSource{items: []Item{{Server: catalog.Server{Name: "a"}}}, nextState: "2026-11-01T00:00:00Z"}
	if _, err := Crawl(ctx, store, src, Options{Incremental: true}); err != nil {
		t.Fatal(err)
	}
	if src.gotState != "" {
		t.Errorf("first run got state %q, want none", src.gotState)
	}
	src.nextState = "2026-11-02T00:00:00Z"
	if _, err := Crawl(ctx, store, src, Options{Incremental: true}); err != nil {
		t.Fatal(err)
	}
	if src.gotState != "2026-11-01T00:00:00Z" {
		t.Errorf("second run got state %q, want the first run's", src.gotState)
	}
	// A source that breaks off keeps the old resume point.
	src.err = fmt.Errorf("page 7: 503")
	src.nextState = "2026-12-31T00:00:00Z"
	sum, err := Crawl(ctx, store, src, Options{Incremental: true})
	if err != nil {
		t.Fatal(err)
	}
	if sum.Status != registry.RunPartial || sum.State != "2026-11-02T00:00:00Z" {
		t.Errorf("broken-off run: status %s state %s, want partial and the old state", sum.Status, sum.State)
	}
	src.err, src.items = fmt.Errorf("connection refused"), nil
	sum, _ = Crawl(ctx, store, src, Options{Incremental: true})
	if sum.Status != registry.RunFailed {
		t.Errorf("status: got %s, want failed", sum.Status)
	}
}

func TestDumpFileName(t *testing.T) {
	for in, want := range map[string]string{
		"@modelcontextprotocol/server-memory": "modelcontextprotocol_server-memory.json",
		"io.github.x/y":                       "io.github.x_y.json",
		"../../etc/passwd":                    "etc_passwd.json",
		"":                                    "server.json",
	} {
		if got := DumpFileName(in); got != want {
			t.Errorf("DumpFileName(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestChooseBin(t *testing.T) {
	for _, tt := range []struct {
		pkg, bin, want string
	}{
		{"@scope/server-x", `"dist/index.js"`, "server-x"},
		{"a", `{"only": "x.js"}`, "only"},
		{"@s/tool", `{"helper": "h.js", "tool": "t.js"}`, "tool"},
		{"@s/pkg", `{"helper": "h.js", "pkg-mcp": "m.js"}`, "pkg-mcp"},
	} {
		name, _, err := chooseBin(tt.pkg, json.RawMessage(tt.bin))
		if err != nil || name != tt.want {
			t.Errorf("%s %s: got %q (%v), want %q", tt.pkg, tt.bin, name, err, tt.want)
		}
	}
	if _, _, err := chooseBin("x", nil); err == nil {
		t.Error("no bin accepted")
	}
}

// BenchmarkIntrospect50 introspects 50 local stdio servers with one worker
// and with eight.
func BenchmarkIntrospect50(b *testing.B) {
	for _, workers := range []int{1, 8} {
		b.Run(fmt.Sprintf("concurrency=%d", workers), func(b *testing.B) {
			items := make([]Item, 50)
			for i := range items {
				name := fmt.Sprintf("bench-%02d", i)
				items[i] = Item{Server: catalog.Server{Name: name}, Target: testTarget(name)}
			}
			for i := range b.N {
				b.StopTimer()
				store, err := registry.Open(context.Background(), filepath.Join(b.TempDir(), fmt.Sprintf("b%d.db", i)))
				if err != nil {
					b.Fatal(err)
				}
				b.StartTimer()
				sum, err := Crawl(context.Background(), store, &listSource{items: items}, Options{Concurrency: workers})
				if err != nil || sum.Failed > 0 {
					b.Fatalf("crawl: %v %+v", err, sum.Failures)
				}
				b.StopTimer()
				_ = store.Close()
				b.StartTimer()
			}
			b.ReportMetric(50/(b.Elapsed().Seconds()/float64(b.N)), "servers/s")
		})
	}
}

// A file that cannot be used is a failure, not a note; one a client may
// hold without servers is a failure only when the user named it.
func TestConfigSourceFailures(t *testing.T) {
	dir := t.TempDir()
	docs := map[string]string{"bad.json": "{bad", "nokey.json": `{"mcpServer": {}}`, "array.json": `[1]`, "empty.json": ""}
	for name, doc := range docs {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(doc), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	bad, noKey, array, empty := filepath.Join(dir, "bad.json"), filepath.Join(dir, "nokey.json"), filepath.Join(dir, "array.json"), filepath.Join(dir, "empty.json")
	for _, tt := range []struct {
		name string
		path string
		want ConfigFailure
	}{
		{"missing", filepath.Join(dir, "nope.json"), ConfigFailure{Location: filepath.Join(dir, "nope.json"),
			Reason: "no such file or directory"}},
		{"directory", dir, ConfigFailure{Location: dir, Reason: "is a directory"}},
		{"not JSON", bad, ConfigFailure{Location: bad, Reason: "line 1, column 2: invalid character 'b' looking for beginning of object key string"}},
		{"no servers key", noKey, ConfigFailure{Location: noKey, Reason: `no "mcpServers", "servers" or "mcp"."servers" key: not an MCP client configuration`}},
		{"top level not an object", array, ConfigFailure{Location: array + ":1:1", Reason: `the top level is an array, want an object with "mcpServers" or "servers"`}},
		{"empty", empty, ConfigFailure{Location: empty, Reason: "the file is empty"}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			src := &ConfigSource{Paths: []string{tt.path}}
			if _, err := src.Find(context.Background(), "", func(Item) error { return nil }); err != nil {
				t.Fatal(err)
			}
			if got := src.Failures(); !slices.Equal(got, []ConfigFailure{tt.want}) {
				t.Errorf("failures: got %+v, want %+v", got, tt.want)
			}
			if got := src.Problems(); len(got) != 0 {
				t.Errorf("problems: got %q, want the failure only once", got)
			}
		})
	}
}

func TestConfigSource(t *testing.T) {
	ctx := context.Background()
	store := openStore(t)
	dir := t.TempDir()
	self := strings.ReplaceAll(os.Args[0], `\`, `\\`)
	cfg := fmt.Sprintf(`{
  "mcpServers": {
    "alpha": {"command": %q, "env": {%q: "alpha", "TOKEN": "${env:MCPSCAN_TEST_TOKEN}"}},
    "off": {"command": %q, "disabled": true},
    "gone": {"command": "/no/such/server"},
    "weird": "not an object"
  }
}`, self, serverEnv, self)
	path := filepath.Join(dir, ".mcp.json")
	if err := os.WriteFile(path, []byte(cfg), 0o600); err != nil {
		t.Fatal(err)
	}
	var locs []string
	src := &ConfigSource{Paths: []string{path}, Getenv: func(k string) string {
		if k == "MCPSCAN_TEST_TOKEN" {
			return "from-env"
		}
		return ""
	}}
	sum, err := Crawl(ctx, store, src, Options{Limits: introspect.Limits{Timeout: 10 * time.Second},
		OnItem: func(o Outcome) { locs = append(locs, o.Server+"@"+o.Location) }})
	if err != nil {
		t.Fatal(err)
	}
	if sum.Found != 2 || sum.New != 1 || sum.Failed != 1 || sum.Tools != 2 {
		t.Errorf("summary: got %+v", sum)
	}
	if got := strings.Join(src.Problems(), "\n"); !strings.Contains(got, `"off" is disabled`) || strings.Contains(got, "weird") {
		t.Errorf("problems: got %s, want the disabled server and not the failed entry", got)
	}
	want := []ConfigFailure{{Location: path + ":6:14", Server: "weird", Reason: `the entry is a string, want an object with "command" or "url"`}}
	if got := src.Failures(); !slices.Equal(got, want) {
		t.Errorf("failures: got %+v, want %+v", got, want)
	}
	found := false
	for _, l := range locs {
		if strings.HasPrefix(l, "alpha@"+path+":3:") {
			found = true
		}
	}
	if !found {
		t.Errorf("locations %v: want alpha at line 3 of %s", locs, path)
	}
	if tgt := src.resolve(introspect.Target{Env: map[string]string{"A": "${env:MCPSCAN_TEST_TOKEN}", "B": "${input:key}"}}); tgt.Env["A"] != "from-env" || tgt.Env["B"] != DummyValue {
		t.Errorf("resolve: got %v", tgt.Env)
	}
}

func TestMissingEnv(t *testing.T) {
	for _, tt := range []struct {
		stderr string
		have   map[string]string
		want   string
	}{
		{"Error: BRAVE_API_KEY environment variable is required", nil, "BRAVE_API_KEY"},
		{"Please set SLACK_BOT_TOKEN and SLACK_TEAM_ID environment variables", map[string]string{"SLACK_TEAM_ID": "x"}, "SLACK_BOT_TOKEN"},
		{"TypeError: Cannot read properties of undefined (reading 'FOO_BAR')", nil, ""},
		{"", nil, ""},
	} {
		err := &introspect.Error{Target: "x", Stage: "initialize", Err: fmt.Errorf("closed"), Stderr: tt.stderr}
		if got := strings.Join(missingEnv(err, tt.have), ","); got != tt.want {
			t.Errorf("%q: got %q, want %q", tt.stderr, got, tt.want)
		}
	}
}
