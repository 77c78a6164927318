package report

import (
	"encoding/json"
	"fmt"
	"io"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/mcpscan/mcpscan/classifier"
)

// SARIF 2.1.0, the subset GitHub code scanning reads.
type sarifLog struct {
	Schema  string     `json:"$schema"`
	Version string     `json:"version"`
	Runs    []sarifRun `json:"runs"`
}

type sarifRun struct {
	Tool        sarifTool         `json:"tool"`
	Invocations []sarifInvocation `json:"invocations,omitempty"`
	Results     []sarifResult     `json:"results"`
}

// sarifInvocation says whether the run covered everything it was asked
// to: each failure is an error notification naming the server.
type sarifInvocation struct {
	ExecutionSuccessful        bool                `json:"executionSuccessful"`
	ToolExecutionNotifications []sarifNotification `json:"toolExecutionNotifications"`
}

type sarifNotification struct {
	Level      string            `json:"level"`
	Message    sarifText         `json:"message"`
	Locations  []sarifLocation   `json:"locations,omitempty"`
	Properties map[string]string `json:"properties"`
}

type sarifTool struct {
	Driver sarifDriver `json:"driver"`
}

type sarifDriver struct {
	Name           string      `json:"name"`
	Version        string      `json:"version,omitempty"`
	InformationURI string      `json:"informationUri"`
	Rules          []sarifRule `json:"rules"`
}

type sarifRule struct {
	ID                   string         `json:"id"`
	Name                 string         `json:"name"`
	ShortDescription     sarifText      `json:"shortDescription"`
	FullDescription      sarifText      `json:"fullDescription"`
	Help                 sarifText      `json:"help"`
	DefaultConfiguration sarifConfig    `json:"defaultConfiguration"`
	Properties           map[string]any `json:"properties"`
}

type sarifText struct {
	Text string `json:"text"`
}

type sarifConfig struct {
	Level string `json:"level"`
}

type sarifResult struct {
	RuleID              string            `json:"ruleId"`
	Level               string            `json:"level"`
	Message             sarifText         `json:"message"`
	Locations           []sarifLocation   `json:"locations"`
	PartialFingerprints map[string]string `json:"partialFingerprints"`
	Properties          map[string]any    `json:"properties"`
}

type sarifLocation struct {
	PhysicalLocation sarifPhysical `json:"physicalLocation"`
}

type sarifPhysical struct {
	ArtifactLocation sarifArtifact `json:"artifactLocation"`
	Region           *sarifRegion  `json:"region,omitempty"`
}

type sarifArtifact struct {
	URI string `json:"uri"`
}

type sarifRegion struct {
	StartLine   int `json:"startLine"`
	StartColumn int `json:"startColumn,omitempty"`
}

// securitySeverity is GitHub's numeric scale: 9.0+ critical, 7.0+ high,
// 4.0+ medium, below that low.
func securitySeverity(s classifier.Severity) string {
	switch s {
	case classifier.Critical:
		return "9.5"
	case classifier.High:
		return "8.0"
	case classifier.Medium:
		return "5.5"
	default:
		return "3.0"
	}
}

func level(s classifier.Severity) string {
	switch s {
	case classifier.Critical, classifier.High:
		return "error"
	case classifier.Medium:
		return "warning"
	default:
		return "note"
	}
}

// categoryRules are the stable SARIF rules for tool categories; Read tools
// produce no result.
var categoryRules = map[classifier.Category]sarifRule{
	classifier.Write: {ID: "MCPSCAN-CAT-WRITE", Name: "WriteTool",
		ShortDescription: sarifText{"An MCP tool that creates or changes data"},
		FullDescription:  sarifText{"The tool can create or modify data reversibly, including sending messages. Recommended policy: rate-limit it (30 calls a minute)."}},
	classifier.Execute: {ID: "MCPSCAN-CAT-EXECUTE", Name: "ExecuteTool",
		ShortDescription: sarifText{"An MCP tool that runs agent-supplied code, commands, queries or jobs"},
		FullDescription:  sarifText{"The tool runs what the agent gives it; its effects depend entirely on the arguments. Recommended policy: rate-limit (10 calls a minute) and check arguments."}},
	classifier.Destructive: {ID: "MCPSCAN-CAT-DESTRUCTIVE", Name: "DestructiveTool",
		ShortDescription: sarifText{"An MCP tool that deletes, overwrites or revokes"},
		FullDescription:  sarifText{"The tool's effect cannot simply be undone. Recommended policy: require human approval."}},
	classifier.Financial: {ID: "MCPSCAN-CAT-FINANCIAL", Name: "FinancialTool",
		ShortDescription: sarifText{"An MCP tool that moves or commits money"},
		FullDescription:  sarifText{"A mistaken or repeated call costs money. Recommended policy: require human approval."}},
}

