package catalog

import (
	"encoding/json"
	"net/url"
	"strings"
)

// Source names where a server record came from.
type Source string

// The sources a crawl can record.
const (
	SourceRegistry Source = "registry" // the official MCP registry API
	SourceNPM      Source = "npm"      // npm package metadata
	SourceHTML     Source = "html"     // a catalogue or awesome-list page
	SourceConfig   Source = "config"   // an MCP client configuration file
	SourceLive     Source = "live"     // introspected over an MCP transport
	SourceFile     Source = "file"     // a tools dump read from disk
)

// Server is one MCP server: what a registry or package says about it, how to
// reach it, and the tools it exposes.
type Server struct {
	// Name identifies the server, ideally in the registry's reverse-DNS form
	// ("io.github.owner/name"); for local finds it is the config key.
	Name        string `json:"name"`
	Title       string `json:"title,omitempty"`
	Description string `json:"description,omitempty"`
	Version     string `json:"version,omitempty"`
	Source      Source `json:"source,omitempty"`
	WebsiteURL  string `json:"websiteUrl,omitempty"`

	Repository *Repository `json:"repository,omitempty"`
	Packages   []Package   `json:"packages,omitempty"`
	Remotes    []Transport `json:"remotes,omitempty"`

	Tools []Tool `json:"tools,omitempty"`

	// Instructions is what the server tells clients to put before the
	// model at initialize; Prompts, Resources and ResourceTemplates are
	// what it offered when introspected.
	Instructions      string             `json:"instructions,omitempty"`
	Prompts           []Prompt           `json:"prompts,omitempty"`
	Resources         []Resource         `json:"resources,omitempty"`
	ResourceTemplates []ResourceTemplate `json:"resourceTemplates,omitempty"`

	// Meta is the server's _meta object, kept verbatim.
	Meta json.RawMessage `json:"_meta,omitempty"`

	// Access says who the server was introspected as, when it asked for
	// authorization: a server may list other tools to other callers, so
	// a snapshot holds for that identity and those scopes only.
	Access *Access `json:"access,omitempty"`
}

// Access is the authorization a snapshot was taken with. It names the
// identity, never a credential.
type Access struct {
	Issuer string   `json:"issuer"`
	Client string   `json:"client,omitempty"` // the OAuth client id
	Grant  string   `json:"grant,omitempty"`  // authorization_code, client_credentials
	Scopes []string `json:"scopes,omitempty"`
}

// String is the access in words: "issuer (scopes a b), client c".
func (a *Access) String() string {
	if a == nil {
		return ""
	}
	out := a.Issuer
	if len(a.Scopes) > 0 {
		out += " (scopes " + strings.Join(a.Scopes, " ") + ")"
	}
	if a.Grant != "" {
		out += ", " + a.Grant
	}
	if a.Client != "" {
		out += ", client " + a.Client
	}
	return out
}

// Repository points at the server's source code.
type Repository struct {
	URL       string `json:"url,omitempty"`
	Source    string `json:"source,omitempty"` // e.g. "github"
	ID        string `json:"id,omitempty"`
	Subfolder string `json:"subfolder,omitempty"`
}

// Package is one installable distribution of a server (npm, PyPI, OCI, …).
type Package struct {
	RegistryType    string        `json:"registryType"` // npm, pypi, oci, nuget, mcpb, …
	RegistryBaseURL string        `json:"registryBaseUrl,omitempty"`
	Identifier      string        `json:"identifier"`
	Version         string        `json:"version,omitempty"`
	RuntimeHint     string        `json:"runtimeHint,omitempty"` // npx, uvx, docker, dnx
	Transport       Transport     `json:"transport"`
	Environment     []EnvVariable `json:"environmentVariables,omitempty"`
	FileSHA256      string        `json:"fileSha256,omitempty"`
}

// Transport says how a client talks to a server: stdio for a local process,
// streamable-http or sse for a remote endpoint.
type Transport struct {
	Type    string     `json:"type"`
	URL     string     `json:"url,omitempty"`
	Headers []KeyValue `json:"headers,omitempty"`
}

// Transport types defined by the MCP specification.
const (
	TransportStdio          = "stdio"
	TransportStreamableHTTP = "streamable-http"
	TransportSSE            = "sse"
)

// EnvVariable is an environment variable a packaged server reads.
type EnvVariable struct {
	Name        string `json:"name"`
	Description string `json:"description,omitempty"`
	IsRequired  bool   `json:"isRequired,omitempty"`
	IsSecret    bool   `json:"isSecret,omitempty"`
	Default     string `json:"default,omitempty"`
}

// KeyValue is a named header or argument with an optional description.
type KeyValue struct {
	Name        string `json:"name"`
	Value       string `json:"value,omitempty"`
	Description string `json:"description,omitempty"`
	IsRequired  bool   `json:"isRequired,omitempty"`
	IsSecret    bool   `json:"isSecret,omitempty"`
}

// Tool looks a tool up by name.
func (s *Server) Tool(name string) (Tool, bool) {
	for _, t := range s.Tools {
		if t.Name == name {
			return t, true
		}
	}
	return Tool{}, false
}

// RepoSource names the code host of a repository URL for
// Repository.Source (github, gitlab, bitbucket, codeberg), or "".
func RepoSource(repoURL string) string {
	u, err := url.Parse(repoURL)
	if err != nil {
		return ""
	}
	switch u.Hostname() {
	case "github.com", "www.github.com":
		return "github"
	case "gitlab.com":
		return "gitlab"
	case "bitbucket.org":
		return "bitbucket"
	case "codeberg.org":
		return "codeberg"
	}
	return ""
}
