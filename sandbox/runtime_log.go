package sandbox

// The console: log() and the console methods, and the cap on what a run
// may log.

import (
	"errors"
	"fmt"
	"strings"

	"github.com/dop251/goja"
)

// logger is log() and the console methods: arguments are joined with
// spaces, strings as they are and other values as JSON (or String(v)).
func (h *run) logger(level string) func(goja.FunctionCall) goja.Value {
	return func(call goja.FunctionCall) goja.Value {
		if h.logsFull {
			return goja.Undefined()
		}
		var b strings.Builder
		for i, a := range call.Arguments {
			if i > 0 {
				b.WriteByte(' ')
			}
			if b.Len() > h.cfg.MaxLogBytes {
				break
			}
			b.WriteString(h.logText(a, h.cfg.MaxLogBytes-h.logBytes+1))
		}
		h.addLog(level, b.String())
		return goja.Undefined()
	}
}

func (h *run) logText(v goja.Value, budget int) string {
	o, isObj := v.(*goja.Object)
	if !isObj {
		if v == nil {
			return "undefined"
		}
		return v.String()
	}
	if _, ok := goja.AssertFunction(o); ok {
		return "[Function " + o.Get("name").String() + "]"
	}
	if o.ClassName() == "Error" {
		return h.describeThrown(o)
	}
	b, err := h.encodeJSON(o, max(budget, 1))
	var je *jsonError
	if err == nil || (errors.As(err, &je) && je.kind == jsonTooLarge) {
		return string(b)
	}
	return o.String()
}

// addLog appends a line within MaxLogBytes (each line also counts one
// byte, so a flood of empty lines is bounded too); the line that crosses
// the cap is cut and followed by one marker, and later lines are dropped.
func (h *run) addLog(level, text string) {
	if h.logsFull {
		return
	}
	remaining := h.cfg.MaxLogBytes - h.logBytes - 1
	if len(text) > remaining {
		if remaining > 0 {
			h.logs = append(h.logs, LogLine{Level: level, Text: truncateText(text, remaining)})
		}
		h.logs = append(h.logs, LogLine{Level: "warn", Text: fmt.Sprintf("[logs truncated: over %d bytes]", h.cfg.MaxLogBytes)})
		h.logsFull = true
		return
	}
	h.logs = append(h.logs, LogLine{Level: level, Text: text})
	h.logBytes += len(text) + 1
}
