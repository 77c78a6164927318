package classifier

import (
	"testing"

	"github.com/mcpscan/mcpscan/catalog"
)

// TestClassSubmitKey covers a key enum with enter on a tool that drives a
// REPL or a terminal: enter submits the typed line, which the session
// runs, Execute. The same keys on a phone, a page or a game press a
// button, and a REPL tool without a submitting key only moves about.
func TestClassSubmitKey(t *testing.T) {
	keys := func(values string) string {
		return `{"type":"object","properties":{"id":{"type":"string"},"key":{"type":"string","enum":[` + values + `]}},"required":["id","key"]}`
	}
	checkCategories(t, []categoryCase{
		{"enter in a REPL", catalog.Tool{Name: "repl_press", Description: "Send a named key to a session."}, keys(`"enter","tab","ctrl-c","up"`), Execute},
		{"return in a terminal", catalog.Tool{Name: "terminal_key", Description: "Presses a key in the open terminal."}, keys(`"Return","Escape","Up"`), Execute},
		{"pty, Spanish", catalog.Tool{Name: "pty_tecla", Description: "Envía una tecla a la sesión."}, keys(`"enter","backspace"`), Execute},
		// Look-alikes that keep their category.
		{"enter on a phone", catalog.Tool{Name: "device_key", Description: "Press a hardware or soft key on the phone."}, keys(`"home","back","enter"`), Write},
		{"enter on a page", catalog.Tool{Name: "press_key", Description: "Press a key on the focused element of the page."}, keys(`"Enter","Tab","Escape"`), Write},
		{"REPL without enter", catalog.Tool{Name: "repl_scroll", Description: "Scrolls the REPL session."}, keys(`"pageup","pagedown"`), Read},
	})
}
