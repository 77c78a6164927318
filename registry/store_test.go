package registry

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/mcpscan/mcpscan/catalog"
)

// clock is a settable time source for first/last-seen assertions.
type clock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *clock) now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.t
}

func (c *clock) advance(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.t = c.t.Add(d)
}

func openTest(t testing.TB, opts ...Option) *Store {
	t.Helper()
	s, err := Open(context.Background(), filepath.Join(t.TempDir(), "reg.db"), opts...)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = s.Close() })
	return s
}

func tool(name, desc string) catalog.Tool {
	return catalog.Tool{
		Name:        name,
		Description: desc,
		InputSchema: json.RawMessage(`{"type": "object", "properties": {"path": {"type": "string"}}}`),
	}
}

func server(name string, tools ...catalog.Tool) catalog.Server {
	if tools == nil {
		tools = []catalog.Tool{}
	}
	return catalog.Server{Name: name, Version: "1.0.0", Description: "test server " + name, Source: catalog.SourceFile, Tools: tools}
}

func TestMigrationsFromEmptyAndReopen(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "nested", "dir", "reg.db")
	s, err := Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	v, err := s.AppliedVersion(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if v != SchemaVersion() || v < 1 {
		t.Fatalf("applied version: got %d, want %d", v, SchemaVersion())
	}
	if _, err := s.UpsertServer(ctx, server("a", tool("read_file", "Reads a file."))); err != nil {
		t.Fatal(err)
	}
	var mode string
	if err := s.DB().QueryRowContext(ctx, `PRAGMA journal_mode`).Scan(&mode); err != nil || mode != "wal" {
		t.Errorf("journal mode: got %q (%v), want wal", mode, err)
	}
	var fk int
	if err := s.DB().QueryRowContext(ctx, `PRAGMA foreign_keys`).Scan(&fk); err != nil || fk != 1 {
		t.Errorf("foreign keys: got %d (%v), want 1", fk, err)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}

	s, err = Open(ctx, path)
	if err != nil {
		t.Fatalf("reopen: %v", err)
	}
	defer func() { _ = s.Close() }()
	var rows int
	if err := s.DB().QueryRowContext(ctx, `SELECT COUNT(*) FROM schema_migrations`).Scan(&rows); err != nil {
		t.Fatal(err)
	}
	if rows != SchemaVersion() {
		t.Errorf("schema_migrations rows after reopen: got %d, want %d", rows, SchemaVersion())
	}
	tools, err := s.Tools(ctx, "a")
	if err != nil || len(tools) != 1 {
		t.Errorf("tools after reopen: got %d (%v), want 1", len(tools), err)
	}
	if err := s.Check(ctx); err != nil {
		t.Error(err)
	}
}

func TestNewerSchemaRefused(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "reg.db")
	s, err := Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.DB().ExecContext(ctx, `INSERT INTO schema_migrations VALUES (999, 'future', '')`); err != nil {
		t.Fatal(err)
	}
	_ = s.Close()
	_, err = Open(ctx, path)
	if err == nil || !strings.Contains(err.Error(), "schema version 999 is newer") {
		t.Errorf("got %v, want a newer-schema error", err)
	}
}

func TestOpenRejectsBadPaths(t *testing.T) {
	for _, p := range []string{"", "a?b.db", "x#y.db"} {
		if _, err := Open(context.Background(), p); err == nil {
			t.Errorf("Open(%q): got no error", p)
		}
	}
}

