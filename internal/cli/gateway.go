package cli

import (
	"context"
	"encoding/json"
	"fmt"
	"net"
	"os"
	"os/signal"
	"strings"
	"syscall"
	"time"

	"github.com/spf13/cobra"

	"github.com/mcpscan/mcpscan/gateway"
	"github.com/mcpscan/mcpscan/gateway/oauth"
	"github.com/mcpscan/mcpscan/internal/upstream"
	"github.com/mcpscan/mcpscan/policy"
	"github.com/mcpscan/mcpscan/registry"
)

// gatewayFlags are the gateway command's options.
type gatewayFlags struct {
	config, policies, listen string
	stdio, auditArgs         bool
	cleanEnv                 bool
	redis                    string
	grants                   []string
	grantsFile               string
	approvers                []string
	approversFile            string
	approvalsListen          string
	origins                  []string
	maxRequest               int64
	callTimeout              time.Duration
	maxConcurrent            int
	reload                   time.Duration
	names                    string
	hosts                    []string
}

func (a *app) gatewayCommand() *cobra.Command {
	f := &gatewayFlags{}
	cmd := &cobra.Command{
		Use:   "gateway --config SERVERS.json --policies DIR [--listen ADDR | --stdio]",
		Short: "Run the MCP gateway that enforces policies on every tool call",
		Long: `Gateway connects to every upstream server in SERVERS.json and serves their tools
downstream, applying DIR/<server>.policy.json to each call. On the aggregate
endpoint tools are namespaced server__tool; over HTTP each server also has its own
endpoint /mcp/{server}. A missing or broken policy stops the start (fail closed);
a policy file that changes is reloaded (a broken edit keeps the last good policy).

Hidden and denied tools are left out of tools/list. A call is forwarded, denied with
the policy's message, counted against its rate limits, or, for require_approval,
put to a person: through MCP elicitation by the client (denied when the client
cannot ask), or, when the rule says "by": "approver", by a person holding an
approver credential (--approver, --approvers) who answers with 'mcpscan approve'
out of band, so the agent cannot approve its own calls.

With a "codemode" section in SERVERS.json ({"enable_code_execution": true}) the
built-in code-mode server runs as server "codemode": its execute_code is policed
like any tool, and every call a script makes passes the called server's policy.

Every decision goes to the audit log in the registry (--db); see 'mcpscan audit'.
Counters live in memory, or in Redis (--redis) so several replicas share limits.
Over HTTP beyond loopback, bearer-token grants (--grant, --grants) or an "oauth"
section in SERVERS.json are required. With "oauth" the gateway is an OAuth 2.1
protected resource: it takes the issuer's JWT access tokens for its resource URL
(identity "oauth:" + the token's sub, or the claim named), serves
/.well-known/oauth-protected-resource, and answers 401 with the challenge that
sends clients to the issuer.
SIGHUP reloads the policies at once.`,
		Example: `  mcpscan gateway --config servers.json --policies policies/ --stdio
  mcpscan gateway --config servers.json --policies policies/ --listen 127.0.0.1:7400
  mcpscan gateway --config servers.json --policies policies/ --listen 0.0.0.0:7400 \
      --grants grants.json --redis redis://127.0.0.1:6379/0`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return a.runGateway(cmd, f)
		},
	}
	serversConfigFlag(cmd, &f.config, true)
	fl := cmd.Flags()
	fl.StringVar(&f.policies, "policies", "", "directory holding <server>.policy.json files (required)")
	_ = cmd.MarkFlagRequired("policies")
	fl.StringVar(&f.listen, "listen", "", "serve streamable HTTP on this address, e.g. 127.0.0.1:7400")
	fl.BoolVar(&f.stdio, "stdio", false, "serve on standard input and output (the default)")
	cmd.MarkFlagsMutuallyExclusive("listen", "stdio")
	fl.StringVar(&f.redis, "redis", "", "keep rate-limit counters in Redis, e.g. redis://127.0.0.1:6379/0")
	fl.BoolVar(&f.auditArgs, "audit-args", false, "keep whole call arguments in the audit log (default: argument names only)")
	fl.StringArrayVar(&f.grants, "grant", nil, "a client credential NAME=TOKEN, repeatable (HTTP)")
	fl.StringVar(&f.grantsFile, "grants", "", `JSON file of client credentials {"NAME": "TOKEN", ...} (HTTP)`)
	fl.StringArrayVar(&f.approvers, "approver", nil, "an approver credential NAME=TOKEN, repeatable: answers require_approval by \"approver\"")
	fl.StringVar(&f.approversFile, "approvers", "", `JSON file of approver credentials {"NAME": "TOKEN", ...}`)
	fl.StringVar(&f.approvalsListen, "approvals-listen", "", "with --stdio, serve the approval desk (/approvals) on this address")
	fl.StringArrayVar(&f.origins, "allow-origin", nil, "browser origin allowed to call besides the gateway's own, repeatable")
	fl.StringArrayVar(&f.hosts, "allow-host", nil, "Host header accepted besides loopback names by an open gateway, repeatable")
	fl.StringVar(&f.names, "aggregate-names", "prefixed", "names of tools and prompts on the aggregate endpoint: prefixed (server__tool) or plain (the server's own; a clash refuses the start)")
	fl.Int64Var(&f.maxRequest, "max-request-bytes", gateway.DefaultMaxRequestBytes, "largest request body accepted over HTTP")
	fl.DurationVar(&f.callTimeout, "call-timeout", 60*time.Second, "time an upstream call may take")
	fl.IntVar(&f.maxConcurrent, "max-concurrent", 64, "calls in flight per upstream server; more wait for a slot")
	fl.DurationVar(&f.reload, "reload-interval", time.Second, "how often policy files are checked for changes")
	fl.BoolVar(&f.cleanEnv, "clean-env", false, "start stdio servers with only PATH, their config's env and a temporary HOME (default: the environment an MCP client gives them: HOME, USER, LOGNAME, SHELL, TERM, PATH)")
	return cmd
}

