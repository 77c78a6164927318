package gateway

import (
	"context"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/mcpscan/mcpscan/crawler/introspect"
	"github.com/mcpscan/mcpscan/internal/upstream"
)

// A stdio server that sends one message past the 32 MiB line limit ends
// its connection: the call it answered and every other call in flight
// there end at once with an error, and the server is started again for
// the calls that come after.
func TestUpstreamMessagePastTheLineLimit(t *testing.T) {
	f := newFixture(t, fixtureOptions{targets: []introspect.Target{richTargets(t)["stdio"]},
		policies: map[string]string{"rich": richPolicy}, upstream: upstream.Options{CallTimeout: time.Minute}})
	other := f.connect(t, "/mcp/rich", nil, legacyProtocol())
	c := f.connect(t, "/mcp/rich", nil, legacyProtocol())
	// Well short of the call timeout: a call left hanging would end
	// only there. Writing and reading 33 MiB is slow under -race.
	ctx, cancel := context.WithTimeout(t.Context(), 30*time.Second)
	defer cancel()
	var wg sync.WaitGroup
	var waitErr error
	var waitText string
	var waitIsError bool
	wg.Add(1)
	go func() {
		defer wg.Done()
		waitText, waitIsError, waitErr = callTool(ctx, other, "wait", nil)
	}()
	time.Sleep(100 * time.Millisecond) // wait is in flight
	start := time.Now()
	text, isError, err := callTool(ctx, c, "huge", nil)
	wg.Wait()
	took := time.Since(start)
	for _, tt := range []struct {
		name    string
		text    string
		isError bool
		err     error
	}{
		{"the call answered past the limit", text, isError, err},
		{"another call in flight", waitText, waitIsError, waitErr},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if tt.err == nil {
				t.Fatalf("got a result of %d bytes (error result: %v), want an error", len(tt.text), tt.isError)
			}
			if got, want := tt.err.Error(), "a message of more than 33554432 bytes"; !strings.Contains(got, want) {
				t.Errorf("got %q, want it to say %q", got, want)
			}
			if ctx.Err() != nil {
				t.Errorf("got no end before the test's deadline, want an error at once")
			}
		})
	}
	if took > 20*time.Second {
		t.Errorf("the calls ended after %s, want within 20s", took)
	}
	t.Run("the server is started again", func(t *testing.T) {
		deadline := time.Now().Add(5 * time.Second)
		for {
			got, _, err := callTool(t.Context(), c, "count", nil)
			if err == nil && got == "counted" {
				return
			}
			if time.Now().After(deadline) {
				t.Fatalf("got %q, %v after 5s, want %q", got, err, "counted")
			}
			time.Sleep(100 * time.Millisecond)
		}
	})
}
