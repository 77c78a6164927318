package oauth

import (
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"
)

func TestStore(t *testing.T) {
	path := filepath.Join(t.TempDir(), "sub", "oauth.json")
	s := NewStore(path)
	put := func(issuer, resource string) {
		t.Helper()
		if err := s.Put(StoredToken{Issuer: issuer, Resource: resource, AccessToken: "at-" + resource, Updated: time.Now()}); err != nil {
			t.Fatalf("put: %v", err)
		}
	}
	put("https://as.example", "https://x.example")
	put("https://as.example", "https://x.example/mcp")
	put("https://as.example", "https://x.example/mcp") // replaces
	put("https://other.example", "https://y.example/mcp")

	if runtime.GOOS != "windows" {
		st, err := os.Stat(path)
		if err != nil || st.Mode().Perm() != 0o600 {
			t.Fatalf("got mode %v (%v), want 0600", st.Mode().Perm(), err)
		}
	}
	tests := []struct {
		server string
		want   string // the resource found, "" for none
	}{
		{"https://x.example/mcp", "https://x.example/mcp"},
		{"https://x.example/other", "https://x.example"},
		{"https://y.example/mcp", "https://y.example/mcp"},
		{"https://z.example/mcp", ""},
	}
	for _, tt := range tests {
		t.Run(tt.server, func(t *testing.T) {
			got, ok, err := s.Find(tt.server)
			if err != nil || ok != (tt.want != "") || got.Resource != tt.want {
				t.Errorf("got %q %v %v, want %q", got.Resource, ok, err, tt.want)
			}
		})
	}
	toks, _ := s.List()
	if len(toks) != 3 {
		t.Errorf("got %d tokens, want 3", len(toks))
	}
	gone, err := s.Remove("https://x.example/mcp", true)
	if err != nil || len(gone) != 2 {
		t.Errorf("remove: got %d gone, %v, want 2", len(gone), err)
	}
}

func TestStoreRefusesAFileOthersCanRead(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("file modes are not Unix modes on Windows")
	}
	path := filepath.Join(t.TempDir(), "oauth.json")
	if err := os.WriteFile(path, []byte(`{"version":1,"tokens":[]}`), 0o644); err != nil {
		t.Fatal(err)
	}
	_, err := NewStore(path).List()
	if !errors.Is(err, ErrStorePermissions) || !strings.Contains(err.Error(), "chmod 600") {
		t.Errorf("got %v, want %v with the fix", err, ErrStorePermissions)
	}
}
