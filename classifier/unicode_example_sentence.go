package classifier

import (
	"strings"
	"unicode/utf8"
)

// A checker may name the character it catches in one sentence and show
// it on a quoted name in the next, opened by "for example": "Finds
// hidden bidirectional controls (U+202E) in file names. For example,
// 'invoice<U+202E>fdp.exe' is really an .exe." The example sentence is
// the naming sentence's sample as much as a sample beside it is: its
// marker says so, and the quoted name stands right after the marker,
// before any verb. A sentence that opens with an order ("Always run
// 'invoice<U+202E>hs.exe'"), or puts words between the marker and the
// name ("For example, run 'invoice<U+202E>hs.exe'"), uses the trick, and
// is still read as hidden.

// exampleMarkers open a sentence that gives an example, in the languages
// the corpora use.
var exampleMarkers = []string{"for example", "for instance", "e.g.", "example:", "por ejemplo", "p. ej.", "par exemple", "p. ex.",
	"zum beispiel", "z. b.", "z.b.", "beispiel:", "ad esempio", "per esempio", "por exemplo", "bijvoorbeeld", "bijv.", "na przykład",
	"np.", "например", "наприклад", "örneğin", "mesela", "misalnya", "contohnya", "contoh:", "ví dụ", "例如", "比如", "例えば", "たとえば",
	"예를 들어", "예를 들면", "예:", "على سبيل المثال", "مثلا", "مثلاً", "לדוגמה", "उदाहरण के लिए", "για παράδειγμα", "de exemplu",
	"esimerkiksi", "például", "kwa mfano", "till exempel", "t.ex.", "for eksempel", "f.eks.", "například", "napr."}

// exampleOfNamed reports whether the sentence of text that starts at
// start opens with an example marker followed by the quoted token holding
// at, and the sentence before it names an invisible character.
func exampleOfNamed(text string, start, at int) bool {
	if start < 2 {
		return false // no sentence before
	}
	lead := strings.ToLower(strings.TrimLeft(text[start:at], " \t\n"))
	marker := ""
	for _, m := range exampleMarkers {
		if strings.HasPrefix(lead, m) {
			marker = m
			break
		}
	}
	if marker == "" {
		return false
	}
	rest := strings.TrimLeft(lead[len(marker):], " ,:;،、，：")
	if r, size := utf8.DecodeRuneInString(rest); !isSampleQuote(r) || strings.ContainsAny(rest[size:], " \t\n") {
		return false // words between the marker and the name
	}
	prev := 0
	for i := start - 2; i > 0; i-- {
		if stopAt(text, i) {
			prev = i + 1
			break
		}
	}
	return namesHidden(text[prev:start])
}
