package cli

import (
	"encoding/json"
	"fmt"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/spf13/cobra"

	"github.com/mcpscan/mcpscan/registry"
)

func (a *app) auditCommand() *cobra.Command {
	var f registry.AuditFilter
	var since string
	format := newEnum("table", "table", "json")
	decision := newEnum("", "allow", "deny", "hide", "ask", "approved", "declined", "unknown")
	cmd := &cobra.Command{
		Use:   "audit [--server NAME] [--tool NAME] [--decision D] [--since DURATION|TIME]",
		Short: "Show the gateway's audit log: one record per policy decision",
		Long: `Audit prints the gateway's decisions from the registry (--db), newest first: time,
identity (grant), server, tool, decision (allow, deny, hide, ask, approved, declined,
unknown), the policy rule that decided, the argument names (whole arguments only
when the gateway ran with --audit-args), the duration, and the parent decision of a
call made by a code-mode script.`,
		Example: `  mcpscan audit --since 1h
  mcpscan audit --server codemode --tool execute_code --decision deny
  mcpscan audit --parent 3f2a9c... --format json`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			f.Decision = decision.value
			if since != "" {
				t, err := parseSince(since, time.Now())
				if err != nil {
					return usageError("--since: %w", err)
				}
				f.Since = t
			}
			return a.withStore(cmd, func(s *registry.Store) error {
				recs, err := s.Audit(cmd.Context(), f)
				if err != nil {
					return err
				}
				if format.value == "json" {
					return printAuditJSON(a, recs)
				}
				printAuditTable(a, recs)
				return nil
			})
		},
	}
	fl := cmd.Flags()
	fl.StringVar(&f.Server, "server", "", "only this server's calls")
	fl.StringVar(&f.Tool, "tool", "", "only calls of this tool")
	enumFlag(cmd, &decision, "decision", "only this decision")
	fl.StringVar(&f.Identity, "identity", "", "only calls of this grant")
	fl.StringVar(&f.ParentID, "parent", "", "only calls made by the code-mode script of this audit id")
	fl.StringVar(&since, "since", "", "only records since a duration ago (1h) or an RFC 3339 time")
	fl.IntVarP(&f.Limit, "limit", "n", 100, "most records to show")
	enumFlag(cmd, &format, "format", "output format")
	return cmd
}

// parseSince reads a duration back from now, or an RFC 3339 time.
func parseSince(v string, now time.Time) (time.Time, error) {
	if d, err := time.ParseDuration(v); err == nil {
		if d < 0 {
			return time.Time{}, fmt.Errorf("%q: want a positive duration", v)
		}
		return now.Add(-d), nil
	}
	t, err := time.Parse(time.RFC3339, v)
	if err != nil {
		return time.Time{}, fmt.Errorf("%q is neither a duration (1h30m) nor an RFC 3339 time", v)
	}
	return t, nil
}

func printAuditTable(a *app, recs []registry.AuditRecord) {
	if len(recs) == 0 {
		fmt.Fprintln(a.stdout, "no audit records match")
		return
	}
	tw := tabwriter.NewWriter(a.stdout, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "TIME\tIDENTITY\tSERVER\tTOOL\tDECISION\tRULE\tARGS\tDURATION\tPARENT\tNOTE")
	for _, r := range recs {
		note := r.Reason
		if r.Error != "" {
			note = r.Error
		}
		if r.Decision == "allow" && r.Error == "" {
			note = ""
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n", r.Time.Local().Format("2006-01-02 15:04:05.000"),
			cell(r.Identity, 40), cell(r.Server, 40), cell(r.Tool, 60), r.Decision, cell(r.Rule, 60), cell(strings.Join(r.ArgKeys, ","), 80),
			r.Duration.Round(time.Microsecond), short(r.ParentID), cell(note, 80))
	}
	_ = tw.Flush()
}

func short(id string) string {
	if len(id) > 8 {
		return id[:8]
	}
	return id
}

func printAuditJSON(a *app, recs []registry.AuditRecord) error {
	type rec struct {
		AuditID  string          `json:"audit_id"`
		ParentID string          `json:"parent_id,omitempty"`
		Time     time.Time       `json:"time"`
		Identity string          `json:"identity"`
		Server   string          `json:"server"`
		Tool     string          `json:"tool"`
		Decision string          `json:"decision"`
		Rule     string          `json:"rule,omitempty"`
		Reason   string          `json:"reason,omitempty"`
		ArgKeys  []string        `json:"arg_keys"`
		Args     json.RawMessage `json:"args,omitempty"`
		Duration int64           `json:"duration_us"`
		Error    string          `json:"error,omitempty"`
	}
	out := make([]rec, 0, len(recs))
	for _, r := range recs {
		out = append(out, rec{r.AuditID, r.ParentID, r.Time, r.Identity, r.Server, r.Tool, r.Decision, r.Rule, r.Reason,
			r.ArgKeys, r.Args, r.Duration.Microseconds(), r.Error})
	}
	enc := json.NewEncoder(a.stdout)
	enc.SetIndent("", "  ")
	return enc.Encode(map[string]any{"records": out})
}