func TestUpsertIdempotent(t *testing.T) {
	ctx := context.Background()
	clk := &clock{t: time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)}
	s := openTest(t, WithClock(clk.now))
	srv := server("io.github.example/files", tool("read_file", "Reads a file."), tool("delete_file", "Deletes a file."))
	srv.Tools[0].Annotations.ReadOnlyHint = new(true)
	srv.Tools[0].Extra = map[string]json.RawMessage{"icons": json.RawMessage(`[{"src":"x.png"}]`)}
	srv.Repository = &catalog.Repository{URL: "https://example.com/files", Source: "github"}

	first, err := s.UpsertServer(ctx, srv)
	if err != nil {
		t.Fatal(err)
	}
	if !first.NewServer || !first.NewVersion || len(first.Added) != 2 {
		t.Fatalf("first upsert: got %+v, want a new server with 2 added tools", first)
	}
	before, _ := s.Stats(ctx)

	clk.advance(time.Hour)
	second, err := s.UpsertServer(ctx, srv)
	if err != nil {
		t.Fatal(err)
	}
	if second.Modified() || second.Unchanged != 2 {
		t.Errorf("second upsert: got %+v, want nothing modified and 2 unchanged", second)
	}
	after, _ := s.Stats(ctx)
	if before != after {
		t.Errorf("stats changed on identical upsert: %+v -> %+v", before, after)
	}
	got, err := s.Server(ctx, srv.Name)
	if err != nil {
		t.Fatal(err)
	}
	if !got.LastSeen.Equal(clk.now()) || got.FirstSeen.Equal(got.LastSeen) {
		t.Errorf("seen times: first %v last %v, want last = %v and first an hour earlier", got.FirstSeen, got.LastSeen, clk.now())
	}
	if got.Repository == nil || got.Repository.URL != srv.Repository.URL || got.Version != "1.0.0" {
		t.Errorf("server metadata not kept: %+v", got.Server)
	}
	if len(got.Tools) != 2 {
		t.Fatalf("tools: got %d, want 2", len(got.Tools))
	}
	for _, want := range srv.Tools {
		have, ok := got.Tool(want.Name)
		if !ok {
			t.Fatalf("tool %s missing", want.Name)
		}
		if have.Hash() != want.Hash() || string(have.InputSchema) != string(want.InputSchema) {
			t.Errorf("tool %s did not round-trip: got %s", want.Name, have.InputSchema)
		}
		if len(want.Extra) > 0 && string(have.Extra["icons"]) != string(want.Extra["icons"]) {
			t.Errorf("tool %s extra: got %s, want %s", want.Name, have.Extra["icons"], want.Extra["icons"])
		}
	}
}

func TestUpsertKeepsHistory(t *testing.T) {
	ctx := context.Background()
	clk := &clock{t: time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)}
	s := openTest(t, WithClock(clk.now))
	v1 := server("srv", tool("run", "Runs a report."), tool("list", "Lists reports."))
	if _, err := s.UpsertServer(ctx, v1); err != nil {
		t.Fatal(err)
	}

	clk.advance(time.Hour)
	v2 := server("srv", tool("run", "Runs any shell command."), tool("list", "Lists reports."), tool("purge", "Deletes all reports."))
	res, err := s.UpsertServer(ctx, v2)
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Changed) != 1 || res.Changed[0].Name != "run" || res.Changed[0].OldHash != v1.Tools[0].Hash() ||
		res.Changed[0].NewHash != v2.Tools[0].Hash() {
		t.Errorf("changed: got %+v, want run %s -> %s", res.Changed, v1.Tools[0].Hash(), v2.Tools[0].Hash())
	}
	if strings.Join(res.Added, ",") != "purge" || res.Unchanged != 1 || !res.NewVersion {
		t.Errorf("got %+v, want purge added, list unchanged, a new version", res)
	}

	clk.advance(time.Hour)
	v3 := server("srv", tool("run", "Runs a report."))
	res, err = s.UpsertServer(ctx, v3)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Join(res.Removed, ",") != "list,purge" || len(res.Changed) != 1 {
		t.Errorf("got %+v, want list and purge removed and run changed back", res)
	}

	hist, err := s.ToolHistory(ctx, "srv", "run")
	if err != nil {
		t.Fatal(err)
	}
	var descs []string
	for _, h := range hist {
		descs = append(descs, fmt.Sprintf("%s current=%v", h.Description, h.Current))
	}
	want := "Runs a report. current=false|Runs any shell command. current=false|Runs a report. current=true"
	if got := strings.Join(descs, "|"); got != want {
		t.Errorf("history:\ngot  %s\nwant %s", got, want)
	}
	if !hist[0].RemovedAt.Equal(time.Date(2026, 1, 1, 1, 0, 0, 0, time.UTC)) {
		t.Errorf("first version retired at %v, want 01:00", hist[0].RemovedAt)
	}
	purge, err := s.ToolHistory(ctx, "srv", "purge")
	if err != nil || len(purge) != 1 || purge[0].Current || purge[0].RemovedAt.IsZero() {
		t.Errorf("purge history: got %+v (%v), want one removed version", purge, err)
	}
	tools, _ := s.Tools(ctx, "srv")
	if len(tools) != 1 || tools[0].Name != "run" {
		t.Errorf("current tools: got %d, want only run", len(tools))
	}

	// A source that does not know the tools leaves them alone.
	meta := catalog.Server{Name: "srv", Version: "2.0.0", Description: "new description"}
	res, err = s.UpsertServer(ctx, meta)
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Removed) != 0 || !res.NewVersion {
		t.Errorf("metadata-only upsert: got %+v, want no removals and a new version", res)
	}
	got, _ := s.Server(ctx, "srv")
	if len(got.Tools) != 1 || got.Version != "2.0.0" || got.Versions != 4 {
		t.Errorf("after metadata-only upsert: %d tools, version %q, %d versions; want 1, 2.0.0, 4", len(got.Tools), got.Version, got.Versions)
	}
	st, _ := s.Stats(ctx)
	if st.ToolVersions != 5 || st.Tools != 1 || st.ServerVersions != 4 {
		t.Errorf("stats: got %+v, want 5 tool versions, 1 current tool, 4 server versions", st)
	}
}

