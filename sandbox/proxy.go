package sandbox

import (
	"crypto/rand"
	"crypto/subtle"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"slices"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/mcpscan/mcpscan/catalog"
)

// maxProxyBody bounds a POST /mcp/call body.
const maxProxyBody = 1 << 20

// ProxyHandler serves the code-mode proxy endpoints for code that runs
// outside the sandbox: GET /mcp/servers, GET /mcp/{server}/tools and
// POST /mcp/call with {"server", "tool", "args"}. Every request needs
// "Authorization: Bearer <token>"; a request with an Origin header is
// refused unless the origin is listed (a web page must not be able to
// drive tools from a user's browser), and no CORS header is ever sent.
func ProxyHandler(caller ToolCaller, token string, allowedOrigins []string) http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("GET /mcp/servers", func(w http.ResponseWriter, r *http.Request) {
		servers, err := caller.Servers(r.Context())
		if err != nil {
			writeProxyError(w, http.StatusBadGateway, err)
			return
		}
		if servers == nil {
			servers = []ServerInfo{}
		}
		writeJSON(w, http.StatusOK, map[string]any{"servers": servers})
	})
	mux.HandleFunc("GET /mcp/{server}/tools", func(w http.ResponseWriter, r *http.Request) {
		tools, err := caller.Tools(r.Context(), r.PathValue("server"))
		if err != nil {
			writeProxyError(w, statusFor(err), err)
			return
		}
		if tools == nil {
			tools = []catalog.Tool{}
		}
		writeJSON(w, http.StatusOK, map[string]any{"tools": tools})
	})
	mux.HandleFunc("POST /mcp/call", func(w http.ResponseWriter, r *http.Request) {
		var req struct {
			Server string         `json:"server"`
			Tool   string         `json:"tool"`
			Args   map[string]any `json:"args"`
		}
		body, err := io.ReadAll(io.LimitReader(r.Body, maxProxyBody+1))
		if err != nil {
			writeProxyError(w, http.StatusBadRequest, err)
			return
		}
		if len(body) > maxProxyBody {
			writeProxyError(w, http.StatusRequestEntityTooLarge, fmt.Errorf("body over %d bytes", maxProxyBody))
			return
		}
		if err := json.Unmarshal(body, &req); err != nil || req.Server == "" || req.Tool == "" {
			writeProxyError(w, http.StatusBadRequest, errors.New(`want {"server": "...", "tool": "...", "args": {...}}`))
			return
		}
		res, err := caller.CallTool(r.Context(), Call{Server: req.Server, Tool: req.Tool, Args: req.Args})
		if err != nil {
			writeProxyError(w, statusFor(err), err)
			return
		}
		value, isError := PlainResult(res)
		if isError {
			writeJSON(w, http.StatusOK, map[string]any{"error": value, "isError": true})
			return
		}
		writeJSON(w, http.StatusOK, map[string]any{"result": value})
	})
	want := []byte("Bearer " + token)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if origin := r.Header.Get("Origin"); origin != "" && !slices.Contains(allowedOrigins, origin) {
			writeProxyError(w, http.StatusForbidden, fmt.Errorf("origin %q is not allowed", origin))
			return
		}
		got := []byte(r.Header.Get("Authorization"))
		if token == "" || subtle.ConstantTimeCompare(got, want) != 1 {
			w.Header().Set("WWW-Authenticate", `Bearer realm="mcpscan codemode"`)
			writeProxyError(w, http.StatusUnauthorized, errors.New("a valid bearer token is required"))
			return
		}
		mux.ServeHTTP(w, r)
	})
}

// NewToken returns a random bearer token.
func NewToken() (string, error) {
	b := make([]byte, 24)
	if _, err := rand.Read(b); err != nil {
		return "", fmt.Errorf("make token: %w", err)
	}
	return hex.EncodeToString(b), nil
}

func statusFor(err error) int {
	switch {
	case errors.Is(err, ErrServerNotAllowed):
		return http.StatusForbidden
	case errors.Is(err, ErrDenied):
		return http.StatusForbidden
	default:
		return http.StatusBadGateway
	}
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("X-Content-Type-Options", "nosniff")
	w.WriteHeader(status)
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(v)
}

func writeProxyError(w http.ResponseWriter, status int, err error) {
	writeJSON(w, status, map[string]any{"error": err.Error()})
}

// PlainResult turns a tool result into plain JSON for scripts: the
// structured content if there is some, else each content item's JSON or
// text (one item unwrapped). isError reports a tool-level failure, with
// the value then being its message.
func PlainResult(res *mcp.CallToolResult) (value any, isError bool) {
	if res == nil {
		return nil, false
	}
	if res.IsError {
		var msgs []string
		for _, c := range res.Content {
			if t, ok := textOf(c); ok {
				msgs = append(msgs, t)
			}
		}
		msg := strings.Join(msgs, "\n")
		if msg == "" {
			msg = "the tool failed"
		}
		return msg, true
	}
	if res.StructuredContent != nil {
		return jsonRoundTrip(res.StructuredContent), false
	}
	var items []any
	for _, c := range res.Content {
		if t, ok := textOf(c); ok {
			var v any
			if json.Unmarshal([]byte(t), &v) == nil {
				items = append(items, v)
			} else {
				items = append(items, t)
			}
			continue
		}
		items = append(items, jsonRoundTrip(c))
	}
	switch len(items) {
	case 0:
		return nil, false
	case 1:
		return items[0], false
	default:
		return items, false
	}
}

func textOf(c mcp.Content) (string, bool) {
	switch t := c.(type) {
	case mcp.TextContent:
		return t.Text, true
	case *mcp.TextContent:
		return t.Text, true
	}
	return "", false
}

// jsonRoundTrip turns any value into plain JSON values (maps, slices,
// strings, float64s): scripts never see Go types.
func jsonRoundTrip(v any) any {
	b, err := json.Marshal(v)
	if err != nil {
		return nil
	}
	var out any
	if json.Unmarshal(b, &out) != nil {
		return nil
	}
	return out
}
