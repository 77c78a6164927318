package classifier

// Decoding: the encodings a definition may hide text in (base64, base32,
// hex, percent escapes, HTML entities, Unicode escapes), undone up to
// three layers deep, and kept only where what they decode to is prose.

import (
	"bytes"
	"encoding/base64"
	"encoding/hex"
	"html"
	"regexp"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// decode undoes the encodings a definition may hide text in, up to three
// layers deep, and says which it found; runs is longRun(text), known from
// the text's markers.
func decode(text string, runs bool) (string, string) {
	orig := text
	var hows []string
	for range 3 {
		before := text
		// A numeric reference needs no semicolon: HTML parsers decode
		// "&#82&#117&#110" as "Run", and so does a model reading it.
		if strings.Contains(text, "&") && (strings.Contains(text, ";") || strings.Contains(text, "&#")) {
			if s := html.UnescapeString(text); s != text {
				text, hows = s, appendOnce(hows, "HTML entities")
			}
		}
		if hasEscape(text) {
			if s := unescapeUnicode(text); s != text {
				text, hows = s, appendOnce(hows, "escape sequences")
			}
		}
		if strings.Count(text, "%") >= 2 {
			if s := percentDecode(text); s != text {
				text, hows = s, appendOnce(hows, "URL encoding")
			}
		}
		if text == orig && runs || text != orig && longRun(text) {
			if s, found := decodeRuns(text); found != "" {
				text, hows = s, appendOnce(hows, found)
			}
		}
		if text == before {
			break
		}
	}
	if len(hows) == 0 {
		return text, ""
	}
	return text, "decoded from " + strings.Join(hows, " and ")
}

func appendOnce(list []string, s string) []string {
	for _, x := range list {
		if x == s {
			return list
		}
	}
	return append(list, s)
}

// hasEscape reports whether text has a backslash escape unescapeUnicode
// decodes: \u, \U, \x or an octal digit after a backslash.
func hasEscape(text string) bool {
	for i := strings.IndexByte(text, '\\'); i >= 0 && i+1 < len(text); {
		if c := text[i+1]; c == 'u' || c == 'U' || c == 'x' || c >= '0' && c <= '3' {
			return true
		}
		j := strings.IndexByte(text[i+1:], '\\')
		if j < 0 {
			return false
		}
		i += 1 + j
	}
	return false
}

var escapeSeq = regexp.MustCompile(`\\(u\{[0-9a-fA-F]{1,6}\}|u[0-9a-fA-F]{4}|U[0-9a-fA-F]{8}|x[0-9a-fA-F]{2}|[0-3][0-7]{2})`)

// byteEscapes is a run of two or more \xXX escapes.
var byteEscapes = regexp.MustCompile(`(\\x[0-9a-fA-F]{2}){2,}`)

// unescapeUnicode decodes \uXXXX, \u{X…}, \UXXXXXXXX, \xXX and octal \NNN.
// A run of \xXX escapes is the bytes of a string, as C, Python and shell
// write it: when they are valid UTF-8 with a letter beyond ASCII
// (\xc4\x90 is Đ), the run is read as UTF-8, so text in any script
// decodes whole; otherwise each escape is the character of its code.
func unescapeUnicode(s string) string {
	if strings.Contains(s, `\x`) {
		s = byteEscapes.ReplaceAllStringFunc(s, func(m string) string {
			b := make([]byte, 0, len(m)/4)
			for i := 0; i+3 < len(m); i += 4 {
				b = append(b, hexValue(m[i+2])<<4|hexValue(m[i+3]))
			}
			if !utf8.Valid(b) || isASCII(string(b)) {
				return m
			}
			return string(b)
		})
	}
	return escapeSeq.ReplaceAllStringFunc(s, func(m string) string {
		digits, base := strings.Trim(m[2:], "{}"), 16
		if m[1] >= '0' && m[1] <= '7' {
			digits, base = m[1:], 8
		}
		n, err := strconv.ParseUint(digits, base, 32)
		if err != nil || n > unicode.MaxRune {
			return m
		}
		return string(rune(n))
	})
}

// percentDecode decodes %XX sequences, leaving malformed ones as they are.
func percentDecode(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '%' && i+2 < len(s) && isHexDigit(s[i+1]) && isHexDigit(s[i+2]) {
			// Told by the digits, not by strconv: its error for a %
			// that starts no escape is an allocation.
			b.WriteByte(hexValue(s[i+1])<<4 | hexValue(s[i+2]))
			i += 2
			continue
		}
		b.WriteByte(s[i])
	}
	if !utf8.ValidString(b.String()) {
		return s
	}
	return b.String()
}

// hexValue is the value of the hex digit c.
func hexValue(c byte) byte {
	switch {
	case c >= 'a':
		return c - 'a' + 10
	case c >= 'A':
		return c - 'A' + 10
	}
	return c - '0'
}

// hexRun is a run of hex bytes, long enough that an ordinary word is not
// one; they may be run together, prefixed with 0x, or spaced: "72 65 61
// 64". (Base64 runs are found by replaceBase64Runs.)
var hexRun = regexp.MustCompile(`(?:\b|0x)(?:[0-9a-fA-F]{2}(?:[ :,]|, )?(?:0x)?){11,}[0-9a-fA-F]{2}\b`)

// spacedPair counts hex bytes written apart ("72 65 61 64" or
// "72:65:61"), which the counters of runs, stopping at a space, cannot
// see: c ends a run of hexRun hex digits; it returns the pairs in a row.
func spacedPair(pairs, hexRun int, c byte) int {
	if hexRun == 2 && (c == ' ' || c == ':') {
		return pairs + 1
	}
	return 0
}

