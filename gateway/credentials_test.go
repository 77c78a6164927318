package gateway

import (
	"io"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/mcpscan/mcpscan/gateway/oauth/oauthtest"
)

// A credential is read from one place only: one Authorization header. A
// token in the query string (where logs and referrers keep it) lets
// nobody in, and two Authorization headers are refused rather than one
// picked (a proxy in front may have checked the other). Scopes are the
// space-separated tokens of RFC 6749 §3.3, compared as written: other
// white space or another case grants nothing.
func TestCredentialsAreReadFromOneHeaderOnly(t *testing.T) {
	as := oauthtest.New(t)
	f, _ := oauthFixture(t, as, nil)
	alice := as.Mint(t, "rs1", as.Claims("alice", publicResource, "mcp:tools"))
	scoped := func(scope string) string { return as.Mint(t, "rs1", as.Claims("alice", publicResource, scope)) }
	init := `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"` +
		mcp.LATEST_LEGACY_PROTOCOL_VERSION + `","capabilities":{},"clientInfo":{"name":"raw","version":"1"}}}`
	for _, tt := range []struct {
		name   string
		query  string
		auth   []string
		status int
		says   string
	}{
		{"one header", "", []string{"Bearer " + alice}, http.StatusOK, ""},
		{"token in the query", "?access_token=" + url.QueryEscape(alice), nil, http.StatusUnauthorized, "a bearer token is required"},
		{"static grant in the query", "?access_token=" + staticGrant, nil, http.StatusUnauthorized, "a bearer token is required"},
		{"two headers, both good", "", []string{"Bearer " + alice, "Bearer " + staticGrant}, http.StatusBadRequest, "one Authorization header"},
		{"two headers, the first empty", "", []string{"", "Bearer " + alice}, http.StatusBadRequest, "one Authorization header"},
		{"scope in another case", "", []string{"Bearer " + scoped("MCP:TOOLS")}, http.StatusForbidden, "lacks scope mcp:tools"},
		{"scopes split by a tab", "", []string{"Bearer " + scoped("profile\tmcp:tools")}, http.StatusForbidden, "lacks scope mcp:tools"},
		{"scopes split by a no-break space", "", []string{"Bearer " + scoped("profile\u00a0mcp:tools")}, http.StatusForbidden, "lacks scope mcp:tools"},
		{"scopes split by a line break", "", []string{"Bearer " + scoped("profile\nmcp:tools")}, http.StatusForbidden, "lacks scope mcp:tools"},
		{"scopes split by two spaces", "", []string{"Bearer " + scoped("profile  mcp:tools ")}, http.StatusOK, ""},
	} {
		t.Run(tt.name, func(t *testing.T) {
			req, _ := http.NewRequestWithContext(t.Context(), http.MethodPost, f.server.URL+"/mcp"+tt.query, strings.NewReader(init))
			req.Header.Set("Content-Type", "application/json")
			req.Header.Set("Accept", "application/json, text/event-stream")
			for _, a := range tt.auth {
				req.Header.Add("Authorization", a)
			}
			resp, err := http.DefaultClient.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			defer func() { _ = resp.Body.Close() }()
			body, _ := io.ReadAll(resp.Body)
			if resp.StatusCode != tt.status || !strings.Contains(string(body), tt.says) {
				t.Errorf("got %d %s, want %d saying %q", resp.StatusCode, body, tt.status, tt.says)
			}
		})
	}
}
