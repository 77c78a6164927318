package npm

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/url"
	"slices"
	"strings"
	"time"

	"github.com/mcpscan/mcpscan/catalog"
	"github.com/mcpscan/mcpscan/internal/httpx"
)

// ErrNotFound is returned (wrapped) when the registry has no such package,
// or has it only as an unpublished stub.
var ErrNotFound = errors.New("package not found")

// Package is what mcpscan keeps of a package's metadata: the latest version's
// manifest and the package README.
type Package struct {
	Name        string            `json:"name"`
	Version     string            `json:"version"` // dist-tags.latest
	Published   time.Time         `json:"published"`
	Description string            `json:"description,omitempty"`
	Bin         map[string]string `json:"bin,omitempty"` // command name → script path
	// MCPName is the official MCP registry's ownership marker: the server
	// name the publisher claims, which the registry checks against the
	// package before it accepts a server.json naming this package.
	MCPName string `json:"mcpName,omitempty"`
	// Repository is the normalised https URL of the source repository, and
	// RepositoryDirectory the package's folder in it (monorepos).
	Repository          string            `json:"repository,omitempty"`
	RepositoryDirectory string            `json:"repositoryDirectory,omitempty"`
	Homepage            string            `json:"homepage,omitempty"`
	Keywords            []string          `json:"keywords,omitempty"`
	License             string            `json:"license,omitempty"`
	NodeEngine          string            `json:"nodeEngine,omitempty"` // engines.node
	Dependencies        map[string]string `json:"dependencies,omitempty"`
	PeerDependencies    map[string]string `json:"peerDependencies,omitempty"`
	Readme              string            `json:"readme,omitempty"`
}

// mcpSDKs are packages a server is built on. Depending on one is the best
// cheap evidence that a package is an MCP server rather than, say, a
// library that merely mentions MCP in its keywords.
var mcpSDKs = []string{
	"@modelcontextprotocol/sdk",
	"@modelcontextprotocol/server",
	"fastmcp",
	"mcp-framework",
	"mcp-handler",
	"@vercel/mcp-adapter",
}

// IsMCPServer reports whether the package looks like an MCP server: it
// declares an mcpName, or it depends on an MCP server SDK. Clients built on
// the same SDK pass too; the check is a filter for crawling, not a verdict.
func (p Package) IsMCPServer() bool {
	if p.MCPName != "" {
		return true
	}
	for _, sdk := range mcpSDKs {
		if _, ok := p.Dependencies[sdk]; ok {
			return true
		}
		if _, ok := p.PeerDependencies[sdk]; ok {
			return true
		}
	}
	return false
}

// Server returns the package as a catalog record. Tools stay nil: only
// introspecting a running server can tell what it offers.
func (p Package) Server() catalog.Server {
	name := p.MCPName
	if name == "" {
		name = p.Name
	}
	s := catalog.Server{
		Name:        name,
		Description: p.Description,
		Version:     p.Version,
		Source:      catalog.SourceNPM,
		Packages: []catalog.Package{{
			RegistryType: "npm",
			Identifier:   p.Name,
			Version:      p.Version,
			RuntimeHint:  "npx",
			Transport:    catalog.Transport{Type: catalog.TransportStdio},
			Environment:  EnvVarsFromReadme(p.Readme),
		}},
	}
	if p.Repository != "" {
		s.Repository = &catalog.Repository{
			URL:       p.Repository,
			Source:    catalog.RepoSource(p.Repository),
			Subfolder: p.RepositoryDirectory,
		}
	}
	// npm fills a missing homepage with "<repository>#readme"; that is not a
	// website of its own, so it is left out rather than shown twice.
	if h := strings.TrimSpace(p.Homepage); h != "" {
		if page, _, _ := strings.Cut(h, "#"); strings.TrimSuffix(page, "/") != p.Repository {
			s.WebsiteURL = h
		}
	}
	return s
}

// packument is the registry's document for one package: every version's
// manifest plus package-wide fields. Fields that old packages spell in
// several shapes are kept raw and read leniently, so one odd field does not
// lose the whole package.
type packument struct {
	Name     string                     `json:"name"`
	DistTags map[string]string          `json:"dist-tags"`
	Versions map[string]json.RawMessage `json:"versions"`
	Time     map[string]json.RawMessage `json:"time"`
	Readme   json.RawMessage            `json:"readme"`
}

// manifest is one version's package.json as the registry serves it.
type manifest struct {
	Name             string          `json:"name"`
	Version          string          `json:"version"`
	Description      json.RawMessage `json:"description"`
	Bin              json.RawMessage `json:"bin"`
	MCPName          json.RawMessage `json:"mcpName"`
	Repository       json.RawMessage `json:"repository"`
	Homepage         json.RawMessage `json:"homepage"`
	Keywords         json.RawMessage `json:"keywords"`
	License          json.RawMessage `json:"license"`
	Licenses         json.RawMessage `json:"licenses"`
	Engines          json.RawMessage `json:"engines"`
	Dependencies     json.RawMessage `json:"dependencies"`
	PeerDependencies json.RawMessage `json:"peerDependencies"`
	Readme           json.RawMessage `json:"readme"`
}

