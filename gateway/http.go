package gateway

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"slices"
	"strings"
	"sync"
	"time"

	"golang.org/x/net/netutil"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/mcpscan/mcpscan/gateway/oauth"
	"github.com/mcpscan/mcpscan/internal/jsonrpc"
)

// HTTPOptions configure the gateway's HTTP endpoint.
type HTTPOptions struct {
	// Grants maps bearer tokens to the identity (grant name) they stand
	// for. With grants or OAuth, every request needs "Authorization:
	// Bearer TOKEN"; without either, the endpoint is open and must stay on
	// loopback (Serve enforces it).
	Grants map[string]string
	// OAuth, when set, makes the endpoint an OAuth 2.1 protected
	// resource: it accepts the issuer's access tokens besides the grants,
	// serves RFC 9728 metadata, and answers refusals with the challenges
	// clients follow to the authorization server.
	OAuth *oauth.Validator
	// Approvers maps the bearer tokens of approvers, the people who answer
	// calls a policy puts before an approver, to their names. A token that
	// is also a client grant is not an approver's: the agent must not be
	// able to approve its own calls.
	Approvers map[string]string
	// AllowedOrigins are the browser origins allowed to call besides the
	// gateway's own; a request with any other Origin header is refused (a
	// web page must not drive a local gateway).
	AllowedOrigins []string
	// AllowedHosts are the Host headers accepted besides loopback names;
	// an open (loopback) gateway accepts only loopback names, so a DNS
	// rebinding page cannot reach it under a name of its own.
	AllowedHosts []string
	// MaxRequestBytes bounds a request body (default 4 MiB).
	MaxRequestBytes int64
	// SessionIdleTTL drops the state of sessions idle this long
	// (default 30m), so clients that vanish without DELETE cost nothing.
	SessionIdleTTL time.Duration
	// InitTTL drops sessions that never finish their handshake (default
	// 30s).
	InitTTL time.Duration
	// MaxSessionsPerIdentity and MaxSessions cap the open sessions of one
	// identity (default 2,048) and in all (default 10,000); a 2026-07-28
	// request in progress or listen stream counts as a session.
	MaxSessionsPerIdentity, MaxSessions int
	// MaxConnections caps the connections served at once (default 4,096);
	// more wait to be accepted.
	MaxConnections int
	// ReadTimeout bounds reading one request, headers and body (default
	// 30s); IdleTimeout how long a kept-alive connection may wait for its
	// next request (default 2m).
	ReadTimeout, IdleTimeout time.Duration
}

func (o HTTPOptions) withDefaults() HTTPOptions {
	if o.MaxRequestBytes <= 0 {
		o.MaxRequestBytes = DefaultMaxRequestBytes
	}
	if o.SessionIdleTTL <= 0 {
		o.SessionIdleTTL = 30 * time.Minute
	}
	if o.InitTTL <= 0 {
		o.InitTTL = 30 * time.Second
	}
	if o.MaxSessionsPerIdentity <= 0 {
		o.MaxSessionsPerIdentity = 2048
	}
	if o.MaxSessions <= 0 {
		o.MaxSessions = 10_000
	}
	if o.MaxConnections <= 0 {
		o.MaxConnections = 4096
	}
	if o.ReadTimeout <= 0 {
		o.ReadTimeout = 30 * time.Second
	}
	if o.IdleTimeout <= 0 {
		o.IdleTimeout = 2 * time.Minute
	}
	return o
}

// DefaultMaxRequestBytes is the request size limit when none is set.
const DefaultMaxRequestBytes = 4 << 20

// maxInflightPerSession bounds the requests one session has open.
const maxInflightPerSession = 512

