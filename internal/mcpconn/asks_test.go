package mcpconn

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"runtime"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/mcpscan/mcpscan/crawler/introspect"
	"github.com/mcpscan/mcpscan/internal/jsonrpc"
)

// askingServer is a streamable HTTP server that, once its standing stream
// opens, sends n requests of method to the client as fast as it can, and
// counts the error answers that come back.
type askingServer struct {
	method  string
	n       int
	refused atomic.Int64
}

func (a *askingServer) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Mcp-Session-Id", "s1")
	if r.Method == http.MethodGet {
		w.Header().Set("Content-Type", "text/event-stream")
		w.WriteHeader(http.StatusOK)
		for i := range a.n {
			_, _ = fmt.Fprintf(w, "data: {\"jsonrpc\":\"2.0\",\"id\":%d,\"method\":%q,\"params\":{}}\n\n", i, a.method)
		}
		w.(http.Flusher).Flush()
		<-r.Context().Done()
		return
	}
	m, ok := readPosted(w, r, "asker")
	if !ok {
		return
	}
	if m.IsResponse() && m.Error != nil && strings.Contains(m.Error.Message, "refused") {
		a.refused.Add(1)
	}
	w.WriteHeader(http.StatusAccepted)
}

// A server that asks the client things in a loop (sampling, elicitation,
// roots) must not pile up work without end while a person is slow to
// answer: at most maxServed requests wait at once, and the rest are
// refused with an error the server can read.
func TestRequestsFromTheServerAreCapped(t *testing.T) {
	for _, method := range []string{"elicitation/create", "sampling/createMessage", "roots/list"} {
		t.Run(method, func(t *testing.T) {
			const asks = 2000
			a := &askingServer{method: method, n: asks}
			srv := httptest.NewServer(a)
			t.Cleanup(srv.Close)
			var waiting, most atomic.Int64
			h := Handler{Request: func(ctx context.Context, _ *jsonrpc.Message, _ any) (json.RawMessage, *jsonrpc.Error) {
				n := waiting.Add(1)
				defer waiting.Add(-1)
				for m := most.Load(); n > m && !most.CompareAndSwap(m, n); m = most.Load() {
				}
				<-ctx.Done() // a person who never answers
				return nil, jsonrpc.Errorf(jsonrpc.CodeInternalError, "gone")
			}}
			g0 := runtime.NumGoroutine()
			c, err := Dial(t.Context(), introspect.Target{Name: "asker", Transport: introspect.TransportStreamableHTTP, URL: srv.URL},
				Options{Handler: h})
			if err != nil {
				t.Fatal(err)
			}
			deadline := time.Now().Add(10 * time.Second)
			for a.refused.Load() < asks/2 && time.Now().Before(deadline) {
				time.Sleep(10 * time.Millisecond)
			}
			if got := a.refused.Load(); got < asks/2 {
				t.Errorf("got %d requests refused, want at least %d of %d", got, asks/2, asks)
			}
			if got := most.Load(); got > maxServed {
				t.Errorf("got %d requests waiting at once, want at most %d", got, maxServed)
			}
			// Each request answered holds two goroutines, and each refusal
			// in flight a few more on both ends of its HTTP request (the
			// server runs in this process); unbounded, 2,000 requests
			// would hold over 4,000.
			if got, limit := runtime.NumGoroutine()-g0, 10*maxServed; got > limit {
				t.Errorf("got %d more goroutines, want at most %d", got, limit)
			}
			c.Close()
			for waiting.Load() > 0 && time.Now().Before(deadline) {
				time.Sleep(10 * time.Millisecond) // the people asked are let go
			}
		})
	}
}
