package cli

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/mcpscan/mcpscan/gateway"
)

// protectRun scans the config files (name → contents) with --protect and
// returns the output folder and what was printed.
func protectRun(t *testing.T, files map[string]string) (string, string) {
	t.Helper()
	dir := t.TempDir()
	var args []string
	for name, doc := range files {
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o700); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(doc), 0o600); err != nil {
			t.Fatal(err)
		}
		if strings.HasSuffix(name, ".json") {
			args = append(args, p)
		}
	}
	out := filepath.Join(dir, "protect")
	// Servers that cannot be read are part of what these tests protect.
	code, stdout, errOut := run(t, append([]string{"scan", "--db", filepath.Join(dir, "reg.db"), "--allow-failures", "--protect", out}, args...)...)
	if code != ExitOK {
		t.Fatalf("exit %d: %s\n%s", code, errOut, stdout)
	}
	return out, stdout
}

// gatewayStarts checks that the gateway accepts a written folder as it is.
func gatewayStarts(t *testing.T, dir string) gateway.Config {
	t.Helper()
	cfg, err := gateway.LoadConfig(filepath.Join(dir, "servers.json"))
	if err != nil {
		t.Fatalf("the gateway refuses %s: %v", dir, err)
	}
	if _, err := gateway.LoadPolicies(filepath.Join(dir, "policies"), cfg.Names()); err != nil {
		t.Fatalf("the gateway would not start on %s: %v", dir, err)
	}
	return cfg
}

