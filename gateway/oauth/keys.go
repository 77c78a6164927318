package oauth

import (
	"context"
	"crypto"
	"crypto/ecdsa"
	"crypto/ed25519"
	"crypto/elliptic"
	"crypto/rsa"
	"encoding/json"
	"errors"
	"fmt"
	"net/url"
	"strings"
	"sync"
	"time"

	jose "github.com/go-jose/go-jose/v4"
)

// Bounds of a key set.
const (
	// MaxKeys caps the keys of a JWKS; identity providers publish a few.
	MaxKeys = 100
	// minRSABits refuses RSA keys too short to trust (RFC 7518 §3.3).
	minRSABits = 2048
	// failureBackoff is the least time between two attempts to fetch
	// keys after one failed, so an unreachable issuer is not hammered.
	failureBackoff = 2 * time.Second
	// staleGrace is how long past their TTL keys stay in use while the
	// issuer cannot be reached: long enough to ride out an outage, not so
	// long that whoever can cut the gateway off the issuer keeps a
	// withdrawn key alive.
	staleGrace = time.Hour
)

// signingKey is one usable key of the issuer's JWKS.
type signingKey struct {
	kid string
	alg string // the JWK's own "alg", if it names one
	key crypto.PublicKey
}

// fits says whether the key may verify a token signed with alg.
func (k signingKey) fits(alg string) bool {
	if k.alg != "" && k.alg != alg {
		return false
	}
	switch key := k.key.(type) {
	case *rsa.PublicKey:
		return alg == "RS256"
	case *ecdsa.PublicKey:
		return alg == "ES256" && key.Curve == elliptic.P256()
	case ed25519.PublicKey:
		return alg == "EdDSA"
	}
	return false
}

// keySet is the issuer's keys, fetched on demand and cached.
type keySet struct {
	cfg        Config
	fetch      *fetcher
	now        func() time.Time
	minRefresh time.Duration

	mu        sync.RWMutex
	keys      []signingKey
	fetched   time.Time // of the keys held
	attempted time.Time // of the last fetch, good or not
	failed    bool      // whether that fetch failed
	lastErr   error
	jwksURI   string
	fetches   int

	fetchMu sync.Mutex // one fetch at a time; the others wait for its keys
}

// ErrKeysUnavailable is the cause when no keys could be had: the token
// may be good, the gateway cannot tell.
var ErrKeysUnavailable = errors.New("the authorization server's keys are unavailable")

// lookup finds the key a token names. A key id not in the set makes the
// set be fetched again, unless that happened less than minRefresh ago.
func (s *keySet) lookup(ctx context.Context, kid, alg string) (crypto.PublicKey, error) {
	now := s.now()
	s.mu.RLock()
	have, expired, attempted, failed := len(s.keys) > 0, now.Sub(s.fetched) >= time.Duration(s.cfg.JWKSCacheTTL), s.attempted, s.failed
	s.mu.RUnlock()
	wait := s.minRefresh
	if failed {
		wait = failureBackoff
	}
	if (!have || expired) && now.Sub(attempted) >= wait {
		s.refresh(ctx, attempted)
	}
	s.mu.RLock()
	fetched, lastErr := s.fetched, s.lastErr
	s.mu.RUnlock()
	if !fetched.IsZero() && now.Sub(fetched) > time.Duration(s.cfg.JWKSCacheTTL)+staleGrace {
		if lastErr == nil {
			lastErr = errors.New("no fetch was tried")
		}
		return nil, fmt.Errorf("%w: the keys fetched at %s are too old to trust, and fetching them again failed: %w",
			ErrKeysUnavailable, fetched.UTC().Format(time.RFC3339), lastErr)
	}
	key, err := s.find(kid, alg)
	if errors.Is(err, errUnknownKid) {
		s.mu.RLock()
		attempted = s.attempted
		s.mu.RUnlock()
		if now.Sub(attempted) >= s.minRefresh {
			s.refresh(ctx, attempted)
			key, err = s.find(kid, alg)
		}
	}
	return key, err
}

var errUnknownKid = errors.New("unknown key id")

func (s *keySet) find(kid, alg string) (crypto.PublicKey, error) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	if len(s.keys) == 0 {
		if s.lastErr != nil {
			return nil, fmt.Errorf("%w: %w", ErrKeysUnavailable, s.lastErr)
		}
		return nil, ErrKeysUnavailable
	}
	var match []signingKey
	for _, k := range s.keys {
		if (kid == "" || k.kid == kid) && k.fits(alg) {
			match = append(match, k)
		}
	}
	switch {
	case len(match) == 1:
		return match[0].key, nil
	case kid == "" && len(match) > 1:
		// Trying each would let one token cost many verifications.
		return nil, fmt.Errorf("the token names no key (kid) and the issuer has %d %s keys", len(match), alg)
	case kid == "":
		return nil, fmt.Errorf("the issuer has no %s key", alg)
	}
	for _, k := range s.keys {
		if k.kid == kid {
			return nil, fmt.Errorf("key %q does not verify %s signatures", kid, alg)
		}
	}
	return nil, fmt.Errorf("%w %q", errUnknownKid, kid)
}

// refresh fetches the key set, unless another fetch happened since the
// caller looked (then its result stands). Keys that were good stay when
// a fetch fails: an issuer that is down for a minute does not lock every
// client out.
func (s *keySet) refresh(ctx context.Context, seen time.Time) {
	s.fetchMu.Lock()
	defer s.fetchMu.Unlock()
	s.mu.RLock()
	again := s.attempted.After(seen)
	s.mu.RUnlock()
	if again {
		return
	}
	// The fetch serves every waiting request: one client hanging up must
	// not cancel it for the others.
	fctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), time.Duration(s.cfg.FetchTimeout))
	defer cancel()
	keys, err := s.load(fctx)
	s.mu.Lock()
	defer s.mu.Unlock()
	s.attempted, s.failed, s.lastErr = s.now(), err != nil, err
	s.fetches++
	if err == nil {
		s.keys, s.fetched = keys, s.attempted
	}
}

