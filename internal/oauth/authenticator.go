package oauth

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"sync"
	"time"

	"golang.org/x/oauth2"
)

// ErrAuthorization marks a request that was not sent because no token
// could be had for it; the server has not acted on it.
var ErrAuthorization = errors.New("authorization failed")

// ErrLoginRequired is a server that needs the user to sign in, in a run
// that may not open a browser.
var ErrLoginRequired = errors.New("login required")

func loginRequired(serverURL string) error {
	return fmt.Errorf("%w: %s requires authorization, and this run may not open a browser: run 'mcpscan auth login %s' first",
		ErrLoginRequired, serverURL, serverURL)
}

// Options configure an Authenticator.
type Options struct {
	// Store keeps tokens at rest; nil keeps them in memory only.
	Store *Store
	// Interactive allows the browser flow. Without it only stored tokens,
	// their refresh, and the client credentials grant are used.
	Interactive bool
	// Browser opens the authorization URL (default OpenBrowser).
	Browser func(ctx context.Context, authURL string) error
	// Notify, when set, hears the URL the user is sent to, so it can be
	// opened by hand.
	Notify io.Writer
	// HTTPClient carries metadata, registration and token requests
	// (default: a client with HTTPTimeout).
	HTTPClient *http.Client
	// HTTPTimeout bounds each such request (default 30 s), a token
	// endpoint that never answers included.
	HTTPTimeout time.Duration
	// AuthorizeTimeout bounds the wait for the user in the browser
	// (default 5 minutes).
	AuthorizeTimeout time.Duration
	// ClientName is the name registered dynamically (default mcpscan).
	ClientName string
	// Log hears what the flow does; it is never given a secret.
	Log *slog.Logger
	// Now is the clock (default time.Now).
	Now func() time.Time
}

// Authenticator obtains, keeps and renews tokens for the servers its
// transports reach. One serves a whole process.
type Authenticator struct {
	opts      Options
	log       *slog.Logger
	tokenHTTP *http.Client
	flow      sync.Mutex // one browser flow at a time

	mu       sync.Mutex
	sessions map[string]*session
}

// New returns an Authenticator.
func New(opts Options) *Authenticator {
	if opts.Browser == nil {
		opts.Browser = OpenBrowser
	}
	if opts.HTTPTimeout <= 0 {
		opts.HTTPTimeout = 30 * time.Second
	}
	if opts.AuthorizeTimeout <= 0 {
		opts.AuthorizeTimeout = 5 * time.Minute
	}
	if opts.ClientName == "" {
		opts.ClientName = "mcpscan"
	}
	if opts.Now == nil {
		opts.Now = time.Now
	}
	log := opts.Log
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	hc := &http.Client{Timeout: opts.HTTPTimeout}
	if opts.HTTPClient != nil {
		c := *opts.HTTPClient
		if c.Timeout == 0 || c.Timeout > opts.HTTPTimeout {
			c.Timeout = opts.HTTPTimeout
		}
		hc = &c
	}
	// A token or registration request is never redirected: its answer
	// must come from the endpoint the metadata names.
	hc.CheckRedirect = func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }
	return &Authenticator{opts: opts, log: log, tokenHTTP: hc, sessions: map[string]*session{}}
}

var (
	defaultMu sync.RWMutex
	defaultA  = New(Options{})
)

// Default is the process's Authenticator, which every MCP client of
// mcpscan uses. Until SetDefault it keeps tokens in memory and never
// opens a browser.
func Default() *Authenticator {
	defaultMu.RLock()
	defer defaultMu.RUnlock()
	return defaultA
}

// SetDefault replaces the process's Authenticator.
func SetDefault(a *Authenticator) {
	defaultMu.Lock()
	defaultA = a
	defaultMu.Unlock()
}

// session is the authorization state of one server.
type session struct {
	a         *Authenticator
	serverURL string
	cfg       ClientConfig

	mu       sync.Mutex
	loaded   bool // the store was looked in
	disc     *discovery
	endpoint tokenEndpoint // where the current token is renewed
	issuer   string
	token    *oauth2.Token
	scopes   []string // the current token's
	gen      int      // bumped with every new token
}

