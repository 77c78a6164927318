package oauth

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"time"
)

// Bounds of what is fetched from the authorization server.
const (
	// MaxDocumentBytes caps a metadata document or key set.
	MaxDocumentBytes = 1 << 20
	// maxRedirects is how many same-host redirects a fetch follows.
	maxRedirects = 3
)

// fetcher gets documents from the authorization server, bounded in
// time, size and where it may be sent.
type fetcher struct {
	client *http.Client
}

func newFetcher(timeout time.Duration, rt http.RoundTripper) *fetcher {
	if rt == nil {
		t := http.DefaultTransport.(*http.Transport).Clone()
		t.MaxResponseHeaderBytes = 64 << 10
		t.TLSHandshakeTimeout = timeout
		t.ResponseHeaderTimeout = timeout
		rt = t
	}
	return &fetcher{client: &http.Client{
		Transport: rt,
		Timeout:   timeout,
		// A redirect may move a document on its own host; one that leaves
		// the host would let whoever answers there pick the keys.
		CheckRedirect: func(req *http.Request, via []*http.Request) error {
			if len(via) > maxRedirects {
				return fmt.Errorf("more than %d redirects", maxRedirects)
			}
			from := via[0].URL
			if req.URL.Scheme != from.Scheme || req.URL.Host != from.Host {
				return fmt.Errorf("redirect to %s refused: it leaves %s", req.URL.Redacted(), from.Host)
			}
			return nil
		},
	}}
}

// errNotFound is a 404, which discovery takes as "try the next place".
var errNotFound = errors.New("not found")

// get fetches raw as JSON and returns at most MaxDocumentBytes of body.
func (f *fetcher) get(ctx context.Context, raw string) ([]byte, error) {
	u, err := url.Parse(raw)
	if err != nil {
		return nil, fmt.Errorf("%q is not a URL: %w", raw, err)
	}
	if err := checkScheme(u); err != nil {
		return nil, err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, raw, nil)
	if err != nil {
		return nil, fmt.Errorf("GET %s: %w", u.Redacted(), err)
	}
	req.Header.Set("Accept", "application/json")
	resp, err := f.client.Do(req)
	if err != nil {
		return nil, fmt.Errorf("GET %s: %w", u.Redacted(), err)
	}
	defer func() { _ = resp.Body.Close() }()
	switch {
	case resp.StatusCode == http.StatusNotFound:
		return nil, fmt.Errorf("GET %s: %w (404)", u.Redacted(), errNotFound)
	case resp.StatusCode != http.StatusOK:
		return nil, fmt.Errorf("GET %s: status %d", u.Redacted(), resp.StatusCode)
	case resp.ContentLength > MaxDocumentBytes:
		return nil, fmt.Errorf("GET %s: %d bytes is more than the limit of %d", u.Redacted(), resp.ContentLength, MaxDocumentBytes)
	}
	body, err := io.ReadAll(io.LimitReader(resp.Body, MaxDocumentBytes+1))
	if err != nil {
		return nil, fmt.Errorf("GET %s: reading the body: %w", u.Redacted(), err)
	}
	if len(body) > MaxDocumentBytes {
		return nil, fmt.Errorf("GET %s: the body is more than the limit of %d bytes", u.Redacted(), MaxDocumentBytes)
	}
	return body, nil
}
