package classifier

import "strings"

// A site or document builder stamps each page with the build it came
// from: "<!-- built 2026-03-01T08:00Z from commit 9f3e2a1 -->", "<!--
// build 4512 (release 2.3.0) -->". The comment is a record for whoever
// reads the page source, like a generator's "@generated" note: a word of
// building and the date, number or commit of the build, nothing else. Its
// body is read word by word: it must open with a word of building, hold
// only such words and values with a digit in them, and be short. A body
// with any other word (one that addresses a reader, names a file or an
// act) is not a stamp and stays hidden markup.

// stampLeads open a build stamp; stampWords may stand between its values.
var (
	stampLeads = map[string]bool{"built": true, "build": true, "deployed": true, "rendered": true, "compiled": true, "published": true, "generated": true, "gebaut": true, "généré": true, "generado": true, "gerado": true}
	stampWords = map[string]bool{"built": true, "build": true, "deployed": true, "rendered": true, "compiled": true, "published": true, "generated": true,
		"from": true, "at": true, "on": true, "commit": true, "rev": true, "revision": true, "version": true, "release": true, "sha": true, "tag": true,
		"by": true, "job": true, "run": true, "pipeline": true, "ci": true, "utc": true, "z": true, "v": true, "#": true, "-": true, "–": true, "|": true, "·": true}
)

// stampMaxWords is the most words a build stamp's body may hold, and
// stampMaxValue the longest value (a full commit hash).
const (
	stampMaxWords = 10
	stampMaxValue = 40
)

// buildStamp reports whether the comment that opens rest ("<!--" first)
// is a build stamp (see above).
func buildStamp(rest string) bool {
	if !strings.HasPrefix(rest, "<!--") {
		return false
	}
	end := strings.Index(rest, "-->")
	if end < 0 {
		return false
	}
	words := strings.Fields(rest[4:end])
	if len(words) < 2 || len(words) > stampMaxWords || !stampLeads[words[0]] {
		return false
	}
	valued := false
	for _, w := range words[1:] {
		w = strings.Trim(w, ",;()[]")
		switch {
		case stampWords[w]:
		case stampValue(w):
			valued = true
		default:
			return false
		}
	}
	return valued
}

// stampValue is a date, time, number, version or commit: a word with a
// digit, of letters, digits and the marks dates and versions use, with no
// path, address or scheme in it.
func stampValue(w string) bool {
	if len(w) > stampMaxValue {
		return false
	}
	digit := false
	for _, r := range w {
		switch {
		case r >= '0' && r <= '9':
			digit = true
		case r >= 'a' && r <= 'z', r == '-', r == '.', r == ':', r == '+', r == '_':
		default:
			return false
		}
	}
	return digit && !strings.Contains(w, "://") && !strings.HasSuffix(w, ".")
}
