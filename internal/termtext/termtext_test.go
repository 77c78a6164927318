package termtext

import (
	"strings"
	"testing"
)

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

func TestWidth(t *testing.T) {
	for _, tt := range []struct {
		in   string
		want int
	}{
		{"High", 4},
		{"\x1b[31mHigh\x1b[0m", 4},
		{"\x1b[1;97;41mCritical\x1b[0m", 8},
		{"名前", 4},
		{"café", 4},
		{"e\u0301", 1},
		{"🔥", 2},
		{"\x1b", 0},
		{"\x1b[31", 0},
	} {
		if got := Width(tt.in); got != tt.want {
			t.Errorf("Width(%q) = %d, want %d", tt.in, got, tt.want)
		}
	}
}

// Columns line up on the screen however a cell is coloured or how wide
// its characters are.
func TestTableAlignsVisibleText(t *testing.T) {
	tab := Table{Indent: "  ", Gap: 2}
	tab.Row("TOOL", "SEVERITY", "WHY")
	tab.Row("検索", "\x1b[31mHigh\x1b[0m", "runs code")
	tab.Row("list_files", "\x1b[32mLow\x1b[0m", "reads")
	var b strings.Builder
	if _, err := tab.WriteTo(&b); err != nil {
		t.Fatal(err)
	}
	want := "" +
		"  TOOL        SEVERITY  WHY\n" +
		"  検索        \x1b[31mHigh\x1b[0m      runs code\n" +
		"  list_files  \x1b[32mLow\x1b[0m       reads\n"
	if got := b.String(); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}
