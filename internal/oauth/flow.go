package oauth

import (
	"context"
	"crypto/rand"
	"crypto/subtle"
	"encoding/base64"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"sync"
	"time"

	"golang.org/x/oauth2"
)

// ErrFlow is a failed authorization response: an error from the
// authorization server, a state or issuer that does not match, a replay.
var ErrFlow = errors.New("authorization response refused")

// callbackPath is where the loopback listener takes the redirect.
const callbackPath = "/callback"

// callback is what came back on the redirect.
type callback struct {
	code string
	err  error
}

// listener takes exactly one redirect on 127.0.0.1 (RFC 8252 §7.3): the
// first request on the callback path settles the flow, and every later
// one, a replay, is refused.
type listener struct {
	ln       net.Listener
	srv      *http.Server
	state    string
	issuer   string
	needIss  bool
	once     sync.Once
	result   chan callback
	redirect string
}

// listen opens the loopback listener, on the port of a redirect URI
// registered before when it is free, else on any.
func listen(ctx context.Context, preferred string) (*listener, error) {
	addr := "127.0.0.1:0"
	if u, err := url.Parse(preferred); err == nil && u.Hostname() == "127.0.0.1" && u.Port() != "" {
		addr = "127.0.0.1:" + u.Port()
	}
	var lc net.ListenConfig
	ln, err := lc.Listen(ctx, "tcp", addr)
	if err != nil && addr != "127.0.0.1:0" {
		ln, err = lc.Listen(ctx, "tcp", "127.0.0.1:0")
	}
	if err != nil {
		return nil, fmt.Errorf("listen for the authorization redirect: %w", err)
	}
	l := &listener{ln: ln, result: make(chan callback, 1),
		redirect: fmt.Sprintf("http://%s%s", ln.Addr().String(), callbackPath)}
	mux := http.NewServeMux()
	mux.HandleFunc(callbackPath, l.serve)
	l.srv = &http.Server{Handler: mux, ReadHeaderTimeout: 10 * time.Second, MaxHeaderBytes: 64 << 10}
	go func() { _ = l.srv.Serve(ln) }()
	return l, nil
}

func (l *listener) close() { _ = l.srv.Close() }

func (l *listener) serve(w http.ResponseWriter, r *http.Request) {
	settled := false
	l.once.Do(func() {
		settled = true
		res := l.check(r.URL.Query())
		l.result <- res
		w.Header().Set("Content-Type", "text/plain; charset=utf-8")
		if res.err != nil {
			w.WriteHeader(http.StatusBadRequest)
			_, _ = fmt.Fprintf(w, "mcpscan: authorization failed: %v\n", res.err)
			return
		}
		_, _ = fmt.Fprintln(w, "mcpscan: authorized. You can close this window.")
	})
	if !settled {
		http.Error(w, "mcpscan: this authorization response was already used", http.StatusBadRequest)
	}
}

// check validates a redirect: its state (CSRF), its issuer (RFC 9207,
// against mix-up), and the server's error if it sent one.
func (l *listener) check(q url.Values) callback {
	if subtle.ConstantTimeCompare([]byte(q.Get("state")), []byte(l.state)) != 1 {
		return callback{err: fmt.Errorf("%w: the state does not match the request's", ErrFlow)}
	}
	iss, hasIss := q["iss"]
	switch {
	case hasIss && !sameIssuer(iss[0], l.issuer):
		return callback{err: fmt.Errorf("%w: it comes from issuer %q, not %q", ErrFlow, shorten(iss[0], 200), l.issuer)}
	case !hasIss && l.needIss:
		return callback{err: fmt.Errorf("%w: issuer %s promises an iss parameter and sent none", ErrFlow, l.issuer)}
	}
	if e := q.Get("error"); e != "" {
		msg := e
		if d := q.Get("error_description"); d != "" {
			msg += ": " + d
		}
		return callback{err: fmt.Errorf("%w: the authorization server says %s", ErrFlow, shorten(msg, 300))}
	}
	if q.Get("code") == "" {
		return callback{err: fmt.Errorf("%w: it carries no code", ErrFlow)}
	}
	return callback{code: q.Get("code")}
}

// randomState is an unguessable state value.
func randomState() string {
	b := make([]byte, 32)
	_, _ = rand.Read(b)
	return base64.RawURLEncoding.EncodeToString(b)
}

// authCodeRequest is one authorization code flow.
type authCodeRequest struct {
	meta     ServerMetadata
	legacy   bool
	cfg      ClientConfig
	resource string
	scopes   []string
	stored   *client // a client registered before with this issuer
}

