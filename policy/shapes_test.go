package policy

import (
	"encoding/json"
	"fmt"
	"strings"
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
		{"null at the end", "args.file.path", `{"file":{"path":null}}`, true, false},
		{"a null item", "args.files[*].path", `{"files":[{"path":"/tmp/a"},{"path":null}]}`, true, false},
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

// TestNullIsAbsent: a null is not a value the caller supplied. A policy
// that requires an argument to exist is not satisfied by null, and a
// deny_if on an argument's presence does not hold for it, as for a null
// on the way to the end of a path.
func TestNullIsAbsent(t *testing.T) {
	for _, tt := range []struct {
		name, rule, args string
		allows           bool
	}{
		{"require exists, null", `"require":[{"path":"args.token","op":"exists","value":true}]`, `{"token":null}`, false},
		{"require exists, absent", `"require":[{"path":"args.token","op":"exists","value":true}]`, `{}`, false},
		{"require exists, empty string", `"require":[{"path":"args.token","op":"exists","value":true}]`, `{"token":""}`, true},
		{"require exists, null under a member", `"require":[{"path":"args.a.token","op":"exists","value":true}]`, `{"a":{"token":null}}`, false},
		{"require not exists, null", `"require":[{"path":"args.sudo","op":"exists","value":false}]`, `{"sudo":null}`, true},
		{"deny_if exists, null", `"deny_if":[{"conditions":[{"path":"args.sudo","op":"exists","value":true}]}]`, `{"sudo":null}`, true},
		{"deny_if exists, false", `"deny_if":[{"conditions":[{"path":"args.sudo","op":"exists","value":true}]}]`, `{"sudo":false}`, false},
		{"deny_if not exists, null", `"deny_if":[{"conditions":[{"path":"args.dry_run","op":"exists","value":false}]}]`, `{"dry_run":null}`, false},
		{"deny_if neq, null", `"deny_if":[{"conditions":[{"path":"args.dry_run","op":"neq","value":true}]}]`, `{"dry_run":null}`, false},
		{"require in, null", `"require":[{"path":"args.mode","op":"in","value":["read"]}]`, `{"mode":null}`, false},
		{"require in if present, null", `"require":[{"path":"args.mode","op":"in","value":["read"],"if_present":true}]`, `{"mode":null}`, true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			var args map[string]any
			if err := json.Unmarshal([]byte(tt.args), &args); err != nil {
				t.Fatal(err)
			}
			e := NewEngine(mustParse(t, `{"version":"1","default":"deny","tools":{"t":{`+tt.rule+`}}}`), nil)
			d, err := e.Decide(t.Context(), Request{Tool: "t", Args: args})
			if err != nil {
				t.Fatal(err)
			}
			if d.Allowed() != tt.allows {
				t.Errorf("got allowed %v (%s), want %v", d.Allowed(), d.Reason, tt.allows)
			}
		})
	}
}

// TestEqNullIsRefused: eq null could never hold, since a null counts as
// absent; the file is refused with what to write instead.
func TestEqNullIsRefused(t *testing.T) {
	for _, op := range []string{"eq", "neq"} {
		t.Run(op, func(t *testing.T) {
			_, err := Parse([]byte(`{"version":"1","default":"deny","tools":{"t":{"require":[{"path":"args.a","op":"` + op + `","value":null}]}}}`))
			if err == nil || !strings.Contains(err.Error(), "exists") {
				t.Errorf("got %v, want an error that points to exists", err)
			}
		})
	}
}
