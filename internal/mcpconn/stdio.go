package mcpconn

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"sync"
	"time"

	"github.com/mcpscan/mcpscan/crawler/introspect"
	"github.com/mcpscan/mcpscan/internal/jsonrpc"
)

// stdioTransport speaks newline-delimited JSON-RPC to a server process.
type stdioTransport struct {
	p        *introspect.Process
	deliver  func(*jsonrpc.Message, any)
	maxBytes int

	wmu     sync.Mutex
	readEOF chan struct{}
	ended   chan struct{}
	endOnce sync.Once

	garbageMu    sync.Mutex // guards readErr too
	readErr      error
	garbage      int    // lines that were not JSON-RPC messages
	firstGarbage string // the first of them, cut short
}

func startStdio(t introspect.Target, limits introspect.Limits, maxBytes int, deliver func(*jsonrpc.Message, any)) (*stdioTransport, error) {
	// The byte cap of a process counts everything it ever writes; a
	// long-lived connection is bounded per message instead.
	limits.MaxBytes = 1 << 62
	p, err := introspect.StartProcess(t, limits)
	if err != nil {
		return nil, err
	}
	s := &stdioTransport{p: p, deliver: deliver, maxBytes: maxBytes, ended: make(chan struct{}), readEOF: make(chan struct{})}
	go s.read()
	go func() {
		<-p.Exited
		// Let the reader drain what the process wrote before it died; a
		// grandchild holding stdout open must not keep the end away.
		select {
		case <-s.readEOF:
		case <-time.After(200 * time.Millisecond):
		}
		s.finish(nil)
	}()
	return s, nil
}

func (s *stdioTransport) finish(err error) {
	s.endOnce.Do(func() {
		s.garbageMu.Lock()
		s.readErr = err
		s.garbageMu.Unlock()
		close(s.ended)
	})
}

// read delivers each line that is a JSON-RPC message. Lines that are not
// (a server printing to stdout) are skipped: the process's own reader
// counts them for the diagnosis.
func (s *stdioTransport) read() {
	r := bufio.NewReaderSize(s.p.RawStdout, 64<<10)
	var long []byte
	for {
		line, err := r.ReadSlice('\n')
		if errors.Is(err, bufio.ErrBufferFull) {
			if len(long)+len(line) > s.maxBytes {
				close(s.readEOF)
				s.finish(fmt.Errorf("the server sent a message of more than %d bytes", s.maxBytes))
				go s.p.Stop()
				return
			}
			long = append(long, line...)
			continue
		}
		if long != nil {
			line = append(long, line...)
			long = nil
		}
		if line = bytes.TrimSpace(line); len(line) > 0 {
			// Parse copies what it keeps: ReadSlice's buffer is reused
			// by the next read.
			if m, perr := jsonrpc.Parse(line); perr == nil {
				s.deliver(m, nil)
			} else {
				s.noteGarbage(line)
			}
		}
		if err != nil {
			close(s.readEOF)
			s.finish(nil)
			return
		}
	}
}

func (s *stdioTransport) send(ctx context.Context, m *jsonrpc.Message, _ any) error {
	select {
	case <-s.ended:
		return fmt.Errorf("%w: the server process has ended", ErrNotSent)
	default:
	}
	buf := m.Append(make([]byte, 0, 256))
	buf = append(buf, '\n')
	s.wmu.Lock()
	defer s.wmu.Unlock()
	n, err := s.p.Stdin.Write(buf)
	if err != nil {
		if n < len(buf)-1 {
			// Not one whole message reached the server: it cannot have
			// acted on it.
			return fmt.Errorf("%w: write to the server: %w", ErrNotSent, err)
		}
		return fmt.Errorf("write to the server: %w", err)
	}
	return nil
}

func (s *stdioTransport) setProtocol(string) {}
func (s *stdioTransport) opened()            {}
func (s *stdioTransport) done() <-chan struct{} {
	return s.ended
}

func (s *stdioTransport) close() string {
	stderr := s.p.Stop()
	s.finish(nil)
	return stderr
}

// noteGarbage counts a line that is not a JSON-RPC message (a server
// printing to stdout), for the diagnosis.
func (s *stdioTransport) noteGarbage(line []byte) {
	s.garbageMu.Lock()
	defer s.garbageMu.Unlock()
	s.garbage++
	if s.firstGarbage == "" {
		if len(line) > 80 {
			line = line[:80]
		}
		s.firstGarbage = string(bytes.ToValidUTF8(line, []byte("?")))
	}
}

func (s *stdioTransport) explain(err error) error {
	s.garbageMu.Lock()
	readErr := s.readErr
	s.garbageMu.Unlock()
	if readErr != nil {
		err = fmt.Errorf("%w (%w)", err, readErr)
	}
	if hint := s.p.Diagnose(); hint != "" {
		err = fmt.Errorf("%w (%s)", err, hint)
	}
	s.garbageMu.Lock()
	defer s.garbageMu.Unlock()
	if s.garbage > 0 {
		err = fmt.Errorf("%w (it wrote %d line(s) on stdout that are not JSON-RPC, the first: %s)", err, s.garbage, s.firstGarbage)
	}
	return err
}
