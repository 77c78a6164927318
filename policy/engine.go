package policy

import (
	"context"
	"encoding/json"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
	"time"
)

// Request is one tool call to decide.
type Request struct {
	Server   string
	Tool     string
	Args     map[string]any
	Identity string // the grant: whose credential made the call
	Session  string // the MCP session
	Approved bool   // a person approved this call (after an ActionApproval decision)
}

// Decision is the engine's answer for one call.
type Decision struct {
	Action   Action
	Rule     string    // the rule that decided: default, hide, tools.x.deny_if[0], tools.x.limits[0], …
	Reason   string    // what the agent is told
	Approval *Approval // for ActionApproval: the reason and timeout to show the person

	reserved []CounterKey
}

// Allowed reports whether the call may go ahead.
func (d Decision) Allowed() bool { return d.Action == ActionAllow }

// Engine decides calls against one server's policy. It is safe for
// concurrent use.
type Engine struct {
	doc      *Document
	counters Counters
	now      func() time.Time
	hidden   map[string]bool
	hideAll  bool
}

// EngineOption configures NewEngine.
type EngineOption func(*Engine)

// WithClock sets the time source for counter windows (tests).
func WithClock(now func() time.Time) EngineOption { return func(e *Engine) { e.now = now } }

// NewEngine returns an engine for doc, counting limits in counters
// (in-memory counters when nil).
func NewEngine(doc *Document, counters Counters, opts ...EngineOption) *Engine {
	e := &Engine{doc: doc, counters: counters, now: time.Now, hidden: map[string]bool{}}
	for _, o := range opts {
		o(e)
	}
	if e.counters == nil {
		e.counters = NewMemoryCounters(e.now)
	}
	for _, h := range doc.Hide {
		if h == "*" {
			e.hideAll = true
		}
		e.hidden[h] = true
	}
	return e
}

// Document is the policy the engine enforces.
func (e *Engine) Document() *Document { return e.doc }

// Visible reports whether a tool belongs in tools/list: not hidden, and
// not denied outright (unlisted under default deny, or an unconditional
// deny_if).
func (e *Engine) Visible(tool string) bool {
	if e.hideAll || e.hidden[tool] {
		return false
	}
	rule, ok := e.doc.Tools[tool]
	if !ok {
		return e.doc.Default == string(ActionAllow)
	}
	for _, d := range rule.DenyIf {
		if len(d.Conditions) == 0 {
			return false
		}
	}
	return true
}

// Decide decides a call and, when it is allowed, reserves it in every
// counter that applies. The caller must Rollback an allowed call whose
// upstream call failed. An error means the counter store failed; the
// decision is then a deny (fail closed).
func (e *Engine) Decide(ctx context.Context, req Request) (Decision, error) {
	return e.decide(ctx, req, false)
}

// Explain says which rule decides a call and why, touching no counter: a
// limit is reported as the deciding rule only if it is already full.
func (e *Engine) Explain(ctx context.Context, req Request) (Decision, error) {
	return e.decide(ctx, req, true)
}

// Rollback gives back the counter reservations of an allowed call whose
// upstream call failed, so failures do not use up the limit.
func (e *Engine) Rollback(ctx context.Context, d Decision) error {
	var firstErr error
	for _, k := range d.reserved {
		if err := e.counters.Release(ctx, k); err != nil && firstErr == nil {
			firstErr = errCounterStore(k, err)
		}
	}
	return firstErr
}

func (e *Engine) decide(ctx context.Context, req Request, dry bool) (Decision, error) {
	if e.hideAll || e.hidden[req.Tool] {
		return Decision{Action: ActionHide, Rule: "hide", Reason: fmt.Sprintf("tool %q is not available", req.Tool)}, nil
	}
	rule, listed := e.doc.Tools[req.Tool]
	if !listed && e.doc.Default != string(ActionAllow) {
		return Decision{Action: ActionDeny, Rule: "default",
			Reason: fmt.Sprintf("tool %q is not allowed by policy (default: deny)", req.Tool)}, nil
	}
	prefix := "tools." + req.Tool
	if rule != nil {
		for i, d := range rule.DenyIf {
			if e.allHold(d.Conditions, req.Args) {
				reason := d.OnDeny
				if reason == "" {
					reason = fmt.Sprintf("tool %q is denied by policy", req.Tool)
				}
				return Decision{Action: ActionDeny, Rule: fmt.Sprintf("%s.deny_if[%d]", prefix, i), Reason: reason}, nil
			}
		}
		for i, c := range rule.Require {
			if !c.holds(req.Args) {
				reason := c.OnDeny
				if reason == "" {
					reason = fmt.Sprintf("policy requires %s %s%s", c.Path, c.Op, valueText(c))
				}
				return Decision{Action: ActionDeny, Rule: fmt.Sprintf("%s.require[%d]", prefix, i), Reason: reason}, nil
			}
		}
		if rule.RequireApproval != nil && !req.Approved {
			reason := rule.RequireApproval.Reason
			if reason == "" {
				reason = fmt.Sprintf("tool %q needs a person's approval for every call", req.Tool)
			}
			return Decision{Action: ActionApproval, Rule: prefix + ".require_approval", Reason: reason,
				Approval: rule.RequireApproval}, nil
		}
	}
	d := Decision{Action: ActionAllow, Rule: "default", Reason: "allowed"}
	if listed {
		d.Rule = prefix
	}
	var limits []limitRef
	if rule != nil {
		for i, l := range rule.Limits {
			limits = append(limits, limitRef{l, fmt.Sprintf("%s.limits[%d]", prefix, i)})
		}
	}
	if e.doc.AllTools != nil {
		for i, l := range e.doc.AllTools.Limits {
			limits = append(limits, limitRef{l, fmt.Sprintf("all_tools.limits[%d]", i)})
		}
	}
	now := e.now()
	for _, lr := range limits {
		k := lr.key(req, now)
		if dry {
			n, err := e.counters.Count(ctx, k)
			if err != nil {
				return e.failClosed(ctx, d, k, err)
			}
			if n >= lr.l.Max {
				return limitDenial(lr, n), nil
			}
			continue
		}
		ok, n, err := e.counters.Reserve(ctx, k, lr.l.Max)
		if err != nil {
			return e.failClosed(ctx, d, k, err)
		}
		if !ok {
			_ = e.Rollback(ctx, d)
			return limitDenial(lr, n), nil
		}
		d.reserved = append(d.reserved, k)
	}
	return d, nil
}

