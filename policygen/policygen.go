// Package policygen turns the classifier's assessments of one server's
// tools into a recommended policy: Read tools allowed, Write tools limited
// to 30 calls a minute, Execute tools to 10 a minute with the argument
// checks the evidence supports, Destructive and Financial tools only with a
// person's approval, everything else denied. Each rule carries an x-risk
// block saying why. It writes policies; it does not enforce them.
package policygen

import (
	"bytes"
	"encoding/json"
	"fmt"
	"maps"
	"regexp"
	"slices"
	"strings"
	"time"

	"github.com/mcpscan/mcpscan/catalog"
	"github.com/mcpscan/mcpscan/classifier"
	"github.com/mcpscan/mcpscan/policy"
)

// Action is what a category's default rule does.
type Action string

// The actions a category rule can take.
const (
	Allow    Action = "allow"    // {}
	Limit    Action = "limit"    // a rate limit
	Approval Action = "approval" // require_approval
	Deny     Action = "deny"     // an unconditional deny_if
	Hide     Action = "hide"     // listed under hide
)

// CategoryRule is the default rule for one category.
type CategoryRule struct {
	Action Action        `json:"action,omitempty"`
	Max    int           `json:"max,omitempty"`
	Window policy.Window `json:"window,omitempty"`
	Scope  policy.Scope  `json:"scope,omitempty"`
}

// Options change the generated policy. The zero value gives the defaults
// of the risk model.
type Options struct {
	// Default is the policy's default for tools it does not list: deny
	// unless set to allow.
	Default string `json:"default,omitempty"`
	// Categories override the per-category rules.
	Categories map[string]CategoryRule `json:"categories,omitempty"`
	// Roots are the directories path arguments must stay under; without
	// them paths are only kept from climbing out with "..".
	Roots []string `json:"roots,omitempty"`
	// ApprovalTimeout is how long a person has to approve (default 5m).
	ApprovalTimeout string `json:"approval_timeout,omitempty"`
}

// Defaults are the rules of the risk model.
var Defaults = map[classifier.Category]CategoryRule{
	classifier.Read:        {Action: Allow},
	classifier.Write:       {Action: Limit, Max: 30, Window: policy.Minute, Scope: policy.ScopeGrant},
	classifier.Execute:     {Action: Limit, Max: 10, Window: policy.Minute, Scope: policy.ScopeGrant},
	classifier.Destructive: {Action: Approval},
	classifier.Financial:   {Action: Approval},
}

// ParseOptions reads an overrides file, rejecting unknown fields,
// categories and actions with a clear message.
func ParseOptions(data []byte) (Options, error) {
	var o Options
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&o); err != nil {
		return o, fmt.Errorf("overrides: %w", catalog.PositionError(data, err))
	}
	if o.Default != "" && o.Default != "allow" && o.Default != "deny" {
		return o, fmt.Errorf("overrides: default %q: want allow or deny", o.Default)
	}
	for name, r := range o.Categories {
		if _, err := classifier.ParseCategory(name); err != nil {
			return o, fmt.Errorf("overrides: categories: %w", err)
		}
		switch r.Action {
		case "", Allow, Limit, Approval, Deny, Hide:
		default:
			return o, fmt.Errorf("overrides: categories.%s: action %q: want allow, limit, approval, deny or hide", name, r.Action)
		}
		if r.Window != "" && r.Window.Duration() == 0 {
			return o, fmt.Errorf("overrides: categories.%s: window %q: want second, minute, hour or day", name, r.Window)
		}
		if r.Max < 0 {
			return o, fmt.Errorf("overrides: categories.%s: max must be positive", name)
		}
	}
	if o.ApprovalTimeout != "" {
		if d, err := time.ParseDuration(o.ApprovalTimeout); err != nil || d <= 0 {
			return o, fmt.Errorf("overrides: approval_timeout %q: want a duration such as 10m", o.ApprovalTimeout)
		}
	}
	for _, r := range o.Roots {
		if !strings.HasPrefix(r, "/") && !regexp.MustCompile(`^[A-Za-z]:\\`).MatchString(r) {
			return o, fmt.Errorf("overrides: root %q must be an absolute path", r)
		}
	}
	return o, nil
}

