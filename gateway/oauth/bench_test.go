package oauth_test

import (
	"testing"

	"github.com/mcpscan/mcpscan/gateway/oauth"
	"github.com/mcpscan/mcpscan/gateway/oauth/oauthtest"
)

// BenchmarkValidate is the cost a token adds to a request once the keys
// are cached.
func BenchmarkValidate(b *testing.B) {
	as := oauthtest.New(b)
	v, err := oauth.NewValidator(oauth.Config{Issuer: as.Issuer, Resource: resource, RequiredScopes: []string{"mcp:tools"}}, oauth.Options{})
	if err != nil {
		b.Fatal(err)
	}
	if err := v.Prefetch(b.Context()); err != nil {
		b.Fatal(err)
	}
	for _, kid := range []string{"rs1", "es1", "ed1"} {
		tok := as.Mint(b, kid, as.Claims("alice", resource, "mcp:tools"))
		b.Run(kid[:2], func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, err := v.Validate(b.Context(), tok, resource); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
