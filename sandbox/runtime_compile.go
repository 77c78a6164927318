package sandbox

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"reflect"
	"strings"

	"github.com/dop251/goja"
	"github.com/dop251/goja/ast"
	"github.com/dop251/goja/parser"
	"github.com/evanw/esbuild/pkg/api"
	"github.com/go-sourcemap/sourcemap"
)

// asyncPrefix opens the async function a script with top-level await or
// return runs in. It has no newline, so line numbers stay the user's; only
// columns on the first line move, and errors there are corrected.
const asyncPrefix = "(async function () {"

// asyncSuffix closes it on a line of its own, so a trailing // comment in
// the script cannot swallow it.
const asyncSuffix = "\n})()"

// errNoSourceMapFiles refuses every source map the parser would load by
// URL: a //# sourceMappingURL=/some/path comment must not make the parser
// read host files (goja's default loader does; /dev/zero would never end).
var errNoSourceMapFiles = errors.New("source map files are not available in the sandbox")

func denySourceMapFiles(string) ([]byte, error) { return nil, errNoSourceMapFiles }

// transformed is one esbuild pass: the code goja runs (with an inline
// source map back to the script) and the map itself, for error positions.
type transformed struct {
	code     string
	smap     *sourcemap.Consumer
	name     string
	shiftCol int // columns the async prefix adds on line 1
}

// compiled is a script ready to run.
type compiled struct {
	prog *goja.Program
	// shiftCol is what the async wrapper adds to columns on line 1.
	shiftCol int
}

// compileScript turns the script into a goja program. esbuild strips types
// and lowers syntax goja lacks (ES2017 target: async generators and for
// await become plain code); goja then parses the result. See Run for the
// two ways a script gives its value.
func compileScript(ctx context.Context, code, language string) (*compiled, *Error) {
	loader, name, e := loaderFor(language)
	if e != nil {
		return nil, e
	}
	// esbuild's parser recurses once per level: past Go's stack limit the
	// process dies, so deep nesting is refused before it parses anything.
	if err := checkNesting(ctx, probeScript, code, language); err != nil {
		return nil, newError(CodeSyntaxError, "%v", err)
	}
	// First as a classic script; top-level await (esbuild says so) or
	// return (goja says so) moves it into the async wrapper.
	t1, msgs := transform(code, loader, name, 0)
	if len(msgs) > 0 && !onlyTopLevelAsync(msgs) {
		return nil, syntaxError(msgs[0], 0)
	}
	if len(msgs) == 0 {
		prg, err := parseProgram(t1)
		if err == nil {
			return compileAST(prg, 0)
		}
		if !isIllegalReturn(err) {
			return nil, t1.syntaxErrorFromGoja(err)
		}
	}
	t2, msgs := transform(asyncPrefix+code+asyncSuffix, loader, name, len(asyncPrefix))
	if len(msgs) > 0 {
		return nil, syntaxError(msgs[0], len(asyncPrefix))
	}
	prg, err := parseProgram(t2)
	if err != nil {
		return nil, t2.syntaxErrorFromGoja(err)
	}
	// Return the completion value, so `const r = await f(); ({n: r})`
	// gives {n: ...} just as it would without the await, and a script
	// ending in try/catch gives the value of the block that ran.
	if offs := completionOffsets(prg); len(offs) > 0 {
		for i := len(offs) - 1; i >= 0; i-- { // from the end: offsets stay valid
			t2.code = t2.code[:offs[i]] + "return " + t2.code[offs[i]:]
		}
		if prg, err = parseProgram(t2); err != nil {
			return nil, t2.syntaxErrorFromGoja(err)
		}
	}
	return compileAST(prg, len(asyncPrefix))
}

func loaderFor(language string) (api.Loader, string, *Error) {
	switch strings.ToLower(strings.TrimSpace(language)) {
	case "", LanguageTypeScript, "ts":
		return api.LoaderTS, "script.ts", nil
	case LanguageJavaScript, "js":
		return api.LoaderJS, "script.js", nil
	default:
		return 0, "", newError(CodeSyntaxError, "unknown language %q: use %q or %q", language, LanguageJavaScript, LanguageTypeScript)
	}
}

