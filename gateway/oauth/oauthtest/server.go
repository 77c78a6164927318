// Package oauthtest is an authorization server for tests: it serves RFC
// 8414 metadata and a JWKS over httptest on loopback, mints access
// tokens with keys it generates, and runs the authorization code flow
// with PKCE for a person who is already signed in.
package oauthtest

import (
	"crypto"
	"crypto/ecdsa"
	"crypto/ed25519"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/rsa"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	jose "github.com/go-jose/go-jose/v4"
)

// Server is a running authorization server.
type Server struct {
	*httptest.Server
	// Issuer is the server's issuer identifier (its URL).
	Issuer string
	// JWKSFetches counts requests for the key set.
	JWKSFetches atomic.Int64

	mu        sync.Mutex
	keys      map[string]key // kid → key, published or not
	published []string       // kids in the JWKS
	jwks      http.Handler   // replaces the JWKS handler when set
	metadata  http.Handler   // replaces the metadata handler when set
	codes     map[string]grantRequest
	resources []string // of the authorization requests
	signedIn  string   // the subject of the codes issued
}

type key struct {
	alg    jose.SignatureAlgorithm
	signer crypto.Signer
}

// New starts a server with one published key per algorithm: "rs1"
// (RS256), "es1" (ES256) and "ed1" (EdDSA).
func New(t testing.TB) *Server {
	t.Helper()
	s := &Server{keys: map[string]key{}}
	mux := http.NewServeMux()
	mux.HandleFunc("GET /.well-known/oauth-authorization-server", func(w http.ResponseWriter, r *http.Request) {
		if h := s.handler(&s.metadata); h != nil {
			h.ServeHTTP(w, r)
			return
		}
		writeJSON(w, s.Metadata())
	})
	// OpenID Connect discovery, which clients try when RFC 8414's
	// document is not there.
	mux.HandleFunc("GET /.well-known/openid-configuration", func(w http.ResponseWriter, _ *http.Request) {
		writeJSON(w, s.Metadata())
	})
	mux.HandleFunc("GET /jwks", func(w http.ResponseWriter, r *http.Request) {
		s.JWKSFetches.Add(1)
		if h := s.handler(&s.jwks); h != nil {
			h.ServeHTTP(w, r)
			return
		}
		writeJSON(w, s.JWKS())
	})
	mux.HandleFunc("GET /authorize", s.authorize)
	mux.HandleFunc("POST /token", s.token)
	s.Server = httptest.NewServer(mux)
	s.Issuer = s.URL
	t.Cleanup(s.Close)
	for _, k := range []struct {
		kid string
		alg jose.SignatureAlgorithm
	}{{"rs1", jose.RS256}, {"es1", jose.ES256}, {"ed1", jose.EdDSA}} {
		s.AddKey(t, k.kid, k.alg, true)
	}
	return s
}

func (s *Server) handler(h *http.Handler) http.Handler {
	s.mu.Lock()
	defer s.mu.Unlock()
	return *h
}

// Metadata is the server's RFC 8414 metadata.
func (s *Server) Metadata() map[string]any {
	return map[string]any{
		"issuer": s.Issuer, "jwks_uri": s.Issuer + "/jwks",
		"authorization_endpoint": s.Issuer + "/authorize", "token_endpoint": s.Issuer + "/token",
		"response_types_supported": []string{"code"}, "code_challenge_methods_supported": []string{"S256"},
		"grant_types_supported": []string{"authorization_code"}, "token_endpoint_auth_methods_supported": []string{"none"},
	}
}

// SetJWKSHandler makes h answer for the key set (nil: the real one).
func (s *Server) SetJWKSHandler(h http.Handler) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.jwks = h
}

// SetMetadataHandler makes h answer for the metadata (nil: the real one).
func (s *Server) SetMetadataHandler(h http.Handler) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.metadata = h
}

// AddKey generates a key; a published one is in the JWKS from now on.
func (s *Server) AddKey(t testing.TB, kid string, alg jose.SignatureAlgorithm, publish bool) {
	t.Helper()
	var signer crypto.Signer
	var err error
	switch alg {
	case jose.RS256:
		signer, err = rsa.GenerateKey(rand.Reader, 2048)
	case jose.ES256:
		signer, err = ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	case jose.EdDSA:
		_, signer, err = ed25519.GenerateKey(rand.Reader)
	default:
		t.Fatalf("oauthtest: no key for %s", alg)
	}
	if err != nil {
		t.Fatal(err)
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	s.keys[kid] = key{alg: alg, signer: signer}
	if publish {
		s.published = append(s.published, kid)
	}
}

// PublicKey is the public half of key kid.
func (s *Server) PublicKey(kid string) crypto.PublicKey {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.keys[kid].signer.Public()
}

// JWKS is the published key set.
func (s *Server) JWKS() jose.JSONWebKeySet {
	s.mu.Lock()
	defer s.mu.Unlock()
	var set jose.JSONWebKeySet
	for _, kid := range s.published {
		k := s.keys[kid]
		set.Keys = append(set.Keys, jose.JSONWebKey{Key: k.signer.Public(), KeyID: kid, Algorithm: string(k.alg), Use: "sig"})
	}
	return set
}

// Claims are the claims of a good token for audience: issued now by
// this server, for an hour, to subject with scope.
func (s *Server) Claims(subject, audience, scope string) map[string]any {
	now := time.Now()
	return map[string]any{
		"iss": s.Issuer, "sub": subject, "aud": audience, "scope": scope, "client_id": "test-client",
		"iat": now.Unix(), "nbf": now.Unix(), "exp": now.Add(time.Hour).Unix(), "jti": rand.Text(),
	}
}

// Mint signs claims with key kid, typed at+jwt.
func (s *Server) Mint(t testing.TB, kid string, claims map[string]any) string {
	t.Helper()
	return s.MintTyped(t, kid, "at+jwt", claims)
}

// MintTyped signs claims with key kid and the header typ given ("" for
// none).
func (s *Server) MintTyped(t testing.TB, kid, typ string, claims map[string]any) string {
	t.Helper()
	tok, err := s.sign(kid, typ, claims)
	if err != nil {
		t.Fatal(err)
	}
	return tok
}

func (s *Server) sign(kid, typ string, claims map[string]any) (string, error) {
	s.mu.Lock()
	k, ok := s.keys[kid]
	s.mu.Unlock()
	if !ok {
		return "", fmt.Errorf("oauthtest: no key %q", kid)
	}
	opts := (&jose.SignerOptions{}).WithHeader("kid", kid)
	if typ != "" {
		opts = opts.WithType(jose.ContentType(typ))
	}
	signer, err := jose.NewSigner(jose.SigningKey{Algorithm: k.alg, Key: k.signer}, opts)
	if err != nil {
		return "", err
	}
	payload, err := json.Marshal(claims)
	if err != nil {
		return "", err
	}
	jws, err := signer.Sign(payload)
	if err != nil {
		return "", err
	}
	return jws.CompactSerialize()
}

func writeJSON(w http.ResponseWriter, v any) {
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(v)
}
