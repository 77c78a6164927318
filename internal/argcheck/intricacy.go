package argcheck

import "github.com/santhosh-tekuri/jsonschema/v6"

// The validator evaluates every subschema that applies to a value, as
// often as it is reached: a schema whose allOf branches refer twice to
// the next level (a few hundred bytes) makes one value cost 2^depth
// evaluations, and the validator has no deadline. Such a schema is
// refused when compiled, as one that cannot be checked.

// maxEvaluations bounds the subschemas the validator may evaluate for
// one value.
const maxEvaluations = 10_000

// tooIntricate reports whether some value would make the validator
// evaluate more than maxEvaluations subschemas of root.
func tooIntricate(root *jsonschema.Schema) bool {
	cost := map[*jsonschema.Schema]int{}
	var visit func(s *jsonschema.Schema) int
	visit = func(s *jsonschema.Schema) int {
		if s == nil {
			return 0
		}
		if c, done := cost[s]; done {
			return c
		}
		// A cycle at one value is caught by the validator (it refuses an
		// endless loop); the first visit counts for it here.
		cost[s] = 1
		c := 1
		for _, n := range append(sameValue(s), s.Not) {
			c = min(c+visit(n), maxEvaluations+1)
		}
		cost[s] = c
		return c
	}
	seen := map[*jsonschema.Schema]bool{}
	stack := []*jsonschema.Schema{root}
	for len(stack) > 0 {
		s := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if s == nil || seen[s] {
			continue
		}
		seen[s] = true
		if visit(s) > maxEvaluations {
			return true
		}
		stack = append(stack, subschemas(s)...)
	}
	return false
}

// subschemas are all the schemas s refers to, for any value.
func subschemas(s *jsonschema.Schema) []*jsonschema.Schema {
	out := append(sameValue(s), s.Not, s.PropertyNames, s.UnevaluatedProperties, s.Contains,
		s.Items2020, s.UnevaluatedItems, s.ContentSchema)
	for _, p := range s.Properties {
		out = append(out, p)
	}
	for _, p := range s.PatternProperties {
		out = append(out, p)
	}
	out = append(out, s.PrefixItems...)
	for _, v := range []any{s.AdditionalProperties, s.AdditionalItems, s.Items} {
		switch v := v.(type) {
		case *jsonschema.Schema:
			out = append(out, v)
		case []*jsonschema.Schema:
			out = append(out, v...)
		}
	}
	return out
}
