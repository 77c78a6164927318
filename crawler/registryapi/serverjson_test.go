package registryapi

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mcpscan/mcpscan/catalog"
)

var update = flag.Bool("update", false, "rewrite the testdata/*.golden files from the parser's output")

// serverFixtures are the server.json files in testdata (entry-*.json are
// list entries, read by the entry tests).
func serverFixtures(t testing.TB) []string {
	t.Helper()
	all, err := filepath.Glob(filepath.Join("testdata", "*.json"))
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, f := range all {
		if !strings.HasPrefix(filepath.Base(f), "entry-") {
			out = append(out, f)
		}
	}
	if len(out) < 6 {
		t.Fatalf("got %d server.json fixtures, want at least 6", len(out))
	}
	return out
}

func TestParseServerJSONGolden(t *testing.T) {
	for _, path := range serverFixtures(t) {
		name := strings.TrimSuffix(filepath.Base(path), ".json")
		t.Run(name, func(t *testing.T) {
			data, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			srv, err := ParseServerJSON(data)
			if err != nil {
				t.Fatalf("ParseServerJSON: %v", err)
			}
			got, err := json.MarshalIndent(srv, "", "  ")
			if err != nil {
				t.Fatal(err)
			}
			got = append(got, '\n')
			golden := strings.TrimSuffix(path, ".json") + ".golden"
			if *update {
				// The path is a fixture's, found by the glob over testdata.
				if err := os.WriteFile(golden, got, 0o644); err != nil { //nolint:gosec // see above
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("%v (run go test -update to create it)", err)
			}
			if !bytes.Equal(got, want) {
				t.Errorf("got\n%s\nwant (%s)\n%s", got, golden, want)
			}
		})
	}
}

// TestParseServerJSONFields checks, field by field, what the golden files
// record as a whole, so a wrong golden file cannot pass unnoticed.
func TestParseServerJSONFields(t *testing.T) {
	for _, tt := range []struct {
		file  string
		check func(t *testing.T, s catalog.Server)
	}{
		{"npm-stdio.json", func(t *testing.T, s catalog.Server) {
			p := onePackage(t, s, 1)
			eq(t, "registryType", p.RegistryType, "npm")
			eq(t, "identifier", p.Identifier, "@acme-labs/issue-tracker-mcp")
			eq(t, "runtimeHint", p.RuntimeHint, "npx")
			eq(t, "transport", p.Transport.Type, catalog.TransportStdio)
			if len(p.Environment) != 3 {
				t.Fatalf("got %d environment variables, want 3", len(p.Environment))
			}
			token := p.Environment[0]
			if token.Name != "ACME_API_TOKEN" || !token.IsRequired || !token.IsSecret {
				t.Errorf("got %+v, want ACME_API_TOKEN required and secret", token)
			}
			eq(t, "default", p.Environment[1].Default, "https://tracker.acme-labs.example")
			eq(t, "repository subfolder", s.Repository.Subfolder, "packages/server")
			eq(t, "title", s.Title, "Acme Issue Tracker")
			if !strings.Contains(string(s.Meta), "publisher-provided") {
				t.Errorf("got _meta %s, want the publisher-provided block kept", s.Meta)
			}
		}},
		{"pypi-runtime-args.json", func(t *testing.T, s catalog.Server) {
			p := onePackage(t, s, 1)
			eq(t, "registryType", p.RegistryType, "pypi")
			eq(t, "runtimeHint", p.RuntimeHint, "uvx")
			eq(t, "env", p.Environment[0].Name, "PGPASSWORD")
		}},
		{"oci.json", func(t *testing.T, s catalog.Server) {
			p := onePackage(t, s, 1)
			eq(t, "registryType", p.RegistryType, "oci")
			eq(t, "identifier", p.Identifier, "shipyard/container-ops-mcp")
			eq(t, "registryBaseUrl", p.RegistryBaseURL, "https://docker.io")
		}},
		{"mcpb.json", func(t *testing.T, s catalog.Server) {
			p := onePackage(t, s, 1)
			eq(t, "registryType", p.RegistryType, "mcpb")
			eq(t, "fileSha256", p.FileSHA256, "9c1e5e8a3f4b2d7c6e0a1b2c3d4e5f60718293a4b5c6d7e8f901122334455667")
			eq(t, "websiteUrl", s.WebsiteURL, "https://notes.example.com")
		}},
		{"remote-streamable.json", func(t *testing.T, s catalog.Server) {
			if len(s.Packages) != 0 || len(s.Remotes) != 2 {
				t.Fatalf("got %d packages and %d remotes, want 0 and 2", len(s.Packages), len(s.Remotes))
			}
			r := s.Remotes[0]
			eq(t, "type", r.Type, catalog.TransportStreamableHTTP)
			eq(t, "url", r.URL, "https://mcp.billing.example.com/{region}/mcp")
			want := []catalog.KeyValue{
				{Name: "Authorization", Value: "Bearer {api_key}", Description: "API key from the dashboard", IsRequired: true, IsSecret: true},
				{Name: "X-Client-Name", Value: "mcp"},
			}
			if len(r.Headers) != len(want) || r.Headers[0] != want[0] || r.Headers[1] != want[1] {
				t.Errorf("headers: got %+v, want %+v", r.Headers, want)
			}
			eq(t, "second remote", s.Remotes[1].Type, catalog.TransportSSE)
		}},
		{"legacy-snake-case.json", func(t *testing.T, s catalog.Server) {
			eq(t, "version", s.Version, "0.3.0")
			eq(t, "websiteUrl", s.WebsiteURL, "https://oldtimer.example.org/weather")
			p := onePackage(t, s, 2)
			eq(t, "registryType", p.RegistryType, "npm")
			eq(t, "registryBaseUrl", p.RegistryBaseURL, "https://registry.npmjs.org")
			eq(t, "runtimeHint", p.RuntimeHint, "npx")
			eq(t, "transport", p.Transport.Type, catalog.TransportStdio)
			if len(p.Environment) != 2 || !p.Environment[0].IsRequired || !p.Environment[0].IsSecret {
				t.Errorf("got environment %+v, want WEATHER_API_KEY required and secret first", p.Environment)
			}
			second := s.Packages[1]
			eq(t, "registry_name", second.RegistryType, "pypi")
			eq(t, "package name", second.Identifier, "weather-mcp-py")
			eq(t, "file_sha256", second.FileSHA256, strings.Repeat("0", 64))
			if len(s.Remotes) != 1 {
				t.Fatalf("got %d remotes, want 1", len(s.Remotes))
			}
			eq(t, "remote transport_type", s.Remotes[0].Type, catalog.TransportStreamableHTTP)
			if h := s.Remotes[0].Headers; len(h) != 1 || !h[0].IsSecret || !h[0].IsRequired {
				t.Errorf("got headers %+v, want X-Api-Key required and secret", h)
			}
		}},
	} {
		t.Run(tt.file, func(t *testing.T) {
			data, err := os.ReadFile(filepath.Join("testdata", tt.file))
			if err != nil {
				t.Fatal(err)
			}
			s, err := ParseServerJSON(data)
			if err != nil {
				t.Fatal(err)
			}
			if s.Source != catalog.SourceRegistry {
				t.Errorf("source: got %q, want %q", s.Source, catalog.SourceRegistry)
			}
			if s.Tools != nil {
				t.Errorf("tools: got %v, want nil (unknown)", s.Tools)
			}
			tt.check(t, s)
		})
	}
}

func onePackage(t *testing.T, s catalog.Server, n int) catalog.Package {
	t.Helper()
	if len(s.Packages) != n {
		t.Fatalf("got %d packages, want %d", len(s.Packages), n)
	}
	return s.Packages[0]
}

func eq(t *testing.T, what, got, want string) {
	t.Helper()
	if got != want {
		t.Errorf("%s: got %q, want %q", what, got, want)
	}
}

func TestParseServerJSONErrors(t *testing.T) {
	for _, tt := range []struct {
		name, src, want string
	}{
		{"empty", ``, "empty document"},
		{"syntax error", "{\n  \"name\": \"a/b\",\n  \"version\": }", "line 3, column 14"},
		{"not an object", `["a/b"]`, "document: want an object, got an array"},
		{"missing name", `{"description": "x"}`, "name is missing"},
		{"blank name", `{"name": "  "}`, "name is missing"},
		{"list entry", `{"server": {"name": "a/b"}}`, "use ParseEntry"},
		{"name number", `{"name": 7}`, "name: want a string, got a number"},
		{"packages object", `{"name": "a/b", "packages": {}}`, "packages: want an array, got an object"},
		{"package string", `{"name": "a/b", "packages": ["npm"]}`, "packages[0]: want an object, got a string"},
		{"transport type number", `{"name": "a/b", "packages": [{"registryType": "npm"}, {"transport": {"type": 3}}]}`,
			"packages[1].transport.type: want a string, got a number"},
		{"transport array", `{"name": "a/b", "packages": [{"transport": []}]}`, "packages[0].transport: want an object or a string, got an array"},
		{"env secret string", `{"name": "a/b", "packages": [{"environmentVariables": [{"name": "K", "isSecret": "yes"}]}]}`,
			"packages[0].environmentVariables[0].isSecret: want a boolean, got a string"},
		{"snake env required", `{"name": "a/b", "packages": [{"environment_variables": [{"name": "K", "is_required": 1}]}]}`,
			"packages[0].environment_variables[0].is_required: want a boolean, got a number"},
		{"header name number", `{"name": "a/b", "remotes": [{"type": "sse", "url": "https://x", "headers": [{"name": 1}]}]}`,
			"remotes[0].headers[0].name: want a string, got a number"},
		{"headers string", `{"name": "a/b", "remotes": [{"headers": "Authorization"}]}`, "remotes[0].headers: want an array or an object, got a string"},
		{"meta array", `{"name": "a/b", "_meta": []}`, "_meta: want an object, got an array"},
		{"repository string", `{"name": "a/b", "repository": "https://github.com/a/b"}`, "repository: want an object, got a string"},
		{"version_detail number", `{"name": "a/b", "version_detail": {"version": 1}}`, "version_detail.version: want a string, got a number"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			_, err := ParseServerJSON([]byte(tt.src))
			if err == nil {
				t.Fatalf("got no error, want one containing %q", tt.want)
			}
			if !strings.Contains(err.Error(), tt.want) {
				t.Errorf("got error %q, want it to contain %q", err, tt.want)
			}
		})
	}
}

