package sandbox

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/mcpscan/mcpscan/catalog"
)

// rtCaller is the fake ToolCaller of the runtime tests. Server "files"
// lists a directory; server "util" has echo, add, fail, slow, hang, big,
// text, multi, denied and count. Server "secret" exists but the caller
// refuses it with ErrServerNotAllowed.
type rtCaller struct {
	mu       sync.Mutex
	calls    []Call
	inFlight atomic.Int32
	maxSeen  atomic.Int32
	// sawCancel is closed when the hang tool sees its context end.
	sawCancel chan struct{}
	cancelOne sync.Once
}

func newRTCaller() *rtCaller { return &rtCaller{sawCancel: make(chan struct{})} }

func (c *rtCaller) Servers(context.Context) ([]ServerInfo, error) {
	return []ServerInfo{
		{Name: "files", Description: "A directory.", Tools: 1},
		{Name: "util", Description: "Utilities.", Tools: 10},
		{Name: "secret", Description: "Refused.", Tools: 1},
	}, nil
}

func (c *rtCaller) Tools(_ context.Context, server string) ([]catalog.Tool, error) {
	switch server {
	case "files":
		return []catalog.Tool{{Name: "list_directory", Description: "List a directory.", InputSchema: json.RawMessage(`{"type":"object","properties":{"path":{"type":"string"}}}`)}}, nil
	case "util":
		var out []catalog.Tool
		for _, n := range []string{"echo", "add", "fail", "slow", "hang", "big", "text", "multi", "denied", "count", "raw", "nested"} {
			out = append(out, catalog.Tool{Name: n, InputSchema: json.RawMessage(`{"type":"object"}`)})
		}
		return out, nil
	}
	return nil, fmt.Errorf("%q: %w", server, ErrServerNotAllowed)
}

func (c *rtCaller) CallTool(ctx context.Context, call Call) (*mcp.CallToolResult, error) {
	c.mu.Lock()
	c.calls = append(c.calls, call)
	c.mu.Unlock()
	n := c.inFlight.Add(1)
	defer c.inFlight.Add(-1)
	for {
		m := c.maxSeen.Load()
		if n <= m || c.maxSeen.CompareAndSwap(m, n) {
			break
		}
	}
	switch call.Server {
	case "files":
		if call.Tool != "list_directory" {
			return mcp.NewToolResultError("no such tool " + call.Tool), nil
		}
		return mcp.NewToolResultText(`{"path":"/data","entries":[` +
			`{"name":"a.txt","type":"file","size":10},{"name":"b.txt","type":"file","size":20},` +
			`{"name":"src","type":"directory"},{"name":"c.md","type":"file","size":5},{"name":"docs","type":"directory"}]}`), nil
	case "util":
	default:
		return nil, fmt.Errorf("%q: %w", call.Server, ErrServerNotAllowed)
	}
	num := func(k string) float64 { f, _ := call.Args[k].(float64); return f }
	switch call.Tool {
	case "echo":
		b, _ := json.Marshal(call.Args)
		return mcp.NewToolResultText(string(b)), nil
	case "add":
		return &mcp.CallToolResult{
			StructuredContent: map[string]any{"sum": num("a") + num("b")},
			Content:           []mcp.Content{mcp.NewTextContent("the sum")},
		}, nil
	case "fail":
		return mcp.NewToolResultError("disk on fire"), nil
	case "slow":
		select {
		case <-time.After(time.Duration(num("ms")) * time.Millisecond):
			return mcp.NewToolResultText(`"slept"`), nil
		case <-ctx.Done():
			return nil, ctx.Err()
		}
	case "hang":
		<-ctx.Done()
		c.cancelOne.Do(func() { close(c.sawCancel) })
		return nil, ctx.Err()
	case "big":
		return mcp.NewToolResultText(`"` + strings.Repeat("x", int(num("n"))) + `"`), nil
	case "text":
		return mcp.NewToolResultText("just text, not JSON"), nil
	case "multi":
		return &mcp.CallToolResult{Content: []mcp.Content{mcp.NewTextContent(`{"a":1}`), mcp.NewTextContent("two")}}, nil
	case "denied":
		return nil, fmt.Errorf("policy rule 7: %w", ErrDenied)
	case "count":
		return mcp.NewToolResultText(fmt.Sprint(len(c.calls))), nil
	case "raw":
		// The server chooses its result's bytes: the test says which.
		raw, _ := call.Args["json"].(string)
		return mcp.NewToolResultText(raw), nil
	case "nested":
		// A result nested n arrays deep.
		n := int(num("n"))
		return mcp.NewToolResultText(strings.Repeat("[", n) + strings.Repeat("]", n)), nil
	}
	return mcp.NewToolResultError("no such tool " + call.Tool), nil
}

func (c *rtCaller) callCount() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return len(c.calls)
}