func (o Options) rule(c classifier.Category) CategoryRule {
	r := Defaults[c]
	if over, ok := o.Categories[string(c)]; ok {
		if over.Action != "" {
			r.Action = over.Action
		}
		if over.Max > 0 {
			r.Max = over.Max
		}
		if over.Window != "" {
			r.Window = over.Window
		}
		if over.Scope != "" {
			r.Scope = over.Scope
		}
	}
	if r.Action == Limit {
		if r.Max == 0 {
			r.Max = 30
		}
		if r.Window == "" {
			r.Window = policy.Minute
		}
		if r.Scope == "" {
			r.Scope = policy.ScopeGrant
		}
	}
	return r
}

// Generate writes the recommended policy for a server from its tools and
// their assessments (in the same order). The document is validated before
// it is returned.
func Generate(tools []catalog.Tool, assessments []classifier.Assessment, opts Options) (*policy.Document, error) {
	if len(tools) != len(assessments) {
		return nil, fmt.Errorf("generate policy: %d tools but %d assessments", len(tools), len(assessments))
	}
	doc := &policy.Document{Version: "1", Default: "deny", Tools: map[string]*policy.ToolRule{}}
	if opts.Default == "allow" {
		doc.Default = "allow"
	}
	for i, t := range tools {
		a := assessments[i]
		rule := &policy.ToolRule{Risk: risk(a)}
		cr := opts.rule(a.Category)
		switch cr.Action {
		case Limit:
			rule.Limits = []policy.Limit{{Counter: counterName(t.Name), Window: cr.Window, Max: cr.Max, Scope: cr.Scope}}
		case Approval:
			rule.RequireApproval = &policy.Approval{Reason: a.Rationale, Timeout: opts.ApprovalTimeout}
			if rule.RequireApproval.Timeout == "" {
				rule.RequireApproval.Timeout = "5m"
			}
		case Deny:
			rule.DenyIf = []policy.DenyRule{{Conditions: []policy.Condition{},
				OnDeny: fmt.Sprintf("%s is %s (%s) and denied by policy: %s", t.Name, a.Category, a.Severity, a.Rationale)}}
		case Hide:
			doc.Hide = append(doc.Hide, t.Name)
		}
		argumentChecks(rule, t, a, opts)
		doc.Tools[t.Name] = rule
	}
	slices.Sort(doc.Hide)
	// Round-trip through the parser: the file we write must be one the
	// gateway accepts.
	data, err := doc.Encode()
	if err != nil {
		return nil, fmt.Errorf("generate policy: %w", err)
	}
	parsed, err := policy.Parse(data)
	if err != nil {
		return nil, fmt.Errorf("generate policy: generated an invalid document: %w", err)
	}
	return parsed, nil
}

func risk(a classifier.Assessment) *policy.Risk {
	r := &policy.Risk{Category: string(a.Category), Severity: string(a.Severity), Rationale: a.Rationale}
	for _, e := range a.Evidence {
		if !slices.Contains(r.Rules, e.Rule) {
			r.Rules = append(r.Rules, e.Rule)
		}
	}
	return r
}

// counterName is the per-tool counter: <tool>_rate, with characters other
// than letters, digits, _ and - replaced.
func counterName(tool string) string {
	return strings.Map(func(r rune) rune {
		if r == '_' || r == '-' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' {
			return r
		}
		return '_'
	}, tool) + "_rate"
}

// schemaParam is a top-level property of a tool's input schema.
type schemaParam struct {
	name     string
	typ      string
	format   string
	required bool
	desc     string
}

func topLevelParams(schema []byte) []schemaParam {
	var s struct {
		Properties map[string]struct {
			Type        any    `json:"type"`
			Format      string `json:"format"`
			Description string `json:"description"`
		} `json:"properties"`
		Required []string `json:"required"`
	}
	if json.Unmarshal(schema, &s) != nil {
		return nil
	}
	var out []schemaParam
	for _, name := range slices.Sorted(maps.Keys(s.Properties)) {
		p := s.Properties[name]
		typ, _ := p.Type.(string)
		out = append(out, schemaParam{name: name, typ: typ, format: p.Format, desc: strings.ToLower(p.Description),
			required: slices.Contains(s.Required, name)})
	}
	return out
}

