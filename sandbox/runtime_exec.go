package sandbox

import (
	"context"
	"errors"
	"fmt"
	"reflect"
	"regexp"
	"strconv"
	"strings"
	"sync/atomic"
	"time"

	"github.com/dop251/goja"
	"github.com/dop251/goja/parser"
)

// run is one execution: a fresh VM, its host API and its accounting. All
// fields but stopped are touched only by the goroutine running the VM.
type run struct {
	cfg      Config
	ctx      context.Context
	caller   ToolCaller
	parentID string
	lim      limits
	vm       *goja.Runtime
	intr     intrinsics
	// shiftCol is what the async wrapper adds to columns on line 1.
	shiftCol int

	// stopped holds the first reason the run was stopped from outside the
	// script (deadline, memory, tool budget, server not allowed); the VM
	// is interrupted right after it is set.
	stopped atomic.Pointer[Error]

	toolCalls int
	logs      []LogLine
	logBytes  int
	logsFull  bool
	timers    timerQueue
	guards    guardState
	// native runs nativeFn inside the VM with exceptions caught, for the
	// work done after the script (serialising its value, describing an
	// exception), which may call back into script code.
	native   goja.Callable
	nativeFn func() goja.Value
}

// prepareRun makes a run's VM and installs the host API and the guards:
// everything that does not depend on the script, its input or the call.
// Done ahead of a run (see Runtime.takeRun) it takes that work off the
// run's latency; the VM is still used by one run only.
func prepareRun(cfg Config) (h *run, err error) {
	defer func() {
		if x := recover(); x != nil {
			h, err = nil, fmt.Errorf("internal error in the sandbox: %v", x)
		}
	}()
	h = &run{cfg: cfg, lim: limitsFor(cfg)}
	h.vm = goja.New()
	h.vm.SetMaxCallStackSize(cfg.MaxCallStackDepth)
	// eval and Function parse at run time: no source map may be loaded.
	h.vm.SetParserOptions(parser.WithDisableSourceMaps)
	if err := h.install(); err != nil {
		return nil, fmt.Errorf("set up the sandbox: %w", err)
	}
	if err := h.warm(); err != nil {
		return nil, fmt.Errorf("set up the sandbox: %w", err)
	}
	return h, nil
}

// warm does ahead of the run the set-up goja and the host do lazily on
// first use, so a script's first tool call or its value does not pay for
// it: the native wrapper inVM calls through, and the built-ins that
// encoding arguments and decoding results touch (Object.prototype's
// property table, JSON.parse). It runs before the script exists and
// leaves nothing a script can see.
func (h *run) warm() error {
	_, err := h.inVM(func() goja.Value {
		o := h.parseJSON([]byte(`{"a":[1]}`))
		_, _ = h.encodeJSON(o, 64)
		return goja.Undefined()
	})
	return err
}

// begin gives a prepared run its call: the context that bounds it, the
// way to tools, the parent audit id and the timeout it reports.
func (h *run) begin(ctx context.Context, caller ToolCaller, parentID string, timeout time.Duration) *run {
	h.ctx, h.caller, h.parentID = ctx, caller, parentID
	h.cfg.Timeout = timeout
	return h
}

// errStopped is the interrupt value; the reason is in run.stopped.
var errStopped = errors.New("sandbox: run stopped")

// stop ends the run: the first reason wins, and the VM is interrupted so
// the script stops at its next instruction (Go code it is in, such as a
// tool call, sees the cancelled context instead).
func (h *run) stop(e *Error) {
	h.stopped.CompareAndSwap(nil, e)
	if h.vm != nil {
		h.vm.Interrupt(errStopped)
	}
}

// stopForContext stops the run because its context ended.
func (h *run) stopForContext() {
	h.stop(contextError(h.ctx, h.cfg.Timeout))
}

// execute runs the program to a JSON value. It returns only when the VM is
// done: the deadline interrupts the script, and nothing runs the VM after.
func (h *run) execute(prog *compiled, input string) (res *Result, e *Error) {
	defer func() {
		// A panic in goja or in a host function must not take the process
		// down; the VM is discarded anyway.
		if x := recover(); x != nil {
			res, e = nil, h.fail(newError(CodeRuntimeError, "internal error in the sandbox: %v", x))
		}
	}()
	vm := h.vm
	if err := h.setInput(input); err != nil {
		return nil, h.fail(newError(CodeRuntimeError, "set up the sandbox: %v", err))
	}

	stopTimer := context.AfterFunc(h.ctx, h.stopForContext)
	defer stopTimer()
	stopWatch := h.watchMemory()
	defer stopWatch()

	h.shiftCol = prog.shiftCol
	v, err := vm.RunProgram(prog.prog)
	if err != nil {
		return nil, h.fail(h.classify(err))
	}
	v, fe := h.settle(v)
	if fe != nil {
		return nil, h.fail(fe)
	}
	out, fe := h.serializeResult(v)
	if fe != nil {
		return nil, h.fail(fe)
	}
	// A stop for the tool budget or an unlisted server always fails the
	// run, even if the script got past the interrupt; a deadline that
	// passed as the script finished does not undo the finished work.
	if s := h.stopped.Load(); s != nil && s.Code != CodeTimeout {
		return nil, h.fail(s)
	}
	return &Result{Value: out, Logs: h.logs, ToolCalls: h.toolCalls}, nil
}