// SARIF writes a SARIF 2.1.0 log: one result per non-Read tool and one per
// finding (missing annotations excepted), located at the definition's file
// and line. Rule IDs are stable across versions. Each failure is an
// error-level tool execution notification, and makes the invocation
// unsuccessful.
func SARIF(w io.Writer, servers []Server, version string, failures ...Failure) error {
	rules := map[string]sarifRule{}
	var results []sarifResult
	for _, s := range servers {
		for _, a := range s.Tools {
			loc := s.locate(a.Tool)
			fp := map[string]string{"toolHash": a.ToolHash, "server/tool": s.Name + "/" + a.Tool}
			if rule, ok := categoryRules[a.Category]; ok {
				rule.DefaultConfiguration = sarifConfig{level(a.Category.DefaultSeverity())}
				rule.Help = sarifText{rule.FullDescription.Text}
				rule.Properties = map[string]any{"security-severity": securitySeverity(a.Category.DefaultSeverity()),
					"tags": []string{"security", "mcp", strings.ToLower(string(a.Category))}}
				rules[rule.ID] = rule
				results = append(results, sarifResult{
					RuleID:              rule.ID,
					Level:               level(a.Severity),
					Message:             sarifText{fmt.Sprintf("%s/%s is %s (%s): %s", s.Name, a.Tool, a.Category, a.Severity, a.Rationale)},
					Locations:           loc,
					PartialFingerprints: fp,
					Properties: map[string]any{"security-severity": securitySeverity(a.Severity), "category": a.Category,
						"capabilities": a.Capabilities, "evidence": a.Evidence},
				})
			}
			for _, f := range a.Findings {
				if f.Kind == "annotation_missing" {
					continue
				}
				id := findingRuleID(f.ID)
				rules[id] = findingRule(id, f)
				results = append(results, sarifResult{
					RuleID: id, Level: level(f.Severity),
					Message:             sarifText{fmt.Sprintf("%s/%s %s (%s)", s.Name, a.Tool, f.Message, findingWhere(f))},
					Locations:           loc,
					PartialFingerprints: map[string]string{"toolHash": a.ToolHash, "finding": f.ID},
					Properties:          map[string]any{"security-severity": securitySeverity(f.Severity)},
				})
			}
		}
		for _, f := range s.Findings {
			id := findingRuleID(f.ID)
			rules[id] = findingRule(id, f)
			msg := s.Name + ": " + f.Message
			if f.Field != "" {
				msg += " (" + findingWhere(f) + ")"
			}
			results = append(results, sarifResult{
				RuleID: id, Level: level(f.Severity), Message: sarifText{msg},
				Locations:           s.locate(""),
				PartialFingerprints: map[string]string{"server": s.Name, "finding": f.ID, "field": f.Field},
				Properties:          map[string]any{"security-severity": securitySeverity(f.Severity)},
			})
		}
		for _, it := range s.Items {
			for _, f := range it.Findings {
				id := findingRuleID(f.ID)
				rules[id] = findingRule(id, f)
				results = append(results, sarifResult{
					RuleID: id, Level: level(f.Severity),
					Message:             sarifText{fmt.Sprintf("%s %s: %s (%s)", s.Name, itemLabel(it), f.Message, findingWhere(f))},
					Locations:           s.locate(""),
					PartialFingerprints: map[string]string{"server": s.Name, it.Kind: it.Name, "finding": f.ID},
					Properties:          map[string]any{"security-severity": securitySeverity(f.Severity)},
				})
			}
		}
	}
	ids := make([]string, 0, len(rules))
	for id := range rules {
		ids = append(ids, id)
	}
	slices.Sort(ids)
	driver := sarifDriver{Name: "mcpscan", Version: version, InformationURI: "https://github.com/mcpscan/mcpscan"}
	for _, id := range ids {
		driver.Rules = append(driver.Rules, rules[id])
	}
	if results == nil {
		results = []sarifResult{}
	}
	if driver.Rules == nil {
		driver.Rules = []sarifRule{}
	}
	log := sarifLog{Schema: "https://json.schemastore.org/sarif-2.1.0.json", Version: "2.1.0",
		Runs: []sarifRun{{Tool: sarifTool{Driver: driver}, Invocations: []sarifInvocation{invocation(failures)}, Results: results}}}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(log)
}

