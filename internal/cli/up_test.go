package cli

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"io/fs"
	"net/http"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/mcpscan/mcpscan/internal/snapshot"
	"github.com/mcpscan/mcpscan/policy"
	"github.com/mcpscan/mcpscan/registry"
)

// The README's first command, end to end on the embedded snapshot: the
// registry holds every server, classified, each with its policy, and the
// site it serves answers.
func TestUpServesTheSnapshotCatalogue(t *testing.T) {
	dir := t.TempDir()
	db, out := filepath.Join(dir, "registry.db"), filepath.Join(dir, "site")
	want, err := snapshot.Servers()
	if err != nil {
		t.Fatal(err)
	}

	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan int, 1)
	stdout := &syncWriter{w: &bytes.Buffer{}}
	errb := &syncWriter{w: &bytes.Buffer{}}
	go func() {
		done <- Run(ctx, []string{"--db", db, "up", "--out", out, "--addr", "127.0.0.1:0"}, stdout, errb)
	}()
	urlRE := regexp.MustCompile(`serving the catalogue at (http://\S+/)`)
	var base string
	deadline := time.Now().Add(3 * time.Minute) // 291 servers, under the race detector on a slow machine
	for base == "" {
		if m := urlRE.FindStringSubmatch(stdout.String()); m != nil {
			base = m[1]
		}
		select {
		case code := <-done:
			t.Fatalf("up exited %d before serving:\n%s\n%s", code, stdout.String(), errb.String())
		default:
		}
		if time.Now().After(deadline) {
			t.Fatalf("up did not serve in time:\n%s\n%s", stdout.String(), errb.String())
		}
		time.Sleep(20 * time.Millisecond)
	}
	for _, w := range []string{fmt.Sprintf("snapshot of %s: %d servers", snapshot.Date, len(want)), "classified now", "ready in"} {
		if !strings.Contains(stdout.String(), w) {
			t.Errorf("progress lacks %q:\n%s", w, stdout.String())
		}
	}

	get := func(path string) (int, string) {
		t.Helper()
		req, _ := http.NewRequestWithContext(ctx, http.MethodGet, base+strings.TrimPrefix(path, "/"), nil)
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer func() { _ = resp.Body.Close() }()
		b, _ := io.ReadAll(resp.Body)
		return resp.StatusCode, string(b)
	}
	tools := 0
	for _, s := range want {
		tools += len(s.Tools)
	}
	if code, body := get("/"); code != http.StatusOK || !strings.Contains(body, fmt.Sprint(len(want))) || !strings.Contains(body, fmt.Sprint(tools)) {
		t.Errorf("home: %d, want the counts %d servers and %d tools", code, len(want), tools)
	}
	// Every server has a stored policy that parses and is served.
	store, err := registry.Open(ctx, db)
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = store.Close() }()
	stats, err := store.Stats(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if stats.Servers != len(want) {
		t.Errorf("registry holds %d servers, want %d", stats.Servers, len(want))
	}
	code, body := get("/v0.1/servers/index.json")
	if code != http.StatusOK {
		t.Fatalf("API: %d", code)
	}
	var page struct {
		Servers []struct {
			Server struct {
				Name string `json:"name"`
			} `json:"server"`
			Meta map[string]json.RawMessage `json:"_meta"`
		} `json:"servers"`
	}
	if err := json.Unmarshal([]byte(body), &page); err != nil || len(page.Servers) == 0 {
		t.Fatalf("API page: %v\n%.300s", err, body)
	}
	if _, ok := page.Servers[0].Meta["io.mcpscan/risk"]; !ok {
		t.Errorf("API entry lacks the risk data: %.300s", body)
	}
	policies, err := filepath.Glob(filepath.Join(out, "policies", "*.policy.json"))
	if err != nil || len(policies) != len(want) {
		t.Fatalf("%d policy files, want %d (%v)", len(policies), len(want), err)
	}
	code, body = get("/policies/" + filepath.Base(policies[0]))
	if code != http.StatusOK {
		t.Fatalf("policy file: %d", code)
	}
	if _, err := policy.Parse([]byte(body)); err != nil {
		t.Errorf("served policy does not parse: %v", err)
	}
	cancel()
	if code := <-done; code != ExitOK {
		t.Errorf("up exited %d: %s", code, errb.String())
	}

	// The page budget holds on real servers too, the largest included
	// (the search index is the one file allowed to grow with the catalogue).
	err = filepath.WalkDir(out, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || (filepath.Ext(path) != ".html" && filepath.Ext(path) != ".js") ||
			path == filepath.Join(out, "search", "index.js") {
			return err
		}
		if info, err := d.Info(); err == nil && info.Size() > 200<<10 {
			t.Errorf("%s is %d KB, over the 200 KB budget", path, info.Size()>>10)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}

	// Again: nothing unchanged is recomputed or rewritten.
	code, stdoutText, errText := run(t, "--db", db, "up", "--out", out, "--no-serve")
	if code != ExitOK {
		t.Fatalf("second run: exit %d: %s", code, errText)
	}
	for _, w := range []string{"already in the registry", "(0 classified now, 0 policies written)", "unchanged since its last build"} {
		if !strings.Contains(stdoutText, w) {
			t.Errorf("second run lacks %q:\n%s", w, stdoutText)
		}
	}
}
