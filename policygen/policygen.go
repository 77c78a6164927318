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

// notHTTP matches any string that does not start with http:// or https://
// (RE2 has no negative look-ahead, so the complement is spelled out).
const notHTTP = `(?i)^(?:$|[^h]|h(?:$|[^t])|ht(?:$|[^t])|htt(?:$|[^p])|http(?:$|[^s:])|https(?:$|[^:])|https?:(?:$|[^/])|https?:/(?:$|[^/]))`

// climbsOut matches a path that climbs out of its directory with "..",
// written with either separator, percent-encoded or not.
const climbsOut = `(?i)(^|[/\\]|%2f|%5c)(\.|%2e){2}([/\\]|%2f|%5c|$)`

// argumentChecks adds the checks the evidence supports: a read-only SQL
// tool may run only read-only statements (sql_read_only), URLs must be
// http(s), and every path-like string the tool takes (nested in objects and
// arrays too) must stay under the configured roots (path_under), or without
// roots may not climb out with "..".
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
			rule.Require = append(rule.Require, policy.Condition{Path: arg, Op: "sql_read_only", Value: true, IfPresent: !p.required,
				OnDeny: t.Name + " is read-only: only one SELECT, WITH, EXPLAIN or SHOW statement is allowed, with no INTO and no function that changes anything."})
		case isURLParam(p):
			rule.DenyIf = append(rule.DenyIf, policy.DenyRule{
				Conditions: []policy.Condition{{Path: arg, Op: "exists", Value: true}, {Path: arg, Op: "regex", Value: notHTTP}},
				OnDeny:     "Only http:// and https:// URLs are allowed for " + p.name + ".",
			})
		}
	}
	filesystem := slices.Contains(a.Capabilities, classifier.CapFilesystem)
	for _, loc := range pathStrings(t.InputSchema, filesystem) {
		if len(opts.Roots) > 0 {
			roots := make([]any, len(opts.Roots))
			for i, r := range opts.Roots {
				roots[i] = strings.TrimRight(r, `/\`)
				if roots[i] == "" {
					roots[i] = r
				}
			}
			rule.Require = append(rule.Require, policy.Condition{Path: loc.path, Op: "path_under", Value: roots,
				IfPresent: !loc.required, OnDeny: loc.name + " must be under " + strings.Join(opts.Roots, " or ") + "."})
			continue
		}
		rule.DenyIf = append(rule.DenyIf, policy.DenyRule{
			Conditions: []policy.Condition{{Path: loc.path, Op: "regex", Value: climbsOut}},
			OnDeny:     "Paths may not climb out of their directory with '..'.",
		})
	}
}

// pathLoc is where in a tool's arguments a path-like string is.
type pathLoc struct {
	path     string // args.source, args.paths[*], args.files[*].path
	name     string // the name to tell the agent
	required bool   // present in every call (no if_present)
}

// pathStrings walks a tool's input schema for every string that names a
// file or directory: by its name (path, paths, source, destination, …,
// *_path, *Dir), and for a tool with filesystem capability also by a
// description that speaks of paths or files, at any depth, through arrays,
// anyOf/oneOf/allOf branches and local $refs.
func pathStrings(schema []byte, filesystem bool) []pathLoc {
	var root any
	if json.Unmarshal(schema, &root) != nil {
		return nil
	}
	w := &pathWalker{root: root, filesystem: filesystem, seen: map[string]bool{}}
	w.walk(root, "args", "", true, 0)
	slices.SortFunc(w.out, func(a, b pathLoc) int { return strings.Compare(a.path, b.path) })
	return w.out
}

type pathWalker struct {
	root       any
	filesystem bool
	out        []pathLoc
	seen       map[string]bool
}

func (w *pathWalker) walk(node any, at, name string, required bool, depth int) {
	n, ok := node.(map[string]any)
	if !ok || depth > 12 {
		return
	}
	if ref, ok := n["$ref"].(string); ok {
		if target := w.resolve(ref); target != nil {
			w.walk(target, at, name, required, depth+1)
		}
	}
	for _, k := range []string{"anyOf", "oneOf", "allOf"} {
		if branches, ok := n[k].([]any); ok {
			for _, b := range branches {
				w.walk(b, at, name, required, depth+1)
			}
		}
	}
	if props, ok := n["properties"].(map[string]any); ok {
		req := map[string]bool{}
		if rl, ok := n["required"].([]any); ok {
			for _, r := range rl {
				if s, ok := r.(string); ok {
					req[s] = true
				}
			}
		}
		for _, key := range slices.Sorted(maps.Keys(props)) {
			w.walk(props[key], at+"."+key, key, required && req[key], depth+1)
		}
	}
	if items, ok := n["items"]; ok {
		// The elements of an array carry the array's name (paths → each a
		// path); an empty or absent array has nothing to check.
		w.walk(items, at+"[*]", name, false, depth+1)
	}
	if !takesString(n) || name == "" || w.seen[at] {
		return
	}
	desc, _ := n["description"].(string)
	format, _ := n["format"].(string)
	if isPathName(name) || (w.filesystem && (pathNames[strings.ToLower(name)] || describesPath(desc, format))) {
		w.seen[at] = true
		w.out = append(w.out, pathLoc{path: at, name: name, required: required && !strings.Contains(at, "[*]")})
	}
}

// resolve follows a local reference (#, #/$defs/x, #/definitions/x).
func (w *pathWalker) resolve(ref string) any {
	frag, ok := strings.CutPrefix(ref, "#")
	if !ok {
		return nil
	}
	cur := w.root
	for _, part := range strings.Split(strings.TrimPrefix(frag, "/"), "/") {
		if part == "" {
			continue
		}
		part = strings.ReplaceAll(strings.ReplaceAll(part, "~1", "/"), "~0", "~")
		m, ok := cur.(map[string]any)
		if !ok {
			return nil
		}
		cur = m[part]
	}
	return cur
}

// takesString reports whether a schema admits a string.
func takesString(n map[string]any) bool {
	switch t := n["type"].(type) {
	case string:
		return t == "string"
	case []any:
		return slices.Contains(t, any("string"))
	case nil:
		_, hasProps := n["properties"]
		_, hasItems := n["items"]
		return !hasProps && !hasItems
	}
	return false
}

var pathNames = map[string]bool{
	"path": true, "paths": true, "file": true, "files": true, "filepath": true, "filepaths": true, "file_path": true,
	"file_paths": true, "filename": true, "filenames": true, "file_name": true, "source": true, "sources": true,
	"src": true, "destination": true, "destinations": true, "dest": true, "dst": true, "target": true, "targets": true,
	"dir": true, "dirs": true, "directory": true, "directories": true, "folder": true, "folders": true, "root": true,
	"cwd": true, "workdir": true, "working_directory": true, "workingdirectory": true, "old_path": true, "new_path": true,
	"from": true, "to": true, "location": true,
}

// isPathName reports whether a property's name says it holds a path.
func isPathName(name string) bool {
	n := strings.ToLower(name)
	if n == "from" || n == "to" || n == "location" || n == "target" || n == "targets" || n == "source" || n == "sources" {
		return false // paths only in a tool that works on files
	}
	if pathNames[n] {
		return true
	}
	for _, suf := range []string{"_path", "_paths", "path", "paths", "_dir", "_dirs", "dir", "_file", "_files", "_directory", "_folder"} {
		if strings.HasSuffix(n, suf) && n != suf {
			return true
		}
	}
	return false
}

// describesPath reports whether a description (or a format) says a
// string is a file or directory.
func describesPath(desc, format string) bool {
	d := strings.ToLower(desc)
	if format == "uri" && strings.Contains(d, "file") {
		return true
	}
	for _, w := range []string{"path", "file", "directory", "folder"} {
		if strings.Contains(d, w) {
			return true
		}
	}
	return false
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
