package policygen

import (
	"encoding/json"
	"os"
	"strings"
	"testing"

	"github.com/mcpscan/mcpscan/catalog"
	"github.com/mcpscan/mcpscan/policy"
)

// argumentServer has tools whose risk lies in their arguments.
func argumentServer() catalog.Server {
	tool := func(name, desc, schema string) catalog.Tool {
		return catalog.Tool{Name: name, Description: desc, InputSchema: json.RawMessage(schema)}
	}
	return catalog.Server{Name: "args", Tools: []catalog.Tool{
		tool("update_block", "Update a block.",
			`{"type":"object","properties":{"block_id":{"type":"string"},"archived":{"type":"boolean","default":true,"description":"Set to true to archive (delete) a block."}},"required":["block_id"]}`),
		tool("aggregate", "Run an aggregation against a MongoDB collection.",
			`{"type":"object","properties":{"collection":{"type":"string"},"pipeline":{"type":"array","items":{"type":"object"}}},"required":["collection","pipeline"]}`),
		tool("aggregate_text", "Run a MongoDB aggregation.",
			`{"type":"object","properties":{"pipeline":{"type":"string","description":"The aggregation pipeline as JSON"}}}`),
		tool("manage_webhook", "Manage webhooks.",
			`{"type":"object","properties":{"operation":{"type":"string","enum":["get","list","delete"]},"id":{"type":"string"}}}`),
		tool("manage_label", "Manage labels.",
			`{"type":"object","properties":{"operation":{"type":"string","enum":["get","delete"],"default":"get"}}}`),
		tool("fast_write_file", "Writes a file.",
			`{"type":"object","properties":{"path":{"type":"string"},"content":{"type":"string"},"append":{"type":"boolean","default":false}},"required":["path","content"]}`),
		tool("query", "Query the database.",
			`{"type":"object","properties":{"query":{"type":"string","description":"The SQL statement to run"}},"required":["query"]}`),
	}}
}

// TestArgumentRisksBecomeChecks: the recommended policy lets the safe
// calls of such tools through and asks a person (or refuses) only for the
// risky values, failing closed on values of other types.
func TestArgumentRisksBecomeChecks(t *testing.T) {
	doc := generate(t, argumentServer(), Options{})
	for _, tt := range []struct {
		name, tool string
		args       map[string]any
		want       policy.Action
	}{
		{"archived by default", "update_block", map[string]any{"block_id": "b"}, policy.ActionApproval},
		{"archived true", "update_block", map[string]any{"block_id": "b", "archived": true}, policy.ActionApproval},
		{"archived false", "update_block", map[string]any{"block_id": "b", "archived": false}, policy.ActionAllow},
		{"archived as a string", "update_block", map[string]any{"block_id": "b", "archived": "false"}, policy.ActionApproval},
		{"archived as a number", "update_block", map[string]any{"block_id": "b", "archived": float64(0)}, policy.ActionApproval},
		{"reading pipeline", "aggregate", map[string]any{"collection": "c", "pipeline": []any{map[string]any{"$match": map[string]any{}}}}, policy.ActionAllow},
		{"$out at the end", "aggregate", map[string]any{"collection": "c", "pipeline": []any{map[string]any{"$match": map[string]any{}}, map[string]any{"$out": "c2"}}}, policy.ActionDeny},
		{"$merge", "aggregate", map[string]any{"collection": "c", "pipeline": []any{map[string]any{"$merge": map[string]any{"into": "c2"}}}}, policy.ActionDeny},
		{"a lone stage object", "aggregate", map[string]any{"collection": "c", "pipeline": map[string]any{"$out": "c2"}}, policy.ActionDeny},
		{"pipeline text that reads", "aggregate_text", map[string]any{"pipeline": `[{"$match": {"a": 1}}]`}, policy.ActionAllow},
		{"pipeline text with $out", "aggregate_text", map[string]any{"pipeline": `[{"$match": {}}, {"$out": "x"}]`}, policy.ActionDeny},
		{"pipeline text with spaced $merge", "aggregate_text", map[string]any{"pipeline": `[{"$ MERGE": {}}]`}, policy.ActionDeny},
		{"pipeline text with an escape", "aggregate_text", map[string]any{"pipeline": `[{"\u0024out": "x"}]`}, policy.ActionDeny},
		{"safe operation", "manage_webhook", map[string]any{"operation": "list"}, policy.ActionAllow},
		{"removing operation", "manage_webhook", map[string]any{"operation": "delete"}, policy.ActionApproval},
		{"no operation and no default", "manage_webhook", map[string]any{}, policy.ActionApproval},
		{"operation in capitals", "manage_webhook", map[string]any{"operation": "DELETE"}, policy.ActionApproval},
		{"operation in an array", "manage_webhook", map[string]any{"operation": []any{"list"}}, policy.ActionApproval},
		{"safe default", "manage_label", map[string]any{}, policy.ActionAllow},
		{"removing with a safe default", "manage_label", map[string]any{"operation": "delete"}, policy.ActionApproval},
		{"a write that replaces by default", "fast_write_file", map[string]any{"path": "a", "content": "x"}, policy.ActionApproval},
		{"a write that replaces", "fast_write_file", map[string]any{"path": "a", "content": "x", "append": false}, policy.ActionApproval},
		{"a write that appends", "fast_write_file", map[string]any{"path": "a", "content": "x", "append": true}, policy.ActionAllow},
		{"append as a string", "fast_write_file", map[string]any{"path": "a", "content": "x", "append": "true"}, policy.ActionApproval},
		{"select", "query", map[string]any{"query": "SELECT * FROM users"}, policy.ActionAllow},
		{"delete", "query", map[string]any{"query": "DELETE FROM users"}, policy.ActionApproval},
		{"select with a write after", "query", map[string]any{"query": "SELECT 1; DROP TABLE users"}, policy.ActionApproval},
		{"statement as an array", "query", map[string]any{"query": []any{"SELECT 1"}}, policy.ActionApproval},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if d := decide(t, doc, tt.tool, tt.args); d.Action != tt.want {
				t.Errorf("got %s (%s: %s), want %s", d.Action, d.Rule, d.Reason, tt.want)
			}
		})
	}
	if r := doc.Tools["update_block"]; r.Risk.Category != "Destructive" || len(r.Limits) == 0 || !strings.Contains(r.RequireApproval.When[0].Reason, "archived") {
		t.Errorf("update_block: x-risk %+v, limits %+v, approval %+v: want Destructive, Write's limit, a case naming archived", r.Risk, r.Limits, r.RequireApproval)
	}
}

