package mcpconn

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptrace"
	"net/url"
	"sync"
	"sync/atomic"
	"time"

	"github.com/mcpscan/mcpscan/crawler/introspect"
	"github.com/mcpscan/mcpscan/internal/jsonrpc"
)

// sseTransport speaks the HTTP+SSE transport of protocol 2024-11-05: one
// GET stream carries every message from the server, and the first event
// on it names the URL to POST messages to.
type sseTransport struct {
	headers  map[string]string
	client   *http.Client
	endpoint string
	deliver  func(*jsonrpc.Message, any)

	ctx     context.Context
	cancel  context.CancelFunc
	ended   chan struct{}
	endOnce sync.Once
}

func dialSSE(ctx context.Context, t introspect.Target, timeout time.Duration, maxBytes int, deliver func(*jsonrpc.Message, any)) (*sseTransport, error) {
	if t.URL == "" {
		return nil, errors.New("no URL to connect to")
	}
	base, err := url.Parse(t.URL)
	if err != nil {
		return nil, fmt.Errorf("bad URL: %w", err)
	}
	sctx, cancel := context.WithCancel(context.Background())
	s := &sseTransport{headers: t.Headers, client: authorized(t), deliver: deliver, ctx: sctx, cancel: cancel, ended: make(chan struct{})}
	req, err := http.NewRequestWithContext(sctx, http.MethodGet, t.URL, nil)
	if err != nil {
		cancel()
		return nil, err
	}
	req.Header.Set("Accept", "text/event-stream")
	for k, v := range t.Headers {
		req.Header.Set(k, v)
	}
	resp, err := s.client.Do(req) //nolint:bodyclose // closed below, or by the goroutine that reads the stream
	if err != nil {
		cancel()
		return nil, err
	}
	if resp.StatusCode != http.StatusOK {
		body, _ := io.ReadAll(io.LimitReader(resp.Body, 512))
		_ = resp.Body.Close()
		cancel()
		return nil, fmt.Errorf("the server answered HTTP %d: %s", resp.StatusCode, snippet(body))
	}
	endpoint := make(chan string, 1)
	go func() {
		defer func() { _ = resp.Body.Close() }()
		defer s.finish()
		_ = readEvents(resp.Body, maxBytes, func(ev event) bool {
			switch ev.name {
			case "endpoint":
				select {
				case endpoint <- string(bytes.TrimSpace(ev.data)):
				default:
				}
			case "", "message":
				if msg, perr := jsonrpc.Parse(ev.data); perr == nil {
					s.deliver(msg, nil)
				}
			}
			return true
		})
	}()
	select {
	case e := <-endpoint:
		u, err := base.Parse(e)
		if err != nil {
			s.close()
			return nil, fmt.Errorf("the server named a bad message endpoint %q: %w", e, err)
		}
		// Messages may carry credentials in their headers: they go only
		// where the stream came from.
		if u.Scheme != base.Scheme || u.Host != base.Host {
			s.close()
			return nil, fmt.Errorf("the server named a message endpoint on another origin (%s); refused", u.Host)
		}
		s.endpoint = u.String()
		return s, nil
	case <-s.ended:
		return nil, errors.New("the server closed the event stream before naming its message endpoint")
	case <-time.After(timeout):
		s.close()
		return nil, fmt.Errorf("the server named no message endpoint within %s: %w", timeout, introspect.ErrTimeout)
	case <-ctx.Done():
		s.close()
		return nil, ctx.Err()
	}
}

func (s *sseTransport) finish() {
	s.endOnce.Do(func() {
		s.cancel()
		close(s.ended)
	})
}

func (s *sseTransport) send(ctx context.Context, m *jsonrpc.Message, _ any) error {
	select {
	case <-s.ended:
		return fmt.Errorf("%w: the connection has ended", ErrNotSent)
	default:
	}
	var wrote atomic.Bool
	rctx := httptrace.WithClientTrace(ctx, &httptrace.ClientTrace{WroteRequest: func(i httptrace.WroteRequestInfo) {
		if i.Err == nil {
			wrote.Store(true)
		}
	}})
	req, err := http.NewRequestWithContext(rctx, http.MethodPost, s.endpoint, bytes.NewReader(m.Encode()))
	if err != nil {
		return fmt.Errorf("%w: %w", ErrNotSent, err)
	}
	req.Header.Set("Content-Type", "application/json")
	for k, v := range s.headers {
		req.Header.Set(k, v)
	}
	resp, err := s.client.Do(req)
	if err != nil {
		if !wrote.Load() {
			return fmt.Errorf("%w: %w", ErrNotSent, err)
		}
		return err
	}
	defer func() { _ = resp.Body.Close() }()
	if resp.StatusCode >= 300 {
		body, _ := io.ReadAll(io.LimitReader(resp.Body, 512))
		return fmt.Errorf("the server answered HTTP %d: %s", resp.StatusCode, snippet(body))
	}
	_, _ = io.Copy(io.Discard, io.LimitReader(resp.Body, 64<<10))
	return nil
}

func (s *sseTransport) setProtocol(string)    {}
func (s *sseTransport) opened()               {}
func (s *sseTransport) done() <-chan struct{} { return s.ended }
func (s *sseTransport) close() string {
	s.finish()
	return ""
}
func (s *sseTransport) explain(err error) error { return err }
