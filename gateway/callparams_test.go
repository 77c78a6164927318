package gateway

import (
	"encoding/json"
	"testing"

	"github.com/mcpscan/mcpscan/internal/argcheck"
)

// TestUpstreamCallParams checks that the params joined for the upstream
// are, byte for byte, what json.Marshal writes of the same members: the
// upstream must receive exactly what it did when they were marshalled.
func TestUpstreamCallParams(t *testing.T) {
	for _, tc := range []struct {
		name       string
		tool       string
		args       any
		meta, task string // raw JSON, as argcheck.Encode writes it; "" when absent
	}{
		{name: "plain", tool: "echo", args: map[string]any{"text": "the quick brown fox"}},
		{name: "no arguments", tool: "list", args: map[string]any{}},
		{name: "escapes", tool: "a<b>&\"c\"", args: map[string]any{"html": "<script>&amp;</script>", "ctl": "tab\there\u2028", "ü": "ßø"}},
		{name: "nested", tool: "deep", args: map[string]any{"z": []any{json.Number("1.5e3"), nil, true}, "a": map[string]any{"b": "c"}}},
		{name: "meta and task", tool: "slow", args: map[string]any{"n": json.Number("3")},
			meta: `{"progressToken":"p1"}`, task: `{"ttl":60000}`},
		{name: "null meta and task", tool: "slow", args: map[string]any{}, meta: "null", task: "null"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			args := json.RawMessage(argcheck.Encode(tc.args))
			want := map[string]json.RawMessage{"name": mustJSON(tc.tool), "arguments": args}
			if tc.meta != "" && tc.meta != "null" {
				want["_meta"] = json.RawMessage(tc.meta)
			}
			if tc.task != "" && tc.task != "null" {
				want["task"] = json.RawMessage(tc.task)
			}
			wantJSON, err := json.Marshal(want)
			if err != nil {
				t.Fatal(err)
			}
			if got := upstreamCallParams(tc.tool, args, json.RawMessage(tc.meta), json.RawMessage(tc.task)); string(got) != string(wantJSON) {
				t.Errorf("got %s, want %s", got, wantJSON)
			}
		})
	}
}
