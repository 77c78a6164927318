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
	return build(tools, assessments, nil, opts)
}

// GenerateServer is Generate for a whole server report: its prompts,
// resources and resource templates with findings at or over High are
// denied as well (see denyItems). srv's tools and rep's must be in the
// same order.
func GenerateServer(srv catalog.Server, rep classifier.ServerReport, opts Options) (*policy.Document, error) {
	doc, err := build(srv.Tools, rep.Tools, rep.Items, opts)
	if err != nil {
		return nil, err
	}
	// Instructions go before the model on every session: poisoned ones
	// are withheld.
	for _, f := range rep.Findings {
		if f.Field == "instructions" && f.Severity.Rank() >= serious.Rank() {
			doc.Instructions = policy.InstructionsWithhold
			break
		}
	}
	return doc, nil
}

func build(tools []catalog.Tool, assessments []classifier.Assessment, items []classifier.ItemReport, opts Options) (*policy.Document, error) {
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
		sc := scopeArguments(t, a, opts)
		cr := opts.rule(sc.base)
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
		sc.apply(rule, a, opts)
		argumentChecks(rule, t, a, opts)
		applyFindings(rule, t, a, sc, opts)
		doc.Tools[t.Name] = rule
	}
	denyItems(doc, items)
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

// serious is the severity from which a finding in a definition drives the
// policy rather than only being reported.
const serious = classifier.High

// applyFindings tightens a tool's rule for what is wrong with its
// definition. A poisoned definition (instructions aimed at the model,
// hidden characters) at or over High is denied outright, which also keeps
// it out of tools/list: the harm is done by the text reaching the model,
// so asking a person before each call would be too late. A definition
// whose annotations understate its risk at or over High needs a person's
// approval, unless the rule is stricter already. The finding is the
// reason given.
//
// Annotations that understate only what the argument checks already
// cover (readOnlyHint on an aggregation whose write stages are refused)
// ask for nothing more.
func applyFindings(rule *policy.ToolRule, t catalog.Tool, a classifier.Assessment, sc scoped, opts Options) {
	var poisoned, misleading *classifier.Finding
	for i := range a.Findings {
		f := &a.Findings[i]
		if f.Kind == "annotation_missing" || f.Severity.Rank() < serious.Rank() {
			continue
		}
		switch {
		case f.Kind == "tool_poisoning" && poisoned == nil:
			poisoned = f
		case f.Kind != "tool_poisoning" && misleading == nil && !sc.covers(f):
			misleading = f
		}
	}
	switch {
	case poisoned != nil:
		rule.Limits, rule.RequireApproval, rule.Require = nil, nil, nil
		rule.DenyIf = []policy.DenyRule{{Conditions: []policy.Condition{},
			OnDeny: fmt.Sprintf("%s is withheld: %s (%s). Review the tool's definition before allowing it.",
				t.Name, poisoned.Message, findingWhere(*poisoned))}}
	case misleading != nil && (rule.RequireApproval == nil || len(rule.RequireApproval.When) > 0) && !deniedOutright(rule):
		rule.RequireApproval = &policy.Approval{Reason: fmt.Sprintf("%s: %s", t.Name, misleading.Message), Timeout: opts.ApprovalTimeout}
		if rule.RequireApproval.Timeout == "" {
			rule.RequireApproval.Timeout = "5m"
		}
	}
}

func deniedOutright(rule *policy.ToolRule) bool {
	for _, d := range rule.DenyIf {
		if len(d.Conditions) == 0 {
			return true
		}
	}
	return false
}

func findingWhere(f classifier.Finding) string {
	if f.Match == "" {
		return f.Field
	}
	return fmt.Sprintf("%s: %q", f.Field, f.Match)
}

// denyItems denies the prompts, resources and resource templates whose
// findings reach serious, by name: a prompt by its name, a resource by its
// URI, a template by a pattern that covers the template and every URI it
// gives.
func denyItems(doc *policy.Document, items []classifier.ItemReport) {
	for _, it := range items {
		worst := -1
		for _, f := range it.Findings {
			worst = max(worst, f.Severity.Rank())
		}
		if worst < serious.Rank() {
			continue
		}
		switch it.Kind {
		case classifier.ItemPrompt:
			if doc.Prompts == nil {
				doc.Prompts = &policy.ItemRules{OnDeny: "Withheld: the prompt's definition has instructions aimed at the model."}
			}
			doc.Prompts.Deny = appendNew(doc.Prompts.Deny, it.Name)
		case classifier.ItemResource, classifier.ItemResourceTemplate:
			if doc.Resources == nil {
				doc.Resources = &policy.ItemRules{OnDeny: "Withheld: the resource's definition has instructions aimed at the model."}
			}
			pattern := it.Name
			if it.Kind == classifier.ItemResourceTemplate {
				pattern = templateGlob(it.Name)
			}
			doc.Resources.Deny = appendNew(doc.Resources.Deny, pattern)
		}
	}
	if doc.Prompts != nil {
		slices.Sort(doc.Prompts.Deny)
	}
	if doc.Resources != nil {
		slices.Sort(doc.Resources.Deny)
	}
}

func appendNew(list []string, s string) []string {
	if s == "" || slices.Contains(list, s) {
		return list
	}
	return append(list, s)
}

// templateGlob turns a URI template into a glob that matches it and every
// URI it expands to: each {expression} becomes "**".
func templateGlob(tmpl string) string {
	var b strings.Builder
	for {
		i := strings.IndexByte(tmpl, '{')
		if i < 0 {
			b.WriteString(tmpl)
			break
		}
		b.WriteString(tmpl[:i])
		j := strings.IndexByte(tmpl[i:], '}')
		if j < 0 {
			b.WriteString("**")
			break
		}
		b.WriteString("**")
		tmpl = tmpl[i+j+1:]
	}
	return b.String()
}

func risk(a classifier.Assessment) *policy.Risk {
	r := &policy.Risk{Category: string(a.Category), Severity: string(a.Severity), Rationale: a.Rationale}
	for _, f := range a.Findings {
		if f.Kind != "annotation_missing" && f.Severity.Rank() >= classifier.Medium.Rank() {
			r.Findings = append(r.Findings, fmt.Sprintf("%s (%s): %s (%s)", f.ID, f.Severity, f.Message, findingWhere(f)))
		}
	}
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
