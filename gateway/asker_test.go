package gateway

import (
	"context"
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
