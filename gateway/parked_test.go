package gateway

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/mcpscan/mcpscan/crawler/introspect"
)

// modernCall makes one 2026-07-28 tools/call by hand, with a request
// state and answers when given (args nil is no arguments), and returns the response body. It gives
// up after five seconds: a retry must never be held longer.
func modernCall(t *testing.T, url, token, tool string, args map[string]any, state string, answers map[string]any) string {
	t.Helper()
	if args == nil {
		args = map[string]any{}
	}
	params := map[string]any{"name": tool, "arguments": args, "_meta": map[string]any{
		"io.modelcontextprotocol/protocolVersion":    "2026-07-28",
		"io.modelcontextprotocol/clientCapabilities": map[string]any{"elicitation": map[string]any{}},
	}}
	if state != "" {
		params["requestState"], params["inputResponses"] = state, answers
	}
	body, _ := json.Marshal(map[string]any{"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": params})
	ctx, cancel := context.WithTimeout(t.Context(), 5*time.Second)
	defer cancel()
	req, _ := http.NewRequestWithContext(ctx, http.MethodPost, url, strings.NewReader(string(body)))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "application/json, text/event-stream")
	req.Header.Set("Authorization", "Bearer "+token)
	req.Header.Set("Mcp-Protocol-Version", "2026-07-28")
	req.Header.Set("Mcp-Method", "tools/call")
	req.Header.Set("Mcp-Name", tool)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return "transport error: " + err.Error()
	}
	defer func() { _ = resp.Body.Close() }()
	got, err := io.ReadAll(resp.Body)
	if err != nil {
		return "read error: " + err.Error()
	}
	return string(got)
}

var relayState = regexp.MustCompile(`"requestState":"(mcpscan-relay\.[^"]+)"`)

// A parked call (an upstream's question turned into input_required) is
// resumed only by its own client, with the state's bytes as issued, once:
// a replay by another identity or at another endpoint, a tampered state
// and an answer after the call ended are refused with a JSON-RPC error; a
// retry that leaves the question unanswered gets it again at once, and
// none holds the retry.
func TestParkedCallStateCannotBeReplayedOrAnsweredTwice(t *testing.T) {
	target := richTargets(t)["stdio"]
	f := newFixture(t, fixtureOptions{targets: []introspect.Target{target},
		policies: map[string]string{"rich": richPolicy}, http: HTTPOptions{Grants: grantsFor()}})
	url := f.server.URL + "/mcp"
	first := modernCall(t, url, aliceToken, "rich__confirm", nil, "", nil)
	m := relayState.FindStringSubmatch(first)
	if m == nil {
		t.Fatalf("got %s, want input_required with a relay state", first)
	}
	state := m[1]
	answers := map[string]any{"mcpscan-input-1": map[string]any{"action": "accept", "content": map[string]any{}}}
	const refused = "requestState does not name a call waiting for input"
	for _, tt := range []struct {
		name, url, token, tool, state string
	}{
		{"another identity", url, bobToken, "rich__confirm", state},
		{"another endpoint", f.server.URL + "/mcp/rich", aliceToken, "confirm", state},
		{"a flipped byte", url, aliceToken, "rich__confirm", state[:len(state)-3] + flip(state[len(state)-3]) + state[len(state)-2:]},
		{"a cut signature", url, aliceToken, "rich__confirm", state[:len(state)-4]},
		{"another identity's name in the payload", url, aliceToken, "rich__confirm", strings.Replace(state, ".YWxpY2U.", ".Ym9i.", 1)},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if got := modernCall(t, tt.url, tt.token, tt.tool, nil, tt.state, answers); !strings.Contains(got, refused) {
				t.Errorf("got %s, want %q", got, refused)
			}
		})
	}
	t.Run("a retry without the answer, then one with it", func(t *testing.T) {
		var wg sync.WaitGroup
		got := make([]string, 2)
		wg.Go(func() { got[0] = modernCall(t, url, aliceToken, "rich__confirm", nil, state, map[string]any{}) })
		time.Sleep(100 * time.Millisecond)
		wg.Go(func() { got[1] = modernCall(t, url, aliceToken, "rich__confirm", nil, state, answers) })
		wg.Wait()
		if !strings.Contains(got[0], `"resultType":"input_required"`) || !strings.Contains(got[0], "mcpscan-input-1") {
			t.Errorf("without the answer: got %s, want the question put again", got[0])
		}
		if !strings.Contains(got[1], "answer: accept") {
			t.Errorf("with the answer: got %s, want the upstream's result", got[1])
		}
	})
	t.Run("an answer after the call ended", func(t *testing.T) {
		if got := modernCall(t, url, aliceToken, "rich__confirm", nil, state, answers); !strings.Contains(got, refused) {
			t.Errorf("got %s, want %q", got, refused)
		}
	})
}

