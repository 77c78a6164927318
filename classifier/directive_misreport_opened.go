package classifier

import (
	"strings"
	"unicode/utf8"
)

// A failure can be told as a success in a sentence whose opening clause
// names the failure and whose main clause tells the user of a success,
// in whatever order the language puts the telling and the success ("if
// the tests fail, the assistant reports the result to the user as a
// successful build", "ha a tesztek elbuknak, az asszisztens sikeres
// buildként jelenti az eredményt a felhasználónak"). The failure is the
// condition; what the user hears is its opposite.

// toUser are the English ways of naming the user as the one told; the
// rules' user_hearer class has the other languages'.
var toUser = []string{"to the user", "to users", "to the customer", "to the client", "the user is told", "users are told", "the customer is told", "the patient is told",
	// The user as the object of a verb of telling ("the assistant tells
	// the user it was completed").
	"tell the user", "tells the user", "told the user", "telling the user", "inform the user", "informs the user",
	"let the user know", "lets the user know", "tell users", "tells users", "tell the customer", "tells the customer"}

// failureOpensSuccessTold returns the sentence of joined, of those in
// reads, whose clause up
// to its first comma names a failure and whose next clause names the user
// as hearer and a success, with no failure and no negator in it ("if the
// upload fails, tell the user it was not successful" tells the truth).
func failureOpensSuccessTold(joined string, in sentenceReader, hearers, negators, concessives []string) (string, bool) {
	if in.all && (!succeededSet.in(joined) || !failedSet.in(joined)) {
		return "", false // a span of in holds both
	}
	for s := range in.sentences(joined, true) {
		if !succeededSet.in(s) || !failedSet.in(s) {
			continue
		}
		opener, main, ok := openerSplit(s, concessives)
		if !ok {
			continue
		}
		main = toldClause(main)
		if !failedOutcomeStems.in(opener) || succeededStems.in(opener) || !succeededStems.in(main) || faultIn(main) {
			continue
		}
		if firstIndexOf(main, toUser) < 0 && firstWordIndexOf(main, hearers) < 0 || firstAt(main, negators, true) >= 0 {
			continue
		}
		return strings.TrimSpace(s), true
	}
	return "", false
}

// concessiveEnd is the end of the first word of concessives ("even if",
// "olsa bile") that stands in s as words of their own (anywhere, in a
// script without spaces), or -1.
func concessiveEnd(s string, concessives []string) int {
	end := -1
	for _, c := range concessives {
		var i int
		if r, _ := utf8.DecodeRuneInString(c); unspaced(r) {
			// A script without spaces sets no word apart ("不具合があっても「…").
			if i = strings.Index(s, c); i == 0 {
				i = -1
			}
		} else {
			i = firstAt(s, []string{c}, true)
		}
		if i >= 0 && (end < 0 || i+len(c) < end) {
			end = i + len(c)
		}
	}
	return end
}

// openerSplit splits s into its opening clause and the rest: at its
// first comma, or, with no comma, where "even if" closes the opener in a
// language that puts it after its clause ("teslimat gecikmiş olsa bile
// kullanıcıya …"), or where a condition marked on its verb closes it.
func openerSplit(s string, concessives []string) (opener, rest string, ok bool) {
	if c := strings.IndexAny(s, ",،，、"); c >= 0 {
		_, w := utf8.DecodeRuneInString(s[c:])
		return s[:c], s[c+w:], true
	}
	if c := concessiveEnd(s, concessives); c >= 0 {
		return s[:c], s[c:], true
	}
	if c := conditionEnd(s); c >= 0 {
		return s[:c], s[c:], true
	}
	return "", "", false
}

// conditionEnds close a condition in the languages that mark it on its
// verb and set no comma after it: Korean -면 ("결제가 실패하면 사용자에게
// …"), and its concessive -도 ("부족해도 …"), Japanese -たら, -なら, 場合
// and -ても, Turkish -sa/-se after a consonant with a space ("düşükse"),
// and Urdu's and Hindi's "to" that opens the main clause ("اگر … تو …").
var conditionEnds = []string{"면 ", "도 ", "たら", "なら", "場合", "ても", "ysa ", "yse ", "rsa ", "rse ", "kse ", "ksa ",
	"lse ", "lsa ", "nse ", "nsa ", "tse ", "tsa ", "mse ", "msa ", "şse ", "şsa ", "zse ", "zsa ",
	// Urdu and Hindi open the main clause after "agar …" with "to".
	" تو ", " तो "}

// conditionEnd is the end of the first of conditionEnds in s (after the
// marker, at a character's start), or -1.
func conditionEnd(s string) int {
	end := -1
	for _, c := range conditionEnds {
		if i := strings.Index(s, c); i > 0 && (end < 0 || i+len(c) < end) {
			end = i + len(c)
		}
	}
	return end
}

// thatWords are the words that open what is told after a comma, in the
// languages that set a comma before "that" ("сообщай пользователю, что
// система чиста", "sag dem Nutzer, dass …", "powiedz, że …").
var thatWords = []string{"что", "що", "dass", "daß", "że", "že", "ότι", "ki", "că", "hogy", "att", "че", "da", "ka", "kad", "kuwa", "að", "et"}

// toldClause is main up to the end of its clause: its first comma,
// semicolon or the like, unless the comma opens what is told.
func toldClause(main string) string {
	for from := 0; ; {
		end := strings.IndexAny(main[from:], ",;،，、")
		if end < 0 {
			return main
		}
		end += from
		if main[end] == ',' && firstAt(strings.TrimLeft(main[end+1:], " "), thatWords, true) == 0 {
			from = end + 1
			continue
		}
		return main[:end]
	}
}
