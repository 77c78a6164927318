package introspect

import (
	"context"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func TestSession(t *testing.T) {
	ctx := context.Background()
	srv := httptest.NewServer(server.NewStreamableHTTPServer(callableServer()))
	defer srv.Close()
	for _, target := range []Target{
		stdioTarget("callable", nil),
		{Name: "http", Transport: TransportStreamableHTTP, URL: srv.URL + "/mcp"},
	} {
		t.Run(target.Name, func(t *testing.T) {
			s, err := Dial(ctx, target, Limits{Timeout: 5 * time.Second})
			if err != nil {
				t.Fatal(err)
			}
			defer s.Close()
			if s.Info().ServerInfo.Name != "callable" {
				t.Errorf("server info: %+v", s.Info().ServerInfo)
			}
			tools, warnings, err := s.Tools(ctx)
			if err != nil || len(tools) != 2 || len(warnings) != 0 {
				t.Fatalf("tools: %d %v %v", len(tools), warnings, err)
			}
			// Many calls on one session.
			for i := range 20 {
				res, err := s.CallTool(ctx, "echo", map[string]any{"text": "hi"})
				if err != nil {
					t.Fatalf("call %d: %v", i, err)
				}
				if txt, ok := res.Content[0].(mcp.TextContent); !ok || txt.Text != "hi" || res.IsError {
					t.Fatalf("call %d: %+v", i, res)
				}
			}
			res, err := s.CallTool(ctx, "fail", nil)
			if err != nil || !res.IsError {
				t.Errorf("failing tool: %+v %v", res, err)
			}
		})
	}
}

func TestSessionServerDies(t *testing.T) {
	s, err := Dial(context.Background(), stdioTarget("callable", nil), Limits{Timeout: 5 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	s.Close()
	if _, err := s.CallTool(context.Background(), "echo", nil); err == nil {
		t.Error("call on a closed session succeeded")
	}
}

// A target may ask for a protocol version first; a server that refuses it
// is asked again as a client without a preference would.
func TestDialProtocolPreference(t *testing.T) {
	ref := stdioTarget("reference", nil)
	ref.Protocol = mcp.LATEST_LEGACY_PROTOCOL_VERSION
	s, err := Dial(t.Context(), ref, Limits{Timeout: 10 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	if got := s.Info().ProtocolVersion; got != mcp.LATEST_LEGACY_PROTOCOL_VERSION {
		t.Errorf("pinned: got protocol %q, want %q", got, mcp.LATEST_LEGACY_PROTOCOL_VERSION)
	}
	s.Close()

	modern := stdioTarget("modern-only", nil)
	modern.Protocol = mcp.LATEST_LEGACY_PROTOCOL_VERSION
	s, err = Dial(t.Context(), modern, Limits{Timeout: 10 * time.Second})
	if err != nil {
		t.Fatalf("a server refusing the preferred version must be asked again: %v", err)
	}
	if got := s.Info().ProtocolVersion; got != "2026-07-28" {
		t.Errorf("after the fallback: protocol %q, want 2026-07-28", got)
	}
	s.Close()
}