// sessionKey names the session of a server and a client configuration.
func sessionKey(serverURL string, cfg ClientConfig) string {
	return serverURL + "\x00" + cfg.ClientID + "\x00" + cfg.Grant
}

func (a *Authenticator) session(serverURL string, cfg ClientConfig) *session {
	key := sessionKey(serverURL, cfg)
	a.mu.Lock()
	defer a.mu.Unlock()
	s, ok := a.sessions[key]
	if !ok {
		s = &session{a: a, serverURL: serverURL, cfg: cfg}
		a.sessions[key] = s
	}
	return s
}

// current is the token to send, renewed first when it has expired.
func (s *session) current(ctx context.Context) (*oauth2.Token, int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if !s.loaded && s.a.opts.Store != nil {
		s.loaded = true
		if st, ok, err := s.a.opts.Store.Find(s.serverURL); err != nil {
			s.a.log.Warn("oauth: stored tokens unreadable", "err", err)
		} else if ok {
			s.adopt(st.token(), st.Scopes, st.Issuer, tokenEndpoint{url: st.TokenEndpoint, client: st.Client, resource: st.Resource})
		}
	}
	if s.token != nil && s.expired() && s.token.RefreshToken != "" {
		if err := s.refresh(ctx); err != nil {
			s.a.log.Debug("oauth: refresh failed", "server", s.serverURL, "err", err)
		}
	}
	return s.token, s.gen
}

func (s *session) expired() bool {
	return !s.token.Expiry.IsZero() && s.a.opts.Now().After(s.token.Expiry.Add(-30*time.Second))
}

func (s *session) adopt(tok *oauth2.Token, scopes []string, issuer string, e tokenEndpoint) {
	s.token, s.scopes, s.issuer, s.endpoint = tok, scopes, issuer, e
	s.gen++
}

// refresh renews the token with its refresh token; s.mu is held.
func (s *session) refresh(ctx context.Context) error {
	tok, err := refresh(ctx, s.a.tokenHTTP, s.endpoint, s.token)
	if err != nil {
		return err
	}
	s.a.log.Debug("oauth: token refreshed", "server", s.serverURL, "issuer", s.issuer)
	s.adopt(tok, tokenScopes(tok, s.scopes), s.issuer, s.endpoint)
	s.keep(GrantAuthorizationCode)
	return nil
}

// keep writes the current token to the store.
func (s *session) keep(grant string) {
	if s.a.opts.Store == nil {
		return
	}
	t := StoredToken{Issuer: s.issuer, Resource: s.endpoint.resource, TokenEndpoint: s.endpoint.url, Client: s.endpoint.client,
		AccessToken: s.token.AccessToken, RefreshToken: s.token.RefreshToken, TokenType: s.token.TokenType,
		Expiry: s.token.Expiry, Scopes: s.scopes, Grant: grant, Updated: s.a.opts.Now().UTC()}
	if err := s.a.opts.Store.Put(t); err != nil {
		s.a.log.Warn("oauth: the token was not kept", "err", err)
	}
}

// covers reports whether the current token was granted every scope in
// want, so asking again for them cannot help.
func (s *session) covers(want []string) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.token == nil {
		return false
	}
	for _, w := range want {
		if !slices.Contains(s.scopes, w) {
			return false
		}
	}
	return true
}

// renew gets a new token after the server refused the one of generation
// sent (401), or asked for more scope (403, stepUp). A token another
// request got meanwhile is used as is.
func (s *session) renew(ctx context.Context, sent int, ch Challenge, stepUp bool) (*oauth2.Token, int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.gen != sent && s.token != nil {
		return s.token, s.gen, nil
	}
	if !stepUp && s.token != nil && s.token.RefreshToken != "" && s.refresh(ctx) == nil {
		return s.token, s.gen, nil
	}
	var scopes []string
	if stepUp {
		scopes = union(s.scopes, ch.Scope)
	}
	if err := s.obtain(ctx, ch, scopes); err != nil {
		return nil, 0, err
	}
	return s.token, s.gen, nil
}

