package gateway

import (
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/mcpscan/mcpscan/internal/windowtest"
	"github.com/mcpscan/mcpscan/registry"
)

func TestToolsListIsFilteredByPolicy(t *testing.T) {
	f := newFixture(t, fixtureOptions{})
	for _, tt := range []struct {
		path string
		want []string
	}{
		{"/mcp", []string{"notes__add_note", "notes__crash", "notes__delete_note", "notes__echo", "notes__fail", "notes__garble", "notes__sleep"}},
		{"/mcp/notes", []string{"add_note", "crash", "delete_note", "echo", "fail", "garble", "sleep"}},
	} {
		t.Run(tt.path, func(t *testing.T) {
			c := f.connect(t, tt.path, nil)
			got := toolNames(t, c)
			slices.Sort(got)
			if !slices.Equal(got, tt.want) {
				t.Errorf("got tools %v, want %v (admin_secret hidden, read_note unlisted under default deny)", got, tt.want)
			}
		})
	}
}

func TestCallDecisions(t *testing.T) {
	f := newFixture(t, fixtureOptions{})
	c := f.connect(t, "/mcp", nil)
	ctx := t.Context()
	for _, tt := range []struct {
		name      string
		tool      string
		args      map[string]any
		wantText  string // in the result or the error
		wantError bool   // an MCP error result
		wantRPC   bool   // a JSON-RPC error (tool not listed)
		decision  string
		rule      string
	}{
		{"allowed", "notes__echo", map[string]any{"text": "hi"}, "hi", false, false, DecisionAllow, "tools.echo"},
		{"deny_if carries on_deny", "notes__add_note", map[string]any{"text": "my password is x"}, "Denied by policy: Notes may not hold passwords.", true, false, DecisionDeny, "tools.add_note.deny_if[0]"},
		{"unlisted under default deny", "notes__read_note", map[string]any{"id": "1"}, "not found", false, true, DecisionDeny, "default"},
		{"hidden", "notes__admin_secret", nil, "not found", false, true, DecisionHide, "hide"},
		{"unknown server", "nowhere__echo", nil, "not found", false, true, DecisionUnknown, "unknown"},
		{"tool error passes through", "notes__fail", nil, "the tool failed on purpose", true, false, DecisionAllow, "tools.fail"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			text, isErr, err := callTool(ctx, c, tt.tool, tt.args)
			switch {
			case tt.wantRPC:
				if err == nil || !strings.Contains(err.Error(), tt.wantText) {
					t.Fatalf("got err %v (result %q), want a JSON-RPC error with %q", err, text, tt.wantText)
				}
			case err != nil:
				t.Fatalf("call: %v", err)
			case isErr != tt.wantError || !strings.Contains(text, tt.wantText):
				t.Fatalf("got %q (error result %v), want %q (error result %v)", text, isErr, tt.wantText, tt.wantError)
			}
			server, tool, _ := strings.Cut(tt.tool, Separator)
			recs := f.audit(t, registry.AuditFilter{Server: server, Tool: tool}, 1)
			if len(recs) == 0 {
				t.Fatalf("no audit record for %s", tt.tool)
			}
			if got := recs[0]; got.Decision != tt.decision || got.Rule != tt.rule {
				t.Errorf("audit: got decision %q rule %q, want %q %q", got.Decision, got.Rule, tt.decision, tt.rule)
			}
		})
	}
}

func TestRateLimitCountsAndRollsBack(t *testing.T) {
	windowtest.ClearOfEdge(t, time.Minute, 15*time.Second)
	f := newFixture(t, fixtureOptions{})
	c := f.connect(t, "/mcp/notes", nil)
	ctx := t.Context()
	for i := range 3 {
		if text, isErr, err := callTool(ctx, c, "add_note", map[string]any{"text": "n"}); err != nil || isErr {
			t.Fatalf("call %d: %q %v", i+1, text, err)
		}
	}
	text, isErr, err := callTool(ctx, c, "add_note", map[string]any{"text": "n"})
	if err != nil || !isErr || !strings.Contains(text, "rate limit reached: 3 of 3 calls per minute") {
		t.Fatalf("4th call: got %q (error %v, err %v), want the limit's denial", text, isErr, err)
	}
}

// A result the gateway passes on is the gateway's answer in the client's
// protocol: the upstream's own name and its protocol's fields stay behind.
func TestResultsSpeakTheClientsProtocol(t *testing.T) {
	f := newFixture(t, fixtureOptions{})
	call := `{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"notes__echo","arguments":{"text":"hi"}}}`
	_, body := post(t, f.server.URL+"/mcp", call, f.session(t))
	if !strings.Contains(body, `"text":"hi"`) || strings.Contains(body, "resultType") || strings.Contains(body, `"name":"notes"`) {
		t.Errorf("2025-11-25 client got %s", body)
	}
}
