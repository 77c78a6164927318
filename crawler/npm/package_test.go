package npm

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"os"
	"reflect"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/mcpscan/mcpscan/catalog"
)

// fakePackuments serves testdata/packument-<file>.json at the escaped path
// the registry uses, and 404 for anything else, recording request URIs.
type fakePackuments struct {
	mu   sync.Mutex
	uris []string
}

var packumentFiles = map[string]string{
	"/weather-mcp":       "weather-mcp",
	"/@acme%2fnotes-mcp": "acme-notes-mcp",
	"/gone-mcp":          "unpublished",
}

func (f *fakePackuments) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	f.mu.Lock()
	f.uris = append(f.uris, r.RequestURI)
	f.mu.Unlock()
	file, ok := packumentFiles[r.RequestURI]
	if !ok {
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(http.StatusNotFound)
		_, _ = w.Write([]byte(`{"error":"Not found"}`))
		return
	}
	http.ServeFile(w, r, "testdata/packument-"+file+".json")
}

func TestPackage(t *testing.T) {
	fake := &fakePackuments{}
	srv := httptest.NewServer(fake)
	defer srv.Close()
	c := New(srv.URL+"/", testHTTP())

	tests := []struct {
		name    string
		pkg     string
		wantURI string
		want    Package
	}{
		{
			name:    "unscoped, bin string, shorthand repository, mcpName",
			pkg:     "weather-mcp",
			wantURI: "/weather-mcp",
			want: Package{
				Name:         "weather-mcp",
				Version:      "2.3.1",
				Published:    time.Date(2026, 9, 14, 8, 12, 33, 506e6, time.UTC),
				Description:  "Forecasts and current conditions as MCP tools",
				Bin:          map[string]string{"weather-mcp": "dist/cli.js"},
				MCPName:      "io.github.skyfolk/weather-mcp",
				Repository:   "https://github.com/skyfolk/weather-mcp",
				Homepage:     "https://github.com/skyfolk/weather-mcp#readme",
				Keywords:     []string{"mcp", "weather", "modelcontextprotocol"},
				License:      "MIT",
				NodeEngine:   ">=20",
				Dependencies: map[string]string{"@modelcontextprotocol/sdk": "^1.20.1", "zod": "^3.25.0"},
			},
		},
		{
			name:    "scoped, bin map, repository object with directory, old license and keyword forms",
			pkg:     "@acme/notes-mcp",
			wantURI: "/@acme%2fnotes-mcp",
			want: Package{
				Name:                "@acme/notes-mcp",
				Version:             "0.9.0",
				Published:           time.Date(2026, 10, 2, 17, 45, 3, 771e6, time.UTC),
				Description:         "Read and write team notes from any MCP client",
				Bin:                 map[string]string{"notes-mcp": "bin/server.js", "notes-mcp-admin": "./bin/admin.js"},
				Repository:          "https://github.com/acme/mcp-servers",
				RepositoryDirectory: "packages/notes",
				Homepage:            "https://notes.acme.example",
				Keywords:            []string{"mcp", "notes"},
				License:             "Apache-2.0",
				NodeEngine:          "^20 || >=22",
				Dependencies:        map[string]string{"fastmcp": "^3.1.0"},
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := c.Package(context.Background(), tt.pkg)
			if err != nil {
				t.Fatalf("Package(%q): %v", tt.pkg, err)
			}
			if got.Readme == "" {
				t.Errorf("readme: got empty, want the package README")
			}
			got.Readme = ""
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("got  %+v\nwant %+v", got, tt.want)
			}
			if !got.IsMCPServer() {
				t.Errorf("IsMCPServer: got false, want true")
			}
			fake.mu.Lock()
			last := fake.uris[len(fake.uris)-1]
			fake.mu.Unlock()
			if last != tt.wantURI {
				t.Errorf("request URI: got %q, want %q", last, tt.wantURI)
			}
		})
	}
}

