package argcheck

import (
	"fmt"
	"strings"
	"unicode"

	"github.com/santhosh-tekuri/jsonschema/v6"
)

// Go's encoding/json matches member names without regard to case (and a
// Go server that binds arguments to a struct reads "PATH" as "path"),
// while a policy, and servers in other languages, read exact names. A
// name that one reader would take for another lets a call be decided on
// one value and run on another, or on a value the policy never saw.

// FoldedTwice finds, at any depth, two member names of one object that
// differ only in case.
func FoldedTwice(v any) (string, string, bool) {
	switch v := v.(type) {
	case map[string]any:
		seen := make(map[string]string, len(v))
		for k, e := range v {
			f := FoldKey(k)
			if prev, dup := seen[f]; dup {
				return prev, k, true
			}
			seen[f] = k
			if a, b, found := FoldedTwice(e); found {
				return a, b, true
			}
		}
	case []any:
		for _, e := range v {
			if a, b, found := FoldedTwice(e); found {
				return a, b, true
			}
		}
	}
	return "", "", false
}

// FoldKey maps every rune to the least rune of its case-folding orbit, so
// that names a case-insensitive reader takes for one ("K", "k" and the
// Kelvin sign alike) have one key.
func FoldKey(s string) string {
	var b strings.Builder
	for _, r := range s {
		least := r
		for f := unicode.SimpleFold(r); f != r; f = unicode.SimpleFold(f) {
			least = min(least, f)
		}
		b.WriteRune(least)
	}
	return b.String()
}

// maxNameSteps bounds the schema nodes visited to check one call's member
// names: a schema of nested references and combinators could otherwise be
// expanded once per argument value, or without end.
const maxNameSteps = 1 << 20

// checkNames refuses member names a case-insensitive reader would take for
// other names: two members of one object that differ only in case, or a
// member that differs only in case from a property declared for that
// place. Declared means declared anywhere the validator looks: directly,
// through $ref, $dynamicRef and $defs, allOf, anyOf, oneOf, if/then/else,
// dependentSchemas, patternProperties, additionalProperties and the items
// keywords, in the compiled schema the validator itself uses.
func checkNames(root *jsonschema.Schema, args map[string]any) error {
	if a, b, found := FoldedTwice(args); found {
		return &Error{Msg: fmt.Sprintf("members %q and %q differ only in case", a, b)}
	}
	w := &nameWalk{steps: maxNameSteps, places: map[string]*place{}}
	return w.check([]*jsonschema.Schema{root}, args, nil)
}

type nameWalk struct {
	steps int
	// places caches what applies at a place, by the schemas that reach
	// it: the items of an array share one.
	places map[string]*place
}

// place is what a set of schemas says of one value: every schema that
// applies to it, and the member names they declare.
type place struct {
	all      []*jsonschema.Schema
	declared map[string]string // by FoldKey
	exact    map[string]bool
}

var errTooIntricate = &Error{Msg: "could not be checked: the tool's input schema is too intricate to read its member names"}

func (w *nameWalk) spend(n int) error {
	if w.steps -= n; w.steps < 0 {
		return errTooIntricate
	}
	return nil
}

// at is the place that set reaches: every schema that applies to the same
// value as set does, each once.
func (w *nameWalk) at(set []*jsonschema.Schema) (*place, error) {
	var key strings.Builder
	for _, s := range set {
		fmt.Fprintf(&key, "%p,", s)
	}
	if p, ok := w.places[key.String()]; ok {
		return p, w.spend(1)
	}
	p := &place{declared: map[string]string{}, exact: map[string]bool{}}
	seen := map[*jsonschema.Schema]bool{}
	var visit func(s *jsonschema.Schema) error
	visit = func(s *jsonschema.Schema) error {
		if s == nil || seen[s] {
			return nil
		}
		if err := w.spend(1 + len(s.Properties) + len(s.Required)); err != nil {
			return err
		}
		seen[s] = true
		p.all = append(p.all, s)
		for name := range s.Properties {
			p.declared[FoldKey(name)], p.exact[name] = name, true
		}
		for _, name := range s.Required {
			p.declared[FoldKey(name)], p.exact[name] = name, true
		}
		for _, n := range sameValue(s) {
			if err := visit(n); err != nil {
				return err
			}
		}
		return nil
	}
	for _, s := range set {
		if err := visit(s); err != nil {
			return nil, err
		}
	}
	w.places[key.String()] = p
	return p, nil
}

