package sandbox

import (
	"fmt"
	"strings"
	"sync"

	"github.com/dop251/goja"
	"github.com/dop251/goja/parser"
)

// The code guards. eval and the Function constructors (plain, async and
// generator) hand a string to goja's parser, which recurses in Go on
// nesting and reads code of any size in one call; they are wrapped so the
// code is measured and its nesting estimated before the parser sees it.

// functionConstructors finds the constructors that compile code at run
// time besides Function: those of async functions and generators.
var functionConstructors = sync.OnceValue(func() *goja.Program {
	return goja.MustCompile("constructors",
		`[Object.getPrototypeOf(async function () {}), Object.getPrototypeOf(function* () {})]`, true)
})

func lastOf(parts []string) string {
	if len(parts) == 0 {
		return ""
	}
	return parts[len(parts)-1]
}

// installCodeGuards puts eval and the Function constructors behind
// proxies that refuse code over MaxCodeBytes or nested past maxNesting
// before goja's parser sees it (see runtime_nesting.go). Through a proxy,
// eval is always indirect: eval'd code sees the global scope, not the
// caller's local variables.
func (h *run) installCodeGuards() error {
	vm := h.vm
	g := vm.GlobalObject()
	check := func(fn string, parts []string) {
		text := strings.Join(parts, ",\n")
		if len(text) > h.cfg.MaxCodeBytes {
			panic(h.newErrorObject(h.intr.syntaxError, "%s: the code is %d bytes; the sandbox allows %d", fn, len(text), h.cfg.MaxCodeBytes))
		}
		probe := text
		if fn != "eval" {
			// What the Function constructors parse: the parameters and the
			// body inside a function expression.
			probe = "(function anonymous(" + strings.Join(parts[:max(len(parts)-1, 0)], ",") + "\n) {\n" + lastOf(parts) + "\n})"
		}
		if err := checkNesting(h.ctx, probeJS, probe, ""); err != nil {
			panic(h.newErrorObject(h.intr.syntaxError, "%s: %v", fn, err))
		}
		if strings.ContainsRune(probe, 'n') {
			if prg, err := parser.ParseFile(nil, "", probe, 0); err == nil && hasBigInt(prg) {
				panic(h.newErrorObject(h.intr.syntaxError, "%s: %v", fn, errBigInt))
			}
		}
	}
	evalFn, ok := g.Get("eval").(*goja.Object)
	if !ok {
		return fmt.Errorf("no eval")
	}
	origEval, _ := goja.AssertFunction(evalFn)
	evalProxy := vm.NewProxy(evalFn, &goja.ProxyTrapConfig{
		Apply: func(_ *goja.Object, _ goja.Value, args []goja.Value) goja.Value {
			if len(args) > 0 {
				if s, ok := args[0].(goja.String); ok {
					check("eval", []string{s.String()})
				}
			}
			return h.mustCall(origEval, goja.Undefined(), args...)
		},
	})
	if err := g.DefineDataProperty("eval", vm.ToValue(evalProxy), goja.FLAG_TRUE, goja.FLAG_TRUE, goja.FLAG_FALSE); err != nil {
		return fmt.Errorf("guard eval: %w", err)
	}
	fnCtor, ok := g.Get("Function").(*goja.Object)
	if !ok {
		return fmt.Errorf("no Function")
	}
	protos, err := vm.RunProgram(functionConstructors())
	if err != nil {
		return fmt.Errorf("find the function constructors: %w", err)
	}
	protoList, _ := protos.(*goja.Object)
	for i, proto := range []goja.Value{fnCtor.Get("prototype"), protoList.Get("0"), protoList.Get("1")} {
		po, ok := proto.(*goja.Object)
		if !ok {
			return fmt.Errorf("function prototype %d", i)
		}
		ctor, ok := po.Get("constructor").(*goja.Object)
		if !ok {
			return fmt.Errorf("function constructor %d", i)
		}
		name := ctor.Get("name").String()
		guarded := func(args []goja.Value) []goja.Value {
			parts := make([]string, len(args))
			out := make([]goja.Value, len(args))
			for j, a := range args {
				str := h.toStr(a)
				parts[j], out[j] = str.String(), str
			}
			check(name, parts)
			return out
		}
		// A native constructor rather than a proxy: goja's instanceof needs
		// a real function, whose prototype is the original's.
		px, _ := vm.ToValue(func(call goja.ConstructorCall) *goja.Object {
			o, err := vm.New(ctor, guarded(call.Arguments)...)
			if err != nil {
				panic(err)
			}
			return o
		}).(*goja.Object)
		for _, d := range []struct {
			prop string
			v    goja.Value
		}{{"name", vm.ToValue(name)}, {"length", vm.ToValue(1)}, {"prototype", po}} {
			if err := px.DefineDataProperty(d.prop, d.v, goja.FLAG_FALSE, goja.FLAG_NOT_SET, goja.FLAG_FALSE); err != nil {
				return fmt.Errorf("guard %s.%s: %w", name, d.prop, err)
			}
		}
		if err := po.DefineDataProperty("constructor", px, goja.FLAG_FALSE, goja.FLAG_TRUE, goja.FLAG_FALSE); err != nil {
			return fmt.Errorf("guard %s: %w", name, err)
		}
		if i == 0 {
			if err := g.DefineDataProperty("Function", px, goja.FLAG_TRUE, goja.FLAG_TRUE, goja.FLAG_FALSE); err != nil {
				return fmt.Errorf("guard Function: %w", err)
			}
		}
	}
	return nil
}
