package cli

import (
	"context"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"os"
	"strings"
	"time"

	"github.com/mark3labs/mcp-go/server"
	"github.com/spf13/cobra"

	"github.com/mcpscan/mcpscan/crawler/clientconfig"
	"github.com/mcpscan/mcpscan/sandbox"
)

// codemodeFlags are the options of the code-mode runtime.
type codemodeFlags struct {
	config       string
	timeoutMS    int
	maxToolCalls int
	poolSize     int
	allow        []string
	isolate      bool
}

func (f *codemodeFlags) register(cmd *cobra.Command) {
	serversConfigFlag(cmd, &f.config, false)
	cmd.Flags().IntVar(&f.timeoutMS, "timeout-ms", 120000, "code_execution_timeout_ms: time a script may run")
	cmd.Flags().IntVar(&f.maxToolCalls, "max-tool-calls", 0, "code_execution_max_tool_calls: tool calls per script (0: unlimited)")
	cmd.Flags().IntVar(&f.poolSize, "pool-size", 10, "code_execution_pool_size: scripts run at once")
	cmd.Flags().StringArrayVar(&f.allow, "allow-server", nil, "server scripts may call, repeatable (default: every configured server)")
	cmd.Flags().BoolVar(&f.isolate, "isolate", false, "code_execution_isolate: run every script in a child process of its own, under an address-space limit "+
		"(default: on with --listen, off on stdio); --isolate=false turns it off")
}

// serverConfig is the code-execution configuration in force: the
// defaults, then the config file's code_execution keys (top level or a
// "codemode" object), then the flags given on the command line.
// isolateDefault applies when neither file nor flag says.
func (f *codemodeFlags) serverConfig(cmd *cobra.Command, isolateDefault bool) (sandbox.ServerConfig, error) {
	cfg := sandbox.DefaultServerConfig()
	if f.config != "" {
		data, err := os.ReadFile(f.config)
		if err != nil {
			return cfg, usageError("--config: %w", err)
		}
		parsed, found, err := sandbox.ParseServerConfig(clientconfig.JSONCToJSON(data))
		if err != nil {
			return cfg, usageError("--config %s: %w", f.config, err)
		}
		if found {
			if !parsed.EnableCodeExecution {
				return cfg, usageError("--config %s: %w", f.config, sandbox.ErrCodeExecutionDisabled)
			}
			cfg = parsed
		}
	}
	fl := cmd.Flags()
	if fl.Changed("timeout-ms") {
		cfg.TimeoutMS = f.timeoutMS
	}
	if fl.Changed("max-tool-calls") {
		cfg.MaxToolCalls = f.maxToolCalls
	}
	if fl.Changed("pool-size") {
		cfg.PoolSize = f.poolSize
	}
	if fl.Changed("allow-server") {
		cfg.AllowedServers = f.allow
	}
	if fl.Changed("isolate") {
		cfg.Isolate = &f.isolate
	}
	isolate := cfg.IsolateOr(isolateDefault)
	cfg.Isolate = &isolate
	return cfg, nil
}

