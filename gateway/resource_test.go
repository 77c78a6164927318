package gateway

import (
	"encoding/json"
	"maps"
	"net"
	"net/http"
	"net/http/httptest"
	"net/url"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/mcpscan/mcpscan/crawler/introspect"
	"github.com/mcpscan/mcpscan/gateway/oauth"
	"github.com/mcpscan/mcpscan/gateway/oauth/oauthtest"
	"github.com/mcpscan/mcpscan/internal/windowtest"
	"github.com/mcpscan/mcpscan/registry"
)

// publicResource is the gateway's resource URL as its clients know it,
// behind a proxy that terminates TLS.
const publicResource = "https://gw.example/mcp"

// staticGrant is a static credential served alongside OAuth.
const staticGrant = "static-token-0123456789"

// webPolicy lets each identity call echo twice a minute.
const webPolicy = `{"version": "1", "default": "deny",
 "tools": {"echo": {"limits": [{"counter": "echo_rate", "window": "minute", "max": 2, "scope": "grant"}]}}}`

// authLog records the Authorization headers an upstream receives.
type authLog struct {
	mu   sync.Mutex
	seen []string
}

func (a *authLog) wrap(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		a.mu.Lock()
		a.seen = append(a.seen, r.Header.Get("Authorization"))
		a.mu.Unlock()
		next.ServeHTTP(w, r)
	})
}

func (a *authLog) values() []string {
	a.mu.Lock()
	defer a.mu.Unlock()
	return slices.Clone(a.seen)
}

// oauthFixture is a gateway that accepts the tokens of as and the static
// grant, in front of an HTTP upstream "web" whose requests are logged.
func oauthFixture(t *testing.T, as *oauthtest.Server, edit func(*oauth.Config)) (*fixture, *authLog) {
	t.Helper()
	cfg := oauth.Config{Issuer: as.Issuer, Resource: publicResource, RequiredScopes: []string{"mcp:tools"}}
	if edit != nil {
		edit(&cfg)
	}
	v, err := oauth.NewValidator(cfg, oauth.Options{})
	if err != nil {
		t.Fatal(err)
	}
	log := &authLog{}
	up := httptest.NewServer(log.wrap(server.NewStreamableHTTPServer(echoServer())))
	// Closed after the gateway (cleanups run last first): its standing
	// stream to the upstream would keep Close waiting.
	t.Cleanup(up.Close)
	f := newFixture(t, fixtureOptions{
		targets: []introspect.Target{{Name: "web", Transport: introspect.TransportStreamableHTTP, URL: up.URL + "/mcp",
			Headers: map[string]string{"Authorization": "Bearer upstream-secret"}}},
		policies: map[string]string{"web": webPolicy},
		http:     HTTPOptions{OAuth: v, Grants: map[string]string{staticGrant: "ci"}},
	})
	return f, log
}

// TestOAuthEndToEnd: two people of one issuer and a static grant call a
// real upstream through the gateway; each has their own rate-limit
// counter and audit records, and the upstream never sees their tokens.
func TestOAuthEndToEnd(t *testing.T) {
	windowtest.ClearOfEdge(t, time.Minute, 15*time.Second)
	as := oauthtest.New(t)
	f, upstreamAuth := oauthFixture(t, as, nil)
	alice := as.Mint(t, "rs1", as.Claims("alice", publicResource, "mcp:tools"))
	bob := as.Mint(t, "ed1", as.Claims("bob", publicResource+"/web", "mcp:tools"))
	clients := []struct {
		identity, path, tool, token string
		legacy                      bool
	}{
		{"oauth:alice", "/mcp", "web__echo", alice, false},
		{"oauth:bob", "/mcp/web", "echo", bob, true},
		{"ci", "/mcp", "web__echo", staticGrant, false},
	}
	for _, c := range clients {
		t.Run(c.identity, func(t *testing.T) {
			var opts []client.ClientOption
			if c.legacy {
				opts = append(opts, legacyProtocol())
			}
			conn := f.connect(t, c.path, map[string]string{"Authorization": "Bearer " + c.token}, opts...)
			// The limit is two a minute for each identity, whoever
			// called before.
			for i, want := range []string{"hello", "hello", "rate limit"} {
				text, _, err := callTool(t.Context(), conn, c.tool, map[string]any{"text": "hello"})
				if err != nil {
					t.Fatal(err)
				}
				if !strings.Contains(text, want) {
					t.Errorf("call %d: got %q, want %q", i+1, text, want)
				}
			}
			recs := f.audit(t, registry.AuditFilter{Identity: c.identity, Tool: "echo"}, 3)
			var decisions []string
			for _, r := range recs {
				decisions = append(decisions, r.Decision)
			}
			slices.Sort(decisions)
			if got := strings.Join(decisions, " "); got != "allow allow deny" {
				t.Errorf("got audit decisions %q for %s, want \"allow allow deny\"", got, c.identity)
			}
		})
	}
	seen := upstreamAuth.values()
	if len(seen) == 0 {
		t.Fatal("the upstream was never reached")
	}
	for _, h := range seen {
		if h != "Bearer upstream-secret" {
			t.Errorf("the upstream got Authorization %q, want only its own configured credential", h)
		}
	}
}

