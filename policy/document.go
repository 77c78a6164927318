package policy

import (
	"bytes"
	"encoding/json"
	"fmt"
	"maps"
	"math/big"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"
)

// Document is one server's policy.
type Document struct {
	Version  string               `json:"version"`
	Default  string               `json:"default"` // allow or deny
	Hide     []string             `json:"hide,omitempty"`
	AllTools *AllTools            `json:"all_tools,omitempty"`
	Tools    map[string]*ToolRule `json:"tools,omitempty"`
	// Prompts and Resources govern the server's prompts and resources by
	// name and URI pattern (see ItemRules); absent, all are allowed.
	Prompts   *ItemRules `json:"prompts,omitempty"`
	Resources *ItemRules `json:"resources,omitempty"`
	// Instructions is what becomes of the instructions the server gives
	// clients at initialize (text clients put before the model): "pass"
	// (the default) or "withhold".
	Instructions string `json:"instructions,omitempty"`
}

// Instructions settings.
const (
	InstructionsPass     = "pass"
	InstructionsWithhold = "withhold"
)

// WithholdsInstructions reports whether the server's instructions are kept
// from clients.
func (d *Document) WithholdsInstructions() bool { return d.Instructions == InstructionsWithhold }

// AllTools holds limits that count every call to the server.
type AllTools struct {
	Limits []Limit `json:"limits,omitempty"`
}

// ToolRule is what the policy says about one tool. An empty rule ({})
// allows the tool.
type ToolRule struct {
	Limits          []Limit      `json:"limits,omitempty"`
	DenyIf          []DenyRule   `json:"deny_if,omitempty"`
	Require         []Condition  `json:"require,omitempty"`
	RequireApproval *Approval    `json:"require_approval,omitempty"`
	Risk            *Risk        `json:"x-risk,omitempty"`
	Extra           []ExtraField `json:"-"`
}

// ExtraField is an x- extension member kept as it was.
type ExtraField struct {
	Name  string
	Value json.RawMessage
}

// Limit is a rate limit: at most Max calls per Window, counted per Scope.
type Limit struct {
	Counter string `json:"counter"`
	Window  Window `json:"window"`
	Max     int    `json:"max"`
	Scope   Scope  `json:"scope"`
}

// DenyRule denies the call when all its conditions hold (always, when it
// has none), telling the agent OnDeny.
type DenyRule struct {
	Conditions []Condition `json:"conditions"`
	OnDeny     string      `json:"on_deny,omitempty"`
}

// Approval requires a person to approve each call, or, with When, each
// call whose arguments match one of its cases.
type Approval struct {
	Reason string `json:"reason,omitempty"`
	// When narrows approval to the calls for which the conditions of at
	// least one case all hold ("archived" true, a statement that is not
	// read-only). Absent, every call needs approval. Conditions are judged
	// like deny_if's: a value of the wrong type makes them hold.
	When    []ApprovalCase `json:"when,omitempty"`
	Timeout string         `json:"timeout,omitempty"` // a Go duration such as "10m"; default 5m
	// By says who may approve: "client" (the agent's own MCP client asks
	// its user through elicitation; the default), "approver" (a person
	// with an approver credential of the gateway's, out of band: the
	// agent cannot answer for them), or "either".
	By      string `json:"by,omitempty"`
	timeout time.Duration
}

// ApprovalCase is one kind of call that needs approval: the conditions
// all hold. Reason, when given, is what the person is told instead of the
// approval's reason.
type ApprovalCase struct {
	Conditions []Condition `json:"conditions"`
	Reason     string      `json:"reason,omitempty"`
}

// Applies reports whether a call with args needs approval under a, and the
// reason to give: the matching case's, else a's. The conditions are judged
// as deny_if's are, so a value the operator cannot judge asks a person.
func (a *Approval) Applies(args map[string]any) (bool, string) {
	if a == nil {
		return false, ""
	}
	if len(a.When) == 0 {
		return true, a.Reason
	}
	for i := range a.When {
		c := &a.When[i]
		if hold, note := conditionsHold(c.Conditions, args); hold {
			reason := c.Reason
			if reason == "" {
				reason = a.Reason
			}
			if note != "" && reason != "" {
				reason += " (" + note + ")"
			}
			return true, reason
		}
	}
	return false, ""
}