func (a *app) runGateway(cmd *cobra.Command, f *gatewayFlags) error {
	ctx := cmd.Context()
	tuneGatewayGC()
	// The gateway serves other programs: nobody is there to sign in.
	a.useAuthenticator(false)
	if f.names != "prefixed" && f.names != "plain" {
		return usageError("--aggregate-names %q: want prefixed or plain", f.names)
	}
	cfg, err := gateway.LoadConfig(f.config)
	if err != nil {
		return usageError("--config: %w", err)
	}
	for _, p := range cfg.Problems {
		a.log.Warn("server config", "problem", p)
	}
	if f.cleanEnv {
		for i := range cfg.Targets {
			cfg.Targets[i].ClientEnv = false
		}
	}
	grants, err := loadCredentials("grant", f.grants, f.grantsFile)
	if err != nil {
		return usageError("%w", err)
	}
	approvers, err := loadCredentials("approver", f.approvers, f.approversFile)
	if err != nil {
		return usageError("%w", err)
	}
	if err := gateway.CheckGrantNames(grants); err != nil {
		return usageError("%w", err)
	}
	var tokens *oauth.Validator
	if cfg.OAuth != nil {
		if f.listen == "" {
			a.log.Warn("the oauth section applies to HTTP (--listen); over stdio the client is whoever started the gateway")
		} else if tokens, err = oauth.NewValidator(*cfg.OAuth, oauth.Options{Log: a.log}); err != nil {
			return usageError("--config: %w", err)
		}
	}
	for tok, name := range approvers {
		if client, shared := grants[tok]; shared {
			return usageError("approver %q has the token of client %q: an agent must not be able to approve its own calls", name, client)
		}
	}
	if f.approvalsListen != "" && f.listen != "" {
		return usageError("--approvals-listen is for --stdio; over HTTP the desk is at /approvals on --listen")
	}
	if f.approvalsListen != "" && len(approvers) == 0 {
		return usageError("--approvals-listen needs approver credentials (--approver or --approvers)")
	}
	var desk net.Listener
	if f.approvalsListen != "" {
		if desk, err = net.Listen("tcp", f.approvalsListen); err != nil { //nolint:noctx // lives as long as the gateway, below
			return fmt.Errorf("listen %s: %w", f.approvalsListen, err)
		}
		defer func() { _ = desk.Close() }()
	}
	var ln net.Listener
	if f.listen != "" {
		// Listen before connecting upstream: a taken port should fail
		// before servers are started.
		if ln, err = net.Listen("tcp", f.listen); err != nil { //nolint:noctx // lives as long as the gateway, below
			return fmt.Errorf("listen %s: %w", f.listen, err)
		}
		defer func() { _ = ln.Close() }()
		if tcp, ok := ln.Addr().(*net.TCPAddr); ok && !tcp.IP.IsLoopback() && len(grants) == 0 && tokens == nil {
			return usageError("--listen %s: a gateway reachable beyond this machine needs client credentials (--grant or --grants) or an oauth section in --config", f.listen)
		}
	}
	var counters policy.Counters
	if f.redis != "" {
		rc, err := policy.OpenRedis(ctx, f.redis)
		if err != nil {
			return fmt.Errorf("--redis: %w", err)
		}
		defer func() { _ = rc.Close() }()
		counters = rc
	}
	store, err := registry.Open(ctx, a.dbPath)
	if err != nil {
		return err
	}
	defer func() { _ = store.Close() }()
	fmt.Fprintf(a.stderr, "mcpscan gateway: connecting to %d upstream server(s)…\n", len(cfg.Targets))
	gw, err := gateway.New(ctx, gateway.Options{
		Config: cfg, PolicyDir: f.policies, Store: store, Counters: counters, AuditArgs: f.auditArgs,
		Upstream:       upstream.Options{CallTimeout: f.callTimeout, MaxConcurrent: f.maxConcurrent},
		ReloadInterval: f.reload, Log: a.log, Version: buildVersion(), PlainNames: f.names == "plain",
	})
	if err != nil {
		return &exitError{code: ExitUsage, err: fmt.Errorf("gateway: %w", err)}
	}
	defer gw.Close()

	hup := make(chan os.Signal, 1)
	signal.Notify(hup, syscall.SIGHUP)
	defer signal.Stop(hup)
	go func() {
		for range hup {
			if err := gw.Reload(ctx); err != nil {
				fmt.Fprintf(a.stderr, "policy reload: %v\n", err)
			}
		}
	}()

	if ln == nil {
		if desk != nil {
			fmt.Fprintf(a.stderr, "mcpscan gateway: approval desk on http://%s/approvals\n", desk.Addr())
			go func() {
				if err := gw.ServeApprovals(ctx, desk, approvers); err != nil {
					a.log.Error("approval desk", "err", err)
				}
			}()
		}
		a.log.Info("gateway on stdio", "servers", gw.Names())
		return gw.ServeStdio(ctx, cmd.InOrStdin(), cmd.OutOrStdout())
	}
	if tokens != nil {
		a.prefetchKeys(ctx, tokens)
	}
	fmt.Fprintf(a.stderr, "mcpscan gateway on http://%s/mcp (servers: %s; per server: /mcp/{server})\n",
		ln.Addr(), strings.Join(gw.Names(), ", "))
	return gw.Serve(ctx, ln, gateway.HTTPOptions{Grants: grants, Approvers: approvers, OAuth: tokens, AllowedOrigins: f.origins,
		AllowedHosts: f.hosts, MaxRequestBytes: f.maxRequest})
}

