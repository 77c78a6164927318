package mcpconn

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"mime"
	"net/http"
	"net/http/httptrace"
	"sync"
	"sync/atomic"
	"time"

	"github.com/mcpscan/mcpscan/crawler/introspect"
	"github.com/mcpscan/mcpscan/internal/httpx"
	"github.com/mcpscan/mcpscan/internal/jsonrpc"
	"github.com/mcpscan/mcpscan/internal/oauth"
)

// sharedHTTP keeps enough idle connections per host for a connection that
// carries many concurrent calls, where the default of two would open and
// close a TCP connection for most of them.
var sharedHTTP = &http.Client{Transport: func() *http.Transport {
	t := http.DefaultTransport.(*http.Transport).Clone()
	t.MaxIdleConns = 1024
	t.MaxIdleConnsPerHost = 256
	return t
}()}

// authorized is the shared client with OAuth for t: a server that asks
// for authorization gets a token. A redirect to another host or to plain
// http is refused: it would carry the call and the server's credentials
// to a machine nobody configured, and hold the call unanswered.
func authorized(t introspect.Target) *http.Client {
	return &http.Client{Transport: introspect.HTTPTransport(t, sharedHTTP.Transport), CheckRedirect: httpx.SameHost}
}

// streamable speaks MCP's streamable HTTP transport: every message is a
// POST; a request's answer comes back as JSON or as a stream of events
// that may carry the server's own messages about it first; a standing GET
// stream carries what the server says on its own initiative.
type streamable struct {
	url      string
	headers  map[string]string
	client   *http.Client
	deliver  func(*jsonrpc.Message, any)
	maxBytes int

	mu       sync.Mutex
	session  string
	protocol string

	ctx     context.Context // ends with the transport: the GET stream and every response stream
	cancel  context.CancelFunc
	ended   chan struct{}
	endOnce sync.Once
	endErr  error
}

func newStreamable(t introspect.Target, maxBytes int, deliver func(*jsonrpc.Message, any)) (*streamable, error) {
	if t.URL == "" {
		return nil, errors.New("no URL to connect to")
	}
	ctx, cancel := context.WithCancel(context.Background())
	return &streamable{url: t.URL, headers: t.Headers, client: authorized(t), deliver: deliver, maxBytes: maxBytes,
		ctx: ctx, cancel: cancel, ended: make(chan struct{})}, nil
}

func (s *streamable) finish(err error) {
	s.endOnce.Do(func() {
		s.endErr = err
		s.cancel()
		close(s.ended)
	})
}

func (s *streamable) setHeaders(h http.Header) {
	for k, v := range s.headers {
		h.Set(k, v)
	}
	s.mu.Lock()
	sid, proto := s.session, s.protocol
	s.mu.Unlock()
	if sid != "" {
		h.Set("Mcp-Session-Id", sid)
	}
	if proto != "" {
		h.Set("Mcp-Protocol-Version", proto)
	}
}

