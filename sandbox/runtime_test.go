package sandbox

import (
	"context"
	"encoding/json"
	"errors"
	"reflect"
	"strings"
	"testing"
	"time"
)

// jsonEqual reports whether two JSON texts hold the same value.
func jsonEqual(a, b string) bool {
	var x, y any
	if json.Unmarshal([]byte(a), &x) != nil || json.Unmarshal([]byte(b), &y) != nil {
		return false
	}
	return reflect.DeepEqual(x, y)
}

func runScript(t *testing.T, rt *Runtime, s Script, caller ToolCaller) (*Result, *Error) {
	t.Helper()
	res, err := rt.Run(context.Background(), s, caller, "parent-1")
	if err != nil {
		var e *Error
		if !errors.As(err, &e) {
			t.Fatalf("Run returned %T %v, want *Error", err, err)
		}
		return nil, e
	}
	return res, nil
}

// TestRunExamples runs the documented examples of both code-mode styles
// against the fake servers.
func TestRunExamples(t *testing.T) {
	rt := New(Config{Timeout: 5 * time.Second})
	for _, tt := range []struct {
		name, code, input, lang string
		want                    string // JSON of the value
		wantLog                 string // a substring of the joined logs
	}{
		{name: "completion value", code: `({ result: input.value * 2 })`, input: `{"value": 21}`, want: `{"result":42}`},
		{name: "no input is {}", code: `Object.keys(input).length`, want: `0`},
		{name: "last expression after statements", code: "const a = 1;\nlet b = a + 1;\nb * 10", want: `20`},
		{name: "no value is null", code: `const x = 1;`, want: `null`},
		{name: "chaining call_tool", code: `
			const sum = call_tool("util", "add", { a: 2, b: 3 });
			const again = call_tool("util", "add", { a: sum.sum, b: 10 });
			({ first: sum.sum, second: again.sum })`, want: `{"first":5,"second":15}`},
		{name: "conditional logic over a listing", code: `
			const listing = call_tool("files", "list_directory", { path: "/data" });
			let files = 0, dirs = 0;
			for (const e of listing.entries) {
				if (e.type === "directory") dirs++; else files++;
			}
			({ files, dirs, biggest: listing.entries.filter(e => e.size).sort((a, b) => b.size - a.size)[0].name })`,
			want: `{"files":3,"dirs":2,"biggest":"b.txt"}`},
		{name: "try/catch around a failing tool", code: `
			let msg;
			try { call_tool("util", "fail", {}); } catch (e) { msg = e.name + ": " + e.message; }
			msg`, want: `"ToolError: disk on fire"`},
		{name: "log output", code: `log("hello", 42, {a: 1}); console.warn("careful"); 1`, want: `1`,
			wantLog: `log:hello 42 {"a":1}|warn:careful`},
		{name: "await call_tool", code: `const r = await call_tool("util", "echo", { text: "hi" }); return r.text`, want: `"hi"`},
		{name: "await in the last expression", code: `const r = await call_tool("util", "add", {a: 1, b: 1});
({ n: r.sum })`, want: `{"n":2}`},
		{name: "typescript annotations and interfaces", code: `
			interface Entry { name: string; type: "file" | "directory"; size?: number }
			type Listing = { entries: Entry[] };
			const l: Listing = call_tool("files", "list_directory", { path: "/" }) as Listing;
			const names: string[] = l.entries.filter((e: Entry): boolean => e.type === "file").map(e => e.name);
			names`, want: `["a.txt","b.txt","c.md"]`},
		{name: "typescript enum and generics", code: `
			enum Kind { A = "a", B = "b" }
			function first<T>(xs: T[]): T | undefined { return xs[0]; }
			({ k: Kind.B, f: first<number>([7, 8]) })`, want: `{"k":"b","f":7}`},
		// A script ending in try/catch gives the value of the block that
		// ran, as eval does, with or without top-level await.
		{name: "try completes", code: `const n = await call_tool("util", "add", {a: 1, b: 2});
try { ({ sum: n.sum }) } catch (e) { "failed" }`, want: `{"sum":3}`},
		{name: "catch completes", code: `await Promise.resolve();
try { call_tool("util", "fail", {}); "not reached" } catch (e) { "caught: " + e.message }`, want: `"caught: disk on fire"`},
		{name: "finally runs, the try block's value stays", code: `let cleaned = false;
await Promise.resolve();
try { cleaned } finally { cleaned = true; "finally's value is dropped" }`, want: `false`},
		{name: "catch and finally", code: `await Promise.resolve();
try { throw new Error("x") } catch (e) { e.message + "!" } finally { "dropped" }`, want: `"x!"`},
		{name: "if and nested blocks", code: "await Promise.resolve();\nif (input.n > 1) { try { 'big' } catch (e) {} } else { { 'small' } }", input: `{"n": 0}`, want: `"small"`},
		{name: "try ends in a declaration", code: `await Promise.resolve(); try { 1; const y = 2 } catch (e) {}`, want: `null`},
		{name: "classic try completes", code: `try { call_tool("util", "add", {a: 2, b: 2}).sum } catch (e) { -1 }`, want: `4`},
		{name: "classic catch completes", code: `try { call_tool("util", "fail", {}) } catch (e) { e.name }`, want: `"ToolError"`},
		{name: "classic finally", code: `try { 1 } finally { 2 }`, want: `1`},
		{name: "top-level return", code: "if (input.n > 1) {\n  return 'big';\n}\nreturn 'small';", input: `{"n": 5}`, want: `"big"`},
		{name: "async main pattern", code: `async function main() { const s = await call_tool("util", "add", {a: 4, b: 4}); return s.sum; } main()`, want: `8`},
		{name: "promise chain", code: `Promise.resolve(1).then(x => x + 1)`, want: `2`},
		{name: "setTimeout", code: `await new Promise(r => setTimeout(r, 5)); return "done"`, want: `"done"`},
		{name: "async generator lowered", code: `
			async function* gen() { yield 1; yield 2; }
			let t = 0;
			for await (const x of gen()) t += x;
			return t`, want: `3`},
		{name: "modern syntax", code: `const o = { a: { b: null } }; ({ c: o.a?.b ?? "dflt", d: [1, 2, 3].at(-1) })`, want: `{"c":"dflt","d":3}`},
		{name: "markdown fence", code: "```js\n({ fenced: true })\n```", want: `{"fenced":true}`},
		{name: "javascript language", lang: LanguageJavaScript, code: `[1, 2].map(x => x * 3)`, want: `[3,6]`},
		{name: "text result", code: `call_tool("util", "text", {})`, want: `"just text, not JSON"`},
		{name: "several contents", code: `call_tool("util", "multi", {})`, want: `[{"a":1},"two"]`},
		{name: "denied is distinct", code: `try { call_tool("util", "denied", {}) } catch (e) { [e.name, e.code, e.message.includes("denied by policy")] }`,
			want: `["DeniedError","DENIED",true]`},
		{name: "call_tools batch", code: `call_tools([
				{ server: "util", tool: "add", args: { a: 1, b: 2 } },
				{ server: "util", tool: "fail" },
				{ server: "util", tool: "denied", args: {} },
				{ server: "files", tool: "list_directory", args: { path: "/" } },
			]).map(r => r.error ? (r.denied ? "denied" : "error: " + r.error) : (r.sum ?? r.entries.length))`,
			want: `[3,"error: disk on fire","denied",5]`},
		{name: "tool result too large is catchable", code: `try { call_tool("util", "big", { n: 5000000 }) } catch (e) { e.name }`, want: `"RangeError"`},
		{name: "JSON.stringify in the VM", code: `JSON.stringify({ a: [1, "x", null, undefined, () => 1], b: undefined, d: new Date(0) }, null, 2)`,
			want: `"{\n  \"a\": [\n    1,\n    \"x\",\n    null,\n    null,\n    null\n  ],\n  \"d\": \"1970-01-01T00:00:00.000Z\"\n}"`},
		{name: "JSON.stringify escapes", code: `JSON.stringify("plain \"quoted\" back\\slash\n\t\u0001\u001f é 😀 end")`,
			want: `"\"plain \\\"quoted\\\" back\\\\slash\\n\\t\\u0001\\u001f é 😀 end\""`},
		{name: "JSON.stringify replacer", code: `JSON.stringify({ a: 1, b: 2, c: { a: 3 } }, ["a", "c"])`, want: `"{\"a\":1,\"c\":{\"a\":3}}"`},
		{name: "join and replace still work", code: `[["a", "b"].join("-"), "a-b-c".replace(/-/g, "+"), "x1y2".replace(/(\d)/g, "<$1>"), "abc".replace("b", "$&$&"),
			"2024-01-02".replace(/(?<y>\d+)-(?<m>\d+)-(?<d>\d+)/, "$<d>/$<m>/$<y>"), "aaa".split("").length, "ab".repeat(3), "5".padStart(3, "0")]`,
			want: `["a-b","a+b+c","x<1>y<2>","abbc","02/01/2024",3,"ababab","005"]`},
		{name: "regexp features", code: `[/(\w)\1/.test("hello"), "a1b2c3".match(/\d/g).join(""), "x".search(/x/), "a,b;c".split(/[,;]/), /(?<=a)b/.exec("ab")[0]]`,
			want: `[true,"123",0,["a","b","c"],"b"]`},
	} {
		t.Run(tt.name, func(t *testing.T) {
			res, e := runScript(t, rt, Script{Code: tt.code, Input: json.RawMessage(tt.input), Language: tt.lang}, newRTCaller())
			if e != nil {
				t.Fatalf("got error %s: %s, want %s", e.Code, e.Message, tt.want)
			}
			if !jsonEqual(string(res.Value), tt.want) {
				t.Errorf("got %s, want %s", res.Value, tt.want)
			}
			if tt.wantLog != "" {
				var parts []string
				for _, l := range res.Logs {
					parts = append(parts, l.Level+":"+l.Text)
				}
				if got := strings.Join(parts, "|"); !strings.Contains(got, tt.wantLog) {
					t.Errorf("got logs %q, want %q", got, tt.wantLog)
				}
			}
		})
	}
}

