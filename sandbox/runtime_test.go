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
