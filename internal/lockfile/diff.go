package lockfile

import (
	"bytes"
	"cmp"
	"encoding/json"
	"fmt"
	"maps"
	"slices"

	"github.com/mcpscan/mcpscan/catalog"
	"github.com/mcpscan/mcpscan/classifier"
)

// ChangeKind says what happened to a tool since it was locked.
type ChangeKind string

// The kinds of change.
const (
	Added        ChangeKind = "added"
	Removed      ChangeKind = "removed"
	Changed      ChangeKind = "changed"
	Renamed      ChangeKind = "renamed"
	Reclassified ChangeKind = "reclassified" // same definition, another verdict (a newer ruleset)
)

// Server statuses in a Result.
const (
	ServerAdded     = "added"
	ServerRemoved   = "removed"
	ServerChanged   = "changed"
	ServerUnchanged = "unchanged"
	ServerFailed    = "failed"
)

// Risk is a tool's verdict on one side of a change.
type Risk struct {
	Category classifier.Category `json:"category"`
	Severity classifier.Severity `json:"severity"`
	Digest   string              `json:"digest"`
}

// Change is one tool that differs from the lock.
type Change struct {
	Kind ChangeKind `json:"kind"`
	// Tool is the tool's name now (as locked, for a removed tool).
	Tool string `json:"tool"`
	// OldName is the locked name of a renamed tool.
	OldName string        `json:"oldName,omitempty"`
	Old     *Risk         `json:"old,omitempty"`
	New     *Risk         `json:"new,omitempty"`
	Fields  []FieldChange `json:"fields,omitempty"`
	// NewFindings are findings the lock did not approve.
	NewFindings []Finding `json:"newFindings,omitempty"`
	// Severity is what --fail-on compares: the tool's risk now (its
	// severity or that of a finding the lock did not have), or, for a
	// removed tool, as it was approved.
	Severity classifier.Severity `json:"severity"`
	// Line is the line in the lock a report points at: the tool's, or its
	// server's for an added tool.
	Line int `json:"line,omitempty"`
}

// Delta is "Write/Medium → Execute/High", the risk before and after.
func (c Change) Delta() string {
	side := func(r *Risk) string {
		if r == nil {
			return "none"
		}
		return string(r.Category) + "/" + string(r.Severity)
	}
	return side(c.Old) + " → " + side(c.New)
}

// FieldChange is one member of the definition that changed; for schemas
// and annotations, the JSON pointers (RFC 6901) inside it that did.
type FieldChange struct {
	Field string       `json:"field"`
	Paths []PathChange `json:"paths,omitempty"`
	// More counts the changed paths left out of Paths.
	More int `json:"more,omitempty"`
}

// PathChange is a value added, removed or changed at a JSON pointer.
type PathChange struct {
	Op   string `json:"op"` // added, removed, changed
	Path string `json:"path"`
}

// ServerDelta is the comparison of one server.
type ServerDelta struct {
	Server string `json:"server"`
	Status string `json:"status"`
	// Error says why a failed server could not be read.
	Error string `json:"error,omitempty"`
	// Source lists what changed in where the server comes from
	// ("version 1.0.0 → 1.1.0"); informational.
	Source  []string `json:"source,omitempty"`
	Changes []Change `json:"changes"`
	Line    int      `json:"line,omitempty"`
}

// Result is a lock compared with the servers as they are.
type Result struct {
	Servers []ServerDelta `json:"servers"`
}

// Compare compares the lock with what the servers offer now. Servers in
// failed (name → reason) could not be read: they are reported as failed,
// not as removed. fallbackLine is the line added servers point at.
func Compare(locked, live *Lock, failed map[string]string, fallbackLine int) *Result {
	res := &Result{Servers: []ServerDelta{}}
	names := map[string]bool{}
	for _, s := range locked.Servers {
		names[s.Name] = true
	}
	for _, s := range live.Servers {
		names[s.Name] = true
	}
	for name := range failed {
		names[name] = true
	}
	for _, name := range slices.Sorted(maps.Keys(names)) {
		old, inLock := locked.Server(name)
		now, inLive := live.Server(name)
		d := ServerDelta{Server: name, Changes: []Change{}, Line: old.Line}
		switch reason, bad := failed[name]; {
		case bad:
			d.Status, d.Error = ServerFailed, reason
		case !inLock:
			d.Status, d.Line = ServerAdded, fallbackLine
			d.Changes = compareTools(Server{Line: fallbackLine}, now)
		case !inLive:
			d.Status = ServerRemoved
			d.Changes = compareTools(old, Server{})
		default:
			d.Source = compareSource(old, now)
			d.Changes = compareTools(old, now)
			d.Status = ServerUnchanged
			if len(d.Changes) > 0 {
				d.Status = ServerChanged
			}
		}
		if d.Changes == nil {
			d.Changes = []Change{}
		}
		res.Servers = append(res.Servers, d)
	}
	return res
}