// flip is another base64url character than c.
func flip(c byte) string {
	if c == 'A' {
		return "B"
	}
	return "A"
}

var approvalStateRE = regexp.MustCompile(`"requestState":"(mcpscan-approval\.[^"]+)"`)

// A person's yes, given under the policy that asked, does not let the call
// through once a reload denies the tool or these arguments: the retry is
// decided by the policy in force when it comes.
func TestApprovalAfterAReloadThatDeniesTheCall(t *testing.T) {
	for _, tt := range []struct{ name, from, to, want string }{
		{"the tool is dropped", `"delete_note": {`, `"delete_note_gone": {`, "not found"},
		{"the arguments are denied", `"delete_note": {`,
			`"delete_note": {"deny_if": [{"conditions": [{"path": "args.id", "op": "eq", "value": "7"}], "on_deny": "Note 7 stays."}], `,
			"Note 7 stays."},
	} {
		t.Run(tt.name, func(t *testing.T) {
			f := newFixture(t, fixtureOptions{http: HTTPOptions{Grants: grantsFor()}})
			url, args := f.server.URL+"/mcp", map[string]any{"id": "7"}
			first := modernCall(t, url, aliceToken, "notes__delete_note", args, "", nil)
			m := approvalStateRE.FindStringSubmatch(first)
			if m == nil {
				t.Fatalf("got %s, want input_required with an approval state", first)
			}
			writeFile(t, PolicyPath(f.dir, "notes"), strings.Replace(notesPolicy, tt.from, tt.to, 1))
			if err := f.gw.Reload(t.Context()); err != nil {
				t.Fatal(err)
			}
			yes := map[string]any{approvalInput: map[string]any{"action": "accept", "content": map[string]any{"approve": true}}}
			got := modernCall(t, url, aliceToken, "notes__delete_note", args, m[1], yes)
			if strings.Contains(got, "deleted 7") || !strings.Contains(got, tt.want) {
				t.Errorf("got %s, want %q", got, tt.want)
			}
		})
	}
}

// Only an accept with the box ticked as a JSON true approves, and only
// for the arguments that were asked about; an answer of another shape is
// a person's no, and the state it came with is spent.
func TestApprovalAnswersOfAnotherShapeAreNoYes(t *testing.T) {
	f := newFixture(t, fixtureOptions{http: HTTPOptions{Grants: grantsFor()}})
	url := f.server.URL + "/mcp"
	for _, tt := range []struct {
		name   string
		answer any
		retry  string // the id the retry names
		want   string
	}{
		{"the box as a string", map[string]any{"action": "accept", "content": map[string]any{"approve": "true"}}, "7", "not approved"},
		{"the box as a number", map[string]any{"action": "accept", "content": map[string]any{"approve": 1}}, "7", "not approved"},
		{"the action in upper case", map[string]any{"action": "ACCEPT", "content": map[string]any{"approve": true}}, "7", "not approved"},
		{"no content", map[string]any{"action": "accept"}, "7", "not approved"},
		{"the box outside the content", map[string]any{"action": "accept", "approve": true}, "7", "not approved"},
		{"an answer that is no object", "accept", "7", "no answer"},
		{"a yes for other arguments", map[string]any{"action": "accept", "content": map[string]any{"approve": true}}, "8", "does not belong"},
		{"a yes", map[string]any{"action": "accept", "content": map[string]any{"approve": true}}, "7", "deleted 7"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			first := modernCall(t, url, aliceToken, "notes__delete_note", map[string]any{"id": "7"}, "", nil)
			m := approvalStateRE.FindStringSubmatch(first)
			if m == nil {
				t.Fatalf("got %s, want input_required with an approval state", first)
			}
			got := modernCall(t, url, aliceToken, "notes__delete_note", map[string]any{"id": tt.retry}, m[1],
				map[string]any{approvalInput: tt.answer})
			if !strings.Contains(got, tt.want) {
				t.Errorf("got %s, want %q", got, tt.want)
			}
			if tt.want != "deleted 7" && strings.Contains(got, "deleted") {
				t.Errorf("got %s, want no deletion", got)
			}
			if tt.want == "not approved" {
				yes := map[string]any{approvalInput: map[string]any{"action": "accept", "content": map[string]any{"approve": true}}}
				if again := modernCall(t, url, aliceToken, "notes__delete_note", map[string]any{"id": "7"}, m[1], yes); !strings.Contains(again, "already used") {
					t.Errorf("a yes after the no: got %s, want the state spent", again)
				}
			}
		})
	}
}