// TestOAuthRefusals: what a client gets without a good token, checked
// against RFC 6750 §3 and RFC 9728 §5.1.
func TestOAuthRefusals(t *testing.T) {
	as := oauthtest.New(t)
	f, _ := oauthFixture(t, as, nil)
	claims := func(edit func(c map[string]any)) map[string]any {
		c := as.Claims("alice", publicResource, "mcp:tools")
		edit(c)
		return c
	}
	mdAggregate := "https://gw.example/.well-known/oauth-protected-resource/mcp"
	mdWeb := mdAggregate + "/web"
	tests := []struct {
		name, path, token string
		status            int
		challenge         map[string]string // attributes but error_description
		says              string            // in error_description and the body
	}{
		{"no token", "/mcp", "", 401, map[string]string{"resource_metadata": mdAggregate, "scope": "mcp:tools"}, "a bearer token is required"},
		{"no token, server endpoint", "/mcp/web", "", 401, map[string]string{"resource_metadata": mdWeb, "scope": "mcp:tools"}, "a bearer token is required"},
		{"unknown server", "/mcp/nope", "", 401, map[string]string{"resource_metadata": mdAggregate, "scope": "mcp:tools"}, "a bearer token is required"},
		{"not a JWT", "/mcp", "not-a-grant-0123456789", 401, map[string]string{"resource_metadata": mdAggregate, "error": "invalid_token"}, "want three dot-separated parts"},
		{"expired", "/mcp", as.Mint(t, "rs1", claims(func(c map[string]any) { c["exp"] = time.Now().Add(-time.Hour).Unix() })), 401,
			map[string]string{"resource_metadata": mdAggregate, "error": "invalid_token"}, "the token expired at"},
		{"wrong issuer", "/mcp", as.Mint(t, "rs1", claims(func(c map[string]any) { c["iss"] = "https://evil.example" })), 401,
			map[string]string{"resource_metadata": mdAggregate, "error": "invalid_token"}, `issuer ?https://evil.example? is not`},
		{"wrong audience", "/mcp", as.Mint(t, "rs1", claims(func(c map[string]any) { c["aud"] = "https://other.example/mcp" })), 401,
			map[string]string{"resource_metadata": mdAggregate, "error": "invalid_token"}, "does not include https://gw.example/mcp"},
		{"another server's audience", "/mcp", as.Mint(t, "rs1", claims(func(c map[string]any) { c["aud"] = publicResource + "/web" })), 401,
			map[string]string{"resource_metadata": mdAggregate, "error": "invalid_token"}, "does not include https://gw.example/mcp"},
		{"missing scope", "/mcp/web", as.Mint(t, "es1", claims(func(c map[string]any) { c["scope"] = "profile" })), 403,
			map[string]string{"resource_metadata": mdWeb, "error": "insufficient_scope", "scope": "mcp:tools"}, "the token lacks scope mcp:tools"},
		{"server audience on its endpoint", "/mcp/web", as.Mint(t, "rs1", claims(func(c map[string]any) { c["aud"] = publicResource + "/web" })), 200, nil, ""},
		{"static grant", "/mcp", staticGrant, 200, nil, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			headers := map[string]string{}
			if tt.token != "" {
				headers["Authorization"] = "Bearer " + tt.token
			}
			status, body, hdr := rawPost(t, f.server.URL+tt.path, `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"`+
				mcp.LATEST_LEGACY_PROTOCOL_VERSION+`","capabilities":{},"clientInfo":{"name":"raw","version":"1"}}}`, headers)
			if status != tt.status {
				t.Fatalf("got status %d (%s), want %d", status, body, tt.status)
			}
			if tt.challenge == nil {
				if h := hdr.Get("WWW-Authenticate"); h != "" {
					t.Errorf("got WWW-Authenticate %q on success, want none", h)
				}
				return
			}
			got, err := oauthtest.ParseChallenge(hdr.Get("WWW-Authenticate"))
			if err != nil {
				t.Fatal(err)
			}
			desc := got["error_description"]
			delete(got, "error_description")
			if !maps.Equal(got, tt.challenge) {
				t.Errorf("got challenge %v, want %v", got, tt.challenge)
			}
			if _, hasErr := tt.challenge["error"]; hasErr && !strings.Contains(desc, tt.says) {
				t.Errorf("got error_description %q, want %q", desc, tt.says)
			}
			if !strings.Contains(body, strings.ReplaceAll(tt.says, "?", `\"`)) {
				t.Errorf("got body %s, want it to say %q", body, tt.says)
			}
		})
	}
}

