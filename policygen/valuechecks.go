// The checks a generated policy puts on argument values the schema
// describes: read-only SQL, http(s) URLs and paths kept under their roots.

package policygen

import (
	"encoding/json"
	"maps"
	"slices"
	"strings"

	"github.com/mcpscan/mcpscan/catalog"
	"github.com/mcpscan/mcpscan/classifier"
	"github.com/mcpscan/mcpscan/policy"
)

// schemaParam is a top-level property of a tool's input schema.
type schemaParam struct {
	name     string
	typ      string
	format   string
	required bool
	desc     string
}

func topLevelParams(schema []byte) []schemaParam {
	var s struct {
		Properties map[string]struct {
			Type        any    `json:"type"`
			Format      string `json:"format"`
			Description string `json:"description"`
		} `json:"properties"`
		Required []string `json:"required"`
	}
	if json.Unmarshal(schema, &s) != nil {
		return nil
	}
	var out []schemaParam
	for _, name := range slices.Sorted(maps.Keys(s.Properties)) {
		p := s.Properties[name]
		typ, _ := p.Type.(string)
		out = append(out, schemaParam{name: name, typ: typ, format: p.Format, desc: strings.ToLower(p.Description),
			required: slices.Contains(s.Required, name)})
	}
	return out
}

// notHTTP matches any string that does not start with http:// or https://
// (RE2 has no negative look-ahead, so the complement is spelled out).
const notHTTP = `(?i)^(?:$|[^h]|h(?:$|[^t])|ht(?:$|[^t])|htt(?:$|[^p])|http(?:$|[^s:])|https(?:$|[^:])|https?:(?:$|[^/])|https?:/(?:$|[^/]))`

// climbsOut matches a path that climbs out of its directory with "..",
// written with either separator, percent-encoded or not.
const climbsOut = `(?i)(^|[/\\]|%2f|%5c)(\.|%2e){2}([/\\]|%2f|%5c|$)`

