package policy

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/mcpscan/mcpscan/internal/redistest"
)

// seedPolicy is the public v1 example: it must be accepted verbatim.
const seedPolicy = `{"version": "1", "default": "deny",
 "tools": {"execute_code": {"limits": [{"counter": "execute_code_rate", "window": "minute", "max": 10, "scope": "grant"}]}}}`

func mustParse(t testing.TB, src string) *Document {
	t.Helper()
	d, err := Parse([]byte(src))
	if err != nil {
		t.Fatalf("parse: %v", err)
	}
	return d
}

func TestSeedPolicyAccepted(t *testing.T) {
	d := mustParse(t, seedPolicy)
	rule := d.Tools["execute_code"]
	if d.Version != "1" || d.Default != "deny" || rule == nil || len(rule.Limits) != 1 {
		t.Fatalf("got %+v", d)
	}
	want := Limit{Counter: "execute_code_rate", Window: Minute, Max: 10, Scope: ScopeGrant}
	if rule.Limits[0] != want {
		t.Errorf("limit: got %+v, want %+v", rule.Limits[0], want)
	}
}

func TestParseFullFormat(t *testing.T) {
	src := `{
  "version": "1",
  "default": "allow",
  "hide": ["drop_database"],
  "all_tools": {"limits": [{"counter": "all", "window": "hour", "max": 1000, "scope": "global"}]},
  "tools": {
    "run_query": {
      "deny_if": [{"conditions": [{"path": "args.sql", "op": "regex", "value": "(?i)\\b(drop|delete)\\b"}], "on_deny": "Only reads are allowed."}],
      "require": [{"path": "args.database", "op": "in", "value": ["analytics", "reporting"], "on_deny": "Pick an allowed database."}],
      "limits": [{"counter": "run_query_rate", "window": "second", "max": 5, "scope": "session"}],
      "x-risk": {"category": "Execute", "severity": "High", "rules": ["param.sql"], "rationale": "Runs SQL."},
      "x-owner": {"team": "data"}
    },
    "delete_file": {"require_approval": {"reason": "Deleting cannot be undone.", "timeout": "2m"}}
  }
}`
	d := mustParse(t, src)
	if d.Tools["delete_file"].RequireApproval.ApprovalTimeout() != 2*time.Minute {
		t.Errorf("approval timeout: got %v", d.Tools["delete_file"].RequireApproval.ApprovalTimeout())
	}
	rq := d.Tools["run_query"]
	if len(rq.DenyIf) != 1 || len(rq.Require) != 1 || rq.Risk.Category != "Execute" || len(rq.Extra) != 1 {
		t.Fatalf("run_query: %+v", rq)
	}
	// Round trip: encoding and parsing again gives the same document.
	out, err := d.Encode()
	if err != nil {
		t.Fatal(err)
	}
	again := mustParse(t, string(out))
	out2, _ := again.Encode()
	if string(out) != string(out2) {
		t.Errorf("not stable across a round trip:\n%s\n%s", out, out2)
	}
	if !strings.Contains(string(out), `"x-owner": {`) || !strings.Contains(string(out), `"team": "data"`) {
		t.Errorf("x- extension lost: %s", out)
	}
}

