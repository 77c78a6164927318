package oauth

import (
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"
)

// $BROWSER is run without a shell, with the URL as its argument or in
// place of %s; a command that cannot start gives way to the next.
func TestOpenWith(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("the test browser is a shell script")
	}
	dir := t.TempDir()
	script := filepath.Join(dir, "browser")
	out := filepath.Join(dir, "opened")
	if err := os.WriteFile(script, []byte("#!/bin/sh\nprintf '%s|' \"$@\" > "+out+"\n"), 0o700); err != nil {
		t.Fatal(err)
	}
	const u = "https://as.example/authorize?a=1&b=$(touch /tmp/x);"
	tests := []struct {
		name    string
		env     string
		want    string
		wantErr bool
	}{
		{name: "the URL as the last argument", env: script, want: u + "|"},
		{name: "the URL in place of %s", env: script + " --url=%s --new", want: "--url=" + u + "|--new|"},
		{name: "a missing command gives way to the next", env: filepath.Join(dir, "missing") + ":" + script, want: u + "|"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_ = os.Remove(out)
			if err := openWith(t.Context(), tt.env, "linux", u); err != nil {
				t.Fatalf("open: %v", err)
			}
			var got []byte
			for deadline := time.Now().Add(5 * time.Second); time.Now().Before(deadline); time.Sleep(10 * time.Millisecond) {
				if b, err := os.ReadFile(out); err == nil && strings.HasSuffix(string(b), "|") {
					got = b
					break
				}
			}
			if string(got) != tt.want {
				t.Errorf("got arguments %q, want %q", got, tt.want)
			}
		})
	}
}
