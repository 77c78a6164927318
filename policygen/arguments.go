package policygen

import (
	"fmt"
	"regexp"
	"slices"
	"strings"

	"github.com/mcpscan/mcpscan/catalog"
	"github.com/mcpscan/mcpscan/classifier"
	"github.com/mcpscan/mcpscan/policy"
)

// scoped is how a tool's rule is narrowed to the arguments that carry its
// risk: the category whose rule applies to every call, and the cases that
// need a person or are refused.
type scoped struct {
	base    classifier.Category
	approve []policy.ApprovalCase
	deny    []policy.DenyRule
}

// scopeArguments decides how much of a tool's risk can be checked on its
// arguments. A tool whose worst category is reached only through argument
// values (an operation that removes, a switch that deletes or does so by
// default, a statement that is not read-only, an aggregation stage that
// writes) keeps the rule of its baseline category for every call, and the
// risky values get the rule of their own category, when that rule can be
// tied to values: a person's approval (require_approval.when) or a denial
// (deny_if). Aggregation stages that write are refused in a tool meant
// for reading. Risk that cannot be tied to values (a rate limit, a
// parameter every call must give) raises the category for every call, as
// before.
func scopeArguments(t catalog.Tool, a classifier.Assessment, opts Options) scoped {
	out := scoped{base: a.Category}
	if a.Baseline == "" || len(a.Arguments) == 0 || a.Baseline.Rank() >= a.Category.Rank() {
		return out
	}
	params := topLevelParams(t.InputSchema)
	base := a.Baseline
	// First pass: what cannot be tied to values raises the base.
	for _, r := range a.Arguments {
		if r.Category.Rank() <= base.Rank() {
			continue
		}
		if _, ok := argPath(r, params); !ok || scopedAction(r, opts) == "" {
			base = r.Category
		}
	}
	for _, r := range a.Arguments {
		if r.Category.Rank() <= base.Rank() && r.Kind != classifier.ArgPipelineStage {
			continue
		}
		if r.Kind == classifier.ArgPipelineStage && base.Rank() >= a.Category.Rank() {
			continue
		}
		path, _ := argPath(r, params)
		cases, ok := argConditions(r, path, base, a.Arguments)
		if !ok {
			base = a.Category
			break
		}
		reason := argReason(t.Name, r, base)
		for _, conds := range cases {
			switch scopedAction(r, opts) {
			case Approval:
				out.approve = append(out.approve, policy.ApprovalCase{Conditions: conds, Reason: reason})
			default:
				out.deny = append(out.deny, policy.DenyRule{Conditions: conds, OnDeny: reason})
			}
		}
	}
	if base.Rank() >= a.Category.Rank() {
		return scoped{base: a.Category}
	}
	out.base = base
	if opts.rule(base).Action == Approval {
		out.approve = nil // every call asks already
	}
	return out
}

// apply adds the cases to a rule built from the base category's rule.
func (sc scoped) apply(rule *policy.ToolRule, a classifier.Assessment, opts Options) {
	rule.DenyIf = append(rule.DenyIf, sc.deny...)
	if len(sc.approve) == 0 || rule.RequireApproval != nil {
		return
	}
	rule.RequireApproval = &policy.Approval{Reason: a.Rationale, Timeout: opts.ApprovalTimeout, When: sc.approve}
	if rule.RequireApproval.Timeout == "" {
		rule.RequireApproval.Timeout = "5m"
	}
}

// covers reports whether the argument checks already answer finding f:
// an annotation that understates the tool's worst category while being
// true of its baseline, which is all that passes unchecked.
func (sc scoped) covers(f *classifier.Finding) bool {
	if len(sc.approve)+len(sc.deny) == 0 {
		return false
	}
	switch f.ID {
	case "annotation.read_only_mismatch":
		return sc.base == classifier.Read
	case "annotation.destructive_mismatch":
		return sc.base.Rank() < classifier.Destructive.Rank()
	}
	return false
}

// scopedAction is what a risky argument value gets: the rule of its
// category when that rule can be tied to values ("" when it cannot). A
// statement that is not read-only may destroy, so it is judged as
// Destructive; a write stage in an aggregation is refused.
func scopedAction(r classifier.ArgumentRisk, opts Options) Action {
	if r.Kind == classifier.ArgPipelineStage {
		return Deny
	}
	cat := r.Category
	if r.Kind == classifier.ArgQuery {
		cat = classifier.Destructive
	}
	switch opts.rule(cat).Action {
	case Approval:
		return Approval
	case Deny, Hide: // a call cannot be hidden by its arguments
		return Deny
	}
	return ""
}

