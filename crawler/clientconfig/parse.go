package clientconfig

import (
	"bytes"
	"encoding/json"
	"fmt"
	"regexp"
	"slices"
	"strings"

	"github.com/mcpscan/mcpscan/catalog"
	"github.com/mcpscan/mcpscan/crawler/introspect"
	"github.com/mcpscan/mcpscan/internal/oauth"
)

// Config is what one client configuration file declares.
type Config struct {
	// Client is the client the file belongs to (one of the Client*
	// constants), or "" when it is not known.
	Client string `json:"client,omitempty"`
	// Path is the file as it was named to Parse.
	Path string `json:"path"`
	// Servers are the usable server entries, in file order.
	Servers []Server `json:"servers,omitempty"`
	// Inputs are the VS Code "inputs" the file declares: values the client
	// prompts for and substitutes where ${input:id} appears.
	Inputs []Input `json:"inputs,omitempty"`
	// ServersKey is where the file lists its servers: "mcpServers",
	// "servers" (VS Code), "mcp.servers" (VS Code settings) or
	// "projects" (Claude Code's per-project entries); the first found.
	ServersKey string `json:"serversKey,omitempty"`
	// Skipped are the names of server entries that could not be used (no
	// command or url, not an object): Problems says why.
	Skipped []string `json:"skipped,omitempty"`
	// Problems describe entries that were skipped or read with a guess,
	// each starting with "path:line:column:" (or "path:" for the whole
	// file). They never contain environment or header values.
	Problems []string `json:"problems,omitempty"`
}

// Server is one configured MCP server.
type Server struct {
	// Name is the key the server is declared under.
	Name string `json:"name"`
	// Line and Column are the 1-based position of the opening quote of
	// the server's key. Columns count bytes, as SARIF regions and editors'
	// "go to line:column" accept; a leading byte order mark is not counted.
	Line   int `json:"line"`
	Column int `json:"column"`
	// Scope is where the declaration applies: "user", "project" or
	// "managed" (see the Scope* constants), or "project:<dir>" for the
	// per-project entries of Claude Code's ~/.claude.json. Parse sets only
	// the last kind; Load fills in the others from the Candidate.
	Scope string `json:"scope,omitempty"`
	// Disabled is set when the file turns the server off ("disabled":
	// true, "enabled": false, or Gemini CLI's mcp.excluded/mcp.allowed).
	Disabled bool `json:"disabled,omitempty"`
	// Target says how to start or reach the server. References such as
	// ${input:id} and ${env:NAME} are kept verbatim.
	Target introspect.Target `json:"target"`
	// EnvFile is VS Code's "envFile": a dotenv file whose variables the
	// client adds to Target.Env. It is not read here.
	EnvFile string `json:"envFile,omitempty"`
	// Inputs are the ids of the ${input:id} references the entry uses,
	// sorted and without repeats.
	Inputs []string `json:"inputs,omitempty"`
}

// Input is one VS Code input variable declaration.
type Input struct {
	ID          string `json:"id"`
	Type        string `json:"type,omitempty"`
	Description string `json:"description,omitempty"`
	// Password marks a value the client masks while prompting: a secret.
	Password bool `json:"password,omitempty"`
}

var utf8BOM = []byte("\xef\xbb\xbf")

// inputRef matches VS Code's ${input:id} substitution.
var inputRef = regexp.MustCompile(`\$\{input:([^}]+)\}`)

// Parse reads the configuration file at path (used only in messages and to
// recognise general-purpose settings files) whose contents are data, as
// written for client (one of the Client* constants, or "" if unknown).
//
// It accepts every shape the supported clients write: "mcpServers" (Claude
// Desktop, Claude Code, Cursor, Windsurf, Gemini CLI), Claude Code's
// "projects"[dir]."mcpServers", VS Code's "servers" and "inputs", and VS
// Code's legacy settings.json "mcp": {"servers", "inputs"}. A file may hold
// several of them. The transport of each server is the declared "type" if
// any; otherwise a "command" means stdio, Gemini CLI's "httpUrl" means
// streamable HTTP, and a "url" (or Windsurf's "serverUrl") means SSE for
// Gemini CLI or when its path ends in /sse, and streamable HTTP otherwise.
//
// The only error is a file that is not JSON (with comments); its message
// carries the line and column. Everything else that is wrong is reported in
// Config.Problems.
func Parse(client, path string, data []byte) (Config, error) {
	cfg := Config{Client: client, Path: path}
	// Positions are computed on the text after the byte order mark, which
	// is the text an editor shows.
	data = bytes.TrimPrefix(data, utf8BOM)
	clean := JSONCToJSON(data)
	p := &parser{cfg: &cfg, data: clean}
	if len(bytes.TrimSpace(clean)) == 0 {
		if !isSettingsFile(path) {
			p.fileProblem("the file is empty")
		}
		return cfg, nil
	}
	var raw json.RawMessage
	if err := json.Unmarshal(clean, &raw); err != nil {
		return cfg, fmt.Errorf("%s: %w", path, catalog.PositionError(clean, err))
	}
	root, err := buildTree(clean)
	if err != nil {
		// Unreachable for input that passed Unmarshal; kept so a decoder
		// change cannot turn into a nil dereference.
		return cfg, fmt.Errorf("%s: %w", path, err)
	}
	p.document(root)
	return cfg, nil
}