// Who may approve a call (Approval.By).
const (
	ApproveByClient   = "client"
	ApproveByApprover = "approver"
	ApproveByEither   = "either"
)

// Approvers is who may approve: By, with its default.
func (a *Approval) Approvers() string {
	if a == nil || a.By == "" {
		return ApproveByClient
	}
	return a.By
}

// Risk is the classifier's view of the tool, kept with the rule for people
// reading the file; the engine ignores it.
type Risk struct {
	Category  string   `json:"category,omitempty"`
	Severity  string   `json:"severity,omitempty"`
	Rules     []string `json:"rules,omitempty"`
	Rationale string   `json:"rationale,omitempty"`
	// Findings are the problems found in the definition itself
	// (poisoning, misleading annotations), one line each.
	Findings []string `json:"findings,omitempty"`
}

// Condition tests one argument: Path ("args.a.b", "args.items[0]") Op Value.
type Condition struct {
	Path   string `json:"path"`
	Op     string `json:"op"`
	Value  any    `json:"value,omitempty"`
	OnDeny string `json:"on_deny,omitempty"` // for require: what the agent is told when it fails
	// IfPresent makes the condition hold when the argument is absent, so
	// an optional parameter is checked only when it is given.
	IfPresent bool `json:"if_present,omitempty"`

	segments []string
	re       *regexp.Regexp
	bound    *big.Float // lt, lte, gt, gte: the value, exactly
	list     []any
	roots    []string // path_under: cleaned absolute roots
}

// The condition operators.
var ops = []string{"eq", "neq", "in", "not_in", "lt", "lte", "gt", "gte", "regex", "contains", "exists", "path_under", "sql_read_only"}

// DefaultApprovalTimeout applies when require_approval gives none.
const DefaultApprovalTimeout = 5 * time.Minute

// ApprovalTimeout is how long to wait for a person's answer.
func (a *Approval) ApprovalTimeout() time.Duration {
	if a == nil || a.timeout == 0 {
		return DefaultApprovalTimeout
	}
	return a.timeout
}

// MarshalJSON writes a rule with its x- extensions, in a fixed order.
func (t ToolRule) MarshalJSON() ([]byte, error) {
	type plain ToolRule
	base, err := json.Marshal(plain(t))
	if err != nil || len(t.Extra) == 0 {
		return base, err
	}
	var b bytes.Buffer
	b.Write(bytes.TrimSuffix(base, []byte("}")))
	for _, x := range t.Extra {
		if b.Len() > 1 {
			b.WriteByte(',')
		}
		name, _ := json.Marshal(x.Name)
		b.Write(name)
		b.WriteByte(':')
		b.Write(x.Value)
	}
	b.WriteByte('}')
	return b.Bytes(), nil
}

// Encode writes the document as indented JSON with sorted tool names, so
// generated files diff cleanly.
func (d *Document) Encode() ([]byte, error) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	if err := enc.Encode(d); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// Action is what a decision does with a call.
type Action string

// The actions.
const (
	ActionAllow    Action = "allow"
	ActionDeny     Action = "deny"
	ActionHide     Action = "hide"     // the tool is hidden: absent from tools/list, denied at call
	ActionApproval Action = "approval" // a person must approve the call first
)

