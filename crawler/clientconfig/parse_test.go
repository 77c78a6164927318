package clientconfig

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"maps"
	"os"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/mcpscan/mcpscan/crawler/introspect"
	"github.com/mcpscan/mcpscan/internal/oauth"
)

var update = flag.Bool("update", false, "rewrite testdata/*.golden from the current output")

// fixtures are the client files under testdata, with the client each one
// imitates.
var fixtures = []struct{ file, client string }{
	{"claude_desktop.json", ClientClaudeDesktop},
	{"claude_code_user.json", ClientClaudeCode},
	{"claude_code_project.json", ClientClaudeCode},
	{"cursor.json", ClientCursor},
	{"vscode_mcp.json", ClientVSCode},
	{"vscode_settings.json", ClientVSCode},
	{"windsurf.json", ClientWindsurf},
	{"gemini_settings.json", ClientGeminiCLI},
	{"problems.json", ClientClaudeDesktop},
}

// parseFixture parses testdata/file. The path uses forward slashes so the
// golden files read the same on every platform.
func parseFixture(t *testing.T, file, client string) (Config, []byte) {
	t.Helper()
	path := "testdata/" + file
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	cfg, err := Parse(client, path, data)
	if err != nil {
		t.Fatalf("Parse(%s): %v", path, err)
	}
	return cfg, data
}

func TestParseGolden(t *testing.T) {
	for _, fx := range fixtures {
		t.Run(fx.file, func(t *testing.T) {
			cfg, _ := parseFixture(t, fx.file, fx.client)
			got, err := json.MarshalIndent(cfg, "", "  ")
			if err != nil {
				t.Fatal(err)
			}
			got = append(got, '\n')
			golden := "testdata/" + strings.TrimSuffix(fx.file, ".json") + ".golden"
			if *update {
				if err := os.WriteFile(golden, got, 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("%v (run go test -update to create it)", err)
			}
			if !bytes.Equal(got, want) {
				t.Errorf("got:\n%s\nwant (%s):\n%s", got, golden, want)
			}
		})
	}
}

// TestFixtureBytes guards the fixtures that exist to test byte order marks
// and CRLF: a checkout that normalises line endings would quietly turn
// those tests into copies of the others.
func TestFixtureBytes(t *testing.T) {
	for _, tt := range []struct {
		file     string
		bom      bool
		crlfOnly bool
	}{
		{"claude_desktop.json", true, true},
		{"vscode_settings.json", false, true},
	} {
		t.Run(tt.file, func(t *testing.T) {
			data, err := os.ReadFile("testdata/" + tt.file)
			if err != nil {
				t.Fatal(err)
			}
			if got := bytes.HasPrefix(data, utf8BOM); got != tt.bom {
				t.Errorf("byte order mark: got %v, want %v", got, tt.bom)
			}
			lf, crlf := bytes.Count(data, []byte("\n")), bytes.Count(data, []byte("\r\n"))
			if tt.crlfOnly && (lf == 0 || lf != crlf) {
				t.Errorf("got %d LF of which %d CRLF, want every line ending CRLF", lf, crlf)
			}
		})
	}
}

// TestServerPositions checks, for every server of every fixture, that the
// reported line and column point at the server's quoted key.
func TestServerPositions(t *testing.T) {
	for _, fx := range fixtures {
		t.Run(fx.file, func(t *testing.T) {
			cfg, data := parseFixture(t, fx.file, fx.client)
			for _, s := range cfg.Servers {
				at, ok := textAt(data, s.Line, s.Column)
				if !ok {
					t.Errorf("server %q: got %d:%d, outside the file", s.Name, s.Line, s.Column)
					continue
				}
				key, _ := json.Marshal(s.Name)
				if !strings.HasPrefix(at, string(key)) {
					t.Errorf("server %q at %d:%d: got text %q, want it to start with %s", s.Name, s.Line, s.Column, at, key)
				}
			}
		})
	}
}

// textAt returns the text of a file from a 1-based line and byte column
// on, counted the way Parse counts: after any byte order mark.
func textAt(data []byte, line, col int) (string, bool) {
	lines := strings.Split(string(bytes.TrimPrefix(data, utf8BOM)), "\n")
	if line < 1 || line > len(lines) || col < 1 || col > len(lines[line-1]) {
		return "", false
	}
	return lines[line-1][col-1:], true
}

func TestParsePositions(t *testing.T) {
	for _, tt := range []struct {
		name, src string
		want      []string // name@line:column
	}{
		{"LF", "{\n  \"mcpServers\": {\n    \"a\": {\"command\": \"x\"},\n    \"b\": {\"command\": \"y\"}\n  }\n}", []string{"a@3:5", "b@4:5"}},
		{"CRLF", "{\r\n  \"mcpServers\": {\r\n    \"a\": {\"command\": \"x\"},\r\n\t\"b\": {\"command\": \"y\"}\r\n  }\r\n}", []string{"a@3:5", "b@4:2"}},
		{"BOM not counted", "\xef\xbb\xbf{\"mcpServers\":{\"a\":{\"command\":\"x\"}}}", []string{"a@1:16"}},
		{"comment with multibyte text before key", "{\"mcpServers\": {/* é */ \"a\": {\"command\":\"x\"}}}", []string{"a@1:26"}},
		{"comment lines before key", "{\"servers\": {\n// one\n/* two\nthree */ \"a\": {\"command\":\"x\"}}}", []string{"a@4:10"}},
		{"escaped key", "{\"mcpServers\": {\n  \"a\\u0062\": {\"command\":\"x\"}}}", []string{"ab@2:3"}},
		{"after trailing comma", "{\"mcpServers\": {\"a\": {\"command\":\"x\",},\n\"b\": {\"url\":\"http://h/mcp\"},}}", []string{"a@1:17", "b@2:1"}},
		{"projects", "{\"projects\": {\"/p\": {\"mcpServers\": {\n \"a\": {\"command\":\"x\"}}}}}", []string{"a@2:2"}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			cfg, err := Parse(ClientClaudeCode, "x.json", []byte(tt.src))
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, s := range cfg.Servers {
				got = append(got, fmt.Sprintf("%s@%d:%d", s.Name, s.Line, s.Column))
			}
			if !slices.Equal(got, tt.want) {
				t.Errorf("got %v, want %v (problems %q)", got, tt.want, cfg.Problems)
			}
		})
	}
}