func TestPackageServer(t *testing.T) {
	srv := httptest.NewServer(&fakePackuments{})
	defer srv.Close()
	c := New(srv.URL, testHTTP())
	tests := []struct {
		pkg  string
		want catalog.Server
	}{
		{
			pkg: "weather-mcp",
			want: catalog.Server{
				Name:        "io.github.skyfolk/weather-mcp",
				Description: "Forecasts and current conditions as MCP tools",
				Version:     "2.3.1",
				Source:      catalog.SourceNPM,
				Repository:  &catalog.Repository{URL: "https://github.com/skyfolk/weather-mcp", Source: "github"},
				Packages: []catalog.Package{{
					RegistryType: "npm",
					Identifier:   "weather-mcp",
					Version:      "2.3.1",
					RuntimeHint:  "npx",
					Transport:    catalog.Transport{Type: catalog.TransportStdio},
					Environment: []catalog.EnvVariable{
						{Name: "WEATHER_API_KEY", Description: "API key from your forecast provider", IsRequired: true, IsSecret: true},
						{Name: "WEATHER_UNITS", Description: "metric (default) or imperial"},
					},
				}},
			},
		},
		{
			pkg: "@acme/notes-mcp",
			want: catalog.Server{
				Name:        "@acme/notes-mcp",
				Description: "Read and write team notes from any MCP client",
				Version:     "0.9.0",
				Source:      catalog.SourceNPM,
				WebsiteURL:  "https://notes.acme.example",
				Repository: &catalog.Repository{
					URL: "https://github.com/acme/mcp-servers", Source: "github", Subfolder: "packages/notes",
				},
				Packages: []catalog.Package{{
					RegistryType: "npm",
					Identifier:   "@acme/notes-mcp",
					Version:      "0.9.0",
					RuntimeHint:  "npx",
					Transport:    catalog.Transport{Type: catalog.TransportStdio},
					Environment: []catalog.EnvVariable{
						{Name: "NOTES_API_TOKEN", IsSecret: true},
						{Name: "NOTES_WORKSPACE"},
						{Name: "NOTES_READ_ONLY"},
					},
				}},
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.pkg, func(t *testing.T) {
			p, err := c.Package(context.Background(), tt.pkg)
			if err != nil {
				t.Fatal(err)
			}
			if got := p.Server(); !reflect.DeepEqual(got, tt.want) {
				t.Errorf("got  %+v\nwant %+v", got, tt.want)
			}
		})
	}
}

func TestPackageNotFound(t *testing.T) {
	srv := httptest.NewServer(&fakePackuments{})
	defer srv.Close()
	c := New(srv.URL, testHTTP())
	for _, name := range []string{"no-such-mcp", "@nobody/nothing", "gone-mcp"} {
		t.Run(name, func(t *testing.T) {
			_, err := c.Package(context.Background(), name)
			if !errors.Is(err, ErrNotFound) {
				t.Fatalf("got %v, want ErrNotFound", err)
			}
			if !strings.Contains(err.Error(), "package not found") || !strings.Contains(err.Error(), name) {
				t.Errorf("message %q: want it to say package not found and name %q", err, name)
			}
		})
	}
}

func TestPackageRetriesThenReads(t *testing.T) {
	var calls atomic.Int32
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if calls.Add(1) == 1 {
			w.Header().Set("Retry-After", "1")
			w.WriteHeader(http.StatusTooManyRequests)
			return
		}
		http.ServeFile(w, r, "testdata/packument-weather-mcp.json")
	}))
	defer srv.Close()
	p, err := New(srv.URL, testHTTP()).Package(context.Background(), "weather-mcp")
	if err != nil || p.Version != "2.3.1" || calls.Load() != 2 {
		t.Errorf("got version %q, err %v after %d calls, want 2.3.1 after 2", p.Version, err, calls.Load())
	}
}

func TestEscapeName(t *testing.T) {
	tests := []struct {
		name, want string
		wantErr    bool
	}{
		{name: "weather-mcp", want: "weather-mcp"},
		{name: "@acme/notes-mcp", want: "@acme%2fnotes-mcp"},
		{name: "@modelcontextprotocol/server-filesystem", want: "@modelcontextprotocol%2fserver-filesystem"},
		{name: "", wantErr: true},
		{name: "a/b", wantErr: true},
		{name: "@scope", wantErr: true},
		{name: "@scope/", wantErr: true},
		{name: "@a/b/c", wantErr: true},
		{name: "..", wantErr: true},
		{name: "@a/..", wantErr: true},
		{name: "has space", wantErr: true},
		{name: "q?x=1", wantErr: true},
		{name: "pct%2f", wantErr: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := escapeName(tt.name)
			if (err != nil) != tt.wantErr || got != tt.want {
				t.Errorf("got %q, %v; want %q, error %v", got, err, tt.want, tt.wantErr)
			}
		})
	}
}

