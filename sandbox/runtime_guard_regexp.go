package sandbox

import (
	"fmt"
	"regexp"
	"time"
	"unicode/utf16"

	"github.com/dlclark/regexp2/v2"
	"github.com/dop251/goja"
	"github.com/dop251/goja/parser"
)

// The RegExp guards. goja compiles a pattern built at run time in Go, in
// time and memory that grow with its source, and matches a pattern with a
// back-reference or lookaround with a backtracking engine that can run for
// minutes inside one exec call, out of reach of the interrupt. The RegExp
// constructor and compile refuse a pattern past maxPattern, and exec and
// test first try such a match with a timeout (regexpPrecheck).

// patternInfo is what the pre-check keeps about one pattern and its flags.
type patternInfo struct {
	backtracks bool            // goja matches it with regexp2
	re         *regexp2.Regexp // nil if regexp2 cannot compile it
	lastIn     string          // the input of the last check, and its runes
	lastRunes  []rune
}

// installRegexpGuards wraps exec and test with the backtracking
// pre-check. Replacing exec also turns off goja's internal fast paths for
// match, replace, split and search, so they all go through exec.
func (h *run) installRegexpGuards(rxProto *goja.Object) error {
	if err := h.guardRegExpConstructor(rxProto); err != nil {
		return err
	}
	objectCtor, _ := h.vm.GlobalObject().Get("Object").(*goja.Object)
	gopd, ok := goja.AssertFunction(objectCtor.Get("getOwnPropertyDescriptor"))
	if !ok {
		return fmt.Errorf("no Object.getOwnPropertyDescriptor")
	}
	getter := func(name string) (goja.Callable, error) {
		d, err := gopd(goja.Undefined(), rxProto, h.vm.ToValue(name))
		if err != nil {
			return nil, fmt.Errorf("RegExp.prototype.%s: %w", name, err)
		}
		if o, ok := d.(*goja.Object); ok {
			if f, ok := goja.AssertFunction(o.Get("get")); ok {
				return f, nil
			}
		}
		return nil, fmt.Errorf("RegExp.prototype.%s has no getter", name)
	}
	gs := &h.guards
	for _, a := range []struct {
		name string
		dst  *goja.Callable
	}{
		{"source", &gs.rxSource}, {"global", &gs.rxGlobal}, {"sticky", &gs.rxSticky},
		{"ignoreCase", &gs.rxIgnoreCase}, {"multiline", &gs.rxMultiline}, {"dotAll", &gs.rxDotAll}, {"unicode", &gs.rxUnicode},
	} {
		f, err := getter(a.name)
		if err != nil {
			return err
		}
		*a.dst = f
	}
	for _, name := range []string{"exec", "test"} {
		orig, ok := goja.AssertFunction(rxProto.Get(name))
		if !ok {
			return fmt.Errorf("no RegExp.prototype.%s", name)
		}
		f := h.nativeFunc(name, func(call goja.FunctionCall) goja.Value {
			s := h.toStr(call.Argument(0))
			if !h.regexpPrecheck(call.This, s) {
				// Unwind Go loops (split, replace) that call exec; the
				// interrupt then ends the script.
				panic(h.rangeError("the run was stopped"))
			}
			return h.mustCall(orig, call.This, s)
		})
		if err := rxProto.DefineDataProperty(name, f, goja.FLAG_TRUE, goja.FLAG_TRUE, goja.FLAG_FALSE); err != nil {
			return fmt.Errorf("guard RegExp.prototype.%s: %w", name, err)
		}
	}
	return nil
}

// maxPattern caps the source of a regular expression built at run time:
// compiling one costs time and memory in Go in proportion to it (a pattern
// of three million characters took a second and 460 MB). Literals in the
// code are bounded by the code's size.
const maxPattern = 32 << 10

