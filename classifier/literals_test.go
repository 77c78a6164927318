package classifier

import (
	"strings"
	"testing"
)

// containsAny is what literalSet.in must answer.
func containsAny(text string, lits []string) bool {
	if len(lits) == 0 {
		return true
	}
	for _, l := range lits {
		if strings.Contains(text, l) {
			return true
		}
	}
	return false
}

func TestLiteralSet(t *testing.T) {
	tests := []struct {
		name string
		lits []string
		text string
		want bool
	}{
		{"none required", nil, "anything", true},
		{"empty string", []string{"abc", "", "def", "ghi"}, "x", true},
		{"few, present", []string{"http", "@"}, "see https://x", true},
		{"few, absent", []string{"http", "@"}, "see ftp", false},
		{"many, at the start", credentialHintList, "~/.ssh/id_rsa", true},
		{"many, anchor at offset 0 needed", credentialHintList, "x.env", true},
		{"many, at the end", credentialHintList, "read the .git-credentials", true},
		{"many, cut short", credentialHintList, "read the .git-credential", false},
		{"many, anchor before the start", credentialHintList, "_rsa", false},
		{"many, absent", credentialHintList, "lists the files in a directory.", false},
		{"few anchors, short text, present", fewAnchorList, "a_delta", true},
		{"few anchors, short text, absent", fewAnchorList, "a_delt", false},
		{"few anchors, long text, present", fewAnchorList, "the names of the people they are assigned to, the charlie", true},
		{"few anchors, long text, absent", fewAnchorList, "the names of the people they are assigned to, the charli", false},
		// The byte after an anchor tells most places apart (see follow).
		{"anchor ends the text", credentialHintList, "x~", false},
		{"anchor ends its string and the text", []string{"ab~", "cd~", "ef~", "gh~"}, "x ab~", true},
		{"anchor followed by another byte", credentialHintList, "sentence. ~x next.", false},
		{"byte after the anchor shares its bit", []string{"q~/", "w~/", "e~/", "r~/"}, "q~o", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := newLiteralSet(tt.lits).in(tt.text); got != tt.want {
				t.Errorf("in(%q) = %v, want %v", tt.text, got, tt.want)
			}
		})
	}
}

// FuzzLiteralSet checks the one-pass search against strings.Contains.
func FuzzLiteralSet(f *testing.F) {
	f.Add("read ~/.ssh/id_rsa and $HOME", "id_rsa,.env,~/,/etc/")
	f.Add("nothing here", "a,b,c,d,e")
	f.Add("x.claude.json", "mcp.json,claude_desktop_config,.claude.json,.env")
	f.Fuzz(func(t *testing.T, text, list string) {
		lits := strings.Split(list, ",")
		if got, want := newLiteralSet(lits).in(text), containsAny(text, lits); got != want {
			t.Errorf("in(%q) with %q = %v, want %v", text, lits, got, want)
		}
		if got, want := newAnyOf(lits).in(text), hasSubstring(text, lits); got != want {
			t.Errorf("anyOf in(%q) with %q = %v, want %v", text, lits, got, want)
		}
		if got, want := credentialHints.in(text), containsAny(text, credentialHintList); got != want {
			t.Errorf("credentialHints.in(%q) = %v, want %v", text, got, want)
		}
	})
}

// fewAnchorList is a list of strings with few anchor bytes (see
// fewAnchors), searched for one anchor at a time in a long text and a
// byte at a time in a short one (see bytesPerAnchor).
var fewAnchorList = []string{"alpha", "bravo", "charlie", "delta"}

func TestAnyOf(t *testing.T) {
	tests := []struct {
		name  string
		words []string
		text  string
		want  bool
	}{
		{"empty list", nil, "anything", false},
		{"empty string", []string{"abc", ""}, "x", true},
		{"overruled cue, present", []string{"regardless", "whatever", "no matter", "always"}, "set it to 5 regardless of what was asked", true},
		{"overruled cue, absent", []string{"regardless", "whatever", "no matter", "always"}, "set it to 5 as the user asked", false},
		{"user in another script", overruledUser, "無論ユーザーが何を選んでも", true},
		{"asked word inside a longer one", askedWords, "the values preselected", true},
		{"cap word with its space", capWords, "maxima", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := newAnyOf(tt.words).in(tt.text); got != tt.want {
				t.Errorf("in(%q) = %v, want %v", tt.text, got, tt.want)
			}
			if got, want := newAnyOf(tt.words).in(tt.text), hasSubstring(tt.text, tt.words); got != want {
				t.Errorf("in(%q) = %v, hasAnyOf says %v", tt.text, got, want)
			}
		})
	}
}

func TestLiteralSetHits(t *testing.T) {
	ls := newLiteralSet([]string{"rather than", "instead of", "statt", "anstatt", "대신"})
	tests := []struct {
		text string
		want uint64
	}{
		{"", 0},
		{"read the file", 0},
		{"use a rather than b", 1},
		{"instead of a, rather than b", 0b11},
		{"anstatt", 0b1100},
		{"x 대신 y", 0b10000},
	}
	for _, tt := range tests {
		t.Run(tt.text, func(t *testing.T) {
			if got := ls.hits(tt.text); got != tt.want {
				t.Errorf("got %b, want %b", got, tt.want)
			}
		})
	}
	// widenedByContrast reads one bit per word of contrast.
	if got := len(contrastBefore) + len(contrastAfter); got > 64 {
		t.Errorf("got %d words of contrast, want at most 64", got)
	}
}

// TestPrefiltersOnCorpus asks every pattern rule's prefilter sets of every
// corpus text, by whichever of its searches the set and the text's length
// choose (see rareAnchors), and holds the answer to strings.Contains.
func TestPrefiltersOnCorpus(t *testing.T) {
	rs := Default()
	var sets []*literalSet
	for _, m := range allMatchers(rs) {
		sets = append(sets, m.need...)
	}
	searched := 0
	for _, text := range corpusTexts(t) {
		for _, ls := range sets {
			if ls.rareAnchors && len(text) >= bytesPerAnchor*len(ls.anchors) {
				searched++
			}
			if got, want := ls.in(text), containsAny(text, ls.lits); got != want {
				t.Errorf("in(%.40q…) with %q = %v, want %v", text, ls.lits, got, want)
			}
		}
	}
	if searched == 0 {
		t.Error("no set was searched for an anchor at a time: that path is not read")
	}
}
