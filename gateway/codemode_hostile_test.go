package gateway

import (
	"strings"
	"testing"

	"github.com/mark3labs/mcp-go/client"
)

// A script's call to a tool that needs approval is put to the person
// behind the client, like a direct call: a client that cannot ask, or a
// person who declines, leaves the script a denial it can catch, and the
// tool is not reached; many such calls at once are each denied.
func TestScriptCallsNeedingApprovalAreDeniedWithoutAYes(t *testing.T) {
	f := newFixture(t, fixtureOptions{codemode: true})
	for _, tt := range []struct {
		name string
		opts []client.ClientOption
		code string
		want string
	}{
		{"a client that cannot ask", nil,
			`try { call_tool("notes", "delete_note", {id: "1"}); "reached" } catch (e) { e.name + ": " + e.message }`, "DeniedError"},
		{"a person who declines", []client.ClientOption{client.WithElicitationHandler(&elicitor{answer: decline})},
			`try { call_tool("notes", "delete_note", {id: "1"}); "reached" } catch (e) { e.name + ": " + e.message }`, "DeniedError"},
		{"many at once", nil,
			`const r = call_tools(Array.from({length: 20}, (_, i) => ({server: "notes", tool: "delete_note", args: {id: String(i)}})));
			 r.filter(x => x.denied).length + " denied of " + r.length`, "20 denied of 20"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			c := f.connect(t, "/mcp", nil, tt.opts...)
			text, isErr, err := callTool(t.Context(), c, "codemode__execute_code", map[string]any{"code": tt.code})
			if err != nil || isErr || !strings.Contains(text, tt.want) || strings.Contains(text, "reached") {
				t.Errorf("got %q (error %v, err %v), want %q", text, isErr, err, tt.want)
			}
		})
	}
}

// A script that calls a limited tool many times at once (call_tools runs
// eight at a time, Promise.all of call_tool one after another) gets no
// more calls than the limit allows: add_note may run three times a minute.
func TestScriptCallsPastALimitAreDenied(t *testing.T) {
	for _, tt := range []struct {
		name, code string
	}{
		{"call_tools", `const r = call_tools(Array.from({length: 30}, (_, i) => ({server: "notes", tool: "add_note", args: {text: "n" + i}})));
			r.filter(x => !x.error).length + " ran, " + r.filter(x => x.denied).length + " denied"`},
		{"Promise.all of call_tool", `const r = await Promise.allSettled(Array.from({length: 30}, async (_, i) => call_tool("notes", "add_note", {text: "n" + i})));
			r.filter(x => x.status === "fulfilled").length + " ran, " + r.filter(x => x.reason && x.reason.code === "DENIED").length + " denied"`},
	} {
		t.Run(tt.name, func(t *testing.T) {
			f := newFixture(t, fixtureOptions{codemode: true})
			c := f.connect(t, "/mcp", nil)
			text, isErr, err := callTool(t.Context(), c, "codemode__execute_code", map[string]any{"code": tt.code})
			if err != nil || isErr || !strings.Contains(text, "3 ran, 27 denied") {
				t.Errorf("got %q (error %v, err %v), want 3 ran, 27 denied", text, isErr, err)
			}
		})
	}
}

// A script learns nothing of a hidden tool: calling it fails with the very
// words a tool that does not exist fails with, under any server name or
// argument type, and neither list shows it.
func TestScriptLearnsNothingOfHiddenTools(t *testing.T) {
	f := newFixture(t, fixtureOptions{codemode: true})
	c := f.connect(t, "/mcp", nil)
	probe := func(t *testing.T, code string) string {
		t.Helper()
		text, _, err := callTool(t.Context(), c, "codemode__execute_code", map[string]any{"code": code})
		if err != nil {
			t.Fatal(err)
		}
		return text
	}
	errorOf := func(server, tool, args string) string {
		return `try { await call_tool("` + server + `", "` + tool + `", ` + args + `); "called" } catch (e) { String(e.message).replaceAll("` + tool + `", "T") }`
	}
	for _, tt := range []struct{ name, hidden, absent string }{
		{"by name", errorOf("notes", "admin_secret", "{}"), errorOf("notes", "admin_secreu", "{}")},
		{"namespaced", errorOf("notes", "notes__admin_secret", "{}"), errorOf("notes", "notes__admin_secreu", "{}")},
		{"through the code-mode server", errorOf("codemode", "admin_secret", "{}"), errorOf("codemode", "admin_secreu", "{}")},
		{"with arguments of another type", errorOf("notes", "admin_secret", `{id: [1, {a: null}]}`), errorOf("notes", "admin_secreu", `{id: [1, {a: null}]}`)},
	} {
		t.Run(tt.name, func(t *testing.T) {
			hidden, absent := probe(t, tt.hidden), probe(t, tt.absent)
			if hidden != absent || strings.Contains(hidden, "called") {
				t.Errorf("a hidden tool fails with %q, an absent one with %q; want the same words", hidden, absent)
			}
		})
	}
	if listed := probe(t, `JSON.stringify([list_servers(), list_tools("notes")])`); strings.Contains(listed, "admin_secret") {
		t.Errorf("the lists show the hidden tool: %s", listed)
	}
}
