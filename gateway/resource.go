package gateway

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"slices"
	"strings"

	"github.com/mcpscan/mcpscan/gateway/oauth"
)

// authenticates says whether requests must carry a credential.
func (h *httpEndpoint) authenticates() bool { return len(h.tokens) > 0 || h.o.OAuth != nil }

// authenticate finds the identity of a request to endpoint: a static
// grant's name, or the identity of a valid access token. A refused
// request is answered here, with the challenge that tells an OAuth
// client where to get a token (RFC 6750 §3, RFC 9728 §5.1).
func (h *httpEndpoint) authenticate(w http.ResponseWriter, r *http.Request, endpoint string) (string, bool) {
	if !h.authenticates() {
		return AnonymousIdentity, true
	}
	if n := len(r.Header.Values("Authorization")); n > 1 {
		// Picking one would let a request pass on a credential that a
		// proxy in front, reading another, never checked.
		refuse(w, http.StatusBadRequest, fmt.Sprintf("send one Authorization header: this request has %d", n))
		return "", false
	}
	tok, present := bearerToken(r)
	if present {
		if name, ok := grant(tok, h.tokens); ok {
			return name, true
		}
	}
	v := h.o.OAuth
	if v == nil {
		w.Header().Set("WWW-Authenticate", `Bearer realm="mcpscan-gateway"`)
		refuse(w, http.StatusUnauthorized, "a valid bearer token is required (Authorization: Bearer TOKEN)")
		return "", false
	}
	cfg := v.Config()
	resource := cfg.ResourceFor(endpoint)
	if !present {
		w.Header().Set("WWW-Authenticate", cfg.Challenge(resource, nil))
		refuse(w, http.StatusUnauthorized, "a bearer token is required: get one from the authorization server the resource_metadata of WWW-Authenticate names")
		return "", false
	}
	// A token for the whole gateway is good on every endpoint; one for a
	// server's own endpoint only there.
	audiences := []string{cfg.Resource}
	if endpoint != "" {
		audiences = append(audiences, resource)
	}
	p, err := v.Validate(r.Context(), tok, audiences...)
	if err == nil {
		return p.Identity, true
	}
	var oe *oauth.Error
	if !errors.As(err, &oe) {
		oe = &oauth.Error{Kind: oauth.InvalidToken, Err: err}
	}
	h.g.log.Info("access token refused", "endpoint", "/mcp/"+endpoint, "remote", r.RemoteAddr, "error", err)
	switch oe.Kind {
	case oauth.Unavailable:
		// The token may be good: saying it is not would send the client
		// to log in again for nothing.
		w.Header().Set("Retry-After", "5")
		refuse(w, http.StatusServiceUnavailable, "the gateway cannot check access tokens now: "+err.Error())
	case oauth.InsufficientScope:
		w.Header().Set("WWW-Authenticate", cfg.Challenge(resource, oe))
		refuse(w, http.StatusForbidden, "the access token lacks a scope this gateway requires: "+err.Error())
	default:
		w.Header().Set("WWW-Authenticate", cfg.Challenge(resource, oe))
		refuse(w, http.StatusUnauthorized, "the access token is not valid here: "+err.Error())
	}
	return "", false
}

// serveMetadata serves the protected resource metadata (RFC 9728) of the
// aggregate endpoint and of each server's own: at the path RFC 9728 §3.1
// derives from each resource URL, and the aggregate's also at the bare
// well-known path, where clients look when they have no other lead.
func (h *httpEndpoint) serveMetadata(mux *http.ServeMux) {
	cfg := h.o.OAuth.Config()
	docs := map[string]oauth.ResourceMetadata{oauth.WellKnownPath: cfg.Metadata(cfg.Resource)}
	for _, server := range append([]string{""}, h.g.names...) {
		resource := cfg.ResourceFor(server)
		docs[oauth.MetadataPath(resource)] = cfg.Metadata(resource)
	}
	serve := func(w http.ResponseWriter, r *http.Request) {
		doc, ok := docs[r.URL.EscapedPath()]
		if !ok {
			http.NotFound(w, r)
			return
		}
		w.Header().Set("Content-Type", "application/json")
		// Public, and read by browser-based clients on other origins.
		w.Header().Set("Access-Control-Allow-Origin", "*")
		w.Header().Set("Cache-Control", "max-age=300")
		_ = json.NewEncoder(w).Encode(doc)
	}
	mux.HandleFunc("GET "+oauth.WellKnownPath, serve)
	mux.HandleFunc("GET "+oauth.WellKnownPath+"/", serve)
}

// CheckGrantNames refuses static grants named like the identities
// access tokens give, which would let one stand for the other.
func CheckGrantNames(grants map[string]string) error {
	var bad []string
	for _, name := range grants {
		if strings.HasPrefix(name, oauth.IdentityPrefix) {
			bad = append(bad, name)
		}
	}
	if len(bad) == 0 {
		return nil
	}
	slices.Sort(bad)
	return fmt.Errorf("grant %s: names starting with %q are the identities of OAuth access tokens", strings.Join(bad, ", "), oauth.IdentityPrefix)
}
