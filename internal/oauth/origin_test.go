package oauth

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"
)

// A token is for the server it was issued for: a request the client is
// sent elsewhere, by a redirect or an address the server names, goes
// without it, so a hostile server cannot have it delivered to a host of
// its choosing.
func TestTokenIsOnlySentToItsOrigin(t *testing.T) {
	var mu sync.Mutex
	var heard []string
	other := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		heard = append(heard, r.Header.Get("Authorization"))
		mu.Unlock()
		w.WriteHeader(http.StatusOK)
	}))
	t.Cleanup(other.Close)
	as := newTestAS(t, "", nil)
	rs := newTestRS(t, as, func(rs *testRS) {
		rs.prmOverride = func(w http.ResponseWriter, r *http.Request) bool {
			if r.URL.Path != "/hop" {
				return false
			}
			http.Redirect(w, r, other.URL+"/mcp", http.StatusTemporaryRedirect)
			return true
		}
	})
	a, _ := testAuth(t, nil)
	if status, body, err := call(t, a, rs.url(), ClientConfig{}, "x"); err != nil || status != http.StatusOK {
		t.Fatalf("authorize: got %d %s %v, want 200", status, body, err)
	}
	for _, tc := range []struct{ name, url string }{
		{"another host", other.URL + "/mcp"},
		{"a redirect to another host", rs.srv.URL + "/hop"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			mu.Lock()
			heard = nil
			mu.Unlock()
			hc := &http.Client{Transport: a.Transport(nil, rs.url(), ClientConfig{}), Timeout: 5 * time.Second}
			req, err := http.NewRequestWithContext(t.Context(), http.MethodPost, tc.url, strings.NewReader(`{"jsonrpc":"2.0","id":1,"method":"x"}`))
			if err != nil {
				t.Fatal(err)
			}
			resp, err := hc.Do(req)
			if err != nil {
				t.Fatalf("request: %v", err)
			}
			_ = resp.Body.Close()
			mu.Lock()
			defer mu.Unlock()
			if len(heard) != 1 || heard[0] != "" {
				t.Errorf("Authorization headers the other host heard: got %q, want one request with none", heard)
			}
		})
	}
	if status, body, err := call(t, a, rs.url(), ClientConfig{}, "x"); err != nil || status != http.StatusOK {
		t.Errorf("the server itself: got %d %s %v, want 200 with the token", status, body, err)
	}
}