func TestUpsertRejectsBadServers(t *testing.T) {
	ctx := context.Background()
	s := openTest(t)
	for _, tt := range []struct {
		name string
		srv  catalog.Server
		want string
	}{
		{"no name", catalog.Server{}, "server has no name"},
		{"tool without name", server("x", tool("", "")), "a tool has no name"},
		{"duplicate tool", server("x", tool("a", "1"), tool("a", "2")), `duplicate tool name "a"`},
	} {
		t.Run(tt.name, func(t *testing.T) {
			_, err := s.UpsertServer(ctx, tt.srv)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("got %v, want %q", err, tt.want)
			}
		})
	}
	// Nothing of the failed writes is kept.
	st, _ := s.Stats(ctx)
	if st.Servers != 0 || st.ToolVersions != 0 {
		t.Errorf("failed upserts left data behind: %+v", st)
	}
}

func TestNotFound(t *testing.T) {
	ctx := context.Background()
	s := openTest(t)
	if _, err := s.Server(ctx, "nope"); !errors.Is(err, ErrNotFound) {
		t.Errorf("Server: got %v, want ErrNotFound", err)
	}
	if _, err := s.Tools(ctx, "nope"); !errors.Is(err, ErrNotFound) {
		t.Errorf("Tools: got %v, want ErrNotFound", err)
	}
	if _, err := s.ToolHistory(ctx, "nope", "x"); !errors.Is(err, ErrNotFound) {
		t.Errorf("ToolHistory: got %v, want ErrNotFound", err)
	}
	if _, err := s.Assessment(ctx, "t1:x", "1"); !errors.Is(err, ErrNotFound) {
		t.Errorf("Assessment: got %v, want ErrNotFound", err)
	}
}

