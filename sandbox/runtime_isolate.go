package sandbox

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"reflect"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/mcpscan/mcpscan/catalog"
)

// Isolated runs (Config.Isolate). The parent re-executes its own binary
// with isolatedEnv set and nothing else in the environment (no tokens or
// keys reach the child); the package's init sees the variable and serves
// one run instead of starting the program. The child limits its own
// address space (RLIMIT_AS, Linux), runs the script with the in-process
// runtime, and asks the parent over its stdin and stdout, one JSON message
// a line, for every server list, tool list and tool call. The parent makes
// those calls with its ToolCaller, checks the allowed servers and the call
// budget again (a child that broke out of the VM must not be trusted), and
// kills the child isolateGrace after the deadline. A child that runs out
// of memory dies without harming the parent: MEMORY_LIMIT.
//
// Any binary that imports this package can serve as the child; nothing
// needs to be called from main. Starting a child costs the start-up of
// the binary (tens of milliseconds), so Isolate suits untrusted code more
// than tight loops of small scripts.

// isolatedEnv marks the child process.
const isolatedEnv = "MCPSCAN_SANDBOX_ISOLATED"

// isolateGrace is how long after the deadline the parent waits for the
// child's own TIMEOUT report (with its logs) before killing it.
const isolateGrace = 100 * time.Millisecond

// isolateHeadroom is the address space a child may add to what it had at
// start-up, beyond twice MaxMemory: goroutine and thread stacks, GC
// metadata, and the heap's 64 MiB arena steps.
const isolateHeadroom = 512 << 20

func init() {
	if os.Getenv(isolatedEnv) == "1" {
		os.Exit(serveIsolated(os.Stdin, os.Stdout))
	}
	if os.Getenv(probeEnv) == "1" {
		os.Exit(serveProbe(os.Stdin, os.Stdout))
	}
}

// isoPrepare is the parent's first line to a child: the configuration its
// run will have, so the child prepares the VM while it waits.
type isoPrepare struct {
	Config Config `json:"config"`
}

// isoRequest is the parent's second line to the child: the run.
type isoRequest struct {
	Config   Config          `json:"config"`
	Code     string          `json:"code"`
	Input    json.RawMessage `json:"input,omitempty"`
	Language string          `json:"language,omitempty"`
	ParentID string          `json:"parentId,omitempty"`
	Deadline time.Time       `json:"deadline"`
	// AddressSpace is what the child may add to its address space at
	// start-up (RLIMIT_AS); 0 sets no limit.
	AddressSpace uint64 `json:"addressSpace,omitempty"`
}

// isoMessage is a line from the child: a call to make, or the run's end.
type isoMessage struct {
	Type   string         `json:"type"` // "call" or "done"
	ID     int64          `json:"id,omitempty"`
	Method string         `json:"method,omitempty"` // "servers", "tools" or "call"
	Server string         `json:"server,omitempty"`
	Tool   string         `json:"tool,omitempty"`
	Args   map[string]any `json:"args,omitempty"`
	Result *Result        `json:"result,omitempty"`
	Error  *Error         `json:"error,omitempty"`
}

// isoReply answers a call.
type isoReply struct {
	ID      int64           `json:"id"`
	Servers []ServerInfo    `json:"servers,omitempty"`
	Tools   json.RawMessage `json:"tools,omitempty"`
	Value   json.RawMessage `json:"value,omitempty"`
	IsError bool            `json:"isError,omitempty"`
	// ErrKind is "not_allowed", "denied" or "failed" when the call could
	// not be made; ErrMsg says why.
	ErrKind string `json:"errKind,omitempty"`
	ErrMsg  string `json:"errMsg,omitempty"`
}

