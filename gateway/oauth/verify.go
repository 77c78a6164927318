package oauth

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"slices"
	"sort"
	"strconv"
	"strings"
	"time"
	"unicode"

	jose "github.com/go-jose/go-jose/v4"
	"github.com/go-jose/go-jose/v4/jwt"
)

// Bounds of a token.
const (
	// MaxTokenBytes caps a token; issuers' access tokens are a few
	// kilobytes at most.
	MaxTokenBytes = 16 << 10
	// maxIdentityBytes caps the identity a claim gives, which names rate
	// limit counters and audit records.
	maxIdentityBytes = 256
)

// IdentityPrefix starts every identity a token gives, so none can be
// taken for a static grant's.
const IdentityPrefix = "oauth:"

// Options tune a Validator.
type Options struct {
	// Transport carries the fetches from the authorization server;
	// nil: a transport of the gateway's own.
	Transport http.RoundTripper
	// Now is the clock (default time.Now).
	Now func() time.Time
	// RefreshInterval is the least time between two fetches of the key
	// set caused by unknown key ids (default 30s).
	RefreshInterval time.Duration
	Log             *slog.Logger
}

// Validator checks access tokens for one resource.
type Validator struct {
	cfg  Config
	algs []jose.SignatureAlgorithm
	keys *keySet
	now  func() time.Time
	log  *slog.Logger
}

// NewValidator checks cfg and returns a validator; nothing is fetched
// until Prefetch or the first token.
func NewValidator(cfg Config, o Options) (*Validator, error) {
	cfg = cfg.withDefaults()
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	if o.Now == nil {
		o.Now = time.Now
	}
	if o.RefreshInterval <= 0 {
		o.RefreshInterval = DefaultRefreshInterval
	}
	if o.Log == nil {
		o.Log = slog.New(slog.DiscardHandler)
	}
	v := &Validator{cfg: cfg, now: o.Now, log: o.Log}
	for _, a := range cfg.Algorithms {
		v.algs = append(v.algs, jose.SignatureAlgorithm(a))
	}
	v.keys = &keySet{cfg: cfg, fetch: newFetcher(time.Duration(cfg.FetchTimeout), o.Transport), now: o.Now,
		minRefresh: o.RefreshInterval}
	return v, nil
}

// Config is the validator's configuration, defaults filled in.
func (v *Validator) Config() Config { return v.cfg }

// Prefetch discovers and fetches the issuer's keys now, so a
// misconfiguration shows at start rather than at the first client.
func (v *Validator) Prefetch(ctx context.Context) error {
	v.keys.refresh(ctx, v.keys.now())
	v.keys.mu.RLock()
	defer v.keys.mu.RUnlock()
	return v.keys.lastErr
}

// Fetches counts the fetches of the key set so far.
func (v *Validator) Fetches() int {
	v.keys.mu.RLock()
	defer v.keys.mu.RUnlock()
	return v.keys.fetches
}

// Principal is who a valid token speaks for.
type Principal struct {
	// Identity is IdentityPrefix + the identity claim's value: the
	// identity of policy scopes, rate limits and audit records.
	Identity string
	Subject  string
	ClientID string
	Scopes   []string
	Expiry   time.Time
}

// ErrorKind says how a refused token is answered (RFC 6750 §3.1).
type ErrorKind int

const (
	// InvalidToken is 401 error="invalid_token".
	InvalidToken ErrorKind = iota
	// InsufficientScope is 403 error="insufficient_scope".
	InsufficientScope
	// Unavailable is 503: the keys to judge the token could not be had.
	Unavailable
)

// Error is why a token was refused.
type Error struct {
	Kind ErrorKind
	// Scope lists the scopes needed, for InsufficientScope.
	Scope string
	Err   error
}

func (e *Error) Error() string { return e.Err.Error() }
func (e *Error) Unwrap() error { return e.Err }

