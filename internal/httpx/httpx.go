// Package httpx is the HTTP client every crawler source uses: a user agent,
// a cap on response size, retries with exponential backoff and jitter on
// 429 and 5xx answers and network errors (honouring Retry-After), and
// per-host politeness, a minimum gap between requests to one host so a
// crawl with many workers does not hammer a registry. It follows a
// redirect only to the host it asked, so a registry cannot send the
// crawler to another machine (a cloud metadata address, a service on the
// crawler's network) and have the answer read as its own.
package httpx

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"time"
)

// Client fetches URLs politely. The zero value is not usable; call New.
type Client struct {
	http            *http.Client
	userAgent       string
	maxBytes        int64
	retries         int
	minBackoff      time.Duration
	maxBackoff      time.Duration
	perHostInterval time.Duration
	otherHosts      bool
	sleep           func(context.Context, time.Duration) error
	now             func() time.Time

	mu    sync.Mutex
	hosts map[string]time.Time // the earliest time the next request to a host may start
}

// Option configures New.
type Option func(*Client)

// WithHTTPClient sets the underlying client (timeouts, transport).
func WithHTTPClient(h *http.Client) Option { return func(c *Client) { c.http = h } }

// WithUserAgent sets the User-Agent header.
func WithUserAgent(ua string) Option { return func(c *Client) { c.userAgent = ua } }

// WithMaxBytes caps the size of a response body.
func WithMaxBytes(n int64) Option { return func(c *Client) { c.maxBytes = n } }

// WithRetries sets how many times a failed request is retried.
func WithRetries(n int) Option { return func(c *Client) { c.retries = n } }

// WithBackoff sets the first retry delay and the cap on any one delay.
func WithBackoff(minDelay, maxDelay time.Duration) Option {
	return func(c *Client) { c.minBackoff, c.maxBackoff = minDelay, maxDelay }
}

// WithPerHostInterval sets the minimum gap between the starts of two
// requests to the same host.
func WithPerHostInterval(d time.Duration) Option { return func(c *Client) { c.perHostInterval = d } }

// WithRedirectsToOtherHosts lets a redirect lead to another host (the
// default refuses it, and a change from https to http).
func WithRedirectsToOtherHosts() Option { return func(c *Client) { c.otherHosts = true } }

// ErrRedirectRefused is returned for a redirect to another host, or from
// https to http, by a client that does not follow those.
var ErrRedirectRefused = errors.New("redirect refused")

// maxRedirects is as many as net/http follows by default.
const maxRedirects = 10

// checkRedirect keeps redirects on the host first asked, over https when
// that was https, unless the client was told to follow them elsewhere.
func (c *Client) checkRedirect(req *http.Request, via []*http.Request) error {
	if c.otherHosts {
		if len(via) >= maxRedirects {
			return fmt.Errorf("stopped after %d redirects", maxRedirects)
		}
		return nil
	}
	return SameHost(req, via)
}

// SameHost is an http.Client CheckRedirect that keeps redirects on the
// host first asked, over https when that was https: a redirect elsewhere
// would carry the request, and the headers and credentials meant for that
// host, to a machine nobody chose. Every client that talks to a server
// it does not trust uses it.
func SameHost(req *http.Request, via []*http.Request) error {
	first := via[0].URL
	switch {
	case len(via) >= maxRedirects:
		return fmt.Errorf("%w: stopped after %d redirects", ErrRedirectRefused, len(via))
	case !strings.EqualFold(req.URL.Host, first.Host):
		return fmt.Errorf("%w: %s sent it to another host, %s", ErrRedirectRefused, first.Redacted(), req.URL.Redacted())
	case first.Scheme == "https" && req.URL.Scheme != "https":
		return fmt.Errorf("%w: %s sent it to plain http, %s", ErrRedirectRefused, first.Redacted(), req.URL.Redacted())
	}
	return nil
}

// WithSleep replaces the function that waits between attempts (tests use it
// to run retries without real delays).
func WithSleep(f func(context.Context, time.Duration) error) Option {
	return func(c *Client) { c.sleep = f }
}

// DefaultUserAgent names mcpscan to the servers it crawls.
const DefaultUserAgent = "mcpscan (+https://github.com/mcpscan/mcpscan)"

// New returns a client with defaults suitable for crawling public APIs: a
// 30 s timeout per attempt, 32 MiB bodies, 4 retries from 500 ms to 30 s,
// and 100 ms between requests to one host.
func New(opts ...Option) *Client {
	c := &Client{
		http:            &http.Client{Timeout: 30 * time.Second},
		userAgent:       DefaultUserAgent,
		maxBytes:        32 << 20,
		retries:         4,
		minBackoff:      500 * time.Millisecond,
		maxBackoff:      30 * time.Second,
		perHostInterval: 100 * time.Millisecond,
		sleep:           sleepCtx,
		now:             time.Now,
		hosts:           make(map[string]time.Time),
	}
	for _, o := range opts {
		o(c)
	}
	if c.http.CheckRedirect == nil {
		h := *c.http // the caller's client is left as it was
		h.CheckRedirect = c.checkRedirect
		c.http = &h
	}
	return c
}

// StatusError is an HTTP answer that is not 2xx, after any retries.
type StatusError struct {
	URL    string
	Status int
	Body   string // the start of the body, for the error message
}

func (e *StatusError) Error() string {
	msg := fmt.Sprintf("GET %s: %d %s", e.URL, e.Status, http.StatusText(e.Status))
	if e.Body != "" {
		msg += ": " + e.Body
	}
	return msg
}

// ErrTooLarge is returned when a body exceeds the client's size cap.
var ErrTooLarge = errors.New("response too large")

