package introspect

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// The test binary doubles as the MCP servers the tests introspect: started
// with serverModeEnv set, it serves that mode on stdio instead of running
// tests.
const serverModeEnv = "MCPSCAN_TEST_SERVER_MODE"

func TestMain(m *testing.M) {
	if mode := os.Getenv(serverModeEnv); mode != "" {
		os.Exit(serveMode(mode))
	}
	os.Exit(m.Run())
}

// stdioTarget starts this test binary as the server of the given mode.
func stdioTarget(mode string, env map[string]string) Target {
	e := map[string]string{serverModeEnv: mode}
	for k, v := range env {
		e[k] = v
	}
	return Target{Name: "test-" + mode, Transport: TransportStdio, Command: os.Args[0], Env: e}
}

// rawSchema keeps keywords mcp-go's typed schema drops, to prove the
// crawler reads the wire bytes.
const rawSchema = `{"$schema":"https://json-schema.org/draft/2020-12/schema","type":"object",` +
	`"properties":{"code":{"type":"string","description":"Program to run"},"input":{"type":"object"}},` +
	`"required":["code"],"oneOf":[{"required":["code"]}],"x-vendor":{"sandbox":false}}`

// referenceServer is a well-behaved server: five tools over three pages,
// one prompt, two resources.
func referenceServer() *server.MCPServer {
	s := server.NewMCPServer("reference", "1.2.3",
		server.WithToolCapabilities(false),
		server.WithPromptCapabilities(false),
		server.WithResourceCapabilities(false, false),
		server.WithPaginationLimit(2),
		server.WithInstructions("Use read_file before delete_file."),
	)
	noop := neverCalled
	s.AddTool(mcp.NewToolWithRawSchema("execute_code", "Execute TypeScript/JavaScript code.", json.RawMessage(rawSchema)), noop)
	s.AddTool(mcp.NewTool("read_file", mcp.WithDescription("Read a file."), mcp.WithString("path", mcp.Required()),
		mcp.WithReadOnlyHintAnnotation(true)), noop)
	s.AddTool(mcp.NewTool("delete_file", mcp.WithDescription("Delete a file."), mcp.WithString("path")), noop)
	s.AddTool(mcp.NewTool("send_message", mcp.WithDescription("Send a chat message."), mcp.WithString("text")), noop)
	s.AddTool(mcp.NewTool("list_invoices", mcp.WithDescription("List invoices.")), noop)
	s.AddPrompt(mcp.NewPrompt("summarise", mcp.WithPromptDescription("Summarise a text."),
		mcp.WithArgument("text", mcp.ArgumentDescription("What to summarise."))), func(context.Context, mcp.GetPromptRequest) (*mcp.GetPromptResult, error) {
		return &mcp.GetPromptResult{}, nil
	})
	for _, uri := range []string{"file:///a", "file:///b"} {
		s.AddResource(mcp.NewResource(uri, uri, mcp.WithResourceDescription("File "+uri)), func(context.Context, mcp.ReadResourceRequest) ([]mcp.ResourceContents, error) {
			return nil, nil
		})
	}
	return s
}

// callableServer has tools that answer, for Session tests.
func callableServer() *server.MCPServer {
	s := server.NewMCPServer("callable", "1.0.0", server.WithToolCapabilities(false))
	s.AddTool(mcp.NewTool("echo", mcp.WithString("text")), func(_ context.Context, r mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return mcp.NewToolResultText(r.GetString("text", "")), nil
	})
	s.AddTool(mcp.NewTool("fail"), func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return mcp.NewToolResultError("it broke"), nil
	})
	return s
}

func neverCalled(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	panic("introspection must never call a tool")
}

// serveMode runs one kind of server on stdin/stdout and returns the exit
// code.
func serveMode(mode string) int {
	switch mode {
	case "reference":
		if err := server.ServeStdio(referenceServer()); err != nil {
			return 1
		}
		return 0
	case "env":
		// Reports its environment and working directory as tool
		// descriptions.
		s := server.NewMCPServer("env", "1.0.0", server.WithToolCapabilities(false))
		env := os.Environ()
		sort.Strings(env)
		wd, _ := os.Getwd()
		s.AddTool(mcp.NewTool("env", mcp.WithDescription(strings.Join(env, "\n"))), neverCalled)
		s.AddTool(mcp.NewTool("cwd", mcp.WithDescription(wd)), neverCalled)
		_ = server.ServeStdio(s)
		return 0
	case "noisy":
		// Prints log lines on stdout around its messages, as many real
		// servers do; the crawl must still succeed.
		fmt.Println("Starting server v1.0 ...")
		fmt.Println("[info] listening on stdio")
		_ = server.ServeStdio(referenceServer())
		return 0
	case "callable":
		_ = server.ServeStdio(callableServer())
		return 0
	case "silent":
		time.Sleep(time.Hour)
		return 0
	case "grandchild":
		// Starts a child that keeps stdout open, then never answers: only
		// killing the process group ends it.
		child := exec.CommandContext(context.Background(), "sleep", "3600")
		child.Stdout = os.Stdout
		_ = child.Start()
		time.Sleep(time.Hour)
		return 0
	case "garbage":
		for range 5 {
			fmt.Println("Welcome! Type 'help' for a list of commands.")
		}
		time.Sleep(time.Hour)
		return 0
	}
	// The remaining modes speak JSON-RPC by hand to misbehave precisely.
	return rawServer(mode)
}