// TestRunFetch runs codemode-mcp style scripts, which reach tools through
// fetch() to the proxy endpoints, against the same fake servers.
func TestRunFetch(t *testing.T) {
	rt := New(Config{Timeout: 5 * time.Second, AllowedServers: []string{"files", "util"}})
	for _, tt := range []struct {
		name, code string
		want       string
	}{
		{name: "POST /mcp/call", code: `
			const server = "util", tool = "add", args = { a: 20, b: 22 };
			const r = await fetch("http://localhost:3001/mcp/call", { method: "POST", body: JSON.stringify({ server, tool, args }) });
			return await r.json()`, want: `{"result":{"sum":42}}`},
		{name: "chained calls over fetch", code: `
			async function call(server, tool, args) {
				const r = await fetch("http://127.0.0.1:8080/mcp/call", {
					method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ server, tool, args }) });
				if (!r.ok) throw new Error("call failed: " + r.status);
				return (await r.json()).result;
			}
			const listing = await call("files", "list_directory", { path: "/" });
			const dirs = listing.entries.filter(e => e.type === "directory").length;
			return await call("util", "add", { a: dirs, b: 100 })`, want: `{"sum":102}`},
		{name: "GET /mcp/servers", code: `
			const r = await fetch("http://localhost:3001/mcp/servers");
			const body = await r.json();
			return [r.ok, r.status, r.headers.get("Content-Type"), body.servers.map(s => s.name)]`,
			want: `[true,200,"application/json",["files","util"]]`},
		{name: "GET /mcp/{server}/tools", code: `
			const r = await fetch("http://localhost:3001/mcp/files/tools");
			const { tools } = await r.json();
			return tools.map(t => [t.name, t.inputSchema.properties.path.type])`, want: `[["list_directory","string"]]`},
		{name: "tools of a server outside the allow list", code: `
			const r = await fetch("http://localhost:3001/mcp/secret/tools");
			return [r.status, (await r.json()).error]`, want: `[403,"server \"secret\" is not allowed"]`},
		{name: "tool error", code: `
			const r = await fetch("http://localhost:3001/mcp/call", { method: "POST", body: JSON.stringify({ server: "util", tool: "fail", args: {} }) });
			return [r.status, await r.json()]`, want: `[200,{"error":"disk on fire","isError":true}]`},
		{name: "denied", code: `
			const r = await fetch("http://localhost:3001/mcp/call", { method: "POST", body: JSON.stringify({ server: "util", tool: "denied" }) });
			return [r.status, r.ok]`, want: `[403,false]`},
		{name: "bad body", code: `
			const r = await fetch("http://localhost:3001/mcp/call", { method: "POST", body: "not json" });
			return [r.status, (await r.text()).includes("server")]`, want: `[400,true]`},
		{name: "wrong method and unknown endpoint", code: `
			const a = await fetch("http://localhost:3001/mcp/call");
			const b = await fetch("http://localhost:3001/mcp/nothing/here/at/all");
			return [a.status, b.status]`, want: `[405,404]`},
		{name: "then chains", code: `fetch("http://localhost:3001/mcp/servers").then(r => r.json()).then(b => b.servers.length)`, want: `2`},
		{name: "response is frozen", code: `
			const r = await fetch("http://localhost:3001/mcp/servers");
			r.status = 500; r.json = () => 1;
			return [r.status, Object.isFrozen(r), Object.isFrozen(r.headers), typeof (await r.json()).servers]`,
			want: `[200,true,true,"object"]`},
		{name: "other URLs fail inside the script", code: `
			const out = [];
			for (const u of ["https://example.com", "http://localhost:3001/other", "file:///etc/passwd", "http://10.0.0.1/mcp/servers",
					"http://[::1]:3001/mcp/servers", "ftp://localhost/mcp/servers", "http://localhost:3001/mcpx/servers", undefined]) {
				try { await fetch(u); out.push("reached " + u) } catch (e) { out.push(e.name) }
			}
			return out`, want: `["TypeError","TypeError","TypeError","TypeError","TypeError","TypeError","TypeError","TypeError"]`},
		{name: "refusal message", code: `try { await fetch("https://example.com") } catch (e) { return e.message.includes("only the code-mode endpoints are reachable") }`, want: `true`},
	} {
		t.Run(tt.name, func(t *testing.T) {
			res, e := runScript(t, rt, Script{Code: tt.code}, newRTCaller())
			if e != nil {
				t.Fatalf("got error %s: %s, want %s", e.Code, e.Message, tt.want)
			}
			if !jsonEqual(string(res.Value), tt.want) {
				t.Errorf("got %s, want %s", res.Value, tt.want)
			}
		})
	}
}