// compile prepares conditions and durations after parsing; it reports
// problems as messages keyed by path.
func (c *Condition) compile() error {
	segs, err := splitPath(c.Path)
	if err != nil {
		return err
	}
	c.segments = segs
	switch c.Op {
	case "regex":
		s, ok := c.Value.(string)
		if !ok {
			return fmt.Errorf("regex needs a string pattern, got %s", kindOf(c.Value))
		}
		re, err := regexp.Compile(s)
		if err != nil {
			return fmt.Errorf("bad regex %q: %w", s, err)
		}
		c.re = re
	case "lt", "lte", "gt", "gte":
		n, ok := exactNumber(c.Value)
		if !ok {
			return fmt.Errorf("%s needs a number, got %s", c.Op, kindOf(c.Value))
		}
		c.bound = n
	case "in", "not_in":
		l, ok := c.Value.([]any)
		if !ok {
			return fmt.Errorf("%s needs an array of values, got %s", c.Op, kindOf(c.Value))
		}
		c.list = l
	case "exists":
		if c.Value == nil {
			c.Value = true
		}
		if _, ok := c.Value.(bool); !ok {
			return fmt.Errorf("exists takes true or false, got %s", kindOf(c.Value))
		}
	case "contains":
		if c.Value == nil {
			return fmt.Errorf("contains needs a value")
		}
	case "path_under":
		l, ok := c.Value.([]any)
		if !ok || len(l) == 0 {
			return fmt.Errorf("path_under needs an array of absolute directories, got %s", kindOf(c.Value))
		}
		for _, r := range l {
			root, ok := r.(string)
			if !ok || !isAbsRoot(root) {
				return fmt.Errorf("path_under: %v is not an absolute directory", r)
			}
			c.roots = append(c.roots, cleanPath(root))
		}
	case "sql_read_only":
		if c.Value == nil {
			c.Value = true
		}
		if _, ok := c.Value.(bool); !ok {
			return fmt.Errorf("sql_read_only takes true (the statement is read-only) or false (it is not), got %v", c.Value)
		}
	case "eq", "neq":
		if c.Value == nil {
			// A null argument is read as absent, so eq null could never
			// hold: say what does.
			return fmt.Errorf("%s null never matches: a null argument counts as absent; use exists false (or true)", c.Op)
		}
	default:
		return fmt.Errorf("unknown op %q (want one of %s)", c.Op, strings.Join(ops, ", "))
	}
	return nil
}

// splitPath reads "args.a.b", "args.items.0", "args.items[0].name" or
// "args.paths[*]" (every element).
func splitPath(p string) ([]string, error) {
	rest, ok := strings.CutPrefix(p, "args")
	if !ok || (rest != "" && rest[0] != '.' && rest[0] != '[') {
		return nil, fmt.Errorf("path %q must start with args (args.name, args.a.b, args.items[0])", p)
	}
	var segs []string
	for rest != "" {
		switch rest[0] {
		case '.':
			rest = rest[1:]
			end := strings.IndexAny(rest, ".[")
			if end < 0 {
				end = len(rest)
			}
			if end == 0 {
				return nil, fmt.Errorf("path %q has an empty segment", p)
			}
			segs = append(segs, rest[:end])
			rest = rest[end:]
		case '[':
			end := strings.IndexByte(rest, ']')
			if end < 0 {
				return nil, fmt.Errorf("path %q has an unclosed [", p)
			}
			if _, err := strconv.Atoi(rest[1:end]); err != nil && rest[1:end] != "*" {
				return nil, fmt.Errorf("path %q: [%s] is neither an array index nor [*]", p, rest[1:end])
			}
			segs = append(segs, rest[1:end])
			rest = rest[end+1:]
		default:
			return nil, fmt.Errorf("path %q: unexpected %q", p, rest[:1])
		}
	}
	return segs, nil
}

func kindOf(v any) string {
	switch v.(type) {
	case nil:
		return "nothing"
	case string:
		return "a string"
	case float64, int, int64, json.Number:
		return "a number"
	case bool:
		return "a boolean"
	case []any:
		return "an array"
	case map[string]any:
		return "an object"
	default:
		return fmt.Sprintf("%T", v)
	}
}

// counterNames returns the counters the document uses, for validation.
func (d *Document) limitsByCounter() map[string][]Limit {
	out := map[string][]Limit{}
	if d.AllTools != nil {
		for _, l := range d.AllTools.Limits {
			out[l.Counter] = append(out[l.Counter], l)
		}
	}
	for _, name := range slices.Sorted(maps.Keys(d.Tools)) {
		for _, l := range d.Tools[name].Limits {
			out[l.Counter] = append(out[l.Counter], l)
		}
	}
	return out
}
