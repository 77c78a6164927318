package classifier

import (
	"fmt"
	"strings"
	"testing"
	"unicode"
)

// TestMarkersAligned compares markersOf with its reference for texts whose
// telling parts (a long run, hex bytes, escapes, tabs) fall at every
// offset of the eight-byte words it reads.
func TestMarkersAligned(t *testing.T) {
	parts := []struct{ name, text string }{
		{"mixed-case run of 24", strings.Repeat("aB", 12)},
		{"mixed-case run of 23", strings.Repeat("aB", 11) + "c"},
		{"hex run", strings.Repeat("6a", 12)},
		{"spaced hex", "72 65 61 64 20 74 68 65 20 66 69 6c 65"},
		{"few spaced hex", "72 65 61 64 20"},
		{"escapes", "&amp; %20 \\u0041"},
		{"separators", "a_b-c_d"},
		{"tab", "a\tb"},
		{"non-ASCII", "café — ok"},
		{"digits", "0123456789 0123456789"},
		{"long word", strings.Repeat("x", 30)},
		{"upper-case run", strings.Repeat("AB", 15)},
		{"long path", strings.Repeat("x", 15) + "9" + strings.Repeat("x", 14)},
	}
	for _, p := range parts {
		for pad := range 9 {
			for _, text := range []string{
				strings.Repeat(" ", pad) + p.text,
				strings.Repeat("w ", pad) + p.text + " end of it",
				"some words first, then " + strings.Repeat("y", pad) + p.text + " and after",
			} {
				t.Run(p.name, func(t *testing.T) {
					if got, want := markersOf(text), referenceMarkers(text); got != want {
						t.Fatalf("markersOf(%q) = %+v, want %+v", text, got, want)
					}
				})
			}
		}
	}
}

// TestWordScansAligned compares isASCII, toLower and foldSpace with their
// references for texts whose telling byte falls at every offset of the
// eight-byte words they read.
func TestWordScansAligned(t *testing.T) {
	parts := []string{"a  b", "a\tb", "a\nb", "a\x01b", "a\x7fb", "a\u00a0b", "a\u3000b", "é", " ", "a b", "a\rb", "a\vb", "a\fb", "\x1f",
		"a\u0085b", "a\u1680b", "a\u2003b", "a\u205fb", "a\u2028b", "a —b", "É ", "Z@[`{", strings.Repeat("AbC ", 70)}
	for _, p := range parts {
		for pad := range 17 {
			for _, text := range []string{
				strings.Repeat("w", pad) + p,
				strings.Repeat("w", pad) + p + " end",
				p + strings.Repeat("x", pad),
				strings.Repeat("x ", pad) + p + " " + strings.Repeat("y", pad),
			} {
				t.Run(fmt.Sprintf("%q", text), func(t *testing.T) {
					if got, want := isASCII(text), referenceASCII(text); got != want {
						t.Fatalf("isASCII(%q) = %v, want %v", text, got, want)
					}
					if got, want := toLower(text), strings.ToLower(text); got != want {
						t.Fatalf("toLower(%q) = %q, want %q", text, got, want)
					}
					if got, want := foldSpace(text), strings.Join(strings.Fields(text), " "); got != want {
						t.Fatalf("foldSpace(%q) = %q, want %q", text, got, want)
					}
				})
			}
		}
	}
}

// TestToLower compares toLower with strings.ToLower for every character
// in a text of its own and amid ASCII, and for invalid bytes.
func TestToLower(t *testing.T) {
	check := func(s string) {
		t.Helper()
		if got, want := toLower(s), strings.ToLower(s); got != want {
			t.Fatalf("toLower(%q) = %q, want %q", s, got, want)
		}
	}
	for r := rune(0); r <= unicode.MaxRune; r++ {
		s := string(r)
		check(s)
		check("Ab " + s + " Cd")
	}
	for _, s := range []string{"\xff", "A\xffB", "é\xe2\x80", "\xe2\x80", "Ω\x80Σ", "ǅ ǈ ǋ ǲ", "İ K Å"} {
		check(s)
	}
}

// TestMayHideIn compares mayHideIn with strings.ContainsFunc(s, mayHide)
// for every character, alone, amid text and cut short, and for invalid
// bytes before it.
func TestMayHideIn(t *testing.T) {
	check := func(s string) {
		t.Helper()
		if got, want := mayHideIn(s), strings.ContainsFunc(s, mayHide); got != want {
			t.Fatalf("mayHideIn(%q) = %v, want %v", s, got, want)
		}
	}
	for r := rune(0); r <= unicode.MaxRune; r++ {
		s := string(r)
		check(s)
		check("a " + s + " b")
		check("\xe0" + s)
		check(s[:len(s)-1])
	}
}
