package sandbox

import (
	"fmt"

	"github.com/dop251/goja"
)

// Guards. goja has no memory limit, and its built-ins run in Go, where an
// interrupt cannot reach them: 'x'.repeat(2**30) allocates a gigabyte in
// one call, new Array(1e9).fill(0) walks a billion slots, a spread of a
// huge array runs its iterator from a Go loop, and a regular expression
// with a back-reference can backtrack for minutes. Before the script runs,
// the built-ins that can do that in one call are replaced by checked
// versions that throw a RangeError past the caps in limits (strings a
// built-in builds; elements it walks, writes or sorts), and the rest is
// left to the heap watcher and the deadline:
//
//   - String.prototype.repeat, padStart, padEnd, concat: the result length
//     is checked first; split: at most maxArray parts; replace, replaceAll
//     and RegExp.prototype[Symbol.replace]: the replacement is applied by
//     a host function that counts what it adds; String.raw: rebuilt with
//     a length check.
//   - Array.prototype.join and toLocaleString: rebuilt with a length check
//     and a deadline check; fill: the built-in up to maxSlots, above that
//     a loop that stops with the run; flat and flatMap: the flattened
//     length is counted first; the methods that read or call back (map,
//     indexOf, …) walk at most maxArray elements, those that write every
//     slot (reverse, splice, …) maxSlots, and sort without a comparator
//     maxSort; concat, Array.from, Function.prototype.apply, Reflect.apply
//     and Reflect.construct take at most maxArray elements.
//   - Object.keys, values, entries, getOwnPropertyNames and assign refuse a
//     string argument longer than maxSlots (one property per character).
//   - JSON.stringify: the sandbox's own encoder (runtime_json.go), capped;
//     JSON.parse: text up to maxString.
//   - The built-in iterators' next (arrays, strings, Map, Set, matchAll)
//     throw once the run is stopped, so spread, for-of, Array.from and
//     new Set(...) hand control back to the VM and its interrupt.
//   - RegExp.prototype.exec and test: when goja would match with its
//     backtracking engine (back-references, lookaround, or a start past 0),
//     the match is first tried with a timeout of half the time left, and a
//     match that would not finish stops the run with TIMEOUT.
//   - ArrayBuffer, typed arrays, DataView, Atomics: removed (runtime_host.go).
//
// A guarded built-in may read a property (a length, an element) twice.
// What remains: one operation on a string as large as the heap watcher
// lets it grow (a concatenation, a regular expression over it) runs to its
// end before the interrupt is seen, so the overshoot past the deadline
// grows with MaxMemory. Config.Isolate gives the hard bound.
//
// This file holds what the groups share and installGuards, which installs
// them; each group lives in a file of its own: runtime_guard_string.go,
// runtime_guard_array.go, runtime_guard_object.go (Object, JSON, argument
// lists), runtime_guard_iter.go, runtime_guard_regexp.go,
// runtime_guard_code.go (eval, Function constructors) and
// runtime_guard_heap.go (the heap watcher).

type guardState struct {
	joinStack []*goja.Object
	// Original RegExp accessors and methods, captured before the script
	// can replace them: the pre-check must see the real pattern.
	rxSource, rxGlobal, rxSticky, rxIgnoreCase, rxMultiline, rxDotAll, rxUnicode goja.Callable
	patterns                                                                     map[string]*patternInfo
}

// builtins are the built-ins the guards replace methods of, looked up once
// before any is replaced, and the first error replace met.
type builtins struct {
	h                                                              *run
	global, objectCtor, stringCtor, arrayCtor, reflectObj, jsonObj *goja.Object
	stringProto, arrayProto, fnProto, rxProto                      *goja.Object
	firstErr                                                       error
}

// asObject is v as an object, or nil.
func asObject(v goja.Value) *goja.Object { o, _ := v.(*goja.Object); return o }

// lookUpBuiltins finds the built-ins the guards replace methods of.
func (h *run) lookUpBuiltins() (*builtins, error) {
	g := h.vm.GlobalObject()
	proto := func(name string) *goja.Object {
		if c := asObject(g.Get(name)); c != nil {
			return asObject(c.Get("prototype"))
		}
		return nil
	}
	b := &builtins{
		h: h, global: g, objectCtor: asObject(g.Get("Object")),
		stringCtor: asObject(g.Get("String")), arrayCtor: asObject(g.Get("Array")),
		stringProto: proto("String"), arrayProto: proto("Array"), fnProto: proto("Function"), rxProto: proto("RegExp"),
		reflectObj: asObject(g.Get("Reflect")), jsonObj: asObject(g.Get("JSON")),
	}
	if b.stringCtor == nil || b.arrayCtor == nil || b.stringProto == nil || b.arrayProto == nil || b.fnProto == nil ||
		b.rxProto == nil || b.reflectObj == nil || b.jsonObj == nil {
		return nil, fmt.Errorf("missing built-ins")
	}
	return b, nil
}

// replace swaps target[name] for a host function built from the
// original, keeping the built-in's attributes and name.
func (b *builtins) replace(target *goja.Object, name string, mk func(orig goja.Callable) func(goja.FunctionCall) goja.Value) {
	orig, ok := goja.AssertFunction(target.Get(name))
	if !ok || b.firstErr != nil {
		return // not in this goja version: nothing to guard
	}
	f := b.h.nativeFunc(name, mk(orig))
	if err := target.DefineDataProperty(name, f, goja.FLAG_TRUE, goja.FLAG_TRUE, goja.FLAG_FALSE); err != nil {
		b.firstErr = fmt.Errorf("guard %s: %w", name, err)
	}
}

// withFirst is args with its first element replaced by v (v alone if
// args is empty): a guard passes on the first argument it has converted,
// so the original does not convert it a second time, with the rest as
// they came.
func withFirst(v goja.Value, args []goja.Value) []goja.Value {
	return append([]goja.Value{v}, args[min(1, len(args)):]...)
}

// installGuards replaces the built-ins listed above with their guarded
// versions, one group at a time in a fixed order. A failed replace skips
// the replaces after it and is reported once the iterators are guarded.
func (h *run) installGuards() error {
	b, err := h.lookUpBuiltins()
	if err != nil {
		return err
	}
	if err := h.installStringGuards(b); err != nil {
		return err
	}
	h.installArrayGuards(b)
	h.installObjectGuards(b)
	h.installStringShapeGuards(b)
	h.installJSONParseGuard(b)
	h.installArrayBuildGuards(b)
	h.installArgumentListGuards(b)
	h.installJSONStringifyGuard(b)
	if err := h.installIteratorGuards(b); err != nil {
		return err
	}
	if b.firstErr != nil {
		return b.firstErr
	}
	if err := h.installCodeGuards(); err != nil {
		return err
	}
	return h.installRegexpGuards(b.rxProto)
}