func (a *app) codemodeCommand() *cobra.Command {
	f := &codemodeFlags{}
	var listen, token string
	var stdio bool
	cmd := &cobra.Command{
		Use:   "codemode [--config SERVERS.json] [--stdio | --listen ADDR]",
		Short: "Run the reference code-mode MCP server (execute_code in a sandbox)",
		Long: `Codemode serves one MCP tool, execute_code, that runs JavaScript or TypeScript in a
sandbox able to call the tools of the servers in SERVERS.json (call_tool, or fetch()
to the proxy endpoints). The tool's description lists those tools as TypeScript
declarations.

With --listen it serves streamable HTTP at /mcp and the proxy endpoints
GET /mcp/servers, GET /mcp/{server}/tools and POST /mcp/call, which need
"Authorization: Bearer TOKEN" (--token, or a random token printed at start) and
refuse browser origins. Without --listen it serves MCP on standard input and output.`,
		Example: `  mcpscan codemode --config servers.json --stdio
  mcpscan codemode --config servers.json --listen 127.0.0.1:3001`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			// Scripts that arrive over the network run isolated unless
			// told otherwise; on stdio the client is a local process.
			cfg, err := f.serverConfig(cmd, listen != "" && !stdio)
			if err != nil {
				return err
			}
			pool, err := a.openPool(f.config, 30*time.Second)
			if err != nil {
				return err
			}
			defer pool.Close()
			caller := &sandbox.DirectCaller{Pool: pool, Allowed: cfg.AllowedServers}
			rt := sandbox.New(cfg.RuntimeConfig())
			defer rt.Close()
			s, err := sandbox.NewMCPServer(cmd.Context(), rt, caller, cfg, buildVersion())
			if err != nil {
				return err
			}
			if listen == "" || stdio {
				return server.ServeStdio(s)
			}
			if token == "" {
				if token, err = sandbox.NewToken(); err != nil {
					return err
				}
				fmt.Fprintf(a.stderr, "bearer token (for /mcp and the proxy endpoints): %s\n", token)
			}
			return a.serveCodemode(cmd.Context(), listen, s, caller, token)
		},
	}
	f.register(cmd)
	cmd.Flags().StringVar(&listen, "listen", "", "serve streamable HTTP and the proxy endpoints on this address, e.g. 127.0.0.1:3001")
	cmd.Flags().Bool("stdio", false, "serve on standard input and output (the default)")
	cmd.Flags().StringVar(&token, "token", "", "bearer token every request needs, /mcp included (default: random, printed)")
	cmd.MarkFlagsMutuallyExclusive("listen", "stdio")
	return cmd
}

func (a *app) serveCodemode(ctx context.Context, addr string, s *server.MCPServer, caller sandbox.ToolCaller, token string) error {
	host, _, err := net.SplitHostPort(addr)
	if err != nil {
		return usageError("--listen %q: %w", addr, err)
	}
	if ip := net.ParseIP(host); host != "localhost" && (ip == nil || !ip.IsLoopback()) {
		return usageError("--listen %q: the code-mode server listens on loopback only", addr)
	}
	mux := http.NewServeMux()
	mux.Handle("/mcp", server.NewStreamableHTTPServer(s))
	mux.Handle("/mcp/", sandbox.ProxyHandler(caller, token, nil))
	mux.HandleFunc("GET /healthz", func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		_, _ = w.Write([]byte(`{"ok":true}`))
	})
	ln, err := net.Listen("tcp", addr) //nolint:noctx // the server's lifetime is ctx's, below
	if err != nil {
		return fmt.Errorf("listen %s: %w", addr, err)
	}
	srv := &http.Server{Handler: codemodeGuard(mux, token), ReadHeaderTimeout: 10 * time.Second, ReadTimeout: 30 * time.Second,
		IdleTimeout: 2 * time.Minute, MaxHeaderBytes: 64 << 10}
	fmt.Fprintf(a.stderr, "code-mode MCP server on http://%s/mcp (every request needs \"Authorization: Bearer TOKEN\")\n", ln.Addr())
	go func() {
		<-ctx.Done()
		shut, cancel := context.WithTimeout(context.WithoutCancel(ctx), 5*time.Second)
		defer cancel()
		_ = srv.Shutdown(shut)
	}()
	if err := srv.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}

