package oauth

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"net/url"
	"slices"
	"strings"
	"time"
)

// Algorithms the gateway accepts: asymmetric signatures only. A shared
// secret algorithm (HS256…) verified with an issuer's public key is the
// classic algorithm-confusion hole, and "none" is no signature at all.
var supportedAlgorithms = []string{"RS256", "ES256", "EdDSA"}

// Defaults of the optional settings.
const (
	DefaultIdentityClaim = "sub"
	DefaultClockSkew     = time.Minute
	DefaultJWKSCacheTTL  = 10 * time.Minute
	DefaultFetchTimeout  = 10 * time.Second
	// DefaultRefreshInterval is the least time between two fetches of the
	// key set caused by tokens whose key id is unknown.
	DefaultRefreshInterval = 30 * time.Second
)

// Config is the "oauth" section of the gateway's SERVERS.json.
type Config struct {
	// Issuer is the authorization server's issuer identifier; a token's
	// "iss" must equal it exactly.
	Issuer string `json:"issuer"`
	// Resource is the gateway's resource URL, the one clients connect to
	// (e.g. https://gw.example/mcp). A token's "aud" must contain it, or,
	// on a server's own endpoint, Resource + "/" + the server's name.
	Resource string `json:"resource"`
	// JWKSURI is where the issuer's keys are; empty: found through the
	// issuer's RFC 8414 or OpenID Connect discovery document.
	JWKSURI string `json:"jwks_uri,omitempty"`
	// Algorithms are the signature algorithms accepted (default RS256,
	// ES256, EdDSA).
	Algorithms []string `json:"algorithms,omitempty"`
	// RequiredScopes must all be granted to a token ("scope" or "scp").
	RequiredScopes []string `json:"required_scopes,omitempty"`
	// ScopesSupported are advertised in the metadata (default
	// RequiredScopes).
	ScopesSupported []string `json:"scopes_supported,omitempty"`
	// IdentityClaim names the claim whose value is the caller's identity
	// (default "sub"); e.g. a group claim to count a team as one.
	IdentityClaim string `json:"identity_claim,omitempty"`
	// RequireATJWT refuses tokens whose "typ" is not at+jwt (RFC 9068).
	// Off by default: several identity providers issue access tokens
	// typed "JWT"; other types are refused either way.
	RequireATJWT bool `json:"require_at_jwt,omitempty"`
	// ClockSkew is the leeway on exp, nbf and iat (default 1m, at most 5m).
	ClockSkew Duration `json:"clock_skew,omitzero"`
	// JWKSCacheTTL is how long fetched keys are used before they are
	// fetched again (default 10m).
	JWKSCacheTTL Duration `json:"jwks_cache_ttl,omitzero"`
	// FetchTimeout bounds each fetch from the authorization server
	// (default 10s).
	FetchTimeout Duration `json:"fetch_timeout,omitzero"`
	// ResourceName is shown to people by clients that render the
	// metadata (default "mcpscan gateway").
	ResourceName string `json:"resource_name,omitempty"`
}

// Duration is a time.Duration written as a Go duration string ("90s").
type Duration time.Duration

// UnmarshalJSON reads "90s", "10m"…
func (d *Duration) UnmarshalJSON(b []byte) error {
	var s string
	if err := json.Unmarshal(b, &s); err != nil {
		return fmt.Errorf("want a duration such as \"30s\" or \"10m\", got %s", b)
	}
	v, err := time.ParseDuration(s)
	if err != nil {
		return fmt.Errorf("want a duration such as \"30s\" or \"10m\": %w", err)
	}
	*d = Duration(v)
	return nil
}

// MarshalJSON writes the duration as a string.
func (d Duration) MarshalJSON() ([]byte, error) { return json.Marshal(time.Duration(d).String()) }

// ParseConfig reads an "oauth" section, fills in defaults and checks it.
// Unknown members are errors: a misspelt "required_scope" must not leave
// the gateway open to tokens of any scope.
func ParseConfig(data []byte) (Config, error) {
	var c Config
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&c); err != nil {
		return Config{}, fmt.Errorf("oauth: %w", err)
	}
	c = c.withDefaults()
	if err := c.Validate(); err != nil {
		return Config{}, err
	}
	return c, nil
}

