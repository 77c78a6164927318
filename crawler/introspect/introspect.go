package introspect

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strings"
	"sync"
	"time"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/client/transport"
	"github.com/mark3labs/mcp-go/mcp"

	"github.com/mcpscan/mcpscan/catalog"
	"github.com/mcpscan/mcpscan/internal/httpx"
	"github.com/mcpscan/mcpscan/internal/oauth"
)

// Limits bound what one introspection may cost. A hostile or broken server
// can make none of them grow without end.
type Limits struct {
	Timeout        time.Duration // the whole introspection, start to close
	MaxTools       int           // tools kept; more is an error
	MaxPages       int           // pages of any one list
	MaxDescription int           // bytes of one tool description; longer ones are cut, with a warning
	MaxBytes       int64         // bytes read from the server in all
	MaxStderr      int           // bytes of a stdio server's stderr kept (the tail)
}

// DefaultLimits suit public servers: a minute, 5,000 tools, 16 MiB.
var DefaultLimits = Limits{
	Timeout:        60 * time.Second,
	MaxTools:       5000,
	MaxPages:       200,
	MaxDescription: 64 << 10,
	MaxBytes:       16 << 20,
	MaxStderr:      64 << 10,
}

func (l Limits) withDefaults() Limits {
	d := DefaultLimits
	if l.Timeout > 0 {
		d.Timeout = l.Timeout
	}
	if l.MaxTools > 0 {
		d.MaxTools = l.MaxTools
	}
	if l.MaxPages > 0 {
		d.MaxPages = l.MaxPages
	}
	if l.MaxDescription > 0 {
		d.MaxDescription = l.MaxDescription
	}
	if l.MaxBytes > 0 {
		d.MaxBytes = l.MaxBytes
	}
	if l.MaxStderr > 0 {
		d.MaxStderr = l.MaxStderr
	}
	return d
}

// Result is what a server told us about itself.
type Result struct {
	// Server carries the tools (byte-exact) and the server's self-reported
	// version and title; Source is live.
	Server          catalog.Server
	ServerInfo      mcp.Implementation
	ProtocolVersion string
	Capabilities    json.RawMessage
	Instructions    string
	Prompts         int // -1 when the server offers no prompts
	Resources       int // -1 when the server offers no resources
	ToolPages       int
	Warnings        []string // tools dropped or cut, with the reason
	Stderr          string   // the tail of a stdio server's stderr
	Duration        time.Duration
}

// Error is a failed introspection, with the stage it failed at and, for a
// stdio server, the tail of what it wrote to stderr.
type Error struct {
	Target string
	Stage  string // start, initialize, tools/list, prompts/list, resources/list
	Err    error
	Stderr string
}

func (e *Error) Error() string {
	msg := fmt.Sprintf("introspect %s: %s: %v", e.Target, e.Stage, e.Err)
	if s := strings.TrimSpace(e.Stderr); s != "" {
		msg += "; stderr: " + lastLines(s, 3, 400)
	}
	return msg
}

func (e *Error) Unwrap() error { return e.Err }

// Version is what mcpscan reports as its client version to servers.
var Version = "dev"

// Introspect connects to target, reads its tools, prompt and resource
// counts, and disconnects (killing a stdio server's whole process group).
// It never calls a tool.
func Introspect(ctx context.Context, target Target, limits Limits) (*Result, error) {
	limits = limits.withDefaults()
	ctx, cancel := context.WithTimeout(ctx, limits.Timeout)
	defer cancel()
	if target.Protocol == "" {
		// The session handshake first: most servers speak it, and a server
		// of 2025 that answers an unknown server/discover with an empty
		// result would otherwise never be asked to initialize. A server
		// that refuses it is asked again with the newest protocol.
		legacy := target
		legacy.Protocol = mcp.LATEST_LEGACY_PROTOCOL_VERSION
		res, err := introspect(ctx, legacy, limits)
		var ierr *Error
		if err == nil || !errors.As(err, &ierr) || ierr.Stage != "initialize" || ctx.Err() != nil {
			return res, err
		}
	}
	return introspect(ctx, target, limits)
}