// Response is a fetched body with its status and headers.
type Response struct {
	Status int
	Header http.Header
	Body   []byte
}

// Get fetches rawURL, retrying as configured, and returns the body of a 2xx
// answer. Any other final status is a *StatusError.
func (c *Client) Get(ctx context.Context, rawURL string, header http.Header) (*Response, error) {
	u, err := url.Parse(rawURL)
	if err != nil {
		return nil, fmt.Errorf("GET %s: %w", rawURL, err)
	}
	var lastErr error
	for attempt := 0; ; attempt++ {
		if err := c.waitTurn(ctx, u.Host); err != nil {
			return nil, err
		}
		resp, retryAfter, err := c.once(ctx, rawURL, header)
		if err == nil {
			return resp, nil
		}
		lastErr = err
		if !retryable(err) || attempt >= c.retries || ctx.Err() != nil {
			return nil, lastErr
		}
		delay := c.backoff(attempt)
		if retryAfter > 0 {
			delay = min(retryAfter, 4*c.maxBackoff)
		}
		if err := c.sleep(ctx, delay); err != nil {
			return nil, fmt.Errorf("%w (waiting to retry after: %w)", err, lastErr)
		}
	}
}

// GetJSON fetches rawURL and decodes its JSON body into v.
func (c *Client) GetJSON(ctx context.Context, rawURL string, v any) error {
	h := http.Header{"Accept": {"application/json"}}
	resp, err := c.Get(ctx, rawURL, h)
	if err != nil {
		return err
	}
	if err := json.Unmarshal(resp.Body, v); err != nil {
		return fmt.Errorf("GET %s: decode JSON: %w", rawURL, err)
	}
	return nil
}

func (c *Client) once(ctx context.Context, rawURL string, header http.Header) (*Response, time.Duration, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, rawURL, nil)
	if err != nil {
		return nil, 0, fmt.Errorf("GET %s: %w", rawURL, err)
	}
	for k, vs := range header {
		req.Header[k] = vs
	}
	req.Header.Set("User-Agent", c.userAgent)
	res, err := c.http.Do(req)
	if errors.Is(err, ErrRedirectRefused) {
		return nil, 0, err // asking again gets the same redirect
	}
	if err != nil {
		return nil, 0, &netError{err: err}
	}
	defer func() { _ = res.Body.Close() }() // the body was read in full or is being abandoned
	body, err := io.ReadAll(io.LimitReader(res.Body, c.maxBytes+1))
	if err != nil {
		return nil, 0, &netError{err: fmt.Errorf("GET %s: read body: %w", rawURL, err)}
	}
	if int64(len(body)) > c.maxBytes {
		return nil, 0, fmt.Errorf("GET %s: %w: over %d bytes", rawURL, ErrTooLarge, c.maxBytes)
	}
	if res.StatusCode < 200 || res.StatusCode > 299 {
		snippet := string(body)
		if len(snippet) > 200 {
			snippet = snippet[:200] + "…"
		}
		return nil, retryAfter(res.Header.Get("Retry-After"), c.now()),
			&StatusError{URL: rawURL, Status: res.StatusCode, Body: snippet}
	}
	return &Response{Status: res.StatusCode, Header: res.Header, Body: body}, 0, nil
}

// netError marks transport failures (refused, reset, timeout) as retryable.
type netError struct{ err error }

func (e *netError) Error() string { return e.err.Error() }
func (e *netError) Unwrap() error { return e.err }

// retryable reports failures worth another attempt. The caller's own
// cancellation or deadline is checked separately, in Get.
func retryable(err error) bool {
	if errors.Is(err, context.Canceled) {
		return false
	}
	var ne *netError
	if errors.As(err, &ne) {
		return true
	}
	var se *StatusError
	if errors.As(err, &se) {
		switch se.Status {
		case http.StatusTooManyRequests, http.StatusInternalServerError, http.StatusBadGateway,
			http.StatusServiceUnavailable, http.StatusGatewayTimeout:
			return true
		}
	}
	return false
}

// backoff is exponential with full jitter: a random delay in [d/2, d] where
// d doubles per attempt up to the cap.
func (c *Client) backoff(attempt int) time.Duration {
	d := c.minBackoff << min(attempt, 20)
	if d <= 0 || d > c.maxBackoff {
		d = c.maxBackoff
	}
	half := d / 2
	return half + rand.N(half+1) //nolint:gosec // jitter needs no cryptographic randomness
}

// retryAfter reads a Retry-After header given in seconds or as an HTTP date.
func retryAfter(v string, now time.Time) time.Duration {
	if v == "" {
		return 0
	}
	if secs, err := strconv.Atoi(v); err == nil && secs >= 0 {
		return time.Duration(secs) * time.Second
	}
	if t, err := http.ParseTime(v); err == nil && t.After(now) {
		return t.Sub(now)
	}
	return 0
}

// waitTurn blocks until a request to host may start, reserving the slot
// first so concurrent workers queue in order instead of all waking at once.
func (c *Client) waitTurn(ctx context.Context, host string) error {
	if c.perHostInterval <= 0 {
		return ctx.Err()
	}
	c.mu.Lock()
	now := c.now()
	slot := c.hosts[host]
	if slot.Before(now) {
		slot = now
	}
	c.hosts[host] = slot.Add(c.perHostInterval)
	c.mu.Unlock()
	if wait := slot.Sub(now); wait > 0 {
		return c.sleep(ctx, wait)
	}
	return ctx.Err()
}

func sleepCtx(ctx context.Context, d time.Duration) error {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-t.C:
		return nil
	}
}
