package cli

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/mcpscan/mcpscan/catalog"
	"github.com/mcpscan/mcpscan/classifier"
	"github.com/mcpscan/mcpscan/crawler"
	"github.com/mcpscan/mcpscan/crawler/introspect"
	"github.com/mcpscan/mcpscan/gateway"
	"github.com/mcpscan/mcpscan/internal/report"
	"github.com/mcpscan/mcpscan/internal/upstream"
	"github.com/mcpscan/mcpscan/policy"
	"github.com/mcpscan/mcpscan/policygen"
	"github.com/mcpscan/mcpscan/registry"
	"github.com/mcpscan/mcpscan/sandbox"
)

func (a *app) policyCommand() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "policy",
		Short: "Generate, check and explain policy.json files",
		Long: `A policy.json says, per tool of one MCP server, whether a call is allowed, limited,
checked against its arguments, or needs approval. The format is a superset of
PolicyLayer's version 1: a v1 file is accepted as it is.`,
	}
	cmd.AddCommand(a.policyGenerateCommand(), a.policyCheckCommand(), a.policyExplainCommand())
	return cmd
}

func (a *app) policyGenerateCommand() *cobra.Command {
	var outDir, overrides, rulesFile, config string
	var roots []string
	var noCache bool
	cmd := &cobra.Command{
		Use:   "generate [FILE|DIR|-]... [--config SERVERS.json]",
		Short: "Write a recommended DIR/<server>.policy.json for each server",
		Long: `Generate classifies the tools of each server in the inputs (same formats as
classify) and writes a recommended policy: Read allowed, Write 30 calls a minute,
Execute 10 calls a minute with argument checks, Destructive and Financial only
with approval, everything else denied. Each tool's rule carries an x-risk block
with the category, severity, rules and rationale behind it.

Argument checks are added where the evidence supports them: a tool that says it
is read-only may not run SQL that writes, URL arguments must be http or https,
path arguments may not contain '..' and, with --root, must stay under the roots.

--overrides FILE changes the per-category defaults, e.g.
  {"default": "deny", "roots": ["/home/me/work"], "approval_timeout": "10m",
   "categories": {"Write": {"max": 60}, "Destructive": {"action": "deny"}}}
(actions: allow, limit, approval, deny, hide).

With --config, the servers of SERVERS.json are started or connected to and their
live tools classified, and a "codemode" section adds the built-in code-mode server:
the policies 'mcpscan gateway --config SERVERS.json' needs, one per server.`,
		Example: `  mcpscan policy generate examples/demo-server.json -o policies/
  mcpscan policy generate dumps/ -o policies/ --root /srv/data
  mcpscan policy generate --config servers.json -o policies/`,
		RunE: func(cmd *cobra.Command, args []string) error {
			if len(args) == 0 && config == "" {
				return usageError("policy generate: give at least one FILE, DIR or - (standard input), or --config SERVERS.json")
			}
			opts := policygen.Options{}
			if overrides != "" {
				data, err := os.ReadFile(overrides)
				if err != nil {
					return usageError("--overrides: %w", err)
				}
				if opts, err = policygen.ParseOptions(data); err != nil {
					return usageError("--overrides %s: %w", overrides, err)
				}
			}
			for _, r := range roots {
				abs, err := filepath.Abs(r)
				if err != nil {
					return usageError("--root %s: %w", r, err)
				}
				opts.Roots = append(opts.Roots, abs)
			}
			rs, err := loadRuleset(rulesFile)
			if err != nil {
				return err
			}
			var inputs []input
			if len(args) > 0 {
				if inputs, err = readInputs(cmd.InOrStdin(), args); err != nil {
					return err
				}
			}
			var unreachable error
			if config != "" {
				live, err := a.configInputs(cmd.Context(), config)
				if err != nil && live == nil {
					return err
				}
				unreachable = err
				inputs = append(inputs, live...)
			}
			if err := os.MkdirAll(outDir, 0o750); err != nil {
				return fmt.Errorf("create %s: %w", outDir, err)
			}
			store := a.assessmentCache(cmd, noCache)
			if store != nil {
				defer func() { _ = store.Close() }()
			}
			if err := distinctPolicyFiles(inputs); err != nil {
				return err
			}
			for _, in := range inputs {
				doc, data, err := a.recommendedPolicy(cmd.Context(), store, rs, in.srv, opts, nil)
				if err != nil {
					return err
				}
				path := filepath.Join(outDir, PolicyFileName(in.srv.Name))
				if err := writeFileAtomic(path, data); err != nil {
					return err
				}
				fmt.Fprintf(a.stdout, "wrote %s (%s)\n", path, summarize(doc))
			}
			return unreachable
		},
	}
	cmd.Flags().StringVarP(&outDir, "output", "o", ".", "directory to write <server>.policy.json files into")
	cmd.Flags().StringVar(&overrides, "overrides", "", "JSON file that changes the per-category defaults")
	cmd.Flags().StringArrayVar(&roots, "root", nil, "directory path arguments must stay under, repeatable")
	cmd.Flags().StringVar(&rulesFile, "rules", "", "ruleset file that extends or overrides the built-in rules")
	cmd.Flags().BoolVar(&noCache, "no-cache", false, "do not read or store assessments in the registry")
	serversConfigFlag(cmd, &config, false)
	return cmd
}