func compareSource(old, now Server) []string {
	var out []string
	for _, f := range []struct{ name, a, b string }{
		{"package", old.Package, now.Package}, {"version", old.Version, now.Version},
		{"url", old.URL, now.URL}, {"command", old.Command, now.Command}, {"ruleset", old.Ruleset, now.Ruleset},
	} {
		if f.a != f.b {
			out = append(out, fmt.Sprintf("%s %s → %s", f.name, orNone(f.a), orNone(f.b)))
		}
	}
	return out
}

func orNone(s string) string {
	if s == "" {
		return "(none)"
	}
	return s
}

// compareTools matches the tools of a server by name, then pairs the
// remaining removed and added tools as renames: first by identical
// content (the definition without its name), then by similarity.
func compareTools(old, now Server) []Change {
	var out []Change
	oldBy := map[string]Tool{}
	for _, t := range old.Tools {
		oldBy[t.Name] = t
	}
	var added []Tool
	for _, t := range now.Tools {
		o, ok := oldBy[t.Name]
		if !ok {
			added = append(added, t)
			continue
		}
		delete(oldBy, t.Name)
		if c, changed := compareTool(o, t); changed {
			out = append(out, c)
		}
	}
	var removed []Tool
	for _, t := range old.Tools {
		if _, ok := oldBy[t.Name]; ok {
			removed = append(removed, t)
		}
	}
	pairs, added, removed := pairRenames(removed, added)
	for _, p := range pairs {
		c, _ := compareTool(p[0], p[1])
		c.Kind, c.OldName = Renamed, p[0].Name
		out = append(out, c)
	}
	for _, t := range added {
		out = append(out, Change{Kind: Added, Tool: t.Name, New: risk(t), NewFindings: t.Findings,
			Severity: t.Risk(), Line: old.Line})
	}
	for _, t := range removed {
		out = append(out, Change{Kind: Removed, Tool: t.Name, Old: risk(t), Severity: t.Risk(), Line: t.Line})
	}
	slices.SortFunc(out, func(a, b Change) int { return cmp.Or(cmp.Compare(a.Tool, b.Tool), cmp.Compare(a.Kind, b.Kind)) })
	return out
}

func risk(t Tool) *Risk {
	return &Risk{Category: t.Category, Severity: t.Severity, Digest: t.Digest}
}

// compareTool compares one tool with its locked self.
func compareTool(old, now Tool) (Change, bool) {
	c := Change{Kind: Changed, Tool: now.Name, Old: risk(old), New: risk(now), Line: old.Line}
	approved := map[string]bool{}
	for _, f := range old.Findings {
		approved[f.ID] = true
	}
	c.Severity = now.Severity
	for _, f := range now.Findings {
		if !approved[f.ID] {
			c.NewFindings = append(c.NewFindings, f)
			if f.Severity.Rank() > c.Severity.Rank() {
				c.Severity = f.Severity
			}
		}
	}
	if old.Digest != now.Digest {
		c.Fields = compareDefinitions(old.Definition, now.Definition)
		return c, true
	}
	if old.Category != now.Category || old.Severity != now.Severity || len(c.NewFindings) > 0 {
		c.Kind = Reclassified
		return c, true
	}
	return c, false
}

// definitionFields are the members of a definition, in the order a report
// lists them.
var definitionFields = []string{"name", "title", "description", "inputSchema", "outputSchema", "annotations"}

// maxPaths bounds the pointers listed for one field.
const maxPaths = 50

