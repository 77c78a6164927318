package gateway

import (
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/mcpscan/mcpscan/crawler/introspect"
)

// An upstream tells of a task's progress in notifications/tasks/status,
// not always on the stream of the request that started it. The gateway
// must pass it only to the client that started the task: bob, on the same
// server's endpoint, must not learn alice's task id or its status.
func TestTaskStatusGoesOnlyToTheTasksOwner(t *testing.T) {
	_, target := probeTarget(t)
	f := newFixture(t, fixtureOptions{targets: []introspect.Target{target}, policies: map[string]string{"probe": probePolicy},
		http: HTTPOptions{Grants: grantsFor()}})
	var mu sync.Mutex
	heard := map[string][]string{}
	for who, token := range map[string]string{"alice": aliceToken, "bob": bobToken} {
		f.stream(t, "/mcp/probe", openSession(t, f, token, "/mcp/probe"), func(data string) {
			mu.Lock()
			heard[who] = append(heard[who], data)
			mu.Unlock()
		})
	}
	alice := openSession(t, f, aliceToken, "/mcp/probe")
	_, body := post(t, f.server.URL+"/mcp/probe",
		`{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"slow_secret","arguments":{},"task":{"ttl":60000}}}`, alice)
	if !strings.Contains(body, "taskId") {
		t.Fatalf("alice's call started no task: %s", body)
	}
	time.Sleep(500 * time.Millisecond)
	mu.Lock()
	defer mu.Unlock()
	if !slices.ContainsFunc(heard["alice"], func(m string) bool { return strings.Contains(m, "tasks/status") }) {
		t.Errorf("alice heard %v, want the status of her task", heard["alice"])
	}
	for _, m := range heard["bob"] {
		if strings.Contains(m, "tasks/status") || strings.Contains(m, "taskId") {
			t.Errorf("bob heard %s, want nothing of alice's task", m)
		}
	}
}

// openSession initializes a session of protocol 2025-11-25 at path with
// a bearer token, and gives the headers of its requests.
func openSession(t *testing.T, f *fixture, token, path string) map[string]string {
	t.Helper()
	status, _, hdr := rawPost(t, f.server.URL+path, `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"`+
		mcp.LATEST_LEGACY_PROTOCOL_VERSION+`","capabilities":{},"clientInfo":{"name":"raw","version":"1"}}}`,
		map[string]string{"Authorization": "Bearer " + token})
	h := map[string]string{"Authorization": "Bearer " + token, "Mcp-Session-Id": hdr.Get("Mcp-Session-Id"),
		"MCP-Protocol-Version": mcp.LATEST_LEGACY_PROTOCOL_VERSION}
	if h["Mcp-Session-Id"] == "" {
		t.Fatalf("initialize: status %d, no session", status)
	}
	rawPost(t, f.server.URL+path, `{"jsonrpc":"2.0","method":"notifications/initialized"}`, h)
	return h
}
