package oauth

import (
	"net/http"
	"net/url"
	"slices"
	"testing"
)

func TestParseChallenge(t *testing.T) {
	tests := []struct {
		name   string
		header []string
		want   Challenge
		wantOK bool
	}{
		{name: "bearer with every parameter", header: []string{`Bearer error="insufficient_scope", scope="a b", resource_metadata="https://x/.well-known/oauth-protected-resource"`},
			want: Challenge{Error: "insufficient_scope", Scope: []string{"a", "b"}, ResourceMetadata: "https://x/.well-known/oauth-protected-resource"}, wantOK: true},
		{name: "after a Basic challenge with a token68", header: []string{`Basic YWxhZGRpbjpvcGVuc2VzYW1l==, Bearer scope=read`},
			want: Challenge{Scope: []string{"read"}}, wantOK: true},
		{name: "after a Basic challenge with parameters", header: []string{`Basic realm="x", Bearer realm="y", error=invalid_token`},
			want: Challenge{Error: "invalid_token"}, wantOK: true},
		{name: "escaped quotes, scheme in capitals", header: []string{`BEARER scope="a \"b\""`},
			want: Challenge{Scope: []string{"a", `"b"`}}, wantOK: true},
		{name: "in a second header", header: []string{`Basic realm="x"`, `Bearer`}, want: Challenge{}, wantOK: true},
		{name: "no bearer", header: []string{`Basic realm="x"`}, wantOK: false},
		{name: "garbage", header: []string{`=,,"`}, wantOK: false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := http.Header{"Www-Authenticate": tt.header}
			got, ok := parseChallenge(h)
			if ok != tt.wantOK || got.Error != tt.want.Error || got.ResourceMetadata != tt.want.ResourceMetadata || !slices.Equal(got.Scope, tt.want.Scope) {
				t.Errorf("got %+v %v, want %+v %v", got, ok, tt.want, tt.wantOK)
			}
		})
	}
}

// The well-known locations are tried in the order the MCP specification
// gives.
func TestDiscoveryOrder(t *testing.T) {
	tests := []struct {
		name string
		got  func() []string
		want []string
	}{
		{name: "resource metadata: challenge, path, root", got: func() []string {
			return prmURLs(mustURL("https://mcp.example.com/public/mcp"), "https://mcp.example.com/meta.json")
		}, want: []string{"https://mcp.example.com/meta.json",
			"https://mcp.example.com/.well-known/oauth-protected-resource/public/mcp",
			"https://mcp.example.com/.well-known/oauth-protected-resource"}},
		{name: "resource metadata of a server at the root", got: func() []string {
			return prmURLs(mustURL("https://mcp.example.com/"), "")
		}, want: []string{"https://mcp.example.com/.well-known/oauth-protected-resource"}},
		{name: "issuer with a path: inserted, then appended", got: func() []string {
			return asMetadataURLs(mustURL("https://auth.example.com/tenant1"))
		}, want: []string{"https://auth.example.com/.well-known/oauth-authorization-server/tenant1",
			"https://auth.example.com/.well-known/openid-configuration/tenant1",
			"https://auth.example.com/tenant1/.well-known/openid-configuration"}},
		{name: "issuer without a path", got: func() []string {
			return asMetadataURLs(mustURL("https://auth.example.com"))
		}, want: []string{"https://auth.example.com/.well-known/oauth-authorization-server",
			"https://auth.example.com/.well-known/openid-configuration"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.got(); !slices.Equal(got, tt.want) {
				t.Errorf("got %q, want %q", got, tt.want)
			}
		})
	}
}

func TestResourceCovers(t *testing.T) {
	tests := []struct {
		resource, server string
		want             bool
	}{
		{"https://x.example/mcp", "https://x.example/mcp", true},
		{"https://x.example", "https://x.example/mcp", true},
		{"https://X.example/", "https://x.example/mcp", true},
		{"https://x.example/mc", "https://x.example/mcp", false},
		{"https://x.example/mcp/sub", "https://x.example/mcp", false},
		{"https://evil.example/mcp", "https://x.example/mcp", false},
		{"http://x.example/mcp", "https://x.example/mcp", false},
		{"https://x.example/mcp#f", "https://x.example/mcp", false},
	}
	for _, tt := range tests {
		t.Run(tt.resource+" "+tt.server, func(t *testing.T) {
			if got := resourceCovers(tt.resource, mustURL(tt.server)); got != tt.want {
				t.Errorf("got %v, want %v", got, tt.want)
			}
		})
	}
}

func mustURL(s string) *url.URL {
	u, err := url.Parse(s)
	if err != nil {
		panic(err)
	}
	return u
}