// TestArgumentRisksFollowOverrides: a Destructive rule of deny refuses the
// risky values instead of asking; an allow rule leaves the tool at its
// worst category's rule, as values cannot be tied to a limit.
func TestArgumentRisksFollowOverrides(t *testing.T) {
	deny := generate(t, argumentServer(), Options{Categories: map[string]CategoryRule{"Destructive": {Action: Deny}}})
	if d := decide(t, deny, "update_block", map[string]any{"block_id": "b"}); d.Action != policy.ActionDeny || !strings.Contains(d.Reason, "archived") {
		t.Errorf("deny override: got %s %q, want deny naming archived", d.Action, d.Reason)
	}
	if d := decide(t, deny, "update_block", map[string]any{"block_id": "b", "archived": false}); d.Action != policy.ActionAllow {
		t.Errorf("deny override, safe call: got %s %q, want allow", d.Action, d.Reason)
	}
	limit := generate(t, argumentServer(), Options{Categories: map[string]CategoryRule{"Destructive": {Action: Limit, Max: 3}}})
	r := limit.Tools["update_block"]
	if r.RequireApproval != nil || len(r.Limits) != 1 || r.Limits[0].Max != 3 {
		t.Errorf("limit override: got approval %+v limits %+v, want Destructive's limit of 3 for every call", r.RequireApproval, r.Limits)
	}
}

// TestMongoAggregateRefusesWriteStages runs the real server's definition.
func TestMongoAggregateRefusesWriteStages(t *testing.T) {
	data, err := os.ReadFile("../classifier/testdata/corpus/servers/io.github.mongodb-js_mongodb-mcp-server.json")
	if err != nil {
		t.Fatal(err)
	}
	servers, err := catalog.DecodeServers(data, "mongodb")
	if err != nil {
		t.Fatal(err)
	}
	doc := generate(t, servers[0], Options{})
	args := func(stage string) map[string]any {
		return map[string]any{"connectionId": "c", "database": "d", "collection": "c",
			"pipeline": []any{map[string]any{"$match": map[string]any{}}, map[string]any{stage: "target"}}}
	}
	for stage, want := range map[string]policy.Action{"$sort": policy.ActionAllow, "$out": policy.ActionDeny, "$merge": policy.ActionDeny} {
		if d := decide(t, doc, "aggregate", args(stage)); d.Action != want {
			t.Errorf("aggregate with %s: got %s (%s), want %s", stage, d.Action, d.Reason, want)
		}
	}
}
