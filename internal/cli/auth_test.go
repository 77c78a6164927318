package cli

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// oauthServer is an MCP server behind an authorization server that
// grants machines (client credentials) tokens for it.
type oauthServer struct {
	mcp, as *httptest.Server
	mu      sync.Mutex
	tokens  []string
}

func newOAuthServer(t *testing.T) *oauthServer {
	t.Helper()
	o := &oauthServer{}
	o.as = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/.well-known/oauth-authorization-server":
			writeJSONBody(w, map[string]any{"issuer": o.as.URL, "authorization_endpoint": o.as.URL + "/authorize",
				"token_endpoint": o.as.URL + "/token", "code_challenge_methods_supported": []string{"S256"}})
		case "/token":
			id, secret, _ := r.BasicAuth()
			if id != "ci" || secret != "ci-secret" || r.PostFormValue("grant_type") != "client_credentials" ||
				r.PostFormValue("resource") != o.mcp.URL+"/mcp" {
				w.WriteHeader(http.StatusBadRequest)
				writeJSONBody(w, map[string]string{"error": "invalid_client"})
				return
			}
			o.mu.Lock()
			tok := fmt.Sprintf("secret-access-token-%d", len(o.tokens))
			o.tokens = append(o.tokens, tok)
			o.mu.Unlock()
			writeJSONBody(w, map[string]any{"access_token": tok, "token_type": "Bearer", "expires_in": 3600})
		default:
			http.NotFound(w, r)
		}
	}))
	t.Cleanup(o.as.Close)
	s := server.NewMCPServer("guarded", "1.0.0", server.WithToolCapabilities(true))
	s.AddTool(mcp.NewTool("delete_file", mcp.WithDescription("Delete a file from disk.")), func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return mcp.NewToolResultText("gone"), nil
	})
	inner := server.NewStreamableHTTPServer(s)
	o.mcp = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/.well-known/oauth-protected-resource/mcp" {
			writeJSONBody(w, map[string]any{"resource": o.mcp.URL + "/mcp", "authorization_servers": []string{o.as.URL}})
			return
		}
		tok, _ := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer ")
		o.mu.Lock()
		ok := tok != "" && strings.Contains(strings.Join(o.tokens, " "), tok)
		o.mu.Unlock()
		if !ok {
			w.Header().Set("WWW-Authenticate", fmt.Sprintf(`Bearer resource_metadata="%s/.well-known/oauth-protected-resource/mcp"`, o.mcp.URL))
			w.WriteHeader(http.StatusUnauthorized)
			return
		}
		inner.ServeHTTP(w, r)
	}))
	t.Cleanup(o.mcp.Close)
	return o
}

func writeJSONBody(w http.ResponseWriter, v any) {
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(v)
}

// A scan of a server behind OAuth: without credentials a run that may
// not open a browser says which command signs in; with a machine's
// credentials it scans, keeps the token in a file only the user can
// read, and nowhere else: not in the registry, not in the output.
func TestScanBehindOAuth(t *testing.T) {
	o := newOAuthServer(t)
	dir := t.TempDir()
	db := filepath.Join(dir, "mcpscan.db")
	url := o.mcp.URL + "/mcp"
	write := func(name, oauth string) string {
		p := filepath.Join(dir, name)
		entry := fmt.Sprintf(`{"mcpServers": {"guarded": {"type": "http", "url": %q%s}}}`, url, oauth)
		if err := os.WriteFile(p, []byte(entry), 0o600); err != nil {
			t.Fatal(err)
		}
		return p
	}
	tests := []struct {
		name     string
		config   string
		wantCode int
		want     string // in stdout or stderr
	}{
		{name: "no credentials", config: write("none.json", ""), wantCode: ExitFailed,
			want: "run 'mcpscan auth login " + url + "' first"},
		{name: "a machine's credentials", config: write("machine.json", `, "oauth": {"clientId": "ci", "clientSecret": "${env:CI_SECRET}", "grant": "client_credentials"}`),
			wantCode: ExitFindings, want: "delete_file"},
	}
	t.Setenv("CI_SECRET", "ci-secret")
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, out, errOut := run(t, "--db", db, "--non-interactive", "scan", "--fail-on", "high", tt.config)
			if code != tt.wantCode || !strings.Contains(out+errOut, tt.want) {
				t.Fatalf("got exit %d, want %d with %q\nstdout:\n%s\nstderr:\n%s", code, tt.wantCode, tt.want, out, errOut)
			}
			for _, tok := range o.tokens {
				if strings.Contains(out+errOut, tok) {
					t.Errorf("the output holds the access token")
				}
			}
		})
	}
	if len(o.tokens) != 1 {
		t.Fatalf("got %d tokens issued, want 1", len(o.tokens))
	}
	// The snapshot says who it was read as: in the JSON report, in the
	// table and in the registry; never the token.
	_, js, _ := run(t, "--db", db, "--non-interactive", "scan", "--format", "json", filepath.Join(dir, "machine.json"))
	for _, want := range []string{`"access": {`, `"issuer": "` + o.as.URL, `"grant": "client_credentials"`, `"client": "ci"`} {
		if !strings.Contains(js, want) {
			t.Errorf("JSON report lacks %s:\n%s", want, js)
		}
	}
	if _, table, _ := run(t, "--db", db, "--non-interactive", "scan", filepath.Join(dir, "machine.json")); !strings.Contains(table, "read as "+o.as.URL) {
		t.Errorf("table lacks who the tools were read as:\n%s", table)
	}
	store := filepath.Join(dir, "oauth-tokens.json")
	st, err := os.Stat(store)
	if err != nil || st.Mode().Perm() != 0o600 {
		t.Fatalf("token file: got %v %v, want mode 0600", st, err)
	}
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		b, _ := os.ReadFile(filepath.Join(dir, e.Name()))
		if has := strings.Contains(string(b), o.tokens[0]); has != (e.Name() == "oauth-tokens.json") {
			t.Errorf("%s: got token inside %v, want it only in the token file", e.Name(), has)
		}
	}
	code, out, _ := run(t, "--db", db, "auth", "list")
	if code != ExitOK || !strings.Contains(out, url) || strings.Contains(out, o.tokens[0]) {
		t.Errorf("auth list: got exit %d\n%s\nwant the resource and no token", code, out)
	}
	if code, out, _ := run(t, "--db", db, "auth", "logout", url); code != ExitOK || !strings.Contains(out, "forgot the token") {
		t.Errorf("auth logout: got exit %d %s", code, out)
	}
	if code, _, errOut := run(t, "--db", db, "auth", "logout", url); code != ExitFailed || !strings.Contains(errOut, "no token is kept") {
		t.Errorf("auth logout again: got exit %d %s", code, errOut)
	}
}