func TestParseErrors(t *testing.T) {
	for _, tt := range []struct {
		name, src, want string
	}{
		{"syntax", "{\n  \"version\": \"1\",\n  \"default\": deny\n}", "line 3, column 14"},
		{"not an object", `[]`, "want an object, got an array"},
		{"missing default", `{"version": "1"}`, `missing required field "default"`},
		{"bad version", `{"version": "2", "default": "deny"}`, `version: version "2" is not supported (only "1" is)`},
		{"bad default", `{"version": "1", "default": "block"}`, `default: "block" is not allowed (want allow or deny)`},
		{"bad instructions", `{"version": "1", "default": "deny", "instructions": "Withhold"}`, `instructions: "Withhold" is not allowed (want pass or withhold)`},
		{"instructions not a string", `{"version": "1", "default": "deny", "instructions": false}`, `instructions: want a string`},
		{"unknown top field", "{\"version\": \"1\", \"default\": \"deny\",\n \"tool\": {}}", `line 2, column 2: unknown field "tool" (did you mean "tools"?)`},
		{"unknown tool field", `{"version": "1", "default": "deny", "tools": {"x": {"limit": []}}}`, `tools.x: unknown field "limit" (did you mean "limits"?)`},
		{"bad window", `{"version": "1", "default": "deny", "tools": {"x": {"limits": [{"counter": "c", "window": "minutes", "max": 1}]}}}`,
			`tools.x.limits[0].window: "minutes" is not allowed (want second, minute, hour or day)`},
		{"bad scope", `{"version": "1", "default": "deny", "tools": {"x": {"limits": [{"counter": "c", "window": "minute", "max": 1, "scope": "user"}]}}}`,
			`scope: "user" is not allowed (want grant, session or global)`},
		{"bad max", `{"version": "1", "default": "deny", "tools": {"x": {"limits": [{"counter": "c", "window": "minute", "max": 0}]}}}`,
			`max: 0 is not a call count`},
		{"fractional max", `{"version": "1", "default": "deny", "tools": {"x": {"limits": [{"counter": "c", "window": "minute", "max": 1.5}]}}}`,
			`max: 1.5 is not a call count`},
		{"bad op", `{"version": "1", "default": "deny", "tools": {"x": {"require": [{"path": "args.a", "op": "equals", "value": 1}]}}}`,
			`unknown op "equals"`},
		{"bad regex", `{"version": "1", "default": "deny", "tools": {"x": {"require": [{"path": "args.a", "op": "regex", "value": "("}]}}}`,
			"bad regex"},
		{"bad path", `{"version": "1", "default": "deny", "tools": {"x": {"require": [{"path": "arguments.a", "op": "exists"}]}}}`,
			`path "arguments.a" must start with args`},
		{"lt needs a number", `{"version": "1", "default": "deny", "tools": {"x": {"require": [{"path": "args.n", "op": "lt", "value": "5"}]}}}`,
			"lt needs a number, got a string"},
		{"in needs a list", `{"version": "1", "default": "deny", "tools": {"x": {"require": [{"path": "args.n", "op": "in", "value": 5}]}}}`,
			"in needs an array of values"},
		{"deny_if without conditions", `{"version": "1", "default": "deny", "tools": {"x": {"deny_if": [{"on_deny": "no"}]}}}`,
			`missing required field "conditions"`},
		{"duplicate counter", `{"version": "1", "default": "deny", "tools": {
			"a": {"limits": [{"counter": "c", "window": "minute", "max": 1}]},
			"b": {"limits": [{"counter": "c", "window": "hour", "max": 1}]}}}`, `counter "c" is defined twice`},
		{"duplicate tool", `{"version": "1", "default": "deny", "tools": {"a": {}, "a": {}}}`, "tools.a: appears twice"},
		{"bad timeout", `{"version": "1", "default": "deny", "tools": {"x": {"require_approval": {"timeout": "soon"}}}}`,
			`"soon" is not a timeout`},
		{"unknown approver kind", `{"version": "1", "default": "deny", "tools": {"x": {"require_approval": {"by": "agent"}}}}`,
			`"agent" is not who may approve`},
		{"approver kind of another type", `{"version": "1", "default": "deny", "tools": {"x": {"require_approval": {"by": ["approver"]}}}}`,
			`require_approval.by`},
		{"approver kind in another case", `{"version": "1", "default": "deny", "tools": {"x": {"require_approval": {"by": "Approver"}}}}`,
			`"Approver" is not who may approve`},
		{"empty", ``, "line 1, column 1"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			d, err := Parse([]byte(tt.src))
			if err == nil || d != nil {
				t.Fatalf("got %v, %v; want an error", d, err)
			}
			if !strings.Contains(err.Error(), tt.want) {
				t.Errorf("got %q, want it to contain %q", err, tt.want)
			}
		})
	}
}

func TestParseCollectsSeveralErrors(t *testing.T) {
	_, err := Parse([]byte(`{"version": "1", "default": "deny", "tools": {"a": {"limit": 1}, "b": {"deny": 2}}}`))
	var list ErrorList
	if !asErrorList(err, &list) || len(list) != 2 {
		t.Fatalf("got %v, want two errors", err)
	}
}

func asErrorList(err error, out *ErrorList) bool {
	l, ok := err.(ErrorList) //nolint:errorlint // Parse returns the list itself
	*out = l
	return ok
}

func TestValidateWarnings(t *testing.T) {
	d := mustParse(t, `{"version": "1", "default": "deny", "hide": ["gone"], "tools": {"execute_cod": {}, "read_file": {}}}`)
	w := d.Validate([]string{"execute_code", "read_file"})
	if len(w) != 2 || !strings.Contains(w[0].String(), `did you mean "execute_code"?`) || !strings.Contains(w[1].String(), `no tool "gone"`) {
		t.Errorf("got %v", w)
	}
}