// TestProtectedResourceMetadata checks the documents against RFC 9728:
// §2 (members), §3.1 (where each lives) and §3.3 (the resource in the
// document is the one the client asked about), following the
// resource_metadata of each endpoint's challenge.
func TestProtectedResourceMetadata(t *testing.T) {
	as := oauthtest.New(t)
	f, _ := oauthFixture(t, as, func(c *oauth.Config) { c.ScopesSupported = []string{"mcp:tools", "mcp:admin"} })
	get := func(t *testing.T, path string) (int, string, http.Header) {
		t.Helper()
		return rawRequest(t, http.MethodGet, f.server.URL+path, "", nil)
	}
	for _, tt := range []struct{ endpoint, resource string }{
		{"/mcp", publicResource},
		{"/mcp/web", publicResource + "/web"},
	} {
		t.Run(tt.endpoint, func(t *testing.T) {
			_, _, hdr := rawPost(t, f.server.URL+tt.endpoint, `{}`, nil)
			ch, err := oauthtest.ParseChallenge(hdr.Get("WWW-Authenticate"))
			if err != nil {
				t.Fatal(err)
			}
			path, ok := strings.CutPrefix(ch["resource_metadata"], "https://gw.example")
			if !ok {
				t.Fatalf("got resource_metadata %q, want it on the resource's host", ch["resource_metadata"])
			}
			status, body, h := get(t, path)
			if status != http.StatusOK || h.Get("Content-Type") != "application/json" {
				t.Fatalf("GET %s: got %d %s %s, want 200 application/json", path, status, h.Get("Content-Type"), body)
			}
			var doc map[string]any
			if err := json.Unmarshal([]byte(body), &doc); err != nil {
				t.Fatal(err)
			}
			want := map[string]any{
				"resource":                 tt.resource,
				"authorization_servers":    []any{as.Issuer},
				"scopes_supported":         []any{"mcp:tools", "mcp:admin"},
				"bearer_methods_supported": []any{"header"},
				"resource_name":            "mcpscan gateway",
			}
			if got, _ := json.Marshal(doc); string(got) != string(mustJSON(want)) {
				t.Errorf("got %s, want %s", got, mustJSON(want))
			}
		})
	}
	for _, tt := range []struct {
		path     string
		status   int
		resource string
	}{
		{"/.well-known/oauth-protected-resource", 200, publicResource},
		{"/.well-known/oauth-protected-resource/mcp", 200, publicResource},
		{"/.well-known/oauth-protected-resource/mcp/nope", 404, ""},
		{"/.well-known/oauth-protected-resource/other", 404, ""},
	} {
		t.Run(tt.path, func(t *testing.T) {
			status, body, _ := get(t, tt.path)
			if status != tt.status || !strings.Contains(body, `"resource":"`+tt.resource+`"`) && tt.resource != "" {
				t.Errorf("got %d %s, want %d with resource %q", status, body, tt.status, tt.resource)
			}
		})
	}
}

// TestOAuthKeysUnavailable: when the issuer's keys cannot be had, a
// token is neither taken nor called invalid: 503, try again later.
func TestOAuthKeysUnavailable(t *testing.T) {
	as := oauthtest.New(t)
	as.SetJWKSHandler(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		http.Error(w, "down for maintenance", http.StatusBadGateway)
	}))
	f, _ := oauthFixture(t, as, nil)
	status, body, hdr := rawPost(t, f.server.URL+"/mcp", `{}`,
		map[string]string{"Authorization": "Bearer " + as.Mint(t, "rs1", as.Claims("alice", publicResource, "mcp:tools"))})
	if status != http.StatusServiceUnavailable || hdr.Get("Retry-After") == "" || hdr.Get("WWW-Authenticate") != "" ||
		!strings.Contains(body, "status 502") {
		t.Errorf("got %d %v %s, want 503 with Retry-After and the cause", status, hdr, body)
	}
}