// TestParseServerJSONKeepsWhatItCan feeds shapes that are odd but not wrong,
// which must come through rather than fail the server.
func TestParseServerJSONKeepsWhatItCan(t *testing.T) {
	for _, tt := range []struct {
		name, src string
		check     func(t *testing.T, s catalog.Server)
	}{
		{"unknown registry type", `{"name": "a/b", "packages": [{"registryType": "Cargo", "identifier": "b-mcp", "transport": {"type": "stdio"}}]}`,
			func(t *testing.T, s catalog.Server) {
				eq(t, "registryType", s.Packages[0].RegistryType, "cargo")
				eq(t, "identifier", s.Packages[0].Identifier, "b-mcp")
			}},
		{"missing transport", `{"name": "a/b", "packages": [{"registryType": "npm", "identifier": "b"}]}`,
			func(t *testing.T, s catalog.Server) {
				eq(t, "transport", s.Packages[0].Transport.Type, catalog.TransportStdio)
			}},
		{"package over http", `{"name": "a/b", "packages": [{"registryType": "npm", "identifier": "b", "transport": {"type": "streamable-http", "url": "http://localhost:{port}/mcp"}}]}`,
			func(t *testing.T, s catalog.Server) {
				eq(t, "transport", s.Packages[0].Transport.Type, catalog.TransportStreamableHTTP)
				eq(t, "url", s.Packages[0].Transport.URL, "http://localhost:{port}/mcp")
			}},
		{"remote without type", `{"name": "a/b", "remotes": [{"url": "https://b.example/mcp"}]}`,
			func(t *testing.T, s catalog.Server) {
				eq(t, "type", s.Remotes[0].Type, "")
				eq(t, "url", s.Remotes[0].URL, "https://b.example/mcp")
			}},
		{"remote transport alias", `{"name": "a/b", "remotes": [{"type": "HTTP", "url": "https://b.example/mcp"}]}`,
			func(t *testing.T, s catalog.Server) {
				eq(t, "type", s.Remotes[0].Type, catalog.TransportStreamableHTTP)
			}},
		{"headers as a map", `{"name": "a/b", "remotes": [{"type": "sse", "url": "https://b", "headers": {"X-B": "2", "X-A": "1"}}]}`,
			func(t *testing.T, s catalog.Server) {
				h := s.Remotes[0].Headers
				if len(h) != 2 || h[0] != (catalog.KeyValue{Name: "X-A", Value: "1"}) || h[1] != (catalog.KeyValue{Name: "X-B", Value: "2"}) {
					t.Errorf("got headers %+v, want X-A=1, X-B=2", h)
				}
			}},
		{"nulls and nameless entries", `{"name": "a/b", "title": null, "packages": [null, {"registryType": "npm", "environmentVariables": [{"description": "no name"}, null, {"name": "K"}]}]}`,
			func(t *testing.T, s catalog.Server) {
				if len(s.Packages) != 1 {
					t.Fatalf("got %d packages, want 1", len(s.Packages))
				}
				if env := s.Packages[0].Environment; len(env) != 1 || env[0].Name != "K" {
					t.Errorf("got environment %+v, want only K", env)
				}
			}},
		{"camelCase wins", `{"name": "a/b", "website_url": "https://old", "websiteUrl": "https://new"}`,
			func(t *testing.T, s catalog.Server) {
				eq(t, "websiteUrl", s.WebsiteURL, "https://new")
			}},
		{"empty repository", `{"name": "a/b", "repository": {}}`,
			func(t *testing.T, s catalog.Server) {
				if s.Repository != nil {
					t.Errorf("got repository %+v, want nil", s.Repository)
				}
			}},
		{"byte order mark", "\xef\xbb\xbf {\"name\": \" a/b \"}",
			func(t *testing.T, s catalog.Server) {
				eq(t, "name", s.Name, "a/b")
			}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			s, err := ParseServerJSON([]byte(tt.src))
			if err != nil {
				t.Fatalf("got error %v, want none", err)
			}
			tt.check(t, s)
		})
	}
}