// recommendedPolicy classifies a server's tools (through the assessment
// cache) and generates its policy, encoded.
// Extra findings about its tools (found across the servers of a client
// config) tighten the policy like the tools' own.
func (a *app) recommendedPolicy(ctx context.Context, store *registry.Store, rs *classifier.Ruleset, srv catalog.Server,
	opts policygen.Options, extra map[string][]classifier.Finding) (*policy.Document, []byte, error) {
	rep := classifyServer(ctx, store, rs, srv, a).AddToolFindings(extra)
	doc, err := policygen.GenerateServer(srv, rep, opts)
	if err != nil {
		return nil, nil, fmt.Errorf("%s: %w", srv.Name, err)
	}
	data, err := doc.Encode()
	if err != nil {
		return nil, nil, fmt.Errorf("%s: %w", srv.Name, err)
	}
	return doc, data, nil
}

// configInputs introspects the servers of a gateway config, plus the
// built-in code-mode server when the config enables it. Servers that
// cannot be reached are reported in the error; the others are returned.
func (a *app) configInputs(ctx context.Context, path string) ([]input, error) {
	cfg, err := gateway.LoadConfig(path)
	if err != nil {
		return nil, usageError("--config: %w", err)
	}
	for _, p := range cfg.Problems {
		a.log.Warn("server config", "problem", p)
	}
	pool := upstream.NewPool(cfg.Targets, introspect.Limits{Timeout: 60 * time.Second})
	defer pool.Close()
	out := []input{}
	var failed []error
	for _, t := range cfg.Targets {
		tools, err := pool.Tools(ctx, t.Name)
		if err != nil {
			failed = append(failed, fmt.Errorf("%s: %w", t.Name, err))
			continue
		}
		out = append(out, input{srv: catalog.Server{Name: t.Name, Tools: tools}, Server: report.Server{File: path}})
	}
	if cm := cfg.Codemode; cm != nil {
		tool, err := sandbox.ExecuteCodeTool(ctx, &sandbox.DirectCaller{Pool: pool, Allowed: cm.AllowedServers}, *cm)
		if err != nil {
			return out, fmt.Errorf("%s: %w", gateway.CodemodeServer, err)
		}
		out = append(out, input{srv: catalog.Server{Name: gateway.CodemodeServer, Tools: []catalog.Tool{tool}}, Server: report.Server{File: path}})
	}
	if len(failed) > 0 {
		return out, fmt.Errorf("no policy written for %d server(s) that could not be introspected (the gateway will not start without one): %w",
			len(failed), errors.Join(failed...))
	}
	return out, nil
}

