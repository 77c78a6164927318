package gateway

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/mcpscan/mcpscan/crawler/introspect"
	"github.com/mcpscan/mcpscan/internal/oauth"
	"github.com/mcpscan/mcpscan/sandbox"
)

func TestEncodeConfigRoundTrip(t *testing.T) {
	targets := []introspect.Target{
		{Name: "files", Transport: introspect.TransportStdio, Command: "npx", Args: []string{"-y", "pkg@1.0.0", "/tmp"},
			Env: map[string]string{"TOKEN": "${env:FILES_TOKEN}"}, Dir: "/srv"},
		{Name: "remote", Transport: introspect.TransportStreamableHTTP, URL: "https://mcp.example/mcp", Headers: map[string]string{"Authorization": "Bearer x"}},
		{Name: "events", Transport: introspect.TransportSSE, URL: "https://mcp.example/sse"},
		{Name: "guarded", Transport: introspect.TransportStreamableHTTP, URL: "https://guarded.example/mcp",
			OAuth: &oauth.ClientConfig{ClientID: "ci", ClientSecret: "${env:CI_SECRET}", Grant: oauth.GrantClientCredentials}},
	}
	cm := sandbox.DefaultServerConfig()
	data, err := EncodeConfig(targets, &cm)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "servers.json")
	if err := os.WriteFile(path, data, 0o600); err != nil {
		t.Fatal(err)
	}
	t.Setenv("FILES_TOKEN", "resolved")
	t.Setenv("CI_SECRET", "ci-resolved")
	cfg, err := LoadConfig(path)
	if err != nil {
		t.Fatalf("%v\n%s", err, data)
	}
	if cfg.Codemode == nil {
		t.Error("the codemode section was lost")
	}
	got := map[string]introspect.Target{}
	for _, tg := range cfg.Targets {
		got[tg.Name] = tg
	}
	for _, want := range targets {
		g := got[want.Name]
		if g.Transport != want.Transport || g.Command != want.Command || !slices.Equal(g.Args, want.Args) || g.URL != want.URL || g.Dir != want.Dir {
			t.Errorf("%s: got %+v, want %+v", want.Name, g, want)
		}
	}
	if got["files"].Env["TOKEN"] != "resolved" || got["remote"].Headers["Authorization"] != "Bearer x" {
		t.Errorf("env or headers: %+v %+v", got["files"].Env, got["remote"].Headers)
	}
	if o := got["guarded"].OAuth; o == nil || o.ClientID != "ci" || o.ClientSecret != "ci-resolved" || o.Grant != oauth.GrantClientCredentials {
		t.Errorf("oauth: got %+v, want the machine client with its secret resolved", o)
	}
	if strings.Contains(string(data), "ci-resolved") {
		t.Error("the written config holds the resolved secret, want its reference")
	}
	if _, err := EncodeConfig([]introspect.Target{{Name: "a"}, {Name: "a"}}, nil); err == nil {
		t.Error("a duplicate name was accepted")
	}
}

func TestServerName(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"github", "github"},
		{"github@cursor", "github-cursor"},
		{"my server", "my-server"},
		{"a__b", "a_b"},
		{"_hidden", "hidden"},
		{"", "server"},
		{"ünïcode", "n-code"},
	} {
		got := ServerName(tt.in)
		if got != tt.want {
			t.Errorf("ServerName(%q) = %q, want %q", tt.in, got, tt.want)
		}
		if !serverName.MatchString(got) {
			t.Errorf("ServerName(%q) = %q is not a valid gateway server name", tt.in, got)
		}
	}
}

func TestLoadConfigRefusesNothingToServe(t *testing.T) {
	for _, tt := range []struct{ name, body string }{
		{"misspelt key", `{"mcpServer": {"files": {"command": "x"}}}`},
		{"empty servers", `{"mcpServers": {}}`},
		{"only disabled", `{"mcpServers": {"files": {"command": "x", "disabled": true}}}`},
		{"array", `[]`},
		{"code mode off", `{"mcpServers": {}, "codemode": {"enable_code_execution": false}}`},
	} {
		t.Run(tt.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "servers.json")
			writeFile(t, path, tt.body)
			cfg, err := LoadConfig(path)
			if err == nil {
				t.Fatalf("got a config with %d servers, want an error", len(cfg.Targets))
			}
			if !strings.Contains(err.Error(), "servers.json") {
				t.Errorf("error %q does not name the file", err)
			}
		})
	}
}

func TestLoadConfigOAuth(t *testing.T) {
	servers := `"mcpServers": {"notes": {"command": "notes"}}`
	tests := []struct {
		name, oauth string
		want        string // the error's text; "" for none
	}{
		{"none", "", ""},
		{"good", `{"issuer": "https://idp.example", "resource": "https://gw.example/mcp", "required_scopes": ["mcp:tools"]}`, ""},
		{"bad", `{"issuer": "http://idp.example", "resource": "https://gw.example/mcp", "algorithms": ["HS256"]}`,
			"servers.json: oauth: issuer: \"http://idp.example\": plain http is allowed only on loopback; use https\noauth: algorithms: HS256 is a shared-secret algorithm"},
		{"not an object", `"https://idp.example"`, "servers.json: oauth: json: cannot unmarshal string"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			doc := "{" + servers
			if tt.oauth != "" {
				doc += `, "oauth": ` + tt.oauth
			}
			path := filepath.Join(t.TempDir(), "servers.json")
			if err := os.WriteFile(path, []byte(doc+"}"), 0o600); err != nil {
				t.Fatal(err)
			}
			cfg, err := LoadConfig(path)
			if tt.want != "" {
				if err == nil || !strings.Contains(err.Error(), tt.want) {
					t.Fatalf("got %v, want %q", err, tt.want)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if got := cfg.OAuth != nil; got != (tt.oauth != "") {
				t.Errorf("got oauth section %v, want %v", got, tt.oauth != "")
			}
			if cfg.OAuth != nil && (cfg.OAuth.IdentityClaim != "sub" || cfg.OAuth.Resource != "https://gw.example/mcp") {
				t.Errorf("got %+v, want the defaults filled in", cfg.OAuth)
			}
		})
	}
}

// Each server reads DIR/<name>.policy.json. Two names that are one file on
// a case-insensitive file system would share a policy, and a Windows
// device name is no file at all: the gateway must not start on either.
func TestLoadConfigRefusesNamesWithoutAPolicyFileOfTheirOwn(t *testing.T) {
	for _, tt := range []struct{ name, body, want string }{
		{"case", `{"mcpServers": {"Files": {"command": "x"}, "files": {"command": "y"}}}`, "differ only in case"},
		{"traversal", `{"mcpServers": {"../files": {"command": "x"}}}`, "1-64 letters"},
		{"separator", `{"mcpServers": {"a__b": {"command": "x"}}}`, "separates server and tool names"},
		{"code mode in another case", `{"mcpServers": {"CodeMode": {"command": "x"}}, "codemode": {"enable_code_execution": true}}`, "taken by the built-in"},
		{"device", `{"mcpServers": {"con": {"command": "x"}}}`, "Windows device name"},
		{"device in upper case", `{"mcpServers": {"NUL": {"command": "x"}}}`, "Windows device name"},
		{"device with an extension", `{"mcpServers": {"Com1.files": {"command": "x"}}}`, "Windows device name"},
		{"printer port", `{"mcpServers": {"lpt9": {"command": "x"}}}`, "Windows device name"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "servers.json")
			writeFile(t, path, tt.body)
			_, err := LoadConfig(path)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("got %v, want an error saying %q", err, tt.want)
			}
		})
	}
}
