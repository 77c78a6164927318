package cli

import (
	"errors"
	"maps"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"
)

// preCommitHook is one entry of .pre-commit-hooks.yaml.
type preCommitHook struct {
	ID            string   `yaml:"id"`
	Name          string   `yaml:"name"`
	Description   string   `yaml:"description"`
	Entry         string   `yaml:"entry"`
	Language      string   `yaml:"language"`
	Files         string   `yaml:"files"`
	Args          []string `yaml:"args"`
	PassFilenames *bool    `yaml:"pass_filenames"`
}

// buildMCPScan builds mcpscan from this checkout, as pre-commit does for a
// golang hook.
func buildMCPScan(t *testing.T) string {
	t.Helper()
	bin := filepath.Join(t.TempDir(), "mcpscan")
	cmd := exec.CommandContext(t.Context(), "go", "build", "-o", bin, "./cmd/mcpscan")
	cmd.Dir = repoRoot
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	return bin
}

// TestPreCommitHooks runs each hook's entry, with the built binary in
// place of mcpscan, on the fixture files its files pattern selects, as
// pre-commit would, and checks the exit codes.
func TestPreCommitHooks(t *testing.T) {
	data, err := os.ReadFile(filepath.Join(repoRoot, ".pre-commit-hooks.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	var hooks []preCommitHook
	if err := yaml.Unmarshal(data, &hooks); err != nil {
		t.Fatalf(".pre-commit-hooks.yaml: %v", err)
	}
	byID := map[string]preCommitHook{}
	for _, h := range hooks {
		if h.ID == "" || h.Name == "" || h.Language != "golang" || !strings.HasPrefix(h.Entry, "mcpscan ") {
			t.Errorf("hook %+v: want an id, a name, language golang and an entry that runs mcpscan", h)
		}
		byID[h.ID] = h
	}
	if got := slices.Sorted(maps.Keys(byID)); !slices.Equal(got, []string{"mcpscan-classify", "mcpscan-lock-verify"}) {
		t.Fatalf("hooks: got %q, want mcpscan-classify and mcpscan-lock-verify", got)
	}

	// Which committed files start each hook.
	selection := []struct {
		hook  string
		files []string
		want  []string
	}{
		{"mcpscan-classify",
			[]string{"dumps/demo.json", "mcp-tools/github.json", "ci/github.tools.json", "mcp.json", ".vscode/mcp.json", "mcp.lock", "package.json", "README.md"},
			[]string{"dumps/demo.json", "mcp-tools/github.json", "ci/github.tools.json"}},
		{"mcpscan-lock-verify",
			[]string{"mcp.lock", ".vscode/mcp.json", ".mcp.json", "servers.json", "dumps/demo.json", "package.json", "go.mod", ".vscode/settings.json"},
			[]string{"mcp.lock", ".vscode/mcp.json", ".mcp.json", "servers.json", "dumps/demo.json"}},
	}
	for _, s := range selection {
		t.Run(s.hook+" files", func(t *testing.T) {
			re, err := regexp.Compile(byID[s.hook].Files)
			if err != nil {
				t.Fatalf("files: %v", err)
			}
			var got []string
			for _, f := range s.files {
				if re.MatchString(f) {
					got = append(got, f)
				}
			}
			if !slices.Equal(got, s.want) {
				t.Errorf("files selected: got %q, want %q", got, s.want)
			}
		})
	}

	bin := buildMCPScan(t)
	tests := []struct {
		name    string
		hook    string
		args    []string // what a user's .pre-commit-config.yaml adds
		files   []string // the files committed
		version string   // the tools the test server serves: v1 (locked) or v2
		want    int
	}{
		{"classify, a High tool", "mcpscan-classify", nil, []string{"dumps/demo.json"}, "v1", ExitFindings},
		{"classify, a reading tool", "mcpscan-classify", nil, []string{"dumps/low.json"}, "v1", ExitOK},
		{"classify, both", "mcpscan-classify", nil, []string{"dumps/low.json", "dumps/demo.json"}, "v1", ExitFindings},
		{"classify, a broken dump", "mcpscan-classify", nil, []string{"dumps/broken.json"}, "v1", ExitUsage},
		{"lock verify, as locked", "mcpscan-lock-verify", []string{"mcp.json"}, []string{"mcp.lock"}, "v1", ExitOK},
		{"lock verify, tools changed", "mcpscan-lock-verify", []string{"mcp.json"}, []string{"mcp.json"}, "v2", ExitFindings},
		{"lock verify, lock missing", "mcpscan-lock-verify", []string{"--lock", "other.lock", "mcp.json"}, []string{"mcp.json"}, "v1", ExitUsage},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ws := ciWorkspace(t, bin)
			writeFiles(t, ws, map[string]string{"dumps/broken.json": `{"tools": [`})
			writeLockConfig(t, filepath.Join(ws, "mcp.json"), tt.version)
			h := byID[tt.hook]
			words := strings.Fields(h.Entry)
			argv := slices.Concat(words[1:], h.Args, tt.args)
			if h.PassFilenames == nil || *h.PassFilenames {
				argv = append(argv, tt.files...)
			}
			cmd := exec.CommandContext(t.Context(), bin, argv...) //nolint:gosec // the binary the test built
			cmd.Dir = ws
			cmd.Env = append(os.Environ(), "XDG_DATA_HOME="+t.TempDir()) // the registry a hook writes
			out, err := cmd.CombinedOutput()
			code := 0
			var exit *exec.ExitError
			if errors.As(err, &exit) {
				code = exit.ExitCode()
			} else if err != nil {
				t.Fatal(err)
			}
			if code != tt.want {
				t.Errorf("%s %s: exit %d, want %d\n%s", filepath.Base(bin), strings.Join(argv, " "), code, tt.want, out)
			}
		})
	}
}
