package classifier

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/mcpscan/mcpscan/catalog"
)

// Several checks read an order as a verb, in the imperative or the
// infinitive, that governs its object a few words apart: the verb before
// the object, or after it as verb-last languages put it, in one clause,
// with no negator there and the tool not the subject (see governedBy).
// governedSentence runs that reading over a definition for one kind of
// object and its verbs, outside a tool whose name is about the object.

// governNegators negate the order in the clause around its object.
var governNegators = []string{"not ", "n't", "never", "no ", "nunca", "jamais", "nicht", "niemals", "non ", "niet ", "nooit", "nie ",
	"nigdy", "nikdy", "не ", "никогда", "ніколи", "μην", "ποτέ", "δεν", "asla", "لا ", "أبدا", "אל ", "לא ", "मत", "नहीं", "しない", "ないで",
	"않", "말고", "不要", "别", "勿", "không", "đừng", "jangan", "tidak", "älä", "usi", "kamwe"}

// verbLastNegators negate a verb that stands after its object.
var verbLastNegators = []string{"しない", "ないで", "ません", "않", "말고", "नहीं", "मत"}

// governToolSubject makes the tool or the server the subject of the
// clause before the object, saying what the tool does itself, or leaves
// the act to the user ("you can delete old backups with …").
var governToolSubject = []string{"the tool", "this tool", "the server", "the script", "it reads", "it loads", "it uses", "the user can",
	"users can", "you can", "the user may", "users may", "you may"}

// governReach is how many words may stand between a verb and the object
// it governs.
const governReach = 6

// unspacedReach is how many bytes after the object a verb of a script
// written without spaces may stand.
const unspacedReach = 150

// governedBy reports whether one of verbs (or of unspacedVerbs, read
// anywhere) stands within governReach words before the object at
// s[start:end], or three words after it as verb-last languages put it, in
// its clause, with no negator and the tool not the subject there.
func governedBy(s string, start, end int, verbs map[string]bool, unspacedVerbs []string) bool {
	before := s[max(0, start-80):start]
	if i := strings.LastIndexAny(before, ",;:()"); i >= 0 {
		before = before[i+1:]
	}
	after := s[end:min(len(s), end+60)]
	if i := strings.IndexAny(after, ",;()"); i >= 0 {
		after = after[:i]
	}
	if pieceAt(before, governNegators) >= 0 || pieceAt(after, verbLastNegators) >= 0 || pieceAt(before, governToolSubject) >= 0 {
		return false
	}
	// A verb of a script written without spaces may stand after a
	// quotation of what is written ("AGENTS.md へ「…」と追記"): it is read
	// further on, to the clause's end.
	far := s[end:min(len(s), end+unspacedReach)]
	if i := strings.IndexAny(far, ",;()。、"); i >= 0 {
		far = far[:i]
	}
	if pieceAt(before, unspacedVerbs) >= 0 || pieceAt(far, unspacedVerbs) >= 0 {
		return true
	}
	bw := strings.FieldsFunc(before, notGovernedWordRune)
	for _, w := range bw[max(0, len(bw)-governReach):] {
		if verbs[w] {
			return true
		}
	}
	aw := strings.FieldsFunc(after, notGovernedWordRune)
	for _, w := range aw[:min(len(aw), 3)] {
		if verbs[w] {
			return true
		}
	}
	return false
}

// notGovernedWordRune splits a sentence into words: letters, digits and the
// marks of scripts that write vowels as marks.
func notGovernedWordRune(r rune) bool {
	return !unicode.IsLetter(r) && !unicode.IsDigit(r) && !unicode.IsMark(r) && r != '\'' && r != utf8.RuneError
}

// governedSentence returns the sentence of the definition's texts, of
// those in reads, where one of verbs governs one of objects (see
// governedBy), unless the tool's name has a word of own: erasing logs is
// a log tool's own act.
func governedSentence(joined string, in sentenceReader, tc *toolContext, own map[string]bool, objects []string, verbs map[string]bool, unspacedVerbs []string) (string, bool) {
	if tc != nil && slices.ContainsFunc(catalog.NameWords(tc.name), inSet(own)) {
		return "", false
	}
	for s := range in.sentences(joined, false) {
		for _, w := range objects {
			for at := range occurrences(s, w) {
				if governedBy(s, at, at+len(w), verbs, unspacedVerbs) {
					return strings.TrimSpace(s), true
				}
			}
		}
	}
	return "", false
}
