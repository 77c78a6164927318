package oauth

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
	"time"
)

// Every bad answer of a remote party ends the flow with an error that
// says what was wrong, soon.
func TestBadInput(t *testing.T) {
	other := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		writeJSON(w, http.StatusOK, map[string]any{"resource": "x"})
	}))
	defer other.Close()
	hang := make(chan struct{})
	defer close(hang)
	tests := []struct {
		name        string
		as          func(*testAS)
		rs          func(*testRS)
		opts        func(*Options)
		tamper      func(*url.URL)
		wantErr     error
		wantMessage string
	}{
		{name: "metadata that redirects to another host",
			rs: func(rs *testRS) {
				rs.prmOverride = func(w http.ResponseWriter, r *http.Request) bool {
					if strings.HasPrefix(r.URL.Path, "/.well-known/") {
						http.Redirect(w, r, other.URL+"/prm", http.StatusFound)
						return true
					}
					return false
				}
			},
			wantErr: ErrInsecure, wantMessage: "redirect from"},
		{name: "an http: authorization server beyond loopback",
			rs: func(rs *testRS) {
				rs.prmOverride = func(w http.ResponseWriter, r *http.Request) bool {
					if r.URL.Path == rs.prmPath {
						writeJSON(w, http.StatusOK, map[string]any{"resource": rs.url(), "authorization_servers": []string{"http://auth.example.com"}})
						return true
					}
					return false
				}
			},
			wantErr: ErrInsecure, wantMessage: "http://auth.example.com uses http: beyond loopback"},
		{name: "a token endpoint that hangs",
			as:          func(as *testAS) { as.hangToken = hang },
			opts:        func(o *Options) { o.HTTPTimeout = 300 * time.Millisecond },
			wantMessage: "Client.Timeout exceeded"},
		{name: "metadata that names another issuer", as: func(as *testAS) { as.claim = "https://evil.example" },
			wantMessage: `names issuer "https://evil.example"`},
		{name: "oversized metadata", as: func(as *testAS) { as.metaPad = maxMetadataBytes },
			wantErr: ErrTooLarge, wantMessage: "larger than 262144 bytes"},
		{name: "a state that does not match", tamper: func(u *url.URL) { setQuery(u, "state", "forged") },
			wantErr: ErrFlow, wantMessage: "state does not match"},
		{name: "a redirect from another issuer", tamper: func(u *url.URL) { setQuery(u, "iss", "https://evil.example") },
			wantErr: ErrFlow, wantMessage: `issuer "https://evil.example"`},
		{name: "a redirect without the iss its issuer promises", as: func(as *testAS) { as.sendIss = true },
			tamper:  func(u *url.URL) { setQuery(u, "iss", "") },
			wantErr: ErrFlow, wantMessage: "promises an iss parameter"},
		{name: "an error from the authorization server", tamper: func(u *url.URL) {
			u.RawQuery = url.Values{"state": u.Query()["state"], "error": {"access_denied"}, "error_description": {"the user said no\x1b[31m"}}.Encode()
		}, wantErr: ErrFlow, wantMessage: "access_denied: the user said no [31m"},
		{name: "metadata for another resource", rs: func(rs *testRS) { rs.resource = "https://evil.example.com/mcp" },
			wantMessage: "is for https://evil.example.com/mcp"},
		{name: "an authorization server without PKCE", as: func(as *testAS) { as.noPKCE = true },
			wantMessage: "does not support PKCE with S256"},
		{name: "a 401 that says nothing of OAuth",
			rs: func(rs *testRS) {
				rs.prmPath = ""
				rs.prmOverride = func(w http.ResponseWriter, r *http.Request) bool {
					if r.URL.Path == "/mcp" {
						w.WriteHeader(http.StatusUnauthorized)
						return true
					}
					return false
				}
			},
			wantMessage: `give it in the "headers" of its config`},
		{name: "a run that may not open a browser", opts: func(o *Options) { o.Interactive = false },
			wantErr: ErrLoginRequired, wantMessage: "run 'mcpscan auth login http://127.0.0.1:"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			as := newTestAS(t, "", tt.as)
			rs := newTestRS(t, as, tt.rs)
			a, _ := testAuth(t, func(o *Options) {
				o.Browser = browser(tt.tamper)
				if tt.opts != nil {
					tt.opts(o)
				}
			})
			start := time.Now()
			status, _, err := call(t, a, rs.url(), ClientConfig{}, "x")
			if took := time.Since(start); took > 3*time.Second {
				t.Errorf("took %s, want under 3s", took)
			}
			if err == nil {
				t.Fatalf("got HTTP %d, want an error", status)
			}
			if !errors.Is(err, ErrAuthorization) || (tt.wantErr != nil && !errors.Is(err, tt.wantErr)) {
				t.Errorf("got %v, want %v and %v", err, ErrAuthorization, tt.wantErr)
			}
			if !strings.Contains(err.Error(), tt.wantMessage) {
				t.Errorf("got %q, want it to say %q", err, tt.wantMessage)
			}
		})
	}
}

func setQuery(u *url.URL, k, v string) {
	q := u.Query()
	if v == "" {
		q.Del(k)
	} else {
		q.Set(k, v)
	}
	u.RawQuery = q.Encode()
}

// A redirect is taken once: the same one again is refused by the
// listener, and a code used before is refused by the server, which the
// flow reports.
func TestReplay(t *testing.T) {
	as := newTestAS(t, "", nil)
	rs := newTestRS(t, as, nil)

	var redirect string
	var replayStatus int
	replaying := func(ctx context.Context, u string) error {
		c := &http.Client{CheckRedirect: func(req *http.Request, _ []*http.Request) error {
			if req.URL.Path == callbackPath {
				redirect = req.URL.String()
				return http.ErrUseLastResponse
			}
			return nil
		}}
		first, _ := http.NewRequestWithContext(ctx, http.MethodGet, u, nil)
		resp, err := c.Do(first)
		if err != nil {
			return err
		}
		drain(resp)
		for i := range 2 {
			req, _ := http.NewRequestWithContext(ctx, http.MethodGet, redirect, nil)
			resp, err := http.DefaultClient.Do(req)
			if err != nil {
				return err
			}
			drain(resp)
			if i == 1 {
				replayStatus = resp.StatusCode
			}
		}
		return nil
	}
	a, _ := testAuth(t, func(o *Options) { o.Browser = replaying })
	if status, _, err := call(t, a, rs.url(), ClientConfig{}, "x"); err != nil || status != 200 {
		t.Fatalf("got %d %v, want 200", status, err)
	}
	if replayStatus != http.StatusBadRequest {
		t.Errorf("replayed redirect: got HTTP %d, want 400", replayStatus)
	}

	used, _ := url.Parse(redirect)
	b, _ := testAuth(t, func(o *Options) {
		o.Browser = browser(func(u *url.URL) { setQuery(u, "code", used.Query().Get("code")) })
	})
	_, _, err := call(t, b, rs.url(), ClientConfig{}, "x")
	if err == nil || !strings.Contains(err.Error(), "invalid_grant") {
		t.Errorf("replayed code: got %v, want the server's invalid_grant", err)
	}
}
