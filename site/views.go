package site

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/mcpscan/mcpscan/catalog"
	"github.com/mcpscan/mcpscan/policy"
	"github.com/mcpscan/mcpscan/registry"
)

// page is what every page's layout needs.
type page struct {
	Title       string
	Description string
	Root        string // relative path from the page to the site root: "", "../", …
	Nav         string // the main-menu entry to mark current
	Scripts     []string
}

// The URL helpers below write relative links ending in index.html, so the
// site works the same from a web server and opened from disk (file://).

func href(root string, parts ...string) string {
	return root + strings.Join(parts, "/") + "/index.html"
}

func serverURL(root, slug string) string { return href(root, "servers", slug) }

func toolURL(root, server, tool string) string { return href(root, "tools", server, tool) }

func riskURL(root, severity string) string { return href(root, "risk", strings.ToLower(severity)) }

func categoryURL(root, category string) string {
	return href(root, "categories", strings.ToLower(category))
}

func policyURL(root, slug string) string { return root + "policies/" + slug + ".policy.json" }

// pagedURL is page n of a paginated listing whose first page is at base.
func pagedURL(root, base string, n int) string {
	if n <= 1 {
		return href(root, base)
	}
	return href(root, base, fmt.Sprint(n))
}

// pager is the navigation of a paginated listing.
type pager struct {
	Page, Pages int
	Root, Base  string
}

func (p pager) url(n int) string { return pagedURL(p.Root, p.Base, n) }

// toolView is everything shown about one tool.
type toolView struct {
	Name, Slug, Title, Description string
	Truncated                      bool // the description was cut for the page
	Server, ServerSlug, ServerName string
	Category, Severity             string
	Confidence                     float64
	Rationale                      string
	Evidence                       []evidence
	Quote                          string
	Capabilities, Flows            []string
	Findings                       []finding
	Params                         []param
	Required                       int
	Annotated                      bool
	Annotations                    []annotationRow
	Tokens                         int
	Snippet                        string // the tool's rule as a policy.json
	Effect                         string // what the rule does, in words
	RuleKind                       string // allow, limit, approval, deny, hide, none
	Limit                          *policy.Limit
	History                        []toolVersionRow
	RiskChange                     *driftRow // the change that brought the current definition, when it moved the risk
	Related                        []relatedTool
	ListDesc                       string // the description cut for listings
	facts                          toolFacts
}

type annotationRow struct {
	Hint     string
	Declared string
	Inferred string
	Mismatch bool
}

type toolVersionRow struct {
	Hash      string
	FirstSeen string
	Until     string
	Category  string
	Severity  string
	Current   bool
	Since     string // the server version this definition arrived with, when known
	Change    string // "Write/Medium → Execute/High" when the risk moved from the definition before
	Direction int
}

// Mark is the word for how the risk moved from the definition before.
func (r toolVersionRow) Mark() string { return directionWord(r.Direction) }

type relatedTool struct {
	Name, URL, Server, Severity string
}

// maxPageDescription bounds a description on its own tool page; the full
// text stays in the registry and the API.
const maxPageDescription = 20000

// listDescription is how much of a description listings show.
const listDescription = 160

func newToolView(st registry.StoredTool, a *assessment, serverSlug, slug string) (toolView, error) {
	v := toolView{Name: st.Name, Slug: slug, Title: st.Title, Server: st.Server, ServerSlug: serverSlug,
		Category: unclassified, ListDesc: cut(st.Description, listDescription)}
	v.Description = st.Description
	if len([]rune(v.Description)) > maxPageDescription {
		v.Description, v.Truncated = string([]rune(v.Description)[:maxPageDescription])+"…", true
	}
	if a != nil {
		v.Category, v.Severity, v.Confidence = a.Category, a.Severity, a.Confidence
		v.Rationale, v.Evidence, v.Capabilities, v.Flows, v.Findings = a.Rationale, a.Evidence, a.Capabilities, a.Flows, a.Findings
	}
	params, err := parseParams(st.InputSchema)
	if err != nil {
		return v, fmt.Errorf("tool %q: %w", st.Name, err)
	}
	v.Params = params
	documented, typed := true, true
	for _, p := range params {
		if p.Required {
			v.Required++
		}
		if strings.TrimSpace(p.Description) == "" {
			documented = false
		}
		if p.Type == "" {
			typed = false
		}
	}
	v.Annotated = st.Annotations.Declared()
	v.Annotations = annotationRows(st.Tool, v.Category, v.Capabilities, v.Findings)
	v.Tokens = definitionTokens(st.Name, st.Title, st.Description, st.InputSchema, st.OutputSchema)
	v.Quote = quote(st.Description, v.Evidence)
	v.facts = toolFacts{name: st.Name, severity: v.Severity, findings: v.Findings, annotated: v.Annotated,
		describedWell: len(strings.TrimSpace(st.Description)) >= 20, paramsDocument: documented, paramsTyped: typed}
	return v, nil
}

