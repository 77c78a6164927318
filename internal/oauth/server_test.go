package oauth

import (
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"
)

// testAS is a real authorization server of its own: metadata, dynamic
// registration, the authorization endpoint (which grants at once: the
// user is taken to have signed in), and a token endpoint that checks the
// PKCE verifier, codes used once, client authentication, the resource
// indicator, refresh and client credentials.
type testAS struct {
	t      *testing.T
	srv    *httptest.Server
	prefix string // issuer path, "" for none

	// What the server offers.
	oidcOnly   bool     // metadata only at OpenID Connect discovery
	cimd       bool     // client_id_metadata_document_supported
	noDCR      bool     // no registration endpoint
	noPKCE     bool     // no code_challenge_methods_supported
	sendIss    bool     // iss on redirects, and says so
	authMethod []string // token_endpoint_auth_methods_supported
	ttl        time.Duration
	hangToken  chan struct{} // when set, the token endpoint waits on it
	metaPad    int           // bytes of padding in the metadata
	drop       []string      // scopes never granted
	claim      string        // an issuer the metadata names instead of its own

	mu        sync.Mutex
	clients   map[string]testClient
	codes     map[string]*testCode
	access    map[string]testGrant
	refreshes map[string]testGrant
	authReqs  []url.Values // every authorization request
	tokenReqs []url.Values // every token request
	issued    []string     // every secret handed out: tokens, codes, client secrets
}

type testClient struct {
	secret   string
	redirect string
}

type testCode struct {
	client, redirect, challenge, resource string
	scopes                                []string
	used                                  bool
}

type testGrant struct {
	resource string
	scopes   []string
	expiry   time.Time
	client   string
}

func newTestAS(t *testing.T, prefix string, setup func(*testAS)) *testAS {
	t.Helper()
	as := &testAS{t: t, prefix: prefix, ttl: time.Hour, clients: map[string]testClient{}, codes: map[string]*testCode{},
		access: map[string]testGrant{}, refreshes: map[string]testGrant{}}
	if setup != nil {
		setup(as)
	}
	as.srv = httptest.NewServer(http.HandlerFunc(as.serve))
	t.Cleanup(as.srv.Close)
	return as
}

func (as *testAS) issuer() string { return as.srv.URL + as.prefix }

func (as *testAS) secret(kind string) string {
	b := make([]byte, 12)
	_, _ = rand.Read(b)
	s := kind + "-" + base64.RawURLEncoding.EncodeToString(b)
	if kind != "client" { // a client id is public: it is in the authorization URL
		as.issued = append(as.issued, s)
	}
	return s
}

func (as *testAS) metadata() map[string]any {
	m := map[string]any{
		"issuer":                   as.issuer(),
		"authorization_endpoint":   as.issuer() + "/authorize",
		"token_endpoint":           as.issuer() + "/token",
		"response_types_supported": []string{"code"},
		"grant_types_supported":    []string{"authorization_code", "refresh_token", "client_credentials"},
	}
	if !as.noDCR {
		m["registration_endpoint"] = as.issuer() + "/register"
	}
	if !as.noPKCE {
		m["code_challenge_methods_supported"] = []string{"S256"}
	}
	if as.cimd {
		m["client_id_metadata_document_supported"] = true
	}
	if as.sendIss {
		m["authorization_response_iss_parameter_supported"] = true
	}
	if as.authMethod != nil {
		m["token_endpoint_auth_methods_supported"] = as.authMethod
	}
	if as.claim != "" {
		m["issuer"] = as.claim
	}
	if as.metaPad > 0 {
		m["padding"] = strings.Repeat("x", as.metaPad)
	}
	return m
}

func (as *testAS) serve(w http.ResponseWriter, r *http.Request) {
	oauthMeta := "/.well-known/oauth-authorization-server" + as.prefix
	oidcMeta := "/.well-known/openid-configuration" + as.prefix
	switch {
	case r.URL.Path == oauthMeta && !as.oidcOnly, r.URL.Path == oidcMeta && as.oidcOnly:
		writeJSON(w, http.StatusOK, as.metadata())
	case r.URL.Path == as.prefix+"/register" && r.Method == http.MethodPost && !as.noDCR:
		as.register(w, r)
	case r.URL.Path == as.prefix+"/authorize":
		as.authorize(w, r)
	case r.URL.Path == as.prefix+"/token" && r.Method == http.MethodPost:
		as.token(w, r)
	default:
		http.NotFound(w, r)
	}
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}

func oauthErr(w http.ResponseWriter, status int, code, desc string) {
	writeJSON(w, status, map[string]string{"error": code, "error_description": desc})
}

func (as *testAS) register(w http.ResponseWriter, r *http.Request) {
	var req struct {
		RedirectURIs []string `json:"redirect_uris"`
		AuthMethod   string   `json:"token_endpoint_auth_method"`
	}
	if json.NewDecoder(r.Body).Decode(&req) != nil || len(req.RedirectURIs) != 1 {
		oauthErr(w, http.StatusBadRequest, "invalid_client_metadata", "one redirect URI is wanted")
		return
	}
	as.mu.Lock()
	defer as.mu.Unlock()
	id := as.secret("client")
	c := testClient{redirect: req.RedirectURIs[0]}
	method := req.AuthMethod
	if method != authNone {
		c.secret = as.secret("secret")
		method = authBasic
	}
	as.clients[id] = c
	writeJSON(w, http.StatusCreated, map[string]any{"client_id": id, "client_secret": c.secret,
		"redirect_uris": req.RedirectURIs, "token_endpoint_auth_method": method})
}

