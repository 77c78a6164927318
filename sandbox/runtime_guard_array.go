package sandbox

import (
	"strconv"

	"github.com/dop251/goja"
)

// The array guards. An array built-in walks, writes or builds every
// element in one Go loop that no interrupt reaches: new Array(1e9).fill(0)
// walks a billion slots, and a sort without a comparator never calls back
// into the script. Each guard reads the length of the array-like (or
// counts what a flattening or concatenation would build) and refuses past
// the cap for that kind of work: maxArray for reading or calling back,
// maxSlots for writing every slot, maxSort for a sort all in Go.

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
		b.replace(b.arrayProto, name, h.lengthCapped("Array.prototype."+name, thisArg, limit))
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
	b.replace(b.arrayCtor, "from", h.lengthCapped("Array.from", 0, h.lim.maxArray))
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

// thisArg stands for the receiver where lengthCapped takes an argument
// index.
const thisArg = -1

// lengthCapped is the guard of a built-in that walks one array-like in a
// single Go call: the receiver (at == thisArg) or argument at. It throws
// past limit elements, and otherwise calls the original as it was called.
func (h *run) lengthCapped(fn string, at, limit int) func(orig goja.Callable) func(goja.FunctionCall) goja.Value {
	return func(orig goja.Callable) func(goja.FunctionCall) goja.Value {
		return func(call goja.FunctionCall) goja.Value {
			v := call.This
			if at != thisArg {
				v = call.Argument(at)
			}
			h.checkArrayLike(v, fn, limit)
			return h.mustCall(orig, call.This, call.Arguments...)
		}
	}
}

func (h *run) arrayTooLong(fn string, n int64) *goja.Object {
	return h.rangeError("%s: %d elements; the sandbox allows %d in one built-in call (a for loop has no such limit)", fn, n, h.lim.maxArray)
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