func (s *streamable) send(ctx context.Context, m *jsonrpc.Message, origin any) error {
	select {
	case <-s.ended:
		return fmt.Errorf("%w: the connection has ended", ErrNotSent)
	default:
	}
	// The request lives as long as the caller waits and the transport
	// lives, whichever ends first.
	rctx, cancel := context.WithCancel(ctx)
	stop := context.AfterFunc(s.ctx, cancel)
	var wrote atomic.Bool
	rctx = httptrace.WithClientTrace(rctx, &httptrace.ClientTrace{WroteRequest: func(i httptrace.WroteRequestInfo) {
		if i.Err == nil {
			wrote.Store(true)
		}
	}})
	req, err := http.NewRequestWithContext(rctx, http.MethodPost, s.url, bytes.NewReader(m.Encode()))
	if err != nil {
		stop()
		cancel()
		return fmt.Errorf("%w: %w", ErrNotSent, err)
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "application/json, text/event-stream")
	s.setHeaders(req.Header)
	resp, err := s.client.Do(req) //nolint:bodyclose // closed by done, once the response is read
	if err != nil {
		stop()
		cancel()
		if !wrote.Load() || errors.Is(err, oauth.ErrAuthorization) {
			return fmt.Errorf("%w: %w", ErrNotSent, err)
		}
		return err
	}
	if sid := resp.Header.Get("Mcp-Session-Id"); sid != "" && m.Method == "initialize" {
		s.mu.Lock()
		s.session = sid
		s.mu.Unlock()
	}
	done := func() {
		_ = resp.Body.Close()
		stop()
		cancel()
	}
	mediaType, _, _ := mime.ParseMediaType(resp.Header.Get("Content-Type"))
	switch {
	case resp.StatusCode == http.StatusAccepted || resp.StatusCode == http.StatusNoContent:
		done()
		return nil
	case resp.StatusCode == http.StatusNotFound && s.hasSession():
		done()
		s.finish(errors.New("the server ended the session"))
		// The server did not take the message as part of any session.
		return fmt.Errorf("%w: the server ended the session (HTTP 404)", ErrNotSent)
	case mediaType == "text/event-stream" && resp.StatusCode == http.StatusOK:
		go func() {
			defer done()
			s.follow(rctx, resp.Body, m, origin)
		}()
		return nil
	}
	defer done()
	body, err := io.ReadAll(io.LimitReader(resp.Body, int64(s.maxBytes)+1))
	if err != nil {
		return fmt.Errorf("read the server's answer: %w", err)
	}
	if len(body) > s.maxBytes {
		return fmt.Errorf("the server's answer is larger than %d bytes", s.maxBytes)
	}
	if mediaType == "application/json" || (resp.StatusCode >= 400 && json.Valid(body)) {
		if msgs, ok := parseBody(body); ok {
			for _, msg := range msgs {
				s.deliver(msg, origin)
			}
			if resp.StatusCode < 300 || m.IsRequest() {
				return nil
			}
		}
	}
	if resp.StatusCode >= 300 {
		return fmt.Errorf("the server answered HTTP %d: %s", resp.StatusCode, snippet(body))
	}
	if m.IsRequest() {
		return fmt.Errorf("the server answered with content type %q, not JSON or an event stream", resp.Header.Get("Content-Type"))
	}
	return nil
}

// follow reads a request's event stream until its response. A server
// may close the stream before answering (to shed the connection) after
// giving its events ids; the rest is then asked for with a GET carrying
// the last id seen, after the wait the server asked for (retry).
func (s *streamable) follow(ctx context.Context, body io.Reader, m *jsonrpc.Message, origin any) {
	lastID := ""
	wait := time.Second
	answered := false
	read := func(r io.Reader) {
		_ = readEvents(r, s.maxBytes, func(ev event) bool {
			if ev.id != "" {
				lastID = ev.id
			}
			if ev.retry > 0 {
				wait = ev.retry
			}
			if ev.name != "" && ev.name != "message" || len(bytes.TrimSpace(ev.data)) == 0 {
				return true
			}
			msg, perr := jsonrpc.Parse(ev.data)
			if perr != nil {
				return true
			}
			s.deliver(msg, origin)
			// The stream has done its job once the request is answered.
			answered = msg.IsResponse() && msg.ID.Key() == m.ID.Key()
			return !answered
		})
	}
	read(body)
	defer func() {
		if !answered && m.IsRequest() && ctx.Err() == nil {
			// The answer cannot come any more: say so now rather than let
			// the caller wait out its deadline.
			s.deliver(jsonrpc.ErrorResponse(m.ID, jsonrpc.Errorf(jsonrpc.CodeInternalError,
				"the server closed the request's stream without answering, and gave no event id to resume from")), origin)
		}
	}()
	for attempt := 0; !answered && lastID != "" && m.IsRequest() && attempt < 10; attempt++ {
		select {
		case <-ctx.Done():
			return
		case <-time.After(min(wait, 10*time.Second)):
		}
		req, err := http.NewRequestWithContext(ctx, http.MethodGet, s.url, nil)
		if err != nil {
			return
		}
		req.Header.Set("Accept", "text/event-stream")
		req.Header.Set("Last-Event-ID", lastID)
		s.setHeaders(req.Header)
		// A server with nothing to replay may send no headers at all: the
		// answer was lost, and waiting longer will not bring it.
		gctx, cancel := context.WithCancel(ctx)
		req = req.WithContext(gctx)
		timer := time.AfterFunc(resumeHeaderWait, cancel)
		resp, err := s.client.Do(req)
		if !timer.Stop() || err != nil {
			cancel()
			return
		}
		if resp.StatusCode == http.StatusOK {
			attempt = 0
			read(resp.Body)
		}
		_ = resp.Body.Close()
		cancel()
		if resp.StatusCode != http.StatusOK {
			return
		}
	}
}

