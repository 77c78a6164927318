package catalog

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestDecodeServers(t *testing.T) {
	for _, tt := range []struct {
		name, src  string
		wantServer string
		wantTools  []string
	}{
		{"tools/list result", `{"tools":[{"name":"a"},{"name":"b"}],"nextCursor":"x"}`, "fallback", []string{"a", "b"}},
		{"bare array", "\xef\xbb\xbf[{\"name\":\"a\"}]", "fallback", []string{"a"}},
		{"dump with name", `{"server":"demo","tools":[{"name":"a"}]}`, "demo", []string{"a"}},
		{"dump with server info", `{"server":{"name":"demo","version":"1.2.0"},"tools":[{"name":"a"}]}`, "demo", []string{"a"}},
		{"server.json", `{"name":"io.github.x/y","description":"d","version":"1.0.0","packages":[{"registryType":"npm","identifier":"y","transport":{"type":"stdio"}}]}`, "io.github.x/y", nil},
		{"registry entry", `{"server":{"name":"io.github.x/y","version":"1.0.0"},"_meta":{"io.modelcontextprotocol.registry/official":{"status":"active"}}}`, "io.github.x/y", nil},
		{"empty tools", `{"tools":[]}`, "fallback", nil},
	} {
		t.Run(tt.name, func(t *testing.T) {
			servers, err := DecodeServers([]byte(tt.src), "fallback")
			if err != nil {
				t.Fatal(err)
			}
			if len(servers) != 1 {
				t.Fatalf("got %d servers, want 1", len(servers))
			}
			s := servers[0]
			if s.Name != tt.wantServer {
				t.Errorf("server name: got %q, want %q", s.Name, tt.wantServer)
			}
			var names []string
			for _, tool := range s.Tools {
				names = append(names, tool.Name)
			}
			if strings.Join(names, ",") != strings.Join(tt.wantTools, ",") {
				t.Errorf("tools: got %v, want %v", names, tt.wantTools)
			}
		})
	}
}

func TestDecodeServerList(t *testing.T) {
	src := `{"servers":[{"server":"a","tools":[{"name":"x"}]},{"server":{"name":"b"}},[{"name":"y"}]]}`
	servers, err := DecodeServers([]byte(src), "f")
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, s := range servers {
		got = append(got, s.Name)
	}
	if want := "a,b,f-3"; strings.Join(got, ",") != want {
		t.Errorf("got %v, want %s", got, want)
	}
}

func TestDecodeServersErrors(t *testing.T) {
	for _, tt := range []struct {
		name, src, want string
	}{
		{"empty", "  \n", "empty document"},
		{"syntax", "{\n  \"tools\": [\n    {\"name\": \"a\",}\n  ]\n}", "line 3, column 18"},
		{"scalar", `42`, "want a JSON object or array, got a number"},
		{"no members", `{"foo": 1}`, `no "tools", "server" or "name" member`},
		{"tools not array", `{"tools": {"name": "a"}}`, "tools: want an array, got an object"},
		{"unnamed tool", `{"tools": [{"description": "x"}]}`, "tools[0]: tool has no name"},
		{"duplicate", `[{"name":"a"},{"name":"a"}]`, `tools[1]: duplicate tool name "a"`},
		{"bad server", `{"server": 3, "tools": []}`, "server: want a string or an object, got a number"},
		{"bad tool member", `{"tools": [{"name": "a", "title": 1}]}`, `tool "a": title: want a string, got a number`},
		{"nested list error", `{"servers": [{"tools": [{}]}]}`, "servers[0]: tools[0]: tool has no name"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			_, err := DecodeServers([]byte(tt.src), "f")
			if err == nil {
				t.Fatalf("got no error, want %q", tt.want)
			}
			if !strings.Contains(err.Error(), tt.want) {
				t.Errorf("got %q, want it to contain %q", err, tt.want)
			}
		})
	}
}

func TestLineColumn(t *testing.T) {
	data := []byte("ab\ncd\n\nef")
	for _, tt := range []struct {
		off       int64
		line, col int
	}{
		{0, 1, 1}, {1, 1, 1}, {2, 1, 2}, {4, 2, 1}, {5, 2, 2}, {7, 3, 1}, {9, 4, 2}, {99, 4, 3},
	} {
		line, col := LineColumn(data, tt.off)
		if line != tt.line || col != tt.col {
			t.Errorf("offset %d: got %d:%d, want %d:%d", tt.off, line, col, tt.line, tt.col)
		}
	}
}

func FuzzDecodeServers(f *testing.F) {
	f.Add([]byte(`{"tools":[{"name":"a","inputSchema":{"type":"object"}}]}`))
	f.Add([]byte(`[{"name":"a"}]`))
	f.Add([]byte(`{"server":{"name":"s"},"tools":[]}`))
	f.Add([]byte(`{"servers":[{"servers":[]}]}`))
	f.Add([]byte(`{"name":"io.x/y","packages":[{"registryType":"npm"}]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		servers, err := DecodeServers(data, "f")
		if err != nil {
			if err.Error() == "" {
				t.Fatal("empty error message")
			}
			return
		}
		for _, s := range servers {
			if s.Name == "" {
				t.Fatalf("server without a name from %q", data)
			}
			for _, tool := range s.Tools {
				if tool.Name == "" {
					t.Fatalf("tool without a name from %q", data)
				}
				_ = tool.Hash()
			}
		}
	})
}

// TestExamplesDecode keeps the files the README points at loadable.
func TestExamplesDecode(t *testing.T) {
	paths, err := filepath.Glob(filepath.Join("..", "examples", "*.json"))
	if err != nil || len(paths) == 0 {
		t.Fatalf("no examples found (%v)", err)
	}
	for _, p := range paths {
		data, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		servers, err := DecodeServers(data, strings.TrimSuffix(filepath.Base(p), ".json"))
		if err != nil {
			t.Errorf("%s: %v", p, err)
			continue
		}
		for _, s := range servers {
			if len(s.Tools) == 0 {
				t.Errorf("%s: server %s has no tools", p, s.Name)
			}
		}
	}
}
