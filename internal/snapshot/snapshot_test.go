package snapshot

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/mcpscan/mcpscan/catalog"
	"github.com/mcpscan/mcpscan/crawler"
)

// TestFiles checks every dump on its own: it decodes to one named npm server
// with tools, sits under the name the crawler gives it, and re-encodes to
// exactly its own bytes. The last check is the strong one: a file the
// crawler wrote round-trips byte for byte, while a hand edit (reindented
// JSON, a reordered member, a schema retyped) almost never does.
func TestFiles(t *testing.T) {
	names, err := Files()
	if err != nil {
		t.Fatal(err)
	}
	if len(names) == 0 {
		t.Fatal("got no embedded dumps, want the crawled servers")
	}
	for _, name := range names {
		t.Run(name, func(t *testing.T) {
			raw, err := Raw(name)
			if err != nil {
				t.Fatal(err)
			}
			srv, err := decodeFile(name)
			if err != nil {
				t.Fatal(err)
			}
			if got, want := name, crawler.DumpFileName(srv.Name); got != want {
				t.Errorf("file name: got %q, want %q (the crawler's name for %q)", got, want, srv.Name)
			}
			if got, want := recordedSource(t, raw), string(catalog.SourceNPM); got != want {
				t.Errorf("server.source: got %q, want %q", got, want)
			}
			if len(srv.Tools) == 0 {
				t.Error("got 0 tools, want at least 1: a server that lists nothing is no catalogue entry")
			}
			if len(srv.Packages) != 1 || srv.Packages[0].RegistryType != "npm" || srv.Packages[0].Identifier == "" {
				t.Errorf("packages: got %+v, want one npm package", srv.Packages)
			}
			for _, tool := range srv.Tools {
				checkSchema(t, tool.Name, "inputSchema", tool.InputSchema)
				checkSchema(t, tool.Name, "outputSchema", tool.OutputSchema)
			}
			again, err := crawler.EncodeDump(srv)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(again, raw) {
				t.Errorf("re-encoded dump differs from the file (%d bytes, want %d): the file is not as the crawler wrote it", len(again), len(raw))
			}
		})
	}
}

// recordedSource reads server.source as written in the file, since the
// decoder replaces it.
func recordedSource(t *testing.T, raw []byte) string {
	t.Helper()
	var doc struct {
		Server struct {
			Source string `json:"source"`
		} `json:"server"`
	}
	if err := json.Unmarshal(raw, &doc); err != nil {
		t.Fatal(err)
	}
	return doc.Server.Source
}

// checkSchema wants a schema, when present, to be valid JSON and an object
// or a boolean, as JSON Schema allows.
func checkSchema(t *testing.T, tool, field string, raw json.RawMessage) {
	t.Helper()
	if len(raw) == 0 {
		return
	}
	if !json.Valid(raw) {
		t.Errorf("tool %q: %s is not valid JSON", tool, field)
		return
	}
	if k := catalog.JSONKind(raw); k != "an object" && k != "a boolean" {
		t.Errorf("tool %q: %s: got %s, want an object or a boolean", tool, field, k)
	}
}

func TestServers(t *testing.T) {
	servers, err := Servers()
	if err != nil {
		t.Fatal(err)
	}
	names, err := Files()
	if err != nil {
		t.Fatal(err)
	}
	if got, want := len(servers), len(names); got != want {
		t.Fatalf("got %d servers, want %d (one per file)", got, want)
	}
	for i, s := range servers {
		if s.Source != catalog.SourceNPM {
			t.Errorf("%s: source: got %q, want %q", s.Name, s.Source, catalog.SourceNPM)
		}
		if i > 0 && servers[i-1].Name >= s.Name {
			t.Errorf("order: got %q after %q, want names strictly ascending", s.Name, servers[i-1].Name)
		}
	}

	// Callers own what they get: changing one result leaves the next alone.
	servers[0].Tools = nil
	again, err := Servers()
	if err != nil {
		t.Fatal(err)
	}
	if len(again[0].Tools) == 0 {
		t.Error("a second Servers() saw the first caller's change, want a fresh decode")
	}

	nServers, nTools, err := Count()
	if err != nil {
		t.Fatal(err)
	}
	wantTools := 0
	for _, s := range again {
		wantTools += len(s.Tools)
	}
	if nServers != len(again) || nTools != wantTools {
		t.Errorf("Count: got %d servers, %d tools, want %d, %d", nServers, nTools, len(again), wantTools)
	}
}