func transform(code string, loader api.Loader, name string, shiftCol int) (*transformed, []api.Message) {
	res := api.Transform(code, api.TransformOptions{
		Loader:     loader,
		Target:     api.ES2017,
		Sourcefile: name,
		Sourcemap:  api.SourceMapInlineAndExternal,
		Charset:    api.CharsetUTF8,
		LogLevel:   api.LogLevelSilent,
	})
	if len(res.Errors) > 0 {
		return nil, res.Errors
	}
	t := &transformed{code: string(res.Code), name: name, shiftCol: shiftCol}
	if sm, err := sourcemap.Parse(name, res.Map); err == nil {
		t.smap = sm
	}
	return t, nil
}

// onlyTopLevelAsync reports whether esbuild only objected to top-level
// await or return, which the async wrapper makes legal.
func onlyTopLevelAsync(msgs []api.Message) bool {
	for _, m := range msgs {
		if !strings.HasPrefix(m.Text, "Top-level await") && !strings.HasPrefix(m.Text, "Top-level return") &&
			!strings.HasPrefix(m.Text, "Top-level for-await") {
			return false
		}
	}
	return true
}

func parseProgram(t *transformed) (*ast.Program, error) {
	return parser.ParseFile(nil, t.name, t.code, 0, parser.WithSourceMapLoader(denySourceMapFiles))
}

// errBigInt refuses BigInt literals: BigInt arithmetic runs in Go and
// cannot be interrupted (see removedGlobals).
var errBigInt = errors.New("BigInt is not available in the sandbox (its arithmetic cannot be bounded); use Number, or strings for large integers")

// hasBigInt reports whether an AST holds a BigInt literal.
func hasBigInt(node any) bool {
	found := false
	var walk func(v reflect.Value, depth int)
	walk = func(v reflect.Value, depth int) {
		if found || depth > 4*maxNesting || !v.IsValid() {
			return
		}
		switch v.Kind() {
		case reflect.Pointer, reflect.Interface:
			if v.IsNil() {
				return
			}
			if n, ok := v.Interface().(*ast.NumberLiteral); ok {
				if _, big := n.Value.(*big.Int); big {
					found = true
				}
				return
			}
			walk(v.Elem(), depth+1)
		case reflect.Struct:
			for i := range v.NumField() {
				if v.Type().Field(i).IsExported() {
					walk(v.Field(i), depth+1)
				}
			}
		case reflect.Slice:
			for i := range v.Len() {
				walk(v.Index(i), depth+1)
			}
		}
	}
	walk(reflect.ValueOf(node), 0)
	return found
}

func compileAST(prg *ast.Program, shiftCol int) (*compiled, *Error) {
	if hasBigInt(prg) {
		return nil, newError(CodeSyntaxError, "%v", errBigInt)
	}
	p, err := goja.CompileAST(prg, false)
	if err != nil {
		return nil, newError(CodeSyntaxError, "%v", err)
	}
	return &compiled{prog: p, shiftCol: shiftCol}, nil
}

func isIllegalReturn(err error) bool {
	var list parser.ErrorList
	return errors.As(err, &list) && len(list) > 0 && strings.Contains(list[0].Message, "Illegal return")
}

// completionOffsets finds, in the async wrapper's body, the expression
// statements whose value is the script's completion value, as eval would
// give it, and returns their byte offsets in the code, in order; a
// "return " put before each makes the function return that value.
func completionOffsets(prg *ast.Program) []int {
	if len(prg.Body) != 1 {
		return nil
	}
	stmt, ok := prg.Body[0].(*ast.ExpressionStatement)
	if !ok {
		return nil
	}
	call, ok := stmt.Expression.(*ast.CallExpression)
	if !ok {
		return nil
	}
	fn, ok := call.Callee.(*ast.FunctionLiteral)
	if !ok || fn.Body == nil {
		return nil
	}
	var offs []int
	for _, last := range completionStatements(fn.Body.List) {
		if off, ok := statementStart(prg, last); ok {
			offs = append(offs, off)
		}
	}
	return offs
}

// completionStatements returns the expression statements that can end a
// statement list, and so give its completion value: the last statement
// if it is one; through a block, an if (each branch) and a try (its block
// and its catch block, not its finally, whose value eval drops, as
// `try { 1 } finally { 2 }` is 1). A list that ends otherwise (a
// declaration, a loop) has no value here: returning an earlier statement's
// value would skip what follows it.
func completionStatements(list []ast.Statement) []*ast.ExpressionStatement {
	if len(list) == 0 {
		return nil
	}
	switch last := list[len(list)-1].(type) {
	case *ast.ExpressionStatement:
		return []*ast.ExpressionStatement{last}
	case *ast.BlockStatement:
		return completionStatements(last.List)
	case *ast.IfStatement:
		out := completionStatements([]ast.Statement{last.Consequent})
		if last.Alternate != nil {
			out = append(out, completionStatements([]ast.Statement{last.Alternate})...)
		}
		return out
	case *ast.TryStatement:
		out := completionStatements(last.Body.List)
		if last.Catch != nil {
			out = append(out, completionStatements(last.Catch.Body.List)...)
		}
		return out
	}
	return nil
}

