package sandbox

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"reflect"
	"slices"
	"strings"
	"sync"

	"github.com/dop251/goja"
	"github.com/mark3labs/mcp-go/mcp"

	"github.com/mcpscan/mcpscan/catalog"
)

// The host API is all a script gets beyond the ECMAScript built-ins:
//
//	input                       the Script's input, as plain JavaScript values
//	call_tool(server, tool, args)   a tool's result as plain JSON (see below)
//	call_tools([{server, tool, args}, ...])   a batch, at most 8 at a time
//	log(...), console.log/info/warn/error/debug   captured into Result.Logs
//	fetch(url, init)            the code-mode proxy endpoints, in process
//	setTimeout(fn, ms, ...args), clearTimeout(id)   at most 1000 pending
//
// There is no require, process, module, filesystem, environment or
// network, no setInterval, and no typed arrays or ArrayBuffer (they would
// let one call allocate gigabytes). eval and the Function constructors
// work but check their code first (runtime_guard.go); eval is always
// indirect (global scope). Every host function and the console
// object are frozen and bound as read-only globals: a script can shadow
// them in its own scope but cannot change what other code sees, and
// nothing it does to them reaches Go.

// maxBatchArgBytes caps the JSON of all arguments of one call_tools
// batch: a few times one call's limit.
func maxBatchArgBytes(cfg Config) int { return 4 * cfg.MaxInputBytes }

// maxBatch caps the entries of one call_tools call, maxParallel is how
// many of them run at once, and maxTimers caps pending setTimeout timers.
const (
	maxBatch    = 1000
	maxParallel = 8
	maxTimers   = 1000
)

// removedGlobals are built-ins a script does not get. ArrayBuffer and the
// typed arrays allocate their full length in one Go call that no interrupt
// can stop; so does BigInt arithmetic (7n ** 30000000n runs for seconds,
// BigInt.asUintN(2**35, -1n) asks for gigabytes), and BigInt literals are
// refused at compile time, so without the constructor no BigInt exists;
// Atomics and SharedArrayBuffer serve threads the sandbox does not have;
// GoError is goja's wrapper for Go errors, which scripts never see.
var removedGlobals = []string{
	"GoError", "ArrayBuffer", "SharedArrayBuffer", "DataView", "Atomics", "BigInt",
	"Int8Array", "Uint8Array", "Uint8ClampedArray", "Int16Array", "Uint16Array",
	"Int32Array", "Uint32Array", "Float32Array", "Float64Array", "BigInt64Array", "BigUint64Array",
}

// limits are the caps on single built-in operations, which run in Go and
// cannot be interrupted. They scale with MaxMemory; for the default
// 256 MiB: strings a built-in builds, 4 Mi UTF-16 units; array-likes a
// built-in walks, 1 Mi elements; slots a built-in writes (fill, reverse,
// splice, …), 128 Ki; elements sorted without a comparator, 32 Ki. They
// are set so that one call at the cap takes well under 100 ms.
type limits struct {
	maxString int
	maxArray  int
	maxSlots  int
	maxSort   int
}

func limitsFor(cfg Config) limits {
	scale := func(div, floor int64) int {
		return int(min(max(cfg.MaxMemory/div, floor), math.MaxInt32))
	}
	return limits{
		maxString: scale(64, 1<<16),
		maxArray:  scale(256, 1<<14),
		maxSlots:  scale(2048, 1<<12),
		maxSort:   scale(8192, 1<<10),
	}
}

// intrinsics are built-ins captured before the script runs, so tampering
// with the globals cannot change what the host does.
type intrinsics struct {
	json        *goja.Object
	jsonParse   goja.Callable
	freeze      goja.Callable
	errorCtor   *goja.Object
	typeError   *goja.Object
	rangeError  *goja.Object
	syntaxError *goja.Object
}