// row is one line of the README's table of crawled servers.
type row struct {
	pkg, version, server string
	tools                int
}

var (
	rowRe    = regexp.MustCompile("^\\| `([^`]+)` \\| ([^ |]+) \\| `([^`]+)` \\| ([0-9]+) \\|$")
	totalRe  = regexp.MustCompile(`\*\*([0-9]+) servers\*\* with \*\*([0-9]+) tools\*\*`)
	dateRe   = regexp.MustCompile(`crawled on \*\*([0-9-]+)\*\*`)
	headerRe = regexp.MustCompile(`^## Servers\b`)
)

// readme reads the provenance table and its totals from README.md.
func readme(t *testing.T) (rows []row, servers, tools int, date string) {
	t.Helper()
	data, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	if m := totalRe.FindSubmatch(data); m != nil {
		servers, _ = strconv.Atoi(string(m[1]))
		tools, _ = strconv.Atoi(string(m[2]))
	}
	if m := dateRe.FindSubmatch(data); m != nil {
		date = string(m[1])
	}
	in := false
	sc := bufio.NewScanner(bytes.NewReader(data))
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "## ") {
			in = headerRe.MatchString(line)
			continue
		}
		if !in {
			continue
		}
		if m := rowRe.FindStringSubmatch(line); m != nil {
			n, _ := strconv.Atoi(m[4])
			rows = append(rows, row{pkg: m[1], version: m[2], server: m[3], tools: n})
		}
	}
	return rows, servers, tools, date
}

// TestReadme keeps the provenance honest: the table lists exactly the
// embedded servers, each with its package, version and tool count, and the
// stated totals and date are the real ones.
func TestReadme(t *testing.T) {
	servers, err := Servers()
	if err != nil {
		t.Fatal(err)
	}
	rows, nServers, nTools, date := readme(t)
	if date != Date {
		t.Errorf("README date: got %q, want %q", date, Date)
	}
	want := make(map[string]row, len(servers))
	total := 0
	for _, s := range servers {
		want[s.Name] = row{pkg: s.Packages[0].Identifier, version: s.Packages[0].Version, server: s.Name, tools: len(s.Tools)}
		total += len(s.Tools)
	}
	if nServers != len(servers) || nTools != total {
		t.Errorf("README totals: got %d servers with %d tools, want %d with %d", nServers, nTools, len(servers), total)
	}
	if len(rows) != len(servers) {
		t.Errorf("README table: got %d rows, want %d (one per server)", len(rows), len(servers))
	}
	seen := map[string]bool{}
	for _, r := range rows {
		if seen[r.server] {
			t.Errorf("README table: %q listed twice", r.server)
		}
		seen[r.server] = true
		w, ok := want[r.server]
		if !ok {
			t.Errorf("README table: %q has no dump", r.server)
			continue
		}
		if r != w {
			t.Errorf("README row for %q: got %s, want %s", r.server, r, w)
		}
	}
	for name := range want {
		if !seen[name] {
			t.Errorf("README table: %q is missing", name)
		}
	}
}

func (r row) String() string {
	return fmt.Sprintf("%s@%s, %d tools", r.pkg, r.version, r.tools)
}

// BenchmarkServers measures decoding the whole snapshot, which `up` pays once
// at start.
func BenchmarkServers(b *testing.B) {
	size := 0
	names, err := Files()
	if err != nil {
		b.Fatal(err)
	}
	for _, n := range names {
		raw, err := Raw(n)
		if err != nil {
			b.Fatal(err)
		}
		size += len(raw)
	}
	b.SetBytes(int64(size))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Servers(); err != nil {
			b.Fatal(err)
		}
	}
}
