package gateway

import (
	"context"
	"encoding/json"
	"io"
	"net"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/client"

	"github.com/mcpscan/mcpscan/registry"
)

const carolToken = "carol-approver-token-0123"

// approverPolicy puts delete_note before an approver (by: who).
func approverPolicy(by, timeout string) string {
	return strings.Replace(notesPolicy, `"timeout": "5s"`, `"timeout": "`+timeout+`", "by": "`+by+`"`, 1)
}

// desk sends one request to the approval desk.
func desk(t *testing.T, method, url, token, body string, headers ...string) (int, string) {
	t.Helper()
	req, _ := http.NewRequestWithContext(t.Context(), method, url, strings.NewReader(body))
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	for i := 0; i+1 < len(headers); i += 2 {
		req.Header.Add(headers[i], headers[i+1])
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = resp.Body.Close() }()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(b)
}

// waitPending polls the desk until n calls wait and returns them.
func waitPending(t *testing.T, base string, n int) []pendingApproval {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for {
		status, body := desk(t, http.MethodGet, base+"/approvals", carolToken, "")
		if status != http.StatusOK {
			t.Fatalf("GET /approvals: %d %s", status, body)
		}
		var list struct {
			Pending []pendingApproval `json:"pending"`
		}
		if err := json.Unmarshal([]byte(body), &list); err != nil {
			t.Fatalf("GET /approvals: %v in %s", err, body)
		}
		if len(list.Pending) >= n || time.Now().After(deadline) {
			if len(list.Pending) != n {
				t.Fatalf("got %d calls waiting, want %d", len(list.Pending), n)
			}
			return list.Pending
		}
		time.Sleep(10 * time.Millisecond)
	}
}

type callResult struct {
	text  string
	isErr bool
	err   error
}

func TestApproverDecidesOutOfBand(t *testing.T) {
	// alice's token is offered as an approver's too: a grant never is one.
	approvers := map[string]string{carolToken: "carol", aliceToken: "alice"}
	for _, tt := range []struct {
		name     string
		by       string
		approve  bool
		wantText string
		wantErr  bool
		decision string
		reason   string
	}{
		{"approver approves", "approver", true, "deleted 7", false, DecisionApproved, "approved by approver carol"},
		{"approver declines", "approver", false, "approver carol declined", true, DecisionDeclined, "approver carol declined"},
		{"either: the approver is first", "either", true, "deleted 7", false, DecisionApproved, "approved by approver carol"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			f := newFixture(t, fixtureOptions{policies: map[string]string{"notes": approverPolicy(tt.by, "10s")},
				http: HTTPOptions{Grants: grantsFor(), Approvers: approvers}})
			// The client would approve at once if asked, slowly for
			// "either" so that the approver answers first; for "approver"
			// it must not be asked at all.
			e := &elicitor{answer: accept, delay: 20 * time.Second}
			c := f.connect(t, "/mcp", map[string]string{"Authorization": "Bearer " + aliceToken}, legacyProtocol(), client.WithElicitationHandler(e))
			start := time.Now()
			done := make(chan callResult, 1)
			go func() {
				text, isErr, err := callTool(t.Context(), c, "notes__delete_note", map[string]any{"id": "7"})
				done <- callResult{text, isErr, err}
			}()
			p := waitPending(t, f.server.URL, 1)[0]
			if p.Server != "notes" || p.Tool != "delete_note" || p.Identity != "alice" || !strings.Contains(string(p.Args), `"7"`) {
				t.Errorf("the desk shows %+v", p)
			}
			// Neither the agent's grant nor no token may answer.
			for _, tok := range []string{aliceToken, ""} {
				if status, body := desk(t, http.MethodPost, f.server.URL+"/approvals/"+p.ID, tok, `{"approve":true}`); status != http.StatusUnauthorized {
					t.Errorf("approve with token %q: %d %s, want 401", tok, status, body)
				}
				if status, _ := desk(t, http.MethodGet, f.server.URL+"/approvals", tok, ""); status != http.StatusUnauthorized {
					t.Errorf("list with token %q: %d, want 401", tok, status)
				}
			}
			body := `{"approve":false}`
			if tt.approve {
				body = `{"approve":true}`
			}
			if status, got := desk(t, http.MethodPost, f.server.URL+"/approvals/"+p.ID, carolToken, body); status != http.StatusOK {
				t.Fatalf("decide: %d %s", status, got)
			}
			var r callResult
			select {
			case r = <-done:
			case <-time.After(10 * time.Second):
				t.Fatal("the call did not end after the approver answered")
			}
			if r.err != nil || r.isErr != tt.wantErr || !strings.Contains(r.text, tt.wantText) {
				t.Fatalf("got %q (error %v, err %v), want %q (error %v)", r.text, r.isErr, r.err, tt.wantText, tt.wantErr)
			}
			e.mu.Lock()
			asked := e.numAsked
			e.mu.Unlock()
			if tt.by == "approver" && asked != 0 {
				t.Errorf("the client was asked %d times; the policy wants an approver", asked)
			}
			recs := f.audit(t, registry.AuditFilter{Tool: "delete_note", Since: start}, 1)
			if len(recs) != 1 || recs[0].Decision != tt.decision || !strings.Contains(recs[0].Reason, tt.reason) {
				t.Errorf("audit: %+v, want one %q record naming %q", recs, tt.decision, tt.reason)
			}
			if status, _ := desk(t, http.MethodPost, f.server.URL+"/approvals/"+p.ID, carolToken, `{"approve":true}`); status != http.StatusNotFound {
				t.Errorf("a second answer: %d, want 404", status)
			}
		})
	}
}