// preRegister adds a client registered by hand.
func (as *testAS) preRegister(id, secret string) {
	as.mu.Lock()
	defer as.mu.Unlock()
	as.clients[id] = testClient{secret: secret}
}

func (as *testAS) authorize(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	as.mu.Lock()
	defer as.mu.Unlock()
	as.authReqs = append(as.authReqs, q)
	id := q.Get("client_id")
	c, known := as.clients[id]
	if as.cimd && strings.HasPrefix(id, "https://") {
		known, c = true, testClient{}
	}
	redirect := q.Get("redirect_uri")
	switch {
	case !known:
		http.Error(w, "unknown client", http.StatusBadRequest)
		return
	case c.redirect != "" && c.redirect != redirect && !loopbackAnyPort(c.redirect, redirect):
		http.Error(w, "redirect_uri not registered", http.StatusBadRequest)
		return
	case q.Get("response_type") != "code" || q.Get("code_challenge_method") != "S256" || q.Get("code_challenge") == "":
		http.Error(w, "PKCE S256 and response_type=code are required", http.StatusBadRequest)
		return
	}
	code := as.secret("code")
	scopes := slices.DeleteFunc(strings.Fields(q.Get("scope")), func(s string) bool { return slices.Contains(as.drop, s) })
	as.codes[code] = &testCode{client: id, redirect: redirect, challenge: q.Get("code_challenge"),
		resource: q.Get("resource"), scopes: scopes}
	u, _ := url.Parse(redirect)
	back := u.Query()
	back.Set("code", code)
	back.Set("state", q.Get("state"))
	if as.sendIss {
		back.Set("iss", as.issuer())
	}
	u.RawQuery = back.Encode()
	http.Redirect(w, r, u.String(), http.StatusFound) //nolint:gosec // an authorization server redirects to the client's redirect URI

}

// loopbackAnyPort: RFC 8252 §7.3 lets a loopback redirect use any port.
func loopbackAnyPort(registered, got string) bool {
	a, err1 := url.Parse(registered)
	b, err2 := url.Parse(got)
	return err1 == nil && err2 == nil && a.Hostname() == "127.0.0.1" && b.Hostname() == "127.0.0.1" && a.Path == b.Path
}

// clientAuth checks the client's authentication at the token endpoint.
func (as *testAS) clientAuth(r *http.Request) (string, bool) {
	id, secret, basic := r.BasicAuth()
	if basic {
		id, _ = url.QueryUnescape(id)
		secret, _ = url.QueryUnescape(secret)
	} else {
		id, secret = r.PostForm.Get("client_id"), r.PostForm.Get("client_secret")
	}
	c, ok := as.clients[id]
	if !ok && as.cimd && strings.HasPrefix(id, "https://") {
		return id, secret == ""
	}
	return id, ok && c.secret == secret
}

func (as *testAS) token(w http.ResponseWriter, r *http.Request) {
	if as.hangToken != nil {
		// The body is read first: only then does the server notice the
		// client going away.
		_ = r.ParseForm()
		select {
		case <-as.hangToken:
		case <-r.Context().Done():
		}
		return
	}
	_ = r.ParseForm()
	as.mu.Lock()
	defer as.mu.Unlock()
	seen := url.Values{}
	for k, v := range r.PostForm {
		seen[k] = v
	}
	seen.Set("_auth", "none")
	if _, _, basic := r.BasicAuth(); basic {
		seen.Set("_auth", "basic")
	} else if r.PostForm.Get("client_secret") != "" {
		seen.Set("_auth", "post")
	}
	as.tokenReqs = append(as.tokenReqs, seen)
	id, ok := as.clientAuth(r)
	if !ok {
		oauthErr(w, http.StatusUnauthorized, "invalid_client", "client authentication failed")
		return
	}
	resource := r.PostForm.Get("resource")
	var g testGrant
	switch r.PostForm.Get("grant_type") {
	case "authorization_code":
		c := as.codes[r.PostForm.Get("code")]
		switch {
		case c == nil || c.client != id:
			oauthErr(w, http.StatusBadRequest, "invalid_grant", "unknown code")
			return
		case c.used:
			oauthErr(w, http.StatusBadRequest, "invalid_grant", "code already used")
			return
		}
		c.used = true
		sum := sha256.Sum256([]byte(r.PostForm.Get("code_verifier")))
		switch {
		case base64.RawURLEncoding.EncodeToString(sum[:]) != c.challenge:
			oauthErr(w, http.StatusBadRequest, "invalid_grant", "PKCE verifier does not match")
			return
		case r.PostForm.Get("redirect_uri") != c.redirect:
			oauthErr(w, http.StatusBadRequest, "invalid_grant", "redirect_uri differs")
			return
		case resource != c.resource:
			oauthErr(w, http.StatusBadRequest, "invalid_target", "resource differs from the authorization request's")
			return
		}
		g = testGrant{resource: resource, scopes: c.scopes, client: id}
	case "refresh_token":
		old, ok := as.refreshes[r.PostForm.Get("refresh_token")]
		if !ok || old.client != id || resource != old.resource {
			oauthErr(w, http.StatusBadRequest, "invalid_grant", "unknown refresh token, or another resource")
			return
		}
		delete(as.refreshes, r.PostForm.Get("refresh_token"))
		g = old
	case "client_credentials":
		g = testGrant{resource: resource, scopes: strings.Fields(r.PostForm.Get("scope")), client: id}
	default:
		oauthErr(w, http.StatusBadRequest, "unsupported_grant_type", "")
		return
	}
	if g.resource == "" {
		oauthErr(w, http.StatusBadRequest, "invalid_target", "a resource indicator is required")
		return
	}
	g.expiry = time.Now().Add(as.ttl)
	access := as.secret("access")
	as.access[access] = g
	resp := map[string]any{"access_token": access, "token_type": "Bearer", "expires_in": int(as.ttl.Seconds()),
		"scope": strings.Join(g.scopes, " ")}
	if r.PostForm.Get("grant_type") != "client_credentials" {
		rt := as.secret("refresh")
		as.refreshes[rt] = g
		resp["refresh_token"] = rt
	}
	writeJSON(w, http.StatusOK, resp)
}

