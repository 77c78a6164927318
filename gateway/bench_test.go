package gateway

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/client/transport"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/mcpscan/mcpscan/crawler/introspect"
	"github.com/mcpscan/mcpscan/internal/nodetest"
	"github.com/mcpscan/mcpscan/registry"
)

// The benchmarks measure what the gateway costs a client: the same
// trivial upstream (one echo tool, a separate process) is called directly
// and through the gateway, over stdio and over streamable HTTP, with the
// same client (mcp-go, protocol 2025-11-25 as most clients speak it). The
// gateway is the mcpscan binary as users run it, with a policy that allows
// the tool and the audit log on: both are part of its real cost.
//
// Each benchmark has one sub-benchmark per path:
//
//	stdio/direct           client ⇄ upstream over stdio
//	stdio/gateway          client ⇄ gateway over stdio ⇄ upstream over stdio
//	http/direct            client ⇄ upstream over HTTP
//	http/gateway           client ⇄ gateway over HTTP ⇄ upstream over HTTP
//	http-stdio/gateway     client ⇄ gateway over HTTP ⇄ upstream over stdio
//	http-stdio/mcp-proxy   client ⇄ mcp-proxy (npm) over HTTP ⇄ upstream over stdio
//
// so the gateway's added latency is gateway minus direct on one transport,
// and the peer proxy, which only fronts stdio servers, is compared with the
// gateway on that path. The peer runs when MCPSCAN_BENCH_PEERS names the
// npm prefix it is installed in (bench/gateway.sh installs it).

// benchUpstreamEnv makes the test binary serve the benchmarks' upstream:
// "stdio", or "http" on a free loopback port it prints.
const benchUpstreamEnv = "MCPSCAN_GATEWAY_BENCH_UPSTREAM"

// benchPeersEnv names the npm prefix holding the peer proxy.
const benchPeersEnv = "MCPSCAN_BENCH_PEERS"

// benchBinEnv names a prebuilt mcpscan binary; without it the benchmarks
// build one.
const benchBinEnv = "MCPSCAN_BENCH_BIN"

// benchWorkers is how many clients call at once in the throughput
// benchmarks: each its own session over HTTP, all on one connection over
// stdio.
const benchWorkers = 16

// benchMessage is the echo tool's argument, a short sentence as agents send.
const benchMessage = "the quick brown fox jumps over the lazy dog"

// The upstream must be served before TestMain runs the tests; init runs
// first, and only does so when the benchmarks started this binary for it.
func init() {
	mode := os.Getenv(benchUpstreamEnv)
	if mode == "" {
		return
	}
	s := server.NewMCPServer("bench", "1.0.0", server.WithToolCapabilities(false))
	s.AddTool(mcp.NewTool("echo", mcp.WithDescription("Return the text unchanged."), mcp.WithString("text")),
		func(_ context.Context, r mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return mcp.NewToolResultText(r.GetString("text", "")), nil
		})
	switch mode {
	case "stdio":
		_ = server.ServeStdio(s)
	case "http":
		ln, err := net.Listen("tcp", "127.0.0.1:0") //nolint:noctx // listens for the life of this process
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		fmt.Printf("bench upstream on http://%s/mcp\n", ln.Addr())
		srv := &http.Server{Handler: server.NewStreamableHTTPServer(s), ReadHeaderTimeout: 10 * time.Second}
		// The benchmark ends this process with SIGINT.
		ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
		defer stop()
		go func() { _ = srv.Serve(ln) }()
		<-ctx.Done()
	}
	os.Exit(0)
}

// benchEnv is the processes and connections one benchmark shares across
// its sub-benchmarks; each is started the first time a sub-benchmark
// needs it.
type benchEnv struct {
	parent   *testing.B // processes and sessions live as long as it
	root     string
	self     string // this test binary: the upstream
	bin      string // mcpscan
	policies string

	mu      sync.Mutex
	servers map[string]*process
	clients map[string][]*benchClient
}

// benchClient is a connected client and the pid of the server process it
// talks to: the gateway, the peer, or on a direct path the upstream.
type benchClient struct {
	c   *client.Client
	pid int
}

