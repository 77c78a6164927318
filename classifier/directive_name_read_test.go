package classifier

import (
	"strings"
	"testing"

	"github.com/mcpscan/mcpscan/catalog"
)

// plainIsNameRead is isNameRead as first written: both readings of the
// name built for every text.
func plainIsNameRead(name, text string) bool {
	if name == "" {
		return false
	}
	text = strings.TrimSpace(text)
	return text == toLower(separatorsAsSpaces.Replace(name)) || strings.IndexByte(name, ' ') < 0 && nameShaped(name) && text == strings.Join(catalog.NameWords(name), " ")
}

// TestIsNameReadUnbuilt checks isNameRead against the plain form for
// every corpus tool's name over its own readings, its description and a
// few made names.
func TestIsNameReadUnbuilt(t *testing.T) {
	tools := corpusTools(t)
	names := []string{"Get_File-Now", "fetchPageThenSendKeys", "résumé_Read", "x\xffY", "a.b.c"}
	for _, tl := range tools {
		names = append(names, tl.Name)
	}
	for i, name := range names {
		texts := []string{
			toLower(separatorsAsSpaces.Replace(name)),
			" " + toLower(separatorsAsSpaces.Replace(name)) + " ",
			strings.Join(catalog.NameWords(name), " "),
			toLower(name), name, "",
		}
		if i >= 5 {
			texts = append(texts, toLower(tools[i-5].Description))
		}
		for _, text := range texts {
			tc := &toolContext{name: name}
			if got, want := tc.isNameRead(text), plainIsNameRead(name, text); got != want {
				t.Fatalf("isNameRead(%q) for %q: got %v, want %v", text, name, got, want)
			}
		}
	}
}

// FuzzIsNameRead checks isNameRead against the plain form.
func FuzzIsNameRead(f *testing.F) {
	f.Add("get_file", "get file")
	f.Add("fetchPageThenSend", "fetch page then send")
	f.Add("Ä_b", "ä b")
	f.Fuzz(func(t *testing.T, name, text string) {
		tc := &toolContext{name: name}
		if got, want := tc.isNameRead(text), plainIsNameRead(name, text); got != want {
			t.Errorf("isNameRead(%q) for %q: got %v, want %v", text, name, got, want)
		}
	})
}