func introspect(ctx context.Context, target Target, limits Limits) (*Result, error) {
	start := time.Now()

	conn, err := connect(ctx, target, limits)
	if err != nil {
		return nil, &Error{Target: target.Name, Stage: "start", Err: err}
	}
	res, stage, err := session(ctx, conn, target, limits)
	if err != nil {
		// Explain before closing: closing kills the server, and its death
		// must not be mistaken for the cause.
		err = conn.explain(ctx, err)
		return nil, &Error{Target: target.Name, Stage: stage, Err: err, Stderr: conn.close()}
	}
	stderr := conn.close()
	res.Stderr = stderr
	res.Duration = time.Since(start)
	return res, nil
}

// connection is a started client plus what is needed to explain its
// failures and shut it down.
type connection struct {
	client  *client.Client
	exited  <-chan struct{} // closed when a stdio server's process ends; nil for HTTP
	stop    func() string   // ends the connection, returns captured stderr
	diagnos func() string   // a hint about why the server misbehaved, or ""
	counter *byteCounter
	limit   int64
}

func (c *connection) close() string {
	_ = c.client.Close()
	if c.stop != nil {
		return c.stop()
	}
	return ""
}

// explain turns low-level failures into a reason a user can act on.
func (c *connection) explain(ctx context.Context, err error) error {
	if c.counter != nil && c.counter.exceeded() {
		return fmt.Errorf("server sent more than %d bytes: %w", c.limit, ErrTooLarge)
	}
	hint := ""
	if c.diagnos != nil {
		hint = c.diagnos()
	}
	switch {
	case errors.Is(ctx.Err(), context.DeadlineExceeded):
		err = fmt.Errorf("no answer before the deadline: %w", ErrTimeout)
	case errors.Is(err, transport.ErrTransportClosed) || errors.Is(err, errProcessExited):
		err = fmt.Errorf("server closed the connection: %w", err)
	}
	if hint != "" {
		return fmt.Errorf("%w (%s)", err, hint)
	}
	return err
}

// Sentinel causes callers may branch on.
var (
	ErrTimeout  = errors.New("timed out")
	ErrTooLarge = errors.New("too large")
	ErrTooMany  = errors.New("too many items")
)

func connect(ctx context.Context, t Target, limits Limits) (*connection, error) {
	switch t.Transport {
	case TransportStdio, "":
		return connectStdio(ctx, t, limits)
	case TransportStreamableHTTP, TransportSSE:
		return connectHTTP(ctx, t, limits)
	default:
		return nil, fmt.Errorf("unknown transport %q (want stdio, streamable-http or sse)", t.Transport)
	}
}

func connectHTTP(ctx context.Context, t Target, limits Limits) (*connection, error) {
	if t.URL == "" {
		return nil, errors.New("no URL to connect to")
	}
	counter := &byteCounter{max: limits.MaxBytes}
	// A redirect to another host or to plain http is refused: it would
	// carry the scan's requests and the server's credentials elsewhere.
	hc := &http.Client{Transport: HTTPTransport(t, &countingTransport{base: sharedTransport, counter: counter}), CheckRedirect: httpx.SameHost}
	var tr transport.Interface
	var err error
	if t.Transport == TransportSSE {
		tr, err = transport.NewSSE(t.URL, transport.WithHeaders(t.Headers), transport.WithHTTPClient(hc))
	} else {
		tr, err = transport.NewStreamableHTTP(t.URL, transport.WithHTTPHeaders(t.Headers), transport.WithHTTPBasicClient(hc))
	}
	if err != nil {
		return nil, err
	}
	c := client.NewClient(tr, clientOptions(t, limits)...)
	if err := c.Start(ctx); err != nil {
		_ = c.Close()
		return nil, err
	}
	return &connection{client: c, counter: counter, limit: limits.MaxBytes}, nil
}

// HTTPTransport is base with OAuth for t: a server that asks for
// authorization gets a token from the process's authenticator. Every
// HTTP client of an MCP server goes through it.
func HTTPTransport(t Target, base http.RoundTripper) http.RoundTripper {
	var cfg oauth.ClientConfig
	if t.OAuth != nil {
		cfg = *t.OAuth
	}
	return oauth.Default().Transport(base, t.URL, cfg)
}

