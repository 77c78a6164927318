package gateway

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"

	"github.com/mcpscan/mcpscan/internal/argcheck"
	"github.com/mcpscan/mcpscan/registry"
)

func TestApprovalThroughElicitation(t *testing.T) {
	f := newFixture(t, fixtureOptions{})
	for _, tt := range []struct {
		name     string
		protocol []client.ClientOption // how the client speaks
		answer   func(string) *mcp.ElicitationResult
		noAsk    bool // the client has no elicitation handler (no capability)
		wantText string
		wantErr  bool
		decision string
	}{
		{"legacy client approves", []client.ClientOption{legacyProtocol()}, accept, false, "deleted 7", false, DecisionApproved},
		{"legacy client declines", []client.ClientOption{legacyProtocol()}, decline, false, "Denied by policy: Deleting a note cannot be undone. (the person declined)", true, DecisionDeclined},
		{"modern client approves", nil, accept, false, "deleted 7", false, DecisionApproved},
		{"modern client declines", nil, decline, false, "the person declined", true, DecisionDeclined},
		{"unticked box is no approval", nil, func(string) *mcp.ElicitationResult {
			r := accept("")
			r.Content = map[string]any{"approve": false}
			return r
		}, false, "not approved", true, DecisionDeclined},
		{"client that cannot ask", []client.ClientOption{legacyProtocol()}, nil, true, "this client cannot ask a person", true, DecisionDeny},
		{"modern client that cannot ask", nil, nil, true, "this client cannot ask a person", true, DecisionDeny},
	} {
		t.Run(tt.name, func(t *testing.T) {
			start := time.Now()
			opts := tt.protocol
			e := &elicitor{answer: tt.answer}
			if !tt.noAsk {
				opts = append(opts, client.WithElicitationHandler(e))
			}
			c := f.connect(t, "/mcp", nil, opts...)
			text, isErr, err := callTool(t.Context(), c, "notes__delete_note", map[string]any{"id": "7"})
			if err != nil {
				t.Fatalf("call: %v", err)
			}
			if isErr != tt.wantErr || !strings.Contains(text, tt.wantText) {
				t.Fatalf("got %q (error %v), want %q (error %v)", text, isErr, tt.wantText, tt.wantErr)
			}
			if !tt.noAsk {
				if len(e.asked) != 1 {
					t.Fatalf("asked %d times, want once", len(e.asked))
				}
				for _, w := range []string{`"delete_note"`, `"notes"`, `"id": "7"`, "Deleting a note cannot be undone.", "Destructive / Critical"} {
					if !strings.Contains(e.asked[0], w) {
						t.Errorf("question %q lacks %q", e.asked[0], w)
					}
				}
			}
			// A modern client's first call is audited as "ask", its second
			// with the answer as the outcome.
			want := 1
			if tt.protocol == nil && !tt.noAsk {
				want = 2
			}
			recs := f.audit(t, registry.AuditFilter{Tool: "delete_note", Since: start}, want)
			if len(recs) != want || recs[0].Decision != tt.decision {
				t.Errorf("audit: %+v, want %d records, the newest %q", recs, want, tt.decision)
			}
		})
	}
}

func TestApprovalTimesOut(t *testing.T) {
	policy := strings.Replace(notesPolicy, `"timeout": "5s"`, `"timeout": "300ms"`, 1)
	f := newFixture(t, fixtureOptions{policies: map[string]string{"notes": policy}})
	e := &elicitor{answer: accept, delay: 3 * time.Second}
	c := f.connect(t, "/mcp", nil, legacyProtocol(), client.WithElicitationHandler(e))
	start := time.Now()
	text, isErr, err := callTool(t.Context(), c, "notes__delete_note", map[string]any{"id": "1"})
	if err != nil || !isErr || !strings.Contains(text, "no answer within 300ms") {
		t.Fatalf("got %q (error %v, err %v), want a denial for the missing answer", text, isErr, err)
	}
	if d := time.Since(start); d > 2*time.Second {
		t.Errorf("the denial took %s; the approval timeout is 300ms", d)
	}
}

