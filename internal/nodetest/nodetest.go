// Package nodetest lets tests drive MCP clients we did not write: Node,
// the npm packages .ci/run installs under $MCPSCAN_NPM_SERVERS (the
// official TypeScript SDK among them), and a generic SDK client script
// that reports what it saw as JSON. It also builds the mcpscan binary for
// tests that run it as users do.
//
// Without Node or the packages a test skips, except under CI (CI set),
// where that is a broken setup and fails.
package nodetest

import (
	"bytes"
	"context"
	_ "embed" // the SDK client script
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// PrefixEnv names the npm prefix where .ci/run installs the Node packages
// ("npm install --prefix DIR"); tests use no network.
const PrefixEnv = "MCPSCAN_NPM_SERVERS"

// SDK is the official TypeScript SDK's package.
const SDK = "@modelcontextprotocol/sdk"

//go:embed sdk-client.mjs
var sdkClient []byte

//go:embed sdk-features.mjs
var sdkFeatures []byte

//go:embed sdk-transport.mjs
var sdkTransport []byte

// Node is a Node installation with the packages a test needs.
type Node struct {
	Bin     string // the node executable
	Modules string // PREFIX/node_modules
	Scripts string // a folder for scripts, beside a node_modules link
}

// Find returns Node with packages installed, or skips (fails in CI).
func Find(t testing.TB, packages ...string) *Node {
	t.Helper()
	missing := func(format string, args ...any) {
		t.Helper()
		msg := fmt.Sprintf(format, args...)
		if os.Getenv("CI") != "" {
			t.Fatalf("%s (.ci/run installs what this test needs)", msg)
		}
		t.Skipf("%s; see .ci/run for the install", msg)
	}
	bin, err := exec.LookPath("node")
	if err != nil {
		missing("node is not on PATH")
	}
	prefix := os.Getenv(PrefixEnv)
	if prefix == "" {
		missing("%s is not set", PrefixEnv)
	}
	modules := filepath.Join(prefix, "node_modules")
	for _, p := range packages {
		if _, err := os.Stat(filepath.Join(modules, p, "package.json")); err != nil {
			missing("%s is not installed under %s", p, prefix)
		}
	}
	// ESM resolves bare imports from the script's own folder upwards, not
	// from NODE_PATH: scripts live next to a link to the prefix's
	// node_modules so they import the installed packages by name.
	scripts := filepath.Join(t.TempDir(), "scripts")
	if err := os.Mkdir(scripts, 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(modules, filepath.Join(scripts, "node_modules")); err != nil {
		t.Fatal(err)
	}
	n := &Node{Bin: bin, Modules: modules, Scripts: scripts}
	n.AddScript(t, "sdk-client.mjs", sdkClient)
	n.AddScript(t, "sdk-features.mjs", sdkFeatures)
	n.AddScript(t, "sdk-transport.mjs", sdkTransport)
	return n
}

// AddScript writes a script into the scripts folder.
func (n *Node) AddScript(t testing.TB, name string, data []byte) {
	t.Helper()
	if err := os.WriteFile(filepath.Join(n.Scripts, name), data, 0o600); err != nil {
		t.Fatal(err)
	}
}

// Run runs node with args in the scripts folder and returns its stdout,
// stderr and exit code; only a failure to start or a time-out fails the
// test.
func (n *Node) Run(t testing.TB, env []string, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	ctx, cancel := context.WithTimeout(t.Context(), 120*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, n.Bin, args...)
	cmd.Dir = n.Scripts
	cmd.Env = append(os.Environ(), env...)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	err := cmd.Run()
	var exit *exec.ExitError
	switch {
	case ctx.Err() != nil:
		t.Fatalf("node %s: no answer within 120s\nstdout: %s\nstderr: %s", strings.Join(args, " "), out.String(), errb.String())
	case errors.As(err, &exit):
		code = exit.ExitCode()
	case err != nil:
		t.Fatalf("node %s: %v", strings.Join(args, " "), err)
	}
	return out.String(), errb.String(), code
}

// SDKSpec is what the SDK client is told to do: connect over stdio
// (starting Command with Args) or streamable HTTP (URL), list the tools,
// make the calls in order, and give Answer to every elicitation (decline
// when nil).
type SDKSpec struct {
	Transport string         `json:"transport"`
	Command   string         `json:"command,omitempty"`
	Args      []string       `json:"args,omitempty"`
	URL       string         `json:"url,omitempty"`
	Calls     []SDKCall      `json:"calls"`
	Answer    map[string]any `json:"answer,omitempty"`
}

// SDKCall is one tools/call.
type SDKCall struct {
	Name      string         `json:"name"`
	Arguments map[string]any `json:"arguments,omitempty"`
}

// SDKReport is what the SDK client saw.
type SDKReport struct {
	Tools []string `json:"tools"`
	Calls []struct {
		Name    string `json:"name"`
		IsError bool   `json:"isError"`
		Text    string `json:"text"`
		Error   string `json:"error"`
	} `json:"calls"`
	Elicitations []struct {
		Message         string         `json:"message"`
		RequestedSchema map[string]any `json:"requestedSchema"`
	} `json:"elicitations"`
	ServerInfo struct {
		Name string `json:"name"`
	} `json:"serverInfo"`
	ProtocolVersion string `json:"protocolVersion"` // HTTP only
}

// SDKClient runs the SDK client with spec and returns its report.
func (n *Node) SDKClient(t testing.TB, spec SDKSpec) SDKReport {
	t.Helper()
	arg, err := json.Marshal(spec)
	if err != nil {
		t.Fatal(err)
	}
	stdout, stderr, code := n.Run(t, nil, "sdk-client.mjs", string(arg))
	var rep SDKReport
	if code != 0 || json.Unmarshal([]byte(stdout), &rep) != nil {
		t.Fatalf("sdk client: exit %d\nstdout: %s\nstderr: %s", code, stdout, stderr)
	}
	return rep
}

// BuildMCPScan builds the mcpscan command into a temporary directory and
// returns its path. moduleRoot is the module's root relative to the test.
func BuildMCPScan(t testing.TB, moduleRoot string) string {
	t.Helper()
	// go test puts the go command that runs it first on PATH.
	goCmd, err := exec.LookPath("go")
	if err != nil {
		t.Fatalf("the go command is needed to build mcpscan: %v", err)
	}
	bin := filepath.Join(t.TempDir(), "mcpscan")
	build := exec.CommandContext(t.Context(), goCmd, "build", "-o", bin, "./cmd/mcpscan")
	build.Dir = moduleRoot
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build ./cmd/mcpscan: %v\n%s", err, out)
	}
	return bin
}
