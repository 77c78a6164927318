package sandbox

import (
	"fmt"
	"math"
	"strconv"

	"github.com/dop251/goja"
)

// The string guards. A string built-in builds its whole result in one Go
// call that no interrupt reaches, so 'x'.repeat(2**30) would allocate a
// gigabyte before the run could be stopped: each guard works out the
// length of what the built-in would build (or counts it as it is built)
// and refuses past maxString before the memory is taken.

// installStringGuards guards the string built-ins that build a string or
// a list of parts in one call: repeat, padStart, padEnd, concat, split,
// replace, replaceAll, RegExp.prototype[Symbol.replace] and String.raw.
func (h *run) installStringGuards(b *builtins) error {
	b.replace(b.stringProto, "repeat", func(orig goja.Callable) func(goja.FunctionCall) goja.Value {
		return func(call goja.FunctionCall) goja.Value {
			s := h.thisString(call.This, "String.prototype.repeat")
			n := call.Argument(0).ToNumber()
			if c := n.ToFloat(); c >= 1 && !math.IsInf(c, 0) && float64(s.Length())*math.Trunc(c) > float64(h.lim.maxString) {
				panic(h.stringTooLong("repeat", float64(s.Length())*math.Trunc(c)))
			}
			return h.mustCall(orig, s, n)
		}
	})
	for _, name := range []string{"padStart", "padEnd"} {
		b.replace(b.stringProto, name, func(orig goja.Callable) func(goja.FunctionCall) goja.Value {
			return func(call goja.FunctionCall) goja.Value {
				s := h.thisString(call.This, "String.prototype."+name)
				n := call.Argument(0).ToNumber()
				if c := n.ToFloat(); c > float64(s.Length()) && c > float64(h.lim.maxString) {
					panic(h.stringTooLong(name, c))
				}
				return h.mustCall(orig, s, withFirst(n, call.Arguments)...)
			}
		})
	}
	b.replace(b.stringProto, "concat", func(orig goja.Callable) func(goja.FunctionCall) goja.Value {
		return func(call goja.FunctionCall) goja.Value {
			s := h.thisString(call.This, "String.prototype.concat")
			total := s.Length()
			args := make([]goja.Value, len(call.Arguments))
			for i, a := range call.Arguments {
				as := h.toStr(a)
				total += as.Length()
				args[i] = as
			}
			if total > h.lim.maxString {
				panic(h.stringTooLong("concat", float64(total)))
			}
			return h.mustCall(orig, s, args...)
		}
	})
	b.replace(b.stringProto, "split", func(orig goja.Callable) func(goja.FunctionCall) goja.Value {
		return func(call goja.FunctionCall) goja.Value {
			limit := int64(h.lim.maxArray) + 1
			if l := call.Argument(1); !goja.IsUndefined(l) {
				// ToUint32: the limit wraps modulo 2^32.
				n := l.ToInteger() % (1 << 32)
				if n < 0 {
					n += 1 << 32
				}
				limit = min(limit, n)
			}
			res := h.mustCall(orig, call.This, call.Argument(0), h.vm.ToValue(limit))
			if o, ok := res.(*goja.Object); ok && o.Get("length").ToInteger() > int64(h.lim.maxArray) {
				panic(h.rangeError("String.prototype.split: more than %d parts; the sandbox allows %d", h.lim.maxArray, h.lim.maxArray))
			}
			return res
		}
	})
	for _, name := range []string{"replace", "replaceAll"} {
		b.replace(b.stringProto, name, func(orig goja.Callable) func(goja.FunctionCall) goja.Value {
			return func(call goja.FunctionCall) goja.Value {
				return h.mustCall(orig, call.This, call.Argument(0), h.countingReplacer(call.Argument(1)))
			}
		})
	}
	if sym, ok := asObject(b.global.Get("Symbol")).Get("replace").(*goja.Symbol); ok {
		if orig, ok := goja.AssertFunction(b.rxProto.GetSymbol(sym)); ok {
			f := h.nativeFunc("[Symbol.replace]", func(call goja.FunctionCall) goja.Value {
				return h.mustCall(orig, call.This, call.Argument(0), h.countingReplacer(call.Argument(1)))
			})
			if err := b.rxProto.DefineDataPropertySymbol(sym, f, goja.FLAG_TRUE, goja.FLAG_TRUE, goja.FLAG_FALSE); err != nil {
				return fmt.Errorf("guard RegExp.prototype[Symbol.replace]: %w", err)
			}
		}
	}
	b.replace(b.stringCtor, "raw", func(goja.Callable) func(goja.FunctionCall) goja.Value { return h.stringRaw })
	return nil
}

