package gateway

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/mcpscan/mcpscan/internal/windowtest"
	"github.com/mcpscan/mcpscan/registry"
)

func TestCodemodeIsPolicedLikeAnyTool(t *testing.T) {
	f := newFixture(t, fixtureOptions{codemode: true})
	c := f.connect(t, "/mcp", nil)
	ctx := t.Context()

	t.Run("listed and described with the visible tools only", func(t *testing.T) {
		res, err := c.ListTools(ctx, mcp.ListToolsRequest{})
		if err != nil {
			t.Fatal(err)
		}
		var desc string
		for _, tl := range res.Tools {
			if tl.Name == "codemode__execute_code" {
				desc = tl.Description
			}
		}
		if desc == "" {
			t.Fatal("codemode__execute_code is not listed")
		}
		for _, w := range []string{"echo", "add_note"} {
			if !strings.Contains(desc, w) {
				t.Errorf("description lacks callable tool %q", w)
			}
		}
		for _, w := range []string{"admin_secret", "read_note"} {
			if strings.Contains(desc, w) {
				t.Errorf("description shows %q, which the policy does not let a client see", w)
			}
		}
	})

	t.Run("a script reaches allowed tools", func(t *testing.T) {
		text, isErr, err := callTool(ctx, c, "codemode__execute_code", map[string]any{
			"code": `const r = call_tool("notes", "echo", {text: "from a script"}); ({echoed: r})`})
		if err != nil || isErr || !strings.Contains(text, "from a script") {
			t.Fatalf("got %q (error %v, err %v)", text, isErr, err)
		}
	})

	t.Run("a script gets the policy's error for a denied tool", func(t *testing.T) {
		for _, tool := range []string{"admin_secret", "read_note"} {
			text, isErr, err := callTool(ctx, c, "codemode__execute_code", map[string]any{
				"code": fmt.Sprintf(`try { call_tool("notes", %q, {id: "1"}); "reached" } catch (e) { "caught: " + e.message }`, tool)})
			if err != nil || isErr {
				t.Fatalf("%s: got %q (error %v, err %v)", tool, text, isErr, err)
			}
			if !strings.Contains(text, "caught:") || !strings.Contains(text, "policy") || strings.Contains(text, "hunter2") {
				t.Errorf("%s: got %q, want the policy's denial inside the script", tool, text)
			}
		}
		text, _, _ := callTool(ctx, c, "codemode__execute_code", map[string]any{
			"code": `call_tool("notes", "add_note", {text: "the password is hunter2"})`})
		if !strings.Contains(text, "Notes may not hold passwords.") {
			t.Errorf("got %q, want deny_if's on_deny inside the script", text)
		}
	})

	t.Run("nested calls name their parent in the audit log", func(t *testing.T) {
		recs := f.audit(t, registry.AuditFilter{Server: "notes", Tool: "echo"}, 1)
		if len(recs) == 0 || recs[0].ParentID == "" {
			t.Fatalf("nested echo audit: %+v", recs)
		}
		parent := f.audit(t, registry.AuditFilter{ParentID: recs[0].ParentID}, 1)
		all := f.audit(t, registry.AuditFilter{Server: CodemodeServer}, 1)
		found := false
		for _, r := range all {
			found = found || r.AuditID == recs[0].ParentID
		}
		if !found || len(parent) == 0 {
			t.Errorf("parent %s of the nested call is not an execute_code record", recs[0].ParentID)
		}
	})
}

