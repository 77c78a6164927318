package termtext

import "testing"

func TestVisible(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"plain name", "plain name"},
		{"café ünïcode 名前", "café ünïcode 名前"},
		{"a\tb\nc", "a b c"},
		{"evil\x1b[2Jname", `evil\u001B[2Jname`},
		{"file\u202etxt.exe", `file\u202Etxt.exe`},
		{"zero\u200bwidth", `zero\u200Bwidth`},
		{"tag\U000E0041", `tag\U000E0041`},
		{"nul\x00", `nul\u0000`},
		{"bad \xff byte", `bad \uFFFD byte`},
	} {
		if got := Visible(tt.in); got != tt.want {
			t.Errorf("Visible(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func FuzzVisible(f *testing.F) {
	f.Add("a\x1b\u202e\u200b")
	f.Fuzz(func(t *testing.T, s string) {
		for _, r := range Visible(s) {
			if shown(r) == '\\' || r < 0x20 {
				t.Fatalf("Visible(%q) keeps %U", s, r)
			}
		}
	})
}
