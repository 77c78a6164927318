package cli

import (
	"os"
	"path/filepath"
	"strconv"
	"testing"
)

// sevenServers is a client config of seven servers of which four cannot
// be scanned, each for another reason and at another stage, and one
// disabled server that is not scanned and is not a failure.
func sevenServers(dir string) string {
	good := `{"command": ` + strconv.Quote(os.Args[0]) + `, "env": {"` + cliServerEnv + `": "1"}}`
	return `{"mcpServers": {
  "alpha": ` + good + `,
  "missing-binary": {"command": "/no/such/binary"},
  "beta": ` + good + `,
  "directory": {"command": ` + strconv.Quote(dir) + `},
  "closed-port": {"url": "http://127.0.0.1:1/mcp"},
  "gamma": ` + good + `,
  "no-command": {"args": ["x"]},
  "off": {"command": "/bin/true", "disabled": true}
}}
`
}

// A scan that could not read a config or a server, or that read nothing,
// exits 2 whatever --fail-on says and lists every failure in every format;
// --allow-failures keeps the list and leaves the exit code to --fail-on.
func TestScanFailuresGolden(t *testing.T) {
	dir := t.TempDir()
	write := func(name, doc string) string {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(doc), 0o600); err != nil {
			t.Fatal(err)
		}
		return name
	}
	// Files are named relative to dir, so the table's columns do not
	// depend on where the temporary directory is.
	seven := write("seven.json", sevenServers(dir))
	bad := write("bad.json", `{"mcpServers": {"a": {"command": "x" "args": []}}}`)
	notConfig := write("package.json", `{"name": "app", "version": "1.0.0"}`)
	empty := write("empty.json", `{"mcpServers": {}}`)
	disabled := write("disabled.json", `{"mcpServers": {"off": {"command": "/bin/true", "disabled": true}}}`)
	for _, sub := range []string{"home", "confdir"} {
		if err := os.Mkdir(filepath.Join(dir, sub), 0o700); err != nil {
			t.Fatal(err)
		}
	}
	t.Setenv("HOME", filepath.Join(dir, "home"))
	t.Setenv("XDG_CONFIG_HOME", "")
	t.Setenv("APPDATA", "")
	t.Chdir(dir)
	for _, tt := range []struct {
		name string
		args []string
		code int
	}{
		{"missing-path", []string{"nope.json"}, ExitFailed},
		{"directory", []string{"confdir"}, ExitFailed},
		{"malformed", []string{bad}, ExitFailed},
		{"malformed-fail-on-low", []string{"--fail-on", "low", bad}, ExitFailed},
		{"not-a-client-config", []string{notConfig}, ExitFailed},
		{"no-servers", []string{empty}, ExitFailed},
		{"only-disabled", []string{disabled}, ExitFailed},
		{"nothing-discovered", nil, ExitFailed},
		{"nothing-discovered-allowed", []string{"--allow-failures"}, ExitOK},
		{"seven-table", []string{seven}, ExitFailed},
		{"seven-json", []string{"--format", "json", "--fail-on", "low", seven}, ExitFailed},
		{"seven-sarif", []string{"--format", "sarif", seven}, ExitFailed},
		{"seven-markdown", []string{"--format", "markdown", seven}, ExitFailed},
		{"seven-allowed", []string{"--allow-failures", "--format", "json", "--fail-on", "critical", seven}, ExitOK},
		{"seven-allowed-findings", []string{"--allow-failures", "--format", "sarif", "--fail-on", "high", seven}, ExitFindings},
	} {
		t.Run(tt.name, func(t *testing.T) {
			args := append([]string{"scan", "--db", filepath.Join(t.TempDir(), "reg.db"), "--timeout", "20s"}, tt.args...)
			code, stdout, stderr := run(t, args...)
			if code != tt.code {
				t.Errorf("exit %d, want %d; stderr: %s", code, tt.code, stderr)
			}
			goldenRun(t, "scan-"+tt.name, code, stdout, stderr, os.Args[0], "$SELF", dir, "$DIR")
		})
	}
}