// access is who the target was read as, when it asked for authorization.
func access(t Target) *catalog.Access {
	var cfg oauth.ClientConfig
	if t.OAuth != nil {
		cfg = *t.OAuth
	}
	g, ok := oauth.Default().Granted(t.URL, cfg)
	if !ok {
		return nil
	}
	return &catalog.Access{Issuer: g.Issuer, Client: g.Client, Grant: g.Grant, Scopes: g.Scopes}
}

// sharedTransport keeps enough idle connections per host for a session
// that carries many concurrent calls (the gateway's), where the default of
// two would open and close a connection for most of them.
var sharedTransport = func() *http.Transport {
	t := http.DefaultTransport.(*http.Transport).Clone()
	t.MaxIdleConns = 1024
	t.MaxIdleConnsPerHost = 256
	return t
}()

// clientOptions are the mcp-go client's options for a target.
func clientOptions(t Target, limits Limits) []client.ClientOption {
	opts := []client.ClientOption{client.WithDiscoverTimeout(discoverTimeout(limits))}
	if t.Protocol != "" {
		opts = append(opts, client.WithProtocolVersion(t.Protocol))
	}
	return opts
}

// discoverTimeout bounds the 2026-07-28 discover attempt so a server that
// only speaks the older handshake still leaves time for it.
func discoverTimeout(l Limits) time.Duration {
	return min(5*time.Second, l.Timeout/4)
}

func session(ctx context.Context, conn *connection, t Target, limits Limits) (*Result, string, error) {
	ir, err := conn.client.Initialize(ctx, initRequest())
	if err != nil {
		return nil, "initialize", err
	}
	caps, _ := json.Marshal(ir.Capabilities)
	res := &Result{
		ServerInfo:      ir.ServerInfo,
		ProtocolVersion: ir.ProtocolVersion,
		Capabilities:    caps,
		Instructions:    ir.Instructions,
		Prompts:         -1,
		Resources:       -1,
	}
	l := &lister{send: conn.requester(ir.ProtocolVersion), limits: limits}
	tools, warnings, pages, err := l.tools(ctx)
	res.Warnings = append(res.Warnings, warnings...)
	if err != nil {
		return nil, "tools/list", err
	}
	res.ToolPages = pages

	// Prompts and resources are recorded too (their descriptions reach
	// the model as tools' do); a server whose resources need a live
	// backend still has tools worth assessing, so a failure here is a
	// warning. The deadline still applies.
	var items serverItems
	for _, c := range []struct {
		offered bool
		method  string
		key     string
		count   *int
		add     func(json.RawMessage) (string, bool)
	}{
		{ir.Capabilities.Prompts != nil, "prompts/list", "prompts", &res.Prompts, items.addPrompt},
		{ir.Capabilities.Resources != nil, "resources/list", "resources", &res.Resources, items.addResource},
		{ir.Capabilities.Resources != nil, "resources/templates/list", "resourceTemplates", nil, items.addTemplate},
	} {
		if !c.offered {
			continue
		}
		n := 0
		_, err := l.list(ctx, c.method, c.key, func(raw json.RawMessage) error {
			if n >= l.limits.MaxTools {
				return fmt.Errorf("more than %d items: %w", l.limits.MaxTools, ErrTooMany)
			}
			n++
			if what, ok := c.add(raw); !ok {
				res.Warnings = append(res.Warnings, fmt.Sprintf("%s: item #%d dropped: %s", c.method, n, what))
			}
			return nil
		})
		if err != nil {
			if ctx.Err() != nil || conn.counter.exceeded() {
				return nil, c.method, err
			}
			if c.count == nil && methodNotFound(err) {
				continue // templates are optional for a server with resources
			}
			res.Warnings = append(res.Warnings, fmt.Sprintf("%s failed: %v", c.method, err))
			continue
		}
		if c.count != nil {
			*c.count = n
		}
	}
	items.cut(l.limits.MaxDescription)

	name := t.Name
	if name == "" {
		name = ir.ServerInfo.Name
	}
	res.Server = catalog.Server{
		Name:        name,
		Title:       ir.ServerInfo.Title,
		Description: ir.ServerInfo.Description,
		Version:     ir.ServerInfo.Version,
		WebsiteURL:  ir.ServerInfo.WebsiteURL,
		Source:      catalog.SourceLive,
		Tools:       tools,

		Instructions:      cutUTF8(ir.Instructions, l.limits.MaxDescription),
		Prompts:           items.prompts,
		Resources:         items.resources,
		ResourceTemplates: items.templates,
	}
	if t.Transport == TransportStreamableHTTP || t.Transport == TransportSSE {
		// Headers are left out: they usually carry credentials.
		res.Server.Remotes = []catalog.Transport{{Type: t.Transport, URL: t.URL}}
		res.Server.Access = access(t)
	}
	return res, "", nil
}

