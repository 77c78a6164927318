package classifier

import (
	"regexp"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// A tool that handles invisible characters or look-alike letters shows
// them in the sample inputs of its parameters: a stripper's example holds
// the zero-width space it strips, a confusables checker's the Cyrillic
// letters it catches. Such a sample is the user's kind of input, not text
// addressed to the model, when the tool's description names what it
// handles. Each excuse is narrow: only an example value, only characters
// the description names by code point, only a few of them (a hidden
// message spelled in tag characters or selectors takes many), and only
// look-alike spellings in a tool whose description is about them.

// codePoints are the code points and ranges a text names ("U+200B",
// "U+202A–U+202E").
var codePoints = regexp.MustCompile(`(?i)u\+([0-9a-f]{4,6})(?:\s*[–-]\s*u\+([0-9a-f]{4,6}))?`)

// maxSampleHidden is how many invisible characters a sample may hold, and
// maxExampleBidi how many bidirectional controls an input example may:
// the commonest bidirectional sample (Trojan Source's, an override and
// three isolates in one line of code) holds four, and the controls only
// reorder what is shown, while a run of zero-width characters can spell
// bits of a message.
const (
	maxSampleHidden = 3
	maxExampleBidi  = 6
)

// inputExample reports whether f is an example value of the input schema.
func inputExample(f textField) bool {
	return f.kind == "schema" && f.field == "inputSchema:" && strings.HasSuffix(f.path, ".examples")
}

// descriptionOf is the text of the description among fields.
func descriptionOf(fields []textField) string {
	for _, f := range fields {
		if f.kind == "description" {
			return f.text
		}
	}
	return ""
}

// namedSample reports whether f is an example value, a default or enum
// value of invisible characters only (see invisibleValue), or the
// description showing a sample in a code span, whose invisible characters are few,
// each named by code point in the description, or of a kind it names in
// words (see kindsNamed); in the description, each inside a code span or
// a quoted token (see inQuotedToken).
func namedSample(fields []textField, f textField) bool {
	shown := f.kind == "description" // a description shows samples in code spans only
	if !inputExample(f) && !shown && !invisibleValue(f) {
		return false
	}
	ranges := kindsNamed(strings.ToLower(descriptionOf(fields)), namedCodePoints(descriptionOf(fields)))
	n, nb := 0, 0
	for i, r := range f.text {
		if !mayHide(r) && !isSelector(r) {
			continue
		}
		if shown && !inCodeSpan(f.text, i) && (!inQuotedToken(f.text, i) || !sentenceNamesHidden(f.text, i)) {
			return false
		}
		if bidiControl(r) && inputExample(f) {
			if nb++; nb > maxExampleBidi {
				return false
			}
		} else if n++; n > maxSampleHidden {
			return false
		}
		named := false
		for _, rg := range ranges {
			named = named || r >= rg[0] && r <= rg[1]
		}
		if !named {
			return false
		}
	}
	return n+nb > 0
}

// namedCodePoints are the code points and ranges text names ("U+200B",
// "U+202A–U+202E").
func namedCodePoints(text string) [][2]rune {
	var ranges [][2]rune
	for _, m := range codePoints.FindAllStringSubmatch(text, -1) {
		lo, err := strconv.ParseUint(m[1], 16, 32)
		if err != nil {
			continue
		}
		hi := lo
		if m[2] != "" {
			if hi, err = strconv.ParseUint(m[2], 16, 32); err != nil || hi < lo {
				continue
			}
		}
		if hi > unicode.MaxRune {
			continue // no code point: U+FFFFFFFF names nothing
		}
		ranges = append(ranges, [2]rune{rune(lo), rune(hi)}) //nolint:gosec // both are at most unicode.MaxRune
	}
	return ranges
}

// lookalikeSample reports whether f is an example value of a tool whose
// description is about look-alike spellings, or that description showing
// its look-alike words (w the first) only inside code spans.
func lookalikeSample(fields []textField, f textField, w string) bool {
	if !lookalikeTopic.MatchString(strings.ToLower(descriptionOf(fields))) {
		return false
	}
	if inputExample(f) {
		return true
	}
	if f.kind != "description" {
		return false
	}
	for _, x := range splitWords(f.text) {
		if x != w && (utf8.RuneCountInString(x) < 2 || !mixedScript(x)) {
			continue
		}
		for from := 0; ; {
			i := strings.Index(f.text[from:], x)
			if i < 0 {
				break
			}
			if !inCodeSpan(f.text, from+i) {
				return false
			}
			from += i + len(x)
		}
	}
	return true
}

// inCodeSpan reports whether the byte at at in text stands inside a code
// span: an odd number of backticks before it on its line, and one after.
func inCodeSpan(text string, at int) bool {
	start := strings.LastIndexByte(text[:at], '\n') + 1
	if strings.Count(text[start:at], "`")%2 == 0 {
		return false
	}
	end := strings.IndexByte(text[at:], '\n')
	if end < 0 {
		end = len(text) - at
	}
	return strings.Contains(text[at:at+end], "`")
}

// bidiControl reports whether r is a bidirectional embedding, override or
// isolate.
func bidiControl(r rune) bool {
	return r >= 0x202A && r <= 0x202E || r >= 0x2066 && r <= 0x2069
}
