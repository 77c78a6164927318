package report

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"

	"github.com/mcpscan/mcpscan/catalog"
	"github.com/mcpscan/mcpscan/classifier"
	"github.com/mcpscan/mcpscan/internal/golden"
	"github.com/mcpscan/mcpscan/internal/lockfile"
)

const lockedDump = `{"server": {"name": "github", "version": "1.0.0"}, "tools": [
  {"name": "create_issue", "description": "Create an issue in a GitHub repository.",
   "inputSchema": {"type": "object", "properties": {"repo": {"type": "string"}, "title": {"type": "string"}}},
   "annotations": {"readOnlyHint": false, "destructiveHint": false}},
  {"name": "list_issues", "description": "List the issues of a repository.", "annotations": {"readOnlyHint": true}},
  {"name": "get_issue", "description": "Get one issue.", "annotations": {"readOnlyHint": true}}
]}`

// changedDump changes create_issue's schema (Write → Execute), renames
// list_issues, drops get_issue and adds delete_repository.
const changedDump = `{"server": {"name": "github", "version": "1.1.0"}, "tools": [
  {"name": "create_issue", "description": "Create an issue in a GitHub repository.",
   "inputSchema": {"type": "object", "properties": {"repo": {"type": "string"}, "title": {"type": "integer"}, "command": {"type": "string", "description": "Shell command to run"}}},
   "annotations": {"readOnlyHint": false, "destructiveHint": false}},
  {"name": "search_issues", "description": "List the issues of a repository.", "annotations": {"readOnlyHint": true}},
  {"name": "delete_repository", "description": "Delete a repository and everything in it."}
]}`

func lockOf(t *testing.T, dumps ...string) *lockfile.Lock {
	t.Helper()
	rs := classifier.Default()
	var servers []lockfile.Server
	for _, d := range dumps {
		list, err := catalog.DecodeServers([]byte(d), "x")
		if err != nil {
			t.Fatal(err)
		}
		for _, srv := range list {
			var as []classifier.Assessment
			for _, tl := range srv.Tools {
				as = append(as, rs.Classify(tl))
			}
			s, err := lockfile.NewServer(srv, lockfile.SourceOf(srv), rs.Version(), as)
			if err != nil {
				t.Fatal(err)
			}
			servers = append(servers, s)
		}
	}
	return lockfile.New(servers)
}

// comparison is the lock of lockedDump and a "files" server, compared
// with changedDump, a new "shell" server and "files" failing.
func comparison(t *testing.T) (lockData []byte, res *lockfile.Result) {
	t.Helper()
	files := `{"server": "files", "tools": [{"name": "read_file", "description": "Read a file."}]}`
	lockData = lockOf(t, lockedDump, files).Marshal()
	locked, err := lockfile.Parse(lockData)
	if err != nil {
		t.Fatal(err)
	}
	shell := `{"server": "shell", "tools": [{"name": "run_command", "description": "Run a shell command."}]}`
	return lockData, lockfile.Compare(locked, lockOf(t, changedDump, shell), map[string]string{"files": "exit status 1"}, locked.ServersLine)
}

func TestLockTable(t *testing.T) {
	_, res := comparison(t)
	var b bytes.Buffer
	if err := LockTable(&b, res); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"~ create_issue: Write/Medium → Execute/High  [changed High]",
		"inputSchema: +/properties/command ~/properties/title/type",
		"> list_issues → search_issues: Read/Low → Read/Low  [renamed Low]",
		"- get_issue: Read/Low → none",
		"+ delete_repository: none → Destructive/Critical",
		"files: failed: exit status 1",
		"shell: server added",
		"note: version 1.0.0 → 1.1.0",
	} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("got\n%s\nwant a line with %q", b.String(), want)
		}
	}
	golden.Check(t, filepath.Join("testdata", "lock-table.golden"), b.String())
}