// authorizeCode runs the authorization code flow with PKCE: the user's
// browser goes to the authorization endpoint, and the code that comes
// back on the loopback redirect is exchanged for a token.
func (a *Authenticator) authorizeCode(ctx context.Context, serverURL string, r authCodeRequest) (*oauth2.Token, client, error) {
	m := r.meta
	if m.AuthorizationEndpoint == "" {
		return nil, client{}, fmt.Errorf("authorization server %s has no authorization endpoint", m.Issuer)
	}
	if !r.legacy && !slices.Contains(m.CodeChallengeMethodsSupported, "S256") {
		// MCP: a server that does not say it supports S256 is refused.
		return nil, client{}, fmt.Errorf("authorization server %s does not support PKCE with S256: refusing to authorize", m.Issuer)
	}
	if !a.opts.Interactive {
		return nil, client{}, loginRequired(serverURL)
	}
	// One browser flow at a time: a crawl of many servers asks the user
	// one by one.
	a.flow.Lock()
	defer a.flow.Unlock()

	preferred := ""
	if r.stored != nil {
		preferred = r.stored.RedirectURI
	}
	l, err := listen(ctx, preferred)
	if err != nil {
		return nil, client{}, err
	}
	defer l.close()
	c, err := a.identify(ctx, r, l.redirect)
	if err != nil {
		return nil, client{}, err
	}
	l.state, l.issuer, l.needIss = randomState(), m.Issuer, m.IssParameterSupported
	verifier := oauth2.GenerateVerifier()
	cfg := oauth2.Config{ClientID: c.ID, RedirectURL: l.redirect, Scopes: r.scopes,
		Endpoint: oauth2.Endpoint{AuthURL: m.AuthorizationEndpoint}}
	authURL := cfg.AuthCodeURL(l.state, oauth2.S256ChallengeOption(verifier), oauth2.SetAuthURLParam("resource", r.resource))

	a.log.Debug("oauth: authorization in the browser", "server", serverURL, "issuer", m.Issuer, "scopes", strings.Join(r.scopes, " "))
	if a.opts.Notify != nil {
		_, _ = fmt.Fprintf(a.opts.Notify, "mcpscan: %s asks you to sign in at %s.\nOpening your browser; if it does not open, visit:\n  %s\n", serverURL, m.Issuer, authURL)
	}
	if err := a.opts.Browser(ctx, authURL); err != nil {
		return nil, client{}, fmt.Errorf("open the browser: %w", err)
	}
	wait := time.NewTimer(a.opts.AuthorizeTimeout)
	defer wait.Stop()
	var res callback
	select {
	case res = <-l.result:
	case <-wait.C:
		return nil, client{}, fmt.Errorf("no authorization came back within %s", a.opts.AuthorizeTimeout)
	case <-ctx.Done():
		// The run's own deadline (a scan's --timeout) ran out first.
		return nil, client{}, fmt.Errorf("waiting for the authorization: %w (sign in ahead with 'mcpscan auth login %s')", ctx.Err(), serverURL)
	}
	if res.err != nil {
		return nil, client{}, res.err
	}
	tok, err := exchange(ctx, a.tokenHTTP, tokenEndpoint{url: m.TokenEndpoint, client: c, resource: r.resource}, l.redirect, res.code, verifier)
	if err != nil {
		return nil, client{}, err
	}
	return tok, c, nil
}

// identify decides which client id the flow uses: a configured one, one
// registered before, a Client ID Metadata Document, or a new dynamic
// registration, in that order.
func (a *Authenticator) identify(ctx context.Context, r authCodeRequest, redirectURI string) (client, error) {
	m := r.meta
	switch {
	case r.cfg.ClientID != "":
		return client{ID: r.cfg.ClientID, Secret: r.cfg.ClientSecret, AuthMethod: authMethod(m, r.cfg.ClientSecret != "")}, nil
	case r.stored != nil:
		return *r.stored, nil
	case m.ClientIDMetadataDocumentSupported && r.cfg.ClientMetadataURL != "":
		return client{ID: r.cfg.ClientMetadataURL, AuthMethod: authNone}, nil
	case m.RegistrationEndpoint != "":
		c, err := register(ctx, a.tokenHTTP, m, a.opts.ClientName, redirectURI)
		if err != nil {
			return client{}, err
		}
		a.log.Debug("oauth: registered a client", "issuer", m.Issuer)
		if a.opts.Store != nil {
			if err := a.opts.Store.PutClient(m.Issuer, c); err != nil {
				a.log.Warn("oauth: the registered client was not kept", "err", err)
			}
		}
		return c, nil
	}
	return client{}, fmt.Errorf("authorization server %s offers neither dynamic client registration nor client ID metadata documents: "+
		`register a client with it and give its id in the server's config ("oauth": {"clientId": …}) or to mcpscan auth login --client-id`, m.Issuer)
}