// parseOne parses a file holding the single server entry entry and returns
// that server, failing if there is not exactly one.
func parseOne(t *testing.T, client, entry string) (Server, []string) {
	t.Helper()
	cfg, err := Parse(client, "x.json", []byte(`{"mcpServers": {"s": `+entry+`}}`))
	if err != nil {
		t.Fatal(err)
	}
	if len(cfg.Servers) != 1 {
		t.Fatalf("got %d servers, want 1 (problems %q)", len(cfg.Servers), cfg.Problems)
	}
	return cfg.Servers[0], cfg.Problems
}

func TestTransport(t *testing.T) {
	for _, tt := range []struct {
		name, client, entry string
		want                string
	}{
		{"command", "", `{"command": "node"}`, introspect.TransportStdio},
		{"declared stdio", "", `{"type": "stdio", "command": "node"}`, introspect.TransportStdio},
		{"url", "", `{"url": "https://h/mcp"}`, introspect.TransportStreamableHTTP},
		{"url ending in /sse", "", `{"url": "https://h/sse"}`, introspect.TransportSSE},
		{"url ending in /sse/ with query", "", `{"url": "https://h/SSE/?k=v#f"}`, introspect.TransportSSE},
		{"url with sse elsewhere", "", `{"url": "https://h/sse/mcp"}`, introspect.TransportStreamableHTTP},
		{"declared sse", "", `{"type": "sse", "url": "https://h/events"}`, introspect.TransportSSE},
		{"declared http beats /sse", "", `{"type": "http", "url": "https://h/sse"}`, introspect.TransportStreamableHTTP},
		{"streamableHttp spelling", "", `{"type": "streamableHttp", "url": "https://h/x"}`, introspect.TransportStreamableHTTP},
		{"streamable-http spelling", "", `{"type": "streamable-http", "url": "https://h/x"}`, introspect.TransportStreamableHTTP},
		{"Gemini url is SSE", ClientGeminiCLI, `{"url": "https://h/mcp"}`, introspect.TransportSSE},
		{"Gemini httpUrl", ClientGeminiCLI, `{"httpUrl": "https://h/mcp"}`, introspect.TransportStreamableHTTP},
		{"httpUrl wins over url", ClientGeminiCLI, `{"url": "https://h/sse", "httpUrl": "https://h/mcp"}`, introspect.TransportStreamableHTTP},
		{"Windsurf serverUrl", ClientWindsurf, `{"serverUrl": "https://h/mcp"}`, introspect.TransportStreamableHTTP},
		{"url that is a reference", "", `{"url": "${input:endpoint}"}`, introspect.TransportStreamableHTTP},
	} {
		t.Run(tt.name, func(t *testing.T) {
			s, _ := parseOne(t, tt.client, tt.entry)
			if s.Target.Transport != tt.want {
				t.Errorf("got transport %q, want %q", s.Target.Transport, tt.want)
			}
			remote := tt.want != introspect.TransportStdio
			if remote && (s.Target.URL == "" || s.Target.Command != "") {
				t.Errorf("got url %q command %q, want a url and no command", s.Target.URL, s.Target.Command)
			}
			if !remote && (s.Target.Command == "" || s.Target.URL != "") {
				t.Errorf("got command %q url %q, want a command and no url", s.Target.Command, s.Target.URL)
			}
		})
	}
}