func TestConditionOps(t *testing.T) {
	args := map[string]any{
		"name": "report.csv", "size": float64(42), "tags": []any{"a", "b"}, "opts": map[string]any{"mode": "fast", "n": json.Number("7")},
		"items": []any{map[string]any{"id": "x1"}}, "flag": true, "none": nil,
	}
	for _, tt := range []struct {
		path, op string
		value    any
		want     bool
	}{
		{"args.name", "eq", "report.csv", true},
		{"args.name", "eq", "other", false},
		{"args.size", "eq", float64(42), true},
		{"args.flag", "eq", true, true},
		{"args.none", "exists", true, false},
		{"args.none", "exists", false, true},
		{"args.none", "neq", "x", true},
		{"args.none", "regex", "x", false},
		{"args.tags", "eq", []any{"a", "b"}, true},
		{"args.name", "neq", "other", true},
		{"args.missing", "neq", "x", true},
		{"args.size", "in", []any{float64(1), float64(42)}, true},
		{"args.size", "not_in", []any{float64(1)}, true},
		{"args.missing", "not_in", []any{"x"}, true},
		{"args.missing", "in", []any{"x"}, false},
		{"args.size", "lt", float64(50), true},
		{"args.size", "lte", float64(42), true},
		{"args.size", "gt", float64(42), false},
		{"args.size", "gte", float64(42), true},
		{"args.opts.n", "gt", float64(6), true},
		{"args.name", "lt", float64(5), false},
		{"args.name", "regex", `\.csv$`, true},
		{"args.size", "regex", `42`, false},
		{"args.name", "contains", "port", true},
		{"args.tags", "contains", "b", true},
		{"args.opts", "contains", "mode", true},
		{"args.opts.mode", "eq", "fast", true},
		{"args.items[0].id", "eq", "x1", true},
		{"args.items.0.id", "eq", "x1", true},
		{"args.items[3].id", "exists", true, false},
		{"args.name", "exists", true, true},
		{"args.missing", "exists", false, true},
		{"args.missing", "eq", "x", false},
	} {
		t.Run(fmt.Sprintf("%s %s %v", tt.path, tt.op, tt.value), func(t *testing.T) {
			c := Condition{Path: tt.path, Op: tt.op, Value: tt.value}
			if err := c.compile(); err != nil {
				t.Fatal(err)
			}
			if got, _ := c.holds(args, false); got != tt.want {
				t.Errorf("got %v, want %v", got, tt.want)
			}
		})
	}
}

func TestIfPresent(t *testing.T) {
	c := Condition{Path: "args.url", Op: "regex", Value: "^https?://", IfPresent: true}
	if err := c.compile(); err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		args map[string]any
		want bool
	}{
		{map[string]any{}, true},
		{map[string]any{"url": "https://example.com"}, true},
		{map[string]any{"url": "file:///etc/passwd"}, false},
	} {
		if got, _ := c.holds(tt.args, false); got != tt.want {
			t.Errorf("%v: got %v, want %v", tt.args, got, tt.want)
		}
	}
}

func TestDecisions(t *testing.T) {
	ctx := context.Background()
	doc := mustParse(t, `{"version": "1", "default": "deny", "hide": ["secret_tool"],
	  "all_tools": {"limits": [{"counter": "everything", "window": "minute", "max": 100}]},
	  "tools": {
	    "read_file": {},
	    "secret_tool": {},
	    "blocked": {"deny_if": [{"conditions": [], "on_deny": "Never."}]},
	    "run_query": {"deny_if": [{"conditions": [{"path": "args.sql", "op": "regex", "value": "(?i)\\bdrop\\b"}], "on_deny": "No DDL."}],
	                  "require": [{"path": "args.db", "op": "eq", "value": "analytics"}]},
	    "delete_file": {"require_approval": {"reason": "Cannot be undone."}}
	  }}`)
	e := NewEngine(doc, nil)
	for _, tt := range []struct {
		name     string
		req      Request
		action   Action
		rule     string
		reason   string
		visible  bool
		checkVis bool
	}{
		{"listed", Request{Tool: "read_file"}, ActionAllow, "tools.read_file", "", true, true},
		{"unlisted under deny", Request{Tool: "write_file"}, ActionDeny, "default", "default: deny", false, true},
		{"hidden", Request{Tool: "secret_tool"}, ActionHide, "hide", "not available", false, true},
		{"unconditional deny_if", Request{Tool: "blocked"}, ActionDeny, "tools.blocked.deny_if[0]", "Never.", false, true},
		{"deny_if matches", Request{Tool: "run_query", Args: map[string]any{"sql": "DROP TABLE x", "db": "analytics"}}, ActionDeny, "tools.run_query.deny_if[0]", "No DDL.", true, true},
		{"require fails", Request{Tool: "run_query", Args: map[string]any{"sql": "select 1", "db": "prod"}}, ActionDeny, "tools.run_query.require[0]", "policy requires args.db eq analytics", false, false},
		{"require holds", Request{Tool: "run_query", Args: map[string]any{"sql": "select 1", "db": "analytics"}}, ActionAllow, "tools.run_query", "", false, false},
		{"approval", Request{Tool: "delete_file"}, ActionApproval, "tools.delete_file.require_approval", "Cannot be undone.", true, true},
		{"approved", Request{Tool: "delete_file", Approved: true}, ActionAllow, "tools.delete_file", "", false, false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			d, err := e.Decide(ctx, tt.req)
			if err != nil {
				t.Fatal(err)
			}
			if d.Action != tt.action || d.Rule != tt.rule || !strings.Contains(d.Reason, tt.reason) {
				t.Errorf("got %s %s %q, want %s %s %q", d.Action, d.Rule, d.Reason, tt.action, tt.rule, tt.reason)
			}
			if tt.checkVis && e.Visible(tt.req.Tool) != tt.visible {
				t.Errorf("visible: got %v, want %v", e.Visible(tt.req.Tool), tt.visible)
			}
		})
	}
	allow := NewEngine(mustParse(t, `{"version": "1", "default": "allow", "hide": ["*"]}`), nil)
	if d, _ := allow.Decide(ctx, Request{Tool: "anything"}); d.Action != ActionHide {
		t.Errorf("hide *: got %s", d.Action)
	}
}

