package classifier

import (
	"encoding/json"
	"slices"
	"strings"

	"github.com/mcpscan/mcpscan/catalog"
)

// MetaKey is the _meta key under which suggestions carry the risk fields
// proposed for tool annotations (SEP-2793: riskLevel, category,
// reversibility, sideEffects, approvalRecommendation), namespaced as the
// specification asks of keys that are not its own.
const MetaKey = "io.mcpscan/risk"

// PatchOp is one RFC 6902 JSON Patch operation.
type PatchOp struct {
	Op    string `json:"op"`
	Path  string `json:"path"`
	Value any    `json:"value"`
}

// RiskMeta is the risk of a tool in the fields SEP-2793 proposes.
type RiskMeta struct {
	RiskLevel              string   `json:"riskLevel"`
	Category               string   `json:"category"`
	Reversibility          string   `json:"reversibility,omitempty"`
	SideEffects            []string `json:"sideEffects,omitempty"`
	ApprovalRecommendation string   `json:"approvalRecommendation"`
	// Our own, beside the proposal's: the category in mcpscan's model and
	// the ruleset that decided it.
	MCPScanCategory Category `json:"mcpscanCategory"`
	Ruleset         string   `json:"ruleset"`
}

// Suggestion is what a tool's definition should declare, given what the
// classifier finds it does.
type Suggestion struct {
	Tool        string    `json:"tool"`
	Annotations hints     `json:"annotations"` // the hints its behaviour implies
	Risk        RiskMeta  `json:"risk"`
	Patch       []PatchOp `json:"patch"` // against the definition as served
}

// hints are the standard annotations a suggestion sets; nil leaves one
// to the author (idempotency is not something a definition shows).
type hints struct {
	ReadOnlyHint    *bool `json:"readOnlyHint,omitempty"`
	DestructiveHint *bool `json:"destructiveHint,omitempty"`
	IdempotentHint  *bool `json:"idempotentHint,omitempty"`
	OpenWorldHint   *bool `json:"openWorldHint,omitempty"`
}

// outward capabilities reach outside the server's own system.
var outward = []string{CapNetworkFetch, CapMessaging, CapPayments, CapBrowser}

// Suggest says which annotations a tool's behaviour implies and its risk
// in the proposed fields, with the JSON Patch that adds them to t.
func Suggest(t catalog.Tool, a Assessment) Suggestion {
	yes, no := true, false
	var h hints
	switch a.Category {
	case Read:
		h.ReadOnlyHint, h.DestructiveHint, h.IdempotentHint = &yes, &no, &yes
	case Write:
		h.ReadOnlyHint, h.DestructiveHint = &no, &no
	default: // Execute, Destructive, Financial: what is done may not be undone
		h.ReadOnlyHint, h.DestructiveHint = &no, &yes
	}
	for _, c := range outward {
		if slices.Contains(a.Capabilities, c) || a.Category == Financial {
			h.OpenWorldHint = &yes
		}
	}
	s := Suggestion{Tool: t.Name, Annotations: h, Risk: riskMeta(a)}
	s.Patch = annotationPatch(t, h)
	s.Patch = append(s.Patch, metaPatch(t, s.Risk))
	return s
}

// riskMeta maps an assessment to the proposed risk fields.
func riskMeta(a Assessment) RiskMeta {
	m := RiskMeta{RiskLevel: strings.ToLower(string(a.Severity)), MCPScanCategory: a.Category, Ruleset: a.RulesetVersion,
		ApprovalRecommendation: "none"}
	switch a.Category {
	case Read:
		m.Category = "read"
	case Write:
		m.Category, m.Reversibility = "mutate", "manual"
	case Execute:
		m.Category, m.Reversibility = "mutate", "none"
	case Destructive:
		m.Category, m.Reversibility = "delete", "none"
		for _, e := range a.Evidence {
			if strings.Contains(e.Rule, "drop") || strings.Contains(e.Rule, "truncate") || strings.Contains(strings.ToLower(e.Match), "destroy") {
				m.Category = "destroy"
			}
		}
	case Financial:
		m.Category, m.Reversibility = "mutate", "manual"
	}
	if a.Category != Read {
		m.SideEffects = slices.Clone(a.Capabilities)
	}
	if a.Severity.Rank() >= High.Rank() {
		m.ApprovalRecommendation = "single"
	}
	return m
}

// annotationPatch sets each suggested hint the definition lacks or
// contradicts.
func annotationPatch(t catalog.Tool, h hints) []PatchOp {
	declared := t.Annotations
	if !declared.Declared() {
		return []PatchOp{{Op: "add", Path: "/annotations", Value: h}}
	}
	var out []PatchOp
	set := func(name string, have, want *bool) {
		switch {
		case want == nil:
		case have == nil:
			out = append(out, PatchOp{Op: "add", Path: "/annotations/" + name, Value: *want})
		case *have != *want:
			out = append(out, PatchOp{Op: "replace", Path: "/annotations/" + name, Value: *want})
		}
	}
	set("readOnlyHint", declared.ReadOnlyHint, h.ReadOnlyHint)
	set("destructiveHint", declared.DestructiveHint, h.DestructiveHint)
	set("idempotentHint", declared.IdempotentHint, h.IdempotentHint)
	set("openWorldHint", declared.OpenWorldHint, h.OpenWorldHint)
	return out
}

// metaPatch adds the risk fields under MetaKey of the tool's _meta.
func metaPatch(t catalog.Tool, m RiskMeta) PatchOp {
	var meta map[string]json.RawMessage
	if len(t.Meta) == 0 || json.Unmarshal(t.Meta, &meta) != nil || meta == nil {
		return PatchOp{Op: "add", Path: "/_meta", Value: map[string]any{MetaKey: m}}
	}
	return PatchOp{Op: "add", Path: "/_meta/" + strings.NewReplacer("~", "~0", "/", "~1").Replace(MetaKey), Value: m}
}
