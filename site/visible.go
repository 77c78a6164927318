package site

import (
	"fmt"
	"unicode/utf8"
)

// Names and descriptions come from servers, and a server may hide text in
// them: control characters, bidirectional overrides that show
// "safe\u202Egnp.exe" as "safeexe.png", zero-width characters, Unicode tag
// characters. The catalogue shows every such character as its escape
// (\u202E), in its pages and in its search index, so what a reader sees is
// what the tool says. Policies and the registry API keep names exact.

// invisible reports whether r is a character the catalogue shows escaped.
// The zero-width joiner and the variation selectors are left alone:
// emoji are built with them, and they neither hide nor reorder text.
func invisible(r rune) bool {
	switch {
	case r < 0x20 && r != '\t' && r != '\n' && r != '\r':
		return true
	case r >= 0x7f && r <= 0x9f, r == 0xad, r == 0x061c, r == 0x180e:
		return true
	case r >= 0x200b && r <= 0x200c, r >= 0x200e && r <= 0x200f:
		return true
	case r >= 0x202a && r <= 0x202e, r >= 0x2060 && r <= 0x2064, r >= 0x2066 && r <= 0x206f:
		return true
	case r == 0xfeff, r >= 0xfff9 && r <= 0xfffb:
		return true
	case r >= 0xe0000 && r <= 0xe007f, r >= 0x1d173 && r <= 0x1d17a:
		return true
	case r == utf8.RuneError:
		return true
	}
	return false
}

// escape is how an invisible character is shown.
func escape(r rune) string {
	if r > 0xffff {
		return fmt.Sprintf(`\U%08X`, r)
	}
	return fmt.Sprintf(`\u%04X`, r)
}

// visible returns s with every invisible character escaped.
func visible(s string) string {
	if !needsEscape([]byte(s)) {
		return s
	}
	return string(visibleBytes([]byte(s)))
}

// visibleBytes escapes the invisible characters of UTF-8 text (a rendered
// page: they never carry markup).
func visibleBytes(b []byte) []byte {
	if !needsEscape(b) {
		return b
	}
	out := make([]byte, 0, len(b)+64)
	for len(b) > 0 {
		r, n := utf8.DecodeRune(b)
		if invisible(r) {
			out = append(out, escape(r)...)
		} else {
			out = append(out, b[:n]...)
		}
		b = b[n:]
	}
	return out
}

// needsEscape is a quick look for any byte an invisible character can
// start with.
func needsEscape(b []byte) bool {
	for _, c := range b {
		if (c < 0x20 && c != '\t' && c != '\n' && c != '\r') || c >= 0x7f {
			return true // non-ASCII text is then looked at rune by rune
		}
	}
	return false
}