func newBenchEnv(b *testing.B) *benchEnv {
	b.Helper()
	self, err := os.Executable()
	if err != nil {
		b.Fatal(err)
	}
	e := &benchEnv{parent: b, root: b.TempDir(), self: self, servers: map[string]*process{}, clients: map[string][]*benchClient{}}
	e.bin = os.Getenv(benchBinEnv)
	if e.bin == "" {
		e.bin = nodetest.BuildMCPScan(b, "..")
	}
	e.policies = filepath.Join(e.root, "policies")
	if err := os.Mkdir(e.policies, 0o700); err != nil {
		b.Fatal(err)
	}
	benchWrite(b, PolicyPath(e.policies, "bench"), `{"version": "1", "default": "deny", "tools": {"echo": {}}}`)
	return e
}

// lifeTB reports failures to a sub-benchmark but ties what is started to
// the parent benchmark: a sub-benchmark's context ends and its cleanups
// run after every round, and the servers and sessions must outlive them.
type lifeTB struct {
	testing.TB
	parent *testing.B
}

func (l lifeTB) Context() context.Context { return l.parent.Context() }
func (l lifeTB) Cleanup(f func())         { l.parent.Cleanup(f) }

func (e *benchEnv) life(b *testing.B) testing.TB { return lifeTB{TB: b, parent: e.parent} }

// httpUpstream is the upstream served over HTTP, started once.
func (e *benchEnv) httpUpstream(tb testing.TB) *process {
	return e.server("upstream", func() *process {
		return startProcess(tb, e.self, nil, []string{benchUpstreamEnv + "=http"}, func(line string) (string, bool) {
			_, url, found := strings.Cut(line, "bench upstream on ")
			return url, found
		})
	})
}

// httpGateway is the gateway served over HTTP in front of the upstream
// over HTTP (upstream "http") or over stdio (upstream "stdio").
func (e *benchEnv) httpGateway(tb testing.TB, upstream string) *process {
	return e.server("gateway-"+upstream, func() *process {
		cfg := e.writeServers(tb, upstream)
		db := filepath.Join(e.root, "audit-"+upstream+".db")
		return startProcess(tb, e.bin, []string{"--db", db, "gateway", "--config", cfg, "--policies", e.policies,
			"--listen", "127.0.0.1:0"}, nil, gatewayURL)
	})
}

// peer is mcp-proxy from npm serving the upstream over HTTP.
func (e *benchEnv) peer(tb testing.TB) *process {
	prefix := os.Getenv(benchPeersEnv)
	if prefix == "" {
		tb.Skipf("set %s to the npm prefix holding mcp-proxy (bench/gateway.sh does)", benchPeersEnv)
	}
	script := filepath.Join(prefix, "node_modules", "mcp-proxy", "dist", "bin", "mcp-proxy.mjs")
	if _, err := os.Stat(script); err != nil {
		tb.Skipf("mcp-proxy is not installed under %s", prefix)
	}
	return e.server("mcp-proxy", func() *process {
		port := freePort(tb)
		p := startProcess(tb, "node", []string{script, "--host", "127.0.0.1", "--port", port, "--server", "stream", "--", e.self},
			[]string{benchUpstreamEnv + "=stdio"}, func(line string) (string, bool) {
				return "http://127.0.0.1:" + port + "/mcp", strings.Contains(line, "starting server on port")
			})
		waitListening(tb, "127.0.0.1:"+port)
		return p
	})
}

// writeServers writes a SERVERS.json with the upstream, over "stdio" or
// "http", as server "bench", and returns its path.
func (e *benchEnv) writeServers(tb testing.TB, upstream string) string {
	entry := map[string]any{"command": e.self, "env": map[string]string{benchUpstreamEnv: "stdio"}}
	if upstream == "http" {
		entry = map[string]any{"type": "http", "url": e.httpUpstream(tb).url}
	}
	data, _ := json.Marshal(map[string]any{"mcpServers": map[string]any{"bench": entry}})
	path := filepath.Join(e.root, "servers-"+upstream+".json")
	benchWrite(tb, path, string(data))
	return path
}

func (e *benchEnv) server(key string, start func() *process) *process {
	e.mu.Lock()
	p, ok := e.servers[key]
	e.mu.Unlock()
	if ok {
		return p
	}
	p = start()
	e.mu.Lock()
	e.servers[key] = p
	e.mu.Unlock()
	return p
}