func (c Config) withDefaults() Config {
	if c.IdentityClaim == "" {
		c.IdentityClaim = DefaultIdentityClaim
	}
	if len(c.Algorithms) == 0 {
		c.Algorithms = slices.Clone(supportedAlgorithms)
	}
	if c.ClockSkew == 0 {
		c.ClockSkew = Duration(DefaultClockSkew)
	}
	if c.JWKSCacheTTL == 0 {
		c.JWKSCacheTTL = Duration(DefaultJWKSCacheTTL)
	}
	if c.FetchTimeout == 0 {
		c.FetchTimeout = Duration(DefaultFetchTimeout)
	}
	if len(c.ScopesSupported) == 0 {
		c.ScopesSupported = slices.Clone(c.RequiredScopes)
	}
	if c.ResourceName == "" {
		c.ResourceName = "mcpscan gateway"
	}
	c.Resource = strings.TrimSuffix(c.Resource, "/")
	return c
}

// Validate reports every problem of the section at once.
func (c Config) Validate() error {
	var errs []error
	add := func(format string, args ...any) { errs = append(errs, fmt.Errorf("oauth: "+format, args...)) }
	if err := checkURL(c.Issuer, false); err != nil {
		add("issuer: %v", err)
	}
	if err := checkURL(c.Resource, false); err != nil {
		add("resource: %v", err)
	}
	if c.JWKSURI != "" {
		if err := checkURL(c.JWKSURI, true); err != nil {
			add("jwks_uri: %v", err)
		}
	}
	for _, a := range c.Algorithms {
		switch {
		case slices.Contains(supportedAlgorithms, a):
		case strings.EqualFold(a, "none"):
			add(`algorithms: "none" is never accepted: it is a token without a signature`)
		case strings.HasPrefix(strings.ToUpper(a), "HS"):
			add("algorithms: %s is a shared-secret algorithm; the gateway verifies with the issuer's public keys, "+
				"and a token signed with a public key as HMAC secret would pass (algorithm confusion)", a)
		default:
			add("algorithms: %q is not supported; want some of %s", a, strings.Join(supportedAlgorithms, ", "))
		}
	}
	for _, s := range append(slices.Clone(c.RequiredScopes), c.ScopesSupported...) {
		if !validScope(s) {
			add("scope %q: a scope is printable ASCII without spaces, quotes or backslashes (RFC 6749 §3.3)", s)
		}
	}
	if strings.TrimSpace(c.IdentityClaim) != c.IdentityClaim || c.IdentityClaim == "" {
		add("identity_claim %q: want a claim name such as \"sub\" or \"groups\"", c.IdentityClaim)
	}
	if c.ClockSkew < 0 || time.Duration(c.ClockSkew) > 5*time.Minute {
		add("clock_skew %s: want between 0s and 5m", time.Duration(c.ClockSkew))
	}
	if ttl := time.Duration(c.JWKSCacheTTL); ttl < 10*time.Second || ttl > 24*time.Hour {
		add("jwks_cache_ttl %s: want between 10s and 24h", ttl)
	}
	if ft := time.Duration(c.FetchTimeout); ft <= 0 || ft > time.Minute {
		add("fetch_timeout %s: want more than 0s and at most 1m", ft)
	}
	return errors.Join(errs...)
}

// checkURL accepts an absolute https URL, or an http one on a loopback
// host, without query or fragment (RFC 8414 §2, RFC 8707 §2); a key set
// URL may have a query.
func checkURL(raw string, queryOK bool) error {
	if raw == "" {
		return errors.New("required")
	}
	u, err := url.Parse(raw)
	if err != nil {
		return fmt.Errorf("%q is not a URL: %w", raw, err)
	}
	switch {
	case u.Host == "" || !u.IsAbs():
		return fmt.Errorf("%q: want an absolute URL such as https://host/path", raw)
	case u.Fragment != "" || strings.Contains(raw, "#"):
		return fmt.Errorf("%q: a fragment is not allowed", raw)
	case u.RawQuery != "" && !queryOK:
		return fmt.Errorf("%q: a query is not allowed", raw)
	case u.User != nil:
		return fmt.Errorf("%q: credentials in the URL are not allowed", raw)
	}
	return checkScheme(u)
}

// checkScheme allows https anywhere and http only on loopback, where
// nothing between the gateway and the server can read or change it.
func checkScheme(u *url.URL) error {
	switch {
	case u.Scheme == "https":
		return nil
	case u.Scheme == "http" && isLoopback(u.Hostname()):
		return nil
	case u.Scheme == "http":
		return fmt.Errorf("%q: plain http is allowed only on loopback; use https", u.Redacted())
	default:
		return fmt.Errorf("%q: want an https URL", u.Redacted())
	}
}

func isLoopback(host string) bool {
	if strings.EqualFold(host, "localhost") {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

// validScope is RFC 6749's scope-token, less the characters a
// WWW-Authenticate quoted string would have to escape.
func validScope(s string) bool {
	if s == "" {
		return false
	}
	for _, r := range s {
		if r < 0x21 || r > 0x7e || r == '"' || r == '\\' {
			return false
		}
	}
	return true
}