func invalid(format string, args ...any) *Error {
	return &Error{Kind: InvalidToken, Err: fmt.Errorf(format, args...)}
}

// claims are the members of an access token the gateway reads besides
// the registered ones.
type claims struct {
	jwt.Claims
	Scope    json.RawMessage `json:"scope"`
	SCP      json.RawMessage `json:"scp"`
	ClientID string          `json:"client_id"`
	AZP      string          `json:"azp"`
	CNF      json.RawMessage `json:"cnf"`
}

// Validate checks a token for one of audiences (the resource URLs of the
// endpoint it was presented to) and returns whom it speaks for; the
// error is an *Error.
func (v *Validator) Validate(ctx context.Context, token string, audiences ...string) (*Principal, error) {
	if len(token) > MaxTokenBytes {
		return nil, invalid("the token is %d bytes, more than the limit of %d", len(token), MaxTokenBytes)
	}
	h, err := peekHeader(token)
	if err != nil {
		return nil, invalid("%v", err)
	}
	if !slices.Contains(v.cfg.Algorithms, h.Alg) {
		return nil, invalid("algorithm %q is not accepted (accepted: %s)", h.Alg, strings.Join(v.cfg.Algorithms, ", "))
	}
	if err := v.checkType(h.Typ); err != nil {
		return nil, invalid("%v", err)
	}
	tok, err := jwt.ParseSigned(token, v.algs)
	if err != nil {
		return nil, invalid("not a signed JWT: %v", err)
	}
	key, err := v.keys.lookup(ctx, h.Kid, h.Alg)
	if errors.Is(err, ErrKeysUnavailable) {
		return nil, &Error{Kind: Unavailable, Err: err}
	}
	if err != nil {
		return nil, invalid("%v", err)
	}
	var c claims
	var all map[string]any
	if err := tok.Claims(key, &c, &all); err != nil {
		return nil, invalid("the signature does not verify: %v", err)
	}
	if err := v.checkClaims(&c, audiences); err != nil {
		return nil, invalid("%v", err)
	}
	id, err := identity(all, v.cfg.IdentityClaim)
	if err != nil {
		return nil, invalid("%v", err)
	}
	p := &Principal{Identity: IdentityPrefix + id, Subject: c.Subject, ClientID: c.ClientID, Scopes: scopes(c.Scope, c.SCP),
		Expiry: c.Expiry.Time()}
	if p.ClientID == "" {
		p.ClientID = c.AZP
	}
	var missing []string
	for _, s := range v.cfg.RequiredScopes {
		if !slices.Contains(p.Scopes, s) {
			missing = append(missing, s)
		}
	}
	if len(missing) > 0 {
		return nil, &Error{Kind: InsufficientScope, Scope: strings.Join(v.cfg.RequiredScopes, " "),
			Err: fmt.Errorf("the token lacks scope %s", strings.Join(missing, " "))}
	}
	return p, nil
}

// header is a token's JOSE header, read before the signature is checked
// so that refusals can say what was wrong.
type header struct {
	Alg string `json:"alg"`
	Kid string `json:"kid"`
	Typ string `json:"typ"`
}

func peekHeader(token string) (header, error) {
	seg, _, ok := strings.Cut(token, ".")
	if !ok || strings.Count(token, ".") != 2 {
		return header{}, errors.New("not a JWT: want three dot-separated parts")
	}
	raw, err := base64.RawURLEncoding.DecodeString(seg)
	if err != nil {
		return header{}, fmt.Errorf("not a JWT: the header is not base64url: %w", err)
	}
	var h header
	if err := json.Unmarshal(raw, &h); err != nil {
		return header{}, fmt.Errorf("not a JWT: the header is not a JSON object: %w", err)
	}
	return h, nil
}

