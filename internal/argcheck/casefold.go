package argcheck

import (
	"encoding/json"
	"fmt"
	"strings"
	"unicode"
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

// CaseChecker refuses arguments whose member names a case-insensitive
// reader would take for other names: two members of one object that
// differ only in case, or a member the schema does not declare that
// differs only in case from a property it does.
type CaseChecker struct {
	schema map[string]any
}

// NewCaseChecker reads the declared properties of an input schema (an
// unreadable schema declares none; Compile refuses it anyway).
func NewCaseChecker(raw []byte) *CaseChecker {
	var s map[string]any
	_ = json.Unmarshal(raw, &s)
	return &CaseChecker{schema: s}
}

// Check reports the first confusable member name of args.
func (c *CaseChecker) Check(args map[string]any) error {
	if a, b, found := FoldedTwice(args); found {
		return &Error{Msg: fmt.Sprintf("members %q and %q differ only in case", a, b)}
	}
	return checkDeclared(c.schema, args, nil)
}

func checkDeclared(schema map[string]any, v any, path []string) error {
	switch v := v.(type) {
	case map[string]any:
		props, _ := schema["properties"].(map[string]any)
		declared := make(map[string]string, len(props))
		for p := range props {
			declared[FoldKey(p)] = p
		}
		for k, e := range v {
			if _, exact := props[k]; !exact {
				if p, like := declared[FoldKey(k)]; like {
					return &Error{Path: pointer(append(path, k)), Msg: fmt.Sprintf("member %q is the property %q in another case", k, p)}
				}
			}
			sub, _ := props[k].(map[string]any)
			if err := checkDeclared(sub, e, append(path, k)); err != nil {
				return err
			}
		}
	case []any:
		items, _ := schema["items"].(map[string]any)
		for i, e := range v {
			if err := checkDeclared(items, e, append(path, fmt.Sprint(i))); err != nil {
				return err
			}
		}
	}
	return nil
}