// prefetchKeys fetches the issuer's keys before the first client, so a
// wrong issuer or key set URL shows at start. An issuer that cannot be
// reached does not stop the start: tokens are answered 503 (never let
// in) until its keys can be had.
func (a *app) prefetchKeys(ctx context.Context, v *oauth.Validator) {
	cfg := v.Config()
	if err := v.Prefetch(ctx); err != nil {
		fmt.Fprintf(a.stderr, "mcpscan gateway: oauth: %v\n  access tokens are refused (503) until the issuer's keys can be fetched\n", err)
	}
	fmt.Fprintf(a.stderr, "mcpscan gateway: OAuth resource %s, issuer %s, metadata %s\n",
		cfg.Resource, cfg.Issuer, oauth.MetadataURL(cfg.Resource))
}

// loadCredentials reads repeatable NAME=TOKEN flags and a JSON file of
// names to tokens into token → name; kind ("grant", "approver") names them
// in errors.
func loadCredentials(kind string, flags []string, file string) (map[string]string, error) {
	out := map[string]string{}
	add := func(name, token, from string) error {
		name, token = strings.TrimSpace(name), strings.TrimSpace(token)
		switch {
		case name == "" || token == "":
			return fmt.Errorf("%s: a %s needs a name and a token", from, kind)
		case len(token) < 16:
			return fmt.Errorf("%s: the token of %s %q is shorter than 16 characters", from, kind, name)
		}
		if prev, dup := out[token]; dup && prev != name {
			return fmt.Errorf("%s: %ss %q and %q share a token", from, kind, prev, name)
		}
		out[token] = name
		return nil
	}
	for _, g := range flags {
		name, token, ok := strings.Cut(g, "=")
		if !ok {
			return nil, fmt.Errorf("--%s %q: want NAME=TOKEN", kind, g)
		}
		if err := add(name, token, "--"+kind); err != nil {
			return nil, err
		}
	}
	if file != "" {
		data, err := os.ReadFile(file)
		if err != nil {
			return nil, fmt.Errorf("--%ss: %w", kind, err)
		}
		var m map[string]string
		if err := json.Unmarshal(data, &m); err != nil {
			return nil, fmt.Errorf("--%ss %s: want a JSON object of names to tokens: %w", kind, file, err)
		}
		for name, token := range m {
			if err := add(name, token, "--"+kind+"s "+file); err != nil {
				return nil, err
			}
		}
	}
	return out, nil
}