// installStringShapeGuards guards the string built-ins whose work grows
// with the string: case conversion, normalization, localeCompare, and
// match, matchAll and search, which compile a string argument.
func (h *run) installStringShapeGuards(b *builtins) {
	// Case conversion and normalization build a new string whose length
	// the input decides, up to three times (case) or eighteen times (NFKD)
	// as long; a pure-ASCII input keeps its length.
	for name, growth := range map[string]int{"toUpperCase": 3, "toLowerCase": 3, "toLocaleUpperCase": 3, "toLocaleLowerCase": 3, "normalize": 18} {
		b.replace(b.stringProto, name, func(orig goja.Callable) func(goja.FunctionCall) goja.Value {
			return func(call goja.FunctionCall) goja.Value {
				s := h.thisString(call.This, "String.prototype."+name)
				if n := s.Length(); n*growth > h.lim.maxString && !isASCII(s) {
					panic(h.stringTooLong(name, float64(n*growth)))
				}
				return h.mustCall(orig, s, call.Arguments...)
			}
		})
	}
	b.replace(b.stringProto, "localeCompare", func(orig goja.Callable) func(goja.FunctionCall) goja.Value {
		return func(call goja.FunctionCall) goja.Value {
			s := h.thisString(call.This, "String.prototype.localeCompare")
			other := h.toStr(call.Argument(0))
			if s.Length()+other.Length() > h.lim.maxString/4 {
				panic(h.stringTooLong("localeCompare", float64(s.Length()+other.Length())))
			}
			return h.mustCall(orig, s, withFirst(other, call.Arguments)...)
		}
	})
	// A string given where a regular expression goes is compiled as one.
	for _, name := range []string{"match", "matchAll", "search"} {
		b.replace(b.stringProto, name, func(orig goja.Callable) func(goja.FunctionCall) goja.Value {
			return func(call goja.FunctionCall) goja.Value {
				if p, ok := call.Argument(0).(goja.String); ok && p.Length() > maxPattern {
					panic(h.rangeError("String.prototype.%s: a pattern of %d characters; the sandbox allows %d", name, p.Length(), maxPattern))
				}
				return h.mustCall(orig, call.This, call.Arguments...)
			}
		})
	}
}

// stringRaw is String.raw with the result length checked.
func (h *run) stringRaw(call goja.FunctionCall) goja.Value {
	vm := h.vm
	if call.Argument(0) == nil || goja.IsUndefined(call.Argument(0)) || goja.IsNull(call.Argument(0)) {
		panic(h.typeError("String.raw: the first argument must be an object"))
	}
	cooked := call.Argument(0).ToObject(vm)
	rawV := cooked.Get("raw")
	if rawV == nil || goja.IsUndefined(rawV) || goja.IsNull(rawV) {
		panic(h.typeError("String.raw: the first argument must have a raw property"))
	}
	raw := rawV.ToObject(vm)
	n := h.checkArrayLike(raw, "String.raw", h.lim.maxArray)
	var b goja.StringBuilder
	size := 0
	add := func(s goja.String) {
		size += s.Length()
		if size > h.lim.maxString {
			panic(h.rangeError("String.raw: the result would be over %d characters; the sandbox allows %d", h.lim.maxString, h.lim.maxString))
		}
		b.WriteString(s)
	}
	for i := range n {
		add(h.toStr(raw.Get(strconv.FormatInt(i, 10))))
		if i+1 < n && int(i)+1 < len(call.Arguments) {
			add(h.toStr(call.Arguments[i+1]))
		}
	}
	return b.String()
}