// assessmentCache opens the registry for caching assessments, or returns
// nil (classification still works without it).
func (a *app) assessmentCache(cmd *cobra.Command, off bool) *registry.Store {
	if off {
		return nil
	}
	s, err := registry.Open(cmd.Context(), a.dbPath)
	if err != nil {
		a.log.Warn("classifying without the assessment cache", "err", err)
		return nil
	}
	return s
}

// PolicyFileName is where a server's policy is written: its name made safe
// for a file name, plus .policy.json (the gateway looks for the same name).
func PolicyFileName(server string) string {
	return strings.TrimSuffix(crawler.DumpFileName(server), ".json") + ".policy.json"
}

// distinctPolicyFiles refuses, before anything is written, servers whose
// policies would land in one file. Names are compared without case: on a
// case-insensitive file system (macOS, Windows) "Foo.policy.json" and
// "foo.policy.json" are one file, and the later policy would silently
// govern both servers.
func distinctPolicyFiles(inputs []input) error {
	written := map[string]string{}
	for _, in := range inputs {
		name := PolicyFileName(in.srv.Name)
		if gateway.WindowsDeviceName(name) {
			return usageError("server %q would be written to %s, a Windows device name; rename it in its source", in.srv.Name, name)
		}
		key := strings.ToLower(name)
		if prev, dup := written[key]; dup {
			return usageError("servers %q and %q would both be written to %s (file names are compared without case); rename one in its source",
				prev, in.srv.Name, name)
		}
		written[key] = in.srv.Name
	}
	return nil
}

func writeFileAtomic(path string, data []byte) error {
	tmp := path + ".tmp"
	if err := os.WriteFile(tmp, data, 0o600); err != nil {
		return fmt.Errorf("write %s: %w", path, err)
	}
	if err := os.Rename(tmp, path); err != nil {
		return fmt.Errorf("write %s: %w", path, err)
	}
	return nil
}

// summarize counts what a policy does: "6 tools: 1 allowed, 3 limited, 2 need approval".
func summarize(d *policy.Document) string {
	var allowed, limited, approval, approvalSome, denied, hidden int
	for name, r := range d.Tools {
		switch {
		case slices.Contains(d.Hide, name):
			hidden++
		case len(r.DenyIf) > 0 && len(r.DenyIf[0].Conditions) == 0:
			denied++
		case r.RequireApproval != nil && len(r.RequireApproval.When) == 0:
			approval++
		case r.RequireApproval != nil:
			approvalSome++
		case len(r.Limits) > 0:
			limited++
		default:
			allowed++
		}
	}
	parts := []string{fmt.Sprintf("%d tools", len(d.Tools))}
	for _, p := range []struct {
		n    int
		what string
	}{{allowed, "allowed"}, {limited, "rate-limited"}, {approval, "need approval"}, {approvalSome, "need approval for some arguments"}, {denied, "denied"}, {hidden, "hidden"}} {
		if p.n > 0 {
			parts = append(parts, fmt.Sprintf("%d %s", p.n, p.what))
		}
	}
	return strings.Join(parts, ", ") + ", default " + d.Default
}

func readPolicy(path string) (*policy.Document, error) {
	info, err := os.Stat(path)
	if err != nil {
		return nil, usageError("%w", err)
	}
	if info.Size() > policy.MaxPolicySize {
		return nil, usageError("%s: %d bytes is more than a policy may have (%d)", path, info.Size(), policy.MaxPolicySize)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, usageError("%w", err)
	}
	doc, err := policy.Parse(data)
	if err != nil {
		var list policy.ErrorList
		if errors.As(err, &list) {
			lines := make([]string, len(list))
			for i, e := range list {
				// file:line:column: is what editors and CI annotators read.
				msg := e.Msg
				if e.Path != "" {
					msg = e.Path + ": " + msg
				}
				if e.Hint != "" {
					msg += " (" + e.Hint + ")"
				}
				lines[i] = fmt.Sprintf("%s:%d:%d: %s", path, e.Line, e.Column, msg)
			}
			return nil, usageError("%s", strings.Join(lines, "\n"))
		}
		return nil, usageError("%s: %w", path, err)
	}
	return doc, nil
}

