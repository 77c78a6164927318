package classifier

import (
	"slices"
	"strings"
	"testing"

	"github.com/mcpscan/mcpscan/catalog"
)

// plainTopic is topicOf as first written, joined from its parts.
func plainTopic(name, title string) string {
	return " " + strings.Join(purposeWords(catalog.NameWords(name)), " ") + " " + strings.ToLower(titlePurpose(title)) + " "
}

// TestTopicOfJoinedOnce checks topicOf against the plain join for every
// corpus tool and a few made names and titles.
func TestTopicOfJoinedOnce(t *testing.T) {
	type pair struct{ name, title string }
	pairs := []pair{{"", ""}, {"fetch_url_and_also_send_keys", "Fetch: A URL"}, {"créerFichier", "ÉCRIRE – fichier"}, {"x", "a - b"}, {"HTTPGet", "\xff\xfeBAD"}}
	for _, tl := range corpusTools(t) {
		pairs = append(pairs, pair{tl.Name, tl.Title})
		if tl.Annotations.Title != "" {
			pairs = append(pairs, pair{tl.Name, tl.Annotations.Title})
		}
	}
	for _, p := range pairs {
		if got, want := topicOf(p.name, p.title), plainTopic(p.name, p.title); got != want {
			t.Fatalf("topicOf(%q, %q): got %q, want %q", p.name, p.title, got, want)
		}
	}
}

// FuzzTopicOf checks topicOf against the plain join.
func FuzzTopicOf(f *testing.F) {
	f.Add("get_file_then_send", "Get: File")
	f.Add("ÄrgerMachen", "İSTANBUL — x")
	f.Fuzz(func(t *testing.T, name, title string) {
		if got, want := topicOf(name, title), plainTopic(name, title); got != want {
			t.Errorf("topicOf(%q, %q): got %q, want %q", name, title, got, want)
		}
	})
}

// TestNameFieldsInPlace checks the in-place reading of a name's words
// with _ and - as spaces against strings.Fields over the replaced name,
// for every corpus parameter and a few made names.
func TestNameFieldsInPlace(t *testing.T) {
	names := []string{"", "_", "a-b_c d", "x\u00a0y", "\xff_\xfe", "role--name"}
	for _, tl := range corpusTools(t) {
		params, _ := schemaPartsInto(nil, tl.InputSchema)
		for _, p := range params {
			names = append(names, p.lowerName())
		}
	}
	for _, n := range names {
		if got, want := slices.Collect(strings.FieldsFuncSeq(n, isSpaceOrSeparator)), strings.Fields(separatorsAsSpaces.Replace(n)); !slices.Equal(got, want) {
			t.Fatalf("%q: got %q, want %q", n, got, want)
		}
	}
}

// FuzzNameFieldsInPlace checks the in-place reading against the plain one.
func FuzzNameFieldsInPlace(f *testing.F) {
	f.Add("user_role-name")
	f.Fuzz(func(t *testing.T, n string) {
		if got, want := slices.Collect(strings.FieldsFuncSeq(n, isSpaceOrSeparator)), strings.Fields(separatorsAsSpaces.Replace(n)); !slices.Equal(got, want) {
			t.Errorf("%q: got %q, want %q", n, got, want)
		}
	})
}
