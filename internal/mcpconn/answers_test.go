package mcpconn

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/mcpscan/mcpscan/crawler/introspect"
	"github.com/mcpscan/mcpscan/internal/jsonrpc"
)

// answeringServer answers each request on its own event stream with the
// messages script makes of the request's id.
type answeringServer struct {
	script func(id string) []string
}

func (a *answeringServer) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Mcp-Session-Id", "s1")
	if r.Method != http.MethodPost {
		w.WriteHeader(http.StatusMethodNotAllowed)
		return
	}
	m, ok := readPosted(w, r, "liar")
	if !ok {
		return
	}
	switch {
	case m.IsRequest():
		w.Header().Set("Content-Type", "text/event-stream")
		for _, msg := range a.script(string(m.ID)) {
			_, _ = fmt.Fprintf(w, "event: message\ndata: %s\n\n", msg)
		}
	default:
		w.WriteHeader(http.StatusAccepted)
	}
}

// A server that answers what was never asked, answers twice or answers
// one request with another's id must not have a caller take an answer
// that is not its own: each call gets the answer to its own id, or an
// error, and the connection stays up.
func TestAnswersThatDoNotMatchTheirRequest(t *testing.T) {
	answer := func(id, text string) string {
		return fmt.Sprintf(`{"jsonrpc":"2.0","id":%s,"result":{"text":%q}}`, id, text)
	}
	for _, tt := range []struct {
		name   string
		script func(id string) []string
		want   string // in the result; "" for an error
	}{
		{"an answer to a request never sent first", func(id string) []string {
			return []string{answer(`"m999"`, "stray"), answer(`7`, "stray"), answer(id, "own")}
		}, "own"},
		{"the answer twice, the second different", func(id string) []string {
			return []string{answer(id, "own"), answer(id, "second")}
		}, "own"},
		{"only another request's id", func(string) []string {
			return []string{answer(`"m1"`, "not yours")}
		}, ""},
		{"a result and an error for one id", func(id string) []string {
			return []string{answer(id, "own"), `{"jsonrpc":"2.0","id":` + id + `,"error":{"code":-32603,"message":"late"}}`}
		}, "own"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			srv := httptest.NewServer(&answeringServer{script: tt.script})
			t.Cleanup(srv.Close)
			c, err := Dial(t.Context(), introspect.Target{Name: "liar", Transport: introspect.TransportStreamableHTTP, URL: srv.URL},
				Options{})
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { c.Close() })
			for i := range 3 {
				raw, err := c.Call(t.Context(), "tools/call", json.RawMessage(`{"name":"x"}`), nil)
				switch {
				case tt.want == "" && err == nil:
					t.Errorf("call %d: got %s, want an error", i, raw)
				case tt.want != "" && (err != nil || !strings.Contains(string(raw), `"`+tt.want+`"`)):
					t.Errorf("call %d: got %s (%v), want the answer %q", i, raw, err, tt.want)
				}
			}
			select {
			case <-c.Done():
				t.Errorf("the connection ended: %v", c.Err())
			default:
			}
		})
	}
}

// readPosted reads the message a test server was sent. It answers a body
// that is not JSON-RPC, and initialize (as the server named), itself, and
// reports whether the caller still has a message to answer.
func readPosted(w http.ResponseWriter, r *http.Request, name string) (*jsonrpc.Message, bool) {
	body, _ := io.ReadAll(r.Body)
	m, err := jsonrpc.Parse(body)
	switch {
	case err != nil:
		w.WriteHeader(http.StatusBadRequest)
		return nil, false
	case m.Method == "initialize":
		w.Header().Set("Content-Type", "application/json")
		info := fmt.Sprintf(`{"protocolVersion":"2025-11-25","capabilities":{},"serverInfo":{"name":%q,"version":"1"}}`, name)
		_, _ = w.Write(jsonrpc.Response(m.ID, json.RawMessage(info)).Encode())
		return nil, false
	}
	return m, true
}