func (a *app) policyCheckCommand() *cobra.Command {
	var toolsFile string
	cmd := &cobra.Command{
		Use:   "check POLICY.json",
		Short: "Validate a policy file; exit 2 with line:column on error",
		Long: `Check parses and validates a policy: unknown fields, wrong types, bad operators,
regular expressions, windows and scopes, and counters defined twice are errors,
reported as FILE:LINE:COLUMN: path: message (hint) — line:column positions an
editor can jump to — with exit status 2.

With --tools, the policy is also checked against the server's tool listing (any
input classify reads): rules for tools the server does not have are warnings.`,
		Example: `  mcpscan policy check policies/demo-workspace.policy.json --tools examples/demo-server.json`,
		Args:    cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			doc, err := readPolicy(args[0])
			if err != nil {
				return err
			}
			if toolsFile != "" {
				inputs, err := readInputs(cmd.InOrStdin(), []string{toolsFile})
				if err != nil {
					return err
				}
				var names []string
				for _, in := range inputs {
					for _, t := range in.srv.Tools {
						names = append(names, t.Name)
					}
				}
				for _, w := range doc.Validate(names) {
					fmt.Fprintf(a.stderr, "%s: warning: %s\n", args[0], w)
				}
			}
			fmt.Fprintf(a.stdout, "%s: ok (%s)\n", args[0], summarize(doc))
			return nil
		},
	}
	cmd.Flags().StringVar(&toolsFile, "tools", "", "the server's tool listing, to warn about rules for tools it does not have")
	return cmd
}

func (a *app) policyExplainCommand() *cobra.Command {
	var tool, argsJSON, identity, session string
	var approved bool
	cmd := &cobra.Command{
		Use:   "explain POLICY.json --tool NAME [--args JSON]",
		Short: "Show which rule decides a call and why (counters untouched)",
		Long: `Explain evaluates one call against a policy and prints the decision (allow, deny,
hide or approval), the rule that decided it and the reason the agent would be
shown. Rate-limit counters are not touched: a fresh process has empty counters, so
limits show as allowing.`,
		Args:    cobra.ExactArgs(1),
		Example: `  mcpscan policy explain policies/codemode.policy.json --tool execute_code --args '{"code":"1+1"}'`,
		RunE: func(cmd *cobra.Command, args []string) error {
			doc, err := readPolicy(args[0])
			if err != nil {
				return err
			}
			var callArgs map[string]any
			dec := json.NewDecoder(strings.NewReader(argsJSON))
			dec.UseNumber()
			if err := dec.Decode(&callArgs); err != nil {
				return usageError("--args: want a JSON object: %w", catalog.PositionError([]byte(argsJSON), err))
			}
			if callArgs == nil {
				callArgs = map[string]any{}
			}
			e := policy.NewEngine(doc, nil)
			d, err := e.Explain(cmd.Context(), policy.Request{Tool: tool, Args: callArgs, Identity: identity, Session: session, Approved: approved})
			if err != nil {
				return err
			}
			fmt.Fprintf(a.stdout, "decision: %s\nrule:     %s\nreason:   %s\n", d.Action, d.Rule, d.Reason)
			if d.Approval != nil {
				fmt.Fprintf(a.stdout, "approval: within %s\n", d.Approval.ApprovalTimeout())
			}
			if r := doc.Tools[tool]; r != nil && r.Risk != nil {
				fmt.Fprintf(a.stdout, "risk:     %s / %s — %s\n", r.Risk.Category, r.Risk.Severity, r.Risk.Rationale)
			}
			return nil
		},
	}
	cmd.Flags().StringVar(&tool, "tool", "", "tool name to decide for (required)")
	cmd.Flags().StringVar(&argsJSON, "args", "{}", "call arguments as a JSON object")
	cmd.Flags().StringVar(&identity, "identity", "", "the grant (client identity) making the call")
	cmd.Flags().StringVar(&session, "session", "", "the MCP session")
	cmd.Flags().BoolVar(&approved, "approved", false, "decide as if a person had approved the call")
	_ = cmd.MarkFlagRequired("tool")
	return cmd
}