// sameValue are the subschemas of s that apply to the value s applies to.
func sameValue(s *jsonschema.Schema) []*jsonschema.Schema {
	next := []*jsonschema.Schema{s.Ref, s.RecursiveRef, s.If, s.Then, s.Else}
	if s.DynamicRef != nil {
		next = append(next, s.DynamicRef.Ref)
	}
	next = append(next, s.AllOf...)
	next = append(next, s.AnyOf...)
	next = append(next, s.OneOf...)
	for _, d := range s.DependentSchemas {
		next = append(next, d)
	}
	for _, d := range s.Dependencies {
		if d, ok := d.(*jsonschema.Schema); ok {
			next = append(next, d)
		}
	}
	return next
}

func (w *nameWalk) check(set []*jsonschema.Schema, v any, path []string) error {
	switch v := v.(type) {
	case map[string]any:
		p, err := w.at(set)
		if err != nil {
			return err
		}
		for k, e := range v {
			if d, like := p.declared[FoldKey(k)]; like && !p.exact[k] {
				return &Error{Path: pointer(append(path, k)), Msg: fmt.Sprintf("member %q is the property %q in another case", k, d)}
			}
			if err := w.spend(len(p.all)); err != nil {
				return err
			}
			if err := w.check(memberSchemas(p.all, k), e, append(path, k)); err != nil {
				return err
			}
		}
	case []any:
		p, err := w.at(set)
		if err != nil {
			return err
		}
		for i, e := range v {
			if err := w.spend(len(p.all)); err != nil {
				return err
			}
			if err := w.check(itemSchemas(p.all, i), e, append(path, fmt.Sprint(i))); err != nil {
				return err
			}
		}
	}
	return nil
}

// memberSchemas are the schemas of set that apply to member k.
func memberSchemas(set []*jsonschema.Schema, k string) []*jsonschema.Schema {
	var out []*jsonschema.Schema
	for _, s := range set {
		matched := false
		if p, ok := s.Properties[k]; ok {
			out = append(out, p)
			matched = true
		}
		for re, p := range s.PatternProperties {
			if re.MatchString(k) {
				out = append(out, p)
				matched = true
			}
		}
		if a, ok := s.AdditionalProperties.(*jsonschema.Schema); ok && !matched {
			out = append(out, a)
		}
		if s.UnevaluatedProperties != nil {
			out = append(out, s.UnevaluatedProperties)
		}
	}
	return out
}

// itemSchemas are the schemas of set that apply to item i.
func itemSchemas(set []*jsonschema.Schema, i int) []*jsonschema.Schema {
	var out []*jsonschema.Schema
	for _, s := range set {
		switch {
		case i < len(s.PrefixItems):
			out = append(out, s.PrefixItems[i])
		case s.Items2020 != nil:
			out = append(out, s.Items2020)
		}
		switch items := s.Items.(type) {
		case *jsonschema.Schema:
			out = append(out, items)
		case []*jsonschema.Schema:
			if i < len(items) {
				out = append(out, items[i])
			} else if a, ok := s.AdditionalItems.(*jsonschema.Schema); ok {
				out = append(out, a)
			}
		}
		if s.Contains != nil {
			out = append(out, s.Contains)
		}
		if s.UnevaluatedItems != nil {
			out = append(out, s.UnevaluatedItems)
		}
	}
	return out
}
