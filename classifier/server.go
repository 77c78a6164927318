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
	Findings []Finding    `json:"findings,omitempty"`
}

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
	return best
}

// ClassifyServer assesses every tool of srv and looks for toxic flows
// across them (see ToxicFlows).
func (r *Ruleset) ClassifyServer(srv catalog.Server) ServerReport {
	out := ServerReport{Name: srv.Name, Tools: make([]Assessment, 0, len(srv.Tools))}
	for _, t := range srv.Tools {
		a := r.Classify(t)
		a.ToolHash = t.Hash()
		out.Tools = append(out.Tools, a)
	}
	out.Findings = ToxicFlows(out.Tools, "this server")
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