func TestParseEntry(t *testing.T) {
	read := func(t *testing.T, name string) []byte {
		t.Helper()
		data, err := os.ReadFile(filepath.Join("testdata", name))
		if err != nil {
			t.Fatal(err)
		}
		return data
	}
	t.Run("current shape", func(t *testing.T) {
		e, err := ParseEntry(read(t, "entry-current.json"))
		if err != nil {
			t.Fatal(err)
		}
		eq(t, "name", e.Server.Name, "io.github.acme-labs/issue-tracker")
		eq(t, "status", e.Status, StatusDeprecated)
		eq(t, "statusMessage", e.StatusMessage, "Use io.github.acme-labs/tracker instead.")
		eq(t, "publishedAt", e.PublishedAt.Format("2006-01-02T15:04:05.000000Z07:00"), "2026-03-02T09:20:11.123456Z")
		eq(t, "updatedAt", e.UpdatedAt.Format("2006-01-02T15:04:05.0Z07:00"), "2026-05-01T08:00:00.5Z")
		eq(t, "statusChangedAt", e.StatusChangedAt.Format("2006-01-02"), "2026-05-01")
		if !e.IsLatest {
			t.Errorf("isLatest: got false, want true")
		}
		if !strings.Contains(string(e.Meta), "com.example.subregistry/ratings") {
			t.Errorf("got entry _meta %s, want the sub-registry namespace kept", e.Meta)
		}
		if e.Server.Meta != nil {
			t.Errorf("got server _meta %s, want none", e.Server.Meta)
		}
	})
	t.Run("legacy shape", func(t *testing.T) {
		e, err := ParseEntry(read(t, "entry-legacy.json"))
		if err != nil {
			t.Fatal(err)
		}
		eq(t, "name", e.Server.Name, "io.github.oldtimer/weather")
		eq(t, "version", e.Server.Version, "0.3.0")
		eq(t, "identifier", e.Server.Packages[0].Identifier, "weather-mcp")
		eq(t, "status", e.Status, StatusActive)
		eq(t, "updated_at", e.UpdatedAt.Format("2006-01-02T15:04:05Z07:00"), "2025-08-15T11:30:00Z")
		if e.IsLatest {
			t.Errorf("is_latest: got true, want false")
		}
	})
	for _, tt := range []struct {
		name, src, want string
	}{
		{"bad time", `{"server": {"name": "a/b"}, "_meta": {"io.modelcontextprotocol.registry/official": {"updatedAt": "yesterday"}}}`,
			`_meta["io.modelcontextprotocol.registry/official"].updatedAt: want an RFC 3339 time, got "yesterday"`},
		{"isLatest string", `{"server": {"name": "a/b"}, "_meta": {"io.modelcontextprotocol.registry/official": {"isLatest": "true"}}}`,
			`_meta["io.modelcontextprotocol.registry/official"].isLatest: want a boolean, got a string`},
		{"server not object", `{"server": "a/b"}`, "server: want an object, got a string"},
		{"no name", `{"server": {"title": "x"}}`, "server.name is missing"},
		{"package type", `{"server": {"name": "a/b", "packages": [{"registryType": false}]}}`,
			"server.packages[0].registryType: want a string, got a boolean"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			_, err := ParseEntry([]byte(tt.src))
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("got error %v, want one containing %q", err, tt.want)
			}
		})
	}
}

