package oauth_test

import (
	"crypto/hmac"
	"crypto/sha256"
	"crypto/x509"
	"encoding/base64"
	"encoding/json"
	"encoding/pem"
	"errors"
	"net/http"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	jose "github.com/go-jose/go-jose/v4"

	"github.com/mcpscan/mcpscan/gateway/oauth"
	"github.com/mcpscan/mcpscan/gateway/oauth/oauthtest"
)

const resource = "https://gw.example/mcp"

// newValidator is a validator for as's tokens, for resource.
func newValidator(t *testing.T, as *oauthtest.Server, edit func(*oauth.Config), o oauth.Options) *oauth.Validator {
	t.Helper()
	cfg := oauth.Config{Issuer: as.Issuer, Resource: resource, RequiredScopes: []string{"mcp:tools"},
		FetchTimeout: oauth.Duration(2 * time.Second)}
	if edit != nil {
		edit(&cfg)
	}
	v, err := oauth.NewValidator(cfg, o)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// rawJWT builds a token from a header and claims, signed by sign.
func rawJWT(t *testing.T, hdr, claims map[string]any, sign func(input string) []byte) string {
	t.Helper()
	enc := func(v any) string {
		b, err := json.Marshal(v)
		if err != nil {
			t.Fatal(err)
		}
		return base64.RawURLEncoding.EncodeToString(b)
	}
	input := enc(hdr) + "." + enc(claims)
	return input + "." + base64.RawURLEncoding.EncodeToString(sign(input))
}

func TestValidate(t *testing.T) {
	as := oauthtest.New(t)
	v := newValidator(t, as, nil, oauth.Options{})
	good := func() map[string]any { return as.Claims("alice", resource, "mcp:tools profile") }
	with := func(edit func(c map[string]any)) map[string]any {
		c := good()
		edit(c)
		return c
	}
	hour := time.Hour
	pubDER, err := x509.MarshalPKIXPublicKey(as.PublicKey("rs1"))
	if err != nil {
		t.Fatal(err)
	}
	pubPEM := pem.EncodeToMemory(&pem.Block{Type: "PUBLIC KEY", Bytes: pubDER})
	hs256 := func(secret []byte) func(string) []byte {
		return func(in string) []byte {
			m := hmac.New(sha256.New, secret)
			m.Write([]byte(in))
			return m.Sum(nil)
		}
	}
	as.AddKey(t, "rogue", jose.RS256, false)
	forged := as.Mint(t, "rogue", good())
	// The rogue key's signature under the name of a published key.
	hdr, rest, _ := strings.Cut(forged, ".")
	var h map[string]any
	b, _ := base64.RawURLEncoding.DecodeString(hdr)
	_ = json.Unmarshal(b, &h)
	h["kid"] = "rs1"
	hb, _ := json.Marshal(h)
	badSig := base64.RawURLEncoding.EncodeToString(hb) + "." + rest
	tampered := as.Mint(t, "es1", good())
	parts := strings.Split(tampered, ".")
	parts[1] = base64.RawURLEncoding.EncodeToString([]byte(`{"iss":"` + as.Issuer + `","sub":"mallory","aud":"` + resource + `","scope":"mcp:tools","exp":9999999999}`))
	tampered = strings.Join(parts, ".")

	tests := []struct {
		name     string
		token    string
		audience []string
		want     string // identity, or the error's text
		kind     oauth.ErrorKind
	}{
		{"RS256", as.Mint(t, "rs1", good()), nil, "oauth:alice", 0},
		{"ES256", as.Mint(t, "es1", good()), nil, "oauth:alice", 0},
		{"EdDSA", as.Mint(t, "ed1", good()), nil, "oauth:alice", 0},
		{"typ JWT", as.MintTyped(t, "rs1", "JWT", good()), nil, "oauth:alice", 0},
		{"no typ", as.MintTyped(t, "rs1", "", good()), nil, "oauth:alice", 0},
		{"scp array", as.Mint(t, "rs1", with(func(c map[string]any) { delete(c, "scope"); c["scp"] = []string{"mcp:tools"} })), nil, "oauth:alice", 0},
		{"audience list", as.Mint(t, "rs1", with(func(c map[string]any) { c["aud"] = []string{"https://other.example", resource} })), nil, "oauth:alice", 0},
		{"server audience", as.Mint(t, "rs1", with(func(c map[string]any) { c["aud"] = resource + "/notes" })), []string{resource, resource + "/notes"}, "oauth:alice", 0},
		{"server audience elsewhere", as.Mint(t, "rs1", with(func(c map[string]any) { c["aud"] = resource + "/notes" })), nil, `audience ["https://gw.example/mcp/notes"] does not include https://gw.example/mcp`, oauth.InvalidToken},
		{"skew tolerated", as.Mint(t, "rs1", with(func(c map[string]any) { c["exp"] = time.Now().Add(-30 * time.Second).Unix() })), nil, "oauth:alice", 0},
		{"wrong issuer", as.Mint(t, "rs1", with(func(c map[string]any) { c["iss"] = "https://evil.example" })), nil, `issuer "https://evil.example" is not`, oauth.InvalidToken},
		{"issuer with slash", as.Mint(t, "rs1", with(func(c map[string]any) { c["iss"] = as.Issuer + "/" })), nil, "is not", oauth.InvalidToken},
		{"wrong audience", as.Mint(t, "rs1", with(func(c map[string]any) { c["aud"] = "https://other.example/mcp" })), nil, "does not include https://gw.example/mcp", oauth.InvalidToken},
		{"no audience", as.Mint(t, "rs1", with(func(c map[string]any) { delete(c, "aud") })), nil, "does not include", oauth.InvalidToken},
		{"expired", as.Mint(t, "rs1", with(func(c map[string]any) { c["exp"] = time.Now().Add(-hour).Unix() })), nil, "the token expired at", oauth.InvalidToken},
		{"no exp", as.Mint(t, "rs1", with(func(c map[string]any) { delete(c, "exp") })), nil, "the token has no exp", oauth.InvalidToken},
		{"not yet valid", as.Mint(t, "rs1", with(func(c map[string]any) { c["nbf"] = time.Now().Add(hour).Unix() })), nil, "not valid before", oauth.InvalidToken},
		{"issued in the future", as.Mint(t, "rs1", with(func(c map[string]any) { c["iat"] = time.Now().Add(hour).Unix() })), nil, "issued in the future", oauth.InvalidToken},
		{"bad signature", badSig, nil, "the signature does not verify", oauth.InvalidToken},
		{"tampered claims", tampered, nil, "the signature does not verify", oauth.InvalidToken},
		{"alg none", rawJWT(t, map[string]any{"alg": "none", "typ": "at+jwt"}, good(), func(string) []byte { return nil }), nil, `algorithm "none" is not accepted`, oauth.InvalidToken},
		{"alg confusion", rawJWT(t, map[string]any{"alg": "HS256", "kid": "rs1"}, good(), hs256(pubPEM)), nil, `algorithm "HS256" is not accepted`, oauth.InvalidToken},
		{"alg confusion DER", rawJWT(t, map[string]any{"alg": "HS256", "kid": "rs1"}, good(), hs256(pubDER)), nil, `algorithm "HS256" is not accepted`, oauth.InvalidToken},
		{"key of another algorithm", rawJWT(t, map[string]any{"alg": "ES256", "kid": "rs1"}, good(), func(string) []byte { return make([]byte, 64) }), nil, `key "rs1" does not verify ES256`, oauth.InvalidToken},
		{"missing scope", as.Mint(t, "rs1", with(func(c map[string]any) { c["scope"] = "profile" })), nil, "the token lacks scope mcp:tools", oauth.InsufficientScope},
		{"scopes split by a tab", as.Mint(t, "rs1", with(func(c map[string]any) { c["scope"] = "profile\tmcp:tools" })), nil, "lacks scope", oauth.InsufficientScope},
		{"scopes split by a no-break space", as.Mint(t, "rs1", with(func(c map[string]any) { c["scope"] = "profile\u00a0mcp:tools" })), nil, "lacks scope", oauth.InsufficientScope},
		{"scope in another case", as.Mint(t, "rs1", with(func(c map[string]any) { c["scope"] = "MCP:TOOLS" })), nil, "lacks scope", oauth.InsufficientScope},
		{"scope as prefix", as.Mint(t, "rs1", with(func(c map[string]any) { c["scope"] = "mcp:toolsx" })), nil, "lacks scope", oauth.InsufficientScope},
		{"id token typ", as.MintTyped(t, "rs1", "id+jwt", good()), nil, `typ "id+jwt" is not an access token`, oauth.InvalidToken},
		{"bound token", as.Mint(t, "rs1", with(func(c map[string]any) { c["cnf"] = map[string]any{"jkt": "abc"} })), nil, "bound to a key (cnf)", oauth.InvalidToken},
		{"no identity claim", as.Mint(t, "rs1", with(func(c map[string]any) { delete(c, "sub") })), nil, `no "sub" claim`, oauth.InvalidToken},
		{"control characters", as.Mint(t, "rs1", with(func(c map[string]any) { c["sub"] = "alice\nbob" })), nil, "control characters", oauth.InvalidToken},
		{"not a JWT", "opaque-token-0123456789", nil, "want three dot-separated parts", oauth.InvalidToken},
		{"JWE", "a.b.c.d.e", nil, "want three dot-separated parts", oauth.InvalidToken},
		{"header not base64", "!!.e30.AA", nil, "not base64url", oauth.InvalidToken},
		{"too large", strings.Repeat("a", oauth.MaxTokenBytes+1), nil, "more than the limit", oauth.InvalidToken},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			aud := tt.audience
			if aud == nil {
				aud = []string{resource}
			}
			p, err := v.Validate(t.Context(), tt.token, aud...)
			if strings.HasPrefix(tt.want, oauth.IdentityPrefix) {
				if err != nil {
					t.Fatalf("got %v, want identity %s", err, tt.want)
				}
				if p.Identity != tt.want {
					t.Errorf("got identity %q, want %q", p.Identity, tt.want)
				}
				return
			}
			var oe *oauth.Error
			if !errors.As(err, &oe) {
				t.Fatalf("got %v (%+v), want an *oauth.Error %q", err, p, tt.want)
			}
			if oe.Kind != tt.kind || !strings.Contains(oe.Error(), tt.want) {
				t.Errorf("got kind %d %q, want kind %d %q", oe.Kind, oe.Error(), tt.kind, tt.want)
			}
		})
	}
}