// codemodeGuard lets a request through only from this machine's own
// names and origin, with the bearer token: a web page, or another local
// process without the token, must not run code through the server.
// /healthz answers anyone who reaches it.
func codemodeGuard(next http.Handler, token string) http.Handler {
	want := sha256.Sum256([]byte(token))
	refuse := func(w http.ResponseWriter, status int, msg string) {
		w.Header().Set("Connection", "close")
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(status)
		b, _ := json.Marshal(map[string]any{"jsonrpc": "2.0", "id": nil, "error": map[string]any{"code": -32600, "message": msg}})
		_, _ = w.Write(b)
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/healthz" {
			next.ServeHTTP(w, r)
			return
		}
		host := r.Host
		if h, _, err := net.SplitHostPort(host); err == nil {
			host = h
		}
		if ip := net.ParseIP(strings.Trim(host, "[]")); !strings.EqualFold(host, "localhost") && (ip == nil || !ip.IsLoopback()) {
			refuse(w, http.StatusForbidden, fmt.Sprintf("host %q is not allowed", r.Host))
			return
		}
		if o := r.Header.Get("Origin"); o != "" {
			if u, err := url.Parse(o); err != nil || !strings.EqualFold(u.Host, r.Host) {
				refuse(w, http.StatusForbidden, fmt.Sprintf("origin %q is not allowed", o))
				return
			}
		}
		scheme, got, _ := strings.Cut(r.Header.Get("Authorization"), " ")
		sum := sha256.Sum256([]byte(strings.TrimSpace(got)))
		if !strings.EqualFold(scheme, "Bearer") || subtle.ConstantTimeCompare(sum[:], want[:]) != 1 {
			w.Header().Set("WWW-Authenticate", `Bearer realm="mcpscan-codemode"`)
			refuse(w, http.StatusUnauthorized, "a valid bearer token is required (Authorization: Bearer TOKEN)")
			return
		}
		next.ServeHTTP(w, r)
	})
}

func (a *app) codeCommand() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "code",
		Short: "Run code-mode scripts from the command line",
	}
	f := &codemodeFlags{}
	var code, input string
	exec := &cobra.Command{
		Use:   "exec --code CODE [--input JSON] [--config SERVERS.json]",
		Short: "Run one script in the sandbox and print its result",
		Long: `Exec runs one script as execute_code would and prints its result as JSON on
standard output, its logs on standard error. --code - reads the script from
standard input. Exit status 1 when the script fails (with its error code:
TIMEOUT, MAX_TOOL_CALLS, OUTPUT_TOO_LARGE, MEMORY_LIMIT, SERVER_NOT_ALLOWED,
SYNTAX_ERROR, RUNTIME_ERROR).`,
		Example: `  mcpscan code exec --code '({ result: input.value * 2 })' --input '{"value": 21}'
  mcpscan code exec --config servers.json --code "call_tool('files', 'list_directory', {path: '/tmp'})"`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if code == "-" {
				b, err := readAllLimited(cmd.InOrStdin(), 1<<20)
				if err != nil {
					return usageError("--code -: %w", err)
				}
				code = string(b)
			}
			if !json.Valid([]byte(input)) {
				return usageError("--input is not valid JSON")
			}
			cfg, err := f.serverConfig(cmd, false)
			if err != nil {
				return err
			}
			pool, err := a.openPool(f.config, 30*time.Second)
			if err != nil {
				return err
			}
			defer pool.Close()
			rt := sandbox.New(cfg.RuntimeConfig())
			defer rt.Close()
			res, err := rt.Run(cmd.Context(), sandbox.Script{Code: code, Input: json.RawMessage(input)},
				&sandbox.DirectCaller{Pool: pool, Allowed: cfg.AllowedServers}, "")
			var logs []sandbox.LogLine
			if res != nil {
				logs = res.Logs
			}
			var se *sandbox.Error
			if errors.As(err, &se) {
				logs = se.Logs
			}
			for _, l := range logs {
				fmt.Fprintf(a.stderr, "[%s] %s\n", l.Level, strings.TrimRight(l.Text, "\n"))
			}
			if err != nil {
				if se != nil {
					return &exitError{code: ExitFindings, err: fmt.Errorf("%s: %s", se.Code, se.Message)}
				}
				return err
			}
			fmt.Fprintln(a.stdout, string(res.Value))
			return nil
		},
	}
	exec.Flags().StringVar(&code, "code", "", "JavaScript or TypeScript to run, or - for standard input (required)")
	_ = exec.MarkFlagRequired("code")
	exec.Flags().StringVar(&input, "input", "{}", "JSON value available to the script as input")
	f.register(exec)
	cmd.AddCommand(exec)
	return cmd
}

// readAllLimited reads at most limit bytes, failing beyond.
func readAllLimited(r io.Reader, limit int64) ([]byte, error) {
	b, err := io.ReadAll(io.LimitReader(r, limit+1))
	if err != nil {
		return nil, err
	}
	if int64(len(b)) > limit {
		return nil, fmt.Errorf("more than %d bytes", limit)
	}
	return b, nil
}