// Handler serves the aggregate endpoint at /mcp and one endpoint per
// server at /mcp/{server} over streamable HTTP, behind the host and
// origin checks, authentication and the size limit; /healthz answers
// without credentials, for load balancers.
func (g *Gateway) Handler(o HTTPOptions) http.Handler {
	o = o.withDefaults()
	h := &httpEndpoint{g: g, o: o, tokens: map[[32]byte]string{}}
	for tok, name := range o.Grants {
		h.tokens[sha256.Sum256([]byte(tok))] = name
	}
	g.httpWG.Add(1)
	go h.sweep(g.runCtx)
	mux := http.NewServeMux()
	mux.HandleFunc("/mcp", func(w http.ResponseWriter, r *http.Request) { h.serve(w, r, "") })
	mux.HandleFunc("/mcp/{server}", func(w http.ResponseWriter, r *http.Request) {
		name := r.PathValue("server")
		if !slices.Contains(g.names, name) {
			h.guarded(w, r, "", func(string) {
				writeRPCError(w, http.StatusNotFound, jsonrpc.CodeInvalidRequest,
					fmt.Sprintf("no server %q behind this gateway; servers: %s", name, strings.Join(g.names, ", ")))
			})
			return
		}
		h.serve(w, r, name)
	})
	approvers := map[string]string{}
	for tok, name := range o.Approvers {
		if _, isGrant := o.Grants[tok]; !isGrant {
			approvers[tok] = name
		}
	}
	g.desk.setApprovers(approvers)
	if o.OAuth != nil {
		h.serveMetadata(mux)
	}
	mux.Handle("/approvals", g.approvalsHandler())
	mux.Handle("/approvals/", g.approvalsHandler())
	mux.HandleFunc("GET /healthz", func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		_ = json.NewEncoder(w).Encode(g.health())
	})
	return mux
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
	return map[string]any{"servers": servers, "sessions": g.sessions.count()}
}

type httpEndpoint struct {
	g      *Gateway
	o      HTTPOptions
	tokens map[[32]byte]string
}

func (h *httpEndpoint) serve(w http.ResponseWriter, r *http.Request, endpoint string) {
	h.guarded(w, r, endpoint, func(identity string) {
		switch r.Method {
		case http.MethodPost:
			h.post(w, r, endpoint, identity)
		case http.MethodGet:
			h.get(w, r, identity)
		case http.MethodDelete:
			h.delete(w, r, identity)
		default:
			w.Header().Set("Allow", "GET, POST, DELETE")
			writeRPCError(w, http.StatusMethodNotAllowed, jsonrpc.CodeInvalidRequest, "method not allowed")
		}
	})
}

func (h *httpEndpoint) post(w http.ResponseWriter, r *http.Request, endpoint, identity string) {
	if r.ContentLength > h.o.MaxRequestBytes {
		w.Header().Set("Connection", "close")
		tooLarge(w, h.o.MaxRequestBytes)
		return
	}
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, h.o.MaxRequestBytes))
	if err != nil {
		var mbe *http.MaxBytesError
		if errors.As(err, &mbe) {
			tooLarge(w, h.o.MaxRequestBytes)
			return
		}
		writeRPCError(w, http.StatusBadRequest, jsonrpc.CodeParseError, "reading the request failed: "+err.Error())
		return
	}
	// The request is read: its answer may take as long as the call does
	// (ReadTimeout would otherwise end it).
	_ = http.NewResponseController(w).SetReadDeadline(time.Time{})
	m, perr := jsonrpc.Parse(body)
	if perr != nil {
		code := jsonrpc.CodeInvalidRequest
		if m == nil {
			code = jsonrpc.CodeParseError
		}
		writeJSON(w, http.StatusBadRequest, jsonrpc.ErrorResponse(idOf(m), jsonrpc.Errorf(code, "%v", perr)))
		return
	}
	if v := protocolOf(m.Params); mcp.IsModernProtocol(v) || mcp.IsModernProtocol(r.Header.Get(mcp.HeaderProtocolVersion)) {
		h.postModern(w, r, m, endpoint, identity)
		return
	}
	if v := r.Header.Get(mcp.HeaderProtocolVersion); v != "" && !slices.Contains(legacyVersions, v) {
		writeRPCError(w, http.StatusBadRequest, jsonrpc.CodeInvalidRequest, "unsupported protocol version "+v)
		return
	}
	var s *session
	if m.Method == "initialize" {
		if r.Header.Get("Mcp-Session-Id") != "" {
			writeJSON(w, http.StatusBadRequest, jsonrpc.ErrorResponse(m.ID, jsonrpc.Errorf(jsonrpc.CodeInvalidRequest, "initialize opens a new session: send it without Mcp-Session-Id")))
			return
		}
		s = h.g.newSession(endpoint, identity)
		s.id = newSessionID()
		if err := h.g.sessions.add(s, h.o.MaxSessionsPerIdentity, h.o.MaxSessions); err != nil {
			writeJSON(w, http.StatusTooManyRequests, jsonrpc.ErrorResponse(m.ID, jsonrpc.Errorf(jsonrpc.CodeInvalidRequest, "%v; close some first (DELETE)", err)))
			return
		}
		w.Header().Set("Mcp-Session-Id", s.id)
	} else if s = h.session(w, r, endpoint, identity); s == nil {
		return
	}
	if !m.IsRequest() {
		s.handle(r.Context(), m, nil, r.Header)
		w.WriteHeader(http.StatusAccepted)
		return
	}
	if s.busy() {
		writeJSON(w, http.StatusTooManyRequests, jsonrpc.ErrorResponse(m.ID, jsonrpc.Errorf(jsonrpc.CodeInvalidRequest, "too many requests in flight on this session")))
		return
	}
	reply := newPostReply(w, r)
	resp := s.handle(withSessionCtx(r.Context(), identity), m, reply, r.Header)
	if resp != nil && m.Method == "initialize" && resp.Error != nil {
		s.close()
	}
	reply.finish(resp, http.StatusOK)
}