// checkType refuses tokens typed as something other than an access
// token (RFC 9068 §4): an ID token or a logout token is not a key.
func (v *Validator) checkType(typ string) error {
	t := strings.ToLower(strings.TrimPrefix(strings.ToLower(typ), "application/"))
	switch {
	case t == "at+jwt":
		return nil
	case v.cfg.RequireATJWT:
		return fmt.Errorf("typ %q: want at+jwt (RFC 9068)", typ)
	case t == "" || t == "jwt":
		return nil
	}
	return fmt.Errorf("typ %q is not an access token", typ)
}

func (v *Validator) checkClaims(c *claims, audiences []string) error {
	now := v.now()
	skew := time.Duration(v.cfg.ClockSkew)
	switch {
	case c.Issuer != v.cfg.Issuer:
		return fmt.Errorf("issuer %q is not %q", c.Issuer, v.cfg.Issuer)
	case !slices.ContainsFunc(audiences, func(a string) bool { return slices.Contains(c.Audience, a) }):
		return fmt.Errorf("audience %q does not include %s", []string(c.Audience), strings.Join(audiences, " or "))
	case c.Expiry == nil:
		return errors.New("the token has no exp")
	case !now.Before(c.Expiry.Time().Add(skew)):
		return fmt.Errorf("the token expired at %s", c.Expiry.Time().UTC().Format(time.RFC3339))
	case c.NotBefore != nil && now.Add(skew).Before(c.NotBefore.Time()):
		return fmt.Errorf("the token is not valid before %s", c.NotBefore.Time().UTC().Format(time.RFC3339))
	case c.IssuedAt != nil && now.Add(skew).Before(c.IssuedAt.Time()):
		return fmt.Errorf("the token was issued in the future, at %s", c.IssuedAt.Time().UTC().Format(time.RFC3339))
	case len(c.CNF) > 0 && string(c.CNF) != "null":
		// A sender-constrained token (DPoP, mTLS) is worth nothing
		// without its proof, which a bearer request does not carry.
		return errors.New("the token is bound to a key (cnf) and cannot be used as a bearer token")
	}
	return nil
}

// scopes reads "scope" (space-separated, RFC 9068 §2.2.3) and "scp" (an
// array or a string, as some providers write it). Only a space separates
// (RFC 6749 §3.3): a scope an authorization server issued with a tab or
// a no-break space inside is one scope, not the several it looks like.
func scopes(scope, scp json.RawMessage) []string {
	var out []string
	for _, raw := range []json.RawMessage{scope, scp} {
		var s string
		var list []string
		switch {
		case json.Unmarshal(raw, &s) == nil:
			for _, sc := range strings.Split(s, " ") {
				if sc != "" {
					out = append(out, sc)
				}
			}
		case json.Unmarshal(raw, &list) == nil:
			out = append(out, list...)
		}
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// identity is the configured claim's value: a string or number as is,
// a list of strings (groups) sorted and joined with ",".
func identity(all map[string]any, claim string) (string, error) {
	var id string
	switch val := all[claim].(type) {
	case nil:
		return "", fmt.Errorf("the token has no %q claim to name its identity", claim)
	case string:
		id = val
	case float64:
		id = strconv.FormatFloat(val, 'f', -1, 64)
	case []any:
		var parts []string
		for _, p := range val {
			s, ok := p.(string)
			if !ok {
				return "", fmt.Errorf("claim %q holds a list with a %T; want strings", claim, p)
			}
			parts = append(parts, s)
		}
		sort.Strings(parts)
		id = strings.Join(slices.Compact(parts), ",")
	default:
		return "", fmt.Errorf("claim %q is a %T; want a string, a number or a list of strings", claim, val)
	}
	switch {
	case id == "":
		return "", fmt.Errorf("claim %q is empty", claim)
	case len(id) > maxIdentityBytes:
		return "", fmt.Errorf("claim %q is %d bytes, more than the limit of %d", claim, len(id), maxIdentityBytes)
	case strings.ContainsFunc(id, unicode.IsControl):
		return "", fmt.Errorf("claim %q holds control characters", claim)
	}
	return id, nil
}
