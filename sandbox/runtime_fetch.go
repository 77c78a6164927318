package sandbox

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"reflect"
	"strings"

	"github.com/dop251/goja"

	"github.com/mcpscan/mcpscan/catalog"
)

// fetch(url, init) serves the code-mode proxy endpoints inside the
// process, so scripts written for an HTTP proxy (codemode-mcp style) run
// unchanged, while nothing leaves the process: no socket is opened.
//
//	GET  http://localhost:<any port>/mcp/servers        {"servers": [...]}
//	GET  http://localhost:<any port>/mcp/{server}/tools {"tools": [...]}
//	POST http://localhost:<any port>/mcp/call           body {"server", "tool", "args"}
//	     200 {"result": value} | 200 {"error", "isError": true} for a tool error
//	     403 {"error"} denied | 413 {"error"} result too large | 502 {"error"} call failed
//
// The host may be localhost or 127.0.0.1, over http or https, with any
// port; the path must start with /mcp/. Anything else is a rejected
// promise with a TypeError. POST /mcp/call counts and ends the run like
// call_tool (budget, allowed servers). The Response has ok, status,
// statusText, url, headers.get/has, and json() and text() returning
// promises; it is frozen.
func (h *run) fetch(call goja.FunctionCall) goja.Value {
	p, resolve, reject := h.vm.NewPromise()
	status, body, err := h.serveFetch(call.Argument(0), call.Argument(1))
	switch {
	case err != nil:
		if rerr := reject(err); rerr != nil {
			panic(rerr)
		}
	case status == 0:
		// The run was stopped; the promise stays pending and the
		// interrupt ends the script.
	default:
		if rerr := resolve(h.response(status, body, call.Argument(0).String())); rerr != nil {
			panic(rerr)
		}
	}
	return h.vm.ToValue(p)
}

// fetchOnly is the message of every refused request.
const fetchOnly = "fetch: only the code-mode endpoints are reachable from the sandbox " +
	"(GET http://localhost/mcp/servers, GET http://localhost/mcp/{server}/tools, POST http://localhost/mcp/call); "

// serveFetch routes one request. It returns the status and JSON body of
// the response, a script error to reject with, or status 0 when the run
// was stopped.
func (h *run) serveFetch(target, init goja.Value) (int, []byte, *goja.Object) {
	raw := ""
	if target != nil && !goja.IsUndefined(target) && !goja.IsNull(target) {
		raw = target.String()
	}
	u, err := url.Parse(raw)
	if err != nil {
		return 0, nil, h.typeError("%sbad URL %q", fetchOnly, truncateText(raw, 200))
	}
	host := u.Hostname()
	if (u.Scheme != "http" && u.Scheme != "https") || (host != "localhost" && host != "127.0.0.1") || u.User != nil ||
		!strings.HasPrefix(u.Path, "/mcp/") {
		return 0, nil, h.typeError("%s%q is not one of them", fetchOnly, truncateText(raw, 200))
	}
	method, body, jsErr := h.fetchInit(init)
	if jsErr != nil {
		return 0, nil, jsErr
	}
	route := strings.Split(strings.TrimPrefix(u.Path, "/mcp/"), "/")
	switch {
	case len(route) == 1 && route[0] == "servers":
		if method != http.MethodGet {
			return jsonStatus(http.StatusMethodNotAllowed, "use GET")
		}
		return h.fetchServers()
	case len(route) == 2 && route[1] == "tools" && route[0] != "":
		if method != http.MethodGet {
			return jsonStatus(http.StatusMethodNotAllowed, "use GET")
		}
		server, err := url.PathUnescape(route[0])
		if err != nil {
			return jsonStatus(http.StatusBadRequest, "bad server name")
		}
		return h.fetchTools(server)
	case len(route) == 1 && route[0] == "call":
		if method != http.MethodPost {
			return jsonStatus(http.StatusMethodNotAllowed, "use POST")
		}
		return h.fetchCall(body)
	}
	return jsonStatus(http.StatusNotFound, "no such endpoint: "+truncateText(u.Path, 200))
}

// fetchInit reads the method and body of a fetch init object.
func (h *run) fetchInit(init goja.Value) (string, string, *goja.Object) {
	method, body := http.MethodGet, ""
	o, ok := init.(*goja.Object)
	if !ok {
		return method, body, nil
	}
	if m := o.Get("method"); m != nil && !goja.IsUndefined(m) {
		method = strings.ToUpper(m.String())
	}
	if b := o.Get("body"); b != nil && !goja.IsUndefined(b) && !goja.IsNull(b) {
		if b.ExportType() == nil || b.ExportType().Kind() != reflect.String {
			return "", "", h.typeError("fetch: the body must be a string (use JSON.stringify)")
		}
		body = b.String()
		if len(body) > h.cfg.MaxInputBytes {
			return "", "", h.rangeError("fetch: the body is %d bytes; the limit is %d", len(body), h.cfg.MaxInputBytes)
		}
	}
	return method, body, nil
}

func jsonStatus(status int, msg string) (int, []byte, *goja.Object) {
	b, _ := marshalJSON(map[string]any{"error": msg})
	return status, b, nil
}

