package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/mcpscan/mcpscan/internal/nodetest"
	"github.com/mcpscan/mcpscan/internal/windowtest"
)

// The whole loop the product promises, as a user runs it: crawl a real npm
// MCP server and the bundled code-mode server, classify, generate the
// policies, start the gateway with them, and drive it with the official
// TypeScript SDK client.
func TestWholeLoop(t *testing.T) {
	const memoryPkg = "@modelcontextprotocol/server-memory"
	node := nodetest.Find(t, nodetest.SDK, memoryPkg)
	bin := nodetest.BuildMCPScan(t, "../..")
	dir := t.TempDir()
	db := filepath.Join(dir, "registry.db")
	memory := map[string]any{"command": node.Bin,
		"args": []string{filepath.Join(node.Modules, memoryPkg, "dist", "index.js")},
		"env":  map[string]string{"MEMORY_FILE_PATH": filepath.Join(dir, "memory.jsonl")}}
	write := func(name string, v any) string {
		t.Helper()
		b, err := json.Marshal(v)
		if err != nil {
			t.Fatal(err)
		}
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, b, 0o600); err != nil {
			t.Fatal(err)
		}
		return path
	}

	// 1. Crawl: the memory server, and the code-mode server as mcpscan
	// ships it, both started over stdio and listed.
	crawlCfg := write("crawl.json", map[string]any{"mcpServers": map[string]any{
		"memory":   memory,
		"codemode": map[string]any{"command": bin, "args": []string{"codemode", "--stdio"}},
	}})
	dumps := filepath.Join(dir, "dumps")
	code, out, errOut := run(t, "--db", db, "crawl", "--source", "config", "--client-config", crawlCfg, "--dump", dumps)
	if code != ExitOK || !strings.Contains(out, "2 servers found") {
		t.Fatalf("crawl: exit %d\n%s\n%s", code, out, errOut)
	}

	// 2. Classify: execute_code is High Risk Execute.
	code, out, errOut = run(t, "--db", db, "classify", "--format", "json", dumps)
	if code != ExitOK {
		t.Fatalf("classify: exit %d: %s", code, errOut)
	}
	var rep struct {
		Servers []struct {
			Name  string `json:"name"`
			Tools []struct {
				Name, Category, Severity string
			} `json:"tools"`
		} `json:"servers"`
	}
	if err := json.Unmarshal([]byte(out), &rep); err != nil {
		t.Fatal(err)
	}
	risk := map[string]string{}
	for _, s := range rep.Servers {
		for _, tl := range s.Tools {
			risk[s.Name+"/"+tl.Name] = tl.Category + "/" + tl.Severity
		}
	}
	for tool, want := range map[string]string{"codemode/execute_code": "Execute/High", "memory/delete_entities": "Destructive/Critical", "memory/read_graph": "Read/Low"} {
		if risk[tool] != want {
			t.Errorf("%s: got %q, want %q", tool, risk[tool], want)
		}
	}

	// 3. Policies: the defaults, and a stricter set where destructive
	// tools are denied outright.
	policies, strict := filepath.Join(dir, "policies"), filepath.Join(dir, "strict")
	overrides := write("strict.json", map[string]any{"categories": map[string]any{"Destructive": map[string]any{"action": "deny"}}})
	for _, args := range [][]string{{"-o", policies}, {"-o", strict, "--overrides", overrides}} {
		if code, out, errOut := run(t, append([]string{"--db", db, "policy", "generate", dumps}, args...)...); code != ExitOK {
			t.Fatalf("policy generate %v: exit %d\n%s\n%s", args, code, out, errOut)
		}
	}

	// 4. The gateway, with the built-in code-mode server, started by the
	// SDK client over stdio.
	gwCfg := write("servers.json", map[string]any{"mcpServers": map[string]any{"memory": memory},
		"codemode": map[string]any{"enable_code_execution": true, "code_execution_timeout_ms": 20000}})
	gateway := func(policyDir string) []string {
		return []string{"--db", filepath.Join(dir, "audit.db"), "gateway", "--config", gwCfg, "--policies", policyDir, "--stdio"}
	}

	t.Run("rate limit and approval", func(t *testing.T) {
		// The 11 execute_code calls must fall in one minute of the
		// limit's window, with the gateway's and Node's start-up before them.
		windowtest.ClearOfEdge(t, time.Minute, 40*time.Second)
		calls := []nodetest.SDKCall{{Name: "memory__create_entities", Arguments: map[string]any{"entities": []any{
			map[string]any{"name": "alpha", "entityType": "test", "observations": []string{"first"}}}}}}
		for range 11 {
			calls = append(calls, nodetest.SDKCall{Name: "codemode__execute_code",
				Arguments: map[string]any{"code": `call_tool("memory", "read_graph", {}).entities.length`}})
		}
		calls = append(calls, nodetest.SDKCall{Name: "memory__delete_entities", Arguments: map[string]any{"entityNames": []string{"alpha"}}})
		got := node.SDKClient(t, nodetest.SDKSpec{Transport: "stdio", Command: bin, Args: gateway(policies), Calls: calls,
			Answer: map[string]any{"action": "accept", "content": map[string]any{"approve": true}}})
		if len(got.Calls) != len(calls) {
			t.Fatalf("%d results for %d calls: %+v", len(got.Calls), len(calls), got)
		}
		for i, c := range got.Calls {
			switch {
			case i == 0:
				if c.IsError || c.Error != "" {
					t.Errorf("create_entities: %+v", c)
				}
			case i <= 10:
				if c.IsError || c.Error != "" || c.Text != "1" {
					t.Errorf("execute_code call %d: %+v, want 1 (the graph has one entity)", i, c)
				}
			case i == 11:
				if !c.IsError || !strings.Contains(c.Text, "rate limit reached: 10 of 10 calls per minute") {
					t.Errorf("execute_code call 11: %+v, want the rate limit's denial", c)
				}
			default:
				if c.IsError || c.Error != "" {
					t.Errorf("delete_entities after approval: %+v", c)
				}
			}
		}
		if len(got.Elicitations) != 1 || !strings.Contains(got.Elicitations[0].Message, "delete_entities") {
			t.Errorf("approvals asked: %+v, want one for delete_entities", got.Elicitations)
		}
	})

	t.Run("a denied tool is refused, inside a script too", func(t *testing.T) {
		got := node.SDKClient(t, nodetest.SDKSpec{Transport: "stdio", Command: bin, Args: gateway(strict), Calls: []nodetest.SDKCall{
			{Name: "memory__delete_entities", Arguments: map[string]any{"entityNames": []string{"alpha"}}},
			{Name: "codemode__execute_code", Arguments: map[string]any{"code": `try { call_tool("memory", "delete_entities", {entityNames: ["alpha"]}); "deleted" } catch (e) { "refused: " + e.message }`}},
		}})
		for _, name := range got.Tools {
			if name == "memory__delete_entities" {
				t.Error("a tool denied outright is listed")
			}
		}
		if c := got.Calls[0]; c.Error == "" || !strings.Contains(c.Error, "not found") {
			t.Errorf("direct call: %+v, want the gateway to refuse an unlisted tool", c)
		}
		if c := got.Calls[1]; c.IsError || !strings.Contains(c.Text, "refused: ") || !strings.Contains(c.Text, "policy") {
			t.Errorf("script: %+v, want the policy's refusal caught inside the script", c)
		}
	})
}