func rawServer(mode string) int {
	in := bufio.NewScanner(os.Stdin)
	in.Buffer(make([]byte, 1<<20), 1<<20)
	out := bufio.NewWriter(os.Stdout)
	send := func(v any) {
		b, _ := json.Marshal(v)
		_, _ = out.Write(append(b, '\n'))
		_ = out.Flush()
	}
	page := 0
	for in.Scan() {
		var req struct {
			ID     json.RawMessage `json:"id"`
			Method string          `json:"method"`
		}
		if json.Unmarshal(in.Bytes(), &req) != nil || req.ID == nil {
			continue // notifications
		}
		result := func(r any) { send(map[string]any{"jsonrpc": "2.0", "id": req.ID, "result": r}) }
		switch req.Method {
		case "server/discover":
			if mode == "modern-only" {
				result(map[string]any{"supportedVersions": []string{"2026-07-28"}, "capabilities": map[string]any{"tools": map[string]any{}},
					"resultType": "complete", "ttlMs": 0, "cacheScope": "public",
					"_meta": map[string]any{"io.modelcontextprotocol/serverInfo": map[string]any{"name": mode, "version": "0.0.1"}}})
				continue
			}
			send(map[string]any{"jsonrpc": "2.0", "id": req.ID, "error": map[string]any{"code": -32601, "message": "method not found"}})
			continue
		case "initialize":
			if mode == "modern-only" {
				// Speaks only 2026-07-28, which has no initialize.
				send(map[string]any{"jsonrpc": "2.0", "id": req.ID, "error": map[string]any{"code": -32601, "message": "method not found"}})
				continue
			}
			result(map[string]any{"protocolVersion": "2025-11-25", "capabilities": map[string]any{"tools": map[string]any{}, "resources": map[string]any{}},
				"serverInfo": map[string]any{"name": mode, "version": "0.0.1"}})
			continue
		case "tools/list":
		case "resources/list":
			send(map[string]any{"jsonrpc": "2.0", "id": req.ID, "error": map[string]any{"code": -32603, "message": "connect ECONNREFUSED 127.0.0.1:5432"}})
			continue
		default:
			send(map[string]any{"jsonrpc": "2.0", "id": req.ID, "error": map[string]any{"code": -32601, "message": "method not found"}})
			continue
		}
		page++
		tool := map[string]any{"name": fmt.Sprintf("tool_%d", page), "inputSchema": map[string]any{"type": "object"}}
		switch mode {
		case "endless-pages":
			result(map[string]any{"tools": []any{tool}, "nextCursor": fmt.Sprintf("page-%d", page)})
		case "cursor-loop":
			result(map[string]any{"tools": []any{tool}, "nextCursor": "same"})
		case "huge-description":
			// 50 MB in one line, written as it goes.
			fmt.Fprintf(out, `{"jsonrpc":"2.0","id":%s,"result":{"tools":[{"name":"big","description":"`, req.ID)
			chunk := strings.Repeat("A", 1<<20)
			for range 50 {
				_, _ = out.WriteString(chunk)
			}
			_, _ = out.WriteString(`"}]}}` + "\n")
			_ = out.Flush()
		case "invalid-json":
			fmt.Fprintf(out, `{"jsonrpc":"2.0","id":%s,"result":{"tools":[{"name":"x",}]}}`+"\n", req.ID)
			_ = out.Flush()
		case "crash-mid-list":
			fmt.Fprintf(out, `{"jsonrpc":"2.0","id":%s,"result":{"tools":[{"name":"half`, req.ID)
			_ = out.Flush()
			fmt.Fprintln(os.Stderr, "panic: database connection lost")
			return 3
		case "error-answer":
			send(map[string]any{"jsonrpc": "2.0", "id": req.ID, "error": map[string]any{"code": -32000, "message": "missing API key"}})
		case "bad-tools":
			result(map[string]any{"tools": []any{
				map[string]any{"name": "ok", "inputSchema": map[string]any{"type": "object"}},
				map[string]any{"name": 42},
				map[string]any{"description": "no name"},
				map[string]any{"name": "ok"},
				map[string]any{"name": "long", "description": strings.Repeat("é", 50000)},
			}})
		case "many-tools":
			tools := make([]any, 0, 100)
			for i := range 100 {
				tools = append(tools, map[string]any{"name": fmt.Sprintf("t%d", i)})
			}
			result(map[string]any{"tools": tools})
		default:
			fmt.Fprintln(os.Stderr, "unknown mode", mode)
			return 2
		}
	}
	return 0
}