// benchPath is one way from the client to the echo tool.
type benchPath struct {
	name string
	tool string // the tool's name on the client's endpoint
	// connect opens one client session on the path.
	connect func(e *benchEnv, tb testing.TB) *benchClient
}

var benchPaths = []benchPath{
	{"stdio/direct", "echo", func(e *benchEnv, tb testing.TB) *benchClient {
		return e.stdioClient(tb, e.self, nil, []string{benchUpstreamEnv + "=stdio"})
	}},
	{"stdio/gateway", "bench__echo", func(e *benchEnv, tb testing.TB) *benchClient {
		cfg := e.writeServers(tb, "stdio")
		db := filepath.Join(e.root, "audit-stdio-gateway.db")
		return e.stdioClient(tb, e.bin, []string{"--db", db, "gateway", "--config", cfg, "--policies", e.policies, "--stdio"}, nil)
	}},
	{"http/direct", "echo", func(e *benchEnv, tb testing.TB) *benchClient {
		p := e.httpUpstream(tb)
		return e.httpClient(tb, p.url, p.pid)
	}},
	{"http/gateway", "bench__echo", func(e *benchEnv, tb testing.TB) *benchClient {
		p := e.httpGateway(tb, "http")
		return e.httpClient(tb, p.url, p.pid)
	}},
	{"http-stdio/gateway", "bench__echo", func(e *benchEnv, tb testing.TB) *benchClient {
		p := e.httpGateway(tb, "stdio")
		return e.httpClient(tb, p.url, p.pid)
	}},
	{"http-stdio/mcp-proxy", "echo", func(e *benchEnv, tb testing.TB) *benchClient {
		p := e.peer(tb)
		return e.httpClient(tb, p.url, p.pid)
	}},
}

