package oauth_test

import (
	"strings"
	"testing"
	"time"

	"github.com/mcpscan/mcpscan/gateway/oauth"
)

func TestParseConfig(t *testing.T) {
	tests := []struct {
		name string
		json string
		want string // an error's text; "" for none
	}{
		{"minimal", `{"issuer": "https://idp.example", "resource": "https://gw.example/mcp"}`, ""},
		{"loopback http", `{"issuer": "http://127.0.0.1:8080/realms/x", "resource": "http://localhost:7400/mcp", "jwks_uri": "http://[::1]:8080/certs"}`, ""},
		{"everything", `{"issuer": "https://idp.example", "resource": "https://gw.example/mcp/", "jwks_uri": "https://idp.example/keys?v=2",
		  "algorithms": ["ES256"], "required_scopes": ["mcp:tools"], "identity_claim": "groups", "clock_skew": "30s",
		  "jwks_cache_ttl": "1h", "fetch_timeout": "5s", "require_at_jwt": true}`, ""},
		{"no issuer", `{"resource": "https://gw.example/mcp"}`, "oauth: issuer: required"},
		{"no resource", `{"issuer": "https://idp.example"}`, "oauth: resource: required"},
		{"http issuer", `{"issuer": "http://idp.example", "resource": "https://gw.example/mcp"}`, "plain http is allowed only on loopback"},
		{"http key set", `{"issuer": "https://idp.example", "resource": "https://gw.example/mcp", "jwks_uri": "http://idp.example/keys"}`, "jwks_uri: \"http://idp.example/keys\": plain http is allowed only on loopback"},
		{"relative resource", `{"issuer": "https://idp.example", "resource": "/mcp"}`, "want an absolute URL"},
		{"resource fragment", `{"issuer": "https://idp.example", "resource": "https://gw.example/mcp#x"}`, "a fragment is not allowed"},
		{"resource query", `{"issuer": "https://idp.example", "resource": "https://gw.example/mcp?a=1"}`, "a query is not allowed"},
		{"ftp", `{"issuer": "ftp://idp.example", "resource": "https://gw.example/mcp"}`, "want an https URL"},
		{"alg none", `{"issuer": "https://idp.example", "resource": "https://gw.example/mcp", "algorithms": ["none"]}`, `"none" is never accepted`},
		{"alg HS256", `{"issuer": "https://idp.example", "resource": "https://gw.example/mcp", "algorithms": ["RS256", "HS256"]}`, "HS256 is a shared-secret algorithm"},
		{"alg unknown", `{"issuer": "https://idp.example", "resource": "https://gw.example/mcp", "algorithms": ["PS512"]}`, `"PS512" is not supported`},
		{"bad scope", `{"issuer": "https://idp.example", "resource": "https://gw.example/mcp", "required_scopes": ["a b"]}`, `scope "a b"`},
		{"skew", `{"issuer": "https://idp.example", "resource": "https://gw.example/mcp", "clock_skew": "1h"}`, "clock_skew 1h0m0s: want between 0s and 5m"},
		{"ttl", `{"issuer": "https://idp.example", "resource": "https://gw.example/mcp", "jwks_cache_ttl": "1s"}`, "jwks_cache_ttl 1s"},
		{"duration", `{"issuer": "https://idp.example", "resource": "https://gw.example/mcp", "clock_skew": 60}`, `want a duration such as "30s"`},
		{"misspelt", `{"issuer": "https://idp.example", "resource": "https://gw.example/mcp", "required_scope": ["x"]}`, `unknown field "required_scope"`},
		{"two problems", `{"issuer": "http://idp.example", "resource": "gw"}`, "issuer: \"http://idp.example\": plain http is allowed only on loopback; use https\noauth: resource"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := oauth.ParseConfig([]byte(tt.json))
			if got := errText(err); (tt.want == "") != (err == nil) || !strings.Contains(got, tt.want) {
				t.Errorf("got %q, want %q", got, tt.want)
			}
		})
	}
}

func TestConfigDefaults(t *testing.T) {
	c, err := oauth.ParseConfig([]byte(`{"issuer": "https://idp.example", "resource": "https://gw.example/mcp/", "required_scopes": ["mcp"]}`))
	if err != nil {
		t.Fatal(err)
	}
	if c.Resource != "https://gw.example/mcp" || c.IdentityClaim != "sub" || time.Duration(c.ClockSkew) != time.Minute ||
		strings.Join(c.Algorithms, ",") != "RS256,ES256,EdDSA" || strings.Join(c.ScopesSupported, ",") != "mcp" {
		t.Errorf("got %+v, want the defaults filled in", c)
	}
}