// Package fetches the named package and reads its latest version.
func (c *Client) Package(ctx context.Context, name string) (Package, error) {
	path, err := escapeName(name)
	if err != nil {
		return Package{}, err
	}
	u := c.base + "/" + path
	var doc packument
	if err := c.hc.GetJSON(ctx, u, &doc); err != nil {
		var se *httpx.StatusError
		if errors.As(err, &se) && se.Status == 404 {
			return Package{}, fmt.Errorf("npm %q: %w", name, ErrNotFound)
		}
		return Package{}, fmt.Errorf("npm package %q: %w", name, err)
	}
	return doc.latest(name)
}

// latest reads the manifest dist-tags.latest points at.
func (doc packument) latest(name string) (Package, error) {
	version := doc.DistTags["latest"]
	raw, ok := doc.Versions[version]
	if version == "" || !ok {
		// Unpublished packages keep a stub with no versions.
		return Package{}, fmt.Errorf("npm %q: %w: no latest version", name, ErrNotFound)
	}
	var m manifest
	if err := json.Unmarshal(raw, &m); err != nil {
		return Package{}, fmt.Errorf("npm %q@%s: decode manifest: %w", name, version, err)
	}
	p := Package{
		Name:             name,
		Version:          version,
		Description:      rawString(m.Description),
		Bin:              readBin(m.Bin, name),
		MCPName:          strings.TrimSpace(rawString(m.MCPName)),
		Homepage:         strings.TrimSpace(rawString(m.Homepage)),
		Keywords:         readKeywords(m.Keywords),
		License:          readLicense(m.License, m.Licenses),
		Dependencies:     rawStringMap(m.Dependencies),
		PeerDependencies: rawStringMap(m.PeerDependencies),
		Readme:           rawString(doc.Readme),
	}
	if doc.Name != "" {
		p.Name = doc.Name
	}
	if p.Readme == "" || strings.HasPrefix(p.Readme, "ERROR: No README data found") {
		p.Readme = rawString(m.Readme)
	}
	if strings.HasPrefix(p.Readme, "ERROR: No README data found") {
		p.Readme = ""
	}
	p.NodeEngine = rawStringMap(m.Engines)["node"]
	p.Repository, p.RepositoryDirectory = readRepository(m.Repository)
	if t, err := time.Parse(time.RFC3339, rawString(doc.Time[version])); err == nil {
		p.Published = t
	}
	return p, nil
}

// escapeName turns a package name into the path the registry serves it at.
// A scoped name keeps its "@" and has its slash encoded ("@scope%2fname"),
// which is the form the registry documents and every npm client sends.
func escapeName(name string) (string, error) {
	bad := func(why string) error { return fmt.Errorf("npm: invalid package name %q: %s", name, why) }
	if name == "" {
		return "", bad("empty")
	}
	if strings.ContainsAny(name, " \t\r\n\\?#%") {
		return "", bad("contains a space or URL metacharacter")
	}
	if scope, rest, ok := strings.Cut(name, "/"); ok {
		if !strings.HasPrefix(scope, "@") || len(scope) < 2 || rest == "" || strings.Contains(rest, "/") {
			return "", bad("only a scoped name (@scope/name) may contain a slash")
		}
		if rest == "." || rest == ".." {
			return "", bad("dot segment")
		}
		return url.PathEscape(scope) + "%2f" + url.PathEscape(rest), nil
	}
	if name == "." || name == ".." || strings.HasPrefix(name, "@") {
		return "", bad("not a package name")
	}
	return url.PathEscape(name), nil
}

// rawString reads a JSON string, or "" for anything else.
func rawString(raw json.RawMessage) string {
	var s string
	if json.Unmarshal(raw, &s) != nil {
		return ""
	}
	return s
}

// rawStringMap reads an object's string-valued members, skipping others.
func rawStringMap(raw json.RawMessage) map[string]string {
	var m map[string]json.RawMessage
	if json.Unmarshal(raw, &m) != nil || len(m) == 0 {
		return nil
	}
	out := make(map[string]string, len(m))
	for k, v := range m {
		var s string
		if json.Unmarshal(v, &s) == nil {
			out[k] = s
		}
	}
	if len(out) == 0 {
		return nil
	}
	return out
}

// readBin accepts both forms of "bin": a path (the command is then named
// after the package, without its scope) or a map of command to path.
func readBin(raw json.RawMessage, name string) map[string]string {
	if s := rawString(raw); s != "" {
		cmd := name
		if i := strings.LastIndex(cmd, "/"); i >= 0 {
			cmd = cmd[i+1:]
		}
		return map[string]string{cmd: s}
	}
	return rawStringMap(raw)
}

