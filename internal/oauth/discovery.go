package oauth

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"strings"
)

// ProtectedResource is a server's Protected Resource Metadata (RFC 9728).
type ProtectedResource struct {
	Resource             string   `json:"resource"`
	AuthorizationServers []string `json:"authorization_servers"`
	ScopesSupported      []string `json:"scopes_supported,omitempty"`
}

// ServerMetadata is an authorization server's metadata (RFC 8414), or the
// same fields of an OpenID Connect discovery document.
type ServerMetadata struct {
	Issuer                            string   `json:"issuer"`
	AuthorizationEndpoint             string   `json:"authorization_endpoint"`
	TokenEndpoint                     string   `json:"token_endpoint"`
	RegistrationEndpoint              string   `json:"registration_endpoint,omitempty"`
	ScopesSupported                   []string `json:"scopes_supported,omitempty"`
	GrantTypesSupported               []string `json:"grant_types_supported,omitempty"`
	CodeChallengeMethodsSupported     []string `json:"code_challenge_methods_supported,omitempty"`
	TokenEndpointAuthMethodsSupported []string `json:"token_endpoint_auth_methods_supported,omitempty"`
	ClientIDMetadataDocumentSupported bool     `json:"client_id_metadata_document_supported,omitempty"`
	// IssParameterSupported says the server puts iss on its redirects
	// (RFC 9207); a redirect without it is then refused.
	IssParameterSupported bool `json:"authorization_response_iss_parameter_supported,omitempty"`
}

// Sentinel causes callers may branch on.
var (
	// ErrInsecure is a URL the flow will not talk to: http beyond
	// loopback, or a redirect to another host.
	ErrInsecure = errors.New("refused as insecure")
	// ErrTooLarge is a metadata or token response over the size limit.
	ErrTooLarge = errors.New("too large")
	// ErrNoMetadata means no well-known location answered.
	ErrNoMetadata = errors.New("no metadata found")
)

// maxMetadataBytes bounds one metadata document: real ones are a few KiB.
const maxMetadataBytes = 256 << 10

// isLoopback reports whether host (without port) is this machine.
func isLoopback(host string) bool {
	if strings.EqualFold(host, "localhost") {
		return true
	}
	ip := net.ParseIP(strings.Trim(host, "[]"))
	return ip != nil && ip.IsLoopback()
}

// checkURL parses raw and refuses anything but https, or http to
// loopback: an authorization flow over plain http elsewhere would hand
// codes and tokens to anyone on the path.
func checkURL(what, raw string) (*url.URL, error) {
	u, err := url.Parse(raw)
	if err != nil {
		return nil, fmt.Errorf("%s %q: %w", what, raw, err)
	}
	switch {
	case u.Host == "":
		return nil, fmt.Errorf("%s %q is not an absolute URL", what, raw)
	case u.Scheme == "https":
	case u.Scheme == "http" && isLoopback(u.Hostname()):
	case u.Scheme == "http":
		return nil, fmt.Errorf("%s %s uses http: beyond loopback: %w", what, raw, ErrInsecure)
	default:
		return nil, fmt.Errorf("%s %q: scheme %q is not https", what, raw, u.Scheme)
	}
	return u, nil
}

// metadataClient is the client of every metadata request: it follows a
// redirect only on the same host, a few times.
func metadataClient(base *http.Client) *http.Client {
	c := *base
	c.CheckRedirect = func(req *http.Request, via []*http.Request) error {
		if len(via) >= 3 {
			return errors.New("more than 3 redirects")
		}
		if req.URL.Host != via[0].URL.Host || (via[0].URL.Scheme == "https" && req.URL.Scheme != "https") {
			return fmt.Errorf("redirect from %s to %s: %w", via[0].URL.Host, req.URL.Redacted(), ErrInsecure)
		}
		return nil
	}
	return &c
}

// statusError is a metadata location that answered, but not with 200.
type statusError struct {
	url    string
	status int
}

func (e *statusError) Error() string { return fmt.Sprintf("%s answered HTTP %d", e.url, e.status) }