// The first scenario: 11 execute_code calls within a minute under
// the generated limit (10 a minute): 10 run, the 11th is denied.
func TestExecuteCodeEleventhCallDenied(t *testing.T) {
	windowtest.ClearOfEdge(t, time.Minute, 15*time.Second)
	f := newFixture(t, fixtureOptions{codemode: true})
	c := f.connect(t, "/mcp/codemode", nil, legacyProtocol())
	ctx := t.Context()
	for i := 1; i <= 11; i++ {
		text, isErr, err := callTool(ctx, c, "execute_code", map[string]any{"code": fmt.Sprintf("%d * 2", i)})
		if err != nil {
			t.Fatalf("call %d: %v", i, err)
		}
		if i <= 10 {
			if isErr || text != fmt.Sprint(i*2) {
				t.Fatalf("call %d: got %q (error %v), want %d", i, text, isErr, i*2)
			}
			continue
		}
		if !isErr || !strings.Contains(text, `rate limit reached: 10 of 10 calls per minute (counter "execute_code_rate")`) {
			t.Fatalf("call 11: got %q (error %v), want the limit's denial", text, isErr)
		}
	}
	recs := f.audit(t, registry.AuditFilter{Server: CodemodeServer, Tool: "execute_code"}, 11)
	allowed, denied := 0, 0
	for _, r := range recs {
		switch r.Decision {
		case DecisionAllow:
			allowed++
		case DecisionDeny:
			denied++
		}
	}
	if allowed != 10 || denied != 1 {
		t.Errorf("audit: %d allowed, %d denied; want 10 and 1", allowed, denied)
	}
}

// A script reaches only the exact names its policy lets a client see:
// no case, space, invisible-character or homoglyph variant of a listed
// name, no hidden or invented name, and no other server's tool through a
// name of its own.
func TestCodemodeReachesOnlyListedNames(t *testing.T) {
	f := newFixture(t, fixtureOptions{codemode: true})
	c := f.connect(t, "/mcp", nil)
	// One script tries every name (execute_code is rate-limited).
	names := [][2]string{}
	for _, tool := range []string{
		"ECHO", "Echo", "echo ", " echo", "echo\u200b", "ech\u043e", "echo\u0000", "notes__echo",
		"admin_secret", "ADMIN_SECRET", "admin_secret ", "Delete_Note", "DELETE_NOTE", "delete_note\t",
		"read_note", "made_up_tool", "", "../echo",
	} {
		names = append(names, [2]string{"notes", tool})
	}
	var list []string
	for _, n := range names {
		list = append(list, fmt.Sprintf(`["%s", "%s"]`, n[0], n[1]))
	}
	code := `const out = {}; for (const [s, t] of [` + strings.Join(list, ", ") + `]) {
	  try { const r = call_tool(s, t, {text: "x", id: "1"}); out[s + "/" + t] = "reached: " + JSON.stringify(r) }
	  catch (e) { out[s + "/" + t] = "caught" } }; out`
	text, isErr, err := callTool(t.Context(), c, "codemode__execute_code", map[string]any{"code": code})
	if err != nil || isErr {
		t.Fatalf("got %q (error %v, err %v)", text, isErr, err)
	}
	var out map[string]string
	if err := json.Unmarshal([]byte(text), &out); err != nil {
		t.Fatalf("%v: %s", err, text)
	}
	if len(out) != len(names) {
		t.Errorf("got %d answers for %d names: %v", len(out), len(names), out)
	}
	for name, got := range out {
		if got != "caught" {
			t.Errorf("%q: %s, want the script refused", name, got)
		}
	}
	// Server names are exact too; a server that is not allowed ends the
	// script.
	for _, server := range []string{"NOTES", "notes ", "codemode", ""} {
		text, _, err := callTool(t.Context(), c, "codemode__execute_code", map[string]any{
			"code": fmt.Sprintf(`try { call_tool(%q, "echo", {text: "x"}); "reached" } catch (e) { "caught" }`, server)})
		if err != nil || strings.Contains(text, "reached") {
			t.Errorf("server %q: got %q %v, want the script refused", server, text, err)
		}
	}
	// The exact name works.
	text, _, _ = callTool(t.Context(), c, "codemode__execute_code", map[string]any{"code": `call_tool("notes", "echo", {text: "exact"})`})
	if !strings.Contains(text, "exact") {
		t.Errorf("the exact name: %s", text)
	}
}
