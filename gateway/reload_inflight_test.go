package gateway

import (
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/mcpscan/mcpscan/internal/windowtest"
)

// Policies reloaded while calls are in flight: every call is decided by
// the old policy or the new one, never by none (no error, no pass without
// a decision), and a limit spent before a reload stays spent after it,
// however often the file changes.
func TestReloadWhileCallsAreInFlight(t *testing.T) {
	windowtest.ClearOfEdge(t, time.Minute, 20*time.Second)
	f := newFixture(t, fixtureOptions{})
	c := f.connect(t, "/mcp/notes", nil)
	ctx := t.Context()
	for i := range 3 {
		if _, isErr, err := callTool(ctx, c, "add_note", map[string]any{"text": "n"}); err != nil || isErr {
			t.Fatalf("add_note %d: error %v, err %v", i, isErr, err)
		}
	}
	denyEcho := strings.Replace(notesPolicy, `"echo": {},`, `"echo": {"deny_if": [{"conditions": [{"path": "args.text", "op": "eq", "value": "hi"}], "on_deny": "echo is off"}]},`, 1)
	if denyEcho == notesPolicy {
		t.Fatal("the policy has no echo rule to replace")
	}
	var wg sync.WaitGroup
	var mu sync.Mutex
	got := map[string]int{}
	for range 4 {
		wg.Go(func() {
			for range 25 {
				text, isErr, err := callTool(ctx, c, "echo", map[string]any{"text": "hi"})
				outcome := "other: " + text
				switch {
				case err != nil:
					outcome = "error: " + err.Error()
				case !isErr && text == "hi":
					outcome = "allowed"
				case isErr && strings.Contains(text, "echo is off"):
					outcome = "denied"
				}
				mu.Lock()
				got[outcome]++
				mu.Unlock()
			}
		})
	}
	for i := range 40 {
		doc := notesPolicy
		if i%2 == 0 {
			doc = denyEcho
		}
		writeFile(t, PolicyPath(f.dir, "notes"), doc)
		if err := f.gw.Reload(ctx); err != nil {
			t.Fatalf("reload %d: %v", i, err)
		}
	}
	wg.Wait()
	for outcome, n := range got {
		if outcome != "allowed" && outcome != "denied" {
			t.Errorf("got %d calls with %q, want each allowed or denied by one of the policies", n, outcome)
		}
	}
	if text, isErr, err := callTool(ctx, c, "add_note", map[string]any{"text": "fourth"}); err != nil || !isErr || !strings.Contains(text, "rate limit") {
		t.Errorf("the fourth add_note after 40 reloads: got %q (error %v, err %v), want the spent limit", text, isErr, err)
	}
}
