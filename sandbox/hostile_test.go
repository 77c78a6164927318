package sandbox

import (
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"os"
	"runtime"
	"runtime/metrics"
	"runtime/pprof"
	"slices"
	"strings"
	"testing"
	"time"
)

type hostileCase struct {
	name  string
	code  string
	input string
	cfg   func(*Config)
	// want is the error code, or "" when the run must succeed; alt is
	// another acceptable code (for memory growth, the deadline may come
	// before the memory guard, depending on the machine).
	want, alt string
	// msg must appear in the error message, or in the value's JSON.
	msg string
	// fast runs must return long before the deadline.
	fast  bool
	check func(t *testing.T, res *Result, e *Error, c *rtCaller)
}

// globalNames are all a script may find on globalThis: the ECMAScript
// built-ins goja provides and the host API.
var globalNames = []string{
	"AggregateError", "Array", "Boolean", "Date", "Error", "EvalError", "Function", "Infinity", "JSON",
	"Map", "Math", "NaN", "Number", "Object", "Promise", "Proxy", "RangeError", "ReferenceError", "Reflect",
	"RegExp", "Set", "String", "Symbol", "SyntaxError", "TypeError", "URIError", "WeakMap", "WeakSet",
	"decodeURI", "decodeURIComponent", "encodeURI", "encodeURIComponent", "escape", "eval", "globalThis",
	"isFinite", "isNaN", "parseFloat", "parseInt", "undefined", "unescape",
	"input", "call_tool", "call_tools", "log", "console", "fetch", "setTimeout", "clearTimeout",
}