func (r *Runtime) runIsolated(ctx context.Context, s Script, caller ToolCaller, parentID string) (*Result, *Error) {
	if _, _, e := checkScript(r.cfg, s); e != nil {
		return nil, e
	}
	ctx, cancel := context.WithTimeout(ctx, r.cfg.Timeout)
	defer cancel()
	release, e := r.acquire(ctx)
	if e != nil {
		return nil, e
	}
	defer release()
	if caller == nil {
		caller = noCaller{}
	}
	deadline, _ := ctx.Deadline()
	cfg := r.cfg
	cfg.Isolate = false
	req := isoRequest{
		Config: cfg, Code: s.Code, Input: s.Input, Language: s.Language, ParentID: parentID, Deadline: deadline,
		AddressSpace: 2*nonNegative(cfg.MaxMemory) + isolateHeadroom,
	}
	w, err := r.workers.get(ctx)
	if err != nil {
		return nil, newError(CodeRuntimeError, "start the isolated sandbox: %v", err)
	}
	// The replacement starts after the run: started during it, it would
	// take the run's CPU.
	defer r.workers.fill()
	return runChild(ctx, w, req, caller)
}

// runChild runs one request in a started child and serves its calls; the
// child ends with the run.
func runChild(ctx context.Context, w *worker, req isoRequest, caller ToolCaller) (*Result, *Error) {
	// The child is killed isolateGrace after the parent's deadline (the
	// child's own clock is not trusted), or at once if the caller cancels.
	deadline, ok := ctx.Deadline()
	if !ok {
		deadline = req.Deadline
	}
	killCtx, kill := context.WithDeadline(context.WithoutCancel(ctx), deadline.Add(isolateGrace))
	defer kill()
	stopKill := context.AfterFunc(ctx, func() {
		if !errors.Is(ctx.Err(), context.DeadlineExceeded) {
			kill()
		}
	})
	defer stopKill()
	stopProcess := context.AfterFunc(killCtx, func() { _ = w.cmd.Process.Kill() })
	defer stopProcess()
	stdin, stdout, stderr := w.stdin, w.stdout, w.stderr

	var writeMu sync.Mutex
	enc := json.NewEncoder(stdin)
	send := func(v any) {
		writeMu.Lock()
		defer writeMu.Unlock()
		_ = enc.Encode(v) // a child that is gone reads nothing more
	}
	send(req)

	callCtx, cancelCalls := context.WithCancel(ctx)
	var calls sync.WaitGroup
	p := &parentSide{req: req, caller: caller}
	var done *isoMessage
	cfg := req.Config
	sc := bufio.NewScanner(stdout)
	sc.Buffer(make([]byte, 0, 64<<10), 6*(cfg.MaxOutputBytes+cfg.MaxLogBytes+cfg.MaxInputBytes)+(1<<20))
	for sc.Scan() {
		var m isoMessage
		if err := json.Unmarshal(sc.Bytes(), &m); err != nil {
			break
		}
		if m.Type == "done" {
			done = &m
			break
		}
		if m.Type == "call" {
			calls.Go(func() { send(p.serve(callCtx, m)) })
		}
	}
	cancelCalls()
	calls.Wait()
	_ = stdin.Close()
	var waitErr error
	if done != nil {
		// One run per child: it is ended off the caller's time.
		go w.kill()
	} else {
		// No outcome: what the child died of is in how it exited.
		select {
		case <-w.exited:
		case <-killCtx.Done():
			<-w.exited
		case <-time.After(time.Second):
			w.kill()
		}
		waitErr = w.err
	}

	switch {
	case done != nil && done.Error != nil:
		return nil, done.Error
	case done != nil && done.Result != nil:
		return done.Result, nil
	case killCtx.Err() != nil && ctx.Err() != nil:
		e := contextError(ctx, cfg.Timeout)
		e.Message += " (the isolated process was killed)"
		return nil, e
	case strings.Contains(stderr.String(), "out of memory"):
		return nil, newError(CodeMemoryLimit, "the isolated process ran out of memory (address-space limit %d MiB above its start)", req.AddressSpace>>20)
	}
	return nil, newError(CodeRuntimeError, "the isolated process failed: %v\n%s", waitErr, firstLines(stderr.String(), 8))
}

// parentSide makes the child's calls with the real caller.
type parentSide struct {
	req    isoRequest
	caller ToolCaller
	mu     sync.Mutex
	calls  int
}

