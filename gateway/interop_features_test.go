package gateway

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/mcpscan/mcpscan/internal/nodetest"
)

// The features interop test puts the gateway in front of the reference
// server-everything (a real upstream with resources, prompts, completions,
// logging, progress, sampling, elicitation and roots) and drives it with
// the official TypeScript SDK's client: everything the policy does not deny
// must arrive as if the gateway were not there.

const interopEverything = "@modelcontextprotocol/server-everything"

// everythingPolicy allows every tool and withholds one prompt and one
// resource, so the test sees both the relay and the policy at work.
const everythingPolicy = `{
  "version": "1",
  "default": "allow",
  "prompts": {"deny": ["resource-prompt"], "on_deny": "Prompts that embed resources are withheld."},
  "resources": {"deny": ["demo://resource/static/document/startup.md"]}
}`

// everythingEnv is the gateway's setup in front of server-everything: the
// mcpscan binary, SERVERS.json and the policy directory.
type everythingEnv struct {
	node                           *nodetest.Node
	bin, root, config, dir, server string
}

func newEverythingEnv(t *testing.T, client string) everythingEnv {
	t.Helper()
	e := everythingEnv{node: nodetest.Find(t, client, interopEverything), bin: nodetest.BuildMCPScan(t, ".."), root: t.TempDir()}
	e.config, e.dir = filepath.Join(e.root, "servers.json"), filepath.Join(e.root, "policies")
	e.server = filepath.Join(e.node.Modules, interopEverything, "dist", "index.js")
	servers, _ := json.Marshal(map[string]any{"mcpServers": map[string]any{
		"everything": map[string]any{"command": e.node.Bin, "args": []string{e.server, "stdio"}},
	}})
	writeFile(t, e.config, string(servers))
	if err := os.Mkdir(e.dir, 0o700); err != nil {
		t.Fatal(err)
	}
	writeFile(t, PolicyPath(e.dir, "everything"), everythingPolicy)
	return e
}

