package policy

import (
	"context"
	"fmt"
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

// WithClock sets the time source for counter windows (tests); the
// default is the wall clock, held from going back (Monotonic).
func WithClock(now func() time.Time) EngineOption { return func(e *Engine) { e.now = now } }

// NewEngine returns an engine for doc, counting limits in counters
// (in-memory counters when nil).
func NewEngine(doc *Document, counters Counters, opts ...EngineOption) *Engine {
	e := &Engine{doc: doc, counters: counters, now: wallClock, hidden: map[string]bool{}}
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
			if hold, note := e.allHold(d.Conditions, req.Args); hold {
				reason := d.OnDeny
				if reason == "" {
					reason = fmt.Sprintf("tool %q is denied by policy", req.Tool)
				}
				if note != "" {
					reason += " (" + note + ")"
				}
				return Decision{Action: ActionDeny, Rule: fmt.Sprintf("%s.deny_if[%d]", prefix, i), Reason: reason}, nil
			}
		}
		for i, c := range rule.Require {
			if ok, note := c.holds(req.Args, false); !ok {
				reason := c.OnDeny
				if reason == "" {
					reason = fmt.Sprintf("policy requires %s %s%s", c.Path, c.Op, valueText(c))
				}
				if note != "" {
					reason += " (" + note + ")"
				}
				return Decision{Action: ActionDeny, Rule: fmt.Sprintf("%s.require[%d]", prefix, i), Reason: reason}, nil
			}
		}
		if needs, reason := rule.RequireApproval.Applies(req.Args); needs && !req.Approved {
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

// allHold reports whether every condition of a deny_if holds, and, when
// one held only because its argument had a type it cannot judge, says so.
func (e *Engine) allHold(conds []Condition, args map[string]any) (bool, string) {
	return conditionsHold(conds, args)
}

// conditionsHold reports whether every condition holds, judged as deny_if
// judges them (a value of the wrong type holds), with the notes on values
// that could not be judged.
func conditionsHold(conds []Condition, args map[string]any) (bool, string) {
	var notes []string
	for i := range conds {
		ok, note := conds[i].holds(args, true)
		if !ok {
			return false, ""
		}
		if note != "" {
			notes = append(notes, note)
		}
	}
	return true, strings.Join(notes, "; ")
}

func valueText(c Condition) string {
	if c.Op == "exists" {
		return ""
	}
	return " " + fmt.Sprint(c.Value)
}

// found is one value a path leads to.
type found struct {
	v       any
	present bool
	// stuck is set when the path could not be followed past v (an array
	// where a member was named, a string or number where an object was
	// expected): the argument is there, in a shape the policy's author
	// did not foresee, and a condition on it cannot be judged.
	stuck bool
}

// resolve finds the values at a path of segments in the arguments. A "*"
// segment takes every element of an array; a value that is not an array
// there stands for itself (a scalar where a list was expected is still
// checked). A path without "*" gives one value, present or not.
func resolve(cur any, segs []string) []found {
	for i, s := range segs {
		if s == "*" {
			arr, ok := cur.([]any)
			if !ok {
				arr = []any{cur}
			}
			var out []found
			for _, e := range arr {
				out = append(out, resolve(e, segs[i+1:])...)
			}
			if out == nil {
				out = []found{}
			}
			return out
		}
		switch v := cur.(type) {
		case map[string]any:
			next, ok := v[s]
			if !ok {
				return []found{{}}
			}
			cur = next
		case []any:
			i, err := strconv.Atoi(s)
			if err != nil {
				return []found{{v: cur, present: true, stuck: true}}
			}
			if i < 0 || i >= len(v) {
				return []found{{}}
			}
			cur = v[i]
		case nil:
			return []found{{}} // null has no members in any reading
		default:
			return []found{{v: cur, present: true, stuck: true}}
		}
	}
	return []found{{v: cur, present: true}}
}

// holds evaluates the condition for a deny_if (deny true) or a require.
// A missing argument, or a null, satisfies only "exists: false", neq and
// not_in, or any condition marked if_present. Where the path has [*], a deny_if condition
// holds when it holds for any element, a require when it holds for every
// element. An argument present with a type the operator cannot judge (a
// string where a number is compared, an array where a string is matched)
// fails closed: a deny_if holds, a require fails, and the note says why.
func (c *Condition) holds(args map[string]any, deny bool) (bool, string) {
	vals := resolve(args, c.segments)
	if len(vals) == 0 {
		// [*] over an empty array: nothing to deny, nothing failing.
		return !deny, ""
	}
	note := ""
	for _, f := range vals {
		ok, judged := c.one(f)
		switch {
		case f.stuck:
			ok = deny
			note = fmt.Sprintf("%s leads through %s, which has no such member", c.Path, kindOf(f.v))
		case !judged:
			ok = deny
			note = fmt.Sprintf("%s is %s, which %s cannot judge", c.Path, kindOf(f.v), c.Op)
		}
		if deny && ok {
			return true, note
		}
		if !deny && !ok {
			return false, note
		}
	}
	return !deny, ""
}

// one evaluates the condition on one value; judged is false when the
// value's type does not fit the operator.
func (c *Condition) one(f found) (result, judged bool) {
	if f.stuck {
		return false, false
	}
	// A null is not a value the caller supplied: servers read it as the
	// parameter left out, so it is judged as absent, as a null on the way
	// to the end of a path is (exists true fails on it).
	if !f.present || f.v == nil {
		if c.IfPresent {
			return true, true
		}
		switch c.Op {
		case "exists":
			want, _ := c.Value.(bool)
			return !want, true
		case "neq", "not_in":
			return true, true
		}
		return false, true
	}
	v := f.v
	switch c.Op {
	case "exists":
		want, _ := c.Value.(bool)
		return want, true
	case "eq", "neq":
		if !sameKind(v, c.Value) {
			return false, false
		}
		return equal(v, c.Value) == (c.Op == "eq"), true
	case "in", "not_in":
		if !slices.ContainsFunc(c.list, func(x any) bool { return sameKind(v, x) }) {
			return false, false
		}
		in := slices.ContainsFunc(c.list, func(x any) bool { return equal(v, x) })
		return in == (c.Op == "in"), true
	case "lt", "lte", "gt", "gte":
		cmp, ok := compareNumber(v, c.bound)
		if !ok {
			return false, false
		}
		switch c.Op {
		case "lt":
			return cmp < 0, true
		case "lte":
			return cmp <= 0, true
		case "gt":
			return cmp > 0, true
		default:
			return cmp >= 0, true
		}
	case "regex":
		s, ok := v.(string)
		if !ok {
			return false, false
		}
		return c.re.MatchString(s), true
	case "contains":
		switch x := v.(type) {
		case string:
			want, ok := c.Value.(string)
			if !ok {
				return false, false
			}
			return strings.Contains(x, want), true
		case []any:
			return slices.ContainsFunc(x, func(e any) bool { return equal(e, c.Value) }), true
		case map[string]any:
			key, ok := c.Value.(string)
			if !ok {
				return false, false
			}
			_, has := x[key]
			return has, true
		}
		return false, false
	case "path_under":
		s, ok := v.(string)
		if !ok {
			return false, false
		}
		return pathUnder(s, c.roots), true
	case "sql_read_only":
		s, ok := v.(string)
		if !ok {
			return false, false
		}
		readOnly := sqlReadOnly(s) == nil
		want, _ := c.Value.(bool)
		return readOnly == want, true
	}
	return false, false
}

// sameKind reports whether two JSON values are of one type (numbers of
// any Go representation are one type).
func sameKind(a, b any) bool {
	na, nb := isNumber(a), isNumber(b)
	if na || nb {
		return na && nb
	}
	switch a.(type) {
	case string:
		_, ok := b.(string)
		return ok
	case bool:
		_, ok := b.(bool)
		return ok
	case nil:
		return b == nil
	case []any:
		_, ok := b.([]any)
		return ok
	case map[string]any:
		_, ok := b.(map[string]any)
		return ok
	}
	return false
}

// equal compares JSON values: numbers by value, arrays and objects deeply.
func equal(a, b any) bool {
	if na, ok := exactNumber(a); ok {
		nb, ok := exactNumber(b)
		return ok && na.Cmp(nb) == 0
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