func TestCheckGrantNames(t *testing.T) {
	for _, tt := range []struct {
		grants map[string]string
		want   string
	}{
		{map[string]string{"t1": "alice", "t2": "ci"}, ""},
		{map[string]string{"t1": "oauth:alice"}, `grant oauth:alice: names starting with "oauth:"`},
	} {
		err := CheckGrantNames(tt.grants)
		if got := errString(err); (tt.want == "") != (err == nil) || !strings.Contains(got, tt.want) {
			t.Errorf("got %q, want %q", got, tt.want)
		}
	}
}

func errString(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}

// TestOAuthClientFlow: an MCP client that speaks OAuth (mcp-go's) finds
// the authorization server through the gateway's metadata, signs a
// person in with the code flow and PKCE, asks for a token for the
// gateway's resource, and calls a tool with it.
func TestOAuthClientFlow(t *testing.T) {
	as := oauthtest.New(t)
	as.SetSubject("dana")
	ln, err := (&net.ListenConfig{}).Listen(t.Context(), "tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	resource := "http://" + ln.Addr().String() + "/mcp"
	v, err := oauth.NewValidator(oauth.Config{Issuer: as.Issuer, Resource: resource, RequiredScopes: []string{"mcp:tools"}}, oauth.Options{})
	if err != nil {
		t.Fatal(err)
	}
	up := httptest.NewServer(server.NewStreamableHTTPServer(echoServer()))
	t.Cleanup(up.Close)
	f := newFixture(t, fixtureOptions{
		targets:  []introspect.Target{{Name: "web", Transport: introspect.TransportStreamableHTTP, URL: up.URL + "/mcp"}},
		policies: map[string]string{"web": webPolicy},
		http:     HTTPOptions{OAuth: v},
		listener: ln,
	})
	c, err := client.NewOAuthStreamableHttpClient(f.server.URL+"/mcp", client.OAuthConfig{
		ClientID: "test-client", RedirectURI: "http://127.0.0.1/callback", Scopes: []string{"mcp:tools"},
		TokenStore: client.NewMemoryTokenStore(), PKCEEnabled: true,
	})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = c.Close() })
	ctx := t.Context()
	err = c.Start(ctx)
	if err == nil {
		_, err = c.Initialize(ctx, initRequest())
	}
	if !client.IsOAuthAuthorizationRequiredError(err) {
		t.Fatalf("got %v, want the client told to authorize", err)
	}
	h := client.GetOAuthHandler(err)
	verifier, err := client.GenerateCodeVerifier()
	if err != nil {
		t.Fatal(err)
	}
	state, err := client.GenerateState()
	if err != nil {
		t.Fatal(err)
	}
	authURL, err := h.GetAuthorizationURL(ctx, state, client.GenerateCodeChallenge(verifier))
	if err != nil {
		t.Fatalf("discovery through the gateway's metadata: %v", err)
	}
	// The person's browser: the authorization server redirects back with
	// a code.
	browser := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	req, _ := http.NewRequestWithContext(ctx, http.MethodGet, authURL, nil)
	resp, err := browser.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	_ = resp.Body.Close()
	back, err := url.Parse(resp.Header.Get("Location"))
	if err != nil || back.Query().Get("code") == "" {
		t.Fatalf("authorize: got %d %q, want a redirect with a code", resp.StatusCode, resp.Header.Get("Location"))
	}
	if err := h.ProcessAuthorizationResponse(ctx, back.Query().Get("code"), back.Query().Get("state"), verifier); err != nil {
		t.Fatal(err)
	}
	if got := as.Resources(); !slices.Equal(got, []string{resource}) {
		t.Errorf("got resource indicators %q, want [%s]", got, resource)
	}
	if _, err := c.Initialize(ctx, initRequest()); err != nil {
		t.Fatalf("initialize with the token: %v", err)
	}
	text, isErr, err := callTool(ctx, c, "web__echo", map[string]any{"text": "hello"})
	if err != nil || isErr || text != "hello" {
		t.Fatalf("got %q %v %v, want hello", text, isErr, err)
	}
	if recs := f.audit(t, registry.AuditFilter{Identity: "oauth:dana"}, 1); len(recs) != 1 || recs[0].Decision != "allow" {
		t.Errorf("got audit records %+v, want one allow for oauth:dana", recs)
	}
}