// grantOf returns what an access token was issued for.
func (as *testAS) grantOf(token string) (testGrant, bool) {
	as.mu.Lock()
	defer as.mu.Unlock()
	g, ok := as.access[token]
	return g, ok
}

func (as *testAS) counts() (auth, token int) {
	as.mu.Lock()
	defer as.mu.Unlock()
	return len(as.authReqs), len(as.tokenReqs)
}

// testRS is an MCP server behind the testAS: every request needs a token
// for its resource with the scopes its method needs.
type testRS struct {
	srv         *httptest.Server
	as          *testAS
	prmPath     string            // "" for none
	inChallenge bool              // resource_metadata in the challenge
	scopes      []string          // scopes_supported in the PRM
	need        map[string]string // method → scopes it needs
	resource    string            // the PRM's resource, default the /mcp URL
	forbid      bool              // tools/call is refused whatever the token holds
	prmOverride func(w http.ResponseWriter, r *http.Request) bool
}

func newTestRS(t *testing.T, as *testAS, setup func(*testRS)) *testRS {
	t.Helper()
	rs := &testRS{as: as, prmPath: "/.well-known/oauth-protected-resource/mcp", inChallenge: true, need: map[string]string{}}
	if setup != nil {
		setup(rs)
	}
	rs.srv = httptest.NewServer(http.HandlerFunc(rs.serve))
	t.Cleanup(rs.srv.Close)
	return rs
}

func (rs *testRS) url() string { return rs.srv.URL + "/mcp" }

func (rs *testRS) serve(w http.ResponseWriter, r *http.Request) {
	if rs.prmOverride != nil && rs.prmOverride(w, r) {
		return
	}
	if rs.prmPath != "" && r.URL.Path == rs.prmPath {
		res := rs.resource
		if res == "" {
			res = rs.url()
		}
		writeJSON(w, http.StatusOK, map[string]any{"resource": res, "authorization_servers": []string{rs.as.issuer()},
			"scopes_supported": rs.scopes})
		return
	}
	if r.URL.Path != "/mcp" {
		http.NotFound(w, r)
		return
	}
	var msg struct {
		ID     json.RawMessage `json:"id"`
		Method string          `json:"method"`
	}
	_ = json.NewDecoder(r.Body).Decode(&msg)
	need := strings.Fields(rs.need[msg.Method])
	challenge := func(status int, extra string) {
		h := "Bearer " + extra
		if len(need) > 0 {
			h += fmt.Sprintf(`, scope="%s"`, strings.Join(need, " "))
		}
		if rs.inChallenge && rs.prmPath != "" {
			h += fmt.Sprintf(`, resource_metadata="%s%s"`, rs.srv.URL, rs.prmPath)
		}
		w.Header().Set("WWW-Authenticate", h)
		oauthErr(w, status, "unauthorized", "")
	}
	tok, ok := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer ")
	g, valid := rs.as.grantOf(tok)
	want := rs.resource
	if want == "" {
		want = rs.url()
	}
	if !ok || !valid || time.Now().After(g.expiry) || g.resource != want {
		challenge(http.StatusUnauthorized, `error="invalid_token"`)
		return
	}
	for _, s := range need {
		if !slices.Contains(g.scopes, s) || rs.forbid && msg.Method == "tools/call" {
			challenge(http.StatusForbidden, `error="insufficient_scope"`)
			return
		}
	}
	writeJSON(w, http.StatusOK, map[string]any{"jsonrpc": "2.0", "id": msg.ID, "result": map[string]any{"method": msg.Method}})
}