func TestInteropTypeScriptSDKFeatures(t *testing.T) {
	e := newEverythingEnv(t, nodetest.SDK)
	node, bin, config, dir := e.node, e.bin, e.config, e.dir
	args := func(db, listen string) []string {
		a := []string{"--db", db, "gateway", "--config", config, "--policies", dir}
		if listen == "" {
			return append(a, "--stdio")
		}
		return append(a, "--listen", listen)
	}

	for _, tt := range []struct {
		transport string
		path      string // HTTP endpoint
		prefix    string // of tool and prompt names on that endpoint
	}{
		{"stdio", "", "everything__"},
		{"http", "/mcp", "everything__"},
		{"http", "/mcp/everything", ""},
	} {
		t.Run(tt.transport+tt.path, func(t *testing.T) {
			t.Parallel()
			db := filepath.Join(t.TempDir(), "audit.db")
			p := tt.prefix
			const dynamic = "demo://resource/dynamic/text/1"
			spec := nodetest.FeaturesSpec{
				Transport: tt.transport,
				Sample:    "the model's reply: forty-two",
				Elicit:    map[string]any{"action": "accept", "content": map[string]any{"name": "Ada Lovelace", "check": true}},
				Roots:     []nodetest.Root{{URI: "file:///srv/projects/interop", Name: "interop-root"}},
				Steps: []nodetest.Step{
					{"op": "listTools"},
					{"op": "listResources"},
					{"op": "listResourceTemplates"},
					{"op": "listPrompts"},
					{"op": "readResource", "uri": "demo://resource/static/document/architecture.md"},
					{"op": "readResource", "uri": "demo://resource/static/document/startup.md"},
					{"op": "readResource", "uri": dynamic},
					{"op": "getPrompt", "name": p + "args-prompt", "arguments": map[string]string{"city": "Paris"}},
					{"op": "getPrompt", "name": p + "resource-prompt", "arguments": map[string]string{"resourceType": "Text", "resourceId": "1"}},
					{"op": "complete", "ref": map[string]string{"type": "ref/prompt", "name": p + "completable-prompt"},
						"argument": map[string]string{"name": "department", "value": "Eng"}},
					{"op": "setLevel", "level": "debug"},
					{"op": "subscribe", "uri": dynamic},
					{"op": "callTool", "name": p + "toggle-subscriber-updates"},
					{"op": "callTool", "name": p + "toggle-simulated-logging"},
					{"op": "callTool", "name": p + "trigger-long-running-operation", "arguments": map[string]any{"duration": 1, "steps": 3}, "progress": true},
					{"op": "callTool", "name": p + "trigger-sampling-request", "arguments": map[string]any{"prompt": "what is six times seven?"}},
					{"op": "callTool", "name": p + "trigger-elicitation-request"},
					{"op": "callTool", "name": p + "get-roots-list"},
					{"op": "wait", "method": "notifications/resources/updated", "ms": 12000},
					{"op": "wait", "method": "notifications/message", "ms": 12000},
				},
			}
			stop := func() error { return nil }
			if tt.transport == "stdio" {
				spec.Command, spec.Args = bin, args(db, "")
			} else {
				proc := startProcess(t, bin, args(db, "127.0.0.1:0"), nil, gatewayURL)
				spec.URL, stop = strings.TrimSuffix(proc.url, "/mcp")+tt.path, proc.stop
			}
			rep := node.SDKFeatures(t, spec)
			step := func(i int) nodetest.StepResult {
				t.Helper()
				s := rep.Steps[i]
				if s.Error != "" {
					t.Errorf("step %d %s: %s", i, s.Op, s.Error)
				}
				return s
			}
			has := func(i int, parts ...string) {
				t.Helper()
				s := step(i)
				for _, part := range parts {
					if !strings.Contains(string(s.Result), part) {
						t.Errorf("step %d %s: the result has no %q:\n%.600s", i, s.Op, part, s.Result)
					}
				}
			}
			lacks := func(i int, part string) {
				t.Helper()
				if s := rep.Steps[i]; strings.Contains(string(s.Result), part) {
					t.Errorf("step %d %s: the result has %q, which the policy withholds", i, s.Op, part)
				}
			}
			refused := func(i int, part string) {
				t.Helper()
				if s := rep.Steps[i]; s.Error == "" || !strings.Contains(s.Error, part) {
					t.Errorf("step %d %s: got result %.300s (error %q), want an error with %q", i, s.Op, s.Result, s.Error, part)
				}
			}

			for _, c := range []string{"resources", "prompts", "completions", "logging"} {
				if rep.Capabilities[c] == nil {
					t.Errorf("capabilities: no %s (got %v)", c, rep.Capabilities)
				}
			}
			// The tools the upstream registers only for a client that can
			// be sampled, asked and listed roots of are there: the gateway
			// declared those capabilities upstream.
			has(0, `"`+p+`trigger-sampling-request"`, `"`+p+`trigger-elicitation-request"`, `"`+p+`get-roots-list"`)
			has(1, "demo://resource/static/document/architecture.md")
			lacks(1, "startup.md")
			has(2, "demo://resource/dynamic/text/{resourceId}")
			has(3, `"`+p+`args-prompt"`, `"`+p+`completable-prompt"`)
			lacks(3, "resource-prompt")
			has(4, "architecture.md", `"text"`)
			refused(5, "denied by policy")
			has(6, dynamic)
			has(7, "Paris")
			refused(8, "denied by policy")
			has(9, "Engineering")
			step(10)
			step(11)
			step(12)
			step(13)

			// The progress the upstream reported, all of it, in order and
			// before the result (the SDK's onprogress may miss the last one
			// that arrives with its result, so the wire is what counts).
			if w := rep.WireProgress; len(w) != 3 || w[0].Progress != 1 || w[2].Progress != 3 || w[2].Total != 3 {
				t.Errorf("progress: got %+v, want 1, 2 and 3 of 3", w)
			}
			has(14, "Long running operation completed")
			has(15, "forty-two")
			if len(rep.Samplings) != 1 || !strings.Contains(string(rep.Samplings[0]), "six times seven") {
				t.Errorf("sampling requests: got %s, want the upstream's one", rep.Samplings)
			}
			has(16, "Ada Lovelace")
			if len(rep.Elicitations) != 1 || !strings.Contains(string(rep.Elicitations[0]), "Please provide inputs") {
				t.Errorf("elicitations: got %s, want the upstream's form", rep.Elicitations)
			}
			has(17, "file:///srv/projects/interop")
			if rep.RootsAsked == 0 {
				t.Error("roots/list never reached the client")
			}
			has(18, `"arrived":true`)
			has(19, `"arrived":true`)
			var methods []string
			for _, n := range rep.Notifications {
				if !slices.Contains(methods, n.Method) {
					methods = append(methods, n.Method)
				}
				if n.Method == "notifications/resources/updated" && !strings.Contains(string(n.Params), dynamic) {
					t.Errorf("an update for a resource not subscribed to: %s", n.Params)
				}
			}
			t.Logf("notifications seen: %v", methods)

			if err := stop(); err != nil {
				t.Errorf("stopping the gateway: %v", err)
			}
			decisions := auditDecisions(t, db)
			if got := decisions["resources/read demo://resource/static/document/startup.md"]; !slices.Contains(got, DecisionDeny) {
				t.Errorf("audit: the denied read is not on record (got %v)", decisions)
			}
		})
	}
}