// postModern serves a 2026-07-28 request: no session, the request's own
// context only.
func (h *httpEndpoint) postModern(w http.ResponseWriter, r *http.Request, m *jsonrpc.Message, endpoint, identity string) {
	if !m.IsRequest() {
		w.WriteHeader(http.StatusAccepted)
		return
	}
	meta, rerr := parseRequestMeta(m.Params)
	if rerr != nil {
		writeJSON(w, httpStatus(rerr), jsonrpc.ErrorResponse(m.ID, rerr))
		return
	}
	if r.Header.Get("Last-Event-ID") != "" {
		rerr := jsonrpc.Errorf(jsonrpc.CodeHeaderMismatch, "Last-Event-ID is not supported in protocol %s: streams are not resumable", meta.protocol)
		writeJSON(w, http.StatusBadRequest, jsonrpc.ErrorResponse(m.ID, rerr))
		return
	}
	s := h.g.modernSession(endpoint, identity, meta)
	// Registered while it lasts, so an upstream's question about this
	// request finds its client. A request (or a listen stream, held open)
	// counts against its identity's session cap: one identity must not
	// hold every connection the gateway serves.
	if err := h.g.sessions.add(s, h.o.MaxSessionsPerIdentity, h.o.MaxSessions); err != nil {
		writeJSON(w, http.StatusTooManyRequests, jsonrpc.ErrorResponse(m.ID, jsonrpc.Errorf(jsonrpc.CodeInvalidRequest, "%v; finish some requests first", err)))
		return
	}
	defer h.g.sessions.remove(s)
	reply := newPostReply(w, r)
	resp := s.handle(withSessionCtx(r.Context(), identity), m, reply, r.Header)
	status := http.StatusOK
	if resp != nil && resp.Error != nil {
		status = httpStatus(resp.Error)
	}
	reply.finish(resp, status)
}

// withSessionCtx is the context requests of a client run in.
func withSessionCtx(ctx context.Context, identity string) context.Context {
	return WithIdentity(ctx, identity)
}

// session finds the legacy session a request names. A session belongs to
// the credential that opened it: another one gets "not found", as if it
// did not exist.
func (h *httpEndpoint) session(w http.ResponseWriter, r *http.Request, endpoint, identity string) *session {
	id := r.Header.Get("Mcp-Session-Id")
	if id == "" {
		writeRPCError(w, http.StatusBadRequest, jsonrpc.CodeInvalidRequest, "Mcp-Session-Id header is required (send initialize first)")
		return nil
	}
	s := h.g.sessions.get(id)
	if s == nil || s.identity != identity || s.endpoint != endpoint {
		writeRPCError(w, http.StatusNotFound, jsonrpc.CodeInvalidRequest, "session not found: it ended or never existed; initialize again")
		return nil
	}
	return s
}

