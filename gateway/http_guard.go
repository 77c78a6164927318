package gateway

// The checks every HTTP request passes before it reaches a session: the
// Host and Origin headers (against DNS rebinding and cross-site pages) and
// the bearer token.

import (
	"crypto/sha256"
	"crypto/subtle"
	"fmt"
	"net"
	"net/http"
	"net/url"
	"slices"
	"strings"

	"github.com/mcpscan/mcpscan/internal/jsonrpc"
)

// guarded runs next with the caller's identity when the request to
// endpoint passes the host and origin checks and authentication.
func (h *httpEndpoint) guarded(w http.ResponseWriter, r *http.Request, endpoint string, next func(identity string)) {
	if !h.hostAllowed(r.Host) {
		refuse(w, http.StatusForbidden, fmt.Sprintf("host %q is not allowed to reach this gateway", r.Host))
		return
	}
	if origin := r.Header.Get("Origin"); origin != "" && !h.originAllowed(origin, r.Host) {
		refuse(w, http.StatusForbidden, fmt.Sprintf("origin %q is not allowed to call this gateway", origin))
		return
	}
	if identity, ok := h.authenticate(w, r, endpoint); ok {
		next(identity)
	}
}

// refuse answers a request that is not let in, and closes the connection
// without reading the body: a refused client gets nothing more to hold.
func refuse(w http.ResponseWriter, status int, msg string) {
	w.Header().Set("Connection", "close")
	writeRPCError(w, status, jsonrpc.CodeInvalidRequest, msg)
}

// hostAllowed is the DNS-rebinding check: an open gateway answers only to
// loopback names.
func (h *httpEndpoint) hostAllowed(host string) bool {
	if h.authenticates() || slices.Contains(h.o.AllowedHosts, host) {
		return true
	}
	return isLoopbackHost(host)
}

func isLoopbackHost(hostport string) bool {
	host := hostport
	if hst, _, err := net.SplitHostPort(hostport); err == nil {
		host = hst
	}
	host = strings.Trim(host, "[]")
	if strings.EqualFold(host, "localhost") {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

// originAllowed accepts the gateway's own origin (a page it would serve),
// and the origins configured.
func (h *httpEndpoint) originAllowed(origin, host string) bool {
	if slices.Contains(h.o.AllowedOrigins, origin) {
		return true
	}
	u, err := url.Parse(origin)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") {
		return false
	}
	return strings.EqualFold(u.Host, host)
}

// bearerToken is the request's bearer token (RFC 6750 §2.1). A request
// with several Authorization headers has none: which one a proxy in front
// checked cannot be known.
func bearerToken(r *http.Request) (string, bool) {
	if len(r.Header.Values("Authorization")) != 1 {
		return "", false
	}
	scheme, tok, ok := strings.Cut(r.Header.Get("Authorization"), " ")
	tok = strings.TrimSpace(tok)
	if !ok || !strings.EqualFold(scheme, "Bearer") || tok == "" {
		return "", false
	}
	return tok, true
}

// grant finds the grant of a bearer token. Tokens are compared as
// SHA-256 digests, so the lookup time says nothing about how much of a
// guess was right.
func grant(tok string, tokens map[[32]byte]string) (string, bool) {
	sum := sha256.Sum256([]byte(tok))
	for k, name := range tokens {
		if subtle.ConstantTimeCompare(k[:], sum[:]) == 1 {
			return name, true
		}
	}
	return "", false
}
