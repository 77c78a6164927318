package oauth

import (
	"bytes"
	"context"
	"errors"
	"log/slog"
	"os"
	"strings"
	"sync"
	"testing"
	"time"
)

// Nothing secret reaches the log or the user's terminal: no token, code,
// client secret or PKCE verifier, through a whole flow with registration,
// step-up and refresh at debug level.
func TestLogRedaction(t *testing.T) {
	as := newTestAS(t, "", func(as *testAS) { as.authMethod = []string{"client_secret_basic"} })
	rs := newTestRS(t, as, func(rs *testRS) { rs.need = map[string]string{"tools/list": "read", "tools/call": "read write"} })
	now := time.Now()
	var notified bytes.Buffer // what the user is told: one flow at a time writes it
	a, logs := testAuth(t, func(o *Options) { o.Now = func() time.Time { return now }; o.Notify = &notified })
	for _, method := range []string{"tools/list", "tools/call"} {
		if status, _, err := call(t, a, rs.url(), ClientConfig{}, method); err != nil || status != 200 {
			t.Fatalf("%s: got %d %v, want 200", method, status, err)
		}
	}
	now = now.Add(2 * time.Hour)
	if status, _, err := call(t, a, rs.url(), ClientConfig{}, "tools/call"); err != nil || status != 200 {
		t.Fatalf("after expiry: got %d %v, want 200", status, err)
	}
	toks, err := a.opts.Store.List()
	if err != nil || len(toks) != 1 {
		t.Fatalf("got %d stored tokens (%v), want 1", len(toks), err)
	}
	// A stored token logged by mistake shows no secret either.
	slog.New(slog.NewTextHandler(logs, nil)).Info("stored", "token", toks[0])

	as.mu.Lock()
	secrets := append([]string(nil), as.issued...)
	for _, r := range as.tokenReqs {
		if v := r.Get("code_verifier"); v != "" {
			secrets = append(secrets, v)
		}
	}
	as.mu.Unlock()
	if len(secrets) < 6 {
		t.Fatalf("got %d secrets issued, want at least 6 (client secret, 2 codes, 3 tokens)", len(secrets))
	}
	out := logs.String() + notified.String()
	if !strings.Contains(out, "oauth: token refreshed") || !strings.Contains(out, "stored") || !strings.Contains(out, "if it does not open, visit") {
		t.Fatalf("the log lacks the flow; got:\n%s", out)
	}
	for _, s := range secrets {
		if strings.Contains(out, s) {
			t.Errorf("the log holds the secret %q", s)
		}
	}
	// The file holds them, for the user alone.
	b, _ := os.ReadFile(a.opts.Store.Path())
	if !strings.Contains(string(b), toks[0].AccessToken) {
		t.Errorf("the token file lacks the access token")
	}
}

// Requests that meet the challenge together share one authorization.
func TestConcurrentRequestsAuthorizeOnce(t *testing.T) {
	as := newTestAS(t, "", nil)
	rs := newTestRS(t, as, nil)
	a, _ := testAuth(t, nil)
	var wg sync.WaitGroup
	errs := make(chan error, 8)
	for range 8 {
		wg.Go(func() {
			if _, _, err := call(t, a, rs.url(), ClientConfig{}, "x"); err != nil {
				errs <- err
			}
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Errorf("call: %v", err)
	}
	if auths, _ := as.counts(); auths != 1 {
		t.Errorf("got %d authorizations, want 1", auths)
	}
}

// A machine gets its token with the client credentials grant, without a
// browser, with its resource.
func TestClientCredentials(t *testing.T) {
	as := newTestAS(t, "", nil)
	as.preRegister("machine", "machine-secret")
	rs := newTestRS(t, as, func(rs *testRS) { rs.scopes = []string{"mcp"} })
	a, _ := testAuth(t, func(o *Options) {
		o.Interactive = false
		o.Browser = func(_ context.Context, _ string) error { return errors.New("no browser in this run") }
	})
	cfg := ClientConfig{ClientID: "machine", ClientSecret: "machine-secret", Grant: GrantClientCredentials}
	if status, body, err := call(t, a, rs.url(), cfg, "x"); err != nil || status != 200 {
		t.Fatalf("got %d %s %v, want 200", status, body, err)
	}
	auths, tokens := as.counts()
	if auths != 0 || tokens != 1 {
		t.Fatalf("got %d authorizations and %d token requests, want 0 and 1", auths, tokens)
	}
	r := as.tokenReqs[0]
	if r.Get("grant_type") != "client_credentials" || r.Get("resource") != rs.url() || r.Get("scope") != "mcp" || r.Get("_auth") != "basic" {
		t.Errorf("got token request %v, want client_credentials for %s, scope mcp, basic authentication", r, rs.url())
	}
}
