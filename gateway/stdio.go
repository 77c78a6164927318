package gateway

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"sync"

	"github.com/mcpscan/mcpscan/internal/jsonrpc"
)

// maxStdioMessage bounds one message read from a stdio client.
const maxStdioMessage = DefaultMaxRequestBytes

// ServeStdio serves the aggregate endpoint on in and out until in ends or
// ctx does. The client is whoever started the gateway: it has the
// anonymous identity, as a local process.
func (g *Gateway) ServeStdio(ctx context.Context, in io.Reader, out io.Writer) error {
	ctx, cancel := context.WithCancel(WithIdentity(ctx, AnonymousIdentity))
	defer cancel()
	w := &lineWriter{w: out}
	s := g.newSession("", AnonymousIdentity)
	s.setStanding(w)
	_ = g.sessions.add(s, 0, 0)
	defer s.close()
	// Requests are answered concurrently (a slow call must not hold up the
	// next), up to a bound.
	slots := make(chan struct{}, maxInflightPerSession)
	var wg sync.WaitGroup
	defer wg.Wait()
	r := bufio.NewReaderSize(in, 64<<10)
	for {
		line, err := readMessageLine(r, maxStdioMessage)
		if len(bytes.TrimSpace(line)) > 0 {
			m, perr := jsonrpc.Parse(line)
			switch {
			case perr != nil:
				code := jsonrpc.CodeInvalidRequest
				if m == nil {
					code = jsonrpc.CodeParseError
				}
				_ = w.send(jsonrpc.ErrorResponse(idOf(m), jsonrpc.Errorf(code, "%v", perr)))
			case m.IsRequest():
				select {
				case slots <- struct{}{}:
				case <-ctx.Done():
					return nil
				}
				wg.Add(1)
				go func() {
					defer wg.Done()
					defer func() { <-slots }()
					if resp := s.handle(ctx, m, nil, nil); resp != nil {
						_ = w.send(resp)
					}
				}()
			default:
				s.handle(ctx, m, nil, nil)
			}
		}
		if err != nil {
			if errors.Is(err, io.EOF) {
				return nil
			}
			var tooLong *lineTooLong
			if errors.As(err, &tooLong) {
				_ = w.send(jsonrpc.ErrorResponse(nil, jsonrpc.Errorf(jsonrpc.CodeInvalidRequest, "%v", err)))
				continue
			}
			return err
		}
		if ctx.Err() != nil {
			return nil
		}
	}
}

type lineTooLong struct{ max int }

func (e *lineTooLong) Error() string {
	return fmt.Sprintf("a message is larger than the gateway's limit of %d bytes; it was skipped", e.max)
}

// readMessageLine reads one line; a longer one than maxBytes is skipped
// whole and reported.
func readMessageLine(r *bufio.Reader, maxBytes int) ([]byte, error) {
	var line []byte
	over := false
	for {
		chunk, err := r.ReadSlice('\n')
		if !over {
			if len(line)+len(chunk) > maxBytes {
				over, line = true, nil
			} else {
				line = append(line, chunk...)
			}
		}
		if errors.Is(err, bufio.ErrBufferFull) {
			continue
		}
		if over && err == nil {
			return nil, &lineTooLong{maxBytes}
		}
		return line, err
	}
}

// lineWriter writes one message a line, whole, whichever goroutine sends.
type lineWriter struct {
	mu sync.Mutex
	w  io.Writer
}

func (l *lineWriter) send(m *jsonrpc.Message) error {
	b := m.Append(make([]byte, 0, 256))
	b = append(b, '\n')
	l.mu.Lock()
	defer l.mu.Unlock()
	_, err := l.w.Write(b)
	return err
}