func (s *session) busy() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return len(s.inflight) >= maxInflightPerSession
}

// get opens a legacy session's standing stream: what the servers say that
// is not about a request (list changes, resource updates, log messages).
func (h *httpEndpoint) get(w http.ResponseWriter, r *http.Request, identity string) {
	if mcp.IsModernProtocol(r.Header.Get(mcp.HeaderProtocolVersion)) {
		w.Header().Set("Allow", http.MethodPost)
		writeRPCError(w, http.StatusMethodNotAllowed, jsonrpc.CodeInvalidRequest,
			"GET is not part of protocol "+r.Header.Get(mcp.HeaderProtocolVersion)+": use subscriptions/listen")
		return
	}
	if !strings.Contains(r.Header.Get("Accept"), "text/event-stream") {
		writeRPCError(w, http.StatusNotAcceptable, jsonrpc.CodeInvalidRequest, "the standing stream is text/event-stream: accept it")
		return
	}
	endpoint := strings.TrimPrefix(strings.TrimPrefix(r.URL.Path, "/mcp"), "/")
	s := h.session(w, r, endpoint, identity)
	if s == nil {
		return
	}
	stream := newSSE(w)
	_ = http.NewResponseController(w).SetReadDeadline(time.Time{})
	s.standingMu.Lock()
	if s.standing != nil {
		s.standingMu.Unlock()
		writeRPCError(w, http.StatusConflict, jsonrpc.CodeInvalidRequest, "the session already has a standing stream")
		return
	}
	s.standing = stream
	s.standingMu.Unlock()
	defer s.setStanding(nil)
	// Nothing may write to the response once the handler returns.
	defer stream.close()
	stream.start()
	tick := time.NewTicker(25 * time.Second)
	defer tick.Stop()
	for {
		select {
		case <-r.Context().Done():
			return
		case <-stream.closed:
			return
		case <-tick.C:
			// A comment keeps proxies from timing the stream out and
			// finds clients that are gone.
			if stream.comment() != nil {
				return
			}
			s.touch()
		}
	}
}

// delete ends a legacy session.
func (h *httpEndpoint) delete(w http.ResponseWriter, r *http.Request, identity string) {
	if mcp.IsModernProtocol(r.Header.Get(mcp.HeaderProtocolVersion)) {
		w.Header().Set("Allow", http.MethodPost)
		writeRPCError(w, http.StatusMethodNotAllowed, jsonrpc.CodeInvalidRequest, "DELETE is not part of protocol "+r.Header.Get(mcp.HeaderProtocolVersion))
		return
	}
	endpoint := strings.TrimPrefix(strings.TrimPrefix(r.URL.Path, "/mcp"), "/")
	if s := h.session(w, r, endpoint, identity); s != nil {
		s.close()
		w.WriteHeader(http.StatusOK)
	}
}

// sweep drops sessions idle past their TTL and sessions that never
// finished their handshake.
func (h *httpEndpoint) sweep(ctx context.Context) {
	defer h.g.httpWG.Done()
	every := min(h.o.InitTTL, h.o.SessionIdleTTL) / 2
	t := time.NewTicker(max(every, 10*time.Millisecond))
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
		now := time.Now()
		for _, s := range h.g.sessions.each(func(s *session) bool { return s.id != "" }) {
			s.mu.Lock()
			stale := len(s.inflight) == 0 && now.Sub(s.lastSeen) > h.o.SessionIdleTTL
			unready := !s.initialized && now.Sub(s.created) > h.o.InitTTL
			s.mu.Unlock()
			s.standingMu.Lock()
			streaming := s.standing != nil
			s.standingMu.Unlock()
			if unready || (stale && !streaming) {
				s.close()
			}
		}
	}
}

func newSessionID() string {
	var b [16]byte
	_, _ = rand.Read(b[:])
	return hex.EncodeToString(b[:])
}

func idOf(m *jsonrpc.Message) jsonrpc.ID {
	if m == nil {
		return nil
	}
	return m.ID
}

