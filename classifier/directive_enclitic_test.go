package classifier

import (
	"testing"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// wordClasses returns the classes the directive check gives the words of
// text.
func wordClasses(t *testing.T, text string) classSet {
	t.Helper()
	d := Default().file.Directives
	var words []wordSpan
	var have classSet
	negated := -1
	var prev uint32
	forWords(text, func(start, end int) bool {
		if start == end {
			return true
		}
		words = append(words, wordSpan{start, end})
		var got classSet
		got, prev, _, _, _ = d.lookup(text, words, text[start:end], hashesOf(text[start:end]), prev, nil, &negated)
		have = have.or(got)
		return true
	})
	return have
}

// TestEncliticVerbs: a verb cue with object pronouns attached, accented,
// accent-stripped or with combining marks, is the verb cue.
func TestEncliticVerbs(t *testing.T) {
	move := Default().file.Directives.bit["move"]
	tests := []struct {
		name, word string
		want       bool
	}{
		{"spanish, one pronoun", "envíalos", true},
		{"spanish, two pronouns and an added accent", "mándaselo", true},
		{"spanish, the stress kept by an accent", "inclúyelo", true},
		{"spanish, accents stripped", "mandaselo", true},
		{"spanish, combining marks", norm.NFD.String("envíaselos"), true},
		{"italian", "inviali", true},
		{"italian, two pronouns", "inviaglielo", true},
		{"portuguese, hyphenated", "envie-os", true},
		{"french, hyphenated", "envoie-le", true},
		{"the verb alone", "envía", true},
		{"an english word ending like a pronoun", "handle", false},
		{"a spanish noun", "envidia", false},
		{"a verb with no pronoun but a made-up ending", "enviaxyz", false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := !wordClasses(t, tc.word).and(move).isZero(); got != tc.want {
				t.Errorf("%q: got move %v, want %v", tc.word, got, tc.want)
			}
		})
	}
}

func TestDeaccent(t *testing.T) {
	tests := []struct{ in, want string }{
		{"mándaselo", "mandaselo"},
		{norm.NFD.String("inclúyelo"), "incluyelo"},
		{"ação", "acao"},
		{"send", "send"},
		{"отправь", "отправь"},
		{"发送", "发送"},
	}
	for _, tc := range tests {
		if got := deaccent(tc.in); got != tc.want {
			t.Errorf("deaccent(%q): got %q, want %q", tc.in, got, tc.want)
		}
	}
}

func FuzzDeaccent(f *testing.F) {
	for _, s := range []string{"mándaselo", norm.NFD.String("inclúyelo"), "ação", "发送", "\xc3", "e\u0301\u0301"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		once := deaccent(s)
		if twice := deaccent(once); twice != once {
			t.Errorf("deaccent(%q): got %q then %q, want the same twice", s, once, twice)
		}
		if hasLatinMarks(once) && utf8.ValidString(s) {
			for _, r := range once {
				if _, ok := plainLatin[r]; ok || r >= 0x300 && r <= 0x36F {
					t.Errorf("deaccent(%q) = %q keeps %q", s, once, r)
				}
			}
		}
	})
}
