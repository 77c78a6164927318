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

// askerFixture is a gateway in front of the rich server over stdio, where
// a server's question names no request, with alice and bob as identities.
func askerFixture(t *testing.T) *fixture {
	t.Helper()
	return newFixture(t, fixtureOptions{targets: []introspect.Target{richTargets(t)["stdio"]},
		policies: map[string]string{"rich": richPolicy},
		http:     HTTPOptions{Grants: grantsFor()}})
}

// connectAs opens a session of the rich server as the bearer of token
// ("" for none) that accepts every question and counts them in asked.
func (f *fixture) connectAs(t *testing.T, token string, asked *atomic.Int64) *client.Client {
	t.Helper()
	var headers map[string]string
	if token != "" {
		headers = map[string]string{"Authorization": "Bearer " + token}
	}
	return f.connect(t, "/mcp/rich", headers, legacyElicitor(mcp.ElicitationResponseActionAccept, asked)...)
}

// giveUp calls tool and gives up on it after d.
func giveUp(t *testing.T, c *client.Client, tool string, d time.Duration) {
	t.Helper()
	ctx, cancel := context.WithTimeout(t.Context(), d)
	defer cancel()
	if _, _, err := callTool(ctx, c, tool, nil); err == nil {
		t.Fatalf("%s ended with an answer, want it given up", tool)
	}
}

// A question the server asks for a request its client gave up on
// (late_confirm asks 400 ms in, cancelled or not) names no request. It
// must not go to another identity whose call happens to be the only one
// in flight then; a client of the same identity, the same session or
// another, is asked as before.
func TestServerQuestionAfterAGivenUpRequestReachesNoOtherIdentity(t *testing.T) {
	for _, tt := range []struct {
		name      string
		giver     string // whose client calls late_confirm and gives up on it
		wantAsked int64  // how often alice's client, waiting in a call, is asked
	}{
		{name: "another identity gave up", giver: bobToken, wantAsked: 0},
		{name: "the same client gave up", giver: "", wantAsked: 1},
		{name: "another client of the same identity gave up", giver: aliceToken, wantAsked: 1},
	} {
		t.Run(tt.name, func(t *testing.T) {
			f := askerFixture(t)
			var aliceAsked, giverAsked atomic.Int64
			ac := f.connectAs(t, aliceToken, &aliceAsked)
			giver := ac
			if tt.giver != "" {
				giver = f.connectAs(t, tt.giver, &giverAsked)
			}
			giveUp(t, giver, "late_confirm", 100*time.Millisecond)
			ctx, cancel := context.WithTimeout(t.Context(), time.Second)
			defer cancel()
			_, _, _ = callTool(ctx, ac, "wait", nil) // in flight while the late question comes
			if got := aliceAsked.Load(); got != tt.wantAsked {
				t.Errorf("alice was asked: got %d, want %d", got, tt.wantAsked)
			}
			if got := giverAsked.Load(); got != 0 {
				t.Errorf("the client that gave up was asked %d times, want 0", got)
			}
		})
	}
}

// A given-up request holds its identity at the server only while the
// server may still be at work on it: once its late answer comes
// (late_answer answers 300 ms in), another identity's questions go
// through again.
func TestGivenUpRequestHoldsUntilItsLateAnswer(t *testing.T) {
	for _, tt := range []struct {
		name  string
		pause time.Duration // between bob giving up and alice's call
		want  string
	}{
		{name: "still at work", pause: 0, want: "elicitation failed"},
		{name: "answered late", pause: 600 * time.Millisecond, want: "answer: accept"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			f := askerFixture(t)
			var aliceAsked, bobAsked atomic.Int64
			ac := f.connectAs(t, aliceToken, &aliceAsked)
			bc := f.connectAs(t, bobToken, &bobAsked)
			giveUp(t, bc, "late_answer", 50*time.Millisecond)
			time.Sleep(tt.pause)
			got, _, err := callTool(t.Context(), ac, "confirm", nil)
			if err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(got, tt.want) {
				t.Errorf("alice's confirm: got %q, want %q", got, tt.want)
			}
		})
	}
}

// One identity that gives up on calls and starts new ones, each from a
// new client (as a test suite running its scenarios one after another
// does, or an agent retrying), gets every question of its new calls
// while its given-up calls are still at work: with grants, and without
// (where every client is one identity).
func TestOneIdentityGivingUpAndCallingAgainIsAsked(t *testing.T) {
	for _, tt := range []struct {
		name  string
		token string // "" for a gateway without grants
	}{
		{name: "with grants", token: aliceToken},
		{name: "without auth", token: ""},
	} {
		t.Run(tt.name, func(t *testing.T) {
			f := askerFixture(t)
			if tt.token == "" {
				f = newFixture(t, fixtureOptions{targets: []introspect.Target{richTargets(t)["stdio"]},
					policies: map[string]string{"rich": richPolicy}})
			}
			for round := range 3 {
				var asked atomic.Int64
				c := f.connectAs(t, tt.token, &asked)
				giveUp(t, c, "late_answer", 50*time.Millisecond)
				f.waitNoneInFlight(t, "rich")
				c = f.connectAs(t, tt.token, &asked)
				got, _, err := callTool(t.Context(), c, "confirm", nil)
				if err != nil {
					t.Fatalf("round %d: %v", round, err)
				}
				if got != "answer: accept" || asked.Load() != 1 {
					t.Errorf("round %d: got %q after %d questions, want %q after 1", round, got, asked.Load(), "answer: accept")
				}
			}
		})
	}
}

// waitNoneInFlight waits until the gateway has no client request in
// flight at server: a client that gave up is told at once, the gateway a
// moment later, and until then the two sessions of one identity in flight
// are two clients it cannot choose between.
func (f *fixture) waitNoneInFlight(t *testing.T, server string) {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for {
		if _, owners := f.gw.inflightAt(server); owners == 0 {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("requests still in flight at %s after 5s", server)
		}
		time.Sleep(10 * time.Millisecond)
	}
}
