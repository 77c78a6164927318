package sandbox

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"
)

// TestNestingDepth checks the estimate: ordinary code passes, each way of
// nesting deeply is counted, and brackets in strings, comments, templates
// and regular expressions neither hide nesting nor add to it.
func TestNestingDepth(t *testing.T) {
	deep := func(opener, mid, closer string, n int) string {
		return strings.Repeat(opener, n) + mid + strings.Repeat(closer, n)
	}
	asiLines := strings.Repeat("const a = b + c\nlet d = e ? f : g\nif (a) { d = a }\nfoo(a, b)\n", 2000)
	for _, tt := range []struct {
		name   string
		code   string
		refuse bool
	}{
		{"plain script", `const r = await call_tool("files", "list_directory", { path: "/" }); return r.entries.filter(e => e.type === "file").length`, false},
		{"ASI-style code, 8000 lines", asiLines, false},
		{"semicolon code, 8000 statements", strings.Repeat("x = a + b * c - d / e;\n", 8000), false},
		{"big data literal", "const d = [" + strings.Repeat(`{"a": [1, 2, {"b": "c"}]}, `, 5000) + "]", false},
		{"brackets in strings and comments", strings.Repeat(`s = "((((((((((" + '[[[[[[' // ((((((((
/* {{{{{{{{{{{ */ `, 2000), false},
		{"brackets in regular expressions", strings.Repeat("r = /((((((((/; t = /[(((]/g\n", 2000), false},
		{"template substitutions", strings.Repeat("s = `a ${b + `c ${d} ((((`} e`\n", 2000), false},
		{"long else-if chain of 200", strings.Repeat("if (a) { b() } else ", 200) + "{ c() }", false},
		{"parentheses", deep("(", "1", ")", 6000), true},
		{"brackets", deep("[", "", "]", 6000), true},
		{"object literals", "x = " + deep("{a:", "1", "}", 6000), true},
		{"unary !", strings.Repeat("!", 6000) + "1", true},
		{"unary minus with spaces", strings.Repeat("- ", 6000) + "1", true},
		{"typeof chain", strings.Repeat("typeof ", 6000) + "1", true},
		{"assignment chain", strings.Repeat("a = ", 6000) + "1", true},
		{"assignment chain over lines", "a = b" + strings.Repeat("\n= b", 6000), true},
		{"conditional chain", strings.Repeat("a ? ", 6000) + "1" + strings.Repeat(" : 1", 6000), true},
		{"arrow chain", strings.Repeat("x => ", 6000) + "1", true},
		{"if without braces", strings.Repeat("if (1) ", 6000) + "1", true},
		{"labels", strings.Repeat("a: ", 6000) + "1", true},
		{"nested functions", deep("(function () { return ", "1", " })()", 3000), true},
		{"nested templates", deep("`${", "", "}`", 6000), true},
		{"new chain", strings.Repeat("new ", 6000) + "A", true},
		{"spread chain", strings.Repeat("[...", 3000) + "a" + strings.Repeat("]", 3000), true},
		{"closers hidden in regular expressions", deep("(/)/", "1", ")", 6000), true},
		{"closers hidden in a regex after if", strings.Repeat("(function () { if (1) /})/; ", 3000) + strings.Repeat("})", 3000), true},
		{"nesting hidden after a postfix ++", "a++ / " + deep("(", "b", ")", 6000) + " / 1", true},
		{"nesting hidden after a block", "{} / " + deep("(", "b", ")", 6000) + " / 1", true},
		{"object literal closed like a block", strings.Repeat("a ? 0 > {} ? ", 3000) + "1" + strings.Repeat(" : 1", 6000), true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			d := nestingDepth(tt.code, maxNesting)
			if got := d > maxNesting; got != tt.refuse {
				t.Errorf("got depth %d (refused %v), want refused %v", d, got, tt.refuse)
			}
		})
	}
	if d := jsonDepth(`{"a": "[[[[[[", "b": [[{"c": "\"]]]]"}]]}`, maxNesting); d != 4 {
		t.Errorf("got JSON depth %d, want 4", d)
	}
}

// TestDeepNestingIsRefused runs what would overflow the Go stack (a
// fatal error) and checks it fails cleanly instead.
func TestDeepNestingIsRefused(t *testing.T) {
	rt := New(Config{Timeout: 10 * time.Second})
	for _, tt := range []struct {
		name, code, want, msg string
	}{
		{"200,000 nested ! in the script", strings.Repeat("!", 200000) + "1", CodeSyntaxError, "nests more than"},
		{"eval of a million parentheses", `eval("(".repeat(1e6) + "1" + ")".repeat(1e6))`, CodeRuntimeError, "SyntaxError: eval: the code is"},
		{"eval of deep nesting within the size", `eval("[".repeat(1e5) + "]".repeat(1e5))`, CodeRuntimeError, "SyntaxError: eval: the code nests"},
		{"Function of deep nesting", `Function("return " + "!".repeat(1e5) + "1")()`, CodeRuntimeError, "SyntaxError: Function: the code nests"},
		{"async function constructor", `(async function () {}).constructor("return " + "(".repeat(1e5) + ")".repeat(1e5))`, CodeRuntimeError, "AsyncFunction: the code nests"},
		{"generator constructor", `Object.getPrototypeOf(function* () {}).constructor("yield " + "[".repeat(1e5) + "]".repeat(1e5))`, CodeRuntimeError, "GeneratorFunction: the code nests"},
		{"JSON.parse of deep nesting", `JSON.parse("[".repeat(1e6) + "]".repeat(1e6))`, CodeRuntimeError, "JSON.parse: the text nests"},
		{"nesting at the limit still runs", `eval("(".repeat(4000) + "1" + ")".repeat(4000)) + Function("return " + "[".repeat(2000) + "]".repeat(2000))().length`, "", ""},
		{"constructors still work", `[new Function("a", "b", "return a + b")(1, 2), Function("return this")() === globalThis, (function () {}) instanceof Function,
			(async function () {}).constructor("return 5") instanceof Function, typeof eval("(x => x * 2)")]`, "", ""},
	} {
		t.Run(tt.name, func(t *testing.T) {
			res, err := rt.Run(context.Background(), Script{Code: tt.code}, nil, "")
			var e *Error
			if err != nil && !errors.As(err, &e) {
				t.Fatalf("got %T %v", err, err)
			}
			if tt.want == "" {
				if e != nil {
					t.Fatalf("got %s: %s, want success", e.Code, e.Message)
				}
				t.Logf("value %s", res.Value)
				return
			}
			if e == nil || e.Code != tt.want || !strings.Contains(e.Message, tt.msg) {
				t.Errorf("got %v, want %s containing %q", err, tt.want, tt.msg)
			}
		})
	}
}
