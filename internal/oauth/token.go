package oauth

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"strings"

	"golang.org/x/oauth2"
	"golang.org/x/oauth2/clientcredentials"
)

// tokenEndpoint is what a token request needs to know.
type tokenEndpoint struct {
	url      string
	client   client
	resource string
}

func (e tokenEndpoint) style() oauth2.AuthStyle {
	if e.client.AuthMethod == authBasic {
		return oauth2.AuthStyleInHeader
	}
	// client_secret_post, and public clients, which send only client_id.
	return oauth2.AuthStyleInParams
}

// secret is sent only by a client whose method uses it.
func (e tokenEndpoint) secret() string {
	if e.client.AuthMethod == authNone {
		return ""
	}
	return e.client.Secret
}

// tokenContext makes x/oauth2 use hc, whose timeout bounds a token
// endpoint that never answers.
func tokenContext(ctx context.Context, hc *http.Client) context.Context {
	return context.WithValue(ctx, oauth2.HTTPClient, hc)
}

// exchange trades an authorization code for a token, with the PKCE
// verifier and the resource (RFC 8707) the code was asked for.
func exchange(ctx context.Context, hc *http.Client, e tokenEndpoint, redirectURI, code, verifier string) (*oauth2.Token, error) {
	cfg := oauth2.Config{ClientID: e.client.ID, ClientSecret: e.secret(), RedirectURL: redirectURI,
		Endpoint: oauth2.Endpoint{TokenURL: e.url, AuthStyle: e.style()}}
	tok, err := cfg.Exchange(tokenContext(ctx, hc), code, oauth2.VerifierOption(verifier), oauth2.SetAuthURLParam("resource", e.resource))
	if err != nil {
		return nil, fmt.Errorf("exchange the authorization code at %s: %w", e.url, tokenError(err))
	}
	return tok, nil
}

// grant asks the token endpoint for a token with the given parameters.
// x/oauth2's client credentials source is used for every grant but the
// authorization code: it alone lets the request carry the resource
// indicator, and it lets grant_type be set (its refresh of a token
// cannot carry resource, which MCP requires).
func grant(ctx context.Context, hc *http.Client, e tokenEndpoint, params url.Values, scopes []string) (*oauth2.Token, error) {
	params.Set("resource", e.resource)
	cfg := clientcredentials.Config{ClientID: e.client.ID, ClientSecret: e.secret(), TokenURL: e.url,
		Scopes: scopes, EndpointParams: params, AuthStyle: e.style()}
	tok, err := cfg.Token(tokenContext(ctx, hc))
	if err != nil {
		return nil, fmt.Errorf("%s grant at %s: %w", params.Get("grant_type"), e.url, tokenError(err))
	}
	return tok, nil
}

// refresh uses a refresh token; a server that sends no new refresh token
// leaves the old one in force.
func refresh(ctx context.Context, hc *http.Client, e tokenEndpoint, old *oauth2.Token) (*oauth2.Token, error) {
	tok, err := grant(ctx, hc, e, url.Values{"grant_type": {"refresh_token"}, "refresh_token": {old.RefreshToken}}, nil)
	if err != nil {
		return nil, err
	}
	if tok.RefreshToken == "" {
		tok.RefreshToken = old.RefreshToken
	}
	return tok, nil
}

// clientCredentials obtains a token for a machine client.
func clientCredentials(ctx context.Context, hc *http.Client, e tokenEndpoint, scopes []string) (*oauth2.Token, error) {
	return grant(ctx, hc, e, url.Values{"grant_type": {"client_credentials"}}, scopes)
}

// tokenError keeps what an OAuth error response says and drops the rest
// of the body, which a hostile server could make long or garbled.
func tokenError(err error) error {
	if re, ok := err.(*oauth2.RetrieveError); ok { //nolint:errorlint // x/oauth2 returns it unwrapped
		status := 0
		if re.Response != nil {
			status = re.Response.StatusCode
		}
		if re.ErrorCode != "" {
			msg := re.ErrorCode
			if re.ErrorDescription != "" {
				msg += ": " + re.ErrorDescription
			}
			return fmt.Errorf("HTTP %d: %s", status, shorten(msg, 300))
		}
		return fmt.Errorf("HTTP %d: %s", status, shorten(strings.TrimSpace(string(re.Body)), 200))
	}
	return err
}

// tokenScopes are the scopes a token was granted: its scope field, or
// the ones asked for when the server did not say (RFC 6749 §5.1).
func tokenScopes(tok *oauth2.Token, asked []string) []string {
	if s, ok := tok.Extra("scope").(string); ok {
		return strings.Fields(s)
	}
	return asked
}
