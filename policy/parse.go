package policy

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/mcpscan/mcpscan/catalog"
	"github.com/mcpscan/mcpscan/internal/editdist"
	"github.com/mcpscan/mcpscan/internal/jsontree"
)

// Error is one problem in a policy file, at a line and column.
type Error struct {
	Line, Column int
	Path         string // where in the document: tools.execute_code.limits[0].window
	Msg          string
	Hint         string
}

func (e *Error) Error() string {
	msg := fmt.Sprintf("line %d, column %d: ", e.Line, e.Column)
	if e.Path != "" {
		msg += e.Path + ": "
	}
	msg += e.Msg
	if e.Hint != "" {
		msg += " (" + e.Hint + ")"
	}
	return msg
}

// ErrorList is every problem found in a file.
type ErrorList []*Error

func (l ErrorList) Error() string {
	msgs := make([]string, len(l))
	for i, e := range l {
		msgs[i] = e.Error()
	}
	return strings.Join(msgs, "\n")
}

// maxErrors bounds the report for a badly broken file.
const maxErrors = 50

// MaxPolicySize bounds a policy file; policies are hand-sized documents.
const MaxPolicySize = 8 << 20

// Parse reads a policy document. Unknown fields, wrong types, bad ops,
// regular expressions, windows and scopes, duplicate counters and other
// mistakes are errors with their line and column; the result is nil unless
// the document is entirely valid (a gateway must not run half a policy).
func Parse(data []byte) (*Document, error) {
	if len(data) > MaxPolicySize {
		return nil, ErrorList{{Line: 1, Column: 1, Msg: fmt.Sprintf("policy is %d bytes, more than the %d allowed", len(data), MaxPolicySize)}}
	}
	root, off := jsontree.ParseOffset(data)
	if root == nil {
		p := &parser{data: data}
		var msg string
		if err := json.Unmarshal(data, new(any)); err != nil {
			msg = strings.TrimPrefix(err.Error(), "json: ")
			var se *json.SyntaxError
			if errors.As(err, &se) {
				off = int(se.Offset) - 1
			}
		} else {
			msg = fmt.Sprintf("nested more than %d levels or too large", jsontree.MaxDepth)
		}
		p.errAt(max(off, 0), "", msg, "")
		return nil, p.errs
	}
	p := &parser{data: data}
	doc := p.document(root)
	if len(p.errs) > 0 {
		return nil, p.errs
	}
	return doc, nil
}

type parser struct {
	data []byte
	errs ErrorList
}

func (p *parser) errAt(off int, path, msg, hint string) {
	if len(p.errs) >= maxErrors {
		return
	}
	line, col := catalog.LineColumn(p.data, int64(off)+1)
	p.errs = append(p.errs, &Error{Line: line, Column: col, Path: path, Msg: msg, Hint: hint})
}

func (p *parser) err(n *jsontree.Node, path, msg, hint string) { p.errAt(n.Off, path, msg, hint) }

// object checks that n is an object whose members are all known, and
// returns them by name.
func (p *parser) object(n *jsontree.Node, path string, known []string, required ...string) map[string]*jsontree.Node {
	if n.Kind != 'o' {
		p.err(n, path, "want an object, got "+n.KindName(), "")
		return nil
	}
	out := make(map[string]*jsontree.Node, len(n.Keys))
	for i, k := range n.Keys {
		if _, dup := out[k]; dup {
			p.errAt(n.KeyOff[i], join(path, k), "appears twice", "")
			continue
		}
		if !slices.Contains(known, k) && !strings.HasPrefix(k, "x-") {
			p.errAt(n.KeyOff[i], path, fmt.Sprintf("unknown field %q", k), suggest(k, known))
			continue
		}
		out[k] = n.Vals[i]
	}
	for _, r := range required {
		if _, ok := out[r]; !ok {
			p.err(n, path, fmt.Sprintf("missing required field %q", r), "")
		}
	}
	return out
}

func join(path, field string) string {
	if path == "" {
		return field
	}
	return path + "." + field
}

func (p *parser) str(n *jsontree.Node, path string) string {
	if n == nil {
		return ""
	}
	if n.Kind != 's' {
		p.err(n, path, "want a string, got "+n.KindName(), "")
		return ""
	}
	return n.Str
}

func (p *parser) oneOf(n *jsontree.Node, path string, allowed ...string) string {
	s := p.str(n, path)
	if n != nil && n.Kind == 's' && !slices.Contains(allowed, s) {
		p.err(n, path, fmt.Sprintf("%q is not allowed", s), "want "+orList(allowed))
	}
	return s
}

func orList(words []string) string {
	if len(words) < 2 {
		return strings.Join(words, "")
	}
	return strings.Join(words[:len(words)-1], ", ") + " or " + words[len(words)-1]
}