// guardRegExpConstructor puts the RegExp constructor (called or
// constructed, subclassed too) and RegExp.prototype.compile behind a check
// of the pattern's length.
func (h *run) guardRegExpConstructor(rxProto *goja.Object) error {
	g := h.vm.GlobalObject()
	ctor, ok := g.Get("RegExp").(*goja.Object)
	if !ok {
		return fmt.Errorf("no RegExp")
	}
	check := func(args []goja.Value) {
		if len(args) == 0 {
			return
		}
		var src goja.String
		if o, ok := args[0].(*goja.Object); ok && o.ClassName() == "RegExp" {
			if f := h.guards.rxSource; f != nil {
				v, err := f(o)
				if err == nil {
					src = h.toStr(v)
				}
			}
		} else if !goja.IsUndefined(args[0]) {
			src = h.toStr(args[0])
		}
		if src != nil && src.Length() > maxPattern {
			panic(h.rangeError("RegExp: a pattern of %d characters; the sandbox allows %d", src.Length(), maxPattern))
		}
	}
	// A native constructor rather than a proxy: goja's instanceof needs a
	// real function, whose prototype is the original's.
	vm := h.vm
	px, _ := vm.ToValue(func(call goja.ConstructorCall) *goja.Object {
		check(call.Arguments)
		o, err := vm.New(ctor, call.Arguments...)
		if err != nil {
			panic(err)
		}
		if call.This != nil {
			// A subclass: the instance takes the subclass's prototype.
			if p := call.This.Prototype(); p != nil && p != rxProto {
				_ = o.SetPrototype(p)
			}
		}
		return o
	}).(*goja.Object)
	for _, d := range []struct {
		prop string
		v    goja.Value
	}{{"name", vm.ToValue("RegExp")}, {"length", vm.ToValue(2)}, {"prototype", rxProto}} {
		if err := px.DefineDataProperty(d.prop, d.v, goja.FLAG_FALSE, goja.FLAG_NOT_SET, goja.FLAG_FALSE); err != nil {
			return fmt.Errorf("guard RegExp.%s: %w", d.prop, err)
		}
	}
	if err := rxProto.DefineDataProperty("constructor", px, goja.FLAG_TRUE, goja.FLAG_FALSE, goja.FLAG_TRUE); err != nil {
		return fmt.Errorf("guard RegExp: %w", err)
	}
	if err := g.DefineDataProperty("RegExp", px, goja.FLAG_TRUE, goja.FLAG_FALSE, goja.FLAG_TRUE); err != nil {
		return fmt.Errorf("guard RegExp: %w", err)
	}
	if compile, ok := goja.AssertFunction(rxProto.Get("compile")); ok {
		f := h.nativeFunc("compile", func(call goja.FunctionCall) goja.Value {
			check(call.Arguments)
			return h.mustCall(compile, call.This, call.Arguments...)
		})
		if err := rxProto.DefineDataProperty("compile", f, goja.FLAG_TRUE, goja.FLAG_FALSE, goja.FLAG_TRUE); err != nil {
			return fmt.Errorf("guard RegExp.prototype.compile: %w", err)
		}
	}
	return nil
}

// regexpPrecheck tries a match that goja would run with its backtracking
// engine, with a timeout of half the time left; if it would not finish,
// it stops the run and reports false.
func (h *run) regexpPrecheck(this goja.Value, s goja.String) bool {
	if h.stopped.Load() != nil {
		return false
	}
	gs := &h.guards
	o, ok := this.(*goja.Object)
	if !ok {
		return true
	}
	srcV, err := gs.rxSource(o)
	if err != nil {
		return true // not a RegExp: the original throws
	}
	flag := func(f goja.Callable) bool {
		v, err := f(o)
		return err == nil && v.ToBoolean()
	}
	global, sticky, unicode, dotAll := flag(gs.rxGlobal), flag(gs.rxSticky), flag(gs.rxUnicode), flag(gs.rxDotAll)
	ignoreCase, multiline := flag(gs.rxIgnoreCase), flag(gs.rxMultiline)
	start := int64(0)
	if global || sticky {
		start = max(o.Get("lastIndex").ToInteger(), 0)
	}
	src := srcV.String()
	key := fmt.Sprintf("%t%t%t%t/%s", ignoreCase, multiline, dotAll, unicode, src)
	if gs.patterns == nil {
		gs.patterns = map[string]*patternInfo{}
	}
	p := gs.patterns[key]
	if p == nil {
		p = &patternInfo{backtracks: needsBacktracking(src, dotAll, unicode)}
		opts := regexp2.ECMAScript
		if ignoreCase {
			opts |= regexp2.IgnoreCase
		}
		if multiline {
			opts |= regexp2.Multiline
		}
		if dotAll {
			opts |= regexp2.Singleline
		}
		if unicode {
			opts |= regexp2.Unicode
		}
		if re, err := regexp2.Compile(src, opts); err == nil {
			p.re = re
		}
		gs.patterns[key] = p
	}
	if (start == 0 && !p.backtracks) || p.re == nil {
		return true
	}
	deadline, ok := h.ctx.Deadline()
	if !ok {
		return true
	}
	// A quarter of what is left: the matcher's timeout is read from a
	// clock that a loaded machine updates late, and the trial must end,
	// and say why, before the run's own deadline does.
	budget := time.Until(deadline) / 4
	if budget <= 0 {
		h.stopForContext()
		return false
	}
	in := s.String()
	if in != p.lastIn || p.lastRunes == nil {
		p.lastIn, p.lastRunes = in, matchRunes(in, unicode)
	}
	if start > int64(len(p.lastRunes)) {
		return true
	}
	p.re.MatchTimeout = budget
	if _, err := p.re.FindRunesMatchStartingAt(p.lastRunes, int(start)); err != nil {
		h.stop(newError(CodeTimeout, "the regular expression /%s/ would backtrack past the deadline (nested quantifiers with a back-reference or lookaround?)",
			truncateText(src, 200)))
		return false
	}
	return true
}

// needsBacktracking reports whether goja matches the pattern with regexp2
// (a backtracking engine) rather than Go's linear-time regexp.
func needsBacktracking(src string, dotAll, unicode bool) bool {
	re2, err := parser.TransformRegExp(src, dotAll, unicode)
	if err != nil {
		return true
	}
	_, err = regexp.Compile(re2)
	return err != nil
}

// matchRunes is the string as the matcher indexes it: UTF-16 code units,
// or code points with the u flag.
func matchRunes(s string, unicode bool) []rune {
	if unicode {
		return []rune(s)
	}
	units := utf16.Encode([]rune(s))
	out := make([]rune, len(units))
	for i, u := range units {
		out[i] = rune(u)
	}
	return out
}