// TestRunCalls checks what the caller sees: arguments as plain JSON, the
// parent id, the call count, and call_tools' parallelism.
func TestRunCalls(t *testing.T) {
	rt := New(Config{Timeout: 5 * time.Second})
	c := newRTCaller()
	res, e := runScript(t, rt, Script{Code: `
		call_tool("util", "echo", { s: "x", n: 1.5, list: [1, { deep: true }], skip: undefined, d: new Date(0) });
		const r = call_tools(Array.from({ length: 20 }, (_, i) => ({ server: "util", tool: "slow", args: { ms: 20 } })));
		r.length`}, c)
	if e != nil {
		t.Fatalf("got %s: %s", e.Code, e.Message)
	}
	if string(res.Value) != "20" || res.ToolCalls != 21 {
		t.Errorf("got value %s and %d calls, want 20 and 21", res.Value, res.ToolCalls)
	}
	first := c.calls[0]
	want := map[string]any{"s": "x", "n": 1.5, "list": []any{1.0, map[string]any{"deep": true}}, "d": "1970-01-01T00:00:00.000Z"}
	if first.ParentID != "parent-1" || !reflect.DeepEqual(first.Args, want) {
		t.Errorf("got call %+v, want parent-1 and args %v", first, want)
	}
	if got := c.maxSeen.Load(); got != maxParallel {
		t.Errorf("got %d calls at once in call_tools, want %d", got, maxParallel)
	}
}

