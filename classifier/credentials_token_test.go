package classifier

import (
	"strings"
	"testing"
)

// plainCredentialToken is credentialToken without the pass that looks for
// its strings first.
func plainCredentialToken(tok string) bool { return hasPathByte(tok) && credentialPath(tok) }

// TestCredentialTokenGateSound reads every word of every corpus
// definition's texts, as credentialMention and the @credpath test read
// them, with credentialToken and with its plain form: the pass before the
// searches may only turn away a word the searches would.
func TestCredentialTokenGateSound(t *testing.T) {
	words, found := 0, 0
	for _, tool := range allCorpusTools(t) {
		for _, text := range []string{tool.Name, tool.Description, string(tool.InputSchema), string(tool.OutputSchema)} {
			for w := range strings.FieldsSeq(toLower(text)) {
				w, _ = trimPathPunct(w)
				words++
				got, want := credentialToken(w), plainCredentialToken(w)
				if got != want {
					t.Errorf("credentialToken(%q): got %v, want %v", w, got, want)
				}
				if want {
					found++
				}
			}
		}
	}
	if found == 0 {
		t.Errorf("no credential path in %d corpus words: the test reads nothing it guards", words)
	}
}

func TestCredentialToken(t *testing.T) {
	for _, tt := range []struct {
		tok  string
		want bool
	}{
		{"~/.ssh/id_rsa", true},
		{`c:\users\ana\.ssh\config`, true},
		{"/home/bob/.kube/config", true},
		{"$home/.docker/config.json", true},
		{".env", true},
		{".environment", false},
		{"/etc/shadow", true},
		{"claude_desktop_config.json", true},
		{"file_path", false},
		{"docs/.ssh", false},
		{"e.g", false},
	} {
		t.Run(tt.tok, func(t *testing.T) {
			if got := credentialToken(tt.tok); got != tt.want {
				t.Errorf("got %v, want %v", got, tt.want)
			}
		})
	}
}

// FuzzCredentialToken holds credentialToken against its plain form.
func FuzzCredentialToken(f *testing.F) {
	for _, s := range []string{"", "~/.ssh/id_rsa", `c:\users\a\.aws`, ".env", "a_b.c/d", "/root/.netrc", "x/.git-credentials"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, tok string) {
		if got, want := credentialToken(tok), plainCredentialToken(tok); got != want {
			t.Errorf("credentialToken(%q): got %v, want %v", tok, got, want)
		}
	})
}