func TestValidatePrincipal(t *testing.T) {
	as := oauthtest.New(t)
	tests := []struct {
		name   string
		claim  string
		edit   func(c map[string]any)
		want   string
		scopes string
	}{
		{"sub", "", nil, "oauth:alice", "mcp:tools profile"},
		{"group list", "groups", func(c map[string]any) { c["groups"] = []string{"ops", "dev", "ops"} }, "oauth:dev,ops", "mcp:tools profile"},
		{"number", "tenant", func(c map[string]any) { c["tenant"] = 42 }, "oauth:42", "mcp:tools profile"},
		{"scope and scp", "", func(c map[string]any) { c["scp"] = "extra" }, "oauth:alice", "extra mcp:tools profile"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			v := newValidator(t, as, func(c *oauth.Config) { c.IdentityClaim = tt.claim }, oauth.Options{})
			c := as.Claims("alice", resource, "profile mcp:tools")
			if tt.edit != nil {
				tt.edit(c)
			}
			p, err := v.Validate(t.Context(), as.Mint(t, "es1", c), resource)
			if err != nil {
				t.Fatal(err)
			}
			if p.Identity != tt.want || strings.Join(p.Scopes, " ") != tt.scopes || p.ClientID != "test-client" || p.Subject != "alice" {
				t.Errorf("got %+v, want identity %s, scopes %q", p, tt.want, tt.scopes)
			}
		})
	}
}

