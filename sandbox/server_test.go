package sandbox

import (
	"context"
	"strings"
	"testing"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
)

func startCodemode(t *testing.T, cfg ServerConfig) *client.Client {
	t.Helper()
	ctx := context.Background()
	s, err := NewMCPServer(ctx, New(cfg.RuntimeConfig()), proxyTestCaller{}, cfg, "test")
	if err != nil {
		t.Fatal(err)
	}
	c, err := client.NewInProcessClient(s)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = c.Close() })
	if err := c.Start(ctx); err != nil {
		t.Fatal(err)
	}
	init := mcp.InitializeRequest{}
	init.Params.ProtocolVersion = mcp.LATEST_PROTOCOL_VERSION
	init.Params.ClientInfo = mcp.Implementation{Name: "test", Version: "1"}
	if _, err := c.Initialize(ctx, init); err != nil {
		t.Fatal(err)
	}
	return c
}

func callExecute(t *testing.T, c *client.Client, args map[string]any) (string, bool) {
	t.Helper()
	req := mcp.CallToolRequest{}
	req.Params.Name = "execute_code"
	req.Params.Arguments = args
	res, err := c.CallTool(context.Background(), req)
	if err != nil {
		t.Fatal(err)
	}
	var texts []string
	for _, content := range res.Content {
		if tc, ok := content.(mcp.TextContent); ok {
			texts = append(texts, tc.Text)
		}
	}
	return strings.Join(texts, "\n"), res.IsError
}

func TestCodemodeServer(t *testing.T) {
	c := startCodemode(t, DefaultServerConfig())
	tools, err := c.ListTools(context.Background(), mcp.ListToolsRequest{})
	if err != nil {
		t.Fatal(err)
	}
	if len(tools.Tools) != 1 || tools.Tools[0].Name != "execute_code" {
		t.Fatalf("tools: %+v", tools.Tools)
	}
	desc := tools.Tools[0].Description
	for _, want := range []string{"call_tool(server, tool, args)", `declare function call_tool(server: "files", tool: "echo"`, "/** Echo text. */", "Limits: 2m0s per run"} {
		if !strings.Contains(desc, want) {
			t.Errorf("description lacks %q:\n%s", want, desc)
		}
	}
	for _, tt := range []struct {
		name    string
		args    map[string]any
		want    string
		isError bool
	}{
		{"expression", map[string]any{"code": "({ result: input.value * 2 })", "input": map[string]any{"value": 21}}, `{"result":42}`, false},
		{"tool call", map[string]any{"code": "call_tool('files', 'echo', {text: 'hi'})"}, `"hi"`, false},
		{"logs", map[string]any{"code": "log('step 1'); 7"}, "7\n\nlogs:\n[log] step 1", false},
		{"tool error caught", map[string]any{"code": "try { call_tool('files', 'fail', {}) } catch (e) { ({caught: String(e.message)}) }"}, `disk on fire`, false},
		{"syntax error", map[string]any{"code": "let x = ;"}, "SYNTAX_ERROR", true},
		{"not allowed", map[string]any{"code": "call_tool('secret', 'x', {})"}, "SERVER_NOT_ALLOWED", true},
		{"no code", map[string]any{}, "needs a code argument", true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			got, isErr := callExecute(t, c, tt.args)
			if isErr != tt.isError || !strings.Contains(got, tt.want) {
				t.Errorf("got %q (error %v), want %q (error %v)", got, isErr, tt.want, tt.isError)
			}
		})
	}
}

func TestCodemodeDisabled(t *testing.T) {
	cfg := DefaultServerConfig()
	cfg.EnableCodeExecution = false
	c := startCodemode(t, cfg)
	tools, err := c.ListTools(context.Background(), mcp.ListToolsRequest{})
	if err != nil {
		t.Fatal(err)
	}
	if len(tools.Tools) != 0 {
		t.Errorf("tools with code execution disabled: %+v", tools.Tools)
	}
}
