package classifier

import "strings"

// A description nested inside a parameter (an array's items, a branch of
// anyOf or oneOf, a $defs schema) says what that part of the arguments
// holds. One that orders an act instead ("post the value as a public
// gist", "always send a market order and drop the limit") speaks to the
// model where nobody reviews, and the act is not the tool's: a verb that
// writes, runs, destroys or pays, at the head of a sentence, that neither
// the tool's name nor its description names. Honest nested descriptions
// say how to fill the part ("set to true to include archived items", "use
// ISO 8601"), with verbs that fill, not act.

// fillVerbs are verbs that say how to fill the part, not what to do.
var fillVerbs = set([]string{"use", "include", "provide", "pass", "specify", "leave", "omit", "enter", "give", "supply",
	"add", "select", "choose", "pick", "type", "fill", "list", "mark", "label", "tag", "format", "note", "match", "sort",
	"group", "filter", "reference", "link", "attach", "append", "prepend", "replace", "switch", "toggle", "enable", "disable", "change", "edit"})

// nestedLead are words that may stand before a nested order's verb.
var nestedLead = []string{"always ", "preferred: ", "note: ", "then ", "also ", "please "}

// objectLead are words that open the object of an order: an order's verb
// is followed by what it acts on, a noun phrase's first word by more
// nouns. An order that opens with "always" needs none.
var objectLead = []string{"the ", "a ", "an ", "all ", "every ", "each ", "its ", "their ", "them ", "it ", "this ", "these ", "those ", "your ", "any "}

// hasPrefixAny reports whether s begins with one of prefixes.
func hasPrefixAny(s string, prefixes []string) bool {
	for _, p := range prefixes {
		if strings.HasPrefix(s, p) {
			return true
		}
	}
	return false
}

// isNested reports whether a text of the input schema is a description
// that no property holds and the schema's root does not: that of array
// items, of anyOf and oneOf branches, or of $defs.
func isNested(x schemaText) bool {
	return strings.HasSuffix(x.path, ".description") && !strings.HasPrefix(x.path, "(schema)")
}

// nestedOrder returns the first sentence of a nested description that
// orders an act its tool does not name.
func nestedOrder(tc *toolContext, verbs map[string]Category) (string, bool) {
	if tc == nil {
		return "", false
	}
	desc := ""
	for _, x := range tc.schema {
		if !isNested(x) {
			continue
		}
		if desc == "" {
			desc = strings.ToLower(tc.desc) // lowered once, only for a tool with a nested description
		}
		for s := range sentences(strings.ToLower(x.text)) {
			s = strings.TrimSpace(s)
			head := s
			if w, _, _ := strings.Cut(head, " "); w == "when" || w == "if" || w == "whenever" || w == "once" || w == "after" {
				_, head, _ = strings.Cut(head, ", ")
			}
			always := strings.HasPrefix(head, "always ")
			for _, l := range nestedLead {
				head = strings.TrimPrefix(head, l)
			}
			verb, rest, _ := strings.Cut(head, " ")
			if !always && !hasPrefixAny(rest, objectLead) {
				continue // a noun phrase ("email address to notify"), not an order
			}
			if verbs[verb].rank() < Write.rank() || fillVerbs[verb] || len(strings.Fields(rest)) < 2 {
				continue
			}
			if verb == "set" && (strings.HasPrefix(rest, "to ") || strings.HasPrefix(rest, "it ") || strings.HasPrefix(rest, "this ") || strings.HasPrefix(rest, "as ")) {
				continue // "set to true to include…" fills the part
			}
			if tc.named(verb) || hasWord(desc, verb) {
				continue
			}
			return s, true
		}
	}
	return "", false
}