// clientsFor returns n sessions on path, connecting the missing ones.
func (e *benchEnv) clientsFor(b *testing.B, p benchPath, n int) []*benchClient {
	tb := e.life(b)
	e.mu.Lock()
	have := len(e.clients[p.name])
	e.mu.Unlock()
	for range n - have {
		c := p.connect(e, tb)
		// A few calls first, so that connections, caches and a Node
		// peer's JIT are warm before anything is timed.
		for range 200 {
			if err := benchCall(b.Context(), c, p.tool); err != nil {
				b.Fatal(err)
			}
		}
		e.mu.Lock()
		e.clients[p.name] = append(e.clients[p.name], c)
		e.mu.Unlock()
		// Registered after the servers it talks to, so it closes first.
		e.parent.Cleanup(func() { _ = c.c.Close() })
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.clients[p.name][:n]
}

// benchCall calls the echo tool and checks its answer.
func benchCall(ctx context.Context, c *benchClient, tool string) error {
	req := mcp.CallToolRequest{}
	req.Params.Name = tool
	req.Params.Arguments = map[string]any{"text": benchMessage}
	res, err := c.c.CallTool(ctx, req)
	if err != nil {
		return fmt.Errorf("call %s: %w", tool, err)
	}
	raw, _ := json.Marshal(res)
	if res.IsError || resultText(raw) != benchMessage {
		return fmt.Errorf("call %s: got %q (isError %v), want the echo", tool, resultText(raw), res.IsError)
	}
	return nil
}

// stdioClient starts name as a stdio MCP server and connects to it.
func (e *benchEnv) stdioClient(tb testing.TB, name string, args, env []string) *benchClient {
	var cmd *exec.Cmd
	tr := transport.NewStdioWithOptions(name, env, args, transport.WithCommandFunc(
		func(ctx context.Context, command string, env, args []string) (*exec.Cmd, error) {
			cmd = exec.CommandContext(ctx, command, args...)
			cmd.Env = append(os.Environ(), env...)
			return cmd, nil
		}))
	// The client's Close ends the process (it closes its stdin) when the
	// benchmark's cleanups run, after the context is cancelled.
	if err := tr.Start(context.WithoutCancel(tb.Context())); err != nil {
		tb.Fatal(err)
	}
	return &benchClient{c: e.initialize(tb, client.NewClient(tr)), pid: cmd.Process.Pid}
}

func (e *benchEnv) httpClient(tb testing.TB, url string, pid int) *benchClient {
	tr, err := transport.NewStreamableHTTP(url)
	if err != nil {
		tb.Fatal(err)
	}
	if err := tr.Start(context.WithoutCancel(tb.Context())); err != nil {
		tb.Fatal(err)
	}
	return &benchClient{c: e.initialize(tb, client.NewClient(tr)), pid: pid}
}

func (e *benchEnv) initialize(tb testing.TB, c *client.Client) *client.Client {
	// Protocol 2025-11-25, which the peer proxy and most clients speak,
	// on every path alike.
	client.WithLegacyProtocolOnly()(c) //nolint:staticcheck // deprecated in mcp-go, yet the protocol most clients speak
	ctx, cancel := context.WithTimeout(tb.Context(), 30*time.Second)
	defer cancel()
	if _, err := c.Initialize(ctx, initRequest()); err != nil {
		tb.Fatalf("initialize: %v", err)
	}
	return c
}

// BenchmarkLatency times one call at a time on each path and reports the
// median and the 99th percentile.
func BenchmarkLatency(b *testing.B) {
	e := newBenchEnv(b)
	for _, p := range benchPaths {
		b.Run(p.name, func(b *testing.B) {
			c := e.clientsFor(b, p, 1)[0]
			took := make([]time.Duration, b.N)
			ctx := b.Context()
			b.ResetTimer()
			for i := range b.N {
				start := time.Now()
				if err := benchCall(ctx, c, p.tool); err != nil {
					b.Fatal(err)
				}
				took[i] = time.Since(start)
			}
			b.StopTimer()
			slices.Sort(took)
			b.ReportMetric(micros(took[len(took)/2]), "p50-us")
			b.ReportMetric(micros(took[min(len(took)-1, len(took)*99/100)]), "p99-us")
		})
	}
}

// BenchmarkThroughput keeps benchWorkers calls in flight on each path and
// reports calls per second, and the CPU time the server process the
// client talks to (gateway, peer, or the upstream itself on a direct
// path) spends on a call.
func BenchmarkThroughput(b *testing.B) {
	e := newBenchEnv(b)
	for _, p := range benchPaths {
		b.Run(p.name, func(b *testing.B) {
			n := benchWorkers
			if strings.HasPrefix(p.name, "stdio/") {
				n = 1 // one stdio connection; the workers share it
			}
			clients := e.clientsFor(b, p, n)
			ctx := b.Context()
			var next atomic.Int64
			var wg sync.WaitGroup
			cpu0 := procCPU(clients[0].pid)
			b.ResetTimer()
			start := time.Now()
			for w := range benchWorkers {
				wg.Go(func() {
					c := clients[w%len(clients)]
					for next.Add(1) <= int64(b.N) {
						if err := benchCall(ctx, c, p.tool); err != nil {
							b.Error(err)
							return
						}
					}
				})
			}
			wg.Wait()
			elapsed := time.Since(start)
			b.StopTimer()
			b.ReportMetric(float64(b.N)/elapsed.Seconds(), "calls/s")
			if cpu := procCPU(clients[0].pid); cpu > 0 {
				b.ReportMetric(micros(cpu-cpu0)/float64(b.N), "cpu-us/call")
			}
		})
	}
}

// benchWrite is writeFile for benchmarks.
func benchWrite(tb testing.TB, path, content string) {
	tb.Helper()
	if err := os.WriteFile(path, []byte(content), 0o600); err != nil {
		tb.Fatal(err)
	}
}

func micros(d time.Duration) float64 { return float64(d) / float64(time.Microsecond) }

// procCPU is the CPU time (user and system, all threads) process pid has
// used, from /proc; 0 for pid 0 or where /proc is missing.
func procCPU(pid int) time.Duration {
	if pid == 0 {
		return 0
	}
	data, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return 0
	}
	// The command name (field 2) may hold spaces; the fields after its
	// closing parenthesis start with field 3, so utime and stime (fields
	// 14 and 15) are the 12th and 13th.
	s := string(data)
	fields := strings.Fields(s[strings.LastIndexByte(s, ')')+1:])
	if len(fields) < 13 {
		return 0
	}
	utime, _ := strconv.ParseInt(fields[11], 10, 64)
	stime, _ := strconv.ParseInt(fields[12], 10, 64)
	// Linux reports these in USER_HZ ticks, 100 a second on every
	// architecture Go supports.
	return time.Duration(utime+stime) * 10 * time.Millisecond
}