func readFile(t *testing.T, path string) string {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

func testServer(extraEnv string) string {
	return `{"command": ` + strconv.Quote(os.Args[0]) + `, "env": {"` + cliServerEnv + `": "1"` + extraEnv + `}}`
}

// Every server is written, the ones the scan could not read with a policy
// that denies everything, and the output says what changed and why.
func TestScanProtectWritesEveryServer(t *testing.T) {
	out, stdout := protectRun(t, map[string]string{"mcp.json": `{"servers": {
  "local tools": ` + testServer(`, "TOKEN": "${env:LOCAL_TOKEN}"`) + `,
  "broken": {"command": "/no/such/binary"},
  "off": {"command": "/bin/true", "disabled": true}
}}`})
	written := readFile(t, filepath.Join(out, "servers.json"))
	for _, want := range []string{`"${env:LOCAL_TOKEN}"`, `"broken"`, `"/no/such/binary"`, `"off"`, `"disabled": true`} {
		if !strings.Contains(written, want) {
			t.Errorf("servers.json lacks %s:\n%s", want, written)
		}
	}
	if pol := readFile(t, filepath.Join(out, "policies", "local-tools.policy.json")); !strings.Contains(pol, `"execute_code"`) {
		t.Errorf("local-tools policy:\n%s", pol)
	}
	for _, name := range []string{"broken", "off"} {
		pol := readFile(t, filepath.Join(out, "policies", name+".policy.json"))
		if !strings.Contains(pol, `"default": "deny"`) || strings.Contains(pol, `"allow"`) {
			t.Errorf("%s: want a deny-all policy, got:\n%s", name, pol)
		}
	}
	for _, want := range []string{
		"local tools → local-tools (a gateway server name is",
		"broken: the scan could not read it",
		"off is turned off in its client config",
		"replace the servers it lists with this one entry",
		`"type": "stdio"`, // a VS Code file gets a VS Code entry
	} {
		if !strings.Contains(stdout, want) {
			t.Errorf("output lacks %q:\n%s", want, stdout)
		}
	}
	cfg := gatewayStarts(t, out)
	if got := strings.Join(cfg.Names(), ","); got != "broken,local-tools" {
		t.Errorf("the gateway serves %s, want broken,local-tools (off stays off)", got)
	}
}

// Clients whose servers differ get a gateway each; a server configured in
// two clients with another env is two servers.
func TestScanProtectKeepsClientsApart(t *testing.T) {
	out, stdout := protectRun(t, map[string]string{
		".cursor/mcp.json":    `{"mcpServers": {"tools": ` + testServer(`, "MODE": "cursor"`) + `}}`,
		"claude_desktop.json": `{"mcpServers": {"tools": ` + testServer(`, "MODE": "desktop"`) + `, "broken": {"command": "/no/such/binary"}}}`,
	})
	dirs, err := filepath.Glob(filepath.Join(out, "*", "servers.json"))
	if err != nil || len(dirs) != 2 {
		t.Fatalf("got gateway configs %v, want one per client", dirs)
	}
	var all string
	for _, d := range dirs {
		cfg := gatewayStarts(t, filepath.Dir(d))
		text := readFile(t, d)
		all += text
		switch {
		case strings.Contains(text, `"cursor"`) && strings.Contains(text, `"desktop"`):
			t.Errorf("%s mixes both clients' servers:\n%s", d, text)
		case strings.Contains(text, `"desktop"`) && len(cfg.Names()) != 2:
			t.Errorf("%s: got %v, want the desktop client's two servers", d, cfg.Names())
		case strings.Contains(text, `"cursor"`) && len(cfg.Names()) != 1:
			t.Errorf("%s: got %v, want the cursor client's one server", d, cfg.Names())
		}
	}
	if !strings.Contains(all, `"cursor"`) || !strings.Contains(all, `"desktop"`) {
		t.Errorf("a variant of the server was dropped:\n%s", all)
	}
	if n := strings.Count(stdout, "replace the servers it lists"); n != 2 {
		t.Errorf("got %d replacement entries, want one per client file:\n%s", n, stdout)
	}
}

// Clients that list the same servers share one gateway.
func TestScanProtectSharesIdenticalClients(t *testing.T) {
	same := `{"mcpServers": {"tools": ` + testServer("") + `}}`
	out, _ := protectRun(t, map[string]string{".cursor/mcp.json": same, "claude_desktop.json": same})
	gatewayStarts(t, out)
	if dirs, _ := filepath.Glob(filepath.Join(out, "*", "servers.json")); len(dirs) != 0 {
		t.Errorf("got per-client configs %v, want one shared", dirs)
	}
}

// An ${input:id} secret goes from the client's prompt to the gateway's
// environment, never an empty value; an envFile is written absolute.
func TestScanProtectInputsAndEnvFile(t *testing.T) {
	out, stdout := protectRun(t, map[string]string{
		".vscode/mcp.json": `{"inputs": [{"id": "api-key", "type": "promptString", "password": true}],
"servers": {"tools": {"command": ` + strconv.Quote(os.Args[0]) + `, "envFile": "${workspaceFolder}/.env",
  "env": {"` + cliServerEnv + `": "1", "API_KEY": "${input:api-key}"}}}}`,
		".env": "EXTRA=1\n",
	})
	for _, want := range []string{`"MCPSCAN_INPUT_API_KEY": "${input:api-key}"`, `Keep its "inputs" (api-key)`} {
		if !strings.Contains(stdout, want) {
			t.Errorf("output lacks %s:\n%s", want, stdout)
		}
	}
	written := readFile(t, filepath.Join(out, "servers.json"))
	if !strings.Contains(written, `"${input:api-key}"`) || !strings.Contains(written, `"envFile": "/`) {
		t.Errorf("servers.json:\n%s", written)
	}
	// Without the input the gateway does not start the server with an
	// empty secret; with it, the value arrives.
	if _, err := gateway.LoadConfig(filepath.Join(out, "servers.json")); err == nil || !strings.Contains(err.Error(), "MCPSCAN_INPUT_API_KEY") {
		t.Errorf("without the input: got %v, want the server refused, naming MCPSCAN_INPUT_API_KEY", err)
	}
	t.Setenv("MCPSCAN_INPUT_API_KEY", "k-123")
	cfg := gatewayStarts(t, out)
	if got := cfg.Targets[0].Env; got["API_KEY"] != "k-123" || got["EXTRA"] != "1" || !cfg.Targets[0].ClientEnv {
		t.Errorf("target env %v (client env %v), want the input, the envFile's variable and the client's environment", got, cfg.Targets[0].ClientEnv)
	}
}

// When an entry cannot be written, the output does not tell the user to
// replace their servers.
func TestScanProtectRefusesReplaceWhenSomethingIsLeftOut(t *testing.T) {
	_, stdout := protectRun(t, map[string]string{"mcp.json": `{"mcpServers": {"tools": ` + testServer("") + `, "nothing": {"args": ["x"]}}}`})
	if !strings.Contains(stdout, "Left out:") || !strings.Contains(stdout, `"nothing"`) {
		t.Errorf("output does not say what was left out:\n%s", stdout)
	}
	if strings.Contains(stdout, "replace the servers it lists") || !strings.Contains(stdout, "do not replace") {
		t.Errorf("output advises replacing the servers although one was left out:\n%s", stdout)
	}
}

// A poisoned server: scan shows the findings on the tool, the prompt and
// the instructions, and the policy it writes withholds all three.
func TestScanProtectPoisonedServer(t *testing.T) {
	out, stdout := protectRun(t, map[string]string{"mcp.json": `{"mcpServers": {"notes": ` + testServer(`, "`+cliPoisonedEnv+`": "1"`) + `}}`})
	for _, want := range []string{"instructions", "sneaky", "add"} {
		if !strings.Contains(stdout, want) {
			t.Errorf("scan output lacks %q:\n%s", want, stdout)
		}
	}
	pol := readFile(t, filepath.Join(out, "policies", "notes.policy.json"))
	for _, want := range []string{`"instructions": "withhold"`, `"sneaky"`, "add is withheld: hidden-instruction markup"} {
		if !strings.Contains(pol, want) {
			t.Errorf("policy lacks %s:\n%s", want, pol)
		}
	}
}

// A server whose tool gives instructions about another server's tool:
// only the two together show it; scan reports it on the tool and the
// policy written for the gateway denies that tool.
func TestScanProtectCrossServerShadowing(t *testing.T) {
	out, stdout := protectRun(t, map[string]string{"mcp.json": `{"mcpServers": {"tools": ` + testServer("") + `, "weather": ` + testServer(`, "`+cliShadowEnv+`": "1"`) + `}}`})
	if !strings.Contains(stdout, "cross-server shadowing") {
		t.Errorf("scan output lacks the cross-server finding:\n%s", stdout)
	}
	pol := readFile(t, filepath.Join(out, "policies", "weather.policy.json"))
	if !strings.Contains(pol, "get_weather is withheld") || !strings.Contains(pol, "execute_code") {
		t.Errorf("weather's policy does not withhold get_weather:\n%s", pol)
	}
	if pol := readFile(t, filepath.Join(out, "policies", "tools.policy.json")); strings.Contains(pol, "withheld") {
		t.Errorf("the server spoken of is withheld too:\n%s", pol)
	}
}
