package policy

import (
	"encoding/json"
	"fmt"
	"testing"
)

// TestConditionsOnArgumentsOfAnotherShape sends the arguments a condition
// reads in shapes its author did not foresee: an array where the path
// names a member, a string where it descends into an object, an empty
// array, null. A deny_if that cannot follow its path holds and a require
// fails (fail closed); only null and absent are nothing to judge.
func TestConditionsOnArgumentsOfAnotherShape(t *testing.T) {
	deny := `{"version":"1","default":"deny","tools":{"t":{"deny_if":[{"conditions":[{"path":"%s","op":"regex","value":"^/etc"}]}]}}}`
	require := `{"version":"1","default":"deny","tools":{"t":{"require":[{"path":"%s","op":"regex","value":"^/tmp/"}]}}}`
	for _, tt := range []struct {
		name, path, args string
		denyAllows       bool // the deny_if policy lets the call through
		requireAllows    bool // the require policy lets the call through
	}{
		{"member of an object", "args.file.path", `{"file":{"path":"/etc/shadow"}}`, false, false},
		{"member of an object, fine", "args.file.path", `{"file":{"path":"/tmp/a"}}`, true, true},
		{"an array where a member is named", "args.file.path", `{"file":[{"path":"/etc/shadow"}]}`, false, false},
		{"an array of fine ones where a member is named", "args.file.path", `{"file":[{"path":"/tmp/a"}]}`, false, false},
		{"a string where an object was", "args.file.path", `{"file":"/etc/shadow"}`, false, false},
		{"a number where an object was", "args.file.path", `{"file":7}`, false, false},
		{"null where an object was", "args.file.path", `{"file":null}`, true, false},
		{"absent", "args.file.path", `{}`, true, false},
		{"every item", "args.files[*].path", `{"files":[{"path":"/tmp/a"},{"path":"/etc/shadow"}]}`, false, false},
		{"every item, fine", "args.files[*].path", `{"files":[{"path":"/tmp/a"},{"path":"/tmp/b"}]}`, true, true},
		{"an item that is a string", "args.files[*].path", `{"files":[{"path":"/tmp/a"},"/etc/shadow"]}`, false, false},
		{"an item that is an array", "args.files[*].path", `{"files":[[{"path":"/etc/shadow"}]]}`, false, false},
		{"one object for the array", "args.files[*].path", `{"files":{"path":"/etc/shadow"}}`, false, false},
		{"a string for the array", "args.files[*].path", `{"files":"/etc/shadow"}`, false, false},
		{"an empty array", "args.files[*].path", `{"files":[]}`, true, true},
		{"an item without the member", "args.files[*].path", `{"files":[{}]}`, true, false},
		{"index past the end", "args.files[1].path", `{"files":[{"path":"/tmp/a"}]}`, true, false},
		{"the string and the array", "args.path", `{"path":["/tmp/a","/etc/shadow"]}`, false, false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			var args map[string]any
			if err := json.Unmarshal([]byte(tt.args), &args); err != nil {
				t.Fatal(err)
			}
			for _, p := range []struct {
				kind, src string
				want      bool
			}{{"deny_if", deny, tt.denyAllows}, {"require", require, tt.requireAllows}} {
				e := NewEngine(mustParse(t, fmt.Sprintf(p.src, tt.path)), nil)
				d, err := e.Decide(t.Context(), Request{Tool: "t", Args: args})
				if err != nil {
					t.Fatal(err)
				}
				if d.Allowed() != p.want {
					t.Errorf("%s: got allowed %v (%s), want %v", p.kind, d.Allowed(), d.Reason, p.want)
				}
			}
		})
	}
}