// getJSON reads the JSON document at raw into v, within maxMetadataBytes.
func getJSON(ctx context.Context, hc *http.Client, what, raw string, v any) error {
	if _, err := checkURL(what, raw); err != nil {
		return err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, raw, nil)
	if err != nil {
		return fmt.Errorf("%s %s: %w", what, raw, err)
	}
	req.Header.Set("Accept", "application/json")
	resp, err := metadataClient(hc).Do(req)
	if err != nil {
		return fmt.Errorf("%s: %w", what, err)
	}
	defer func() { _ = resp.Body.Close() }()
	if resp.StatusCode != http.StatusOK {
		return &statusError{url: raw, status: resp.StatusCode}
	}
	body, err := io.ReadAll(io.LimitReader(resp.Body, maxMetadataBytes+1))
	if err != nil {
		return fmt.Errorf("%s %s: %w", what, raw, err)
	}
	if len(body) > maxMetadataBytes {
		return fmt.Errorf("%s %s is larger than %d bytes: %w", what, raw, maxMetadataBytes, ErrTooLarge)
	}
	if err := json.Unmarshal(body, v); err != nil {
		return fmt.Errorf("%s %s is not the JSON expected: %w", what, raw, err)
	}
	return nil
}

// firstOf fetches the first of urls that answers 200; a location that
// answers otherwise is passed over, anything else stops the search.
func firstOf(ctx context.Context, hc *http.Client, what string, urls []string, v any) (string, error) {
	var tried []string
	for _, u := range urls {
		err := getJSON(ctx, hc, what, u, v)
		var se *statusError
		if errors.As(err, &se) {
			tried = append(tried, fmt.Sprintf("%s (HTTP %d)", u, se.status))
			continue
		}
		if err != nil {
			return "", err
		}
		return u, nil
	}
	return "", fmt.Errorf("%s: %w at %s", what, ErrNoMetadata, strings.Join(tried, ", "))
}

// prmURLs are the places to look for a server's Protected Resource
// Metadata, in the order the MCP specification gives: the URL of the
// challenge, then the well-known URI with the server's path, then at the
// root.
func prmURLs(server *url.URL, fromChallenge string) []string {
	var out []string
	if fromChallenge != "" {
		out = append(out, fromChallenge)
	}
	origin := server.Scheme + "://" + server.Host
	if p := strings.TrimSuffix(server.EscapedPath(), "/"); p != "" {
		out = append(out, origin+"/.well-known/oauth-protected-resource"+p)
	}
	return append(out, origin+"/.well-known/oauth-protected-resource")
}

// asMetadataURLs are the places to look for an issuer's metadata, in the
// order the MCP specification gives: for an issuer with a path, RFC 8414
// and then OpenID Connect discovery with the well-known segment inserted
// before the path, then OpenID Connect's path appended; for one without,
// the two well-known URIs at the root.
func asMetadataURLs(issuer *url.URL) []string {
	origin := issuer.Scheme + "://" + issuer.Host
	p := strings.TrimSuffix(issuer.EscapedPath(), "/")
	if p == "" {
		return []string{origin + "/.well-known/oauth-authorization-server", origin + "/.well-known/openid-configuration"}
	}
	return []string{
		origin + "/.well-known/oauth-authorization-server" + p,
		origin + "/.well-known/openid-configuration" + p,
		origin + p + "/.well-known/openid-configuration",
	}
}

// sameIssuer compares issuer identifiers, which RFC 8414 §3.3 wants
// identical; only a trailing slash is forgiven.
func sameIssuer(a, b string) bool {
	return strings.TrimSuffix(a, "/") == strings.TrimSuffix(b, "/")
}

// resourceCovers reports whether the resource a server's metadata names
// covers the URL being accessed: the same origin, and a path that is the
// URL's or a parent of it.
func resourceCovers(resource string, server *url.URL) bool {
	r, err := url.Parse(resource)
	if err != nil || r.Fragment != "" {
		return false
	}
	if !strings.EqualFold(r.Scheme, server.Scheme) || !strings.EqualFold(r.Host, server.Host) {
		return false
	}
	rp := strings.TrimSuffix(r.Path, "/") + "/"
	sp := strings.TrimSuffix(server.Path, "/") + "/"
	return strings.HasPrefix(sp, rp)
}

// canonicalResource is the resource indicator for a server URL (RFC 8707
// §2, MCP's canonical server URI): lower-case scheme and host, no
// fragment.
func canonicalResource(u *url.URL) string {
	c := *u
	c.Scheme = strings.ToLower(c.Scheme)
	c.Host = strings.ToLower(c.Host)
	c.Fragment, c.RawFragment = "", ""
	return c.String()
}

// discovery is what is known about a server's authorization.
type discovery struct {
	resource string   // the resource indicator to ask tokens for
	scopes   []string // the PRM's scopes_supported
	meta     ServerMetadata
	legacy   bool   // no PRM: the server's origin was taken for its authorization server
	prmURL   string // the metadata URL the challenge named, if any
	assumed  bool   // no metadata either: the endpoints are the 2025-03-26 defaults
}

