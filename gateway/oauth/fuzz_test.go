package oauth_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/mcpscan/mcpscan/gateway/oauth"
	"github.com/mcpscan/mcpscan/gateway/oauth/oauthtest"
)

// FuzzValidate: no token crashes the validator, every refusal is an
// *oauth.Error, and nothing but a token the issuer signed for alice is
// taken for one.
func FuzzValidate(f *testing.F) {
	as := oauthtest.New(f)
	v, err := oauth.NewValidator(oauth.Config{Issuer: as.Issuer, Resource: resource, RequiredScopes: []string{"mcp:tools"}}, oauth.Options{})
	if err != nil {
		f.Fatal(err)
	}
	if err := v.Prefetch(f.Context()); err != nil {
		f.Fatal(err)
	}
	good := as.Claims("alice", resource, "mcp:tools")
	for _, kid := range []string{"rs1", "es1", "ed1"} {
		tok := as.Mint(f, kid, good)
		f.Add(tok)
		parts := strings.Split(tok, ".")
		f.Add(parts[0] + "." + parts[1] + ".")
		f.Add(parts[0] + ".." + parts[2])
	}
	f.Add("")
	f.Add("..")
	f.Add("eyJhbGciOiJub25lIn0.e30.")
	f.Add(`eyJhbGciOiJSUzI1NiIsImtpZCI6WzFdfQ.e30.AAAA`)
	f.Fuzz(func(t *testing.T, token string) {
		p, err := v.Validate(t.Context(), token, resource)
		if err != nil {
			var oe *oauth.Error
			if !errors.As(err, &oe) {
				t.Fatalf("got %T %v, want an *oauth.Error", err, err)
			}
			return
		}
		if p.Identity != "oauth:alice" {
			t.Fatalf("got identity %q from %q, want only oauth:alice", p.Identity, token)
		}
	})
}
