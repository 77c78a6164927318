package cli

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestClassifyFormats(t *testing.T) {
	db := filepath.Join(t.TempDir(), "reg.db")
	example := "../../examples/demo-server.json"

	code, out, errOut := run(t, "classify", "--db", db, example)
	if code != ExitOK || !strings.Contains(out, "execute_code  Execute") || !strings.Contains(out, "issue_refund  Financial") {
		t.Errorf("table: exit %d, %s %s", code, out, errOut)
	}

	code, out, _ = run(t, "classify", "--db", db, "--format", "json", example)
	var doc struct {
		Servers []struct {
			Name  string
			Tools []struct {
				Name, Category, Severity, Rationale string
				Evidence                            []map[string]string
			}
		}
	}
	if err := json.Unmarshal([]byte(out), &doc); err != nil || code != ExitOK {
		t.Fatalf("json: exit %d, %v: %s", code, err, out)
	}
	if len(doc.Servers) != 1 || len(doc.Servers[0].Tools) != 6 || doc.Servers[0].Tools[3].Category != "Execute" ||
		len(doc.Servers[0].Tools[3].Evidence) == 0 {
		t.Errorf("json document: %+v", doc)
	}

	code, out, _ = run(t, "classify", "--db", db, "--format", "sarif", example)
	var sarif struct {
		Version string
		Runs    []struct {
			Tool struct {
				Driver struct{ Rules []struct{ ID string } }
			}
			Results []struct {
				RuleID    string
				Locations []struct {
					PhysicalLocation struct {
						ArtifactLocation struct{ URI string }
						Region           struct{ StartLine int }
					}
				}
			}
		}
	}
	if err := json.Unmarshal([]byte(out), &sarif); err != nil || code != ExitOK || sarif.Version != "2.1.0" {
		t.Fatalf("sarif: exit %d, %v", code, err)
	}
	found := false
	for _, r := range sarif.Runs[0].Results {
		if r.RuleID == "MCPSCAN-CAT-EXECUTE" {
			found = true
			loc := r.Locations[0].PhysicalLocation
			if loc.ArtifactLocation.URI != example || loc.Region.StartLine != 45 {
				t.Errorf("execute_code located at %s:%d, want %s:45", loc.ArtifactLocation.URI, loc.Region.StartLine, example)
			}
		}
	}
	if !found {
		t.Errorf("no MCPSCAN-CAT-EXECUTE result")
	}

	code, out, _ = run(t, "classify", "--db", db, "--format", "markdown", example)
	if code != ExitOK || !strings.Contains(out, "| `execute_code` | Execute | High |") {
		t.Errorf("markdown: %s", out)
	}
}

func TestClassifyExitCodesAndInputs(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "reg.db")
	example := "../../examples/demo-server.json"
	if code, _, errOut := run(t, "classify", "--db", db, "--fail-on", "critical", example); code != ExitFindings ||
		!strings.Contains(errOut, "at or over Critical") {
		t.Errorf("--fail-on critical: exit %d, %s", code, errOut)
	}
	readOnly := filepath.Join(dir, "ro.json")
	if err := os.WriteFile(readOnly, []byte(`[{"name":"get_weather","description":"Get the weather for a city.","annotations":{"readOnlyHint":true}}]`), 0o600); err != nil {
		t.Fatal(err)
	}
	if code, _, errOut := run(t, "classify", "--db", db, "--fail-on", "medium", readOnly); code != ExitOK {
		t.Errorf("read-only tool with --fail-on medium: exit %d, %s", code, errOut)
	}
	bad := filepath.Join(dir, "bad.json")
	if err := os.WriteFile(bad, []byte("{\n  \"tools\": [\n    {\"name\": }\n  ]\n}"), 0o600); err != nil {
		t.Fatal(err)
	}
	if code, _, errOut := run(t, "classify", "--db", db, bad); code != ExitUsage || !strings.Contains(errOut, "bad.json: line 3, column 14") {
		t.Errorf("malformed input: exit %d, %q", code, errOut)
	}
	if code, _, errOut := run(t, "classify", "--db", db); code != ExitUsage || !strings.Contains(errOut, "give at least one") {
		t.Errorf("no input: exit %d, %q", code, errOut)
	}
	// Standard input.
	var out, errb bytes.Buffer
	root := (&app{stdout: &out, stderr: &errb}).rootCommand()
	root.SetArgs([]string{"classify", "--db", db, "--format", "json", "-"})
	root.SetIn(strings.NewReader(`{"tools":[{"name":"drop_table","description":"Drop a table."}]}`))
	root.SetOut(&out)
	if err := root.Execute(); err != nil || !strings.Contains(out.String(), `"category": "Destructive"`) {
		t.Errorf("stdin: %v %s %s", err, out.String(), errb.String())
	}
	// A user ruleset.
	rules := filepath.Join(dir, "rules.json")
	if err := os.WriteFile(rules, []byte(`{"version": "t1", "verbs": {"Destructive": ["get"]}}`), 0o600); err != nil {
		t.Fatal(err)
	}
	if code, out, _ := run(t, "classify", "--db", db, "--rules", rules, readOnly); code != ExitOK || !strings.Contains(out, "Destructive") {
		t.Errorf("--rules: exit %d, %s", code, out)
	}
	if err := os.WriteFile(rules, []byte(`{"version": "t1", "verbs": {"Risky": ["get"]}}`), 0o600); err != nil {
		t.Fatal(err)
	}
	if code, _, errOut := run(t, "classify", "--db", db, "--rules", rules, readOnly); code != ExitUsage || !strings.Contains(errOut, `unknown category "Risky"`) {
		t.Errorf("bad --rules: exit %d, %s", code, errOut)
	}
}

func TestClassifyCachesAssessments(t *testing.T) {
	db := filepath.Join(t.TempDir(), "reg.db")
	for range 2 {
		if code, _, errOut := run(t, "classify", "--db", db, "../../examples/demo-server.json"); code != ExitOK {
			t.Fatalf("exit %d: %s", code, errOut)
		}
	}
	_, out, _ := run(t, "db", "info", "--db", db)
	if !strings.Contains(out, "assessments     6") {
		t.Errorf("want 6 stored assessments after two runs: %s", out)
	}
}
