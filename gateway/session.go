package gateway

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strconv"
	"sync"
	"sync/atomic"
	"time"

	"github.com/mcpscan/mcpscan/internal/jsonrpc"
)

// outbox is a way to reach a client: a request's own response stream, the
// session's standing stream, or standard output.
type outbox interface {
	send(m *jsonrpc.Message) error
}

// clientCaps is what a client said it can do.
type clientCaps struct {
	raw         json.RawMessage
	elicitation bool
	sampling    bool
	roots       bool
}

func parseCaps(raw json.RawMessage) clientCaps {
	var c struct {
		Elicitation json.RawMessage `json:"elicitation"`
		Sampling    json.RawMessage `json:"sampling"`
		Roots       json.RawMessage `json:"roots"`
	}
	_ = json.Unmarshal(raw, &c)
	present := func(r json.RawMessage) bool { return len(r) > 0 && string(r) != "null" }
	return clientCaps{raw: raw, elicitation: present(c.Elicitation), sampling: present(c.Sampling), roots: present(c.Roots)}
}

// session is one client of one endpoint ("" is the aggregate endpoint,
// otherwise a server's name): a legacy session (initialize, then calls
// until it ends), the client of a stdio gateway, or, under protocol
// 2026-07-28, the context of a single request.
type session struct {
	g        *Gateway
	id       string // Mcp-Session-Id, "" over stdio and under 2026-07-28
	endpoint string
	identity string
	modern   bool // protocol 2026-07-28: every request carries its own context

	// standing is how to reach the client outside any request (the GET
	// stream, stdout); nil when there is none.
	standingMu sync.Mutex
	standing   outbox

	mu          sync.Mutex
	protocol    string
	caps        clientCaps
	initialized bool
	logLevel    int             // index in logLevels; -1 until the client sets one
	subscribed  map[subKey]bool // the legacy subscriptions it holds (see subscriptions)
	listen      *listenFilter   // a 2026-07-28 subscriptions/listen stream
	inflight    map[string]*exchange
	asked       map[string]chan *jsonrpc.Message // the gateway's own requests to the client, by id
	created     time.Time
	lastSeen    time.Time
	closed      bool
	nextID      atomic.Int64
}

func (g *Gateway) newSession(endpoint, identity string) *session {
	now := time.Now()
	return &session{g: g, endpoint: endpoint, identity: identity, logLevel: -1, subscribed: map[subKey]bool{},
		inflight: map[string]*exchange{}, asked: map[string]chan *jsonrpc.Message{}, created: now, lastSeen: now}
}

// covers reports whether the session's endpoint serves server.
func (s *session) covers(server string) bool { return s.endpoint == "" || s.endpoint == server }

func (s *session) setStanding(o outbox) {
	s.standingMu.Lock()
	s.standing = o
	s.standingMu.Unlock()
}

// notify sends a notification on the session's standing stream, if it has
// one.
func (s *session) notify(m *jsonrpc.Message) {
	s.standingMu.Lock()
	o := s.standing
	s.standingMu.Unlock()
	if o != nil {
		_ = o.send(m)
	}
}

func (s *session) touch() {
	s.mu.Lock()
	s.lastSeen = time.Now()
	s.mu.Unlock()
}

// exchange is one request from a client on its way through the gateway.
type exchange struct {
	s      *session
	id     jsonrpc.ID
	method string
	params json.RawMessage
	reply  outbox      // the request's own stream; nil: the standing stream
	header http.Header // the HTTP request's headers (nil over stdio)
	ctx    context.Context
	cancel context.CancelFunc
	// progress is the client's progress token for this request, and
	// relayToken the token the upstream was given instead.
	progress   json.RawMessage
	relayToken string
	server     string // the upstream server the request went to, once known; under s.mu
	meta       *requestMeta
	park       *parked // set on the long-lived exchange of a parked call
}

// setServer records the upstream the request goes to. Other goroutines
// (a server's request looking for the call it belongs to) read it.
func (x *exchange) setServer(name string) {
	x.s.mu.Lock()
	x.server = name
	x.s.mu.Unlock()
}

// upstream is the server the request went to, or "" before it is known.
func (x *exchange) upstream() string {
	x.s.mu.Lock()
	defer x.s.mu.Unlock()
	return x.server
}

