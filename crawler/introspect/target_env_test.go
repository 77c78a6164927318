package introspect

import (
	"slices"
	"strings"
	"testing"
)

func TestClientEnv(t *testing.T) {
	t.Setenv("HOME", "/home/ada")
	t.Setenv("USER", "ada")
	t.Setenv("SHELL", "() { :; }; echo pwned")
	t.Setenv("MCPSCAN_UNRELATED_SECRET", "s3cret")
	got := clientEnv(map[string]string{"API_KEY": "k", "USER": "override"})
	for _, want := range []string{"HOME=/home/ada", "API_KEY=k", "USER=override"} {
		if !slices.Contains(got, want) {
			t.Errorf("got %q, want %q in it", got, want)
		}
	}
	for _, e := range got {
		if strings.HasPrefix(e, "MCPSCAN_UNRELATED_SECRET=") || strings.HasPrefix(e, "SHELL=") || e == "USER=ada" {
			t.Errorf("got %q in the server's environment", e)
		}
	}
	clean := serverEnv(map[string]string{"API_KEY": "k"}, "/tmp/h")
	if !slices.Contains(clean, "HOME=/tmp/h") || slices.Contains(clean, "USER=ada") {
		t.Errorf("clean environment: got %q", clean)
	}
}
