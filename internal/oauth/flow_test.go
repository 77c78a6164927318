package oauth

import (
	"net/http"
	"slices"
	"strings"
	"testing"
	"time"
)

func TestAuthorizationCodeFlow(t *testing.T) {
	tests := []struct {
		name      string
		prefix    string
		as        func(*testAS)
		rs        func(*testRS)
		cfg       ClientConfig
		method    string
		wantScope string // the scope of the authorization request
		wantID    string // the client id of the authorization request, "" for a registered one
		wantAuth  string // the token request's client authentication
	}{
		{name: "challenge names the metadata, scope from the challenge", method: "tools/list",
			rs:        func(rs *testRS) { rs.need["tools/list"] = "mcp:read"; rs.scopes = []string{"mcp:read", "mcp:write"} },
			wantScope: "mcp:read", wantAuth: "none"},
		{name: "well-known metadata with the path, scopes_supported", method: "tools/list",
			rs:        func(rs *testRS) { rs.inChallenge = false; rs.scopes = []string{"a", "b"} },
			wantScope: "a b", wantAuth: "none"},
		{name: "metadata at the root, issuer with a path", prefix: "/tenant1", method: "x",
			rs:        func(rs *testRS) { rs.inChallenge = false; rs.prmPath = "/.well-known/oauth-protected-resource" },
			wantScope: "", wantAuth: "none"},
		{name: "registered with a secret where public clients are not supported", method: "x",
			as:       func(as *testAS) { as.authMethod = []string{"client_secret_basic"} },
			wantAuth: "basic"},
		{name: "OpenID Connect discovery only, public client", prefix: "/tenant1", method: "x",
			as:        func(as *testAS) { as.oidcOnly = true; as.authMethod = []string{"none"} },
			wantScope: "", wantAuth: "none"},
		{name: "client ID metadata document", method: "x",
			as:     func(as *testAS) { as.cimd = true },
			cfg:    ClientConfig{ClientMetadataURL: "https://mcpscan.example/client.json"},
			wantID: "https://mcpscan.example/client.json", wantAuth: "none"},
		{name: "pre-registered client, secret in the body", method: "x",
			as:     func(as *testAS) { as.noDCR = true; as.authMethod = []string{"client_secret_post"} },
			cfg:    ClientConfig{ClientID: "pre", ClientSecret: "pre-secret", Scopes: []string{"extra"}},
			wantID: "pre", wantAuth: "post", wantScope: "extra"},
		{name: "issuer sends iss", method: "x", as: func(as *testAS) { as.sendIss = true }, wantAuth: "none"},
		{name: "2025-03-26 server: no protected resource metadata", method: "x",
			rs:       func(rs *testRS) { rs.prmPath = "" },
			wantAuth: "none"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			as := newTestAS(t, tt.prefix, tt.as)
			as.preRegister("pre", "pre-secret")
			rs := newTestRS(t, as, tt.rs)
			if rs.prmPath == "" {
				// A 2025-03-26 server is its own authorization server.
				rs.srv.Close()
				rs.srv = as.srv
				as.srv.Config.Handler = http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
					if r.URL.Path == "/mcp" {
						rs.serve(w, r)
						return
					}
					as.serve(w, r)
				})
			}
			a, _ := testAuth(t, nil)
			status, body, err := call(t, a, rs.url(), tt.cfg, tt.method)
			if err != nil {
				t.Fatalf("call: %v", err)
			}
			if status != 200 || !strings.Contains(body, tt.method) {
				t.Fatalf("got HTTP %d %s, want 200 with the result", status, body)
			}
			if len(as.authReqs) != 1 {
				t.Fatalf("got %d authorization requests, want 1", len(as.authReqs))
			}
			q := as.authReqs[0]
			if got := q.Get("scope"); got != tt.wantScope {
				t.Errorf("got scope %q, want %q", got, tt.wantScope)
			}
			if tt.wantID != "" && q.Get("client_id") != tt.wantID {
				t.Errorf("got client_id %q, want %q", q.Get("client_id"), tt.wantID)
			}
			if got := q.Get("resource"); got == "" || as.tokenReqs[0].Get("resource") != got {
				t.Errorf("got resource %q on authorization and %q on the token request, want the same", got, as.tokenReqs[0].Get("resource"))
			}
			if auth := as.tokenReqs[0].Get("_auth"); auth != tt.wantAuth {
				t.Errorf("got client authentication %s, want %s", auth, tt.wantAuth)
			}
			// A second request uses the token: no new authorization.
			if status, _, _ := call(t, a, rs.url(), tt.cfg, tt.method); status != 200 || len(as.authReqs) != 1 {
				t.Errorf("second call: got HTTP %d after %d authorizations, want 200 after 1", status, len(as.authReqs))
			}
		})
	}
}