// freePort is a loopback port free a moment ago, for a server that cannot
// be told to pick its own.
func freePort(tb testing.TB) string {
	tb.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0") //nolint:noctx // closed at once
	if err != nil {
		tb.Fatal(err)
	}
	defer func() { _ = ln.Close() }()
	return strconv.Itoa(ln.Addr().(*net.TCPAddr).Port)
}

// waitListening waits until addr accepts connections.
func waitListening(tb testing.TB, addr string) {
	tb.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for {
		var d net.Dialer
		conn, err := d.DialContext(tb.Context(), "tcp", addr)
		if err == nil {
			_ = conn.Close()
			return
		}
		if time.Now().After(deadline) {
			tb.Fatalf("%s does not accept connections: %v", addr, err)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// BenchmarkInProcess runs the gateway in this process in front of the
// upstream over stdio, so that -cpuprofile sees the gateway's own work per
// call (policy, audit, the upstream call) beside the client's: "mcp" calls
// its aggregate MCP server directly, one call at a time, and "http" serves
// it over streamable HTTP to benchWorkers sessions calling at once.
func BenchmarkInProcess(b *testing.B) {
	self, err := os.Executable()
	if err != nil {
		b.Fatal(err)
	}
	dir := b.TempDir()
	benchWrite(b, PolicyPath(dir, "bench"), `{"version": "1", "default": "deny", "tools": {"echo": {}}}`)
	store, err := registry.Open(b.Context(), filepath.Join(dir, "audit.db"))
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { _ = store.Close() })
	target := introspect.Target{Name: "bench", Transport: introspect.TransportStdio, Command: self,
		Env: map[string]string{benchUpstreamEnv: "stdio"}}
	gw, err := New(b.Context(), Options{Config: Config{Targets: []introspect.Target{target}}, PolicyDir: dir, Store: store})
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(gw.Close)
	srv := httptest.NewServer(gw.Handler(HTTPOptions{}))
	b.Cleanup(srv.Close)
	e := &benchEnv{parent: b}

	b.Run("pipe", func(b *testing.B) {
		toGW, fromClient := io.Pipe()
		fromGW, toClient := io.Pipe()
		go func() { _ = gw.ServeStdio(b.Context(), toGW, toClient) }()
		b.Cleanup(func() { _ = fromClient.Close(); _ = toClient.Close() })
		c := client.NewClient(transport.NewIO(fromGW, fromClient, nil))
		if err := c.Start(b.Context()); err != nil {
			b.Fatal(err)
		}
		bc := &benchClient{c: e.initialize(b, c)}
		for range 200 {
			if err := benchCall(b.Context(), bc, "bench__echo"); err != nil {
				b.Fatal(err)
			}
		}
		b.ResetTimer()
		for range b.N {
			if err := benchCall(b.Context(), bc, "bench__echo"); err != nil {
				b.Fatal(err)
			}
		}
		b.StopTimer()
		// Then benchWorkers calls at once on the one connection, as
		// BenchmarkThroughput's stdio paths make them.
		var next atomic.Int64
		var wg sync.WaitGroup
		start := time.Now()
		b.StartTimer()
		for range benchWorkers {
			wg.Go(func() {
				for next.Add(1) <= int64(b.N) {
					if err := benchCall(b.Context(), bc, "bench__echo"); err != nil {
						b.Error(err)
						return
					}
				}
			})
		}
		wg.Wait()
		b.ReportMetric(float64(b.N)/time.Since(start).Seconds(), "concurrent-calls/s")
	})
	b.Run("http", func(b *testing.B) {
		var clients []*benchClient
		for range benchWorkers {
			clients = append(clients, e.httpClient(e.life(b), srv.URL+"/mcp", 0))
		}
		var next atomic.Int64
		var wg sync.WaitGroup
		ctx := b.Context()
		b.ResetTimer()
		start := time.Now()
		for _, c := range clients {
			wg.Go(func() {
				for next.Add(1) <= int64(b.N) {
					if err := benchCall(ctx, c, "bench__echo"); err != nil {
						b.Error(err)
						return
					}
				}
			})
		}
		wg.Wait()
		b.ReportMetric(float64(b.N)/time.Since(start).Seconds(), "calls/s")
	})
}