// quote picks what the page cites from the definition: the description
// text a rule matched, else the description's first sentence.
func quote(desc string, ev []evidence) string {
	for _, e := range ev {
		if e.Field == "description" && e.Match != "" {
			return cut(e.Match, 300)
		}
	}
	first := desc
	if i := strings.IndexAny(first, ".\n"); i > 0 {
		first = first[:i+1]
	}
	return cut(first, 300)
}

// annotationRows compares the annotations a tool declares with what its
// assessment implies. Declared hints are never the verdict; a row is a
// mismatch when the classifier reported one for that hint.
func annotationRows(t catalog.Tool, category string, caps []string, findings []finding) []annotationRow {
	declared := func(p *bool) string {
		if p == nil {
			return "not declared"
		}
		return fmt.Sprint(*p)
	}
	mismatch := func(hint string) bool {
		for _, f := range findings {
			if f.Kind == "annotation_mismatch" && (strings.Contains(f.Field, hint) || strings.Contains(f.Message, hint)) {
				return true
			}
		}
		return false
	}
	readOnly, destructive := "false", "false"
	switch category {
	case "Read":
		readOnly, destructive = "true", "false (reads only)"
	case "Execute":
		destructive = "depends on the arguments"
	case "Destructive", "Financial":
		destructive = "true"
	case unclassified:
		readOnly, destructive = "unknown", "unknown"
	}
	openWorld := "no sign of outside access"
	for _, c := range caps {
		switch c {
		case "network_fetch", "browser", "messaging", "payments", "infrastructure":
			openWorld = "true (" + c + ")"
		}
	}
	a := t.Annotations
	return []annotationRow{
		{Hint: "readOnlyHint", Declared: declared(a.ReadOnlyHint), Inferred: readOnly, Mismatch: mismatch("readOnlyHint")},
		{Hint: "destructiveHint", Declared: declared(a.DestructiveHint), Inferred: destructive, Mismatch: mismatch("destructiveHint")},
		{Hint: "idempotentHint", Declared: declared(a.IdempotentHint), Inferred: "not inferred"},
		{Hint: "openWorldHint", Declared: declared(a.OpenWorldHint), Inferred: openWorld, Mismatch: mismatch("openWorldHint")},
	}
}

// maxSnippet bounds the policy text shown in a page; longer policies are
// downloaded instead.
const maxSnippet = 48 << 10

