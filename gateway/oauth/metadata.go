package oauth

import (
	"net/url"
	"strings"
)

// WellKnownPath is where RFC 9728 protected resource metadata lives.
const WellKnownPath = "/.well-known/oauth-protected-resource"

// ResourceMetadata is an RFC 9728 §2 protected resource metadata
// document.
type ResourceMetadata struct {
	Resource               string   `json:"resource"`
	AuthorizationServers   []string `json:"authorization_servers"`
	ScopesSupported        []string `json:"scopes_supported,omitempty"`
	BearerMethodsSupported []string `json:"bearer_methods_supported"`
	ResourceName           string   `json:"resource_name,omitempty"`
}

// ResourceFor is the resource URL of an endpoint: the configured one for
// the aggregate endpoint (server ""), with "/" + server for a server's
// own endpoint.
func (c Config) ResourceFor(server string) string {
	if server == "" {
		return c.Resource
	}
	return c.Resource + "/" + server
}

// Metadata is the metadata document of resource.
func (c Config) Metadata(resource string) ResourceMetadata {
	return ResourceMetadata{
		Resource:               resource,
		AuthorizationServers:   []string{c.Issuer},
		ScopesSupported:        c.ScopesSupported,
		BearerMethodsSupported: []string{"header"},
		ResourceName:           c.ResourceName,
	}
}

// MetadataPath is the path of resource's metadata: RFC 9728 §3.1 puts
// the well-known segment between the host and the resource's path.
func MetadataPath(resource string) string {
	u, err := url.Parse(resource)
	if err != nil {
		return WellKnownPath
	}
	return WellKnownPath + strings.TrimSuffix(u.EscapedPath(), "/")
}

// MetadataURL is the absolute URL of resource's metadata document, the
// resource_metadata of a WWW-Authenticate challenge (RFC 9728 §5.1).
func MetadataURL(resource string) string {
	u, err := url.Parse(resource)
	if err != nil {
		return ""
	}
	return u.Scheme + "://" + u.Host + MetadataPath(resource)
}

// Challenge is the WWW-Authenticate value of a refusal (RFC 6750 §3,
// RFC 9728 §5.1): err nil for a request without a token.
func (c Config) Challenge(resource string, err *Error) string {
	params := []string{`resource_metadata=` + quote(MetadataURL(resource))}
	switch {
	case err == nil:
		if len(c.RequiredScopes) > 0 {
			params = append(params, "scope="+quote(strings.Join(c.RequiredScopes, " ")))
		}
	case err.Kind == InsufficientScope:
		params = append(params, `error="insufficient_scope"`, "scope="+quote(err.Scope),
			"error_description="+quote(describe(err.Error())))
	default:
		params = append(params, `error="invalid_token"`, "error_description="+quote(describe(err.Error())))
	}
	return "Bearer " + strings.Join(params, ", ")
}

// quote is an RFC 9110 quoted-string.
func quote(s string) string {
	return `"` + strings.NewReplacer(`\`, `\\`, `"`, `\"`).Replace(s) + `"`
}

// describe keeps what RFC 6750 §3 allows in error_description: printable
// ASCII but '"' and '\'; anything else becomes '?'.
func describe(s string) string {
	if len(s) > 512 {
		s = s[:512]
	}
	return strings.Map(func(r rune) rune {
		if r < 0x20 || r > 0x7e || r == '"' || r == '\\' {
			return '?'
		}
		return r
	}, s)
}