// clock is a settable time source.
type clock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *clock) now() time.Time  { c.mu.Lock(); defer c.mu.Unlock(); return c.t }
func (c *clock) set(t time.Time) { c.mu.Lock(); defer c.mu.Unlock(); c.t = t }

func TestLimitsExactUnderConcurrency(t *testing.T) {
	ctx := context.Background()
	e := NewEngine(mustParse(t, seedPolicy), nil)
	var allowed, denied atomic.Int32
	var wg sync.WaitGroup
	for range 100 {
		wg.Go(func() {
			d, err := e.Decide(ctx, Request{Tool: "execute_code", Identity: "agent-1"})
			if err != nil {
				t.Error(err)
			}
			if d.Allowed() {
				allowed.Add(1)
			} else if d.Rule == "tools.execute_code.limits[0]" {
				denied.Add(1)
			}
		})
	}
	wg.Wait()
	if allowed.Load() != 10 || denied.Load() != 90 {
		t.Errorf("got %d allowed and %d denied by the limit, want 10 and 90", allowed.Load(), denied.Load())
	}
	// Another grant has its own counter.
	if d, _ := e.Decide(ctx, Request{Tool: "execute_code", Identity: "agent-2"}); !d.Allowed() {
		t.Errorf("another identity was limited: %+v", d)
	}
}

func TestWindowRolloverAndRollback(t *testing.T) {
	ctx := context.Background()
	clk := &clock{t: time.Date(2026, 5, 1, 12, 0, 30, 0, time.UTC)}
	e := NewEngine(mustParse(t, `{"version": "1", "default": "deny", "tools": {"x": {"limits": [{"counter": "c", "window": "minute", "max": 2}]}}}`),
		NewMemoryCounters(clk.now), WithClock(clk.now))
	req := Request{Tool: "x", Identity: "g"}
	d1, _ := e.Decide(ctx, req)
	d2, _ := e.Decide(ctx, req)
	d3, _ := e.Decide(ctx, req)
	if !d1.Allowed() || !d2.Allowed() || d3.Allowed() {
		t.Fatalf("got %s %s %s, want allow allow deny", d1.Action, d2.Action, d3.Action)
	}
	if !strings.Contains(d3.Reason, "rate limit reached: 2 of 2 calls per minute") {
		t.Errorf("reason: %q", d3.Reason)
	}
	// The upstream call of d2 failed: its count is given back.
	if err := e.Rollback(ctx, d2); err != nil {
		t.Fatal(err)
	}
	if d, _ := e.Decide(ctx, req); !d.Allowed() {
		t.Errorf("after rollback: got %s", d.Action)
	}
	// Explain does not count.
	for range 5 {
		if d, _ := e.Explain(ctx, req); d.Allowed() || d.Rule != "tools.x.limits[0]" {
			t.Errorf("explain when full: got %s %s", d.Action, d.Rule)
		}
	}
	// 12:00:59 is still the same window; 12:01:00 is a new one.
	clk.set(time.Date(2026, 5, 1, 12, 0, 59, 999, time.UTC))
	if d, _ := e.Decide(ctx, req); d.Allowed() {
		t.Error("allowed in the full window")
	}
	clk.set(time.Date(2026, 5, 1, 12, 1, 0, 0, time.UTC))
	if d, _ := e.Decide(ctx, req); !d.Allowed() {
		t.Errorf("new window: got %s", d.Action)
	}
}