func TestSearch(t *testing.T) {
	ctx := context.Background()
	s := openTest(t)
	servers := []catalog.Server{
		server("io.github.acme/codemode",
			tool("execute_code", "Execute TypeScript/JavaScript code with access to other MCP servers."),
			tool("listServers", "Lists the servers a script can call.")),
		server("files",
			tool("read_file", "Reads a file from disk."),
			tool("deleteFile", "Deletes one file. Cannot be undone.")),
		server("db", tool("run_query", "Runs a read-only SQL query.")),
	}
	if _, err := s.UpsertServers(ctx, servers); err != nil {
		t.Fatal(err)
	}
	// An old version must not be found once replaced.
	if _, err := s.UpsertServer(ctx, server("db", tool("run_query", "Runs a SQL statement."))); err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		q    string
		want []string // server/tool, best first (only the head is checked)
	}{
		{"execute", []string{"io.github.acme/codemode/execute_code"}},
		{"EXECUTE code", []string{"io.github.acme/codemode/execute_code"}},
		{"exec", []string{"io.github.acme/codemode/execute_code"}},
		{"file", []string{"files/deleteFile", "files/read_file"}}, // both match; order by rank
		{"deleting", []string{"files/deleteFile"}},                // stemmed
		{"delete file", []string{"files/deleteFile"}},
		{"codemode", []string{"io.github.acme/codemode/execute_code", "io.github.acme/codemode/listServers"}},
		{"read-only", nil},
		{"statement", []string{"db/run_query"}},
		{`"unbalanced AND (NEAR`, nil},
		{"", nil},
		{"***", nil},
	} {
		t.Run(tt.q, func(t *testing.T) {
			hits, err := s.Search(ctx, tt.q, 10)
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, h := range hits {
				got = append(got, h.Server+"/"+h.Tool)
			}
			if len(got) != len(tt.want) {
				t.Fatalf("got %v, want %v", got, tt.want)
			}
			for i := range got {
				if tt.q == "file" || tt.q == "codemode" {
					// Same weight: any order, same set.
					if !strings.Contains(strings.Join(tt.want, ","), got[i]) {
						t.Errorf("got %v, want %v", got, tt.want)
					}
					continue
				}
				if got[i] != tt.want[i] {
					t.Errorf("got %v, want %v", got, tt.want)
				}
			}
		})
	}
	hits, _ := s.Search(ctx, "undone", 1)
	if len(hits) != 1 || !strings.Contains(hits[0].Snippet, "[undone]") {
		t.Errorf("snippet: got %+v, want the match in brackets", hits)
	}
}