func hostileCases() []hostileCase {
	allowUtil := func(c *Config) { c.AllowedServers = []string{"util"} }
	maxCalls := func(c *Config) { c.MaxToolCalls = 100 }
	noCalls := func(t *testing.T, _ *Result, _ *Error, c *rtCaller) {
		if n := c.callCount(); n != 0 {
			t.Errorf("got %d tool calls made, want 0", n)
		}
	}
	return []hostileCase{
		// CPU.
		{name: "while(true)", code: `while (true) {}`, want: CodeTimeout},
		{name: "for(;;) inside a function", code: `function spin() { for (;;) {} } spin()`, want: CodeTimeout},
		{name: "loop that catches and retries", code: `for (;;) { try { while (true) {} } catch (e) {} finally { continue } }`, want: CodeTimeout},
		{name: "deep recursion", code: `function f(n) { return f(n + 1) + 1 } f(0)`, want: CodeRuntimeError, msg: "call stack", fast: true},
		{name: "mutual recursion", code: `function a(n) { return b(n + 1) } function b(n) { return a(n + 1) } a(0)`, want: CodeRuntimeError, msg: "call stack", fast: true},
		{name: "recursion that catches the overflow", code: `function f() { try { return f() } catch (e) { return f() } } f()`, want: CodeRuntimeError, msg: "call stack", fast: true},
		{name: "recursion through a built-in", code: `function f() { return [1].map(f) } f()`, want: CodeRuntimeError, msg: "call stack", fast: true},

		// Memory and built-ins that would run in Go for a long time.
		{name: "'x'.repeat(2**30)", code: `'x'.repeat(2 ** 30)`, want: CodeRuntimeError, msg: "repeat", fast: true},
		{name: "padStart bomb", code: `'x'.padStart(2 ** 30, 'ab')`, want: CodeRuntimeError, msg: "padStart", fast: true},
		{name: "growing an array forever", code: `const chunk = "x".repeat(1 << 20), a = []; for (let i = 0; ; i++) a.push(chunk + i)`,
			want: CodeMemoryLimit, alt: CodeTimeout},
		// One concatenation cannot be interrupted, and the last one before
		// the guard trips copies about MaxMemory bytes: the overshoot scales
		// with MaxMemory (about 0.3 s per 128 MiB on a slow CI machine).
		{name: "string doubling forever", code: `let s = "x".repeat(1 << 16); for (;;) s += s`,
			cfg: func(c *Config) { c.MaxMemory = 16 << 20 }, want: CodeMemoryLimit, alt: CodeTimeout},
		{name: "new Array(1e9).fill(0)", code: `new Array(1e9).fill(0)`, want: CodeRuntimeError, msg: "fill", fast: true},
		{name: "sort with a comparator that never returns", code: `Array.from({ length: 1000 }, (_, i) => i).sort(() => { for (;;) {} })`, want: CodeTimeout},
		{name: "reverse of a huge array-like", code: `Array.prototype.reverse.call({ length: 2 ** 53 - 1 })`, want: CodeRuntimeError, msg: "reverse", fast: true},
		{name: "lastIndexOf over a huge array-like", code: `Array.prototype.lastIndexOf.call({ length: 2 ** 53 - 1 }, 1)`, want: CodeRuntimeError, msg: "lastIndexOf", fast: true},
		{name: "walking a sparse billion", code: `const a = []; a.length = 1e9; a.indexOf(1)`, want: CodeRuntimeError, msg: "indexOf", fast: true},
		{name: "apply over a huge array-like", code: `Math.max.apply(null, { length: 1e9 })`, want: CodeRuntimeError, msg: "apply", fast: true},
		{name: "spreading a huge sparse array", code: `const a = []; a.length = 2e6; Math.max(...a)`, want: CodeTimeout},
		{name: "join bomb", code: `new Array(1e5).fill("x".repeat(1e5)).join("")`, want: CodeRuntimeError, msg: "join"},
		{name: "replaceAll bomb", code: `"x".repeat(1e4).replaceAll("x", "y".repeat(1e4))`, want: CodeRuntimeError, msg: "replace", fast: true},
		{name: "flat bomb", code: `const a = new Array(3e4).fill(1); new Array(1e4).fill(a).flat()`, want: CodeRuntimeError, msg: "flat"},
		{name: "JSON.stringify bomb", code: `const a = new Array(3e4).fill("x".repeat(100)); JSON.stringify(new Array(100).fill(a))`, want: CodeRuntimeError, msg: "JSON.stringify"},
		{name: "Object.keys of a long string", code: `Object.keys("x".repeat(1e6)).length`, want: CodeRuntimeError, msg: "Object.keys", fast: true},
		{name: "typed array bomb", code: `new Uint8Array(2 ** 31)`, want: CodeRuntimeError, msg: "Uint8Array", fast: true},
		{name: "linear-time regex /(a+)+$/", code: `/(a+)+$/.test("a".repeat(40) + "b")`, msg: "false", fast: true},
		{name: "backtracking regex with a back-reference", code: `/^(a+)+\1$/.test("a".repeat(40) + "b")`, want: CodeTimeout, msg: "regular expression"},
		{name: "backtracking regex through replace", code: `("a".repeat(40) + "b").replace(/^(a+)+\1$/g, "")`, want: CodeTimeout, msg: "regular expression"},
		{name: "backtracking regex through split", code: `("a".repeat(40) + "b").split(/(a+)+\1$/)`, want: CodeTimeout, msg: "regular expression"},
		{name: "linear regex run from lastIndex", code: `const r = /(a+)+$/g; r.lastIndex = 1; r.test("a".repeat(40) + "b")`, want: CodeTimeout, msg: "regular expression"},

		// Output, logs, tool calls.
		{name: "huge JSON output", code: `new Array(200).fill("x".repeat(1e4))`, want: CodeOutputTooLarge},
		{name: "toJSON bomb in the value", code: `({ toJSON() { return "x".repeat(4e6) } })`, want: CodeRuntimeError, msg: "repeat", fast: true},
		{name: "log flood", code: `for (;;) log("x".repeat(100))`, want: CodeTimeout,
			check: func(t *testing.T, _ *Result, e *Error, _ *rtCaller) {
				size := 0
				for _, l := range e.Logs {
					size += len(l.Text) + 1
				}
				if size > DefaultMaxLogBytes+100 || len(e.Logs) == 0 || !strings.Contains(e.Logs[len(e.Logs)-1].Text, "truncated") {
					t.Errorf("got %d log lines of %d bytes, want at most %d bytes ending with a truncation marker", len(e.Logs), size, DefaultMaxLogBytes)
				}
			}},
		{name: "empty log flood", code: `for (;;) console.log()`, want: CodeTimeout,
			check: func(t *testing.T, _ *Result, e *Error, _ *rtCaller) {
				if len(e.Logs) > DefaultMaxLogBytes+1 {
					t.Errorf("got %d log lines, want at most %d", len(e.Logs), DefaultMaxLogBytes+1)
				}
			}},
		{name: "one huge log line", code: `log("x".repeat(1e6)); 1`, msg: "1",
			check: func(t *testing.T, res *Result, _ *Error, _ *rtCaller) {
				if len(res.Logs) != 2 || len(res.Logs[0].Text) > DefaultMaxLogBytes {
					t.Errorf("got %d log lines (first %d bytes), want a cut line and a marker", len(res.Logs), len(res.Logs[0].Text))
				}
			}},
		{name: "tool-call storm", code: `for (;;) call_tool("util", "echo", {})`, cfg: maxCalls, want: CodeMaxToolCalls,
			check: func(t *testing.T, _ *Result, e *Error, c *rtCaller) {
				if c.callCount() != 100 || e.ToolCalls != 100 {
					t.Errorf("got %d calls made, %d reported, want 100 and 100", c.callCount(), e.ToolCalls)
				}
			}},
		{name: "tool-call storm that catches", code: `for (;;) { try { call_tool("util", "echo", {}) } catch (e) {} }`, cfg: maxCalls, want: CodeMaxToolCalls},
		{name: "call_tools storm", code: `call_tools(Array.from({ length: 200 }, () => ({ server: "util", tool: "echo" })))`, cfg: maxCalls,
			want: CodeMaxToolCalls, fast: true, check: noCalls},
		{name: "fetch call storm", code: `for (;;) await fetch("http://localhost:3001/mcp/call", { method: "POST", body: '{"server":"util","tool":"echo","args":{}}' })`,
			cfg: maxCalls, want: CodeMaxToolCalls},

		// Promises and timers.
		{name: "microtask storm", code: `function f() { Promise.resolve().then(f) } f()`, want: CodeTimeout},
		{name: "growing promise chain", code: `const chunk = "x".repeat(1 << 16); function f() { return Promise.resolve(chunk + 1).then(f) } f(); await new Promise(() => {})`,
			want: CodeMemoryLimit, alt: CodeTimeout},
		{name: "a million chained promises", code: `let p = Promise.resolve(0); for (let i = 0; i < 1e6; i++) p = p.then(x => x + 1); return await p`,
			want: CodeMemoryLimit, alt: CodeTimeout},
		{name: "await that can never settle", code: `await new Promise(() => {})`, want: CodeRuntimeError, msg: "never settles", fast: true},
		{name: "setTimeout storm", code: `for (;;) setTimeout(() => {}, 0)`, want: CodeRuntimeError, msg: "timers", fast: true},
		{name: "setTimeout storm that catches", code: `for (;;) { try { setTimeout(() => {}, 1e9) } catch (e) {} }`, want: CodeTimeout},
		{name: "setTimeout chain forever", code: `function tick() { setTimeout(tick, 0) } tick(); await new Promise(() => {})`, want: CodeTimeout},
		{name: "setTimeout past the deadline", code: `await new Promise(r => setTimeout(r, 60000)); return 1`, want: CodeTimeout},
		{name: "setInterval", code: `setInterval(() => {}, 1)`, want: CodeRuntimeError, msg: "setInterval", fast: true},
		{name: "Atomics.wait", code: `Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0)`, want: CodeRuntimeError, msg: "Atomics", fast: true},

		// Escapes and tampering.
		{name: "constructor.constructor('return this')()", fast: true,
			code: `const g = ({}).constructor.constructor("return this")();
				[typeof g.require, typeof g.process, typeof g.module, typeof g.exports, typeof g.Go, typeof g.os, typeof g.GoError, g === globalThis]`,
			msg: `["undefined","undefined","undefined","undefined","undefined","undefined","undefined",true]`},
		{name: "Function('return this')() has only the host API", code: `Object.getOwnPropertyNames(Function("return this")())`, fast: true,
			check: func(t *testing.T, res *Result, _ *Error, _ *rtCaller) {
				var names []string
				if err := json.Unmarshal(res.Value, &names); err != nil {
					t.Fatalf("got %s: %v", res.Value, err)
				}
				for _, n := range names {
					if !slices.Contains(globalNames, n) {
						t.Errorf("got global %q, want only ECMAScript built-ins and the host API", n)
					}
				}
			}},
		{name: "tampering with Object.prototype", fast: true,
			code: `Object.prototype.toJSON = function () { return "pwned" };
				Object.prototype.then = function (r) { r("thenable") };
				Object.defineProperty(Object.prototype, "length", { get() { return 1e9 } });
				try { call_tool("util", "add", { a: 1, b: 2 }) } catch (e) {}
				({ a: 1 })`, msg: `"pwned"`},
		{name: "tampering with Array.prototype", fast: true,
			code: `Array.prototype.map = null; Array.prototype[Symbol.iterator] = function* () { yield "evil" };
				Array.prototype.push = () => { throw new Error("no") };
				const r = call_tools([{ server: "util", tool: "add", args: { a: 1, b: 2 } }]); r[0].sum`, msg: "3"},
		{name: "tampering with JSON", input: `{"v": 1}`, fast: true,
			code: `JSON.parse = () => ({ evil: true }); JSON.stringify = () => "{}";
				const r = call_tool("util", "add", { a: 2, b: 2 }); ({ sum: r.sum, evil: r.evil === true, v: input.v })`,
			msg: `{"sum":4,"evil":false,"v":1}`},
		{name: "tampering with the host API", fast: true,
			code: `const out = [];
				try { call_tool = () => 1 } catch (e) { out.push(e.name) }
				try { call_tool.foo = 1 } catch (e) { out.push(e.name) }
				try { Object.defineProperty(globalThis, "call_tool", { value: () => 1 }) } catch (e) { out.push(e.name) }
				try { Object.defineProperty(call_tool, "name", { value: "x" }) } catch (e) { out.push(e.name) }
				try { console.log = null; delete globalThis.fetch; Object.setPrototypeOf(call_tool, null) } catch (e) { out.push(e.name) }
				out.push(call_tool("util", "add", { a: 1, b: 1 }).sum, call_tool.name, typeof fetch, call_tool.foo);
				out`, msg: `2,"call_tool","function"`},
		{name: "host function source", fast: true,
			code: `const r = await fetch("http://localhost/mcp/servers");
				[call_tool.toString(), String(fetch), Object.getOwnPropertyNames(call_tool).sort().join(), String(console.log),
				 r.json.name, String(r.headers.get), "".repeat.name, [].join.name, JSON.stringify.name, RegExp.prototype[Symbol.replace].name,
				 [][Symbol.iterator]().next.name, Function.name, String(Function), eval.name, (async function () {}).constructor.name,
				 (() => { try { [1].map(() => { throw new Error("x") }) } catch (e) { return e.stack } })()]`,
			check: func(t *testing.T, res *Result, _ *Error, _ *rtCaller) {
				for _, bad := range []string{"goja", "func(", "sandbox", "github.com"} {
					if strings.Contains(string(res.Value), bad) {
						t.Errorf("got %s, want no Go internals", res.Value)
					}
				}
			}},
		{name: "a host function in a stack trace", code: `[1].map(() => { throw new Error("x") })`, want: CodeRuntimeError, msg: "Error: x", fast: true,
			check: func(t *testing.T, _ *Result, e *Error, _ *rtCaller) {
				if strings.Contains(e.Message, "github.com") || strings.Contains(e.Message, "func") {
					t.Errorf("got %q, want no Go symbols", e.Message)
				}
			}},
		{name: "200,000 nested ! in the script", code: strings.Repeat("!", 200000) + "1", want: CodeSyntaxError, msg: "nests more than", fast: true},
		{name: "eval of a million parentheses", code: `eval("(".repeat(1e6) + "1" + ")".repeat(1e6))`, want: CodeRuntimeError, msg: "SyntaxError", fast: true},
		{name: "Function of deep nesting", code: `Function("return " + "[".repeat(1e5) + "]".repeat(1e5))()`, want: CodeRuntimeError, msg: "nests more than", fast: true},
		{name: "JSON.parse of deep nesting", code: `JSON.parse("[".repeat(4e5) + "]".repeat(4e5))`, want: CodeRuntimeError, msg: "JSON.parse", fast: true},
		{name: "require('fs')", code: `require("fs").readFileSync("/etc/passwd", "utf8")`, want: CodeRuntimeError, msg: "require", fast: true},
		{name: "process.env", code: `process.env.HOME`, want: CodeRuntimeError, msg: "process", fast: true},
		{name: "globalThis.process and friends", code: `[typeof globalThis.process, typeof require, typeof module, typeof Deno, typeof Bun, typeof os]`,
			msg: `["undefined","undefined","undefined","undefined","undefined","undefined"]`, fast: true},
		{name: "import('fs')", code: `const fs = await import("fs"); fs.readFileSync("/etc/passwd")`, want: CodeSyntaxError, msg: "import/export are not available", fast: true},
		{name: "import statement", code: "import fs from \"fs\";\nfs.readFileSync(\"/etc/passwd\")", want: CodeSyntaxError, msg: "1:1: import/export are not available", fast: true},
		{name: "export statement", code: "const x = 1;\nexport default x", want: CodeSyntaxError, msg: "2:1: import/export", fast: true},
		{name: "eval", code: `eval("1 + 1")`, msg: "2", fast: true},
		{name: "eval loading a source map file", code: `eval("1\n//# sourceMappingURL=/dev/zero")`, msg: "1", fast: true},
		{name: "Function loading a source map file", code: `new Function("return 7\n//# sourceMappingURL=file:///etc/passwd")()`, msg: "7", fast: true},
		{name: "source map comment in the script", code: "1\n//# sourceMappingURL=/dev/zero", msg: "1", fast: true},
		{name: "fetch https://example.com", code: `await fetch("https://example.com/")`, want: CodeRuntimeError, msg: "only the code-mode endpoints", fast: true},
		{name: "fetch cloud metadata", code: `await fetch("http://169.254.169.254/latest/meta-data/")`, want: CodeRuntimeError, msg: "only the code-mode endpoints", fast: true},
		{name: "fetch file:///etc/passwd", code: `await fetch("file:///etc/passwd")`, want: CodeRuntimeError, msg: "only the code-mode endpoints", fast: true},
		{name: "fetch a lookalike host", code: `await fetch("http://localhost.evil.example/mcp/servers")`, want: CodeRuntimeError, msg: "only the code-mode endpoints", fast: true},
		{name: "fetch with userinfo", code: `await fetch("http://127.0.0.1@evil.example/mcp/servers")`, want: CodeRuntimeError, msg: "only the code-mode endpoints", fast: true},
		{name: "Go internals through returned values", input: `{"a": {"b": [1]}}`, fast: true,
			code: `const r = call_tool("util", "add", { a: 1, b: 2 });
				[Object.getPrototypeOf(r) === Object.prototype, r.constructor === Object, Object.keys(r).join(),
				 typeof r.Export, typeof r.String, typeof r.__proto__.__proto__, Object.getPrototypeOf(input.a.b) === Array.prototype,
				 Object.getOwnPropertyNames(r).join(), typeof call_tools([]), Array.isArray(call_tools([]))]`,
			msg: `[true,true,"sum","undefined","undefined","object",true,"sum","object",true]`},

		// Caps and the allow list.
		{name: "huge input", code: `1`, input: `"` + strings.Repeat("x", 2<<20) + `"`, want: CodeInputTooLarge, fast: true},
		{name: "huge code", code: strings.Repeat("// padding\n", 30000) + "1", want: CodeCodeTooLarge, fast: true},
		{name: "server outside AllowedServers", code: `try { call_tool("files", "list_directory", {}) } catch (e) {} "caught"`, cfg: allowUtil,
			want: CodeServerNotAllowed, fast: true, check: noCalls},
		{name: "server the caller refuses", code: `try { call_tool("secret", "x", {}) } catch (e) {} "caught"`, want: CodeServerNotAllowed, fast: true},
		{name: "fetch to a server outside AllowedServers", cfg: allowUtil, fast: true, check: noCalls,
			code: `await fetch("http://localhost:3001/mcp/call", { method: "POST", body: JSON.stringify({ server: "files", tool: "list_directory", args: {} }) })`,
			want: CodeServerNotAllowed},
		{name: "call_tools with a server outside AllowedServers", cfg: allowUtil, fast: true, check: noCalls,
			code: `call_tools([{ server: "util", tool: "echo" }, { server: "files", tool: "list_directory" }])`, want: CodeServerNotAllowed},
		{name: "tool that hangs past the deadline", code: `call_tool("util", "hang", {})`, want: CodeTimeout,
			check: func(t *testing.T, _ *Result, _ *Error, c *rtCaller) {
				select {
				case <-c.sawCancel:
				case <-time.After(time.Second):
					t.Error("the hanging tool never saw its context cancelled")
				}
			}},
		{name: "batch that hangs past the deadline", code: `call_tools([{ server: "util", tool: "hang" }, { server: "util", tool: "hang" }])`, want: CodeTimeout},

		// Errors and values.
		{name: "syntax error", code: "const a = 1;\nconst b = ;\n", want: CodeSyntaxError, msg: "2:11:", fast: true},
		{name: "uncaught Error", code: "function boom() {\n  throw new Error(\"x\")\n}\nboom()", want: CodeRuntimeError, msg: "Error: x\n    at boom (script.ts:2:9)", fast: true},
		{name: "throwing a non-Error", code: `throw { code: 42 }`, want: CodeRuntimeError, msg: `{"code":42}`, fast: true},
		{name: "throwing with a hostile getter", code: `throw { get message() { for (;;) {} } }`, want: CodeTimeout},
		{name: "value is a function", code: `() => 1`, want: CodeRuntimeError, msg: "function", fast: true},
		{name: "value has a cycle", code: `const a = { b: {} }; a.b.a = a; a`, want: CodeRuntimeError, msg: "cycle", fast: true},
		{name: "value has a BigInt", code: `({ n: BigInt(10) ** BigInt(30) })`, want: CodeRuntimeError, msg: "BigInt is not defined", fast: true},
		{name: "value behind a looping getter", code: `({ get x() { for (;;) {} } })`, want: CodeTimeout},
		{name: "value behind a looping Proxy", code: `new Proxy({}, { ownKeys() { for (;;) {} } })`, want: CodeTimeout},

		// Built-ins whose cost the script chooses, in one Go call no
		// interrupt reaches: each is refused before the work, or gone.
		{name: "BigInt power", code: `BigInt(7) ** BigInt(30000000)`, want: CodeRuntimeError, msg: "BigInt is not defined", fast: true},
		{name: "BigInt.asUintN of 2**35 bits", code: `BigInt.asUintN(2 ** 35, BigInt(-1))`, want: CodeRuntimeError, msg: "BigInt is not defined", fast: true},
		{name: "BigInt literals", code: `7n ** 30000000n`, want: CodeRuntimeError, msg: "BigInt", fast: true},
		{name: "BigInt literal in eval", code: `eval("(1n << 4000000000n)")`, want: CodeRuntimeError, msg: "BigInt", fast: true},
		{name: "BigInt literal in Function", code: `new Function("return 7n ** 3000000n")()`, want: CodeRuntimeError, msg: "BigInt", fast: true},
		{name: "BigInt through globalThis", code: `globalThis["Big" + "Int"](1)`, want: CodeRuntimeError, msg: "BigInt", fast: true},
		{name: "String() of arrays nested 20,000 deep", code: `let a = []; for (let i = 0; i < 20000; i++) a = [a]; String(a)`, want: CodeRuntimeError, msg: "nested more than", alt: CodeMemoryLimit},
		{name: "join of arrays nested deep", code: `let a = [1]; for (let i = 0; i < 20000; i++) a = [a, a.length]; a.join("-")`, want: CodeRuntimeError, msg: "nested more than", alt: CodeMemoryLimit},
		{name: "RegExp of 3 million characters", code: `new RegExp("a".repeat(1e6)).test("b")`, want: CodeRuntimeError, msg: "pattern of 1000000", fast: true},
		{name: "RegExp called without new", code: `RegExp("(a|b)".repeat(20000))`, want: CodeRuntimeError, msg: "pattern of", fast: true},
		{name: "RegExp from another regexp", code: `new RegExp(new RegExp("x".repeat(40000)))`, want: CodeRuntimeError, alt: CodeRuntimeError, fast: true},
		{name: "RegExp subclass", code: `class R extends RegExp {}; new R("a".repeat(1e6))`, want: CodeRuntimeError, msg: "pattern of", fast: true},
		{name: "RegExp.prototype.compile", code: `/x/.compile("a".repeat(1e6))`, want: CodeRuntimeError, msg: "pattern of", fast: true},
		{name: "match with a huge string pattern", code: `"b".match("a".repeat(1e6))`, want: CodeRuntimeError, msg: "pattern of", fast: true},
		{name: "search with a huge string pattern", code: `"b".search("(".repeat(1e5) + ")".repeat(1e5))`, want: CodeRuntimeError, msg: "pattern of", fast: true},
		{name: "upper case that triples", code: `"\u0390".repeat(500000).toUpperCase().length`, want: CodeRuntimeError, msg: "toUpperCase", fast: true},
		{name: "locale lower case", code: `"\u0130".repeat(700000).toLocaleLowerCase().length`, want: CodeRuntimeError, msg: "toLocaleLowerCase", fast: true},
		{name: "normalize that grows", code: `"\ufdfa".repeat(100000).normalize("NFKD").length`, want: CodeRuntimeError, msg: "normalize", fast: true},
		{name: "localeCompare of huge strings", code: `"a".repeat(6e5).localeCompare("a".repeat(6e5))`, want: CodeRuntimeError, msg: "localeCompare", fast: true},
		// Under a small memory budget the array cap is small too, so the
		// script that builds a huge array stays cheap under the race detector.
		{name: "Object.entries of a huge array", cfg: func(c *Config) { c.MaxMemory = 4 << 20 }, code: `const a = []; for (let i = 0; i < 2e4; i++) a.push(i); Object.entries(a).length`, want: CodeRuntimeError, msg: "Object.entries", alt: CodeMemoryLimit},
		{name: "Object.values of a sparse huge array", code: `const a = []; a[2 ** 31] = 1; Object.values(a).length`, want: CodeRuntimeError, msg: "Object.values", fast: true},
		{name: "Object.fromEntries of a huge array", code: `const a = []; a.length = 2 ** 30; Object.fromEntries(a)`, want: CodeRuntimeError, fast: true},
		// Results a hostile server crafts.
		{name: "a result that names __proto__ and constructor", fast: true,
			code: `const r = call_tool("util", "raw", { json: '{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}' });
				const again = call_tools([{ server: "util", tool: "raw", args: { json: '{"__proto__": {"polluted": true}}' } }])[0];
				[({}).polluted, Object.getPrototypeOf(r) === Object.prototype, Object.getPrototypeOf(again) === Object.prototype,
				 r.polluted, Object.keys(r).join(), Object.prototype.polluted]`,
			msg: `[null,true,true,null,"__proto__,constructor",null]`},
		{name: "a result that is a thenable", fast: true,
			code: `const r = await call_tool("util", "raw", { json: '{"then": "x", "toJSON": 1, "valueOf": 2}' }); [typeof r.then, r.toJSON, String(Object.keys(r))]`,
			msg:  `["string",1,"then,toJSON,valueOf"]`},
		{name: "a result nested 9,000 deep returned", code: `call_tool("util", "nested", { n: 9000 })`, want: CodeRuntimeError, msg: "nested more than"},
		{name: "a result nested 9,000 deep stringified", code: `JSON.stringify(call_tool("util", "nested", { n: 9000 })).length`, want: CodeRuntimeError, msg: "nested more than"},
		{name: "a result nested 9,000 deep made a string", code: `String(call_tool("util", "nested", { n: 9000 })).length`, want: CodeRuntimeError, msg: "nested more than"},
		{name: "a result nested 200,000 deep", code: `typeof call_tool("util", "nested", { n: 200000 })`, msg: "string"},
		{name: "lone surrogates returned and logged", fast: true,
			code: `log("\ud800\udfff\udc00"); ["\ud800", "a\udc00b", "\u{10FFFF}".repeat(3)]`, msg: "[\"\ufffd\",\"a\ufffdb\",\"\U0010ffff\U0010ffff\U0010ffff\"]"},
		{name: "lone surrogates in tool arguments", fast: true,
			code: `call_tool("util", "echo", { s: "\ud800x", [String.fromCharCode(0xdc00)]: 1 })`, msg: `x`},
		{name: "Date and the host clock", fast: true,
			code: `[typeof performance, typeof process, Date.now() % 1 === 0]`, msg: `["undefined","undefined",true]`},
		{name: "timers left after the value", fast: true,
			code: `setTimeout(() => { for (;;) {} }, 0); 1`, msg: "1"},
		{name: "async generator that never ends", code: `async function* g() { for (;;) yield 1 } for await (const x of g()) {}`, want: CodeTimeout},
		{name: "async generator that fills memory", code: `async function* g() { for (;;) yield "x".repeat(1e5) } const a = []; for await (const x of g()) a.push(x)`,
			want: CodeMemoryLimit, alt: CodeTimeout},
		{name: "value behind a getter that throws", code: `({ get a() { throw new Error("boom") } })`, want: CodeRuntimeError, msg: "boom", fast: true},
		{name: "value behind a Proxy whose get throws", fast: true, want: CodeRuntimeError, msg: "trap",
			code: `new Proxy({}, { get() { throw new Error("trap") }, ownKeys() { return ["a"] }, getOwnPropertyDescriptor() { return { value: 1, enumerable: true, configurable: true } } })`},
		{name: "symbols in the value", code: `({ s: Symbol("x"), [Symbol("k")]: 1 })`, msg: "{}", fast: true},
		{name: "Date at the ends of time", code: `[new Date(-8.64e15).getTime(), new Date(8.64e15 + 1).getTime(), new Date(0).setFullYear(1e9)]`, msg: "[-8640000000000000,null,null]", fast: true},
		{name: "call_tool storm through Promise.all", cfg: maxCalls,
			code: `await Promise.all(Array.from({ length: 1000 }, () => call_tool("util", "echo", {})))`, want: CodeMaxToolCalls},
		{name: "call_tools sharing one large argument", cfg: allowUtil, code: `const big = { b: "x".repeat(900000) };
			call_tools(Array.from({ length: 1000 }, () => ({ server: "util", tool: "echo", args: big })))`,
			want: CodeRuntimeError, msg: "call_tools: the entries' arguments", fast: true, check: noCalls},
		{name: "call_tools entries of their own sharing one large string", cfg: allowUtil, code: `const s = '"\\'.repeat(200000);
			call_tools(Array.from({ length: 1000 }, (_, i) => ({ server: "util", tool: "echo", args: { i, s } })))`,
			want: CodeRuntimeError, msg: "call_tools: the entries' arguments", fast: true, check: noCalls},
	}
}

