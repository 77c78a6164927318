package sandbox

import (
	"errors"
	"math"
	"math/big"
	"reflect"
	"strconv"

	"github.com/dop251/goja"
)

// The JSON encoder below follows JSON.stringify (toJSON, replacer, space,
// omitted undefined/functions/symbols, boxed primitives) but stops as soon
// as its output would pass a byte budget, so neither the script's value
// nor a JSON.stringify call inside the script can build a huge string in
// one uninterruptible step. It replaces JSON.stringify in the VM too.

type jsonErrorKind int

const (
	jsonTooLarge jsonErrorKind = iota + 1
	jsonCycle
	jsonBigInt
	jsonTooDeep
	jsonStopped
)

type jsonError struct {
	kind jsonErrorKind
	msg  string
}

func (e *jsonError) Error() string { return e.msg }

// maxJSONDepth bounds nesting, which the encoder follows on the Go stack.
const maxJSONDepth = 1000

var bigIntType = reflect.TypeOf((*big.Int)(nil))

type jsonEncoder struct {
	h        *run
	buf      []byte
	budget   int
	stack    []*goja.Object
	replacer goja.Callable
	keys     []string // from an array replacer
	hasKeys  bool
	gap      string
	indent   string
	steps    int
}

// encodeJSON encodes v as JSON within budget bytes. It returns nil bytes
// (and no error) when v encodes to nothing (undefined, a function), and
// the JSON written so far with a jsonTooLarge error. It must run inside
// the VM: toJSON and getters are script code.
func (h *run) encodeJSON(v goja.Value, budget int) ([]byte, error) {
	e := &jsonEncoder{h: h, budget: budget}
	ok, err := e.property(nil, "", v)
	var je *jsonError
	if errors.As(err, &je) && je.kind == jsonTooLarge {
		return e.buf, err
	}
	if err != nil || !ok {
		return nil, err
	}
	return e.buf, nil
}

func (e *jsonEncoder) tooLarge() error {
	return &jsonError{jsonTooLarge, "the JSON would be more than " + strconv.Itoa(e.budget) + " bytes"}
}

func (e *jsonEncoder) write(s string) error {
	if len(e.buf)+len(s) > e.budget {
		return e.tooLarge()
	}
	e.buf = append(e.buf, s...)
	return nil
}

func isBigInt(v goja.Value) bool {
	_, isObj := v.(*goja.Object)
	return !isObj && v.ExportType() == bigIntType
}

// property writes the value of holder[key] (v), as SerializeJSONProperty.
func (e *jsonEncoder) property(holder *goja.Object, key string, v goja.Value) (bool, error) {
	e.steps++
	if e.steps&1023 == 0 && e.h.ctx.Err() != nil {
		e.h.stopForContext()
		return false, &jsonError{jsonStopped, "the run was stopped"}
	}
	vm := e.h.vm
	if o, ok := v.(*goja.Object); ok {
		if f, ok := goja.AssertFunction(o.Get("toJSON")); ok {
			v = e.h.mustCall(f, o, vm.ToValue(key))
		}
	} else if v != nil && isBigInt(v) {
		if f, ok := goja.AssertFunction(v.ToObject(vm).Get("toJSON")); ok {
			v = e.h.mustCall(f, v, vm.ToValue(key))
		}
	}
	if e.replacer != nil {
		if holder == nil {
			holder = vm.NewObject()
			_ = holder.Set("", v)
		}
		v = e.h.mustCall(e.replacer, holder, vm.ToValue(key), v)
	}
	if o, ok := v.(*goja.Object); ok {
		switch o.ClassName() {
		case "Number":
			v = o.ToNumber()
		case "String":
			v = o.ToString()
		case "Boolean", "BigInt":
			v = vm.ToValue(o.Export())
		}
	}
	switch {
	case v == nil || goja.IsUndefined(v):
		return false, nil
	case goja.IsNull(v):
		return true, e.write("null")
	}
	if _, ok := v.(*goja.Symbol); ok {
		return false, nil
	}
	o, isObj := v.(*goja.Object)
	if !isObj {
		return true, e.primitive(v)
	}
	if _, ok := goja.AssertFunction(o); ok {
		return false, nil
	}
	for _, s := range e.stack {
		if s == o {
			return false, &jsonError{jsonCycle, "it has a cycle (an object that contains itself)"}
		}
	}
	if len(e.stack) >= maxJSONDepth {
		return false, &jsonError{jsonTooDeep, "it is nested more than " + strconv.Itoa(maxJSONDepth) + " levels deep"}
	}
	e.stack = append(e.stack, o)
	defer func() { e.stack = e.stack[:len(e.stack)-1] }()
	if o.ClassName() == "Array" {
		return true, e.array(o)
	}
	return true, e.object(o)
}

func (e *jsonEncoder) primitive(v goja.Value) error {
	switch v.ExportType().Kind() {
	case reflect.Bool:
		if v.ToBoolean() {
			return e.write("true")
		}
		return e.write("false")
	case reflect.Int64:
		return e.write(strconv.FormatInt(v.ToInteger(), 10))
	case reflect.Float64:
		f := v.ToFloat()
		if math.IsNaN(f) || math.IsInf(f, 0) {
			return e.write("null")
		}
		return e.write(v.String())
	case reflect.String:
		return e.quote(v.String())
	}
	if isBigInt(v) {
		return &jsonError{jsonBigInt, "it contains a BigInt, which JSON cannot represent (convert it with String() or Number())"}
	}
	return e.write("null")
}

func (e *jsonEncoder) newline() error {
	if e.gap == "" {
		return nil
	}
	return e.write("\n" + e.indent)
}