func (h *run) install() error {
	vm := h.vm
	g := vm.GlobalObject()
	jsonObj, ok := g.Get("JSON").(*goja.Object)
	if !ok {
		return errors.New("no JSON object")
	}
	objectCtor, ok := g.Get("Object").(*goja.Object)
	if !ok {
		return errors.New("no Object constructor")
	}
	var fnOK [2]bool
	h.intr.json = jsonObj
	h.intr.jsonParse, fnOK[0] = goja.AssertFunction(jsonObj.Get("parse"))
	h.intr.freeze, fnOK[1] = goja.AssertFunction(objectCtor.Get("freeze"))
	h.intr.errorCtor, _ = g.Get("Error").(*goja.Object)
	h.intr.typeError, _ = g.Get("TypeError").(*goja.Object)
	h.intr.rangeError, _ = g.Get("RangeError").(*goja.Object)
	h.intr.syntaxError, _ = g.Get("SyntaxError").(*goja.Object)
	if !fnOK[0] || !fnOK[1] || h.intr.errorCtor == nil || h.intr.typeError == nil || h.intr.rangeError == nil || h.intr.syntaxError == nil {
		return errors.New("missing built-ins")
	}
	for _, name := range removedGlobals {
		if err := g.Delete(name); err != nil {
			return fmt.Errorf("remove %s: %w", name, err)
		}
	}
	if err := h.installGuards(); err != nil {
		return err
	}
	console := vm.NewObject()
	for _, level := range []string{"log", "info", "warn", "error", "debug"} {
		f, err := h.hostFunc(level, h.logger(level))
		if err != nil {
			return err
		}
		if err := console.DefineDataProperty(level, f, goja.FLAG_FALSE, goja.FLAG_FALSE, goja.FLAG_TRUE); err != nil {
			return fmt.Errorf("console.%s: %w", level, err)
		}
	}
	if _, err := h.intr.freeze(goja.Undefined(), console); err != nil {
		return fmt.Errorf("freeze console: %w", err)
	}
	if err := g.DefineDataProperty("console", console, goja.FLAG_FALSE, goja.FLAG_FALSE, goja.FLAG_FALSE); err != nil {
		return fmt.Errorf("define console: %w", err)
	}
	for _, def := range []struct {
		name string
		fn   func(goja.FunctionCall) goja.Value
	}{
		{"call_tool", h.callTool},
		{"call_tools", h.callTools},
		{"log", h.logger("log")},
		{"fetch", h.fetch},
		{"setTimeout", h.setTimeout},
		{"clearTimeout", h.clearTimeout},
	} {
		f, err := h.hostFunc(def.name, def.fn)
		if err != nil {
			return err
		}
		if err := g.DefineDataProperty(def.name, f, goja.FLAG_FALSE, goja.FLAG_FALSE, goja.FLAG_FALSE); err != nil {
			return fmt.Errorf("define %s: %w", def.name, err)
		}
	}
	return nil
}

// setInput makes the call's input the global input.
func (h *run) setInput(input string) error {
	in, err := h.intr.jsonParse(h.intr.json, h.vm.ToValue(input))
	if err != nil {
		return fmt.Errorf("parse input: %w", err)
	}
	if err := h.vm.GlobalObject().Set("input", in); err != nil {
		return fmt.Errorf("set input: %w", err)
	}
	return nil
}

// nativeFunc makes a native function named name. goja names a Go
// function after its Go symbol (package path and all); scripts must not
// see that.
func (h *run) nativeFunc(name string, fn func(goja.FunctionCall) goja.Value) *goja.Object {
	f, _ := h.vm.ToValue(fn).(*goja.Object)
	_ = f.DefineDataProperty("name", h.vm.ToValue(name), goja.FLAG_FALSE, goja.FLAG_TRUE, goja.FLAG_FALSE)
	return f
}

// hostFunc makes a frozen, named native function.
func (h *run) hostFunc(name string, fn func(goja.FunctionCall) goja.Value) (*goja.Object, error) {
	f := h.nativeFunc(name, fn)
	if _, err := h.intr.freeze(goja.Undefined(), f); err != nil {
		return nil, fmt.Errorf("freeze %s: %w", name, err)
	}
	return f, nil
}

// newErrorObject builds an error from a captured constructor, so a script
// that replaced the global constructors still gets real errors.
func (h *run) newErrorObject(ctor *goja.Object, format string, args ...any) *goja.Object {
	msg := fmt.Sprintf(format, args...)
	o, err := h.vm.New(ctor, h.vm.ToValue(msg))
	if err != nil {
		return h.vm.NewTypeError(msg)
	}
	return o
}

func (h *run) typeError(format string, args ...any) *goja.Object {
	return h.newErrorObject(h.intr.typeError, format, args...)
}