// countingReplacer turns a replace() replacement (a function or a template
// string with $-patterns) into a host function that builds each
// replacement and refuses once they add up to more than maxString.
func (h *run) countingReplacer(replacement goja.Value) goja.Value {
	added := 0
	count := func(s goja.String) goja.String {
		added += s.Length()
		if added > h.lim.maxString {
			panic(h.rangeError("replace: the replacements add up to over %d characters; the sandbox allows %d", h.lim.maxString, h.lim.maxString))
		}
		return s
	}
	if fn, ok := goja.AssertFunction(replacement); ok {
		return h.nativeFunc("replace", func(call goja.FunctionCall) goja.Value {
			return count(h.toStr(h.mustCall(fn, goja.Undefined(), call.Arguments...)))
		})
	}
	template := h.toStr(replacement)
	return h.nativeFunc("replace", func(call goja.FunctionCall) goja.Value {
		return count(h.substitute(template, call.Arguments))
	})
}

// substitute is GetSubstitution over the arguments a replace callback
// gets: (matched, ...captures, position, string[, groups]).
func (h *run) substitute(tpl goja.String, args []goja.Value) goja.String {
	n := len(args)
	var groups *goja.Object
	if n > 0 {
		if o, ok := args[n-1].(*goja.Object); ok {
			groups = o
			n--
		}
	}
	if n < 3 {
		return tpl
	}
	matched := h.toStr(args[0])
	str := h.toStr(args[n-1])
	pos := int(args[n-2].ToInteger())
	captures := args[1 : n-2]
	var b goja.StringBuilder
	l := tpl.Length()
	last := 0
	for i := 0; i < l; i++ {
		if tpl.CharAt(i) != '$' || i+1 >= l {
			continue
		}
		c := tpl.CharAt(i + 1)
		var rep goja.String
		consumed := 2
		switch {
		case c == '$':
			rep, _ = h.vm.ToValue("$").(goja.String)
		case c == '&':
			rep = matched
		case c == '`':
			rep = str.Substring(0, min(max(pos, 0), str.Length()))
		case c == '\'':
			end := min(max(pos, 0)+matched.Length(), str.Length())
			rep = str.Substring(end, str.Length())
		case c >= '0' && c <= '9':
			idx := int(c - '0')
			if i+2 < l {
				if d := tpl.CharAt(i + 2); d >= '0' && d <= '9' {
					if two := idx*10 + int(d-'0'); two >= 1 && two <= len(captures) {
						idx, consumed = two, 3
					}
				}
			}
			if idx < 1 || idx > len(captures) {
				continue
			}
			rep = h.captureText(captures[idx-1])
		case c == '<' && groups != nil:
			end := -1
			for j := i + 2; j < l; j++ {
				if tpl.CharAt(j) == '>' {
					end = j
					break
				}
			}
			if end < 0 {
				continue
			}
			rep = h.captureText(groups.Get(tpl.Substring(i+2, end).String()))
			consumed = end - i + 1
		default:
			continue
		}
		b.WriteSubstring(tpl, last, i)
		b.WriteString(rep)
		last = i + consumed
		i += consumed - 1
	}
	b.WriteSubstring(tpl, last, l)
	return b.String()
}

func (h *run) captureText(v goja.Value) goja.String {
	if v == nil || goja.IsUndefined(v) {
		s, _ := h.vm.ToValue("").(goja.String)
		return s
	}
	return h.toStr(v)
}

func (h *run) stringTooLong(fn string, n float64) *goja.Object {
	return h.rangeError("String.prototype.%s: the result would be %.0f characters; the sandbox allows %d", fn, n, h.lim.maxString)
}

// thisString is RequireObjectCoercible(this) then ToString.
func (h *run) thisString(this goja.Value, fn string) goja.String {
	if this == nil || goja.IsUndefined(this) || goja.IsNull(this) {
		panic(h.typeError("%s called on null or undefined", fn))
	}
	return h.toStr(this)
}

func (h *run) toStr(v goja.Value) goja.String {
	if s, ok := v.ToString().(goja.String); ok {
		return s
	}
	s, _ := h.vm.ToValue(v.String()).(goja.String)
	return s
}

func isASCII(s goja.String) bool {
	if _, ok := s.(interface{ AsUTF16() []uint16 }); ok {
		// goja keeps strings with non-ASCII characters as UTF-16.
		return false
	}
	str := s.String()
	for i := range len(str) {
		if str[i] >= 0x80 {
			return false
		}
	}
	return true
}
