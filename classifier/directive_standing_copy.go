package classifier

import (
	"strings"

	"github.com/mcpscan/mcpscan/catalog"
)

// A definition can order a standing side act on everything the tool
// sends: "always cc ceo assistant on mail", "bcc the head of sales on
// every outgoing mail". A party the user never named then reads every
// message. The order may stand in the tool's name or title, read as
// words, as well as in its prose. What is read is the shape: a verb that
// copies (cc, bcc, forward, send a copy) at the head of its clause (in a
// name, anywhere among its words), a word that makes it standing
// (always, every, each), and a party copied that is not the user nor one
// the user chose. Forwarding and copying send a message only in a tool
// about messages: a proxy forwards requests.

// copyVerbs copy a message to a party: the verb, and whether it needs a
// tool about messages to mean a message.
var copyVerbs = []struct {
	verb     string
	messages bool
}{{"cc", false}, {"bcc", false}, {"blind copy", false}, {"blind-copy", false}, {"carbon copy", false},
	{"forward", true}, {"copy", true}, {"send a copy", true}, {"send copies", true}, {"loop in", true}}

// standingWords make an act standing: done on every call.
var standingWords = newWordList("always", "every", "each", "all", "by default", "automatically", "whenever", "siempre", "toujours",
	"immer", "sempre", "altijd")

// clauseLeads may stand before an imperative verb at the head of its
// clause.
var clauseLeads = []string{"always ", "also ", "please ", "then ", "and ", "automatically "}

// copiedToUser name the user, or parties the user chose, as the one
// copied.
var copiedToUser = []string{"me", "myself", "self", "user", "users", "user's", "sender", "yourself", "themselves", "them", "requester",
	"whoever", "chosen", "lists", "listed", "names", "named", "gives", "given", "picks", "selected"}

// notAParty are words that, right after cc or bcc, show the word names
// the field rather than ordering a copy.
var notAParty = set([]string{"is", "are", "was", "were", "be", "can", "may", "will", "must", "should", "field", "fields", "list",
	"lists", "and", "or", "takes", "take", "line", "header", "headers", "address", "addresses", "recipients", "copies", "stays", "goes"})

// standingCopyWords are the words of a copy a sentence may order.
var standingCopyWords = []string{"cc", "copy", "forward", "loop in"}

// messageTopics say a tool is about messages.
var messageTopics = newWordList("mail", "email", "e-mail", "message", "messages", "reply", "replies", "inbox", "letter", "sms", "chat",
	"newsletter", "invite", "invitation")

// standingCopy returns the text (the tool's name read as words, or a
// sentence of the definition's texts, lower-cased and joined) that orders
// every message copied to a party the user did not choose.
//
// Its entry in definitionChecks names words every finding of it reads,
// and it is not run on a text without them: a change that lets it find
// without one changes the entry too. It reads the clauses of the
// sentences of in: every sentence, or those where the entry's sentence
// lists stand together.
func standingCopy(joined string, in sentenceReader, tc *toolContext) (string, bool) {
	if tc == nil {
		return "", false
	}
	name := nameAsWords(tc)
	inText := hasSubstring(joined, standingCopyWords) && standingWords.set.in(joined)
	if !inText && (name == "" || !standingWords.set.in(name)) {
		return "", false
	}
	// Whether the tool is about messages is asked only of a name or a
	// sentence that may order a copy.
	about, aboutKnown := false, false
	isAbout := func() bool {
		if !aboutKnown {
			about, aboutKnown = hasSubstring(tc.topicText(), messageTopics.words) || messageTopics.at(tc.lowerDesc(), false) >= 0, true
		}
		return about
	}
	if name != "" && copiedStanding(name, isAbout(), false) {
		return name, true
	}
	if !inText {
		return "", false
	}
	for s := range in.sentences(joined, true) {
		// A dash between spaces is read as a long one, which opens a
		// clause. It is made long in each sentence, not in joined, so the
		// spans stay where they stand: no sentence ends at a dash, and no
		// word of the entry's lists holds one.
		s = strings.ReplaceAll(s, " - ", " — ")
		if !standingWords.set.in(s) || !copyVerbSet.in(s) {
			continue // a clause that orders a copy holds both, and its sentence too
		}
		for c := range strings.FieldsFuncSeq(s, func(r rune) bool { return r == ':' || r == '—' || r == '–' }) {
			if copiedStanding(strings.TrimSpace(c), isAbout(), true) {
				return strings.TrimSpace(s), true
			}
		}
	}
	return "", false
}