func (h *run) rangeError(format string, args ...any) *goja.Object {
	return h.newErrorObject(h.intr.rangeError, format, args...)
}

// namedError is an Error with its name set, e.g. ToolError.
func (h *run) namedError(name, format string, args ...any) *goja.Object {
	o := h.newErrorObject(h.intr.errorCtor, format, args...)
	_ = o.DefineDataProperty("name", h.vm.ToValue(name), goja.FLAG_TRUE, goja.FLAG_TRUE, goja.FLAG_FALSE)
	return o
}

// mustCall calls a script function from a host function; an exception
// (or an interrupt) propagates to the script as if thrown here.
func (h *run) mustCall(f goja.Callable, this goja.Value, args ...goja.Value) goja.Value {
	v, err := f(this, args...)
	if err != nil {
		panic(err)
	}
	return v
}

// parseJSON turns JSON the host made into script values with the captured
// JSON.parse: plain objects and arrays, never wrapped Go values.
func (h *run) parseJSON(b []byte) goja.Value {
	return h.mustCall(h.intr.jsonParse, goja.Undefined(), h.vm.ToValue(string(b)))
}

// marshalJSON encodes a Go value for a script without HTML escaping.
func marshalJSON(v any) ([]byte, error) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return bytes.TrimRight(b.Bytes(), "\n"), nil
}

// stringArg reads a required non-empty string argument.
func (h *run) stringArg(v goja.Value, fn, what string) string {
	if v == nil || v.ExportType() == nil || v.ExportType().Kind() != reflect.String {
		panic(h.typeError("%s: %s must be a string", fn, what))
	}
	s := v.String()
	if s == "" {
		panic(h.typeError("%s: %s must not be empty", fn, what))
	}
	return s
}

// argsOf turns a script's tool arguments into plain JSON values.
func (h *run) argsOf(v goja.Value, fn string) map[string]any {
	b, err := h.argsJSON(v, fn, h.cfg.MaxInputBytes)
	if err != nil {
		panic(h.typeError("%s: args are not JSON: %v (at most %d bytes)", fn, err, h.cfg.MaxInputBytes))
	}
	return h.decodeArgs(b, fn)
}

// argsJSON encodes a script's tool arguments as JSON of at most budget
// bytes. The caller decodes them only once every size check has passed:
// a batch over its budget then costs one bounded encoding per entry and
// no decoding at all.
func (h *run) argsJSON(v goja.Value, fn string, budget int) ([]byte, error) {
	if v == nil || goja.IsUndefined(v) || goja.IsNull(v) {
		return []byte("{}"), nil
	}
	o, ok := v.(*goja.Object)
	if _, isFn := goja.AssertFunction(v); !ok || isFn || o.ClassName() == "Array" {
		panic(h.typeError("%s: args must be an object of named arguments", fn))
	}
	return h.encodeJSON(o, budget)
}

// decodeArgs decodes arguments argsJSON encoded.
func (h *run) decodeArgs(b []byte, fn string) map[string]any {
	args := map[string]any{}
	if err := json.Unmarshal(b, &args); err != nil {
		panic(h.typeError("%s: args are not a JSON object", fn))
	}
	return args
}

// allowed reports whether the configuration lets scripts call server.
func (h *run) allowed(server string) bool {
	return len(h.cfg.AllowedServers) == 0 || slices.Contains(h.cfg.AllowedServers, server)
}

// admit checks the allow list and the call budget for n calls to the
// given servers; on failure it stops the run and reports false.
func (h *run) admit(servers ...string) bool {
	for _, s := range servers {
		if !h.allowed(s) {
			h.stop(newError(CodeServerNotAllowed, "server %q is not allowed; allowed: %s", s, strings.Join(h.cfg.AllowedServers, ", ")))
			return false
		}
	}
	if limit := h.cfg.MaxToolCalls; limit > 0 && h.toolCalls+len(servers) > limit {
		h.stop(newError(CodeMaxToolCalls, "the script tried to make more than %d tool calls", limit))
		return false
	}
	h.toolCalls += len(servers)
	return true
}

type outcomeKind int

const (
	outcomeOK outcomeKind = iota
	outcomeToolError
	outcomeDenied
	outcomeNotAllowed
	outcomeTooLarge
	outcomeFailed
	outcomeCancelled
)