func (p *parser) array(n *jsontree.Node, path string) []*jsontree.Node {
	if n == nil {
		return nil
	}
	if n.Kind != 'a' {
		p.err(n, path, "want an array, got "+n.KindName(), "")
		return nil
	}
	return n.Vals
}

func (p *parser) document(root *jsontree.Node) *Document {
	m := p.object(root, "", []string{"version", "default", "hide", "all_tools", "tools", "description", "prompts", "resources", "instructions"}, "version", "default")
	if m == nil {
		return nil
	}
	d := &Document{}
	if v := m["version"]; v != nil {
		d.Version = p.str(v, "version")
		if v.Kind == 's' && d.Version != "1" {
			p.err(v, "version", fmt.Sprintf("version %q is not supported", d.Version), `only "1" is`)
		}
	}
	d.Default = p.oneOf(m["default"], "default", string(ActionAllow), string(ActionDeny))
	for i, h := range p.array(m["hide"], "hide") {
		d.Hide = append(d.Hide, p.str(h, fmt.Sprintf("hide[%d]", i)))
	}
	if at := m["all_tools"]; at != nil {
		am := p.object(at, "all_tools", []string{"limits"})
		d.AllTools = &AllTools{Limits: p.limits(am["limits"], "all_tools.limits")}
	}
	if tools := m["tools"]; tools != nil {
		if tools.Kind != 'o' {
			p.err(tools, "tools", "want an object of tool names, got "+tools.KindName(), "")
		} else {
			d.Tools = make(map[string]*ToolRule, len(tools.Keys))
			for i, name := range tools.Keys {
				path := "tools." + name
				if _, dup := d.Tools[name]; dup {
					p.errAt(tools.KeyOff[i], path, "appears twice", "")
					continue
				}
				d.Tools[name] = p.tool(tools.Vals[i], path)
			}
		}
	}
	d.Prompts = p.items(m["prompts"], "prompts")
	d.Resources = p.items(m["resources"], "resources")
	if m["instructions"] != nil {
		d.Instructions = p.oneOf(m["instructions"], "instructions", InstructionsPass, InstructionsWithhold)
	}
	p.checkCounters(d, root)
	return d
}

// items reads a "prompts" or "resources" section.
func (p *parser) items(n *jsontree.Node, path string) *ItemRules {
	if n == nil {
		return nil
	}
	m := p.object(n, path, []string{"default", "allow", "deny", "on_deny"})
	if m == nil {
		return nil
	}
	r := &ItemRules{OnDeny: p.str(m["on_deny"], path+".on_deny")}
	if dn := m["default"]; dn != nil {
		r.Default = p.oneOf(dn, path+".default", string(ActionAllow), string(ActionDeny))
	}
	patterns := func(field string) []string {
		var out []string
		for i, pn := range p.array(m[field], path+"."+field) {
			at := fmt.Sprintf("%s.%s[%d]", path, field, i)
			s := p.str(pn, at)
			switch {
			case pn.Kind != 's':
			case s == "":
				p.err(pn, at, "an empty pattern matches nothing", `"*" matches every name, "**" every URI`)
			case len(s) > maxItemLen:
				p.err(pn, at, fmt.Sprintf("a pattern of %d bytes", len(s)), fmt.Sprintf("at most %d", maxItemLen))
			default:
				out = append(out, s)
			}
		}
		return out
	}
	r.Allow, r.Deny = patterns("allow"), patterns("deny")
	if len(r.Allow) > 0 && r.Default != string(ActionDeny) {
		p.err(n, path+".allow", "allow patterns matter only under \"default\": \"deny\"", `set "default": "deny", or drop "allow"`)
	}
	return r
}

var toolFields = []string{"limits", "deny_if", "require", "require_approval", "x-risk", "description"}