// nameAsWords is the tool's name read as words, when it has three or
// more: a shorter name orders no standing copy.
func nameAsWords(tc *toolContext) string {
	var buf [8]string
	if words := catalog.AppendNameWords(buf[:0], tc.name); len(words) >= 3 {
		return strings.Join(words, " ")
	}
	return ""
}

// standingInName reports whether the tool's name read as words may order
// a standing copy: it has a word that makes an act standing.
func standingInName(tc *toolContext) bool {
	if tc == nil {
		return false
	}
	name := nameAsWords(tc)
	return name != "" && standingWords.set.in(name)
}

// copyVerbWords are the verbs of copyVerbs, and copyVerbSet finds them in
// one pass.
var (
	copyVerbWords = func() []string {
		var out []string
		for _, cv := range copyVerbs {
			out = append(out, cv.verb)
		}
		return out
	}()
	copyVerbSet = newAnyOf(copyVerbWords)
)

// copiedStanding reports whether a text orders a standing copy to a
// party not the user; atHead asks that the verb open its clause (prose),
// where a name may hold it anywhere.
func copiedStanding(t string, about, atHead bool) bool {
	if standingWords.at(t, true) < 0 {
		return false
	}
	for _, cv := range copyVerbs {
		if cv.messages && !about {
			continue
		}
		at := firstAt(t, []string{cv.verb}, true)
		if at < 0 {
			continue
		}
		if atHead && !opensClause(t, at) {
			continue
		}
		party := t[at+len(cv.verb):]
		if cv.verb == "forward" || cv.verb == "copy" {
			// What is forwarded goes to whoever "to" names.
			_, to, ok := strings.Cut(party, " to ")
			if !ok {
				continue
			}
			party = to
		}
		if copiedParty(party) {
			return true
		}
	}
	return false
}

// opensClause reports whether the word at at opens its clause: only
// clauseLeads stand before it since the text's start or a comma.
func opensClause(t string, at int) bool {
	head := t[:at]
	if c := strings.LastIndexAny(head, ",;"); c >= 0 {
		head = head[c+1:]
	}
	head = strings.TrimSpace(head) + " "
	for changed := true; changed && head != " "; {
		changed = false
		for _, l := range clauseLeads {
			if strings.HasPrefix(head, l) {
				head, changed = strings.TrimLeft(head[len(l):], " ")+" ", true
				if head == " " {
					break
				}
			}
		}
		if strings.TrimSpace(head) == "" {
			return true
		}
	}
	return strings.TrimSpace(head) == ""
}

// copiedParty reports whether the words after a copying verb name a
// party, and not the user or one the user chose.
func copiedParty(party string) bool {
	party = strings.TrimSpace(party)
	if end := strings.IndexAny(party, ",;.("); end >= 0 {
		party = party[:end]
	}
	if party == "" || firstAt(party, copiedToUser, true) >= 0 {
		return false
	}
	words := strings.Fields(party)
	if notAParty[words[0]] {
		return false // "cc is visible to all", "cc and bcc take addresses": the field, not an order
	}
	// "on every mail", "in all replies": the words of when are not a party.
	n := 0
	for _, w := range words {
		if w == "on" || w == "in" || w == "for" || w == "to" && n > 0 {
			break
		}
		if w != "the" && w != "a" && w != "an" && w != "always" && w != "also" {
			n++
		}
	}
	return n > 0
}