// send delivers a message about the request: on its own stream when it
// has one, else on the session's standing stream.
func (x *exchange) send(m *jsonrpc.Message) error {
	if x.reply != nil {
		return x.reply.send(m)
	}
	x.s.standingMu.Lock()
	o := x.s.standing
	x.s.standingMu.Unlock()
	if o == nil {
		return errors.New("the client has no stream to receive messages on")
	}
	return o.send(m)
}

// ask sends a request to the client about x (sampling, elicitation,
// roots, approval) and waits for the answer.
func (x *exchange) ask(ctx context.Context, method string, params json.RawMessage) (json.RawMessage, *jsonrpc.Error) {
	s := x.s
	id := jsonrpc.StringID("mcpscan-" + strconv.FormatInt(s.nextID.Add(1), 10))
	ch := make(chan *jsonrpc.Message, 1)
	s.mu.Lock()
	if s.closed {
		s.mu.Unlock()
		return nil, jsonrpc.Errorf(jsonrpc.CodeInternalError, "the client's session has ended")
	}
	s.asked[id.Key()] = ch
	s.mu.Unlock()
	defer func() {
		s.mu.Lock()
		delete(s.asked, id.Key())
		s.mu.Unlock()
	}()
	if err := x.send(&jsonrpc.Message{ID: id, Method: method, Params: params}); err != nil {
		return nil, jsonrpc.Errorf(jsonrpc.CodeInternalError, "cannot reach the client: %v", err)
	}
	select {
	case resp := <-ch:
		if resp.Error != nil {
			return nil, resp.Error
		}
		return resp.Result, nil
	case <-ctx.Done():
		params, _ := json.Marshal(map[string]any{"requestId": json.RawMessage(id), "reason": "no longer needed"})
		_ = x.send(jsonrpc.Notification("notifications/cancelled", params))
		if errors.Is(ctx.Err(), context.DeadlineExceeded) {
			return nil, jsonrpc.Errorf(jsonrpc.CodeRequestCancelled, "the client did not answer in time")
		}
		return nil, jsonrpc.Errorf(jsonrpc.CodeRequestCancelled, "cancelled")
	}
}

// answer hands a client's response to the gateway request it answers.
func (s *session) answer(m *jsonrpc.Message) {
	s.mu.Lock()
	ch := s.asked[m.ID.Key()]
	s.mu.Unlock()
	if ch != nil {
		select {
		case ch <- m:
		default:
		}
	}
}

// close ends the session: requests in flight are cancelled and questions
// to the client are abandoned.
func (s *session) close() {
	s.mu.Lock()
	if s.closed {
		s.mu.Unlock()
		return
	}
	s.closed = true
	var cancels []context.CancelFunc
	for _, x := range s.inflight {
		cancels = append(cancels, x.cancel)
	}
	s.mu.Unlock()
	for _, c := range cancels {
		c()
	}
	s.g.sessions.remove(s)
	// Unsubscribing may wait on a server; whoever ends the session does not.
	go s.g.releaseSubscriptions(s)
}

// handle answers one message from the client. It returns the response to
// a request, nil for a notification or a response. reply is the request's
// own stream (nil over stdio, where everything shares one); header the
// HTTP headers (nil over stdio).
func (s *session) handle(ctx context.Context, m *jsonrpc.Message, reply outbox, header http.Header) *jsonrpc.Message {
	s.touch()
	switch {
	case m.IsResponse():
		s.answer(m)
		return nil
	case m.IsNotification():
		s.g.notification(s, m)
		return nil
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	x := &exchange{s: s, id: m.ID, method: m.Method, params: m.Params, reply: reply, header: header, ctx: ctx, cancel: cancel}
	if s.modern {
		meta, rerr := parseRequestMeta(m.Params)
		if rerr != nil {
			return jsonrpc.ErrorResponse(m.ID, rerr)
		}
		x.meta = meta
		if rerr := checkHeaders(x); rerr != nil {
			return jsonrpc.ErrorResponse(m.ID, rerr)
		}
	} else if rerr := s.ready(m.Method); rerr != nil {
		return jsonrpc.ErrorResponse(m.ID, rerr)
	}
	if !s.track(x) {
		return jsonrpc.ErrorResponse(m.ID, jsonrpc.Errorf(jsonrpc.CodeInvalidRequest, "request id %s is already in use", m.ID))
	}
	defer s.untrack(x)
	resp := s.g.request(x)
	if resp != nil && s.modern {
		resp = decorateModern(s.g, x, resp)
	}
	return resp
}

// ready refuses requests of a legacy session before its handshake.
func (s *session) ready(method string) *jsonrpc.Error {
	s.mu.Lock()
	defer s.mu.Unlock()
	switch {
	case method == "initialize" || method == "ping":
		return nil
	case s.protocol == "":
		return jsonrpc.Errorf(jsonrpc.CodeInvalidRequest, "the session is not initialized: send initialize first")
	}
	return nil
}

func (s *session) track(x *exchange) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	if _, dup := s.inflight[x.id.Key()]; dup {
		return false
	}
	s.inflight[x.id.Key()] = x
	return true
}