func TestConcurrentWriters(t *testing.T) {
	ctx := context.Background()
	s := openTest(t)
	const writers, rounds = 8, 40
	var wg sync.WaitGroup
	errs := make(chan error, writers*rounds)
	for w := range writers {
		wg.Go(func() {
			for i := range rounds {
				// Every writer also touches a shared server, so they really
				// contend for the same rows.
				own := server(fmt.Sprintf("w%d-s%d", w, i), tool("a", "x"), tool("b", fmt.Sprint(i)))
				shared := server("shared", tool("t", fmt.Sprintf("writer %d round %d", w, i)))
				if _, err := s.UpsertServers(ctx, []catalog.Server{own, shared}); err != nil {
					errs <- err
				}
				if i%5 == 0 {
					if _, err := s.Search(ctx, "writer", 5); err != nil {
						errs <- err
					}
				}
				if err := s.AppendAudit(ctx, AuditRecord{AuditID: fmt.Sprintf("w%d-%d", w, i), Decision: "allow"}); err != nil {
					errs <- err
				}
			}
		})
	}
	wg.Wait()
	close(errs)
	var failures int
	for err := range errs {
		failures++
		if failures <= 3 {
			t.Error(err)
		}
	}
	if failures > 0 {
		t.Fatalf("%d of %d operations failed, want 0", failures, writers*rounds*2)
	}
	st, err := s.Stats(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if st.Servers != writers*rounds+1 || st.AuditRecords != writers*rounds {
		t.Errorf("got %d servers and %d audit records, want %d and %d", st.Servers, st.AuditRecords, writers*rounds+1, writers*rounds)
	}
	hist, err := s.ToolHistory(ctx, "shared", "t")
	if err != nil {
		t.Fatal(err)
	}
	current := 0
	for _, h := range hist {
		if h.Current {
			current++
		}
	}
	if current != 1 {
		t.Errorf("shared tool has %d current versions, want exactly 1", current)
	}
	if err := s.Check(ctx); err != nil {
		t.Error(err)
	}
}

func TestAssessments(t *testing.T) {
	ctx := context.Background()
	s := openTest(t)
	a := Assessment{ToolHash: "t1:abc", RulesetVersion: "2026.1", Category: "Execute", Severity: "High",
		Document: json.RawMessage(`{"category":"Execute"}`)}
	if err := s.PutAssessment(ctx, a); err != nil {
		t.Fatal(err)
	}
	a.Severity = "Critical"
	if err := s.PutAssessment(ctx, a); err != nil {
		t.Fatal(err)
	}
	got, err := s.Assessment(ctx, "t1:abc", "2026.1")
	if err != nil {
		t.Fatal(err)
	}
	if got.Severity != "Critical" || string(got.Document) != `{"category":"Execute"}` {
		t.Errorf("got %+v", got)
	}
	if _, err := s.Assessment(ctx, "t1:abc", "2026.2"); !errors.Is(err, ErrNotFound) {
		t.Errorf("other ruleset: got %v, want ErrNotFound", err)
	}
	if err := s.PutAssessment(ctx, Assessment{ToolHash: "x", RulesetVersion: "1", Document: json.RawMessage(`{`)}); err == nil {
		t.Error("invalid document accepted")
	}
}

func TestCrawlRuns(t *testing.T) {
	ctx := context.Background()
	s := openTest(t)
	if _, err := s.LastSuccessfulCrawl(ctx, "registry"); !errors.Is(err, ErrNotFound) {
		t.Errorf("got %v, want ErrNotFound", err)
	}
	id1, err := s.StartCrawl(ctx, "registry", "http://127.0.0.1/v0.1/servers")
	if err != nil {
		t.Fatal(err)
	}
	if err := s.FinishCrawl(ctx, CrawlRun{ID: id1, Status: RunPartial, ServersFound: 10, ServersFailed: 1,
		State: "2026-11-01T00:00:00Z", Failures: []CrawlFailure{{Server: "bad", Reason: "timeout after 30s"}}}); err != nil {
		t.Fatal(err)
	}
	id2, _ := s.StartCrawl(ctx, "registry", "")
	if err := s.FinishCrawl(ctx, CrawlRun{ID: id2, Status: RunFailed, Error: "connection refused"}); err != nil {
		t.Fatal(err)
	}
	last, err := s.LastSuccessfulCrawl(ctx, "registry")
	if err != nil {
		t.Fatal(err)
	}
	if last.ID != id1 || last.State != "2026-11-01T00:00:00Z" || last.FinishedAt.IsZero() {
		t.Errorf("last successful: got %+v, want run %d with its state", last, id1)
	}
	runs, err := s.CrawlRuns(ctx, 10)
	if err != nil {
		t.Fatal(err)
	}
	if len(runs) != 2 || runs[0].ID != id2 || len(runs[1].Failures) != 1 || runs[1].Failures[0].Reason != "timeout after 30s" {
		t.Errorf("runs: got %+v", runs)
	}
	if err := s.FinishCrawl(ctx, CrawlRun{ID: 999, Status: RunOK}); !errors.Is(err, ErrNotFound) {
		t.Errorf("unknown run: got %v, want ErrNotFound", err)
	}
	if err := s.FinishCrawl(ctx, CrawlRun{ID: id1, Status: RunRunning}); err == nil {
		t.Error("finishing with status running accepted")
	}
}

func TestAudit(t *testing.T) {
	ctx := context.Background()
	s := openTest(t)
	t0 := time.Date(2026, 5, 1, 12, 0, 0, 0, time.UTC)
	recs := []AuditRecord{
		{AuditID: "a1", Time: t0, Identity: "ci", Server: "codemode", Tool: "execute_code", Decision: "allow",
			Rule: "tools.execute_code.limits", ArgKeys: []string{"code", "input"}, Duration: 1500 * time.Microsecond},
		{AuditID: "a2", ParentID: "a1", Time: t0.Add(time.Second), Server: "files", Tool: "delete_file", Decision: "deny",
			Reason: "requires approval", Args: json.RawMessage(`{"path":"/etc"}`)},
	}
	if err := s.AppendAudit(ctx, recs...); err != nil {
		t.Fatal(err)
	}
	all, err := s.Audit(ctx, AuditFilter{})
	if err != nil {
		t.Fatal(err)
	}
	if len(all) != 2 || all[0].AuditID != "a2" || string(all[0].Args) != `{"path":"/etc"}` ||
		all[1].Duration != 1500*time.Microsecond || strings.Join(all[1].ArgKeys, ",") != "code,input" {
		t.Errorf("got %+v", all)
	}
	nested, _ := s.Audit(ctx, AuditFilter{ParentID: "a1"})
	if len(nested) != 1 || nested[0].Tool != "delete_file" {
		t.Errorf("by parent: got %+v", nested)
	}
	since, _ := s.Audit(ctx, AuditFilter{Since: t0.Add(500 * time.Millisecond)})
	if len(since) != 1 {
		t.Errorf("since: got %d, want 1", len(since))
	}
	// A batch with one bad record writes nothing.
	err = s.AppendAudit(ctx, AuditRecord{AuditID: "a3", Decision: "allow"}, AuditRecord{AuditID: "a1", Decision: "allow"})
	if err == nil {
		t.Fatal("duplicate audit id accepted")
	}
	all, _ = s.Audit(ctx, AuditFilter{})
	if len(all) != 2 {
		t.Errorf("failed batch left %d records, want 2", len(all))
	}
}

// Many records go in one transaction; a bad one anywhere
// keeps all of them out.
func TestAppendAuditManyRecords(t *testing.T) {
	ctx := t.Context()
	s, err := Open(ctx, filepath.Join(t.TempDir(), "r.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = s.Close() }()
	recs := make([]AuditRecord, 197)
	for i := range recs {
		recs[i] = AuditRecord{AuditID: fmt.Sprintf("r%d", i), Decision: "allow", Tool: fmt.Sprintf("t%d", i),
			ArgKeys: []string{"a", "b"}, Args: json.RawMessage(`{"a":1,"b":[2]}`), Duration: time.Duration(i) * time.Microsecond}
	}
	bad := append(slices.Clone(recs), AuditRecord{AuditID: "bad", Decision: "allow", Args: json.RawMessage(`{`)})
	if err := s.AppendAudit(ctx, bad...); err == nil || !strings.Contains(err.Error(), "bad: args are not valid JSON") {
		t.Fatalf("got %v, want the bad record named", err)
	}
	if got, _ := s.Audit(ctx, AuditFilter{Limit: 1000}); len(got) != 0 {
		t.Fatalf("%d records stored from a batch that failed", len(got))
	}
	if err := s.AppendAudit(ctx, recs...); err != nil {
		t.Fatal(err)
	}
	got, err := s.Audit(ctx, AuditFilter{Limit: 1000})
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != len(recs) {
		t.Fatalf("got %d records, want %d", len(got), len(recs))
	}
	byID := map[string]AuditRecord{}
	for _, r := range got {
		byID[r.AuditID] = r
	}
	for _, want := range recs {
		g := byID[want.AuditID]
		if g.Tool != want.Tool || string(g.Args) != string(want.Args) || !slices.Equal(g.ArgKeys, want.ArgKeys) || g.Duration != want.Duration {
			t.Errorf("%s: got %+v, want %+v", want.AuditID, g, want)
		}
	}
}

// The stamp moves with every change a catalogue could show, and only then.
func TestStamp(t *testing.T) {
	ctx := t.Context()
	now := time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC)
	s, err := Open(ctx, filepath.Join(t.TempDir(), "r.db"), WithClock(func() time.Time { return now }))
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = s.Close() }()
	stamp := func() string {
		t.Helper()
		v, err := s.Stamp(ctx)
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
	empty := stamp()
	srv := catalog.Server{Name: "io.example/s", Tools: []catalog.Tool{{Name: "read_file", InputSchema: json.RawMessage(`{"type":"object"}`)}}}
	if _, err := s.UpsertServer(ctx, srv); err != nil {
		t.Fatal(err)
	}
	one := stamp()
	if one == empty {
		t.Error("adding a server left the stamp as it was")
	}
	if _, err := s.Search(ctx, "read", 10); err != nil {
		t.Fatal(err)
	}
	if stamp() != one {
		t.Error("a read changed the stamp")
	}
	now = now.Add(time.Hour) // seen again later: the catalogue shows when
	if _, err := s.UpsertServer(ctx, srv); err != nil {
		t.Fatal(err)
	}
	seen := stamp()
	if seen == one {
		t.Error("seeing the server again left the stamp as it was")
	}
	hash := srv.Tools[0].Hash()
	if err := s.PutAssessment(ctx, Assessment{ToolHash: hash, RulesetVersion: "r1", Category: "Read", Severity: "Low", Document: json.RawMessage(`{}`)}); err != nil {
		t.Fatal(err)
	}
	if stamp() == seen {
		t.Error("a new assessment left the stamp as it was")
	}
}
