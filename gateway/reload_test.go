package gateway

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/mcpscan/mcpscan/crawler/introspect"
	"github.com/mcpscan/mcpscan/registry"
)

func TestPolicyHotReload(t *testing.T) {
	f := newFixture(t, fixtureOptions{})
	c := f.connect(t, "/mcp", nil)
	var changed atomic.Int32
	f.listen(t, func(method string) {
		if method == string(mcp.MethodNotificationToolsListChanged) {
			changed.Add(1)
		}
	})
	ctx := t.Context()
	path := PolicyPath(f.dir, "notes")
	// Some file systems keep mtimes in whole seconds; a rewrite within
	// the same second must still be seen (the size or content differs).
	rewrite := func(content string) {
		t.Helper()
		writeFile(t, path, content)
		if err := f.gw.Reload(ctx); err != nil && !strings.Contains(content, "limitz") {
			t.Fatalf("reload: %v", err)
		}
	}
	waitFor := func(what string, cond func() bool) {
		t.Helper()
		deadline := time.Now().Add(5 * time.Second)
		for !cond() {
			if time.Now().After(deadline) {
				t.Fatalf("timed out waiting for %s; log:\n%s", what, f.logs.String())
			}
			time.Sleep(10 * time.Millisecond)
		}
	}

	// read_note becomes allowed: it appears, clients are told, calls pass.
	rewrite(strings.Replace(notesPolicy, `"echo": {},`, `"echo": {}, "read_note": {},`, 1))
	waitFor("list_changed", func() bool { return changed.Load() > 0 })
	if names := toolNames(t, c); !slices.Contains(names, "notes__read_note") {
		t.Fatalf("after allowing read_note: %v", names)
	}
	if text, isErr, err := callTool(ctx, c, "notes__read_note", map[string]any{"id": "5"}); err != nil || isErr || text != "note 5" {
		t.Fatalf("read_note after reload: %q %v %v", text, isErr, err)
	}

	// A broken edit keeps the last good policy, and says so.
	before := changed.Load()
	rewrite(strings.Replace(notesPolicy, `"limits"`, `"limitz"`, 1))
	if err := f.gw.Reload(ctx); err != nil {
		t.Fatalf("the same broken file was reported twice: %v", err)
	}
	if !strings.Contains(f.logs.String(), "keeping the last good policy") || !strings.Contains(f.logs.String(), "limitz") {
		t.Errorf("log lacks the reload error:\n%s", f.logs.String())
	}
	if text, _, err := callTool(ctx, c, "notes__read_note", map[string]any{"id": "6"}); err != nil || text != "note 6" {
		t.Errorf("after a broken edit the last good policy must stand: %q %v", text, err)
	}
	if changed.Load() != before {
		t.Error("a broken edit changed the tool list")
	}

	// Deleting the file keeps the policy too.
	if err := os.Remove(path); err != nil {
		t.Fatal(err)
	}
	if err := f.gw.Reload(ctx); err == nil {
		t.Error("a removed policy file was not reported")
	}
	if text, _, _ := callTool(ctx, c, "notes__echo", map[string]any{"text": "still"}); text != "still" {
		t.Errorf("after removing the file: %q", text)
	}

	// Hiding echo takes it away at once.
	rewrite(strings.Replace(notesPolicy, `"hide": ["admin_secret"]`, `"hide": ["admin_secret", "echo"]`, 1))
	if names := toolNames(t, c); slices.Contains(names, "notes__echo") {
		t.Errorf("echo still listed after hiding it: %v", names)
	}
	if _, _, err := callTool(ctx, c, "notes__echo", nil); err == nil {
		t.Error("a hidden tool could still be called")
	}
}

func TestPolicyWatcherPicksUpChanges(t *testing.T) {
	f := newFixture(t, fixtureOptions{})
	ctx, cancel := context.WithCancel(t.Context())
	defer cancel()
	f.gw.wg.Add(1)
	go f.gw.watchPolicies(ctx, 20*time.Millisecond)
	defer f.gw.wg.Wait()
	c := f.connect(t, "/mcp/notes", nil)
	writeFile(t, PolicyPath(f.dir, "notes"), strings.Replace(notesPolicy, `"echo": {},`, `"echo": {}, "read_note": {},`, 1))
	deadline := time.Now().Add(5 * time.Second)
	for !slices.Contains(toolNames(t, c), "read_note") {
		if time.Now().After(deadline) {
			t.Fatal("the watcher did not load the changed policy")
		}
		time.Sleep(20 * time.Millisecond)
	}
	cancel()
}

