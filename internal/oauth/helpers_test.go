package oauth

import (
	"bytes"
	"context"
	"io"
	"log/slog"
	"net/http"
	"net/url"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// browser follows the authorization redirects with net/http, as the
// user's browser would once they have signed in. tamper, when set,
// changes the redirect to the loopback listener before it is followed.
func browser(tamper func(u *url.URL)) func(context.Context, string) error {
	return func(ctx context.Context, u string) error {
		c := &http.Client{CheckRedirect: func(req *http.Request, _ []*http.Request) error {
			if tamper != nil && req.URL.Path == callbackPath {
				tamper(req.URL)
			}
			return nil
		}}
		req, err := http.NewRequestWithContext(ctx, http.MethodGet, u, nil)
		if err != nil {
			return err
		}
		resp, err := c.Do(req)
		if err != nil {
			return err
		}
		drain(resp)
		return nil
	}
}

// testAuth is an interactive Authenticator with a store in a temporary
// directory, the scripted browser, and a debug log kept in logs (the
// handler serializes its writes).
func testAuth(t *testing.T, tweak func(*Options)) (*Authenticator, *bytes.Buffer) {
	t.Helper()
	logs := &bytes.Buffer{}
	opts := Options{Store: NewStore(filepath.Join(t.TempDir(), "oauth.json")), Interactive: true, Browser: browser(nil),
		Log:         slog.New(slog.NewTextHandler(logs, &slog.HandlerOptions{Level: slog.LevelDebug})),
		HTTPTimeout: 5 * time.Second, AuthorizeTimeout: 5 * time.Second}
	if tweak != nil {
		tweak(&opts)
	}
	return New(opts), logs
}

// call sends one JSON-RPC request for method through a's transport.
func call(t *testing.T, a *Authenticator, serverURL string, cfg ClientConfig, method string) (int, string, error) {
	t.Helper()
	hc := &http.Client{Transport: a.Transport(nil, serverURL, cfg), Timeout: 10 * time.Second}
	body := `{"jsonrpc":"2.0","id":1,"method":"` + method + `"}`
	req, err := http.NewRequestWithContext(t.Context(), http.MethodPost, serverURL, strings.NewReader(body))
	if err != nil {
		return 0, "", err
	}
	req.Header.Set("Content-Type", "application/json")
	resp, err := hc.Do(req)
	if err != nil {
		return 0, "", err
	}
	defer func() { _ = resp.Body.Close() }()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(b), nil
}