// ruleSnippet is a tool's rule as a complete policy.json a reader can use
// as it is, and what the rule does in words.
func ruleSnippet(doc *policy.Document, tool string) (snippet, effect, kind string, limit *policy.Limit) {
	if doc == nil {
		return "", "No policy has been generated for this server yet.", "none", nil
	}
	part := &policy.Document{Version: doc.Version, Default: doc.Default}
	if slices.Contains(doc.Hide, tool) || slices.Contains(doc.Hide, "*") {
		part.Hide = []string{tool}
	}
	rule, listed := doc.Tools[tool]
	if listed {
		part.Tools = map[string]*policy.ToolRule{tool: rule}
	}
	data, err := part.Encode()
	if err != nil {
		return "", "The stored policy could not be encoded.", "none", nil
	}
	switch {
	case len(part.Hide) > 0:
		kind, effect = "hide", "Hidden: "+tool+" disappears from the agent's tool list and every call is denied."
	case !listed && doc.Default == "deny":
		kind, effect = "deny", "Not listed under a deny-by-default policy: every call is denied."
	case !listed:
		kind, effect = "allow", "Not listed under an allow-by-default policy: calls pass unchecked."
	case len(rule.DenyIf) > 0 && len(rule.DenyIf[0].Conditions) == 0:
		kind, effect = "deny", "Blocked: every call is denied ("+rule.DenyIf[0].OnDeny+")."
	case rule.RequireApproval != nil && len(rule.RequireApproval.When) == 0:
		kind = "approval"
		effect = fmt.Sprintf("A person must approve every call; without an answer within %s the call is denied.", rule.RequireApproval.ApprovalTimeout())
	case rule.RequireApproval != nil:
		kind = "approval"
		n := len(rule.RequireApproval.When)
		effect = fmt.Sprintf("A person must approve the calls whose arguments match %d %s (without an answer within %s the call is denied); other calls are ",
			n, plural(n, "case", "cases"), rule.RequireApproval.ApprovalTimeout())
		if len(rule.Limits) > 0 {
			l := rule.Limits[0]
			limit = &l
			effect += fmt.Sprintf("allowed at most %d a %s.", l.Max, l.Window)
		} else {
			effect += "allowed."
		}
	case len(rule.Limits) > 0:
		l := rule.Limits[0]
		kind, limit = "limit", &l
		effect = fmt.Sprintf("Allowed at most %d calls a %s (counted per %s)", l.Max, l.Window, l.Scope)
		if n := len(rule.DenyIf) + len(rule.Require); n > 0 {
			effect += fmt.Sprintf(", with %d argument %s", n, plural(n, "check", "checks"))
		}
		effect += "."
	case len(rule.DenyIf)+len(rule.Require) > 0:
		kind = "allow"
		effect = fmt.Sprintf("Allowed when its arguments pass %d %s.", len(rule.DenyIf)+len(rule.Require), plural(len(rule.DenyIf)+len(rule.Require), "check", "checks"))
	default:
		kind, effect = "allow", "Allowed with no limit: reading is safe by default."
	}
	return strings.TrimSpace(string(data)), effect, kind, limit
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// whatItDoes is the category-templated paragraph of a tool page.
func whatItDoes(category, tool, server string) string {
	switch category {
	case "Read":
		return tool + " retrieves or inspects data through " + server + " without changing anything."
	case "Write":
		return tool + " creates or changes data through " + server + ". The change can be undone, but others see it and repeated calls add up."
	case "Execute":
		return tool + " runs what the agent supplies (code, commands, queries or jobs) through " + server + "; what happens depends entirely on the arguments."
	case "Destructive":
		return tool + " deletes, overwrites or revokes through " + server + "; the effect cannot simply be undone."
	case "Financial":
		return tool + " moves or commits money through " + server + "; a mistaken or repeated call costs real money."
	}
	return tool + " has not been classified with the current rules."
}

// whyPolicy is the category-templated reason a tool needs a rule.
func whyPolicy(category string) string {
	switch category {
	case "Read":
		return "Read tools are safe to allow by default; a limit only matters if calls cost money or quota."
	case "Write":
		return "Write tools change data. A rate limit stops a looping agent from making thousands of changes before anyone notices."
	case "Execute":
		return "Execute tools run whatever the agent writes. A tight rate limit and argument checks bound the damage of one bad plan or one injected instruction."
	case "Destructive":
		return "Destructive tools cannot be undone. Block them by default and let a person approve each call."
	case "Financial":
		return "Financial tools spend real money. Block them by default and let a person approve each call."
	}
	return "Without an assessment, the safe default is to deny the tool until it has been reviewed."
}

type faq struct{ Q, A string }

func toolFAQ(v toolView, server serverHead) []faq {
	rate := "The recommended policy sets no limit because the tool only reads."
	if v.Limit != nil {
		rate = fmt.Sprintf("The recommended policy already allows at most %d calls a %s.", v.Limit.Max, v.Limit.Window)
	}
	provider := server.Name
	if len(server.Packages) > 0 {
		provider += " (" + server.Packages[0].Registry + " package " + server.Packages[0].Identifier + ")"
	}
	what := whatItDoes(v.Category, v.Name, server.Name)
	risk := v.Severity + " (" + v.Category + ")."
	if v.Severity == "" {
		risk = "Not classified yet."
	}
	if v.Rationale != "" {
		risk += " " + v.Rationale
	}
	return []faq{
		{"What does " + v.Name + " do?", what},
		{"How do I enforce a policy on " + v.Name + "?", "Save the server's recommended policy as DIR/NAME.policy.json, where NAME is the server's key in servers.json, and run the server behind the mcpscan gateway (mcpscan gateway --config servers.json --policies DIR). The gateway checks every call to " + v.Name + " against the policy, including calls made from code mode."},
		{"What risk level is " + v.Name + "?", risk},
		{"Can I rate-limit " + v.Name + "?", `Yes: give it a "limits" entry such as {"counter": "` + v.Name + `_rate", "window": "minute", "max": 10, "scope": "grant"}. ` + rate},
		{"How do I block " + v.Name + "?", `List it under "hide" to remove it from the agent's tool list and deny every call, or give it a "deny_if" rule with empty "conditions" to keep it visible but refuse every call.`},
		{"Which MCP server provides " + v.Name + "?", provider + "."},
	}
}

// serverHead is the part of a server every page about it shows.
type serverHead struct {
	Name, Slug, Title, Description, Version, Source string
	Website, Repository                             string
	Packages                                        []packageView
	Remotes                                         []catalog.Transport
	Transports                                      []string
	FirstSeen, LastSeen                             string
	Local                                           bool
	// Access is who the tools were read as, for a server behind OAuth.
	Access string
}

type packageView struct {
	Registry, Identifier, Version, Runtime, Transport string
	Env                                               []string
}

func newServerHead(srv catalog.Server, slug string, first, last time.Time) serverHead {
	h := serverHead{Name: srv.Name, Slug: slug, Title: srv.Title, Description: srv.Description, Version: srv.Version, Access: srv.Access.String(),
		Source: string(srv.Source), Website: webURL(srv.WebsiteURL), FirstSeen: day(first), LastSeen: day(last)}
	if srv.Repository != nil {
		h.Repository = webURL(srv.Repository.URL)
	}
	transports := map[string]bool{}
	for _, p := range srv.Packages {
		pv := packageView{Registry: p.RegistryType, Identifier: p.Identifier, Version: p.Version, Runtime: p.RuntimeHint, Transport: p.Transport.Type}
		for _, e := range p.Environment {
			pv.Env = append(pv.Env, e.Name)
		}
		h.Packages = append(h.Packages, pv)
		if p.Transport.Type != "" {
			transports[p.Transport.Type] = true
		}
		if p.Transport.Type == "" || p.Transport.Type == catalog.TransportStdio {
			h.Local = true
		}
	}
	for _, r := range srv.Remotes {
		h.Remotes = append(h.Remotes, r)
		transports[r.Type] = true
	}
	for t := range transports {
		h.Transports = append(h.Transports, t)
	}
	slices.Sort(h.Transports)
	if len(srv.Packages) == 0 && len(srv.Remotes) == 0 {
		h.Local = true // found in a local config or dump: it runs on the user's machine
	}
	return h
}

// webURL keeps only http(s) links; anything else from a server's metadata
// is shown as text, never linked.
func webURL(u string) string {
	if strings.HasPrefix(u, "https://") || strings.HasPrefix(u, "http://") {
		return u
	}
	return ""
}

func day(t time.Time) string {
	if t.IsZero() {
		return ""
	}
	return t.UTC().Format("2006-01-02")
}

// decodeFindings reads a stored JSON array of findings; an empty or
// damaged value means none.
func decodeFindings(raw json.RawMessage) []finding {
	var fs []finding
	if len(raw) > 0 {
		_ = json.Unmarshal(raw, &fs)
	}
	return fs
}