// TestRunErrors checks the error codes and messages a script gets back.
func TestRunErrors(t *testing.T) {
	rt := New(Config{Timeout: 2 * time.Second})
	for _, tt := range []struct {
		name, code, lang string
		want, msg        string
	}{
		{name: "esbuild syntax error", code: "const a = 1;\nlet b = a +;\n", want: CodeSyntaxError, msg: "2:12: Unexpected \";\""},
		{name: "syntax error on line 1 in async mode", code: "await 1; let = ;", want: CodeSyntaxError, msg: "1:16: Unexpected \";\"\n    await 1; let = ;\n                   ^"},
		{name: "syntax error after await", code: "const r = await call_tool('util', 'echo', {});\nreturn r +;", want: CodeSyntaxError, msg: "2:11:"},
		{name: "typescript syntax in javascript", code: "const a: number = 1", lang: LanguageJavaScript, want: CodeSyntaxError, msg: "1:8:"},
		{name: "unknown language", code: "1", lang: "python", want: CodeSyntaxError, msg: "unknown language"},
		{name: "uncaught error keeps logs", code: "log('before');\nthrow new TypeError('bad thing')", want: CodeRuntimeError, msg: "TypeError: bad thing\n    at script.ts:2:7"},
		{name: "rejection", code: "await Promise.reject(new RangeError('nope'))", want: CodeRuntimeError, msg: "RangeError: nope"},
		{name: "error in async line 1", code: "await null; throw new Error('one')", want: CodeRuntimeError, msg: "at script.ts:1:19"},
		{name: "error in a timer", code: "setTimeout(() => { throw new Error('late') }, 1); await new Promise(r => setTimeout(r, 50))", want: CodeRuntimeError, msg: "Error: late"},
		{name: "invalid input", code: "1", want: CodeRuntimeError, msg: "input is not valid JSON"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			input := json.RawMessage(nil)
			if tt.name == "invalid input" {
				input = json.RawMessage(`{"a":`)
			}
			_, e := runScript(t, rt, Script{Code: tt.code, Language: tt.lang, Input: input}, newRTCaller())
			if e == nil {
				t.Fatalf("got success, want %s", tt.want)
			}
			if e.Code != tt.want || !strings.Contains(e.Message, tt.msg) {
				t.Errorf("got %s: %q, want %s containing %q", e.Code, e.Message, tt.want, tt.msg)
			}
			if tt.name == "uncaught error keeps logs" && (len(e.Logs) != 1 || e.Logs[0].Text != "before") {
				t.Errorf("got logs %v, want [before]", e.Logs)
			}
		})
	}
}