func (e *jsonEncoder) array(o *goja.Object) error {
	n := o.Get("length").ToInteger()
	// Every element takes at least one byte and a comma; a longer array
	// cannot fit, and walking a sparse billion-element array would not end.
	if n > int64(e.budget-len(e.buf)) {
		return e.tooLarge()
	}
	if err := e.write("["); err != nil {
		return err
	}
	outer := e.indent
	e.indent += e.gap
	for i := range n {
		if i > 0 {
			if err := e.write(","); err != nil {
				return err
			}
		}
		if err := e.newline(); err != nil {
			return err
		}
		k := strconv.FormatInt(i, 10)
		ok, err := e.property(o, k, o.Get(k))
		if err != nil {
			return err
		}
		if !ok {
			if err := e.write("null"); err != nil {
				return err
			}
		}
	}
	e.indent = outer
	if n > 0 {
		if err := e.newline(); err != nil {
			return err
		}
	}
	return e.write("]")
}

func (e *jsonEncoder) object(o *goja.Object) error {
	keys := e.keys
	if !e.hasKeys {
		keys = o.Keys()
	}
	if err := e.write("{"); err != nil {
		return err
	}
	outer := e.indent
	e.indent += e.gap
	wrote := false
	for _, k := range keys {
		mark := len(e.buf)
		if wrote {
			if err := e.write(","); err != nil {
				return err
			}
		}
		if err := e.newline(); err != nil {
			return err
		}
		if err := e.quote(k); err != nil {
			return err
		}
		sep := ":"
		if e.gap != "" {
			sep = ": "
		}
		if err := e.write(sep); err != nil {
			return err
		}
		ok, err := e.property(o, k, o.Get(k))
		if err != nil {
			return err
		}
		if !ok {
			e.buf = e.buf[:mark]
			continue
		}
		wrote = true
	}
	e.indent = outer
	if wrote {
		if err := e.newline(); err != nil {
			return err
		}
	}
	return e.write("}")
}

const hexDigits = "0123456789abcdef"

// quote writes s as a JSON string, escaping as JSON.stringify does.
func (e *jsonEncoder) quote(s string) error {
	if len(e.buf)+len(s)+2 > e.budget {
		return e.tooLarge()
	}
	e.buf = append(e.buf, '"')
	for i := 0; i < len(s); {
		c := s[i]
		if c >= 0x20 && c != '"' && c != '\\' {
			// Copy a run of bytes that need no escape in one append: a
			// script's megabyte string costs one copy, not a million.
			j := i + 1
			for j < len(s) && s[j] >= 0x20 && s[j] != '"' && s[j] != '\\' {
				j++
			}
			e.buf = append(e.buf, s[i:j]...)
			i = j
			continue
		}
		switch c {
		case '"', '\\':
			e.buf = append(e.buf, '\\', c)
		case '\b':
			e.buf = append(e.buf, '\\', 'b')
		case '\f':
			e.buf = append(e.buf, '\\', 'f')
		case '\n':
			e.buf = append(e.buf, '\\', 'n')
		case '\r':
			e.buf = append(e.buf, '\\', 'r')
		case '\t':
			e.buf = append(e.buf, '\\', 't')
		default:
			e.buf = append(e.buf, '\\', 'u', '0', '0', hexDigits[c>>4], hexDigits[c&0xF])
		}
		i++
	}
	e.buf = append(e.buf, '"')
	if len(e.buf) > e.budget {
		return e.tooLarge()
	}
	return nil
}

// jsonStringify replaces JSON.stringify in the VM: the same rules, with
// the output capped at the sandbox's longest string.
func (h *run) jsonStringify(call goja.FunctionCall) goja.Value {
	vm := h.vm
	e := &jsonEncoder{h: h, budget: h.lim.maxString}
	if r, ok := call.Argument(1).(*goja.Object); ok {
		if f, ok := goja.AssertFunction(r); ok {
			e.replacer = f
		} else if r.ClassName() == "Array" {
			e.hasKeys = true
			n := r.Get("length").ToInteger()
			if n > int64(h.lim.maxArray) {
				panic(h.rangeError("JSON.stringify: replacer list of %d names is over the sandbox limit of %d", n, h.lim.maxArray))
			}
			seen := map[string]bool{}
			for i := range n {
				item := r.Get(strconv.FormatInt(i, 10))
				if o, ok := item.(*goja.Object); ok && o.ClassName() != "Number" && o.ClassName() != "String" {
					continue
				}
				if item == nil || goja.IsUndefined(item) || goja.IsNull(item) {
					continue
				}
				k := item.String()
				if !seen[k] {
					seen[k] = true
					e.keys = append(e.keys, k)
				}
			}
		}
	}
	space := call.Argument(2)
	if o, ok := space.(*goja.Object); ok {
		switch o.ClassName() {
		case "Number":
			space = o.ToNumber()
		case "String":
			space = o.ToString()
		}
	}
	var kind reflect.Kind
	if t := space.ExportType(); t != nil {
		kind = t.Kind()
	}
	switch kind {
	case reflect.Int64, reflect.Float64:
		n := min(max(space.ToInteger(), 0), 10)
		e.gap = "          "[:n]
	case reflect.String:
		s := space.String()
		if r := []rune(s); len(r) > 10 {
			s = string(r[:10])
		}
		e.gap = s
	}
	ok, err := e.property(nil, "", call.Argument(0))
	if err != nil {
		var je *jsonError
		if errors.As(err, &je) && (je.kind == jsonCycle || je.kind == jsonBigInt) {
			panic(h.typeError("JSON.stringify: the value is not JSON: %s", je.msg))
		}
		panic(h.rangeError("JSON.stringify: %v (the sandbox's longest string is %d characters)", err, h.lim.maxString))
	}
	if !ok {
		return goja.Undefined()
	}
	return vm.ToValue(string(e.buf))
}