func (p *parentSide) serve(ctx context.Context, m isoMessage) isoReply {
	reply := isoReply{ID: m.ID}
	fail := func(err error) isoReply {
		switch {
		case errors.Is(err, ErrServerNotAllowed):
			reply.ErrKind = "not_allowed"
		case errors.Is(err, ErrDenied):
			reply.ErrKind = "denied"
		default:
			reply.ErrKind = "failed"
		}
		reply.ErrMsg = err.Error()
		return reply
	}
	cfg := p.req.Config
	allowed := len(cfg.AllowedServers) == 0 || slices.Contains(cfg.AllowedServers, m.Server)
	switch m.Method {
	case "servers":
		servers, err := p.caller.Servers(ctx)
		if err != nil {
			return fail(err)
		}
		reply.Servers = servers
	case "tools":
		if !allowed {
			return fail(fmt.Errorf("%q: %w", m.Server, ErrServerNotAllowed))
		}
		tools, err := p.caller.Tools(ctx, m.Server)
		if err != nil {
			return fail(err)
		}
		if reply.Tools, err = json.Marshal(tools); err != nil {
			return fail(err)
		}
	case "call":
		if !allowed {
			return fail(fmt.Errorf("%q: %w", m.Server, ErrServerNotAllowed))
		}
		p.mu.Lock()
		p.calls++
		over := cfg.MaxToolCalls > 0 && p.calls > cfg.MaxToolCalls
		p.mu.Unlock()
		if over {
			return fail(fmt.Errorf("more than %d tool calls", cfg.MaxToolCalls))
		}
		res, err := p.caller.CallTool(ctx, Call{Server: m.Server, Tool: m.Tool, Args: m.Args, ParentID: p.req.ParentID})
		if err != nil {
			return fail(err)
		}
		val, isErr := PlainResult(res)
		b, err := marshalJSON(val)
		if err != nil {
			return fail(err)
		}
		reply.Value, reply.IsError = b, isErr
	default:
		return fail(fmt.Errorf("unknown method %q", m.Method))
	}
	return reply
}

// cappedBuffer keeps the first max bytes written to it.
type cappedBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
	max int
}

func (c *cappedBuffer) Write(p []byte) (int, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if room := c.max - c.buf.Len(); room > 0 {
		c.buf.Write(p[:min(len(p), room)])
	}
	return len(p), nil
}

func (c *cappedBuffer) String() string {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.buf.String()
}

// serveIsolated is the child: it reads one request, limits its address
// space, runs the script in process, and writes the outcome. It returns
// the exit code.
func serveIsolated(in io.Reader, out io.Writer) int {
	dec := json.NewDecoder(bufio.NewReader(in))
	var prep isoPrepare
	if err := dec.Decode(&prep); err != nil {
		fmt.Fprintf(os.Stderr, "sandbox child: read the configuration: %v\n", err)
		return 2
	}
	// A warm child has readied the parsers and prepared its VM while it
	// waited, so its run starts at once.
	warmCtx, warmCancel := context.WithTimeout(context.Background(), 5*time.Second)
	_, _ = execScript(warmCtx, prep.Config, func() (*run, *Error) { return prepareNow(prep.Config) }, Script{Code: "[1].map(x => x + 1)"}, nil, "")
	warmCancel()
	h, e := prepareNow(prep.Config)
	if e != nil {
		fmt.Fprintf(os.Stderr, "sandbox child: %v\n", e)
		return 2
	}
	if _, err := out.Write(append(append([]byte(nil), readyLine...), '\n')); err != nil {
		return 2
	}
	var req isoRequest
	if err := dec.Decode(&req); err != nil {
		fmt.Fprintf(os.Stderr, "sandbox child: read the request: %v\n", err)
		return 2
	}
	if req.AddressSpace > 0 && !raceBuild {
		if err := limitAddressSpace(req.AddressSpace); err != nil {
			fmt.Fprintf(os.Stderr, "sandbox child: %v\n", err)
			return 2
		}
	}
	cfg := req.Config
	cfg.Isolate = false
	cfg.Timeout = time.Until(req.Deadline)
	if cfg.Timeout <= 0 {
		cfg.Timeout = time.Millisecond
	}
	if !sameLimits(cfg, prep.Config) {
		h = nil // prepared for other limits: the run prepares its own
	}
	ctx, cancel := context.WithDeadline(context.Background(), req.Deadline)
	defer cancel()
	pc := &pipeCaller{enc: json.NewEncoder(out), pending: map[int64]chan isoReply{}}
	go pc.readReplies(dec, cancel)
	take := func() (*run, *Error) {
		if h == nil {
			return prepareNow(cfg)
		}
		return h, nil
	}
	res, e := execScript(ctx, cfg, take, Script{Code: req.Code, Input: req.Input, Language: req.Language}, pc, req.ParentID)
	msg := isoMessage{Type: "done", Result: res, Error: e}
	pc.send(msg)
	return 0
}