// A client under protocol 2026-07-28 answers by calling again with the
// answer and the state it was given. The state must tie the answer to the
// very call it was asked about.
func TestApprovalStateCannotBeForgedOrReused(t *testing.T) {
	a := newApprovals(time.Now)
	c := &call{server: "notes", tool: "delete_note", args: map[string]any{"id": "7"}, identity: "alice"}
	c.argsJSON = argcheck.Encode(c.args)
	state := a.issue(c, time.Minute)
	other := func(mod func(*call)) *call {
		x := *c
		x.args = map[string]any{"id": "7"}
		mod(&x)
		x.argsJSON = argcheck.Encode(x.args)
		return &x
	}
	for _, tt := range []struct {
		name  string
		state string
		call  *call
		want  string
	}{
		{"other arguments", state, other(func(x *call) { x.args["id"] = "8" }), "does not belong"},
		{"other tool", state, other(func(x *call) { x.tool = "add_note" }), "does not belong"},
		{"other identity", state, other(func(x *call) { x.identity = "mallory" }), "does not belong"},
		{"made up", "eyJzIjoibm90ZXMifQ.c2lnbmF0dXJl", c, "does not belong"},
		{"no state", "", c, "does not belong"},
		{"tampered", strings.Replace(state, state[:4], "eyJh", 1), c, "does not belong"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			err := a.redeem(tt.state, tt.call)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("got %v, want an error with %q", err, tt.want)
			}
		})
	}
	if err := a.redeem(state, c); err != nil {
		t.Fatalf("the right call: %v", err)
	}
	if err := a.redeem(state, c); err == nil || !strings.Contains(err.Error(), "already used") {
		t.Errorf("replay: got %v, want 'already used'", err)
	}
	expired := a.issue(c, -time.Second)
	if err := a.redeem(expired, c); err == nil || !strings.Contains(err.Error(), "after its timeout") {
		t.Errorf("expired: got %v", err)
	}
}

// A client that attaches an answer nobody asked for gets a denial. The
// request is written by hand: a well-behaved client never sends one.
func TestUnaskedApprovalIsDenied(t *testing.T) {
	f := newFixture(t, fixtureOptions{})
	meta := map[string]any{
		mcp.MetaKeyProtocolVersion:    "2026-07-28",
		mcp.MetaKeyClientCapabilities: map[string]any{"elicitation": map[string]any{}},
	}
	for _, tt := range []struct {
		name  string
		state string
	}{{"forged state", "forged"}, {"no state", ""}} {
		t.Run(tt.name, func(t *testing.T) {
			body, _ := json.Marshal(map[string]any{"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": map[string]any{
				"name": "notes__delete_note", "arguments": map[string]any{"id": "7"}, "_meta": meta,
				"requestState":   tt.state,
				"inputResponses": map[string]any{approvalInput: map[string]any{"action": "accept", "content": map[string]any{"approve": true}}},
			}})
			req, _ := http.NewRequestWithContext(t.Context(), http.MethodPost, f.server.URL+"/mcp", bytes.NewReader(body))
			req.Header.Set("Content-Type", "application/json")
			req.Header.Set("Accept", "application/json, text/event-stream")
			req.Header.Set("MCP-Protocol-Version", "2026-07-28")
			req.Header.Set("Mcp-Method", "tools/call")
			req.Header.Set("Mcp-Name", "notes__delete_note")
			resp, err := http.DefaultClient.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			defer func() { _ = resp.Body.Close() }()
			got, _ := io.ReadAll(resp.Body)
			if !strings.Contains(string(got), "does not belong to this call") || !strings.Contains(string(got), `"isError":true`) {
				t.Errorf("got %d %s, want a denial", resp.StatusCode, got)
			}
			if strings.Contains(string(got), "deleted 7") {
				t.Fatal("the forged approval went through")
			}
		})
	}
}

// TestConditionalApprovalAsksOnlyForMatchingCalls: with
// require_approval.when, only the calls whose arguments match a case are
// put to a person; a value of another type is put to a person too.
func TestConditionalApprovalAsksOnlyForMatchingCalls(t *testing.T) {
	policy := strings.Replace(notesPolicy, `"timeout": "5s"}`,
		`"timeout": "5s", "when": [{"conditions": [{"path": "args.id", "op": "not_in", "value": ["scratch"]}], "reason": "Only the scratch note goes without asking."}]}`, 1)
	f := newFixture(t, fixtureOptions{policies: map[string]string{"notes": policy}})
	for _, tt := range []struct {
		name   string
		id     any
		asked  bool
		answer func(string) *mcp.ElicitationResult
		want   string
		isErr  bool
	}{
		{"a call outside every case", "scratch", false, accept, "deleted scratch", false},
		{"a matching call, approved", "7", true, accept, "deleted 7", false},
		{"a matching call, declined", "8", true, decline, "Only the scratch note goes without asking.", true},
		{"a case-changed value", "Scratch", true, decline, "the person declined", true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			e := &elicitor{answer: tt.answer}
			c := f.connect(t, "/mcp", nil, legacyProtocol(), client.WithElicitationHandler(e))
			text, isErr, err := callTool(t.Context(), c, "notes__delete_note", map[string]any{"id": tt.id})
			if err != nil {
				t.Fatalf("call: %v", err)
			}
			if isErr != tt.isErr || !strings.Contains(text, tt.want) {
				t.Errorf("got %q (error %v), want %q (error %v)", text, isErr, tt.want, tt.isErr)
			}
			if got := len(e.asked) == 1; got != tt.asked {
				t.Errorf("asked %d times, want asked=%v", len(e.asked), tt.asked)
			}
		})
	}
}
