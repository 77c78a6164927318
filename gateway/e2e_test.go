package gateway

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/client"

	"github.com/mcpscan/mcpscan/catalog"
	"github.com/mcpscan/mcpscan/classifier"
	"github.com/mcpscan/mcpscan/crawler/introspect"
	"github.com/mcpscan/mcpscan/internal/upstream"
	"github.com/mcpscan/mcpscan/internal/windowtest"
	"github.com/mcpscan/mcpscan/policygen"
	"github.com/mcpscan/mcpscan/sandbox"
)

// generatedPolicies classifies the real tool definitions of the notes
// server (introspected) and of the built-in code-mode server, and writes
// the recommended policies, as 'mcpscan policy generate' does.
func generatedPolicies(t *testing.T) map[string]string {
	t.Helper()
	ctx := t.Context()
	s, err := introspect.Dial(ctx, notesTarget(), introspect.Limits{Timeout: 10 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	notes, _, err := s.Tools(ctx)
	s.Close()
	if err != nil {
		t.Fatal(err)
	}
	cfg := sandbox.DefaultServerConfig()
	cm, err := sandbox.NewMCPServer(ctx, sandbox.New(cfg.RuntimeConfig()), &sandbox.DirectCaller{Pool: upstream.NewPool(nil, introspect.Limits{})}, cfg, "test")
	if err != nil {
		t.Fatal(err)
	}
	st := cm.GetTool("execute_code")
	code := catalog.Tool{Name: st.Tool.Name, Description: st.Tool.Description, InputSchema: st.Tool.RawInputSchema}

	out := map[string]string{}
	for server, tools := range map[string][]catalog.Tool{"notes": notes, CodemodeServer: {code}} {
		var as []classifier.Assessment
		for _, tl := range tools {
			as = append(as, classifier.Classify(tl))
		}
		doc, err := policygen.Generate(tools, as, policygen.Options{})
		if err != nil {
			t.Fatal(err)
		}
		b, err := doc.Encode()
		if err != nil {
			t.Fatal(err)
		}
		out[server] = string(b)
	}
	return out
}

// The loop the product promises, on the gateway's side: the generated
// policies, enforced.
func TestGeneratedPoliciesEnforced(t *testing.T) {
	policies := generatedPolicies(t)
	if !strings.Contains(policies[CodemodeServer], `"category": "Execute"`) || !strings.Contains(policies[CodemodeServer], `"severity": "High"`) {
		t.Fatalf("execute_code is not High Risk Execute in its generated policy:\n%s", policies[CodemodeServer])
	}
	const aliceToken, bobToken = "alice-0123456789abcdef", "bob-0123456789abcdef"
	f := newFixture(t, fixtureOptions{codemode: true, policies: policies,
		http: HTTPOptions{Grants: map[string]string{aliceToken: "alice", bobToken: "bob"}}})
	alice := map[string]string{"Authorization": "Bearer " + aliceToken}
	bob := map[string]string{"Authorization": "Bearer " + bobToken}
	ctx := t.Context()

	// The subtests below spend alice's execute_code calls of one minute.
	windowtest.ClearOfEdge(t, time.Minute, 20*time.Second)
	t.Run("the 11th execute_code call in a minute is denied", func(t *testing.T) {
		c := f.connect(t, "/mcp", alice)
		for i := 1; i <= 11; i++ {
			text, isErr, err := callTool(ctx, c, "codemode__execute_code", map[string]any{"code": fmt.Sprintf("%d + 1", i)})
			if err != nil {
				t.Fatal(err)
			}
			if (i <= 10) == isErr {
				t.Fatalf("call %d: %q (error %v)", i, text, isErr)
			}
			if i == 11 && !strings.Contains(text, "rate limit reached: 10 of 10 calls per minute") {
				t.Fatalf("call 11: %q", text)
			}
		}
	})

	t.Run("a destructive tool asks for approval", func(t *testing.T) {
		e := &elicitor{answer: accept}
		c := f.connect(t, "/mcp", alice, legacyProtocol(), client.WithElicitationHandler(e))
		text, isErr, err := callTool(ctx, c, "notes__delete_note", map[string]any{"id": "3"})
		if err != nil || isErr || text != "deleted 3" || len(e.asked) != 1 {
			t.Fatalf("got %q (error %v, err %v), asked %d times", text, isErr, err, len(e.asked))
		}
	})

	t.Run("a tool the policy does not name is denied", func(t *testing.T) {
		c := f.connect(t, "/mcp", alice)
		// grow adds "grown" upstream; the generated policy predates it.
		if _, isErr, err := callTool(ctx, c, "notes__grow", nil); err != nil || isErr {
			t.Fatalf("grow: %v %v", isErr, err)
		}
		deadline := time.Now().Add(5 * time.Second)
		for len(f.gw.tools("notes")) == 0 || !slices.ContainsFunc(f.gw.tools("notes"), func(tl catalog.Tool) bool { return tl.Name == "grown" }) {
			if time.Now().After(deadline) {
				t.Fatal("the gateway did not see the new upstream tool")
			}
			time.Sleep(10 * time.Millisecond)
		}
		if slices.Contains(toolNames(t, c), "notes__grown") {
			t.Error("a tool the policy does not name is listed under default deny")
		}
		if _, _, err := callTool(ctx, c, "notes__grown", nil); err == nil {
			t.Error("a tool the policy does not name could be called")
		}
	})

	t.Run("a script cannot reach what the policy denies", func(t *testing.T) {
		// Another grant: alice has used up her execute_code calls.
		c := f.connect(t, "/mcp", bob)
		for _, tt := range []struct{ code, want string }{
			{`try { call_tool("notes", "grown", {}); "reached" } catch (e) { e.message }`, "lists no tool"},
			{`try { call_tool("notes", "delete_note", {id: "1"}); "reached" } catch (e) { e.message }`, "this client cannot ask a person"},
		} {
			ctx, cancel := context.WithTimeout(ctx, 10*time.Second)
			text, _, err := callTool(ctx, c, "codemode__execute_code", map[string]any{"code": tt.code})
			cancel()
			if err != nil || !strings.Contains(text, tt.want) || strings.Contains(text, "reached") {
				t.Errorf("got %q (%v), want the policy's %q inside the script", text, err, tt.want)
			}
		}
	})
}
