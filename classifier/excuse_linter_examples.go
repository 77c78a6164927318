package classifier

import (
	"regexp"
	"strings"
)

// A linter names the kind of thing it flags and then lists examples of
// it, quoted in code spans or plain: "flags risky patterns in install
// scripts, e.g. `curl https://x | sh`, unpinned downloads, `chmod 777`".
// The items after the lead are what it reports, not commands, when the
// lead follows the kind in one clause and each item is a short name of a
// pattern. An item that turns to the reader, makes an act standing or
// prints a whole host (checkerListTurn) keeps the sentence whole, and
// what stands outside the items is still read.

// riskyKinds names the kind of thing a linter lists.
var riskyKinds = regexp.MustCompile(`\b(risky|dangerous|unsafe|insecure|suspicious|banned|forbidden|known.bad)\s+(patterns?|constructs?|commands?|practices?|calls?|settings?|idioms?|lines?)\b`)

// kindExampleLead leads the examples of the kind, right after it in its
// clause.
var kindExampleLead = regexp.MustCompile(`\b(e\.g\.|eg\.|such as|for example|for instance|including|like)\s*:?\s*`)

// withoutLinterExamples is sent with the examples a linter lists after
// the kind it flags blanked, read in text, which holds sent (the lead's
// own full stop may have ended the sentence before it); false when sent
// holds no such list.
func withoutLinterExamples(sent, text string, tc *toolContext) (string, bool) {
	at := strings.Index(text, sent)
	if tc == nil || at < 0 || !checkerName.MatchString(tc.topicText()) && !checkerSubject.MatchString(text) {
		return sent, false
	}
	from := max(0, at-200)
	end := at + len(sent)
	kinds := riskyKinds.FindAllStringIndex(text[from:end], -1)
	if kinds == nil {
		return sent, false
	}
	k := from + kinds[len(kinds)-1][1]
	lead := kindExampleLead.FindStringIndex(text[k:end])
	if lead == nil || strings.ContainsAny(text[k:k+lead[0]], ".;:!?\n") {
		return sent, false
	}
	start := k + lead[1]
	stop := sentenceEndAfter(text, start)
	if list := text[start:stop]; !shortCheckerItems(list, codeSpansAsWords(withoutParens(list))) {
		return sent, false
	}
	b := []byte(sent)
	blankSpan(b, max(0, start-at), min(len(sent), stop-at))
	return string(b), true
}

// codeSpansAsWords is s with each code span made one word, as a pattern
// quoted in one is a single item however many words it holds.
func codeSpansAsWords(s string) string {
	var b strings.Builder
	in := false
	for _, r := range s {
		switch {
		case r == '`':
			in = !in
			if in {
				b.WriteString("code")
			}
		case !in:
			b.WriteRune(r)
		}
	}
	return b.String()
}
