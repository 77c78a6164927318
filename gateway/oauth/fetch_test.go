package oauth_test

import (
	"encoding/json"
	"fmt"
	"net/http"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/mcpscan/mcpscan/gateway/oauth"
	"github.com/mcpscan/mcpscan/gateway/oauth/oauthtest"
)

// TestFetchBounds: whatever the authorization server answers, fetching
// its keys ends with a clear error, in bounded time and memory.
func TestFetchBounds(t *testing.T) {
	jsonHandler := func(body string) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
			w.Header().Set("Content-Type", "application/json")
			_, _ = w.Write([]byte(body))
		})
	}
	tests := []struct {
		name     string
		metadata func(as *oauthtest.Server) http.Handler
		jwks     func(as *oauthtest.Server) http.Handler
		jwksURI  string
		timeout  time.Duration // of each fetch; default 5s
		want     string
	}{
		{
			name: "metadata redirects to another host",
			metadata: func(as *oauthtest.Server) http.Handler {
				other := strings.Replace(as.URL, "127.0.0.1", "localhost", 1)
				return http.RedirectHandler(other+"/.well-known/openid-configuration", http.StatusFound)
			},
			want: "refused: it leaves 127.0.0.1",
		},
		{
			name: "metadata redirects on its host",
			metadata: func(as *oauthtest.Server) http.Handler {
				return http.RedirectHandler(as.URL+"/.well-known/openid-configuration", http.StatusFound)
			},
		},
		{
			name: "metadata names an http key set beyond loopback",
			metadata: func(as *oauthtest.Server) http.Handler {
				return jsonHandler(fmt.Sprintf(`{"issuer": %q, "jwks_uri": "http://keys.example/jwks"}`, as.Issuer))
			},
			want: `jwks_uri: "http://keys.example/jwks": plain http is allowed only on loopback`,
		},
		{
			name: "metadata of another issuer",
			metadata: func(*oauthtest.Server) http.Handler {
				return jsonHandler(`{"issuer": "https://evil.example", "jwks_uri": "https://evil.example/jwks"}`)
			},
			want: `the document is for issuer "https://evil.example"`,
		},
		{
			name:     "no RFC 8414 metadata: OpenID Connect discovery",
			metadata: func(*oauthtest.Server) http.Handler { return http.NotFoundHandler() },
		},
		{
			name: "key set hangs",
			jwks: func(*oauthtest.Server) http.Handler {
				return http.HandlerFunc(func(_ http.ResponseWriter, r *http.Request) {
					select {
					case <-r.Context().Done():
					case <-time.After(30 * time.Second):
					}
				})
			},
			timeout: 300 * time.Millisecond,
			want:    "key set: GET",
		},
		{
			name: "giant key set",
			jwks: func(*oauthtest.Server) http.Handler {
				return http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
					chunk := []byte(strings.Repeat(`{"kty":"oct","k":"AAAA"},`, 1000))
					_, _ = w.Write([]byte(`{"keys":[`))
					for range (64 << 20) / len(chunk) {
						if _, err := w.Write(chunk); err != nil {
							return
						}
					}
				})
			},
			want: "the body is more than the limit of 1048576 bytes",
		},
		{
			name: "too many keys",
			jwks: func(as *oauthtest.Server) http.Handler {
				set := as.JWKS()
				for len(set.Keys) <= oauth.MaxKeys {
					k := set.Keys[0]
					k.KeyID = fmt.Sprint("k", len(set.Keys))
					set.Keys = append(set.Keys, k)
				}
				return http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
					b, _ := json.Marshal(set)
					_, _ = w.Write(b)
				})
			},
			want: "101 keys is more than the limit of 100",
		},
		{
			name: "no usable key",
			jwks: func(*oauthtest.Server) http.Handler { return jsonHandler(`{"keys":[{"kty":"oct","k":"c2VjcmV0"}]}`) },
			want: "none of its 1 keys can verify",
		},
		{
			name: "not a key set",
			jwks: func(*oauthtest.Server) http.Handler { return jsonHandler(`<html>`) },
			want: "not a JWK set",
		},
		{
			name: "key set redirects to another host",
			jwks: func(as *oauthtest.Server) http.Handler {
				return http.RedirectHandler(strings.Replace(as.URL, "127.0.0.1", "localhost", 1)+"/jwks", http.StatusTemporaryRedirect)
			},
			want: "redirect to http://localhost:",
		},
		{
			name:    "configured key set",
			jwksURI: "/jwks",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			as := oauthtest.New(t)
			if tt.metadata != nil {
				as.SetMetadataHandler(tt.metadata(as))
			}
			if tt.jwks != nil {
				as.SetJWKSHandler(tt.jwks(as))
			}
			timeout := tt.timeout
			if timeout == 0 {
				timeout = 5 * time.Second
			}
			v := newValidator(t, as, func(c *oauth.Config) {
				c.FetchTimeout = oauth.Duration(timeout)
				if tt.jwksURI != "" {
					c.JWKSURI = as.URL + tt.jwksURI
				}
			}, oauth.Options{})
			var before, after runtime.MemStats
			runtime.ReadMemStats(&before)
			start := time.Now()
			err := v.Prefetch(t.Context())
			took := time.Since(start)
			runtime.ReadMemStats(&after)
			if got := errText(err); (tt.want == "") != (err == nil) || !strings.Contains(got, tt.want) {
				t.Fatalf("got %q, want %q", got, tt.want)
			}
			if took > timeout+time.Second {
				t.Errorf("took %s, want at most the fetch timeout %s (and a little)", took, timeout)
			}
			// The test server writes from one buffer: what is allocated
			// is the client's reading, bounded by the document limit.
			if alloc := after.TotalAlloc - before.TotalAlloc; alloc > 8*oauth.MaxDocumentBytes {
				t.Errorf("allocated %d bytes, want at most %d", alloc, 8*oauth.MaxDocumentBytes)
			}
			// A token is refused the same way, with 503 rather than 401
			// when no key was ever had.
			_, verr := v.Validate(t.Context(), as.Mint(t, "rs1", as.Claims("alice", resource, "mcp:tools")), resource)
			if (err == nil) != (verr == nil) {
				t.Errorf("prefetch said %v, a token got %v", err, verr)
			}
		})
	}
}
