package oauth_test

import (
	"errors"
	"testing"

	"github.com/mcpscan/mcpscan/gateway/oauth"
	"github.com/mcpscan/mcpscan/gateway/oauth/oauthtest"
)

// TestMetadataURL follows RFC 9728 §3.1: "the well-known URI path suffix
// ... is inserted into the protected resource's resource identifier
// between the host component and the path and/or query components".
func TestMetadataURL(t *testing.T) {
	for _, tt := range []struct{ resource, want string }{
		// The RFC's own example.
		{"https://resource.example.com/resource1", "https://resource.example.com/.well-known/oauth-protected-resource/resource1"},
		{"https://gw.example/mcp", "https://gw.example/.well-known/oauth-protected-resource/mcp"},
		{"https://gw.example/mcp/notes", "https://gw.example/.well-known/oauth-protected-resource/mcp/notes"},
		{"https://gw.example:8443", "https://gw.example:8443/.well-known/oauth-protected-resource"},
	} {
		t.Run(tt.resource, func(t *testing.T) {
			if got := oauth.MetadataURL(tt.resource); got != tt.want {
				t.Errorf("got %s, want %s", got, tt.want)
			}
		})
	}
}

func TestChallenge(t *testing.T) {
	cfg, err := oauth.ParseConfig([]byte(`{"issuer": "https://idp.example", "resource": "https://gw.example/mcp", "required_scopes": ["mcp:tools", "mcp:read"]}`))
	if err != nil {
		t.Fatal(err)
	}
	md := "https://gw.example/.well-known/oauth-protected-resource/mcp"
	tests := []struct {
		name string
		err  *oauth.Error
		want map[string]string
	}{
		{"no token", nil, map[string]string{"resource_metadata": md, "scope": "mcp:tools mcp:read"}},
		{"invalid", &oauth.Error{Kind: oauth.InvalidToken, Err: errors.New(`issuer "x\"y" is not "z"` + "\n\u00e9")},
			map[string]string{"resource_metadata": md, "error": "invalid_token", "error_description": `issuer ?x??y? is not ?z???`}},
		{"scope", &oauth.Error{Kind: oauth.InsufficientScope, Scope: "mcp:tools mcp:read", Err: errors.New("the token lacks scope mcp:read")},
			map[string]string{"resource_metadata": md, "error": "insufficient_scope", "scope": "mcp:tools mcp:read", "error_description": "the token lacks scope mcp:read"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := oauthtest.ParseChallenge(cfg.Challenge(cfg.Resource, tt.err))
			if err != nil {
				t.Fatal(err)
			}
			for k, want := range tt.want {
				if got[k] != want {
					t.Errorf("%s: got %q, want %q", k, got[k], want)
				}
			}
			if len(got) != len(tt.want) {
				t.Errorf("got %v, want %v", got, tt.want)
			}
			// error_description: %x20-21 / %x23-5B / %x5D-7E only.
			for _, r := range got["error_description"] {
				if r < 0x20 || r > 0x7e || r == '"' || r == '\\' {
					t.Errorf("error_description holds %q, which RFC 6750 §3 does not allow", r)
				}
			}
		})
	}
}
