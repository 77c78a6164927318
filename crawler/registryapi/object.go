package registryapi

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/mcpscan/mcpscan/catalog"
	"github.com/mcpscan/mcpscan/internal/jsonsplit"
)

// object is one JSON object being read, with its path from the document root
// for error messages ("packages[0].transport.type").
//
// Every object of one document shares a single error slot: the first wrong
// type is recorded there and later reads return zero values. The parsers can
// then read field after field without an if after each, and the error that
// comes out is the first problem, named by its path.
type object struct {
	path    string
	members []jsonsplit.Member
	err     *error
}

// newObject reads raw, which must be valid JSON (see scan.go), as an
// object. A value of another type records an error and yields an object
// with no members.
func newObject(raw json.RawMessage, path string, errp *error) object {
	o := object{path: path, err: errp}
	if *errp != nil {
		return o
	}
	if len(raw) == 0 || raw[0] != '{' {
		o.fail(path, "an object", raw)
		return o
	}
	members, ok := jsonsplit.SplitObject(raw)
	if !ok {
		*errp = fmt.Errorf("%s: %w", displayPath(path), invalidJSON(raw))
		return o
	}
	o.members = members
	return o
}

// invalidJSON explains why raw could not be split. It only runs if a caller
// broke the rule that input is validated first.
func invalidJSON(raw []byte) error {
	var v any
	if err := json.Unmarshal(raw, &v); err != nil {
		return err
	}
	return errors.New("malformed JSON")
}

// fail records "path: want X, got Y" unless an error is already recorded.
func (o object) fail(path, want string, raw json.RawMessage) {
	if *o.err == nil {
		*o.err = fmt.Errorf("%s: want %s, got %s", displayPath(path), want, catalog.JSONKind(raw))
	}
}

// member returns the value of the first of keys that is present and not
// null, with its path. Several keys name one field in its spellings across
// schema versions; the first key listed, the current spelling, wins.
func (o object) member(keys ...string) (raw json.RawMessage, path string, ok bool) {
	if *o.err != nil {
		return nil, "", false
	}
	for _, k := range keys {
		// The last occurrence of a repeated name counts, as with
		// encoding/json.
		for i := len(o.members) - 1; i >= 0; i-- {
			if m := o.members[i]; m.Key == k {
				if string(m.Value) != "null" {
					return m.Value, childPath(o.path, k), true
				}
				break
			}
		}
	}
	return nil, "", false
}

// keys returns the object's member names, sorted, each once.
func (o object) keys() []string {
	seen := make(map[string]bool, len(o.members))
	out := make([]string, 0, len(o.members))
	for _, m := range o.members {
		if !seen[m.Key] {
			seen[m.Key] = true
			out = append(out, m.Key)
		}
	}
	slices.Sort(out)
	return out
}

// present reports whether key is present, even as null.
func (o object) present(key string) bool {
	for _, m := range o.members {
		if m.Key == key {
			return true
		}
	}
	return false
}

// has reports whether any of keys is present with a non-null value.
func (o object) has(keys ...string) bool {
	_, _, ok := o.member(keys...)
	return ok
}

// str reads a string member; absent and null read as "".
func (o object) str(keys ...string) string {
	raw, path, ok := o.member(keys...)
	if !ok {
		return ""
	}
	if raw[0] != '"' {
		o.fail(path, "a string", raw)
		return ""
	}
	s, ok := jsonsplit.Unquote(raw)
	if !ok {
		*o.err = fmt.Errorf("%s: %w", displayPath(path), invalidJSON(raw))
	}
	return s
}

// boolean reads a boolean member; absent and null read as false.
func (o object) boolean(keys ...string) bool {
	raw, path, ok := o.member(keys...)
	if !ok {
		return false
	}
	switch string(raw) {
	case "true":
		return true
	case "false":
		return false
	}
	o.fail(path, "a boolean", raw)
	return false
}

// timestamp reads an RFC 3339 time member; absent and null read as the zero
// time.
func (o object) timestamp(keys ...string) time.Time {
	raw, path, ok := o.member(keys...)
	if !ok {
		return time.Time{}
	}
	s := o.str(keys...)
	if *o.err != nil || s == "" {
		return time.Time{}
	}
	t, err := time.Parse(time.RFC3339Nano, s)
	if err != nil {
		*o.err = fmt.Errorf("%s: want an RFC 3339 time, got %s", displayPath(path), raw)
		return time.Time{}
	}
	return t
}

// object reads an object member.
func (o object) object(keys ...string) (object, bool) {
	raw, path, ok := o.member(keys...)
	if !ok {
		return object{err: o.err}, false
	}
	return newObject(raw, path, o.err), *o.err == nil
}

// rawObject returns an object member's bytes verbatim, for _meta.
func (o object) rawObject(keys ...string) json.RawMessage {
	raw, path, ok := o.member(keys...)
	if !ok {
		return nil
	}
	if raw[0] != '{' {
		o.fail(path, "an object", raw)
		return nil
	}
	return bytes.Clone(raw)
}

// objects reads an array of objects. Null elements are skipped: they carry
// nothing, and failing the whole server for them would lose the rest.
func (o object) objects(keys ...string) []object {
	raw, path, ok := o.member(keys...)
	if !ok {
		return nil
	}
	if raw[0] != '[' {
		o.fail(path, "an array", raw)
		return nil
	}
	elems, ok := jsonsplit.SplitArray(raw)
	if !ok {
		*o.err = fmt.Errorf("%s: %w", displayPath(path), invalidJSON(raw))
		return nil
	}
	out := make([]object, 0, len(elems))
	for i, e := range elems {
		if string(e) == "null" {
			continue
		}
		out = append(out, newObject(e, fmt.Sprintf("%s[%d]", path, i), o.err))
		if *o.err != nil {
			return nil
		}
	}
	return out
}

// childPath appends key to path. Keys that are not plain identifiers (the
// reverse-DNS _meta namespaces) are written in brackets so the path stays
// readable: _meta["io.modelcontextprotocol.registry/official"].updatedAt.
func childPath(path, key string) string {
	if strings.ContainsAny(key, "./[]\" ") {
		return fmt.Sprintf("%s[%q]", path, key)
	}
	if path == "" {
		return key
	}
	return path + "." + key
}

// displayPath names the document root when the path is empty.
func displayPath(path string) string {
	if path == "" {
		return "document"
	}
	return path
}