func TestPackageRejectsBadNamesWithoutARequest(t *testing.T) {
	var calls atomic.Int32
	srv := httptest.NewServer(http.HandlerFunc(func(http.ResponseWriter, *http.Request) { calls.Add(1) }))
	defer srv.Close()
	_, err := New(srv.URL, testHTTP()).Package(context.Background(), "../etc")
	if err == nil || !strings.Contains(err.Error(), "invalid package name") || calls.Load() != 0 {
		t.Errorf("got %v after %d requests, want an invalid-name error and no request", err, calls.Load())
	}
}

func TestNormaliseRepo(t *testing.T) {
	tests := []struct{ in, wantURL, wantSub string }{
		{"git+https://github.com/owner/repo.git", "https://github.com/owner/repo", ""},
		{"https://github.com/owner/repo", "https://github.com/owner/repo", ""},
		{"http://www.github.com/owner/repo/", "https://github.com/owner/repo", ""},
		{"github:owner/repo", "https://github.com/owner/repo", ""},
		{"owner/repo", "https://github.com/owner/repo", ""},
		{"github.com/owner/repo", "https://github.com/owner/repo", ""},
		{"gitlab:group/project", "https://gitlab.com/group/project", ""},
		{"bitbucket:team/repo", "https://bitbucket.org/team/repo", ""},
		{"git@github.com:owner/repo.git", "https://github.com/owner/repo", ""},
		{"git+ssh://git@github.com/owner/repo.git", "https://github.com/owner/repo", ""},
		{"git://github.com/owner/repo.git", "https://github.com/owner/repo", ""},
		{"https://github.com/owner/repo.git#main", "https://github.com/owner/repo", ""},
		{"https://github.com/owner/mono/tree/main/packages/srv", "https://github.com/owner/mono", "packages/srv"},
		{"https://gitlab.com/group/sub/project.git", "https://gitlab.com/group/sub/project", ""},
		{"https://user:pw@git.example.com/x/y.git", "https://git.example.com/x/y", ""},
		{"", "", ""},
		{"not a url", "", ""},
		{"file:///home/me/repo", "", ""},
		{"javascript:alert(1)", "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			gotURL, gotSub := normaliseRepo(tt.in)
			if gotURL != tt.wantURL || gotSub != tt.wantSub {
				t.Errorf("got %q, %q; want %q, %q", gotURL, gotSub, tt.wantURL, tt.wantSub)
			}
		})
	}
}

func TestIsMCPServer(t *testing.T) {
	tests := []struct {
		name string
		p    Package
		want bool
	}{
		{"mcpName only", Package{MCPName: "io.github.a/b"}, true},
		{"official SDK", Package{Dependencies: map[string]string{"@modelcontextprotocol/sdk": "^1"}}, true},
		{"framework as peer", Package{PeerDependencies: map[string]string{"fastmcp": "*"}}, true},
		{"unrelated", Package{Dependencies: map[string]string{"express": "^5"}, Keywords: []string{"mcp"}}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.p.IsMCPServer(); got != tt.want {
				t.Errorf("got %v, want %v", got, tt.want)
			}
		})
	}
}

func TestLenientManifestFields(t *testing.T) {
	// Fields old packages spell oddly must not lose the package.
	raw, err := os.ReadFile("testdata/packument-weather-mcp.json")
	if err != nil {
		t.Fatal(err)
	}
	odd := strings.Replace(string(raw), `"engines": {"node": ">=20"}`, `"engines": ["node >= 0.8"]`, 1)
	odd = strings.Replace(odd, `"license": "MIT",
      "engines"`, `"licenses": [{"type": "MIT"}, {"type": "GPL-2.0"}],
      "engines"`, 1)
	odd = strings.Replace(odd, `"homepage": "https://github.com/skyfolk/weather-mcp#readme",
      "keywords"`, `"homepage": ["x"],
      "keywords"`, 1)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		_, _ = w.Write([]byte(odd))
	}))
	defer srv.Close()
	p, err := New(srv.URL, testHTTP()).Package(context.Background(), "weather-mcp")
	if err != nil {
		t.Fatal(err)
	}
	if p.NodeEngine != "" || p.License != "(MIT OR GPL-2.0)" || p.Homepage != "" || p.Version != "2.3.1" {
		t.Errorf("got engine %q, license %q, homepage %q, version %q; want \"\", (MIT OR GPL-2.0), \"\", 2.3.1",
			p.NodeEngine, p.License, p.Homepage, p.Version)
	}
}
