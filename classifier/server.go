package classifier

import (
	"fmt"
	"slices"
	"strings"

	"github.com/mcpscan/mcpscan/catalog"
)

// ServerReport is the assessment of every tool of one server, plus the
// findings that only appear across tools.
type ServerReport struct {
	Name     string       `json:"name"`
	Location string       `json:"location,omitempty"` // where the server was found (file:line)
	Tools    []Assessment `json:"tools"`
	// Findings are the server's own: toxic flows across its tools, and
	// poisoning in its instructions (field "instructions").
	Findings []Finding `json:"findings,omitempty"`
	// Items are the prompts, resources and resource templates with
	// findings in their names or descriptions.
	Items []ItemReport `json:"items,omitempty"`
	// Access is who the tools were read as (a server behind OAuth may
	// show other callers other tools).
	Access *catalog.Access `json:"access,omitempty"`
}

// ItemReport is what is wrong with one prompt, resource or resource
// template: poisoning in the text it shows the model.
type ItemReport struct {
	Kind     string    `json:"kind"` // prompt, resource, resource_template
	Name     string    `json:"name"` // the prompt's name, the resource's URI, the template
	Findings []Finding `json:"findings"`
}

// Item kinds.
const (
	ItemPrompt           = "prompt"
	ItemResource         = "resource"
	ItemResourceTemplate = "resource_template"
)

// Highest returns the highest severity among the server's tools and
// findings.
func (r ServerReport) Highest() Severity {
	best := Severity("")
	for _, a := range r.Tools {
		if best == "" || a.Severity.Rank() > best.Rank() {
			best = a.Severity
		}
	}
	for _, f := range r.Findings {
		if best == "" || f.Severity.Rank() > best.Rank() {
			best = f.Severity
		}
	}
	for _, it := range r.Items {
		for _, f := range it.Findings {
			if best == "" || f.Severity.Rank() > best.Rank() {
				best = f.Severity
			}
		}
	}
	return best
}

// AddToolFindings appends findings to the named tools of r (tools not in
// r are ignored) and returns r.
func (r ServerReport) AddToolFindings(byTool map[string][]Finding) ServerReport {
	if len(byTool) == 0 {
		return r
	}
	tools := slices.Clone(r.Tools)
	for i := range tools {
		if fs := byTool[tools[i].Tool]; len(fs) > 0 {
			tools[i].Findings = append(slices.Clone(tools[i].Findings), fs...)
		}
	}
	r.Tools = tools
	return r
}

// ClassifyServer assesses every tool of srv and the server as a whole
// (see Report).
func (r *Ruleset) ClassifyServer(srv catalog.Server) ServerReport {
	tools := make([]Assessment, 0, len(srv.Tools))
	for _, t := range srv.Tools {
		a := r.Classify(t)
		a.ToolHash = t.Hash()
		tools = append(tools, a)
	}
	return r.Report(srv, tools)
}

// Report makes the server's report from its tools' assessments (in any
// order, from Classify or a cache of it): toxic flows across the tools,
// poisoning in the server's instructions, and the prompts, resources and
// templates with findings.
func (r *Ruleset) Report(srv catalog.Server, tools []Assessment) ServerReport {
	out := ServerReport{Name: srv.Name, Tools: tools, Access: srv.Access}
	out.Findings = ToxicFlows(out.Tools, "this server")
	if srv.Instructions != "" {
		out.Findings = append(out.Findings, r.poisoning([]textField{{kind: "description", field: "instructions", text: srv.Instructions}}, nil)...)
	}
	out.Items = r.classifyItems(srv)
	return out
}

// classifyItems looks for poisoning in the server's prompts, resources and
// resource templates; only items with findings are reported.
func (r *Ruleset) classifyItems(srv catalog.Server) []ItemReport {
	var out []ItemReport
	add := func(kind, name string, fields []textField) {
		if f := r.poisoning(fields, nil); len(f) > 0 {
			out = append(out, ItemReport{Kind: kind, Name: name, Findings: f})
		}
	}
	for _, p := range srv.Prompts {
		fields := []textField{{kind: "name", field: "name", text: p.Name}, {kind: "title", field: "title", text: p.Title},
			{kind: "description", field: "description", text: p.Description}}
		for _, a := range p.Arguments {
			fields = append(fields, textField{kind: "param_name", field: "argument:" + a.Name, text: a.Name},
				textField{kind: "title", field: "argument:" + a.Name + ".title", text: a.Title},
				textField{kind: "param_description", field: "argument:" + a.Name + ".description", text: a.Description})
		}
		add(ItemPrompt, p.Name, fields)
	}
	for _, res := range srv.Resources {
		add(ItemResource, res.URI, []textField{{kind: "name", field: "uri", text: res.URI}, {kind: "title", field: "name", text: res.Name},
			{kind: "title", field: "title", text: res.Title}, {kind: "description", field: "description", text: res.Description}})
	}
	for _, t := range srv.ResourceTemplates {
		add(ItemResourceTemplate, t.URITemplate, []textField{{kind: "name", field: "uriTemplate", text: t.URITemplate},
			{kind: "title", field: "name", text: t.Name}, {kind: "title", field: "title", text: t.Title},
			{kind: "description", field: "description", text: t.Description}})
	}
	return out
}

// ToxicFlows reports the "lethal trifecta" among a set of tools (one server,
// or every server of one client config): a tool that reads untrusted
// content, one that reads private data and one that can send data out.
// Together they let injected instructions leak private data. It also
// reports untrusted content next to destructive tools.
func ToxicFlows(tools []Assessment, scope string) []Finding {
	holders := map[string][]string{}
	var destructive []string
	for _, a := range tools {
		for _, f := range a.Flows {
			holders[f] = append(holders[f], a.Tool)
		}
		if a.Category == Destructive {
			destructive = append(destructive, a.Tool)
		}
	}
	var out []Finding
	if len(holders[FlowUntrustedContent]) > 0 && len(holders[FlowPrivateData]) > 0 && len(holders[FlowPublicSink]) > 0 {
		out = append(out, Finding{ID: "flow.lethal_trifecta", Kind: "toxic_flow", Severity: High,
			Message: fmt.Sprintf("%s combines untrusted content (%s), private data (%s) and a way to send data out (%s): injected instructions could leak private data",
				scope, examples(holders[FlowUntrustedContent]), examples(holders[FlowPrivateData]), examples(holders[FlowPublicSink]))})
	}
	if len(holders[FlowUntrustedContent]) > 0 && len(destructive) > 0 {
		out = append(out, Finding{ID: "flow.untrusted_destructive", Kind: "toxic_flow", Severity: Medium,
			Message: fmt.Sprintf("%s combines untrusted content (%s) with destructive tools (%s): injected instructions could destroy data",
				scope, examples(holders[FlowUntrustedContent]), examples(destructive))})
	}
	return out
}

func examples(names []string) string {
	names = slices.Compact(slices.Sorted(slices.Values(names)))
	if len(names) > 3 {
		return strings.Join(names[:3], ", ") + fmt.Sprintf(" and %d more", len(names)-3)
	}
	return strings.Join(names, ", ")
}