func compareDefinitions(a, b []byte) []FieldChange {
	ma, mb := members(a), members(b)
	var out []FieldChange
	for _, f := range definitionFields {
		va, okA := ma[f]
		vb, okB := mb[f]
		if okA == okB && bytes.Equal(va, vb) {
			continue
		}
		fc := FieldChange{Field: f}
		if f == "inputSchema" || f == "outputSchema" || f == "annotations" {
			var paths []PathChange
			diffJSON(decode(va), decode(vb), "", &paths)
			if len(paths) > maxPaths {
				fc.More = len(paths) - maxPaths
				paths = paths[:maxPaths]
			}
			fc.Paths = paths
		}
		out = append(out, fc)
	}
	return out
}

// members splits a canonical definition into its members' canonical
// bytes. A definition is canonical JSON (Parse and NewServer see to it),
// so equal bytes mean equal values.
func members(def []byte) map[string][]byte {
	var m map[string]json.RawMessage
	_ = json.Unmarshal(def, &m) // canonical JSON of an object
	out := make(map[string][]byte, len(m))
	for k, v := range m {
		out[k] = v
	}
	return out
}

// decode reads canonical JSON, numbers kept as their text (canonical, so
// equal text is equal value). nil stands for an absent member.
func decode(raw []byte) any {
	if raw == nil {
		return absent{}
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	var v any
	_ = dec.Decode(&v) // canonical JSON
	return v
}

// absent is a member that is not there, unlike a JSON null.
type absent struct{}

// diffJSON lists the JSON pointers where a and b differ.
func diffJSON(a, b any, path string, out *[]PathChange) {
	_, noA := a.(absent)
	_, noB := b.(absent)
	switch {
	case noA && noB:
		return
	case noA:
		*out = append(*out, PathChange{Op: "added", Path: orRoot(path)})
		return
	case noB:
		*out = append(*out, PathChange{Op: "removed", Path: orRoot(path)})
		return
	}
	switch va := a.(type) {
	case map[string]any:
		vb, ok := b.(map[string]any)
		if !ok {
			break
		}
		keys := map[string]bool{}
		for k := range va {
			keys[k] = true
		}
		for k := range vb {
			keys[k] = true
		}
		for _, k := range slices.Sorted(maps.Keys(keys)) {
			x, okX := va[k]
			y, okY := vb[k]
			if !okX {
				x = absent{}
			}
			if !okY {
				y = absent{}
			}
			diffJSON(x, y, path+"/"+escapePointer(k), out)
		}
		return
	case []any:
		vb, ok := b.([]any)
		if !ok {
			break
		}
		for i := range max(len(va), len(vb)) {
			var x, y any = absent{}, absent{}
			if i < len(va) {
				x = va[i]
			}
			if i < len(vb) {
				y = vb[i]
			}
			diffJSON(x, y, fmt.Sprintf("%s/%d", path, i), out)
		}
		return
	default:
		if a == b {
			return
		}
	}
	*out = append(*out, PathChange{Op: "changed", Path: orRoot(path)})
}

func orRoot(path string) string {
	if path == "" {
		return "" // RFC 6901: the empty pointer is the whole value
	}
	return path
}

// escapePointer escapes a member name for a JSON pointer (RFC 6901).
func escapePointer(s string) string {
	out := make([]byte, 0, len(s))
	for i := range len(s) {
		switch s[i] {
		case '~':
			out = append(out, '~', '0')
		case '/':
			out = append(out, '~', '1')
		default:
			out = append(out, s[i])
		}
	}
	return string(out)
}

// Over returns the changes at or over a severity.
func (r *Result) Over(threshold classifier.Severity) []Change {
	var out []Change
	for _, s := range r.Servers {
		for _, c := range s.Changes {
			if c.Severity.Rank() >= threshold.Rank() {
				out = append(out, c)
			}
		}
	}
	return out
}

// Failed returns the servers that could not be read.
func (r *Result) Failed() []ServerDelta {
	var out []ServerDelta
	for _, s := range r.Servers {
		if s.Status == ServerFailed {
			out = append(out, s)
		}
	}
	return out
}

// contentDigest is the digest of a definition without its name: equal for
// a tool that was only renamed.
func contentDigest(def []byte) string {
	m := members(def)
	delete(m, "name")
	raw, _ := json.Marshal(m) // raw canonical members: cannot fail
	c, err := catalog.JCS(raw)
	if err != nil {
		return ""
	}
	return catalog.DigestOf(c)
}