func TestStartFailsClosed(t *testing.T) {
	store, err := registry.Open(t.Context(), filepath.Join(t.TempDir(), "r.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = store.Close() }()
	for _, tt := range []struct {
		name     string
		policies map[string]string
		targets  []introspect.Target
		want     []string
	}{
		{"no policy", map[string]string{}, nil, []string{`server "notes" has no policy`, "notes.policy.json does not exist", "mcpscan policy generate"}},
		{"broken policy", map[string]string{"notes": `{"version": "1", "default": "deny", "tools": {"echo": {"limts": []}}}`}, nil,
			[]string{"notes.policy.json", "line 1, column 56", "limts", `did you mean "limits"`}},
		{"malformed JSON", map[string]string{"notes": `{"version": "1", "default": `}, nil, []string{"notes.policy.json", "line 1, column 28"}},
		{"namespacing collision", map[string]string{"a": `{"version":"1","default":"allow"}`, "a_": `{"version":"1","default":"allow"}`},
			[]introspect.Target{collide("a", "_x"), collide("a_", "x")}, []string{`both named "a___x"`}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			for name, doc := range tt.policies {
				writeFile(t, PolicyPath(dir, name), doc)
			}
			targets := tt.targets
			if targets == nil {
				targets = []introspect.Target{notesTarget()}
			}
			gw, err := New(t.Context(), Options{Config: Config{Targets: targets}, PolicyDir: dir, Store: store, ReloadInterval: -1})
			if err == nil {
				gw.Close()
				t.Fatal("the gateway started")
			}
			for _, w := range tt.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error %q lacks %q", err, w)
				}
			}
		})
	}
}

// collide is a server with one tool, for the namespacing collision.
func collide(server, tool string) introspect.Target {
	t := notesTarget()
	t.Name = server
	t.Env = map[string]string{notesEnv: "1", renameEnv: tool}
	return t
}

func TestOversizedPolicyRefused(t *testing.T) {
	f := newFixture(t, fixtureOptions{})
	big := `{"version": "1", "default": "allow", "x-pad": "` + strings.Repeat("x", MaxPolicyBytes) + `"}`
	writeFile(t, PolicyPath(f.dir, "notes"), big)
	err := f.gw.Reload(t.Context())
	if err == nil || !strings.Contains(err.Error(), "a policy may be at most") || !strings.Contains(err.Error(), "keeping the last good policy") {
		t.Fatalf("reload of an oversized policy: %v", err)
	}
	// The same file is not read, nor reported, again.
	if err := f.gw.Reload(t.Context()); err != nil {
		t.Errorf("second reload of the same file: %v", err)
	}
	c := f.connect(t, "/mcp/notes", nil)
	if names := toolNames(t, c); slices.Contains(names, "admin_secret") {
		t.Errorf("the oversized policy took effect: %v", names)
	}
	if _, err := LoadPolicies(f.dir, []string{"notes"}); err == nil {
		t.Error("an oversized policy was accepted at start")
	}
}

func TestAuditKeepsArgumentNamesBounded(t *testing.T) {
	args := map[string]any{}
	for i := range 1000 {
		args[fmt.Sprintf("k%04d", i)] = i
	}
	args[strings.Repeat("n", 1<<20)] = 1
	keys := argKeys(args)
	if len(keys) != maxAuditKeys+1 || !strings.HasPrefix(keys[len(keys)-1], "+") {
		t.Errorf("got %d keys ending %q, want %d and a marker", len(keys), keys[len(keys)-1], maxAuditKeys+1)
	}
	for _, k := range keys {
		if len(k) > maxAuditKeyLen+len("…") {
			t.Errorf("a key of %d bytes kept", len(k))
		}
	}
	if got := auditArgs([]byte(`{"a":"` + strings.Repeat("x", maxAuditArgJSON) + `"}`)); len(got) > 100 {
		t.Errorf("whole arguments of %d bytes kept", len(got))
	}
}