func TestRebalanceCommand(t *testing.T) {
	for _, tt := range []struct {
		name, entry string
		wantCommand string
		wantArgs    []string
	}{
		{"npx line", `{"command": "npx -y @scope/pkg"}`, "npx", []string{"-y", "@scope/pkg"}},
		{"extra spaces and tabs", `{"command": "  uvx\t mcp-server-git  "}`, "uvx", []string{"mcp-server-git"}},
		{"quoted program path", `{"command": "\"C:\\Program Files\\nodejs\\npx.cmd\" -y pkg"}`, `C:\Program Files\nodejs\npx.cmd`, []string{"-y", "pkg"}},
		{"single quotes", `{"command": "python -c 'print(\"hi there\")'"}`, "python", []string{"-c", `print("hi there")`}},
		{"escaped quote in double quotes", `{"command": "node \"a \\\"b\\\" c.js\""}`, "node", []string{`a "b" c.js`}},
		{"backslash outside quotes", `{"command": "C:\\tools\\srv.exe --x"}`, `C:\tools\srv.exe`, []string{"--x"}},
		{"args given: left alone", `{"command": "my server", "args": ["--x"]}`, "my server", []string{"--x"}},
		{"one word", `{"command": "node"}`, "node", nil},
		{"quoted single word", `{"command": "\"my server\""}`, "my server", nil},
	} {
		t.Run(tt.name, func(t *testing.T) {
			s, problems := parseOne(t, "", tt.entry)
			if s.Target.Command != tt.wantCommand || !slices.Equal(s.Target.Args, tt.wantArgs) {
				t.Errorf("got %q %q, want %q %q", s.Target.Command, s.Target.Args, tt.wantCommand, tt.wantArgs)
			}
			if len(problems) != 0 {
				t.Errorf("got problems %q, want none", problems)
			}
		})
	}
}

func TestSplitCommandLineErrors(t *testing.T) {
	for _, in := range []string{`node 'a`, `node "a`, `node "a\"`} {
		t.Run(in, func(t *testing.T) {
			if got, err := splitCommandLine(in); err == nil {
				t.Errorf("got %q, want an error", got)
			}
		})
	}
}

