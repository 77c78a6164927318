package gateway

import (
	"context"
	"encoding/json"
	"fmt"
	"math"
	"net/http/httptest"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/mcpscan/mcpscan/crawler/introspect"
)

// bankTool is a payment tool whose server coerces its arguments the way
// Python's pydantic does in its default (lax) mode: "5000" is 5000, "yes"
// is true, " 7 " is 7. A gateway that decided on the string and passed
// it on would let 5000 through a rule that stops amounts over 1000.
const bankSchema = `{"type":"object","properties":{"amount":{"type":"number"},"to":{"type":"string"},
"memo":{"type":"string"},"urgent":{"type":"boolean"}},"required":["amount","to"]}`

const bankPolicy = `{"version": "1", "default": "deny", "tools": {"transfer": {
  "deny_if": [
    {"conditions": [{"path": "args.amount", "op": "gt", "value": 1000}], "on_deny": "Amounts over 1000 need a person."},
    {"conditions": [{"path": "args.to", "op": "regex", "value": "^(?i)\\s*evil"}], "on_deny": "Not to evil."},
    {"conditions": [{"path": "args.urgent", "op": "eq", "value": true}], "on_deny": "No urgent transfers."}
  ]}}}`

// coercingBank records every transfer it is asked to make, as coerced.
type coercingBank struct {
	mu        sync.Mutex
	transfers []map[string]any
}

func (b *coercingBank) server(schema string) *server.MCPServer {
	s := server.NewMCPServer("bank", "1.0.0", server.WithToolCapabilities(true))
	tool := mcp.NewToolWithRawSchema("transfer", "Transfer money.", json.RawMessage(schema))
	s.AddTool(tool, func(_ context.Context, r mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		raw, _ := json.Marshal(r.Params.Arguments)
		var args map[string]any // encoding/json: the last of duplicate keys wins
		_ = json.Unmarshal(raw, &args)
		t := map[string]any{"amount": laxNumber(args["amount"]), "to": fmt.Sprint(args["to"]), "urgent": laxBool(args["urgent"])}
		b.mu.Lock()
		b.transfers = append(b.transfers, t)
		b.mu.Unlock()
		return mcp.NewToolResultText("sent"), nil
	})
	return s
}

func laxNumber(v any) float64 {
	switch x := v.(type) {
	case float64:
		return x
	case string:
		f, err := strconv.ParseFloat(strings.TrimSpace(x), 64)
		if err == nil {
			return f
		}
	case bool:
		if x {
			return 1
		}
	}
	return math.NaN()
}

func laxBool(v any) bool {
	switch x := v.(type) {
	case bool:
		return x
	case string:
		switch strings.ToLower(strings.TrimSpace(x)) {
		case "true", "yes", "1", "on", "y", "t":
			return true
		}
	case float64:
		return x == 1
	}
	return false
}

// TestCoercingUpstreamSeesOnlyAllowedCalls throws the wrong-type and
// duplicate-key variants at a policy and checks, at a server that coerces
// like pydantic, that no transfer the policy forbids arrived.
func TestCoercingUpstreamSeesOnlyAllowedCalls(t *testing.T) {
	// With a typed schema, the schema refuses the wrong types; with a
	// schema that says nothing of types, the policy's own conditions must
	// hold against them (fail closed).
	for name, schema := range map[string]string{"typed schema": bankSchema, "untyped schema": `{"type":"object"}`} {
		t.Run(name, func(t *testing.T) { testCoercingUpstream(t, schema) })
	}
}

func testCoercingUpstream(t *testing.T, schema string) {
	bank := &coercingBank{}
	up := httptest.NewServer(server.NewStreamableHTTPServer(bank.server(schema)))
	t.Cleanup(up.Close)
	f := newFixture(t, fixtureOptions{
		targets:  []introspect.Target{{Name: "bank", Transport: introspect.TransportStreamableHTTP, URL: up.URL + "/mcp"}},
		policies: map[string]string{"bank": bankPolicy},
	})
	headers := f.sessionAt(t, "/mcp/bank")
	hostile := []string{
		`{"amount": "5000", "to": "bob"}`,
		`{"amount": " 5000 ", "to": "bob"}`,
		`{"amount": "5e3", "to": "bob"}`,
		`{"amount": [5000], "to": "bob"}`,
		`{"amount": {"v": 5000}, "to": "bob"}`,
		`{"amount": true, "to": "bob"}`,
		`{"amount": 10, "amount": 5000, "to": "bob"}`,
		`{"amount": 10, "am\u006funt": 5000, "to": "bob"}`,
		`{"amount": 5000, "to": "bob"}`,
		`{"amount": 1e400, "to": "bob"}`,
		`{"amount": 10, "to": "evil corp"}`,
		`{"amount": 10, "to": "  EVIL corp"}`,
		`{"amount": 10, "to": ["evil corp"]}`,
		`{"amount": 10, "to": "bob", "to": "evil"}`,
		`{"amount": 10, "to": "bob", "urgent": "true"}`,
		`{"amount": 10, "to": "bob", "urgent": "yes"}`,
		`{"amount": 10, "to": "bob", "urgent": 1}`,
		`["amount", 5000]`,
		`"{\"amount\": 5000, \"to\": \"bob\"}"`,
		`{"amount": 10, "to": "bob\ud800"}`,
	}
	for i, args := range hostile {
		body := fmt.Sprintf(`{"jsonrpc":"2.0","id":%d,"method":"tools/call","params":{"name":"transfer","arguments":%s}}`, i+10, args)
		_, got := post(t, f.server.URL+"/mcp/bank", body, headers)
		if strings.Contains(got, `"sent"`) {
			t.Errorf("%s: got through: %s", args, got)
		}
	}
	// Duplicate members of the params themselves: two names, two argument
	// objects.
	for i, params := range []string{
		`{"name":"transfer","arguments":{"amount":10,"to":"bob"},"arguments":{"amount":5000,"to":"bob"}}`,
		`{"name":"transfer","name":"transfer","arguments":{"amount":5000,"to":"bob"}}`,
	} {
		body := fmt.Sprintf(`{"jsonrpc":"2.0","id":%d,"method":"tools/call","params":%s}`, i+100, params)
		_, got := post(t, f.server.URL+"/mcp/bank", body, headers)
		if strings.Contains(got, `"sent"`) {
			t.Errorf("%s: got through: %s", params, got)
		}
	}
	// What the policy allows still works.
	_, got := post(t, f.server.URL+"/mcp/bank", `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"transfer","arguments":{"amount":10,"to":"bob"}}}`, headers)
	if !strings.Contains(got, `"sent"`) {
		t.Fatalf("an allowed transfer: %s", got)
	}
	bank.mu.Lock()
	defer bank.mu.Unlock()
	if len(bank.transfers) != 1 {
		t.Errorf("the bank made %d transfers, want only the allowed one: %v", len(bank.transfers), bank.transfers)
	}
	for _, tr := range bank.transfers {
		amount, _ := tr["amount"].(float64)
		to, _ := tr["to"].(string)
		if amount > 1000 || math.IsNaN(amount) || strings.Contains(strings.ToLower(to), "evil") || tr["urgent"] == true {
			t.Errorf("a forbidden transfer reached the bank: %v", tr)
		}
	}
}
