package sandbox

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"
)

// Error codes a run fails with (Error.Code).
const (
	// CodeTimeout: the deadline passed (or the caller's context was
	// cancelled) before the script finished, or no run slot came free
	// before the deadline.
	CodeTimeout = "TIMEOUT"
	// CodeMaxToolCalls: the script tried more tool calls than
	// Config.MaxToolCalls allows. The run ends; the script cannot catch it.
	CodeMaxToolCalls = "MAX_TOOL_CALLS"
	// CodeOutputTooLarge: the script's value is more than
	// Config.MaxOutputBytes of JSON.
	CodeOutputTooLarge = "OUTPUT_TOO_LARGE"
	// CodeMemoryLimit: the Go heap grew more than Config.MaxMemory while
	// the script ran (in-process), or the isolated child ran out of its
	// address-space limit.
	CodeMemoryLimit = "MEMORY_LIMIT"
	// CodeServerNotAllowed: the script called a server outside
	// Config.AllowedServers, or the caller refused the server with
	// ErrServerNotAllowed. The run ends; the script cannot catch it.
	CodeServerNotAllowed = "SERVER_NOT_ALLOWED"
	// CodeSyntaxError: the code does not parse, uses import/export, or
	// names an unknown language. The message gives line:column in the
	// code as it was sent.
	CodeSyntaxError = "SYNTAX_ERROR"
	// CodeRuntimeError: an uncaught exception, a stack overflow, a value
	// that is not JSON (a function, a cycle, a BigInt), a promise that can
	// never settle, or input that is not JSON.
	CodeRuntimeError = "RUNTIME_ERROR"
	// CodeInputTooLarge: Script.Input is over Config.MaxInputBytes.
	CodeInputTooLarge = "INPUT_TOO_LARGE"
	// CodeCodeTooLarge: Script.Code is over Config.MaxCodeBytes.
	CodeCodeTooLarge = "CODE_TOO_LARGE"
)

// Languages a Script may declare.
const (
	LanguageJavaScript = "javascript"
	LanguageTypeScript = "typescript"
)

// Defaults for the zero values of Config.
const (
	// DefaultTimeout matches the documented code_execution_timeout_ms
	// default of 120000.
	DefaultTimeout            = 120 * time.Second
	DefaultPoolSize           = 10
	DefaultMaxCodeBytes       = 256 << 10
	DefaultMaxInputBytes      = 1 << 20
	DefaultMaxOutputBytes     = 1 << 20
	DefaultMaxLogBytes        = 64 << 10
	DefaultMaxToolResultBytes = 4 << 20
	DefaultMaxCallStackDepth  = 512
	DefaultMaxMemory          = 256 << 20
)

// Config bounds every run of a Runtime. Zero values take the defaults
// above; MaxToolCalls 0 means no limit.
type Config struct {
	// Timeout is each run's deadline, from the moment Run is called; the
	// wait for a free slot counts against it.
	Timeout time.Duration
	// MaxToolCalls caps the tool calls of one run (call_tool, each entry
	// of call_tools, and POST /mcp/call through fetch). 0: no limit.
	MaxToolCalls int
	// PoolSize is how many runs may execute at once; further runs wait
	// for a slot. It only limits concurrency: every run gets a fresh VM,
	// and no VM is ever reused.
	PoolSize int
	// MaxCodeBytes caps Script.Code (CODE_TOO_LARGE).
	MaxCodeBytes int
	// MaxInputBytes caps Script.Input (INPUT_TOO_LARGE), a fetch body,
	// and the JSON of one call's arguments.
	MaxInputBytes int
	// MaxOutputBytes caps the JSON of the script's value
	// (OUTPUT_TOO_LARGE).
	MaxOutputBytes int
	// MaxLogBytes caps the text of all log lines of a run; past it one
	// truncation marker is logged and the rest dropped.
	MaxLogBytes int
	// MaxToolResultBytes caps the JSON of one tool result handed to the
	// script; a larger result is a JavaScript error the script can catch.
	MaxToolResultBytes int
	// MaxCallStackDepth caps JavaScript call depth; deeper recursion is a
	// RUNTIME_ERROR.
	MaxCallStackDepth int
	// MaxMemory bounds how far the process's Go heap may grow above where
	// it stood when the run started (the larger of the heap and its GC
	// goal) before the run is stopped with MEMORY_LIMIT. It is a guard for
	// the process, sampled every few milliseconds: it cannot tell runs
	// apart, so concurrent runs share the headroom. It also scales the
	// caps on single built-in operations (see guards in runtime_guard.go).
	MaxMemory int64
	// AllowedServers lists the servers scripts may call; empty allows
	// every server the ToolCaller offers.
	AllowedServers []string
	// Isolate runs each script in a child process (a re-exec of the
	// current binary, with an empty environment) under an address-space
	// limit (Linux), with tool calls proxied over its stdin and stdout, and
	// kills it shortly after the deadline: the hard guarantee the
	// in-process guards cannot give, memory counted per run. Children are
	// started ahead of need (runtime_workers.go), so a run does not wait
	// for one; see runtime_isolate.go.
	Isolate bool
}

