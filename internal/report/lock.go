package report

import (
	"encoding/json"
	"fmt"
	"io"
	"path/filepath"
	"slices"
	"strings"

	"github.com/mcpscan/mcpscan/classifier"
	"github.com/mcpscan/mcpscan/internal/lockfile"
)

// LockTable writes a lock comparison for a terminal: each server that
// differs, and under it each change with its risk delta and what in the
// definition changed.
func LockTable(w io.Writer, res *lockfile.Result) error {
	var b strings.Builder
	for _, s := range res.Servers {
		switch s.Status {
		case lockfile.ServerUnchanged:
			if len(s.Source) == 0 {
				continue
			}
			fmt.Fprintf(&b, "%s: tools unchanged\n", s.Server)
		case lockfile.ServerFailed:
			fmt.Fprintf(&b, "%s: failed: %s\n", s.Server, oneLine(s.Error))
			continue
		default:
			fmt.Fprintf(&b, "%s: server %s\n", s.Server, s.Status)
		}
		for _, src := range s.Source {
			fmt.Fprintf(&b, "  note: %s\n", src)
		}
		for _, c := range s.Changes {
			b.WriteString("  " + ChangeLine(c) + "\n")
			for _, f := range c.Fields {
				b.WriteString("      " + fieldLine(f) + "\n")
			}
			for _, f := range c.NewFindings {
				fmt.Fprintf(&b, "      new finding %s (%s)\n", f.ID, f.Severity)
			}
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// ChangeLine is one change in a line: a mark, the tool and its risk delta.
func ChangeLine(c lockfile.Change) string {
	mark := map[lockfile.ChangeKind]string{lockfile.Added: "+", lockfile.Removed: "-", lockfile.Changed: "~",
		lockfile.Renamed: ">", lockfile.Reclassified: "!"}[c.Kind]
	name := c.Tool
	if c.Kind == lockfile.Renamed {
		name = c.OldName + " → " + c.Tool
	}
	return fmt.Sprintf("%s %s: %s  [%s %s]", mark, name, c.Delta(), c.Kind, c.Severity)
}

func fieldLine(f lockfile.FieldChange) string {
	if len(f.Paths) == 0 {
		return f.Field + " changed"
	}
	parts := make([]string, 0, len(f.Paths)+1)
	for _, p := range f.Paths {
		path := p.Path
		if path == "" {
			path = "(whole value)"
		}
		parts = append(parts, map[string]string{"added": "+", "removed": "-", "changed": "~"}[p.Op]+path)
	}
	if f.More > 0 {
		parts = append(parts, fmt.Sprintf("and %d more", f.More))
	}
	return f.Field + ": " + strings.Join(parts, " ")
}

func oneLine(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	if r := []rune(s); len(r) > 300 {
		return string(r[:300]) + "…"
	}
	return s
}

// LockJSON writes a lock comparison as JSON: {"lock", "servers": [...]}.
func LockJSON(w io.Writer, lockPath string, res *lockfile.Result) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(struct {
		Lock    string                 `json:"lock"`
		Servers []lockfile.ServerDelta `json:"servers"`
	}{lockPath, res.Servers})
}

// lockRules are the SARIF rules of lock results, one per kind of change.
var lockRules = map[string]string{
	"MCPSCAN-LOCK-ADDED":         "A tool that the lock does not list",
	"MCPSCAN-LOCK-REMOVED":       "A locked tool that the server no longer offers",
	"MCPSCAN-LOCK-CHANGED":       "A tool whose definition differs from the locked one",
	"MCPSCAN-LOCK-RENAMED":       "A locked tool offered under another name",
	"MCPSCAN-LOCK-RECLASSIFIED":  "A locked tool whose risk verdict differs from the approved one",
	"MCPSCAN-LOCK-SERVER-FAILED": "A locked server that could not be read",
}

// LockSARIF writes a lock comparison as SARIF 2.1.0: one result per
// change, located at the tool's line in the lock (an added tool at its
// server's line), so code scanning shows it on the file a team approves.
func LockSARIF(w io.Writer, lockPath string, res *lockfile.Result, version string) error {
	uri := filepath.ToSlash(lockPath)
	at := func(line int) []sarifLocation {
		region := &sarifRegion{StartLine: max(line, 1)}
		return []sarifLocation{{PhysicalLocation: sarifPhysical{ArtifactLocation: sarifArtifact{URI: uri}, Region: region}}}
	}
	used := map[string]bool{}
	results := []sarifResult{}
	for _, s := range res.Servers {
		if s.Status == lockfile.ServerFailed {
			id := "MCPSCAN-LOCK-SERVER-FAILED"
			used[id] = true
			results = append(results, sarifResult{RuleID: id, Level: "error",
				Message:             sarifText{fmt.Sprintf("%s could not be read, so it was not compared with the lock: %s", s.Server, oneLine(s.Error))},
				Locations:           at(s.Line),
				PartialFingerprints: map[string]string{"server": s.Server},
				Properties:          map[string]any{"security-severity": securitySeverity(classifier.High)},
			})
			continue
		}
		for _, c := range s.Changes {
			id := "MCPSCAN-LOCK-" + strings.ToUpper(string(c.Kind))
			used[id] = true
			msg := fmt.Sprintf("%s/%s %s: %s", s.Server, c.Tool, c.Kind, c.Delta())
			if c.Kind == lockfile.Renamed {
				msg = fmt.Sprintf("%s/%s renamed to %s: %s", s.Server, c.OldName, c.Tool, c.Delta())
			}
			var details []string
			for _, f := range c.Fields {
				details = append(details, fieldLine(f))
			}
			for _, f := range c.NewFindings {
				details = append(details, fmt.Sprintf("new finding %s (%s)", f.ID, f.Severity))
			}
			if len(details) > 0 {
				msg += "; " + strings.Join(details, "; ")
			}
			fp := map[string]string{"server/tool": s.Server + "/" + c.Tool, "change": string(c.Kind)}
			if c.New != nil {
				fp["digest"] = c.New.Digest
			}
			results = append(results, sarifResult{RuleID: id, Level: level(c.Severity), Message: sarifText{msg},
				Locations: at(c.Line), PartialFingerprints: fp,
				Properties: map[string]any{"security-severity": securitySeverity(c.Severity), "change": c},
			})
		}
	}
	ids := make([]string, 0, len(used))
	for id := range used {
		ids = append(ids, id)
	}
	slices.Sort(ids)
	driver := sarifDriver{Name: "mcpscan", Version: version, InformationURI: "https://github.com/mcpscan/mcpscan", Rules: []sarifRule{}}
	for _, id := range ids {
		text := lockRules[id]
		driver.Rules = append(driver.Rules, sarifRule{ID: id, Name: strings.ReplaceAll(strings.Title(strings.ToLower(strings.ReplaceAll(id, "-", " "))), " ", ""), //nolint:staticcheck // ASCII identifiers only
			ShortDescription:     sarifText{text},
			FullDescription:      sarifText{text + ". mcp.lock lists the tools a team approved; review the change and accept it with 'mcpscan lock update'."},
			Help:                 sarifText{"Review the change; if it is acceptable, run 'mcpscan lock update' and commit the lock."},
			DefaultConfiguration: sarifConfig{"warning"},
			Properties:           map[string]any{"tags": []string{"security", "mcp", "supply-chain"}},
		})
	}
	log := sarifLog{Schema: "https://json.schemastore.org/sarif-2.1.0.json", Version: "2.1.0",
		Runs: []sarifRun{{Tool: sarifTool{Driver: driver}, Results: results}}}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(log)
}
