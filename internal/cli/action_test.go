package cli

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// repoRoot is the repository's root, where action.yml and
// .pre-commit-hooks.yaml are.
const repoRoot = "../.."

// lowRiskDump is a server whose one tool only reads.
const lowRiskDump = `{"server": "notes", "tools": [{"name": "list_notes", "description": "List the titles of the saved notes.",
  "inputSchema": {"type": "object", "properties": {}}, "annotations": {"readOnlyHint": true, "openWorldHint": false}}]}`

// ciWorkspace is a repository as CI checks it out: tool dumps, a client
// config whose server is this test binary serving version v1 of its tools
// (lock_test.go), and a lock of that server written by bin.
func ciWorkspace(t *testing.T, bin string) string {
	t.Helper()
	dir := t.TempDir()
	demo, err := os.ReadFile(filepath.Join(repoRoot, "examples", "demo-server.json"))
	if err != nil {
		t.Fatal(err)
	}
	writeFiles(t, dir, map[string]string{"dumps/demo.json": string(demo), "dumps/low.json": lowRiskDump})
	writeLockConfig(t, filepath.Join(dir, "mcp.json"), "v1")
	lock := exec.CommandContext(t.Context(), bin, "lock", "--db", filepath.Join(t.TempDir(), "lock.db"), "--lock", "mcp.lock", "mcp.json") //nolint:gosec // the binary the test built
	lock.Dir = dir
	if out, err := lock.CombinedOutput(); err != nil {
		t.Fatalf("mcpscan lock: %v\n%s", err, out)
	}
	return dir
}

func writeFiles(t *testing.T, dir string, files map[string]string) {
	t.Helper()
	for name, body := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o750); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(body), 0o600); err != nil {
			t.Fatal(err)
		}
	}
}

// sarifReport is the part of a SARIF log the tests read.
type sarifReport struct {
	Version string `json:"version"`
	Runs    []struct {
		Tool struct {
			Driver struct {
				Name string `json:"name"`
			} `json:"driver"`
		} `json:"tool"`
		Results []struct {
			RuleID string `json:"ruleId"`
		} `json:"results"`
	} `json:"runs"`
}

func readSARIF(t *testing.T, path string) sarifReport {
	t.Helper()
	var r sarifReport
	if err := json.Unmarshal([]byte(readText(t, path)), &r); err != nil {
		t.Fatalf("%s is not JSON: %v", path, err)
	}
	if r.Version != "2.1.0" || len(r.Runs) != 1 || r.Runs[0].Tool.Driver.Name != "mcpscan" {
		t.Fatalf("%s: got version %q and %d runs, want one SARIF 2.1.0 run by mcpscan", path, r.Version, len(r.Runs))
	}
	return r
}