// obtain gets a new token: discovery (again when the challenge names
// other metadata), then the grant. s.mu is held.
func (s *session) obtain(ctx context.Context, ch Challenge, scopes []string) error {
	if !s.a.opts.Interactive && s.cfg.Grant != GrantClientCredentials {
		// Only a browser could help: say so before asking anyone.
		return loginRequired(s.serverURL)
	}
	if s.disc == nil || (ch.ResourceMetadata != "" && ch.ResourceMetadata != s.disc.prmURL) {
		d, err := discover(ctx, s.a.tokenHTTP, s.serverURL, ch)
		if err != nil {
			return fmt.Errorf("discover the authorization server of %s: %w", s.serverURL, err)
		}
		d.prmURL = ch.ResourceMetadata
		s.disc = d
		s.a.log.Debug("oauth: discovered", "server", s.serverURL, "issuer", d.meta.Issuer, "resource", d.resource, "legacy", d.legacy)
	}
	d := s.disc
	if scopes == nil {
		// The challenge's scope, else all the metadata names; none
		// when neither says.
		scopes = ch.Scope
		if len(scopes) == 0 {
			scopes = d.scopes
		}
	}
	scopes = union(scopes, s.cfg.Scopes)
	if s.cfg.Grant == GrantClientCredentials {
		e := tokenEndpoint{url: d.meta.TokenEndpoint, resource: d.resource,
			client: client{ID: s.cfg.ClientID, Secret: s.cfg.ClientSecret, AuthMethod: authMethod(d.meta, true)}}
		tok, err := clientCredentials(ctx, s.a.tokenHTTP, e, scopes)
		if err != nil {
			return err
		}
		s.adopt(tok, tokenScopes(tok, scopes), d.meta.Issuer, e)
		s.keep(GrantClientCredentials)
		return nil
	}
	r := authCodeRequest{meta: d.meta, legacy: d.legacy, cfg: s.cfg, resource: d.resource, scopes: scopes}
	if s.cfg.ClientID == "" && s.a.opts.Store != nil {
		c, err := s.a.opts.Store.findClient(d.meta.Issuer)
		if err != nil {
			return err
		}
		r.stored = c
	}
	tok, c, err := s.a.authorizeCode(ctx, s.serverURL, r)
	if err != nil && d.assumed {
		return fmt.Errorf("%w (the server publishes no OAuth metadata: the default endpoints of the 2025-03-26 specification were tried)", err)
	}
	if err != nil {
		return err
	}
	s.a.log.Debug("oauth: authorized", "server", s.serverURL, "issuer", d.meta.Issuer, "scopes", strings.Join(scopes, " "))
	s.adopt(tok, tokenScopes(tok, scopes), d.meta.Issuer, tokenEndpoint{url: d.meta.TokenEndpoint, client: c, resource: d.resource})
	s.keep(GrantAuthorizationCode)
	return nil
}

// union is a followed by what of b it lacks.
func union(a, b []string) []string {
	out := slices.Clone(a)
	for _, x := range b {
		if !slices.Contains(out, x) {
			out = append(out, x)
		}
	}
	return out
}

// parseServerURL parses an MCP server's URL.
func parseServerURL(raw string) (*url.URL, error) {
	u, err := url.Parse(raw)
	if err != nil || u.Host == "" || (u.Scheme != "http" && u.Scheme != "https") {
		return nil, fmt.Errorf("%q is not an http(s) URL of an MCP server", raw)
	}
	return u, nil
}

// Granted is who a server's current token speaks for: the issuer, the
// client, the grant and the scopes. It holds no credential.
type Granted struct {
	Issuer, Client, Grant string
	Scopes                []string
}

// Granted reports the authorization the authenticator holds for a server,
// if any: a snapshot read through it holds for that identity and those
// scopes.
func (a *Authenticator) Granted(serverURL string, cfg ClientConfig) (Granted, bool) {
	a.mu.Lock()
	s, ok := a.sessions[sessionKey(serverURL, cfg)]
	a.mu.Unlock()
	if !ok {
		return Granted{}, false
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.token == nil {
		return Granted{}, false
	}
	grant := cfg.Grant
	if grant == "" {
		grant = GrantAuthorizationCode
	}
	return Granted{Issuer: s.issuer, Client: s.endpoint.client.ID, Grant: grant, Scopes: slices.Clone(s.scopes)}, true
}
