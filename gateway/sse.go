package gateway

import (
	"errors"
	"net/http"
	"sync"
	"time"

	"github.com/mcpscan/mcpscan/internal/jsonrpc"
)

// A client's event stream is written by a goroutine of its own, from a
// short queue. Whoever sends to it (the one reader of an upstream's
// messages, passing a notification on to every session) only queues and
// goes on: a client that stops reading fills its queue and is cut off,
// instead of holding the sender, and with it every other client of that
// upstream, until a write times out.

// sseQueue is how many events may wait for a client that is slow to read.
const sseQueue = 256

// sseWriteTimeout bounds one write to a client that stopped reading.
const sseWriteTimeout = 30 * time.Second

// errStreamClosed is the error of a send to a stream that has ended.
var errStreamClosed = errors.New("the stream is closed")

// sseStream writes server-sent events, one message each.
type sseStream struct {
	w  http.ResponseWriter
	rc *http.ResponseController

	mu      sync.Mutex // guards queue against ending
	queue   chan []byte
	ended   bool // no more sends; queue is closed
	started bool // the writer runs

	closed chan struct{} // closed when the stream ends: closed by the handler, cut off, or a write failed
	once   sync.Once
	pumped chan struct{} // closed when the writer has returned
}

func newSSE(w http.ResponseWriter) *sseStream {
	return &sseStream{w: w, rc: http.NewResponseController(w), queue: make(chan []byte, sseQueue),
		closed: make(chan struct{}), pumped: make(chan struct{})}
}

// start sends the headers and starts the writer.
func (s *sseStream) start() {
	h := s.w.Header()
	h.Set("Content-Type", "text/event-stream")
	h.Set("Cache-Control", "no-cache")
	h.Set("X-Accel-Buffering", "no")
	s.w.WriteHeader(http.StatusOK)
	_ = s.rc.Flush()
	s.mu.Lock()
	s.started = true
	s.mu.Unlock()
	go s.pump()
}

// pump writes the queued events until the queue is closed; after a
// failed write, or once the stream is cut off, it only drains.
func (s *sseStream) pump() {
	defer close(s.pumped)
	for b := range s.queue {
		select {
		case <-s.closed:
			continue
		default:
		}
		_ = s.rc.SetWriteDeadline(time.Now().Add(sseWriteTimeout))
		_, err := s.w.Write(b) //nolint:gosec // an event stream of JSON-RPC messages, not HTML
		if err == nil {
			err = s.rc.Flush()
		}
		if err != nil {
			s.end()
		}
	}
}

// send queues a message; it does not wait for the client to read it.
func (s *sseStream) send(m *jsonrpc.Message) error {
	return s.write(sseEvent(m), false)
}

// sendLast queues a request's answer, waiting for room in the queue: the
// answer must not be lost to a burst of notifications before it.
func (s *sseStream) sendLast(m *jsonrpc.Message) error {
	return s.write(sseEvent(m), true)
}

func (s *sseStream) comment() error { return s.write([]byte(": keep-alive\n\n"), false) }

func sseEvent(m *jsonrpc.Message) []byte {
	buf := make([]byte, 0, 256)
	buf = append(buf, "event: message\ndata: "...)
	buf = m.Append(buf)
	return append(buf, "\n\n"...)
}

func (s *sseStream) write(b []byte, wait bool) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.ended {
		return errStreamClosed
	}
	select {
	case <-s.closed:
		return errStreamClosed
	default:
	}
	if wait {
		select {
		case s.queue <- b:
			return nil
		case <-s.closed:
			return errStreamClosed
		}
	}
	select {
	case s.queue <- b:
		return nil
	default:
		// The client reads slower than its messages come: it is cut
		// off, and a write it is stuck in gives up now.
		s.end()
		_ = s.rc.SetWriteDeadline(time.Now())
		return errors.New("the client does not keep up with its stream; it is closed")
	}
}

// end marks the stream ended for its handler and its writer.
func (s *sseStream) end() { s.once.Do(func() { close(s.closed) }) }

// close ends the stream and waits until the writer has returned: nothing
// may write to the response once its handler returns. What is queued is
// written first, unless the stream was cut off.
func (s *sseStream) close() {
	s.mu.Lock()
	if !s.ended {
		s.ended = true
		close(s.queue)
	}
	started := s.started
	s.mu.Unlock()
	if started {
		<-s.pumped
	}
	s.end()
}