// sameLimits reports whether a VM prepared for b serves a run under a:
// the configurations differ at most in the timeout.
func sameLimits(a, b Config) bool {
	a.Timeout, b.Timeout = 0, 0
	a.Isolate, b.Isolate = false, false
	return reflect.DeepEqual(a, b)
}

// pipeCaller is the child's ToolCaller: each call is a message to the
// parent and a wait for its reply.
type pipeCaller struct {
	mu      sync.Mutex
	enc     *json.Encoder
	pending map[int64]chan isoReply
	lastID  int64
	closed  bool
}

func (p *pipeCaller) send(v any) {
	p.mu.Lock()
	defer p.mu.Unlock()
	_ = p.enc.Encode(v) // a parent that is gone reads nothing more
}

// readReplies hands each reply to its waiting call; when the parent goes
// away it fails them all and cancels the run.
func (p *pipeCaller) readReplies(dec *json.Decoder, cancel context.CancelFunc) {
	for {
		var r isoReply
		if err := dec.Decode(&r); err != nil {
			p.mu.Lock()
			p.closed = true
			for id, ch := range p.pending {
				close(ch)
				delete(p.pending, id)
			}
			p.mu.Unlock()
			cancel()
			return
		}
		p.mu.Lock()
		ch := p.pending[r.ID]
		delete(p.pending, r.ID)
		p.mu.Unlock()
		if ch != nil {
			ch <- r
		}
	}
}

var errParentGone = errors.New("the parent process is gone")

func (p *pipeCaller) roundTrip(ctx context.Context, m isoMessage) (isoReply, error) {
	ch := make(chan isoReply, 1)
	p.mu.Lock()
	if p.closed {
		p.mu.Unlock()
		return isoReply{}, errParentGone
	}
	p.lastID++
	m.ID, m.Type = p.lastID, "call"
	p.pending[m.ID] = ch
	_ = p.enc.Encode(m)
	p.mu.Unlock()
	select {
	case r, ok := <-ch:
		if !ok {
			return isoReply{}, errParentGone
		}
		switch r.ErrKind {
		case "":
			return r, nil
		case "not_allowed":
			return r, fmt.Errorf("%s: %w", r.ErrMsg, ErrServerNotAllowed)
		case "denied":
			return r, fmt.Errorf("%s: %w", r.ErrMsg, ErrDenied)
		default:
			return r, errors.New(r.ErrMsg)
		}
	case <-ctx.Done():
		p.mu.Lock()
		delete(p.pending, m.ID)
		p.mu.Unlock()
		return isoReply{}, ctx.Err()
	}
}

func (p *pipeCaller) Servers(ctx context.Context) ([]ServerInfo, error) {
	r, err := p.roundTrip(ctx, isoMessage{Method: "servers"})
	return r.Servers, err
}

func (p *pipeCaller) Tools(ctx context.Context, server string) ([]catalog.Tool, error) {
	r, err := p.roundTrip(ctx, isoMessage{Method: "tools", Server: server})
	if err != nil {
		return nil, err
	}
	var tools []catalog.Tool
	if err := json.Unmarshal(r.Tools, &tools); err != nil {
		return nil, fmt.Errorf("tools of %q: %w", server, err)
	}
	return tools, nil
}

func (p *pipeCaller) CallTool(ctx context.Context, c Call) (*mcp.CallToolResult, error) {
	r, err := p.roundTrip(ctx, isoMessage{Method: "call", Server: c.Server, Tool: c.Tool, Args: c.Args})
	if err != nil {
		return nil, err
	}
	var v any
	if len(r.Value) > 0 {
		if err := json.Unmarshal(r.Value, &v); err != nil {
			return nil, fmt.Errorf("result of %s/%s: %w", c.Server, c.Tool, err)
		}
	}
	if r.IsError {
		msg, _ := v.(string)
		return mcp.NewToolResultError(msg), nil
	}
	return &mcp.CallToolResult{StructuredContent: v}, nil
}