type limitRef struct {
	l    Limit
	rule string
}

func (lr limitRef) key(req Request, now time.Time) CounterKey {
	k := CounterKey{Counter: lr.l.Counter, Scope: lr.l.Scope, Window: lr.l.Window, Start: lr.l.Window.Start(now)}
	switch lr.l.Scope {
	case ScopeSession:
		k.Subject = req.Session
	case ScopeGlobal:
	default:
		k.Subject = req.Identity
	}
	return k
}

func limitDenial(lr limitRef, n int) Decision {
	return Decision{Action: ActionDeny, Rule: lr.rule,
		Reason: fmt.Sprintf("rate limit reached: %d of %d calls per %s (counter %q); try again in the next %s",
			n, lr.l.Max, lr.l.Window, lr.l.Counter, lr.l.Window)}
}

// failClosed turns a counter-store failure into a deny, giving back what
// was reserved so far.
func (e *Engine) failClosed(ctx context.Context, d Decision, k CounterKey, err error) (Decision, error) {
	_ = e.Rollback(ctx, d)
	return Decision{Action: ActionDeny, Rule: "counters", Reason: "the policy's rate-limit store is unavailable; call denied"},
		errCounterStore(k, err)
}

func (e *Engine) allHold(conds []Condition, args map[string]any) bool {
	for i := range conds {
		if !conds[i].holds(args) {
			return false
		}
	}
	return true
}

func valueText(c Condition) string {
	if c.Op == "exists" {
		return ""
	}
	return " " + fmt.Sprint(c.Value)
}

// lookup finds the value at a path of segments in the arguments.
func lookup(args map[string]any, segs []string) (any, bool) {
	var cur any = args
	for _, s := range segs {
		switch v := cur.(type) {
		case map[string]any:
			next, ok := v[s]
			if !ok {
				return nil, false
			}
			cur = next
		case []any:
			i, err := strconv.Atoi(s)
			if err != nil || i < 0 || i >= len(v) {
				return nil, false
			}
			cur = v[i]
		default:
			return nil, false
		}
	}
	return cur, true
}

// holds evaluates the condition. A missing argument satisfies only
// "exists: false", neq and not_in, or any condition marked if_present.
func (c *Condition) holds(args map[string]any) bool {
	v, ok := lookup(args, c.segments)
	if !ok && c.IfPresent {
		return true
	}
	switch c.Op {
	case "exists":
		want, _ := c.Value.(bool)
		return ok == want
	case "neq":
		return !ok || !equal(v, c.Value)
	case "not_in":
		return !ok || !slices.ContainsFunc(c.list, func(x any) bool { return equal(v, x) })
	}
	if !ok {
		return false
	}
	switch c.Op {
	case "eq":
		return equal(v, c.Value)
	case "in":
		return slices.ContainsFunc(c.list, func(x any) bool { return equal(v, x) })
	case "lt", "lte", "gt", "gte":
		n, ok := number(v)
		if !ok {
			return false
		}
		switch c.Op {
		case "lt":
			return n < c.num
		case "lte":
			return n <= c.num
		case "gt":
			return n > c.num
		default:
			return n >= c.num
		}
	case "regex":
		s, ok := v.(string)
		return ok && c.re.MatchString(s)
	case "contains":
		switch x := v.(type) {
		case string:
			want, ok := c.Value.(string)
			return ok && strings.Contains(x, want)
		case []any:
			return slices.ContainsFunc(x, func(e any) bool { return equal(e, c.Value) })
		case map[string]any:
			key, ok := c.Value.(string)
			if !ok {
				return false
			}
			_, has := x[key]
			return has
		}
	}
	return false
}

// number reads JSON numbers (and integers callers put in args by hand).
func number(v any) (float64, bool) {
	switch n := v.(type) {
	case float64:
		return n, !math.IsNaN(n)
	case int:
		return float64(n), true
	case int64:
		return float64(n), true
	case json.Number:
		f, err := n.Float64()
		return f, err == nil
	}
	return 0, false
}

// equal compares JSON values: numbers by value, arrays and objects deeply.
func equal(a, b any) bool {
	if na, ok := number(a); ok {
		nb, ok := number(b)
		return ok && na == nb
	}
	switch x := a.(type) {
	case string:
		y, ok := b.(string)
		return ok && x == y
	case bool:
		y, ok := b.(bool)
		return ok && x == y
	case nil:
		return b == nil
	case []any:
		y, ok := b.([]any)
		if !ok || len(x) != len(y) {
			return false
		}
		for i := range x {
			if !equal(x[i], y[i]) {
				return false
			}
		}
		return true
	case map[string]any:
		y, ok := b.(map[string]any)
		if !ok || len(x) != len(y) {
			return false
		}
		for k, v := range x {
			if !equal(v, y[k]) {
				return false
			}
		}
		return true
	}
	return false
}