// TestRunPool checks that PoolSize bounds concurrent runs and that a run
// that cannot get a slot before its deadline fails with TIMEOUT.
func TestRunPool(t *testing.T) {
	// The first run holds the only slot for a second; the second caller's
	// 100 ms deadline must end its wait long before that, however loaded
	// the machine.
	rt := New(Config{Timeout: 3 * time.Second, PoolSize: 1})
	c := newRTCaller()
	done := make(chan *Error, 1)
	go func() {
		_, err := rt.Run(context.Background(), Script{Code: `call_tool("util", "slow", { ms: 1000 })`}, c, "")
		var e *Error
		errors.As(err, &e)
		done <- e
	}()
	time.Sleep(50 * time.Millisecond)
	ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer cancel()
	start := time.Now()
	_, err := rt.Run(ctx, Script{Code: `1`}, c, "")
	var e *Error
	if !errors.As(err, &e) || e.Code != CodeTimeout || !strings.Contains(e.Message, "run slot") {
		t.Errorf("got %v, want TIMEOUT waiting for a run slot", err)
	}
	if d := time.Since(start); d > 600*time.Millisecond {
		t.Errorf("waited %v, want about 100ms (the first run holds the slot for 1s)", d)
	}
	if e := <-done; e != nil {
		t.Errorf("got %v for the first run, want success", e)
	}
	if _, err := rt.Run(context.Background(), Script{Code: `1`}, c, ""); err != nil {
		t.Errorf("got %v after the slot was freed, want success", err)
	}
}

// TestRunCancel checks that cancelling the caller's context stops a run.
func TestRunCancel(t *testing.T) {
	rt := New(Config{Timeout: 5 * time.Second})
	ctx, cancel := context.WithCancel(context.Background())
	time.AfterFunc(50*time.Millisecond, cancel)
	start := time.Now()
	_, err := rt.Run(ctx, Script{Code: `for (;;) {}`}, nil, "")
	var e *Error
	if !errors.As(err, &e) || e.Code != CodeTimeout || !strings.Contains(e.Message, "cancelled") {
		t.Errorf("got %v, want TIMEOUT (cancelled)", err)
	}
	if d := time.Since(start); d > time.Second {
		t.Errorf("took %v to stop, want about 50ms", d)
	}
}

// TestRunNoCaller checks a run without a ToolCaller: there are no servers.
func TestRunNoCaller(t *testing.T) {
	res, err := New(Config{}).Run(context.Background(), Script{Code: `const r = await fetch("http://localhost/mcp/servers"); (await r.json()).servers.length`}, nil, "")
	if err != nil || string(res.Value) != "0" {
		t.Errorf("got %v %v, want 0", res, err)
	}
	_, err = New(Config{}).Run(context.Background(), Script{Code: `call_tool("x", "y", {})`}, nil, "")
	var e *Error
	if !errors.As(err, &e) || e.Code != CodeServerNotAllowed {
		t.Errorf("got %v, want SERVER_NOT_ALLOWED", err)
	}
}

func TestConfigDefaults(t *testing.T) {
	got := New(Config{MaxToolCalls: -1}).Config()
	want := Config{
		Timeout: DefaultTimeout, PoolSize: DefaultPoolSize, MaxCodeBytes: DefaultMaxCodeBytes, MaxInputBytes: DefaultMaxInputBytes,
		MaxOutputBytes: DefaultMaxOutputBytes, MaxLogBytes: DefaultMaxLogBytes, MaxToolResultBytes: DefaultMaxToolResultBytes,
		MaxCallStackDepth: DefaultMaxCallStackDepth, MaxMemory: DefaultMaxMemory,
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %+v, want %+v", got, want)
	}
	if DefaultTimeout != 120000*time.Millisecond {
		t.Errorf("got default timeout %v, want the documented 120000 ms", DefaultTimeout)
	}
}
