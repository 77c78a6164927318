package oauth

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"strings"
	"time"
)

// Login is the outcome of a sign-in.
type Login struct {
	Issuer   string
	Resource string
	Scopes   []string
	Expiry   time.Time
	Refresh  bool // a refresh token came with it
}

// probeBody is an initialize request: what an MCP server is first sent,
// and what one behind OAuth refuses with its challenge.
const probeBody = `{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"mcpscan","version":"login"}}}`

// Login signs in to the server at serverURL now, whatever token is
// stored, and keeps the token. The server is asked once without a token,
// so that its challenge names the metadata and the scope to ask for.
func (a *Authenticator) Login(ctx context.Context, serverURL string, cfg ClientConfig) (Login, error) {
	server, err := parseServerURL(serverURL)
	if err != nil {
		return Login{}, err
	}
	if err := cfg.Validate(); err != nil {
		return Login{}, err
	}
	if !a.opts.Interactive && cfg.Grant != GrantClientCredentials {
		return Login{}, fmt.Errorf("%w: this run may not open a browser (--non-interactive, or $CI is set): "+
			"sign in where one can open, or as a machine with --client-credentials", ErrLoginRequired)
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, serverURL, strings.NewReader(probeBody))
	if err != nil {
		return Login{}, fmt.Errorf("ask %s: %w", serverURL, err)
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "application/json, text/event-stream")
	resp, err := a.tokenHTTP.Do(req)
	if err != nil {
		return Login{}, fmt.Errorf("ask %s: %w", serverURL, err)
	}
	drain(resp)
	ch, _ := parseChallenge(resp.Header)
	if resp.StatusCode != http.StatusUnauthorized {
		// A server may let initialize through and guard its tools; it
		// still says where its authorization server is.
		var prm ProtectedResource
		if _, err := firstOf(ctx, a.tokenHTTP, "protected resource metadata", prmURLs(server, ""), &prm); errors.Is(err, ErrNoMetadata) {
			return Login{}, fmt.Errorf("%s answered HTTP %d without asking for authorization, and publishes no protected resource metadata", serverURL, resp.StatusCode)
		}
	}
	s := a.session(serverURL, cfg)
	s.mu.Lock()
	defer s.mu.Unlock()
	s.disc, s.loaded = nil, true
	if err := s.obtain(ctx, ch, nil); err != nil {
		return Login{}, err
	}
	return Login{Issuer: s.issuer, Resource: s.endpoint.resource, Scopes: s.scopes, Expiry: s.token.Expiry, Refresh: s.token.RefreshToken != ""}, nil
}