// outcome is one tool call's result, as JSON; it crosses goroutines, so
// it holds no VM values.
type outcome struct {
	kind  outcomeKind
	value []byte
	msg   string
}

// invoke calls one tool. It does not touch the VM, so call_tools runs it
// on worker goroutines.
func (h *run) invoke(server, tool string, args map[string]any) outcome {
	res, err := h.caller.CallTool(h.ctx, Call{Server: server, Tool: tool, Args: args, ParentID: h.parentID})
	switch {
	case h.ctx.Err() != nil:
		return outcome{kind: outcomeCancelled}
	case errors.Is(err, ErrServerNotAllowed):
		return outcome{kind: outcomeNotAllowed, msg: err.Error()}
	case errors.Is(err, ErrDenied):
		return outcome{kind: outcomeDenied, msg: err.Error()}
	case err != nil:
		return outcome{kind: outcomeFailed, msg: err.Error()}
	}
	limit := h.cfg.MaxToolResultBytes
	if res != nil {
		size := 0
		for _, c := range res.Content {
			if t, ok := textOf(c); ok {
				size += len(t)
			}
		}
		if size > limit {
			return outcome{kind: outcomeTooLarge, msg: fmt.Sprintf("%d bytes", size)}
		}
	}
	val, isErr := PlainResult(res)
	b, err := marshalJSON(val)
	switch {
	case err != nil:
		return outcome{kind: outcomeFailed, msg: "the result is not JSON: " + err.Error()}
	case len(b) > limit:
		return outcome{kind: outcomeTooLarge, msg: fmt.Sprintf("%d bytes", len(b))}
	case isErr:
		msg, _ := val.(string)
		return outcome{kind: outcomeToolError, msg: msg}
	}
	return outcome{kind: outcomeOK, value: b}
}

// settleOutcome does what an outcome means for the run: it stops the run
// for a server that is not allowed or a cancelled context, and reports
// whether the script should go on.
func (h *run) settleOutcome(server string, o outcome) bool {
	switch o.kind {
	case outcomeNotAllowed:
		h.stop(newError(CodeServerNotAllowed, "server %q is not allowed: %s", server, o.msg))
		return false
	case outcomeCancelled:
		h.stopForContext()
		return false
	}
	return true
}

// outcomeError is the script error for a failed call.
func (h *run) outcomeError(server, tool string, o outcome) *goja.Object {
	var e *goja.Object
	switch o.kind {
	case outcomeToolError:
		e = h.namedError("ToolError", "%s", o.msg)
	case outcomeDenied:
		e = h.namedError("DeniedError", "call_tool(%q, %q) was denied: %s", server, tool, o.msg)
		_ = e.Set("code", "DENIED")
	case outcomeTooLarge:
		e = h.rangeError("call_tool(%q, %q): the result is %s, over the limit of %d bytes", server, tool, o.msg, h.cfg.MaxToolResultBytes)
	default:
		e = h.namedError("ToolCallError", "call_tool(%q, %q) failed: %s", server, tool, o.msg)
	}
	_ = e.Set("server", server)
	_ = e.Set("tool", tool)
	return e
}

// callTool is call_tool(server, tool, args): the tool's result as plain
// JSON — its structuredContent if present, else its single text content
// parsed as JSON when it parses, else the text, and an array of those for
// several contents. A tool error (isError), a denial by policy
// (name "DeniedError", code "DENIED"), a failed call and a result over
// MaxToolResultBytes throw errors the script can catch. A server that is
// not allowed, and a call past MaxToolCalls, end the run. It returns the
// value itself, so both call_tool(...) and await call_tool(...) work.
func (h *run) callTool(call goja.FunctionCall) goja.Value {
	server := h.stringArg(call.Argument(0), "call_tool", "server")
	tool := h.stringArg(call.Argument(1), "call_tool", "tool")
	args := h.argsOf(call.Argument(2), "call_tool")
	if !h.admit(server) {
		return goja.Undefined()
	}
	o := h.invoke(server, tool, args)
	if !h.settleOutcome(server, o) {
		return goja.Undefined()
	}
	if o.kind != outcomeOK {
		panic(h.outcomeError(server, tool, o))
	}
	return h.parseJSON(o.value)
}