func (c Config) withDefaults() Config {
	if c.Timeout <= 0 {
		c.Timeout = DefaultTimeout
	}
	if c.MaxToolCalls < 0 {
		c.MaxToolCalls = 0
	}
	if c.PoolSize <= 0 {
		c.PoolSize = DefaultPoolSize
	}
	if c.MaxCodeBytes <= 0 {
		c.MaxCodeBytes = DefaultMaxCodeBytes
	}
	if c.MaxInputBytes <= 0 {
		c.MaxInputBytes = DefaultMaxInputBytes
	}
	if c.MaxOutputBytes <= 0 {
		c.MaxOutputBytes = DefaultMaxOutputBytes
	}
	if c.MaxLogBytes <= 0 {
		c.MaxLogBytes = DefaultMaxLogBytes
	}
	if c.MaxToolResultBytes <= 0 {
		c.MaxToolResultBytes = DefaultMaxToolResultBytes
	}
	if c.MaxCallStackDepth <= 0 {
		c.MaxCallStackDepth = DefaultMaxCallStackDepth
	}
	if c.MaxMemory <= 0 {
		c.MaxMemory = DefaultMaxMemory
	}
	return c
}

// Runtime runs code-mode scripts. It is safe for concurrent use; each Run
// gets a fresh VM.
type Runtime struct {
	cfg     Config
	slots   chan struct{}
	workers *workerPool // warm child processes, when isolated
	// ready holds VMs prepared ahead of the runs that will take them
	// (each is used once), so a run does not wait for its VM's set-up.
	ready chan *run
}

// New returns a Runtime bounded by cfg. An isolated Runtime starts its
// warm workers at once; Close ends them.
func New(cfg Config) *Runtime {
	cfg = cfg.withDefaults()
	r := &Runtime{cfg: cfg, slots: make(chan struct{}, cfg.PoolSize)}
	if cfg.Isolate {
		r.workers = newWorkerPool(min(cfg.PoolSize, maxWarmWorkers), cfg)
		r.workers.fill()
	} else {
		r.ready = make(chan *run, min(cfg.PoolSize, maxPreparedRuns))
	}
	return r
}

// maxPreparedRuns caps the VMs an in-process Runtime keeps prepared.
const maxPreparedRuns = 2

// takeRun is a prepared VM for one run, ready or made now; another is
// prepared in the background for the next run.
func (r *Runtime) takeRun() (*run, *Error) {
	var h *run
	select {
	case h = <-r.ready:
	default:
	}
	go r.prepareOne()
	if h == nil {
		return prepareNow(r.cfg)
	}
	return h, nil
}

// prepareNow prepares a VM for cfg on the caller's time.
func prepareNow(cfg Config) (*run, *Error) {
	h, err := prepareRun(cfg)
	if err != nil {
		return nil, newError(CodeRuntimeError, "%v", err)
	}
	return h, nil
}

// prepareOne prepares a VM unless enough are ready.
func (r *Runtime) prepareOne() {
	if len(r.ready) == cap(r.ready) {
		return
	}
	h, err := prepareRun(r.cfg)
	if err != nil {
		return // the next run prepares its own, and reports the error
	}
	select {
	case r.ready <- h:
	default:
	}
}

// maxWarmWorkers caps the child processes kept ready.
const maxWarmWorkers = 4

// Close ends the warm workers of an isolated Runtime; runs in flight end
// with their deadlines. An in-process Runtime has nothing to close.
func (r *Runtime) Close() {
	if r.workers != nil {
		r.workers.close()
	}
}

// Config returns the configuration in force, defaults filled in.
func (r *Runtime) Config() Config { return r.cfg }

// Script is the code to run and its input.
type Script struct {
	// Code is JavaScript or TypeScript. A Markdown code fence around it
	// is removed.
	Code string
	// Input is JSON the script sees as the global `input`; empty means {}.
	Input json.RawMessage
	// Language is LanguageJavaScript, LanguageTypeScript or "" (auto:
	// parsed as TypeScript, a superset that also accepts plain scripts).
	Language string
}

// LogLine is one line a script logged.
type LogLine struct {
	// Level is log, info, warn, error or debug.
	Level string `json:"level"`
	Text  string `json:"text"`
}

// Result is what a successful run returns.
type Result struct {
	// Value is the script's value as JSON: what it returns, or the value
	// of its last expression statement (see Run); null when there is none.
	Value     json.RawMessage `json:"value"`
	Logs      []LogLine       `json:"logs,omitempty"`
	ToolCalls int             `json:"toolCalls"`
	Duration  time.Duration   `json:"-"`
}

