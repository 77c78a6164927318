package cli

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Server names come from the dumps and configs being read; policy
// generate turns each into a file name in -o. A name must not write
// outside -o, and two servers must never share one policy file: on a
// case-insensitive file system "Foo" and "foo" are one file, and the
// second policy would silently stand in for the first.
func TestPolicyGenerateServerNames(t *testing.T) {
	tests := []struct {
		name     string
		servers  []string
		wantCode int
		wantErr  string   // in stderr
		wantOut  []string // files in -o
	}{
		{"names differing only in case", []string{"Foo", "foo"}, 2, "would both be written", nil},
		{"names differing in a character dropped from file names", []string{"a/b", "a_b"}, 2, "would both be written", nil},
		{"a traversal stays in the directory", []string{"../x"}, 0, "", []string{"x.policy.json"}},
		{"an absolute path stays in the directory", []string{"/abs/evil"}, 0, "", []string{"abs_evil.policy.json"}},
		{"a NUL is no file-name end", []string{"a\x00b"}, 0, "", []string{"a_b.policy.json"}},
		{"a name too long for a file", []string{strings.Repeat("a", 300)}, 2, "too long", nil},
		{"a Windows device name", []string{"ok", "con"}, 2, "Windows device name", nil},
		{"a Windows device name in upper case", []string{"NUL"}, 2, "Windows device name", nil},
		{"a Windows device name with an extension", []string{"com1.server"}, 2, "Windows device name", nil},
		{"a Windows device name after a dropped character", []string{"@lpt9"}, 2, "Windows device name", nil},
		{"a name that starts like a device", []string{"console"}, 0, "", []string{"console.policy.json"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			in, out := t.TempDir(), filepath.Join(t.TempDir(), "policies")
			for i, s := range tt.servers {
				data, err := json.Marshal(map[string]any{"server": s, "tools": []map[string]any{
					{"name": "get_item", "description": "Reads one item.", "inputSchema": map[string]any{"type": "object"}}}})
				if err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(filepath.Join(in, fmt.Sprintf("s%d.json", i)), data, 0o600); err != nil {
					t.Fatal(err)
				}
			}
			code, _, stderr := run(t, "--db", filepath.Join(t.TempDir(), "db"), "policy", "generate", in, "-o", out, "--no-cache")
			if code != tt.wantCode || !strings.Contains(stderr, tt.wantErr) {
				t.Fatalf("got exit %d, stderr %q; want exit %d and %q", code, stderr, tt.wantCode, tt.wantErr)
			}
			var got []string
			entries, _ := os.ReadDir(out)
			for _, e := range entries {
				got = append(got, e.Name())
			}
			if strings.Join(got, ",") != strings.Join(tt.wantOut, ",") {
				t.Errorf("files written: got %q, want %q", got, tt.wantOut)
			}
			parent, _ := os.ReadDir(filepath.Dir(out))
			if len(parent) != 1 {
				t.Errorf("files beside -o: got %d entries, want only the policies directory", len(parent))
			}
		})
	}
}