// hexSeparators are what may stand between hex digits.
var hexSeparators = strings.NewReplacer("0x", "", " ", "", ":", "", ",", "")

// longRun reports whether s has a run that may be base64 (24 characters
// of its alphabet, upper and lower case mixed, as encoded text is), base32
// (24 of its alphabet, in one case) or hex (24 hex digits): the cheap test
// before looking for them, as encodedRun is for markersOf. Paths and
// identifiers in one case with other digits are not.
func longRun(s string) bool {
	n, hexN, pairs := 0, 0, 0
	upper, lower, base32 := false, false, true
	for i := range len(s) {
		c := s[i]
		isHex := c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F'
		if isHex {
			if hexN++; hexN >= 24 {
				return true
			}
		} else {
			if pairs = spacedPair(pairs, hexN, c); pairs >= 11 {
				return true
			}
			hexN = 0
		}
		switch {
		case c >= 'a' && c <= 'z':
			lower = true
		case c >= 'A' && c <= 'Z':
			upper = true
		case c >= '0' && c <= '9' || c == '+' || c == '/' || c == '_' || c == '-':
			base32 = base32 && inBase32(c)
		default:
			if n >= 24 && base32 {
				return true
			}
			n, upper, lower, base32 = 0, false, false, true
			continue
		}
		if n++; n >= 24 && upper && lower {
			return true
		}
	}
	return n >= 24 && base32
}

// decodeRuns replaces base64 and hex runs that decode to prose by that
// prose; a run that decodes to anything else (an image, a hash, a token)
// stays as it is.
func decodeRuns(s string) (string, string) {
	found := ""
	// Each expression runs only where it can match: running it costs
	// far more than the look.
	if mayHoldRun(s, classHex, " :,x", 24) { // x: bytes written 0x74 0x65 …
		s = hexRun.ReplaceAllStringFunc(s, func(m string) string {
			digits := hexSeparators.Replace(m)
			if b, err := hex.DecodeString(digits); err == nil && isProse(b) {
				found = "hex"
				return " " + string(b) + " "
			} else if err == nil {
				if inner, ok := base64Prose(b); ok {
					// Hex of base64: two layers, taken off together.
					found = "hex"
					return " " + string(inner) + " "
				}
			}
			return m
		})
	}
	if !mayHoldRun(s, classLower|classUpper|classBase64, "", 20) {
		return s, found
	}
	s = replaceBase64Runs(s, func(m string) string {
		trimmed := strings.TrimRight(m, "=")
		for _, enc := range []*base64.Encoding{base64.RawStdEncoding, base64.RawURLEncoding} {
			if b, err := enc.DecodeString(trimmed); err == nil && isProse(b) && !iconImage(b) {
				if found == "" {
					found = "base64"
				}
				return " " + string(b) + " "
			}
		}
		if b, ok := decodeBase32(trimmed); ok {
			if found == "" {
				found = "base32"
			}
			return " " + string(b) + " "
		}
		return m
	})
	return s, found
}

// base64Prose decodes b, when all of it is one base64 run, to the prose
// it holds: a second layer under hex.
func base64Prose(b []byte) ([]byte, bool) {
	t := strings.TrimRight(strings.TrimSpace(string(b)), "=")
	if len(t) < 20 || !mayHoldRun(t, classLower|classUpper|classBase64, "", len(t)) {
		return nil, false
	}
	for _, enc := range []*base64.Encoding{base64.RawStdEncoding, base64.RawURLEncoding} {
		if inner, err := enc.DecodeString(t); err == nil && isProse(inner) && !iconImage(inner) {
			return inner, true
		}
	}
	return nil, false
}

// iconImage reports whether decoded bytes are an SVG image with next to
// no text in it: a tool's icon, a data URI's picture (a glyph or an
// emoji in a <text> element), not words hidden from the reader.
func iconImage(b []byte) bool {
	t := bytes.TrimSpace(b)
	if !bytes.HasPrefix(t, []byte("<svg")) && (!bytes.HasPrefix(t, []byte("<?xml")) || !bytes.Contains(t, []byte("<svg"))) {
		return false
	}
	text, in := 0, false
	for _, c := range t {
		switch {
		case c == '<':
			in = true
		case c == '>':
			in = false
		case !in && c > ' ':
			text++
		}
	}
	return text <= maxIconText
}

// maxIconText is how many bytes of text outside its tags an icon may
// hold: a letter, an emoji, a short label.
const maxIconText = 24

// mayHoldRun reports whether s has n bytes of the classes in a stretch
// of such bytes and of the bytes of also: every match of hexRun has 24 hex
// digits among spaces and colons, every match of base64Run 20 bytes of
// its alphabet in a row.
func mayHoldRun(s string, classes uint8, also string, n int) bool {
	run := 0
	for i := range len(s) {
		switch {
		case byteClasses[s[i]]&classes != 0:
			if run++; run >= n {
				return true
			}
		case strings.IndexByte(also, s[i]) < 0:
			run = 0
		}
	}
	return false
}

// isProse reports whether decoded bytes read as text a model would follow:
// valid UTF-8, printable, with several words, or such text URL-encoded (a
// second layer the next round of decode takes off).
func isProse(b []byte) bool {
	if bytesProse(b) {
		return true
	}
	if bytes.Contains(b, []byte("%")) {
		return bytesProse([]byte(percentDecode(string(b))))
	}
	return false
}

func bytesProse(b []byte) bool {
	if len(b) < 12 || !utf8.Valid(b) {
		return false
	}
	words, printable, n := 1, 0, 0
	for _, r := range string(b) {
		n++
		switch {
		case r == ' ':
			words++
			printable++
		case unicode.IsPrint(r) || r == '\n' || r == '\t':
			printable++
		}
	}
	return words >= 3 && printable*100 >= n*95
}