func TestDisabled(t *testing.T) {
	for _, tt := range []struct {
		name, src string
		want      map[string]bool
	}{
		{"disabled and enabled", `{"mcpServers": {
			"a": {"command": "x", "disabled": true},
			"b": {"command": "x", "disabled": false},
			"c": {"command": "x", "enabled": false},
			"d": {"command": "x", "enabled": true},
			"e": {"command": "x"}}}`,
			map[string]bool{"a": true, "b": false, "c": true, "d": false, "e": false}},
		{"Gemini excluded", `{"mcpServers": {"a": {"command": "x"}, "b": {"command": "x"}}, "mcp": {"excluded": ["b"]}}`,
			map[string]bool{"a": false, "b": true}},
		{"Gemini allowed", `{"mcpServers": {"a": {"command": "x"}, "b": {"command": "x"}}, "mcp": {"allowed": ["a"]}}`,
			map[string]bool{"a": false, "b": true}},
		{"Gemini legacy names", `{"mcpServers": {"a": {"command": "x"}, "b": {"command": "x"}, "c": {"command": "x"}},
			"allowMCPServers": ["a", "b"], "excludeMCPServers": ["b"]}`,
			map[string]bool{"a": false, "b": true, "c": true}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			cfg, err := Parse(ClientGeminiCLI, "settings.json", []byte(tt.src))
			if err != nil {
				t.Fatal(err)
			}
			got := make(map[string]bool)
			for _, s := range cfg.Servers {
				got[s.Name] = s.Disabled
			}
			if !maps.Equal(got, tt.want) {
				t.Errorf("got %v, want %v", got, tt.want)
			}
		})
	}
}

func TestInputs(t *testing.T) {
	cfg, _ := parseFixture(t, "vscode_mcp.json", ClientVSCode)
	var ids []string
	for _, in := range cfg.Inputs {
		ids = append(ids, in.ID)
	}
	if want := []string{"perplexity-key", "workspace"}; !slices.Equal(ids, want) {
		t.Errorf("declared inputs: got %q, want %q", ids, want)
	}
	if !cfg.Inputs[0].Password || cfg.Inputs[1].Password {
		t.Errorf("password flags: got %v %v, want true false", cfg.Inputs[0].Password, cfg.Inputs[1].Password)
	}
	want := map[string][]string{
		"perplexity": {"perplexity-key"},
		"fetch":      {"perplexity-key", "workspace"},
		"github":     {"github-token"},
		"events":     nil,
	}
	for _, s := range cfg.Servers {
		if !slices.Equal(s.Inputs, want[s.Name]) {
			t.Errorf("server %q inputs: got %q, want %q", s.Name, s.Inputs, want[s.Name])
		}
	}
	if env := cfg.Servers[0].Target.Env["PERPLEXITY_API_KEY"]; env != "${input:perplexity-key}" {
		t.Errorf("got env %q, want the reference kept verbatim", env)
	}
	wantProblem := `testdata/vscode_mcp.json:28:5: server "github": uses ${input:github-token}, which the file's "inputs" do not declare`
	if !slices.Contains(cfg.Problems, wantProblem) {
		t.Errorf("got problems %q, want %q among them", cfg.Problems, wantProblem)
	}
}

