package classifier

import "strings"

// maxViaValues bounds how many of an argument's values a rationale names:
// an operation enum may list dozens, and the sentence is read by people.
const maxViaValues = 3

// argumentVia names, for a tool whose category comes from an argument
// rather than from what the tool says it does (baseline is set), the
// argument that reaches it and the values that do: "through its pipeline
// argument ($merge, $out)". A reader then sees why a tool that runs an
// aggregation is Destructive, and which value the policy checks. It is
// empty when the tool's own words give the category.
func argumentVia(cat, baseline Category, args []ArgumentRisk) string {
	if baseline == "" {
		return ""
	}
	for _, a := range args {
		if a.Category != cat {
			continue
		}
		out := "through its " + a.Param + " argument"
		vals := a.Values
		if a.Kind == ArgSwitch && len(vals) == 0 {
			vals = []string{"true"}
		}
		if len(vals) > 0 {
			more := ""
			if len(vals) > maxViaValues {
				vals, more = vals[:maxViaValues], ", …"
			}
			out += " (" + strings.Join(vals, ", ") + more + ")"
		}
		return out
	}
	return ""
}

// withVia puts via into a rationale before the clause that says why the
// category matters: "Deletes … data through its op argument (purge); the
// change cannot …".
func withVia(rationale, via string) string {
	if via == "" {
		return rationale
	}
	if i := strings.Index(rationale, "; "); i >= 0 {
		return rationale[:i] + " " + via + rationale[i:]
	}
	return strings.TrimSuffix(rationale, ".") + " " + via + "."
}