func TestApproverNotAnswering(t *testing.T) {
	for _, tt := range []struct {
		name      string
		approvers map[string]string
		by        string
		want      string
	}{
		{"no approver answers", map[string]string{carolToken: "carol"}, "approver", "no approver answered within 300ms"},
		{"the gateway has no approvers", nil, "approver", "the gateway has none"},
		{"only the agent's token was offered", map[string]string{aliceToken: "alice"}, "approver", "the gateway has none"},
		{"either, the client cannot ask, no approver answers", map[string]string{carolToken: "carol"}, "either", "no approver answered"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			f := newFixture(t, fixtureOptions{policies: map[string]string{"notes": approverPolicy(tt.by, "300ms")},
				http: HTTPOptions{Grants: grantsFor(), Approvers: tt.approvers}})
			c := f.connect(t, "/mcp", map[string]string{"Authorization": "Bearer " + aliceToken}, legacyProtocol())
			start := time.Now()
			text, isErr, err := callTool(t.Context(), c, "notes__delete_note", map[string]any{"id": "7"})
			if err != nil || !isErr || !strings.Contains(text, tt.want) {
				t.Fatalf("got %q (error %v, err %v), want a denial with %q", text, isErr, err, tt.want)
			}
			if d := time.Since(start); d > 3*time.Second {
				t.Errorf("the denial took %s; the timeout is 300ms", d)
			}
			recs := f.audit(t, registry.AuditFilter{Tool: "delete_note", Since: start}, 1)
			if len(recs) != 1 || recs[0].Decision != DecisionDeny {
				t.Errorf("audit: %+v, want one deny (nobody said no)", recs)
			}
		})
	}
}

func TestEitherLetsTheClientApprove(t *testing.T) {
	f := newFixture(t, fixtureOptions{policies: map[string]string{"notes": approverPolicy("either", "10s")},
		http: HTTPOptions{Grants: grantsFor(), Approvers: map[string]string{carolToken: "carol"}}})
	c := f.connect(t, "/mcp", map[string]string{"Authorization": "Bearer " + aliceToken}, legacyProtocol(),
		client.WithElicitationHandler(&elicitor{answer: accept}))
	start := time.Now()
	text, isErr, err := callTool(t.Context(), c, "notes__delete_note", map[string]any{"id": "7"})
	if err != nil || isErr || !strings.Contains(text, "deleted 7") {
		t.Fatalf("got %q (error %v, err %v)", text, isErr, err)
	}
	recs := f.audit(t, registry.AuditFilter{Tool: "delete_note", Since: start}, 1)
	if len(recs) != 1 || recs[0].Decision != DecisionApproved || !strings.Contains(recs[0].Reason, "the person at the client") {
		t.Errorf("audit: %+v", recs)
	}
	// Once answered, nothing is left waiting at the desk.
	waitPending(t, f.server.URL, 0)
}

func TestApprovalDeskRefusesBadRequests(t *testing.T) {
	f := newFixture(t, fixtureOptions{http: HTTPOptions{Grants: grantsFor(), Approvers: map[string]string{carolToken: "carol"}}})
	u := f.server.URL + "/approvals"
	for _, tt := range []struct {
		name, method, path, body string
		headers                  []string
		want                     int
	}{
		{"unknown id", http.MethodPost, "/nope", `{"approve":true}`, nil, http.StatusNotFound},
		{"no answer in the body", http.MethodPost, "/nope", `{}`, nil, http.StatusBadRequest},
		{"answer of another type", http.MethodPost, "/nope", `{"approve":"yes"}`, nil, http.StatusBadRequest},
		{"not JSON", http.MethodPost, "/nope", `approve`, nil, http.StatusBadRequest},
		{"huge body", http.MethodPost, "/nope", `{"approve":true,"x":"` + strings.Repeat("a", 10000) + `"}`, nil, http.StatusBadRequest},
		{"a web page", http.MethodGet, "", "", []string{"Origin", "http://evil.example"}, http.StatusForbidden},
		{"wrong method", http.MethodDelete, "", "", nil, http.StatusMethodNotAllowed},
		{"a second credential", http.MethodGet, "", "", []string{"Authorization", "Bearer " + bobToken}, http.StatusUnauthorized},
		{"a second, empty credential", http.MethodGet, "", "", []string{"Authorization", ""}, http.StatusUnauthorized},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if status, body := desk(t, tt.method, u+tt.path, carolToken, tt.body, tt.headers...); status != tt.want {
				t.Errorf("got %d %s, want %d", status, body, tt.want)
			}
		})
	}
}

// A gateway whose clients use stdio serves the desk on a port of its own.
func TestServeApprovalsForStdio(t *testing.T) {
	f := newFixture(t, fixtureOptions{})
	if err := f.gw.ServeApprovals(t.Context(), nil, nil); err == nil {
		t.Error("a desk without approvers was served")
	}
	ln, err := (&net.ListenConfig{}).Listen(t.Context(), "tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(t.Context())
	done := make(chan error, 1)
	go func() { done <- f.gw.ServeApprovals(ctx, ln, map[string]string{carolToken: "carol"}) }()
	base := "http://" + ln.Addr().String()
	waitPending(t, base, 0)
	if status, _ := desk(t, http.MethodGet, base+"/approvals", "", ""); status != http.StatusUnauthorized {
		t.Errorf("no token: %d, want 401", status)
	}
	if status, _ := desk(t, http.MethodPost, base+"/mcp", carolToken, "{}"); status != http.StatusNotFound {
		t.Errorf("the desk's port serves MCP: %d, want 404", status)
	}
	cancel()
	if err := <-done; err != nil {
		t.Errorf("serve: %v", err)
	}
}