// argumentChecks adds the checks the evidence supports: a read-only SQL
// tool may run only read-only statements (sql_read_only), URLs must be
// http(s), and every path-like string the tool takes (nested in objects and
// arrays too) must stay under the configured roots (path_under), or without
// roots may not climb out with "..".
func argumentChecks(rule *policy.ToolRule, t catalog.Tool, a classifier.Assessment, opts Options) {
	params := topLevelParams(t.InputSchema)
	readOnlyClaim := t.Annotations.ReadOnlyHint != nil && *t.Annotations.ReadOnlyHint
	for _, e := range a.Evidence {
		if e.Effect == "negation" {
			readOnlyClaim = true
		}
	}
	for _, p := range params {
		arg := "args." + p.name
		switch {
		case isSQLParam(p, a) && readOnlyClaim:
			rule.Require = append(rule.Require, policy.Condition{Path: arg, Op: "sql_read_only", Value: true, IfPresent: !p.required,
				OnDeny: t.Name + " is read-only: only one SELECT, WITH, EXPLAIN or SHOW statement is allowed, with no INTO and no function that changes anything."})
		case isURLParam(p):
			rule.DenyIf = append(rule.DenyIf, policy.DenyRule{
				Conditions: []policy.Condition{{Path: arg, Op: "exists", Value: true}, {Path: arg, Op: "regex", Value: notHTTP}},
				OnDeny:     "Only http:// and https:// URLs are allowed for " + p.name + ".",
			})
		}
	}
	filesystem := slices.Contains(a.Capabilities, classifier.CapFilesystem)
	for _, loc := range pathStrings(t.InputSchema, filesystem) {
		if len(opts.Roots) > 0 {
			roots := make([]any, len(opts.Roots))
			for i, r := range opts.Roots {
				roots[i] = strings.TrimRight(r, `/\`)
				if roots[i] == "" {
					roots[i] = r
				}
			}
			rule.Require = append(rule.Require, policy.Condition{Path: loc.path, Op: "path_under", Value: roots,
				IfPresent: !loc.required, OnDeny: loc.name + " must be under " + strings.Join(opts.Roots, " or ") + "."})
			continue
		}
		rule.DenyIf = append(rule.DenyIf, policy.DenyRule{
			Conditions: []policy.Condition{{Path: loc.path, Op: "regex", Value: climbsOut}},
			OnDeny:     "Paths may not climb out of their directory with '..'.",
		})
	}
}

// pathLoc is where in a tool's arguments a path-like string is.
type pathLoc struct {
	path     string // args.source, args.paths[*], args.files[*].path
	name     string // the name to tell the agent
	required bool   // present in every call (no if_present)
}

// pathStrings walks a tool's input schema for every string that names a
// file or directory: by its name (path, paths, source, destination, …,
// *_path, *Dir), and for a tool with filesystem capability also by a
// description that speaks of paths or files, at any depth, through arrays,
// anyOf/oneOf/allOf branches and local $refs.
func pathStrings(schema []byte, filesystem bool) []pathLoc {
	var root any
	if json.Unmarshal(schema, &root) != nil {
		return nil
	}
	w := &pathWalker{root: root, filesystem: filesystem, seen: map[string]bool{}}
	w.walk(root, "args", "", true, 0)
	slices.SortFunc(w.out, func(a, b pathLoc) int { return strings.Compare(a.path, b.path) })
	return w.out
}

type pathWalker struct {
	root       any
	filesystem bool
	out        []pathLoc
	seen       map[string]bool
}

func (w *pathWalker) walk(node any, at, name string, required bool, depth int) {
	n, ok := node.(map[string]any)
	if !ok || depth > 12 {
		return
	}
	if ref, ok := n["$ref"].(string); ok {
		if target := w.resolve(ref); target != nil {
			w.walk(target, at, name, required, depth+1)
		}
	}
	for _, k := range []string{"anyOf", "oneOf", "allOf"} {
		if branches, ok := n[k].([]any); ok {
			for _, b := range branches {
				w.walk(b, at, name, required, depth+1)
			}
		}
	}
	if props, ok := n["properties"].(map[string]any); ok {
		req := map[string]bool{}
		if rl, ok := n["required"].([]any); ok {
			for _, r := range rl {
				if s, ok := r.(string); ok {
					req[s] = true
				}
			}
		}
		for _, key := range slices.Sorted(maps.Keys(props)) {
			w.walk(props[key], at+"."+key, key, required && req[key], depth+1)
		}
	}
	if items, ok := n["items"]; ok {
		// The elements of an array carry the array's name (paths → each a
		// path); an empty or absent array has nothing to check.
		w.walk(items, at+"[*]", name, false, depth+1)
	}
	if !takesString(n) || name == "" || w.seen[at] {
		return
	}
	desc, _ := n["description"].(string)
	format, _ := n["format"].(string)
	if isPathName(name) || (w.filesystem && (pathNames[strings.ToLower(name)] || describesPath(desc, format))) {
		w.seen[at] = true
		w.out = append(w.out, pathLoc{path: at, name: name, required: required && !strings.Contains(at, "[*]")})
	}
}

// resolve follows a local reference (#, #/$defs/x, #/definitions/x).
func (w *pathWalker) resolve(ref string) any {
	frag, ok := strings.CutPrefix(ref, "#")
	if !ok {
		return nil
	}
	cur := w.root
	for _, part := range strings.Split(strings.TrimPrefix(frag, "/"), "/") {
		if part == "" {
			continue
		}
		part = strings.ReplaceAll(strings.ReplaceAll(part, "~1", "/"), "~0", "~")
		m, ok := cur.(map[string]any)
		if !ok {
			return nil
		}
		cur = m[part]
	}
	return cur
}

// takesString reports whether a schema admits a string.
func takesString(n map[string]any) bool {
	switch t := n["type"].(type) {
	case string:
		return t == "string"
	case []any:
		return slices.Contains(t, any("string"))
	case nil:
		_, hasProps := n["properties"]
		_, hasItems := n["items"]
		return !hasProps && !hasItems
	}
	return false
}

var pathNames = map[string]bool{
	"path": true, "paths": true, "file": true, "files": true, "filepath": true, "filepaths": true, "file_path": true,
	"file_paths": true, "filename": true, "filenames": true, "file_name": true, "source": true, "sources": true,
	"src": true, "destination": true, "destinations": true, "dest": true, "dst": true, "target": true, "targets": true,
	"dir": true, "dirs": true, "directory": true, "directories": true, "folder": true, "folders": true, "root": true,
	"cwd": true, "workdir": true, "working_directory": true, "workingdirectory": true, "old_path": true, "new_path": true,
	"from": true, "to": true, "location": true,
}

// isPathName reports whether a property's name says it holds a path.
func isPathName(name string) bool {
	n := strings.ToLower(name)
	if n == "from" || n == "to" || n == "location" || n == "target" || n == "targets" || n == "source" || n == "sources" {
		return false // paths only in a tool that works on files
	}
	if pathNames[n] {
		return true
	}
	for _, suf := range []string{"_path", "_paths", "path", "paths", "_dir", "_dirs", "dir", "_file", "_files", "_directory", "_folder"} {
		if strings.HasSuffix(n, suf) && n != suf {
			return true
		}
	}
	return false
}

// describesPath reports whether a description (or a format) says a
// string is a file or directory.
func describesPath(desc, format string) bool {
	d := strings.ToLower(desc)
	if format == "uri" && strings.Contains(d, "file") {
		return true
	}
	for _, w := range []string{"path", "file", "directory", "folder"} {
		if strings.Contains(d, w) {
			return true
		}
	}
	return false
}

func isSQLParam(p schemaParam, a classifier.Assessment) bool {
	if p.typ != "" && p.typ != "string" {
		return false
	}
	for _, e := range a.Evidence {
		if e.Rule == "param.sql" && strings.TrimPrefix(e.Field, "param:") == p.name {
			return true
		}
	}
	switch strings.ToLower(p.name) {
	case "sql", "query", "statement":
		return slices.Contains(a.Capabilities, classifier.CapSQL)
	}
	return false
}

func isURLParam(p schemaParam) bool {
	if p.typ != "" && p.typ != "string" {
		return false
	}
	n := strings.ToLower(p.name)
	return p.format == "uri" || p.format == "url" || n == "url" || n == "uri" || strings.HasSuffix(n, "_url") || strings.HasSuffix(p.name, "Url")
}
