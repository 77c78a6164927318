package gateway

import (
	"bytes"
	"context"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"slices"
	"strings"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// HTTPOptions configure the gateway's HTTP endpoint.
type HTTPOptions struct {
	// Grants maps bearer tokens to the identity (grant name) they stand
	// for. With grants, every request needs "Authorization: Bearer TOKEN";
	// without, the endpoint is open and must stay on loopback (Serve
	// enforces it).
	Grants map[string]string
	// AllowedOrigins are the browser origins allowed to call; a request
	// with any other Origin header is refused (a web page must not drive
	// a local gateway). Empty: no browser origin.
	AllowedOrigins []string
	// MaxRequestBytes bounds a request body (default 4 MiB).
	MaxRequestBytes int64
	// SessionIdleTTL drops the state of sessions idle this long
	// (default 30m), so clients that vanish without DELETE cost nothing.
	SessionIdleTTL time.Duration
}

// DefaultMaxRequestBytes is the request size limit when none is set.
const DefaultMaxRequestBytes = 4 << 20

// Handler serves the aggregate MCP endpoint at /mcp and one endpoint per
// server at /mcp/{server}, over streamable HTTP, behind the origin check,
// the bearer-token check and the size limit.
func (g *Gateway) Handler(o HTTPOptions) http.Handler {
	if o.MaxRequestBytes <= 0 {
		o.MaxRequestBytes = DefaultMaxRequestBytes
	}
	if o.SessionIdleTTL <= 0 {
		o.SessionIdleTTL = 30 * time.Minute
	}
	streamable := func(s *server.MCPServer) http.Handler {
		return server.NewStreamableHTTPServer(s, server.WithSessionIdleTTL(o.SessionIdleTTL))
	}
	mux := http.NewServeMux()
	mux.Handle("/mcp", streamable(g.aggregate))
	per := map[string]http.Handler{}
	for name, s := range g.servers {
		per[name] = streamable(s)
	}
	mux.HandleFunc("/mcp/{server}", func(w http.ResponseWriter, r *http.Request) {
		h, ok := per[r.PathValue("server")]
		if !ok {
			writeRPCError(w, http.StatusNotFound, mcp.INVALID_REQUEST,
				fmt.Sprintf("no server %q behind this gateway; servers: %s", r.PathValue("server"), strings.Join(g.names, ", ")))
			return
		}
		h.ServeHTTP(w, r)
	})
	mux.HandleFunc("GET /healthz", func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		_ = json.NewEncoder(w).Encode(g.health())
	})
	return guard(mux, o)
}

// health reports which upstream servers are connected.
func (g *Gateway) health() map[string]any {
	servers := map[string]string{}
	for _, name := range g.names {
		if g.tools(name) != nil {
			servers[name] = "up"
		} else {
			servers[name] = "down"
		}
	}
	return map[string]any{"servers": servers}
}

// guard applies the origin check, authentication and the size limit.
func guard(next http.Handler, o HTTPOptions) http.Handler {
	tokens := map[[32]byte]string{}
	for tok, name := range o.Grants {
		tokens[sha256.Sum256([]byte(tok))] = name
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if origin := r.Header.Get("Origin"); origin != "" && !slices.Contains(o.AllowedOrigins, origin) {
			writeRPCError(w, http.StatusForbidden, mcp.INVALID_REQUEST, fmt.Sprintf("origin %q is not allowed to call this gateway", origin))
			return
		}
		identity := AnonymousIdentity
		if len(tokens) > 0 {
			name, ok := bearer(r, tokens)
			if !ok {
				w.Header().Set("WWW-Authenticate", `Bearer realm="mcpscan-gateway"`)
				writeRPCError(w, http.StatusUnauthorized, mcp.INVALID_REQUEST, "a valid bearer token is required (Authorization: Bearer TOKEN)")
				return
			}
			identity = name
		}
		switch {
		case r.Method != http.MethodPost:
		case r.ContentLength > o.MaxRequestBytes:
			tooLarge(w, o.MaxRequestBytes)
			return
		case r.ContentLength >= 0:
			// Declared within the limit: net/http reads no more than that.
		default:
			// No length given (chunked): read it here, so an oversized body
			// gets the same clear answer instead of a parse error.
			body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, o.MaxRequestBytes))
			if err != nil {
				var mbe *http.MaxBytesError
				if errors.As(err, &mbe) {
					tooLarge(w, o.MaxRequestBytes)
					return
				}
				writeRPCError(w, http.StatusBadRequest, mcp.PARSE_ERROR, "reading the request failed: "+err.Error())
				return
			}
			r.Body = io.NopCloser(bytes.NewReader(body))
		}
		next.ServeHTTP(w, r.WithContext(WithIdentity(r.Context(), identity)))
	})
}

// bearer finds the grant of the request's bearer token. Tokens are
// compared as SHA-256 digests, so the lookup time says nothing about how
// much of a guess was right.
func bearer(r *http.Request, tokens map[[32]byte]string) (string, bool) {
	scheme, tok, ok := strings.Cut(r.Header.Get("Authorization"), " ")
	if !ok || !strings.EqualFold(scheme, "Bearer") || tok == "" {
		return "", false
	}
	sum := sha256.Sum256([]byte(strings.TrimSpace(tok)))
	for k, name := range tokens {
		if subtle.ConstantTimeCompare(k[:], sum[:]) == 1 {
			return name, true
		}
	}
	return "", false
}

func tooLarge(w http.ResponseWriter, limit int64) {
	writeRPCError(w, http.StatusRequestEntityTooLarge, mcp.INVALID_REQUEST,
		fmt.Sprintf("the request is larger than the gateway's limit of %d bytes", limit))
}

// writeRPCError answers with a JSON-RPC error body, which MCP clients show.
func writeRPCError(w http.ResponseWriter, status, code int, msg string) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(map[string]any{
		"jsonrpc": "2.0", "id": nil,
		"error": map[string]any{"code": code, "message": msg},
	})
}

// Serve serves the HTTP endpoint on ln until ctx ends. An open endpoint
// (no grants) is refused on anything but a loopback address.
func (g *Gateway) Serve(ctx context.Context, ln net.Listener, o HTTPOptions) error {
	if len(o.Grants) == 0 && !isLoopback(ln.Addr()) {
		return fmt.Errorf("listen %s: a gateway reachable beyond this machine needs bearer-token grants", ln.Addr())
	}
	srv := &http.Server{Handler: g.Handler(o), ReadHeaderTimeout: 10 * time.Second, MaxHeaderBytes: 64 << 10}
	stop := context.AfterFunc(ctx, func() {
		shut, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		_ = srv.Shutdown(shut)
	})
	defer stop()
	if err := srv.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}

func isLoopback(a net.Addr) bool {
	tcp, ok := a.(*net.TCPAddr)
	return ok && tcp.IP.IsLoopback()
}

// ServeStdio serves the aggregate endpoint on in and out until in ends or
// ctx does. The client is whoever started the gateway: it has the
// anonymous identity, as a local process.
func (g *Gateway) ServeStdio(ctx context.Context, in io.Reader, out io.Writer) error {
	s := server.NewStdioServer(g.aggregate)
	// Calls are answered by a worker pool; mcp-go's default of five would
	// make a sixth slow call wait behind the others.
	server.WithWorkerPoolSize(64)(s)
	server.WithQueueSize(1024)(s)
	s.SetErrorLogger(slog.NewLogLogger(g.log.Handler(), slog.LevelWarn))
	s.SetContextFunc(func(ctx context.Context) context.Context { return WithIdentity(ctx, AnonymousIdentity) })
	return s.Listen(ctx, in, out)
}