// argPath is the policy path of a risk's parameter, or false when the
// path language cannot name it (a map's values, a name with a dot or a
// bracket, a parameter every call must give when only its presence is
// the risk).
func argPath(r classifier.ArgumentRisk, params []schemaParam) (string, bool) {
	if r.Param == "" {
		return "", false
	}
	var b strings.Builder
	b.WriteString("args")
	for seg := range strings.SplitSeq(r.Param, ".") {
		name, items := seg, 0
		for strings.HasSuffix(name, "[]") {
			name, items = strings.TrimSuffix(name, "[]"), items+1
		}
		if name == "" || name == "*" || strings.ContainsAny(name, "[]") {
			return "", false
		}
		b.WriteString("." + name + strings.Repeat("[*]", items))
	}
	if r.ItemEnum {
		b.WriteString("[*]")
	}
	if r.Kind == classifier.ArgProgram || r.Kind == classifier.ArgValue {
		for _, p := range params {
			if p.name == r.Param && p.required {
				return "", false
			}
		}
	}
	return b.String(), true
}

// argConditions are the cases (each a list of conditions that must all
// hold) in which a call uses the risky values. They are written to hold for anything the check cannot judge (a
// value of another type, a default that is itself the risk), so the
// person is asked or the call refused rather than let through.
func argConditions(r classifier.ArgumentRisk, path string, base classifier.Category, all []classifier.ArgumentRisk) ([][]policy.Condition, bool) {
	one := func(c policy.Condition) ([][]policy.Condition, bool) { return [][]policy.Condition{{c}}, true }
	switch r.Kind {
	case classifier.ArgOperation:
		// Every value above the base, from each risk of this parameter.
		var risky []string
		for _, o := range all {
			if o.Param == r.Param && o.Kind == r.Kind && o.Category.Rank() > base.Rank() {
				risky = append(risky, o.Values...)
			}
		}
		var safe []any
		for _, v := range r.Enum {
			if !slices.Contains(risky, v) {
				safe = append(safe, v)
			}
		}
		if len(safe) == 0 {
			return nil, false
		}
		if r.Default != "" && !r.ItemEnum && slices.Contains(safe, any(r.Default)) {
			vals := make([]any, len(risky))
			for i, v := range risky {
				vals[i] = v
			}
			return one(policy.Condition{Path: path, Op: "in", Value: vals})
		}
		return one(policy.Condition{Path: path, Op: "not_in", Value: safe})
	case classifier.ArgSwitch:
		// The risky position, and whether leaving the switch out takes it.
		risky, byDefault := true, r.Default == "true"
		if len(r.Values) == 1 && r.Values[0] == "false" {
			risky, byDefault = false, r.Default != "true"
		}
		if byDefault {
			return one(policy.Condition{Path: path, Op: "neq", Value: !risky})
		}
		return one(policy.Condition{Path: path, Op: "eq", Value: risky})
	case classifier.ArgQuery:
		if r.Type == "array" {
			path += "[*]"
		}
		return one(policy.Condition{Path: path, Op: "sql_read_only", Value: false})
	case classifier.ArgPipelineStage:
		if r.Type == "string" {
			// A pipeline written as JSON text: any of the stages, or any
			// \u escape that could spell one, is refused.
			alts := make([]string, len(r.Values))
			for i, v := range r.Values {
				alts[i] = regexp.QuoteMeta(strings.TrimPrefix(v, "$"))
			}
			return one(policy.Condition{Path: path, Op: "regex", Value: `(?i)\\u|\$\s*(` + strings.Join(alts, "|") + `)\b`})
		}
		if r.Type != "array" && r.Type != "" {
			return nil, false
		}
		// One case per stage: a stage is a key of a pipeline element.
		cases := make([][]policy.Condition, 0, len(r.Values))
		for _, v := range r.Values {
			cases = append(cases, []policy.Condition{{Path: path + "[*]." + v, Op: "exists", Value: true}})
		}
		return cases, true
	case classifier.ArgProgram, classifier.ArgValue:
		return one(policy.Condition{Path: path, Op: "exists", Value: true})
	}
	return nil, false
}

// argReason says what the risky values do and what happens to them.
func argReason(tool string, r classifier.ArgumentRisk, base classifier.Category) string {
	switch r.Kind {
	case classifier.ArgOperation:
		return fmt.Sprintf("%s with %s set to an operation that is more than %s (%s) is %s.", tool, r.Param, base, strings.Join(r.Values, ", "), r.Category)
	case classifier.ArgSwitch:
		if len(r.Values) == 1 && r.Values[0] == "false" {
			return fmt.Sprintf("%s with %s false (also when left out, unless its default is true) replaces what it writes: %s.", tool, r.Param, r.Category)
		}
		if r.Default == "true" {
			return fmt.Sprintf("%s with %s true (its default when left out) is %s.", tool, r.Param, r.Category)
		}
		return fmt.Sprintf("%s with %s true is %s.", tool, r.Param, r.Category)
	case classifier.ArgQuery:
		return fmt.Sprintf("%s with a statement in %s that is not read-only (one SELECT, WITH, EXPLAIN or SHOW) may change or destroy data.", tool, r.Param)
	case classifier.ArgPipelineStage:
		return fmt.Sprintf("%s may only read: the %s stages of %s write to collections and are refused.", tool, strings.Join(r.Values, " and "), r.Param)
	}
	return fmt.Sprintf("%s with %s given is %s.", tool, r.Param, r.Category)
}
