package cli

import (
	"context"
	"os"
	"testing"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// cliServerEnv makes the test binary serve a small MCP server on stdio, so
// scan and crawl can be tested against a real process.
const cliServerEnv = "MCPSCAN_CLI_TEST_SERVER"

func TestMain(m *testing.M) {
	if env := os.Getenv(siteChildEnv); env != "" {
		os.Exit(siteBuildChild(env))
	}
	if os.Getenv(cliServerEnv) != "" {
		s := server.NewMCPServer("cli-test", "3.1.4", server.WithToolCapabilities(false))
		never := func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error) { panic("never called") }
		s.AddTool(mcp.NewTool("execute_code", mcp.WithDescription("Run JavaScript."), mcp.WithString("code")), never)
		s.AddTool(mcp.NewTool("list_files", mcp.WithDescription("List files.")), func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return mcp.NewToolResultText(`[{"name": "a.txt", "dir": false}, {"name": "src", "dir": true}]`), nil
		})
		_ = server.ServeStdio(s)
		os.Exit(0)
	}
	os.Exit(m.Run())
}