// resumeHeaderWait bounds the wait for a resumed stream to start.
const resumeHeaderWait = 5 * time.Second

// parseBody reads a JSON body: one message or a batch.
func parseBody(body []byte) ([]*jsonrpc.Message, bool) {
	body = bytes.TrimSpace(body)
	if len(body) > 0 && body[0] == '[' {
		var raws []json.RawMessage
		if json.Unmarshal(body, &raws) != nil {
			return nil, false
		}
		var out []*jsonrpc.Message
		for _, r := range raws {
			if m, err := jsonrpc.Parse(r); err == nil {
				out = append(out, m)
			}
		}
		return out, len(out) > 0
	}
	m, err := jsonrpc.Parse(body)
	if err != nil {
		return nil, false
	}
	return []*jsonrpc.Message{m}, true
}

func snippet(b []byte) string {
	b = bytes.TrimSpace(b)
	if len(b) > 200 {
		return string(b[:200]) + "…"
	}
	return string(b)
}

func (s *streamable) hasSession() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.session != ""
}

func (s *streamable) setProtocol(v string) {
	s.mu.Lock()
	s.protocol = v
	s.mu.Unlock()
}

// opened starts the standing GET stream, over which the server sends what
// does not belong to a request (list changes, resource updates). A server
// that does not offer one answers 405 and is not asked again. It waits a
// moment for the stream to be answered, so the connection's first
// requests find it open.
func (s *streamable) opened() {
	first := make(chan struct{})
	go s.listen(first)
	select {
	case <-first:
	case <-time.After(2 * time.Second):
	}
}

func (s *streamable) listen(first chan struct{}) {
	answered := func() {
		if first != nil {
			close(first)
			first = nil
		}
	}
	defer answered()
	wait := 250 * time.Millisecond
	for s.ctx.Err() == nil {
		req, err := http.NewRequestWithContext(s.ctx, http.MethodGet, s.url, nil)
		if err != nil {
			return
		}
		req.Header.Set("Accept", "text/event-stream")
		s.setHeaders(req.Header)
		resp, err := s.client.Do(req)
		answered()
		if err == nil {
			switch {
			case resp.StatusCode == http.StatusMethodNotAllowed:
				_ = resp.Body.Close()
				return
			case resp.StatusCode == http.StatusNotFound && s.hasSession():
				_ = resp.Body.Close()
				s.finish(errors.New("the server ended the session"))
				return
			case resp.StatusCode == http.StatusOK:
				wait = 250 * time.Millisecond
				_ = readEvents(resp.Body, s.maxBytes, func(ev event) bool {
					if ev.name == "" || ev.name == "message" {
						if msg, perr := jsonrpc.Parse(ev.data); perr == nil {
							s.deliver(msg, nil)
						}
					}
					return true
				})
			}
			_ = resp.Body.Close()
		}
		select {
		case <-time.After(wait):
		case <-s.ctx.Done():
			return
		}
		wait = min(2*wait, 30*time.Second)
	}
}

func (s *streamable) done() <-chan struct{} { return s.ended }

// close ends the session: the server is told (DELETE) and every stream
// is closed.
func (s *streamable) close() string {
	if s.hasSession() {
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
		defer cancel()
		if req, err := http.NewRequestWithContext(ctx, http.MethodDelete, s.url, nil); err == nil {
			s.setHeaders(req.Header)
			if resp, err := s.client.Do(req); err == nil {
				_ = resp.Body.Close()
			}
		}
	}
	s.finish(nil)
	return ""
}

func (s *streamable) explain(err error) error { return err }
