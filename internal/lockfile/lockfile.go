// Package lockfile is the mcp.lock format: what a team approved of each MCP
// server, tool by tool (the digest and canonical definition of every tool,
// with the category, severity and findings the classifier gave it), and
// the comparison of a lock with what the servers offer now.
//
// The file is JSON written in one fixed layout (servers and tools sorted,
// two-space indent, each tool's canonical definition on one line), so a
// change to a lock reads well in a code review and every tool has a line a
// report can point at.
package lockfile

import (
	"cmp"
	"fmt"
	"net/url"
	"slices"

	"github.com/mcpscan/mcpscan/catalog"
	"github.com/mcpscan/mcpscan/classifier"
)

// Version is the lockfileVersion this package writes and reads.
const Version = 1

// DefaultPath is where the lock is kept when no other path is given.
const DefaultPath = "mcp.lock"

// Lock is the approved state of a set of servers.
type Lock struct {
	Servers []Server
	// ServersLine is the line of the "servers" member (set by Parse): where
	// a report points for a server the lock does not list.
	ServersLine int
}

// Server is one approved server: where it comes from and its tools.
type Server struct {
	Name string
	Source
	// Ruleset is the classifier ruleset version its tools were assessed
	// with.
	Ruleset string
	Tools   []Tool
	// Line is where the server's name is in the lock file (set by Parse).
	Line int
}

// Source says which build of a server was approved: a package and its
// version, a remote URL, or, for anything else, the command that starts it.
type Source struct {
	Package string // registry:identifier, e.g. npm:@modelcontextprotocol/server-github
	Version string
	URL     string
	Command string
}

// Tool is one approved tool.
type Tool struct {
	Name     string
	Digest   string
	Category classifier.Category
	Severity classifier.Severity
	Findings []Finding
	// Definition is the canonical definition the digest is taken over.
	Definition []byte
	// Line is where the tool's name is in the lock file (set by Parse).
	Line int
}

// Finding is a classifier finding on a tool, by its rule ID.
type Finding struct {
	ID       string              `json:"id"`
	Severity classifier.Severity `json:"severity"`
}

// NewServer records a server's tools as they are now, with their
// assessments (matched by tool name).
func NewServer(srv catalog.Server, src Source, ruleset string, assessments []classifier.Assessment) (Server, error) {
	byName := make(map[string]classifier.Assessment, len(assessments))
	for _, a := range assessments {
		byName[a.Tool] = a
	}
	out := Server{Name: srv.Name, Source: src, Ruleset: ruleset, Tools: make([]Tool, 0, len(srv.Tools))}
	for _, t := range srv.Tools {
		def, err := t.Definition()
		if err != nil {
			return Server{}, fmt.Errorf("server %s: %w", srv.Name, err)
		}
		a, ok := byName[t.Name]
		if !ok {
			return Server{}, fmt.Errorf("server %s: tool %s has no assessment", srv.Name, t.Name)
		}
		tool := Tool{Name: t.Name, Digest: catalog.DigestOf(def), Category: a.Category, Severity: a.Severity, Definition: def}
		for _, f := range a.Findings {
			tool.Findings = append(tool.Findings, Finding{ID: f.ID, Severity: f.Severity})
		}
		tool.Findings = sortFindings(tool.Findings)
		out.Tools = append(out.Tools, tool)
	}
	slices.SortFunc(out.Tools, func(a, b Tool) int { return cmp.Compare(a.Name, b.Name) })
	return out, nil
}

// New makes a lock of servers, sorted by name.
func New(servers []Server) *Lock {
	l := &Lock{Servers: slices.Clone(servers)}
	l.sort()
	return l
}

func (l *Lock) sort() {
	slices.SortFunc(l.Servers, func(a, b Server) int { return cmp.Compare(a.Name, b.Name) })
}

// Server looks a server up by name.
func (l *Lock) Server(name string) (Server, bool) {
	for _, s := range l.Servers {
		if s.Name == name {
			return s, true
		}
	}
	return Server{}, false
}

// sortFindings orders findings by ID and drops repeats (a rule that fired
// on two fields is one finding to approve).
func sortFindings(fs []Finding) []Finding {
	slices.SortFunc(fs, func(a, b Finding) int {
		return cmp.Or(cmp.Compare(a.ID, b.ID), cmp.Compare(b.Severity.Rank(), a.Severity.Rank()))
	})
	return slices.CompactFunc(fs, func(a, b Finding) bool { return a.ID == b.ID })
}

// Risk is the highest severity of the tool and its findings: what a
// threshold compares.
func (t Tool) Risk() classifier.Severity {
	s := t.Severity
	for _, f := range t.Findings {
		if f.Severity.Rank() > s.Rank() {
			s = f.Severity
		}
	}
	return s
}

// Update accepts what the servers offer now into the lock: every server,
// or only those named. A named server that is gone is dropped from the
// lock; one that failed is kept as it was approved.
func Update(locked, live *Lock, failed map[string]bool, only []string) *Lock {
	keep := func(name string) bool { return len(only) > 0 && !slices.Contains(only, name) || failed[name] }
	var out []Server
	for _, s := range locked.Servers {
		if keep(s.Name) {
			out = append(out, s)
		}
	}
	for _, s := range live.Servers {
		if !keep(s.Name) {
			out = append(out, s)
		}
	}
	return New(out)
}

// SourceOf says where a server read from a dump or a registry record
// comes from: its first package, else its first remote.
func SourceOf(srv catalog.Server) Source {
	src := Source{Version: srv.Version}
	if len(srv.Packages) > 0 {
		p := srv.Packages[0]
		src.Package = p.RegistryType + ":" + p.Identifier
		if p.Version != "" {
			src.Version = p.Version
		}
	} else if len(srv.Remotes) > 0 {
		src.URL = PublicURL(srv.Remotes[0].URL)
	}
	return src
}

// PublicURL drops what a URL may carry that is nobody's business in a
// shared file: user information, the query and the fragment (API keys
// travel there).
func PublicURL(raw string) string {
	u, err := url.Parse(raw)
	if err != nil {
		return ""
	}
	u.User, u.RawQuery, u.ForceQuery, u.Fragment, u.RawFragment = nil, "", false, "", ""
	return u.String()
}