func TestStoredTokenIsUsedAndRefreshed(t *testing.T) {
	as := newTestAS(t, "", nil)
	rs := newTestRS(t, as, nil)
	now := time.Now()
	clock := func() time.Time { return now }
	first, _ := testAuth(t, func(o *Options) { o.Now = clock })
	if status, body, err := call(t, first, rs.url(), ClientConfig{}, "x"); err != nil || status != 200 {
		t.Fatalf("first call: got %d %s %v, want 200", status, body, err)
	}
	// Another process, not interactive, reads the stored token.
	second := New(Options{Store: first.opts.Store, Now: func() time.Time { return now }})
	if status, _, err := call(t, second, rs.url(), ClientConfig{}, "x"); err != nil || status != 200 {
		t.Fatalf("stored token: got %d %v, want 200", status, err)
	}
	// Once it has expired, the refresh token renews it, with the
	// resource (the server refuses a refresh without it).
	now = now.Add(2 * time.Hour)
	third := New(Options{Store: first.opts.Store, Now: func() time.Time { return now }})
	if status, body, err := call(t, third, rs.url(), ClientConfig{}, "x"); err != nil || status != 200 {
		t.Fatalf("after expiry: got %d %s %v, want 200", status, body, err)
	}
	auths, tokens := as.counts()
	if auths != 1 || tokens != 2 {
		t.Errorf("got %d authorizations and %d token requests, want 1 and 2 (the code, the refresh)", auths, tokens)
	}
	if got := as.tokenReqs[1].Get("grant_type"); got != "refresh_token" {
		t.Errorf("got grant_type %q, want refresh_token", got)
	}
}

func TestStepUp(t *testing.T) {
	tests := []struct {
		name       string
		need       map[string]string
		drop       []string // scopes the authorization server never grants
		forbid     bool     // the server refuses tools/call whatever the token holds
		wantStatus int
		wantAuths  int
		wantScopes []string // of the last authorization request
	}{
		{name: "403 insufficient_scope widens the token", need: map[string]string{"tools/list": "read", "tools/call": "read write"},
			wantStatus: 200, wantAuths: 2, wantScopes: []string{"read", "write"}},
		{name: "a scope the token was granted is not asked for again", need: map[string]string{"tools/list": "admin", "tools/call": "admin"}, forbid: true,
			wantStatus: 403, wantAuths: 1, wantScopes: []string{"admin"}},
		{name: "a scope never granted is asked for a bounded number of times", need: map[string]string{"tools/call": "admin"},
			drop: []string{"admin"}, wantStatus: 403, wantAuths: maxAuthorizations, wantScopes: []string{"admin"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			as := newTestAS(t, "", func(as *testAS) { as.drop = tt.drop })
			rs := newTestRS(t, as, func(rs *testRS) { rs.need = tt.need; rs.forbid = tt.forbid })
			a, _ := testAuth(t, nil)
			if tt.need["tools/list"] != "" {
				if status, _, err := call(t, a, rs.url(), ClientConfig{}, "tools/list"); err != nil || status != 200 {
					t.Fatalf("tools/list: got %d %v, want 200", status, err)
				}
			}
			status, _, err := call(t, a, rs.url(), ClientConfig{}, "tools/call")
			if err != nil {
				t.Fatalf("call: %v", err)
			}
			auths, _ := as.counts()
			if status != tt.wantStatus || auths != tt.wantAuths {
				t.Fatalf("got HTTP %d after %d authorizations, want %d after %d", status, auths, tt.wantStatus, tt.wantAuths)
			}
			if got := strings.Fields(as.authReqs[auths-1].Get("scope")); !slices.Equal(got, tt.wantScopes) {
				t.Errorf("got scopes %v, want %v", got, tt.wantScopes)
			}
		})
	}
}
