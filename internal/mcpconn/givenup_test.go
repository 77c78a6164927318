package mcpconn

import (
	"context"
	"encoding/json"
	"testing"
	"time"
)

// A call given up on is reported with its origin, and settled once the
// server is done with it: when its late answer comes, or when the
// connection ends first.
func TestGivenUpRequestIsSettled(t *testing.T) {
	for _, tt := range []struct {
		name  string
		tool  string // sleep answers at its cancellation; stubborn does not
		close bool   // end the connection after giving up
	}{
		{name: "answered late", tool: "sleep"},
		{name: "connection ended", tool: "stubborn", close: true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			gaveUp := make(chan any, 1)
			settled := make(chan any, 1)
			h := Handler{GaveUp: func(origin any) func() {
				gaveUp <- origin
				return func() { settled <- origin }
			}}
			c, err := Dial(t.Context(), targets(t)["stdio"], Options{Handler: h})
			if err != nil {
				t.Fatal(err)
			}
			defer c.Close()
			ctx, cancel := context.WithTimeout(t.Context(), 100*time.Millisecond)
			defer cancel()
			params := json.RawMessage(`{"name":"` + tt.tool + `","arguments":{}}`)
			if _, err := c.Call(ctx, "tools/call", params, "origin-1"); err == nil {
				t.Fatal("the call ended with an answer, want it given up")
			}
			if got := <-gaveUp; got != "origin-1" {
				t.Errorf("gave up on: got %v, want origin-1", got)
			}
			if tt.close {
				c.Close()
			}
			select {
			case got := <-settled:
				if got != "origin-1" {
					t.Errorf("settled: got %v, want origin-1", got)
				}
			case <-time.After(5 * time.Second):
				t.Error("the given-up call was not settled within 5s")
			}
		})
	}
}