func TestParseProblems(t *testing.T) {
	for _, tt := range []struct {
		name, path, src string
		wantServers     int
		want            []string // exact problems, in order
	}{
		{"top level array", "a/mcp.json", `[{"command": "x"}]`, 0,
			[]string{`a/mcp.json:1:1: the top level is an array, want an object with "mcpServers" or "servers"`}},
		{"no known keys", "a/mcp.json", `{"tools": []}`, 0,
			[]string{`a/mcp.json: no "mcpServers", "servers" or "mcp"."servers" key: not an MCP client configuration`}},
		{"settings file without servers", "a/settings.json", `{"editor.fontSize": 12}`, 0, nil},
		{"Claude Code user file without servers", "/home/u/.claude.json", `{"numStartups": 1}`, 0, nil},
		{"empty MCP file", "p/.mcp.json", " \n", 0, []string{"p/.mcp.json: the file is empty"}},
		{"comment-only MCP file", "p/.mcp.json", "// nothing yet\n", 0, []string{"p/.mcp.json: the file is empty"}},
		{"empty settings file", "x/settings.json", "", 0, nil},
		{"servers not an object", "m.json", `{"mcpServers": ["a"]}`, 0,
			[]string{`m.json:1:16: "mcpServers" is an array, want an object of servers keyed by name`}},
		{"null servers", "m.json", `{"mcpServers": null}`, 0, nil},
		{"entry is a string", "m.json", "{\"mcpServers\": {\n  \"web\": \"npx -y web\"}}", 0,
			[]string{`m.json:2:10: server "web": the entry is a string, want an object with "command" or "url"`}},
		{"neither command nor url", "m.json", `{"servers": {"w": {"args": ["x"]}}}`, 0,
			[]string{`m.json:1:14: server "w": has neither "command" nor "url"`}},
		{"blank command", "m.json", `{"servers": {"w": {"command": "  "}}}`, 0,
			[]string{`m.json:1:14: server "w": has neither "command" nor "url"`}},
		{"duplicate server", "m.json", `{"mcpServers": {"a": {"command": "x"}, "a": {"command": "y"}}}`, 1,
			[]string{`m.json:1:17: server "a": declared again later in the same object; the later entry is used`}},
		{"env value not a string", "m.json", `{"mcpServers": {"a": {"command": "x", "env": {"K": 1, "L": {"secret": "v"}}}}}`, 1,
			[]string{
				`m.json:1:52: server "a": env.K is a number, want a string; using its text`,
				`m.json:1:60: server "a": env.L is an object, want a string; ignoring it`,
			}},
		{"unknown type", "m.json", `{"mcpServers": {"a": {"type": "ws", "url": "wss://h/mcp"}}}`, 1,
			[]string{`m.json:1:31: server "a": unknown type "ws"; inferring the transport from the other fields`}},
		{"inputs not an array", "m.json", `{"inputs": {}, "servers": {}}`, 0,
			[]string{`m.json:1:12: "inputs" is an object, want an array`}},
		{"input without id", "m.json", `{"inputs": [{"type": "promptString"}, 3], "servers": {}}`, 0,
			[]string{`m.json:1:13: inputs[0] has no "id"`, `m.json:1:39: inputs[1] is a number, want an object`}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			cfg, err := Parse("", tt.path, []byte(tt.src))
			if err != nil {
				t.Fatal(err)
			}
			if len(cfg.Servers) != tt.wantServers {
				t.Errorf("got %d servers, want %d", len(cfg.Servers), tt.wantServers)
			}
			if !slices.Equal(cfg.Problems, tt.want) {
				t.Errorf("got problems\n%q\nwant\n%q", cfg.Problems, tt.want)
			}
		})
	}
}

// TestProblemsNameServerAndFile checks the fixture made of broken entries:
// every problem starts with the file and a position, and every one about a
// named server names it.
func TestProblemsNameServerAndFile(t *testing.T) {
	cfg, _ := parseFixture(t, "problems.json", ClientClaudeDesktop)
	for _, name := range []string{"as-string", "nothing", "bad-args", "bad-type", "stdio-no-command",
		"http-no-url", "both", "dup", "unterminated", "bad-env", "array", "null"} {
		found := false
		for _, p := range cfg.Problems {
			if strings.Contains(p, fmt.Sprintf("server %q:", name)) {
				found = true
				if !strings.HasPrefix(p, "testdata/problems.json:") {
					t.Errorf("got problem %q, want it to start with the file", p)
				}
			}
		}
		if !found {
			t.Errorf("got no problem naming server %q, want one in %q", name, cfg.Problems)
		}
	}
	for _, p := range cfg.Problems {
		if strings.Contains(p, "8080") {
			t.Errorf("got problem %q, want env values kept out of problems", p)
		}
	}
}

func TestParseMalformed(t *testing.T) {
	for _, tt := range []struct {
		name, src, want string
	}{
		{"missing colon", "{\n  \"mcpServers\": {\n    \"a\" {}\n  }\n}", "m.json: line 3, column 9: invalid character '{' after object key"},
		{"missing comma CRLF", "{\r\n  \"mcpServers\": {}\r\n  \"servers\": {}\r\n}", "m.json: line 3, column 3: invalid character '\"' after object key:value pair"},
		{"unterminated block comment", "{\n  /* open\n}", "m.json: line 2, column 3: invalid character '/' looking for beginning of object key string"},
		{"truncated", "{\"mcpServers\": {", "m.json: line 1, column 16: unexpected end of JSON input"},
		{"BOM then garbage", "\xef\xbb\xbfmcpServers", "m.json: line 1, column 1: invalid character 'm' looking for beginning of value"},
		{"two values", `{} {}`, "m.json: line 1, column 4: invalid character '{' after top-level value"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Parse("", "m.json", []byte(tt.src))
			if err == nil {
				t.Fatalf("got no error, want %q", tt.want)
			}
			if err.Error() != tt.want {
				t.Errorf("got %q, want %q", err, tt.want)
			}
		})
	}
}

