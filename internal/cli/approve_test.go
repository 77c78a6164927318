package cli

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
)

func TestApproveCommand(t *testing.T) {
	const policy = `{"version": "1", "default": "deny", "tools": {"list_files":
  {"require_approval": {"reason": "Listing needs a yes.", "timeout": "20s", "by": "approver"}}}}`
	cfg, policies, db := gatewaySetup(t, policy)
	const grant, approver = "alice-token-0123456789", "carol-token-0123456789"
	url, _ := startGateway(t, "--db", db, "--config", cfg, "--policies", policies, "--grant", "alice="+grant, "--approver", "carol="+approver)
	t.Setenv("MCPSCAN_APPROVER_TOKEN", approver)
	c := dialGateway(t, url, grant)

	type result struct {
		res *mcp.CallToolResult
		err error
	}
	call := func() chan result {
		done := make(chan result, 1)
		go func() {
			req := mcp.CallToolRequest{}
			req.Params.Name = "local__list_files"
			res, err := c.CallTool(t.Context(), req)
			done <- result{res, err}
		}()
		return done
	}
	// waitingID lists the desk with the command until one call waits.
	waitingID := func() string {
		t.Helper()
		deadline := time.Now().Add(10 * time.Second)
		for {
			code, out, errOut := run(t, "approve", "--gateway", url, "--format", "json")
			if code != ExitOK {
				t.Fatalf("approve (list): exit %d: %s", code, errOut)
			}
			var list []waiting
			if err := json.Unmarshal([]byte(out), &list); err != nil {
				t.Fatalf("approve --format json: %v\n%s", err, out)
			}
			if len(list) == 1 {
				if list[0].Tool != "list_files" || list[0].Identity != "alice" {
					t.Errorf("waiting: %+v", list[0])
				}
				code, table, _ := run(t, "approve", "--gateway", url)
				if code != ExitOK || !strings.Contains(table, list[0].ID) || !strings.Contains(table, "list_files") {
					t.Errorf("approve (table): exit %d\n%s", code, table)
				}
				return list[0].ID
			}
			if time.Now().After(deadline) {
				t.Fatalf("no call waits: %s", out)
			}
			time.Sleep(20 * time.Millisecond)
		}
	}

	done := call()
	id := waitingID()
	// The agent's own grant is no approver's token.
	if code, _, errOut := run(t, "approve", id, "--gateway", url, "--token", grant); code != ExitUsage || !strings.Contains(errOut, "refused the approver token") {
		t.Errorf("approve with the client's grant: exit %d: %s", code, errOut)
	}
	if code, out, errOut := run(t, "approve", id, "--gateway", url+"/"); code != ExitOK || !strings.Contains(out, "approved "+id+" as carol") {
		t.Fatalf("approve: exit %d: %s %s", code, out, errOut)
	}
	r := <-done
	if r.err != nil || r.res.IsError || !strings.Contains(r.res.Content[0].(mcp.TextContent).Text, "a.txt") {
		t.Fatalf("the approved call: %+v %v", r.res, r.err)
	}

	done = call()
	id = waitingID()
	if code, out, errOut := run(t, "approve", id, "--deny", "--gateway", strings.TrimPrefix(url, "http://")); code != ExitOK || !strings.Contains(out, "declined") {
		t.Fatalf("approve --deny: exit %d: %s %s", code, out, errOut)
	}
	r = <-done
	if r.err != nil || !r.res.IsError || !strings.Contains(r.res.Content[0].(mcp.TextContent).Text, "approver carol declined") {
		t.Fatalf("the declined call: %+v %v", r.res, r.err)
	}
	if code, _, errOut := run(t, "approve", id, "--gateway", url); code != ExitUsage || !strings.Contains(errOut, "no call waits under that id") {
		t.Errorf("a second answer: exit %d: %s", code, errOut)
	}
}

func TestApproveRefusesBadUse(t *testing.T) {
	cfg, policies, db := gatewaySetup(t, localPolicy)
	const tok = "same-token-0123456789"
	t.Setenv("MCPSCAN_APPROVER_TOKEN", "")
	for _, tt := range []struct {
		name string
		args []string
		want string
	}{
		{"no token", []string{"approve", "--gateway", "127.0.0.1:1"}, "an approver's token is needed"},
		{"deny without id", []string{"approve", "--deny", "--token", tok, "--gateway", "127.0.0.1:1"}, "--deny needs the ID"},
		{"not http", []string{"approve", "--token", tok, "--gateway", "ftp://127.0.0.1:1"}, "is not an http(s) address"},
		{"approver with a client's token", []string{"gateway", "--db", db, "--config", cfg, "--policies", policies, "--listen", "127.0.0.1:0",
			"--grant", "alice=" + tok, "--approver", "carol=" + tok}, `approver "carol" has the token of client "alice"`},
		{"short approver token", []string{"gateway", "--db", db, "--config", cfg, "--policies", policies, "--stdio", "--approver", "carol=short"},
			`the token of approver "carol" is shorter than 16 characters`},
		{"desk without approvers", []string{"gateway", "--db", db, "--config", cfg, "--policies", policies, "--stdio", "--approvals-listen", "127.0.0.1:0"},
			"--approvals-listen needs approver credentials"},
		{"desk beside HTTP", []string{"gateway", "--db", db, "--config", cfg, "--policies", policies, "--listen", "127.0.0.1:0",
			"--approver", "carol=" + tok, "--approvals-listen", "127.0.0.1:0"}, "--approvals-listen is for --stdio"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			code, _, errOut := run(t, tt.args...)
			if code != ExitUsage || !strings.Contains(errOut, tt.want) {
				t.Errorf("exit %d, stderr %q; want 2 and %q", code, errOut, tt.want)
			}
		})
	}
	// Nothing listens: an infrastructure failure, not a usage error.
	if code, _, errOut := run(t, "approve", "--token", tok, "--gateway", "127.0.0.1:1"); code == ExitOK || code == ExitUsage && !strings.Contains(errOut, "approval desk") {
		t.Errorf("no gateway: exit %d: %s", code, errOut)
	}
}
