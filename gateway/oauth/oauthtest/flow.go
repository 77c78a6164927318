package oauthtest

import (
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"net/http"
	"net/url"
	"slices"
	"time"
)

// grantRequest is an authorization code waiting to be exchanged.
type grantRequest struct {
	clientID, redirectURI, challenge, resource, scope, subject string
}

// authorize is the authorization endpoint of the code flow with PKCE
// (RFC 6749 §4.1, RFC 7636), as a person who is already signed in (the
// server's Subject) and consents at once: it redirects with a code.
func (s *Server) authorize(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	redirect, err := url.Parse(q.Get("redirect_uri"))
	switch {
	case q.Get("response_type") != "code":
		http.Error(w, "response_type must be code", http.StatusBadRequest)
		return
	case err != nil || redirect.Scheme != "http" || (redirect.Hostname() != "127.0.0.1" && redirect.Hostname() != "localhost"):
		// A native client's redirect URI is on loopback (RFC 8252 §7.3).
		http.Error(w, "redirect_uri must be an http URL on loopback", http.StatusBadRequest)
		return
	case q.Get("code_challenge") == "" || q.Get("code_challenge_method") != "S256":
		http.Error(w, "PKCE with S256 is required", http.StatusBadRequest)
		return
	}
	code := rand.Text()
	s.mu.Lock()
	if s.codes == nil {
		s.codes = map[string]grantRequest{}
	}
	s.codes[code] = grantRequest{clientID: q.Get("client_id"), redirectURI: q.Get("redirect_uri"), challenge: q.Get("code_challenge"),
		resource: q.Get("resource"), scope: q.Get("scope"), subject: s.subject()}
	s.resources = append(s.resources, q.Get("resource"))
	s.mu.Unlock()
	v := redirect.Query()
	v.Set("code", code)
	v.Set("state", q.Get("state"))
	v.Set("iss", s.Issuer) // RFC 9207
	redirect.RawQuery = v.Encode()
	http.Redirect(w, r, redirect.String(), http.StatusFound) //nolint:gosec // the client's loopback redirect_uri, checked above
}

// token exchanges a code for an access token whose audience is the
// resource the client asked for (RFC 8707).
func (s *Server) token(w http.ResponseWriter, r *http.Request) {
	if err := r.ParseForm(); err != nil {
		tokenError(w, "invalid_request")
		return
	}
	s.mu.Lock()
	req, ok := s.codes[r.PostForm.Get("code")]
	delete(s.codes, r.PostForm.Get("code"))
	s.mu.Unlock()
	sum := sha256.Sum256([]byte(r.PostForm.Get("code_verifier")))
	switch {
	case r.PostForm.Get("grant_type") != "authorization_code":
		tokenError(w, "unsupported_grant_type")
		return
	case !ok || req.redirectURI != r.PostForm.Get("redirect_uri") || req.clientID != r.PostForm.Get("client_id"):
		tokenError(w, "invalid_grant")
		return
	case base64.RawURLEncoding.EncodeToString(sum[:]) != req.challenge:
		tokenError(w, "invalid_grant")
		return
	case r.PostForm.Has("resource") && r.PostForm.Get("resource") != req.resource:
		tokenError(w, "invalid_target")
		return
	}
	claims := s.Claims(req.subject, req.resource, req.scope)
	claims["client_id"] = req.clientID
	tok, err := s.sign("rs1", "at+jwt", claims)
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	w.Header().Set("Cache-Control", "no-store")
	writeJSON(w, map[string]any{"access_token": tok, "token_type": "Bearer", "expires_in": int(time.Hour.Seconds()), "scope": req.scope})
}

func tokenError(w http.ResponseWriter, code string) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(http.StatusBadRequest)
	_, _ = w.Write([]byte(`{"error":"` + code + `"}`))
}

// SetSubject makes subject the person signed in at the authorization
// endpoint (default "alice").
func (s *Server) SetSubject(subject string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.signedIn = subject
}

// subject is called with s.mu held.
func (s *Server) subject() string {
	if s.signedIn == "" {
		return "alice"
	}
	return s.signedIn
}

// Resources are the resource indicators of the authorization requests
// so far, in order.
func (s *Server) Resources() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return slices.Clone(s.resources)
}
