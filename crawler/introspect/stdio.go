package introspect

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"os"
	"os/exec"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/client/transport"
)

var errProcessExited = errors.New("server process exited")

// Process is a stdio server started in its own process group with a clean
// environment (only the variables its configuration names, plus PATH, and
// HOME pointing at a fresh temp dir), stdout counted and watched for
// garbage, and stderr kept as a capped tail.
type Process struct {
	// Stdin is the server's standard input; Stdout its standard output,
	// counted and watched for lines that are not JSON (Diagnose reports
	// them). RawStdout is the same output only counted, for a reader that
	// parses every line itself anyway.
	Stdin     io.WriteCloser
	Stdout    io.Reader
	RawStdout io.Reader
	// Exited is closed when the process has ended.
	Exited <-chan struct{}

	counter  *byteCounter
	out      *guardedReader
	stderr   *tailBuffer
	stopOnce sync.Once
	stopFn   func()
	waitErr  *error
}

// StartProcess starts t's command. limits.MaxBytes caps what is read from
// its stdout in all and limits.MaxStderr the stderr tail kept.
func StartProcess(t Target, limits Limits) (*Process, error) {
	limits = limits.withDefaults()
	if t.Command == "" {
		return nil, errors.New("no command to start")
	}
	cmd := exec.Command(t.Command, t.Args...) //nolint:gosec,noctx // the point is to run the configured server; its lifetime is managed below, not by a context
	cmd.Dir = t.Dir
	cleanup := func() {}
	if t.ClientEnv {
		cmd.Env = clientEnv(t.Env)
	} else {
		home, err := os.MkdirTemp("", "mcpscan-server-")
		if err != nil {
			return nil, fmt.Errorf("make a home dir for the server: %w", err)
		}
		cleanup = func() { _ = os.RemoveAll(home) }
		cmd.Env = serverEnv(t.Env, home)
		if cmd.Dir == "" {
			cmd.Dir = home
		}
	}
	ownProcessGroup(cmd)
	// Bound how long Wait may block on a grandchild holding stderr open.
	cmd.WaitDelay = time.Second

	// Plain os.Pipes, not cmd.StdoutPipe: Wait closes the latter as soon as
	// the process exits, which could drop the last response before the
	// reader has seen it.
	stdoutR, stdoutW, err := os.Pipe()
	if err != nil {
		cleanup()
		return nil, err
	}
	stdinR, stdinW, err := os.Pipe()
	if err != nil {
		cleanup()
		_ = stdoutR.Close()
		_ = stdoutW.Close()
		return nil, err
	}
	stderr := &tailBuffer{max: limits.MaxStderr}
	cmd.Stdin, cmd.Stdout, cmd.Stderr = stdinR, stdoutW, stderr
	if err := cmd.Start(); err != nil {
		cleanup()
		for _, f := range []*os.File{stdoutR, stdoutW, stdinR, stdinW} {
			_ = f.Close()
		}
		return nil, fmt.Errorf("start %s: %w", t.Command, err)
	}
	_ = stdoutW.Close() // the child holds its own copies
	_ = stdinR.Close()

	exited := make(chan struct{})
	var waitErr error
	go func() {
		waitErr = cmd.Wait()
		close(exited)
	}()
	counter := &byteCounter{max: limits.MaxBytes}
	p := &Process{Stdin: stdinW, Exited: exited, counter: counter, stderr: stderr, waitErr: &waitErr}
	p.out = &guardedReader{r: stdoutR, counter: counter}
	p.Stdout = p.out
	p.RawStdout = &countingReader{r: stdoutR, counter: counter}
	p.stopFn = func() {
		_ = stdinW.Close() // a polite server exits when its input ends
		select {
		case <-exited:
		case <-time.After(300 * time.Millisecond):
		}
		killProcessGroup(cmd)
		<-exited
		_ = stdoutR.Close()
		cleanup()
	}
	return p, nil
}

// Stop ends the process (its whole group) and returns the tail of its
// stderr. It may be called more than once.
func (p *Process) Stop() string {
	p.stopOnce.Do(p.stopFn)
	return p.stderr.String()
}

