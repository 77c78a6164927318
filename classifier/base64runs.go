package classifier

import (
	"encoding/base32"
	"strings"
)

// Every text that may hold encoded text has its base64 runs looked for.
// A regular expression would try a match at every byte, which would be
// most of what decoding a text costs; the runs are of one class of bytes,
// so a plain loop finds them whole.

// minBase64Run is how long a run of the base64 alphabet must be to be
// decoded: an ordinary word is shorter.
const minBase64Run = 20

// replaceBase64Runs returns s with each run of at least minBase64Run
// bytes of the base64 alphabets (with up to two '=' after it) replaced by
// what repl returns for it: what replacing the matches of
// [A-Za-z0-9+/_-]{20,}={0,2} gives.
func replaceBase64Runs(s string, repl func(string) string) string {
	var b strings.Builder
	last := 0 // s[:last] is in b
	for i := 0; i < len(s); {
		if !inBase64(s[i]) {
			i++
			continue
		}
		end := i + 1
		for end < len(s) && inBase64(s[end]) {
			end++
		}
		if end-i < minBase64Run {
			i = end
			continue
		}
		for pad := 0; pad < 2 && end < len(s) && s[end] == '='; pad++ {
			end++
		}
		b.WriteString(s[last:i])
		b.WriteString(repl(s[i:end]))
		last, i = end, end
	}
	if last == 0 {
		return s
	}
	b.WriteString(s[last:])
	return b.String()
}

// inBase64 reports whether c is in the standard or the URL base64
// alphabet.
func inBase64(c byte) bool { return byteClasses[c]&(classLower|classUpper|classBase64) != 0 }

// decodeBase32 decodes a run of the base32 alphabet (its '=' taken off),
// written in upper case as RFC 4648 prints it or in lower case as many
// tools do, when it is prose. A run that mixes the cases is base64's.
func decodeBase32(run string) ([]byte, bool) {
	var cases uint8
	for i := range len(run) {
		if !inBase32(run[i]) {
			return nil, false
		}
		cases |= byteClasses[run[i]] & (classLower | classUpper)
	}
	if cases == classLower|classUpper {
		return nil, false
	}
	b, err := base32.StdEncoding.WithPadding(base32.NoPadding).DecodeString(strings.ToUpper(run))
	return b, err == nil && isProse(b)
}
