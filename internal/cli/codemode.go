package cli

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"strings"
	"time"

	"github.com/mark3labs/mcp-go/server"
	"github.com/spf13/cobra"

	"github.com/mcpscan/mcpscan/sandbox"
)

// codemodeFlags are the options of the code-mode runtime.
type codemodeFlags struct {
	config       string
	timeoutMS    int
	maxToolCalls int
	poolSize     int
	allow        []string
}

func (f *codemodeFlags) register(cmd *cobra.Command) {
	serversConfigFlag(cmd, &f.config, false)
	cmd.Flags().IntVar(&f.timeoutMS, "timeout-ms", 120000, "code_execution_timeout_ms: time a script may run")
	cmd.Flags().IntVar(&f.maxToolCalls, "max-tool-calls", 0, "code_execution_max_tool_calls: tool calls per script (0: unlimited)")
	cmd.Flags().IntVar(&f.poolSize, "pool-size", 10, "code_execution_pool_size: scripts run at once")
	cmd.Flags().StringArrayVar(&f.allow, "allow-server", nil, "server scripts may call, repeatable (default: every configured server)")
}

func (f *codemodeFlags) serverConfig() sandbox.ServerConfig {
	cfg := sandbox.DefaultServerConfig()
	cfg.TimeoutMS, cfg.MaxToolCalls, cfg.PoolSize, cfg.AllowedServers = f.timeoutMS, f.maxToolCalls, f.poolSize, f.allow
	return cfg
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
		RunE: func(cmd *cobra.Command, _ []string) error {
			pool, err := a.openPool(f.config, 30*time.Second)
			if err != nil {
				return err
			}
			defer pool.Close()
			caller := &sandbox.DirectCaller{Pool: pool, Allowed: f.allow}
			cfg := f.serverConfig()
			rt := sandbox.New(cfg.RuntimeConfig())
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
				fmt.Fprintf(a.stderr, "proxy bearer token: %s\n", token)
			}
			return a.serveCodemode(cmd.Context(), listen, s, caller, token)
		},
	}
	f.register(cmd)
	cmd.Flags().StringVar(&listen, "listen", "", "serve streamable HTTP and the proxy endpoints on this address, e.g. 127.0.0.1:3001")
	cmd.Flags().Bool("stdio", false, "serve on standard input and output (the default)")
	cmd.Flags().StringVar(&token, "token", "", "bearer token for the proxy endpoints (default: random, printed)")
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
	ln, err := net.Listen("tcp", addr) //nolint:noctx // the server's lifetime is ctx's, below
	if err != nil {
		return fmt.Errorf("listen %s: %w", addr, err)
	}
	srv := &http.Server{Handler: mux, ReadHeaderTimeout: 10 * time.Second, MaxHeaderBytes: 64 << 10}
	fmt.Fprintf(a.stderr, "code-mode MCP server on http://%s/mcp\n", ln.Addr())
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
			pool, err := a.openPool(f.config, 30*time.Second)
			if err != nil {
				return err
			}
			defer pool.Close()
			cfg := f.serverConfig()
			rt := sandbox.New(cfg.RuntimeConfig())
			res, err := rt.Run(cmd.Context(), sandbox.Script{Code: code, Input: json.RawMessage(input)},
				&sandbox.DirectCaller{Pool: pool, Allowed: f.allow}, "")
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