// isSettingsFile reports whether a file's name is that of a general
// settings file that holds MCP servers only if the user added some, so
// finding none is normal rather than a sign of a wrong file.
func isSettingsFile(path string) bool {
	switch baseName(path) {
	case "settings.json", ".claude.json", "claude_desktop_config.json":
		return true
	}
	return false
}

// baseName is filepath.Base for both separators: a Windows path named in a
// report must be recognised on any host.
func baseName(path string) string {
	return path[strings.LastIndexAny(path, `/\`)+1:]
}

// parser holds the state of one Parse call.
type parser struct {
	cfg  *Config
	data []byte // the text positions refer to
	// excluded and allowed are Gemini CLI's server filters; allowed is nil
	// when the file does not restrict servers.
	excluded, allowed map[string]bool
}

func (p *parser) position(off int) (line, col int) {
	return catalog.LineColumn(p.data, int64(off)+1)
}

func (p *parser) fileProblem(format string, args ...any) {
	p.cfg.Problems = append(p.cfg.Problems, p.cfg.Path+": "+fmt.Sprintf(format, args...))
}

func (p *parser) problemAt(off int, format string, args ...any) {
	line, col := p.position(off)
	p.cfg.Problems = append(p.cfg.Problems, fmt.Sprintf("%s:%d:%d: ", p.cfg.Path, line, col)+fmt.Sprintf(format, args...))
}

func (p *parser) serverProblem(off int, name, format string, args ...any) {
	p.problemAt(off, "server %q: %s", name, fmt.Sprintf(format, args...))
}

// lastOf returns, for each key of an object, the index of its last
// occurrence: JSON.parse keeps the last of duplicate keys, so that is the
// one clients act on.
func lastOf(obj *node) map[string]int {
	last := make(map[string]int, len(obj.members))
	for i, m := range obj.members {
		last[m.key] = i
	}
	return last
}

// document reads the top-level object.
func (p *parser) document(root *node) {
	if root.kind != kindObject {
		p.problemAt(root.off, "the top level is %s, want an object with \"mcpServers\" or \"servers\"", root.kind)
		return
	}
	mcp := root.get("mcp")
	if mcp != nil && mcp.kind != kindObject {
		mcp = nil
	}
	// Inputs and filters first: they apply to servers wherever they are.
	p.inputs(root.get("inputs"), "inputs")
	p.inputs(mcp.get("inputs"), "mcp.inputs")
	p.geminiFilters(root, mcp)

	known := false
	last := lastOf(root)
	for i, m := range root.members {
		if last[m.key] != i {
			continue
		}
		switch m.key {
		case "mcpServers", "servers":
			p.found(m.key)
			known = true
			p.servers(m.val, m.key, "")
		case "mcp":
			if s := mcp.get("servers"); s != nil {
				p.found("mcp.servers")
				known = true
				p.servers(s, "mcp.servers", "")
			}
		case "projects":
			// Other tools' files have "projects" too; only entries with
			// servers make this a Claude Code file.
			if p.projects(m.val) {
				p.found("projects")
				known = true
			}
		}
	}
	if !known && !isSettingsFile(p.cfg.Path) {
		p.fileProblem(`no "mcpServers", "servers" or "mcp"."servers" key: not an MCP client configuration`)
	}
	p.checkInputRefs()
}

func (p *parser) found(key string) {
	if p.cfg.ServersKey == "" {
		p.cfg.ServersKey = key
	}
}

// projects reads Claude Code's per-project entries in ~/.claude.json and
// reports whether any of them has an "mcpServers" key.
func (p *parser) projects(n *node) bool {
	if n.kind != kindObject {
		return false
	}
	found := false
	last := lastOf(n)
	for i, m := range n.members {
		if last[m.key] != i {
			continue
		}
		// get is nil for an entry that is not an object: such an entry,
		// which Claude Code never writes, simply holds no servers.
		if s := m.val.get("mcpServers"); s != nil {
			found = true
			p.servers(s, fmt.Sprintf("projects[%q].mcpServers", m.key), "project:"+m.key)
		}
	}
	return found
}

// servers reads an object of servers keyed by name.
func (p *parser) servers(n *node, label, scope string) {
	if n.kind == kindNull {
		return
	}
	if n.kind != kindObject {
		p.problemAt(n.off, "%q is %s, want an object of servers keyed by name", label, n.kind)
		return
	}
	last := lastOf(n)
	for i, m := range n.members {
		if last[m.key] != i {
			p.serverProblem(m.keyOff, m.key, "declared again later in the same object; the later entry is used")
			continue
		}
		if s, ok := p.server(m, scope); ok {
			p.cfg.Servers = append(p.cfg.Servers, s)
		} else {
			p.cfg.Skipped = append(p.cfg.Skipped, m.key)
		}
	}
}

// server reads one server entry. It reports false for an entry that says
// neither how to start nor how to reach the server.
func (p *parser) server(m member, scope string) (Server, bool) {
	name, e := m.key, m.val
	if strings.TrimSpace(name) == "" {
		p.problemAt(m.keyOff, "a server has an empty name")
		return Server{}, false
	}
	if e.kind != kindObject {
		p.serverProblem(e.off, name, `the entry is %s, want an object with "command" or "url"`, e.kind)
		return Server{}, false
	}
	line, col := p.position(m.keyOff)
	s := Server{Name: name, Line: line, Column: col, Scope: scope}

	command := strings.TrimSpace(p.str(name, e, "command"))
	// Gemini CLI's httpUrl names a streamable HTTP endpoint even when a
	// url is present too, so it goes first.
	var url, urlKey string
	for _, k := range []string{"httpUrl", "url", "serverUrl"} {
		if u := strings.TrimSpace(p.str(name, e, k)); u != "" {
			url, urlKey = u, k
			break
		}
	}
	transport := p.transport(m, e, command, url, urlKey)
	if transport == "" {
		return Server{}, false
	}

	t := introspect.Target{Name: name, Transport: transport}
	if transport == introspect.TransportStdio {
		t.Command = command
		t.Args = p.strList(name, e, "args")
		t.Env = p.strMap(name, e, "env")
		t.Dir = p.str(name, e, "cwd")
		if len(t.Args) == 0 && strings.ContainsAny(command, " \t") {
			p.rebalance(name, e, &t)
		}
		s.EnvFile = p.str(name, e, "envFile")
	} else {
		t.URL = url
		t.Headers = p.strMap(name, e, "headers")
		t.OAuth = p.oauth(name, e)
	}
	s.Target = t
	s.Disabled = p.disabled(name, e)
	s.Inputs = inputRefs(s)
	return s, true
}

// oauth reads a remote server's "oauth" object: the client mcpscan is
// registered as with the server's authorization server, the scopes to
// ask for, or a machine's client credentials. Clients that write a bare
// true or false there (enabled or not) leave discovery to do the rest.
func (p *parser) oauth(name string, e *node) *oauth.ClientConfig {
	n := e.get("oauth")
	if n == nil || n.kind != kindObject {
		if n != nil && n.kind != kindNull && n.kind != kindBool {
			p.serverProblem(n.off, name, "oauth is %s, want an object; ignoring it", n.kind)
		}
		return nil
	}
	c := &oauth.ClientConfig{
		ClientID:          p.str(name, n, "clientId"),
		ClientSecret:      p.str(name, n, "clientSecret"),
		Scopes:            p.strList(name, n, "scopes"),
		ClientMetadataURL: p.str(name, n, "clientMetadataUrl"),
		Grant:             p.str(name, n, "grant"),
	}
	if err := c.Validate(); err != nil && !strings.Contains(c.ClientID+c.ClientSecret+c.ClientMetadataURL, "${") {
		p.serverProblem(n.off, name, "oauth: %v; ignoring it", err)
		return nil
	}
	return c
}

// transport decides how the server is reached, or reports a problem and
// returns "".
func (p *parser) transport(m member, e *node, command, url, urlKey string) string {
	name := m.key
	typ := p.str(name, e, "type")
	var declared string
	switch strings.ToLower(typ) {
	case "":
	case "stdio":
		declared = introspect.TransportStdio
	case "sse":
		declared = introspect.TransportSSE
	case "http", "streamable-http", "streamablehttp", "streamable_http":
		declared = introspect.TransportStreamableHTTP
	default:
		p.serverProblem(e.get("type").off, name, "unknown type %q; inferring the transport from the other fields", typ)
	}
	switch declared {
	case introspect.TransportStdio:
		if command == "" {
			p.serverProblem(m.keyOff, name, `type is "stdio" but there is no "command"`)
			return ""
		}
		return declared
	case introspect.TransportSSE, introspect.TransportStreamableHTTP:
		if url == "" {
			p.serverProblem(m.keyOff, name, `type is %q but there is no "url"`, typ)
			return ""
		}
		return declared
	}
	switch {
	case command != "":
		if url != "" {
			p.serverProblem(m.keyOff, name, `has both "command" and %q and no "type"; using the command`, urlKey)
		}
		return introspect.TransportStdio
	case urlKey == "httpUrl":
		return introspect.TransportStreamableHTTP
	case url != "":
		if (p.cfg.Client == ClientGeminiCLI && urlKey == "url") || pathEndsInSSE(url) {
			return introspect.TransportSSE
		}
		return introspect.TransportStreamableHTTP
	}
	p.serverProblem(m.keyOff, name, `has neither "command" nor "url"`)
	return ""
}

// pathEndsInSSE reports whether a URL's path ends in /sse, the endpoint
// name of the older HTTP+SSE transport. It works on the raw text because
// the URL may contain ${input:…} references that net/url rejects.
func pathEndsInSSE(u string) bool {
	if i := strings.IndexAny(u, "?#"); i >= 0 {
		u = u[:i]
	}
	return strings.HasSuffix(strings.ToLower(strings.TrimRight(u, "/")), "/sse")
}

// rebalance splits a whole command line written into "command" with no
// "args", the way a user types it in a terminal.
func (p *parser) rebalance(name string, e *node, t *introspect.Target) {
	words, err := splitCommandLine(t.Command)
	if err != nil || len(words) == 0 || words[0] == "" {
		p.serverProblem(e.get("command").off, name, "the command line cannot be split (unterminated or empty quotes); using it as one program name")
		return
	}
	t.Command, t.Args = words[0], words[1:]
	if len(t.Args) == 0 {
		t.Args = nil
	}
}

// disabled reports whether the file turns the server off.
func (p *parser) disabled(name string, e *node) bool {
	if v := e.get("disabled"); v != nil && v.kind != kindNull {
		if v.kind != kindBool {
			p.serverProblem(v.off, name, `"disabled" is %s, want true or false`, v.kind)
		} else if v.text == "true" {
			return true
		}
	}
	if v := e.get("enabled"); v != nil && v.kind != kindNull {
		if v.kind != kindBool {
			p.serverProblem(v.off, name, `"enabled" is %s, want true or false`, v.kind)
		} else if v.text == "false" {
			return true
		}
	}
	if p.excluded[name] {
		return true
	}
	return p.allowed != nil && !p.allowed[name]
}

// geminiFilters reads Gemini CLI's server filters: mcp.excluded and
// mcp.allowed, and their older top-level names.
func (p *parser) geminiFilters(root, mcp *node) {
	p.excluded = nameSet(p.excluded, mcp.get("excluded"))
	p.excluded = nameSet(p.excluded, root.get("excludeMCPServers"))
	p.allowed = nameSet(p.allowed, mcp.get("allowed"))
	p.allowed = nameSet(p.allowed, root.get("allowMCPServers"))
}

// nameSet adds the strings of an array node to set, creating it if the
// node is an array. A missing or mistyped node leaves set as it was.
func nameSet(set map[string]bool, n *node) map[string]bool {
	if n == nil || n.kind != kindArray {
		return set
	}
	if set == nil {
		set = make(map[string]bool)
	}
	for _, e := range n.elems {
		if e.kind == kindString {
			set[e.text] = true
		}
	}
	return set
}

// inputs reads VS Code's input declarations.
func (p *parser) inputs(n *node, label string) {
	if n == nil || n.kind == kindNull {
		return
	}
	if n.kind != kindArray {
		p.problemAt(n.off, "%q is %s, want an array", label, n.kind)
		return
	}
	for i, e := range n.elems {
		if e.kind != kindObject {
			p.problemAt(e.off, "%s[%d] is %s, want an object", label, i, e.kind)
			continue
		}
		id := e.get("id")
		if id == nil || id.kind != kindString || id.text == "" {
			p.problemAt(e.off, `%s[%d] has no "id"`, label, i)
			continue
		}
		in := Input{ID: id.text}
		if v := e.get("type"); v != nil && v.kind == kindString {
			in.Type = v.text
		}
		if v := e.get("description"); v != nil && v.kind == kindString {
			in.Description = v.text
		}
		if v := e.get("password"); v != nil && v.kind == kindBool {
			in.Password = v.text == "true"
		}
		p.cfg.Inputs = append(p.cfg.Inputs, in)
	}
}

// inputRefs collects the ${input:id} references of every field the client
// substitutes.
func inputRefs(s Server) []string {
	t := s.Target
	fields := []string{t.Command, t.Dir, t.URL, s.EnvFile}
	fields = append(fields, t.Args...)
	for _, v := range t.Env {
		fields = append(fields, v)
	}
	for _, v := range t.Headers {
		fields = append(fields, v)
	}
	if t.OAuth != nil {
		fields = append(fields, t.OAuth.ClientID, t.OAuth.ClientSecret)
	}
	var ids []string
	for _, f := range fields {
		for _, m := range inputRef.FindAllStringSubmatch(f, -1) {
			ids = append(ids, m[1])
		}
	}
	slices.Sort(ids)
	return slices.Compact(ids)
}

// checkInputRefs reports references to inputs the file does not declare:
// the client would stop at them when starting the server.
func (p *parser) checkInputRefs() {
	declared := make(map[string]bool, len(p.cfg.Inputs))
	for _, in := range p.cfg.Inputs {
		declared[in.ID] = true
	}
	for _, s := range p.cfg.Servers {
		for _, id := range s.Inputs {
			if !declared[id] {
				p.cfg.Problems = append(p.cfg.Problems, fmt.Sprintf(
					`%s:%d:%d: server %q: uses ${input:%s}, which the file's "inputs" do not declare`,
					p.cfg.Path, s.Line, s.Column, s.Name, id))
			}
		}
	}
}