// statementStart is the byte offset in the code where an expression
// statement begins.
func statementStart(prg *ast.Program, last *ast.ExpressionStatement) (int, bool) {
	src := prg.File.Source()
	off := int(last.Idx0()) - prg.File.Base()
	if off < 0 || off > len(src) {
		return 0, false
	}
	// The AST does not record parentheses: `({ n: 1 })` starts at the
	// brace. Step back over the opening parentheses to the statement's
	// start (esbuild begins every statement on a line of its own).
	for off > 0 && (src[off-1] == '(' || src[off-1] == ' ' || src[off-1] == '\t') {
		off--
	}
	for off < len(src) && (src[off] == ' ' || src[off] == '\t') {
		off++
	}
	return off, true
}

// moduleHint is the SYNTAX_ERROR message for import and export.
const moduleHint = "import/export are not available: scripts are not modules and cannot load any. " +
	"Reach tools with call_tool(server, tool, args), call_tools([...]) or " +
	"fetch(\"http://localhost:3001/mcp/call\", {method: \"POST\", body: JSON.stringify({server, tool, args})})"

func startsModuleSyntax(s string) bool {
	s = strings.TrimLeft(s, " \t")
	return strings.HasPrefix(s, "import") || strings.HasPrefix(s, "export")
}

// syntaxError formats an esbuild error at its line:column in the code as
// sent (1-based column), with the line and a caret under the column.
func syntaxError(m api.Message, shiftCol int) *Error {
	loc := m.Location
	if loc == nil {
		return newError(CodeSyntaxError, "%s", m.Text)
	}
	line, col, text := loc.Line, loc.Column, loc.LineText
	if line == 1 && shiftCol > 0 {
		col = max(col-shiftCol, 0)
		text = strings.TrimPrefix(text, asyncPrefix)
	}
	if col <= len(text) && startsModuleSyntax(text[col:]) {
		return newError(CodeSyntaxError, "%d:%d: %s", line, col+1, moduleHint)
	}
	return newError(CodeSyntaxError, "%d:%d: %s\n%s", line, col+1, m.Text, caretLine(text, col))
}

// syntaxErrorFromGoja maps a goja parse error, whose position is in the
// transformed code, back to the script through the source map.
func (t *transformed) syntaxErrorFromGoja(err error) *Error {
	var list parser.ErrorList
	if !errors.As(err, &list) || len(list) == 0 {
		return newError(CodeSyntaxError, "%v", err)
	}
	first := list[0]
	genLine, genCol := first.Position.Line, first.Position.Column-1
	lines := strings.Split(t.code, "\n")
	genText := ""
	if genLine >= 1 && genLine <= len(lines) {
		genText = lines[genLine-1]
	}
	module := genCol >= 0 && genCol <= len(genText) && startsModuleSyntax(genText[genCol:])
	line, col := genLine, genCol
	if t.smap != nil {
		if _, _, l, c, ok := t.smap.Source(genLine, genCol); ok {
			line, col = l, c
			if line == 1 {
				col = max(col-t.shiftCol, 0)
			}
		}
	}
	if module {
		return newError(CodeSyntaxError, "%d:%d: %s", line, col+1, moduleHint)
	}
	return newError(CodeSyntaxError, "%d:%d: %s", line, col+1, first.Message)
}

func caretLine(text string, col int) string {
	col = min(col, len(text))
	pad := make([]byte, 0, col)
	for _, c := range []byte(text[:col]) {
		if c == '\t' {
			pad = append(pad, '\t')
		} else {
			pad = append(pad, ' ')
		}
	}
	return fmt.Sprintf("    %s\n    %s^", text, pad)
}

// stripFences removes a Markdown code fence around the code, keeping the
// fence line as an empty line so line numbers still match.
func stripFences(code string) string {
	t := strings.TrimSpace(code)
	if !strings.HasPrefix(t, "```") {
		return code
	}
	nl := strings.IndexByte(t, '\n')
	if nl < 0 {
		return code
	}
	body := strings.TrimRight(t[nl+1:], " \t\r\n")
	body = strings.TrimSuffix(body, "```")
	return "\n" + body
}