// A parked call whose tool a reload denies is not resumed: the answer
// does not reach the upstream, and the retry gets the denial.
func TestParkedCallIsNotResumedAfterAReloadThatDeniesIt(t *testing.T) {
	f := newFixture(t, fixtureOptions{targets: []introspect.Target{richTargets(t)["stdio"]},
		policies: map[string]string{"rich": richPolicy}, http: HTTPOptions{Grants: grantsFor()}})
	url := f.server.URL + "/mcp"
	first := modernCall(t, url, aliceToken, "rich__confirm", nil, "", nil)
	m := relayState.FindStringSubmatch(first)
	if m == nil {
		t.Fatalf("got %s, want input_required with a relay state", first)
	}
	writeFile(t, PolicyPath(f.dir, "rich"), `{"version": "1", "default": "deny"}`)
	if err := f.gw.Reload(t.Context()); err != nil {
		t.Fatal(err)
	}
	answers := map[string]any{"mcpscan-input-1": map[string]any{"action": "accept", "content": map[string]any{}}}
	if got := modernCall(t, url, aliceToken, "rich__confirm", nil, m[1], answers); strings.Contains(got, "answer: accept") ||
		!strings.Contains(got, "no longer allowed by policy") {
		t.Errorf("got %s, want the call ended by the new policy", got)
	}
}

// A parked call whose arguments a reload now denies (a deny_if they match,
// or a require they fail) is stopped with the policy's denial, as when
// the tool is removed; a rule they pass lets the answer through.
func TestParkedCallIsStoppedByANewRuleItsArgumentsFail(t *testing.T) {
	const confirm = `{"version": "1", "default": "allow", "tools": {"confirm": {%s}}}`
	for _, tt := range []struct{ name, rule, want string }{
		{"a deny_if they match", `"deny_if": [{"conditions": [{"path": "args.id", "op": "eq", "value": "7"}], "on_deny": "Note 7 stays."}]`,
			deniedPrefix + "Note 7 stays."},
		{"a require they fail", `"require": [{"path": "args.id", "op": "eq", "value": "8", "on_deny": "Only note 8."}]`,
			deniedPrefix + "Only note 8."},
		{"a deny_if they do not match", `"deny_if": [{"conditions": [{"path": "args.id", "op": "eq", "value": "9"}]}]`,
			"answer: accept"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			f := newFixture(t, fixtureOptions{targets: []introspect.Target{richTargets(t)["stdio"]},
				policies: map[string]string{"rich": richPolicy}, http: HTTPOptions{Grants: grantsFor()}})
			url, args := f.server.URL+"/mcp", map[string]any{"id": "7"}
			first := modernCall(t, url, aliceToken, "rich__confirm", args, "", nil)
			m := relayState.FindStringSubmatch(first)
			if m == nil {
				t.Fatalf("got %s, want input_required with a relay state", first)
			}
			writeFile(t, PolicyPath(f.dir, "rich"), fmt.Sprintf(confirm, tt.rule))
			if err := f.gw.Reload(t.Context()); err != nil {
				t.Fatal(err)
			}
			answers := map[string]any{"mcpscan-input-1": map[string]any{"action": "accept", "content": map[string]any{}}}
			if got := modernCall(t, url, aliceToken, "rich__confirm", args, m[1], answers); !strings.Contains(got, tt.want) {
				t.Errorf("got %s, want %q", got, tt.want)
			}
		})
	}
}