// str returns the string member key of e, or "" when it is absent. A
// number or boolean is taken as its text, since that is what the user
// meant, but reported; other kinds are reported and ignored.
func (p *parser) str(name string, e *node, key string) string {
	s, _ := p.scalar(name, key, e.get(key))
	return s
}

// scalar is str for a node already looked up; field names it in messages.
func (p *parser) scalar(name, field string, v *node) (string, bool) {
	if v == nil || v.kind == kindNull {
		return "", false
	}
	switch v.kind {
	case kindString:
		return v.text, true
	case kindNumber, kindBool:
		p.serverProblem(v.off, name, "%s is %s, want a string; using its text", field, v.kind)
		return v.text, true
	}
	p.serverProblem(v.off, name, "%s is %s, want a string; ignoring it", field, v.kind)
	return "", false
}

// strList returns the array of strings at key.
func (p *parser) strList(name string, e *node, key string) []string {
	n := e.get(key)
	if n == nil || n.kind == kindNull {
		return nil
	}
	if n.kind != kindArray {
		p.serverProblem(n.off, name, "%s is %s, want an array of strings; ignoring it", key, n.kind)
		return nil
	}
	var out []string
	for i, v := range n.elems {
		if s, ok := p.scalar(name, fmt.Sprintf("%s[%d]", key, i), v); ok {
			out = append(out, s)
		}
	}
	return out
}

// strMap returns the object of strings at key. Values are never quoted in
// problems: env and headers hold secrets.
func (p *parser) strMap(name string, e *node, key string) map[string]string {
	n := e.get(key)
	if n == nil || n.kind == kindNull {
		return nil
	}
	if n.kind != kindObject {
		p.serverProblem(n.off, name, "%s is %s, want an object of strings; ignoring it", key, n.kind)
		return nil
	}
	out := make(map[string]string, len(n.members))
	for _, m := range n.members {
		if s, ok := p.scalar(name, key+"."+m.key, m.val); ok {
			out[m.key] = s
		}
	}
	if len(out) == 0 {
		return nil
	}
	return out
}