// Stderr is the tail of what the process wrote to stderr so far.
func (p *Process) Stderr() string { return p.stderr.String() }

// TooLarge reports whether the server wrote more than its byte cap.
func (p *Process) TooLarge() bool { return p.counter.exceeded() }

// Diagnose is a hint about why the server misbehaved, or "": it exited (with
// its status), or it wrote lines on stdout that are not JSON.
func (p *Process) Diagnose() string {
	var hints []string
	// A server that died is usually still being reaped when its stdout
	// closes; give Wait a moment so the exit status can be reported.
	select {
	case <-p.Exited:
	case <-time.After(200 * time.Millisecond):
	}
	select {
	case <-p.Exited:
		if *p.waitErr != nil {
			hints = append(hints, "the server process exited: "+(*p.waitErr).Error())
		} else {
			hints = append(hints, "the server process exited")
		}
	default:
	}
	if n, first := p.out.garbage(); n > 0 {
		hints = append(hints, fmt.Sprintf("it wrote %d line(s) on stdout that are not valid JSON, the first: %s", n, first))
	}
	return strings.Join(hints, "; ")
}

// connectStdio starts the server and an mcp-go client on its pipes.
func connectStdio(ctx context.Context, t Target, limits Limits) (*connection, error) {
	p, err := StartProcess(t, limits)
	if err != nil {
		return nil, err
	}
	tr := transport.NewIO(p.Stdout, p.Stdin, nil)
	// The transport logs read failures through slog.Default; those are ours
	// to report, with context, not the library's to print.
	transport.WithCommandLogger(slog.New(slog.DiscardHandler))(tr)
	c := client.NewClient(tr, clientOptions(t, limits)...)
	if err := c.Start(ctx); err != nil {
		p.Stop()
		return nil, err
	}
	return &connection{client: c, exited: p.Exited, stop: p.Stop, diagnos: p.Diagnose, counter: p.counter, limit: limits.MaxBytes}, nil
}

// serverEnv is the whole environment a scanned server gets. Nothing of the
// scanner's own environment leaks in but PATH (to find node, npx, python).
func serverEnv(vars map[string]string, home string) []string {
	env := []string{
		"PATH=" + os.Getenv("PATH"),
		"HOME=" + home,
		"TMPDIR=" + home,
	}
	if runtime.GOOS == "windows" {
		env = append(env, "USERPROFILE="+home, "SystemRoot="+os.Getenv("SystemRoot"), "TEMP="+home, "TMP="+home)
	}
	for k, v := range vars {
		env = append(env, k+"="+v)
	}
	return env
}

// clientInherited are the variables of its own environment an MCP client
// passes on to the servers it starts: the official TypeScript SDK's
// default list, which Claude Desktop, VS Code, Cursor and the Inspector
// use.
func clientInherited() []string {
	if runtime.GOOS == "windows" {
		return []string{"APPDATA", "HOMEDRIVE", "HOMEPATH", "LOCALAPPDATA", "PATH", "PROCESSOR_ARCHITECTURE",
			"SYSTEMDRIVE", "SYSTEMROOT", "TEMP", "USERNAME", "USERPROFILE", "PROGRAMFILES"}
	}
	return []string{"HOME", "LOGNAME", "PATH", "SHELL", "TERM", "USER"}
}

// clientEnv is the environment a client would give a server: the
// inherited variables (those that are set; a value that looks like a
// shell function is left out, as the SDK does) and the config's own.
func clientEnv(vars map[string]string) []string {
	var env []string
	for _, k := range clientInherited() {
		v, ok := os.LookupEnv(k)
		if !ok || strings.HasPrefix(v, "()") {
			continue
		}
		if _, own := vars[k]; !own {
			env = append(env, k+"="+v)
		}
	}
	for k, v := range vars {
		env = append(env, k+"="+v)
	}
	return env
}

// byteCounter counts bytes read from a server and trips at a cap.
type byteCounter struct {
	n   atomic.Int64
	max int64
}