func TestLockSARIF(t *testing.T) {
	lockData, res := comparison(t)
	var b bytes.Buffer
	if err := LockSARIF(&b, "ci/mcp.lock", res, "test"); err != nil {
		t.Fatal(err)
	}
	if err := sarifError(b.Bytes()); err != nil {
		t.Errorf("not valid SARIF 2.1.0: %v", err)
	}
	golden.Check(t, filepath.Join("testdata", "lock.sarif.golden"), b.String())

	var log struct {
		Runs []struct {
			Results []struct {
				RuleID    string `json:"ruleId"`
				Message   struct{ Text string }
				Locations []struct {
					PhysicalLocation struct {
						ArtifactLocation struct{ URI string }
						Region           struct{ StartLine int }
					}
				}
			}
		}
	}
	if err := json.Unmarshal(b.Bytes(), &log); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(string(lockData), "\n")
	// Each result points at the line of the tool it is about in the lock,
	// an added tool at its server's line (or, for a new server, at
	// "servers").
	for _, tt := range []struct{ rule, onLine string }{
		{"MCPSCAN-LOCK-CHANGED", `"name": "create_issue"`},
		{"MCPSCAN-LOCK-RENAMED", `"name": "list_issues"`},
		{"MCPSCAN-LOCK-REMOVED", `"name": "get_issue"`},
		{"MCPSCAN-LOCK-SERVER-FAILED", `"name": "files"`},
	} {
		t.Run(tt.rule, func(t *testing.T) {
			for _, r := range log.Runs[0].Results {
				if r.RuleID != tt.rule {
					continue
				}
				loc := r.Locations[0].PhysicalLocation
				if loc.ArtifactLocation.URI != "ci/mcp.lock" {
					t.Errorf("uri: got %q, want ci/mcp.lock", loc.ArtifactLocation.URI)
				}
				if l := loc.Region.StartLine; l < 1 || l > len(lines) || !strings.Contains(lines[l-1], tt.onLine) {
					t.Errorf("%s: got line %d, want the line with %s", r.Message.Text, l, tt.onLine)
				}
				return
			}
			t.Errorf("no %s result", tt.rule)
		})
	}
	addedAt := map[string]string{"delete_repository": `"name": "github"`, "run_command": `"servers"`}
	for _, r := range log.Runs[0].Results {
		if r.RuleID != "MCPSCAN-LOCK-ADDED" {
			continue
		}
		for tool, want := range addedAt {
			if strings.Contains(r.Message.Text, "/"+tool+" ") {
				l := r.Locations[0].PhysicalLocation.Region.StartLine
				if !strings.Contains(lines[l-1], want) {
					t.Errorf("%s: got line %d, want the line with %s", tool, l, want)
				}
				delete(addedAt, tool)
			}
		}
	}
	if len(addedAt) > 0 {
		t.Errorf("no added result for %v", addedAt)
	}
}

// sarifError checks a log against the SARIF 2.1.0 schema in testdata
// (sarif-2.1.0-rtm.5.json, as shipped in the npm package
// @microsoft/jest-sarif 1.0.0-beta.0).
func sarifError(data []byte) error {
	f, err := os.Open(filepath.Join("testdata", "sarif-2.1.0-rtm.5.json"))
	if err != nil {
		return err
	}
	defer func() { _ = f.Close() }()
	doc, err := jsonschema.UnmarshalJSON(f)
	if err != nil {
		return err
	}
	c := jsonschema.NewCompiler()
	if err := c.AddResource("sarif.json", doc); err != nil {
		return err
	}
	schema, err := c.Compile("sarif.json")
	if err != nil {
		return err
	}
	inst, err := jsonschema.UnmarshalJSON(bytes.NewReader(data))
	if err != nil {
		return err
	}
	return schema.Validate(inst)
}

func TestSARIFSchemaRejects(t *testing.T) {
	for _, tt := range []struct{ name, log string }{
		{"result without a message", `{"version": "2.1.0", "runs": [{"tool": {"driver": {"name": "x"}}, "results": [{"ruleId": "r"}]}]}`},
		{"line zero", `{"version": "2.1.0", "runs": [{"tool": {"driver": {"name": "x"}}, "results": [{"message": {"text": "m"}, "locations": [{"physicalLocation": {"artifactLocation": {"uri": "a"}, "region": {"startLine": 0}}}]}]}]}`},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if sarifError([]byte(tt.log)) == nil {
				t.Error("got valid, want invalid")
			}
		})
	}
}
