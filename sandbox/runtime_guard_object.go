package sandbox

import "github.com/dop251/goja"

// The object, JSON and argument-list guards. Object.keys of a string makes
// one property per character, Function.prototype.apply and Reflect spread
// an array-like into an argument list, and JSON.parse and JSON.stringify
// read or build a whole text, each in one Go call that no interrupt
// reaches; the guards check the size of the input first, and
// JSON.stringify is the sandbox's own capped encoder.

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
			return h.mustCall(orig, call.This, withFirst(text, call.Arguments)...)
		}
	})
}

// installArgumentListGuards guards the built-ins that build an argument
// list from an array-like.
func (h *run) installArgumentListGuards(b *builtins) {
	b.replace(b.fnProto, "apply", h.lengthCapped("Function.prototype.apply", 1, h.lim.maxArray))
	b.replace(b.reflectObj, "apply", h.lengthCapped("Reflect.apply", 2, h.lim.maxArray))
	b.replace(b.reflectObj, "construct", h.lengthCapped("Reflect.construct", 1, h.lim.maxArray))
}

// installJSONStringifyGuard puts the sandbox's capped encoder
// (runtime_json.go) in place of JSON.stringify.
func (h *run) installJSONStringifyGuard(b *builtins) {
	b.replace(b.jsonObj, "stringify", func(goja.Callable) func(goja.FunctionCall) goja.Value { return h.jsonStringify })
}
