package catalog

import (
	"bytes"
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"strconv"
)

// Annotations are the behaviour hints a server declares for a tool. Each hint
// is nil when the server did not declare it; the methods ReadOnly,
// Destructive, Idempotent and OpenWorld apply the MCP specification's
// defaults for undeclared hints.
//
// The specification calls these untrusted hints: mcpscan compares them with
// the behaviour it infers and never takes them as the verdict.
type Annotations struct {
	Title           string `json:"title,omitempty"`
	ReadOnlyHint    *bool  `json:"readOnlyHint,omitempty"`
	DestructiveHint *bool  `json:"destructiveHint,omitempty"`
	IdempotentHint  *bool  `json:"idempotentHint,omitempty"`
	OpenWorldHint   *bool  `json:"openWorldHint,omitempty"`

	// Extra keeps hints this version does not know (proposals add new
	// ones), so they survive a decode and re-encode.
	Extra map[string]json.RawMessage `json:"-"`
}

// Defaults the MCP specification gives undeclared hints (identical in every
// revision from 2025-03-26 to 2026-07-28).
const (
	DefaultReadOnly    = false
	DefaultDestructive = true
	DefaultIdempotent  = false
	DefaultOpenWorld   = true
)

// ReadOnly reports whether the tool claims not to modify its environment.
func (a Annotations) ReadOnly() bool { return hint(a.ReadOnlyHint, DefaultReadOnly) }

// Destructive reports whether the tool may perform destructive updates. The
// specification gives it meaning only for tools that are not read-only.
func (a Annotations) Destructive() bool { return hint(a.DestructiveHint, DefaultDestructive) }

// Idempotent reports whether repeated calls with the same arguments have no
// further effect. Meaningful only for tools that are not read-only.
func (a Annotations) Idempotent() bool { return hint(a.IdempotentHint, DefaultIdempotent) }

// OpenWorld reports whether the tool may interact with external entities.
func (a Annotations) OpenWorld() bool { return hint(a.OpenWorldHint, DefaultOpenWorld) }

// Declared reports whether the server declared any annotation at all.
func (a Annotations) Declared() bool {
	return a.Title != "" || a.ReadOnlyHint != nil || a.DestructiveHint != nil ||
		a.IdempotentHint != nil || a.OpenWorldHint != nil || len(a.Extra) > 0
}

// MarshalJSON encodes the declared hints, then Extra in key order.
func (a Annotations) MarshalJSON() ([]byte, error) {
	var b bytes.Buffer
	b.WriteByte('{')
	n := 0
	member := func(key string, raw []byte) {
		if n > 0 {
			b.WriteByte(',')
		}
		n++
		writeString(&b, key)
		b.WriteByte(':')
		b.Write(raw)
	}
	if a.Title != "" {
		var s bytes.Buffer
		writeString(&s, a.Title)
		member("title", s.Bytes())
	}
	for _, f := range []struct {
		key string
		v   *bool
	}{
		{"readOnlyHint", a.ReadOnlyHint},
		{"destructiveHint", a.DestructiveHint},
		{"idempotentHint", a.IdempotentHint},
		{"openWorldHint", a.OpenWorldHint},
	} {
		if f.v != nil {
			member(f.key, []byte(strconv.FormatBool(*f.v)))
		}
	}
	for _, k := range slices.Sorted(maps.Keys(a.Extra)) {
		if !json.Valid(a.Extra[k]) {
			return nil, fmt.Errorf("annotations: %s is not valid JSON", k)
		}
		member(k, a.Extra[k])
	}
	b.WriteByte('}')
	return b.Bytes(), nil
}

// UnmarshalJSON decodes an annotations object and names the hint that has the
// wrong type, since a server sending "readOnlyHint": "true" deserves a clear
// report rather than a silent default.
func (a *Annotations) UnmarshalJSON(data []byte) error {
	var members map[string]json.RawMessage
	if err := json.Unmarshal(data, &members); err != nil {
		return fmt.Errorf("annotations: %w", describeTypeError(err, "object"))
	}
	var out Annotations
	var err error
	if out.Title, err = stringMember(members, "title"); err != nil {
		return fmt.Errorf("annotations: %w", err)
	}
	for _, f := range []struct {
		key string
		dst **bool
	}{
		{"readOnlyHint", &out.ReadOnlyHint},
		{"destructiveHint", &out.DestructiveHint},
		{"idempotentHint", &out.IdempotentHint},
		{"openWorldHint", &out.OpenWorldHint},
	} {
		raw, ok := members[f.key]
		if !ok || isNull(raw) {
			continue
		}
		var v bool
		if err := json.Unmarshal(raw, &v); err != nil {
			return fmt.Errorf("annotations: %s: want a boolean, got %s", f.key, JSONKind(raw))
		}
		*f.dst = &v
	}
	for k, v := range members {
		switch k {
		case "title", "readOnlyHint", "destructiveHint", "idempotentHint", "openWorldHint":
			continue
		}
		if out.Extra == nil {
			out.Extra = make(map[string]json.RawMessage)
		}
		out.Extra[k] = bytes.Clone(v)
	}
	*a = out
	return nil
}

func hint(p *bool, def bool) bool {
	if p == nil {
		return def
	}
	return *p
}
