package gateway

import (
	"slices"
	"strings"
	"testing"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/mcpscan/mcpscan/crawler/introspect"
	"github.com/mcpscan/mcpscan/registry"
)

// itemsPolicy hides the rich server's secret resource and its prompt.
const itemsPolicy = `{"version": "1", "default": "allow",
 "prompts": {"deny": ["gree*"], "on_deny": "Prompts are off."},
 "resources": {"default": "deny", "allow": ["rich://notes/**"], "deny": ["rich://notes/private*"]}}`

func TestPolicyGovernsPromptsAndResources(t *testing.T) {
	target := richTargets(t)["stdio"]
	f := newFixture(t, fixtureOptions{targets: []introspect.Target{target}, policies: map[string]string{"rich": itemsPolicy}})
	for _, ep := range []struct{ path, prompt string }{{"/mcp/rich", "greet"}, {"/mcp", "rich__greet"}} {
		t.Run(ep.path, func(t *testing.T) {
			c := f.connect(t, ep.path, nil, legacyProtocol())
			ctx := t.Context()
			res, err := c.ListResources(ctx, mcp.ListResourcesRequest{})
			if err != nil {
				t.Fatal(err)
			}
			var uris []string
			for _, r := range res.Resources {
				uris = append(uris, r.URI)
			}
			if !slices.Equal(uris, []string{"rich://notes/today"}) {
				t.Errorf("resources: got %v, want only rich://notes/today", uris)
			}
			pl, err := c.ListPrompts(ctx, mcp.ListPromptsRequest{})
			if err != nil || len(pl.Prompts) != 0 {
				t.Errorf("prompts: got %+v, %v, want none", pl, err)
			}
			tpl, err := c.ListResourceTemplates(ctx, mcp.ListResourceTemplatesRequest{})
			if err != nil || len(tpl.ResourceTemplates) != 1 {
				t.Errorf("templates: got %+v, %v", tpl, err)
			}
			for _, tt := range []struct {
				uri  string
				want string // text read, or "" for a refusal
			}{
				{"rich://notes/today", "buy milk"},
				{"rich://notes/monday", "note of rich://notes/monday"},
				{"rich://secret/keys", ""},
				{"RICH://secret/keys", ""},
				{"rich://notes/../secret/keys", ""},
				{"rich://notes/%2e%2e/secret/keys", ""},
				{"rich://notes/private-diary", ""},
				{"rich://notes/PRIVATE-diary", ""},
				{"rich://notes/%70rivate-diary", ""},
				{"rich://notes/private-diary ", ""},
			} {
				rr := mcp.ReadResourceRequest{}
				rr.Params.URI = tt.uri
				got, err := c.ReadResource(ctx, rr)
				switch {
				case tt.want == "" && (err == nil || !strings.Contains(err.Error(), "denied by policy")):
					t.Errorf("read %q: got %+v, %v, want a refusal", tt.uri, got, err)
				case tt.want != "" && (err != nil || got.Contents[0].(mcp.TextResourceContents).Text != tt.want):
					t.Errorf("read %q: got %+v, %v, want %q", tt.uri, got, err, tt.want)
				}
			}
			sub := mcp.SubscribeRequest{}
			sub.Params.URI = "rich://secret/keys"
			if err := c.Subscribe(ctx, sub); err == nil || !strings.Contains(err.Error(), "denied by policy") { //nolint:staticcheck // resources/subscribe is what clients of 2025 protocol versions send
				t.Errorf("subscribe to a denied resource: %v", err)
			}
			for _, name := range []string{ep.prompt, strings.ToUpper(ep.prompt[:1]) + ep.prompt[1:]} {
				gp := mcp.GetPromptRequest{}
				gp.Params.Name = name
				// On the aggregate endpoint "Rich__greet" names no server.
				if _, err := c.GetPrompt(ctx, gp); err == nil || !strings.Contains(err.Error(), "Prompts are off.") && !strings.Contains(err.Error(), "unknown prompt") {
					t.Errorf("prompts/get %s: %v, want the policy's refusal", name, err)
				}
			}
			cr := mcp.CompleteRequest{}
			cr.Params.Ref = mcp.PromptReference{Type: "ref/prompt", Name: ep.prompt}
			cr.Params.Argument.Name, cr.Params.Argument.Value = "name", "A"
			if _, err := c.Complete(ctx, cr); err == nil || !strings.Contains(err.Error(), "denied by policy") {
				t.Errorf("completion of a denied prompt: %v", err)
			}
		})
	}
	recs := f.audit(t, registry.AuditFilter{Server: "rich", Decision: DecisionDeny}, 2)
	var reads bool
	for _, r := range recs {
		if strings.HasPrefix(r.Tool, "resources/read rich://secret/keys") && r.Rule == "resources.default" {
			reads = true
		}
	}
	if !reads {
		t.Errorf("the audit log lacks the refused read: %+v", recs)
	}
}