func invocation(failures []Failure) sarifInvocation {
	inv := sarifInvocation{ExecutionSuccessful: len(failures) == 0, ToolExecutionNotifications: []sarifNotification{}}
	for _, f := range failures {
		file, line, col := SplitLocation(f.Location)
		n := sarifNotification{
			Level:      "error",
			Message:    sarifText{fmt.Sprintf("could not scan %s, stage %s: %s", f.label(), f.Stage, f.Reason)},
			Properties: map[string]string{"server": f.Server, "stage": f.Stage},
		}
		if file != "" {
			n.Locations = Server{File: file, Line: line, Column: col}.locate("")
		}
		inv.ToolExecutionNotifications = append(inv.ToolExecutionNotifications, n)
	}
	return inv
}

// SplitLocation reads "file", "file:line" or "file:line:column"; line and
// column are 0 where absent.
func SplitLocation(loc string) (file string, line, col int) {
	file = loc
	nums := []int{}
	for range 2 {
		i := strings.LastIndexByte(file, ':')
		if i < 0 {
			break
		}
		n, err := strconv.Atoi(file[i+1:])
		if err != nil || n <= 0 {
			break
		}
		nums = append([]int{n}, nums...)
		file = file[:i]
	}
	switch len(nums) {
	case 1:
		line = nums[0]
	case 2:
		line, col = nums[0], nums[1]
	}
	return file, line, col
}

func findingRuleID(id string) string {
	return "MCPSCAN-" + strings.ToUpper(strings.NewReplacer(".", "-", "_", "-").Replace(id))
}

func findingRule(id string, f classifier.Finding) sarifRule {
	return sarifRule{ID: id, Name: strings.ReplaceAll(strings.Title(strings.ReplaceAll(f.ID, ".", " ")), " ", ""), //nolint:staticcheck // ASCII identifiers only
		ShortDescription:     sarifText{f.Message},
		FullDescription:      sarifText{"mcpscan finding " + f.ID + " (" + f.Kind + "): " + f.Message},
		Help:                 sarifText{"Review the tool definition; a definition should describe the tool to the user, not instruct the model."},
		DefaultConfiguration: sarifConfig{level(f.Severity)},
		Properties:           map[string]any{"security-severity": securitySeverity(f.Severity), "tags": []string{"security", "mcp", f.Kind}},
	}
}

// locate points a result at the tool's line in the server's file, else at
// the server's declaration, else at the file.
func (s Server) locate(tool string) []sarifLocation {
	if s.File == "" {
		return []sarifLocation{{PhysicalLocation: sarifPhysical{ArtifactLocation: sarifArtifact{URI: "mcp-servers"}}}}
	}
	uri := filepath.ToSlash(s.File)
	region := (*sarifRegion)(nil)
	if line := s.ToolLines[tool]; line > 0 {
		region = &sarifRegion{StartLine: line}
	} else if s.Line > 0 {
		region = &sarifRegion{StartLine: s.Line, StartColumn: s.Column}
	}
	return []sarifLocation{{PhysicalLocation: sarifPhysical{ArtifactLocation: sarifArtifact{URI: uri}, Region: region}}}
}