// discover finds the authorization server of the server at serverURL and
// reads its metadata.
func discover(ctx context.Context, hc *http.Client, serverURL string, ch Challenge) (*discovery, error) {
	server, err := url.Parse(serverURL)
	if err != nil {
		return nil, fmt.Errorf("server URL %q: %w", serverURL, err)
	}
	var prm ProtectedResource
	_, err = firstOf(ctx, hc, "protected resource metadata", prmURLs(server, ch.ResourceMetadata), &prm)
	if errors.Is(err, ErrNoMetadata) {
		return discoverLegacy(ctx, hc, server, ch.bearer)
	}
	if err != nil {
		return nil, err
	}
	d := &discovery{resource: canonicalResource(server), scopes: prm.ScopesSupported}
	if prm.Resource != "" {
		if !resourceCovers(prm.Resource, server) {
			return nil, fmt.Errorf("the protected resource metadata is for %s, not %s: refusing to authorize", prm.Resource, serverURL)
		}
		d.resource = prm.Resource
	}
	if len(prm.AuthorizationServers) == 0 {
		return nil, fmt.Errorf("the protected resource metadata of %s names no authorization server", serverURL)
	}
	issuer, err := checkURL("authorization server", prm.AuthorizationServers[0])
	if err != nil {
		return nil, err
	}
	if _, err := firstOf(ctx, hc, "authorization server metadata", asMetadataURLs(issuer), &d.meta); err != nil {
		return nil, err
	}
	if !sameIssuer(d.meta.Issuer, prm.AuthorizationServers[0]) {
		return nil, fmt.Errorf("authorization server metadata names issuer %q, not %q", d.meta.Issuer, prm.AuthorizationServers[0])
	}
	return d, d.checkEndpoints()
}

// discoverLegacy handles a server of the 2025-03-26 specification, which
// publishes no Protected Resource Metadata: its origin is its
// authorization server, whose metadata is at the root, or whose endpoints
// are /authorize, /token and /register when it has none.
func discoverLegacy(ctx context.Context, hc *http.Client, server *url.URL, bearer bool) (*discovery, error) {
	origin := &url.URL{Scheme: server.Scheme, Host: server.Host}
	d := &discovery{resource: canonicalResource(server), legacy: true}
	_, err := firstOf(ctx, hc, "authorization server metadata", asMetadataURLs(origin), &d.meta)
	switch {
	case errors.Is(err, ErrNoMetadata) && !bearer:
		// Nothing says OAuth: the server more likely wants a key.
		return nil, fmt.Errorf("%s answered 401 without a Bearer challenge and publishes no OAuth metadata; "+
			`if it takes an API key, give it in the "headers" of its config`, server.Redacted())
	case errors.Is(err, ErrNoMetadata):
		o := origin.String()
		d.meta = ServerMetadata{Issuer: o, AuthorizationEndpoint: o + "/authorize", TokenEndpoint: o + "/token",
			RegistrationEndpoint: o + "/register", CodeChallengeMethodsSupported: []string{"S256"}}
		d.assumed = true
	case err != nil:
		return nil, err
	default:
		// The metadata was found from the origin, not from an issuer
		// named elsewhere: an issuer on the same origin is the server's.
		iu, perr := url.Parse(d.meta.Issuer)
		if perr != nil || !strings.EqualFold(iu.Scheme+"://"+iu.Host, origin.String()) {
			return nil, fmt.Errorf("authorization server metadata at %s names issuer %q, of another origin", origin, d.meta.Issuer)
		}
	}
	return d, d.checkEndpoints()
}

// checkEndpoints refuses metadata that would send the flow over plain
// http beyond loopback, or that cannot serve the flow at all.
func (d *discovery) checkEndpoints() error {
	m := d.meta
	if m.TokenEndpoint == "" {
		return fmt.Errorf("authorization server %s has no token endpoint", m.Issuer)
	}
	for _, e := range []struct{ what, u string }{
		{"issuer", m.Issuer}, {"authorization endpoint", m.AuthorizationEndpoint},
		{"token endpoint", m.TokenEndpoint}, {"registration endpoint", m.RegistrationEndpoint},
	} {
		if e.u == "" {
			continue
		}
		if _, err := checkURL(e.what, e.u); err != nil {
			return err
		}
	}
	return nil
}