// failingCounters is a counter store that is down.
type failingCounters struct{}

func (failingCounters) Reserve(context.Context, CounterKey, int) (bool, int, error) {
	return false, 0, fmt.Errorf("connection refused")
}
func (failingCounters) Release(context.Context, CounterKey) error      { return nil }
func (failingCounters) Count(context.Context, CounterKey) (int, error) { return 0, fmt.Errorf("down") }

func TestCounterFailureDenies(t *testing.T) {
	e := NewEngine(mustParse(t, seedPolicy), failingCounters{})
	d, err := e.Decide(context.Background(), Request{Tool: "execute_code"})
	if err == nil || d.Allowed() || d.Rule != "counters" {
		t.Errorf("got %+v, %v; want a deny and an error", d, err)
	}
}

// FuzzParse: the parser never panics, and a document it accepts encodes
// and parses again to the same bytes.
func FuzzParse(f *testing.F) {
	f.Add([]byte(seedPolicy))
	f.Add([]byte(`{"version":"1","default":"allow","hide":["*"],"tools":{"a":{"deny_if":[{"conditions":[{"path":"args.x[0].y","op":"regex","value":"^a"}]}],"require_approval":{"timeout":"1m"}}}}`))
	f.Add([]byte(`{"version":"1","default":"deny","tools":{"a":{"x-z":[1,{"b":null}]}}}`))
	f.Add([]byte(conditionalApproval))
	f.Fuzz(func(t *testing.T, data []byte) {
		d, err := Parse(data)
		if err != nil {
			if err.Error() == "" || !strings.Contains(err.Error(), "line ") {
				t.Fatalf("error without a position: %q", err)
			}
			return
		}
		out, err := d.Encode()
		if err != nil {
			t.Fatalf("encode: %v", err)
		}
		d2, err := Parse(out)
		if err != nil {
			t.Fatalf("re-parse of %s: %v", out, err)
		}
		out2, _ := d2.Encode()
		if string(out) != string(out2) {
			t.Fatalf("unstable:\n%s\n%s", out, out2)
		}
		// Whatever parses can be decided on, for any arguments.
		e := NewEngine(d, nil)
		for name := range d.Tools {
			for _, args := range []map[string]any{nil, {"a": "x"}, {"archived": "false", "sql": []any{1}}} {
				if _, err := e.Decide(context.Background(), Request{Tool: name, Args: args}); err != nil {
					t.Fatalf("decide %s: %v", name, err)
				}
			}
		}
	})
}

// FuzzConditions: evaluating any condition on any arguments never panics.
func FuzzConditions(f *testing.F) {
	f.Add("args.a.b", "eq", `"x"`, `{"a":{"b":"x"}}`)
	f.Add("args.items[1]", "contains", `1`, `{"items":[[1],[2]]}`)
	f.Add("args.n", "gte", `3`, `{"n":"3"}`)
	f.Fuzz(func(t *testing.T, path, op, value, args string) {
		c := Condition{Path: path, Op: op}
		if json.Unmarshal([]byte(value), &c.Value) != nil {
			return
		}
		if c.compile() != nil {
			return
		}
		var a map[string]any
		if json.Unmarshal([]byte(args), &a) != nil {
			return
		}
		_, _ = c.holds(a, true)
		_, _ = c.holds(a, false)
	})
}

// TestEngineLimitsWithRedis runs the concurrency test through the engine
// on Redis, with two engines (two gateway replicas) sharing one server.
func TestEngineLimitsWithRedis(t *testing.T) {
	ctx := context.Background()
	url := redistest.URL(t)
	var engines []*Engine
	for range 2 {
		rc, err := OpenRedis(ctx, url)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { _ = rc.Close() })
		engines = append(engines, NewEngine(mustParse(t, seedPolicy), rc))
	}
	var allowed atomic.Int32
	var wg sync.WaitGroup
	for i := range 100 {
		e := engines[i%2]
		wg.Go(func() {
			d, err := e.Decide(ctx, Request{Tool: "execute_code", Identity: "redis-agent"})
			if err != nil {
				t.Error(err)
			}
			if d.Allowed() {
				allowed.Add(1)
			}
		})
	}
	wg.Wait()
	if allowed.Load() != 10 {
		t.Errorf("two replicas admitted %d calls together, want exactly 10", allowed.Load())
	}
}
