package clientconfig

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestParseEnvFile(t *testing.T) {
	for _, tt := range []struct {
		name, in string
		want     map[string]string
		err      string
	}{
		{"plain", "A=1\nB = two words \n", map[string]string{"A": "1", "B": "two words"}, ""},
		{"comments and blanks", "# c\n\nA=1 # note\nexport B=x\n", map[string]string{"A": "1", "B": "x"}, ""},
		{"single quotes keep everything", `A='a # b \n'`, map[string]string{"A": `a # b \n`}, ""},
		{"double quotes escape", `A="line\nnext \"q\" \\"`, map[string]string{"A": "line\nnext \"q\" \\"}, ""},
		{"empty value", "A=\nB=''", map[string]string{"A": "", "B": ""}, ""},
		{"later wins", "A=1\nA=2", map[string]string{"A": "2"}, ""},
		{"bom", "\xef\xbb\xbfA=1", map[string]string{"A": "1"}, ""},
		{"no equals", "A=1\nnonsense\n", nil, "line 2"},
		{"bad name", "1A=x", nil, "line 1"},
		{"unterminated", `A="open`, nil, "unterminated"},
		{"trailing text", `A="x" y`, nil, "after the closing quote"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			got, err := ParseEnvFile([]byte(tt.in))
			if tt.err != "" {
				if err == nil || !strings.Contains(err.Error(), tt.err) {
					t.Fatalf("got %v, %v; want an error with %q", got, err, tt.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if len(got) != len(tt.want) {
				t.Fatalf("got %q, want %q", got, tt.want)
			}
			for k, v := range tt.want {
				if got[k] != v {
					t.Errorf("%s: got %q, want %q", k, got[k], v)
				}
			}
		})
	}
}

func TestReadEnvFileRefusesWhatIsNotAFile(t *testing.T) {
	dir := t.TempDir()
	if _, err := ReadEnvFile(dir); err == nil {
		t.Error("a directory was read as an envFile")
	}
	if _, err := ReadEnvFile(filepath.Join(dir, "missing")); err == nil {
		t.Error("a missing envFile was read")
	}
	big := filepath.Join(dir, "big.env")
	if err := os.WriteFile(big, []byte("A="+strings.Repeat("x", maxEnvFile)), 0o600); err != nil {
		t.Fatal(err)
	}
	if _, err := ReadEnvFile(big); err == nil || !strings.Contains(err.Error(), "over") {
		t.Errorf("an oversized envFile: got %v", err)
	}
	secret := filepath.Join(dir, "s.env")
	if err := os.WriteFile(secret, []byte("TOKEN=hunter2\nbroken hunter2"), 0o600); err != nil {
		t.Fatal(err)
	}
	if _, err := ReadEnvFile(secret); err == nil || strings.Contains(err.Error(), "hunter2") {
		t.Errorf("got %v, want an error that does not show a value", err)
	}
}

func FuzzParseEnvFile(f *testing.F) {
	for _, s := range []string{"A=1", `A="x\"y"`, "A='q'", "# c\nexport B=2 # n", "A=\"", "=", "\xef\xbb\xbf"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		env, err := ParseEnvFile(data)
		if err != nil {
			return
		}
		for k := range env {
			if !envName.MatchString(k) {
				t.Fatalf("accepted name %q", k)
			}
		}
	})
}

func TestInputEnvName(t *testing.T) {
	for in, want := range map[string]string{
		"api-key":    "MCPSCAN_INPUT_API_KEY",
		"GitHub.PAT": "MCPSCAN_INPUT_GITHUB_PAT",
		"clé":        "MCPSCAN_INPUT_CL_",
		"":           "MCPSCAN_INPUT_",
	} {
		if got := InputEnvName(in); got != want {
			t.Errorf("InputEnvName(%q) = %q, want %q", in, got, want)
		}
	}
}