// fail attaches what the script did so far to e.
func (h *run) fail(e *Error) *Error {
	out := *e
	out.Logs = h.logs
	out.ToolCalls = h.toolCalls
	return &out
}

// settle waits for a promise value to settle, running timers meanwhile.
func (h *run) settle(v goja.Value) (goja.Value, *Error) {
	p, ok := asPromise(v)
	if !ok {
		return v, nil
	}
	for {
		switch p.State() {
		case goja.PromiseStateFulfilled:
			return p.Result(), nil
		case goja.PromiseStateRejected:
			return nil, h.uncaught(p.Result(), nil)
		}
		t := h.timers.next()
		if t == nil {
			return nil, newError(CodeRuntimeError, "the script's promise never settles: it awaits something nothing is left to resolve "+
				"(no timer or call is pending)")
		}
		if wait := time.Until(t.due); wait > 0 {
			tm := time.NewTimer(wait)
			select {
			case <-tm.C:
			case <-h.ctx.Done():
				tm.Stop()
				h.stopForContext()
				return nil, h.stopped.Load()
			}
		}
		h.timers.remove(t.id)
		if _, err := t.fn(goja.Undefined(), t.args...); err != nil {
			return nil, h.classify(err)
		}
	}
}

var promiseType = reflect.TypeOf((*goja.Promise)(nil))

func asPromise(v goja.Value) (*goja.Promise, bool) {
	o, ok := v.(*goja.Object)
	if !ok || o.ExportType() != promiseType {
		return nil, false
	}
	p, ok := o.Export().(*goja.Promise)
	return p, ok
}

// classify turns an error from the VM into the run's failure.
func (h *run) classify(err error) *Error {
	if s := h.stopped.Load(); s != nil {
		return s
	}
	if h.ctx.Err() != nil {
		h.stopForContext()
		return h.stopped.Load()
	}
	var so *goja.StackOverflowError
	if errors.As(err, &so) {
		return newError(CodeRuntimeError, "RangeError: maximum call stack depth of %d exceeded (unbounded recursion?)%s",
			h.cfg.MaxCallStackDepth, h.stackText(so.Stack(), 3))
	}
	var ie *goja.InterruptedError
	if errors.As(err, &ie) {
		return newError(CodeTimeout, "the script was interrupted")
	}
	var ex *goja.Exception
	if errors.As(err, &ex) {
		return h.uncaught(ex.Value(), ex.Stack())
	}
	var cs *goja.CompilerSyntaxError
	if errors.As(err, &cs) {
		return newError(CodeSyntaxError, "%v", cs)
	}
	return newError(CodeRuntimeError, "%v", err)
}

// uncaught describes a value the script threw (or rejected its promise
// with), and the stack where it was thrown.
func (h *run) uncaught(val goja.Value, stack []goja.StackFrame) *Error {
	text := "a value that cannot be described"
	if d, err := h.inVM(func() goja.Value { return h.vm.ToValue(h.describeThrown(val)) }); err == nil {
		text = d.String()
	} else if s := h.stopped.Load(); s != nil {
		return s
	}
	if len(stack) == 0 {
		if o, ok := val.(*goja.Object); ok && o.ClassName() == "Error" {
			// A rejection carries no Go stack; the error's own one is text.
			if st, err := h.inVM(func() goja.Value { return o.Get("stack") }); err == nil && st != nil && !goja.IsUndefined(st) {
				if lines := strings.SplitN(st.String(), "\n", 2); len(lines) == 2 {
					return newError(CodeRuntimeError, "Uncaught %s%s", text, h.fixStackText(firstLines(lines[1], 6)))
				}
			}
		}
	}
	return newError(CodeRuntimeError, "Uncaught %s%s", text, h.stackText(stack, 6))
}

// describeThrown renders a thrown value: "Name: message" for errors, JSON
// for data, String(v) otherwise. It runs inside the VM (getters and
// toString are script code).
func (h *run) describeThrown(val goja.Value) string {
	if val == nil || goja.IsUndefined(val) {
		return "undefined"
	}
	if o, ok := val.(*goja.Object); ok && o.ClassName() == "Error" {
		name, msg := "Error", ""
		if n := o.Get("name"); n != nil && !goja.IsUndefined(n) {
			name = n.String()
		}
		if m := o.Get("message"); m != nil && !goja.IsUndefined(m) {
			msg = m.String()
		}
		return truncateText(name+": "+msg, 4096)
	}
	if _, ok := val.(*goja.Object); !ok {
		return truncateText(val.String(), 4096)
	}
	if b, err := h.encodeJSON(val, 4096); err == nil && b != nil {
		return string(b)
	}
	return truncateText(val.String(), 4096)
}