func (c *byteCounter) add(n int) error {
	if c.n.Add(int64(n)) > c.max {
		return ErrTooLarge
	}
	return nil
}

func (c *byteCounter) exceeded() bool { return c.n.Load() > c.max }

// countingReader counts the bytes of a stdio server's stdout.
type countingReader struct {
	r       io.Reader
	counter *byteCounter
}

func (c *countingReader) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	if cerr := c.counter.add(n); cerr != nil {
		return n, cerr
	}
	return n, err
}

// guardedReader counts the bytes of a stdio server's stdout and notes lines
// that are not JSON (mcp-go skips those silently, which would leave a
// garbage-printing server looking merely slow).
type guardedReader struct {
	r       io.Reader
	counter *byteCounter

	mu       sync.Mutex
	line     []byte // the current line, up to maxCheckedLine bytes
	long     bool   // the current line outgrew the buffer; not checked
	badLines int
	firstBad string
}

// maxCheckedLine bounds the memory spent checking lines; a longer line is
// passed on unchecked (the byte cap still applies).
const maxCheckedLine = 1 << 20

func (g *guardedReader) Read(p []byte) (int, error) {
	n, err := g.r.Read(p)
	g.scan(p[:n])
	if cerr := g.counter.add(n); cerr != nil {
		return n, cerr
	}
	return n, err
}

func (g *guardedReader) scan(b []byte) {
	g.mu.Lock()
	defer g.mu.Unlock()
	for len(b) > 0 {
		i := bytes.IndexByte(b, '\n')
		chunk := b
		if i >= 0 {
			chunk = b[:i]
		}
		if !g.long {
			if len(g.line)+len(chunk) > maxCheckedLine {
				g.long, g.line = true, g.line[:0]
			} else {
				g.line = append(g.line, chunk...)
			}
		}
		if i < 0 {
			return
		}
		g.endLine()
		b = b[i+1:]
	}
}

func (g *guardedReader) endLine() {
	line := bytes.TrimSpace(g.line)
	if !g.long && len(line) > 0 && !json.Valid(line) {
		g.badLines++
		if g.firstBad == "" {
			g.firstBad = shorten(string(line), 80)
		}
	}
	g.line, g.long = g.line[:0], false
}

func (g *guardedReader) garbage() (int, string) {
	g.mu.Lock()
	defer g.mu.Unlock()
	n, first := g.badLines, g.firstBad
	if rest := bytes.TrimSpace(g.line); len(rest) > 0 && !json.Valid(rest) {
		n++ // an unterminated line that cannot become JSON counts too
		if first == "" {
			first = shorten(string(rest), 80)
		}
	}
	return n, first
}

// tailBuffer keeps the last max bytes written to it.
type tailBuffer struct {
	mu      sync.Mutex
	max     int
	buf     []byte
	dropped bool
}

func (t *tailBuffer) Write(p []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.buf = append(t.buf, p...)
	if over := len(t.buf) - t.max; over > 0 {
		t.buf = append(t.buf[:0], t.buf[over:]...)
		t.dropped = true
	}
	return len(p), nil
}

func (t *tailBuffer) String() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.dropped {
		return "…" + string(t.buf)
	}
	return string(t.buf)
}

// countingTransport caps the bytes an HTTP server may send in all.
type countingTransport struct {
	base    http.RoundTripper
	counter *byteCounter
}

func (t *countingTransport) RoundTrip(req *http.Request) (*http.Response, error) {
	resp, err := t.base.RoundTrip(req)
	if err != nil {
		return nil, err
	}
	resp.Body = &countingBody{ReadCloser: resp.Body, counter: t.counter}
	return resp, nil
}

type countingBody struct {
	io.ReadCloser
	counter *byteCounter
}

func (b *countingBody) Read(p []byte) (int, error) {
	n, err := b.ReadCloser.Read(p)
	if cerr := b.counter.add(n); cerr != nil {
		return n, cerr
	}
	return n, err
}
