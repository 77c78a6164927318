package introspect

import (
	"context"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/mark3labs/mcp-go/server"
)

// A server that redirects the scan to another host would have it send its
// requests, and the server's credentials from the config, to a machine
// nobody named: the redirect is refused and the other host, a working MCP
// server that would have answered, hears nothing.
func TestRedirectsToAnotherHostAreRefused(t *testing.T) {
	for _, tc := range []struct {
		name      string
		status    int
		transport string
	}{
		{"307 streamable http", http.StatusTemporaryRedirect, TransportStreamableHTTP},
		{"308 streamable http", http.StatusPermanentRedirect, TransportStreamableHTTP},
		{"307 sse", http.StatusTemporaryRedirect, TransportSSE},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var heard atomic.Int64
			var target http.Handler = server.NewStreamableHTTPServer(referenceServer())
			path := "/mcp"
			if tc.transport == TransportSSE {
				target, path = server.NewSSEServer(referenceServer()), "/sse"
			}
			other := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				heard.Add(1)
				target.ServeHTTP(w, r)
			}))
			t.Cleanup(other.Close)
			mover := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				http.Redirect(w, r, other.URL+path, tc.status)
			}))
			t.Cleanup(mover.Close)
			r, err := Introspect(context.Background(), Target{Name: "mover", Transport: tc.transport, URL: mover.URL + path,
				Headers: map[string]string{"X-Api-Key": "k-123"}}, fast)
			if err == nil || !strings.Contains(err.Error(), "redirect refused") {
				t.Errorf("introspect: got %v, %v, want the redirect refused", r, err)
			}
			if n := heard.Load(); n != 0 {
				t.Errorf("requests the other host heard: got %d, want 0", n)
			}
		})
	}
}
