package sandbox

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/mcpscan/mcpscan/catalog"
)

// proxyTestCaller serves one server, "files", with an echo and a failing
// tool; "secret" is not allowed.
type proxyTestCaller struct{}

func (proxyTestCaller) Servers(context.Context) ([]ServerInfo, error) {
	return []ServerInfo{{Name: "files", Tools: 2}}, nil
}

func (proxyTestCaller) Tools(_ context.Context, server string) ([]catalog.Tool, error) {
	if server != "files" {
		return nil, fmt.Errorf("%q: %w", server, ErrServerNotAllowed)
	}
	return []catalog.Tool{{Name: "echo", Description: "Echo text."}, {Name: "fail"}}, nil
}

func (proxyTestCaller) CallTool(_ context.Context, c Call) (*mcp.CallToolResult, error) {
	switch {
	case c.Server != "files":
		return nil, fmt.Errorf("%q: %w", c.Server, ErrServerNotAllowed)
	case c.Tool == "fail":
		return mcp.NewToolResultError("disk on fire"), nil
	case c.Tool == "json":
		return mcp.NewToolResultText(`{"n": 2}`), nil
	default:
		return mcp.NewToolResultText(fmt.Sprint(c.Args["text"])), nil
	}
}

func TestProxyHandler(t *testing.T) {
	srv := httptest.NewServer(ProxyHandler(proxyTestCaller{}, "tok", []string{"http://localhost:8080"}))
	defer srv.Close()
	do := func(method, path, body string, hdr map[string]string) (int, string) {
		t.Helper()
		req, _ := http.NewRequestWithContext(context.Background(), method, srv.URL+path, strings.NewReader(body))
		for k, v := range hdr {
			req.Header.Set(k, v)
		}
		res, err := srv.Client().Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer func() { _ = res.Body.Close() }()
		b, _ := io.ReadAll(res.Body)
		if res.Header.Get("Access-Control-Allow-Origin") != "" {
			t.Errorf("CORS header sent on %s %s", method, path)
		}
		return res.StatusCode, string(b)
	}
	auth := map[string]string{"Authorization": "Bearer tok"}
	for _, tt := range []struct {
		method, path, body string
		hdr                map[string]string
		status             int
		want               string
	}{
		{"GET", "/mcp/servers", "", nil, 401, "bearer token"},
		{"GET", "/mcp/servers", "", map[string]string{"Authorization": "Bearer nope"}, 401, "bearer token"},
		{"GET", "/mcp/servers", "", map[string]string{"Authorization": "Bearer tok", "Origin": "https://evil.example"}, 403, "origin"},
		{"GET", "/mcp/servers", "", map[string]string{"Authorization": "Bearer tok", "Origin": "http://localhost:8080"}, 200, `"name":"files"`},
		{"GET", "/mcp/servers", "", auth, 200, `"tools":2`},
		{"GET", "/mcp/files/tools", "", auth, 200, `"name":"echo"`},
		{"GET", "/mcp/secret/tools", "", auth, 403, "server not allowed"},
		{"POST", "/mcp/call", `{"server":"files","tool":"echo","args":{"text":"hi"}}`, auth, 200, `{"result":"hi"}`},
		{"POST", "/mcp/call", `{"server":"files","tool":"json"}`, auth, 200, `{"result":{"n":2}}`},
		{"POST", "/mcp/call", `{"server":"files","tool":"fail"}`, auth, 200, `"error":"disk on fire"`},
		{"POST", "/mcp/call", `{"server":"secret","tool":"x"}`, auth, 403, "server not allowed"},
		{"POST", "/mcp/call", `{"tool":"x"}`, auth, 400, "want {"},
		{"POST", "/mcp/call", `{` + strings.Repeat(" ", maxProxyBody) + `}`, auth, 413, "body over"},
		{"GET", "/mcp/call", "", auth, 405, ""},
	} {
		t.Run(tt.method+" "+tt.path, func(t *testing.T) {
			status, body := do(tt.method, tt.path, tt.body, tt.hdr)
			if status != tt.status || !strings.Contains(body, tt.want) {
				t.Errorf("got %d %s, want %d containing %q", status, body, tt.status, tt.want)
			}
		})
	}
	// An empty token never authenticates.
	open := httptest.NewServer(ProxyHandler(proxyTestCaller{}, "", nil))
	defer open.Close()
	res, err := open.Client().Get(open.URL + "/mcp/servers") //nolint:noctx // test
	if err == nil {
		_ = res.Body.Close()
		if res.StatusCode != 401 {
			t.Errorf("empty token: got %d", res.StatusCode)
		}
	}
}

func TestPlainResult(t *testing.T) {
	two := &mcp.CallToolResult{Content: []mcp.Content{mcp.NewTextContent(`[1,2]`), mcp.NewTextContent("plain")}}
	structured := &mcp.CallToolResult{StructuredContent: map[string]any{"a": 1}, Content: []mcp.Content{mcp.NewTextContent("ignored")}}
	for _, tt := range []struct {
		res     *mcp.CallToolResult
		want    string
		isError bool
	}{
		{mcp.NewToolResultText("hello"), `"hello"`, false},
		{mcp.NewToolResultText(`{"x": [true]}`), `{"x":[true]}`, false},
		{two, `[[1,2],"plain"]`, false},
		{structured, `{"a":1}`, false},
		{mcp.NewToolResultError("bad"), `"bad"`, true},
		{nil, `null`, false},
	} {
		v, isErr := PlainResult(tt.res)
		got, _ := json.Marshal(v)
		if string(got) != tt.want || isErr != tt.isError {
			t.Errorf("got %s %v, want %s %v", got, isErr, tt.want, tt.isError)
		}
	}
}

func TestDeclarations(t *testing.T) {
	tools := []catalog.Tool{
		{Name: "read_file", Description: "Read a file. */ alert(1) /*",
			InputSchema: json.RawMessage(`{"type":"object","properties":{"path":{"type":"string","description":"Path to read"},
			  "encoding":{"enum":["utf8","base64"]},"lines":{"type":"array","items":{"type":"integer"}}},"required":["path"]}`),
			OutputSchema: json.RawMessage(`{"type":"object","properties":{"text":{"type":"string"}}}`)},
		{Name: "ping"},
	}
	got := Declarations(map[string][]catalog.Tool{"files": tools}, []string{"files"})
	for _, want := range []string{
		`// server "files": 2 tools`,
		`/** Read a file. *\/ alert(1) /* */`,
		`declare function call_tool(server: "files", tool: "read_file", args: {`,
		`"encoding"?: "utf8" | "base64";`,
		`"lines"?: Array<number>;`,
		`/** Path to read */`,
		`"path": string;`,
		`}): {`,
		`"text"?: string;`,
		`declare function call_tool(server: "files", tool: "ping", args: Record<string, never>): unknown;`,
	} {
		if !strings.Contains(got, want) {
			t.Errorf("declarations lack %q:\n%s", want, got)
		}
	}
	if strings.Count(got, "*/") != strings.Count(got, "/**") {
		t.Errorf("a description closed its comment early:\n%s", got)
	}
}