// callTools is call_tools([{server, tool, args}, ...]): the calls run at
// most 8 at a time, each counted against MaxToolCalls, and the result is
// an array in the same order holding each call's value, or {error:
// message} for a call that failed (tool error, denial — then also
// denied: true — or a failed call). Like call_tool, an unlisted server or
// the call budget ends the run, checked before any call is made.
func (h *run) callTools(call goja.FunctionCall) goja.Value {
	list, ok := call.Argument(0).(*goja.Object)
	if !ok || list.ClassName() != "Array" {
		panic(h.typeError("call_tools: want an array of {server, tool, args}"))
	}
	n := list.Get("length").ToInteger()
	if n > maxBatch {
		panic(h.rangeError("call_tools: %d calls in one batch; at most %d", n, maxBatch))
	}
	type item struct {
		server, tool string
		args         map[string]any
	}
	items := make([]item, n)
	servers := make([]string, n)
	encoded := make([][]byte, n)
	// Every entry's arguments are encoded on their own: a batch sharing one
	// large object between its entries is counted once per entry. Each
	// encoding is bounded by what the batch has left, and nothing is
	// decoded before the whole batch fits.
	batchMax := maxBatchArgBytes(h.cfg)
	total := 0
	for i := range items {
		entry, ok := list.Get(fmt.Sprint(i)).(*goja.Object)
		if !ok {
			panic(h.typeError("call_tools: entry %d is not an object {server, tool, args}", i))
		}
		what := fmt.Sprintf("call_tools entry %d", i)
		items[i].server = h.stringArg(entry.Get("server"), what, "server")
		items[i].tool = h.stringArg(entry.Get("tool"), what, "tool")
		servers[i] = items[i].server
		budget := min(h.cfg.MaxInputBytes, batchMax-total)
		b, err := h.argsJSON(entry.Get("args"), what, budget)
		var je *jsonError
		switch {
		case err != nil && budget < h.cfg.MaxInputBytes && errors.As(err, &je) && je.kind == jsonTooLarge:
			panic(h.rangeError("call_tools: the entries' arguments come to more than %d bytes of JSON; the sandbox allows %d in one batch",
				batchMax, batchMax))
		case err != nil:
			panic(h.typeError("%s: args are not JSON: %v (at most %d bytes)", what, err, h.cfg.MaxInputBytes))
		}
		encoded[i] = b
		total += len(b)
	}
	for i := range items {
		items[i].args = h.decodeArgs(encoded[i], fmt.Sprintf("call_tools entry %d", i))
		encoded[i] = nil
	}
	if !h.admit(servers...) {
		return goja.Undefined()
	}
	results := make([]outcome, n)
	var wg sync.WaitGroup
	slots := make(chan struct{}, maxParallel)
	for i, it := range items {
		if h.ctx.Err() != nil {
			results[i] = outcome{kind: outcomeCancelled}
			continue
		}
		slots <- struct{}{}
		wg.Go(func() {
			defer func() { <-slots }()
			results[i] = h.invoke(it.server, it.tool, it.args)
		})
	}
	wg.Wait()
	out := make([]goja.Value, n)
	for i, o := range results {
		if !h.settleOutcome(items[i].server, o) {
			return goja.Undefined()
		}
		if o.kind == outcomeOK {
			out[i] = h.parseJSON(o.value)
			continue
		}
		e := h.vm.NewObject()
		_ = e.Set("error", h.outcomeError(items[i].server, items[i].tool, o).Get("message"))
		if o.kind == outcomeDenied {
			_ = e.Set("denied", true)
		}
		out[i] = e
	}
	return h.vm.NewArray(valuesToAny(out)...)
}

func valuesToAny(vs []goja.Value) []any {
	out := make([]any, len(vs))
	for i, v := range vs {
		out[i] = v
	}
	return out
}

// noCaller stands in when Run gets no ToolCaller: there are no servers.
type noCaller struct{}

func (noCaller) Servers(context.Context) ([]ServerInfo, error) { return nil, nil }

func (noCaller) Tools(_ context.Context, server string) ([]catalog.Tool, error) {
	return nil, fmt.Errorf("%q: %w", server, ErrServerNotAllowed)
}

func (noCaller) CallTool(_ context.Context, c Call) (*mcp.CallToolResult, error) {
	return nil, fmt.Errorf("%q: %w", c.Server, ErrServerNotAllowed)
}