func (p *parser) tool(n *jsontree.Node, path string) *ToolRule {
	m := p.object(n, path, toolFields)
	t := &ToolRule{}
	if m == nil {
		return t
	}
	t.Limits = p.limits(m["limits"], path+".limits")
	for i, dn := range p.array(m["deny_if"], path+".deny_if") {
		dpath := fmt.Sprintf("%s.deny_if[%d]", path, i)
		dm := p.object(dn, dpath, []string{"conditions", "on_deny"}, "conditions")
		if dm == nil {
			continue
		}
		// An empty list means "always deny"; it must stay a list when
		// written back, not become null.
		rule := DenyRule{Conditions: []Condition{}, OnDeny: p.str(dm["on_deny"], dpath+".on_deny")}
		for j, cn := range p.array(dm["conditions"], dpath+".conditions") {
			rule.Conditions = append(rule.Conditions, p.condition(cn, fmt.Sprintf("%s.conditions[%d]", dpath, j)))
		}
		t.DenyIf = append(t.DenyIf, rule)
	}
	for i, cn := range p.array(m["require"], path+".require") {
		t.Require = append(t.Require, p.condition(cn, fmt.Sprintf("%s.require[%d]", path, i)))
	}
	if an := m["require_approval"]; an != nil {
		am := p.object(an, path+".require_approval", []string{"reason", "timeout", "by", "when"})
		a := &Approval{Reason: p.str(am["reason"], path+".require_approval.reason")}
		if wn := am["when"]; wn != nil {
			a.When = p.approvalCases(wn, path+".require_approval.when")
		}
		if bn := am["by"]; bn != nil {
			a.By = p.str(bn, path+".require_approval.by")
			if a.By != ApproveByClient && a.By != ApproveByApprover && a.By != ApproveByEither {
				p.err(bn, path+".require_approval.by", fmt.Sprintf("%q is not who may approve", a.By), `one of "client", "approver", "either"`)
			}
		}
		if tn := am["timeout"]; tn != nil {
			a.Timeout = p.str(tn, path+".require_approval.timeout")
			if dur, err := time.ParseDuration(a.Timeout); err != nil || dur <= 0 || dur > 24*time.Hour {
				p.err(tn, path+".require_approval.timeout", fmt.Sprintf("%q is not a timeout", a.Timeout), "a duration such as 30s or 10m, at most 24h")
			} else {
				a.timeout = dur
			}
		}
		t.RequireApproval = a
	}
	if rn := m["x-risk"]; rn != nil {
		rm := p.object(rn, path+".x-risk", []string{"category", "severity", "rules", "rationale", "findings"})
		r := &Risk{Category: p.str(rm["category"], path+".x-risk.category"), Severity: p.str(rm["severity"], path+".x-risk.severity"),
			Rationale: p.str(rm["rationale"], path+".x-risk.rationale")}
		for i, f := range p.array(rm["findings"], path+".x-risk.findings") {
			r.Findings = append(r.Findings, p.str(f, fmt.Sprintf("%s.x-risk.findings[%d]", path, i)))
		}
		for i, rule := range p.array(rm["rules"], path+".x-risk.rules") {
			r.Rules = append(r.Rules, p.str(rule, fmt.Sprintf("%s.x-risk.rules[%d]", path, i)))
		}
		t.Risk = r
	}
	for i, k := range n.Keys {
		if strings.HasPrefix(k, "x-") && k != "x-risk" {
			t.Extra = append(t.Extra, ExtraField{Name: k, Value: json.RawMessage(rawOf(p.data, n.Vals[i]))})
		}
	}
	return t
}

// rawOf returns the bytes of a value, found by re-scanning from its offset.
func rawOf(data []byte, n *jsontree.Node) []byte {
	dec := json.NewDecoder(strings.NewReader(string(data[n.Off:])))
	var raw json.RawMessage
	if dec.Decode(&raw) != nil {
		return []byte("null")
	}
	return raw
}

func (p *parser) limits(n *jsontree.Node, path string) []Limit {
	var out []Limit
	for i, ln := range p.array(n, path) {
		lpath := fmt.Sprintf("%s[%d]", path, i)
		m := p.object(ln, lpath, []string{"counter", "window", "max", "scope"}, "counter", "window", "max")
		if m == nil {
			continue
		}
		l := Limit{Counter: p.str(m["counter"], lpath+".counter"), Scope: ScopeGrant}
		if c := m["counter"]; c != nil && c.Kind == 's' && strings.TrimSpace(l.Counter) == "" {
			p.err(c, lpath+".counter", "a counter needs a name", "")
		}
		l.Window = Window(p.oneOf(m["window"], lpath+".window", string(Second), string(Minute), string(Hour), string(Day)))
		if sn := m["scope"]; sn != nil {
			l.Scope = Scope(p.oneOf(sn, lpath+".scope", string(ScopeGrant), string(ScopeSession), string(ScopeGlobal)))
		}
		if mn := m["max"]; mn != nil {
			v, err := strconv.ParseFloat(mn.Str, 64)
			switch {
			case mn.Kind != 'n':
				p.err(mn, lpath+".max", "want a number, got "+mn.KindName(), "")
			case err != nil || v != float64(int(v)) || v < 1 || v > 1e9:
				p.err(mn, lpath+".max", fmt.Sprintf("%s is not a call count", mn.Str), "a whole number from 1 to 1000000000")
			default:
				l.Max = int(v)
			}
		}
		out = append(out, l)
	}
	return out
}