// heapLive is the live Go heap after a full collection.
func heapLive() uint64 {
	runtime.GC()
	s := []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}}
	metrics.Read(s)
	return s[0].Value.Uint64()
}

// settleGoroutines waits for the goroutine count to come back to at most
// want, and returns the count it saw last.
func settleGoroutines(want int) int {
	n := runtime.NumGoroutine()
	for i := 0; i < 200 && n > want; i++ {
		time.Sleep(5 * time.Millisecond)
		n = runtime.NumGoroutine()
	}
	return n
}

// TestHostileScripts runs scripts that try to exhaust, escape or crash the
// sandbox. Each must end with its error code within the deadline plus
// containSlack (100 ms; more under -race, see runtime_race_test.go),
// leave no goroutine behind, and give back its memory.
func TestHostileScripts(t *testing.T) {
	cases := hostileCases()
	if len(cases) < 30 {
		t.Fatalf("got %d hostile cases, want at least 30", len(cases))
	}
	heap0 := heapLive()
	// Inside a subtest, the subtest's own goroutine is one more.
	g0 := runtime.NumGoroutine() + 1
	type timing struct {
		name    string
		elapsed time.Duration
	}
	var timings []timing
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			cfg := Config{Timeout: hostileTimeout, MaxMemory: 64 << 20}
			if tc.cfg != nil {
				tc.cfg(&cfg)
			}
			caller := newRTCaller()
			// Start each case from a collected heap: the memory guard
			// allows for garbage up to the collector's goal, which a
			// previous case may have left high.
			runtime.GC()
			start := time.Now()
			res, err := New(cfg).Run(context.Background(), Script{Code: tc.code, Input: json.RawMessage(tc.input)}, caller, "hostile")
			elapsed := time.Since(start)
			timings = append(timings, timing{tc.name, elapsed})
			if limit := cfg.Timeout + containSlack; elapsed > limit {
				t.Errorf("returned after %v, want at most %v", elapsed, limit)
			}
			if tc.fast && elapsed > cfg.Timeout/2 {
				t.Errorf("returned after %v, want well before the %v deadline", elapsed, cfg.Timeout)
			}
			var e *Error
			switch {
			case err != nil && !errors.As(err, &e):
				t.Fatalf("got %T %v, want *Error", err, err)
			case tc.want == "" && e != nil:
				t.Fatalf("got %s: %s, want success", e.Code, e.Message)
			case tc.want != "" && e == nil:
				t.Fatalf("got value %s, want %s", res.Value, tc.want)
			case e != nil && e.Code != tc.want && (tc.alt == "" || e.Code != tc.alt):
				t.Fatalf("got %s: %s, want %s", e.Code, e.Message, tc.want)
			case e != nil && e.Code == tc.want && !strings.Contains(e.Message, tc.msg):
				t.Errorf("got message %q, want it to contain %q", e.Message, tc.msg)
			case e == nil && !strings.Contains(string(res.Value), tc.msg):
				t.Errorf("got value %s, want it to contain %s", res.Value, tc.msg)
			}
			if tc.check != nil {
				tc.check(t, res, e, caller)
			}
			if n := settleGoroutines(g0); n > g0 {
				_ = pprof.Lookup("goroutine").WriteTo(os.Stderr, 1)
				t.Errorf("got %d goroutines after the run, want at most %d", n, g0)
			}
		})
	}
	slices.SortFunc(timings, func(a, b timing) int { return cmp.Compare(b.elapsed, a.elapsed) })
	t.Logf("containment (race detector %v, allowed %v past the deadline):", raceEnabled, containSlack)
	for _, tm := range timings {
		over := tm.elapsed - hostileTimeout
		t.Logf("%-48s %8.1f ms  (%+.1f ms vs deadline)", tm.name, float64(tm.elapsed.Microseconds())/1000, float64(over.Microseconds())/1000)
	}
	if heap1 := heapLive(); heap1 > heap0+64<<20 {
		t.Errorf("got %d MiB of live heap after the hostile runs, want at most %d MiB (start %d MiB + 64)", heap1>>20, (heap0>>20)+64, heap0>>20)
	}
}
