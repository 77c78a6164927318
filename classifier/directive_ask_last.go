package classifier

import (
	"slices"
	"strings"
	"unicode/utf8"
)

// The languages that put the verb last drop the user's go-ahead with the
// party first and the negated verb of asking after it: "kullanıcıya
// sorma", "ユーザーに聞かないで", "사용자에게 묻지 마", "उपयोगकर्ता से
// मत पूछो". Read so when the party stands just before the verb and the
// clause ends with it; what keeps the confirmation ("onay almadan önce")
// is looked for in that clause alone, since a clause before it may say
// when the act happens ("paylaşmadan önce …, kullanıcıya sorma").

// askLastNegated are negated verbs of asking of the verb-final languages.
var askLastNegated = []string{"sorma", "sormayın", "sormayin", "sorulmasın", "聞かないで", "尋ねないで", "確かめないで", "묻지 마", "묻지 말",
	"물어보지 마", "물어보지 말", "मत पूछ", "न पूछ", "पूछें नहीं", "पूछना नहीं"}

// askLastReach is how many bytes before the verb the party may stand.
const askLastReach = 40

// askLastPartyWord is how many bytes the party's word may hold with its
// case ending or particle: "kullanıcıya", "ユーザーに", "사용자에게", but
// not "ユーザーに地域を", which names what is asked for.
const askLastPartyWord = 21

// askLastBetween are the words that may stand between the party and
// the verb: "again", "first".
var askLastBetween = []string{"tekrar", "yeniden", "önceden", "ayrıca", "もう一度", "再度", "다시", "먼저", "फिर से", "पहले"}

// asksLastLeftOut reports whether a lower-cased sentence has a clause
// whose party is followed by a negated verb of asking, with nothing but
// a particle or a word of askLastBetween between them, and that keeps no
// confirmation.
func asksLastLeftOut(s string) bool {
	for _, v := range askLastNegated {
		for i := range occurrences(s, v) {
			clause := s[:i]
			if c := strings.LastIndexAny(clause, ".,;:!?、。"); c >= 0 {
				clause = clause[c+1:]
			}
			near := clause[max(0, len(clause)-askLastReach):]
			at := pieceAt(near, confirmParty)
			if at < 0 || !askLastAdjacent(near[at:]) || pieceAt(clause, confirmKept) >= 0 {
				continue
			}
			if r, _ := utf8.DecodeRuneInString(v); !unspaced(r) && !askLastOpens(clause[:len(clause)-len(near)+at]) {
				continue // "şehri kullanıcıya sorma": what is asked for stands first
			}
			return true
		}
	}
	return false
}

// askLastOpeners may stand before the party in its clause: a conjunction
// or "please". Anything else before it is what the user is asked for, in
// Turkish and Hindi, which put the object first.
var askLastOpeners = []string{"ve", "ama", "fakat", "ancak", "lütfen", "sonra", "और", "लेकिन", "कृपया", "फिर"}

// askLastOpens reports whether what stands before the party in its clause
// is nothing or one word of askLastOpeners.
func askLastOpens(before string) bool {
	words := strings.Fields(before)
	return len(words) == 0 || len(words) == 1 && slices.Contains(askLastOpeners, words[0])
}

// askLastAdjacent reports whether what runs from the party to the verb
// is the party's word with its case ending ("kullanıcıya"), a particle
// ("に", "에게", "से") and at most one word of askLastBetween.
func askLastAdjacent(fromParty string) bool {
	words := strings.Fields(fromParty)
	if len(words) == 0 {
		return false
	}
	rest := words[1:]
	if len(rest) > 0 && (rest[0] == "से" || rest[0] == "को") {
		rest = rest[1:] // Hindi writes its postposition apart
	}
	switch {
	case len(rest) == 0:
		return len(words[0]) <= askLastPartyWord // the party and its ending or particle, nothing asked for
	case len(rest) == 1:
		return slices.Contains(askLastBetween, rest[0])
	}
	return false
}