func TestRequireATJWT(t *testing.T) {
	as := oauthtest.New(t)
	v := newValidator(t, as, func(c *oauth.Config) { c.RequireATJWT = true }, oauth.Options{})
	for _, tt := range []struct{ typ, want string }{
		{"at+jwt", ""}, {"application/at+jwt", ""}, {"JWT", `typ "JWT": want at+jwt`}, {"", `typ "": want at+jwt`},
	} {
		t.Run(tt.typ, func(t *testing.T) {
			_, err := v.Validate(t.Context(), as.MintTyped(t, "rs1", tt.typ, as.Claims("alice", resource, "mcp:tools")), resource)
			if got := errText(err); !strings.Contains(got, tt.want) || (tt.want == "") != (err == nil) {
				t.Errorf("got %q, want %q", got, tt.want)
			}
		})
	}
}

func errText(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}

func TestUnknownKeyID(t *testing.T) {
	as := oauthtest.New(t)
	// The validator's clock runs ahead of the real one by offset.
	var offset atomic.Int64
	now := func() time.Time { return time.Now().Add(time.Duration(offset.Load())) }
	v := newValidator(t, as, nil, oauth.Options{Now: now, RefreshInterval: 30 * time.Second})
	if err := v.Prefetch(t.Context()); err != nil {
		t.Fatal(err)
	}
	as.AddKey(t, "unpublished", jose.RS256, false)
	unknown := as.Mint(t, "unpublished", as.Claims("alice", resource, "mcp:tools"))

	// Right after a fetch, an unknown key does not cause another.
	if _, err := v.Validate(t.Context(), unknown, resource); err == nil || !strings.Contains(err.Error(), `unknown key id "unpublished"`) {
		t.Fatalf("got %v, want unknown key id", err)
	}
	if got := as.JWKSFetches.Load(); got != 1 {
		t.Fatalf("got %d fetches, want 1", got)
	}
	// Later, it causes one refetch, and only one however many tokens
	// name it.
	offset.Add(int64(time.Minute))
	for range 5 {
		if _, err := v.Validate(t.Context(), unknown, resource); err == nil {
			t.Fatal("a token of an unpublished key was accepted")
		}
	}
	if got := as.JWKSFetches.Load(); got != 2 {
		t.Fatalf("got %d fetches, want 2", got)
	}
	// A key the issuer rotated in is found by that refetch.
	as.AddKey(t, "rs2", jose.RS256, true)
	offset.Add(int64(time.Minute))
	p, err := v.Validate(t.Context(), as.Mint(t, "rs2", as.Claims("bob", resource, "mcp:tools")), resource)
	if err != nil || p.Identity != "oauth:bob" {
		t.Fatalf("got %v %+v, want oauth:bob after rotation", err, p)
	}
	if got := as.JWKSFetches.Load(); got != 3 {
		t.Errorf("got %d fetches, want 3", got)
	}
	// The cache expires after its TTL.
	offset.Add(int64(oauth.DefaultJWKSCacheTTL))
	if _, err := v.Validate(t.Context(), as.Mint(t, "rs1", as.Claims("bob", resource, "mcp:tools")), resource); err != nil {
		t.Fatal(err)
	}
	if got := as.JWKSFetches.Load(); got != 4 {
		t.Errorf("got %d fetches, want 4 once the cache expired", got)
	}
	// While the issuer is down, the keys it gave stay in use for a
	// while past their TTL, and no longer.
	as.SetJWKSHandler(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		http.Error(w, "down", http.StatusInternalServerError)
	}))
	for _, tt := range []struct {
		after time.Duration
		want  string
	}{
		{oauth.DefaultJWKSCacheTTL + time.Minute, ""},
		{time.Hour, "the keys fetched at"},
	} {
		offset.Add(int64(tt.after))
		tok := as.Mint(t, "rs1", as.Claims("bob", resource, "mcp:tools"))
		_, err := v.Validate(t.Context(), tok, resource)
		var oe *oauth.Error
		if tt.want == "" && err != nil || tt.want != "" && (!errors.As(err, &oe) || oe.Kind != oauth.Unavailable || !strings.Contains(err.Error(), tt.want)) {
			t.Errorf("%s later: got %v, want %q", tt.after, err, tt.want)
		}
	}
}

// TestConcurrentUnknownKeyID: many requests naming a key at once cause
// one fetch, and all of them find the key it brings.
func TestConcurrentUnknownKeyID(t *testing.T) {
	as := oauthtest.New(t)
	var offset atomic.Int64
	now := func() time.Time { return time.Now().Add(time.Duration(offset.Load())) }
	v := newValidator(t, as, nil, oauth.Options{Now: now})
	if err := v.Prefetch(t.Context()); err != nil {
		t.Fatal(err)
	}
	as.AddKey(t, "es2", jose.ES256, true)
	offset.Add(int64(time.Minute))
	tok := as.Mint(t, "es2", as.Claims("carol", resource, "mcp:tools"))
	errs := make(chan error, 32)
	var wg sync.WaitGroup
	for range cap(errs) {
		wg.Go(func() {
			_, err := v.Validate(t.Context(), tok, resource)
			errs <- err
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			t.Errorf("got %v, want the rotated key found", err)
		}
	}
	if got := as.JWKSFetches.Load(); got != 2 {
		t.Errorf("got %d fetches, want 2 (start and one refetch)", got)
	}
}