// FuzzParseServerJSON checks that no input panics the parser, that what it
// accepts has a name and no tools, and that it reads its own output back
// unchanged (so a stored server decodes to the same thing).
func FuzzParseServerJSON(f *testing.F) {
	for _, path := range serverFixtures(f) {
		data, err := os.ReadFile(path)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	f.Add([]byte(`{"name":"a/b","packages":[{"transport":{"headers":{"":"x"}}}],"remotes":[{"headers":[{"name":"h"}]}]}`))
	f.Add([]byte(`{"server":{"name":"a/b"}}`))
	f.Add([]byte(`{"name":"\ud800","_meta":{}}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := ParseServerJSON(data)
		if err != nil {
			return
		}
		if s.Name == "" {
			t.Fatalf("accepted %q with an empty name", data)
		}
		if s.Tools != nil {
			t.Fatalf("accepted %q with tools %v, want nil", data, s.Tools)
		}
		first, err := json.Marshal(s)
		if err != nil {
			t.Fatalf("encode %+v: %v", s, err)
		}
		again, err := ParseServerJSON(first)
		if err != nil {
			t.Fatalf("reading back %s: %v", first, err)
		}
		second, err := json.Marshal(again)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(first, second) {
			t.Fatalf("round trip changed the server:\n got %s\nwant %s", second, first)
		}
	})
}