// tools lists every tool, byte-exact, dropping (with a warning) tools that
// are malformed, nameless or duplicated, and cutting overlong descriptions.
func (l *lister) tools(ctx context.Context) ([]catalog.Tool, []string, int, error) {
	tools := []catalog.Tool{}
	var warnings []string
	seen := map[string]bool{}
	pages, err := l.list(ctx, "tools/list", "tools", func(raw json.RawMessage) error {
		var tool catalog.Tool
		if err := json.Unmarshal(raw, &tool); err != nil {
			warnings = append(warnings, fmt.Sprintf("tool #%d dropped: %v", len(tools)+len(warnings)+1, err))
			return nil
		}
		if strings.TrimSpace(tool.Name) == "" {
			warnings = append(warnings, "a tool without a name was dropped")
			return nil
		}
		if seen[tool.Name] {
			warnings = append(warnings, fmt.Sprintf("duplicate tool %q dropped", tool.Name))
			return nil
		}
		if len(tool.Description) > l.limits.MaxDescription {
			warnings = append(warnings, fmt.Sprintf("tool %q: description of %d bytes cut to %d",
				tool.Name, len(tool.Description), l.limits.MaxDescription))
			tool.Description = cutUTF8(tool.Description, l.limits.MaxDescription)
		}
		if len(tools) >= l.limits.MaxTools {
			return fmt.Errorf("more than %d tools: %w", l.limits.MaxTools, ErrTooMany)
		}
		seen[tool.Name] = true
		tools = append(tools, tool)
		return nil
	})
	return tools, warnings, pages, err
}

func initRequest() mcp.InitializeRequest {
	init := mcp.InitializeRequest{}
	init.Params.ProtocolVersion = mcp.LATEST_PROTOCOL_VERSION
	init.Params.ClientInfo = mcp.Implementation{Name: "mcpscan", Version: Version}
	return init
}

// Requester sends one request and returns its raw result: a server's own
// bytes, so list items reach the caller as the server wrote them (mcp-go's
// typed decode drops schema keywords it does not model).
type Requester func(ctx context.Context, method string, params json.RawMessage) (json.RawMessage, error)

// ListTools pages through tools/list with send, within limits: every tool
// byte-exact, malformed, nameless or duplicated ones dropped with a warning,
// overlong descriptions cut. It returns the tools, the warnings and the
// number of pages read.
func ListTools(ctx context.Context, send Requester, limits Limits) ([]catalog.Tool, []string, int, error) {
	l := &lister{send: send, limits: limits.withDefaults()}
	return l.tools(ctx)
}

// ListItems pages through a list method (prompts/list, resources/list, …)
// with send, within limits, handing each raw item of the result's key to
// item. It returns the number of pages read.
func ListItems(ctx context.Context, send Requester, limits Limits, method, key string, item func(json.RawMessage) error) (int, error) {
	l := &lister{send: send, limits: limits.withDefaults()}
	return l.list(ctx, method, key, item)
}

// lister pages through a list method with raw requests.
type lister struct {
	send   Requester
	limits Limits
}