// The MCP Inspector's CLI lists and reads resources and prompts of
// server-everything through the gateway as it does directly, less what the
// policy withholds.
func TestInteropInspectorResourcesAndPrompts(t *testing.T) {
	e := newEverythingEnv(t, interopInspector)
	node, bin, config, dir, server, root := e.node, e.bin, e.config, e.dir, e.server, e.root
	cli := filepath.Join(node.Modules, interopInspector, "clients", "launcher", "build", "index.js")
	env := []string{"HOME=" + t.TempDir()}
	inspect := func(t *testing.T, target []string, args ...string) (string, string, int) {
		t.Helper()
		all := append([]string{cli, "--cli", "--format", "json", "--quiet"}, args...)
		return node.Run(t, env, append(all, target...)...)
	}
	direct := []string{"--", node.Bin, server, "stdio"}
	through := append([]string{"--", bin}, "--db", filepath.Join(root, "audit.db"), "gateway", "--config", config, "--policies", dir, "--stdio")

	for _, tt := range []struct {
		name    string
		args    []string
		want    []string // in the output through the gateway, as directly
		without string   // withheld through the gateway, there directly
		refused bool     // through the gateway the request is refused
	}{
		{"resources/list", []string{"--method", "resources/list"}, []string{"demo://resource/static/document/architecture.md"}, "startup.md", false},
		{"resources/templates/list", []string{"--method", "resources/templates/list"}, []string{"demo://resource/dynamic/text/{resourceId}"}, "", false},
		{"resources/read", []string{"--method", "resources/read", "--uri", "demo://resource/dynamic/text/2"}, []string{"demo://resource/dynamic/text/2"}, "", false},
		{"resources/read withheld", []string{"--method", "resources/read", "--uri", "demo://resource/static/document/startup.md"}, nil, "", true},
		{"prompts/list", []string{"--method", "prompts/list"}, []string{"everything__simple-prompt", "everything__args-prompt"}, "resource-prompt", false},
		{"prompts/get", []string{"--method", "prompts/get", "--prompt-name", "everything__args-prompt", "--prompt-args", "city=Lisbon"}, []string{"Lisbon"}, "", false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			stdout, stderr, code := inspect(t, through, tt.args...)
			if tt.refused {
				if code == 0 || !strings.Contains(stdout+stderr, "denied by policy") {
					t.Errorf("through the gateway: exit %d, want a refusal:\n%s\n%s", code, stdout, stderr)
				}
				return
			}
			if code != 0 {
				t.Fatalf("through the gateway: exit %d: %s\n%s", code, stderr, stdout)
			}
			for _, w := range tt.want {
				if !strings.Contains(stdout, w) {
					t.Errorf("through the gateway: no %q in\n%.800s", w, stdout)
				}
			}
			if tt.without != "" {
				if strings.Contains(stdout, tt.without) {
					t.Errorf("through the gateway: %q is listed although the policy withholds it", tt.without)
				}
				// Directly it is there: the gateway, not the server, left it out.
				plain := slices.Clone(tt.args)
				for i, a := range plain {
					plain[i] = strings.TrimPrefix(a, "everything__")
				}
				if out, stderr, code := inspect(t, direct, plain...); code != 0 || !strings.Contains(out, tt.without) {
					t.Errorf("directly: exit %d, %q missing:\n%.300s\n%s", code, tt.without, out, stderr)
				}
			}
		})
	}
}
