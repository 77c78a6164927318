package gateway

import (
	"context"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"

	"github.com/mcpscan/mcpscan/crawler/introspect"
)

// A stdio server's question names no request. One that comes after its
// own client gave up (bob's) must not go to another identity whose call
// happens to be the only one in flight (alice's); the client who is
// alone at the server is still asked.
func TestServerQuestionAfterAGivenUpRequestReachesNoOtherIdentity(t *testing.T) {
	const alice, bob = "alice-token-0123456789", "bob-token-0123456789ab"
	target := richTargets(t)["stdio"]
	for _, tt := range []struct {
		name      string
		giverUp   string // who calls late_confirm and gives up on it
		wantAsked int64  // how often alice, waiting in a call, is asked
	}{
		{name: "another identity gave up", giverUp: "bob", wantAsked: 0},
		{name: "the same client gave up", giverUp: "alice", wantAsked: 1},
	} {
		t.Run(tt.name, func(t *testing.T) {
			f := newFixture(t, fixtureOptions{targets: []introspect.Target{target},
				policies: map[string]string{"rich": richPolicy},
				http:     HTTPOptions{Grants: map[string]string{alice: "alice", bob: "bob"}}})
			var aliceAsked, bobAsked atomic.Int64
			ac := f.connect(t, "/mcp/rich", map[string]string{"Authorization": "Bearer " + alice},
				legacyElicitor(mcp.ElicitationResponseActionAccept, &aliceAsked)...)
			bc := f.connect(t, "/mcp/rich", map[string]string{"Authorization": "Bearer " + bob},
				legacyElicitor(mcp.ElicitationResponseActionAccept, &bobAsked)...)
			giver := map[string]*client.Client{"alice": ac, "bob": bc}[tt.giverUp]
			ctx, cancel := context.WithTimeout(t.Context(), 100*time.Millisecond)
			_, _, err := callTool(ctx, giver, "late_confirm", nil)
			cancel()
			if err == nil {
				t.Fatalf("%s's call ended with an answer, want it given up", tt.giverUp)
			}
			ctx, cancel = context.WithTimeout(t.Context(), time.Second)
			defer cancel()
			_, _, _ = callTool(ctx, ac, "wait", nil) // in flight while the late question comes
			if got := aliceAsked.Load(); got != tt.wantAsked {
				t.Errorf("alice was asked %d times, want %d", got, tt.wantAsked)
			}
		})
	}
}

// A stdio server's question that names the progress token of the call it
// is about reaches that call's client even while another identity has a
// call in flight at the server; one that names none is then refused.
func TestServerQuestionNamingAProgressTokenReachesItsClient(t *testing.T) {
	const alice, bob = "alice-token-0123456789", "bob-token-0123456789ab"
	f := newFixture(t, fixtureOptions{targets: []introspect.Target{richTargets(t)["stdio"]},
		policies: map[string]string{"rich": richPolicy},
		http:     HTTPOptions{Grants: map[string]string{alice: "alice", bob: "bob"}}})
	for _, tt := range []struct {
		name       string
		token      mcp.ProgressToken
		want       string
		wantAsked  int64 // bob
		aliceAsked int64
	}{
		{"with the token", "bob-progress", "answer: accept", 1, 0},
		{"without one", nil, "elicitation failed", 0, 0},
	} {
		t.Run(tt.name, func(t *testing.T) {
			var aliceAsked, bobAsked atomic.Int64
			ac := f.connect(t, "/mcp/rich", map[string]string{"Authorization": "Bearer " + alice},
				legacyElicitor(mcp.ElicitationResponseActionAccept, &aliceAsked)...)
			bc := f.connect(t, "/mcp/rich", map[string]string{"Authorization": "Bearer " + bob},
				legacyElicitor(mcp.ElicitationResponseActionAccept, &bobAsked)...)
			actx, cancel := context.WithCancel(t.Context())
			defer cancel()
			go func() { _, _, _ = callTool(actx, ac, "wait", nil) }()
			time.Sleep(50 * time.Millisecond) // alice's call is in flight
			req := mcp.CallToolRequest{}
			req.Params.Name = "tagged_confirm"
			if tt.token != nil {
				req.Params.Meta = &mcp.Meta{ProgressToken: tt.token}
			}
			res, err := bc.CallTool(t.Context(), req)
			if err != nil {
				t.Fatal(err)
			}
			var text string
			if len(res.Content) > 0 {
				if tc, ok := res.Content[0].(mcp.TextContent); ok {
					text = tc.Text
				}
			}
			if !strings.Contains(text, tt.want) || bobAsked.Load() != tt.wantAsked || aliceAsked.Load() != tt.aliceAsked {
				t.Errorf("got %q, bob asked %d, alice %d; want %q, %d and %d", text, bobAsked.Load(), aliceAsked.Load(),
					tt.want, tt.wantAsked, tt.aliceAsked)
			}
		})
	}
}
