package sandbox

// setTimeout and clearTimeout: the pending timers of a run, fired in order
// of when they are due while the run waits for its promise to settle
// (settle in runtime_exec.go).

import (
	"math"
	"slices"
	"time"

	"github.com/dop251/goja"
)

// timer is a pending setTimeout.
type timer struct {
	id   int64
	due  time.Time
	fn   goja.Callable
	args []goja.Value
}

type timerQueue struct {
	items  []*timer
	lastID int64
}

// next returns the timer due first (the earlier set on a tie).
func (q *timerQueue) next() *timer {
	var best *timer
	for _, t := range q.items {
		if best == nil || t.due.Before(best.due) || (t.due.Equal(best.due) && t.id < best.id) {
			best = t
		}
	}
	return best
}

func (q *timerQueue) remove(id int64) {
	q.items = slices.DeleteFunc(q.items, func(t *timer) bool { return t.id == id })
}

// setTimeout(fn, ms, ...args) runs fn once after ms while the script's
// promise is pending; timers still pending when the script's value is
// settled are dropped. A string instead of a function is refused (that
// would be eval).
func (h *run) setTimeout(call goja.FunctionCall) goja.Value {
	fn, ok := goja.AssertFunction(call.Argument(0))
	if !ok {
		panic(h.typeError("setTimeout: the callback must be a function"))
	}
	if len(h.timers.items) >= maxTimers {
		panic(h.rangeError("setTimeout: %d timers are already pending; the sandbox allows %d", len(h.timers.items), maxTimers))
	}
	ms := call.Argument(1).ToFloat()
	if math.IsNaN(ms) || ms < 0 {
		ms = 0
	}
	// Anything past the run's deadline never fires; cap it to stay in range.
	ms = min(ms, float64(h.cfg.Timeout/time.Millisecond)+1)
	h.timers.lastID++
	var args []goja.Value
	if len(call.Arguments) > 2 {
		args = slices.Clone(call.Arguments[2:])
	}
	h.timers.items = append(h.timers.items, &timer{
		id:   h.timers.lastID,
		due:  time.Now().Add(time.Duration(ms * float64(time.Millisecond))),
		fn:   fn,
		args: args,
	})
	return h.vm.ToValue(h.timers.lastID)
}

func (h *run) clearTimeout(call goja.FunctionCall) goja.Value {
	h.timers.remove(call.Argument(0).ToInteger())
	return goja.Undefined()
}
