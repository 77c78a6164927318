package sandbox

import (
	"fmt"
	"strconv"
	"sync"

	"github.com/dop251/goja"
)

// The iterator guards: the next of the built-in iterators (arrays,
// strings, Map, Set, matchAll), which Go loops the interrupt cannot reach
// call over and over.

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
