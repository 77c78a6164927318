package classifier

import (
	"encoding/json"
	"fmt"
	"strings"
)

// Category is what a tool can do, the axis that drives policy.
type Category string

// The categories, from least to most dangerous.
const (
	Read        Category = "Read"
	Write       Category = "Write"
	Execute     Category = "Execute"
	Destructive Category = "Destructive"
	Financial   Category = "Financial"
)

// Categories lists every category in precedence order, least dangerous
// first: when a tool can do several things, the last one that applies wins.
var Categories = []Category{Read, Write, Execute, Destructive, Financial}

// Rank orders categories: Read 0 … Financial 4; -1 for anything else.
func (c Category) Rank() int { return c.rank() }

func (c Category) rank() int {
	for i, x := range Categories {
		if x == c {
			return i
		}
	}
	return -1
}

// DefaultSeverity is the severity a category starts from.
func (c Category) DefaultSeverity() Severity {
	switch c {
	case Write:
		return Medium
	case Execute:
		return High
	case Destructive, Financial:
		return Critical
	default:
		return Low
	}
}

func parseCategory(s string) (Category, bool) {
	for _, c := range Categories {
		if strings.EqualFold(string(c), s) {
			return c, true
		}
	}
	return "", false
}

// ParseCategory reads a category name, case-insensitively.
func ParseCategory(s string) (Category, error) {
	c, ok := parseCategory(s)
	if !ok {
		return "", fmt.Errorf("unknown category %q (want Read, Write, Execute, Destructive or Financial)", s)
	}
	return c, nil
}

// Severity ranks how much harm a tool can do.
type Severity string

// The severities, lowest first.
const (
	Low      Severity = "Low"
	Medium   Severity = "Medium"
	High     Severity = "High"
	Critical Severity = "Critical"
)

// Severities lists every severity, lowest first.
var Severities = []Severity{Low, Medium, High, Critical}

// Rank orders severities: Low 0 … Critical 3; -1 for anything else.
func (s Severity) Rank() int {
	for i, x := range Severities {
		if x == s {
			return i
		}
	}
	return -1
}

func (s Severity) raise(n int) Severity {
	r := min(s.Rank()+n, len(Severities)-1)
	return Severities[max(r, 0)]
}

func parseSeverity(s string) (Severity, bool) {
	for _, x := range Severities {
		if strings.EqualFold(string(x), s) {
			return x, true
		}
	}
	return "", false
}

// ParseSeverity reads a severity name, case-insensitively.
func ParseSeverity(s string) (Severity, error) {
	v, ok := parseSeverity(s)
	if !ok {
		return "", fmt.Errorf("unknown severity %q (want low, medium, high or critical)", s)
	}
	return v, nil
}

// Capability tags say what a tool touches, independently of its category.
const (
	CapCodeExec       = "code_exec"
	CapShell          = "shell"
	CapSQL            = "sql"
	CapFilesystem     = "filesystem"
	CapNetworkFetch   = "network_fetch"
	CapBrowser        = "browser"
	CapMessaging      = "messaging"
	CapSecrets        = "secrets"
	CapIdentityAdmin  = "identity_admin"
	CapInfrastructure = "infrastructure"
	CapPayments       = "payments"
)

// Flow labels mark the parts of a data-leak path a tool can play.
const (
	FlowPrivateData      = "private_data"
	FlowUntrustedContent = "untrusted_content"
	FlowPublicSink       = "public_sink"
)

// Evidence is one rule that fired: which rule, on which field of the
// definition, matching which text, and what it concluded.
type Evidence struct {
	Rule   string `json:"rule"`
	Field  string `json:"field"` // name, title, description, param:<path>, param:<path>.description, param:<path>.enum, annotations.<hint>
	Match  string `json:"match"`
	Effect string `json:"effect"` // a category, "capability:<tag>", "negation" or "severity+1"
}

// ArgumentRisk is a capability a tool reaches only through what its
// arguments say: a statement that is not a SELECT, an operation value that
// removes, a boolean that destroys (or does so by default), a pipeline
// stage that writes. Param names the parameter by its path in the input
// schema ("archived", "actions[].type"; [] for array items), so a policy
// can check exactly those values.
type ArgumentRisk struct {
	Param    string   `json:"param"`
	Kind     string   `json:"kind"` // one of the ArgKind constants
	Category Category `json:"category"`
	// Values are what reaches Category: the operation values, the
	// pipeline stages, or ["false"] for a switch whose off position
	// destroys (absent, a switch destroys when on).
	Values []string `json:"values,omitempty"`
	// Enum is every value an operation parameter allows.
	Enum []string `json:"enum,omitempty"`
	// Default is the schema's default for the parameter, as JSON text.
	Default string `json:"default,omitempty"`
	// ItemEnum is set when the parameter is an array whose items are the
	// operation values.
	ItemEnum bool   `json:"itemEnum,omitempty"`
	Type     string `json:"type,omitempty"` // the parameter's JSON type, when the schema gives one
	Rule     string `json:"rule"`
}

// The kinds of argument risk.
const (
	ArgOperation     = "operation"      // an enum value selects what the tool does
	ArgSwitch        = "switch"         // a boolean turns a destructive act on
	ArgQuery         = "query"          // a query language statement (SQL, Cypher): writes when not read-only
	ArgProgram       = "program"        // a program or shell command
	ArgPipelineStage = "pipeline_stage" // an aggregation stage that writes ($out, $merge)
	ArgValue         = "value"          // any value given (an amount, a local path)
)

// Finding is a problem with a definition that is not about what the tool
// can do: tool poisoning, annotations that contradict behaviour, missing
// annotations.
type Finding struct {
	ID       string   `json:"id"`
	Kind     string   `json:"kind"` // tool_poisoning, annotation_mismatch, annotation_missing, toxic_flow
	Severity Severity `json:"severity"`
	Message  string   `json:"message"`
	Field    string   `json:"field,omitempty"`
	Match    string   `json:"match,omitempty"`
}

// Assessment is the classifier's verdict on one tool.
type Assessment struct {
	Tool         string     `json:"name"`
	Category     Category   `json:"category"`
	Severity     Severity   `json:"severity"`
	Confidence   float64    `json:"confidence"`
	Rationale    string     `json:"rationale"`
	Evidence     []Evidence `json:"evidence"`
	Capabilities []string   `json:"capabilities"`
	Flows        []string   `json:"flows"`
	Findings     []Finding  `json:"findings"`
	// Arguments are the risks that come from what the arguments say, and
	// Baseline the category the tool has without them (set only when it
	// is lower than Category): a policy can allow the baseline and check
	// the arguments instead of treating every call as the worst one.
	Arguments      []ArgumentRisk `json:"arguments,omitempty"`
	Baseline       Category       `json:"baseline,omitempty"`
	ToolHash       string         `json:"toolHash,omitempty"` // set by callers that know it (Classify is pure)
	RulesetVersion string         `json:"rulesetVersion"`
}

// MarshalJSON writes empty lists as [] rather than null, so consumers can
// iterate without checks.
func (a Assessment) MarshalJSON() ([]byte, error) {
	type plain Assessment
	p := plain(a)
	if p.Evidence == nil {
		p.Evidence = []Evidence{}
	}
	if p.Capabilities == nil {
		p.Capabilities = []string{}
	}
	if p.Flows == nil {
		p.Flows = []string{}
	}
	if p.Findings == nil {
		p.Findings = []Finding{}
	}
	return json.Marshal(p)
}