func tooLarge(w http.ResponseWriter, limit int64) {
	writeRPCError(w, http.StatusRequestEntityTooLarge, jsonrpc.CodeInvalidRequest,
		fmt.Sprintf("the request is larger than the gateway's limit of %d bytes", limit))
}

// writeRPCError answers with a JSON-RPC error body, which MCP clients show.
func writeRPCError(w http.ResponseWriter, status, code int, msg string) {
	writeJSON(w, status, jsonrpc.ErrorResponse(nil, jsonrpc.Errorf(code, "%s", msg)))
}

func writeJSON(w http.ResponseWriter, status int, m *jsonrpc.Message) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	b := m.Encode()
	if m.ID.IsZero() && !m.IsNotification() {
		// An error that belongs to no request: JSON-RPC says id null.
		b = append([]byte(`{"jsonrpc":"2.0","id":null`), b[len(`{"jsonrpc":"2.0"`):]...)
	}
	_, _ = w.Write(b) //nolint:gosec // a JSON-RPC message served as application/json, not HTML
}

// postReply is a POST request's response: plain JSON when the answer is
// all there is, an event stream as soon as a message about the request
// has to go first (progress, a log message, a question for the client).
type postReply struct {
	mu     sync.Mutex
	w      http.ResponseWriter
	canSSE bool
	stream *sseStream
	done   bool
}

func newPostReply(w http.ResponseWriter, r *http.Request) *postReply {
	return &postReply{w: w, canSSE: strings.Contains(r.Header.Get("Accept"), "text/event-stream")}
}

func (p *postReply) send(m *jsonrpc.Message) error {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.done {
		return errors.New("the request was answered")
	}
	if p.stream == nil {
		if !p.canSSE {
			return errors.New("the client does not accept an event stream")
		}
		p.stream = newSSE(p.w)
		p.stream.start()
	}
	return p.stream.send(m)
}

func (p *postReply) finish(resp *jsonrpc.Message, status int) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.done = true
	if resp == nil {
		if p.stream == nil {
			p.w.WriteHeader(http.StatusAccepted)
		}
		return
	}
	if p.stream != nil {
		_ = p.stream.sendLast(resp)
		p.stream.close()
		return
	}
	writeJSON(p.w, status, resp)
}

// ServeApprovals serves only the approval desk (GET /approvals, POST
// /approvals/{id}) on ln until ctx ends: for a gateway whose clients use
// stdio.
func (g *Gateway) ServeApprovals(ctx context.Context, ln net.Listener, approvers map[string]string) error {
	if len(approvers) == 0 {
		return errors.New("the approval desk needs approver credentials")
	}
	g.desk.setApprovers(approvers)
	srv := &http.Server{Handler: g.approvalsHandler(), ReadHeaderTimeout: 10 * time.Second, ReadTimeout: 30 * time.Second,
		IdleTimeout: 2 * time.Minute, MaxHeaderBytes: 64 << 10}
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

// Serve serves the HTTP endpoint on ln until ctx ends. An open endpoint
// (no grants, no OAuth) is refused on anything but a loopback address.
func (g *Gateway) Serve(ctx context.Context, ln net.Listener, o HTTPOptions) error {
	if len(o.Grants) == 0 && o.OAuth == nil && !isLoopback(ln.Addr()) {
		return fmt.Errorf("listen %s: a gateway reachable beyond this machine needs bearer-token grants or OAuth", ln.Addr())
	}
	if err := CheckGrantNames(o.Grants); err != nil {
		return err
	}
	o = o.withDefaults()
	srv := &http.Server{Handler: g.Handler(o), ReadHeaderTimeout: 10 * time.Second, ReadTimeout: o.ReadTimeout,
		IdleTimeout: o.IdleTimeout, MaxHeaderBytes: 64 << 10}
	stop := context.AfterFunc(ctx, func() {
		shut, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		_ = srv.Shutdown(shut)
	})
	defer stop()
	if err := srv.Serve(netutil.LimitListener(ln, o.MaxConnections)); err != nil && !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}

func isLoopback(a net.Addr) bool {
	tcp, ok := a.(*net.TCPAddr)
	return ok && tcp.IP.IsLoopback()
}