// inVM calls f as a native function, so exceptions thrown by script code
// it calls come back as errors.
func (h *run) inVM(f func() goja.Value) (goja.Value, error) {
	if h.native == nil {
		fn, _ := goja.AssertFunction(h.vm.ToValue(func(goja.FunctionCall) goja.Value { return h.nativeFn() }))
		h.native = fn
	}
	prev := h.nativeFn
	h.nativeFn = f
	defer func() { h.nativeFn = prev }()
	return h.native(goja.Undefined())
}

// stackText renders up to n frames. Positions come through the esbuild
// source map, where goja leaves columns 0-based; they are shown 1-based,
// with the async wrapper's prefix taken off line 1.
func (h *run) stackText(stack []goja.StackFrame, n int) string {
	var b strings.Builder
	for i := range stack {
		if i == n {
			fmt.Fprintf(&b, "\n    … %d more frames", len(stack)-n)
			break
		}
		f := &stack[i]
		pos := f.Position()
		name := scriptFuncName(f.FuncName())
		if pos.Filename == "" {
			fmt.Fprintf(&b, "\n    at %s (native)", name)
			continue
		}
		col := pos.Column + 1
		if pos.Line == 1 {
			col = max(col-h.shiftCol, 1)
		}
		if name == "<anonymous>" || name == "" {
			fmt.Fprintf(&b, "\n    at %s:%d:%d", pos.Filename, pos.Line, col)
		} else {
			fmt.Fprintf(&b, "\n    at %s (%s:%d:%d)", name, pos.Filename, pos.Line, col)
		}
	}
	return b.String()
}

// stackFrameText matches a frame of goja's stack property:
// "\tat name (file:line:col(pc))" or "\tat file:line:col(pc)".
var stackFrameText = regexp.MustCompile(`^\s*at (?:(.+) \()?([^\s()]+):(\d+):(\d+)\(\d+\)\)?$`)

// fixStackText rewrites the frames of an error's stack property the way
// stackText renders goja frames.
func (h *run) fixStackText(s string) string {
	var b strings.Builder
	for _, line := range strings.Split(strings.TrimRight(s, "\n"), "\n") {
		m := stackFrameText.FindStringSubmatch(line)
		if m == nil {
			if line = strings.TrimSpace(line); line != "" {
				if rest, ok := strings.CutPrefix(line, "at "); ok {
					line = "at " + scriptFuncName(strings.TrimSuffix(rest, " (native)")) + " (native)"
				}
				b.WriteString("\n    " + line)
			}
			continue
		}
		ln, _ := strconv.Atoi(m[3])
		col, _ := strconv.Atoi(m[4])
		col++
		if ln == 1 {
			col = max(col-h.shiftCol, 1)
		}
		if m[1] != "" {
			fmt.Fprintf(&b, "\n    at %s (%s:%d:%d)", m[1], m[2], ln, col)
		} else {
			fmt.Fprintf(&b, "\n    at %s:%d:%d", m[2], ln, col)
		}
	}
	return b.String()
}

// scriptFuncName hides the Go symbol goja gives a host function in stack
// frames (a package path, receivers, closures).
func scriptFuncName(name string) string {
	if strings.ContainsAny(name, "/(*") {
		return "<host>"
	}
	return name
}

func firstLines(s string, n int) string {
	lines := strings.SplitN(s, "\n", n+1)
	if len(lines) > n {
		lines = lines[:n]
	}
	return strings.Join(lines, "\n")
}

// truncateText cuts s to at most n bytes, on a rune boundary, marking the
// cut with an ellipsis.
func truncateText(s string, n int) string {
	const ellipsis = "…"
	if len(s) <= n {
		return s
	}
	if n < len(ellipsis) {
		return ""
	}
	cut := n - len(ellipsis)
	for cut > 0 && (s[cut]&0xC0) == 0x80 {
		cut--
	}
	return s[:cut] + ellipsis
}

// serializeResult encodes the script's value as JSON within
// MaxOutputBytes.
func (h *run) serializeResult(v goja.Value) (out []byte, e *Error) {
	if v == nil || goja.IsUndefined(v) || goja.IsNull(v) {
		return []byte("null"), nil
	}
	if _, ok := goja.AssertFunction(v); ok {
		return nil, newError(CodeRuntimeError, "the script's value is a function, which is not JSON: return plain data")
	}
	if _, ok := v.(*goja.Symbol); ok {
		return nil, newError(CodeRuntimeError, "the script's value is a symbol, which is not JSON: return plain data")
	}
	var encErr error
	_, err := h.inVM(func() goja.Value {
		out, encErr = h.encodeJSON(v, h.cfg.MaxOutputBytes)
		return goja.Undefined()
	})
	if err != nil {
		return nil, h.classify(err)
	}
	if s := h.stopped.Load(); s != nil && s.Code != CodeTimeout {
		return nil, s
	}
	var je *jsonError
	switch {
	case errors.As(encErr, &je) && je.kind == jsonTooLarge:
		return nil, newError(CodeOutputTooLarge, "the script's value is more than %d bytes of JSON: return less (a summary, a count, a slice)", h.cfg.MaxOutputBytes)
	case encErr != nil:
		return nil, newError(CodeRuntimeError, "the script's value is not JSON: %v", encErr)
	case out == nil:
		return []byte("null"), nil
	}
	return out, nil
}
