package cli

import (
	"bytes"
	"context"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"
)

func TestSiteBuild(t *testing.T) {
	tmp := t.TempDir()
	db := filepath.Join(tmp, "reg.db")
	if code, _, errOut := run(t, "crawl", "--db", db, "../../examples/demo-server.json", "../../classifier/testdata/corpus/servers"); code != ExitOK {
		t.Fatalf("crawl: exit %d: %s", code, errOut)
	}
	out := filepath.Join(tmp, "public")
	steps := []struct {
		name       string
		extra      []string
		wantStdout []string
	}{
		{"first build classifies and writes everything", nil, []string{"45 servers, 599 tools (599 classified now, 45 policies written)", "0 unchanged, 0 removed"}},
		// 719: every page and file of the 45 servers, the risk feed among them.
		{"rebuild renders nothing", nil, []string{"(0 classified now, 0 policies written)", "unchanged since its last build (719 files"}},
		{"forced rebuild renders and writes nothing", []string{"--force"}, []string{"(0 written, 719 unchanged, 0 removed)"}},
	}
	for _, st := range steps {
		t.Run(st.name, func(t *testing.T) {
			code, stdout, errOut := run(t, append([]string{"--db", db, "site", "build", "-o", out}, st.extra...)...)
			if code != ExitOK {
				t.Fatalf("exit %d: %s", code, errOut)
			}
			for _, w := range st.wantStdout {
				if !strings.Contains(stdout, w) {
					t.Errorf("stdout %q: want %q", stdout, w)
				}
			}
		})
	}
	page, err := os.ReadFile(filepath.Join(out, "tools", "demo-workspace", "execute_code", "index.html"))
	if err != nil || !bytes.Contains(page, []byte("execute_code_rate")) || !bytes.Contains(page, []byte(">High</a>")) {
		t.Errorf("execute_code page: %v, want High with its policy snippet", err)
	}

	foreign := filepath.Join(tmp, "foreign")
	if err := os.MkdirAll(foreign, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(foreign, "keep.txt"), []byte("mine"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		name string
		args []string
		want string
	}{
		{"foreign directory", []string{"--db", db, "site", "build", "-o", foreign}, "refusing to build"},
		{"serve a directory that is no site", []string{"--db", db, "site", "serve", "--dir", foreign}, "not a built site"},
		{"bad rules", []string{"--db", db, "site", "build", "-o", out, "--rules", filepath.Join(tmp, "nope.json")}, "--rules"},
		{"arguments", []string{"--db", db, "site", "build", "extra"}, "unknown command"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			code, _, errOut := run(t, tt.args...)
			if code != ExitUsage || !strings.Contains(errOut, tt.want) {
				t.Errorf("got exit %d %q, want %d with %q", code, errOut, ExitUsage, tt.want)
			}
		})
	}
	if _, err := os.Stat(filepath.Join(foreign, "keep.txt")); err != nil {
		t.Errorf("the foreign directory was touched: %v", err)
	}
}

func TestSiteServeBuildsAndServes(t *testing.T) {
	db := filepath.Join(t.TempDir(), "reg.db")
	if code, _, errOut := run(t, "crawl", "--db", db, "../../examples/demo-server.json"); code != ExitOK {
		t.Fatalf("crawl: exit %d: %s", code, errOut)
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var outBuf, errBuf bytes.Buffer
	stdout, stderr := &syncWriter{w: &outBuf}, &syncWriter{w: &errBuf}
	read := func(w *syncWriter, b *bytes.Buffer) string {
		w.mu.Lock()
		defer w.mu.Unlock()
		return b.String()
	}
	done := make(chan int, 1)
	go func() {
		done <- Run(ctx, []string{"--db", db, "site", "serve", "--addr", "127.0.0.1:0"}, stdout, stderr)
	}()

	addr := regexp.MustCompile(`serving (\S+) at (http://127\.0\.0\.1:\d+)/`)
	var m []string
	for deadline := time.Now().Add(60 * time.Second); m == nil; {
		if m = addr.FindStringSubmatch(read(stdout, &outBuf)); m != nil {
			break
		}
		select {
		case code := <-done:
			t.Fatalf("serve exited %d before serving: %s", code, read(stderr, &errBuf))
		case <-time.After(20 * time.Millisecond):
		}
		if time.Now().After(deadline) {
			t.Fatalf("serve did not start: %q %q", read(stdout, &outBuf), read(stderr, &errBuf))
		}
	}
	builtDir, base := m[1], m[2]
	for _, tt := range []struct{ path, want string }{
		{"/", `id="count-tools">6<`},
		{"/v0.1/servers", `"io.mcpscan/risk"`},
		{"/policies/demo-workspace.policy.json", `"execute_code_rate"`},
	} {
		req, _ := http.NewRequestWithContext(ctx, http.MethodGet, base+tt.path, nil)
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(resp.Body)
		_ = resp.Body.Close()
		if resp.StatusCode != http.StatusOK || !strings.Contains(string(body), tt.want) {
			t.Errorf("GET %s: %s, want 200 with %q", tt.path, resp.Status, tt.want)
		}
	}
	cancel()
	select {
	case code := <-done:
		if code != ExitOK {
			t.Errorf("serve after cancel: exit %d: %s", code, read(stderr, &errBuf))
		}
	case <-time.After(10 * time.Second):
		t.Fatal("serve did not stop")
	}
	if _, err := os.Stat(builtDir); !os.IsNotExist(err) {
		t.Errorf("the temporary site %s was left behind (%v)", builtDir, err)
	}
}
