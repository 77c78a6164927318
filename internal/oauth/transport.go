package oauth

import (
	"bytes"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"

	"golang.org/x/oauth2"
)

// maxAuthorizations bounds the tokens one request may ask for: a first
// one, then a step-up or a renewal or two. A server that keeps refusing
// gets its refusal passed on.
const maxAuthorizations = 3

// maxReplayBody bounds a request body kept to be sent again after
// authorization.
const maxReplayBody = 64 << 20

// Transport returns a RoundTripper that sends requests to the MCP server
// at serverURL through base, with a bearer token once the server asks for
// one. A request that already carries an Authorization header (from the
// server's config) is left to it, and so is a request to another origin
// than serverURL's: a token is only ever sent where it was issued for.
func (a *Authenticator) Transport(base http.RoundTripper, serverURL string, cfg ClientConfig) http.RoundTripper {
	if base == nil {
		base = http.DefaultTransport
	}
	var origin *url.URL
	if u, err := url.Parse(serverURL); err == nil && u.Host != "" {
		origin = &url.URL{Scheme: strings.ToLower(u.Scheme), Host: strings.ToLower(u.Host)}
	}
	return &transport{base: base, s: a.session(serverURL, cfg), origin: origin}
}

type transport struct {
	base   http.RoundTripper
	s      *session
	origin *url.URL // serverURL's scheme and host; nil when it has none
}

func (t *transport) RoundTrip(req *http.Request) (*http.Response, error) {
	if req.Header.Get("Authorization") != "" || !t.sameOrigin(req.URL) {
		return t.base.RoundTrip(req)
	}
	if err := replayable(req); err != nil {
		return nil, err
	}
	ctx := req.Context()
	tok, gen := t.s.current(ctx)
	resp, err := t.send(req, tok)
	for range maxAuthorizations {
		if err != nil {
			return nil, err
		}
		ch, hasBearer := parseChallenge(resp.Header)
		switch {
		case resp.StatusCode == http.StatusUnauthorized && (hasBearer || len(resp.Header.Values("WWW-Authenticate")) == 0):
		case resp.StatusCode == http.StatusForbidden && hasBearer && ch.Error == "insufficient_scope" && !t.s.covers(ch.Scope):
		default:
			// Not a challenge this client answers, or a step-up that
			// asks for scopes the token already has: asking again
			// would loop.
			return resp, nil
		}
		drain(resp)
		tok, gen, err = t.s.renew(ctx, gen, ch, resp.StatusCode == http.StatusForbidden)
		if err != nil {
			return nil, fmt.Errorf("%w: %w", ErrAuthorization, err)
		}
		resp, err = t.send(req, tok)
	}
	return resp, err
}

// sameOrigin reports whether u is on the server the token is for: the
// same scheme and host (with port). A server that points the client
// elsewhere (a redirect, an endpoint event) gets no token sent there.
func (t *transport) sameOrigin(u *url.URL) bool {
	return t.origin != nil && u != nil &&
		strings.EqualFold(u.Scheme, t.origin.Scheme) && strings.EqualFold(u.Host, t.origin.Host)
}

// send sends req, with a fresh copy of its body, and the token if any.
func (t *transport) send(req *http.Request, tok *oauth2.Token) (*http.Response, error) {
	r := req.Clone(req.Context())
	if req.GetBody != nil {
		body, err := req.GetBody()
		if err != nil {
			return nil, err
		}
		r.Body = body
	}
	if tok != nil {
		r.Header.Set("Authorization", "Bearer "+tok.AccessToken)
	}
	return t.base.RoundTrip(r)
}

// replayable makes req's body readable again for a retry.
func replayable(req *http.Request) error {
	if req.Body == nil || req.Body == http.NoBody || req.GetBody != nil {
		return nil
	}
	data, err := io.ReadAll(io.LimitReader(req.Body, maxReplayBody+1))
	_ = req.Body.Close()
	if err != nil {
		return fmt.Errorf("read the request body: %w", err)
	}
	if len(data) > maxReplayBody {
		return fmt.Errorf("request body larger than %d bytes: %w", maxReplayBody, ErrTooLarge)
	}
	req.Body = io.NopCloser(bytes.NewReader(data))
	req.GetBody = func() (io.ReadCloser, error) { return io.NopCloser(bytes.NewReader(data)), nil }
	return nil
}

// drain reads a little of a refused response, so its connection can be
// reused, and closes it.
func drain(resp *http.Response) {
	_, _ = io.Copy(io.Discard, io.LimitReader(resp.Body, 64<<10))
	_ = resp.Body.Close()
}