// readKeywords accepts an array of strings or, in old packages, one string
// of comma- or space-separated words.
func readKeywords(raw json.RawMessage) []string {
	var list []json.RawMessage
	var out []string
	if json.Unmarshal(raw, &list) == nil {
		for _, v := range list {
			if s := strings.TrimSpace(rawString(v)); s != "" {
				out = append(out, s)
			}
		}
		return out
	}
	return strings.FieldsFunc(rawString(raw), func(r rune) bool { return r == ',' || r == ' ' })
}

// readLicense accepts an SPDX string, the old {"type": …} object, or the
// older "licenses" array.
func readLicense(license, licenses json.RawMessage) string {
	if s := rawString(license); s != "" {
		return s
	}
	var obj struct {
		Type string `json:"type"`
	}
	if json.Unmarshal(license, &obj) == nil && obj.Type != "" {
		return obj.Type
	}
	var list []struct {
		Type string `json:"type"`
	}
	if json.Unmarshal(licenses, &list) == nil {
		var types []string
		for _, l := range list {
			if l.Type != "" {
				types = append(types, l.Type)
			}
		}
		if len(types) > 1 {
			return "(" + strings.Join(types, " OR ") + ")"
		}
		return strings.Join(types, "")
	}
	return ""
}

// readRepository accepts a URL or shorthand string, or {type, url, directory}.
func readRepository(raw json.RawMessage) (repoURL, directory string) {
	if s := rawString(raw); s != "" {
		u, sub := normaliseRepo(s)
		return u, sub
	}
	var obj struct {
		URL       string `json:"url"`
		Directory string `json:"directory"`
	}
	if json.Unmarshal(raw, &obj) != nil {
		return "", ""
	}
	u, sub := normaliseRepo(obj.URL)
	if d := strings.Trim(obj.Directory, "/"); d != "" {
		sub = d
	}
	return u, sub
}

// shorthandHosts are the "host:owner/repo" prefixes npm understands.
var shorthandHosts = map[string]string{
	"github":    "https://github.com/",
	"gitlab":    "https://gitlab.com/",
	"bitbucket": "https://bitbucket.org/",
}

// normaliseRepo turns the many ways package.json spells a repository into a
// plain https URL: it strips "git+" and ".git", rewrites scp-style and
// git:// addresses, and expands "github:owner/repo" and bare "owner/repo"
// shorthands. A GitHub "/tree/<ref>/<dir>" path becomes the subfolder. What
// cannot be read as a web URL gives "".
func normaliseRepo(s string) (repoURL, subfolder string) {
	s = strings.TrimSpace(s)
	if s == "" {
		return "", ""
	}
	if prefix, rest, ok := strings.Cut(s, ":"); ok {
		if base, ok := shorthandHosts[prefix]; ok {
			s = base + rest
		} else if prefix == "gist" {
			s = "https://gist.github.com/" + rest
		}
	}
	if !strings.Contains(s, ":") && strings.Count(s, "/") == 1 && !strings.HasPrefix(s, "/") {
		s = "https://github.com/" + s // npm reads a bare owner/repo as GitHub
	}
	s = strings.TrimPrefix(s, "git+")
	if !strings.Contains(s, "://") && !strings.Contains(s, "@") {
		if host, _, _ := strings.Cut(s, "/"); strings.Contains(host, ".") {
			s = "https://" + s // "github.com/owner/repo" without a scheme
		}
	}
	// scp-like "git@github.com:owner/repo.git"
	if at := strings.Index(s, "@"); at >= 0 && !strings.Contains(s, "://") {
		if host, path, ok := strings.Cut(s[at+1:], ":"); ok {
			s = "https://" + host + "/" + path
		}
	}
	u, err := url.Parse(s)
	if err != nil || u.Host == "" {
		return "", ""
	}
	switch u.Scheme {
	case "http", "https", "git", "ssh", "git+ssh":
	default:
		return "", ""
	}
	u.Scheme = "https"
	u.User = nil
	u.RawQuery, u.Fragment, u.RawFragment = "", "", ""
	host := strings.ToLower(strings.TrimPrefix(u.Hostname(), "www."))
	u.Host = host
	segs := strings.FieldsFunc(u.Path, func(r rune) bool { return r == '/' })
	if host == "github.com" && len(segs) >= 2 {
		if len(segs) > 4 && segs[2] == "tree" {
			subfolder = strings.Join(segs[4:], "/")
		}
		segs = segs[:2]
	}
	if n := len(segs); n > 0 {
		segs[n-1] = strings.TrimSuffix(segs[n-1], ".git")
	}
	segs = slices.DeleteFunc(segs, func(s string) bool { return s == "" })
	u.Path = "/" + strings.Join(segs, "/")
	u.RawPath = ""
	return strings.TrimSuffix(u.String(), "/"), subfolder
}