func (h *run) jsonBody(status int, v any) (int, []byte, *goja.Object) {
	b, err := marshalJSON(v)
	if err != nil {
		return jsonStatus(http.StatusBadGateway, "the response is not JSON: "+err.Error())
	}
	if len(b) > h.cfg.MaxToolResultBytes {
		return jsonStatus(http.StatusRequestEntityTooLarge, fmt.Sprintf("the response is %d bytes, over the limit of %d", len(b), h.cfg.MaxToolResultBytes))
	}
	return status, b, nil
}

func (h *run) fetchServers() (int, []byte, *goja.Object) {
	servers, err := h.caller.Servers(h.ctx)
	if h.ctx.Err() != nil {
		h.stopForContext()
		return 0, nil, nil
	}
	if err != nil {
		return jsonStatus(http.StatusBadGateway, err.Error())
	}
	list := []ServerInfo{}
	for _, s := range servers {
		if h.allowed(s.Name) {
			list = append(list, s)
		}
	}
	return h.jsonBody(http.StatusOK, map[string]any{"servers": list})
}

func (h *run) fetchTools(server string) (int, []byte, *goja.Object) {
	if !h.allowed(server) {
		return jsonStatus(http.StatusForbidden, fmt.Sprintf("server %q is not allowed", server))
	}
	tools, err := h.caller.Tools(h.ctx, server)
	if h.ctx.Err() != nil {
		h.stopForContext()
		return 0, nil, nil
	}
	switch {
	case errors.Is(err, ErrServerNotAllowed), errors.Is(err, ErrDenied):
		return jsonStatus(http.StatusForbidden, err.Error())
	case err != nil:
		return jsonStatus(http.StatusBadGateway, err.Error())
	}
	if tools == nil {
		tools = []catalog.Tool{}
	}
	return h.jsonBody(http.StatusOK, map[string]any{"tools": tools})
}

func (h *run) fetchCall(body string) (int, []byte, *goja.Object) {
	var req struct {
		Server string         `json:"server"`
		Tool   string         `json:"tool"`
		Args   map[string]any `json:"args"`
	}
	if err := json.Unmarshal([]byte(body), &req); err != nil || req.Server == "" || req.Tool == "" {
		return jsonStatus(http.StatusBadRequest, `want a JSON body {"server": "...", "tool": "...", "args": {...}}`)
	}
	if req.Args == nil {
		req.Args = map[string]any{}
	}
	if !h.admit(req.Server) {
		return 0, nil, nil
	}
	o := h.invoke(req.Server, req.Tool, req.Args)
	if !h.settleOutcome(req.Server, o) {
		return 0, nil, nil
	}
	switch o.kind {
	case outcomeOK:
		return http.StatusOK, append(append([]byte(`{"result":`), o.value...), '}'), nil
	case outcomeToolError:
		b, _ := marshalJSON(map[string]any{"error": o.msg, "isError": true})
		return http.StatusOK, b, nil
	case outcomeDenied:
		return jsonStatus(http.StatusForbidden, o.msg)
	case outcomeTooLarge:
		return jsonStatus(http.StatusRequestEntityTooLarge, fmt.Sprintf("the result is %s, over the limit of %d bytes", o.msg, h.cfg.MaxToolResultBytes))
	default:
		return jsonStatus(http.StatusBadGateway, o.msg)
	}
}

// response builds a frozen Response-like object over a JSON body.
func (h *run) response(status int, body []byte, rawURL string) *goja.Object {
	vm := h.vm
	text := string(body)
	resolved := func(f func() goja.Value) goja.Value {
		p, resolve, reject := vm.NewPromise()
		v, err := h.inVM(f)
		if err != nil {
			var ex *goja.Exception
			if !errors.As(err, &ex) {
				panic(err)
			}
			if rerr := reject(ex.Value()); rerr != nil {
				panic(rerr)
			}
		} else if rerr := resolve(v); rerr != nil {
			panic(rerr)
		}
		return vm.ToValue(p)
	}
	headers := vm.NewObject()
	header := func(call goja.FunctionCall) (string, bool) {
		if strings.EqualFold(call.Argument(0).String(), "content-type") {
			return "application/json", true
		}
		return "", false
	}
	res := vm.NewObject()
	props := []struct {
		obj  *goja.Object
		name string
		v    any
	}{
		{headers, "get", func(call goja.FunctionCall) goja.Value {
			if v, ok := header(call); ok {
				return vm.ToValue(v)
			}
			return goja.Null()
		}},
		{headers, "has", func(call goja.FunctionCall) goja.Value { _, ok := header(call); return vm.ToValue(ok) }},
		{res, "ok", status >= 200 && status < 300},
		{res, "status", status},
		{res, "statusText", http.StatusText(status)},
		{res, "url", rawURL},
		{res, "headers", headers},
		{res, "json", func(goja.FunctionCall) goja.Value {
			return resolved(func() goja.Value { return h.parseJSON(body) })
		}},
		{res, "text", func(goja.FunctionCall) goja.Value {
			return resolved(func() goja.Value { return vm.ToValue(text) })
		}},
	}
	for _, p := range props {
		v := vm.ToValue(p.v)
		if fn, ok := p.v.(func(goja.FunctionCall) goja.Value); ok {
			v = h.nativeFunc(p.name, fn)
		}
		_ = p.obj.DefineDataProperty(p.name, v, goja.FLAG_FALSE, goja.FLAG_FALSE, goja.FLAG_TRUE)
	}
	h.mustCall(h.intr.freeze, goja.Undefined(), headers)
	h.mustCall(h.intr.freeze, goja.Undefined(), res)
	return res
}
