package sandbox

import (
	"fmt"
	"strconv"
	"sync"

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

// installArrayGuards guards the array built-ins that join, fill, walk or
// sort the array they are called on.
func (h *run) installArrayGuards(b *builtins) {
	b.replace(b.arrayProto, "join", func(goja.Callable) func(goja.FunctionCall) goja.Value {
		return func(call goja.FunctionCall) goja.Value { return h.join(call, false) }
	})
	b.replace(b.arrayProto, "toLocaleString", func(goja.Callable) func(goja.FunctionCall) goja.Value {
		return func(call goja.FunctionCall) goja.Value { return h.join(call, true) }
	})
	// Methods that only read, or call back into the script for each
	// element, walk up to maxArray; those that write every slot, to
	// maxSlots; a sort without a comparator (all in Go), to maxSort.
	walkers := map[string]int{}
	for _, name := range []string{
		"every", "filter", "find", "findIndex", "findLast", "findLastIndex", "forEach",
		"includes", "indexOf", "lastIndexOf", "map", "reduce", "reduceRight", "slice", "some",
	} {
		walkers[name] = h.lim.maxArray
	}
	for _, name := range []string{"copyWithin", "reverse", "shift", "splice", "toReversed", "toSpliced", "unshift", "with"} {
		walkers[name] = h.lim.maxSlots
	}
	for name, limit := range walkers {
		b.replace(b.arrayProto, name, func(orig goja.Callable) func(goja.FunctionCall) goja.Value {
			return func(call goja.FunctionCall) goja.Value {
				h.checkArrayLike(call.This, "Array.prototype."+name, limit)
				return h.mustCall(orig, call.This, call.Arguments...)
			}
		})
	}
	b.replace(b.arrayProto, "fill", func(orig goja.Callable) func(goja.FunctionCall) goja.Value {
		return func(call goja.FunctionCall) goja.Value { return h.fill(orig, call) }
	})
	for _, name := range []string{"sort", "toSorted"} {
		b.replace(b.arrayProto, name, func(orig goja.Callable) func(goja.FunctionCall) goja.Value {
			return func(call goja.FunctionCall) goja.Value {
				limit := h.lim.maxSort
				if _, ok := goja.AssertFunction(call.Argument(0)); ok {
					limit = h.lim.maxArray // the comparator is script code: interruptible
				}
				h.checkArrayLike(call.This, "Array.prototype."+name, limit)
				return h.mustCall(orig, call.This, call.Arguments...)
			}
		})
	}
}

// installObjectGuards guards the Object functions that make one property
// per character of a string or element of an array.
func (h *run) installObjectGuards(b *builtins) {
	for _, name := range []string{"keys", "values", "entries", "getOwnPropertyNames", "getOwnPropertyDescriptors", "assign", "fromEntries"} {
		// A string argument becomes one property per character, an array
		// one per element, all in one Go call.
		b.replace(b.objectCtor, name, func(orig goja.Callable) func(goja.FunctionCall) goja.Value {
			return func(call goja.FunctionCall) goja.Value {
				for _, a := range call.Arguments {
					if s, ok := a.(goja.String); ok && s.Length() > h.lim.maxSlots {
						panic(h.arrayTooLong("Object."+name+" of a string", int64(s.Length())))
					}
					if o, ok := a.(*goja.Object); ok && o.ClassName() == "Array" {
						h.checkArrayLike(o, "Object."+name+" of an array", h.lim.maxArray)
					}
				}
				return h.mustCall(orig, call.This, call.Arguments...)
			}
		})
	}
}

// installJSONParseGuard caps the text JSON.parse reads and its nesting.
func (h *run) installJSONParseGuard(b *builtins) {
	b.replace(b.jsonObj, "parse", func(orig goja.Callable) func(goja.FunctionCall) goja.Value {
		return func(call goja.FunctionCall) goja.Value {
			text := h.toStr(call.Argument(0))
			if text.Length() > h.lim.maxString {
				panic(h.rangeError("JSON.parse: the text is %d characters; the sandbox allows %d", text.Length(), h.lim.maxString))
			}
			if jsonDepth(text.String(), maxNesting) > maxNesting {
				panic(h.rangeError("JSON.parse: the text nests more than %d levels deep", maxNesting))
			}
			return h.mustCall(orig, call.This, append([]goja.Value{text}, call.Arguments[min(1, len(call.Arguments)):]...)...)
		}
	})
}

// installArrayBuildGuards guards the array built-ins that build a new
// array from others: concat, flat, flatMap and Array.from.
func (h *run) installArrayBuildGuards(b *builtins) {
	b.replace(b.arrayProto, "concat", func(orig goja.Callable) func(goja.FunctionCall) goja.Value {
		return func(call goja.FunctionCall) goja.Value {
			total := h.checkArrayLike(call.This, "Array.prototype.concat", h.lim.maxArray)
			for _, a := range call.Arguments {
				if o, ok := a.(*goja.Object); ok && o.ClassName() == "Array" {
					total += h.checkArrayLike(o, "Array.prototype.concat", h.lim.maxArray)
				} else {
					total++
				}
				if total > int64(h.lim.maxArray) {
					panic(h.arrayTooLong("Array.prototype.concat", total))
				}
			}
			return h.mustCall(orig, call.This, call.Arguments...)
		}
	})
	b.replace(b.arrayProto, "flat", func(orig goja.Callable) func(goja.FunctionCall) goja.Value {
		return func(call goja.FunctionCall) goja.Value {
			depth := int64(1)
			if d := call.Argument(0); !goja.IsUndefined(d) {
				depth = max(d.ToInteger(), 0)
			}
			visited := int64(0)
			if o, ok := call.This.(*goja.Object); ok {
				h.countFlat(o, depth, &visited)
			}
			return h.mustCall(orig, call.This, call.Arguments...)
		}
	})
	b.replace(b.arrayProto, "flatMap", func(orig goja.Callable) func(goja.FunctionCall) goja.Value {
		return func(call goja.FunctionCall) goja.Value {
			h.checkArrayLike(call.This, "Array.prototype.flatMap", h.lim.maxArray)
			fn, ok := goja.AssertFunction(call.Argument(0))
			if !ok {
				return h.mustCall(orig, call.This, call.Arguments...) // throws the TypeError
			}
			total := int64(0)
			mapper := h.nativeFunc("flatMap", func(c goja.FunctionCall) goja.Value {
				v := h.mustCall(fn, c.This, c.Arguments...)
				if o, ok := v.(*goja.Object); ok && o.ClassName() == "Array" {
					total += o.Get("length").ToInteger()
				} else {
					total++
				}
				if total > int64(h.lim.maxArray) {
					panic(h.arrayTooLong("Array.prototype.flatMap", total))
				}
				return v
			})
			return h.mustCall(orig, call.This, mapper, call.Argument(1))
		}
	})
	b.replace(b.arrayCtor, "from", func(orig goja.Callable) func(goja.FunctionCall) goja.Value {
		return func(call goja.FunctionCall) goja.Value {
			h.checkArrayLike(call.Argument(0), "Array.from", h.lim.maxArray)
			return h.mustCall(orig, call.This, call.Arguments...)
		}
	})
}

// installArgumentListGuards guards the built-ins that build an argument
// list from an array-like.
func (h *run) installArgumentListGuards(b *builtins) {
	b.replace(b.fnProto, "apply", func(orig goja.Callable) func(goja.FunctionCall) goja.Value {
		return func(call goja.FunctionCall) goja.Value {
			h.checkArrayLike(call.Argument(1), "Function.prototype.apply", h.lim.maxArray)
			return h.mustCall(orig, call.This, call.Arguments...)
		}
	})
	b.replace(b.reflectObj, "apply", func(orig goja.Callable) func(goja.FunctionCall) goja.Value {
		return func(call goja.FunctionCall) goja.Value {
			h.checkArrayLike(call.Argument(2), "Reflect.apply", h.lim.maxArray)
			return h.mustCall(orig, call.This, call.Arguments...)
		}
	})
	b.replace(b.reflectObj, "construct", func(orig goja.Callable) func(goja.FunctionCall) goja.Value {
		return func(call goja.FunctionCall) goja.Value {
			h.checkArrayLike(call.Argument(1), "Reflect.construct", h.lim.maxArray)
			return h.mustCall(orig, call.This, call.Arguments...)
		}
	})
}

// installJSONStringifyGuard puts the sandbox's capped encoder
// (runtime_json.go) in place of JSON.stringify.
func (h *run) installJSONStringifyGuard(b *builtins) {
	b.replace(b.jsonObj, "stringify", func(goja.Callable) func(goja.FunctionCall) goja.Value { return h.jsonStringify })
}

// installIteratorGuards makes the built-in iterators' next throw once the
// run is stopped.
func (h *run) installIteratorGuards(b *builtins) error {
	// Spread, for-of, Array.from and new Set(...) drive the built-in
	// iterators from a Go loop that no interrupt reaches; a next() that
	// throws once the run is stopped hands control back to the VM, which
	// then sees the interrupt.
	iterators, err := h.vm.RunProgram(iteratorSamples())
	if err != nil {
		return fmt.Errorf("find the iterators: %w", err)
	}
	getProto, _ := goja.AssertFunction(b.objectCtor.Get("getPrototypeOf"))
	for i := range 5 {
		p, err := getProto(goja.Undefined(), asObject(iterators).Get(strconv.Itoa(i)))
		if err != nil {
			return fmt.Errorf("iterator prototype: %w", err)
		}
		if po := asObject(p); po != nil {
			b.replace(po, "next", func(orig goja.Callable) func(goja.FunctionCall) goja.Value {
				return func(call goja.FunctionCall) goja.Value {
					if h.stopped.Load() != nil {
						panic(h.rangeError("the run was stopped"))
					}
					return h.mustCall(orig, call.This, call.Arguments...)
				}
			})
		}
	}

	return nil
}

// iteratorSamples makes one iterator of each built-in kind; compiled once,
// a goja Program can run in any number of VMs.
var iteratorSamples = sync.OnceValue(func() *goja.Program {
	return goja.MustCompile("iterators",
		`[[][Symbol.iterator](), ""[Symbol.iterator](), new Map()[Symbol.iterator](), new Set()[Symbol.iterator](), /x/g[Symbol.matchAll]("")]`, true)
})

func (h *run) arrayTooLong(fn string, n int64) *goja.Object {
	return h.rangeError("%s: %d elements; the sandbox allows %d in one built-in call (a for loop has no such limit)", fn, n, h.lim.maxArray)
}

// checkArrayLike refuses array-likes (and strings) longer than limit and
// returns the length.
func (h *run) checkArrayLike(v goja.Value, fn string, limit int) int64 {
	var n int64
	switch x := v.(type) {
	case *goja.Object:
		n = x.Get("length").ToInteger()
	case goja.String:
		n = int64(x.Length())
	default:
		return 0
	}
	if n > int64(limit) {
		panic(h.rangeError("%s: %d elements; the sandbox allows %d in one built-in call (a for loop has no such limit)", fn, n, limit))
	}
	return max(n, 0)
}

// fill is Array.prototype.fill: the built-in up to maxSlots, and above
// that (up to maxArray) a loop that gives up once the run is stopped, since
// filling a sparse array costs about a microsecond a slot.
func (h *run) fill(orig goja.Callable, call goja.FunctionCall) goja.Value {
	n := h.checkArrayLike(call.This, "Array.prototype.fill", h.lim.maxArray)
	if n <= int64(h.lim.maxSlots) {
		return h.mustCall(orig, call.This, call.Arguments...)
	}
	o := call.This.ToObject(h.vm)
	rel := func(v goja.Value, dflt int64) int64 {
		if v == nil || goja.IsUndefined(v) {
			return dflt
		}
		r := v.ToInteger()
		if r < 0 {
			return max(n+r, 0)
		}
		return min(r, n)
	}
	value := call.Argument(0)
	start, end := rel(call.Argument(1), 0), rel(call.Argument(2), n)
	for i := start; i < end; i++ {
		if (i-start)&1023 == 1023 && h.stopped.Load() != nil {
			panic(h.rangeError("the run was stopped"))
		}
		if err := o.Set(strconv.FormatInt(i, 10), value); err != nil {
			panic(err)
		}
	}
	return o
}

// countFlat counts what flat(depth) would visit, and refuses past maxArray.
func (h *run) countFlat(o *goja.Object, depth int64, visited *int64) {
	n := o.Get("length").ToInteger()
	if *visited+n > int64(h.lim.maxArray) {
		panic(h.arrayTooLong("Array.prototype.flat", *visited+n))
	}
	*visited += n
	if depth == 0 {
		return
	}
	for i := range n {
		if el, ok := o.Get(strconv.FormatInt(i, 10)).(*goja.Object); ok && el.ClassName() == "Array" {
			h.countFlat(el, depth-1, visited)
		}
	}
}

// maxJoinDepth caps how deep join (and String() of an array) follows
// nested arrays.
const maxJoinDepth = 1000

// join is Array.prototype.join (and toLocaleString) with the result
// length checked as it grows, and the deadline checked as it walks.
func (h *run) join(call goja.FunctionCall, locale bool) goja.Value {
	vm := h.vm
	if call.This == nil || goja.IsUndefined(call.This) || goja.IsNull(call.This) {
		panic(h.typeError("Array.prototype.join called on null or undefined"))
	}
	o := call.This.ToObject(vm)
	for _, seen := range h.guards.joinStack {
		if seen == o {
			return vm.ToValue("") // a cycle joins as empty, as in V8
		}
	}
	if len(h.guards.joinStack) >= maxJoinDepth {
		// Arrays nested this deep would recurse in Go past what a
		// deadline can stop.
		panic(h.rangeError("Array.prototype.join: arrays nested more than %d deep", maxJoinDepth))
	}
	h.guards.joinStack = append(h.guards.joinStack, o)
	defer func() { h.guards.joinStack = h.guards.joinStack[:len(h.guards.joinStack)-1] }()
	n := h.checkArrayLike(o, "Array.prototype.join", h.lim.maxArray)
	sep, _ := vm.ToValue(",").(goja.String)
	if s := call.Argument(0); !locale && !goja.IsUndefined(s) {
		sep = h.toStr(s)
	}
	var b goja.StringBuilder
	size := 0
	for i := range n {
		if i&4095 == 4095 && h.ctx.Err() != nil {
			h.stopForContext()
			return vm.ToValue("")
		}
		if i > 0 {
			size += sep.Length()
			if size > h.lim.maxString {
				panic(h.rangeError("Array.prototype.join: the result would be over %d characters; the sandbox allows %d", h.lim.maxString, h.lim.maxString))
			}
			b.WriteString(sep)
		}
		el := o.Get(strconv.FormatInt(i, 10))
		if el == nil || goja.IsUndefined(el) || goja.IsNull(el) {
			continue
		}
		var s goja.String
		if locale {
			eo := el.ToObject(vm)
			f, ok := goja.AssertFunction(eo.Get("toLocaleString"))
			if !ok {
				panic(h.typeError("toLocaleString is not a function"))
			}
			s = h.toStr(h.mustCall(f, el))
		} else {
			s = h.toStr(el)
		}
		size += s.Length()
		if size > h.lim.maxString {
			panic(h.rangeError("Array.prototype.join: the result would be over %d characters; the sandbox allows %d", h.lim.maxString, h.lim.maxString))
		}
		b.WriteString(s)
	}
	return b.String()
}