func (s *session) untrack(x *exchange) {
	s.mu.Lock()
	if s.inflight[x.id.Key()] == x {
		delete(s.inflight, x.id.Key())
	}
	s.mu.Unlock()
}

// cancelled handles notifications/cancelled from the client: the request
// it names is abandoned (the upstream is told by the upstream client).
func (s *session) cancelled(params json.RawMessage) {
	var p struct {
		RequestID json.RawMessage `json:"requestId"`
	}
	if json.Unmarshal(params, &p) != nil || len(p.RequestID) == 0 {
		return
	}
	s.mu.Lock()
	x := s.inflight[string(p.RequestID)]
	s.mu.Unlock()
	if x != nil {
		x.cancel()
	}
}

// sessionTable holds the live sessions of the HTTP endpoint and the stdio
// client, for notifications that are not about a request.
type sessionTable struct {
	mu      sync.Mutex
	byID    map[string]*session
	all     map[*session]struct{}
	perUser map[string]int
	// ended, when set, hears of every session removed, after the fact.
	ended func(*session)
}

func newSessionTable() *sessionTable {
	return &sessionTable{byID: map[string]*session{}, all: map[*session]struct{}{}, perUser: map[string]int{}}
}

// errTooManySessions refuses a session beyond a cap.
var errTooManySessions = errors.New("too many sessions")

// add registers a session; perUser caps the sessions of one identity and
// total the sessions in all (0: no cap).
func (t *sessionTable) add(s *session, perUser, total int) error {
	t.mu.Lock()
	defer t.mu.Unlock()
	if _, ok := t.all[s]; ok {
		return nil // a listen stream is registered before it starts listening
	}
	if perUser > 0 && t.perUser[s.identity] >= perUser {
		return fmt.Errorf("%w: %q already has %d open sessions", errTooManySessions, s.identity, perUser)
	}
	if total > 0 && len(t.all) >= total {
		return fmt.Errorf("%w: the gateway already has %d open sessions", errTooManySessions, total)
	}
	if s.id != "" {
		t.byID[s.id] = s
	}
	t.all[s] = struct{}{}
	t.perUser[s.identity]++
	return nil
}

func (t *sessionTable) remove(s *session) {
	if t.drop(s) && t.ended != nil {
		t.ended(s)
	}
}

// drop forgets s, reporting whether it was there.
func (t *sessionTable) drop(s *session) bool {
	t.mu.Lock()
	defer t.mu.Unlock()
	if _, ok := t.all[s]; !ok {
		return false
	}
	delete(t.all, s)
	if s.id != "" && t.byID[s.id] == s {
		delete(t.byID, s.id)
	}
	if t.perUser[s.identity]--; t.perUser[s.identity] <= 0 {
		delete(t.perUser, s.identity)
	}
	return true
}

func (t *sessionTable) get(id string) *session {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.byID[id]
}

// each lists the sessions for which keep is true.
func (t *sessionTable) each(keep func(*session) bool) []*session {
	t.mu.Lock()
	defer t.mu.Unlock()
	var out []*session
	for s := range t.all {
		if keep(s) {
			out = append(out, s)
		}
	}
	return out
}

// count is the number of live sessions.
func (t *sessionTable) count() int {
	t.mu.Lock()
	defer t.mu.Unlock()
	return len(t.all)
}