// approvalCases reads require_approval.when: a non-empty list of cases,
// each with a non-empty list of conditions. An empty list is refused
// rather than read as "never" or "always": either would surprise someone.
func (p *parser) approvalCases(n *jsontree.Node, path string) []ApprovalCase {
	list := p.array(n, path)
	if n.Kind == 'a' && len(list) == 0 {
		p.err(n, path, "lists no case", "leave when out to ask for every call, or give cases such as [{\"conditions\": [{\"path\": \"args.force\", \"op\": \"eq\", \"value\": true}]}]")
		return nil
	}
	cases := make([]ApprovalCase, 0, len(list))
	for i, cn := range list {
		cpath := fmt.Sprintf("%s[%d]", path, i)
		cm := p.object(cn, cpath, []string{"conditions", "reason"}, "conditions")
		if cm == nil {
			continue
		}
		c := ApprovalCase{Reason: p.str(cm["reason"], cpath+".reason")}
		conds := p.array(cm["conditions"], cpath+".conditions")
		if cm["conditions"] != nil && cm["conditions"].Kind == 'a' && len(conds) == 0 {
			p.err(cm["conditions"], cpath+".conditions", "lists no condition", "a case needs at least one condition; leave when out to ask for every call")
		}
		for j, cond := range conds {
			c.Conditions = append(c.Conditions, p.condition(cond, fmt.Sprintf("%s.conditions[%d]", cpath, j)))
		}
		cases = append(cases, c)
	}
	return cases
}

func (p *parser) condition(n *jsontree.Node, path string) Condition {
	m := p.object(n, path, []string{"path", "op", "value", "on_deny", "if_present"}, "path", "op")
	if m == nil {
		return Condition{}
	}
	c := Condition{Path: p.str(m["path"], path+".path"), Op: p.str(m["op"], path+".op"),
		OnDeny: p.str(m["on_deny"], path+".on_deny")}
	if ip := m["if_present"]; ip != nil {
		if ip.Kind != 'b' {
			p.err(ip, path+".if_present", "want true or false, got "+ip.KindName(), "")
		}
		c.IfPresent = ip.Str == "true"
	}
	if v := m["value"]; v != nil {
		// Numbers stay as written (json.Number), so that they compare
		// exactly: 1234567890123456789 is not 1234567890123456790.
		dec := json.NewDecoder(bytes.NewReader(rawOf(p.data, v)))
		dec.UseNumber()
		if err := dec.Decode(&c.Value); err != nil {
			p.err(v, path+".value", err.Error(), "")
		}
	}
	if len(p.errs) > 0 && m["path"] == nil {
		return c
	}
	if err := c.compile(); err != nil {
		at := m["op"]
		if strings.HasPrefix(err.Error(), "path ") {
			at = m["path"]
		} else if v := m["value"]; v != nil && c.Op != "" && slices.Contains(ops, c.Op) {
			at = v
		}
		if at == nil {
			at = n
		}
		hint := ""
		if !slices.Contains(ops, c.Op) {
			hint = suggest(c.Op, ops)
		}
		p.err(at, path, err.Error(), hint)
	}
	return c
}

// checkCounters rejects one counter name used with different windows or
// maxima, which would make its meaning depend on which tool counted.
func (p *parser) checkCounters(d *Document, root *jsontree.Node) {
	for name, ls := range d.limitsByCounter() {
		for _, l := range ls[1:] {
			if l.Window != ls[0].Window || l.Max != ls[0].Max || l.Scope != ls[0].Scope {
				p.err(root, "", fmt.Sprintf("counter %q is defined twice with different window, max or scope", name),
					"give each limit its own counter name, or make the definitions equal")
				break
			}
		}
	}
}

// suggest offers the nearest known word for a misspelled one.
func suggest(got string, known []string) string {
	best, bestD := "", 3
	for _, k := range known {
		if d := editdist.Distance(strings.ToLower(got), k, false); d < bestD {
			best, bestD = k, d
		}
	}
	if best == "" {
		return "known fields: " + strings.Join(known, ", ")
	}
	return fmt.Sprintf("did you mean %q?", best)
}

// Warning is a problem that does not stop a policy from working.
type Warning struct {
	Path string
	Msg  string
}

func (w Warning) String() string { return w.Path + ": " + w.Msg }

// Validate checks a parsed document against the tools its server has:
// rules for tools the server does not have are warnings (a typo leaves the
// real tool under the default).
func (d *Document) Validate(tools []string) []Warning {
	var out []Warning
	for _, name := range slices.Sorted(maps.Keys(d.Tools)) {
		if !slices.Contains(tools, name) {
			out = append(out, Warning{Path: "tools." + name, Msg: "the server has no tool of this name" + hintTool(name, tools)})
		}
	}
	for i, h := range d.Hide {
		if h != "*" && !slices.Contains(tools, h) {
			out = append(out, Warning{Path: fmt.Sprintf("hide[%d]", i), Msg: fmt.Sprintf("the server has no tool %q", h)})
		}
	}
	return out
}

func hintTool(name string, tools []string) string {
	s := suggest(name, tools)
	if strings.HasPrefix(s, "did you mean") {
		return " (" + s + ")"
	}
	return ""
}