// sqlWrites matches statements that change data or schema.
const sqlWrites = `(?i)\b(insert|update|delete|merge|upsert|replace|drop|alter|create|truncate|rename|grant|revoke|attach|detach|copy|vacuum|reindex|call|exec|execute|do|set|lock)\b`

// notHTTP matches any string that does not start with http:// or https://
// (RE2 has no negative look-ahead, so the complement is spelled out).
const notHTTP = `(?i)^(?:$|[^h]|h(?:$|[^t])|ht(?:$|[^t])|htt(?:$|[^p])|http(?:$|[^s:])|https(?:$|[^:])|https?:(?:$|[^/])|https?:/(?:$|[^/]))`

// argumentChecks adds the checks the evidence supports: a read-only SQL
// tool may not write, URLs must be http(s), paths must stay under the
// configured roots and may not climb out with "..".
func argumentChecks(rule *policy.ToolRule, t catalog.Tool, a classifier.Assessment, opts Options) {
	params := topLevelParams(t.InputSchema)
	readOnlyClaim := t.Annotations.ReadOnlyHint != nil && *t.Annotations.ReadOnlyHint
	for _, e := range a.Evidence {
		if e.Effect == "negation" {
			readOnlyClaim = true
		}
	}
	for _, p := range params {
		arg := "args." + p.name
		switch {
		case isSQLParam(p, a) && readOnlyClaim:
			rule.DenyIf = append(rule.DenyIf, policy.DenyRule{
				Conditions: []policy.Condition{{Path: arg, Op: "regex", Value: sqlWrites}},
				OnDeny:     t.Name + " is read-only: statements that change data or schema are denied by policy.",
			})
		case isURLParam(p):
			rule.DenyIf = append(rule.DenyIf, policy.DenyRule{
				Conditions: []policy.Condition{{Path: arg, Op: "exists", Value: true}, {Path: arg, Op: "regex", Value: notHTTP}},
				OnDeny:     "Only http:// and https:// URLs are allowed for " + p.name + ".",
			})
		case isPathParam(p):
			rule.DenyIf = append(rule.DenyIf, policy.DenyRule{
				Conditions: []policy.Condition{{Path: arg, Op: "regex", Value: `(^|[/\\])\.\.([/\\]|$)`}},
				OnDeny:     "Paths may not climb out of their directory with '..'.",
			})
			if len(opts.Roots) > 0 {
				rule.Require = append(rule.Require, policy.Condition{Path: arg, Op: "regex", Value: rootsPattern(opts.Roots),
					IfPresent: !p.required, OnDeny: p.name + " must be under " + strings.Join(opts.Roots, " or ") + "."})
			}
		}
	}
}

func isSQLParam(p schemaParam, a classifier.Assessment) bool {
	if p.typ != "" && p.typ != "string" {
		return false
	}
	for _, e := range a.Evidence {
		if e.Rule == "param.sql" && strings.TrimPrefix(e.Field, "param:") == p.name {
			return true
		}
	}
	switch strings.ToLower(p.name) {
	case "sql", "query", "statement":
		return slices.Contains(a.Capabilities, classifier.CapSQL)
	}
	return false
}

func isURLParam(p schemaParam) bool {
	if p.typ != "" && p.typ != "string" {
		return false
	}
	n := strings.ToLower(p.name)
	return p.format == "uri" || p.format == "url" || n == "url" || n == "uri" || strings.HasSuffix(n, "_url") || strings.HasSuffix(p.name, "Url")
}

func isPathParam(p schemaParam) bool {
	if p.typ != "" && p.typ != "string" {
		return false
	}
	n := strings.ToLower(p.name)
	switch n {
	case "path", "file", "filepath", "file_path", "filename", "directory", "dir", "folder", "source", "destination":
		return n != "source" && n != "destination" || strings.Contains(p.desc, "path") || strings.Contains(p.desc, "file")
	}
	return strings.HasSuffix(n, "_path") || strings.HasSuffix(p.name, "Path") || strings.HasSuffix(n, "_dir")
}

// rootsPattern matches paths under one of the roots.
func rootsPattern(roots []string) string {
	quoted := make([]string, len(roots))
	for i, r := range roots {
		quoted[i] = regexp.QuoteMeta(strings.TrimRight(r, `/\`))
	}
	return `^(` + strings.Join(quoted, "|") + `)([/\\]|$)`
}
