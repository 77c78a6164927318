package policy

import (
	"context"
	"strings"
	"testing"
)

// conditionalApproval is a policy whose approvals depend on the arguments:
// a block update archives by default, a query tool may read freely, an
// operation enum removes only with some values.
const conditionalApproval = `{"version": "1", "default": "deny", "tools": {
  "update_block": {"limits": [{"counter": "u", "window": "minute", "max": 100}],
    "require_approval": {"reason": "Changes need a person.", "when": [
      {"conditions": [{"path": "args.archived", "op": "neq", "value": false}], "reason": "archived is true by default: the call archives the block."}]}},
  "run_sql": {"require_approval": {"when": [
      {"conditions": [{"path": "args.sql", "op": "sql_read_only", "value": false}], "reason": "Only read-only statements run without a person."}]}},
  "manage": {"require_approval": {"reason": "Removal.", "when": [
      {"conditions": [{"path": "args.op", "op": "not_in", "value": ["get", "list"]}]},
      {"conditions": [{"path": "args.items[*].force", "op": "eq", "value": true}], "reason": "force overwrites."}]}}
}}`

func TestConditionalApproval(t *testing.T) {
	e := NewEngine(mustParse(t, conditionalApproval), nil)
	for _, tt := range []struct {
		name   string
		tool   string
		args   map[string]any
		action Action
		reason string
	}{
		{"default is destructive", "update_block", map[string]any{}, ActionApproval, "archived is true by default"},
		{"explicitly true", "update_block", map[string]any{"archived": true}, ActionApproval, "archives the block"},
		{"explicitly false", "update_block", map[string]any{"archived": false}, ActionAllow, ""},
		{"a string where a boolean belongs", "update_block", map[string]any{"archived": "false"}, ActionApproval, "cannot judge"},
		{"an array where a boolean belongs", "update_block", map[string]any{"archived": []any{false}}, ActionApproval, ""},
		{"null", "update_block", map[string]any{"archived": nil}, ActionApproval, ""},
		{"select", "run_sql", map[string]any{"sql": "SELECT * FROM t"}, ActionAllow, ""},
		{"delete", "run_sql", map[string]any{"sql": "DELETE FROM t"}, ActionApproval, "Only read-only"},
		{"select then drop", "run_sql", map[string]any{"sql": "SELECT 1; DROP TABLE t"}, ActionApproval, ""},
		{"select into", "run_sql", map[string]any{"sql": "SELECT * INTO t2 FROM t"}, ActionApproval, ""},
		{"statement absent", "run_sql", map[string]any{}, ActionAllow, ""},
		{"a number as the statement", "run_sql", map[string]any{"sql": float64(1)}, ActionApproval, ""},
		{"safe operation", "manage", map[string]any{"op": "list"}, ActionAllow, ""},
		{"removing operation", "manage", map[string]any{"op": "delete"}, ActionApproval, "Removal."},
		{"operation absent", "manage", map[string]any{}, ActionApproval, ""},
		{"operation in another case", "manage", map[string]any{"op": "LIST"}, ActionApproval, ""},
		{"operation with a trailing space", "manage", map[string]any{"op": "get "}, ActionApproval, ""},
		{"second case", "manage", map[string]any{"op": "get", "items": []any{map[string]any{"force": false}, map[string]any{"force": true}}}, ActionApproval, "force overwrites."},
		{"second case not met", "manage", map[string]any{"op": "get", "items": []any{map[string]any{"force": false}}}, ActionAllow, ""},
	} {
		t.Run(tt.name, func(t *testing.T) {
			d, err := e.Decide(context.Background(), Request{Tool: tt.tool, Args: tt.args})
			if err != nil {
				t.Fatal(err)
			}
			if d.Action != tt.action || !strings.Contains(d.Reason, tt.reason) {
				t.Errorf("got %s %q, want %s %q", d.Action, d.Reason, tt.action, tt.reason)
			}
			if d.Action != ActionApproval {
				return
			}
			// Once a person approved, the same call goes through.
			if d, _ := e.Decide(context.Background(), Request{Tool: tt.tool, Args: tt.args, Approved: true}); d.Action != ActionAllow {
				t.Errorf("approved: got %s %q, want allow", d.Action, d.Reason)
			}
		})
	}
}

func TestConditionalApprovalRoundTrip(t *testing.T) {
	doc := mustParse(t, conditionalApproval)
	data, err := doc.Encode()
	if err != nil {
		t.Fatal(err)
	}
	again := mustParse(t, string(data))
	got := again.Tools["manage"].RequireApproval
	if len(got.When) != 2 || len(got.When[1].Conditions) != 1 || got.When[1].Reason != "force overwrites." {
		t.Errorf("round trip: got %+v", got)
	}
}

func TestConditionalApprovalErrors(t *testing.T) {
	for _, tt := range []struct{ name, when, want string }{
		{"empty list", `[]`, "require_approval.when: lists no case"},
		{"not a list", `{"conditions": []}`, "require_approval.when: want an array"},
		{"case without conditions", `[{"reason": "x"}]`, `missing required field "conditions"`},
		{"case with no condition", `[{"conditions": []}]`, "when[0].conditions: lists no condition"},
		{"unknown field", `[{"conditions": [{"path": "args.a", "op": "exists", "value": true}], "because": "x"}]`, `unknown field "because"`},
		{"bad condition", `[{"conditions": [{"path": "a", "op": "eq", "value": 1}]}]`, "must start with args"},
		{"sql_read_only of a string", `[{"conditions": [{"path": "args.a", "op": "sql_read_only", "value": "no"}]}]`, "sql_read_only takes true"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Parse([]byte(`{"version": "1", "default": "deny", "tools": {"x": {"require_approval": {"when": ` + tt.when + `}}}}`))
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("got %v, want an error containing %q", err, tt.want)
			}
		})
	}
}