// TestAction runs action.yml's steps on this machine against a workspace
// of fixtures: its install step builds mcpscan from this checkout, its run
// step runs the chosen command, and the tests check the exit code, the
// outputs, the SARIF file and whether the upload and failing steps run.
func TestAction(t *testing.T) {
	action := readAction(t, filepath.Join(repoRoot, "action.yml"))
	if action.Runs.Using != "composite" {
		t.Fatalf("runs.using: got %q, want composite", action.Runs.Using)
	}
	abs, err := filepath.Abs(repoRoot)
	if err != nil {
		t.Fatal(err)
	}
	r := &actionRunner{action: action, actionPath: abs, temp: t.TempDir()}

	var uses []string
	for _, st := range action.Runs.Steps {
		if st.Uses != "" {
			uses = append(uses, st.Uses[:strings.LastIndex(st.Uses, "@")])
		}
	}
	if want := []string{"actions/setup-go", "github/codeql-action/upload-sarif"}; !slices.Equal(uses, want) {
		t.Errorf("actions used: got %q, want %q", uses, want)
	}

	// The first run installs mcpscan; the workspace is made with that
	// binary, so its lock is the one the action's mcpscan writes.
	first := r.run(t, t.TempDir(), map[string]string{"command": "classify", "paths": "none.json", "fail": "false"}, nil)
	if first.Failed != "" {
		t.Fatalf("first run: step %q failed (exit %d)\n%s", first.Failed, first.ExitCode, first.Log)
	}
	bin := filepath.Join(r.temp, "mcpscan-bin", "mcpscan")
	if got := first.Outputs["exit-code"]; got != "2" {
		t.Errorf("classify of a missing file: got exit code %q, want 2", got)
	}
	if len(first.Used) == 0 || first.Used[0].With["go-version-file"] != filepath.Join(abs, "go.mod") {
		t.Errorf("setup-go: got %+v, want go-version-file %s", first.Used, filepath.Join(abs, "go.mod"))
	}

	tests := []struct {
		name     string
		inputs   map[string]string
		version  string // the tools the test server serves: v1 (locked) or v2
		wantExit int    // mcpscan's exit code
		failed   bool   // whether the action fails
		results  bool   // whether the SARIF file has results
		upload   bool   // whether the SARIF file is uploaded
	}{
		{"classify finds High tools", map[string]string{"command": "classify", "paths": "dumps/demo.json"}, "v1", ExitFindings, true, true, false},
		{"classify of a reading tool passes", map[string]string{"command": "classify", "paths": "dumps/low.json"}, "v1", ExitOK, false, false, false},
		{"classify of a directory, uploaded", map[string]string{"command": "classify", "paths": "dumps", "fail-on": "critical", "upload-sarif": "true"}, "v1", ExitFindings, true, true, true},
		{"paths one per line", map[string]string{"command": "classify", "paths": "dumps/low.json\n  dumps/demo.json\n", "fail-on": "critical"}, "v1", ExitFindings, true, true, false},
		{"fail false only reports", map[string]string{"command": "classify", "paths": "dumps/demo.json", "fail": "false"}, "v1", ExitFindings, false, true, false},
		{"scan a client config", map[string]string{"command": "scan", "paths": "mcp.json"}, "v1", ExitOK, false, true, false},
		{"scan fails on Medium", map[string]string{"command": "scan", "paths": "mcp.json", "fail-on": "medium", "args": "--timeout 20s"}, "v1", ExitFindings, true, true, false},
		{"lock verify of the locked tools", map[string]string{"command": "lock verify", "paths": "mcp.json"}, "v1", ExitOK, false, false, false},
		{"lock verify of changed tools", map[string]string{"command": "lock verify", "paths": "mcp.json", "upload-sarif": "true"}, "v2", ExitFindings, true, true, true},
		{"lock verify of another lock file", map[string]string{"command": "lock verify", "paths": "mcp.json", "lock-file": "missing.lock"}, "v1", ExitUsage, true, false, false},
		{"table format prints and uploads nothing", map[string]string{"command": "classify", "paths": "dumps/demo.json", "format": "table", "upload-sarif": "true"}, "v1", ExitFindings, true, false, false},
		{"unknown command", map[string]string{"command": "lock update"}, "v1", ExitUsage, true, false, false},
		{"unknown format", map[string]string{"command": "scan", "format": "xml"}, "v1", ExitUsage, true, false, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ws := ciWorkspace(t, bin)
			writeLockConfig(t, filepath.Join(ws, "mcp.json"), tt.version)
			res := r.run(t, ws, tt.inputs, nil)
			if got := res.Outputs["exit-code"]; got != strconv.Itoa(tt.wantExit) {
				t.Fatalf("exit-code: got %q, want %d\n%s", got, tt.wantExit, res.Log)
			}
			if failed := res.Failed != ""; failed != tt.failed || (failed && res.ExitCode != tt.wantExit) {
				t.Errorf("action failed at %q with %d, want failed %v with %d\n%s", res.Failed, res.ExitCode, tt.failed, tt.wantExit, res.Log)
			}
			sarif := res.Outputs["sarif-file"]
			if format := tt.inputs["format"]; format != "" && format != "sarif" {
				if sarif != "" {
					t.Errorf("sarif-file with format %s: got %q, want none", format, sarif)
				}
			} else if tt.wantExit != ExitUsage {
				if sarif != "mcpscan.sarif" {
					t.Fatalf("sarif-file: got %q, want mcpscan.sarif", sarif)
				}
				report := readSARIF(t, filepath.Join(ws, sarif))
				if got := len(report.Runs[0].Results) > 0; got != tt.results {
					t.Errorf("SARIF results: got %d, want some: %v", len(report.Runs[0].Results), tt.results)
				}
			}
			var uploaded []string
			for _, u := range res.Used {
				if strings.HasPrefix(u.Uses, "github/codeql-action/upload-sarif@") {
					uploaded = append(uploaded, u.With["sarif_file"]+" "+u.With["category"])
				}
			}
			want := []string(nil)
			if tt.upload {
				want = []string{"mcpscan.sarif mcpscan-" + strings.ReplaceAll(tt.inputs["command"], " ", "-")}
			}
			if !slices.Equal(uploaded, want) {
				t.Errorf("uploads: got %q, want %q", uploaded, want)
			}
		})
	}
}