// Error is how a run fails. Logs and ToolCalls tell what the script did
// before it failed, so an agent can debug it.
type Error struct {
	Code      string        `json:"code"`
	Message   string        `json:"message"`
	Logs      []LogLine     `json:"logs,omitempty"`
	ToolCalls int           `json:"toolCalls"`
	Duration  time.Duration `json:"-"`
}

// Error returns "CODE: message".
func (e *Error) Error() string { return e.Code + ": " + e.Message }

func newError(code, format string, args ...any) *Error {
	return &Error{Code: code, Message: fmt.Sprintf(format, args...)}
}

// Run runs one script with caller as its only way to tools; parentID is
// the audit id of the execute_code call, passed on in every Call.
//
// The script's value: code without top-level await or return runs as a
// classic script, and its value is the completion value of the last
// statement, as eval would give it (`({ result: input.value * 2 })`).
// Code with top-level await or return runs as the body of an async
// function: its value is what it returns, and if it ends in an expression
// statement, or in a try/catch, if/else or block that does, the value of
// the one that ran is returned, as eval would give it (a finally block's
// value is dropped, as eval drops it). Either way a promise
// is awaited (timers run meanwhile) until it settles or the deadline
// passes; a promise that can never settle, because nothing is left that
// could settle it, fails at once with RUNTIME_ERROR. The value must be
// JSON: undefined becomes null, while a function, symbol, BigInt or cycle
// is a RUNTIME_ERROR.
//
// Failures are returned as *Error; Run returns no other error type.
func (r *Runtime) Run(ctx context.Context, s Script, caller ToolCaller, parentID string) (*Result, error) {
	start := time.Now()
	var res *Result
	var err *Error
	if r.cfg.Isolate {
		res, err = r.runIsolated(ctx, s, caller, parentID)
	} else {
		res, err = r.runInProcess(ctx, s, caller, parentID)
	}
	if err != nil {
		err.Duration = time.Since(start)
		return nil, err
	}
	res.Duration = time.Since(start)
	return res, nil
}

// checkScript applies the size caps and normalises the input.
func checkScript(cfg Config, s Script) (code, input string, e *Error) {
	if len(s.Code) > cfg.MaxCodeBytes {
		return "", "", newError(CodeCodeTooLarge, "the code is %d bytes; the limit is %d", len(s.Code), cfg.MaxCodeBytes)
	}
	if len(s.Input) > cfg.MaxInputBytes {
		return "", "", newError(CodeInputTooLarge, "the input is %d bytes of JSON; the limit is %d", len(s.Input), cfg.MaxInputBytes)
	}
	in := bytes.TrimSpace(s.Input)
	if len(in) == 0 || bytes.Equal(in, []byte("null")) {
		in = []byte("{}")
	}
	if !json.Valid(in) {
		return "", "", newError(CodeRuntimeError, "the input is not valid JSON")
	}
	return stripFences(s.Code), string(in), nil
}

// acquire waits for a run slot until ctx ends.
func (r *Runtime) acquire(ctx context.Context) (release func(), e *Error) {
	select {
	case r.slots <- struct{}{}:
		return func() { <-r.slots }, nil
	case <-ctx.Done():
		e = contextError(ctx, r.cfg.Timeout)
		e.Message += fmt.Sprintf(" while waiting for a run slot (all %d were busy)", r.cfg.PoolSize)
		return nil, e
	}
}

func (r *Runtime) runInProcess(ctx context.Context, s Script, caller ToolCaller, parentID string) (*Result, *Error) {
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
	return execScript(ctx, r.cfg, r.takeRun, s, caller, parentID)
}

// execScript checks and compiles s and runs it, until ctx ends, on the VM
// take gives (prepared for cfg).
func execScript(ctx context.Context, cfg Config, take func() (*run, *Error), s Script, caller ToolCaller, parentID string) (*Result, *Error) {
	code, input, e := checkScript(cfg, s)
	if e != nil {
		return nil, e
	}
	prog, e := compileScript(ctx, code, s.Language)
	if e != nil {
		if ctx.Err() != nil {
			return nil, contextError(ctx, cfg.Timeout)
		}
		return nil, e
	}
	if caller == nil {
		caller = noCaller{}
	}
	h, e := take()
	if e != nil {
		return nil, e
	}
	return h.begin(ctx, caller, parentID, cfg.Timeout).execute(prog, input)
}

// contextError describes why ctx ended.
func contextError(ctx context.Context, timeout time.Duration) *Error {
	// A guard that finds no time left before the deadline has passed (ctx
	// not yet done) reports the deadline too.
	if err := ctx.Err(); err == nil || errors.Is(err, context.DeadlineExceeded) {
		return newError(CodeTimeout, "the script did not finish within its %s deadline", timeout)
	}
	if cause := context.Cause(ctx); cause != nil && !errors.Is(cause, context.Canceled) {
		return newError(CodeTimeout, "the run was cancelled: %v", cause)
	}
	return newError(CodeTimeout, "the run was cancelled")
}