func FuzzParse(f *testing.F) {
	for _, fx := range fixtures {
		data, err := os.ReadFile("testdata/" + fx.file)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(fx.client, data)
	}
	f.Add("", []byte(`{"mcpServers": {"": {"command": "x"}, " ": {"url": "u"}}}`))
	f.Add(ClientGeminiCLI, []byte(`{"mcpServers": {"a": {"command": "'"}}, "mcp": {"allowed": []}}`))
	f.Fuzz(func(t *testing.T, client string, data []byte) {
		cfg, err := Parse(client, "fuzz.json", data)
		if err != nil {
			if !strings.Contains(err.Error(), "line ") {
				t.Fatalf("got error %q, want one with a line", err)
			}
			return
		}
		for _, s := range cfg.Servers {
			if strings.TrimSpace(s.Name) == "" || s.Line < 1 || s.Column < 1 {
				t.Fatalf("got server %q at %d:%d, want a name and a position", s.Name, s.Line, s.Column)
			}
			// The position must be that of the key's opening quote.
			if at, ok := textAt(data, s.Line, s.Column); !ok || at[0] != '"' {
				t.Fatalf("got server %q at %d:%d, want a position on its key", s.Name, s.Line, s.Column)
			}
			if s.Target.Name != s.Name || s.Target.Transport == "" {
				t.Fatalf("got target %+v for server %q, want its name and a transport", s.Target, s.Name)
			}
		}
	})
}

func TestOAuth(t *testing.T) {
	for _, tt := range []struct {
		name, entry string
		want        *oauth.ClientConfig
		wantProblem string
	}{
		{"none", `{"url": "https://h/mcp"}`, nil, ""},
		{"enabled flag only", `{"url": "https://h/mcp", "oauth": true}`, nil, ""},
		{"pre-registered client", `{"url": "https://h/mcp", "oauth": {"clientId": "id", "clientSecret": "s", "scopes": ["a", "b"]}}`,
			&oauth.ClientConfig{ClientID: "id", ClientSecret: "s", Scopes: []string{"a", "b"}}, ""},
		{"machine", `{"url": "https://h/mcp", "oauth": {"clientId": "id", "clientSecret": "${env:SECRET}", "grant": "client_credentials"}}`,
			&oauth.ClientConfig{ClientID: "id", ClientSecret: "${env:SECRET}", Grant: "client_credentials"}, ""},
		{"metadata document", `{"url": "https://h/mcp", "oauth": {"clientMetadataUrl": "https://me.example/client.json"}}`,
			&oauth.ClientConfig{ClientMetadataURL: "https://me.example/client.json"}, ""},
		{"machine without a secret", `{"url": "https://h/mcp", "oauth": {"clientId": "id", "grant": "client_credentials"}}`,
			nil, "oauth: the client_credentials grant needs clientId and clientSecret; ignoring it"},
		{"metadata document over http", `{"url": "https://h/mcp", "oauth": {"clientMetadataUrl": "http://me.example/c.json"}}`,
			nil, "uses http: beyond loopback"},
		{"not an object", `{"url": "https://h/mcp", "oauth": "yes"}`, nil, "oauth is a string, want an object; ignoring it"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			s, got := parseOne(t, "", tt.entry)
			if !reflect.DeepEqual(s.Target.OAuth, tt.want) {
				t.Errorf("got %+v, want %+v", s.Target.OAuth, tt.want)
			}
			problems := strings.Join(got, "\n")
			if (tt.wantProblem == "") != (problems == "") || !strings.Contains(problems, tt.wantProblem) {
				t.Errorf("got problems %q, want %q", problems, tt.wantProblem)
			}
		})
	}
}
