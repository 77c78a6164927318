package oauth

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"slices"
)

// Grants a ClientConfig can ask for.
const (
	GrantAuthorizationCode = "authorization_code"
	GrantClientCredentials = "client_credentials"
)

// Token endpoint authentication methods (RFC 7591 §2).
const (
	authNone   = "none"
	authBasic  = "client_secret_basic"
	authInPost = "client_secret_post"
)

// ClientConfig is how mcpscan identifies itself to one server's
// authorization server: the "oauth" object of the server's config entry,
// or the flags of `mcpscan auth login`. Its zero value asks for nothing:
// the client is then identified by a Client ID Metadata Document or
// registered dynamically.
type ClientConfig struct {
	// ClientID and ClientSecret are a client registered beforehand with
	// the authorization server.
	ClientID     string `json:"clientId,omitempty"`
	ClientSecret string `json:"clientSecret,omitempty"` //nolint:gosec // a config field, never logged or stored by mcpscan
	// Scopes are asked for on top of those the server's challenge or
	// metadata names.
	Scopes []string `json:"scopes,omitempty"`
	// ClientMetadataURL is the https URL of a Client ID Metadata Document
	// describing mcpscan, used as the client id where the authorization
	// server supports such documents.
	ClientMetadataURL string `json:"clientMetadataUrl,omitempty"`
	// Grant is authorization_code (the default: the user signs in in a
	// browser) or client_credentials (a machine with ClientID and
	// ClientSecret, no user).
	Grant string `json:"grant,omitempty"`
}

// Validate reports a config that cannot work.
func (c ClientConfig) Validate() error {
	switch c.Grant {
	case "", GrantAuthorizationCode:
	case GrantClientCredentials:
		if c.ClientID == "" || c.ClientSecret == "" {
			return errors.New("the client_credentials grant needs clientId and clientSecret")
		}
	default:
		return fmt.Errorf("grant %q is not %s or %s", c.Grant, GrantAuthorizationCode, GrantClientCredentials)
	}
	if c.ClientSecret != "" && c.ClientID == "" {
		return errors.New("clientSecret is given without clientId")
	}
	if c.ClientMetadataURL != "" {
		if _, err := checkURL("clientMetadataUrl", c.ClientMetadataURL); err != nil {
			return err
		}
	}
	return nil
}

// client is one identity with an authorization server.
type client struct {
	ID          string `json:"client_id"`
	Secret      string `json:"client_secret,omitempty"` //nolint:gosec // kept in the 0600 token file only
	AuthMethod  string `json:"auth_method"`
	RedirectURI string `json:"redirect_uri,omitempty"` // the one registered, listened on again when free
}

// authMethod picks how a client with or without a secret authenticates
// at the token endpoint, among the methods the server supports.
func authMethod(m ServerMetadata, hasSecret bool) string {
	if !hasSecret {
		return authNone
	}
	supported := m.TokenEndpointAuthMethodsSupported
	if len(supported) == 0 || slices.Contains(supported, authBasic) {
		return authBasic // RFC 8414's default
	}
	if slices.Contains(supported, authInPost) {
		return authInPost
	}
	return authBasic
}

// maxRegistrationBytes bounds a registration response.
const maxRegistrationBytes = 64 << 10

// register registers mcpscan with the authorization server (RFC 7591)
// for the given redirect URI.
func register(ctx context.Context, hc *http.Client, m ServerMetadata, name, redirectURI string) (client, error) {
	method := authNone
	if s := m.TokenEndpointAuthMethodsSupported; len(s) > 0 && !slices.Contains(s, authNone) {
		method = authMethod(m, true)
	}
	body, _ := json.Marshal(map[string]any{
		"client_name":                name,
		"redirect_uris":              []string{redirectURI},
		"grant_types":                []string{"authorization_code", "refresh_token"},
		"response_types":             []string{"code"},
		"token_endpoint_auth_method": method,
	})
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, m.RegistrationEndpoint, bytes.NewReader(body))
	if err != nil {
		return client{}, fmt.Errorf("register with %s: %w", m.Issuer, err)
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "application/json")
	resp, err := hc.Do(req)
	if err != nil {
		return client{}, fmt.Errorf("register with %s: %w", m.Issuer, err)
	}
	defer func() { _ = resp.Body.Close() }()
	raw, err := io.ReadAll(io.LimitReader(resp.Body, maxRegistrationBytes+1))
	if err != nil {
		return client{}, fmt.Errorf("register with %s: %w", m.Issuer, err)
	}
	if len(raw) > maxRegistrationBytes {
		return client{}, fmt.Errorf("register with %s: the answer is larger than %d bytes: %w", m.Issuer, maxRegistrationBytes, ErrTooLarge)
	}
	if resp.StatusCode != http.StatusOK && resp.StatusCode != http.StatusCreated {
		return client{}, fmt.Errorf("register with %s: HTTP %d: %s", m.Issuer, resp.StatusCode, oauthError(raw))
	}
	var got struct {
		ClientID     string `json:"client_id"`
		ClientSecret string `json:"client_secret"` //nolint:gosec // parsed, never logged
		AuthMethod   string `json:"token_endpoint_auth_method"`
	}
	if err := json.Unmarshal(raw, &got); err != nil || got.ClientID == "" {
		return client{}, fmt.Errorf("register with %s: the answer has no client_id", m.Issuer)
	}
	c := client{ID: got.ClientID, Secret: got.ClientSecret, AuthMethod: got.AuthMethod, RedirectURI: redirectURI}
	if c.AuthMethod == "" {
		c.AuthMethod = authMethod(m, c.Secret != "")
	}
	return c, nil
}

// oauthError is the error and description of an OAuth error response, or
// a short piece of the body.
func oauthError(raw []byte) string {
	var e struct {
		Error       string `json:"error"`
		Description string `json:"error_description"`
	}
	if json.Unmarshal(raw, &e) == nil && e.Error != "" {
		if e.Description != "" {
			return shorten(e.Error+": "+e.Description, 300)
		}
		return shorten(e.Error, 300)
	}
	return shorten(string(bytes.TrimSpace(raw)), 200)
}

// shorten cuts s to n bytes on a rune boundary and drops control
// characters, so what a remote server sends cannot garble a terminal.
func shorten(s string, n int) string {
	out := make([]rune, 0, min(len(s), n))
	size := 0
	for _, r := range s {
		if r < 0x20 || r == 0x7f {
			r = ' '
		}
		size += len(string(r))
		if size > n {
			out = append(out, '…')
			break
		}
		out = append(out, r)
	}
	return string(out)
}
