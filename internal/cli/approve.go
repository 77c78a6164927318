package cli

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"os"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/spf13/cobra"
)

// approveFlags are the approve command's options.
type approveFlags struct {
	gateway, token string
	deny           bool
	timeout        time.Duration
	format         enumValue
}

func (a *app) approveCommand() *cobra.Command {
	f := &approveFlags{format: newEnum("table", "table", "json")}
	cmd := &cobra.Command{
		Use:   "approve [ID] [--deny] --gateway URL",
		Short: "List the calls that wait for an approver, or approve or decline one",
		Long: `Approve talks to a running gateway's approval desk. Without an ID it lists the calls
that wait for an approver (a policy rule with "require_approval": {"by": "approver"}
or "either"); with an ID it approves that call, or declines it with --deny.

The approver's token comes from --token or MCPSCAN_APPROVER_TOKEN; it is one of the
gateway's --approver credentials, never a client's grant, so an agent cannot approve
its own calls. Exit codes: 0 done, 2 usage error or no such call waiting.`,
		Example: `  MCPSCAN_APPROVER_TOKEN=... mcpscan approve --gateway http://127.0.0.1:7400
  mcpscan approve 0193b0c4e1f2a7c8 --gateway http://127.0.0.1:7400
  mcpscan approve 0193b0c4e1f2a7c8 --deny --gateway http://127.0.0.1:7400`,
		Args: cobra.MaximumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return a.runApprove(cmd.Context(), f, args)
		},
	}
	fl := cmd.Flags()
	fl.StringVar(&f.gateway, "gateway", "", "the gateway's address, e.g. http://127.0.0.1:7400 (required)")
	_ = cmd.MarkFlagRequired("gateway")
	fl.StringVar(&f.token, "token", "", "the approver's token (default $MCPSCAN_APPROVER_TOKEN)")
	fl.BoolVar(&f.deny, "deny", false, "decline the call instead of approving it")
	fl.DurationVar(&f.timeout, "timeout", 30*time.Second, "time to wait for the gateway")
	enumFlag(cmd, &f.format, "format", "output format of the list")
	return cmd
}

// waiting is one call on the desk, as the gateway lists it.
type waiting struct {
	ID       string          `json:"id"`
	Server   string          `json:"server"`
	Tool     string          `json:"tool"`
	Identity string          `json:"identity"`
	Args     json.RawMessage `json:"arguments"`
	Reason   string          `json:"reason"`
	Risk     string          `json:"risk"`
	Expires  time.Time       `json:"expires"`
}

func (a *app) runApprove(ctx context.Context, f *approveFlags, args []string) error {
	token := f.token
	if token == "" {
		token = os.Getenv("MCPSCAN_APPROVER_TOKEN")
	}
	if token == "" {
		return usageError("an approver's token is needed: --token or MCPSCAN_APPROVER_TOKEN")
	}
	base, err := deskURL(f.gateway)
	if err != nil {
		return usageError("--gateway: %w", err)
	}
	if len(args) == 0 && f.deny {
		return usageError("--deny needs the ID of the call to decline")
	}
	ctx, cancel := context.WithTimeout(ctx, f.timeout)
	defer cancel()
	if len(args) == 0 {
		var list struct {
			Pending []waiting `json:"pending"`
		}
		if err := deskDo(ctx, http.MethodGet, base, token, nil, &list); err != nil {
			return err
		}
		if f.format.value == "json" {
			enc := json.NewEncoder(a.stdout)
			enc.SetIndent("", "  ")
			return enc.Encode(list.Pending)
		}
		if len(list.Pending) == 0 {
			fmt.Fprintln(a.stdout, "no call waits for an approver")
			return nil
		}
		tw := tabwriter.NewWriter(a.stdout, 0, 4, 2, ' ', 0)
		fmt.Fprintln(tw, "ID\tSERVER\tTOOL\tIDENTITY\tEXPIRES IN\tARGUMENTS")
		for _, w := range list.Pending {
			fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%s\n", cell(w.ID, 40), cell(w.Server, 40), cell(w.Tool, 60), cell(w.Identity, 40),
				time.Until(w.Expires).Round(time.Second), cell(string(w.Args), 120))
		}
		return tw.Flush()
	}
	id := args[0]
	body, _ := json.Marshal(map[string]bool{"approve": !f.deny})
	var out struct {
		Approved bool   `json:"approved"`
		By       string `json:"by"`
	}
	if err := deskDo(ctx, http.MethodPost, base+"/"+url.PathEscape(id), token, body, &out); err != nil {
		return err
	}
	verb := "approved"
	if !out.Approved {
		verb = "declined"
	}
	fmt.Fprintf(a.stdout, "%s %s as %s\n", verb, cell(id, 80), cell(out.By, 80))
	return nil
}

// deskURL is the approval desk's URL for the gateway address given: a bare
// host:port, the gateway's root, or its /mcp endpoint.
func deskURL(raw string) (string, error) {
	if !strings.Contains(raw, "://") {
		raw = "http://" + raw
	}
	u, err := url.Parse(raw)
	if err != nil {
		return "", err
	}
	if u.Scheme != "http" && u.Scheme != "https" || u.Host == "" {
		return "", fmt.Errorf("%q is not an http(s) address", raw)
	}
	p := strings.TrimSuffix(u.Path, "/")
	for _, suffix := range []string{"/approvals", "/mcp"} {
		p = strings.TrimSuffix(p, suffix)
	}
	u.Path, u.RawQuery, u.Fragment = p+"/approvals", "", ""
	return u.String(), nil
}

// deskDo sends one request to the desk and decodes its answer into out.
func deskDo(ctx context.Context, method, target, token string, body []byte, out any) error {
	req, err := http.NewRequestWithContext(ctx, method, target, bytes.NewReader(body))
	if err != nil {
		return usageError("%w", err)
	}
	req.Header.Set("Authorization", "Bearer "+token)
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return fmt.Errorf("approval desk: %w", err)
	}
	defer func() { _ = resp.Body.Close() }()
	data, err := io.ReadAll(io.LimitReader(resp.Body, 8<<20))
	if err != nil {
		return fmt.Errorf("approval desk: %w", err)
	}
	if resp.StatusCode != http.StatusOK {
		msg := deskMessage(data)
		switch resp.StatusCode {
		case http.StatusUnauthorized:
			return usageError("the gateway refused the approver token: %s", msg)
		case http.StatusNotFound:
			return usageError("%s", msg)
		}
		return fmt.Errorf("approval desk: %s: %s", resp.Status, msg)
	}
	if err := json.Unmarshal(data, out); err != nil {
		return fmt.Errorf("approval desk: unreadable answer: %w", err)
	}
	return nil
}

// deskMessage is the message of an error answer, JSON-RPC or plain.
func deskMessage(data []byte) string {
	var e struct {
		Error struct {
			Message string `json:"message"`
		} `json:"error"`
	}
	if json.Unmarshal(data, &e) == nil && e.Error.Message != "" {
		return e.Error.Message
	}
	if s := strings.TrimSpace(string(data)); s != "" {
		return cell(s, 300)
	}
	return "no message"
}