// load discovers the key set's URL if need be and fetches it.
func (s *keySet) load(ctx context.Context) ([]signingKey, error) {
	uri, err := s.discover(ctx)
	if err != nil {
		return nil, err
	}
	body, err := s.fetch.get(ctx, uri)
	if err != nil {
		return nil, fmt.Errorf("key set: %w", err)
	}
	keys, err := parseJWKS(body)
	if err != nil {
		return nil, fmt.Errorf("key set %s: %w", uri, err)
	}
	return keys, nil
}

// discover finds jwks_uri: configured, or from the issuer's RFC 8414
// metadata, or from its OpenID Connect configuration.
func (s *keySet) discover(ctx context.Context) (string, error) {
	if s.cfg.JWKSURI != "" {
		return s.cfg.JWKSURI, nil
	}
	s.mu.RLock()
	uri := s.jwksURI
	s.mu.RUnlock()
	if uri != "" {
		return uri, nil
	}
	var tried []string
	for _, doc := range metadataURLs(s.cfg.Issuer) {
		body, err := s.fetch.get(ctx, doc)
		if errors.Is(err, errNotFound) {
			tried = append(tried, doc)
			continue
		}
		if err != nil {
			return "", fmt.Errorf("issuer metadata: %w", err)
		}
		uri, err := jwksFromMetadata(body, s.cfg.Issuer)
		if err != nil {
			return "", fmt.Errorf("issuer metadata %s: %w", doc, err)
		}
		s.mu.Lock()
		s.jwksURI = uri
		s.mu.Unlock()
		return uri, nil
	}
	return "", fmt.Errorf("issuer metadata: none at %s; set jwks_uri", strings.Join(tried, " or "))
}

// metadataURLs are where an issuer's metadata may be: RFC 8414 §3.1
// inserts the well-known segment before the issuer's path; OpenID
// Connect Discovery appends it.
func metadataURLs(issuer string) []string {
	u, err := url.Parse(issuer)
	if err != nil {
		return nil
	}
	path := strings.TrimSuffix(u.EscapedPath(), "/")
	oauth := u.Scheme + "://" + u.Host + "/.well-known/oauth-authorization-server" + path
	oidc := strings.TrimSuffix(issuer, "/") + "/.well-known/openid-configuration"
	return []string{oauth, oidc}
}

// jwksFromMetadata reads jwks_uri from an authorization server's
// metadata, whose issuer must be the one configured (RFC 8414 §3.3):
// otherwise whoever serves the document could name keys for another.
func jwksFromMetadata(body []byte, issuer string) (string, error) {
	var md struct {
		Issuer  string `json:"issuer"`
		JWKSURI string `json:"jwks_uri"`
	}
	if err := json.Unmarshal(body, &md); err != nil {
		return "", fmt.Errorf("not a metadata document: %w", err)
	}
	if md.Issuer != issuer {
		return "", fmt.Errorf("the document is for issuer %q, not %q", md.Issuer, issuer)
	}
	if md.JWKSURI == "" {
		return "", errors.New("no jwks_uri; set jwks_uri in the oauth section")
	}
	if err := checkURL(md.JWKSURI, true); err != nil {
		return "", fmt.Errorf("jwks_uri: %w", err)
	}
	return md.JWKSURI, nil
}

// parseJWKS keeps the keys that can verify a token the gateway accepts.
// Keys of other kinds (encryption keys, curves or types it does not use)
// are left out rather than failing the set, as issuers publish them.
func parseJWKS(body []byte) ([]signingKey, error) {
	var doc struct {
		Keys []json.RawMessage `json:"keys"`
	}
	if err := json.Unmarshal(body, &doc); err != nil {
		return nil, fmt.Errorf("not a JWK set: %w", err)
	}
	if doc.Keys == nil {
		return nil, errors.New(`not a JWK set: no "keys" member`)
	}
	if len(doc.Keys) > MaxKeys {
		return nil, fmt.Errorf("%d keys is more than the limit of %d", len(doc.Keys), MaxKeys)
	}
	var keys []signingKey
	seen := map[string]bool{}
	for _, raw := range doc.Keys {
		var jwk jose.JSONWebKey
		if jwk.UnmarshalJSON(raw) != nil || (jwk.Use != "" && jwk.Use != "sig") {
			continue
		}
		pub := jwk.Public()
		if !pub.Valid() {
			continue
		}
		if rk, ok := pub.Key.(*rsa.PublicKey); ok && rk.N.BitLen() < minRSABits {
			continue
		}
		k := signingKey{kid: jwk.KeyID, alg: jwk.Algorithm, key: pub.Key}
		if !k.fits("RS256") && !k.fits("ES256") && !k.fits("EdDSA") {
			continue
		}
		if k.kid != "" && seen[k.kid] {
			// Two keys under one id: which one signed is anyone's guess.
			return nil, fmt.Errorf("two keys have the id %q", k.kid)
		}
		seen[k.kid] = true
		keys = append(keys, k)
	}
	if len(keys) == 0 {
		return nil, fmt.Errorf("none of its %d keys can verify RS256, ES256 or EdDSA signatures", len(doc.Keys))
	}
	return keys, nil
}