func (l *lister) list(ctx context.Context, method, key string, item func(json.RawMessage) error) (int, error) {
	cursor := ""
	seen := map[string]bool{}
	for page := 1; ; page++ {
		if page > l.limits.MaxPages {
			return page - 1, fmt.Errorf("more than %d pages: %w", l.limits.MaxPages, ErrTooMany)
		}
		raw, err := l.request(ctx, method, cursor)
		if err != nil {
			return page - 1, err
		}
		var body map[string]json.RawMessage
		if err := json.Unmarshal(raw, &body); err != nil {
			return page - 1, fmt.Errorf("page %d: result is not a JSON object: %w", page, err)
		}
		var items []json.RawMessage
		if rawItems, ok := body[key]; ok && string(rawItems) != "null" {
			if err := json.Unmarshal(rawItems, &items); err != nil {
				return page - 1, fmt.Errorf("page %d: %q is not an array", page, key)
			}
		}
		for _, it := range items {
			if err := item(it); err != nil {
				return page, err
			}
		}
		next := ""
		if rawNext, ok := body["nextCursor"]; ok && string(rawNext) != "null" {
			if err := json.Unmarshal(rawNext, &next); err != nil {
				return page, fmt.Errorf("page %d: nextCursor is not a string", page)
			}
		}
		if next == "" {
			return page, nil
		}
		if seen[next] {
			return page, fmt.Errorf("page %d: cursor %q repeats: the server pages in a loop", page, shorten(next, 60))
		}
		seen[next] = true
		cursor = next
	}
}

func (l *lister) request(ctx context.Context, method, cursor string) (json.RawMessage, error) {
	params := json.RawMessage(`{}`)
	if cursor != "" {
		params, _ = json.Marshal(map[string]string{"cursor": cursor})
	}
	raw, err := l.send(ctx, method, params)
	if err != nil {
		return nil, err
	}
	if len(bytes.TrimSpace(raw)) == 0 {
		return nil, errors.New("server answered with an empty result")
	}
	return raw, nil
}

// requester sends raw requests on the connection's mcp-go transport. Under
// protocol 2026-07-28 every request carries the protocol version and the
// client's identity in _meta, as mcp-go's own requests do.
func (c *connection) requester(version string) Requester {
	next := 0
	var mu sync.Mutex
	return func(ctx context.Context, method string, params json.RawMessage) (json.RawMessage, error) {
		if mcp.IsModernProtocol(version) {
			var p map[string]any
			if err := json.Unmarshal(params, &p); err != nil {
				return nil, err
			}
			p["_meta"] = map[string]any{
				mcp.MetaKeyProtocolVersion:    version,
				mcp.MetaKeyClientInfo:         mcp.Implementation{Name: "mcpscan", Version: Version},
				mcp.MetaKeyClientCapabilities: mcp.ClientCapabilities{},
			}
			var err error
			if params, err = json.Marshal(p); err != nil {
				return nil, err
			}
		}
		var header http.Header
		if std := mcp.StandardHeaders(version, mcp.MCPMethod(method), params); len(std) > 0 {
			header = make(http.Header, len(std))
			for k, v := range std {
				header.Set(k, v)
			}
		}
		mu.Lock()
		next++
		id := next
		mu.Unlock()
		resp, err := c.client.GetTransport().SendRequest(ctx, transport.JSONRPCRequest{
			JSONRPC: mcp.JSONRPC_VERSION,
			// String ids cannot collide with the client's own numeric ones.
			ID:     mcp.NewRequestId(fmt.Sprintf("mcpscan-%d", id)),
			Method: method,
			Params: params,
			Header: header,
		})
		if err != nil {
			return nil, err
		}
		if resp.Error != nil {
			return nil, &RPCError{Code: resp.Error.Code, Message: shorten(resp.Error.Message, 200)}
		}
		return resp.Result, nil
	}
}

// RPCError is an error the server answered a request with.
type RPCError struct {
	Code    int
	Message string
}

func (e *RPCError) Error() string {
	return fmt.Sprintf("server answered with error %d: %s", e.Code, e.Message)
}

// methodNotFound reports whether err is the server saying it has no such
// method.
func methodNotFound(err error) bool {
	var re *RPCError
	return errors.As(err, &re) && re.Code == -32601
}

// cutUTF8 cuts s to at most n bytes without splitting a character.
func cutUTF8(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && n < len(s) && s[n]&0xC0 == 0x80 {
		n--
	}
	return s[:n]
}

func shorten(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return cutUTF8(s, n) + "…"
}

// lastLines returns the last n lines of s, at most max bytes.
func lastLines(s string, n, maxBytes int) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	out := strings.Join(lines, " | ")
	if len(out) > maxBytes {
		out = "…" + out[len(out)-maxBytes:]
	}
	return out
}
